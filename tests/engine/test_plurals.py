"""Plural families: each language has the forms its CLDR rule uses, and a count (signed or
zero) takes the form the language's rule gives it, wherever it is worded."""

from __future__ import annotations

import pytest

from engine import i18n

FAMILIES = sorted(i18n.families())


def test_there_are_plural_families() -> None:
    assert "images.count.point" in FAMILIES and len(FAMILIES) > 20


@pytest.mark.parametrize("locale", i18n.LOCALES)
def test_each_family_has_exactly_the_forms_of_the_language(locale: str) -> None:
    texts = i18n.catalogue(locale)
    wanted = i18n.plural_categories(locale) | {i18n.OTHER}
    for family in FAMILIES:
        forms = {key.removeprefix(f"{family}.") for key in texts if key.startswith(f"{family}.")}
        assert forms == wanted, (locale, family)
        assert family not in texts, f"{locale}: {family} is both a text and a family"


@pytest.mark.parametrize("locale", i18n.LOCALES)
def test_every_form_shows_its_count(locale: str) -> None:
    """A form written for "1" would word −1 (or Hindi's 0) wrongly."""
    texts = i18n.catalogue(locale)
    for family in FAMILIES:
        for key in texts:
            if key.startswith(f"{family}."):
                assert "count" in i18n.fields(texts[key]), key


@pytest.mark.parametrize(
    ("locale", "count", "category"),
    [
        ("en", 1, "one"),
        ("en", -1, "one"),
        ("en", 0, "other"),
        ("en", -2, "other"),
        ("hi", 0, "one"),
        ("hi", 1, "one"),
        ("hi", 2, "other"),
        ("es", 1, "one"),
        ("es", 0, "other"),
        ("es", -1, "one"),
    ],
)
def test_the_category_is_the_languages_cldr_rule(locale: str, count: int, category: str) -> None:
    assert i18n.plural_category(count, locale) == category


@pytest.mark.parametrize(
    ("locale", "count", "words"),
    [
        ("en", 1, "1 point"),
        ("en", -1, "−1 point"),
        ("en", 0, "0 points"),
        ("en", -7, "−7 points"),
        ("en", 12, "12 points"),
        ("es", -1, "−1 punto"),
        ("es", 0, "0 puntos"),
        ("hi", 0, "0 अंक"),
    ],
)
def test_signed_and_zero_counts_are_worded_by_the_rule(locale: str, count: int, words: str) -> None:
    assert i18n.text("images.count.point", locale, count=count) == words


def test_hindi_zero_takes_the_singular_form() -> None:
    """Hindi's "one" covers 0 and 1: "0 पत्ता", "1 पत्ता", "2 पत्ते"."""
    singular = i18n.catalogue("hi")["bot.table.cards.one"]
    plural = i18n.catalogue("hi")["bot.table.cards.other"]
    assert singular != plural
    assert i18n.text("bot.table.cards", "hi", count=0) == singular.format(count=0)
    assert i18n.text("bot.table.cards", "hi", count=1) == singular.format(count=1)
    assert i18n.text("bot.table.cards", "hi", count=2) == plural.format(count=2)


def test_a_saved_event_of_an_older_key_still_words_itself() -> None:
    """Events saved before the families kept their ``.one`` key (or the family's name)."""
    assert i18n.text("event.dealmein.drew.one", "en", name="ann", count=1) == "ann draws 1 card."
    assert i18n.text("event.dealmein.drew", "en", name="ann", count=3) == "ann draws 3 cards."


def test_a_family_is_a_known_key() -> None:
    assert i18n.has("images.count.point")
    assert not i18n.has("images.count.nothing")
