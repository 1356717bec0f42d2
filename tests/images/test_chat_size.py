"""The chat-size standard: Discord shows a picture about 400 px wide on a desktop (350 on
a phone). Scaled to 400 px wide, every card's rank and suit is at least 9 px tall, every
text (names, scores, turn markers, labels, legends, last moves) at least 8 px, and no
picture is taller than 4:3. No text covers another (a label's pill or chip counts as the
label), none runs off the picture, and none is cut short where its whole would have fitted
(inside the picture, covering no other text).

The sizes and boxes are those the renderers really drew (:mod:`images.probe` notes each
line of text and each card sprite), for every picture of :mod:`images.samples`: every game,
2 to 6 players, start, middle and end, the daily challenge, with 32-character names in
several scripts, in every language of the bot.
"""

from __future__ import annotations

import io
from functools import cache

import pytest
from PIL import Image

from engine.i18n import LOCALES
from images import Rendered, prepare
from images.cards import BACK, index_heights
from images.probe import Box, CardDrawn, PanelDrawn, Role, TextDrawn, measuring
from images.samples import Sample, samples

CHAT_WIDTH = 400
MIN_INDEX = 9.0
MIN_TEXT = 8.0
#: Height over width, at most ("about 4:3 at most, wider is fine").
MAX_ASPECT = 4 / 3
#: Pixels two boxes may share before one covers the other (anti-aliased edges touch).
TOUCH = 2.0
#: Space a cut text would need beside its neighbour to count as having had room: the
#: renderers' gap between a name and the first figure after it (``images.result.CELL_GAP``).
ROOM = 12.0


@cache
def _all(locale: str = "en") -> list[Sample]:
    # The palettes and fixed pictures are drawn once, before measuring: their sample
    # tables are not pictures the bot sends.
    prepare()
    return samples(locale=locale)


def _overlap(a: Box, b: Box) -> bool:
    across = min(a[2], b[2]) - max(a[0], b[0])
    down = min(a[3], b[3]) - max(a[1], b[1])
    return across > TOUCH and down > TOUCH


def _inside(box: Box, width: int, height: int) -> bool:
    left, top, right, bottom = box
    return left >= -TOUCH and top >= -TOUCH and right <= width + TOUCH and bottom <= height + TOUCH


def _whole(item: TextDrawn) -> Box:
    """The box ``item`` would have had uncut, and :data:`ROOM` beside it: grown by its
    missing width on the side away from its anchor."""
    left, top, right, bottom = item.box
    cut = item.cut + ROOM
    if item.anchor == "r":
        return left - cut, top, right, bottom
    if item.anchor == "m":
        return left - cut / 2, top, right + cut / 2, bottom
    return left, top, right + cut, bottom


def _within(box: Box, outer: Box) -> bool:
    return (
        box[0] >= outer[0] - TOUCH
        and box[1] >= outer[1] - TOUCH
        and box[2] <= outer[2] + TOUCH
        and box[3] <= outer[3] + TOUCH
    )


def _room(item: TextDrawn, panels: list[Box], width: int, height: int) -> Box:
    """Where ``item`` may grow: the smallest panel it is written in, else the picture."""
    around = [p for p in panels if _within(item.box, p)]
    if not around:
        return (0.0, 0.0, float(width), float(height))
    return min(around, key=lambda p: (p[2] - p[0]) * (p[3] - p[1]))


def text_problems(
    texts: list[TextDrawn], width: int, height: int, panels: list[Box] | None = None
) -> list[str]:
    """Texts too small at chat size, covering one another, off the picture, or cut short
    where their whole would have fitted (in their panel, when written in one)."""
    scale = CHAT_WIDTH / width
    found = []
    for index, item in enumerate(texts):
        if round(item.size * scale, 6) < MIN_TEXT:
            found.append(f"{item.role} {item.text!r} {item.size * scale:.1f} px")
        if not _inside(item.box, width, height):
            found.append(f"{item.text!r} runs off the picture at {item.box}")
        others = texts[:index] + texts[index + 1 :]
        for other in texts[index + 1 :]:
            if _overlap(item.box, other.box):
                found.append(f"{item.text!r} and {other.text!r} overlap")
        if item.cut:
            whole = _whole(item)
            room = _room(item, panels or [], width, height)
            if _within(whole, room) and not any(_overlap(whole, o.box) for o in others):
                found.append(f"{item.text!r} is cut though there is room")
    return found


