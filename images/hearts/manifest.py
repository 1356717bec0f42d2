"""Hearts Deluxe's pictures: the table and the result (hands are the shared picture)."""

from __future__ import annotations

from images.hearts import render
from images.plugins import ImagesManifest

MANIFEST = ImagesManifest(
    table=render.render_table,
    table_image=render.table_image,
    palette=render.table_palette,
    result=render.render_result,
    sample_options={"point_limit": 30},
)
