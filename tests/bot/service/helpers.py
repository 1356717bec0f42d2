"""Helpers of the table service tests: a tiny game, a recording front end, a fake clock.

The service is generic over games, so most tests use :class:`CountingGame`, a game small
enough to reason about in one line: players take turns adding 1 or 2 to a total (or
playing a card from their hand, which adds 1); whoever brings the total to ``target``
or beyond ends the game; everyone scores the points they added.
"""

from __future__ import annotations

import asyncio
import random
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Self

from bot.tables import Player, Table, TableError, TableService
from bot.tables.ports import Notice
from engine.cards import Card, new_deck, parse_card, shuffled
from engine.core import Action, Event, Game, IllegalAction, OptionSpec
from engine.manifest import ComputerPlayer, EngineManifest
from engine.views import GameView

ANN = Player(1, "Ann")
BOB = Player(2, "Bob")
CAT = Player(3, "Cat")
DAN = Player(4, "Dan")
EVE = Player(5, "Eve")
GUILD = 100
CHANNEL = 200


@dataclass(frozen=True, slots=True)
class Said(Action):
    """A move of :class:`CountingGame`: its words, which the rules read."""

    text: str

    def __str__(self) -> str:
        return self.text


class CountingGame(Game):
    """Add 1 or 2 in turn (``add 1``, ``add 2``, ``play CARD``); ``ready`` first when the
    ``ready`` option is on (a simultaneous phase, like Hearts passing)."""

    game_id = "counting"
    title = "Counting"
    min_players = 2
    max_players = 3
    option_specs = (
        OptionSpec("target", 10, "total that ends the game", minimum=1, maximum=100),
        OptionSpec("turn_seconds", 60, "seconds per move (0: no limit)", minimum=0),
        OptionSpec("ready", False, "everyone says ready first, all at once"),
    )

    total: int
    current: int
    points: list[int]
    hands: list[list[Card]]
    waiting: list[int]

    def setup(self, deck: Sequence[Any] | None, first_player: int | None) -> None:
        cards = shuffled(new_deck(), self.next_rng())
        count = len(self.players)
        self.hands = [cards[3 * seat : 3 * seat + 3] for seat in range(count)]
        self.first_player = 0 if first_player is None else first_player
        self.current = self.first_player
        self.total = 0
        self.points = [0] * count
        self.waiting = list(range(count)) if self.options["ready"] else []

    def to_move(self) -> list[int]:
        if self.over:
            return []
        return list(self.waiting) if self.waiting else [self.current]

    @classmethod
    def parse_action(cls, text: str) -> Said:
        return Said(text.strip())

    def apply_action(self, player: int, action: Action) -> list[Event]:
        words = str(action).split()
        if self.waiting:
            if words != ["ready"]:
                raise IllegalAction("Say ready first.")
            self.waiting.remove(player)
            return [Event("ready", player, text=f"{self.players[player]} is ready.")]
        if len(words) == 2 and words[0] == "add" and words[1] in ("1", "2"):
            return self._add(player, int(words[1]))
        if len(words) == 2 and words[0] == "play":
            card = parse_card(words[1])
            if card not in self.hands[player]:
                raise IllegalAction(f"You do not hold {card}.")
            self.hands[player].remove(card)
            return self._add(player, 1)
        raise IllegalAction("Write add 1, add 2 or play CARD.")

    def _add(self, player: int, amount: int) -> list[Event]:
        self.total += amount
        self.points[player] += amount
        self.current = (self.current + 1) % len(self.players)
        name = self.players[player]
        return [Event("added", player, {"amount": amount}, f"{name} adds {amount}.")]

    def timeout_action(self, player: int) -> list[Event]:
        if self.waiting:
            self.waiting.remove(player)
            return [Event("ready", player, text=f"{self.players[player]} is made ready.")]
        self.total += 1
        self.current = (self.current + 1) % len(self.players)
        return [Event("timeout", player, text="The total goes up by 1 for nobody.")]

    def legal_actions(self, player: int) -> list[Said]:
        if self.waiting:
            return [Said("ready")]
        return [Said("add 1"), Said("add 2")] + [
            Said(f"play {card}") for card in self.hands[player]
        ]

    @property
    def over(self) -> bool:
        return self.total >= self.options["target"]

    def scores(self) -> list[int]:
        return list(self.points)

    def hand(self, player: int) -> list[Card]:
        return list(self.hands[player])

    def deck_size(self) -> int:
        return 0

    def view(self, player: int | None = None) -> dict[str, Any]:
        return {"total": self.total}

    def record_fields(self) -> dict[str, Any]:
        return {"total": self.total}

    def to_dict(self) -> dict[str, Any]:
        return {
            **self.base_dict(),
            "total": self.total,
            "current": self.current,
            "points": self.points,
            "hands": [[str(card) for card in hand] for hand in self.hands],
            "waiting": self.waiting,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Self:
        game = cls.from_base_dict(data)
        game.total = data["total"]
        game.current = data["current"]
        game.points = list(data["points"])
        game.hands = [[parse_card(text) for text in hand] for hand in data["hands"]]
        game.waiting = list(data["waiting"])
        return game


class LowCountingGame(CountingGame):
    """Counting where the lowest score wins (as in Hearts)."""

    game_id = "lowcounting"
    title = "Low Counting"
    higher_wins = False


def counting_choice(game: Game, player: int, rng: random.Random, level: str) -> Action:
    """The computer player of the Counting games: ready, then always 1."""
    assert isinstance(game, CountingGame)
    return Said("ready" if game.waiting else "add 1")


def counting_manifest(
    cls: type[CountingGame] = CountingGame, choose: ComputerPlayer = counting_choice
) -> EngineManifest:
    """The engine manifest of a Counting game (with another computer player), for tests
    to register in :data:`engine.registry._LOADED`."""
    return EngineManifest(cls.game_id, cls, choose, GameView)


@dataclass
class RecordingFrontend:
    """A front end that writes down every call, and lets a test wait for one."""

    calls: list[tuple[str, Any]] = field(default_factory=list)
    changed: asyncio.Event = field(default_factory=asyncio.Event)

    def _record(self, kind: str, detail: Any) -> None:
        self.calls.append((kind, detail))
        self.changed.set()

    async def table_changed(self, table: Table, events: list[Event]) -> int | None:
        self._record("table", [event.kind for event in events])
        return None

    async def hand_changed(self, table: Table, seat: int) -> None:
        self._record("hand", seat)

    async def turn_started(self, table: Table, seats: list[int]) -> None:
        self._record("turn", list(seats))

    async def announce(self, table: Table, notice: Notice) -> None:
        self._record("announce", str(notice))

    async def table_closed(self, table: Table, reason: Notice) -> None:
        self._record("closed", str(reason))

    async def broken_table(self, guild_id: int, channel_id: int, notice: Notice) -> None:
        self._record("broken", (channel_id, str(notice)))

    def of(self, kind: str) -> list[Any]:
        return [detail for seen, detail in self.calls if seen == kind]

    async def wait_for(self, check: Callable[[], bool], timeout: float = 5.0) -> None:
        """Wait until ``check()`` holds (the service's tasks run meanwhile)."""

        async def poll() -> None:
            while not check():
                self.changed.clear()
                await self.changed.wait()

        await asyncio.wait_for(poll(), timeout)


def refusal(code: str, **params: Any) -> str:
    """A pattern that matches the service's refusal ``code`` in plain English."""
    return f"^{re.escape(str(TableError(code, **params)))}$"


class FakeClock:
    """A clock the test moves by hand."""

    def __init__(self, now: float = 1_000_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


async def two_player_game(
    service: TableService, options: dict[str, Any] | None = None, players: int = 2
) -> Table:
    """Ann hosts a Counting table with Bob (and Cat) and starts it; Ann moves first."""
    await service.create(GUILD, CHANNEL, ANN, "counting", options or {})
    await service.join(CHANNEL, BOB)
    if players == 3:
        await service.join(CHANNEL, CAT)
    return await service.start_game(CHANNEL, ANN)
