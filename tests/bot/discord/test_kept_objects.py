"""What the bot keeps as a game goes on: no message cache and no view per posted table
message (discord.py would keep each for the process's life, and every full garbage
collection would go through them), while the buttons of the latest message still work."""

from __future__ import annotations

from bot.discord.views import TableView
from tests.bot.discord.conftest import World
from tests.bot.discord.test_dmi_panel import play_a_turn_from_the_panel


async def test_table_messages_leave_no_view_or_cached_message_behind(world: World) -> None:
    await world.ann.slash(world.channel, "play", game="dealmein")
    for _ in range(3):
        await play_a_turn_from_the_panel(world)
    posts = f"/channels/{world.channel.id}/messages"
    posted = [r for r in world.env.http_requests if r.method == "POST" and r.path == posts]
    edits = [r for r in world.env.http_requests if r.method == "PATCH" and posts in r.path]
    assert len(posted) == 1 and len(edits) >= 3  # one table message, edited at each move
    kept = [view for view in world.bot.persistent_views if isinstance(view, TableView)]
    assert len(kept) == 1  # the one registered at start, which every click reaches
    assert not world.bot.cached_messages
    panel = await world.ann.click(world.table_message(), label="My hand")
    assert panel.ephemeral and panel.response.attachments
