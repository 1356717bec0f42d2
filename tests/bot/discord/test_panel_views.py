"""Every game's hand panel is drawn from the seat's view alone, and in the language of the
moment.

A panel drawn from a seat's view read back from its JSON, at a table that has no game to
give (:class:`ViewOnlyTable`: reaching for the live game fails the test), says and offers
exactly what the panel "My hand" shows. A Polish reader at an English table reads their
panel in Polish, while the table message and the hand DM'd to them stay English.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

import discord
import pytest
import simcord

from bot.discord.games.dealmein import offer as dealmein_offer
from bot.discord.games.dealmein import panel as dealmein_panel
from bot.discord.games.hearts import panel as hearts_panel
from bot.discord.games.rummy21 import panel as rummy21_panel
from bot.discord.games.rummy500 import panel as rummy500_panel
from bot.discord.messages import PanelMessage
from bot.discord.plugins import hand_panel_builder
from bot.tables.table import Table
from engine.dealmein.game import DealMeIn
from engine.dealmein.view import DealMeInSeatView
from engine.hearts.game import PASSING, Hearts
from engine.hearts.view import HeartsSeatView
from engine.registry import view_from_dict
from engine.rummy21.game import IndianRummy
from engine.rummy21.view import Rummy21SeatView
from engine.rummy500.game import Rummy500
from engine.rummy500.view import Rummy500SeatView
from tests.bot.discord.conftest import World, in_place
from tests.bot.discord.test_locales import client_locales  # noqa: F401  # a fixture
from tests.bot.discord.test_turn_dm import controls_of, find, the_dm


class ViewOnlyTable:
    """What a panel's controls carry of its table (the channel, the table's turn, each
    seat's move count, the game's name) and no game: reading ``game`` fails."""

    def __init__(self, table: Table) -> None:
        self.channel_id, self.turn = table.channel_id, table.turn
        self.game_id, self.title = table.game_id, table.title
        self._moves = {seat: table.moves_of(seat) for seat in range(len(table.seats))}

    def moves_of(self, seat: int) -> int:
        return self._moves[seat]

    @property
    def game(self) -> None:
        raise AssertionError("the panel read the live game")


def components(panel: PanelMessage) -> list[dict[str, Any]]:
    return panel.view.to_components() if panel.view is not None else []


def read_back(seen: Any, seat: int) -> Any:
    """The seat's view as its JSON reads back: nothing but what the view carries."""
    return view_from_dict(seen.to_dict(), seat)


async def from_the_view(table: Table, seat: int) -> PanelMessage:
    """The panel of ``seat`` drawn from its view read back from JSON, at a table with no
    game (the legal actions, or Deal Me In's offer, are the engine's, worked out first)."""
    game = table.game
    alone = cast(Table, ViewOnlyTable(table))
    if isinstance(game, Hearts):
        seen = read_back(game.view(seat), seat)
        assert isinstance(seen, HeartsSeatView)
        return await hearts_panel.panel_of(alone, seen)
    if isinstance(game, Rummy500):
        seen = read_back(game.view(seat), seat)
        assert isinstance(seen, Rummy500SeatView)
        return await rummy500_panel.panel_of(alone, seen, game.legal_actions(seat))
    if isinstance(game, IndianRummy):
        seen = read_back(game.view(seat), seat)
        assert isinstance(seen, Rummy21SeatView)
        return await rummy21_panel.panel_of(alone, seen, game.legal_actions(seat))
    assert isinstance(game, DealMeIn)
    offered = dealmein_offer.offer(game, seat, dealmein_offer.Choice())
    seen = read_back(offered.seen, seat)
    assert isinstance(seen, DealMeInSeatView)
    text, view = dealmein_panel.drawn(alone, dealmein_offer.Offer(seen, *fields(offered)))
    return PanelMessage(text, None, view)


def fields(offered: dealmein_offer.Offer) -> Sequence[Any]:
    """The engine's answers of an offer (all but its view)."""
    return (
        offered.placements,
        offered.may_pass,
        offered.swap_limit,
        offered.reclaimable,
        offered.picked,
    )


async def choose_in(
    world: World, message: discord.Message, prefix: str, values: list[str]
) -> simcord.InteractionResult:
    """Ann chooses ``values`` in the menu of ``message`` whose custom id starts ``prefix``."""
    found = find(message, prefix)
    assert found is not None
    return await world.ann.user.select(message, values, custom_id=found["custom_id"])


GAMES = [
    ("hearts", "point_limit=1", 0),
    ("rummy500", "target=50", 1),
    ("rummy21", "deals=1", 1),
    ("dealmein", "", 1),
]


@pytest.mark.parametrize(("game_id", "options", "bots"), GAMES)
async def test_a_panel_drawn_from_the_seats_view_alone_is_the_panel(
    world: World, game_id: str, options: str, bots: int
) -> None:
    opened = await world.ann.slash(world.channel, "game new", game=game_id, options=options)
    assert opened.ephemeral
    for _ in range(bots):
        await world.ann.slash(world.channel, "game addbot")
    await world.ann.click(world.table_message(), label="Start")
    table = world.table()
    seat = table.seat_of(world.ann.id)
    assert seat is not None and table.game is not None
    assert seat in table.game.to_move()  # her panel offers her moves
    shown = await hand_panel_builder(game_id)(table, seat)
    alone = await from_the_view(table, seat)
    assert alone.content == shown.content
    assert components(alone) == components(shown)
    assert components(alone), "the panel offers her moves"


async def test_a_polish_reader_at_an_english_table_reads_polish_and_the_table_english(
    world: World,
    client_locales: dict[int, str],  # noqa: F811  # the fixture
) -> None:
    client_locales[world.ann.id] = "pl"
    await world.ann.slash(world.channel, "game new", game="hearts", options="point_limit=1")
    await world.ann.click(world.table_message(), label="Start")
    game = world.table().game
    assert isinstance(game, Hearts) and game.phase == PASSING
    # The hand DM'd at the deal is hers alone: Polish, her client's language, as her
    # /game new told it (the table's channel reads English).
    dm = the_dm(world.ann)
    assert "Twój ruch: oddaj trzy karty w lewo" in (dm.content or "")
    assert {c.get("label") for c in controls_of(dm)} >= {"Podpowiedź", "Odśwież"}
    # Her own panel is hers: Polish, words and controls.
    panel = await world.ann.click(world.table_message(), label="My hand")
    assert panel.ephemeral and panel.response is not None
    assert "Twój ruch: oddaj trzy karty w lewo" in panel.response.content
    rows = panel.response.components
    controls = [item for row in rows for item in row["components"]]
    assert {c.get("label") for c in controls} >= {"Podpowiedź", "Odśwież"}
    assert any(c.get("placeholder") == "Wybierz trzy karty do oddania…" for c in controls)
    # Her pass redraws her panel in Polish; the table message it updates stays English.
    three = [str(card) for card in game.hand(0)[:3]]
    passed = await world.ann.select(panel.response, three)
    assert in_place(passed)
    redrawn = passed.response.content
    assert "**Twoja ręka** w Kierki Deluxe: rozdanie 1" in redrawn, redrawn
    assert "Dostajesz " in redrawn and "Your hand" not in redrawn
    embed = world.table_message().embeds[0]
    assert embed.fields[0].name == "Scores"
    # The DM's pass menu, drawn for a move that is over: refused in her language.
    stale = await choose_in(world, dm, "hearts:pass", three)
    assert stale.ephemeral and stale.response is not None
    assert (
        stale.response.content
        == "Ten panel należy do zakończonego ruchu: naciśnij Moja ręka po nowy."
    )
