"""Every refusal is an ephemeral reply that says what to do, and changes nothing: not the
table, not the channel."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from discord import app_commands

import images
from bot.discord.replies import FAILURE
from tests.bot.discord.conftest import World


def snapshot(world: World) -> tuple[str, int]:
    """The table's whole state and the number of messages everyone sees in the channel."""
    table = world.table()
    # history() without a viewer holds no ephemeral message: what everyone sees.
    return json.dumps(table.to_dict(), sort_keys=True), len(world.channel.history())


@pytest.mark.parametrize(
    ("who", "command", "arguments", "reason"),
    [
        ("waiting", "dmi pass", {}, "It is not your turn: waiting for"),
        ("cat", "dmi swap", {"cards": "2C"}, "You are not seated at this table"),
        ("cat", "game hand", {}, "You are not seated at this table"),
        ("mover", "dmi swap", {"cards": "1X"}, "'1X' is not a card"),
        (
            "mover",
            "dmi place",
            {"square": "Z9", "direction": "down", "cards": "AS"},
            "'Z9' is not a square",
        ),
        ("mover", "game start", {}, "The game has already started"),
        ("cat", "game abort", {}, "Only the host or a moderator"),
    ],
)
async def test_a_refused_command_is_private_and_changes_nothing(
    world: World, who: str, command: str, arguments: dict[str, str], reason: str
) -> None:
    await world.open_two_player_table()
    seat = world.to_move()
    actor = {"mover": world.member(seat), "waiting": world.member(1 - seat), "cat": world.cat}[who]
    before = snapshot(world)

    refused = await actor.slash(world.channel, command, **arguments)

    assert refused.ephemeral
    assert reason in refused.response.content
    assert snapshot(world) == before


async def test_buttons_refuse_privately_too(world: World) -> None:
    await world.ann.slash(world.channel, "game new", game="dealmein")
    lobby = world.table_message()
    before = snapshot(world)
    not_host = await world.cat.click(lobby, label="Start")
    assert not_host.ephemeral and "Only the host" in not_host.response.content
    alone = await world.ann.click(lobby, label="Start")
    assert alone.ephemeral and "needs at least 2 players" in alone.response.content
    again = await world.ann.click(lobby, label="Join")
    assert again.ephemeral and "already seated" in again.response.content
    assert snapshot(world) == before

    await world.bob.click(lobby, label="Join")
    await world.ann.click(lobby, label="Start")
    stranger = await world.cat.click(world.table_message(), label="My hand")
    assert stranger.ephemeral and "not seated" in stranger.response.content


async def test_a_channel_without_a_table_says_how_to_open_one(world: World) -> None:
    refused = await world.ann.slash(world.channel, "dmi pass")
    assert refused.ephemeral and "/game new" in refused.response.content
    assert world.channel.history() == []


async def test_a_bug_is_logged_and_the_player_gets_an_apology(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    await world.open_two_player_table()

    def broken(view: dict[str, Any]) -> None:
        raise RuntimeError("renderer broke")

    monkeypatch.setattr(images, "render_hand", broken)
    failed = await world.ann.slash(world.channel, "game hand")
    incident = re.search(r"incident ([0-9a-f]{8})", failed.response.content)
    assert failed.ephemeral and incident is not None
    assert failed.response.content == FAILURE.format(incident=incident[1])
    assert world.errors.take() == [f"interaction failed (incident {incident[1]})"]
    assert [type(error) for error in world.env.errors] == [app_commands.CommandInvokeError]
