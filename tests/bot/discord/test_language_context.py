"""The language travels in the context, set once where the reader is known: a Polish
server's table, its result, its buttons and its thread's note read Polish whoever's command
or move made them; each player's replies and DMs read their client's language; and a
player's client language outlives a restart, so their DMs stay theirs before they
interact again.

A forgotten ``with speaking(...)`` would word some of these in English (the context's
default) or in the wrong reader's language: each check names the language it expects.
"""

from __future__ import annotations

import dataclasses
import re

import discord
import simcord

from bot.discord.locale import ClientLocales
from bot.storage.errors import StoreUnavailable
from engine import i18n
from tests.bot.discord.conftest import World
from tests.bot.discord.test_full_game import play_until_over
from tests.bot.discord.test_locales import client_locales  # noqa: F401  # a fixture
from tests.bot.discord.test_turn_dm import the_dm

DEVANAGARI = re.compile("[\u0900-\u097f]")


def said(key: str, language: str, **params: object) -> str:
    """The catalogue's text of ``key`` in ``language``."""
    return i18n.text(key, language, **params)


def labels(message: discord.Message) -> list[str]:
    return [str(item.label) for row in message.components for item in row.children]


def dms(member: simcord.MemberActor) -> list[discord.Message]:
    channel = member.user.dm_channel
    return [] if channel is None else list(channel.history())


async def test_a_polish_servers_table_result_and_buttons_read_polish_its_players_their_own(
    world: World,
    client_locales: dict[int, str],  # noqa: F811  # the fixture
) -> None:
    """Ann's client is Hindi, Bob's English, the server chose Polish: the thread's note,
    the table message, the result, its buttons and the note's result are Polish; Ann's
    replies and hand DM are Hindi, Bob's English; a click on the Polish summary answers
    each in their own."""
    client_locales[world.ann.id] = "hi"
    await world.bot.guild_settings.update(world.guild.id, {"language": "pl", "threads": True})
    opened = await world.ann.slash(world.channel, "game new", game="dealmein")
    assert opened.response.content.startswith("आपकी डील मी इन मेज़ खुल गई है")
    [thread] = world.channel.threads
    assert said("bot.config.thread.opened", "hi", thread=f"<#{thread.id}>") in (
        opened.response.content
    )
    [note] = [m for m in world.channel.history() if m.content.startswith("🂠")]
    assert note.content == said("bot.config.thread.note", "pl", table=thread.name)
    at_thread = dataclasses.replace(world, channel=thread)
    joined = await world.bob.slash(thread, "game join")
    assert joined.response.content == "You are seated at the Deal Me In table."
    await world.ann.slash(thread, "game start")

    playing = at_thread.table_message()
    assert playing.embeds[0].fields[0].name == said("bot.table.game.scores", "pl")
    assert said("bot.table.button.hand", "pl") in labels(playing)
    # The hands DM'd at the deal: each in its player's client language.
    (ann_hand,) = dms(world.ann)
    assert DEVANAGARI.search(ann_hand.content), ann_hand.content
    (bob_hand,) = dms(world.bob)
    assert not DEVANAGARI.search(bob_hand.content) and "Twoj" not in bob_hand.content

    await play_until_over(at_thread)
    closing = thread.last_message
    assert closing is not None and closing.embeds
    summary = closing.embeds[0]
    assert summary.title == said("bot.table.result.over", "pl", game="Deal Me In")
    text = summary.description or ""
    assert "wygrywa!" in text or "dzielą zwycięstwo!" in text
    assert said("bot.endgame.deciding", "pl", moment="") in text
    assert labels(closing) == [
        said(key, "pl")
        for key in (
            "bot.endgame.button.again",
            "bot.endgame.button.replay",
            "bot.endgame.button.stats",
            "bot.teach.button.review",
        )
    ]
    # The result picture speaks Polish too (its alt text, the picture's words).
    assert "Klasyfikacja końcowa: " in (closing.attachments[0].description or "")
    # The channel's note of the table now tells its result, in the server's language.
    note = next(m for m in world.channel.history() if m.id == note.id)
    assert note.content.startswith(f"🂠 {thread.name}: ") and "Wyniki końcowe: " in note.content

    # The Polish summary answers each clicker in their language.
    stats = await world.ann.click(closing, label=said("bot.endgame.button.stats", "pl"))
    assert stats.ephemeral and DEVANAGARI.search(str(stats.response.embeds[0].to_dict()))
    again = await world.bob.click(closing, label=said("bot.endgame.button.again", "pl"))
    assert again.ephemeral and "is open again with the same seats" in again.response.content


