"""21-card Indian rummy in Discord: a whole game against a computer player through the
ceremony's buttons and ``/rummy21`` commands, onto the leaderboard; the hand panel; honour
cards out of turn; refusals that are private and change nothing."""

from __future__ import annotations

import json
import random
import re
from typing import Any

import discord
import pytest
import simcord

from bot.discord.panels import STALE_PANEL
from engine.records import replay
from engine.registry import computer_action
from engine.rummy21.game import CUT, CUT_FOR_DEAL, JOKER, PLAY, IndianRummy
from tests.bot.discord.conftest import World
from tests.engine.rummy21.positions import BOB_DECLARES, HANDS, deck

#: Ann holds an honour card (6♥: the Joker is 7♥); Bob declares once he draws A♦.
ANN_HAND = HANDS[0].replace("2H", "6H")
BOB_HAND = HANDS[1]
#: The default time for a move.
TURN_SECONDS = 90
#: Ann plays this many turns with commands before she drops (mid pack) to end the deal.
TURNS_BEFORE_DROP = 3


def rummy21(world: World) -> IndianRummy:
    """The game of the channel's table (a new object after a restart)."""
    game = world.table().game
    assert isinstance(game, IndianRummy)
    return game


def set_position(world: World, *, ceremony: bool = True) -> IndianRummy:
    """Ann deals to Bob from a known deck: Bob (on her right and her left) cuts and draws
    the Joker 7♥, and draws first; the stock's top card A♦ gives him a declaration. With
    ``ceremony`` the cut and the Joker are done already."""
    table = world.table()
    game = IndianRummy.create(
        ["ann", "bob"],
        dict(table.options),
        7,
        deck([ANN_HAND, BOB_HAND], "8C", "7H", "AD"),
        first_player=0,
    )
    if ceremony:
        game.apply(1, "cut 40")
        game.apply(1, "joker")
    table.game = game
    return game


async def open_table(
    world: World, *, against_computer: bool, options: str = "deals=1 ceremony=hand"
) -> None:
    """Ann opens a one-deal table (by default with the ceremony by hand, which these tests
    play); a computer player or Bob joins; she starts."""
    opened = await world.ann.slash(world.channel, "game new", game="rummy21", options=options)
    assert opened.ephemeral
    if against_computer:
        await world.ann.slash(world.channel, "game addbot")
    else:
        await world.bob.slash(world.channel, "game join")
    started = await world.ann.slash(world.channel, "game start")
    assert started.ephemeral


def buttons(message: simcord.ResponseMessage | discord.Message) -> list[str]:
    """The labels of a message's buttons: an interaction's reply (components as the raw
    payload) or a channel message."""
    if isinstance(message, discord.Message):
        return [
            getattr(child, "label", None) or ""
            for row in message.components
            if isinstance(row, discord.ActionRow)
            for child in row.children
        ]
    return [child.get("label", "") for row in message.components for child in row["components"]]


def reply_of(result: simcord.InteractionResult) -> str:
    """The text of the latest reply to an interaction: a message sent after it (a
    refusal of a panel's click), or else its response (a panel edited in place)."""
    if result.followups:
        return result.followups[-1].content
    assert result.response is not None
    return result.response.content


async def ceremony_step(world: World, actor: simcord.MemberActor, game: IndianRummy) -> str:
    """``actor`` takes the ceremony's step with the table message's button; what the
    click's answer shows: the table message itself, updated by that answer (one request,
    no private reply)."""
    message = world.table_message()
    if game.phase in (CUT_FOR_DEAL, CUT):
        shown = await actor.click(message, label="Cut")
        assert shown.modal is not None, shown.response
        done = await actor.submit_modal(shown, {"rummy21:cut:above": "40"})
    else:
        assert game.phase == JOKER and "Draw the Joker" in buttons(message)
        done = await actor.click(message, label="Draw the Joker")
    assert done.response is not None and not done.ephemeral and not done.followups
    assert done.response.id == message.id == world.table_message().id, "edited in place"
    return done.response.embeds[0].description or ""


