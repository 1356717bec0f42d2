"""The catalogue by the book: CLDR's lists, numbers, dates and Polish plurals (Babel), the
gettext files of each layer (fuzzy entries read as English, lines a reviewer can read),
the converter of the former area modules, and the one language of the words now."""

from __future__ import annotations

import asyncio
import datetime
from pathlib import Path

import pytest

from engine import i18n
from engine.i18n import __main__ as commands
from engine.i18n import po

ROOT = Path(__file__).resolve().parent.parent.parent


@pytest.mark.parametrize(
    ("locale", "words"),
    [
        ("en", "ann, bob and cy"),
        ("es", "ann, bob y cy"),
        ("pl", "ann, bob i cy"),
        ("hi", "ann, bob और cy"),
    ],
)
def test_a_list_of_three_is_joined_by_the_language_s_cldr_pattern(locale: str, words: str) -> None:
    assert i18n.joined(["ann", "bob", "cy"], locale) == words


def test_a_list_may_be_joined_with_or() -> None:
    assert i18n.joined(["ann", "bob", "cy"], "es", "or") == "ann, bob o cy"
    assert i18n.joined(["ann", "bob"], "pl", "or") == "ann lub bob"


@pytest.mark.parametrize(
    ("count", "words"),
    [(1, "1 karta"), (2, "2 karty"), (5, "5 kart"), (22, "22 karty"), (25, "25 kart")],
)
def test_polish_counts_take_their_four_cldr_forms(count: int, words: str) -> None:
    assert i18n.text("images.count.card", "pl", count=count) == words


def test_polish_uses_one_few_many_for_whole_numbers_and_other_for_fractions() -> None:
    assert i18n.plural_categories("pl") == {"one", "few", "many"}
    assert [i18n.plural_category(n, "pl") for n in (1, 3, 12, 112, 0)] == [
        "one",
        "few",
        "many",
        "many",
        "many",
    ]
    assert i18n.plural_category(1.5, "pl") == "other"
    assert i18n.text("images.count.point", "pl", count=1.5) == "1,5 punktu"


@pytest.mark.parametrize(
    ("locale", "number", "day"),
    [
        ("en", "1,234,567.5", "2 Dec 2026"),
        ("hi", "12,34,567.5", "2 दिस॰ 2026"),
        ("es", "1.234.567,5", "2 dic 2026"),
        ("pl", "1\xa0234\xa0567,5", "2 gru 2026"),
    ],
)
def test_a_number_and_a_date_are_written_the_language_s_way(
    locale: str, number: str, day: str
) -> None:
    assert i18n.number(1234567.5, locale) == number
    assert i18n.number(-3, locale) == "−3"
    assert i18n.day(datetime.date(2026, 12, 2), locale) == day


def test_words_asked_for_without_a_language_are_in_the_language_now() -> None:
    assert i18n.text("core.level.hard") == "hard"
    with i18n.speaking("pl"):
        assert i18n.text("core.level.hard") == "trudny"
        assert i18n.joined(["a", "b"]) == "a i b"
        with i18n.speaking("es"):
            assert i18n.text("core.level.hard") == "difícil"
        assert i18n.language() == "pl"
    assert i18n.language() == "en"


async def test_each_task_keeps_its_own_language() -> None:
    async def reader(locale: str) -> str:
        i18n.speak(locale)
        await asyncio.sleep(0)
        return i18n.text("core.level.easy")

    assert await asyncio.gather(reader("hi"), reader("pl"), reader("es")) == [
        "आसान",
        "łatwy",
        "fácil",
    ]
    assert i18n.language() == "en"


# ------------------------------------------------------------------ the files


def _layer_files() -> list[Path]:
    return sorted(ROOT.glob("*/locale/**/*.po*"))


def test_each_layer_owns_its_keys() -> None:
    for layer in po.LAYERS:
        for key in po.english(po.layer_domain(layer)):
            assert po.layer_of(key) == layer, key


def test_no_catalogue_line_is_too_long_to_review() -> None:
    assert len(_layer_files()) == len(po.LAYERS) * len(i18n.LOCALES)
    for path in _layer_files():
        longest = max(len(line) for line in path.read_text(encoding="utf-8").splitlines())
        assert longest <= 100, path


def test_the_shipped_catalogues_are_up_to_date_with_their_templates() -> None:
    """``python -m engine.i18n update`` would change nothing (each .po has every key of
    its template, in its order)."""
    for layer in po.LAYERS:
        domain = po.layer_domain(layer)
        english = po.english(domain)
        for locale in i18n.LOCALES[1:]:
            path = domain.translation(locale)
            synced = po.sync(english, po.read(path, locale), locale, i18n.plural_categories(locale))
            assert [str(m.context) for m in po.entries(synced)] == [
                str(m.context) for m in po.entries(po.read(path, locale))
            ], path


