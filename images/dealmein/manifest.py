"""Deal Me In's pictures: the board, the squares under each card of a hand, the result."""

from __future__ import annotations

from collections.abc import Mapping

from engine.cards import STANDARD_52
from engine.dealmein.daily import daily_position
from engine.dealmein.view import DealMeInView
from images.cards import cached_card_image
from images.dealmein import render, result
from images.plugins import ImagesManifest


def prepare() -> None:
    """The board's tiles: every card at the board's square size."""
    for token in [str(card) for card in STANDARD_52] + ["JK"]:
        cached_card_image(token, render.TILE, render.TILE)


#: The daily challenge drawn among the samples: a fixed day and server.
DAILY = ("2026-12-01", 1)


def daily_positions() -> Mapping[str, DealMeInView]:
    """The daily challenge's board (with its hand) and the board after its best move."""
    position = daily_position(*DAILY)
    after = position.view_after(position.best.action())
    return {"dealmein-daily": position.view(), "dealmein-daily-answer": after}


MANIFEST = ImagesManifest(
    table=render.render_table,
    table_image=render.table_image,
    palette=render.table_palette,
    result=result.render_result,
    hand_targets=render.card_targets,
    prepare=prepare,
    sample_positions=daily_positions,
)
