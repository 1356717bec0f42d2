"""Which language the bot speaks to whom: a player's own for what they alone read, the
server's for what the whole channel reads, English where we do not ship theirs.

A private (ephemeral) reply follows the client of the player who asked
(``interaction.locale``); a public message follows the server: the language its moderators
chose with ``/config language:``, else ``guild.preferred_locale`` (the "Community"
language an admin picks, read from the guild the bot has cached, else the
``guild_locale`` the interaction carries). The words themselves are the catalogue's
(:mod:`engine.i18n`); :func:`t` is its short name for call sites.

The language travels in one context variable, the catalogue's (:func:`engine.i18n.speak`),
never as a parameter: an interaction's handling speaks its reader's language from its
entry (:func:`player_locale`, which the command tree calls before every command, and
:class:`SpeaksToClicker` before a dynamic item's callback), a table's posts speak the
table's (the front end sets it once for each task that posts), a message for someone
else than the context's reader is worded inside ``with i18n.speaking(their_language):``
(a DM, a public post a command makes), and every word (``t(key)``) is in it. Only a worker
that shares no context (a process, an executor's thread) is handed the language, with its
work.

A DM is read by its player alone, but is sent in the background, outside any interaction:
it speaks the language of that player's last interaction with the bot
(:class:`ClientLocales`, noted by :func:`player_locale`), else the table's. That language
is stored with the player's settings when it changes, so a restarted bot still writes a
player's DMs in it before they interact again.
"""

from __future__ import annotations

import asyncio
from typing import Any, Protocol

import discord

from bot.discord.plain import plain
from bot.storage.errors import StoreUnavailable
from engine import i18n

DEFAULT_LOCALE = i18n.DEFAULT_LOCALE


def t(key: str, /, **params: Any) -> str:
    """The catalogue's text of ``key`` in the language now (English where that language
    lacks it), with ``params`` filled in, and the slash commands it names as clickable
    mentions and its played jokers in words (:func:`bot.discord.plain.plain`)."""
    return plain(i18n.text(key, **params))


def player_locale(interaction: discord.Interaction) -> str:
    """The language of the player's Discord client, for replies only they see (English
    for an interaction that carries none); from now on also the language of the words of
    this interaction's handling (its task's context: :func:`engine.i18n.speak`), and the
    language of the player's DMs (:class:`ClientLocales`, when the client keeps one)."""
    tag = getattr(interaction, "locale", None)
    locale = i18n.locale_for(str(tag) if tag else None)
    i18n.speak(locale)
    if tag:
        readers = getattr(interaction.client, "client_locales", None)
        user = getattr(interaction, "user", None)
        if isinstance(readers, ClientLocales) and user is not None:
            readers.note(user.id, locale)
    return locale


class StoredLocales(Protocol):
    """Where the players' client languages are kept across restarts
    (:class:`bot.storage.settings.SettingsStore`)."""

    async def client_locale(self, user_id: int) -> str | None: ...

    async def set_client_locale(self, user_id: int, locale: str) -> None: ...


