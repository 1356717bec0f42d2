"""The refusals of Deal Me In, Hearts and the shared rules come from the catalogue: every
code raised has its sentence in every language, the English is today's, and a player reads
it in their own language (with the command hint of the code's nearest prefix)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.discord.wording import command_hint
from engine import i18n
from engine.core import IllegalAction
from engine.dealmein.game import DealMeIn
from engine.hearts.game import Hearts
from engine.i18n import text

ROOT = Path(__file__).resolve().parents[2]
SOURCES = [
    "engine/core.py",
    "engine/dealmein/game.py",
    "engine/dealmein/moves.py",
    "engine/dealmein/placement.py",
    "engine/dealmein/daily.py",
    "engine/hearts/game.py",
    "engine/hearts/rules.py",
]
#: Codes built at run time: the literal prefix and every ending the code may take.
BUILT = {
    'f"dealmein.{verb}.no_cards"': ["dealmein.swap.no_cards", "dealmein.reclaim.no_cards"],
    'f"hearts.pass_first.{self.pass_direction.value}"': [
        "hearts.pass_first.left",
        "hearts.pass_first.right",
        "hearts.pass_first.across",
    ],
}
DEVANAGARI = re.compile("[\u0900-\u097f]")


def _codes_raised() -> set[str]:
    codes: set[str] = set()
    for source in SOURCES:
        text = (ROOT / source).read_text("utf-8")
        assert "raise IllegalAction(" not in text, source
        codes.update(re.findall(r'IllegalAction\.of\(\s*"([\w.]+)"', text))
        for written, built in BUILT.items():
            if written in text:
                codes.update(built)
        codes.update(re.findall(r'"((?:dealmein|hearts)\.[\w.]+)" if', text))
        codes.update(re.findall(r'else "((?:dealmein|hearts)\.[\w.]+)"', text))
    return codes


def test_every_code_raised_has_a_sentence_in_every_language() -> None:
    codes = _codes_raised()
    assert len(codes) > 40
    for locale in i18n.LOCALES:
        texts = i18n.catalogue(locale)
        missing = sorted(
            c for c in codes if f"refusal.{c}" not in texts and f"refusal.{c}.other" not in texts
        )
        assert missing == [], locale


def _sentence_keys(code: str) -> list[str]:
    """The key of a refusal's sentence, or each key of its plural family."""
    key = f"refusal.{code}"
    english = i18n.catalogue("en")
    return [key] if key in english else [k for k in english if k.startswith(f"{key}.")]


def test_every_sentence_is_translated() -> None:
    for code in _codes_raised():
        for key in _sentence_keys(code):
            english = i18n.catalogue("en")[key]
            assert DEVANAGARI.search(i18n.catalogue("hi")[key]), key
            assert i18n.catalogue("es")[key] != english, key


def _refusal(game: DealMeIn | Hearts, player: int, action: str) -> IllegalAction:
    with pytest.raises(IllegalAction) as caught:
        game.apply(player, action)
    return caught.value


def test_a_deal_me_in_refusal_reads_in_the_players_language() -> None:
    game = DealMeIn.create(["ann", "bob"], seed=3)
    refused = _refusal(game, game.to_move()[0], "place Z9 across 2C")
    assert str(refused) == "'Z9' is not a square: columns are A-K and rows 1-11 (for example F6)"
    assert refused.code == "dealmein.square" and refused.params == {"square": "Z9"}
    assert refused.words("es").startswith("'Z9' no es una casilla")
    assert DEVANAGARI.search(refused.words("hi")) and "'Z9'" in refused.words("hi")
    moved = _refusal(game, game.to_move()[0], "place F6 sideways 2C")
    assert moved.code == "dealmein.place.no_direction"
    assert command_hint(moved.code) == text("bot.hint.dealmein.place")


def test_a_hearts_refusal_keeps_its_cards_in_every_language() -> None:
    game = Hearts.create(["a", "b", "c", "d"], seed=5)
    seat = game.to_move()[0]
    refused = _refusal(game, seat, "play 2C")
    assert refused.code == "hearts.pass_first.left"
    assert str(refused) == "Pass three cards left first."
    assert refused.words("es") == "Primero pasa tres cartas a la izquierda."
    held = {str(c) for c in game.hands[seat]}
    missing = next(c for c in ("AS", "KS", "QS", "JS", "2H") if c not in held)
    twice = _refusal(game, seat, f"pass {missing} {missing} {missing}")
    assert twice.code == "hearts.named_twice"
    symbol = twice.params["card"]
    assert symbol in twice.words("hi") and symbol in twice.words("es")
    assert command_hint(twice.code) is None  # no hint today: none added


def test_not_your_turn_names_who_is_waited_for() -> None:
    game = DealMeIn.create(["ann", "bob"], seed=3)
    other = 1 - game.to_move()[0]
    refused = _refusal(game, other, "pass")
    waiting = game.players[game.to_move()[0]]
    assert str(refused) == f"It is not your turn: waiting for {waiting}."
    assert game.not_your_turn_message(other) == str(refused)
    assert waiting in refused.words("hi")


def test_a_hint_is_found_by_the_codes_nearest_prefix() -> None:
    assert command_hint("dealmein.place") == text("bot.hint.dealmein.place")
    assert command_hint("dealmein.no_pass.deck_left") == text("bot.hint.dealmein.no_pass")
    assert command_hint("dealmein.not_held") is None
    assert command_hint("nowhere") is None
