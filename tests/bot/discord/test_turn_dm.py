"""Every game played to its end from the turn's DM alone: the human player never types a
command nor opens "My hand" once the game is dealt; each of their moves is a tap on the
panel that came by DM (or on that panel as it redrew itself). Each game's **Hint** is
pressed on the way and says the computer player's move in words. 21-card rummy is played
with its new tables' automatic deal: nobody cuts or draws the Joker by hand."""

from __future__ import annotations

import json
import random
from typing import Any

import discord
import simcord

from bot.discord.games.hearts.panel import PassSelect
from engine.hearts.game import PASSING, Hearts
from engine.records import replay
from engine.registry import computer_action
from engine.rummy21.game import IndianRummy
from engine.rummy500.game import Rummy500
from tests.bot.discord.conftest import World
from tests.bot.discord.test_dmi_panel import check_layout

#: A game of more turns than this from the DM is stuck.
MAX_TURNS = 400


def rows_of(message: discord.Message) -> list[dict[str, Any]]:
    return [row.to_dict() for row in message.components]  # type: ignore[union-attr]


def controls_of(message: discord.Message) -> list[dict[str, Any]]:
    return [item for row in rows_of(message) for item in row["components"]]


def find(message: discord.Message, prefix: str) -> dict[str, Any] | None:
    """The DM panel's control whose custom id starts with ``prefix``, if any."""
    for item in controls_of(message):
        if item.get("custom_id", "").startswith(prefix):
            return item
    return None


def the_dm(member: simcord.MemberActor) -> discord.Message:
    """The member's latest DM from the bot: the panel of their turn (maybe redrawn)."""
    channel = member.user.dm_channel
    assert channel is not None, "no DM was sent"
    message = channel.last_message
    assert message is not None
    return message


def names_its_table(world: World, message: discord.Message) -> None:
    """Every control of a DM panel names the table's channel in its custom id."""
    check_layout(rows_of(message))
    for item in controls_of(message):
        assert f":{world.channel.id}" in item["custom_id"], item["custom_id"]


async def tap(
    member: simcord.MemberActor, message: discord.Message, prefix: str
) -> simcord.InteractionResult:
    """Press the DM panel's button whose custom id starts with ``prefix``."""
    found = find(message, prefix)
    assert found is not None, f"no {prefix} in {[c['custom_id'] for c in controls_of(message)]}"
    done = await member.user.click(message, custom_id=found["custom_id"])
    assert not done.followups, [f.content for f in done.followups]
    return done


async def choose(
    member: simcord.MemberActor, message: discord.Message, prefix: str, values: list[str]
) -> simcord.InteractionResult:
    """Choose ``values`` in the DM panel's menu whose custom id starts with ``prefix``."""
    found = find(message, prefix)
    assert found is not None, f"no {prefix} in {[c['custom_id'] for c in controls_of(message)]}"
    done = await member.user.select(message, values, custom_id=found["custom_id"])
    assert not done.followups, [f.content for f in done.followups]
    return done


async def hint_from_the_dm(world: World, prefix: str) -> str:
    """Ann presses the DM panel's Hint; the redrawn panel's words."""
    hinted = await tap(world.ann, the_dm(world.ann), prefix)
    assert hinted.response is not None
    return hinted.response.content


def game_over(world: World) -> None:
    assert world.bot.service.table(world.channel.id) is None, "the game did not end"
    closing = world.channel.history()[-1]
    assert closing.embeds and "game over" in (closing.embeds[0].title or "")


async def start_against_computers(world: World, game: str, options: str, bots: int) -> None:
    opened = await world.ann.slash(world.channel, "game new", game=game, options=options)
    assert opened.ephemeral
    for _ in range(bots):
        await world.ann.slash(world.channel, "game addbot")
    started = await world.ann.click(world.table_message(), label="Start")
    assert started.ephemeral


# --------------------------------------------------------------------- Deal Me In


