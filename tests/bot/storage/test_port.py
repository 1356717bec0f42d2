"""The store is an adapter of the table service's port (:class:`bot.tables.ports.Store`):
the service never imports the database, and the store reaches into the service only for
the port and the table it saves (its errors, its loaded tables, the table's data), never
for the service or one of its rooms. The source is read, not run."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]

#: What of ``bot.tables`` the store may import: the port and the table model.
PORT = {"bot.tables.ports", "bot.tables.table"}


def imports(package: str) -> Iterator[tuple[str, str]]:
    """Each module a module of ``package`` imports (also for the type checker only):
    (the importing file, the module imported)."""
    for path in sorted((ROOT / package.replace(".", "/")).rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and not node.level:
                yield str(path.relative_to(ROOT)), node.module
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    yield str(path.relative_to(ROOT)), alias.name


def test_the_table_service_never_imports_the_store() -> None:
    found = [(path, module) for path, module in imports("bot.tables") if "storage" in module]
    assert found == []


def test_the_store_imports_only_the_port_of_the_table_service() -> None:
    found = [
        (path, module)
        for path, module in imports("bot.storage")
        if (module == "bot.tables" or module.startswith("bot.tables.")) and module not in PORT
    ]
    assert found == []
    assert {module for _, module in imports("bot.storage")} >= PORT, "the scan reads the store"
