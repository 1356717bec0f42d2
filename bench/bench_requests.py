"""Discord's request budget (DESIGN.md, "Performance budget": at most about 1.5 REST requests
per move over whole games, replies and DMs included).

**Requests per move.** The real bot (store on a SQLite file in a temporary folder, table
service, Discord front end, cogs) plays one whole game of each game against SimCord's
in-process Discord, on its virtual clock: one human against computer players, who plays
what the computer would in her seat with the slash commands. Each table is opened in one
of two ways (``--opened-by``, both by default):

- ``play``: ``/play game: computers:``, the house's options: whole games as a player
  against computers plays them;
- ``lobby``: ``/game new`` with :data:`OPTIONS` (shorter games), ``/game addbot``,
  ``/game start`` (21-card rummy's ceremony with the table message's buttons).

Every request in SimCord's log counts, from the first command to the game-over message, by
kind: the interactions' answers (the mover's replies, the panels), the table channel's
posts, edits and deletes, the DMs.

The mover's reply with ten tables at once under Discord's rate limits is measured by
``bench/bench_loop.py --tables 10 --fast --rate-limits`` (SimCord enforces no rate limit:
that benchmark holds the requests to them).

    .venv/bin/python bench/bench_requests.py [--opened-by play lobby]
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import inspect
import logging
import random
import re
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import simcord
import simcord.http.client

from bot.config import Settings
from bot.discord.client import CardTableBot, create_bot
from engine.core import Game
from engine.registry import computer_action
from engine.rummy21.game import CUT, CUT_FOR_DEAL, JOKER, PLAY, IndianRummy

#: Unix time at SimCord's virtual clock's start (2026-01-01 UTC).
EPOCH = 1_767_225_600.0

#: Each game and its computer players, as ``/play`` opens them.
GAMES = (("dealmein", 1), ("hearts", 3), ("rummy500", 1), ("rummy21", 1))

#: The options of the games counted (as the tests play them: games of a few minutes).
OPTIONS = {
    "dealmein": "level=unlimited",
    "hearts": "point_limit=20",
    "rummy500": "target=50",
    "rummy21": "deals=1",
}

#: A 21-card rummy player plays the deal out as the computer would, and drops after this
#: many draws only if nobody has declared by then (a safety cap: a deal ends sooner).
DRAWS_BEFORE_DROP = 60


def virtual_clock() -> float:
    return EPOCH + time.monotonic()


def command_of(game_id: str, action: str) -> tuple[str, dict[str, Any]]:
    """The slash command and its options that play ``action``."""
    verb, *words = action.split()
    cards = " ".join(words)
    if game_id == "dealmein":
        if verb == "place":
            return "dmi place", {
                "square": words[0],
                "direction": words[1],
                "cards": " ".join(words[2:]),
            }
        if verb in ("swap", "reclaim"):
            return f"dmi {verb}", {"cards": cards} if verb == "swap" else {"card": words[0]}
        return "dmi pass", {}
    if game_id == "hearts":
        return (
            ("hearts pass", {"cards": cards})
            if verb == "pass"
            else ("hearts play", {"card": cards})
        )
    if game_id == "rummy500":
        if verb == "draw":
            return "rummy draw", {"source": cards}
        if verb == "meld":
            return "rummy meld", {"cards": cards}
        if verb == "layoff":
            return "rummy layoff", {"card": words[0], "meld": int(words[1])}
        if verb == "discard":
            return "rummy discard", {"card": words[0]}
        return "rummy pass", {}
    options = {"draw": {"source": cards}, "discard": {"card": cards}}
    options |= {"declare": {"groups": cards}, "honours": {"cards": cards}}
    return f"rummy21 {verb}", options.get(verb, {})


def draws(game: Game) -> int:
    return sum(
        1
        for e in game.history
        if e.get("player") == 0 and str(e.get("action", "")).startswith("draw")
    )


def make_bot(url: str, **service: Any) -> CardTableBot:
    options: dict[str, Any] = {
        "clock": virtual_clock,
        "rng": random.Random(2026),
        "lease_seconds": 365 * 86_400.0,  # no heartbeat on the virtual clock
        **service,
    }
    kwargs: dict[str, Any] = {"service_options": options}
    if "frontend_options" in inspect.signature(create_bot).parameters:
        # SimCord fires a virtual timer once real time passes it too: long limits, so that
        # a busy machine does not decide what is counted.
        kwargs["frontend_options"] = {"attempt_seconds": 3600.0, "answer_within": 3600.0}
    # Computers and pictures in the bot's threads: SimCord waits for them to settle.
    settings = Settings(
        token="simcord", database_url=url, computer_processes=0, picture_processes=0
    )
    bot = create_bot(settings, **kwargs)
    assert isinstance(bot, CardTableBot)
    return bot


def kind_of(method: str, path: str, table_channel: int) -> str:
    if path.startswith(("/interactions/", "/webhooks/")):
        return "answers"
    if path == "/users/@me/channels":
        return "DM opened"
    match = re.match(r"/channels/(\d+)/messages", path)
    if match is None:
        return "other"
    if int(match[1]) != table_channel:
        return "DMs"
    return {"POST": "channel posts", "PATCH": "table edits", "DELETE": "deletes"}.get(
        method, "other"
    )


class IdleWaits:
    """The table service's idle waits, declared to SimCord (see tests/bot/discord)."""

    env: simcord.Env | None = None

    async def __call__(self, waiting: Any) -> bool:
        if self.env is None:
            return bool(await waiting)
        return bool(await self.env.external_wait(waiting, reason="table driver: idle"))


