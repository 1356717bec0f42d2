"""The state of a game of Rummy 500 and the questions every step of a turn asks of it.

:class:`Rummy500State` is the table as its saved JSON holds it (:attr:`state_fields`: the
hands, the stock, the discard pile, the melds, the card that must be used, the totals) with
the queries the rules read from it: the hand size, the draws open, whether a card taken
from the pile can still be used. The steps of a turn (:mod:`engine.rummy500.drawing`,
:mod:`engine.rummy500.play`, :mod:`engine.rummy500.scoring`) take it and change it; the
rules class :class:`engine.rummy500.game.Rummy500` is built on it and hands each action to
its step, so that the steps need not know the class that calls them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from engine.cards import Card, sorted_cards
from engine.core import Game
from engine.rummy500.actions import DrawPile, DrawStock
from engine.rummy500.phases import DRAW, OVER, Phase
from engine.rummy500.table import TableMeld, can_use, table_points
from engine.state import CARD, CARDS, CARDS_PER_SEAT, DICT, INT, Field, list_of, nested, text_enum

#: Cards dealt to each player: 13 in a two-player game, 7 otherwise.
TWO_PLAYER_HAND = 13
HAND_SIZE = 7


class Rummy500State(Game):
    """A Rummy 500 table: its fields and what the rules ask of them (see the module
    documentation); the actions are :class:`engine.rummy500.game.Rummy500`'s."""

    state_fields: ClassVar[tuple[Field, ...]] = (
        Field("decks", CARDS_PER_SEAT),
        Field("totals", list_of(INT)),
        Field("hand_number", INT),
        Field("starter", INT),
        Field("phase", text_enum(Phase)),
        Field("turn", INT),
        Field("hands", CARDS_PER_SEAT),
        Field("stock", CARDS),
        Field("discard", CARDS),
        Field("melds", list_of(nested(TableMeld))),
        Field("must_use", CARD),
        Field("hand_log", list_of(DICT)),
    )

    decks: list[list[Card]]
    totals: list[int]
    hand_number: int
    starter: int
    phase: Phase
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

    def legal_draws(self) -> list[DrawStock | DrawPile]:
        """The draws open to the player to move: ``draw stock`` first, then the pile cards
        whose taking is legal, from the top of the pile down."""
        if self.phase != DRAW:
            return []
        draws: list[DrawStock | DrawPile] = [DrawStock()] if self.stock else []
        hand = self.hands[self.turn]
        seen: set[Card] = set()
        for index in range(len(self.discard) - 1, -1, -1):
            selected = self.discard[index]
            if self.pile_draw_usable(hand, index):
                draws.append(DrawPile(selected, None if selected not in seen else index + 1))
            seen.add(selected)
        return draws

    def pile_draw_usable(self, hand: list[Card], index: int) -> bool:
        return can_use(self.discard[index], [*hand, *self.discard[index:]], self.melds)

    def keeps_must_use(
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