def problems(sample: Sample) -> list[str]:
    """What in ``sample`` falls short of the standard (nothing when it meets it)."""
    with measuring() as drawn:
        picture = sample.draw()
    width, height = Image.open(io.BytesIO(picture.png)).size
    scale = CHAT_WIDTH / width
    found = []
    if height > width * MAX_ASPECT:
        found.append(f"{width}x{height} is taller than 4:3")
    texts = [item for item in drawn if isinstance(item, TextDrawn) and item.text.strip()]
    panels = [item.box for item in drawn if isinstance(item, PanelDrawn)]
    found.extend(text_problems(texts, width, height, panels))
    for item in drawn:
        if isinstance(item, CardDrawn) and item.token != BACK:
            rank, suit = index_heights(item.width, item.height)
            if min(rank, suit) * scale < MIN_INDEX:
                found.append(f"card {item.token} rank {rank * scale:.1f} suit {suit * scale:.1f}")
    return sorted(set(found))


KINDS = ["table", "hand", "arranged", "deal", "result"]


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("kind", KINDS)
def test_every_picture_reads_at_chat_size(kind: str, locale: str) -> None:
    failing = {}
    for sample in _all(locale):
        if sample.name.endswith("-" + kind):
            found = problems(sample)
            if found:
                failing[sample.name] = found[:4]
    assert not failing, "\n".join(f"{name}: {found}" for name, found in failing.items())


def test_the_standard_catches_a_picture_too_small_to_read() -> None:
    from engine.cards import parse_card
    from engine.views import GameView, Hand
    from images import render_hand

    cards = tuple(parse_card(str(n) + "S") for n in range(2, 11)) * 3
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


def test_the_standard_catches_texts_that_cover_one_another_or_are_cut_with_room() -> None:
    def line(text: str, box: Box, cut: float = 0.0) -> TextDrawn:
        return TextDrawn(Role.LABEL, 20, text, box, cut)

    covering = [line("+72 on table", (100, 50, 220, 70)), line("WINNER", (190, 44, 290, 76))]
    assert any("overlap" in problem for problem in text_problems(covering, 900, 600))
    side_by_side = [line("+72 on table", (100, 50, 220, 70)), line("WINNER", (240, 44, 340, 76))]
    assert text_problems(side_by_side, 900, 600) == []
    # A name cut 60 px short with nothing beside it had room; with a score beside it, not.
    alone = [line("xX_DragonSla…", (40, 50, 200, 70), cut=60)]
    assert any("room" in problem for problem in text_problems(alone, 900, 600))
    beside = [*alone, line("540", (230, 50, 280, 70))]
    assert text_problems(beside, 900, 600) == []
    # Cut inside a panel that its whole would overflow: it had no room; in a wider one, it had.
    assert text_problems(alone, 900, 600, panels=[(30, 40, 210, 80)]) == []
    assert any("room" in p for p in text_problems(alone, 900, 600, panels=[(30, 40, 400, 80)]))
    tiny = [TextDrawn(Role.LABEL, 16, "GAME OVER", (0, 0, 90, 16))]
    assert any("px" in problem for problem in text_problems(tiny, 900, 600))


def test_the_tallest_rummy_500_table_is_within_4_3() -> None:
    """The six-player Rummy 500 table at the end of a hand (the issue's 900x1308): the long
    game's fifteen melds and every seat's arithmetic, and the short game's."""
    tallest = {}
    for sample in _all():
        if sample.name in ("rummy500-6p-end-table", "rummy500-6p-long-end-table"):
            tallest[sample.name] = Image.open(io.BytesIO(sample.draw().png)).size
    assert len(tallest) == 2
    for width, height in tallest.values():
        assert height <= width * MAX_ASPECT
