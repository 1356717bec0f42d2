"""The Rummy 500 table and result images, drawn from real game views."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image

from engine.registry import computer_action
from engine.rummy500.game import Rummy500
from images import render_result, render_table
from images.rummy500 import render as art
from tests.engine.rummy500.positions import NAMES, game_after, position

PNG = b"\x89PNG\r\n\x1a\n"


def decoded(png: bytes) -> Image.Image:
    return Image.open(io.BytesIO(png)).convert("RGB")


def laid_off_game() -> Rummy500:
    """ann's run 5H 6H 7H with bob's 8H laid off on it, and two cards in the pile."""
    actions = [
        (0, "draw stock"),
        (0, "meld 5H 6H 7H"),
        (0, "discard 3C"),
        (1, "draw stock"),
        (1, "layoff 8H 1"),
    ]
    return game_after(actions, stock="3C 8H")


def test_table_is_a_png_drawn_the_same_every_time() -> None:
    view = laid_off_game().view()
    first = render_table(view)
    assert first.png.startswith(PNG)
    assert render_table(view).png == first.png
    assert first.filename == "rummy500-table.png"


def test_alt_text_reads_the_pile_with_positions_and_who_laid_each_card() -> None:
    alt = render_table(laid_off_game().view()).alt
    assert "Discard pile, bottom to top: 1 K♣, 2 3♣." in alt
    assert "Meld 1, run 5♥ 6♥ 7♥ 8♥ (ann 5♥ 6♥ 7♥; bob 8♥)." in alt
    assert "bob (you)" not in alt and "bob to play." in alt


def test_each_card_of_a_meld_carries_its_owners_colour() -> None:
    view = laid_off_game().view()
    image = decoded(render_table(view).png)
    left, top, _, _ = art.meld_boxes(view, art.melds_top(view))[0]
    chip_y = top + art.MELD_HEAD_H + art.MELD_H + art.CHIP_GAP + 3
    chips = [left + art.MELD_PAD + i * art.MELD_STEP + 3 for i in range(4)]
    assert [image.getpixel((x, chip_y)) for x in chips] == [
        art.seat_colour(0),
        art.seat_colour(0),
        art.seat_colour(0),
        art.seat_colour(1),
    ]


def test_a_long_pile_wraps_into_rows_and_the_image_grows() -> None:
    short = position(["5H", "9S"], discard="KC 2D")
    long = position(["5H", "9S"], discard=" ".join(["KC", "2D"] * 20), options={"decks": 2})
    assert art.pile_card_box(art.PILE_PER_ROW, 0)[1] > art.pile_card_box(0, 0)[1]
    short_height = decoded(render_table(short.view()).png).height
    long_height = decoded(render_table(long.view()).png).height
    assert long_height > short_height


def test_end_of_hand_panel_shows_between_hands_only() -> None:
    game = game_after(
        [(0, "draw stock"), (0, "meld 5H 6H 7H 8H"), (0, "meld 9S 9H 9D 9C")], stock="8H"
    )
    assert art.show_summary(game.view())
    assert "Hand 1 scored: ann 62 − 0 = +62, bob 0 − 55 = −55" in render_table(game.view()).alt
    game.apply(1, "draw stock")
    assert not art.show_summary(game.view())


def test_player_view_marks_the_viewer_and_the_card_to_use() -> None:
    game = position(["5H 6H 2C", "9S 9D"], discard="7H", stock="3S")
    game.apply(0, "draw 7H")
    alt = render_table(game.view(0)).alt
    assert "ann (you) to play." in alt
    assert "7♥ taken from the pile must be used." in alt


def test_result_image_needs_a_finished_game() -> None:
    game = Rummy500.create(NAMES[:2], options={"target": 50}, seed=8)
    with pytest.raises(ValueError, match="not over"):
        render_result(game.view())
    rng = random.Random(8)
    while not game.over:
        seat = game.to_move()[0]
        game.apply(seat, computer_action(game, seat, rng))
    result = render_result(game.view())
    assert result.png.startswith(PNG)
    winner = game.players[game.result().winners[0]]
    assert f"1. {winner}" in result.alt and "the highest total wins" in result.alt
    assert render_table(game.view()).alt.count("Game over") == 1


def test_meld_owners_are_numbered_like_their_seats() -> None:
    from images import theme

    view = laid_off_game().view()
    image = decoded(render_table(view).png)
    left, top, _, _ = art.meld_boxes(view, art.melds_top(view))[0]
    chip_top = top + art.MELD_HEAD_H + art.MELD_H + art.CHIP_GAP
    last = left + art.MELD_PAD + 3 * art.MELD_STEP  # bob's 8♥: chip "2"
    chip = image.crop((last, chip_top, last + art.MELD_W - 4, chip_top + art.CHIP_H))
    colours = {c for _, c in chip.getcolors(chip.width * chip.height)}
    assert art.seat_colour(1) in colours and theme.BACKGROUND in colours  # the digit's ink
    assert [art.seat_number(s) for s in range(3)] == ["1", "2", "3"]
