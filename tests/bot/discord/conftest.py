"""SimCord end-to-end fixtures: the real bot (store, table service, cogs, views) on a
SQLite file in a temporary folder, against SimCord's in-process Discord.

Time is SimCord's virtual clock: the service reads it (``clock``), its timers are asyncio
timers that ``env.advance_time`` fires, so a 30-second move timer expires at once and
nothing depends on the speed of the machine. Computer players move without a pause.

SimCord returns from every user action once the bot's tasks are idle, and it knows idle
only as sleeping or waiting for Discord. A table's driver task idles on an
:class:`asyncio.Event` (woken when the table changes), which SimCord would take for a hung
task; the service's ``idle_wait`` hook declares those waits with ``env.external_wait``
(:data:`IDLE_WAITS`).
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import AsyncIterator, Coroutine
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import discord
import pytest
import simcord

from bot.config import Settings
from bot.discord import mentions
from bot.discord.client import CardTableBot, create_bot
from bot.storage import guild_settings
from bot.storage.guild_settings import GuildSettings
from bot.tables.table import Table
from tests.bot.discord.wording_scan import leaks

#: SimCord's virtual clock starts at this unix time (2026-01-01 UTC).
SIMCORD_EPOCH = 1_767_225_600.0


#: The table service's lease length in SimCord tests (see :func:`make_bot`): a year.
VIRTUAL_LEASE_SECONDS = 365 * 86_400.0


#: The front end's time limits in SimCord tests: SimCord fires a virtual timer once real
#: time has passed it too, so on a busy machine a picture drawn in a worker for longer than
#: a move's 2 s answer limit would acknowledge it apart, cut an update of the table
#: message or end its wait for a computer player in a worker process; a test would then
#: depend on the machine's speed.
VIRTUAL_FRONTEND = {"attempt_seconds": 3600.0, "answer_within": 3600.0, "hold_seconds": 3600.0}


def virtual_clock() -> float:
    """Unix time on SimCord's clock (it replaces ``time.monotonic`` while a test runs)."""
    return SIMCORD_EPOCH + time.monotonic()


def make_bot(
    database_url: str, *, computer_processes: int = 0, picture_processes: int = 0
) -> CardTableBot:
    """The bot on ``database_url``; its computer players think and its pictures are drawn
    in its threads unless ``computer_processes`` and ``picture_processes`` say how many
    worker processes do it."""
    settings = Settings(
        token="simcord",
        database_url=database_url,
        computer_processes=computer_processes,
        picture_processes=picture_processes,
    )
    bot = create_bot(
        settings,
        service_options={
            "clock": virtual_clock,
            "bot_delay": 0.0,
            "idle_wait": IDLE_WAITS,
            # The lease heartbeat sleeps on the virtual clock: with the usual minute it
            # would wake thousands of times when a test moves the clock a day on. The
            # store's leases run on real time, which no test runs long enough to outlast.
            "lease_seconds": VIRTUAL_LEASE_SECONDS,
            # The same deals and computer moves every run: a test cannot pass or fail by
            # the luck of the shuffle.
            "rng": random.Random(2026),
        },
        frontend_options=VIRTUAL_FRONTEND,
    )
    assert isinstance(bot, CardTableBot)
    return bot


class DeclaredIdleWaits:
    """The table service's ``idle_wait``: declares its idle waits to the SimCord
    environment of the running test (``env`` is set by the test, cleared after)."""

    env: simcord.Env | None = None

    async def __call__(self, waiting: Coroutine[Any, Any, bool]) -> bool:
        if self.env is None:
            return await waiting
        return await self.env.external_wait(waiting, reason="table driver: idle")


IDLE_WAITS = DeclaredIdleWaits()