async def test_deal_me_in_to_its_end_from_the_turn_dm(world: World) -> None:
    opened = await world.ann.slash(world.channel, "game new", game="dealmein", level="unlimited")
    assert opened.ephemeral
    await world.ann.slash(world.channel, "game addbot")
    await world.ann.click(world.table_message(), label="Start")
    hinted = False
    for _ in range(MAX_TURNS):
        if world.bot.service.table(world.channel.id) is None:
            break
        assert world.to_move() == 0  # the computer has moved at once
        dm = the_dm(world.ann)
        names_its_table(world, dm)
        for _ in range(4):  # reclaims keep the turn: the hint goes on after each
            shown = await tap(world.ann, dm, "dmi:hint")
            words = shown.response.content
            hinted = hinted or "Hint:" in words
            dm = the_dm(world.ann)
            if "**Reclaim**" in words:
                await tap(world.ann, dm, "dmi:reclaim")
                dm = the_dm(world.ann)
                continue
            verb = "place" if "**Place**" in words else "swap" if "**Swap**" in words else "pass"
            await tap(world.ann, dm, f"dmi:{verb}")
            break
    game_over(world)
    assert hinted


# --------------------------------------------------------------------- Hearts


async def test_hearts_to_its_end_from_the_turn_dm(world: World) -> None:
    await start_against_computers(world, "hearts", "point_limit=1", bots=0)
    table = world.table()
    game = table.game
    assert isinstance(game, Hearts)
    words = await hint_from_the_dm(world, "hearts:hint")
    assert "Hint: the computer player would pass " in words
    for _ in range(MAX_TURNS):
        if world.bot.service.table(world.channel.id) is None:
            break
        assert game.to_move() == [0]
        dm = the_dm(world.ann)
        names_its_table(world, dm)
        if game.phase == PASSING:
            three = [str(card) for card in game.hand(0)[:3]]
            await choose(world.ann, dm, "hearts:pass", three)
            continue
        card = game.legal_cards(0)[0]
        button = next(c for c in controls_of(dm) if c.get("label") == card.symbol)
        assert button["custom_id"].startswith("hearts:play:")
        await world.ann.user.click(dm, custom_id=button["custom_id"])
    game_over(world)


async def test_an_old_hearts_control_without_the_channel_still_plays(world: World) -> None:
    await start_against_computers(world, "hearts", "point_limit=1", bots=0)
    table = world.table()
    game = table.game
    assert isinstance(game, Hearts) and game.phase == PASSING
    # A panel as they were posted before the channel was in their custom ids.
    old = PassSelect.for_hand(0, 0, table.moves_of(0), game.hand(0))
    old = PassSelect(None, 0, table.moves_of(0), old.item.options)
    assert old.item.custom_id == f"hearts:pass:0:{table.moves_of(0)}"
    view = discord.ui.View(timeout=None)
    view.add_item(old)
    channel = world.bot.get_partial_messageable(world.channel.id, guild_id=world.guild.id)
    posted = await channel.send("old panel", view=view)
    message = next(m for m in world.channel.history() if m.id == posted.id)
    three = [str(card) for card in game.hand(0)[:3]]
    done = await world.ann.select(message, three, custom_id=old.item.custom_id)
    assert not done.followups
    assert {"player": 0, "action": f"pass {' '.join(three)}"} in game.history


# --------------------------------------------------------------------- Rummy 500


async def test_rummy_500_to_its_end_from_the_turn_dm(world: World) -> None:
    await start_against_computers(world, "rummy500", "target=50", bots=1)
    game = world.table().game
    assert isinstance(game, Rummy500)
    words = await hint_from_the_dm(world, "rummy500:hint")
    assert "Hint: the computer player would " in words
    for _ in range(MAX_TURNS):
        if world.bot.service.table(world.channel.id) is None:
            break
        assert game.to_move() == [0]
        dm = the_dm(world.ann)
        names_its_table(world, dm)
        stock = _action_button(dm, "stock", "pass")
        if stock is not None:
            await world.ann.user.click(dm, custom_id=stock)
            continue
        for menu in ("meld", "layoff", "discard"):
            found = next((c for c in controls_of(dm) if c["custom_id"].endswith(f":{menu}")), None)
            if found is not None:
                value = found["options"][0]["value"]
                await world.ann.user.select(dm, [value], custom_id=found["custom_id"])
                break
        else:
            raise AssertionError(f"nothing to play in {[c['custom_id'] for c in controls_of(dm)]}")
    game_over(world)


