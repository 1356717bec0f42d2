"""The import graph of ``engine/``, ``images/`` and ``bot/``, read from the source (every
``import``, also inside functions; those under ``if TYPE_CHECKING:`` never run and are left
out): no module of ``images/`` or ``bot/`` imports itself through others, no generic module
imports a game's folder, and a game's folder imports no other game's. Generic code reaches
a game through its manifest, looked up by id at run time (``images.plugins``,
``bot.discord.plugins``)."""

from __future__ import annotations

import ast
from collections.abc import Iterable, Iterator
from functools import cache
from pathlib import Path

from engine.registry import game_ids

ROOT = Path(__file__).resolve().parent.parent
LAYERS = ("engine", "images", "bot")
#: The layers checked for import circles (a layer imports only those below it, so a circle
#: through them stays in them).
CYCLE_FREE = ("engine", "images", "bot")
#: Each game's computer players (its level chooser ``ai`` and what only the players build
#: on) and their explanations: the rules (``game``, and all it imports) reach none of them.
COMPUTER_PLAYERS = {
    "dealmein": ("ai", "greedy", "lookahead", "explain"),
    "hearts": ("ai", "search", "fast", "explain"),
    "rummy21": ("ai", "normal", "outs", "sight", "explain"),
    "rummy500": ("ai", "planning", "hard", "memory", "risk", "explain"),
}
#: Generic modules that are features of one game by design: the daily puzzle is a Deal Me
#: In position (its engine part is ``engine.dealmein.daily``).
ONE_GAME_FEATURES = {
    "bot.daily.service": "dealmein",
    "bot.discord.cogs.daily": "dealmein",
    "bot.discord.cogs.daily_answers": "dealmein",
    "bot.discord.cogs.daily_panel": "dealmein",
    # The page's board, its drag and drop and its placements (the web front).
    "bot.web.dealmein": "dealmein",
    # The web page's palette: the theme and the Deal Me In board's square colours.
    "images.web": "dealmein",
}


def module_of(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


@cache
def modules() -> dict[str, Path]:
    found = {}
    for layer in LAYERS:
        for path in sorted((ROOT / layer).rglob("*.py")):
            if "migrations" not in path.parts:
                found[module_of(path)] = path
    return found


def _type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imports(nodes: Iterable[ast.AST], typing: bool) -> Iterator[ast.Import | ast.ImportFrom]:
    for node in nodes:
        if not typing and isinstance(node, ast.If) and _type_checking(node):
            yield from _imports(node.orelse, typing)
            continue
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node
        yield from _imports(ast.iter_child_nodes(node), typing)


@cache
def graph(typing: bool = False) -> dict[str, set[str]]:
    """module -> the project modules it imports (``from package import name`` counts as
    importing ``package.name`` when that is a module, else ``package``; the packages Python
    initialises on the way to a module are not counted); ``typing``: also the imports under
    ``if TYPE_CHECKING:``, which only the type checker follows."""
    known = modules()
    edges: dict[str, set[str]] = {}
    for name, path in known.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        targets: set[str] = set()
        for node in _imports(ast.parse(path.read_text("utf-8"), str(path)).body, typing):
            if isinstance(node, ast.Import):
                targets.update(alias.name for alias in node.names)
                continue
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, *([base] if base else [])])
            for alias in node.names:
                full = f"{base}.{alias.name}"
                targets.add(full if full in known else base)
        edges[name] = {target for target in targets if target in known and target != name}
    return edges


def cycle_from(start: str, edges: dict[str, set[str]]) -> list[str] | None:
    """A shortest import path from ``start`` back to itself, if any."""
    paths = {start: [start]}
    frontier = [start]
    while frontier:
        following = []
        for module in frontier:
            for target in sorted(edges[module]):
                if target == start:
                    return [*paths[module], start]
                if target not in paths:
                    paths[target] = [*paths[module], target]
                    following.append(target)
        frontier = following
    return None


def game_of(module: str) -> str | None:
    """The game whose folder holds ``module`` (None for a generic module)."""
    parts = module.split(".")
    for prefix in (("engine",), ("images",), ("bot", "discord", "games")):
        n = len(prefix)
        if tuple(parts[:n]) == prefix and len(parts) > n and parts[n] in game_ids():
            return parts[n]
    return None


def test_the_graph_is_read() -> None:
    edges = graph()
    assert "bot.discord.plugins" in edges["bot.discord.views"]
    assert "images.dealmein.render" in edges["images.dealmein.manifest"]


def test_no_module_imports_itself_through_others() -> None:
    edges = graph()
    checked = [m for m in sorted(edges) if m.split(".")[0] in CYCLE_FREE]
    cycles = [" -> ".join(c) for m in checked if (c := cycle_from(m, edges)) is not None]
    assert cycles == []


def test_no_circle_hides_behind_a_type_checking_import() -> None:
    """The imports only the type checker reads (``if TYPE_CHECKING:``) close no circle
    either: none is there to keep one out of the running program (the client is reached
    through :mod:`bot.discord.port`, never by its class)."""
    edges = graph(typing=True)
    checked = [m for m in sorted(edges) if m.split(".")[0] in CYCLE_FREE]
    cycles = [" -> ".join(c) for m in checked if (c := cycle_from(m, edges)) is not None]
    assert cycles == []


def closure(start: str, edges: dict[str, set[str]]) -> set[str]:
    """``start`` and every module it imports, directly or through others."""
    seen = {start}
    frontier = [start]
    while frontier:
        module = frontier.pop()
        for target in edges[module] - seen:
            seen.add(target)
            frontier.append(target)
    return seen


def test_the_rules_never_import_a_computer_player() -> None:
    edges = graph()
    assert set(COMPUTER_PLAYERS) == set(game_ids())
    wrong = []
    for game, players in sorted(COMPUTER_PLAYERS.items()):
        modules = {f"engine.{game}.{name}" for name in players}
        assert modules <= set(edges), sorted(modules - set(edges))
        reached = closure(f"engine.{game}.game", edges)
        wrong += sorted(reached & modules)
    assert wrong == []


def test_no_generic_module_imports_a_game_folder() -> None:
    wrong = [
        f"{module} imports {target}"
        for module, targets in sorted(graph().items())
        if game_of(module) is None
        for target in sorted(targets)
        if (game := game_of(target)) is not None and ONE_GAME_FEATURES.get(module) != game
    ]
    assert wrong == []


def test_a_game_folder_imports_only_its_own_game() -> None:
    wrong = [
        f"{module} imports {target}"
        for module, targets in sorted(graph().items())
        if (game := game_of(module)) is not None
        for target in sorted(targets)
        if game_of(target) not in (None, game)
    ]
    assert wrong == []
