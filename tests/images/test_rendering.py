"""Shared rendering pieces: alt-text clipping, text fitting, the palette, and renders from
several threads at once (the bot draws off the event loop)."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from PIL import Image

from images import render_hand, render_table
from images.draw import ELLIPSIS, clip, wrap
from images.fonts import Weight, font
from images.rendered import ALT_MAX, clip_alt, fixed_palette
from tests.images.views import mid_game_view, player_view


def test_clip_alt_keeps_short_text_and_cuts_long_text_at_a_sentence() -> None:
    assert clip_alt("Short. Text.") == "Short. Text."
    long = "A sentence of some length. " * 60
    clipped = clip_alt(long)
    assert len(clipped) <= ALT_MAX and clipped.endswith("length.")
    words = clip_alt("word " * 400)
    assert len(words) <= ALT_MAX and words.endswith(ELLIPSIS)


def test_clip_and_wrap_fit_the_width() -> None:
    face = font(18)
    assert clip("ann", face, 200) == "ann"
    name = clip("a very long display name indeed", face, 100)
    assert name.endswith(ELLIPSIS) and face.getlength(name) <= 100
    lines = wrap("one two three four five six seven eight nine ten", face, 90, 2)
    assert len(lines) == 2 and lines[-1].endswith(ELLIPSIS)
    assert all(face.getlength(line) <= 90 for line in lines)
    assert wrap("one two", face, 300, 3) == ["one two"]


def test_fixed_palette_keeps_the_exact_colours_first() -> None:
    sample = Image.new("RGB", (10, 10), (10, 20, 30))
    sample.paste((200, 0, 0), (0, 0, 5, 10))
    palette = fixed_palette([sample], [(1, 2, 3), (250, 250, 250)])
    colours = palette.getpalette()
    assert colours is not None
    assert colours[:6] == [1, 2, 3, 250, 250, 250]
    assert {tuple(colours[6:9]), tuple(colours[9:12])} == {(200, 0, 0), (10, 20, 30)}


def test_renders_in_threads_match_serial_renders() -> None:
    table, hand = render_table(mid_game_view()).png, render_hand(player_view()).png
    with ThreadPoolExecutor(max_workers=4) as pool:
        tables = list(pool.map(lambda _: render_table(mid_game_view()).png, range(4)))
        hands = list(pool.map(lambda _: render_hand(player_view()).png, range(4)))
    assert tables == [table] * 4 and hands == [hand] * 4


def test_fonts_are_cached_per_thread() -> None:
    here = font(20, Weight.BOLD)
    assert font(20, Weight.BOLD) is here
    with ThreadPoolExecutor(max_workers=1) as pool:
        there = pool.submit(font, 20, Weight.BOLD).result()
    assert there is not here and there.size == here.size
