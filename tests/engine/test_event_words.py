"""The event sentences of Deal Me In and Hearts come from the catalogue: today's English in
``text`` (records unchanged), the key and details kept so that a front end words them in
its players' language."""

from __future__ import annotations

import random
import re

from engine.core import Event
from engine.dealmein.game import DealMeIn
from engine.hearts.game import Hearts
from engine.registry import computer_action

DEVANAGARI = re.compile("[\u0900-\u097f]")


def _events(game: DealMeIn | Hearts, moves: int) -> list[Event]:
    rng = random.Random(1)
    events: list[Event] = []
    for _ in range(moves):
        seat = game.to_move()[0]
        events += game.apply(seat, computer_action(game, seat, rng))
    return events


def test_deal_me_in_events_word_themselves_in_every_language() -> None:
    game = DealMeIn.create(["ann", "bob"], seed=2)
    events = _events(game, 6)
    keyed = [e for e in events if e.key]
    assert {e.kind for e in keyed} >= {"placed", "drew"}
    for event in keyed:
        assert event.words("en") == event.text
        assert DEVANAGARI.search(event.words("hi")), event.text
        assert event.words("es") != event.text
        assert "key" not in event.to_dict() and "params" not in event.to_dict()
    placed = next(e for e in keyed if e.kind == "placed")
    name = game.players[placed.player or 0]
    assert placed.text.startswith(f"{name} placed ") and name in placed.words("hi")


def test_hearts_events_word_themselves_and_compare_as_before() -> None:
    game = Hearts.create(["a", "b", "c", "d"], seed=4)
    events = _events(game, 8)
    assert {e.kind for e in events} >= {"passed", "pass_done", "played"}
    for event in events:
        if event.kind in ("passed", "pass_done", "played", "trick_won", "timed_out"):
            assert event.key and DEVANAGARI.search(event.words("hi"))
    played = next(e for e in events if e.kind == "played")
    assert played == Event(played.kind, played.player, played.data, played.text)
    assert played.words("es").endswith(f"juega {played.params['card']}.")


def test_an_event_without_a_key_reads_its_english_everywhere() -> None:
    assert Event("note", text="Hello.").words("hi") == "Hello."
