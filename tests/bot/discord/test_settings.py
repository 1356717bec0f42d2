"""Settings: the environment and .env, validation, and ``python -m bot`` without a token."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from bot.config import DEFAULT_DATABASE_URL, ConfigError, load_settings, settings_from
from bot.discord import drawing
from bot.tables.thinking import default_processes

ROOT = Path(__file__).resolve().parents[3]


def test_defaults_with_only_a_token() -> None:
    settings = settings_from({"DISCORD_TOKEN": "abc"})
    assert settings.token == "abc"
    assert settings.database_url == DEFAULT_DATABASE_URL
    assert settings.dev_guild_id is None
    assert settings.log_level == "INFO"
    assert not settings.sharded
    assert settings.api_base is None and settings.gateway_url is None
    assert settings.computer_processes == default_processes()
    assert settings.picture_processes == drawing.default_processes()
    assert settings.log_format == "text"
    assert settings.metrics_port is None and settings.metrics_host == "127.0.0.1"


def test_every_setting_is_read() -> None:
    settings = settings_from(
        {
            "DISCORD_TOKEN": "abc",
            "DATABASE_URL": "postgresql+asyncpg://u:p@db/cards",
            "DEV_GUILD_ID": "1234",
            "LOG_LEVEL": "debug",
            "SHARD_COUNT": "4",
            "SHARD_IDS": "0, 2",
            "DISCORD_API_BASE": "http://proxy:8080/api/v10/",
            "DISCORD_GATEWAY_URL": "ws://proxy:7878",
            "COMPUTER_PROCESSES": "3",
            "PICTURE_PROCESSES": "2",
            "LOG_FORMAT": "JSON",
            "METRICS_PORT": "9464",
            "METRICS_HOST": "0.0.0.0",
        }
    )
    assert settings.database_url == "postgresql+asyncpg://u:p@db/cards"
    assert settings.dev_guild_id == 1234
    assert settings.log_level == "DEBUG"
    assert settings.shard_count == 4 and settings.shard_ids == (0, 2)
    assert settings.api_base == "http://proxy:8080/api/v10"
    assert settings.gateway_url == "ws://proxy:7878"
    assert settings.computer_processes == 3
    assert settings.picture_processes == 2
    assert settings.log_format == "json"
    assert settings.metrics_port == 9464 and settings.metrics_host == "0.0.0.0"
    assert (
        settings_from({"DISCORD_TOKEN": "abc", "COMPUTER_PROCESSES": "0"}).computer_processes == 0
    )


@pytest.mark.parametrize(
    ("name", "value", "complaint"),
    [
        ("DEV_GUILD_ID", "my-server", "DEV_GUILD_ID must be a positive whole number"),
        ("LOG_LEVEL", "loud", "LOG_LEVEL must be one of"),
        ("SHARD_COUNT", "0", "SHARD_COUNT must be a positive whole number"),
        ("SHARD_IDS", "0,1", "SHARD_IDS needs SHARD_COUNT"),
        ("DATABASE_URL", "cardtable.db", "DATABASE_URL must look like"),
        ("DISCORD_API_BASE", "proxy:8080", "DISCORD_API_BASE must be a http or https URL"),
        ("DISCORD_GATEWAY_URL", "http://proxy", "DISCORD_GATEWAY_URL must be a ws or wss URL"),
        ("COMPUTER_PROCESSES", "-1", "COMPUTER_PROCESSES must be a whole number"),
        ("PICTURE_PROCESSES", "two", "PICTURE_PROCESSES must be a whole number"),
        ("LOG_FORMAT", "xml", "LOG_FORMAT must be one of text, json"),
        ("METRICS_PORT", "0", "METRICS_PORT must be a TCP port from 1 to 65535"),
        ("METRICS_PORT", "70000", "METRICS_PORT must be a TCP port"),
    ],
)
def test_bad_values_are_refused_in_one_line(name: str, value: str, complaint: str) -> None:
    with pytest.raises(ConfigError) as caught:
        settings_from({"DISCORD_TOKEN": "abc", name: value})
    assert complaint in str(caught.value)
    assert "\n" not in str(caught.value)


def test_shard_ids_must_fit_the_shard_count() -> None:
    with pytest.raises(ConfigError, match="from 0 to 1"):
        settings_from({"DISCORD_TOKEN": "abc", "SHARD_COUNT": "2", "SHARD_IDS": "1,2"})


def test_missing_token_says_where_to_get_one() -> None:
    with pytest.raises(ConfigError) as caught:
        settings_from({"DISCORD_TOKEN": "  "})
    message = str(caught.value)
    assert "Reset Token" in message and ".env" in message


def test_the_environment_wins_over_the_env_file(tmp_path: Path) -> None:
    env_file = tmp_path / ".env"
    env_file.write_text("DISCORD_TOKEN=from-file\nLOG_LEVEL=WARNING\n")
    settings = load_settings({"LOG_LEVEL": "ERROR"}, env_file)
    assert settings.token == "from-file"
    assert settings.log_level == "ERROR"


def run_bot(cwd: Path, **settings: str) -> subprocess.CompletedProcess[str]:
    """``python -m bot`` in ``cwd`` with only ``settings`` as the bot's environment."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "LOG_"))}
    env.update(settings, PYTHONPATH=str(ROOT))
    return subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_python_m_bot_without_a_token_exits_2_with_the_help(tmp_path: Path) -> None:
    done = run_bot(tmp_path)
    assert done.returncode == 2
    assert "DISCORD_TOKEN is not set" in done.stderr
    assert "Reset Token" in done.stderr and ".env" in done.stderr
    assert done.stdout == ""


def test_python_m_bot_with_a_bad_setting_exits_2_in_one_line(tmp_path: Path) -> None:
    (tmp_path / ".env").write_text("DISCORD_TOKEN=abc\n")
    done = run_bot(tmp_path, LOG_LEVEL="loud")
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [
        "cardtable-bot: LOG_LEVEL must be one of CRITICAL, ERROR, WARNING, INFO, DEBUG, not 'loud'"
    ]


def test_every_setting_is_documented_and_in_the_example_env_file() -> None:
    """``docs/configuration.md`` lists exactly the settings ``bot/config.py`` reads, and
    ``.env.example`` names each of them."""
    code = (ROOT / "bot" / "config.py").read_text(encoding="utf-8")
    read = set(re.findall(r'get\("([A-Z_]+)"\)', code))
    page = (ROOT / "docs" / "configuration.md").read_text(encoding="utf-8")
    documented = set(
        re.findall(r"`([A-Z][A-Z_]+)`", "".join(re.findall(r"^\| .*? \|", page, re.M)))
    )
    example = (ROOT / ".env.example").read_text(encoding="utf-8")
    assert len(read) >= 14
    assert documented == read
    assert all(re.search(rf"^#? ?{name}=", example, re.M) for name in read)
