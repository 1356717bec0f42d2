"""21-card Indian club rummy (RULES.md §4) with the club's deal ceremony (seed 001).

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

import random
from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Self

from engine.cards import Card, format_cards, parse_card, parse_cards, shuffled, sorted_cards
from engine.core import (
    DEFAULT_LEVEL,
    Event,
    Game,
    GameSetupError,
    IllegalAction,
    OptionSpec,
    check_level,
)
from engine.rummy21 import deal as dealing
from engine.rummy21.ai import choose_action, least_useful_card
from engine.rummy21.rules import HAND_SIZE, check_declaration, describe_groups, honour_cards
from engine.rummy21.settlement import (
    Payment,
    end_of_deal_payments,
    explain,
    honour_cards_earned,
    net,
)
from engine.rummy21.solver import best_arrangement, best_discard, find_declaration

if TYPE_CHECKING:
    from engine.rummy21.view import Rummy21View

CUT_FOR_DEAL = "cut_for_deal"
CUT = "cut"
JOKER = "joker"
PLAY = "play"
OVER = "over"

#: Why a seat left a deal, as shown to players.
OUT_REASONS = {
    "first_drop": "first drop",
    "mid_pack": "mid pack",
    "timeouts": "mid pack (three timeouts)",
    "wrong_declaration": "wrong declaration",
}
#: Timeouts in a row that count as a mid pack.
TIMEOUTS_TO_DROP = 3


class IndianRummy(Game):
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
    )

    # ------------------------------------------------------------------ state

    phase: str
    deal_number: int
    dealer: int | None
    dealer_given: bool
    decks: list[list[Card]]
    pack: list[Card]
    pack_explicit: bool
    contenders: list[int]
    cut_cards: dict[int, Card]
    hands: list[list[Card]]
    open_pile: list[Card]
    stock: list[Card]
    joker: Card | None
    turn: int
    drawn: bool
    has_drawn: list[bool]
    out: list[str | None]
    claimed: list[list[Card]]
    timeouts: list[int]
    totals: list[int]
    ledger: list[Payment]
    last_settlement: dict[str, Any] | None
    #: Per finished deal: its number, winner and net result per seat.
    deal_history: list[dict[str, Any]]

    def setup(self, deck: Sequence[Any] | None, first_player: int | None) -> None:
        n = len(self.players)
        self.decks = _read_decks(deck)
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
            self._start_deal()

    # ------------------------------------------------------------------ seats

    @property
    def seats(self) -> int:
        return len(self.players)

    def left_of(self, seat: int) -> int:
        """The seat on ``seat``'s left (next in play)."""
        return (seat + 1) % self.seats

    def right_of(self, seat: int) -> int:
        """The seat on ``seat``'s right."""
        return (seat - 1) % self.seats

    @property
    def cutter(self) -> int | None:
        """Who cuts for this deal: the player on the dealer's right."""
        return None if self.dealer is None else self.right_of(self.dealer)

    @property
    def joker_drawer(self) -> int | None:
        """Who draws the Joker: the player on the dealer's immediate left."""
        return None if self.dealer is None else self.left_of(self.dealer)

    def to_move(self) -> list[int]:
        if self.phase == CUT_FOR_DEAL:
            return [self.contenders[len(self.cut_cards)]]
        if self.phase == CUT:
            return [self.cutter] if self.cutter is not None else []
        if self.phase == JOKER:
            return [self.joker_drawer] if self.joker_drawer is not None else []
        if self.phase == PLAY:
            return [self.turn]
        return []

    @property
    def over(self) -> bool:
        return self.phase == OVER

    def scores(self) -> list[int]:
        return list(self.totals)

    def hand(self, player: int) -> list[Card]:
        return sorted_cards(self.hands[player])

    def deck_size(self) -> int:
        return len(self.pack) if self.phase in (CUT_FOR_DEAL, CUT) else len(self.stock)

    def in_deal(self) -> list[int]:
        """Seats still playing this deal."""
        return [s for s in range(self.seats) if self.out[s] is None]

    # ------------------------------------------------------------------ actions

    def apply(self, player: int, action: str) -> list[Event]:
        """As :meth:`Game.apply`, except that ``honours`` may be played out of turn."""
        words = action.strip().split()
        if words and words[0].lower() in ("honours", "honors") and not self.over:
            if not 0 <= player < self.seats:
                raise IllegalAction("Only seated players can set honour cards aside.")
            events = self._honours(player, words[1:])
            self.history.append({"player": player, "action": action.strip()})
            return events
        return super().apply(player, action)

    def apply_action(self, player: int, action: str) -> list[Event]:
        words = action.split()
        verb = words[0].lower() if words else ""
        args = words[1:]
        if self.phase in (CUT_FOR_DEAL, CUT):
            if verb != "cut":
                raise IllegalAction(
                    f"{self._phase_help()}: lift {dealing.MIN_CUT} to {dealing.MAX_CUT} cards.",
                    code="rummy21.cut",
                )
            return self._cut(player, _cut_size(args))
        if self.phase == JOKER:
            if verb != "joker" or args:
                raise IllegalAction(
                    "The Joker is drawn first, from the rest of the pack.", code="rummy21.joker"
                )
            return self._draw_joker(player)
        events = self._play(player, verb, args, action)
        self.timeouts[player] = 0
        return events

    def _play(self, player: int, verb: str, args: list[str], action: str) -> list[Event]:
        if verb == "draw":
            return self._draw(player, args)
        if verb == "discard":
            return self._discard(player, args)
        if verb == "declare":
            return self._declare(player, action.split(None, 1)[1] if args else "")
        if verb == "drop":
            if args:
                raise IllegalAction("A drop names no cards.", code="rummy21.drop")
            return self._drop(player, "mid_pack" if self.has_drawn[player] else "first_drop")
        raise IllegalAction(
            f"'{verb}' is no move of 21-card rummy: draw (from the stock or the open pile), "
            "discard, declare, drop, or set honour cards aside.",
            code="rummy21.moves",
        )

    def _phase_help(self) -> str:
        if self.phase == CUT_FOR_DEAL:
            return "First the pack is cut to choose the dealer"
        return "First the pack is cut for the dealer"

    # ---------------------------------------------------------------- ceremony

    def _cut(self, player: int, above: int) -> list[Event]:
        name = self.players[player]
        if self.phase == CUT_FOR_DEAL:
            shown = dealing.cut_card(self.pack, above)
            self.pack = dealing.cut(self.pack, above)
            self.cut_cards[player] = shown
            events = [
                Event(
                    "cut_for_deal",
                    player,
                    {"above": above, "card": str(shown)},
                    f"{name} cuts {above} cards and shows {shown.symbol}.",
                )
            ]
            if len(self.cut_cards) == len(self.contenders):
                events += self._choose_dealer()
            return events
        if not self.pack_explicit:
            self.pack = dealing.cut(self.pack, above)
        events = [
            Event(
                "cut",
                player,
                {"above": above},
                f"{name} cuts the pack, lifting {above} cards.",
            )
        ]
        return events + self._deal_cards()

    def _choose_dealer(self) -> list[Event]:
        lowest = min(dealing.cut_rank(c) for c in self.cut_cards.values())
        tied = [s for s in self.contenders if dealing.cut_rank(self.cut_cards[s]) == lowest]
        self.cut_cards = {}
        if len(tied) > 1:
            self.contenders = tied
            names = ", ".join(self.players[s] for s in tied)
            return [
                Event("cut_tie", None, {"seats": tied}, f"{names} tie for lowest and cut again.")
            ]
        self.contenders = []
        self.dealer = tied[0]
        self.first_player = tied[0]
        event = Event(
            "dealer",
            tied[0],
            {},
            f"{self.players[tied[0]]} cut the lowest card and deals first.",
        )
        return [event, *self._start_deal()]

    def _start_deal(self) -> list[Event]:
        """Shuffle (or take the record's deck) and wait for the cut."""
        assert self.dealer is not None
        self.phase = CUT
        index = self.deal_number - 1
        if index < len(self.decks):
            self.pack = list(self.decks[index])
            self.pack_explicit = True
        else:
            rng = self.next_rng()
            self.pack = shuffled(shuffled(dealing.three_packs(), rng), rng)
            self.pack_explicit = False
        dealer = self.players[self.dealer]
        cutter = self.players[self.right_of(self.dealer)]
        return [
            Event(
                "shuffled",
                self.dealer,
                {"deal": self.deal_number},
                f"Deal {self.deal_number}: {dealer} shuffles the three packs; "
                f"{cutter}, on the dealer's right, cuts.",
            )
        ]

    def _deal_cards(self) -> list[Event]:
        assert self.dealer is not None
        hands, open_card, rest = dealing.deal(self.pack, self.seats)
        self.hands = hands
        self.open_pile = [open_card]
        self.stock = rest if self.pack_explicit else shuffled(rest, self.next_rng())
        self.pack = []
        self.phase = JOKER
        drawer = self.players[self.left_of(self.dealer)]
        return [
            Event(
                "dealt",
                self.dealer,
                {"open": str(open_card)},
                f"{self.players[self.dealer]} deals {HAND_SIZE} cards each, turns up "
                f"{open_card.symbol} and shuffles the rest; {drawer} draws the Joker.",
            )
        ]

    def _draw_joker(self, player: int) -> list[Event]:
        joker = self.stock.pop(0)
        # RULES.md §4 [amended]: the card that shows the Joker goes back face up under the
        # stock and is drawn last.
        self.stock.append(joker)
        self.joker = joker
        below, _, above = honour_cards(joker)
        events = [
            Event(
                "joker",
                player,
                {"joker": str(joker), "honours": [str(c) for c in honour_cards(joker)]},
                f"{self.players[player]} draws the Joker: {joker.symbol}. Every "
                f"{_rank_name(joker)} is wild; the honour cards are "
                f"{below.symbol} {joker.symbol} {above.symbol}. The {joker.symbol} goes face "
                "up under the stock.",
            )
        ]
        problem = dealing.integrity_problem(self.hands, self.open_pile, self.stock, self.players)
        if problem is not None:
            return events + self._wrong_deal(problem)
        self.phase = PLAY
        self.turn = player
        self.drawn = False
        return events

    def _wrong_deal(self, problem: str) -> list[Event]:
        """A deal that failed the check: log it; the same dealer shuffles afresh and the
        same player (on the dealer's right) cuts again before the new deal."""
        assert self.dealer is not None
        dealer = self.players[self.dealer]
        cutter = self.players[self.right_of(self.dealer)]
        event = Event(
            "wrong_deal",
            self.dealer,
            {"problem": problem},
            f"Wrong deal ({problem}): {dealer} shuffles the three packs again, {cutter} cuts "
            "again and the cards are dealt afresh.",
        )
        self.hands = [[] for _ in range(self.seats)]
        self.open_pile, self.stock, self.joker = [], [], None
        rng = self.next_rng()
        self.pack = shuffled(shuffled(dealing.three_packs(), rng), rng)
        self.pack_explicit = False
        self.phase = CUT
        return [event]

    # ---------------------------------------------------------------- play

    def _require_drawn(self, player: int, wanted: bool) -> None:
        if self.drawn and not wanted:
            raise IllegalAction(
                "You have drawn already: discard a card (or declare).",
                code="rummy21.drawn_already",
            )
        if not self.drawn and wanted:
            raise IllegalAction(
                "Draw a card first, from the stock or the open pile.", code="rummy21.draw_first"
            )

    def _draw(self, player: int, args: list[str]) -> list[Event]:
        self._require_drawn(player, False)
        source = args[0].lower() if len(args) == 1 else ""
        name = self.players[player]
        events: list[Event] = []
        if source == "open":
            if not self.open_pile:
                raise IllegalAction(
                    "The open pile is empty: draw from the stock.", code="rummy21.draw_first"
                )
            taken = self.open_pile.pop()
            events.append(
                Event(
                    "drew",
                    player,
                    {"from": "open", "card": str(taken)},
                    f"{name} takes {taken.symbol} from the open pile.",
                )
            )
        elif source == "stock":
            if not self.stock:
                events += self._renew_stock()
            taken = self.stock.pop(0)
            events.append(Event("drew", player, {"from": "stock"}, f"{name} draws from the stock."))
        else:
            raise IllegalAction(
                "Draw from the stock or from the open pile.", code="rummy21.draw_first"
            )
        self.hands[player].append(taken)
        self.drawn = True
        self.has_drawn[player] = True
        return events

    def _renew_stock(self) -> list[Event]:
        """An empty stock is made again from the open pile, all but its top card."""
        if len(self.open_pile) < 2:
            raise IllegalAction(
                "The stock is empty and the open pile holds only its top card: take that card "
                "from the open pile.",
                code="rummy21.draw_first",
            )
        top = self.open_pile.pop()
        self.stock = shuffled(self.open_pile, self.next_rng())
        self.open_pile = [top]
        return [
            Event(
                "stock_renewed",
                None,
                {"size": len(self.stock)},
                f"The stock is empty: the open pile under {top.symbol} is shuffled "
                "into a new stock.",
            )
        ]

    def _take_from_hand(self, player: int, cards: Sequence[Card]) -> None:
        """Check that ``player`` holds every card of ``cards`` (as many copies as named)."""
        held = Counter(self.hands[player])
        for item, number in Counter(cards).items():
            if held[item] < number:
                copies = "a" if number == 1 else f"{number} copies of"
                raise IllegalAction(f"You do not hold {copies} {item.symbol}.")

    def _discard(self, player: int, args: list[str]) -> list[Event]:
        self._require_drawn(player, True)
        if len(args) != 1:
            raise IllegalAction("Discard exactly one card.", code="rummy21.discard")
        item = parse_card(args[0])
        self._take_from_hand(player, [item])
        self.hands[player].remove(item)
        self.open_pile.append(item)
        event = Event(
            "discarded",
            player,
            {"card": str(item)},
            f"{self.players[player]} discards {item.symbol}.",
        )
        return [event, *self._next_turn()]

    def _declare(self, player: int, text: str) -> list[Event]:
        self._require_drawn(player, True)
        body, sep, discard_text = text.lower().rpartition("discard")
        if not sep or not body.strip():
            raise IllegalAction(
                "Write your groups, separated by |, then the card to discard, like "
                "3♥ 4♥ 5♥ | 7♠ 8♠ 9♠ | … discard K♦.",
                code="rummy21.declare",
            )
        discard_cards = parse_cards(discard_text)
        if len(discard_cards) != 1:
            raise IllegalAction(
                "Name exactly one card to discard after the groups.", code="rummy21.declare"
            )
        groups = [parse_cards(g) for g in body.split("|")]
        if any(not g for g in groups):
            raise IllegalAction("A group between two | is empty: write the cards of each group.")
        declared = [c for g in groups for c in g]
        if len(declared) != HAND_SIZE:
            raise IllegalAction(
                f"Your groups hold {len(declared)} cards: declare all {HAND_SIZE} cards you keep, "
                "and discard the 22nd."
            )
        self._take_from_hand(player, [*declared, discard_cards[0]])
        assert self.joker is not None
        check = check_declaration(groups, self.joker)
        name = self.players[player]
        if not check.valid:
            return self._wrong_declaration(player, groups, check.reason or "")
        discard = discard_cards[0]
        self.hands[player].remove(discard)
        self.open_pile.append(discard)
        event = Event(
            "declared",
            player,
            {"groups": [[str(c) for c in g] for g in groups], "discard": str(discard)},
            f"{name} declares {describe_groups(groups)} and discards {discard.symbol}.",
        )
        return [event, *self._end_deal(player, [[str(c) for c in g] for g in groups])]

    def _wrong_declaration(self, player: int, groups: list[list[Card]], reason: str) -> list[Event]:
        points = self.options["wrong_declaration"]
        payments = [
            Payment(player, other, points, "wrong_declaration")
            for other in range(self.seats)
            if other != player
        ]
        self.ledger += payments
        for p in payments:
            self.totals[p.payer] -= p.points
            self.totals[p.payee] += p.points
        self.out[player] = "wrong_declaration"
        event = Event(
            "wrong_declaration",
            player,
            {"groups": [[str(c) for c in g] for g in groups], "reason": reason, "points": points},
            f"{self.players[player]} declares wrongly ({reason}) and pays {points} to every "
            "other player; play goes on without them.",
        )
        return [event, *self._after_leaving(player)]

    def _drop(self, player: int, reason: str) -> list[Event]:
        if self.drawn and reason != "timeouts":
            raise IllegalAction(
                "You can drop only at the start of your turn, before drawing: discard a card now.",
                code="rummy21.drawn_already",
            )
        self.out[player] = reason
        points = self.options["first_drop"] if reason == "first_drop" else self.options["mid_pack"]
        event = Event(
            "dropped",
            player,
            {"reason": reason, "points": points},
            f"{self.players[player]} drops ({OUT_REASONS[reason]}) and will pay {points} to "
            "the winner of the deal.",
        )
        return [event, *self._after_leaving(player)]

    def _after_leaving(self, player: int) -> list[Event]:
        """A player left the deal on their turn: the deal ends if one player remains."""
        remaining = self.in_deal()
        if len(remaining) == 1:
            return self._end_deal(remaining[0], None)
        return self._next_turn()

    def _next_turn(self) -> list[Event]:
        seat = self.left_of(self.turn)
        while self.out[seat] is not None:
            seat = self.left_of(seat)
        self.turn = seat
        self.drawn = False
        return []

    def _honours(self, player: int, tokens: list[str]) -> list[Event]:
        if self.phase != PLAY or self.joker is None:
            raise IllegalAction("Honour cards can be set aside once the Joker is drawn.")
        if self.out[player] is not None:
            raise IllegalAction(
                "You are out of this deal: you can no longer set honour cards aside."
            )
        cards = parse_cards(tokens)
        if not cards:
            raise IllegalAction("Name the honour cards to set aside.", code="rummy21.honours")
        honours = honour_cards(self.joker)
        for item in cards:
            if item not in honours:
                raise IllegalAction(
                    f"{item.symbol} is not an honour card: this deal's are "
                    f"{format_cards(honours, symbols=True)}."
                )
        claimed = Counter(self.claimed[player])
        held = Counter(self.hands[player])
        for item, number in Counter(cards).items():
            if held[item] < claimed[item] + number:
                if claimed[item]:
                    raise IllegalAction(
                        f"You have set {item.symbol} aside already and hold no other {item.symbol}."
                    )
                raise IllegalAction(f"You do not hold {item.symbol}.")
        self.claimed[player] += cards
        return [
            Event(
                "honours",
                player,
                {"cards": [str(c) for c in cards]},
                f"{self.players[player]} sets aside {format_cards(cards, symbols=True)} "
                "(honour cards, paid at the end of the deal).",
            )
        ]

    # ---------------------------------------------------------------- end of a deal

    def _end_deal(self, winner: int, declaration: list[list[str]] | None) -> list[Event]:
        assert self.joker is not None
        payments, counts = end_of_deal_payments(
            winner=winner,
            hands=self.hands,
            out=self.out,
            claimed=self.claimed,
            joker=self.joker,
            options=self.options,
        )
        for p in payments:
            self.totals[p.payer] -= p.points
            self.totals[p.payee] += p.points
        everything = [*self.ledger, *payments]
        deal_net = net(everything, self.seats)
        self.last_settlement = {
            "deal": self.deal_number,
            "winner": winner,
            "joker": str(self.joker),
            "honours": [str(c) for c in honour_cards(self.joker)],
            "declaration": declaration,
            "counts": counts,
            "out": list(self.out),
            "payments": [p.to_dict() for p in everything],
            "net": deal_net,
            "totals": list(self.totals),
        }
        self.deal_history.append({"deal": self.deal_number, "winner": winner, "net": deal_net})
        summary = ", ".join(f"{self.players[s]} {deal_net[s]:+d}" for s in range(self.seats))
        earned = honour_cards_earned(self.hands, self.out, self.claimed, self.joker)
        how = "as the last one left" if declaration is None else "by declaring"
        events = [
            Event("payment", None, {}, line)
            for line in explain(everything, self.players, earned, self.joker)
        ]
        events.append(
            Event(
                "deal_over",
                winner,
                {"settlement": self.last_settlement},
                f"{self.players[winner]} wins deal {self.deal_number} {how}: {summary}.",
            )
        )
        self._clear_deal()
        if self.deal_number >= self.options["deals"]:
            self.phase = OVER
            result = self.result()
            winners = " and ".join(self.players[s] for s in result.winners)
            events.append(Event("game_over", None, result.to_dict(), f"{winners} wins the game."))
            return events
        assert self.dealer is not None
        self.deal_number += 1
        self.dealer = self.right_of(self.dealer)
        return events + self._start_deal()

    def _clear_deal(self) -> None:
        """Forget the cards of a finished deal; the settlement keeps what players saw."""
        n = self.seats
        self.hands = [[] for _ in range(n)]
        self.open_pile, self.stock, self.joker = [], [], None
        self.drawn = False
        self.has_drawn = [False] * n
        self.out = [None] * n
        self.claimed = [[] for _ in range(n)]
        self.timeouts = [0] * n
        self.ledger = []

    # ---------------------------------------------------------------- timeouts, bots

    def timeout_action(self, player: int) -> list[Event]:
        if self.phase in (CUT_FOR_DEAL, CUT):
            above = self.next_rng().randint(dealing.MIN_CUT, dealing.MAX_CUT)
            events = self._cut(player, above)
            return [_timed_out(player, self.players[player], "the bot cuts for them"), *events]
        if self.phase == JOKER:
            return [
                _timed_out(player, self.players[player], "the bot draws the Joker"),
                *self._draw_joker(player),
            ]
        self.timeouts[player] += 1
        if self.timeouts[player] >= TIMEOUTS_TO_DROP:
            return [
                _timed_out(
                    player, self.players[player], "the third time in a row is a mid pack, no draw"
                ),
                *self._drop(player, "timeouts"),
            ]
        events = [
            _timed_out(player, self.players[player], "the bot draws from the stock and discards")
        ]
        if not self.drawn:
            events += self._draw(player, ["stock"])
        assert self.joker is not None
        item = least_useful_card(self.hands[player], self.joker.rank)
        return events + self._discard(player, [str(item)])

    def legal_actions(self, player: int) -> list[str]:
        if self.over:
            return []
        honours = self.claimable_honours(player)
        claim = [f"honours {format_cards(honours)}"] if honours else []
        if player not in self.to_move():
            return claim
        if self.phase in (CUT_FOR_DEAL, CUT):
            return [f"cut {n}" for n in range(dealing.MIN_CUT, dealing.MAX_CUT + 1)]
        if self.phase == JOKER:
            return ["joker"]
        if not self.drawn:
            draws = ["draw stock"] + (["draw open"] if self.open_pile else [])
            return [*draws, "drop", *claim]
        discards = [f"discard {c}" for c in sorted_cards(set(self.hands[player]))]
        declaration = self.declaration(player)
        return [*discards, *([declaration] if declaration else []), *claim]

    def claimable_honours(self, player: int) -> list[Card]:
        """Honour cards ``player`` holds and has not set aside yet."""
        if self.phase != PLAY or self.joker is None or self.out[player] is not None:
            return []
        left = Counter(c for c in self.hands[player] if c in honour_cards(self.joker))
        left.subtract(Counter(self.claimed[player]))
        return sorted_cards(left.elements())

    def declaration(self, player: int) -> str | None:
        """A valid ``declare`` action for ``player`` now, or ``None``."""
        if self.phase != PLAY or not self.drawn or player != self.turn or self.joker is None:
            return None
        found = find_declaration(self.hands[player], self.joker.rank)
        if found is None:
            return None
        return f"declare {found.notation()} discard {found.discard}"

    def bot_action(self, player: int, rng: random.Random, level: str = DEFAULT_LEVEL) -> str:
        check_level(level)
        if self.phase in (CUT_FOR_DEAL, CUT):
            return f"cut {rng.randint(dealing.MIN_CUT, dealing.MAX_CUT)}"
        if self.phase == JOKER:
            return "joker"
        return choose_action(self, player, rng, level)

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
        return {"arrangement": arrangement.to_dict(), "declare": self.declaration(player)}

    # ---------------------------------------------------------------- views

    def view(self, player: int | None = None) -> Rummy21View:
        """The public table, plus for ``player`` their hand, its best arrangement and a
        declaration open to it (:mod:`engine.rummy21.view`)."""
        from engine.rummy21.view import build_view  # the view module reads this class

        return build_view(self, player)

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

    # ---------------------------------------------------------------- persistence

    def to_dict(self) -> dict[str, Any]:
        data = self.base_dict()

        def cards(items: Sequence[Card]) -> list[str]:
            return [str(c) for c in items]

        data.update(
            {
                "phase": self.phase,
                "deal_number": self.deal_number,
                "dealer": self.dealer,
                "dealer_given": self.dealer_given,
                "decks": [cards(d) for d in self.decks],
                "pack": cards(self.pack),
                "pack_explicit": self.pack_explicit,
                "contenders": list(self.contenders),
                "cut_cards": {str(s): str(c) for s, c in self.cut_cards.items()},
                "hands": [cards(h) for h in self.hands],
                "open": cards(self.open_pile),
                "stock": cards(self.stock),
                "joker": str(self.joker) if self.joker else None,
                "turn": self.turn,
                "drawn": self.drawn,
                "has_drawn": list(self.has_drawn),
                "out": list(self.out),
                "claimed": [cards(c) for c in self.claimed],
                "timeouts": list(self.timeouts),
                "totals": list(self.totals),
                "ledger": [p.to_dict() for p in self.ledger],
                "last_settlement": self.last_settlement,
                "deal_history": self.deal_history,
            }
        )
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Self:
        game = cls.from_base_dict(data)
        game.phase = data["phase"]
        game.deal_number = int(data["deal_number"])
        game.dealer = data["dealer"]
        game.dealer_given = bool(data["dealer_given"])
        game.decks = [parse_cards(d) for d in data["decks"]]
        game.pack = parse_cards(data["pack"])
        game.pack_explicit = bool(data["pack_explicit"])
        game.contenders = list(data["contenders"])
        game.cut_cards = {int(s): parse_card(c) for s, c in data["cut_cards"].items()}
        game.hands = [parse_cards(h) for h in data["hands"]]
        game.open_pile = parse_cards(data["open"])
        game.stock = parse_cards(data["stock"])
        game.joker = parse_card(data["joker"]) if data["joker"] else None
        game.turn = int(data["turn"])
        game.drawn = bool(data["drawn"])
        game.has_drawn = list(data["has_drawn"])
        game.out = list(data["out"])
        game.claimed = [parse_cards(c) for c in data["claimed"]]
        game.timeouts = list(data["timeouts"])
        game.totals = list(data["totals"])
        game.ledger = [Payment.from_dict(p) for p in data["ledger"]]
        game.last_settlement = data["last_settlement"]
        game.deal_history = list(data["deal_history"])
        return game


