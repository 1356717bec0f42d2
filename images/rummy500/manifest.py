"""Rummy 500's pictures: the table and the result (hands are the shared picture)."""

from __future__ import annotations

from images.plugins import ImagesManifest
from images.rummy500 import render

MANIFEST = ImagesManifest(
    table=render.render_table,
    table_image=render.table_image,
    palette=render.table_palette,
    result=render.render_result,
    sample_options={"target": 150},
)
