"""Two service processes on one PostgreSQL database (real OS processes, distinct servers):
many games finishing at the same moment, one process killed with SIGKILL in the middle
and started again. Every game is recorded exactly once, every rating update is kept, no
table is driven by two processes, no row is left behind. A third, misconfigured process
(every shard) started beside them gets no table."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

import pytest
from openskill.models import PlackettLuce

from bot.storage import Store, shard_of
from bot.storage.shards import SHARD_SHIFT
from tests.bot.storage import postgres
from tests.bot.storage.sql import count, rows

ROOT = Path(__file__).resolve().parents[3]
TABLES = 12  # per server
LEASE = 60.0  # a restart does not wait for it: the killed owner's lock is gone
#: Two servers on each of the two shards.
GUILDS = {
    0: [(2 << SHARD_SHIFT) | 7, (4 << SHARD_SHIFT) | 7],
    1: [(1 << SHARD_SHIFT) | 7, (3 << SHARD_SHIFT) | 7],
}


def spawn(
    mode: str, url: str, events: Path, shard: int | None, **options: Any
) -> subprocess.Popen[str]:
    command = [sys.executable, "-m", "tests.bot.storage.service_process", mode, url]
    command += ["--events", str(events), "--lease", str(LEASE), "--tables", str(TABLES)]
    if shard is not None:
        command += ["--shard-count", "2", "--shard-ids", str(shard)]
        command += ["--guilds", ",".join(map(str, GUILDS[shard]))]
    for name, value in options.items():
        command += [f"--{name}", str(value)]
    return subprocess.Popen(command, cwd=ROOT, stderr=subprocess.PIPE, text=True)


def events_of(path: Path) -> list[dict[str, Any]]:
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text().splitlines() if line.endswith("}")]


def wait_for(check: Any, what: str, timeout: float = 120.0) -> None:
    deadline = time.monotonic() + timeout
    while not check():
        if time.monotonic() > deadline:
            pytest.fail(f"timed out waiting for {what}")
        time.sleep(0.01)


def expected_ratings(games: int) -> tuple[tuple[float, float], tuple[float, float]]:
    model = PlackettLuce()
    ann, bob = model.rating(), model.rating()
    for _ in range(games):
        [[ann], [bob]] = model.rate([[ann], [bob]], ranks=[1, 2])
    return (ann.mu, ann.sigma), (bob.mu, bob.sigma)


async def test_two_processes_a_kill_and_a_restart_record_every_game_once(tmp_path: Path) -> None:
    assert {shard_of(g, 2) for g in GUILDS[0]} == {0} and {shard_of(g, 2) for g in GUILDS[1]} == {1}
    name, url = await postgres.create_database()
    try:
        await run_the_processes(url, tmp_path)
        await check_the_database(url)
    finally:
        await postgres.drop_database(name)


async def run_the_processes(url: str, tmp: Path) -> None:
    go = tmp / "go"
    killed_events, other_events = tmp / "killed.jsonl", tmp / "other.jsonl"
    killed = spawn("play", url, killed_events, 0, ready=tmp / "ready0", go=go, stagger=0.02)
    other = spawn("play", url, other_events, 1, ready=tmp / "ready1", go=go)
    processes = [killed, other]
    try:
        wait_for(lambda: (tmp / "ready0").exists() and (tmp / "ready1").exists(), "both ready")
        # a misconfigured third process, on every shard, beside the two live ones
        idle_events = tmp / "idle.jsonl"
        idle = spawn("idle", url, idle_events, None)
        processes.append(idle)
        assert idle.wait(timeout=120) == 0, idle.stderr.read() if idle.stderr else ""
        [loaded] = [e for e in events_of(idle_events) if e["kind"] == "loaded"]
        assert loaded["tables"] == []

        go.touch()  # every game's last move, at once
        wait_for(
            lambda: sum(e["kind"] == "closed" for e in events_of(killed_events)) >= TABLES // 2,
            "the first results of the process to kill",
        )
        killed.send_signal(signal.SIGKILL)
        assert killed.wait(timeout=30) == -signal.SIGKILL
        finished_before = sum(e["kind"] == "closed" for e in events_of(killed_events))
        assert finished_before < 2 * TABLES, "the kill came too late to interrupt anything"

        restarted_events = tmp / "restarted.jsonl"
        restarted = spawn("resume", url, restarted_events, 0)
        processes.append(restarted)
        assert restarted.wait(timeout=120) == 0, restarted.stderr.read() if restarted.stderr else ""
        wait_for(
            lambda: sum(e["kind"] == "closed" for e in events_of(other_events)) == 2 * TABLES,
            "the other process's results",
        )
        Path(f"{go}.stop").touch()
        assert other.wait(timeout=60) == 0, other.stderr.read() if other.stderr else ""
    finally:
        for process in processes:
            if process.poll() is None:
                process.kill()
                process.wait()

    # No table driven by two processes: the restarted process took over only tables the
    # killed one had not closed, and the two shards' processes never met.
    drove: dict[str, set[str]] = defaultdict(set)
    closed: Counter[str] = Counter()
    for path in (killed_events, other_events, restarted_events):
        for event in events_of(path):
            if event["kind"] in ("changed", "closed"):
                drove[event["table"]].add(path.stem)
            if event["kind"] == "closed":
                closed[event["table"]] += 1
    assert len(drove) == 4 * TABLES
    assert all(times == 1 for times in closed.values())
    for table, drivers in drove.items():
        assert drivers in ({"killed"}, {"other"}, {"killed", "restarted"}), (table, drivers)
    [resumed] = [e for e in events_of(restarted_events) if e["kind"] == "loaded"]
    killed_closed = {e["table"] for e in events_of(killed_events) if e["kind"] == "closed"}
    assert not set(resumed["tables"]) & killed_closed
    assert len(resumed["tables"]) + len(killed_closed) <= 2 * TABLES


async def check_the_database(url: str) -> None:
    total = 4 * TABLES
    assert await count(url, "games") == total
    assert await rows(
        url, "SELECT count(DISTINCT table_id), min(outcome), max(outcome) FROM games"
    ) == [(total, "finished", "finished")]
    assert await count(url, "results") == 2 * total
    assert await count(url, "tables") == 0  # no row left behind
    ann, bob = expected_ratings(TABLES)
    found = await rows(url, "SELECT guild_id, user_id, mu, sigma FROM ratings ORDER BY guild_id")
    assert len(found) == 2 * len(GUILDS[0] + GUILDS[1])
    for _guild, user, mu, sigma in found:
        assert (mu, sigma) == pytest.approx(ann if user == 1 else bob)
    store = await Store.open(url)
    try:
        for guild in GUILDS[0] + GUILDS[1]:
            board = await store.leaderboard(guild, "counting", "all", 1)
            assert [(r.name, r.games, r.wins) for r in board.rows] == [
                ("Ann", TABLES, TABLES),
                ("Bob", TABLES, 0),
            ]
    finally:
        await store.close()
