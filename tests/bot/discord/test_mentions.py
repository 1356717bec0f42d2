"""Every command a reply names is a clickable command mention (``</game new:ID>``) built
from the synced command tree's ids, so each reader's client shows it in their language;
and the words that replaced developer wording (the export, a value Discord could not read)."""

from __future__ import annotations

import json
import re

from discord import AppCommandOptionType, app_commands

from bot.discord import mentions
from bot.discord.client import command_error_text
from engine import i18n
from tests.bot.discord.conftest import World
from tests.bot.discord.test_full_game import play_until_over
from tests.bot.discord.test_locales import client_locales  # noqa: F401 (a fixture)

MENTION = re.compile(r"</([^:>]+):(\d+)>")


def resolved(world: World, text: str, locale: str) -> list[str]:
    """Each command mention of ``text`` as the client of ``locale`` shows it: the synced
    command of that id, its subcommands, by their names in that language."""
    shown = []
    for path, command_id in MENTION.findall(text):
        root, *subcommands = path.split()
        synced = [c for scope in world.env.backend.commands.values() for c in scope.values()]
        node = next(command for command in synced if command["id"] == command_id)
        assert node["name"] == root
        names = [node["name_localizations"][locale]]
        for name in subcommands:
            node = next(option for option in node["options"] if option["name"] == name)
            names.append(node["name_localizations"][locale])
        shown.append("/" + " ".join(names))
    return shown


async def test_hindi_and_spanish_replies_name_commands_their_clients_resolve(
    world: World,
    client_locales: dict[int, str],  # noqa: F811
) -> None:
    client_locales[world.ann.id] = "hi"
    client_locales[world.bob.id] = "es-ES"
    hindi = await world.ann.slash(world.channel, "game join")
    assert hindi.ephemeral
    assert resolved(world, hindi.response.content, "hi") == ["/खेल नई"]
    spanish = await world.bob.slash(world.channel, "game hand")
    assert resolved(world, spanish.response.content, "es-ES") == ["/partida nueva"]

    # A hint names several commands: each resolves.
    await world.ann.slash(world.channel, "game new", game="dealmein", timer="unlimited")
    await world.bob.click(world.table_message(), custom_id="table:join")
    await world.ann.click(world.table_message(), custom_id="table:start")
    mover = world.member(world.to_move())
    refused = await mover.slash(world.channel, "dmi pass")
    locale = "hi" if mover is world.ann else "es-ES"
    shown = resolved(world, refused.response.content, locale)
    assert len(shown) == 3 and len(set(shown)) == 3
    assert "`/" not in refused.response.content  # no command left as typed code


def test_without_a_synced_tree_commands_stay_as_typed() -> None:
    mentions.forget()
    assert mentions.mention("game join") == "/game join"
    assert mentions.linked("Use `/dmi swap cards:7H`.") == "Use `/dmi swap cards:7H`."


async def test_the_export_says_what_the_file_is_and_where_its_rule_is(world: World) -> None:
    await world.open_two_player_table()
    await play_until_over(world)
    exported = await world.ann.slash(world.channel, "game export")
    assert exported.ephemeral
    text = exported.response.content
    assert "a file with the deck, the options and every move" in text
    assert "the “Game records” part of the rule book" in text
    assert json.loads(await exported.response.attachments[0].read())["game"] == "dealmein"


def test_a_value_discord_could_not_read_is_refused_in_words() -> None:
    member = app_commands.transformers.IdentityTransformer(AppCommandOptionType.user)
    error = app_commands.TransformerError("nobody", AppCommandOptionType.user, member)
    assert command_error_text(error) == (
        "“nobody” is not a member of this server: pick one of the choices offered, "
        "or type it again."
    )
    with i18n.speaking("hi"):
        assert "इस सर्वर का कोई सदस्य" in command_error_text(error)
