"""``docs/rules.md``, the players' rule book: one section per game, and in it every option
of the game (its OptionSpecs) with its default; the README links it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.core import OptionSpec
from engine.registry import game_class, game_ids

ROOT = Path(__file__).resolve().parents[2]
BOOK = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
#: A game's section: from its title heading to the next one.
TITLES = {"rummy21": "21-card Indian rummy"}


def section(game_id: str) -> str:
    title = TITLES.get(game_id, game_class(game_id).title)
    start = BOOK.index(f"\n## {title}\n")
    following = BOOK.find("\n## ", start + 1)
    return BOOK[start : following if following != -1 else len(BOOK)]


def shown(value: object) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


@pytest.mark.parametrize(
    ("game_id", "spec"),
    [(gid, spec) for gid in game_ids() for spec in game_class(gid).option_specs],
    ids=lambda item: item if isinstance(item, str) else item.name,
)
def test_every_option_is_in_its_games_table_with_its_default(
    game_id: str, spec: OptionSpec
) -> None:
    rows = [line for line in section(game_id).splitlines() if line.startswith(f"| `{spec.name}` |")]
    assert len(rows) == 1, f"{spec.name} has no row in the options table of {game_id}"
    default = rows[0].split("|")[2]
    assert re.search(rf"`{re.escape(shown(spec.default))}`", default), rows[0]
    if spec.minimum is not None and spec.maximum is not None:
        assert f"{spec.minimum} to {spec.maximum}" in rows[0]


def test_no_option_is_listed_that_the_game_does_not_have() -> None:
    for game_id in game_ids():
        names = {spec.name for spec in game_class(game_id).option_specs}
        listed = set(re.findall(r"^\| `([a-z_]+)` \|", section(game_id), re.MULTILINE))
        assert listed == names, game_id


def test_the_readme_links_the_rule_book() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "](docs/rules.md)" in readme
