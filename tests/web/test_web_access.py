"""The web front on the real bot (SimCord), without a browser: who may watch a channel's
table (a member of its server who may view the channel, one request to Discord per session
and server), and the Discord side's answers: Open table and ``/game open`` launching the
Activity, ``/leaderboard`` linking its page."""

from __future__ import annotations

import dataclasses
import re
from typing import Any

import aiohttp
import discord
import pytest

from bot.discord.web import Launch, Link, open_answer
from bot.web.oauth import OAuth
from bot.web.sessions import Sessions, secret_from
from engine import i18n
from tests.web.conftest import World

MEMBER_FETCH = re.compile(r"^/guilds/(\d+)/members/(\d+)$")


def member_fetches(world: World) -> list[tuple[int, int]]:
    """The ``GET /guilds/{guild}/members/{user}`` the bot has made: (guild, user) each."""
    return [
        (int(found[1]), int(found[2]))
        for request in world.env.http_requests
        if request.method == "GET" and (found := MEMBER_FETCH.match(request.path))
    ]


async def watch(
    http: aiohttp.ClientSession, world: World, token: str, channel: int
) -> dict[str, Any]:
    """The first answer to a page's greeting for ``channel``, the socket then closed."""
    assert world.bot.web is not None
    port = world.bot.web.port
    async with http.ws_connect(f"ws://127.0.0.1:{port}/ws") as sock:
        await sock.send_json({"op": "hello", "session": token, "channel": str(channel)})
        return dict(await sock.receive_json(timeout=5))


async def test_only_a_member_who_may_view_the_channel_watches_its_table(world: World) -> None:
    """A member sees the table; a user not in the server and a member without View Channel
    are refused in their language and shown nothing of it; each session costs one member
    request per server, however often its page reconnects."""
    back_room = world.guild.create_text_channel(
        "back-room", overwrites={world.cat: discord.PermissionOverwrite(view_channel=False)}
    )
    await world.ann.slash(back_room, "game new", game="hearts")
    web = world.bot.web
    assert web is not None
    dan = world.env.create_user("dan")  # not in the server
    ann_token = web.options.sessions.issue(world.ann.id, "en")
    before = member_fetches(world)
    async with aiohttp.ClientSession() as http:
        for _ in range(3):  # the page, and two reconnections with the same session
            shown = await watch(http, world, ann_token, back_room.id)
            assert shown["type"] == "table" and shown["game"] == "hearts"
        refused = await watch(http, world, web.options.sessions.issue(dan.id, "es"), back_room.id)
        assert refused == {
            "type": "forbidden",
            "text": "No eres miembro del servidor de esta mesa, así que no se te muestra su mesa.",
        }
        cat_token = web.options.sessions.issue(world.cat.id, "en")
        refused = await watch(http, world, cat_token, back_room.id)
        assert refused["type"] == "forbidden"
        assert refused["text"].startswith("You cannot see this table's channel")
        # The same session, in a channel it may see: no new request (one per server).
        assert (await watch(http, world, cat_token, world.channel.id))["type"] == "none"
    fetched = member_fetches(world)[len(before) :]
    assert sorted(fetched) == sorted(
        (world.guild.id, user) for user in (world.ann.id, dan.id, world.cat.id)
    )
    assert not web.hub.watchers(back_room.id), "a refused page watches nothing"


async def test_open_table_and_game_open_launch_the_activity_and_leaderboard_links_its_page(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With the Activity set up, the button and the command answer with the "launch
    activity" response. SimCord refuses that response (type 12), so the test records the
    call and acknowledges the interaction instead. Then ``/leaderboard`` of a server that
    turned its page on links it."""
    launched: list[str] = []

    async def launch(self: discord.InteractionResponse) -> None:
        launched.append(str(getattr(self._parent, "data", {}).get("name") or "button"))
        await self.defer(ephemeral=True)

    monkeypatch.setattr(discord.InteractionResponse, "launch_activity", launch)
    web = world.bot.web
    assert web is not None
    await world.open_two_player_table()
    web.options = dataclasses.replace(web.options, oauth=OAuth("1234", "secret"))
    answers = [
        await world.bob.click(world.table_message(), label="Open table"),
        await world.cat.slash(world.channel, "game open"),
    ]
    assert launched == ["button", "game"]
    assert all(answer.deferred and not answer.followups for answer in answers), "no link"

    board = await world.ann.slash(world.channel, "leaderboard")
    assert not board.response.components, "no page while the server has not turned it on"
    await world.bot.guild_settings.update(world.guild.id, {"web_leaderboard": True})
    board = await world.ann.slash(world.channel, "leaderboard")
    [row] = board.response.components
    [button] = row["components"]
    assert button["label"] == "Leaderboard page"
    assert button["url"] == f"{web.options.public_url}/leaderboard/{world.guild.id}"


def test_the_open_answer_is_the_activity_when_it_is_set_up_else_a_link_of_ones_own() -> None:
    """What the button and ``/game open`` choose between (:func:`open_answer`)."""

    class Web:
        def __init__(self, oauth: OAuth | None) -> None:
            self.options = dataclasses.make_dataclass("Options", ["oauth", "sessions"])(
                oauth, Sessions(secret_from("token"))
            )

        def table_url(self, session: str, table: Any) -> str:
            return f"https://cards.example.org/#session={session}&channel={table.channel_id}"

    table = dataclasses.make_dataclass("T", ["channel_id"])(77)
    with i18n.speaking("es"):  # the player's language: the session's pages speak it
        assert open_answer(Web(OAuth("1", "s")), 42, table) == Launch()  # type: ignore[arg-type]
        link = open_answer(Web(None), 42, table)  # type: ignore[arg-type]
    assert isinstance(link, Link) and link.text.startswith("Tu mesa")
    token = re.search(r"session=([^&]+)", link.text)
    assert token is not None
    session = Sessions(secret_from("token")).read(token[1])
    assert session is not None and (session.user_id, session.locale) == (42, "es")
