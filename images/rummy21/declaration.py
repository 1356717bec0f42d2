"""The settlement of a 21-card rummy deal on its own, for the message that announces the end
of a deal: the winning declaration in its groups and every seat's payments.

Apart from :mod:`images.rummy21.render` because it is another picture: it draws the table's
settlement (:func:`images.rummy21.render.draw_settlement`) without the table around it.
"""

from __future__ import annotations

from PIL import Image

from engine.rummy21.view import Rummy21View
from images import theme, words
from images.rendered import Rendered, rendered
from images.rummy21.render import draw_settlement, settlement_alt, settlement_height
from images.table import PAD, WIDTH
from images.text import Draw


def declaration_image(view: Rummy21View) -> Image.Image:
    """The settlement of the last deal on its own: the winning groups and every seat's
    payments."""
    width = WIDTH
    height = settlement_height(view, width - 2 * PAD) + 2 * PAD
    image = Image.new("RGB", (width, height), theme.BACKGROUND)
    draw = Draw(image)
    draw_settlement(image, draw, view, PAD, PAD, width - 2 * PAD)
    return image


def render_declaration(view: Rummy21View, *, locale: str = "en") -> Rendered:
    """The end-of-deal image; ``view.settlement`` must be set (a deal has ended)."""
    if not view.settlement:
        raise ValueError("no deal has ended yet: the view has no settlement to draw")
    with words.drawing(locale):
        image = declaration_image(view)
    with words.speaking(locale):
        alt = settlement_alt(view)
    return rendered(image, alt, "rummy21-deal.png")
