"""Rummy 500 (RULES.md §3): melds and lay-offs from a spread discard pile, to 500 points.

Actions (DESIGN.md notation):

- ``draw stock``: take the stock's top card;
- ``draw 7H``: take 7H from the discard pile with every card above it. When the pile holds
  two 7H (two packs), ``draw 7H`` takes the upper one and ``draw 7H 12`` the one at position
  12, counting the pile's cards from the bottom (1) as the table image numbers them;
- ``meld 5H 6H 7H``: lay a set or a run from the hand;
- ``layoff 8H 2``: add 8H to meld number 2 (melds are numbered 1, 2, ... in the order laid,
  over the whole table), anyone's meld; the card is credited to the player laying it off;
- ``discard KS``: ends the turn;
- ``pass``: only when the stock is empty, instead of drawing: the hand ends [house].

The must-use rule. The seed text puts two conditions on every draw from the discard pile:
take every card above the selected card, and use the selected card at once. We apply the
second one to every pile draw, the top card alone included (RULES.md speaks of "a card drawn
from inside the pile"; the seed, which says more, holds). So a pile draw is accepted only if
the selected card can be melded with the player's cards or laid off; an action that would
leave it unusable is refused, and so is a discard before it is used. A welcome consequence:
with the stock empty, every pile draw puts a card on the table for good, so a hand always
ends.

A hand ends when a player has no cards left (after a meld, lay-off or discard), or when the
stock is empty and the player to draw does not take from the pile (``pass``, or no pile draw
is legal for them) [house]. Each player then scores the cards credited to them on the table
minus the cards left in their hand (A 15, or 1 low in a run; K Q J 10 are 10; others face
value). Hands follow until a total reaches ``target``; the highest total wins and equal
totals share the win.

Seats play in order 0, 1, 2, ...: the next seat is the player to the left. ``first_player``
plays first in the first hand (the dealer sits on their right); the first player moves one
seat on each hand.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Self

from engine.cards import (
    Card,
    CardError,
    format_cards,
    new_deck,
    parse_card,
    parse_cards,
    shuffled,
    sorted_cards,
)
from engine.core import (
    DEFAULT_LEVEL,
    Event,
    Game,
    GameSetupError,
    IllegalAction,
    OptionSpec,
    check_level,
)
from engine.melds import Meld, MeldError, analyse_meld, natural_melds
from engine.rummy500.table import (
    TableMeld,
    can_use,
    hand_points,
    layoff_targets,
    melds_with,
    table_points,
)

if TYPE_CHECKING:
    from engine.rummy500.view import Rummy500View

DRAW = "draw"
PLAY = "play"
OVER = "over"

#: Cards dealt to each player: 13 in a two-player game, 7 otherwise.
TWO_PLAYER_HAND = 13
HAND_SIZE = 7

_HELP = (
    "draw (from the stock or the discard pile), meld, lay off, discard, or pass when the "
    "stock is empty"
)


class Rummy500(Game):
    game_id: ClassVar[str] = "rummy500"
    title: ClassVar[str] = "Rummy 500"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 6
    option_specs: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec(
            "decks",
            "auto",
            "packs of 52 cards: auto is one up to four players and two for five or six",
            choices=("auto", 1, 2),
        ),
        OptionSpec(
            "target",
            500,
            "the game ends after the hand in which a total reaches this",
            minimum=50,
            maximum=10_000,
        ),
        OptionSpec("turn_seconds", 90, "seconds for a turn (0: no limit)", minimum=0, maximum=3600),
    )

    decks: list[list[Card]]
    totals: list[int]
    hand_number: int
    starter: int
    phase: str
    turn: int
    hands: list[list[Card]]
    #: The stock, its top card last.
    stock: list[Card]
    #: The discard pile, bottom first (its top card last).
    discard: list[Card]
    melds: list[TableMeld]
    #: The card taken from the discard pile this turn that is still to be used.
    must_use: Card | None
    hand_log: list[dict[str, Any]]

    # ----------------------------------------------------------------- creation

    def setup(self, deck: Sequence[Any] | None, first_player: int | None) -> None:
        """``deck`` is one deck (the first hand) or a list of decks (one per hand), each the
        whole pack(s) in draw order: dealt in blocks (seat 0 takes the first 7 or 13 cards,
        seat 1 the next...), then one card starts the discard pile and the rest is the stock.
        Hands without a deck are shuffled with the seed."""
        seats = len(self.players)
        # Drawn even when given, so that a record (which names the first player) replays
        # with the same random numbers as the game it records.
        drawn = self.next_rng().randrange(seats)
        self.first_player = drawn if first_player is None else first_player
        self.decks = _read_decks(deck, self.packs)
        self.totals = [0] * seats
        self.hand_number = 0
        self.hand_log = []
        self._deal()

    @property
    def packs(self) -> int:
        """Packs of 52 in play: the ``decks`` option, ``auto`` being 1 up to 4 players."""
        chosen = self.options["decks"]
        if chosen == "auto":
            return 1 if len(self.players) <= 4 else 2
        return int(chosen)

    @property
    def hand_size(self) -> int:
        return TWO_PLAYER_HAND if len(self.players) == 2 else HAND_SIZE

    def _deal(self) -> list[Event]:
        seats = len(self.players)
        self.hand_number += 1
        index = self.hand_number - 1
        if index < len(self.decks):
            deck = list(self.decks[index])
        else:
            deck = shuffled(new_deck(self.packs), self.next_rng())
        size = self.hand_size
        self.hands = [sorted_cards(deck[s * size : (s + 1) * size]) for s in range(seats)]
        self.discard = [deck[seats * size]]
        self.stock = deck[seats * size + 1 :][::-1]
        self.melds = []
        self.must_use = None
        self.starter = (self.first_player + index) % seats
        self.turn = self.starter
        self.phase = DRAW
        first = self.players[self.starter]
        return [
            Event(
                "dealt",
                data={"hand_number": self.hand_number, "starter": self.starter},
                text=f"Hand {self.hand_number} is dealt: {first} plays first.",
            )
        ]

    # ----------------------------------------------------------------- state queries

    @property
    def over(self) -> bool:
        return self.phase == OVER

    @property
    def dealer(self) -> int:
        """The seat on the right of the hand's first player."""
        return (self.starter - 1) % len(self.players)

    def to_move(self) -> list[int]:
        return [] if self.over else [self.turn]

    def scores(self) -> list[int]:
        return list(self.totals)

    def hand(self, player: int) -> list[Card]:
        return sorted_cards(self.hands[player])

    def deck_size(self) -> int:
        return len(self.stock)

    def table_points(self) -> list[int]:
        """What each seat's cards on the table are worth in this hand so far."""
        return table_points(self.melds, len(self.players))

    def legal_draws(self) -> list[str]:
        """The draws open to the player to move: ``draw stock`` first, then the pile cards
        whose taking is legal, from the top of the pile down."""
        if self.phase != DRAW:
            return []
        draws = ["draw stock"] if self.stock else []
        hand = self.hands[self.turn]
        seen: set[Card] = set()
        for index in range(len(self.discard) - 1, -1, -1):
            selected = self.discard[index]
            if self._pile_draw_usable(hand, index):
                draws.append(
                    f"draw {selected}" if selected not in seen else f"draw {selected} {index + 1}"
                )
            seen.add(selected)
        return draws

    def _pile_draw_usable(self, hand: list[Card], index: int) -> bool:
        return can_use(self.discard[index], [*hand, *self.discard[index:]], self.melds)

    def legal_actions(self, player: int) -> list[str]:
        """Draws first (and ``pass`` with the stock empty), then melds, lay-offs, discards."""
        if player not in self.to_move():
            return []
        if self.phase == DRAW:
            return [*self.legal_draws(), *([] if self.stock else ["pass"])]
        hand = self.hands[player]
        actions: list[str] = []
        for meld in natural_melds(hand):
            if self._keeps_must_use(hand, meld.cards, [*self.melds, _unnumbered(meld, player)]):
                actions.append(f"meld {format_cards(meld.cards)}")
        for item in sorted_cards(set(hand)):
            for number in layoff_targets(item, self.melds):
                after = [m.extended(item, player) if m.number == number else m for m in self.melds]
                if self._keeps_must_use(hand, (item,), after):
                    actions.append(f"layoff {item} {number}")
        if self.must_use is None:
            actions.extend(f"discard {c}" for c in sorted_cards(set(hand)))
        return actions

    def has_legal_action(self, player: int) -> bool:
        """The player to move always has one: a draw or ``pass``, then a way to use the card
        that must be used (kept open by refusing whatever would close it), or a discard."""
        return player in self.to_move()

    # ----------------------------------------------------------------- actions

    def apply_action(self, player: int, action: str) -> list[Event]:
        verb, _, rest = action.partition(" ")
        verb = verb.lower()
        tokens = rest.split()
        if verb == "draw":
            self._require_phase(DRAW)
            if len(tokens) == 1 and tokens[0].lower() == "stock":
                return self._take_stock(player)
            if not 1 <= len(tokens) <= 2:
                raise IllegalAction(
                    "Draw the top card of the stock, or name the card of the discard pile to "
                    "take (with every card above it).",
                    code="rummy500.draw_first",
                )
            return self._take_pile(player, self._pile_index(tokens))
        if verb == "pass":
            self._require_phase(DRAW)
            return self._pass(player)
        self._require_phase(PLAY)
        if verb == "meld":
            if not tokens:
                raise IllegalAction("Name the cards to meld.", code="rummy500.meld")
            return self._meld(player, parse_cards(tokens))
        if verb == "layoff":
            if len(tokens) != 2:
                raise IllegalAction(
                    "Lay off one card on a meld given by its number (the melds on the table are "
                    "numbered).",
                    code="rummy500.layoff",
                )
            return self._layoff(player, parse_card(tokens[0]), _meld_number(tokens[1]))
        if verb == "discard":
            if len(tokens) != 1:
                raise IllegalAction("Discard exactly one card.", code="rummy500.discard")
            return self._discard(player, parse_card(tokens[0]))
        raise IllegalAction(f"'{verb}' is not a Rummy 500 action: {_HELP}.", code="rummy500.moves")

    def _require_phase(self, phase: str) -> None:
        if phase == DRAW and self.phase == PLAY:
            raise IllegalAction(
                "You have drawn already: meld, lay off, or discard a card to end your turn.",
                code="rummy500.drawn_already",
            )
        if phase == PLAY and self.phase == DRAW:
            pile = "take a card of the discard pile (with every card above it)"
            if self.stock:
                raise IllegalAction(
                    f"Draw a card first: the top card of the stock, or {pile}.",
                    code="rummy500.draw_first",
                )
            raise IllegalAction(
                f"The stock is empty: {pile}, or pass to end the hand.",
                code="rummy500.stock_empty",
            )

    def _pile_index(self, tokens: list[str]) -> int:
        """The index in :attr:`discard` that ``draw 7H`` or ``draw 7H 12`` names."""
        selected = parse_card(tokens[0])
        if len(tokens) == 2:
            if not tokens[1].isdigit() or not 1 <= int(tokens[1]) <= len(self.discard):
                raise IllegalAction(
                    f"'{tokens[1]}' is no position in the discard pile: its cards are numbered "
                    f"1 (bottom) to {len(self.discard)} (top)."
                )
            index = int(tokens[1]) - 1
            if self.discard[index] is not selected:
                raise IllegalAction(
                    f"Position {index + 1} of the discard pile holds "
                    f"{self.discard[index].symbol}, not {selected.symbol}."
                )
            return index
        for index in range(len(self.discard) - 1, -1, -1):
            if self.discard[index] is selected:
                return index
        raise IllegalAction(f"{selected.symbol} is not in the discard pile.")

    def _take_stock(self, player: int) -> list[Event]:
        if not self.stock:
            raise IllegalAction(
                "The stock is empty: take a card of the discard pile that you can use at once, "
                "or pass to end the hand.",
                code="rummy500.stock_empty",
            )
        self.hands[player].append(self.stock.pop())
        self.phase = PLAY
        name = self.players[player]
        return [Event("drew_stock", player, text=f"{name} draws from the stock.")]

    def _take_pile(self, player: int, index: int) -> list[Event]:
        selected = self.discard[index]
        if not self._pile_draw_usable(self.hands[player], index):
            raise IllegalAction(
                f"You may take {selected.symbol} from the discard pile only to use it at once, "
                "and it makes no meld with your cards and fits no meld on the table."
            )
        taken = self.discard[index:]
        del self.discard[index:]
        self.hands[player].extend(taken)
        self.must_use = selected
        self.phase = PLAY
        name = self.players[player]
        above = len(taken) - 1
        extra = f" and the {above} card{'s' if above != 1 else ''} above it" if above else ""
        return [
            Event(
                "drew_pile",
                player,
                {"card": str(selected), "position": index + 1, "taken": [str(c) for c in taken]},
                text=f"{name} takes {selected.symbol}{extra} from the discard pile.",
            )
        ]

    def _pass(self, player: int) -> list[Event]:
        if self.stock:
            raise IllegalAction(
                "You may pass only when the stock is empty: draw from the stock or the discard "
                "pile.",
                code="rummy500.draw_first",
            )
        name = self.players[player]
        stop = Event(
            "passed",
            player,
            text=f"The stock is empty and {name} does not take from the pile: the hand ends.",
        )
        return [stop, *self._finish_hand(None)]

    def _check_held(self, player: int, cards: Sequence[Card]) -> None:
        held = Counter(self.hands[player])
        for item, count in Counter(cards).items():
            if held[item] < count:
                twice = " that many times" if held[item] else ""
                raise IllegalAction(f"You do not hold {item.symbol}{twice}.")

    def _keeps_must_use(
        self, hand: Sequence[Card], played: Sequence[Card], melds_after: Sequence[TableMeld]
    ) -> bool:
        """Whether, after ``played`` leaves ``hand`` for the table, the card that must be used
        is used or can still be used."""
        if self.must_use is None or self.must_use in played:
            return True
        rest = list(hand)
        for item in played:
            rest.remove(item)
        return can_use(self.must_use, rest, melds_after)

    def _must_use_refusal(self) -> IllegalAction:
        assert self.must_use is not None
        return IllegalAction(
            f"That would leave {self.must_use.symbol}, which you took from the discard pile, "
            "with no meld or lay-off: it must be used this turn, so use it first."
        )

    def _meld(self, player: int, cards: list[Card]) -> list[Event]:
        self._check_held(player, cards)
        try:
            meld = analyse_meld(cards)
        except MeldError as error:
            raise IllegalAction(str(error)) from None
        laid = TableMeld(len(self.melds) + 1, meld, (player,) * len(cards))
        if not self._keeps_must_use(self.hands[player], cards, [*self.melds, laid]):
            raise self._must_use_refusal()
        for item in cards:
            self.hands[player].remove(item)
        self.melds.append(laid)
        if self.must_use in cards:
            self.must_use = None
        name = self.players[player]
        events = [
            Event(
                "melded",
                player,
                {
                    "number": laid.number,
                    "kind": str(meld.kind),
                    "cards": [str(c) for c in meld.cards],
                },
                text=f"{name} melds {meld.describe(symbols=True)} (meld {laid.number}).",
            )
        ]
        return events + self._after_table_play(player)

    def _layoff(self, player: int, item: Card, number: int) -> list[Event]:
        self._check_held(player, [item])
        if not 1 <= number <= len(self.melds):
            if not self.melds:
                raise IllegalAction("There is no meld on the table yet to lay off on.")
            raise IllegalAction(
                f"There is no meld {number}: the melds on the table are numbered 1 to "
                f"{len(self.melds)}."
            )
        target = self.melds[number - 1]
        try:
            grown = target.extended(item, player)
        except MeldError:
            raise IllegalAction(
                f"{item.symbol} does not fit on meld {number} "
                f"({target.meld.describe(symbols=True)})."
            ) from None
        after = [grown if m.number == number else m for m in self.melds]
        if not self._keeps_must_use(self.hands[player], [item], after):
            raise self._must_use_refusal()
        self.hands[player].remove(item)
        self.melds = after
        if self.must_use is item:
            self.must_use = None
        name = self.players[player]
        events = [
            Event(
                "laid_off",
                player,
                {"card": str(item), "number": number},
                text=f"{name} lays off {item.symbol} on meld {number}.",
            )
        ]
        return events + self._after_table_play(player)

    def _after_table_play(self, player: int) -> list[Event]:
        """A meld or lay-off that empties the hand ends the hand."""
        if self.hands[player]:
            return []
        return self._finish_hand(player)

    def _discard(self, player: int, item: Card) -> list[Event]:
        self._check_held(player, [item])
        if self.must_use is not None:
            raise IllegalAction(
                f"Discarding now would leave {self.must_use.symbol}, which you took from the "
                "discard pile, unused: meld it or lay it off first."
            )
        self.hands[player].remove(item)
        self.discard.append(item)
        name = self.players[player]
        events = [
            Event("discarded", player, {"card": str(item)}, text=f"{name} discards {item.symbol}.")
        ]
        if not self.hands[player]:
            return events + self._finish_hand(player)
        return events + self._next_turn()

    def _next_turn(self) -> list[Event]:
        self.turn = (self.turn + 1) % len(self.players)
        self.phase = DRAW
        if self.stock or self.legal_draws():
            return []
        name = self.players[self.turn]
        stop = Event(
            "stock_out",
            self.turn,
            text=f"The stock is empty and {name} cannot use a card of the pile: the hand ends.",
        )
        return [stop, *self._finish_hand(None)]

    def _finish_hand(self, went_out: int | None) -> list[Event]:
        table = self.table_points()
        held = [hand_points(h) for h in self.hands]
        net = [t - h for t, h in zip(table, held, strict=True)]
        for seat, points in enumerate(net):
            self.totals[seat] += points
        entry = {
            "hand_number": self.hand_number,
            "went_out": went_out,
            "table": table,
            "hand": held,
            "net": net,
            "totals": list(self.totals),
        }
        self.hand_log.append(entry)
        opener = f"{self.players[went_out]} goes out. " if went_out is not None else ""
        summary = ", ".join(
            f"{self.players[s]} {p:+d} ({table[s]} on the table − {held[s]} in hand)"
            for s, p in enumerate(net)
        )
        events = [
            Event(
                "hand_scored",
                went_out,
                dict(entry),
                text=f"{opener}Hand {self.hand_number}: {summary}.",
            )
        ]
        target = self.options["target"]
        if max(self.totals) < target:
            return events + self._deal()
        self.phase = OVER
        result = self.result()
        winners = " and ".join(self.players[w] for w in result.winners)
        return [
            *events,
            Event(
                "game_over",
                data=result.to_dict(),
                text=f"A total has reached {target}: {winners} wins with "
                f"{self.totals[result.winners[0]]}.",
            ),
        ]

    # ----------------------------------------------------------------- timeout and bot

    def timeout_action(self, player: int) -> list[Event]:
        """Draw from the stock (``pass`` when it is empty), use the card that must be used if
        one was taken from the pile, and discard the highest card that is not part of a
        possible meld (the highest card when every card is)."""
        name = self.players[player]
        events = [
            Event("timed_out", player, text=f"{name} ran out of time: the turn is played for them.")
        ]
        if self.phase == DRAW:
            if not self.stock:
                return events + self._pass(player)
            events += self._take_stock(player)
        if self.must_use is not None:
            hand_number = self.hand_number
            events += self._use_must_use(player)
            if self.over or self.hand_number != hand_number:
                return events
        return events + self._discard(player, timeout_discard(self.hands[player]))

    def _use_must_use(self, player: int) -> list[Event]:
        """Lay off, or else meld (the largest meld), the card that must be used."""
        item = self.must_use
        assert item is not None
        targets = layoff_targets(item, self.melds)
        if targets:
            return self._layoff(player, item, targets[0])
        best = max(melds_with(item, self.hands[player]), key=lambda m: len(m.cards))
        return self._meld(player, list(best.cards))

    def bot_action(self, player: int, rng: random.Random, level: str = DEFAULT_LEVEL) -> str:
        from engine.rummy500.ai import choose_action

        return choose_action(self, player, rng, check_level(level))

    # ----------------------------------------------------------------- views

    def record_fields(self) -> dict[str, Any]:
        """``melds`` (number, kind, cards, the seat credited with each card), ``discard``
        (bottom first) and ``legal_draws`` (empty outside the draw phase)."""
        return {
            "melds": [m.to_dict() for m in self.melds],
            "discard": [str(c) for c in self.discard],
            "legal_draws": self.legal_draws(),
        }

    def view(self, player: int | None = None) -> Rummy500View:
        """The public table, plus for ``player`` their hand (sorted by suit and rank), the
        melds it holds and the lay-offs open to it (:mod:`engine.rummy500.view`)."""
        from engine.rummy500.view import build_view  # the view module reads this class

        return build_view(self, player)

    # ----------------------------------------------------------------- persistence

    def record(self) -> dict[str, Any]:
        """The game record, with the explicit decks when the game was dealt from them."""
        out = super().record()
        if self.decks:
            out["deck"] = [[str(c) for c in deck] for deck in self.decks]
        return out

    def to_dict(self) -> dict[str, Any]:
        return {
            **self.base_dict(),
            "decks": [[str(c) for c in deck] for deck in self.decks],
            "totals": list(self.totals),
            "hand_number": self.hand_number,
            "starter": self.starter,
            "phase": self.phase,
            "turn": self.turn,
            "hands": [[str(c) for c in h] for h in self.hands],
            "stock": [str(c) for c in self.stock],
            "discard": [str(c) for c in self.discard],
            "melds": [m.to_dict() for m in self.melds],
            "must_use": str(self.must_use) if self.must_use else None,
            "hand_log": [dict(h) for h in self.hand_log],
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Self:
        game = cls.from_base_dict(data)
        game.decks = [parse_cards(deck) for deck in data["decks"]]
        game.totals = [int(t) for t in data["totals"]]
        game.hand_number = int(data["hand_number"])
        game.starter = int(data["starter"])
        game.phase = str(data["phase"])
        game.turn = int(data["turn"])
        game.hands = [parse_cards(h) for h in data["hands"]]
        game.stock = parse_cards(data["stock"])
        game.discard = parse_cards(data["discard"])
        game.melds = [TableMeld.from_dict(m) for m in data["melds"]]
        game.must_use = parse_card(data["must_use"]) if data["must_use"] else None
        game.hand_log = [dict(h) for h in data["hand_log"]]
        return game


def timeout_discard(hand: Sequence[Card]) -> Card:
    """The highest card that is part of no meld the hand can make (ties: the first in display
    order); the highest card when every card is part of one."""
    in_melds = {c for m in natural_melds(hand) for c in m.cards}
    free = [c for c in hand if c not in in_melds] or list(hand)
    return max(sorted_cards(free), key=lambda c: hand_points([c]))


def _unnumbered(meld: Meld, player: int) -> TableMeld:
    """A meld as it would lie on the table, to check what laying it would leave open."""
    return TableMeld(0, meld, (player,) * len(meld.cards))


def _meld_number(token: str) -> int:
    text = token.lstrip("#")
    if not text.isdigit():
        raise IllegalAction(
            f"'{token}' is not a meld number: the melds on the table are numbered from 1.",
            code="rummy500.layoff",
        )
    return int(text)


def _read_decks(deck: Sequence[Any] | None, packs: int) -> list[list[Card]]:
    """An explicit deck, or list of decks, as card lists; each must be the whole pack(s)."""
    if not deck:
        return []
    decks = [deck] if isinstance(deck[0], str) else list(deck)
    full = Counter(new_deck(packs))
    out: list[list[Card]] = []
    for number, tokens in enumerate(decks, start=1):
        if isinstance(tokens, str) or not isinstance(tokens, Sequence):
            raise GameSetupError(f"deck {number} is not a list of cards")
        try:
            cards = parse_cards(list(tokens))
        except CardError as error:
            raise GameSetupError(f"deck {number}: {error}") from None
        counted = Counter(cards)
        if counted != full:
            missing = format_cards(sorted_cards((full - counted).elements())) or "none"
            extra = format_cards(sorted_cards((counted - full).elements())) or "none"
            each = "once" if packs == 1 else f"{packs} times"
            raise GameSetupError(
                f"deck {number} must hold every card of the pack {each} "
                f"(missing: {missing}; extra: {extra})"
            )
        out.append(cards)
    return out
