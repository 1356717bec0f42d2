"""The catalogues' commands (``docs/translating.md``)::

    python -m engine.i18n update     # every .po brought up to its .pot (new keys, fuzzy marks)
    python -m engine.i18n convert    # former area modules merged into the catalogues, then deleted
    python -m engine.i18n check      # what a translator still has to do, per language

``convert`` takes every ``engine/i18n/<lang>/<area>.py`` module of the former format (a
``TEXTS`` dict of key to text) and merges it into the catalogue of the key's layer: English
into the layer's template (a new key added, a changed English replaced), another language
into its translation (the module's text taken as the translation of the English now, except
that a translation left as it was while its English changed is marked fuzzy); then it runs
``update`` and deletes the modules it merged. Run again, it finds nothing to merge and
changes nothing.
"""

from __future__ import annotations

import argparse
import runpy
import shutil
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path

from engine.i18n import DEFAULT_LOCALE, LOCALES, fields, plural_categories, po

#: Where the former area modules live.
FORMER = Path(__file__).resolve().parent


def former_files(locale: str) -> list[Path]:
    """The area modules of ``locale`` in the former format still in the tree."""
    folder = FORMER / locale
    return sorted(p for p in folder.glob("*.py") if p.stem != "__init__") if folder.is_dir() else []


def read_module(path: Path) -> dict[str, str]:
    """The ``TEXTS`` of a former area module."""
    texts = runpy.run_path(str(path))["TEXTS"]
    return {str(key): str(value) for key, value in texts.items()}


def templates() -> dict[str, dict[str, str]]:
    """Each layer's English, key to text, in the template's order."""
    return {layer: po.english(po.layer_domain(layer)) for layer in po.LAYERS}


def update(locales: Iterable[str] = LOCALES, *, quiet: bool = False) -> list[Path]:
    """Every translation brought up to its layer's template (:func:`engine.i18n.po.sync`);
    the files that changed."""
    changed = []
    for layer, english in templates().items():
        domain = po.layer_domain(layer)
        if po.write(po.make_template(english, layer), domain.template):
            changed.append(domain.template)
        for locale in locales:
            if locale == DEFAULT_LOCALE:
                continue
            path = domain.translation(locale)
            synced = po.sync(english, po.read(path, locale), locale, plural_categories(locale))
            if po.write(synced, path):
                changed.append(path)
    if not quiet:
        for path in changed:
            print(f"updated {path.relative_to(po.ROOT)}")
    return changed


def convert(*, quiet: bool = False) -> list[Path]:
    """Merge every former area module into the catalogues and delete it (see the module's
    notes); the modules merged."""
    english = templates()
    before = {layer: dict(texts) for layer, texts in english.items()}
    done: list[Path] = []
    report: list[str] = []
    for path in former_files(DEFAULT_LOCALE):
        for key, source in read_module(path).items():
            texts = english[po.layer_of(key)]
            if key not in texts:
                report.append(f"new key {key}")
            elif texts[key] != source:
                report.append(f"English changed: {key}")
            texts[key] = source
        done.append(path)
    for layer, texts in english.items():
        po.write(po.make_template(texts, layer), po.layer_domain(layer).template)
    update(quiet=True)
    for locale in LOCALES:
        if locale == DEFAULT_LOCALE:
            continue
        merged = _merge_translations(locale, english, before, report)
        done.extend(merged)
    update(quiet=True)
    for path in done:
        path.unlink()
    for folder in {path.parent for path in done}:
        if all(p.name in ("__init__.py", "__pycache__") for p in folder.iterdir()):
            shutil.rmtree(folder)
    if not quiet:
        for line in report:
            print(line)
        for path in done:
            print(f"merged and deleted {path.relative_to(po.ROOT)}")
    return done


def _merge_translations(
    locale: str,
    english: dict[str, dict[str, str]],
    before: dict[str, dict[str, str]],
    report: list[str],
) -> list[Path]:
    files = former_files(locale)
    if not files:
        return []
    catalogs = {
        layer: po.read(po.layer_domain(layer).translation(locale), locale) for layer in po.LAYERS
    }
    messages = {
        (layer, str(m.context)): m for layer, cat in catalogs.items() for m in po.entries(cat)
    }
    merged = []
    for path in files:
        unknown = []
        for key, string in read_module(path).items():
            layer = po.layer_of(key)
            message = messages.get((layer, key))
            if message is None:
                unknown.append(key)
                continue
            english_key = key if key in english[layer] else _source_key(key)
            changed = english[layer].get(english_key) != before[layer].get(english_key)
            if changed and before[layer].get(english_key) is not None and string == message.string:
                message.flags.add(po.FUZZY)
                report.append(f"{locale}: fuzzy (English changed, translation not) {key}")
                continue
            if fields(string) != fields(str(message.id)):
                report.append(f"{locale}: fields differ from the English {key}")
            message.string = string
            message.flags.discard(po.FUZZY)
            message.previous_id = []
        if unknown:
            print(
                f"{path.relative_to(po.ROOT)}: keys with no English, left in place: "
                + ", ".join(unknown),
                file=sys.stderr,
            )
            continue
        merged.append(path)
    for layer, catalog in catalogs.items():
        po.write(catalog, po.layer_domain(layer).translation(locale))
    return merged


def _source_key(key: str) -> str:
    split = po.family_of(key)
    return f"{split[0]}.{'one' if split[1] == 'one' else 'other'}" if split else key


def check() -> int:
    """Print the entries still untranslated or fuzzy, per language; how many."""
    total = 0
    for layer in po.LAYERS:
        domain = po.layer_domain(layer)
        for locale in LOCALES:
            if locale == DEFAULT_LOCALE:
                continue
            for message in po.entries(po.read(domain.translation(locale), locale)):
                if not message.string or message.fuzzy:
                    state = "fuzzy" if message.fuzzy else "untranslated"
                    print(f"{locale} {layer} {state}: {message.context}")
                    total += 1
    return total


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m engine.i18n", description=__doc__.split("::")[0]
    )
    parser.add_argument("command", choices=("update", "convert", "check"))
    args = parser.parse_args(argv)
    if args.command == "update":
        update()
    elif args.command == "convert":
        convert()
    elif check():
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