async def test_a_polish_players_dms_stay_polish_at_an_english_table_across_a_restart(
    world: World,
    client_locales: dict[int, str],  # noqa: F811  # the fixture
) -> None:
    """Her client's language is stored when her first interaction tells it; the restarted
    bot, whose memory is empty, reads it back for the DM of her next turn, which Bob's move
    starts (she has not interacted since)."""
    client_locales[world.ann.id] = "pl"
    await world.open_two_player_table()
    ann_seat = world.table().seat_of(world.ann.id)
    while world.to_move() == ann_seat:
        await world.swap_one()
    assert await world.bot.store.settings.client_locale(world.ann.id) == "pl"
    assert await world.bot.store.settings.client_locale(world.bob.id) == "en"
    before = len(dms(world.ann))
    await world.restart()
    assert isinstance(world.bot.client_locales, ClientLocales)

    await world.swap_one()  # Bob's move: Ann's turn starts, told by DM
    assert world.to_move() == ann_seat
    assert len(dms(world.ann)) == before + 1
    channel = f"<#{world.channel.id}>"
    turn = the_dm(world.ann).content
    assert turn.startswith(said("bot.table.dm_turn", "pl", channel=channel)), turn
    # The table's channel still reads English.
    assert world.table_message().embeds[0].fields[0].name == "Scores"


class CountingStore:
    """A :class:`~bot.discord.locale.StoredLocales` in memory that counts its reads and
    writes (``failing``: every call raises as an unreachable database does)."""

    def __init__(self, stored: dict[int, str] | None = None) -> None:
        self.stored = dict(stored or {})
        self.reads: list[int] = []
        self.writes: list[tuple[int, str]] = []
        self.failing = False

    async def client_locale(self, user_id: int) -> str | None:
        if self.failing:
            raise StoreUnavailable("down")
        self.reads.append(user_id)
        return self.stored.get(user_id)

    async def set_client_locale(self, user_id: int, locale: str) -> None:
        if self.failing:
            raise StoreUnavailable("down")
        self.writes.append((user_id, locale))
        self.stored[user_id] = locale


async def test_a_client_language_is_written_when_it_changes_not_at_every_interaction() -> None:
    store = CountingStore()
    readers = ClientLocales(store)
    for _ in range(5):
        readers.note(1, "pl")  # five interactions of hers
        await readers.flushed()
    assert store.writes == [(1, "pl")] and store.reads == [1]  # what was stored, once
    readers.note(1, "hi")  # her client changed
    readers.note(1, "pl")  # and back, before the write: the newest is what is stored
    await readers.flushed()
    assert store.writes == [(1, "pl")]
    readers.note(1, "hi")
    await readers.flushed()
    assert store.writes == [(1, "pl"), (1, "hi")]
    assert await readers.of(1) == "hi" and store.reads == [1]  # from memory


async def test_after_a_start_a_players_language_is_read_once_and_written_only_if_new() -> None:
    store = CountingStore({1: "pl", 2: "hi"})
    readers = ClientLocales(store)  # a restarted bot: nothing in memory
    assert await readers.of(1) == "pl"
    assert await readers.of(1) == "pl"
    assert await readers.of(3) is None  # never seen: the table's language
    assert await readers.of(3) is None
    assert store.reads == [1, 3]  # each once, an unknown player too
    readers.note(1, "pl")  # as stored: nothing to write
    readers.note(2, "hi")  # as stored, read first
    await readers.flushed()
    assert store.writes == [] and store.reads == [1, 3, 2]
    store.stored[4] = "xx"  # a language this version does not ship
    assert await readers.of(4) is None


async def test_a_failing_database_costs_a_dm_its_players_language_never_an_interaction() -> None:
    store = CountingStore({1: "pl"})
    store.failing = True
    readers = ClientLocales(store)
    assert await readers.of(1) is None  # this DM in the table's language
    readers.note(2, "hi")  # no error reaches the interaction
    await readers.flushed()
    assert await readers.of(2) == "hi"  # the memory still knows
    store.failing = False
    assert await readers.of(1) == "pl"  # read again once the database answers
    readers.note(2, "hi")  # the write that failed is tried again
    await readers.flushed()
    assert store.writes == [(2, "hi")]
