"""Developer wording that no player may read, and where to look for it in what the bot
sent: every message, reply, embed, component label and picture's alt text.

A player reads words, not the bot's insides: no module path (``engine.dealmein``,
``bot/tables/service.py``), no ``python -m``, no option key (``turn_seconds``) outside the
code a player types (`` `options:point_limit=50` ``), no "instance", no "solver", no joker
written as ``JK=A♠`` (the typed notation ``JK=7H`` is taught, and stays), and none of
discord.py's own refusals ("Failed to convert ...").
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from typing import Any

from engine.registry import game_class, game_ids

#: The options' keys as the engine names them, those a reader could not take for a word.
OPTION_KEYS = sorted(
    {spec.name for gid in game_ids() for spec in game_class(gid).option_specs if "_" in spec.name}
)

#: What gives the insides away anywhere in a text (code spans included).
EVERYWHERE = re.compile(
    r"python -m"
    r"|\b(?:engine|bot|images|tests)\.[a-z_]+\.[a-z_]"  # a module path
    r"|\b[\w/]+\.py\b"  # a source file
    r"|\bdocs/"
    r"|\binstances?\b|\binstancias?\b|इंस्टेंस"
    r"|\bsolver\b|solucionador|सॉल्वर"
    r"|JK=(?:10|[2-9JQKA])[♠♥♦♣]"
    r"|Failed to convert",
    re.IGNORECASE,
)
#: What gives them away outside the code a player types: an option's key.
OUTSIDE_CODE = re.compile(r"\b(?:" + "|".join(OPTION_KEYS) + r")\b")
CODE_SPAN = re.compile(r"`[^`]*`")


def developer_wording(text: str, *, option_keys: bool = True) -> list[str]:
    """The developer wording in ``text`` (empty when it reads as a player's)."""
    found = [match[0] for match in EVERYWHERE.finditer(text)]
    if option_keys:
        found += [match[0] for match in OUTSIDE_CODE.finditer(CODE_SPAN.sub("", text))]
    return found


#: The keys of a message's JSON whose strings a player reads.
TEXT_KEYS = frozenset({"content", "title", "description", "name", "text", "label", "placeholder"})
#: Interaction responses that are no reply: autocomplete's choices (what is typed).
AUTOCOMPLETE = 8


def player_texts(payload: Any) -> Iterator[str]:
    """Every string a player reads in a message's JSON ``payload`` (its content, embeds with
    their fields, components' labels, attachments' alt text)."""
    if isinstance(payload, list):
        for item in payload:
            yield from player_texts(item)
    elif isinstance(payload, dict):
        for key, value in payload.items():
            if key == "fields" and isinstance(value, list):
                for field in value:
                    yield from (str(field.get(k, "")) for k in ("name", "value"))
            elif key in TEXT_KEYS and isinstance(value, str):
                yield value
            elif isinstance(value, dict | list):
                yield from player_texts(value)


def sent_texts(requests: Iterable[Any]) -> Iterator[tuple[str, str]]:
    """(request path, text) for every text the bot sent a player in SimCord's request log
    (the command tree it registers is not a message; autocomplete answers are what a
    player types)."""
    for request in requests:
        body = request.json
        if body is None or "/commands" in request.path:
            continue
        if isinstance(body, dict) and body.get("type") == AUTOCOMPLETE:
            continue
        for text in player_texts(body):
            yield request.path, text


def leaks(requests: Iterable[Any]) -> list[str]:
    """Each text the bot sent with developer wording, with what was found in it."""
    return [
        f"{path}: {found} in {text!r}"
        for path, text in sent_texts(requests)
        for found in [developer_wording(text)]
        if found
    ]
