"""No developer wording reaches a player: not in the catalogue, not in what the bot sends.

Every SimCord test's messages are scanned by the ``world`` fixture (``conftest.py``) with
:func:`~tests.bot.discord.wording_scan.leaks`; these tests check the catalogue whole and
that the scan finds what it must.
"""

from __future__ import annotations

import pytest

from engine import i18n
from tests.bot.discord.wording_scan import developer_wording, leaks, player_texts

#: Keys whose text describes what a player types (a command's option): option keys may
#: stand there as the notation they are.
TYPED = ("bot.cmd.",)


@pytest.mark.parametrize("locale", i18n.LOCALES)
def test_no_catalogue_text_speaks_like_a_developer(locale: str) -> None:
    found = {
        key: words
        for key, text in i18n.catalogue(locale).items()
        for words in [developer_wording(text, option_keys=not key.startswith(TYPED))]
        if words
    }
    assert found == {}


@pytest.mark.parametrize(
    "text",
    [
        "replay it with `python -m engine replay RECORD.json`",
        "run by another instance of the bot",
        "Otra instancia del bot",
        "Failed to convert abc to Member",
        "ann places JK=A♠ K♠ at F6",
        "The solver finds no declaration",
        "Deal Me In (level: social, turn_seconds: 90)",
        "see engine.dealmein.game for details",
        "in `docs/rules.md`, in the bot's code",
    ],
)
def test_the_scan_finds_developer_wording(text: str) -> None:
    assert developer_wording(text)


@pytest.mark.parametrize(
    "text",
    [
        "Open a table with </game new:123> `options:point_limit=50`",
        "say what the joker stands for, like JK=7H",
        "ann places Joker as A♠ K♠ at F6",
        "Move timer: Social, Seconds per move: 90",
    ],
)
def test_the_scan_lets_player_words_be(text: str) -> None:
    assert developer_wording(text) == []


class Request:
    def __init__(self, path: str, json: object) -> None:
        self.path, self.json = path, json


def test_the_scan_reads_embeds_components_and_alt_text_but_not_the_command_tree() -> None:
    message = {
        "content": "hello",
        "embeds": [{"title": "t", "fields": [{"name": "n", "value": "turn_seconds: 90"}]}],
        "components": [{"components": [{"label": "Play again", "custom_id": "end:x"}]}],
        "attachments": [{"filename": "a.png", "description": "JK=7♥ on F6"}],
    }
    assert set(player_texts(message)) >= {"hello", "t", "n", "turn_seconds: 90", "Play again"}
    found = leaks([Request("/channels/1/messages", message)])
    assert len(found) == 2
    commands = [{"name": "game", "description": "options like turn_seconds=90"}]
    assert leaks([Request("/applications/1/commands", commands)]) == []
    autocomplete = {"type": 8, "data": {"choices": [{"name": "turn_seconds=90"}]}}
    assert leaks([Request("/interactions/1/t/callback", autocomplete)]) == []
