"""Copy the bot's SQLite database while the bot runs: ``python deploy/backup-sqlite.py
[DATABASE] [BACKUP]`` (defaults: ``data/cardtable.db`` and ``backups/cardtable-<UTC time>.db``).

SQLite's online backup copies a consistent snapshot, also in WAL mode with the bot
writing; copying the file with ``cp`` could catch it between two writes.
"""

from __future__ import annotations

import sqlite3
import sys
import time
from contextlib import closing
from pathlib import Path


def backup(source: Path, target: Path) -> None:
    if not source.is_file():
        raise SystemExit(f"no database at {source}")
    target.parent.mkdir(parents=True, exist_ok=True)
    with closing(sqlite3.connect(source)) as live, closing(sqlite3.connect(target)) as copy:
        live.backup(copy)
    print(f"{source} -> {target}")


def main(argv: list[str]) -> None:
    source = Path(argv[0]) if argv else Path("data/cardtable.db")
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime())
    target = Path(argv[1]) if len(argv) > 1 else Path("backups") / f"cardtable-{stamp}.db"
    backup(source, target)


if __name__ == "__main__":
    main(sys.argv[1:])
