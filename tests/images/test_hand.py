"""The hand image: every card once, in order, with its notation, for any game's view."""

from __future__ import annotations

import io

import pytest
from PIL import Image, ImageChops

from engine.cards import STANDARD_52, Card, parse_cards
from engine.views import GameView, Hand
from images import render_hand, theme
from images.cards import card_image
from images.hand import CARD_H, CARD_W, slot_box
from tests.images.views import mid_game_view, player_view


def _bare(game: str, title: str, cards: list[str]) -> GameView:
    """A seat's view with nothing but its hand (the hand image needs no more)."""
    return GameView(
        game=game,
        title=title,
        seats=(),
        to_move=(),
        stock=None,
        over=False,
        turn_seconds=None,
        viewer=0,
        hand=Hand(cards=tuple(parse_cards(cards))),
    )


def _image(view: GameView) -> Image.Image:
    image = Image.open(io.BytesIO(render_hand(view).png))
    assert image.format == "PNG"
    return image.convert("RGB")


def _shows(image: Image.Image, box: tuple[int, int, int, int], token: Card | str) -> bool:
    """Whether ``box`` holds exactly the sprite of ``token`` on the background."""
    expected = Image.new("RGB", (CARD_W, CARD_H), theme.BACKGROUND)
    sprite = card_image(token, CARD_W)
    expected.paste(sprite, (0, 0), sprite)
    return ImageChops.difference(image.crop(box), expected).getbbox() is None


def test_every_card_of_the_hand_shows_once_in_its_slot() -> None:
    view = player_view()
    image = _image(view)
    assert view.hand is not None
    hand = view.hand.cards
    for index, token in enumerate(hand):
        box = slot_box(index, len(hand))
        assert _shows(image, box, token), token
        assert not any(_shows(image, box, other) for other in hand if other != token)


def test_notation_is_printed_under_each_card() -> None:
    view = player_view()
    image = _image(view)
    assert view.hand is not None
    for index, token in enumerate(view.hand.cards):
        left, _, right, bottom = slot_box(index, len(view.hand.cards))
        caption = image.crop((left, bottom + 4, right, bottom + 36))
        colours = {c for _, c in caption.getcolors(maxcolors=CARD_W * 32)}
        expected = (255, 122, 122) if token.is_red else theme.TEXT
        assert expected in colours, token


def test_a_big_hand_wraps_into_rows() -> None:
    cards = [str(c) for c in STANDARD_52[:21]]
    image = _image(_bare("rummy21", "21-card Indian rummy", cards))
    assert image.width < 1000
    for index, token in enumerate(cards):
        assert _shows(image, slot_box(index, 21), token), token
    assert slot_box(20, 21)[1] > slot_box(0, 21)[1] + 2 * CARD_H


def test_a_joker_won_this_turn_is_shown_as_not_yet_playable() -> None:
    view = player_view(hand=["AS", "JK", "JK"], jokers_playable=1)
    image = _image(view)
    assert _shows(image, slot_box(1, 3), "JK")
    assert not _shows(image, slot_box(2, 3), "JK")
    alt = render_hand(view).alt
    assert "A♠ JK JK" in alt and "1 joker is playable from next turn" in alt


def test_hand_alt_text_and_determinism() -> None:
    rendered = render_hand(player_view())
    assert "6 cards: A♠ 10♥ Q♦ 2♣ 7♣ JK" in rendered.alt
    assert render_hand(player_view()).png == rendered.png
    empty = _bare("dealmein", "Deal Me In", [])
    assert "empty" in render_hand(empty).alt
    assert _image(empty).width > 0


def test_a_public_view_has_no_hand_to_draw() -> None:
    with pytest.raises(ValueError, match="no hand"):
        render_hand(mid_game_view())