def draws(game: IndianRummy) -> int:
    """How many times Ann (seat 0) has drawn."""
    return sum(
        1
        for entry in game.history
        if entry.get("player") == 0 and entry.get("action", "").startswith("draw")
    )


def command_of(action: str) -> tuple[str, dict[str, Any]]:
    """The ``/rummy21`` command and its options that play ``action``."""
    verb, *words = action.split()
    if verb == "draw":
        return "rummy21 draw", {"source": words[0]}
    if verb == "discard":
        return "rummy21 discard", {"card": words[0]}
    if verb == "declare":
        return "rummy21 declare", {"groups": " ".join(words)}
    if verb == "honours":
        return "rummy21 honours", {"cards": " ".join(words)}
    return f"rummy21 {verb}", {}


async def test_a_game_against_a_computer_player_to_the_leaderboard(world: World) -> None:
    await open_table(world, against_computer=True)
    table = world.table()
    assert table.options["deals"] == 1 and table.seats[1].is_bot
    game = table.game
    assert isinstance(game, IndianRummy)
    rng = random.Random(3)
    seen_ceremony: list[str] = []
    # The computer moves at once, so whenever Ann's step returns it is her step again.
    while world.bot.service.table(world.channel.id) is not None:
        assert game.to_move() == [0]
        before = table.turn
        if game.phase in (CUT_FOR_DEAL, CUT, JOKER):
            seen_ceremony.append(await ceremony_step(world, world.ann, game))
        else:
            # Ann plays as the computer would, except that she drops (mid pack) only after
            # a few turns, to end the deal.
            action = str(computer_action(game, 0, rng))
            if action == "drop" or (not game.drawn and draws(game) >= TURNS_BEFORE_DROP):
                action = "drop" if draws(game) >= TURNS_BEFORE_DROP else "draw stock"
            command, options = command_of(action)
            result = await world.ann.slash(world.channel, command, **options)
            assert result.ephemeral
            if action == "draw stock":
                assert "You drew " in result.response.content
        assert table.turn > before
    # The cut is shown on the table message: in the click's own answer, or (when the
    # computer's moves since filled the message's list of events) in an edit before it.
    shown = seen_ceremony + [str(entry.json) for entry in world.env.http_requests]
    assert any("cuts" in text for text in shown), seen_ceremony
    kinds = {entry.get("action", "").split(" ")[0] for entry in game.history}
    assert {"cut", "joker"} <= kinds  # the computer may first-drop: then nobody draws

    closing = world.channel.last_message
    assert closing is not None and closing.embeds[0].title == "21-card Indian Rummy: game over"
    # The deciding moment in one line: how the last deal ended (won, or what it cost).
    (deciding,) = [
        line
        for line in (closing.embeds[0].description or "").splitlines()
        if line.startswith("Deciding moment: ")
    ]
    assert re.search(r"wins deal \d+|pays .+? \d+: (first drop|mid pack|the count)", deciding)
    final = game.scores()
    board = await world.cat.slash(world.channel, "leaderboard", game="rummy21")
    assert "21-card Indian Rummy" in (board.response.embeds[0].title or "")
    lines = board.response.embeds[0].description or ""
    assert f"<@{world.ann.id}>: " in lines and "in 1 game (" in lines
    assert f"best {final[0]}," in lines
    stats = await world.ann.slash(world.channel, "stats")
    assert "in 1 game " in stats.response.embeds[0].fields[0].value

    exported = await world.ann.slash(world.channel, "game export")
    record = json.loads(await exported.response.attachments[0].read())
    replayed = replay(record)
    assert "rejected" not in replayed and replayed["scores"] == final


