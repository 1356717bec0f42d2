"""Discord's size limits, and clamping to them, so that no reply is refused for its length.

A message over a limit is not shortened by Discord: it is refused (400), and the player sees
nothing. Everything the bot sends through :mod:`bot.discord.replies` and the front end goes
through these, so a refusal quoting a long option still reaches the player.
"""

from __future__ import annotations

import discord

MAX_CONTENT = 2000
MAX_EMBED_TITLE = 256
MAX_EMBED_DESCRIPTION = 4096
MAX_FIELDS = 25
MAX_FIELD_NAME = 256
MAX_FIELD_VALUE = 1024
MAX_FOOTER = 2048
MAX_AUTHOR = 256
MAX_EMBED_TOTAL = 6000
#: Select option labels and descriptions, button labels, autocomplete choice names.
MAX_LABEL = 100

ELLIPSIS = "…"


def clamp(text: str, limit: int) -> str:
    """``text`` cut to ``limit`` characters, with an ellipsis when it was cut."""
    if len(text) <= limit:
        return text
    return text[: max(0, limit - len(ELLIPSIS))] + ELLIPSIS


def clamp_content(text: str) -> str:
    return clamp(text, MAX_CONTENT)


def clamp_label(text: str) -> str:
    return clamp(text, MAX_LABEL)


def clamp_embed(embed: discord.Embed) -> discord.Embed:
    """Cut ``embed``'s texts to their limits (in place), the description last so that the
    whole stays within :data:`MAX_EMBED_TOTAL`. Returns it."""
    if embed.title:
        embed.title = clamp(embed.title, MAX_EMBED_TITLE)
    if embed.author.name:
        embed.set_author(
            name=clamp(embed.author.name, MAX_AUTHOR),
            url=embed.author.url,
            icon_url=embed.author.icon_url,
        )
    fields = embed.fields[:MAX_FIELDS]
    embed.clear_fields()
    for field in fields:
        embed.add_field(
            name=clamp(field.name or "\u200b", MAX_FIELD_NAME),
            value=clamp(field.value or "\u200b", MAX_FIELD_VALUE),
            inline=bool(field.inline),
        )
    if embed.footer.text:
        embed.set_footer(text=clamp(embed.footer.text, MAX_FOOTER), icon_url=embed.footer.icon_url)
    if embed.description:
        embed.description = clamp(embed.description, MAX_EMBED_DESCRIPTION)
    excess = len(embed) - MAX_EMBED_TOTAL
    if excess > 0 and embed.description:
        embed.description = clamp(embed.description, max(1, len(embed.description) - excess))
    return embed


# The longest text each kind of slash-command option takes (its ``max_length``): room for
# what a player may sensibly type, with spaces, and no more.

#: One card: ``10H``, a nominated joker ``JK=10H``.
MAX_CARD_OPTION = 12
#: A few cards: up to 13 cards with spaces and commas (``JK=10H`` is the longest card).
MAX_CARDS_OPTION = 100
#: A board square: ``F10``.
MAX_SQUARE_OPTION = 8
#: A Rummy 500 draw source: ``stock`` or a pile card with its position, ``10H 52``.
MAX_SOURCE_OPTION = 20
#: Game options as ``name=value`` pairs.
MAX_OPTIONS_OPTION = 200
#: A whole 21-card declaration: groups separated by ``|`` and ``discard CARD``.
MAX_DECLARATION_OPTION = 400
#: A direction of placement: ``across`` or ``down``.
MAX_DIRECTION_OPTION = 8
#: A finished game's id (32 hexadecimal digits), as ``/game replay`` takes it.
MAX_GAME_ID_OPTION = 40
