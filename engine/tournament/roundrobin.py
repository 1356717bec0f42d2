"""A round robin's schedule by the circle method: every player meets every other once.

With an odd number of players a phantom seat is added; whoever faces it has a bye that
round. Player 0 stays put and the others turn around the circle one place a round, so the
schedule is a pure function of the players' order.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.tournament.swiss import Pairing


def round_robin_schedule(players: Sequence[str]) -> list[Pairing]:
    """The rounds of a round robin of ``players`` (tables of two): ``n - 1`` rounds for
    an even ``n``, ``n`` for an odd one (each player has one bye)."""
    if len(set(players)) != len(players):
        raise ValueError("a player is listed twice")
    if len(players) < 2:
        return []
    circle: list[str | None] = list(players)
    if len(circle) % 2:
        circle.append(None)
    half = len(circle) // 2
    rounds = []
    for _ in range(len(circle) - 1):
        tables: list[tuple[str, ...]] = []
        byes: list[str] = []
        for a, b in zip(circle[:half], reversed(circle[half:]), strict=True):
            if a is None or b is None:
                byes.append(a if b is None else b)  # type: ignore[arg-type]
            else:
                tables.append((a, b))
        rounds.append(Pairing(tuple(tables), tuple(byes)))
        circle = [circle[0], circle[-1], *circle[1:-1]]
    return rounds