def _action_button(message: discord.Message, *whats: str) -> str | None:
    """The custom id of Rummy 500's "Draw from stock" or "Pass", if the panel has one."""
    for item in controls_of(message):
        if item["custom_id"].rsplit(":", 1)[-1] in whats and item["type"] == 2:
            return str(item["custom_id"])
    return None


# --------------------------------------------------------------------- 21-card rummy


async def test_21_card_rummy_with_the_automatic_deal_to_its_end_from_the_turn_dm(
    world: World,
) -> None:
    await start_against_computers(world, "rummy21", "deals=1", bots=1)
    table = world.table()
    assert table.options["ceremony"] == "auto"  # a new table's default
    game = table.game
    assert isinstance(game, IndianRummy) and game.phase == "play" and game.joker is not None
    posted = " ".join(str(entry.json) for entry in world.env.http_requests)
    assert "The bot cuts the pack for " in posted and " draws the Joker: " in posted
    rng = random.Random(5)
    draws = 0
    hinted = False
    for _ in range(MAX_TURNS):
        if world.bot.service.table(world.channel.id) is None:
            break
        assert game.to_move() == [0]
        assert not any(
            label in ("Cut", "Draw the Joker")
            for label in (c.get("label") for c in controls_of(world.table_message()))
        )
        dm = the_dm(world.ann)
        names_its_table(world, dm)
        if not hinted:
            words = await hint_from_the_dm(world, "rummy21:hint")
            assert "Hint: the computer player would " in words
            hinted = True
            dm = the_dm(world.ann)
        action = str(computer_action(game, 0, rng))
        if action.startswith("declare"):
            await tap(world.ann, dm, "rummy21:declare")
        elif not game.drawn and (draws >= 3 or action == "drop"):
            await tap(world.ann, dm, "rummy21:drop")  # a mid pack ends the deal
        elif not game.drawn:
            await tap(world.ann, dm, "rummy21:stock")
            draws += 1
        else:
            card = action.split()[1] if action.startswith("discard") else str(game.hand(0)[0])
            await choose(world.ann, dm, "rummy21:discard", [card])
    game_over(world)
    kinds = {entry.get("action", "").split(" ")[0] for entry in game.history}
    assert not kinds & {"cut", "joker"}  # nobody cut or drew the Joker by hand
    exported = await world.ann.slash(world.channel, "game export")
    record = json.loads(await exported.response.attachments[0].read())
    assert record["options"]["ceremony"] == "auto"
    replayed = replay(record)
    assert "rejected" not in replayed and replayed["scores"] == game.scores()


# --------------------------------------------------------------------- old custom ids

#: Controls as panels posted them before their custom ids named the table's channel.
OLD_IDS = (
    "hearts:pass:0:3",
    "hearts:play:1:4:QS",
    "hearts:refresh:2",
    "rummy500:5:stock",
    "rummy500:5:pass",
    "rummy500:7:discard",
    "rummy500:refresh",
    "rummy21:stock:0:3",
    "rummy21:declare:2:9",
    "rummy21:refresh:1:2",
    "rummy21:discard:0:3",
)


def test_old_custom_ids_are_still_read_as_controls_of_the_channel_clicked_in() -> None:
    from bot.discord.plugins import game_plugins

    items = [item for own in game_plugins().values() for item in own.components]
    for custom_id in OLD_IDS:
        matches = [
            (item, match)
            for item in items
            if (match := item.__discord_ui_compiled_template__.fullmatch(custom_id))  # type: ignore[attr-defined]
        ]
        assert len(matches) == 1, (custom_id, matches)
        (_item, match) = matches[0]
        assert match.groupdict().get("channel") is None, custom_id
