"""Points and standings with the usual tiebreaks.

A table gives each player the share of their table-mates they finished ahead of (a tie
counts half): at a table of two, a win is 1, a draw 1/2 and a loss 0; at a table of four,
first to fourth place score 1, 2/3, 1/3 and 0. A bye is worth a win. Points are exact
fractions, so that equal records compare equal.

Standings order by points, then (Swiss) Buchholz, the sum of the points of everyone the
player shared a table with, then game points, the sum of the player's scores in their
games (minus it where the lowest score wins), then the seed. Players equal on every
tiebreak share a place. (The sums are kept in whole units of 1/:data:`UNIT` point, exact
for tables of up to 11 seats, and only the final figures are made fractions: a field of
512 is ranked in a few milliseconds.)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction

#: Points of a bye.
BYE_POINTS = Fraction(1)
#: The units points are added in: 2 x lcm(1..10), a whole number of units at any table
#: of up to 11 seats.
UNIT = 5040
MAX_SEATS = 11


@dataclass(frozen=True, slots=True)
class TableResult:
    """A played table: its players (as seated), their ranks (1 is first; equal ranks are
    a tie) and their scores in the game."""

    players: tuple[str, ...]
    ranks: tuple[int, ...]
    scores: tuple[int, ...]

    def __post_init__(self) -> None:
        if not len(self.players) == len(self.ranks) == len(self.scores):
            raise ValueError("a table result needs one rank and one score per player")

    def finishing_order(self) -> list[str]:
        """The players best first (by rank; a tie keeps the seating order)."""
        seats = sorted(range(len(self.players)), key=lambda seat: (self.ranks[seat], seat))
        return [self.players[seat] for seat in seats]


@dataclass(frozen=True, slots=True)
class Standing:
    """One player's line of the standings."""

    place: int
    player: str
    #: Points and Buchholz in units of 1/:data:`UNIT` (see :attr:`points`).
    point_units: int
    buchholz_units: int
    game_points: int
    games: int
    byes: int
    dropped: bool

    @property
    def points(self) -> Fraction:
        return Fraction(self.point_units, UNIT)

    @property
    def buchholz(self) -> Fraction:
        return Fraction(self.buchholz_units, UNIT)


def table_points(ranks: Sequence[int]) -> list[Fraction]:
    """Each seat's points from a table's ranks (see the module docstring)."""
    return [Fraction(units, UNIT) for units in _units(ranks)]


def _units(ranks: Sequence[int]) -> list[int]:
    """:func:`table_points` in units of 1/:data:`UNIT`."""
    if len(ranks) == 2:
        first, second = ranks
        if first == second:
            return [UNIT // 2, UNIT // 2]
        return [UNIT, 0] if first < second else [0, UNIT]
    if len(ranks) < 2:
        return [UNIT for _ in ranks]
    if len(ranks) > MAX_SEATS:
        raise ValueError(f"points are exact for tables of up to {MAX_SEATS} seats")
    share = UNIT // (2 * (len(ranks) - 1))
    return [
        share * (2 * sum(r > mine for r in ranks) + sum(r == mine for r in ranks) - 1)
        for mine in ranks
    ]


def standings(
    players: Sequence[str],
    results: Iterable[TableResult],
    byes: Iterable[str] = (),
    *,
    higher_wins: bool = True,
    dropped: Iterable[str] = (),
    buchholz: bool = True,
) -> list[Standing]:
    """The standings of ``players`` (in seed order) after the played ``results`` and the
    ``byes`` given (a player once per bye)."""
    seed = {player: index for index, player in enumerate(players)}
    points = dict.fromkeys(players, 0)
    game_points = dict.fromkeys(players, 0)
    games = dict.fromkeys(players, 0)
    bye_count = dict.fromkeys(players, 0)
    mates: dict[str, list[str]] = {player: [] for player in players}
    sign = 1 if higher_wins else -1
    for result in results:
        for player, earned, score in zip(
            result.players, _units(result.ranks), result.scores, strict=True
        ):
            points[player] += earned
            game_points[player] += sign * score
            games[player] += 1
            mates[player].extend(p for p in result.players if p != player)
    for player in byes:
        points[player] += UNIT
        bye_count[player] += 1
    tiebreak = {
        player: sum(points[m] for m in mates[player]) if buchholz else 0 for player in players
    }
    gone = set(dropped)

    def key(player: str) -> tuple[int, int, int]:
        return (points[player], tiebreak[player], game_points[player])

    ordered = sorted(players, key=lambda p: (-points[p], -tiebreak[p], -game_points[p], seed[p]))
    lines: list[Standing] = []
    for index, player in enumerate(ordered):
        tied = index > 0 and key(ordered[index - 1]) == key(player)
        place = lines[-1].place if tied else index + 1
        lines.append(
            Standing(
                place=place,
                player=player,
                point_units=points[player],
                buchholz_units=tiebreak[player],
                game_points=game_points[player],
                games=games[player],
                byes=bye_count[player],
                dropped=player in gone,
            )
        )
    return lines
