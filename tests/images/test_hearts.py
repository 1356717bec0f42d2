"""The Hearts table and result images, probed pixel by pixel from replayed games."""

from __future__ import annotations

import io
import random
from dataclasses import replace

from PIL import Image

from engine.hearts.game import Hearts
from engine.hearts.view import HeartsView
from engine.records import replay_game
from engine.registry import computer_action
from images import render_result, render_table, theme
from images.hearts.render import (
    BADGE_RIGHT,
    BROKEN_BADGE_Y,
    HEART_OFF,
    HEART_RED,
    HEIGHT,
    SUMMARY_BOX,
    WIDTH,
    last_trick_box,
    position,
    seat_box,
    show_summary,
    trick_box,
)
from tests.engine.hearts.positions import record

FIRST_TRICK = [(0, "play AC"), (1, "play 5D"), (2, "play 6C"), (3, "play 9S")]
SECOND = [(0, "play 2D"), (1, "play 6D")]


def png(view: HeartsView) -> Image.Image:
    image = Image.open(io.BytesIO(render_table(view).png))
    assert image.format == "PNG"
    return image.convert("RGB")


def is_card_face(pixel: tuple[int, int, int]) -> bool:
    return min(pixel) > 225


def near(pixel: tuple[int, int, int], colour: tuple[int, int, int]) -> bool:
    """Equal but for the table's 256-colour palette, which may move a colour a little."""
    return max(abs(a - b) for a, b in zip(pixel, colour, strict=True)) <= 4


