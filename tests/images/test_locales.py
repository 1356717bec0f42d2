"""Pictures in the player's language: every word drawn and the alt text come from the
catalogue, English stays the default, the fixed pictures are cached per language, and
Hindi is drawn in Devanagari, shaped, at phone size (or, without raqm, in English words)."""

from __future__ import annotations

import dataclasses
import random
import re
from typing import Any

import pytest
from fontTools.ttLib import TTFont
from PIL import Image, ImageDraw, ImageFont

import images.text as layout
from engine import i18n
from engine.dealmein.view import DealMeInView
from engine.hearts.game import Hearts
from engine.registry import computer_action, game_class
from engine.views import GameView
from images import render_hand, render_result, render_table, words
from images.dealmein.render import _base_in as dealmein_base
from images.fonts import FONT_DIR, Script, Weight, fallback, fallback_file, font
from images.hearts.render import _base_in as hearts_base
from images.probe import TextDrawn, measuring
from images.rummy21.arranged_hand import render_arranged_hand
from images.samples import samples
from images.text import RAQM, Draw, graphemes, runs, width
from tests.images.views import ended_view, mid_game_view, player_view

DEVANAGARI = re.compile("[\u0900-\u097f]")
#: Hindi words of the pictures, with conjuncts (प्र, स्थ, ज़्य), vowel signs drawn before
#: their consonant (ि) and the nukta (ज़).
HINDI_KEYS = [
    "images.dealmein.level.competitive",
    "images.result.title",
    "images.result.settled",
    "images.dealmein.legend.heading",
    "images.hand.heading",
    "images.winner",
    "images.dealmein.ending.no_play",
]
#: A phone shows a picture about 350 px wide; the pictures' labels are 14 to 24 px before
#: they are shrunk to that.
PHONE_WIDTH = 350
PHONE_SIZE = 16


def _hindi(key: str) -> str:
    return i18n.text(key, "hi", game="डील मी इन")


def _ink(text: str, face: ImageFont.FreeTypeFont, size: tuple[int, int]) -> Image.Image:
    image = Image.new("L", size)
    Draw(image).text((4, size[1] / 2), text, 255, face, "lm")
    return image


# ----------------------------------------------------------------- Devanagari


def test_the_devanagari_font_carries_its_shaping_rules() -> None:
    for weight in (Weight.REGULAR, Weight.BOLD):
        with TTFont(FONT_DIR / fallback_file(Script.DEVANAGARI, weight), lazy=True) as parsed:
            scripts = {r.ScriptTag for r in parsed["GSUB"].table.ScriptList.ScriptRecord}
            assert scripts & {"dev2", "deva"}, weight


@pytest.mark.parametrize("key", HINDI_KEYS)
@pytest.mark.parametrize("weight", [Weight.REGULAR, Weight.BOLD])
def test_hindi_words_are_drawn_by_the_devanagari_font(key: str, weight: Weight) -> None:
    text = _hindi(key)
    for run in runs(text, weight):
        if DEVANAGARI.search(run.text):
            assert run.script is Script.DEVANAGARI, run
    face = font(PHONE_SIZE, weight)
    image = _ink(text, face, (PHONE_WIDTH * 3, 40))
    box = image.getbbox()
    assert box is not None
    # The ink spans the width the layout measured (a line is placed and clipped by it).
    measured = width(text, face)
    assert measured * 0.9 <= box[2] - box[0] <= measured + 4