async def test_the_ceremony_is_shown_and_played_with_buttons(world: World) -> None:
    await open_table(world, against_computer=False)
    set_position(world, ceremony=False)  # the table message's Cut is for this step

    refused = await world.ann.click(world.table_message(), label="Cut")
    assert refused.ephemeral and refused.modal is None
    assert refused.response.content == "It is not your turn: waiting for bob."

    cut = await ceremony_step(world, world.bob, rummy21(world))
    assert "bob cuts the pack, lifting 40 cards." in cut
    assert "ann deals 21 cards each, turns up 8♣" in cut
    message = world.table_message()
    assert buttons(message) == ["My hand", "Draw the Joker"]
    assert "ann deals 21 cards each" in (message.embeds[0].description or "")

    joker = await ceremony_step(world, world.bob, rummy21(world))
    assert "bob draws the Joker: 7♥" in joker
    assert buttons(world.table_message()) == ["My hand"]


async def test_a_bad_cut_number_is_refused_privately(world: World) -> None:
    await open_table(world, against_computer=False)
    game = set_position(world, ceremony=False)
    table = world.table()
    unchanged = snapshot(world)
    shown = await world.bob.click(world.table_message(), custom_id=f"rummy21:cut:{table.turn}")
    assert shown.modal is not None
    [asked] = shown.modal["components"]  # the question is a label over the number's field
    assert asked["label"] == "Cards to lift (7 to 149)"
    assert asked["component"]["custom_id"] == "rummy21:cut:above"
    refused = await world.bob.submit_modal(shown, {"rummy21:cut:above": "5"})
    assert refused.ephemeral
    assert "choose between 7 and 149 cards to lift" in reply_of(refused)
    assert snapshot(world) == unchanged and game.phase == CUT


async def test_the_hand_panel_groups_the_hand_and_plays_the_moves(world: World) -> None:
    await open_table(world, against_computer=False)
    game = set_position(world)

    waiting = await world.ann.slash(world.channel, "game hand")
    assert "Waiting for bob to draw." in waiting.response.content
    assert buttons(waiting.response) == ["Set aside 6♥", "Check", "Refresh"]
    assert waiting.response.attachments[0].filename == "rummy21-hand.png"

    panel = await world.bob.click(world.table_message(), label="My hand")
    assert "Your turn: draw from the stock or take 8♣ from the open pile" in (
        panel.response.content
    )
    assert buttons(panel.response)[:3] == ["Draw stock", "Draw open 8♣", "Drop"]
    drawn = await world.bob.click(panel.response, label="Draw stock")
    redrawn = drawn.response  # the panel, edited in place
    assert "You drew A♦." in redrawn.content
    assert "The bot finds a valid declaration" in redrawn.content
    assert "Declare" in buttons(redrawn)

    checked = await world.bob.click(redrawn, label="Check")
    assert checked.ephemeral and "• pure sequence: 3♠ 4♠ 5♠" in checked.response.content
    assert "You can declare" in checked.response.content

    declared = await world.bob.click(redrawn, label="Declare")
    assert "bob declares" in declared.response.content
    assert game.over and game.history[-1]["action"].endswith("discard 9S")
    assert world.bot.service.table(world.channel.id) is None  # one deal: the game is over


async def test_honours_out_of_turn_leave_the_mover_s_panel_good(world: World) -> None:
    await open_table(world, against_computer=False)
    game = set_position(world)
    table = world.table()
    panel = await world.bob.slash(world.channel, "game hand")  # Bob is to draw
    turn, deadline = table.turn, table.deadline

    choices = await world.ann.autocomplete(world.channel, "rummy21 honours", "cards", "")
    assert [choice["value"] for choice in choices] == ["6H"]
    held = await world.bob.autocomplete(world.channel, "rummy21 discard", "card", "k")
    assert [choice["name"] for choice in held] == ["K♠", "K♥", "K♦"]
    claimed = await world.ann.slash(world.channel, "rummy21 honours", cards="6H")
    assert claimed.ephemeral and "ann sets aside 6♥" in claimed.response.content
    assert [str(card) for card in game.claimed[0]] == ["6H"]
    assert (table.turn, table.deadline) == (turn, deadline)
    assert "ann sets aside 6♥" in (world.table_message().embeds[0].description or "")

    drawn = await world.bob.click(panel.response, label="Draw stock")
    assert "You drew A♦." in drawn.response.content  # Bob's panel still plays his move


