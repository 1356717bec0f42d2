"""Pixel probes for the marks the next decision needs: Deal Me In's start square, last
move and won-joker tick (each its own shape, all in the legend) and where a hand's cards
could go; 21-card rummy's wild marks; Rummy 500's numbered owner chips."""

from __future__ import annotations

import io
from dataclasses import replace

from PIL import Image

from engine.cards import JOKER, Card, PlayedJoker, parse_cards
from engine.dealmein import movegen
from engine.dealmein.board import square_index, square_name
from engine.dealmein.view import DealMeInView
from engine.records import replay_game
from engine.rummy21.view import Rummy21SeatView
from images import render_hand, render_table, theme
from images.dealmein import render as board
from images.dealmein.render import BADGE_OFFSET, LEGEND_Y, PAD, cell_box
from images.hand import slot_box
from images.probe import TextDrawn, measuring
from images.rummy21.arranged_hand import render_arranged_hand
from tests.engine.rummy21.positions import record as rummy21_record
from tests.images.views import mid_game_view, player_view


def _png(png: bytes) -> Image.Image:
    return Image.open(io.BytesIO(png)).convert("RGB")


def _near(pixel: tuple[int, int, int], colour: tuple[int, int, int], slack: int = 6) -> bool:
    return max(abs(a - b) for a, b in zip(pixel, colour, strict=True)) <= slack


def _has(image: Image.Image, box: tuple[int, int, int, int], colour: tuple[int, int, int]) -> bool:
    crop = image.crop(box)
    return any(_near(c, colour) for _, c in crop.getcolors(crop.width * crop.height))


# ----------------------------------------------------------------- Deal Me In


def test_a_covered_start_square_carries_the_star_disc() -> None:
    view = mid_game_view()  # F6 holds A♠
    left, _, _, bottom = cell_box("F6")
    badge = (left + 3, bottom - 15, left + 15, bottom - 3)
    assert _has(_png(render_table(view).png), badge, board.CENTRE)
    # Another covered square has no such disc.
    other_left, _, _, other_bottom = cell_box("G6")
    other = (other_left + 3, other_bottom - 15, other_left + 15, other_bottom - 3)
    assert not _has(_png(render_table(view).png), other, board.CENTRE)


def test_the_last_move_is_a_bracketed_frame_unlike_the_start_square() -> None:
    view = mid_game_view()
    image = _png(render_table(view).png)
    for square in ("F3", "F4", "F5"):
        left, top, _, _ = cell_box(square)
        corner = image.getpixel((left + 1, top + 1))
        assert _near(corner, board.LAST_MOVE), square
    left, top, _, _ = cell_box("H6")  # a covered square not part of the last move
    assert not _near(image.getpixel((left + 1, top + 1)), board.LAST_MOVE)


def test_the_legend_shows_every_square_and_every_mark() -> None:
    image = _png(render_table(mid_game_view()).png)
    legend = (PAD, LEGEND_Y, image.width - PAD, image.height - 4)
    for colour in (
        board.CENTRE,
        board.JOKER_SQUARE,
        board.ACE_SQUARE,
        board.KING_SQUARE,
        board.QUEEN_SQUARE,
        board.JACK_SQUARE,
        board.LAST_MOVE,
        board.STOP_END,
    ):
        assert _has(image, legend, colour), colour


def test_the_won_joker_tick_sits_on_its_square() -> None:
    image = _png(render_table(mid_game_view()).png)
    _, top, right, _ = cell_box("F3")
    centre = (right - BADGE_OFFSET, top + BADGE_OFFSET)
    # The disc's purple above its centre, the drawn tick's white below it.
    assert _near(image.getpixel((centre[0], centre[1] - 5)), board.JOKER_SQUARE, 12)
    assert _near(image.getpixel((centre[0] - 1, centre[1] + 3)), board.theme.TEXT, 40)


def _targets_move_generator(view: DealMeInView) -> dict[Card, set[str]]:
    """Independently: each card and the squares of every legal placement that uses it."""
    assert view.hand is not None
    on_board = {square_index(n): card for n, card in view.board.items()}
    hand = list(view.hand.cards)
    found: dict[Card, set[str]] = {}
    for move in movegen.legal_placements(on_board, hand):
        for card in move.cards:
            held = JOKER if isinstance(card, PlayedJoker) else card
            squares = {square_name(s) for s in move.squares}
            found.setdefault(held, set()).update(squares)
    return found


def test_the_hand_shows_where_each_card_could_go() -> None:
    from images.hand import card_targets

    view = player_view(hand=["AS", "10H", "QD", "2C", "7C"])  # no joker: placements stay few
    targets = card_targets(view)
    expected = _targets_move_generator(view)
    assert {t: set(s) for t, s in targets.items()} == expected
    drawn = render_hand(view)
    assert "Where your cards could go now: A♠ " in drawn.alt
    image = _png(drawn.png)
    left, _, right, bottom = slot_box(0, 5, caption_h=66)
    assert _has(image, (left, bottom + 36, right, bottom + 60), theme.ACCENT)


def test_a_hand_with_no_square_to_go_says_so() -> None:
    from images.hand import card_targets

    view = player_view(hand=["JK"], jokers_playable=0)  # won this turn: not playable yet
    assert card_targets(view) == {}
    assert "None of your cards can be placed now." in render_hand(view).alt


# ----------------------------------------------------------------- 21-card rummy


def test_wild_cards_carry_a_wild_mark_in_the_hand_and_the_arranged_hand() -> None:
    game = replay_game(rummy21_record([(1, "draw stock")]))
    seen = game.view(1)  # the Joker is 7♥: every 7 is wild
    assert seen.hand is not None
    view = replace(seen, hand=replace(seen.hand, cards=tuple(parse_cards("7S 8S 9S"))))
    image = _png(render_hand(view).png)
    left, _, right, bottom = slot_box(0, 3)
    wild_box = (left, bottom - 32, right, bottom)
    assert _has(image, wild_box, theme.JOKER_INK)
    left, _, right, bottom = slot_box(1, 3)
    assert not _has(image, (left, bottom - 32, right, bottom), theme.JOKER_INK)
    assert "Wild: 7♠ (every 7)." in render_hand(view).alt
    # The picture says which rank is wild in words, over the cards.
    with measuring() as drawn:
        render_hand(view)
    assert any("every 7 is wild" in item.text for item in drawn if isinstance(item, TextDrawn))
    arranged = game.view(1)
    assert isinstance(arranged, Rummy21SeatView) and arranged.arrangement is not None
    first = arranged.arrangement.groups[0]
    seven = replace(first, cards=(*parse_cards("7S"), *first.cards[1:]))
    groups = (seven, *arranged.arrangement.groups[1:])
    arranged = replace(arranged, arrangement=replace(arranged.arrangement, groups=groups))
    drawn = render_arranged_hand(arranged)
    assert _has(_png(drawn.png), (0, 0, 900, 400), theme.JOKER_INK)
