"""Rules of RULES.md §2 that no other Hearts test showed: each with the case the rules allow
and the case they refuse (found by the rule-book audit)."""

from __future__ import annotations

from engine.records import replay
from tests.engine.hearts.positions import HANDS, record

#: Seat 0 holds two top clubs and four low hearts; seat 3 is void in clubs and throws a
#: heart on the second trick, so seat 0 wins both club tricks and leads with hearts broken.
BREAKING_HANDS = (
    "2C 3C 4C 5C 6C 7C 8C KC AC 2H 3H 4H 5H",
    "9C 10C JC QC 2D 3D 4D 5D 6D 7D 8D 9D 10D",
    "JD QD KD AD 2S 3S 4S 5S 6S 7S 8S 9S 10S",
    "JS QS KS AS 6H 7H 8H 9H 10H JH QH KH AH",
)
BREAKING_TRICKS = [
    (0, "play AC"),
    (1, "play 9C"),
    (2, "play 2S"),
    (3, "play JS"),
    (0, "play KC"),
    (1, "play 10C"),
    (2, "play 3S"),
    (3, "play 6H"),
]

#: With ``HANDS``: the first trick, then seat 3 wins a spade trick and is to lead.
SEAT_3_LEADS = [
    (0, "play AC"),
    (1, "play 5D"),
    (2, "play 6C"),
    (3, "play 9S"),
    (0, "play 2S"),
    (1, "play 5S"),
    (2, "play 10D"),
    (3, "play AS"),
]


def rejected(out: dict) -> str:
    assert "rejected" in out, out
    return out["rejected"]["reason"]


def test_the_queen_of_spades_may_not_be_led_before_hearts_are_broken() -> None:
    """Hearts and Q♠ may not be led until broken, unless the leader holds nothing else."""
    out = replay(record(HANDS, [*SEAT_3_LEADS, (3, "play QS")]))
    assert rejected(out).startswith("Hearts are not broken: you may not lead Q♠")
    assert out["to_move"] == 3 and "play QS" not in out["legal"]
    assert "rejected" not in replay(record(HANDS, [*SEAT_3_LEADS, (3, "play KS")]))


def test_hearts_may_be_led_once_broken() -> None:
    """A heart discarded on a trick breaks hearts; then a heart may be led."""
    before = replay(record(BREAKING_HANDS, [*BREAKING_TRICKS[:4], (0, "play 2H")]))
    assert rejected(before).startswith("Hearts are not broken")
    out = replay(record(BREAKING_HANDS, [*BREAKING_TRICKS, (0, "play 2H")]))
    assert "rejected" not in out
    assert out["trick"] == [{"seat": 0, "card": "2H"}]
    assert out["taken"] == [1, 0, 0, 0]


def test_a_player_void_in_the_suit_led_may_play_any_card_after_the_first_trick() -> None:
    """Not following suit is allowed only when void; then any card, points included."""
    out = replay(record(BREAKING_HANDS, BREAKING_TRICKS[:7]))
    assert sorted(out["legal"]) == sorted(f"play {card}" for card in out["hands"][3])
    assert "rejected" not in replay(record(BREAKING_HANDS, [*BREAKING_TRICKS[:7], (3, "play QS")]))


def test_the_jack_of_diamonds_may_be_discarded_on_the_first_trick() -> None:
    """First trick: only hearts and Q♠ are barred there; J♦ (−10) is no point card."""
    out = replay(record(BREAKING_HANDS, [(0, "play AC"), (1, "play 9C"), (2, "play JD")]))
    assert "rejected" not in out
    assert out["trick"][-1] == {"seat": 2, "card": "JD"}
    refused = replay(
        record(BREAKING_HANDS, [(0, "play AC"), (1, "play 9C"), (2, "play 2S"), (3, "play QS")])
    )
    assert rejected(refused).startswith("No points on the first trick: Q♠ may not be played")
