"""21-card Indian club rummy (RULES.md §4) with the club's deal ceremony (seed 001).

:class:`IndianRummy` is the rules class: built on the game's state, its seats and its
queries (:class:`engine.rummy21.state.IndianRummyState`), it holds the legal actions and the
views, and hands each action to the module of its phase, which takes the state:
:mod:`engine.rummy21.ceremony` (cuts, the deal, the Joker), :mod:`engine.rummy21.play`
(draws, discards, declarations, drops, honour cards) and :mod:`engine.rummy21.settlement`
(the end of a deal, the next deal, the end of the game).

**Seats and directions.** Seat ``s + 1`` (modulo the number of players) sits on the left of
seat ``s``, as in Hearts. Play goes clockwise: after seat ``s`` comes seat ``s + 1``. The
player on the dealer's right (``dealer - 1``) cuts; the player on the dealer's immediate
left (``dealer + 1``) draws the Joker and plays first. Deals pass anticlockwise: the next
dealer is the player on the dealer's right (``dealer - 1``).

**A game** is ``deals`` deals (option, default 3); the highest net total wins.

**The ceremony**, as actions players take and events they follow:

1. ``cut_for_deal`` (first deal only): each player in seat order lifts ``cut N`` cards of the
   shuffled packs and shows the bottom card of the packet; the lowest card deals (the ace is
   low); players tied for lowest cut again. A record's ``first_player`` names the first dealer
   instead, and this phase is skipped.
2. ``cut``: the dealer shuffles the three packs (twice) and the player on the dealer's right
   cuts, ``cut N`` lifting N cards, 7 to 149 (at least seven above and below the cut).
3. The dealer deals 21 cards to each player, turns up the open card and shuffles the rest.
4. ``joker``: the player on the dealer's left draws the Joker from the rest. Every card of
   its rank is wild for the deal; it never changes. The card drawn goes back face up under
   the stock and is the stock's last card.
5. The deal is checked (21 cards each, the 156 cards all there); a failed check is a wrong
   deal, logged as an event, and the same dealer deals again from freshly shuffled packs.

The ``ceremony`` option says who makes these steps: the players, by hand (``"hand"``, the
default, which records and saved tables from before the option mean), or the game itself at
once (``"auto"``, the house's choice for new tables, see :attr:`IndianRummy.table_defaults`):
each cut at random for the player the rule names, the Joker turned as soon as the cards
are dealt (:func:`engine.rummy21.ceremony.run_automatic`). The steps made as the game is
set up are its :attr:`~engine.core.Game.setup_events`; later ones come with the action
that ended the deal before. A ceremony action sent to an automatic game is refused.

**Explicit decks** (game records): ``deck`` is a list of 156 cards, or a list of such lists,
one per deal. An explicit deck is the pack as dealt: seat 0 takes its first 21 cards, seat 1
the next 21 and so on, then comes the open card, then the Joker, then the stock from the
top. The cut is still made (and checked) but does not reorder an explicit deck, and the rest
of it is not shuffled. Deals without an explicit deck, and deals again after a wrong deal,
are shuffled with the game's seed.

**Play** (``play`` phase), on a player's turn: ``draw stock`` or ``draw open``, then
``discard KS`` or ``declare 3H 4H 5H | 7S 8S 9S | ... discard KD``; before drawing, ``drop``.
At any time in play, any player still in the deal may set honour cards aside with
``honours 5H 6H``. Set-aside cards are shown to all; the seed has the player pick them up
again before their next draw, which the engine does at once: they stay in the hand, and
the claim stays recorded (a player who drops still collects for them).
An empty stock is made again from the open pile, all but its top card, shuffled.

**Timeouts**: in the ceremony the bot cuts at random or draws the Joker for the player; in
play it draws from the stock and discards the card the solver values least; the third
timeout in a row counts as a mid pack.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from engine.cards import shuffled, sorted_cards
from engine.core import (
    Action,
    Event,
    IllegalAction,
    OptionSpec,
    read_decks,
)
from engine.rummy21 import ceremony, play
from engine.rummy21 import deal as dealing
from engine.rummy21.actions import (
    CEREMONY,
    OPEN,
    STOCK,
    Cut,
    Declare,
    Discard,
    Draw,
    DrawJoker,
    Drop,
    Honours,
    Rummy21Action,
    declare,
    parse,
)
from engine.rummy21.phases import CUT, CUT_FOR_DEAL, JOKER, OVER, PLAY
from engine.rummy21.play import OUT_REASONS, TIMEOUTS_TO_DROP
from engine.rummy21.rules import HAND_SIZE, honour_cards
from engine.rummy21.solver import best_arrangement, best_discard, find_declaration
from engine.rummy21.state import IndianRummyState
from engine.rummy21.view import (
    ARRANGED,
    DEAL_NET,
    SETTLEMENT,
    Rummy21SeatView,
    Rummy21View,
    rounds,
)
from engine.views import FINAL_RESULT, Hand, seats_of

# The phases, and why a seat left a deal, are read from here by the front ends.
__all__ = [
    "CUT",
    "CUT_FOR_DEAL",
    "JOKER",
    "OUT_REASONS",
    "OVER",
    "PLAY",
    "TIMEOUTS_TO_DROP",
    "IndianRummy",
]


class IndianRummy(IndianRummyState):
    """21-card Indian club rummy for 2 to 6 players; see the module documentation."""

    game_id = "rummy21"
    title = "21-card Indian Rummy"
    min_players = 2
    max_players = 6
    option_specs: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec("deals", 3, "deals in a game", minimum=1, maximum=20),
        OptionSpec(
            "first_drop",
            30,
            "points a player dropping before their first draw pays",
            minimum=0,
            maximum=1000,
        ),
        OptionSpec("mid_pack", 70, "points a player dropping later pays", minimum=0, maximum=1000),
        OptionSpec(
            "wrong_declaration",
            120,
            "points a wrong declaration pays each other player",
            minimum=0,
            maximum=1000,
        ),
        OptionSpec("count_cap", 120, "most a count can cost (0: no cap)", minimum=0, maximum=1000),
        OptionSpec(
            "honour",
            10,
            "points an honour card earns from each other player",
            minimum=0,
            maximum=1000,
        ),
        OptionSpec(
            "marriage", 50, "points the three honour cards together earn", minimum=0, maximum=1000
        ),
        OptionSpec("turn_seconds", 90, "seconds for a move", minimum=10, maximum=3600),
        OptionSpec(
            "ceremony",
            ceremony.BY_HAND,
            "the cut and the Joker: by hand, or automatic",
            choices=(ceremony.BY_HAND, ceremony.AUTOMATIC),
        ),
    )
    #: A new table's ceremony is automatic [house]; a record without the option is by hand.
    table_defaults: ClassVar[dict[str, Any]] = {"ceremony": ceremony.AUTOMATIC}

    def setup(self, deck: Sequence[Any] | None, first_player: int | None) -> None:
        n = len(self.players)
        self.decks = read_decks(deck, dealing.three_packs(), exact=False)
        self.dealer_given = first_player is not None
        self.first_player = first_player if first_player is not None else -1
        self.deal_number = 1
        self.dealer = first_player
        self.contenders = []
        self.cut_cards = {}
        self.hands = [[] for _ in range(n)]
        self.open_pile = []
        self.stock = []
        self.joker = None
        self.turn = 0
        self.drawn = False
        self.has_drawn = [False] * n
        self.out = [None] * n
        self.claimed = [[] for _ in range(n)]
        self.timeouts = [0] * n
        self.totals = [0] * n
        self.ledger = []
        self.last_settlement = None
        self.deal_history = []
        self.pack = []
        self.pack_explicit = False
        if first_player is None:
            self.phase = CUT_FOR_DEAL
            self.pack = shuffled(dealing.three_packs(), self.next_rng())
            self.contenders = list(range(n))
        else:
            ceremony.start_deal(self)
        self.setup_events = tuple(ceremony.run_automatic(self))

    # ------------------------------------------------------------------ actions

    @classmethod
    def parse_action(cls, text: str) -> Rummy21Action:
        return parse(text)

    def apply(self, player: int, action: Action | str) -> list[Event]:
        """As :meth:`Game.apply`, except that ``honours`` may be played out of turn."""
        text = action.strip() if isinstance(action, str) else str(action)
        if isinstance(action, str) and action.lower().split()[:1] in (["honours"], ["honors"]):
            action = parse(action)  # read before the turn is checked: it may come out of turn
        if isinstance(action, Honours) and not self.over:
            if not 0 <= player < self.seats:
                raise IllegalAction.of("rummy21.set_aside.not_seated")
            events = play.honours(self, player, list(action.cards))
            self.history.append({"player": player, "action": text})
            return events
        return super().apply(player, text if isinstance(action, str) else action)

    def apply_action(self, player: int, action: Action) -> list[Event]:
        if self.phase in (CUT_FOR_DEAL, CUT, JOKER):
            return ceremony.act(self, player, action)
        if isinstance(action, CEREMONY) and ceremony.is_automatic(self):
            raise IllegalAction.of("rummy21.ceremony.automatic")
        events = play.act(self, player, action)
        self.timeouts[player] = 0
        return events + ceremony.run_automatic(self)

    def timeout_action(self, player: int) -> list[Event]:
        if self.phase in (CUT_FOR_DEAL, CUT, JOKER):
            return ceremony.timeout(self, player)
        return play.timeout(self, player) + ceremony.run_automatic(self)

    # ---------------------------------------------------------------- legal actions

    def legal_actions(self, player: int) -> list[Rummy21Action]:
        if self.over:
            return []
        honours = self.claimable_honours(player)
        claim: list[Rummy21Action] = [Honours(tuple(honours))] if honours else []
        if player not in self.to_move():
            return claim
        if self.phase in (CUT_FOR_DEAL, CUT):
            return [Cut(n) for n in range(dealing.MIN_CUT, dealing.MAX_CUT + 1)]
        if self.phase == JOKER:
            return [DrawJoker()]
        if not self.drawn:
            draws = [Draw(STOCK), *([Draw(OPEN)] if self.open_pile else [])]
            return [*draws, Drop(), *claim]
        discards: list[Rummy21Action] = [Discard(c) for c in sorted_cards(set(self.hands[player]))]
        declaration = self.declaration(player)
        return [*discards, *([declaration] if declaration else []), *claim]

    def declaration(self, player: int) -> Declare | None:
        """A valid ``declare`` action for ``player`` now, or ``None``."""
        if self.phase != PLAY or not self.drawn or player != self.turn or self.joker is None:
            return None
        found = find_declaration(self.hands[player], self.joker.rank)
        if found is None:
            return None
        return declare(found)

    def check_hand(self, player: int) -> dict[str, Any]:
        """The answer to "check my hand": the solver's best arrangement of ``player``'s
        hand (its lowest count) and, after a draw, a valid declaration when there is one (as
        the action to send)."""
        if self.joker is None or not self.hands[player]:
            return {"arrangement": None, "declare": None}
        hand = self.hands[player]
        if len(hand) > HAND_SIZE:
            arrangement = best_discard(hand, self.joker.rank)
        else:
            arrangement = best_arrangement(hand, self.joker.rank)
        declaration = self.declaration(player)
        return {
            "arrangement": arrangement.to_dict(),
            "declare": str(declaration) if declaration else None,
        }

    # ---------------------------------------------------------------- views

    def view(self, player: int | None = None) -> Rummy21View:
        """The public table, plus for ``player`` their hand, its best arrangement and a
        declaration open to it (:mod:`engine.rummy21.view`)."""
        joker = self.joker
        public: dict[str, Any] = {
            "game": self.game_id,
            "title": self.title,
            "seats": seats_of(self.players, self.scores(), [len(h) for h in self.hands]),
            "to_move": tuple(self.to_move()),
            "stock": len(self.stock),
            "over": self.over,
            "turn_seconds": self.turn_seconds(),
            "phase": self.phase,
            "deal_number": self.deal_number,
            "deals": self.options["deals"],
            "dealer": self.dealer,
            "cutter": self.cutter,
            "joker_drawer": self.joker_drawer,
            "joker": joker,
            "honours": tuple(honour_cards(self.joker)) if self.joker else (),
            "open": tuple(self.open_pile),
            "pack_size": len(self.pack),
            "honours_set_aside": tuple(tuple(cs) for cs in self.claimed),
            "out": tuple(self.out),
            "cut_cards": {str(s): c for s, c in self.cut_cards.items()},
            "drawn": self.drawn,
            "settlement": (SETTLEMENT.read(self.last_settlement) if self.last_settlement else None),
            "deal_history": tuple(DEAL_NET.read(deal) for deal in self.deal_history),
            "result": FINAL_RESULT.read(self.result().to_dict()) if self.over else None,
        }
        public["rounds"] = rounds(public["deal_history"])
        if player is None:
            return Rummy21View(**public)
        checked = self.check_hand(player)
        arranged = checked["arrangement"]
        return Rummy21SeatView(
            **public,
            viewer=player,
            hand=Hand(cards=tuple(self.hand(player)), wild=joker),
            arrangement=None if arranged is None else ARRANGED.read(arranged),
            declare=checked["declare"],
        )

    def record_fields(self) -> dict[str, Any]:
        return {
            "joker": str(self.joker) if self.joker else None,
            "open": [str(c) for c in self.open_pile],
            "dealer": self.dealer,
        }

    def record(self) -> dict[str, Any]:
        record = super().record()
        if not self.dealer_given:
            del record["first_player"]
        if self.decks:
            record["deck"] = [[str(c) for c in d] for d in self.decks]
        return record
