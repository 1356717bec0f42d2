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

:class:`Rummy500` is the rules class: built on the game's state and its queries
(:class:`engine.rummy500.state.Rummy500State`), it holds the legal actions and the views,
and hands each action to the module of its step, which takes the state:
:mod:`engine.rummy500.drawing` (the draw or the pass), :mod:`engine.rummy500.play` (melds,
lay-offs, the discard, the timeout) and :mod:`engine.rummy500.scoring` (the deal of a hand
and its score).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from engine.cards import new_deck, sorted_cards
from engine.core import Action, Event, IllegalAction, OptionSpec, read_decks
from engine.melds import Meld, natural_melds
from engine.rummy500 import drawing, play, scoring
from engine.rummy500.actions import (
    DRAWS,
    Discard,
    DrawPile,
    DrawStock,
    Layoff,
    Pass,
    Rummy500Action,
    parse,
)
from engine.rummy500.actions import Meld as MeldAction
from engine.rummy500.phases import DRAW, OVER, PLAY
from engine.rummy500.play import timeout_discard
from engine.rummy500.state import HAND_SIZE, TWO_PLAYER_HAND, Rummy500State
from engine.rummy500.table import TableMeld, layoff_targets
from engine.rummy500.view import (
    HAND_SCORE,
    RUMMY500_RESULT,
    MeldShown,
    Rummy500SeatView,
    Rummy500View,
    largest_melds,
)
from engine.views import Hand, seats_of

# DRAW is read from here by the computer players and the front ends.
__all__ = ["DRAW", "HAND_SIZE", "OVER", "PLAY", "TWO_PLAYER_HAND", "Rummy500", "timeout_discard"]


class Rummy500(Rummy500State):
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
        self.decks = read_decks(deck, new_deck(self.packs))
        self.totals = [0] * seats
        self.hand_number = 0
        self.hand_log = []
        scoring.deal(self)

    # ----------------------------------------------------------------- legal actions

    @classmethod
    def parse_action(cls, text: str) -> Rummy500Action:
        return parse(text)

    def legal_actions(self, player: int) -> list[Rummy500Action]:
        """Draws first (and ``pass`` with the stock empty), then melds, lay-offs, discards."""
        if player not in self.to_move():
            return []
        if self.phase == DRAW:
            return [*self.legal_draws(), *([] if self.stock else [Pass()])]
        hand = self.hands[player]
        actions: list[Rummy500Action] = []
        for meld in natural_melds(hand):
            if self.keeps_must_use(hand, meld.cards, [*self.melds, _unnumbered(meld, player)]):
                actions.append(MeldAction(tuple(meld.cards)))
        for item in sorted_cards(set(hand)):
            for number in layoff_targets(item, self.melds):
                after = [m.extended(item, player) if m.number == number else m for m in self.melds]
                if self.keeps_must_use(hand, (item,), after):
                    actions.append(Layoff(item, number))
        if self.must_use is None:
            actions.extend(Discard(c) for c in sorted_cards(set(hand)))
        return actions

    def has_legal_action(self, player: int) -> bool:
        """The player to move always has one: a draw or ``pass``, then a way to use the card
        that must be used (kept open by refusing whatever would close it), or a discard."""
        return player in self.to_move()

    # ----------------------------------------------------------------- actions

    def apply_action(self, player: int, action: Action) -> list[Event]:
        if isinstance(action, DRAWS):
            self._require_phase(DRAW)
        elif isinstance(action, MeldAction | Layoff | Discard):
            self._require_phase(PLAY)
        match action:
            case DrawStock():
                return drawing.take_stock(self, player)
            case DrawPile(card, position):
                return drawing.take_pile(self, player, drawing.pile_index(self, card, position))
            case Pass():
                return drawing.pass_hand(self, player)
            case MeldAction(cards):
                if not cards:
                    raise IllegalAction.of("rummy500.meld.none_named")
                return play.meld(self, player, list(cards))
            case Layoff(card, number):
                return play.layoff(self, player, card, number)
            case Discard(card):
                return play.discard(self, player, card)
        raise IllegalAction.of("rummy500.moves.unknown", verb=str(action).partition(" ")[0])

    def _require_phase(self, phase: str) -> None:
        if phase == DRAW and self.phase == PLAY:
            raise IllegalAction.of("rummy500.drawn_already.play")
        if phase == PLAY and self.phase == DRAW:
            if self.stock:
                raise IllegalAction.of("rummy500.draw_first.draw")
            raise IllegalAction.of("rummy500.stock_empty.play")

    # ----------------------------------------------------------------- timeout

    def timeout_action(self, player: int) -> list[Event]:
        """See :func:`engine.rummy500.play.timeout`."""
        return play.timeout(self, player)

    # ----------------------------------------------------------------- views

    def record_fields(self) -> dict[str, Any]:
        """``melds`` (number, kind, cards, the seat credited with each card), ``discard``
        (bottom first) and ``legal_draws`` (empty outside the draw phase)."""
        return {
            "melds": [m.to_dict() for m in self.melds],
            "discard": [str(c) for c in self.discard],
            "legal_draws": [str(draw) for draw in self.legal_draws()],
        }

    def view(self, player: int | None = None) -> Rummy500View:
        """The public table, plus for ``player`` their hand (sorted by suit and rank), the
        melds it holds and the lay-offs open to it (:mod:`engine.rummy500.view`)."""
        public: dict[str, Any] = {
            "game": self.game_id,
            "title": self.title,
            "seats": seats_of(self.players, self.scores(), [len(h) for h in self.hands]),
            "to_move": tuple(self.to_move()),
            "stock": len(self.stock),
            "over": self.over,
            "turn_seconds": self.turn_seconds(),
            "table_points": tuple(self.table_points()),
            "phase": self.phase,
            "dealer": self.dealer,
            "discard": tuple(self.discard),
            "melds": tuple(
                MeldShown(m.number, str(m.meld.kind), tuple(m.meld.cards), m.owners)
                for m in self.melds
            ),
            "must_use": self.must_use,
            "hand_number": self.hand_number,
            "target": self.options["target"],
            "last_hand": HAND_SCORE.read(self.hand_log[-1]) if self.hand_log else None,
            "result": (
                RUMMY500_RESULT.read({**self.result().to_dict(), "hands": self.hand_log})
                if self.over
                else None
            ),
        }
        if player is None:
            return Rummy500View(**public)
        hand = self.hand(player)
        return Rummy500SeatView(
            **public,
            viewer=player,
            hand=Hand(cards=tuple(hand)),
            possible_melds=tuple(tuple(m.cards) for m in largest_melds(hand)),
            possible_layoffs=tuple(
                f"{c} {n}" for c in sorted_cards(set(hand)) for n in layoff_targets(c, self.melds)
            ),
        )

    # ----------------------------------------------------------------- persistence

    def record(self) -> dict[str, Any]:
        """The game record, with the explicit decks when the game was dealt from them."""
        out = super().record()
        if self.decks:
            out["deck"] = [[str(c) for c in deck] for deck in self.decks]
        return out


def _unnumbered(meld: Meld, player: int) -> TableMeld:
    """A meld as it would lie on the table, to check what laying it would leave open."""
    return TableMeld(0, meld, (player,) * len(meld.cards))
