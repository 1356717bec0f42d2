"""Deal Me In's panel shows a placement before it is made: picking one (or the hint's)
attaches a small picture of the board around that line with the cards ghosted in and the
combination and score named; another choice of cards takes it away; Place plays it."""

from __future__ import annotations

import io
import re

from PIL import Image

from engine.dealmein.game import DealMeIn
from images.dealmein.preview import FILENAME
from tests.bot.discord.conftest import World
from tests.bot.discord.test_dmi_panel import components, control, my_panel, press

#: Shown 350–550 px wide in Discord: the picture is drawn for about that.
PHONE = range(350, 600)


def names(result: object) -> list[str]:
    return [file.filename for file in result.response.attachments]  # type: ignore[attr-defined]


async def test_picking_a_placement_shows_it_and_place_plays_it(world: World) -> None:
    await world.open_two_player_table()
    seat = world.to_move()
    member = world.member(seat)
    game = world.table().game
    assert isinstance(game, DealMeIn)
    panel = await my_panel(world, member)
    assert FILENAME not in names(panel)

    hinted = await press(member, panel, "dmi:hint")  # the first move: always a placement
    assert "**Place**" in hinted.response.content
    assert FILENAME in names(hinted) and len(names(hinted)) == 2  # the hand's, and it
    preview = next(f for f in hinted.response.attachments if f.filename == FILENAME)
    picture = Image.open(io.BytesIO(await preview.read()))
    assert picture.width in PHONE and picture.height <= picture.width * 1.5
    place = control(components(hinted), "dmi:place")
    score = int(re.search(r"\((\d+)\)", place["label"])[1])  # type: ignore[index]
    # The alt text names the spot, the combination and the score.
    spot = re.search(r"\*\*([A-K]\d+ (?:across|down))\*\*", hinted.response.content)[1]  # type: ignore[index]
    assert preview.description.startswith(f"Preview of {spot}: ")
    assert f", {score} points (" in preview.description
    assert re.search(
        r"— (pair|two pair|three of a kind|straight|flush|full house|"
        r"four of a kind|straight flush|royal flush)",
        preview.description,
    )

    # Another placement of the same cards, from the menu: its own preview.
    spots = control(components(hinted), "dmi:spot")
    others = [o["value"] for o in spots["options"] if o["value"] != spot]
    if others:
        chosen = await member.select(hinted.response, [others[0]], custom_id=spots["custom_id"])
        assert f"**{others[0]}**" in chosen.response.content
        again = next(f for f in chosen.response.attachments if f.filename == FILENAME)
        assert again.description.startswith(f"Preview of {others[0]}: ")
        hinted = await press(member, chosen, "dmi:hint")

    # Choosing cards afresh (nothing picked) takes the preview away.
    cards = control(components(hinted), "dmi:cards")
    fresh = await member.select(hinted.response, ["0"], custom_id=cards["custom_id"])
    assert FILENAME not in names(fresh) and len(names(fresh)) == 1

    hinted = await press(member, fresh, "dmi:hint")
    assert FILENAME in names(hinted)
    place = control(components(hinted), "dmi:place")
    score = int(re.search(r"\((\d+)\)", place["label"])[1])  # type: ignore[index]
    points = game.points[seat]
    done = await press(member, hinted, "dmi:place")
    assert not done.followups
    assert game.points[seat] == points + score
    assert FILENAME not in names(done)  # the redrawn panel: the hand only
