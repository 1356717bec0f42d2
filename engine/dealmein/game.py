"""Deal Me In (RULES.md §1): the rules class, built on the game's state
(:mod:`engine.dealmein.state`), handing each move to :mod:`engine.dealmein.moves` (the
reclaims, the placement, the swap, the pass, the end and the settlement).

Action notation (case-insensitive; cards as in :mod:`engine.cards`):

- ``place F6 across AS KS QS JS 10S`` / ``place G7 down JK=7H 7D``: the cards fill the empty
  squares from the start square rightwards (``across``) or downwards (``down``), skipping
  covered squares;
- ``swap 2C 7D``: back into the deck for as many new cards, −10 points each;
- ``pass``: only with an empty deck, or when the hand holds only jokers (which cannot be
  swapped) and none of them can be placed: a player who can neither place nor swap passes;
- ``reclaim 7H``: put the real card on the board joker nominated as it and take the joker
  back. Reclaims open a move, so they are written before the rest of it, separated by
  ``;``: ``reclaim 7H; place F7 down JK=8S 9S``. A lone ``reclaim 7H`` (or ``reclaim 7H 8S``)
  is the first step of the move: it is applied, the same player is still to move, and the
  move goes on with more reclaims, then a placement, a swap or a pass. That lets a front end
  offer a reclaim as its own button, and a timeout after a reclaim is an ordinary timeout.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import Any, ClassVar

from engine.cards import (
    JOKER,
    STANDARD_52,
    Card,
    PlayedJoker,
    parse_card,
    shuffled,
    sorted_cards,
)
from engine.core import (
    Action,
    Event,
    GameSetupError,
    IllegalAction,
    OptionSpec,
)
from engine.dealmein import movegen, moves
from engine.dealmein.actions import (
    DealMeInAction,
    Pass,
    Place,
    Reclaim,
    Swap,
    parse,
    steps_of,
)
from engine.dealmein.board import JOKER_SQUARES, SIZE, square_index, square_name
from engine.dealmein.combos import code_of, evaluate
from engine.dealmein.moves import REASON_BLOCKED, REASON_NO_PLAY, REASON_OUT, SWAP_PENALTY
from engine.dealmein.placement import (
    BoardCard,
    check_cards_held,
    check_placement,
    neighbours,
)
from engine.dealmein.state import BOARD, DealMeInState
from engine.dealmein.view import (
    DEALMEIN_RESULT,
    LAST_MOVE,
    DealMeInSeatView,
    DealMeInView,
    Line,
    notes,
)
from engine.views import Hand, seats_of

# The reasons a game ends and the swap's cost are read from here by the front ends.
__all__ = [
    "HAND_SIZE",
    "REASON_BLOCKED",
    "REASON_NO_PLAY",
    "REASON_OUT",
    "START_POINTS",
    "SWAP_PENALTY",
    "DealMeIn",
]

HAND_SIZE = 7
START_POINTS = 150
LEVEL_SECONDS: dict[str, int | None] = {
    "unlimited": None,
    "social": 120,
    "competitive": 60,
    "expert": 30,
}


def _deck_from(cards: Sequence[Any]) -> list[Card]:
    deck = [parse_card(str(c)) for c in cards]
    if len(deck) != len(STANDARD_52) or set(deck) != set(STANDARD_52):
        raise GameSetupError("a Deal Me In deck is the 52 cards of one pack, each once")
    return deck


class DealMeIn(DealMeInState):
    """A game of Deal Me In: the rules built on the state (:class:`DealMeInState`), its
    moves in :mod:`engine.dealmein.moves`."""

    game_id: ClassVar[str] = "dealmein"
    title: ClassVar[str] = "Deal Me In"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    option_specs: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec(
            "level",
            "social",
            "time per move: unlimited, social (120 s), competitive (60 s), expert (30 s)",
            choices=tuple(LEVEL_SECONDS),
        ),
        OptionSpec(
            "blocked_rounds",
            2,
            "full rounds without a placement (deck not empty) that end the game",
            minimum=1,
            maximum=10,
        ),
    )

    # ----------------------------------------------------------------- setup

    def setup(self, deck: Sequence[Any] | None, first_player: int | None) -> None:
        cards = _deck_from(deck) if deck is not None else shuffled(STANDARD_52, self.next_rng())
        self.dealt_deck = [str(c) for c in cards] if deck is not None else None
        seats = len(self.players)
        self.hands = [cards[i * HAND_SIZE : (i + 1) * HAND_SIZE] for i in range(seats)]
        self.deck = cards[seats * HAND_SIZE :]
        drawn = self.next_rng().randrange(seats)  # drawn even when given: the same future
        self.first_player = drawn if first_player is None else first_player
        self.turn = self.first_player
        self.board = {}
        self.points = [START_POINTS] * seats
        self.jokers_left = [square_index(s) for s in JOKER_SQUARES]
        self.passes = 0
        self.idle_turns = 0
        self.reclaimed = []
        self.last_move = None
        self.ending = None

    # ----------------------------------------------------------------- play

    @classmethod
    def parse_action(cls, text: str) -> DealMeInAction:
        return parse(text)

    def apply_action(self, player: int, action: Action) -> list[Event]:
        reclaiming, finish = steps_of(action)
        board = dict(self.board)
        hand = list(self.hands[player])
        reclaimed = moves.reclaim(board, hand, reclaiming)
        placement = None
        match finish:
            case Place(start, direction, cards):
                placement = check_placement(board, hand, start, direction, cards, self.jokers_left)
            case Swap(cards):
                moves.check_swap(self, hand, cards)
            case Pass():
                moves.check_pass(self, board, hand)
        # Everything is checked: nothing below refuses.
        self.board, self.hands[player] = board, hand
        self.reclaimed += reclaimed
        events = moves.reclaim_events(self, player, reclaimed)
        if placement is not None:
            return events + moves.place(self, player, placement)
        if isinstance(finish, Swap):
            return events + moves.swap(self, player, list(finish.cards))
        if isinstance(finish, Pass):
            return events + moves.pass_turn(self, player)
        self.last_move = {
            "player": player,
            "kind": "reclaim",
            "squares": [square_name(s) for s in self.reclaimed],
            "score": 0,
            "text": " ".join(e.text for e in events),
        }
        return events

    def timeout_action(self, player: int) -> list[Event]:
        """See :func:`engine.dealmein.moves.timeout`."""
        return moves.timeout(self, player)

    # ----------------------------------------------------------------- choices

    def legal_actions(self, player: int) -> list[DealMeInAction]:
        """Every legal action: placements, single reclaims, swaps (every set of cards the
        deck allows) or the pass. A reclaim is listed alone: applying it keeps the turn."""
        if player not in self.to_move():
            return []
        hand = self.hands[player]
        placements = [p.place for p in self.placements(player)]
        actions: list[DealMeInAction] = [*placements]
        actions += [Reclaim((card,)) for card in self.reclaimable(player)]
        swappable = sorted_cards(c for c in hand if not c.is_joker)
        for count in range(1, min(len(swappable), len(self.deck)) + 1):
            actions += [Swap(cards) for cards in combinations(swappable, count)]
        if not self.deck or not (swappable or placements):
            actions.append(Pass())
        return actions

    def has_legal_action(self, player: int) -> bool:
        """A player to move always has one: a placement, a swap or a pass."""
        return player in self.to_move()

    def placements(self, player: int) -> list[movegen.Move]:
        """Every legal placement of ``player`` now, one by one (see
        :mod:`engine.dealmein.movegen`; with jokers in the hand these can be thousands)."""
        return movegen.legal_placements(self.board, self.hands[player])

    def placement_groups(self, player: int) -> list[movegen.PlacementGroup]:
        """Every legal placement of ``player`` now, in groups (one set of real cards in one
        window; the orders and joker nominations inside): the compact form, fast to list."""
        return list(movegen.placement_groups(self.board, self.hands[player]))

    def can_place(self, player: int) -> bool:
        return movegen.can_place(self.board, self.hands[player])

    def reclaimable(self, player: int) -> list[Card]:
        """The cards in ``player``'s hand that a board joker is nominated as."""
        nominated = {c.stands_for for c in self.board.values() if isinstance(c, PlayedJoker)}
        return sorted_cards(c for c in self.hands[player] if c in nominated)

    def anchor_squares(self) -> list[str]:
        """The empty squares next to a card on the board, in reading order (a placement
        touches at least one); ``["F6"]`` on the empty board."""
        if not self.board:
            return [square_name(movegen.CENTRE_INDEX)]
        empty = {n for s in self.board for n in neighbours(s) if n not in self.board}
        return [square_name(s) for s in sorted(empty)]

    def placement_choices(self, player: int, cards: Sequence[Card]) -> list[movegen.Move]:
        """The legal placements of exactly ``cards`` (from ``player``'s hand, jokers as
        :data:`~engine.cards.JOKER`): the best one at each start square and direction,
        best score first; none when it is not their move or they don't hold the cards."""
        if player not in self.to_move() or not cards:
            return []
        try:
            check_cards_held(self.hands[player], cards)
        except IllegalAction:
            return []
        return movegen.best_at_each_start(self.board, cards)

    def start_spots(self, player: int, cards: Sequence[BoardCard] = ()) -> list[movegen.Spot]:
        """Where ``player`` can start a placement now (see :func:`movegen.start_spots`):
        for the ``cards`` as written, or for any cards of the hand."""
        if player not in self.to_move():
            return []
        return movegen.start_spots(self.board, self.hands[player], cards, self.jokers_left)

    def may_pass(self, player: int) -> bool:
        """Whether ``player`` may pass now (an empty deck, or only unplaceable jokers)."""
        if player not in self.to_move():
            return False
        try:
            moves.check_pass(self, self.board, self.hands[player])
        except IllegalAction:
            return False
        return True

    def swap_limit(self, player: int) -> int:
        """How many cards ``player`` may swap now (each costs
        :data:`engine.dealmein.moves.SWAP_PENALTY`)."""
        if player not in self.to_move():
            return 0
        return min(len(self.deck), sum(1 for c in self.hands[player] if not c.is_joker))

    def turn_seconds(self) -> int | None:
        return LEVEL_SECONDS[self.options["level"]]

    @classmethod
    def timer_options(cls, seconds: int) -> dict[str, Any]:
        """The level whose time per move is nearest ``seconds`` (``0``: unlimited)."""
        if seconds <= 0:
            return {"level": "unlimited"}
        timed = [(level, s) for level, s in LEVEL_SECONDS.items() if s is not None]
        return {"level": min(timed, key=lambda item: abs(item[1] - seconds))[0]}

    # ----------------------------------------------------------------- views

    def board_dict(self) -> dict[str, str]:
        return BOARD.write(self.board)

    def lines(self) -> list[Line]:
        """Every line of two or more cards on the board, rows first, in reading order."""
        found = []
        for step, other in ((1, SIZE), (SIZE, 1)):
            for lane in range(SIZE):
                run: list[int] = []
                for offset in range(SIZE + 1):
                    square = lane * other + offset * step if offset < SIZE else -1
                    if square in self.board:
                        run.append(square)
                        continue
                    if len(run) >= 2:
                        found.append(self._line(run))
                    run = []
        return found

    def _line(self, squares: list[int]) -> Line:
        cards = [self.board[s] for s in squares]
        combination = evaluate([code_of(c) for c in cards])
        return Line(
            squares=tuple(square_name(s) for s in squares),
            cards=tuple(cards),
            combination=combination.name if combination else None,
            complete=bool(combination and combination.complete),
        )

    def view(self, player: int | None = None) -> DealMeInView:
        """The public board, plus for ``player`` their hand (:mod:`engine.dealmein.view`)."""
        jokers_held = [h.count(JOKER) for h in self.hands]
        public: dict[str, Any] = {
            "game": self.game_id,
            "title": self.title,
            "seats": seats_of(
                self.players, self.points, [len(h) for h in self.hands], notes(jokers_held)
            ),
            "to_move": tuple(self.to_move()),
            "stock": len(self.deck),
            "over": self.over,
            "turn_seconds": self.turn_seconds(),
            "jokers_held": tuple(jokers_held),
            "level": self.options["level"],
            "board": {square_name(s): self.board[s] for s in sorted(self.board)},
            "joker_squares_won": tuple(
                s for s in JOKER_SQUARES if square_index(s) not in self.jokers_left
            ),
            "lines": tuple(self.lines()),
            "last_move": LAST_MOVE.read(self.last_move) if self.last_move else None,
            "result": (
                DEALMEIN_RESULT.read({**self.result().to_dict(), **self.ending})
                if self.ending is not None
                else None
            ),
        }
        if player is None:
            return DealMeInView(**public)
        return DealMeInSeatView(**public, viewer=player, hand=Hand(cards=tuple(self.hand(player))))

    def record_fields(self) -> dict[str, Any]:
        return {
            "board": self.board_dict(),
            "jokers_left": [square_name(s) for s in self.jokers_left],
            "can_place": bool(self.to_move()) and self.can_place(self.turn),
        }

    # ----------------------------------------------------------------- persistence

    def record(self) -> dict[str, Any]:
        """The game record; with the deck when the game was dealt from an explicit one."""
        record = super().record()
        if self.dealt_deck is not None:
            record["deck"] = list(self.dealt_deck)
        return record
