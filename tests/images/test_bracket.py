"""The bracket picture: every round's tables, who went through said in the alt text, the
latest rounds only when a field is large, and never taller than 4:3."""

from __future__ import annotations

import io

from PIL import Image

from images.bracket import COLUMNS, Bracket, BracketRound, BracketSeat, render_bracket


def played(label: str, pairs: int, byes: tuple[str, ...] = ()) -> BracketRound:
    return BracketRound(
        label,
        tuple(
            (BracketSeat(f"w{label}{n}", 1, True), BracketSeat(f"l{label}{n}", 2, False))
            for n in range(pairs)
        ),
        byes,
    )


def size(png: bytes) -> tuple[int, int]:
    return Image.open(io.BytesIO(png)).size


def test_a_bracket_says_its_tables_its_byes_and_its_winner() -> None:
    bracket = Bracket(
        "Hearts tournament", "after round 2", (played("A", 2, ("bye1",)), played("B", 1)), "wB0"
    )
    drawn = render_bracket(bracket, locale="en")
    width, height = size(drawn.png)
    assert width == 900 and height <= width * 4 // 3
    assert "The winner is wB0." in drawn.alt
    assert "A, table 2: wA1 1, through, lA1 2, out." in drawn.alt
    assert "A, byes: bye1." in drawn.alt
    spanish = render_bracket(bracket, locale="es")
    assert "Gana wB0." in spanish.alt


def test_a_large_field_shows_its_latest_rounds_and_stays_4_by_3() -> None:
    rounds = tuple(played(str(n), 2 ** (6 - n)) for n in range(6))
    drawn = render_bracket(Bracket("t", "s", rounds), locale="en")
    width, height = size(drawn.png)
    assert height <= width * 4 // 3
    assert "0, table" not in drawn.alt and "5, table 1" in drawn.alt
    assert len({line.split(",")[0] for line in drawn.alt.split(". ")[1:]}) <= COLUMNS


def test_a_round_not_yet_played_has_no_places() -> None:
    waiting = BracketRound("R1", ((BracketSeat("ann"), BracketSeat("bob")),))
    drawn = render_bracket(Bracket("t", "s", (waiting,)), locale="hi")
    assert "R1" in drawn.alt and "ann, bob" in drawn.alt
