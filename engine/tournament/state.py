"""A whole tournament as plain data: its format, players, rounds and results.

The next round is a function of what was played (:meth:`Tournament.next_round`), results
are recorded once per table (:meth:`Tournament.record`: the same result again is nothing,
a different one is refused), and the whole state round-trips through JSON, so that the
bot keeps it in one row and a restart goes on from the row.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any

from engine.tournament.elimination import elimination_round
from engine.tournament.roundrobin import round_robin_schedule
from engine.tournament.standings import Standing, TableResult, standings
from engine.tournament.swiss import Pairing, swiss_pairing


class Format(StrEnum):
    SWISS = "swiss"
    ROUND_ROBIN = "roundrobin"
    ELIMINATION = "elimination"


FORMATS: tuple[str, ...] = tuple(f.value for f in Format)


class TournamentError(ValueError):
    """A request the tournament refuses: ``code`` names it (a catalogue key's last part)
    and ``params`` fill its words."""

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code, params)
        self.code = code
        self.params = params


@dataclass(slots=True)
class Round:
    """A round: its tables and byes, each table's result once played, and the players
    ``absent`` from it (not checked in, counted as a forfeit: not seated, no points)."""

    tables: list[tuple[str, ...]]
    byes: list[str]
    results: list[TableResult | None]
    absent: list[str] = field(default_factory=list)

    @classmethod
    def from_pairing(cls, pairing: Pairing, absent: Sequence[str] = ()) -> Round:
        return cls(
            list(pairing.tables), list(pairing.byes), [None] * len(pairing.tables), list(absent)
        )

    @property
    def over(self) -> bool:
        return all(result is not None for result in self.results)

    def seated(self) -> list[str]:
        """Every player of the round, at a table or with a bye (not the absent)."""
        return [player for table in self.tables for player in table] + list(self.byes)

    def to_dict(self) -> dict[str, Any]:
        return {
            "tables": [list(t) for t in self.tables],
            "byes": list(self.byes),
            "results": [
                None if r is None else {"ranks": list(r.ranks), "scores": list(r.scores)}
                for r in self.results
            ],
            "absent": list(self.absent),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Round:
        tables = [tuple(t) for t in data["tables"]]
        results = [
            None if r is None else TableResult(table, tuple(r["ranks"]), tuple(r["scores"]))
            for table, r in zip(tables, data["results"], strict=True)
        ]
        return cls(tables, list(data["byes"]), results, list(data.get("absent", ())))


@dataclass(slots=True)
class Tournament:
    """A tournament of ``players`` (seed order) at tables of ``seats``.

    ``rounds_planned`` is the Swiss rounds to play (a round robin's and an elimination's
    follow from the field). ``advance`` is how many of an elimination table go through.
    """

    format: Format
    seats: int
    players: list[str]
    rounds_planned: int = 0
    advance: int = 1
    higher_wins: bool = True
    dropped: list[str] = field(default_factory=list)
    rounds: list[Round] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.format = Format(self.format)
        if self.seats < 2:
            raise TournamentError("seats", seats=self.seats)
        if self.format is Format.ELIMINATION and not 1 <= self.advance < self.seats:
            raise TournamentError("advance", advance=self.advance, seats=self.seats)
        if self.format is Format.SWISS and self.rounds_planned < 1:
            raise TournamentError("rounds", rounds=self.rounds_planned)

    # ------------------------------------------------------------------ the field

    @property
    def active(self) -> list[str]:
        """The players still in (not dropped), in seed order."""
        gone = set(self.dropped)
        return [player for player in self.players if player not in gone]

    def drop(self, player: str) -> None:
        """Take ``player`` out of the rounds still to pair (their games played stand)."""
        if player not in self.players:
            raise TournamentError("not_a_player", player=player)
        if player not in self.dropped:
            self.dropped.append(player)

    # ------------------------------------------------------------------ rounds

    @property
    def current(self) -> Round | None:
        return self.rounds[-1] if self.rounds else None

    @property
    def over(self) -> bool:
        """Whether every round is played and no other is to come."""
        if self.current is not None and not self.current.over:
            return False
        return self._pairing() is None

    def next_round(self, absent: Collection[str] = ()) -> Round:
        """Pair the next round and add it, without the ``absent`` players (they forfeit
        it). Refused while the current round is being played, and once the tournament is
        over."""
        if self.current is not None and not self.current.over:
            raise TournamentError("round_unfinished", round=len(self.rounds))
        away = set(absent) & set(self.active)
        pairing = self._pairing(away)
        if pairing is None:
            raise TournamentError("over")
        made = Round.from_pairing(pairing, [p for p in self.players if p in away])
        self.rounds.append(made)
        return made

    def _pairing(self, absent: Collection[str] = ()) -> Pairing | None:
        """The next round's seating without ``absent``, or ``None`` when there is none to
        play."""
        number = len(self.rounds)
        active = self.active
        if self.format is Format.SWISS:
            if number >= self.rounds_planned or len(active) < 2:
                return None
            order = [
                line.player
                for line in self.standings()
                if not line.dropped and line.player not in absent
            ]
            return swiss_pairing(order, self._met(), self._had_bye(), self.seats)
        if self.format is Format.ROUND_ROBIN:
            schedule = round_robin_schedule(self.players, self.seats)
            if number >= len(schedule) or len(active) < 2:
                return None
            planned = schedule[number]
            gone = set(self.dropped) | set(absent)
            tables = tuple(t for t in planned.tables if not gone & set(t))
            byes = [p for t in planned.tables if gone & set(t) for p in t if p not in gone]
            byes += [p for p in planned.byes if p not in gone]
            return Pairing(tables, tuple(byes))
        going = [player for player in self._going_through() if player not in absent]
        final = self.current is not None and len(self.current.tables) == 1
        if len(going) < 2 or (final and self.current is not None and not self.current.byes):
            return None
        return elimination_round(going, self.seats, self.advance)

    def _going_through(self) -> list[str]:
        """Elimination: who plays the next round, in seed order."""
        gone = set(self.dropped)
        if self.current is None:
            return self.active
        going = set(self.current.byes)
        for result in self.current.results:
            assert result is not None
            going.update(result.finishing_order()[: self.advance])
        return [p for p in self.players if p in going and p not in gone]

    def _met(self) -> dict[str, set[str]]:
        met: dict[str, set[str]] = {player: set() for player in self.players}
        for played in self.rounds:
            for table in played.tables:
                for player in table:
                    met[player].update(p for p in table if p != player)
        return met

    def _had_bye(self) -> set[str]:
        return {player for played in self.rounds for player in played.byes}

    # ------------------------------------------------------------------ results

    def record(
        self,
        round_number: int,
        table: int,
        ranks: Sequence[int],
        scores: Sequence[int],
        forfeits: Collection[str] = (),
    ) -> bool:
        """Record a table's result (``round_number`` from 1), the players of ``forfeits``
        (who let their time run out) placed last, the others keeping their order. ``True``
        when recorded now, ``False`` when this very result was already there; a different
        one is refused."""
        if not 1 <= round_number <= len(self.rounds):
            raise TournamentError("no_round", round=round_number)
        played = self.rounds[round_number - 1]
        if not 0 <= table < len(played.tables):
            raise TournamentError("no_table", round=round_number, table=table + 1)
        seated = played.tables[table]
        lost = [player in forfeits for player in seated]
        if any(lost):
            ranks = [
                1
                + sum(
                    not other and theirs < mine for other, theirs in zip(lost, ranks, strict=True)
                )
                if not mine_lost
                else 1 + lost.count(False)
                for mine_lost, mine in zip(lost, ranks, strict=True)
            ]
        result = TableResult(seated, tuple(ranks), tuple(scores))
        known = played.results[table]
        if known is not None:
            if known == result:
                return False
            raise TournamentError("recorded", round=round_number, table=table + 1)
        played.results[table] = result
        return True

    # ------------------------------------------------------------------ standings

    def standings(self) -> list[Standing]:
        """The standings now (see :mod:`engine.tournament.standings`); in an elimination,
        players who went further come first."""
        results = [r for played in self.rounds for r in played.results if r is not None]
        byes = [p for played in self.rounds for p in played.byes]
        lines = standings(
            self.players,
            results,
            byes,
            higher_wins=self.higher_wins,
            dropped=self.dropped,
            buchholz=self.format is Format.SWISS,
        )
        if self.format is not Format.ELIMINATION:
            return lines
        reached = self._reached()
        ordered = sorted(lines, key=lambda line: reached[line.player], reverse=True)
        placed: list[Standing] = []
        for index, line in enumerate(ordered):
            previous = ordered[index - 1] if index else None
            tied = previous is not None and (
                reached[previous.player],
                previous.point_units,
                previous.game_points,
            ) == (reached[line.player], line.point_units, line.game_points)
            placed.append(replace(line, place=placed[-1].place if tied else index + 1))
        return placed

    def _reached(self) -> dict[str, tuple[int, int]]:
        """Elimination: how far each player went (rounds entered, then the place at their
        last table: first is best, stored negated)."""
        reached = {player: (0, 0) for player in self.players}
        for number, played in enumerate(self.rounds, start=1):
            for player in played.byes:
                reached[player] = (number, 0)
            for result in played.results:
                if result is None:
                    continue
                for place, player in enumerate(result.finishing_order()):
                    reached[player] = (number, -place)
        return reached

    @property
    def winner(self) -> str | None:
        """The winner once the tournament is over (the first of the standings)."""
        if not self.over or not self.rounds:
            return None
        return self.standings()[0].player

    # ------------------------------------------------------------------ JSON

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": self.format.value,
            "seats": self.seats,
            "players": list(self.players),
            "rounds_planned": self.rounds_planned,
            "advance": self.advance,
            "higher_wins": self.higher_wins,
            "dropped": list(self.dropped),
            "rounds": [played.to_dict() for played in self.rounds],
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Tournament:
        return cls(
            format=Format(data["format"]),
            seats=data["seats"],
            players=list(data["players"]),
            rounds_planned=data["rounds_planned"],
            advance=data["advance"],
            higher_wins=data["higher_wins"],
            dropped=list(data["dropped"]),
            rounds=[Round.from_dict(r) for r in data["rounds"]],
        )
