"""The house's sizes: no module of ``engine/``, ``images/`` or ``bot/`` over
:data:`MODULE_LINES` lines and no class over :data:`CLASS_LINES` without a paragraph of
its docstring saying why it is one piece (a paragraph that names the limit: "over 600
lines, because ..."). A long module is where a reader loses the thread; the docstring's
reason is what a reviewer checks when the next change makes it longer."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LAYERS = ("engine", "images", "bot")
MODULE_LINES = 600
CLASS_LINES = 400


def sources() -> list[Path]:
    return [
        path
        for layer in LAYERS
        for path in sorted((ROOT / layer).rglob("*.py"))
        if "migrations" not in path.parts
    ]


def says_why(docstring: str | None, limit: int) -> bool:
    """Whether a paragraph of ``docstring`` names ``limit`` and gives a reason."""
    paragraphs = (docstring or "").split("\n\n")
    return any(f"over {limit}" in p and "because" in p for p in paragraphs)


def test_every_long_module_says_why_it_is_one_module() -> None:
    unexplained = []
    for path in sources():
        text = path.read_text("utf-8")
        lines = text.count("\n")
        if lines > MODULE_LINES and not says_why(ast.get_docstring(ast.parse(text)), MODULE_LINES):
            unexplained.append(f"{path.relative_to(ROOT)}: {lines} lines")
    assert unexplained == []


def test_every_long_class_says_why_it_is_one_class() -> None:
    unexplained = []
    for path in sources():
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if not isinstance(node, ast.ClassDef) or node.end_lineno is None:
                continue
            lines = node.end_lineno - node.lineno + 1
            if lines > CLASS_LINES and not says_why(ast.get_docstring(node), CLASS_LINES):
                unexplained.append(f"{path.relative_to(ROOT)}: {node.name}, {lines} lines")
    assert unexplained == []


def test_the_reason_is_read_from_the_docstring() -> None:
    assert says_why("A search.\n\nIt is one module, over 600 lines, because ...", 600)
    assert not says_why("A search over 600 positions.", 600)
    assert not says_why(None, 400)
