"""The refusals of the two rummy games come from the catalogue: the English sentence of
``"refusal." + code``, a code under today's hint codes, and the same refusal in Hindi and
Spanish."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine import i18n
from engine.core import IllegalAction
from engine.rummy21.game import IndianRummy
from engine.rummy500.game import Rummy500
from tests.engine.rummy500.positions import game_after

ENGINE = Path(__file__).resolve().parents[2] / "engine"
#: The codes written with a field (``f"rummy21.cut.{first}"``), spelt out.
SPELT = {
    "rummy21.cut.{first}": ["rummy21.cut.choose_dealer", "rummy21.cut.for_dealer"],
    "rummy500.hand.{missing}": ["rummy500.hand.missing", "rummy500.hand.missing_again"],
}


def raised_codes(game_id: str) -> set[str]:
    codes: set[str] = set()
    for path in (ENGINE / game_id).glob("*.py"):
        for code in re.findall(r'IllegalAction\.of\(\s*f?"([a-z0-9_.{}]+)"', path.read_text()):
            codes.update(SPELT.get(code, [code]))
    return codes


@pytest.mark.parametrize("game_id", ["rummy21", "rummy500"])
def test_every_refusal_of_the_game_is_in_the_catalogue_and_raised_from_it(game_id: str) -> None:
    source = "\n".join(p.read_text() for p in (ENGINE / game_id).glob("*.py"))
    assert "IllegalAction(" not in source, "every refusal comes from the catalogue"
    codes = raised_codes(game_id)
    keys = {key for key in i18n.catalogue("en") if key.startswith(f"refusal.{game_id}.")}
    assert {f"refusal.{code}" for code in codes} == keys


def test_a_refusal_keeps_its_english_and_is_worded_in_every_language() -> None:
    game = IndianRummy.create(["ann", "bob"], seed=1, first_player=0)
    with pytest.raises(IllegalAction) as refused:
        game.apply(1, "joker")
    refusal = refused.value
    assert str(refusal) == "First the pack is cut for the dealer: lift 7 to 149 cards."
    assert refusal.code == "rummy21.cut.for_dealer" and refusal.params == {"low": 7, "high": 149}
    assert refusal.words("en") == str(refusal)
    assert refusal.words("hi") == "पहले डीलर के लिए गड्डी काटी जाती है: 7 से 149 पत्ते उठाइए।"
    assert refusal.words("es") == (
        "Primero se corta la baraja para quien reparte: levanta de 7 a 149 cartas."
    )


def test_a_refusal_naming_cards_carries_them_written_out() -> None:
    game = game_after([], stock="8H")
    seat = game.to_move()[0]
    game.apply(seat, "draw stock")
    missing = next(c for c in ("AS", "AH", "AD", "AC") if c not in map(str, game.hands[seat]))
    with pytest.raises(IllegalAction) as refused:
        game.apply(seat, f"discard {missing}")
    assert refused.value.code == "rummy500.hand.missing"
    symbol = refused.value.params["card"]
    assert str(refused.value) == f"You do not hold {symbol}."
    assert refused.value.words("es") == f"No tienes {symbol}."


def test_codes_keep_todays_hint_codes_as_prefixes() -> None:
    game = Rummy500.create(["ann", "bob"], seed=3)
    seat = game.to_move()[0]
    with pytest.raises(IllegalAction) as refused:
        game.apply(seat, "meld")
    assert refused.value.code == "rummy500.draw_first.draw"
    assert str(refused.value) == (
        "Draw a card first: the top card of the stock, or take a card of the discard pile "
        "(with every card above it)."
    )
