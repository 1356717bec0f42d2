"""The clause of RULES.md §3 marked [amended]: the card selected from the discard pile (the
deepest card taken, also the top card taken alone) must be used at once in a meld or a
lay-off, so a pile draw whose card cannot be used is refused."""

from __future__ import annotations

import pytest

from engine.core import IllegalAction
from tests.engine.rummy500.positions import position


def test_the_top_card_taken_alone_must_be_used_this_turn() -> None:
    game = position(["5H 6H 2C 3C", "9S 9D 4C"], discard="KD 7H", stock="8S 8C")
    game.apply(0, "draw 7H")
    assert str(game.must_use) == "7H"
    before = game.to_dict()
    with pytest.raises(IllegalAction, match="7♥, which you took from the discard pile, unused"):
        game.apply(0, "discard 7H")
    assert game.to_dict() == before
    game.apply(0, "meld 5H 6H 7H")
    assert game.must_use is None
    game.apply(0, "discard 2C")
    assert game.to_move() == [1]


def test_the_top_card_alone_that_cannot_be_used_is_refused() -> None:
    game = position(["5H 6H 2C 3C", "9S 9D 4C"], discard="7H KD", stock="8S 8C")
    assert "draw KD" not in [str(a) for a in game.legal_actions(0)]
    before = game.to_dict()
    with pytest.raises(IllegalAction, match="only to use it at once"):
        game.apply(0, "draw KD")
    assert game.to_dict() == before
