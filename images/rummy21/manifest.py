"""21-card Indian club rummy's pictures: the table, the result, and two of its own: a
hand arranged in its groups and the settled deal (every declaration laid out)."""

from __future__ import annotations

from engine.rummy21.view import Rummy21SeatView, Rummy21View
from engine.views import GameView
from images.plugins import Extra, ImagesManifest
from images.rummy21 import arranged_hand, declaration, render, result


def _arranged(view: GameView) -> bool:
    return isinstance(view, Rummy21SeatView) and view.arrangement is not None


def _settled(view: GameView) -> bool:
    return isinstance(view, Rummy21View) and bool(view.settlement)


MANIFEST = ImagesManifest(
    table=render.render_table,
    table_image=render.table_image,
    palette=render.table_palette,
    result=result.render_result,
    extras=(
        Extra("arranged", arranged_hand.render_arranged_hand, _arranged, of_seat=True),
        Extra("deal", declaration.render_declaration, _settled),
    ),
    sample_options={"deals": 1},
)