def _tree(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A source tree of its own for the commands (layers' ``locale/`` and the former
    modules' folder)."""
    monkeypatch.setattr(po, "ROOT", tmp_path)
    monkeypatch.setattr(commands, "FORMER", tmp_path / "former")
    return tmp_path


def _module(tree: Path, locale: str, texts: dict[str, str]) -> Path:
    path = tree / "former" / locale / "area.py"
    path.parent.mkdir(parents=True, exist_ok=True)
    (path.parent / "__init__.py").write_text("")
    path.write_text(f"TEXTS = {texts!r}\n", encoding="utf-8")
    return path


ENGLISH = {
    "area.greeting": "Hello {name}.",
    "bot.area.button": "Press",
    "images.area.count.one": "{count} card",
    "images.area.count.other": "{count} cards",
}
POLISH = {
    "area.greeting": "Cześć {name}.",
    "bot.area.button": "Naciśnij",
    "images.area.count.one": "{count} karta",
    "images.area.count.few": "{count} karty",
    "images.area.count.many": "{count} kart",
    "images.area.count.other": "{count} karty",
}


def _translations(layer: str, locale: str) -> dict[str, str]:
    return po.translated(po.layer_domain(layer), locale)


def test_the_converter_moves_former_modules_into_the_layers_catalogues(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    tree = _tree(tmp_path, monkeypatch)
    modules = [_module(tree, "en", ENGLISH), _module(tree, "pl", POLISH)]
    assert commands.convert(quiet=True) == modules
    assert not (tree / "former" / "en").exists() and not (tree / "former" / "pl").exists()
    english = {k: v for layer in po.LAYERS for k, v in po.english(po.layer_domain(layer)).items()}
    assert english == ENGLISH
    polish = {k: v for layer in po.LAYERS for k, v in _translations(layer, "pl").items()}
    assert polish == POLISH
    assert _translations("bot", "pl") == {"bot.area.button": "Naciśnij"}
    # Spanish has no module: its catalogue has every entry, untranslated.
    spanish = po.read(po.layer_domain("engine").translation("es"), "es")
    assert [(str(m.context), m.string) for m in po.entries(spanish)] == [("area.greeting", "")]
    # Run again: nothing to merge, no file changes.
    files = {path: path.read_bytes() for path in tree.rglob("*.po*")}
    assert commands.convert(quiet=True) == []
    assert {path: path.read_bytes() for path in tree.rglob("*.po*")} == files


def test_a_translation_whose_english_changed_is_fuzzy_and_reads_english(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    tree = _tree(tmp_path, monkeypatch)
    _module(tree, "en", ENGLISH)
    _module(tree, "pl", POLISH)
    commands.convert(quiet=True)
    # Another branch changes an English sentence and leaves Polish as it was.
    _module(tree, "en", {"area.greeting": "Good day, {name}."})
    _module(tree, "pl", {"area.greeting": "Cześć {name}."})
    commands.convert(quiet=True)
    path = po.layer_domain("engine").translation("pl")
    text = path.read_text(encoding="utf-8")
    previous = '#, fuzzy, python-brace-format\n#| msgid "Hello {name}."\nmsgctxt "area.greeting"'
    assert previous in text
    assert "area.greeting" not in _translations("engine", "pl")  # read as English
    capsys.readouterr()
    commands.check()
    assert "pl engine fuzzy: area.greeting" in capsys.readouterr().out.splitlines()
    # The translator looks again and removes the mark: the translation is read.
    path.write_text(text.replace("#, fuzzy, python-brace-format", "#, python-brace-format"))
    commands.update(quiet=True)
    assert _translations("engine", "pl") == {"area.greeting": "Cześć {name}."}
    assert "#|" not in path.read_text(encoding="utf-8")


def test_the_catalogue_still_reads_a_former_module_until_it_is_converted(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = Path(i18n.__file__).parent / "pl"
    assert not folder.exists(), "a former module is left: python -m engine.i18n convert"
    folder.mkdir()
    try:
        (folder / "zz_words_test.py").write_text('TEXTS = {"core.level.hard": "x"}\n')
        i18n.catalogue.cache_clear()
        with pytest.raises(ValueError, match=r"core\.level\.hard"):
            i18n.catalogue("pl")
    finally:
        for path in folder.rglob("*"):
            if path.is_file():
                path.unlink()
        for path in sorted(folder.rglob("*"), reverse=True):
            path.rmdir()
        folder.rmdir()
        i18n.catalogue.cache_clear()
