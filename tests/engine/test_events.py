"""Event kinds are engine constants: every event a game emits is of a kind its
``events`` module declares, and the draws of the stock read the same in both rummies."""

from __future__ import annotations

import importlib
import random

import pytest

from engine import i18n
from engine.core import Event
from engine.registry import GAME_IDS, computer_action, game_class
from engine.rummy21 import events as rummy21_events
from engine.rummy500 import events as rummy500_events

PLAYERS = {"dealmein": 2, "hearts": 4, "rummy500": 3, "rummy21": 3}
OPTIONS = {"hearts": {"point_limit": 20}, "rummy500": {"target": 100}, "rummy21": {"deals": 2}}


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_event_of_a_game_is_of_a_declared_kind(game_id: str) -> None:
    declared = importlib.import_module(f"engine.{game_id}.events").KINDS
    assert len(set(declared)) == len(declared)
    game = game_class(game_id).create(
        [f"p{i}" for i in range(PLAYERS[game_id])], OPTIONS.get(game_id, {}), seed=5
    )
    rng = random.Random(5)
    seen: set[str] = set()
    for _ in range(3000):
        if game.over:
            break
        seat = game.to_move()[0]
        if rng.random() < 0.1:
            events = game.apply_timeout(seat)
        else:
            events = game.apply(seat, computer_action(game, seat, rng, "easy"))
        seen.update(event.kind for event in events)
    assert game.over
    assert seen <= set(declared), sorted(seen - set(declared))


@pytest.mark.parametrize("game_id", ["rummy21", "rummy500"])
def test_every_sentence_of_the_rummies_has_a_catalogue_key_and_other_languages(
    game_id: str,
) -> None:
    game = game_class(game_id).create(["ann", "bob", "cat"], OPTIONS[game_id], seed=7)
    rng = random.Random(7)
    keys: set[str] = set()
    while not game.over:
        seat = game.to_move()[0]
        if rng.random() < 0.1:
            events = game.apply_timeout(seat)
        else:
            events = game.apply(seat, computer_action(game, seat, rng, "easy"))
        for event in events:
            assert event.key.startswith(f"event.{game_id}."), event
            assert event.words("en") == event.text == i18n.text(event.key, **event.params)
            assert event.words("es") != event.text and event.words("hi") != event.text
            assert "key" not in event.to_dict() and "params" not in event.to_dict()
            keys.add(event.key)
    assert len(keys) >= 8


def test_a_draw_from_the_stock_is_one_idea_in_both_rummies() -> None:
    assert rummy500_events.drew_from_stock(Event(rummy500_events.DREW_STOCK, 0))
    assert not rummy500_events.drew_from_stock(Event(rummy500_events.DREW_PILE, 0))
    assert rummy21_events.drew_from_stock(Event(rummy21_events.DREW, 0, {"from": "stock"}))
    assert not rummy21_events.drew_from_stock(
        Event(rummy21_events.DREW, 0, {"from": "open", "card": "5H"})
    )
