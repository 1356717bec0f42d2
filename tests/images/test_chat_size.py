"""The chat-size standard: Discord shows a picture about 400 px wide on a desktop (350 on
a phone). Scaled to 400 px wide, every card's rank and suit is at least 9 px tall, every
name, score and turn marker at least 8 px, and no picture is taller than 4:3.

The sizes are those the renderers really drew (:mod:`images.probe` notes each line of text
and each card sprite), for every picture of :mod:`images.samples`: every game, 2 to 6
players, start, middle and end, with 32-character names in several scripts.
"""

from __future__ import annotations

import io
from functools import cache

import pytest
from PIL import Image

from images import Rendered
from images.cards import BACK, index_heights
from images.probe import CardDrawn, Role, TextDrawn, measuring
from images.samples import Sample, samples

CHAT_WIDTH = 400
MIN_INDEX = 9.0
MIN_TEXT = 8.0
#: Height over width, at most ("about 4:3 at most, wider is fine").
MAX_ASPECT = 4 / 3
ESSENTIAL = (Role.NAME, Role.SCORE, Role.TURN)


@cache
def _all() -> list[Sample]:
    return samples()


def problems(sample: Sample) -> list[str]:
    """What in ``sample`` falls short of the standard (nothing when it meets it)."""
    with measuring() as drawn:
        picture = sample.draw()
    width, height = Image.open(io.BytesIO(picture.png)).size
    scale = CHAT_WIDTH / width
    found = []
    if height > width * MAX_ASPECT:
        found.append(f"{width}x{height} is taller than 4:3")
    for item in drawn:
        if isinstance(item, TextDrawn) and item.role in ESSENTIAL and item.text.strip():
            if item.size * scale < MIN_TEXT:
                found.append(f"{item.role} {item.text!r} {item.size * scale:.1f} px")
        elif isinstance(item, CardDrawn) and item.token != BACK:
            rank, suit = index_heights(item.width, item.height)
            if min(rank, suit) * scale < MIN_INDEX:
                found.append(f"card {item.token} rank {rank * scale:.1f} suit {suit * scale:.1f}")
    return sorted(set(found))


KINDS = ["table", "hand", "arranged", "deal", "result"]


@pytest.mark.parametrize("kind", KINDS)
def test_every_picture_reads_at_chat_size(kind: str) -> None:
    failing = {}
    for sample in _all():
        if sample.name.endswith("-" + kind):
            found = problems(sample)
            if found:
                failing[sample.name] = found[:4]
    assert not failing, "\n".join(f"{name}: {found}" for name, found in failing.items())


def test_the_standard_catches_a_picture_too_small_to_read() -> None:
    from engine.views import GameView, Hand
    from images import render_hand

    cards = tuple(str(n) + "S" for n in range(2, 11)) * 3
    hand = GameView(
        game="rummy500",
        title="Rummy 500",
        seats=(),
        to_move=(),
        stock=None,
        over=False,
        turn_seconds=None,
        viewer=0,
        hand=Hand(cards=cards),
    )
    # Nine cards a row at 112 px: fine. The same picture squeezed into a 2,400 px canvas
    # would not be: check the rule itself on a made-up sample.
    wide = Sample("wide", lambda: _widened(render_hand(hand)))
    assert any("rank" in problem for problem in problems(wide))


def _widened(picture: Rendered) -> Rendered:
    image = Image.open(io.BytesIO(picture.png))
    canvas = Image.new("RGB", (image.width * 3, image.height))
    canvas.paste(image, (0, 0))
    out = io.BytesIO()
    canvas.save(out, "PNG")
    return Rendered(out.getvalue(), picture.alt, picture.filename)
