"""Files that even root cannot write, for the fault tests (the tests run as root on CI)."""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.bot.storage import postgres

CI = postgres.on_ci()


def needs_root(what: str) -> None:
    if os.geteuid() != 0 and not CI:
        pytest.skip(f"{what} needs root (the tests run as root on CI)")


def can_make_immutable(path: Path) -> None:
    """Skip (fail on CI) where ``path`` cannot be made immutable."""
    needs_root("making a file immutable")
    if shutil.which("chattr") is None:
        pytest.fail("chattr (e2fsprogs) is missing")
    try:
        made = subprocess.run(["chattr", "+i", str(path)], capture_output=True, check=False)
    finally:
        subprocess.run(["chattr", "-i", str(path)], capture_output=True, check=False)
    if made.returncode != 0 and not CI:
        pytest.skip(f"this filesystem has no immutable files: {made.stderr!r}")


@contextlib.contextmanager
def immutable(*paths: Path) -> Iterator[None]:
    """Files nobody may write, not even root (``chattr +i``): a write through a file
    already open fails too (EPERM), and SQLite opens them read-only."""
    present = [path for path in paths if path.exists()]
    subprocess.run(["chattr", "+i", *map(str, present)], check=True)
    try:
        yield
    finally:
        subprocess.run(["chattr", "-i", *map(str, present)], check=True)
