"""Every input answered: every string option has a ``max_length``, every reply fits
Discord's limits, and anything Discord can deliver to any option (long strings, unicode,
empty, control characters, huge numbers) gets a clear private answer, changes nothing and
logs no error. "Something went wrong" is left for real internal faults, which carry an
incident id that is also in the log."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import discord
import pytest
from discord import app_commands

from bot.discord import limits
from bot.discord.replies import FAILURE, reply_privately
from tests.bot.discord.conftest import World

#: Discord's limit on a string option that sets none.
DISCORD_STRING_LIMIT = 6000
#: The largest integer Discord delivers.
DISCORD_INTEGER_LIMIT = 2**53 - 1


def commands_of(world: World) -> list[app_commands.Command[Any, ..., Any]]:
    return [
        command
        for command in world.bot.tree.walk_commands()
        if isinstance(command, app_commands.Command)
    ]


def test_every_string_option_has_a_max_length_that_fits_its_use(world: World) -> None:
    for command in commands_of(world):
        for parameter in command.parameters:
            if parameter.type is not discord.AppCommandOptionType.string or parameter.choices:
                continue
            assert parameter.max_value is not None, f"/{command.qualified_name} {parameter.name}"
            assert parameter.max_value <= limits.MAX_DECLARATION_OPTION


def strings(limit: int) -> Iterator[str]:
    """Text a player can send to a string option of at most ``limit`` characters."""
    yield ""
    yield " "
    yield "\x00\x01\x1b[31m\t\r\n\u202e\u200b"
    yield "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ♠♥♦♣ 🂡 ﷽ Z̷̢͉a̸l̵g̶o"
    yield "=" * limit
    yield "JK=" + "JK=" * (limit // 3 - 1)
    yield "a=b=c " * (limit // 6)
    yield "10S " * (limit // 4)
    yield "x" * limit
    yield ("|" + "🂡" * 5) * (limit // 6)
    yield "<@everyone> @here <#1> `" * (limit // 25)


def integers(parameter: app_commands.Parameter) -> Iterator[int]:
    low = int(parameter.min_value) if parameter.min_value is not None else -DISCORD_INTEGER_LIMIT
    high = int(parameter.max_value) if parameter.max_value is not None else DISCORD_INTEGER_LIMIT
    yield from {low, high, max(low, min(high, 0)), max(low, min(high, -1))}


def fuzzed_options(
    world: World, command: app_commands.Command[Any, ..., Any]
) -> Iterator[dict[str, Any]]:
    """Option sets for ``command``: each option in turn takes every nasty value while the
    others keep a plain one."""
    plain: dict[str, Any] = {}
    nasty: dict[str, list[Any]] = {}
    for parameter in command.parameters:
        kind = parameter.type
        if parameter.choices:
            plain[parameter.name] = parameter.choices[0].value
        elif kind is discord.AppCommandOptionType.string:
            limit = int(parameter.max_value or DISCORD_STRING_LIMIT)
            plain[parameter.name] = "x"
            nasty[parameter.name] = [text[:limit] for text in strings(limit)]
        elif kind is discord.AppCommandOptionType.integer:
            plain[parameter.name] = int(parameter.min_value or 1)
            nasty[parameter.name] = list(integers(parameter))
        elif kind is discord.AppCommandOptionType.user:
            plain[parameter.name] = world.cat
            nasty[parameter.name] = [world.cat, world.ann]
        else:
            raise AssertionError(f"/{command.qualified_name}: no fuzzing for {kind}")
    for name, values in nasty.items():
        for value in values:
            yield {**plain, name: value}


def answer(result: Any) -> str:
    """All the text of the bot's answer to an interaction."""
    messages = ([result.response] if result.response is not None else []) + result.followups
    parts = []
    for message in messages:
        parts.append(message.content)
        for embed in message.embeds:
            parts.append(str(embed.title or "") + str(embed.description or ""))
    return "\n".join(part for part in parts if part)


#: Commands whose plain call is a legitimate change of the table (not bad input).
CHANGES = {"game kick"}


async def fuzz(
    world: World, channel: Any, prefixes: tuple[str, ...], skip: frozenset[str] = frozenset()
) -> int:
    """Send every fuzzed option set of the commands under ``prefixes`` (but ``skip``) in
    ``channel``: each is answered, changes nothing, logs nothing. The number of
    interactions."""
    table = world.bot.service.table(channel.id)
    state = table.to_dict() if table is not None else None
    history = len(channel.history())
    sent = 0
    for command in commands_of(world):
        name = command.qualified_name
        if not command.parameters or not name.startswith(prefixes) or name in CHANGES | skip:
            continue
        for options in fuzzed_options(world, command):
            result = await world.bob.slash(channel, name, **options)
            sent += 1
            shown = answer(result)
            where = f"/{name} {options!r}"[:300]
            assert result.acknowledged and shown, where
            assert "Something went wrong" not in shown, where
            assert len(shown) <= limits.MAX_CONTENT + limits.MAX_EMBED_TOTAL, where
            assert world.errors.take() == [], where
            now = world.bot.service.table(channel.id)
            assert (now.to_dict() if now is not None else None) == state, where
    public = [m for m in channel.history()[history:] if not m.flags.ephemeral]
    assert all(m.interaction_metadata is not None for m in public), "only command answers"
    return sent