def snapshot(world: World) -> tuple[str, int]:
    """The table's whole state and the number of messages everyone sees in the channel."""
    return json.dumps(world.table().to_dict(), sort_keys=True), len(world.channel.history())


@pytest.mark.parametrize(
    ("before", "who", "command", "options", "reason"),
    [
        ("", "ann", "rummy21 draw", {"source": "stock"}, "It is not your turn: waiting for bob."),
        ("draw stock", "bob", "rummy21 discard", {"card": "2H"}, "You do not hold a 2♥."),
        (
            "",
            "bob",
            "rummy21 discard",
            {"card": "9S"},
            "Draw a card first, from the stock or the open pile. Press **Draw stock**",
        ),
        ("", "bob", "rummy21 declare", {}, "The bot finds no valid declaration"),
        ("", "bob", "rummy21 honours", {"cards": "KS"}, "K♠ is not an honour card"),
        ("", "cat", "rummy21 drop", {}, "You are not seated at this table"),
    ],
)
async def test_a_refused_move_is_private_and_changes_nothing(
    world: World, before: str, who: str, command: str, options: dict[str, Any], reason: str
) -> None:
    await open_table(world, against_computer=False)
    game = set_position(world)
    if before:
        game.apply(1, before)
    unchanged = snapshot(world)

    actor = {"ann": world.ann, "bob": world.bob, "cat": world.cat}[who]
    refused = await actor.slash(world.channel, command, **options)
    assert refused.ephemeral
    assert reason in reply_of(refused)
    assert snapshot(world) == unchanged


async def test_a_declaration_of_ones_own_groups(world: World) -> None:
    await open_table(world, against_computer=False)
    game = set_position(world)
    await world.bob.slash(world.channel, "rummy21 draw", source="stock")
    groups = BOB_DECLARES.removeprefix("declare ")
    declared = await world.bob.slash(world.channel, "rummy21 declare", groups=groups)
    assert "bob declares" in declared.response.content and game.over


async def test_on_timeout_the_bot_cuts_and_draws_the_joker(world: World) -> None:
    await open_table(world, against_computer=False)
    game = set_position(world, ceremony=False)
    table = world.table()
    assert table.deadline is not None
    await world.env.advance_time(TURN_SECONDS + 1)  # Bob does not cut
    assert game.phase == JOKER
    shown = world.table_message().embeds[0].description or ""
    assert "bob ran out of time: the bot cuts for them." in shown
    assert "ann deals 21 cards each" in shown
    assert table.deadline is not None
    await world.env.advance_time(TURN_SECONDS + 1)
    assert game.phase == PLAY and game.joker is not None
    assert "bob ran out of time: the bot draws the Joker." in (
        world.table_message().embeds[0].description or ""
    )


async def test_buttons_and_panels_work_after_a_restart_and_refuse_when_stale(
    world: World,
) -> None:
    await open_table(world, against_computer=False)
    set_position(world, ceremony=False)
    await world.bot.service.store.save_table(world.table())  # the position survives
    await world.restart()

    await ceremony_step(world, world.bob, rummy21(world))  # Cut, then Draw the Joker,
    await ceremony_step(world, world.bob, rummy21(world))  # by a bot that has restarted
    panel = await world.bob.slash(world.channel, "game hand")
    other = await world.bob.click(world.table_message(), label="My hand")  # the same move
    await world.restart()
    drawn = await world.bob.click(panel.response, label="Draw stock")
    assert "You drew A♦." in reply_of(drawn)

    stale = await world.bob.click(other.response, label="Drop")  # drawn for the move before
    assert stale.ephemeral and reply_of(stale) == STALE_PANEL  # the click's answer
    assert rummy21(world).out[1] is None and rummy21(world).drawn