class ClientLocales:
    """The language of each player's Discord client, as their last interaction said it:
    what their DMs are written in. At most :data:`CLIENT_LOCALES_KEPT` players in memory,
    the ones seen last.

    With ``stored``, the language outlives the process: a player's language is written when
    it differs from what this remembers the database holds (once a player's first
    interaction after a start has read it), never once per interaction; and read when a DM
    needs the language of a player the memory lacks. A database that fails costs a DM in
    the table's language, never an interaction."""

    def __init__(self, stored: StoredLocales | None = None, kept: int | None = None) -> None:
        self._stored = stored
        self._kept = kept or CLIENT_LOCALES_KEPT
        #: user id -> their client's language (``None``: the database knows none either).
        self._locales: dict[int, str | None] = {}
        #: user id -> what the database holds for them, once read or written.
        self._in_store: dict[int, str | None] = {}
        self._saving: dict[int, asyncio.Task[None]] = {}

    def note(self, user_id: int, locale: str) -> None:
        """The player's client speaks ``locale`` now (stored in the background if that
        is news to the database)."""
        self._remember(user_id, locale)
        if self._stored is None or user_id in self._saving:
            return  # a save under way stores the newest language when it is done
        if user_id in self._in_store and self._in_store[user_id] == locale:
            return
        self._saving[user_id] = asyncio.create_task(self._save(user_id), name="client-locale")

    async def of(self, user_id: int) -> str | None:
        """The player's client language, if an interaction of theirs told it (now, or
        before a restart: read from the database once)."""
        if user_id in self._locales or self._stored is None:
            return self._locales.get(user_id)
        try:
            found = await self._stored.client_locale(user_id)
        except StoreUnavailable:
            return None  # this DM in the table's language; read again for the next
        if user_id not in self._locales:  # (an interaction's note meanwhile is newer)
            self._remember(user_id, found if found in i18n.LOCALES else None)
            self._in_store[user_id] = found
        return self._locales[user_id]

    async def flushed(self) -> None:
        """Wait until the languages noted so far are stored (or failed to be): before the
        store closes."""
        await asyncio.gather(*self._saving.values(), return_exceptions=True)

    def _remember(self, user_id: int, locale: str | None) -> None:
        self._locales.pop(user_id, None)  # the newest last
        self._locales[user_id] = locale
        if len(self._locales) > self._kept:
            oldest = next(iter(self._locales))
            del self._locales[oldest]
            self._in_store.pop(oldest, None)

    async def _save(self, user_id: int) -> None:
        """Store the player's language until the database holds the newest one noted."""
        assert self._stored is not None
        try:
            while (wanted := self._locales.get(user_id)) is not None:
                if user_id not in self._in_store:
                    self._in_store[user_id] = await self._stored.client_locale(user_id)
                elif self._in_store[user_id] == wanted:
                    break
                else:
                    await self._stored.set_client_locale(user_id, wanted)
                    self._in_store[user_id] = wanted
        except StoreUnavailable:
            pass  # logged by the store; the player's next interaction tries again
        finally:
            del self._saving[user_id]
            if user_id not in self._locales:  # forgotten meanwhile (the memory is full)
                self._in_store.pop(user_id, None)


#: How many players' client languages the bot remembers (a few bytes each).
CLIENT_LOCALES_KEPT = 100_000


class SpeaksToClicker:
    """A dynamic item's mixin (a button or menu that works after a restart): its click is
    handled in the language of the player who clicked. The command tree's check does so for
    every slash command; a dynamic item's click reaches no such check, but discord.py asks
    the item's own :meth:`interaction_check` before its callback, in the callback's task."""

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        player_locale(interaction)
        return True


def chosen_locale(client: discord.Client, guild_id: int | None) -> str | None:
    """The language the server chose with ``/config language:``, if it chose one (read
    from what the bot remembers of the server's settings: no wait)."""
    store = getattr(client, "guild_settings", None)
    if store is None or not guild_id:
        return None
    chosen: str | None = store.cached(guild_id).language
    return chosen


def guild_locale(place: discord.Interaction | discord.Guild | None) -> str:
    """The server's language, for messages the whole channel sees: the one it chose with
    ``/config language:``, else the guild's preferred locale (from the cache when the bot
    has the guild), else the interaction's ``guild_locale``, else English (a DM, or a
    guild the bot does not know)."""
    if isinstance(place, discord.Interaction):
        chosen = chosen_locale(place.client, place.guild_id)
        if chosen is not None:
            return i18n.locale_for(chosen)
        if place.guild is not None:
            return i18n.locale_for(str(place.guild.preferred_locale))
        tag = place.guild_locale
        return i18n.locale_for(str(tag) if tag else None)
    if isinstance(place, discord.Guild):
        return i18n.locale_for(str(place.preferred_locale))
    return DEFAULT_LOCALE


def guild_id_locale(client: discord.Client, guild_id: int | None) -> str:
    """The language of the server ``guild_id`` as the client knows it (for messages the bot
    posts unasked, such as a table message after a move): English when it is not cached."""
    chosen = chosen_locale(client, guild_id)
    if chosen is not None:
        return i18n.locale_for(chosen)
    guild = client.get_guild(guild_id) if guild_id else None
    return guild_locale(guild)


def game_title(game_id: str, title: str) -> str:
    """A game's name in the language now (the catalogue's name of its choice in the
    commands), else ``title``, the engine's."""
    key = f"bot.choice.{game_id}"
    return t(key) if i18n.has(key) else title
