"""Every refusal code the bot raises exists in the catalogue, in every language.

A refusal is made with :meth:`TableError.of` (a code) or :meth:`TableError.text` (a
sentence already worded). The source is read, not run, so that a code on a path no test
takes is checked too: a mistyped code is found here rather than by a player.
"""

from __future__ import annotations

import ast
import functools
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.tables.lobby import STARTED
from bot.tables.ports import TableError
from engine import i18n

ROOT = Path(__file__).resolve().parents[3]

#: The refusals: TableError and the service's kinds of it.
REFUSALS = {"TableError", "StaleMove", "NotSaved", "TableMoved"}

#: What a code looks like (a sentence has spaces or capitals).
CODE = re.compile(r"[a-z0-9_]+(\.[a-z0-9_]+)*")

#: The ``.of`` calls whose code is not written at the call, and the codes they may take.
DYNAMIC = {
    ("bot/tables/lobby.py", "STARTED[what]"): sorted(STARTED.values()),
    # A refusal made elsewhere (its code checked there), made again with the game's name.
    ("bot/discord/wording.py", "code"): [],
    # What a tournament refuses when it is made (its settings), the only refusals of the
    # engine's tournaments a member's request meets (the others guard the service's own use).
    ("bot/tournaments/service.py", "f'tournament.{error.code}'"): [
        "tournament.advance",
        "tournament.rounds",
        "tournament.seats",
    ],
}


@functools.cache
def refusals() -> tuple[tuple[str, int, str, ast.expr], ...]:
    """Each refusal made in ``bot/``: (file, line, constructor, its first argument)."""
    return tuple(_refusals())


def _refusals() -> Iterator[tuple[str, int, str, ast.expr]]:
    for path in sorted((ROOT / "bot").rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        for node in ast.walk(ast.parse(source)):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            func = node.func
            if isinstance(func, ast.Name) and func.id in REFUSALS:
                made = "direct"
            elif (
                isinstance(func, ast.Attribute)
                and isinstance(func.value, ast.Name)
                and func.value.id in REFUSALS
                and func.attr in ("of", "text")
            ):
                made = func.attr
            else:
                continue
            yield str(path.relative_to(ROOT)), node.lineno, made, node.args[0]


def literal(argument: ast.expr) -> str | None:
    if isinstance(argument, ast.Constant) and isinstance(argument.value, str):
        return argument.value
    return None


def missing_codes(codes: list[str]) -> list[str]:
    return [code for code in codes if not i18n.has(TableError.prefix + code)]


def test_every_code_given_to_of_is_in_the_catalogue() -> None:
    found: list[str] = []
    dynamic: set[tuple[str, str]] = set()
    for path, line, made, argument in refusals():
        if made != "of":
            continue
        code = literal(argument)
        if code is None:
            dynamic.add((path, ast.unparse(argument)))
        else:
            found.append(f"{path}:{line}: {code}")
            assert not missing_codes([code]), f"{path}:{line}: no refusal {code!r}"
    assert len(found) > 40, "the scan found the service's refusals"
    assert dynamic == set(DYNAMIC), "a code made at run time: name its codes in DYNAMIC"
    for codes in DYNAMIC.values():
        assert not missing_codes(codes)


def test_the_bot_makes_refusals_with_the_two_constructors_only() -> None:
    """``TableError(...)`` is :meth:`TableError.of`; the bot says which it means."""
    direct = [f"{path}:{line}" for path, line, made, _ in refusals() if made == "direct"]
    assert direct == []


def test_a_code_the_catalogue_lacks_is_refused_where_it_is_made() -> None:
    """A mistyped code never becomes the message a player reads."""
    with pytest.raises(KeyError):
        TableError("no_such_refusal")
    with pytest.raises(KeyError):
        TableError.of("You are not seated.")


def test_text_is_never_given_a_code() -> None:
    for path, line, made, argument in refusals():
        text = literal(argument)
        if made == "text" and text is not None:
            assert not CODE.fullmatch(text), f"{path}:{line}: {text!r} is a code: use .of"


@pytest.mark.parametrize("locale", i18n.LOCALES)
def test_the_two_constructors_say_what_they_hold(locale: str) -> None:
    code = TableError.of("no_table")
    assert code.code == "no_table" and str(code) == str(TableError("no_table"))
    assert code.words(locale) not in ("", "no_table")
    sentence = TableError.text("no_table")  # a sentence, even one that reads like a code
    assert (sentence.code, str(sentence), sentence.words(locale)) == (None, "no_table", "no_table")


def test_a_mistyped_code_is_refused_at_once() -> None:
    with pytest.raises(KeyError):
        TableError.of("no_tabel")
