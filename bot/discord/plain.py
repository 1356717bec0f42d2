"""The last step of every worded reply: words a player reads instead of notation.

- A slash command written as code becomes its clickable mention (:mod:`bot.discord.mentions`).
- A played joker is said in words (``Joker as A♠``), not as the notation ``JK=A♠`` that the
  engine's sentences and the pictures' alt text carry. The notation a player types
  (``JK=7H``, with the suit's letter, as the refusals and hints teach it) stays.
"""

from __future__ import annotations

import re

from bot.discord.mentions import linked
from engine import i18n

#: A played joker in a sentence: ``JK=A♠`` (its card with the suit's symbol).
PLAYED_JOKER = re.compile(r"JK=((?:10|[2-9JQKA])[♠♥♦♣])")


def plain(text: str) -> str:
    """``text`` with its commands as mentions and its played jokers in words (in the
    language now)."""
    if "JK=" in text:
        text = PLAYED_JOKER.sub(
            lambda match: i18n.text("bot.endgame.joker_as", card=match[1]), text
        )
    return linked(text)
