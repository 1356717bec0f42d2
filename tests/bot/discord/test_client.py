"""The bot client: no privileged intents, proxy endpoints, sharding, dev-guild sync."""

from __future__ import annotations

from pathlib import Path

import discord
import pytest
import simcord
import yarl

from bot.config import Settings
from bot.discord.client import (
    CardTableBot,
    ShardedCardTableBot,
    apply_endpoints,
    create_bot,
    intents,
)
from tests.bot.discord.conftest import IDLE_WAITS, virtual_clock


def test_no_privileged_intents() -> None:
    chosen = intents()
    assert not (chosen.message_content or chosen.members or chosen.presences)
    assert chosen.guilds


def test_proxy_endpoints_are_applied(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(discord.http.Route, "BASE", discord.http.Route.BASE)
    monkeypatch.setattr(
        discord.gateway.DiscordWebSocket,
        "DEFAULT_GATEWAY",
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY,
    )
    apply_endpoints(
        Settings(token="t", api_base="http://rest:8080/api/v10", gateway_url="ws://gw:7878")
    )
    assert discord.http.Route("GET", "/gateway/bot").url == "http://rest:8080/api/v10/gateway/bot"
    assert yarl.URL("ws://gw:7878") == discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY


def test_without_proxies_discord_is_used(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(discord.http.Route, "BASE", "https://discord.com/api/v10")
    apply_endpoints(Settings(token="t"))
    assert discord.http.Route.BASE == "https://discord.com/api/v10"


def settings(tmp_path: Path, **changes: object) -> Settings:
    url = f"sqlite+aiosqlite:///{tmp_path / 'cards.db'}"
    return Settings(token="simcord", database_url=url, **changes)  # type: ignore[arg-type]


async def test_sharded_bot_serves_a_guild_on_its_shard(tmp_path: Path) -> None:
    bot = create_bot(
        settings(tmp_path, shard_count=2, shard_ids=(0, 1)),
        service_options={"clock": virtual_clock, "idle_wait": IDLE_WAITS},
    )
    assert isinstance(bot, ShardedCardTableBot)
    async with simcord.run(bot) as env:
        IDLE_WAITS.env = env
        guild = env.create_guild(shard_id=1)
        channel = guild.create_text_channel("tables")
        ann = guild.add_member(env.create_user("ann"))
        opened = await ann.slash(channel, "game new", game="dealmein")
        assert opened.ephemeral and "table is open" in opened.response.content
        assert bot.shard_count == 2
        await bot.service.stop()
        await bot.store.close()
        IDLE_WAITS.env = None


async def test_dev_guild_gets_the_commands_at_once(tmp_path: Path) -> None:
    first = create_bot(settings(tmp_path))
    async with simcord.run(first, strict_sync=True) as env:
        guild = env.create_guild()
        channel = guild.create_text_channel("tables")
        ann = guild.add_member(env.create_user("ann"))
        await first.service.stop()
        await first.store.close()

        dev = create_bot(settings(tmp_path, dev_guild_id=guild.id))
        assert isinstance(dev, CardTableBot)
        await env.restart_bot(dev)
        synced = [r.path for r in env.http_requests if r.method == "PUT"]
        assert synced[-1].endswith(f"/guilds/{guild.id}/commands")
        assert "game new" in ann.available_commands(channel)
        rules = await ann.slash(channel, "rules")
        assert rules.ephemeral
        await dev.service.stop()
        await dev.store.close()
