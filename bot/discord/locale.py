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
(:class:`ClientLocales`, noted by :func:`player_locale`), else the table's. That memory
is the process's: after a restart a player's DMs read the table's language until they
next press a button or type a command.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.discord.plain import plain
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


class ClientLocales:
    """The language of each player's Discord client, as their last interaction said it:
    what their DMs are written in. At most :data:`CLIENT_LOCALES_KEPT` players, the ones
    seen last."""

    def __init__(self, kept: int | None = None) -> None:
        self._kept = kept or CLIENT_LOCALES_KEPT
        self._locales: dict[int, str] = {}

    def note(self, user_id: int, locale: str) -> None:
        self._locales.pop(user_id, None)  # the newest last
        self._locales[user_id] = locale
        if len(self._locales) > self._kept:
            del self._locales[next(iter(self._locales))]

    def of(self, user_id: int) -> str | None:
        """The player's client language, if an interaction of theirs told it."""
        return self._locales.get(user_id)


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