async def ceremony_step(
    member: simcord.MemberActor,
    channel: simcord.ChannelHandle,
    bot: CardTableBot,
    game: IndianRummy,
) -> None:
    table = bot.service.table(channel.id)
    assert table is not None
    message = next(m for m in reversed(channel.history()) if m.id == table.message_id)
    if game.phase in (CUT_FOR_DEAL, CUT):
        shown = await member.click(message, label="Cut")
        await member.submit_modal(shown, {"rummy21:cut:above": "40"})
    else:
        await member.click(message, label="Draw the Joker")


async def one_game(
    game_id: str, computers: int, quick: bool
) -> tuple[int, collections.Counter[str]]:
    """A whole game of ``game_id``, opened by ``/play`` (``quick``: the house's options) or
    in a lobby (``/game new`` with :data:`OPTIONS`, ``/game addbot``, ``/game start``); its
    moves and its requests by kind."""
    with tempfile.TemporaryDirectory() as folder:
        idle = IdleWaits()
        bot = make_bot(f"sqlite+aiosqlite:///{folder}/b.db", bot_delay=0.0, idle_wait=idle)
        async with simcord.run(bot, check_errors=False) as env:
            idle.env = env
            guild = env.create_guild(name="Card club")
            channel = guild.create_text_channel("tables")
            ann = guild.add_member(env.create_user("ann"))
            before = len(env.http_requests)
            if quick:
                await ann.slash(channel, "play", game=game_id, computers=computers)
            else:
                await ann.slash(channel, "game new", game=game_id, options=OPTIONS[game_id])
                if game_id != "hearts":  # Hearts seats its three computers itself
                    for _ in range(computers):
                        await ann.slash(channel, "game addbot")
                await ann.slash(channel, "game start")
            table = bot.service.table(channel.id)
            assert table is not None and table.game is not None
            game = table.game
            rng = random.Random(7)
            while bot.service.table(channel.id) is not None:
                turn = table.turn
                if isinstance(game, IndianRummy) and game.phase in (CUT_FOR_DEAL, CUT, JOKER):
                    await ceremony_step(ann, channel, bot, game)
                else:
                    action = str(computer_action(game, 0, rng))
                    if isinstance(game, IndianRummy) and game.phase == PLAY:
                        enough = draws(game) >= DRAWS_BEFORE_DROP
                        if action == "drop" or (not game.drawn and enough):
                            action = "drop" if enough else "draw stock"
                    command, options = command_of(game_id, action)
                    await ann.slash(channel, command, **options)
                if table.turn == turn:
                    raise RuntimeError(f"{game_id}: the move did not happen")
            kinds = collections.Counter(
                kind_of(entry.method, entry.path, channel.id)
                for entry in env.http_requests[before:]
            )
            moves = len(game.history)
            idle.env = None
            await bot.service.stop()
            await bot.client_locales.flushed()
            await bot.store.close()
    return moves, kinds


def tables_in_their_channel() -> None:
    """Tables open in the channel asked for (a server's default is a thread per table):
    the count is the same in a thread, and the table is found by its channel. Older trees
    have no such setting."""
    try:
        from bot.storage import guild_settings
    except ImportError:
        return
    guild_settings.DEFAULTS = guild_settings.GuildSettings(threads=False)


async def requests_per_move(quick: bool) -> None:
    tables_in_their_channel()
    opened = "/play, the house's options" if quick else "a lobby: /game new, addbot, start"
    print(f"requests per move over a whole game (one human, computer players; {opened}):")
    total_requests = total_moves = 0
    for game_id, computers in GAMES:
        moves, kinds = await one_game(game_id, computers, quick)
        requests = sum(kinds.values())
        total_requests += requests
        total_moves += moves
        detail = ", ".join(f"{kind} {count}" for kind, count in kinds.most_common())
        per_move = requests / moves
        print(f"  {game_id:<9} {per_move:5.2f}  ({requests} requests, {moves} moves: {detail})")
    average = total_requests / total_moves
    print(f"  all four  {average:5.2f}  ({total_requests} requests, {total_moves} moves)")


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument(
        "--opened-by",
        choices=("play", "lobby"),
        nargs="+",
        default=["play", "lobby"],
        help="how each game's table is opened: /play (whole games, the house's options) "
        "or a lobby (shorter games, the options of OPTIONS); both by default",
    )
    args = parser.parse_args()
    logging.basicConfig(level=logging.ERROR)
    for opened_by in args.opened_by:
        await requests_per_move(opened_by == "play")


if __name__ == "__main__":
    asyncio.run(main())