def card_probe(box: tuple[int, int, int, int]) -> tuple[int, int]:
    """A point on a card's face, left of its big suit symbol."""
    return (box[0] + 8, (box[1] + box[3]) // 2)


def test_the_trick_lies_in_front_of_the_players_who_played_it() -> None:
    view = replay_game(record(actions=[*FIRST_TRICK, *SECOND])).view()
    image = png(view)
    assert image.size == (WIDTH, HEIGHT)
    played = {position(view, p.seat) for p in view.trick}
    assert played == {0, 1}
    for pos in range(4):
        assert is_card_face(image.getpixel(card_probe(trick_box(pos)))) == (pos in played), pos


def test_the_players_own_view_puts_their_seat_at_the_bottom() -> None:
    game = replay_game(record(actions=[*FIRST_TRICK, *SECOND]))
    view = game.view(1)
    assert position(view, 1) == 0
    assert position(view, 2) == 1  # the next seat, on the left
    image = png(view)
    assert is_card_face(image.getpixel(card_probe(trick_box(0))))  # bob's 6♦ at the bottom
    assert is_card_face(image.getpixel(card_probe(trick_box(3))))  # ann's 2♦ on the right


def test_the_last_trick_is_shown() -> None:
    before = png(replay_game(record(actions=FIRST_TRICK[:3])).view())
    after = png(replay_game(record(actions=FIRST_TRICK)).view())
    for index in range(4):
        probe = card_probe(last_trick_box(index))
        assert is_card_face(after.getpixel(probe))
        assert not is_card_face(before.getpixel(probe))


def test_hearts_broken_or_not_shows_in_the_badge() -> None:
    queen = [(0, "play 2D"), (1, "play 6D"), (2, "play AD"), (3, "play QS")]
    unbroken = png(replay_game(record(actions=FIRST_TRICK)).view())
    broken = png(replay_game(record(actions=[*FIRST_TRICK, *queen])).view())
    probe = (BADGE_RIGHT - 6, BROKEN_BADGE_Y + 16)
    assert near(unbroken.getpixel(probe), HEART_OFF)
    assert near(broken.getpixel(probe), HEART_RED)


def test_the_seat_to_play_is_highlighted() -> None:
    view = replay_game(record(actions=FIRST_TRICK[:1])).view()
    image = png(view)
    for seat in range(4):
        left, top, _, bottom = seat_box(position(view, seat))
        pixel = image.getpixel((left + 2, (top + bottom) // 2))
        assert near(pixel, theme.ACCENT) == (seat == 1), seat


def finished_hand() -> Hearts:
    game = Hearts.create(["ann", "bob", "cat", "dan"], seed=12)
    rng = random.Random(12)
    while game.hand_number == 1:
        seat = game.to_move()[0]
        game.apply(seat, computer_action(game, seat, rng))
    return game


def test_a_scored_hand_shows_its_panel_until_the_next_hand_is_played() -> None:
    game = finished_hand()
    view = game.view()
    assert show_summary(view)
    probe = (SUMMARY_BOX[0] + 6, SUMMARY_BOX[1] + 60)
    assert near(png(view).getpixel(probe), theme.PANEL)
    rng = random.Random(1)
    while game.view().tricks_played == 0 and not game.trick:
        seat = game.to_move()[0]
        game.apply(seat, computer_action(game, seat, rng))
    assert not show_summary(game.view())
    assert near(png(game.view()).getpixel(probe), theme.FELT)
    assert "Hand 1 scored" in render_table(view).alt


def test_the_same_view_gives_the_same_bytes() -> None:
    view = replay_game(record(actions=[*FIRST_TRICK, *SECOND])).view(2)
    assert render_table(view).png == render_table(replace(view)).png


def test_the_alt_text_describes_the_table() -> None:
    alt = render_table(replay_game(record(actions=[*FIRST_TRICK, *SECOND])).view()).alt
    assert alt.startswith("cat to play. Players: ann 0 points, 0 this hand, 11 cards;")
    assert "Hearts Deluxe table, hand 1, passing left." in alt
    assert "ann led, bob is winning the trick." in alt
    assert "On the table: ann 2♦, bob 6♦;" in alt
    assert "Last trick A♣ 5♦ 6♣ 9♠, won by ann." in alt


def test_the_result_image_of_a_finished_game() -> None:
    game = Hearts.create(["ann", "bob", "cat", "dan"], options={"point_limit": 20}, seed=3)
    while not game.over:
        game.apply_timeout(game.to_move()[0])
    rendered = render_result(game.view())
    assert Image.open(io.BytesIO(rendered.png)).format == "PNG"
    assert rendered.alt.startswith("Hearts Deluxe is over.")
    assert "the lowest total wins" in rendered.alt
    assert render_table(game.view()).alt.startswith("The game is over, ")


def test_the_card_winning_the_trick_is_outlined() -> None:
    view = replay_game(record(actions=[*FIRST_TRICK, *SECOND])).view()  # 2♦, then 6♦ wins
    image = png(view)
    for seat, winning in ((0, False), (1, True)):
        left, top, _, bottom = trick_box(position(view, seat))
        assert near(image.getpixel((left - 2, (top + bottom) // 2)), theme.ACCENT) == winning


def test_the_view_names_the_seat_winning_the_trick_so_far() -> None:
    assert replay_game(record(actions=[])).view().winning is None
    assert replay_game(record(actions=FIRST_TRICK[:2])).view().winning == 0  # A♣ leads 5♦
    assert replay_game(record(actions=[*FIRST_TRICK, *SECOND])).view().winning == 1  # 6♦


# ----------------------------------------------------------------- chat-size marks


def tag_colours(image: Image.Image, box: tuple[int, int, int, int]) -> set[tuple[int, int, int]]:
    crop = image.crop(box)
    return {c for _, c in crop.getcolors(crop.width * crop.height)}


def test_the_leader_is_tagged_led_and_the_winning_card_wins() -> None:
    from images.hearts.render import LED_FILL

    view = replay_game(record(actions=[*FIRST_TRICK, *SECOND])).view()
    image = png(view)
    led = trick_box(position(view, 0))  # ann led 2♦
    above = (led[0], led[1] - 28, led[2], led[1] - 4)
    wins = trick_box(position(view, view.winning))  # bob's 6♦
    below = (wins[0], wins[3] + 4, wins[2], wins[3] + 26)
    assert any(near(c, LED_FILL) for c in tag_colours(image, above))
    assert any(near(c, theme.ACCENT) for c in tag_colours(image, below))
    # bob did not lead: no LED tag above his card; ann's card is not winning.
    bob_above = (wins[0], wins[1] - 28, wins[2], wins[1] - 4)
    ann_below = (led[0], led[3] + 4, led[2], led[3] + 26)
    assert not any(near(c, LED_FILL) for c in tag_colours(image, bob_above))
    assert not any(near(c, theme.ACCENT) for c in tag_colours(image, ann_below))


def test_the_legend_explains_the_marks_on_the_trick() -> None:
    from images.hearts.render import LED_FILL, LEGEND_XY

    image = png(replay_game(record(actions=FIRST_TRICK[:1])).view())
    x, y = LEGEND_XY
    assert any(near(c, LED_FILL) for c in tag_colours(image, (x, y + 22, x + 60, y + 50)))
    assert any(near(c, theme.ACCENT) for c in tag_colours(image, (x, y + 52, x + 60, y + 80)))


def test_the_pass_direction_shows_only_while_passing() -> None:
    from images.hearts.render import PASS_BADGE_Y

    passing = Hearts.create(["ann", "bob", "cat", "dan"], seed=3).view()
    playing = replay_game(record(actions=FIRST_TRICK[:1])).view()
    assert passing.phase == "passing" and playing.phase == "playing"
    probe = (BADGE_RIGHT - 6, PASS_BADGE_Y + 16)
    assert near(png(passing).getpixel(probe), theme.ACCENT)
    assert not near(png(playing).getpixel(probe), theme.ACCENT)


def test_the_hand_outlines_the_cards_that_may_be_played_and_dims_the_rest() -> None:
    from images import render_hand
    from images.hand import slot_box

    game = replay_game(record(actions=FIRST_TRICK[:1]))
    seat = game.to_move()[0]
    view = game.view(seat)
    legal = set(view.legal)
    assert legal and legal != set(view.hand.cards)
    drawn = render_hand(view)
    image = Image.open(io.BytesIO(drawn.png)).convert("RGB")
    for index, token in enumerate(view.hand.cards):
        left, top, _, bottom = slot_box(index, len(view.hand.cards))
        frame = image.getpixel((left - 3, (top + bottom) // 2))
        face = image.getpixel((left + 8, (top + bottom) // 2))
        assert near(frame, theme.ACCENT) == (token in legal), token
        assert is_card_face(face) == (token in legal), token
    assert f"{len(legal)} you can play" not in drawn.alt  # the alt names the cards instead
    assert "You can play " in drawn.alt
