"""The table page in a real browser, on the real bot (SimCord): moves by dragging and by
tapping, what a viewer and a second player see, the Activity's sign-in, and a restart."""

from __future__ import annotations

import dataclasses
import itertools
import json
import random
import re
from typing import Any

from bot.web.oauth import OAuth
from bot.web.sessions import Sessions, secret_from
from engine.dealmein.board import square_name
from engine.dealmein.game import DealMeIn
from engine.hearts.game import Hearts
from engine.review import judge
from tests.bot.discord.test_casual import declaring_position
from tests.web.conftest import (
    SCREENSHOTS,
    OAuthDouble,
    World,
    link_for,
    make_bot,
    open_page,
    until,
    with_web,
)

CARD = re.compile(r"^(?:10|[2-9JQKA])[SHDC]$")


def listen(page: Any) -> list[str]:
    """Every WebSocket message the page receives from now on."""
    frames: list[str] = []

    def on_socket(socket: Any) -> None:
        socket.on("framereceived", lambda payload: frames.append(str(payload)))

    page.on("websocket", on_socket)
    return frames


def cards_in(value: Any) -> set[str]:
    """Every card token anywhere in a JSON value."""
    if isinstance(value, str):
        return {value.split("=")[0]} if CARD.match(value.split("=")[0]) else set()
    if isinstance(value, dict):
        return set().union(*(cards_in(v) for v in value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*(cards_in(v) for v in value)) if value else set()
    return set()


def dmi_pair(game: DealMeIn, seat: int) -> tuple[list[str], str, int]:
    """Two cards of ``seat``'s hand that make a placement, where its best one starts, and
    the best score at that square."""
    for pair in itertools.combinations(game.hand(seat), 2):
        found = game.placement_choices(seat, list(pair))
        if found:
            start = found[0].squares[0]
            score = max(move.score for move in found if move.squares[0] == start)
            return [str(c) for c in pair], square_name(start), score
    raise AssertionError("no two cards make a placement")


async def test_a_deal_me_in_move_by_dragging_reaches_the_channel_and_no_hand_leaks(
    world: World, browser: Any
) -> None:
    """The player to move drags a placement (the channel's table message shows it; their
    page never receives the other player's cards); a viewer sees only the public table and
    is refused a move."""
    await world.open_two_player_table()
    table = world.table()
    game = table.game
    assert isinstance(game, DealMeIn)
    seat = world.to_move()
    member = world.member(seat)
    other_hand = {str(c) for c in game.hand(1 - seat)}
    page = await open_page(browser, await link_for(world, member), 360, 780)
    frames = listen(page)
    await page.reload()  # the session was kept by the tab: the link is not needed again
    await page.wait_for_selector("#hand .card")
    cards, start, best_score = dmi_pair(game, seat)
    for card in cards:
        await page.click(f'#hand .card[data-card="{card}"]')
    turn = table.turn
    before = json.dumps(world.table_message().embeds[0].to_dict(), ensure_ascii=False)
    # Dragged by hand (the mouse held down), so that what shows before the drop is seen:
    # the legal start squares lit, and the combination and score of the placement there.
    source = await page.locator(f'#hand .card[data-card="{cards[0]}"]').bounding_box()
    target = await page.locator(f'.square[data-square="{start}"]').bounding_box()
    assert source is not None and target is not None
    await page.mouse.move(source["x"] + source["width"] / 2, source["y"] + source["height"] / 2)
    await page.mouse.down()
    x, y = target["x"] + target["width"] / 2, target["y"] + target["height"] / 2
    await page.mouse.move(x, y, steps=8)
    await page.wait_for_selector(f'.square.lit[data-square="{start}"]')
    await page.mouse.move(x + 1, y, steps=1)
    await page.wait_for_function("document.querySelector('#preview').textContent.includes('=')")
    preview = await page.text_content("#preview") or ""
    assert preview.startswith(start) and preview.endswith(f"= {best_score}")
    await page.screenshot(path=str(SCREENSHOTS / "activity-drag-360.png"), full_page=True)
    await page.mouse.up()
    await until(lambda: table.turn > turn)
    assert start in game.board_dict(), "the dragged placement is on the board"

    # The channel's table message shows the move (the table service's one accept path).
    def shown() -> str:
        return json.dumps(world.table_message().embeds[0].to_dict(), ensure_ascii=False)

    await until(lambda: shown() != before)
    assert f"{member.name} placed" in shown() and start in shown()
    await page.wait_for_selector(f'.square[data-square="{start}"] .card')
    await page.screenshot(path=str(SCREENSHOTS / "activity-dmi-360.png"), full_page=True)
    await page.set_viewport_size({"width": 1280, "height": 900})
    await page.screenshot(path=str(SCREENSHOTS / "activity-dmi-1280.png"))
    received = [json.loads(frame) for frame in frames]
    assert any(message["type"] == "table" for message in received)
    for message in received:
        assert not cards_in(message) & other_hand, "another player's hand reached the page"
    await page.context.close()
    turn = table.turn
    # A viewer (not seated) on the same table sees the public table only, and cannot act.
    hands = {str(c) for seat in range(2) for c in game.hand(seat)}
    page = await open_page(browser, await link_for(world, world.cat))
    frames = listen(page)
    await page.reload()
    await page.wait_for_selector(".dmi-board")
    assert await page.get_attribute("body", "data-role") == "viewer"
    assert await page.locator("#hand .card").count() == 0
    assert await page.locator("#moves button").count() == 0
    # A move sent all the same (a hand-made socket with the viewer's session) is refused.
    answer = await page.evaluate(
        """async (card) => {
          const sign = JSON.parse(sessionStorage.getItem("cardtable.sign"));
          const socket = new WebSocket(`ws://${location.host}/ws`);
          const replies = [];
          await new Promise((done) => {
            socket.onopen = () => socket.send(JSON.stringify(
              { op: "hello", session: sign.session, channel: sign.channel }));
            socket.onmessage = (event) => {
              const message = JSON.parse(event.data);
              replies.push(message);
              if (message.type === "table") socket.send(JSON.stringify(
                { op: "act", action: `swap ${card}`, turn: message.turn, id: 1 }));
              if (message.id === 1) done();
            };
          });
          socket.close();
          return replies.find((m) => m.id === 1);
        }""",
        sorted(hands)[0],
    )
    assert answer["type"] == "refused"
    assert "not seated" in answer["text"]
    assert table.turn == turn
    for frame in frames:
        assert not cards_in(json.loads(frame)) & hands, "a hand reached a viewer"
    await page.context.close()


async def test_the_activity_signs_in_with_discord_oauth_and_plays_hearts_by_tapping(
    world: World, browser: Any, oauth_double: OAuthDouble
) -> None:
    """The Activity's page (opened with Discord's ``frame_id``) signs in through the SDK (its
    own mock of the Discord client) and the bot's code exchange (the test double); then a
    Hearts hand is played from it: the pass by choosing three cards and confirming, each
    trick's card by one tap."""
    bot = world.bot
    assert bot.web is not None
    await world.ann.slash(world.channel, "game new", game="hearts")
    for _ in range(3):
        await world.ann.slash(world.channel, "game addbot")
    await world.ann.click(world.table_message(), label="Start")
    table = world.table()
    game = table.game
    assert isinstance(game, Hearts)
    oauth_double.user_id = world.ann.id
    bot.web.options = dataclasses.replace(
        bot.web.options,
        oauth=OAuth("1234", "secret", f"http://127.0.0.1:{oauth_double.port}"),
    )
    context = await browser.new_context(viewport={"width": 1280, "height": 900})
    page = await context.new_page()
    await page.add_init_script(
        "window.cardtableSdk = async (clientId) => {"
        "  const sdk = await import('/static/vendor/discord-sdk.mjs');"
        f"  return new sdk.DiscordSDKMock(clientId, '{world.guild.id}', '{world.channel.id}');"
        "};"
    )
    await page.goto(f"{bot.settings.public_url}/?frame_id=test&instance_id=1")
    await page.wait_for_selector("#hand .card")
    assert oauth_double.codes_seen == ["mock_code"]
    assert await page.get_attribute("body", "data-role") == "player"
    # The pass: three cards tapped (a tap only chooses them), then the move that passes
    # exactly them.
    for card in (await page.locator("#hand .card").all())[:3]:
        await card.click()
    assert game.phase == "passing"
    assert await page.locator("#hand .card.chosen").count() == 3
    await page.click('#moves button.move[data-action^="pass"]')
    await until(lambda: game.phase != "passing")
    played = 0
    while game.hand_number == 1 and not game.over:
        await until(lambda: 0 in game.to_move() or game.hand_number > 1, timeout=10)
        if game.hand_number > 1:
            break
        turn = table.turn
        await page.wait_for_function("(turn) => document.body.dataset.turn == turn", arg=turn)
        if played == 4:
            await page.screenshot(path=str(SCREENSHOTS / "activity-hearts-1280.png"))
        await page.locator("#hand .card:not(.dim)").first.click()  # one tap plays it
        await until(lambda turn=turn: table.turn > turn)
        played += 1
    assert played == 13, "every card of the hand was played from the page"
    await context.close()


async def test_the_page_reconnects_after_a_restart_and_the_replay_steps_to_the_end(
    world: World, browser: Any, web_port: int
) -> None:
    await world.open_two_player_table()
    seat = world.to_move()
    page = await open_page(browser, await link_for(world, world.member(1 - seat)))
    await page.wait_for_selector("#hand .card")
    old = world.bot
    assert old.web is not None
    await old.web.close()
    await old.service.stop()
    await old.store.close()
    await page.wait_for_selector("body.offline")
    await world.env.restart_bot(with_web(make_bot(world.database_url), web_port))
    await page.wait_for_selector("body:not(.offline) #hand .card")
    turn = world.table().turn
    await world.swap_one()  # a move in the channel, after the restart
    await page.wait_for_function(
        "(turn) => Number(document.body.dataset.turn) > turn", arg=turn, timeout=1000
    )
    assert world.table().turn > turn
    # Swaps alone end the game (rounds without a play): the game-over message links to the
    # replay page, drawn from the record and stepped with the arrow keys to the end.
    for _ in range(12):
        if world.bot.service.table(world.channel.id) is None:
            break
        await world.swap_one()
    assert world.bot.service.table(world.channel.id) is None, "the game ended"
    links = [
        component.url
        for message in world.channel.history()
        for row in message.components
        for component in getattr(row, "children", [])
        if getattr(component, "url", None)
    ]
    assert links and "/replay/" in links[-1]
    await page.context.close()
    replay = await open_page(browser, links[-1], 360, 780)
    await replay.wait_for_selector(".dmi-board")
    total = int((await replay.text_content("#step") or "").split()[-1])
    assert total >= 4
    for _ in range(total - 1):
        await replay.keyboard.press("ArrowRight")
    assert await replay.text_content("#step") == f"Move {total} of {total}"
    assert await replay.is_disabled("#next")
    assert await replay.text_content("#status") == "The game is over."
    await replay.screenshot(path=str(SCREENSHOTS / "replay-360.png"), full_page=True)
    await replay.context.close()


def test_a_session_is_the_signed_users_alone() -> None:
    sessions = Sessions(secret_from("token"), clock=lambda: 1000.0)
    token = sessions.issue(42, "es", seconds=60)
    read = sessions.read(token)
    assert read is not None and (read.user_id, read.locale) == (42, "es")
    payload, signature = token.split(".")
    assert sessions.read(payload + "." + signature[::-1]) is None
    assert Sessions(secret_from("another"), clock=lambda: 1000.0).read(token) is None
    assert Sessions(secret_from("token"), clock=lambda: 2000.0).read(token) is None


async def test_the_play_checker_asks_on_the_page_and_play_it_anyway_plays_it(
    world: World, browser: Any
) -> None:
    """With casual help on against a computer, a move tapped on the page goes through the
    play checker: Ann's 22 cards declare and she taps a discard; the page asks, with the
    hard player's move and why, and its button plays the discard, once."""
    await world.ann.slash(world.channel, "game new", game="rummy21", options="deals=1")
    await world.ann.slash(world.channel, "game addbot")
    await world.ann.click(world.table_message(), label="Start")
    await world.ann.slash(world.channel, "practice on")
    table = world.table()
    assert table.game is not None
    game = declaring_position(list(table.game.players), dict(table.options))
    table.game = game  # the table now plays from the set position
    judgement = judge(game, 0, random.Random(1))
    card = next(c for c in game.hands[0] if judgement.cost(f"discard {c}") >= 4)
    before = len(game.history)
    page = await open_page(browser, await link_for(world, world.ann), 1280, 900)
    await page.wait_for_selector(f'#hand .card[data-card="{card}"]')
    await page.click(f'#hand .card[data-card="{card}"]')
    await page.click(f'#moves button.move[data-action="discard {card}"]')
    await page.wait_for_selector("#check:not([hidden])")
    asked = await page.text_content("#check-text") or ""
    assert asked.startswith(f"The hard player rates discard {card.symbol} ")
    assert await page.text_content("#check-confirm") == "Play it anyway"
    assert len(game.history) == before  # nothing played yet
    await page.click("#check-confirm")
    await until(lambda: len(table.game.history) > before)  # type: ignore[union-attr]
    assert table.game.history[before] == {"player": 0, "action": f"discard {card}"}
    assert [e.get("action") for e in table.game.history].count(f"discard {card}") == 1
    assert await page.is_hidden("#check")
    await page.context.close()
