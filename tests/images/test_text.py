"""Names in every script: each character is drawn by a font that has it (never a box),
right-to-left runs are ordered and shaped, emoji keep their joiners, and a long name is
shortened without cutting the words after it."""

from __future__ import annotations

import pytest
from PIL import Image, ImageDraw, ImageFont

from images.draw import around
from images.fonts import FONT_DIR, Script, Weight, coverage, fallback_file, font
from images.text import RAQM, REPLACEMENT, Draw, graphemes, runs, shorten, visual, width

NAMES = {
    "latin": "Zoë Ångström",
    "cyrillic": "Дмитрий",
    "greek": "Ελένη",
    "cjk": "さくら 山田 김민준",
    "arabic": "محمد علي",
    "hebrew": "שרה כהן",
    "devanagari": "देवनागरी",
    "emoji": "Carolina 🎲 👍🏽 🇫🇷 👨‍👩‍👧",
}


def _font_file(script: Script | None, weight: Weight) -> str:
    return weight.value if script is None else fallback_file(script, weight)


@pytest.mark.parametrize("name", sorted(NAMES))
@pytest.mark.parametrize("weight", [Weight.REGULAR, Weight.BOLD])
def test_every_character_is_drawn_by_a_font_that_has_it(name: str, weight: Weight) -> None:
    text = NAMES[name]
    line = runs(text, weight)
    assert "".join(run.text for run in line) == text  # nothing replaced
    for run in line:
        covered = coverage(_font_file(run.script, weight))
        for char in run.text:
            joiner = ord(char) in (0x200D, 0xFE0F) or 0x1F3FB <= ord(char) <= 0x1F3FF
            assert ord(char) in covered or joiner, (name, char)


def test_a_character_no_font_has_becomes_a_question_mark() -> None:
    line = runs("ann \U000f0000", Weight.REGULAR)
    assert "".join(run.text for run in line) == f"ann {REPLACEMENT}"


def test_scripts_are_routed_to_their_fonts() -> None:
    assert [r.script for r in runs("さくら", Weight.BOLD)] == [Script.CJK]
    assert [r.script for r in runs("Carolina 🎲", Weight.BOLD)] == [None, Script.EMOJI]
    assert [r.script for r in runs("▶ محمد to move", Weight.BOLD)] == [None, Script.ARABIC, None]


def test_right_to_left_words_read_right_to_left_inside_a_left_to_right_line() -> None:
    line = runs("▶ محمد علي to move", Weight.BOLD)
    order = [run.text for run in visual(line)]
    # The words after the name stay after it; the two Arabic words swap places.
    assert order[0] == "▶ " and order[-1] == " to move"
    assert order[1:4] == ["علي", " ", "محمد"]


@pytest.mark.skipif(not RAQM, reason="shaping needs raqm and libfribidi")
def test_arabic_is_shaped_and_drawn_right_to_left() -> None:
    word = "محمد"
    shaped = Image.new("L", (200, 50))
    Draw(shaped).text((10, 25), word, 255, font(24, Weight.BOLD), "lm")
    path = FONT_DIR / fallback_file(Script.ARABIC, Weight.BOLD)
    unshaped = ImageFont.truetype(str(path), 24, layout_engine=ImageFont.Layout.BASIC)
    plain = Image.new("L", (200, 50))
    ImageDraw.Draw(plain).text((10, 25), word, 255, unshaped, "lm")
    assert shaped.getbbox() is not None
    assert shaped.tobytes() != plain.tobytes()  # letters joined, not isolated


def test_emoji_sequences_stay_whole_when_shortened() -> None:
    family = "👨‍👩‍👧"
    assert graphemes(f"a{family}b") == ["a", family, "b"]
    assert graphemes("🇫🇷🇩🇪") == ["🇫🇷", "🇩🇪"]
    face = font(20)
    short = shorten(family * 6, face, width(family * 2, face) + 20)
    assert short.endswith("…") and short[:-1] == family * (len(short[:-1]) // len(family))


def test_the_words_after_a_long_name_always_stay() -> None:
    face = font(20, Weight.BOLD)
    text = around("▶ ", "xX_DragonSlayer_Xx the Unbeaten", " to move", face, 260)
    assert text.startswith("▶ xX_") and text.endswith("… to move")
    assert width(text, face) <= 260


def test_a_name_in_every_script_draws_ink() -> None:
    image = Image.new("RGB", (900, 60), (0, 0, 0))
    draw = Draw(image)
    for index, name in enumerate(sorted(NAMES)):
        patch = Image.new("RGB", (400, 40), (0, 0, 0))
        Draw(patch).text((4, 20), NAMES[name], (255, 255, 255), font(22, Weight.BOLD), "lm")
        assert patch.getbbox() is not None, name
        draw.text((4 + index * 10, 30), NAMES[name], (255, 255, 255), font(22), "lm")


def test_without_raqm_a_right_to_left_run_is_reversed_here(monkeypatch: pytest.MonkeyPatch) -> None:
    import images.text as text_module

    (run,) = runs("שרה", Weight.REGULAR)
    monkeypatch.setattr(text_module, "RAQM", False)
    assert text_module._shown(run) == "הרש"
    monkeypatch.setattr(text_module, "RAQM", True)
    assert text_module._shown(run) == "שרה"