@pytest.mark.skipif(not RAQM, reason="shaping needs raqm and libfribidi")
@pytest.mark.parametrize("key", HINDI_KEYS)
def test_hindi_words_are_shaped_and_never_a_box(key: str) -> None:
    text = _hindi(key)
    size = 32
    shaped_font = fallback(Script.DEVANAGARI, size, Weight.REGULAR)
    path = FONT_DIR / fallback_file(Script.DEVANAGARI, Weight.REGULAR)
    basic = ImageFont.truetype(str(path), size, layout_engine=ImageFont.Layout.BASIC)
    word = next(w for w in text.split() if DEVANAGARI.search(w) and len(w) > 2)
    # Shaped, a word is laid out differently from its letters side by side: the vowel
    # sign ि moves before its consonant, conjuncts join.
    assert _glyphs(word, shaped_font) != _glyphs(word, basic)
    # The .notdef glyph (what the font draws for a character it lacks: in this subset an
    # empty box) is never what a letter comes out as; every letter has ink.
    notdef = _glyphs("\u4e00", shaped_font)
    for cluster in graphemes(text):
        if DEVANAGARI.search(cluster):
            drawn = _glyphs(cluster, shaped_font)
            assert drawn.getbbox() is not None and drawn.tobytes() != notdef.tobytes(), cluster


def _glyphs(text: str, face: ImageFont.FreeTypeFont) -> Image.Image:
    image = Image.new("L", (40 + 40 * len(text), 80))
    ImageDraw.Draw(image).text((10, 40), text, 255, face, "lm")
    return image


def test_without_raqm_a_hindi_picture_draws_english_words(monkeypatch: pytest.MonkeyPatch) -> None:
    english = render_table(mid_game_view())
    monkeypatch.setattr(layout, "RAQM", False)
    assert words.drawn_locale("hi") == "en" and words.drawn_locale("es") == "es"
    hindi = render_table(mid_game_view(), locale="hi")
    assert hindi.png == english.png  # unshaped Devanagari would be misread: English instead
    assert DEVANAGARI.search(hindi.alt)  # a screen reader reads the alt text: still Hindi


# ----------------------------------------------------------------- the words


def _english_words(locale: str) -> set[str]:
    """Words of four letters or more of the English picture texts that ``locale`` words
    differently (what must not be drawn in that language)."""
    english, other = i18n.catalogue("en"), i18n.catalogue(locale)
    found: set[str] = set()
    for key, template in english.items():
        if key.startswith("images.") and other[key] != template:
            found.update(w.lower() for w in re.findall(r"[A-Za-z]{4,}", template))
    return found - {w.lower() for w in re.findall(r"[A-Za-z]{4,}", " ".join(other.values()))}


def _drawn(render: Any, view: GameView, locale: str) -> tuple[list[str], str]:
    """The texts drawn for ``view`` in ``locale`` (the fixed pictures drawn afresh) and the
    alt text."""
    render(view)  # the palettes, made once from English samples, are not this picture's
    dealmein_base.cache_clear()
    hearts_base.cache_clear()
    with measuring() as drawn:
        picture = render(view, locale=locale)
    return [item.text for item in drawn if isinstance(item, TextDrawn)], picture.alt


def _without_engine_text(view: DealMeInView) -> DealMeInView:
    """The view without the last move's sentence (the engine's, worded by the bot)."""
    if view.last_move:
        return dataclasses.replace(view, last_move=dataclasses.replace(view.last_move, text=""))
    return view


def _hearts_view() -> GameView:
    game = Hearts.create(["ann", "bob", "carol", "dmitri"], seed=7)
    return game.view(None)


def _played(game_id: str, moves: int, player: int | None = None) -> GameView:
    """A computer players' game of ``game_id`` after ``moves`` moves, seen by ``player``."""
    game = game_class(game_id).create(["ann", "bob", "carol"], seed=3)
    rng = random.Random(3)
    for _ in range(moves):
        if game.over:
            break
        seat = game.to_move()[0]
        game.apply(seat, computer_action(game, seat, rng))
    return game.view(player)


def _finished(game_id: str) -> GameView:
    return _played(game_id, 100_000)


