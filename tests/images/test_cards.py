"""The card sprites: every card draws, at the asked size, and red differs from black."""

from __future__ import annotations

import pytest

from engine.cards import STANDARD_52, CardError
from images import theme
from images.cards import card_image, normalise


def _ink(token: str) -> set[tuple[int, int, int]]:
    """The saturated colours of a sprite (its suit ink), ignoring the white face."""
    image = card_image(token, 60).convert("RGB")
    colours = {c for _, c in image.getcolors(maxcolors=60 * 84)}
    return {c for c in colours if max(c) - min(c) > 120}


def test_every_card_draws_at_the_requested_size() -> None:
    for card in [*STANDARD_52]:
        image = card_image(str(card), 50)
        assert image.size == (50, 70)
        assert image.mode == "RGBA"
    for token in ("JK", "JK=7H", "back"):
        assert card_image(token, 64, 64).size == (64, 64)


def test_corners_are_transparent_and_the_face_is_opaque() -> None:
    image = card_image("AS", 80)
    assert image.getpixel((0, 0))[3] == 0
    assert image.getpixel((40, 56))[3] == 255


def test_red_and_black_suits_use_different_ink() -> None:
    assert any(abs(c[0] - theme.SUIT_RED[0]) < 30 and c[1] < 90 for c in _ink("KH"))
    assert _ink("KS") == set()  # near-black ink is not saturated


def test_played_joker_shows_its_nomination_in_the_suit_colour() -> None:
    plain, nominated = _ink("JK"), _ink("JK=7H")
    assert not any(c[0] > 180 and c[1] < 80 and c[2] < 90 for c in plain)
    assert any(c[0] > 180 and c[1] < 80 and c[2] < 90 for c in nominated)


def test_tokens_are_normalised_and_cached_copies_are_independent() -> None:
    assert normalise(" 10h ") == "10H"
    assert normalise("jk=7h") == "JK=7H"
    assert normalise("Back") == "back"
    first = card_image("10h", 40)
    first.paste((0, 0, 0, 255), (0, 0, 40, 56))
    assert card_image("10H", 40).getpixel((20, 28)) != (0, 0, 0, 255)


@pytest.mark.parametrize("token", ["1S", "JK=JK", "XX", "AS=7H"])
def test_bad_tokens_are_refused(token: str) -> None:
    with pytest.raises(CardError):
        card_image(token, 40)