class ErrorLogs(logging.Handler):
    """Collects error logs of the bot: the service logs a failing front end and goes on,
    so without this a broken front end would go unnoticed by SimCord."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)

    def take(self) -> list[str]:
        """The messages logged so far, which the test has now seen."""
        taken = [record.getMessage() for record in self.records]
        self.records.clear()
        return taken


@dataclass
class World:
    """One server with a channel and three members, and the running bot."""

    env: simcord.Env
    guild: simcord.GuildHandle
    channel: simcord.ChannelHandle
    ann: simcord.MemberActor
    bob: simcord.MemberActor
    cat: simcord.MemberActor
    database_url: str
    errors: ErrorLogs

    @property
    def bot(self) -> CardTableBot:
        bot = self.env.bot
        assert isinstance(bot, CardTableBot)
        return bot

    def table(self) -> Table:
        table = self.bot.service.table(self.channel.id)
        assert table is not None, "no open table in the channel"
        return table

    def table_message(self) -> discord.Message:
        """The channel's current table message (the one the table links to)."""
        table = self.table()
        for message in reversed(self.channel.history()):
            if message.id == table.message_id:
                return message
        raise AssertionError("the table message is not in the channel")

    def command_id(self, name: str) -> str:
        """The id Discord gave the bot's top-level command ``name`` when it synced."""
        command = self.env.backend.find_command(name, self.guild.id)
        assert command is not None, f"no command {name!r} synced"
        return str(command["id"])

    def member(self, seat: int) -> simcord.MemberActor:
        """The member playing at ``seat``."""
        user_id = self.table().seats[seat].user_id
        return next(m for m in (self.ann, self.bob, self.cat) if m.id == user_id)

    def to_move(self) -> int:
        """The seat whose turn it is."""
        game = self.table().game
        assert game is not None, "no game in progress"
        return game.to_move()[0]

    async def open_two_player_table(self, level: str = "unlimited") -> None:
        """Ann opens a table with /game new, Bob joins with Join, Ann presses Start."""
        opened = await self.ann.slash(self.channel, "game new", game="dealmein", level=level)
        assert opened.ephemeral
        joined = await self.bob.click(self.table_message(), label="Join")
        assert joined.ephemeral and "seated" in joined.response.content
        started = await self.ann.click(self.table_message(), label="Start")
        assert started.ephemeral

    async def swap_one(self) -> None:
        """The player to move swaps their first card with /dmi swap."""
        table = self.table()
        assert table.game is not None
        seat = self.to_move()
        card = next(c for c in table.game.hand(seat) if not c.is_joker)
        turn = table.turn
        await self.member(seat).slash(self.channel, "dmi swap", cards=str(card))
        assert table.turn > turn

    async def restart(self) -> None:
        """Stop the bot as a process would stop, and start a new one on the same database."""
        old = self.bot
        await old.service.stop()
        await old.client_locales.flushed()
        await old.store.close()
        await self.env.restart_bot(make_bot(self.database_url))


@pytest.fixture
def database_url(tmp_path: Path) -> str:
    return f"sqlite+aiosqlite:///{tmp_path / 'cards.db'}"


@pytest.fixture
def simcord_bot(database_url: str) -> CardTableBot:
    return make_bot(database_url)


@pytest.fixture
async def world(
    simcord_env: simcord.Env, database_url: str, monkeypatch: pytest.MonkeyPatch
) -> AsyncIterator[World]:
    """A server where the bot runs; fails the test if the bot logged an error, or if
    anything it sent a player (messages, replies, embeds, labels, alt text) holds
    developer wording (:mod:`tests.bot.discord.wording_scan`).

    Tables open in the channel they are asked for, as the tests written before a thread
    per table expect: the servers' default is no thread here (the tests of threads,
    ``test_threads.py``, turn the setting on)."""
    monkeypatch.setattr(guild_settings, "DEFAULTS", GuildSettings(threads=False))
    IDLE_WAITS.env = simcord_env
    errors = ErrorLogs()
    logging.getLogger("bot").addHandler(errors)
    env = simcord_env
    guild = env.create_guild(name="Card club")
    channel = guild.create_text_channel("tables")
    ann, bob, cat = (guild.add_member(env.create_user(n)) for n in ("ann", "bob", "cat"))
    world = World(env, guild, channel, ann, bob, cat, database_url, errors)
    try:
        yield world
        await world.bot.service.stop()
        await world.bot.store.close()
    finally:
        IDLE_WAITS.env = None
        logging.getLogger("bot").removeHandler(errors)
        mentions.forget()  # the next test's bot syncs its own commands
    assert not errors.records, [record.getMessage() for record in errors.records]
    found = leaks(env.http_requests)
    assert not found, "developer wording sent to players:\n" + "\n".join(found)


def in_place(result: simcord.InteractionResult) -> bool:
    """Whether a click was answered by updating the clicked message (a redrawn panel, the
    table message) in one request: not by a refusal (a private message of its own), nor
    acknowledged first and answered after."""
    return (
        result.response is not None
        and not result.ephemeral
        and not result.deferred
        and not result.followups
    )


def place_options(action: str) -> dict[str, Any]:
    """The ``/dmi place`` options of a ``place SQUARE DIRECTION CARDS`` action."""
    _verb, square, direction, *cards = action.split()
    return {"square": square, "direction": direction, "cards": " ".join(cards)}
