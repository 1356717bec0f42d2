"""The daily challenge by tapping: under ``/daily play`` the player chooses the cards, then
the first square, then the direction, and presses Place; nothing before the attempt shows
a score or a best move, the attempt is the same as ``/daily place``'s, and a second one is
refused. (On SimCord's virtual clock, which starts at 2026-01-01 00:00 UTC.)"""

from __future__ import annotations

import re
from typing import Any

import pytest
import simcord

from bot.daily.service import ALREADY_PLAYED
from engine.dealmein.board import square_name
from engine.dealmein.movegen import best_at_each_start
from tests.bot.discord.conftest import World
from tests.bot.discord.test_daily import position_of

pytestmark = pytest.mark.simcord(settle_timeout=60)


def controls(message: Any) -> list[dict[str, Any]]:
    rows = message.components
    return [
        item
        for row in rows
        for item in (row["components"] if isinstance(row, dict) else row.to_dict()["components"])
    ]


def control(message: Any, prefix: str) -> dict[str, Any]:
    found = [c for c in controls(message) if c.get("custom_id", "").startswith(prefix)]
    assert found, [c.get("custom_id") for c in controls(message)]
    return found[0]


def no_score_shown(message: Any, scores: set[int]) -> None:
    """The words and the controls say no number that is a score of a placement (squares
    and cards aside: ``G10``, ``10♠``)."""
    said = [message.content or ""]
    for item in controls(message):
        said.append(item.get("label") or "")
        said.append(item.get("placeholder") or "")
        said += [o["label"] for o in item.get("options", [])]
        said += [o.get("description") or "" for o in item.get("options", [])]
    numbers = {int(n) for text in said for n in re.findall(r"(?<![A-K0-9])\d+(?![0-9♠♥♦♣])", text)}
    assert not numbers & scores, (numbers & scores, said)
    assert "point" not in " ".join(said).lower()


def latest(result: simcord.InteractionResult) -> Any:
    return result.followups[-1] if result.followups else result.response


async def test_a_daily_attempt_by_tapping(world: World) -> None:
    position = await position_of(world)
    best = position.best
    cards = list(best.cards)
    mask_values = [str(position.hand.index(card)) for card in cards]
    scores = {move.score for move in position.moves()} - {0}

    shown = await world.ann.slash(world.channel, "daily play")
    panel = latest(shown)
    assert "choose your cards, then the first square, then the direction" in panel.content
    no_score_shown(panel, scores)

    # 1. The cards.
    chosen = await world.ann.select(
        panel, mask_values, custom_id=control(panel, "daily:cards:")["custom_id"]
    )
    panel = chosen.response
    assert "now choose the first square" in panel.content
    no_score_shown(panel, scores)
    assert control(panel, "daily:place:")["disabled"]
    squares = [o["value"] for o in control(panel, "daily:square:")["options"]]
    expected = {square_name(m.squares[0]) for m in best_at_each_start(position.board, cards)}
    assert set(squares) == expected and squares == sorted(squares, key=lambda s: (int(s[1:]), s[0]))

    # 2. The first square.
    first = square_name(best.squares[0])
    chosen = await world.ann.select(
        panel, [first], custom_id=control(panel, "daily:square:")["custom_id"]
    )
    panel = chosen.response
    assert f"from **{first}**: now choose the direction" in panel.content
    no_score_shown(panel, scores)

    # 3. The direction; then Place.
    wanted = "Across" if best.direction == "across" else "Down"
    direction = next(c for c in controls(panel) if c.get("label") == wanted)
    chosen = await world.ann.click(panel, custom_id=direction["custom_id"])
    panel = chosen.response
    assert "Press **Place**" in panel.content
    no_score_shown(panel, scores)
    place = control(panel, "daily:place:")
    assert not place.get("disabled")
    done = await world.ann.click(panel, custom_id=place["custom_id"])
    assert not done.followups or "Your score" in done.followups[-1].content
    answer = latest(done)
    _position, stored = await world.bot.daily.answer(world.guild.id, world.ann.id, position.day)
    assert stored.action.startswith(f"place {first} {best.direction}")
    assert f"Your score: {stored.score}." in answer.content
    assert not answer.components  # one try: no controls left

    # A second attempt, typed, is refused as always.
    again = await world.ann.slash(
        world.channel, "daily place", square=first, direction="down", cards=str(cards[0])
    )
    answer = f"</daily answer:{world.command_id('daily')}>"  # the command as a mention
    assert again.response.content == ALREADY_PLAYED.replace("`/daily answer`", answer)
