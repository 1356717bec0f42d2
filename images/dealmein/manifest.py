"""Deal Me In's pictures: the board, the squares under each card of a hand, the result."""

from __future__ import annotations

from engine.cards import STANDARD_52
from images.cards import cached_card_image
from images.dealmein import render
from images.plugins import ImagesManifest


def prepare() -> None:
    """The board's tiles: every card at the board's square size."""
    for token in [str(card) for card in STANDARD_52] + ["JK"]:
        cached_card_image(token, render.TILE, render.TILE)


MANIFEST = ImagesManifest(
    table=render.render_table,
    table_image=render.table_image,
    palette=render.table_palette,
    result=render.render_result,
    hand_targets=render.card_targets,
    prepare=prepare,
)
