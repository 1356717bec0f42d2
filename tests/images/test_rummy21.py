"""The 21-card rummy images: every phase draws, the alt text says what the picture shows,
and renders are deterministic."""

from __future__ import annotations

import random
import re

import pytest

import images
from engine.cards import parse_card
from engine.records import replay_game
from engine.registry import computer_action
from engine.rummy21.game import IndianRummy
from images.rummy21 import render as rummy21
from images.rummy21.arranged_hand import render_arranged_hand
from images.rummy21.declaration import render_declaration
from images.rummy21.result import render_result
from tests.engine.rummy21.positions import BOB_DECLARES, HANDS, record

PNG = b"\x89PNG\r\n\x1a\n"
HONOUR_HANDS = (HANDS[0], HANDS[1], HANDS[2].replace("AC 3D 4S", "6H 7H 8H"))


def test_the_table_in_play_shows_joker_honours_piles_and_seats() -> None:
    game = replay_game(
        record([(2, "honours 6H 8H"), (1, "drop"), (2, "draw open")], hands=HONOUR_HANDS)
    )
    drawn = images.render_table(game.view(0))
    assert drawn.png.startswith(PNG) and drawn.filename == "rummy21-table.png"
    assert "cy (you)" not in drawn.alt and "cy to discard" in drawn.alt
    assert "Joker 7♥, every 7 is wild; honour cards 6♥ 7♥ 8♥" in drawn.alt
    assert "honours set aside 6♥ 8♥" in drawn.alt and "out: first drop" in drawn.alt
    assert images.render_table(game.view(0)).png == drawn.png


def test_the_cut_for_the_deal_shows_each_cut_card() -> None:
    game = IndianRummy.create(["ann", "bob", "cy", "dee", "eve", "fay"], seed=3)
    game.apply(0, "cut 20")
    drawn = rummy21.render_table(game.view())
    assert "bob to cut for the deal" in drawn.alt and "ann 0 points, 0 cards, cut " in drawn.alt


def test_between_deals_the_table_shows_the_settlement() -> None:
    game = replay_game(record([(1, "draw stock"), (1, BOB_DECLARES)]))
    view = game.view()
    assert rummy21.show_settlement(view)
    drawn = rummy21.render_table(view)
    assert "Deal 1 won by bob declaring 3♠ 4♠ 5♠ | 9♦ 10♦ J♦" in drawn.alt
    assert "ann count 120, deal −120, total -120" in drawn.alt
    deal = render_declaration(view)
    assert deal.png.startswith(PNG) and deal.alt == rummy21.settlement_alt(view)
    assert view.settlement is not None and view.settlement.declaration is not None
    joker = parse_card("7H")
    assert [rummy21.group_kind(g, joker) for g in view.settlement.declaration[:4]] == [
        "pure sequence",
        "pure sequence",
        "pure sequence",
        "set",
    ]


def test_the_end_of_the_game() -> None:
    game = IndianRummy.create(["ann", "bob", "cy"], seed=12, options={"deals": 1})
    rng = random.Random(12)
    with pytest.raises(ValueError, match="not over"):
        render_result(game.view())
    with pytest.raises(ValueError, match="no deal has ended"):
        render_declaration(game.view())
    while not game.over:
        seat = game.to_move()[0]
        game.apply(seat, computer_action(game, seat, rng))
    view = game.view()
    table = images.render_table(view)
    assert "Game over:" in table.alt
    result = images.render_result(view)
    assert result.png.startswith(PNG) and "1 deal played" in result.alt


def test_the_arranged_hand_shows_the_solvers_groups() -> None:
    game = replay_game(record([(1, "draw stock")]))
    drawn = render_arranged_hand(game.view(1))
    assert drawn.png.startswith(PNG) and drawn.filename == "rummy21-hand.png"
    assert drawn.alt.startswith("Your hand, count 0. pure sequence: ")
    declaration = drawn.alt.split("You can declare: ")[1]
    assert "to discard: 9♠. You can declare: " in drawn.alt
    assert "discard 9♠." in declaration and "declare" not in declaration
    assert not re.search(r"\b(10|[2-9AJQK])[SHDC]\b", declaration), declaration
    assert "unmatched: 3♦ 4♠ A♣." in render_arranged_hand(game.view(2)).alt
    with pytest.raises(ValueError, match="no arranged hand"):
        render_arranged_hand(game.view())
