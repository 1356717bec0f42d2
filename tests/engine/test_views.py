"""The shared base of the typed views (engine/views.py): what every game's view has, read
the same way whatever the game."""

from __future__ import annotations

import json
from dataclasses import fields, is_dataclass
from enum import Enum

import pytest

from engine.cards import Card, CardError, PlayedJoker, parse_card, parse_played
from engine.records import replay_game
from engine.registry import game_class, game_ids, view_from_dict
from engine.views import FinalResult, GameView, Hand, Round, SeatNote, seats_of
from tests.engine.view_cases import cases


def test_seats_are_built_from_their_columns_and_must_match() -> None:
    seats = seats_of(["ann", "bob"], [10, -5], [7, 6], [[SeatNote("views.note.joker", 1)], []])
    assert [s.name for s in seats] == ["ann", "bob"] and seats[1].notes == ()
    with pytest.raises(ValueError):
        seats_of(["ann", "bob"], [10], [7, 6])


def test_notes_and_rounds_are_worded_by_the_catalogue_in_every_language() -> None:
    note = SeatNote("views.note.jokers", 2)
    assert note.words() == "2 jokers"
    assert note.words("es") == "2 comodines"
    assert SeatNote("views.note.this_hand", 0).words() == "0 this hand"
    assert Round("views.round.deal", 2, (10, -10)).words() == "deal 2"


@pytest.mark.parametrize("game_id", game_ids())
def test_every_game_gives_the_base_fields(game_id: str) -> None:
    game = game_class(game_id).create(
        ["ann", "bob", "cy", "dee"][: game_class(game_id).max_players], seed=4
    )
    public = game.view(None)
    assert isinstance(public, GameView) and public.viewer is None and public.hand is None
    assert public.title == game.title and public.players == tuple(game.players)
    seat = game.view(0)
    assert seat.viewer == 0 and isinstance(seat.hand, Hand)
    assert seat.seats == public.seats and not public.winners


def test_a_finished_game_names_its_winners_and_the_rummy_deals_are_its_rounds() -> None:
    finished = next(c for c in cases("rummy21") if c["over"])
    view = replay_game(finished["record"]).view(None)
    written = finished["views"]["public"]["result"]
    assert view.result is not None and view.winners == view.result.winners
    assert view.result == FinalResult(**{key: tuple(column) for key, column in written.items()})
    deals = finished["views"]["public"]["deal_history"]
    assert [r.number for r in view.rounds] == [d["deal"] for d in deals]
    assert [r.nets for r in view.rounds] == [tuple(d["net"]) for d in deals]


def test_the_wild_card_and_the_playable_cards_are_marks_of_the_hand() -> None:
    case = next(c for c in cases("rummy21") if c["views"]["public"]["joker"])
    game = replay_game(case["record"])
    hand = game.view(0).hand
    assert hand is not None and hand.wild == parse_card(case["views"]["public"]["joker"])
    assert hand.playable is None and hand.jokers_waiting == 0


def test_a_view_is_read_back_by_its_game() -> None:
    for game_id in game_ids():
        case = cases(game_id)[1]
        assert view_from_dict(case["views"]["public"]).to_dict() == case["views"]["public"]
    with pytest.raises(KeyError, match="unknown game"):
        view_from_dict({"game": "chess"})


def _card_tokens(value: object) -> list[str]:
    """The card tokens held as text anywhere in a view's typed fields and records (the
    last move, the scored hands, the result...)."""
    if isinstance(value, str) and not isinstance(value, Enum):
        try:
            parse_played(value) if "=" in value else parse_card(value)
        except CardError:
            return []
        return [value]
    if isinstance(value, Card | PlayedJoker):
        return []
    if isinstance(value, tuple):
        return [token for item in value for token in _card_tokens(item)]
    if is_dataclass(value) and not isinstance(value, type):
        return [t for f in fields(value) for t in _card_tokens(getattr(value, f.name))]
    return []


def test_every_view_holds_cards_and_writes_the_same_json_after_a_round_trip() -> None:
    for game_id in game_ids():
        for case in cases(game_id):
            game = replay_game(case["record"])
            for who in case["views"]:
                seat = None if who == "public" else int(who)
                view = game.view(seat)
                assert _card_tokens(view) == [], (game_id, who)
                text = json.dumps(view.to_dict(), ensure_ascii=False)
                again = view_from_dict(json.loads(text), seat)
                assert again == view and json.dumps(again.to_dict(), ensure_ascii=False) == text
