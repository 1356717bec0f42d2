"""The deploy recipes start the bot the way ``scripts/bot`` does and keep its data where the
README says; the backup script makes a readable copy of a database in WAL mode; the sample
alert rules and dashboard name only metrics the bot exports."""

from __future__ import annotations

import importlib.util
import json
import re
import sqlite3
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DEPLOY = ROOT / "deploy"


def test_the_systemd_unit_runs_the_bot_and_does_not_restart_on_a_bad_setting() -> None:
    unit = (DEPLOY / "cardtable.service").read_text(encoding="utf-8")
    for section in ("[Unit]", "[Service]", "[Install]"):
        assert section in unit
    assert "ExecStart=/opt/cardtable/.venv/bin/python -m bot" in unit
    assert "RestartPreventExitStatus=2" in unit  # bot.__main__.EXIT_CONFIG
    assert "ReadWritePaths=/opt/cardtable/data" in unit


def test_the_container_copies_every_package_and_keeps_the_data_in_a_volume() -> None:
    recipe = (DEPLOY / "Containerfile").read_text(encoding="utf-8")
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    python = project["project"]["requires-python"].removeprefix(">=")
    assert f"FROM python:{python}" in recipe
    for package in project["tool"]["setuptools"]["packages"]["find"]["include"]:
        name = package.rstrip("*")
        assert f"COPY {name} ./{name}" in recipe
    assert 'VOLUME ["/app/data"]' in recipe and 'CMD ["python", "-m", "bot"]' in recipe
    assert "libfribidi0" in recipe  # Hindi pictures are shaped (images/words.py)


def test_the_backup_copies_a_database_in_wal_mode(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("backup", DEPLOY / "backup-sqlite.py")
    assert spec is not None and spec.loader is not None
    backup = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(backup)
    live = sqlite3.connect(tmp_path / "live.db")
    live.execute("PRAGMA journal_mode=WAL")
    live.execute("CREATE TABLE t (x)")
    live.execute("INSERT INTO t VALUES (42)")
    live.commit()
    backup.backup(tmp_path / "live.db", tmp_path / "copies" / "copy.db")
    live.close()
    copy = sqlite3.connect(tmp_path / "copies" / "copy.db")
    assert copy.execute("SELECT x FROM t").fetchall() == [(42,)]
    copy.close()


def exported_names() -> set[str]:
    """Every series name ``/metrics`` may show (a counter's ``_total``, a histogram's
    ``_bucket``, ``_sum`` and ``_count``), the scrape-time ones included."""
    from types import SimpleNamespace

    from bot.monitoring import metrics, server

    idle = SimpleNamespace(
        is_closed=lambda: False, is_ready=lambda: True, ws=None, latency=0.05, service=None
    )
    suffixes = {"counter": ["_total"], "histogram": ["_bucket", "_sum", "_count"]}
    families = [*metrics.REGISTRY.collect(), *server.BotCollector(idle).collect()]  # type: ignore[arg-type]
    return {
        family.name + suffix for family in families for suffix in suffixes.get(family.type, [""])
    }


@pytest.mark.parametrize("sample", ["prometheus-alerts.yml", "grafana-dashboard.json"])
def test_the_monitoring_samples_use_only_metrics_the_bot_exports(sample: str) -> None:
    text = (DEPLOY / sample).read_text(encoding="utf-8")
    used = set(re.findall(r"\b((?:cardtable|process)_[a-z_]+)", text))
    assert len(used) >= 8
    assert used <= exported_names(), used - exported_names()


def test_the_dashboard_is_grafana_json() -> None:
    dashboard = json.loads((DEPLOY / "grafana-dashboard.json").read_text(encoding="utf-8"))
    assert dashboard["panels"] and all(panel["targets"] for panel in dashboard["panels"])


def test_the_readme_invites_the_bot_with_the_permissions_it_checks() -> None:
    import discord

    from bot.discord.permissions import ALL, IN_CHANNEL, IN_THREAD

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    every = discord.Permissions(**dict.fromkeys(ALL, True), use_application_commands=True)
    assert f"permissions={every.value}\n" in readme
    in_place = dict.fromkeys(IN_CHANNEL + IN_THREAD, True)
    without_threads = discord.Permissions(**in_place, use_application_commands=True)
    assert f"`{without_threads.value}`" in readme
