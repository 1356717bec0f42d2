"""The panels' Hint in words (bot/discord/hints.py): every kind of move of every game, in
the reader's language, with cards as symbols and no command to type."""

from __future__ import annotations

import pytest

from bot.discord.hints import hint_text
from engine import i18n
from engine.cards import parse_card
from engine.hearts.actions import Play
from engine.registry import game_class
from engine.rummy21.actions import Drop

MOVES = [
    ("hearts", "pass QS AH KH", "pass Q♠ A♥ K♥"),
    ("hearts", "play 2C", "play 2♣"),
    ("rummy500", "draw stock", "draw from the stock"),
    ("rummy500", "draw 7H", "take 7♥ from the discard pile"),
    ("rummy500", "meld 5H 6H 7H", "meld 5♥ 6♥ 7♥"),
    ("rummy500", "layoff 8H 1", "lay off 8♥ on meld 1"),
    ("rummy500", "discard KS", "discard K♠"),
    ("rummy21", "draw open", "take the open card"),
    (
        "rummy21",
        "declare 3H 4H 5H | 7S 8S 9S discard KD",
        "declare 3♥ 4♥ 5♥ | 7♠ 8♠ 9♠, discarding K♦",
    ),
    ("rummy21", "honours 6H 8H", "set the honour cards 6♥ 8♥ aside"),
    ("rummy21", "drop", "drop"),
    ("rummy21", "cut 40", "cut the pack"),
    (
        "dealmein",
        "reclaim 7H;place G7 down 7H 7D",
        "reclaim a joker with 7♥, then place 7♥ 7♦ from G7 down",
    ),
]


@pytest.mark.parametrize(("game", "action", "words"), MOVES)
def test_a_hint_says_the_move_in_words(game: str, action: str, words: str) -> None:
    said = hint_text(game, game_class(game).parse_action(action))
    assert said == f"💡 Hint: the computer player would {words}."
    assert "/" not in said.replace(" | ", "")  # no command to type


def test_a_hint_reads_in_the_readers_language() -> None:
    with i18n.speaking("es"):
        spanish = hint_text("rummy21", Drop())
    assert spanish == "💡 Pista: el jugador del ordenador haría esto: retirarse."
    with i18n.speaking("hi"):
        hindi = hint_text("hearts", Play(parse_card("2C")))
    assert hindi == "💡 सुझाव: कंप्यूटर खिलाड़ी यह करता: 2♣ चलना।"
