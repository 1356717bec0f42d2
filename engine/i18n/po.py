"""The catalogues on disk: one gettext domain per layer, in the files translators' tools read.

A layer keeps its words in its own ``locale/`` folder (``engine/locale``, ``images/locale``,
``bot/locale``): the template ``<domain>.pot`` holds the English, one entry a key, and
``<lang>/LC_MESSAGES/<domain>.po`` the translation of each entry into one language::

    #, python-brace-format
    msgctxt "bot.lobby.joined"
    msgid "{name} joined the table."
    msgstr "{name} मेज़ पर आ गए।"

The key is the entry's context (``msgctxt``), so that two keys may share an English text and
a saved event's key never depends on its wording; the English is the source text a
translator reads (``msgid``). A plural family's forms are entries of their own, one per CLDR
category the language uses (``images.count.card.few``), their source the English ``.one``
text for "one" and the ``.other`` text for every other category: CLDR names its categories
and gettext's numbered ``msgstr[n]`` do not, and Polish's "other" (fractions) has no
gettext number at all.

A translation is used when it is neither empty nor ``fuzzy``: :func:`update` marks it fuzzy
(keeping the English it was made from as ``#| msgid``) when the English changes, and the
reader then reads English until a translator has looked again and removed the mark, as
``msgfmt`` does.
"""

from __future__ import annotations

import io
import string
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import read_po, unescape, write_po

#: Where the project's layers live (the commands below edit the source tree).
ROOT = Path(__file__).resolve().parent.parent.parent
#: Lines of a catalogue file are wrapped at this width, as ``msgmerge`` does.
WIDTH = 76
#: The CLDR plural categories, the suffixes of a plural family's keys.
CATEGORIES = ("zero", "one", "two", "few", "many", "other")
FUZZY = "fuzzy"
FORMAT = "python-brace-format"


@dataclass(frozen=True)
class Domain:
    """One layer's catalogue: ``name`` (``"bot"``) and the ``locale/`` folder it lives in."""

    name: str
    directory: Path

    @property
    def template(self) -> Path:
        return self.directory / f"{self.name}.pot"

    def translation(self, locale: str) -> Path:
        return self.directory / locale / "LC_MESSAGES" / f"{self.name}.po"


def layer_domain(name: str) -> Domain:
    """The catalogue of the layer ``name`` (``"engine"``, ``"images"``, ``"bot"``) in the
    source tree."""
    return Domain(name, ROOT / name / "locale")


#: The layers, each with the key prefixes it owns (the engine owns every other key).
LAYERS: tuple[str, ...] = ("engine", "images", "bot")


def layer_of(key: str) -> str:
    """The layer whose catalogue holds ``key``: ``bot.*`` the bot's, ``images.*`` the
    pictures', every other key the engine's."""
    head = key.split(".", 1)[0]
    return head if head in ("bot", "images") else "engine"


def read(path: Path, locale: str | None = None) -> Catalog:
    """The catalogue in ``path`` (an empty one when there is no such file)."""
    if not path.exists():
        return Catalog(locale=locale, domain=path.stem)
    with path.open("rb") as file:
        catalog = read_po(file, locale=locale, domain=path.stem)
    for message in catalog:
        _previous_from_comments(message)
    return catalog


def _previous_from_comments(message: Message) -> None:
    """Babel reads a previous source (``#| msgid "..."``, wrapped on ``#| "..."`` lines)
    as a translator's comment: make it the previous source again."""
    previous = [c for c in message.user_comments if c.startswith("| ")]
    if not previous:
        return
    message.user_comments = [c for c in message.user_comments if not c.startswith("| ")]
    parts = [c[2:].strip() for c in previous]
    parts[0] = parts[0].removeprefix("msgid").strip()
    message.previous_id = ["".join(unescape(part) for part in parts if part)]


def write(catalog: Catalog, path: Path) -> bool:
    """Write ``catalog`` to ``path`` (lines wrapped at :data:`WIDTH`, entries in their
    order, no dates, so that a catalogue rewritten unchanged is the same bytes); whether the
    file changed."""
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=WIDTH, no_location=True, include_previous=True)
    data = b"".join(
        # Babel writes a previous source as "# | msgid", which gettext's tools (and Babel)
        # read only as "#| msgid".
        b"#|" + line[3:] if line.startswith(b"# | ") else line
        for line in buffer.getvalue().splitlines(keepends=True)
        if not line.startswith(_DATED)
    )
    if path.exists() and path.read_bytes() == data:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return True


