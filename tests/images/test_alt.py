"""Alt text, the picture for a screen reader: whose turn it is and every score first,
never cut there; cards as symbols (5♠); plurals right; the stock counted right."""

from __future__ import annotations

import re
from functools import cache

import pytest

from engine.rummy21.game import IndianRummy
from images.dealmein import render as dealmein
from images.rendered import ALT_MAX, alt_text
from images.rummy21 import render as rummy21
from images.samples import Sample, samples
from tests.images import views

#: A card written in the notation (5S, 10H) rather than with its symbol.
NOTATION = re.compile(r"(?<![\w=])(10|[2-9AJQK])[SHDC](?!\w)")


@cache
def _alts() -> list[tuple[Sample, str, dict[str, object] | None]]:
    return [(sample, sample.draw().alt, None) for sample in samples()]


def test_every_alt_text_fits_and_names_cards_with_symbols() -> None:
    for sample, alt, _ in _alts():
        assert len(alt) <= ALT_MAX, sample.name
        assert not NOTATION.search(alt), (sample.name, NOTATION.search(alt))
        assert not re.search(r"\b1 (cards|jokers|deals|points)\b", alt), sample.name


def test_table_alt_text_leads_with_the_turn_and_every_players_score() -> None:
    for sample, alt, _ in _alts():
        seated = re.search(r"-(\d)p-", sample.name)
        if not sample.name.endswith("-table") or seated is None:
            continue  # the daily challenge has no seats to score (test_dealmein.py)
        players = int(seated.group(1))
        lead = alt.split(" table, ")[0] if " table, " in alt else alt
        first = lead.split(".")[0]
        assert " to " in first or first.startswith(("The game is over", "Game over")), sample.name
        seats = lead.split("Players: ")[1].split(". ")[0]
        assert seats.count(" point") == players, sample.name


def test_the_essentials_are_kept_whole_and_the_details_cut_at_a_word() -> None:
    essentials = ["ann to play.", "Players: " + "; ".join(f"p{i} {i} points" for i in range(6))]
    details = ["Discard pile: " + ", ".join(["10♠"] * 400) + "."]
    text = alt_text(essentials, details)
    assert text.startswith(" ".join(essentials)) and len(text) <= ALT_MAX
    assert text.endswith("…") and "10♠, 10♠" in text


def test_before_the_deal_the_21_card_table_counts_the_pack() -> None:
    game = IndianRummy.create(["ann", "bob", "cy"], seed=5)
    alt = rummy21.render_table(game.view()).alt
    assert "Pack: 159 cards." in alt or re.search(r"Pack: \d+ cards\.", alt)
    assert "Stock: 0 cards" not in alt


@pytest.mark.parametrize(
    ("locale", "expected", "wrong"),
    [
        ("en", ["ann −1 point,", "bob 0 points,", " 1 point,"], ["-1", "−1 points", " 1 points"]),
        ("es", ["ann −1 punto,", "bob 0 puntos,", " 1 punto,"], ["-1", "−1 puntos", " 1 puntos"]),
        ("hi", ["−1 अंक", "0 अंक", "1 अंक"], ["-1"]),
    ],
)
def test_signed_and_zero_scores_take_the_languages_plural(
    locale: str, expected: list[str], wrong: list[str]
) -> None:
    """A swap can take a Deal Me In score below zero: "−1 point", "0 points", as CLDR says."""
    view = views.mid_game_view(scores=[-1, 0, 1])
    alt = dealmein.render_table(view, locale=locale).alt
    for words in expected:
        assert words in alt, (locale, words, alt)
    for words in wrong:
        assert words not in alt, (locale, words)