# ---------------------------------------------------------------------- helpers


def _read_decks(deck: Sequence[Any] | None) -> list[list[Card]]:
    """A record's ``deck``: one deck of 156 cards or a list of them (one per deal)."""
    if not deck:
        return []
    decks = [deck] if all(isinstance(c, str) for c in deck) else list(deck)
    read: list[list[Card]] = []
    for number, cards in enumerate(decks, start=1):
        if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
            raise GameSetupError(
                "'deck' is a list of cards, or a list of such lists (one per deal)"
            )
        if len(cards) != dealing.PACK_SIZE:
            raise GameSetupError(f"deck {number} has {len(cards)} cards, not {dealing.PACK_SIZE}")
        read.append(parse_cards(cards))
    return read


def _cut_size(args: list[str]) -> int:
    if len(args) != 1 or not args[0].isdigit():
        raise IllegalAction(
            f"Say how many cards to lift, from {dealing.MIN_CUT} to {dealing.MAX_CUT}.",
            code="rummy21.cut",
        )
    above = int(args[0])
    try:
        dealing.check_cut(above)
    except ValueError as error:
        raise IllegalAction(str(error), code="rummy21.cut") from None
    return above


def _rank_name(joker: Card) -> str:
    return {11: "jack", 12: "queen", 13: "king", 14: "ace"}.get(joker.rank, str(joker.rank))


def _timed_out(seat: int, name: str, what: str) -> Event:
    return Event("timeout", seat, {}, f"{name} ran out of time: {what}.")
