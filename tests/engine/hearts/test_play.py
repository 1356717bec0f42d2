"""The rules of play, each with the legal case and the refused one (RULES.md §2)."""

from __future__ import annotations

from engine.records import replay
from tests.engine.hearts.positions import HANDS, MOON_HANDS, record

FIRST_TRICK = [(0, "play AC"), (1, "play 5D"), (2, "play 6C"), (3, "play 9S")]


def rejected(out: dict) -> str:
    assert "rejected" in out, out
    return out["rejected"]["reason"]


def test_the_two_of_clubs_holder_leads_any_club() -> None:
    out = replay(record(actions=[(0, "play AC")]))
    assert "rejected" not in out
    assert out["trick"] == [{"seat": 0, "card": "AC"}]
    assert out["to_move"] == 1


def test_the_first_lead_must_be_a_club() -> None:
    out = replay(record(actions=[(0, "play 2D")]))
    assert rejected(out) == "Lead a club to the first trick: you hold 2♣ 3♣ 4♣ 5♣ A♣."
    assert out["trick"] == []
    assert out["legal"] == ["play 2C", "play 3C", "play 4C", "play 5C", "play AC"]


def test_only_the_two_of_clubs_holder_leads() -> None:
    out = replay(record(actions=[(1, "play 5D")]))
    assert rejected(out) == "It is not your turn: waiting for ann."


def test_players_follow_suit() -> None:
    refused = replay(record(actions=[(0, "play AC"), (1, "play 5D"), (2, "play 10D")]))
    assert rejected(refused).startswith("You must follow ♣: you hold 6♣ 7♣ 8♣")
    out = replay(record(actions=[(0, "play AC"), (1, "play 5D"), (2, "play 6C")]))
    assert "rejected" not in out
    assert [t["card"] for t in out["trick"]] == ["AC", "5D", "6C"]


def test_no_point_cards_on_the_first_trick() -> None:
    heart = replay(record(actions=[(0, "play AC"), (1, "play 4H")]))
    assert rejected(heart).startswith("No points on the first trick: 4♥ may not be played")
    queen = replay(record(actions=[(0, "play AC"), (1, "play 5D"), (2, "play 6C"), (3, "play QS")]))
    assert rejected(queen).startswith("No points on the first trick: Q♠ may not be played")
    out = replay(record(actions=FIRST_TRICK))
    assert "rejected" not in out
    assert out["trick"] == []


def test_point_cards_on_the_first_trick_when_nothing_else_is_held() -> None:
    only_points = (
        "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC",
        "2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH",
        "2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AD",
        "2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS",
    )
    out = replay(record(only_points, [(0, "play 2C"), (1, "play AH")]))
    assert "rejected" not in out
    assert out["events"][-1] == {"kind": "hearts_broken", "player": 1, "text": "Hearts are broken."}


def test_the_highest_card_of_the_suit_led_wins_and_leads() -> None:
    out = replay(record(actions=FIRST_TRICK))
    won = next(e for e in out["events"] if e["kind"] == "trick_won")
    assert won["player"] == 0
    assert won["cards"] == ["AC", "5D", "6C", "9S"]
    assert out["to_move"] == 0


def test_hearts_are_not_led_before_broken() -> None:
    out = replay(record(actions=[*FIRST_TRICK, (0, "play 2H")]))
    assert rejected(out) == (
        "Hearts are not broken: you may not lead 2♥ while you hold cards other than hearts "
        "and Q♠ (like 2♣)."
    )
    assert "play 2H" not in out["legal"]
    assert "rejected" not in replay(record(actions=[*FIRST_TRICK, (0, "play 2D")]))


def test_a_discarded_queen_of_spades_breaks_hearts() -> None:
    # Seat 3 is void in diamonds and throws Q♠ on seat 2's A♦.
    second = [(0, "play 2D"), (1, "play 6D"), (2, "play AD"), (3, "play QS")]
    out = replay(record(actions=[*FIRST_TRICK, *second]))
    assert "rejected" not in out
    kinds = [e["kind"] for e in out["events"]]
    assert kinds == ["played", "hearts_broken", "trick_won"]
    assert out["taken"] == [0, 0, 13, 0]
    assert out["to_move"] == 2


def test_hearts_may_be_led_unbroken_when_the_leader_holds_nothing_else() -> None:
    # The moon deal: after the four clubs seat 0 holds only hearts, none broken yet.
    clubs = [(seat % 4, "timeout") for seat in range(1, 5)]
    clubs += [(seat, "timeout") for seat in range(4)] * 3
    out = replay(record(MOON_HANDS, [*clubs, (0, "play 6H")]))
    assert "rejected" not in out
    assert out["trick"] == [{"seat": 0, "card": "6H"}]


def test_a_card_not_held_is_refused() -> None:
    out = replay(record(actions=[(0, "play KH")]))
    assert rejected(out) == "You don't hold K♥."


def test_a_bad_card_token_is_refused_with_the_token_quoted() -> None:
    out = replay(record(actions=[(0, "play 1Z")]))
    assert rejected(out).startswith("'1Z' is not a card")


def test_unknown_verbs_and_extra_cards_are_refused() -> None:
    assert rejected(replay(record(actions=[(0, "lead AC")]))).startswith("'lead' is not")
    assert rejected(replay(record(actions=[(0, "play AC 2C")]))) == ("Play exactly one card.")


def test_hands_in_the_replay_output_are_the_stated_hands() -> None:
    out = replay(record())
    assert out["hands"][0] == [
        "2S",
        "3S",
        "4S",
        "2H",
        "3H",
        "2D",
        "3D",
        "4D",
        "2C",
        "3C",
        "4C",
        "5C",
        "AC",
    ]
    assert sorted(c for hand in out["hands"] for c in hand) == sorted(" ".join(HANDS).split())
