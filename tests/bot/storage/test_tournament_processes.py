"""Tournaments in real bot processes: one killed with SIGKILL in the middle of round 2 and
started again (SQLite), and two running side by side on one PostgreSQL database, each the
tournament of its own shard's server. Every round is paired once, every table played and
recorded once, every round closed (its standings posted) once, and each tournament has
one winner, announced once, by the process that runs it."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from bot.storage import shard_of
from bot.storage.shards import SHARD_SHIFT
from tests.bot.storage import postgres
from tests.bot.storage.sql import rows
from tests.bot.storage.tournament_process import ENTRANTS, ROUNDS

ROOT = Path(__file__).resolve().parents[3]
TABLES = ROUNDS * ENTRANTS // 2
#: A server on each of two shards.
GUILDS = {0: (2 << SHARD_SHIFT) | 7, 1: (1 << SHARD_SHIFT) | 7}


def spawn(url: str, events: Path, guilds: list[int], *options: str) -> subprocess.Popen[str]:
    command = [sys.executable, "-m", "tests.bot.storage.tournament_process", url]
    command += ["--events", str(events), "--guilds", ",".join(map(str, guilds)), *options]
    return subprocess.Popen(command, cwd=ROOT, stderr=subprocess.PIPE, text=True)


def events_of(*paths: Path) -> list[dict[str, Any]]:
    found = []
    for path in paths:
        if path.exists():
            text = path.read_text().splitlines()
            found += [json.loads(line) for line in text if line.endswith("}")]
    return found


def wait_for(check: Any, what: str, timeout: float = 120.0) -> None:
    deadline = time.monotonic() + timeout
    while not check():
        if time.monotonic() > deadline:
            pytest.fail(f"timed out waiting for {what}")
        time.sleep(0.01)


def finished(process: subprocess.Popen[str]) -> None:
    code = process.wait(timeout=120)
    assert code == 0, process.stderr.read() if process.stderr else code


async def check(url: str, events: list[dict[str, Any]], guilds: list[int]) -> None:
    """Each tournament of ``guilds`` over, paired and closed once a round, its games each
    recorded once, its winner announced once."""
    for guild in guilds:
        [(tid, phase, state)] = await rows(
            url,
            "SELECT tournament_id, phase, state FROM tournaments WHERE guild_id = :g",
            g=guild,
        )
        assert phase == "finished"
        engine = json.loads(state)["engine"]
        assert len(engine["rounds"]) == ROUNDS
        pairs = [frozenset(t) for r in engine["rounds"] for t in r["tables"]]
        assert len(pairs) == len(set(pairs)) == TABLES  # no round paired twice, no repeat
        for played in engine["rounds"]:
            assert all(result is not None for result in played["results"])
        mine = [e for e in events if e.get("tournament") == tid]
        closed = Counter(e["round"] for e in mine if e["kind"] == "round_over")
        assert closed == dict.fromkeys(range(1, ROUNDS + 1), 1)
        assert [e["kind"] for e in mine].count("finished") == 1
        games = await rows(
            url,
            "SELECT count(*), count(DISTINCT table_id) FROM games WHERE table_id LIKE :p",
            p=f"{tid}%",
        )
        assert games == [(TABLES, TABLES)]
        assert await rows(url, "SELECT count(*) FROM tables") == [(0,)]


async def test_a_tournament_goes_on_after_a_kill_in_the_middle_of_round_2(tmp_path: Path) -> None:
    url = f"sqlite+aiosqlite:///{tmp_path}/bot.db"
    first, second = tmp_path / "killed.jsonl", tmp_path / "restarted.jsonl"
    guild = [GUILDS[0]]
    killed = spawn(url, first, guild, "--create", "--delay", "0.03")
    try:
        wait_for(
            lambda: (
                sum(e["kind"] == "table" and e["round"] == 2 for e in events_of(first))
                == ENTRANTS // 2
            ),
            "round 2's tables",
        )
        time.sleep(0.1)  # a few of their moves (a game is about ten, 0.03 s each)
        killed.send_signal(signal.SIGKILL)
        assert killed.wait(timeout=30) == -signal.SIGKILL
    finally:
        if killed.poll() is None:
            killed.kill()
    before = events_of(first)
    assert not any(e["kind"] == "round_over" and e["round"] == 2 for e in before)
    restarted = spawn(url, second, guild)
    try:
        finished(restarted)
    finally:
        if restarted.poll() is None:
            restarted.kill()
    [started] = [e for e in events_of(second) if e["kind"] == "started"]
    assert len(started["tables"]) == ENTRANTS // 2, "round 2's tables came back"
    await check(url, events_of(first, second), guild)


async def test_two_processes_on_one_postgresql_each_run_their_own_servers_tournament(
    tmp_path: Path,
) -> None:
    assert [shard_of(GUILDS[s], 2) for s in (0, 1)] == [0, 1]
    name, url = await postgres.create_database()
    logs = [tmp_path / "zero.jsonl", tmp_path / "one.jsonl"]
    processes = []
    try:
        for shard in (0, 1):
            options = ["--create", "--shard-count", "2", "--shard-ids", str(shard)]
            processes.append(spawn(url, logs[shard], [GUILDS[shard]], *options))
        for process in processes:
            finished(process)
        events = events_of(*logs)
        await check(url, events, list(GUILDS.values()))
        for shard, log in enumerate(logs):
            [(tid,)] = await rows(
                url, "SELECT tournament_id FROM tournaments WHERE guild_id = :g", g=GUILDS[shard]
            )
            others = events_of(logs[1 - shard])
            assert not any(e.get("tournament") == tid for e in others)
            assert any(e.get("tournament") == tid for e in events_of(log))
    finally:
        for process in processes:
            if process.poll() is None:
                process.kill()
        await postgres.drop_database(name)
