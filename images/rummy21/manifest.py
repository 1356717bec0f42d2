"""21-card Indian club rummy's pictures: the table, the result, and two of its own: a
hand arranged in its groups and the settled deal (every declaration laid out)."""

from __future__ import annotations

from typing import Any

from images.plugins import Extra, ImagesManifest
from images.rummy21 import render


def _arranged(view: dict[str, Any]) -> bool:
    return bool(view.get("hand") and view.get("arrangement"))


def _settled(view: dict[str, Any]) -> bool:
    return bool(view.get("settlement"))


MANIFEST = ImagesManifest(
    table=render.render_table,
    table_image=render.table_image,
    palette=render.table_palette,
    result=render.render_result,
    extras=(
        Extra("arranged", render.render_arranged_hand, _arranged, of_seat=True),
        Extra("deal", render.render_declaration, _settled),
    ),
    sample_options={"deals": 1},
)
