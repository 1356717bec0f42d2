"""Deal Me In's placement preview (images/dealmein/preview.py): the window it cuts holds
the placement and the lines it scores, the picture is a phone's size wherever the line is,
and its words name the combination and the score in the reader's language."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from engine.cards import parse_played
from engine.dealmein.board import SIZE, square_index
from engine.dealmein.game import DealMeIn
from engine.dealmein.placement import check_placement
from images.dealmein.preview import PlacementPreview, render_preview, window


def preview_of(board: dict[str, str], hand: str, action: str) -> PlacementPreview:
    """The preview of ``place ...`` on a two-player game whose board is ``board`` and
    whose player to move holds ``hand``."""
    game = DealMeIn.create(["ann", "bob"], seed=1)
    game.board = {square_index(name): parse_played(token) for name, token in board.items()}
    seat = game.to_move()[0]
    game.hands[seat] = [parse_played(token) for token in hand.split()]  # type: ignore[misc]
    _verb, square, direction, *cards = action.split()
    placement = check_placement(
        game.board,
        game.hands[seat],
        square_index(square),
        direction,
        [parse_played(card) for card in cards],
        game.jokers_left,
    )
    return PlacementPreview.of(game.view(seat), placement)  # type: ignore[arg-type]


CASES = {
    "first move across the centre": (
        {},
        "AS KS QS JS 10S 2H 3H",
        "place D6 across 10S JS QS KS AS",
    ),
    "down at the board's edge": (
        {"F6": "7H", "F7": "7D"},
        "7S 7C 2D 3D 4D",
        "place F4 down 7S 7C",
    ),
    "in a corner": (
        {"K10": "9H", "J10": "9D"},
        "9S 2C 3C 4C 5C",
        "place K11 down 9S",
    ),
}


@pytest.mark.parametrize("case", CASES)
def test_the_window_holds_the_placement_and_the_picture_fits_a_phone(case: str) -> None:
    board, hand, action = CASES[case]
    preview = preview_of(board, hand, action)
    first_col, first_row, columns, rows = window(preview)
    assert first_col >= 0 and first_col + columns <= SIZE
    assert first_row >= 0 and first_row + rows <= SIZE
    for name in [*preview.squares, *(s for line in preview.lines for s in line["squares"])]:
        row, col = divmod(square_index(name), SIZE)
        assert first_col <= col < first_col + columns and first_row <= row < first_row + rows
    picture = Image.open(io.BytesIO(render_preview(preview).png))
    assert 350 <= picture.width <= 600 and picture.height <= 1.5 * picture.width


def test_the_words_name_the_combination_and_the_score_in_each_language() -> None:
    preview = preview_of({}, "AS KS QS JS 10S 2H 3H", "place D6 across 10S JS QS KS AS")
    english = render_preview(preview, locale="en").alt
    assert english.startswith("Preview of D6 across: 10♠ J♠ Q♠ K♠ A♠ — royal flush, ")
    assert f"{preview.score} points" in english and "5-card bonus" in english
    spanish = render_preview(preview, locale="es").alt
    assert (
        spanish.startswith("Vista previa de D6 across: ") and f"{preview.score} puntos" in spanish
    )
    hindi = render_preview(preview, locale="hi").alt
    assert f"{preview.score} अंक" in hindi
