"""The Deal Me In table and result images, probed pixel by pixel from hand-written views."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from engine.dealmein.board import COLUMNS, SIZE
from engine.dealmein.view import DealMeInView
from engine.views import GameView
from images import render_result, render_table, theme
from images.dealmein.render import (
    CELL,
    HEIGHT,
    JOKER_SQUARE,
    LAST_MOVE,
    TILE_INSET,
    USED_SQUARE,
    WIDTH,
    cell_box,
)
from images.result import WIDTH as RESULT_WIDTH
from tests.images.views import empty_view, ended_dict, ended_view, mid_game_view

ALL_SQUARES = [f"{c}{r}" for c in COLUMNS for r in range(1, SIZE + 1)]


def _png(view: DealMeInView) -> Image.Image:
    image = Image.open(io.BytesIO(render_table(view).png))
    assert image.format == "PNG"
    return image.convert("RGB")


def _face_probe(image: Image.Image, square: str) -> tuple[int, int, int]:
    """A pixel inside where a card's tile would be, left of its rank and suit."""
    left, top, _, _ = cell_box(square)
    return image.getpixel((left + TILE_INSET + 4, top + CELL // 2))


def _near(pixel: tuple[int, int, int], colour: tuple[int, int, int]) -> bool:
    """Equal but for the table's 256-colour palette, which may move a colour a little."""
    return max(abs(a - b) for a, b in zip(pixel, colour, strict=True)) <= 4


def _is_card(pixel: tuple[int, int, int]) -> bool:
    return min(pixel) > 225


def test_empty_board_is_a_png_of_the_table_size_with_no_card() -> None:
    image = _png(empty_view())
    assert image.size == (WIDTH, HEIGHT)
    assert not any(_is_card(_face_probe(image, square)) for square in ALL_SQUARES)


def test_cards_show_exactly_on_the_squares_that_hold_one() -> None:
    view = mid_game_view()
    image = _png(view)
    assert image.size == (WIDTH, HEIGHT)
    empty = _png(empty_view())
    for square in ALL_SQUARES:
        probe = _face_probe(image, square)
        if square in view.board:
            assert _is_card(probe), square
        else:
            assert probe == _face_probe(empty, square), square


def test_complete_lines_have_stop_ends_and_incomplete_ones_none() -> None:
    image = _png(mid_game_view())

    def red(xy: tuple[float, float]) -> bool:
        r, g, b = image.getpixel((round(xy[0]), round(xy[1])))
        return r > 200 and g < 110 and b < 110

    f6, j6, f3, j7 = (cell_box(s) for s in ("F6", "J6", "F3", "J7"))
    middle = (f6[1] + f6[3]) / 2
    assert red((f6[0], middle)) and red((j6[2], middle))  # royal flush across row 6
    centre = (f3[0] + f3[2]) / 2
    assert red((centre, f3[1])) and red((centre, f6[3]))  # four aces down column F
    assert not red(((j7[0] + j7[2]) / 2, j7[3]))  # the pair J6-J7 is open


def test_last_move_is_outlined_and_won_joker_squares_are_marked() -> None:
    view = mid_game_view()
    image = _png(view)
    for square in ALL_SQUARES:
        left, top, _, _ = cell_box(square)
        outlined = _near(image.getpixel((left + 1, top + CELL // 2)), LAST_MOVE)
        assert view.last_move is not None
        assert outlined == (square in view.last_move.squares), square
    # The tick badge's white ring, top right of a covered Joker square whose joker is won.
    for square, won in (("F3", True), ("I6", True), ("C6", False), ("F9", False)):
        _, top, right, _ = cell_box(square)
        ring = image.getpixel((right - 12, top + 2))
        assert _near(ring, theme.TEXT) == won, square


def test_a_won_joker_square_left_empty_is_greyed() -> None:
    view = empty_view(joker_squares_won=["C6"])
    left, top, _, _ = cell_box("C6")
    assert _near(_png(view).getpixel((left + 8, top + 8)), USED_SQUARE)
    assert _near(_png(empty_view()).getpixel((left + 8, top + 8)), JOKER_SQUARE)


def test_same_state_same_bytes_and_another_state_other_bytes() -> None:
    assert render_table(mid_game_view()).png == render_table(mid_game_view()).png
    moved = mid_game_view(to_move=0)
    assert render_table(moved).png != render_table(mid_game_view()).png


def test_table_alt_text_names_the_key_facts() -> None:
    alt = render_table(mid_game_view()).alt
    for fact in (
        "Social",
        "120 s",
        "a player with a very long display name to move",
        "ann 350 points, 7 cards",
        "bob 140 points, 6 cards, 1 joker",
        "Deck: 21 cards",
        "royal flush A♠ K♠ Q♠ J♠ 10♠ from F6 to J6, complete",
        "pair 10♠ 10♦ from J6 to J7.",
        "Joker squares used: F3, I6",
        "four of a kind, 100 points",
    ):
        assert fact in alt
    assert len(alt) <= 1000
    assert render_table(ended_view()).alt.startswith("The game is over, ann won.")


def test_alt_text_stays_within_discords_limit() -> None:
    view = mid_game_view(players=["x" * 300, "y" * 300, "z" * 300])
    alt = render_table(view).alt
    assert 500 < len(alt) <= 1000


def test_ended_game_table_and_result() -> None:
    assert _png(ended_view()).size == (WIDTH, HEIGHT)
    result = render_result(ended_view())
    image = Image.open(io.BytesIO(result.png))
    assert image.format == "PNG" and image.width == RESULT_WIDTH
    assert result.filename.endswith(".png")
    for fact in (
        "ann played their last card with the deck empty, and is paid 10 points for every card",
        "1. ann 410 (winner); 2. a player with a very long display name 130; 3. bob 40",
        "bob paid ann 50 points: 5 cards more than ann, 10 points each.",
        "bob lost 50 points for 1 joker still held",
    ):
        assert fact in result.alt
    assert render_result(ended_view()).png == result.png


def test_result_rows_explain_the_final_score() -> None:
    from images.dealmein.result import result_rows

    rows = result_rows(ended_view())
    assert [row.name for row in rows] == ["ann", "a player with a very long display name", "bob"]
    # bob: 140 from play, paid 50 for 5 cards, lost 50 for a joker: 40.
    assert rows[2].cells == ("140", "5", "−50", "−50") and rows[2].score == 40
    assert rows[0].cells == ("330", "0", "+80", "—") and rows[0].winner


def test_result_of_a_game_in_play_is_refused() -> None:
    with pytest.raises(ValueError, match="not over"):
        render_result(mid_game_view())


def test_unknown_game_is_refused() -> None:
    with pytest.raises(KeyError, match="game 'chess' has no manifest"):
        render_table(
            GameView(
                game="chess",
                title="Chess",
                seats=(),
                to_move=(),
                stock=None,
                over=False,
                turn_seconds=None,
            )
        )


@pytest.mark.parametrize(
    ("reason", "panel", "explained"),
    [
        ("a player has no cards", "ann went out.", "ann played their last card"),
        ("no further play is possible", "No further play is possible.", "nobody could play"),
        ("the board is blocked", "The board is blocked.", "nobody placed a card"),
    ],
)
def test_each_way_the_game_ends_is_explained(reason: str, panel: str, explained: str) -> None:
    from images.dealmein.result import ending_text, short_reason

    ended = ended_dict()
    view = ended_view(result={**ended["result"], "reason": reason})
    assert short_reason(view) == panel
    assert explained in ending_text(view)
    assert explained in render_result(view).alt and explained in render_table(view).alt