@pytest.mark.parametrize("locale", ["hi", "es", "pl"])
@pytest.mark.parametrize(
    ("render", "view"),
    [
        (render_table, lambda: _without_engine_text(mid_game_view())),
        (render_table, lambda: _without_engine_text(ended_view())),
        (render_result, ended_view),
        (render_hand, player_view),
        (render_table, _hearts_view),
        (render_table, lambda: _played("rummy21", 12)),
        (render_table, lambda: _finished("rummy21")),
        (render_result, lambda: _finished("rummy21")),
        (render_arranged_hand, lambda: _played("rummy21", 12, player=0)),
        (render_table, lambda: _played("rummy500", 12)),
        (render_result, lambda: _finished("rummy500")),
    ],
)
def test_no_english_word_is_drawn_or_described_in_another_language(
    render: Any, view: Any, locale: str
) -> None:
    shown = view()
    names = {w.lower() for name in shown.players for w in re.findall(r"[A-Za-z]+", name)}
    english = _english_words(locale) - names
    texts, alt = _drawn(render, shown, locale)
    leaked = {
        (text, w)
        for text in texts
        for w in re.findall(r"[A-Za-z]{4,}", text)
        if w.lower() in english
    }
    assert leaked == set()
    said = {w for w in re.findall(r"[A-Za-z]{4,}", alt) if w.lower() in english}
    assert said == set()
    if locale == "hi":
        assert DEVANAGARI.search(alt) and any(DEVANAGARI.search(t) for t in texts)


POLISH_LETTERS = "ąęłńóśźżĄĘŁŃÓŚŹŻćĆ"


@pytest.mark.parametrize("weight", list(Weight))
def test_every_weight_of_the_pictures_font_draws_the_polish_letters(weight: Weight) -> None:
    cmap = TTFont(FONT_DIR / weight.value).getBestCmap()
    assert [c for c in POLISH_LETTERS if ord(c) not in cmap] == []


def test_a_polish_picture_draws_polish_words_with_their_letters() -> None:
    texts, alt = _drawn(render_table, _without_engine_text(ended_view()), "pl")
    assert "KONIEC GRY" in texts
    assert any(c in POLISH_LETTERS for text in texts for c in text)
    assert "Gra się zakończyła" in alt


def test_english_is_the_default_and_each_language_is_cached_apart() -> None:
    view = mid_game_view()
    english = render_table(view)
    assert render_table(view, locale="en").png == english.png
    hindi = render_table(view, locale="hi")
    spanish = render_table(view, locale="es")
    assert len({english.png, hindi.png, spanish.png}) == 3
    assert render_table(view).png == english.png  # the cached Hindi board is not reused
    assert render_table(view, locale="hi").png == hindi.png
    assert spanish.alt.startswith("Le toca a ")
    assert render_table(view, locale="fr").png == english.png  # not shipped: English


@pytest.mark.parametrize("game", ["dealmein", "hearts", "rummy500", "rummy21"])
def test_the_pictures_in_hindi_meet_the_chat_size_standard(game: str) -> None:
    from tests.images.test_chat_size import problems

    for sample in samples((game,), "hi"):
        if "-middle-" in sample.name or "-end-" in sample.name:
            assert problems(sample) == [], sample.name


def test_a_replay_in_hindi_has_the_same_frames_in_hindi_words() -> None:
    from images.replay import render_replay, replay_frames
    from tests.images.test_replay import finished_record

    record = finished_record("dealmein")
    english = render_replay(record, max_frames=12)
    hindi = render_replay(record, max_frames=12, locale="hi")
    assert hindi.frames == english.frames and hindi.data != english.data
    assert hindi.alt.startswith("डील मी इन के एक खेल का एनिमेटेड रीप्ले")
    with words.speaking("hi"):
        frames, *_ = replay_frames(record, max_frames=12)
    assert frames[0].counter == "पत्ते बँटे"
    assert frames[1].counter.startswith("चालें 1–")


def test_the_last_move_reads_in_the_pictures_language() -> None:
    """The view carries the engine's sentence in English; another language summarizes the
    move from its data (who, where, the score), in the picture and in its alt text."""
    view = mid_game_view()
    assert view.last_move and view.last_move.text
    english = render_table(view)
    assert view.last_move.text.rstrip(".") in english.alt
    spanish = render_table(view, locale="es")
    name = view.players[view.last_move.player]
    assert f"{name} colocó en " in spanish.alt and view.last_move.text not in spanish.alt
    hindi = render_table(view, locale="hi")
    assert f"{name} ने " in hindi.alt
