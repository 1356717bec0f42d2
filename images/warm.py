"""Warm start: everything a first picture would otherwise make, made at bot start-up.

A first render after start-up used to take 0.6 to 1.2 s (the later ones 10 to 60 ms): the
font files and their coverage read, FreeType and raqm set up, the fixed pictures and each
table's palette drawn, and the card sprites of each size rendered three times larger and
scaled down. :func:`prepare` does all of that once, so the bot runs it in a worker thread
from ``setup_hook`` and the first table of the day renders as fast as the next.
"""

from __future__ import annotations

import time

from PIL import Image

from engine import i18n
from engine.cards import STANDARD_52
from engine.registry import game_ids
from images import fonts, hand
from images.cards import BACK, cached_card_image
from images.fonts import Weight
from images.plugins import manifest
from images.rendered import encode_png
from images.text import width

#: Card widths the pictures use (hands, tables, tricks, piles), with the board's tiles.
CARD_WIDTHS = (84, 92, hand.CARD_W)
#: Text in every script, laid out once so that raqm and each fallback font are ready.
SCRIPTS = "Ag Жж Ωω さくら 漢字 한글 محمد שרה देवनागरी 🎲👍🏽🇫🇷"


def prepare() -> float:
    """Load the fonts, lay out every script, draw every card sprite and each game's
    fixed pictures and palette (its manifest's ``palette`` and ``prepare``); returns the
    seconds it took. Safe to call again (it is then nearly free) and from any thread."""
    start = time.perf_counter()
    i18n.prepare()  # the words of every picture's language
    fonts.prepare()
    for weight in (Weight.REGULAR, Weight.BOLD):
        width(SCRIPTS, fonts.font(20, weight))
    tokens = [str(card) for card in STANDARD_52] + ["JK", BACK]
    for card_width in CARD_WIDTHS:
        for token in tokens:
            cached_card_image(token, card_width)
    for game_id in game_ids():
        pictures = manifest(game_id)
        pictures.palette()
        if pictures.prepare is not None:
            pictures.prepare()
    # The first PNG saved loads Pillow's encoders.
    encode_png(Image.new("RGB", (8, 8)), None)
    return time.perf_counter() - start
