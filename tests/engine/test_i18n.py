"""The catalogue (engine.i18n): complete in every language, placeholders kept."""

from __future__ import annotations

import pytest

from engine import i18n
from engine.core import IllegalAction
from engine.i18n import po

ENGLISH = i18n.catalogue("en")


@pytest.mark.parametrize("locale", [loc for loc in i18n.LOCALES if loc != "en"])
def test_every_language_has_exactly_the_english_keys(locale: str) -> None:
    texts = i18n.catalogue(locale)
    wanted = i18n.keys_of(locale)
    assert sorted(wanted - set(texts)) == [], f"{locale} misses keys (or they are fuzzy)"
    assert sorted(set(texts) - wanted) == [], f"{locale} has keys English lacks"


@pytest.mark.parametrize("locale", i18n.LOCALES)
def test_every_template_keeps_the_english_fields(locale: str) -> None:
    texts = i18n.catalogue(locale)
    sources = po.forms(ENGLISH, i18n.plural_categories(locale))
    wrong = {
        key: (sorted(i18n.fields(texts[key])), sorted(i18n.fields(english)))
        for key, english in sources.items()
        if key in texts and i18n.fields(texts[key]) != i18n.fields(english)
    }
    assert wrong == {}
    for template in texts.values():
        template.format(**{name: "x" for name in i18n.fields(template)})


@pytest.mark.parametrize(
    ("tag", "locale"),
    [
        ("hi", "hi"),
        ("es-ES", "es"),
        ("es-419", "es"),
        ("pl", "pl"),
        ("en-US", "en"),
        ("fr", "en"),
        (None, "en"),
    ],
)
def test_a_discord_locale_tag_maps_to_a_shipped_language(tag: str | None, locale: str) -> None:
    assert i18n.locale_for(tag) == locale


def test_a_missing_key_falls_back_to_english_and_an_unknown_key_is_an_error() -> None:
    assert i18n.text("core.level.hard", "fr") == "hard"
    assert i18n.text("core.level.hard", "hi") == "कठिन"
    with pytest.raises(KeyError):
        i18n.text("no.such.key")


def test_a_refusal_without_catalogue_entry_words_its_english_sentence() -> None:
    refusal = IllegalAction("Draw first.", code="nowhere.in.catalogue")
    assert refusal.words("hi") == "Draw first."