#: Header lines left out (a catalogue rewritten unchanged stays the same bytes).
_DATED = (b'"POT-Creation-Date:', b'"PO-Revision-Date:', b'"Generated-By:')


def new_catalog(locale: str | None, domain: str) -> Catalog:
    """An empty catalogue whose header carries no date (a rewrite changes nothing)."""
    catalog = Catalog(
        locale=locale,
        domain=domain,
        project="card-table bot",
        version="",
        msgid_bugs_address="",
        fuzzy=False,
    )
    return catalog


def entries(catalog: Catalog) -> Iterator[Message]:
    """The keyed entries of ``catalog`` (not its header)."""
    for message in catalog:
        if message.id and message.context:
            yield message


def english(domain: Domain) -> dict[str, str]:
    """Every key of ``domain`` and its English text (the template's source texts)."""
    return {str(m.context): str(m.id) for m in entries(read(domain.template))}


def translated(domain: Domain, locale: str) -> dict[str, str]:
    """Every key of ``domain`` translated into ``locale``: neither empty nor fuzzy."""
    return {
        str(m.context): str(m.string)
        for m in entries(read(domain.translation(locale), locale))
        if m.string and not m.fuzzy
    }


def family_of(key: str) -> tuple[str, str] | None:
    """``("images.count.card", "few")`` for a plural form's key, else ``None``."""
    family, _, category = key.rpartition(".")
    return (family, category) if family and category in CATEGORIES else None


def forms(template: Mapping[str, str], categories: Iterable[str]) -> dict[str, str]:
    """The keys a translation into a language with plural ``categories`` has, each with its
    English source: the template's keys, each plural family (a ``.one`` and an ``.other``
    in English) with one key per category instead."""
    wanted = set(categories) | {"other"}
    out: dict[str, str] = {}
    for key, source in template.items():
        split = family_of(key)
        if (
            split is None
            or f"{split[0]}.one" not in template
            or f"{split[0]}.other" not in template
        ):
            out[key] = source
            continue
        family, category = split
        if category != "one":
            continue
        for wanted_category in CATEGORIES:
            if wanted_category in wanted:
                out[f"{family}.{wanted_category}"] = (
                    template[f"{family}.{wanted_category}"]
                    if (wanted_category in ("one", "other"))
                    else template[f"{family}.other"]
                )
    return out


def fields(template: str) -> set[str]:
    """The names of the :meth:`str.format` fields in ``template`` (also
    :func:`engine.i18n.fields`)."""
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def flags_for(source: str) -> set[str]:
    """The flags of an entry whose English is ``source`` (format-checked when it has
    fields: ``msgfmt --check-format`` and translators' tools read it)."""
    return {FORMAT} if fields(source) else set()


def comment_for(key: str) -> list[str]:
    """The note a translator reads above a plural form."""
    split = family_of(key)
    if split is None:
        return []
    return [f'plural form "{split[1]}" (CLDR) of {split[0]}']


def sync(
    template: Mapping[str, str], catalog: Catalog, locale: str, categories: Iterable[str]
) -> Catalog:
    """``catalog`` (a translation into ``locale``) brought up to ``template``: an entry for
    every key in the template's order, its source the English now; a translation whose
    English changed marked fuzzy with the English it was made from kept as the previous
    source; an entry whose key left the template kept as obsolete (``#~``)."""
    old = {str(m.context): m for m in entries(catalog)}
    out = new_catalog(locale, catalog.domain or "")
    out.obsolete = dict(catalog.obsolete)
    for key, source in forms(template, categories).items():
        message = old.pop(key, None)
        flags = flags_for(source)
        if message is None:
            out.add(source, "", context=key, flags=flags, auto_comments=comment_for(key))
            continue
        string = str(message.string)
        previous = list(message.previous_id or [])
        if message.fuzzy:
            flags.add(FUZZY)
        if str(message.id) != source:
            if string and not message.fuzzy:
                flags.add(FUZZY)
                previous = [str(message.id)]
            elif not string:
                flags.discard(FUZZY)
                previous = []
        if FUZZY not in flags:
            previous = []
        out.add(
            source,
            string,
            context=key,
            flags=flags,
            auto_comments=comment_for(key),
            user_comments=list(message.user_comments),
            previous_id=previous,
        )
    for key, message in old.items():
        out.obsolete[(str(message.id), key)] = message
    return out


def make_template(texts: Mapping[str, str], domain: str) -> Catalog:
    """A template of ``texts`` (key to English) in their order."""
    catalog = new_catalog(None, domain)
    for key, source in texts.items():
        catalog.add(source, "", context=key, flags=flags_for(source))
    return catalog
