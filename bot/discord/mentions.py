"""Slash commands named in replies as Discord's clickable command mentions.

A mention (``</game join:123>``) shows in each reader's client as the command is called in
their language (``/खेल जुड़ें``, ``/partida unirse``) and runs it when clicked; a command
typed as text (`` `/game join` ``) shows the English name to everyone. The catalogue writes
commands as code (`` `/game join` ``, sometimes with options after the name:
`` `/dmi swap cards:7H` ``); :func:`linked` turns each one whose command the bot has synced
into its mention (the options, if any, stay as code after it).

The ids come from the synced command tree (:meth:`remember`, called by the client after
``tree.sync``): one id per top-level command, the same for its subcommands. Before a sync
(the table service's own tests, a bot that has not started) the text stays as it is.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from discord import app_commands

#: A command written as code: `` `/name sub more` `` (names as Discord allows them).
COMMAND_CODE = re.compile(r"`/([\w-]+(?: [\w-]+)*)((?: [^`]*)?)`")

#: Top-level command name -> its id, and every command path the tree holds.
_IDS: dict[str, int] = {}
_PATHS: set[str] = set()


def remember(synced: Iterable[app_commands.AppCommand], tree: app_commands.CommandTree) -> None:
    """Keep the ids of the commands just synced and the paths of the tree's commands."""
    _IDS.clear()
    _IDS.update({command.name: command.id for command in synced})
    _PATHS.clear()
    _PATHS.update(command.qualified_name for command in tree.walk_commands())


def forget() -> None:
    """Forget the synced ids (the bot is closing: its commands may not be this process's
    next bot's)."""
    _IDS.clear()
    _PATHS.clear()


def mention(path: str) -> str:
    """``"game join"`` as its clickable mention, or as typed (``/game join``) when it is
    not synced."""
    root = path.split(" ", 1)[0]
    command_id = _IDS.get(root)
    if command_id is None or path not in _PATHS:
        return f"/{path}"
    return f"</{path}:{command_id}>"


def _linked_match(match: re.Match[str]) -> str:
    words = match[1].split(" ")
    rest = match[2].strip()
    # The longest leading words that name a command: the rest are its options.
    for end in range(len(words), 0, -1):
        path = " ".join(words[:end])
        if path in _PATHS and path.split(" ", 1)[0] in _IDS:
            options = " ".join([*words[end:], rest]).strip()
            return mention(path) + (f" `{options}`" if options else "")
    return match[0]


def linked(text: str) -> str:
    """``text`` with every command written as code made its mention."""
    if "`/" not in text or not _IDS:
        return text
    return COMMAND_CODE.sub(_linked_match, text)
