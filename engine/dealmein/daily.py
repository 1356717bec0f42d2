"""The daily Deal Me In challenge: one position a day per server, one move, a score.

A position is a board in mid-game, the joker squares still to win and a hand of seven
cards (no jokers). It is made from the date and the server (:func:`position_seed`), so
everyone in a server plays the same position that day, and chosen to be *interesting*
(:func:`is_interesting`):

- at least :data:`MIN_PLACEMENTS` legal placements;
- prizes in reach: legal placements cover at least :data:`MIN_BONUS_IN_REACH` bonus squares
  (A, K, Q, J) and :data:`MIN_JOKERS_IN_REACH` Joker square still holding its joker;
- the best move is not the obvious one. The *obvious* move is the highest-scoring placement
  among those that lay the most cards (the instinct to empty the hand, and to lay the
  longest line); the best move must score strictly more than it, so it lays fewer cards.

Candidates are boards from games of computer players stopped after a few placements, each
with several hands; a candidate that fails is replaced by the next one drawn from the same
seed, so the search is deterministic. (Its result also depends on the computer player's
moves, so a new version of the engine may make another position for the same day: the bot
keeps each day's position once it is made.)

The move generator (:mod:`engine.dealmein.movegen`) knows every placement, the best score
and the move; a player's move is checked and scored by
:func:`engine.dealmein.placement.check_placement`, as in a game.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import date
from typing import Any, Self

from engine.cards import STANDARD_52, Card, CardError, PlayedJoker, parse_card, parse_played
from engine.core import GameSetupError, IllegalAction
from engine.dealmein import events as kinds
from engine.dealmein.board import (
    BONUS,
    KIND_BY_INDEX,
    SIZE,
    SquareKind,
    square_index,
    square_name,
)
from engine.dealmein.game import HAND_SIZE, DealMeIn
from engine.dealmein.movegen import Move, legal_placements
from engine.dealmein.placement import (
    ACROSS,
    DOWN,
    BoardCard,
    Placement,
    board_square,
    check_placement,
)
from engine.dealmein.view import DealMeInView
from engine.registry import computer_action

MIN_PLACEMENTS = 36
MIN_BONUS_IN_REACH = 2
MIN_JOKERS_IN_REACH = 1
#: Placements made by computer players before the position is taken (a mid-game board:
#: later, the greedy players have taken most of the prizes).
PLACEMENTS_BEFORE = (3, 8)
#: Hands tried on each board, and boards tried before settling for the closest candidate.
HANDS_PER_BOARD = 12
MAX_BOARDS = 40
#: Cards of a hand dealt from the ranks of the bonus squares near the board.
FACE_CARDS = 2
PLAYER = "Daily challenge"


def position_seed(day: date | str, guild_id: int) -> int:
    """The seed of a server's position on a day (UTC date): the same everywhere, always."""
    text = f"dealmein-daily/{_day(day)}/{guild_id}"
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")


def _day(day: date | str) -> str:
    return day.isoformat() if isinstance(day, date) else date.fromisoformat(day).isoformat()


@dataclass(frozen=True, slots=True)
class Attempt:
    """A player's move checked against a position: the placement and how it compares."""

    placement: Placement
    best_score: int

    @property
    def score(self) -> int:
        return self.placement.score

    @property
    def found_best(self) -> bool:
        return self.placement.score >= self.best_score

    @property
    def action(self) -> str:
        return self.placement.action()