async def test_every_option_of_every_command_at_a_deal_me_in_table(world: World) -> None:
    await world.open_two_player_table()
    assert await fuzz(world, world.channel, ("game", "dmi", "leaderboard", "stats", "rules")) > 50


@pytest.mark.parametrize(
    ("game", "prefix"), [("hearts", "hearts"), ("rummy500", "rummy "), ("rummy21", "rummy21")]
)
async def test_every_option_of_a_games_commands_at_its_table(
    world: World, game: str, prefix: str
) -> None:
    opened = await world.ann.slash(world.channel, "game new", game=game)
    assert opened.ephemeral
    await world.bob.click(world.table_message(), label="Join")
    await world.ann.click(world.table_message(), label="Start")
    assert await fuzz(world, world.channel, (prefix,)) > 10


async def test_every_option_in_a_channel_without_a_table(world: World) -> None:
    # (/game new opens a table here when its options can be read: that is no bad input.)
    sent = await fuzz(world, world.channel, ("game", "dmi", "hearts", "rummy"), {"game new"})
    assert sent > 50


async def test_a_reply_longer_than_discord_allows_is_clamped(world: World) -> None:
    @world.bot.tree.command(name="echo", description="test only")
    async def echo(interaction: discord.Interaction) -> None:
        await reply_privately(interaction, "é" * 5000, embed=discord.Embed(description="x" * 9000))

    await world.bot.tree.sync()
    result = await world.ann.slash(world.channel, "echo")
    assert result.response is not None
    shown = result.response.content
    assert len(shown) == limits.MAX_CONTENT and shown.endswith(limits.ELLIPSIS)
    assert len(result.response.embeds[0].description or "") == limits.MAX_EMBED_DESCRIPTION


async def test_an_internal_fault_shows_an_incident_id_that_is_in_the_log(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    await world.open_two_player_table()

    def broken(*_args: Any, **_kwargs: Any) -> None:
        raise RuntimeError("injected fault")

    monkeypatch.setattr(type(world.bot.service), "seat_view", broken)
    result = await world.ann.slash(world.channel, "game hand")
    assert result.response is not None
    found = re.search(r"incident ([0-9a-f]{8})", result.response.content)
    assert found is not None
    assert result.response.content == FAILURE.format(incident=found[1])
    [logged] = world.errors.records
    assert found[1] in logged.getMessage() and logged.exc_info is not None
    world.errors.take()
    world.env.errors.clear()


async def fuzz_autocomplete(world: World, prefixes: tuple[str, ...]) -> int:
    """Type every nasty text into every autocompleted option under ``prefixes``, as each
    member: the choices always fit Discord's limits and nothing is logged."""
    typed = 0
    for command in commands_of(world):
        if not command.qualified_name.startswith(prefixes):
            continue
        for parameter in command.parameters:
            if not parameter.autocomplete:
                continue
            limit = int(parameter.max_value or DISCORD_STRING_LIMIT)
            texts = [text[:limit] for text in strings(limit)]
            texts += ["JK= " * (limit // 4), "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC " * 3]
            for member in (world.ann, world.cat):  # seated, and not
                for text in texts:
                    text = text[:limit]
                    choices = await member.autocomplete(
                        world.channel, command.qualified_name, parameter.name, text
                    )
                    typed += 1
                    where = f"/{command.qualified_name} {parameter.name}={text!r}"[:200]
                    assert len(choices) <= 25, where
                    for choice in choices:
                        assert 1 <= len(choice["name"]) <= limits.MAX_LABEL, where
                        assert len(str(choice["value"])) <= limits.MAX_LABEL, where
                    assert world.errors.take() == [], where
    return typed


@pytest.mark.parametrize(
    ("game", "prefix"),
    [("dealmein", "dmi"), ("hearts", "hearts"), ("rummy500", "rummy "), ("rummy21", "rummy21")],
)
async def test_every_autocomplete_answers_within_discords_limits(
    world: World, game: str, prefix: str
) -> None:
    opened = await world.ann.slash(world.channel, "game new", game=game)
    assert opened.ephemeral
    await world.bob.click(world.table_message(), label="Join")
    await world.ann.click(world.table_message(), label="Start")
    assert await fuzz_autocomplete(world, (prefix, "game")) > 10


async def test_every_text_the_cut_modal_can_take_is_answered(world: World) -> None:
    opened = await world.ann.slash(
        world.channel, "game new", game="rummy21", options="ceremony=hand"
    )
    assert opened.ephemeral
    await world.bob.click(world.table_message(), label="Join")
    await world.ann.click(world.table_message(), label="Start")
    table = world.table()
    state = table.to_dict()
    cutter = world.member(world.to_move())
    for text in ["x", " ", "\x00", "🂡", "-1", "0", "6", "150", "999", "1e2", "4 0", "4.5"]:
        shown = await cutter.click(world.table_message(), label="Cut")
        assert shown.modal is not None
        answered = await cutter.submit_modal(shown, {"rummy21:cut:above": text})
        where = f"cut {text!r}"
        assert answered.ephemeral and answer(answered), where
        assert "Something went wrong" not in answer(answered), where
        assert world.errors.take() == [], where
        assert table.to_dict() == state, where
