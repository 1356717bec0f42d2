"""The clause of RULES.md §2 marked [amended]: hearts are broken by any heart *or Q♠*
played to a trick, so Q♠ played on a spade lead lets hearts be led; with neither played,
a heart lead is refused."""

from __future__ import annotations

from engine.records import replay
from tests.engine.hearts.positions import HANDS, record

#: With ``HANDS``: seat 0 wins the first (club) trick and leads 2♠; seat 3 follows with Q♠
#: and wins the trick, so it leads next. No heart has been played.
QUEEN_ON_A_SPADE_LEAD = [
    (0, "play AC"),
    (1, "play 5D"),
    (2, "play 6C"),
    (3, "play 9S"),
    (0, "play 2S"),
    (1, "play 5S"),
    (2, "play 10D"),
    (3, "play QS"),
]
#: The same, but seat 3 wins the spade trick with A♠: neither a heart nor Q♠ was played.
ACE_ON_A_SPADE_LEAD = [*QUEEN_ON_A_SPADE_LEAD[:-1], (3, "play AS")]


def test_the_queen_of_spades_played_on_a_spade_lead_breaks_hearts() -> None:
    out = replay(record(HANDS, [*QUEEN_ON_A_SPADE_LEAD, (3, "play 8H")]))
    assert "rejected" not in out
    assert out["trick"] == [{"seat": 3, "card": "8H"}]


def test_with_no_heart_and_no_queen_played_a_heart_lead_is_refused() -> None:
    out = replay(record(HANDS, [*ACE_ON_A_SPADE_LEAD, (3, "play 8H")]))
    assert "Hearts are not broken" in out["rejected"]["reason"]
    assert "8♥" in out["rejected"]["reason"]