@dataclass(frozen=True, slots=True)
class DailyPosition:
    """One day's position for one server, with what the move generator knows about it."""

    day: str
    guild_id: int
    seed: int
    board: dict[int, BoardCard]
    hand: tuple[Card, ...]
    jokers_left: tuple[int, ...]
    #: Every legal placement, counted.
    placements: int
    best: Move
    #: The obvious move (see the module docstring): the best of those with the most cards.
    most_cards: Move
    #: Bonus squares and Joker squares (with their joker) that some placement covers.
    prizes: tuple[int, ...]
    #: The squares legal placements start on, best score first, with their directions
    #: (kept, so that autocomplete answers without running the move generator).
    starts: dict[str, tuple[str, ...]]

    # ----------------------------------------------------------------- playing

    def judge(self, square: str, direction: str, cards: str) -> Attempt:
        """Check and score a move written as the ``place`` notation's parts; raises
        :class:`IllegalAction` (or :class:`CardError`) with a sentence for the player."""
        start = board_square(square)
        if direction.strip().lower() not in (ACROSS, DOWN):
            raise IllegalAction.of("dealmein.daily.no_direction", direction=direction)
        tokens = cards.replace(",", " ").split()
        if not tokens:
            raise IllegalAction.of("dealmein.daily.no_cards")
        played = [parse_played(token) for token in tokens]
        placement = check_placement(
            self.board, list(self.hand), start, direction.strip().lower(), played, self.jokers_left
        )
        return Attempt(placement, self.best.score)

    def judge_action(self, action: str) -> Attempt:
        """:meth:`judge` of an action ``place SQUARE DIRECTION CARDS``."""
        words = action.split()
        if len(words) < 4 or words[0].lower() != "place":
            raise IllegalAction.of("dealmein.daily.one_placement")
        return self.judge(words[1], words[2], " ".join(words[3:]))

    def moves(self) -> list[Move]:
        """Every legal placement (recomputed: the position keeps only the count)."""
        return legal_placements(self.board, self.hand)

    def start_squares(self) -> list[str]:
        """The squares a legal placement starts on, best score first (then reading order)."""
        return list(self.starts)

    def directions(self, square: str) -> list[str]:
        """The directions of legal placements starting on ``square`` (a single card goes
        either way)."""
        return list(self.starts.get(square.strip().upper(), ()))

    # ----------------------------------------------------------------- pictures

    def game(self) -> DealMeIn:
        """The position as a one-player game (for views and pictures): the board, the hand
        and the joker squares left. The deck is left empty: the challenge is one move, and
        after it the picture shows the cards that were not played, none drawn."""
        state: dict[str, Any] = {
            "game": DealMeIn.game_id,
            "players": [PLAYER],
            "options": {"level": "unlimited", "blocked_rounds": 2},
            "seed": self.seed,
            "rng_counter": 0,
            "first_player": 0,
            "history": [],
            "board": {square_name(s): str(c) for s, c in sorted(self.board.items())},
            "hands": [[str(c) for c in self.hand]],
            "deck": [],
            "points": [0],
            "jokers_left": [square_name(s) for s in self.jokers_left],
            "turn": 0,
            "passes": 0,
            "idle_turns": 0,
            "reclaimed": [],
            "last_move": None,
            "ending": None,
            "dealt_deck": None,
        }
        return DealMeIn.from_dict(state)

    def view(self) -> DealMeInView:
        """The player's view of the position: board, joker squares, the hand."""
        return self.game().view(0)

    def view_after(self, action: str) -> DealMeInView:
        """The view after playing ``action`` (the reveal: the best move on the board)."""
        game = self.game()
        game.apply(0, action)
        return game.view(0)

    # ----------------------------------------------------------------- storage

    def to_dict(self) -> dict[str, Any]:
        return {
            "day": self.day,
            "guild_id": self.guild_id,
            "seed": self.seed,
            "board": {square_name(s): str(c) for s, c in sorted(self.board.items())},
            "hand": [str(c) for c in self.hand],
            "jokers_left": [square_name(s) for s in self.jokers_left],
            "placements": self.placements,
            "best": _move_dict(self.best),
            "most_cards": _move_dict(self.most_cards),
            "prizes": [square_name(s) for s in self.prizes],
            "starts": {square: list(ways) for square, ways in self.starts.items()},
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Self:
        try:
            return cls(
                day=str(data["day"]),
                guild_id=int(data["guild_id"]),
                seed=int(data["seed"]),
                board={square_index(s): parse_played(c) for s, c in data["board"].items()},
                hand=tuple(parse_card(c) for c in data["hand"]),
                jokers_left=tuple(square_index(s) for s in data["jokers_left"]),
                placements=int(data["placements"]),
                best=_move_from(data["best"]),
                most_cards=_move_from(data["most_cards"]),
                prizes=tuple(square_index(s) for s in data["prizes"]),
                starts={str(s): tuple(ways) for s, ways in data["starts"].items()},
            )
        except (KeyError, CardError, ValueError) as error:
            raise GameSetupError(f"bad daily position: {error}") from None


def _real(card: BoardCard) -> Card:
    return card.stands_for if isinstance(card, PlayedJoker) else card


def _move_dict(move: Move) -> dict[str, Any]:
    return {
        "squares": [square_name(s) for s in move.squares],
        "cards": [str(c) for c in move.cards],
        "score": move.score,
    }


def _move_from(data: dict[str, Any]) -> Move:
    squares = tuple(square_index(s) for s in data["squares"])
    cards = tuple(parse_played(c) for c in data["cards"])
    return Move(squares, cards, int(data["score"]))


# ----------------------------------------------------------------- the generator


def daily_position(day: date | str, guild_id: int) -> DailyPosition:
    """The position of ``guild_id`` on ``day`` (deterministic): the first interesting
    candidate from the day's seed; if none of :data:`MAX_BOARDS` boards gives one, the
    candidate that comes closest (most criteria met, then most placements)."""
    seed = position_seed(day, guild_id)
    rng = random.Random(seed)
    fallback: tuple[tuple[int, int], DailyPosition] | None = None
    for _ in range(MAX_BOARDS):
        for candidate in _candidates(_day(day), guild_id, seed, random.Random(rng.getrandbits(64))):
            met = criteria(candidate)
            if all(met.values()):
                return candidate
            key = (sum(met.values()), candidate.placements)
            if fallback is None or key > fallback[0]:
                fallback = (key, candidate)
    assert fallback is not None, "some candidate hand had a placement"
    return fallback[1]


def criteria(position: DailyPosition) -> dict[str, bool]:
    """Each test of an interesting position, passed or not."""
    bonus = [s for s in position.prizes if KIND_BY_INDEX[s] in BONUS]
    jokers = [s for s in position.prizes if KIND_BY_INDEX[s] is SquareKind.JOKER]
    return {
        "placements": position.placements >= MIN_PLACEMENTS,
        "bonus squares in reach": len(bonus) >= MIN_BONUS_IN_REACH,
        "joker squares in reach": len(jokers) >= MIN_JOKERS_IN_REACH,
        "best is not the most cards": position.best.score > position.most_cards.score,
    }


def is_interesting(position: DailyPosition) -> bool:
    return all(criteria(position).values())


def _candidates(day: str, guild_id: int, seed: int, rng: random.Random) -> Iterator[DailyPosition]:
    """A board from a game of three computer players stopped after a few placements, and
    :data:`HANDS_PER_BOARD` hands of seven cards no one can see on it (never a card a board
    joker stands for: the move has no reclaim). Each hand holds up to
    :data:`FACE_CARDS` cards of the ranks of the empty bonus squares near the board's
    cards, so that bonuses are there to be found."""
    game = DealMeIn.create(["a", "b", "c"], {"level": "unlimited"}, seed=rng.getrandbits(31))
    wanted = rng.randint(*PLACEMENTS_BEFORE)
    placed = 0
    while placed < wanted and not game.over:
        seat = game.to_move()[0]
        events = game.apply(seat, computer_action(game, seat, rng))
        placed += any(e.kind == kinds.PLACED for e in events)
    board = dict(game.board)
    seen = {_real(card) for card in board.values()}
    unseen = [card for card in STANDARD_52 if card not in seen]
    ranks = _bonus_ranks_near(board)
    faces = [card for card in unseen if card.rank in ranks]
    for _ in range(HANDS_PER_BOARD):
        chosen = rng.sample(faces, min(FACE_CARDS, len(faces)))
        rest = [card for card in unseen if card not in chosen]
        hand = (*chosen, *rng.sample(rest, HAND_SIZE - len(chosen)))
        position = analyse(day, guild_id, seed, board, hand, game.jokers_left)
        if position is not None:
            yield position


def _bonus_ranks_near(board: dict[int, BoardCard]) -> set[int]:
    """The ranks that earn the empty bonus squares at most two steps from a board card."""
    cards = [divmod(square, SIZE) for square in board]
    ranks = set()
    for square, kind in enumerate(KIND_BY_INDEX):
        if kind in BONUS and square not in board:
            row, col = divmod(square, SIZE)
            if any(abs(row - r) + abs(col - c) <= 2 for r, c in cards):
                ranks.add(BONUS[kind][0])
    return ranks


def analyse(
    day: str,
    guild_id: int,
    seed: int,
    board: dict[int, BoardCard],
    hand: Iterable[Card],
    jokers_left: Iterable[int],
) -> DailyPosition | None:
    """The position with its best and obvious moves worked out; ``None`` when the hand
    has no placement at all."""
    cards = tuple(hand)
    left = tuple(sorted(jokers_left))
    moves = legal_placements(board, cards)
    if not moves:
        return None
    best = max(moves, key=lambda m: m.score)
    most = max(len(m.squares) for m in moves)
    most_cards = max((m for m in moves if len(m.squares) == most), key=lambda m: m.score)
    prizes = {
        square
        for move in moves
        for square in move.squares
        if KIND_BY_INDEX[square] in BONUS or square in left
    }
    return DailyPosition(
        day=day,
        guild_id=guild_id,
        seed=seed,
        board=board,
        hand=cards,
        jokers_left=left,
        placements=len(moves),
        best=best,
        most_cards=most_cards,
        prizes=tuple(sorted(prizes)),
        starts=_starts(moves),
    )


def _starts(moves: list[Move]) -> dict[str, tuple[str, ...]]:
    """Each square a placement starts on, best score first (then reading order), with the
    directions of the placements from it (a single card: both)."""
    best: dict[int, int] = {}
    ways: dict[int, set[str]] = {}
    for move in moves:
        first = move.squares[0]
        best[first] = max(best.get(first, move.score), move.score)
        found = ways.setdefault(first, set())
        found.update((ACROSS, DOWN) if len(move.squares) == 1 else (move.direction,))
    ordered = sorted(best, key=lambda square: (-best[square], square))
    return {
        square_name(square): tuple(d for d in (ACROSS, DOWN) if d in ways[square])
        for square in ordered
    }


# ----------------------------------------------------------------- results


def share_line(attempt: Attempt, day: str, streak: int = 0, revealed: bool = False) -> str:
    """A result to share without spoiling the move, like the daily word games: one square
    per card placed (🟨 on a bonus square that counted, 🟪 winning a joker, 🟩 any other),
    the score, 🔥 the streak of days played. Once the day is over (``revealed``) it also
    gives the best score and ⭐ for finding it; before, that would tell others the target."""
    placement = attempt.placement
    squares = []
    for square, card in zip(placement.squares, placement.cards, strict=True):
        bonus = BONUS.get(KIND_BY_INDEX[square])
        if square in placement.jokers_won:
            squares.append("🟪")
        elif bonus is not None and card.rank == bonus[0]:
            squares.append("🟨")
        else:
            squares.append("🟩")
    score = str(attempt.score)
    if revealed:
        score += f"/{attempt.best_score}" + (" ⭐" if attempt.found_best else "")
    fire = f" 🔥{streak}" if streak > 1 else ""
    return f"Deal Me In daily {day}\n{''.join(squares)} {score}{fire}"
