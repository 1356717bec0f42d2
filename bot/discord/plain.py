"""The last step of every worded reply: words a player reads instead of notation.

- A slash command written as code becomes its clickable mention (:mod:`bot.discord.mentions`).
- A played joker is said in words (``Joker as A♠``), not in the typed notation ``JK=A♠``
  that the engine's sentences and the pictures' alt text carry.
"""

from __future__ import annotations

import re

from bot.discord.mentions import linked
from engine import i18n

#: A played joker in a sentence: ``JK=A♠`` (or as typed: ``JK=AS``).
PLAYED_JOKER = re.compile(r"JK=((?:10|[2-9TJQKA])[♠♥♦♣SHDC])", re.IGNORECASE)


def plain(text: str, locale: str = i18n.DEFAULT_LOCALE) -> str:
    """``text`` with its commands as mentions and its played jokers in words."""
    if "JK=" in text or "jk=" in text:
        text = PLAYED_JOKER.sub(
            lambda match: i18n.text("bot.endgame.joker_as", locale, card=_symbol(match[1])),
            text,
        )
    return linked(text)


def _symbol(card: str) -> str:
    """``AS`` as ``A♠`` (a card already with its symbol stays as it is)."""
    suits = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
    rank, suit = card[:-1].upper(), card[-1].upper()
    return ("10" if rank == "T" else rank) + suits.get(suit, card[-1])
