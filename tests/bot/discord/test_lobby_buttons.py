"""A lobby run with its buttons only (after ``/game new``): Join, Leave, Add a computer
player (with its level), How to play, Start; the countdown shown when one is set; and
``/game new``'s ``timer``, offered per game, with the old ``level`` still read."""

from __future__ import annotations

import discord

from bot.tables.table import Phase
from engine import i18n
from engine.registry import game_class, game_ids
from tests.bot.discord.conftest import World


def controls(message: discord.Message) -> tuple[list[str], list[discord.SelectMenu]]:
    items = [item for row in message.components for item in row.children]
    buttons = [str(item.label) for item in items if isinstance(item, discord.Button)]
    return buttons, [item for item in items if isinstance(item, discord.SelectMenu)]


async def test_a_lobby_is_run_with_its_buttons_only(world: World) -> None:
    await world.ann.slash(world.channel, "game new", game="rummy500")
    buttons, (menu,) = controls(world.table_message())
    assert buttons == ["Join", "Leave", "Start", "How to play"]
    assert menu.placeholder == "Add a computer player…"
    assert [option.value for option in menu.options] == ["easy", "normal", "hard"]

    joined = await world.bob.click(world.table_message(), label="Join")
    assert joined.ephemeral
    left = await world.bob.click(world.table_message(), label="Leave")
    assert left.ephemeral and left.response.content == "You left the table."
    assert [seat.user_id for seat in world.table().seats] == [world.ann.id]
    await world.cat.click(world.table_message(), label="Join")

    rules = await world.bob.click(world.table_message(), label="How to play")
    assert rules.ephemeral
    assert rules.response.embeds[0].title == "Rummy 500: the rules in short"

    added = await world.cat.select(world.table_message(), ["hard"], custom_id="table:addbot")
    assert added.ephemeral and "(hard) sits down" in added.response.content
    seats = world.table().seats
    assert [seat.user_id for seat in seats[:2]] == [world.ann.id, world.cat.id]
    assert seats[2].is_bot and seats[2].level == "hard"
    shown = next(f for f in world.table_message().embeds[0].fields if f.name.startswith("Seats"))
    assert "(computer) · hard" in shown.value

    # Only the host starts.
    refused = await world.cat.click(world.table_message(), label="Start")
    assert refused.ephemeral and world.table().phase is Phase.LOBBY
    await world.ann.click(world.table_message(), label="Start")
    assert world.table().phase is Phase.PLAYING
    buttons, menus = controls(world.table_message())
    assert "Join" not in buttons and not menus


async def test_the_lobby_shows_its_countdown_as_a_discord_timestamp(world: World) -> None:
    await world.ann.slash(world.channel, "game new", game="hearts")
    await world.ann.slash(world.channel, "game countdown", seconds=120)
    table = world.table()
    assert table.autostart_at is not None
    fields = world.table_message().embeds[0].fields
    assert any(f"<t:{int(table.autostart_at)}:R>" in field.value for field in fields)


async def test_options_read_as_words_in_the_lobby_and_the_title_names_the_game(
    world: World,
) -> None:
    await world.ann.slash(world.channel, "game new", game="rummy500", timer="60")
    assert world.table().options["turn_seconds"] == 60
    fields = world.table_message().embeds[0].fields
    options = next(field for field in fields if field.name == "Options")
    assert "Seconds per turn: 60" in options.value and "Packs of cards: automatic" in options.value
    await world.ann.select(world.table_message(), ["easy"], custom_id="table:addbot")
    await world.ann.click(world.table_message(), label="Start")
    assert world.table_message().embeds[0].title == "Rummy 500"


async def test_the_timer_is_offered_per_game(world: World) -> None:
    dealmein = await world.ann.autocomplete(world.channel, "game new", "timer", "", game="dealmein")
    assert [choice["value"] for choice in dealmein] == [
        "unlimited",
        "social",
        "competitive",
        "expert",
    ]
    assert dealmein[1]["name"].startswith("Social · time per move")
    hearts = await world.ann.autocomplete(world.channel, "game new", "timer", "", game="hearts")
    assert "60" in [choice["value"] for choice in hearts]
    assert any(choice["name"] == "no limit" for choice in hearts)


async def test_timer_sets_each_games_own_option_and_level_is_still_read(world: World) -> None:
    opened = await world.ann.slash(world.channel, "game new", game="dealmein", timer="expert")
    assert opened.ephemeral and "Move timer: Expert" in opened.response.content
    assert world.table().options["level"] == "expert"
    await world.ann.slash(world.channel, "game abort")

    # The old name, for clients that cached the command before the rename.
    await world.ann.slash(world.channel, "game new", game="dealmein", level="competitive")
    assert world.table().options["level"] == "competitive"
    await world.ann.slash(world.channel, "game abort")

    both = await world.ann.slash(
        world.channel, "game new", game="dealmein", timer="expert", level="social"
    )
    assert both.ephemeral and "given twice" in both.response.content
    wrong = await world.ann.slash(world.channel, "game new", game="hearts", timer="social")
    assert (
        wrong.ephemeral and "'social' is no move timer of Hearts Deluxe" in wrong.response.content
    )
    assert world.bot.service.table(world.channel.id) is None
    await world.ann.slash(world.channel, "game new", game="hearts", timer="30")
    assert world.table().options["turn_seconds"] == 30


def test_every_option_of_every_game_has_a_name_in_words() -> None:
    """A new option never shows its key in a title or a lobby (``ceremony: automatic``)."""
    for game_id in game_ids():
        for spec in game_class(game_id).option_specs:
            assert i18n.has(f"bot.endgame.optname.{game_id}.{spec.name}"), (game_id, spec.name)
            for choice in spec.choices or ():
                if isinstance(choice, str):
                    words = (f"bot.choice.{choice}", f"bot.endgame.optvalue.{choice}")
                    assert any(i18n.has(key) for key in words), (game_id, spec.name, choice)
