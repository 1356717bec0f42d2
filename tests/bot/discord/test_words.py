"""Words a player understands: a refusal names the command or button to use, cards read
as 7♠, an option refusal names the chosen game's options and what to leave empty."""

from __future__ import annotations

import re
import tokenize
from pathlib import Path

import pytest

from bot.discord.options import check_names
from bot.discord.wording import (
    hint_codes,
    refusal_code,
    refusal_text,
    suggested_move,
)
from bot.tables.ports import TableError
from engine import i18n
from engine.cards import CardError, parse_cards
from engine.core import GameSetupError, IllegalAction
from engine.hearts.game import Hearts
from engine.melds import MeldError, analyse_meld
from engine.registry import game_class
from engine.rummy21.game import IndianRummy
from tests.bot.discord.conftest import World

ENGINE = Path(__file__).resolve().parents[3] / "engine"


def test_every_hint_serves_a_refusal_the_engine_raises() -> None:
    """A hint is found by a refusal's code or its prefixes: each hint's code must be (the
    prefix of) a code the engine raises, or the hint is dead."""
    codes = {
        code
        for path in ENGINE.rglob("*.py")
        for code in re.findall(r'IllegalAction\.of\(\s*f?"([a-z0-9_.{}]+)"', path.read_text())
    }
    codes = {c.replace("{verb}", v) for c in codes for v in ("swap", "reclaim")}
    assert codes, "the engine tags refusals with codes"
    dead = {
        hint
        for hint in hint_codes()
        if not any(code == hint or code.startswith(hint + ".") for code in codes)
    }
    assert dead == set()


def test_the_hint_is_found_through_the_services_refusal() -> None:
    engine = IllegalAction(
        "Draw a card first, from the stock or the open pile.", code="rummy21.draw_first"
    )
    try:
        raise TableError.text(str(engine)) from engine
    except TableError as refusal:
        assert refusal_code(refusal) == "rummy21.draw_first"
        text = refusal_text(refusal)
    assert text.startswith("Draw a card first, from the stock or the open pile. ")
    assert "`/rummy21 draw`" in text and "**Draw stock**" in text
    assert refusal_text(TableError.text("You are not seated.")) == "You are not seated."


def test_a_finer_code_finds_the_hint_of_its_prefix() -> None:
    refusal = IllegalAction.of("rummy21.discard.one")
    assert refusal_text(refusal) == (
        "Discard exactly one card. Use `/rummy21 discard` with one card, or your panel's "
        "discard menu."
    )
    assert refusal_text(IllegalAction.of("rummy21.hand.missing", card="5♥")) == (
        "You do not hold a 5♥."
    )


def test_engine_refusals_name_no_command_syntax() -> None:
    game = IndianRummy.create(["ann", "bob"], seed=1, first_player=0)
    with pytest.raises(IllegalAction) as refused:
        game.apply(1, "joker")
    assert "cut" in str(refused.value) and "`" not in str(refused.value)
    assert "for example" not in str(refused.value)


def test_meld_refusals_show_cards_with_suit_symbols() -> None:
    with pytest.raises(MeldError, match="3♠ 4♠ 6♠ is not a meld"):
        analyse_meld(parse_cards("3S 4S 6S"))


def test_a_level_for_a_game_without_levels_says_whose_it_is_and_what_to_leave_empty() -> None:
    with pytest.raises(GameSetupError) as refused:
        check_names(Hearts, {"level": "social"}, level=True)
    text = str(refused.value)
    assert text.startswith("The `level` parameter is for Deal Me In, not Hearts Deluxe")
    assert "leave `level` empty" in text
    assert "`point_limit=100`" in text and "`turn_seconds=60`" in text


async def test_game_new_hearts_with_a_level_is_refused_with_hearts_options(world: World) -> None:
    refused = await world.ann.slash(world.channel, "game new", game="hearts", level="social")
    assert refused.ephemeral
    content = refused.response.content
    assert "for Deal Me In, not Hearts Deluxe: leave `level` empty" in content
    assert "Hearts Deluxe's options" in content and "point_limit=100" in content
    assert world.bot.service.table(world.channel.id) is None


async def test_another_games_option_is_named_as_that_games(world: World) -> None:
    refused = await world.ann.slash(world.channel, "game new", game="hearts", options="target=300")
    content = refused.response.content
    assert "Option `target` is for Rummy 500, not Hearts Deluxe: remove `target`." in content
    assert world.bot.service.table(world.channel.id) is None


@pytest.mark.parametrize(
    ("game_id", "action", "said"),
    [
        (
            "dealmein",
            "place F6 across AS KS JK=QS",
            "place A♠ K♠ Joker as Q♠ from F6 across "
            "(`/dmi place square:F6 direction:across cards:AS KS JK=QS`)",
        ),
        (
            "dealmein",
            "reclaim 7H; swap 2C",
            "reclaim a joker with 7♥ (`/dmi reclaim card:7H`), then swap 2♣ (`/dmi swap cards:2C`)",
        ),
        ("hearts", "play 2C", "play 2♣ (`/hearts play card:2C`)"),
        ("rummy500", "draw 7H", "take 7♥ from the discard pile (`/rummy draw source:7H`)"),
        ("rummy500", "layoff 8H 2", "lay off 8♥ on meld 2 (`/rummy layoff card:8H meld:2`)"),
        ("rummy21", "draw open", "take the open card (`/rummy21 draw source:open`)"),
        (
            "rummy21",
            "declare 3H 4H 5H | 7S 8S 9S discard KD",
            "declare 3♥ 4♥ 5♥ | 7♠ 8♠ 9♠, discarding K♦ "
            "(`/rummy21 declare groups:3H 4H 5H | 7S 8S 9S discard KD`)",
        ),
        (
            "rummy21",
            "honours 6H 8H",
            "set the honour cards 6♥ 8♥ aside (`/rummy21 honours cards:6H 8H`)",
        ),
    ],
)
def test_a_hint_says_the_move_in_words_and_the_command_that_plays_it(
    game_id: str, action: str, said: str
) -> None:
    move = game_class(game_id).parse_action(action)
    assert suggested_move(game_id, move) == f"The computer player would {said} with your cards."


def test_no_engine_sentence_holds_command_syntax() -> None:
    """Refusals and events are plain words: no backticks, no "like `play 2C`" (how to
    write a card or a square, which players type, may show examples). The catalogue's
    ``bot_*`` areas are the bot's own words, kept with every other text in engine/i18n."""
    found = []
    for path in ENGINE.rglob("*.py"):
        if path.parent.parent.name == "i18n" and path.name.startswith("bot_"):
            continue
        with path.open("rb") as source:
            for token in tokenize.tokenize(source.readline):
                text = token.string
                if token.type != tokenize.STRING or text.lstrip("rbfuRBFU").startswith(
                    ('"""', "'''")
                ):
                    continue  # docstrings may quote the notation
                if "`" in text:
                    found.append(f"{path.name}:{token.start[0]}: {text}")
    assert found == []


async def test_a_refused_pass_names_the_commands_to_use_instead(world: World) -> None:
    await world.open_two_player_table()
    mover = world.member(world.to_move())
    refused = await mover.slash(world.channel, "dmi pass")
    assert refused.ephemeral
    dmi = world.command_id("dmi")
    # The commands as clickable mentions, which each reader's client names in their language.
    assert refused.response.content == (
        "You can pass only when the deck is empty: place cards or swap. "
        f"Use </dmi place:{dmi}> or </dmi swap:{dmi}>; </dmi hint:{dmi}> shows a move."
    )


def test_a_card_that_cannot_be_read_is_refused_in_the_players_language() -> None:
    """The service passes the engine's card error on; the front end words it in Hindi."""
    try:
        parse_cards("XY")
    except CardError as error:
        try:
            raise TableError.refused(error) from error
        except TableError as refusal:
            english = refusal_text(refusal)
            with i18n.speaking("hi"):
                hindi = refusal_text(refusal)
    assert english.startswith("'XY' is not a card")
    assert hindi != english and re.search("[\u0900-\u097f]", hindi)


def test_an_option_refusal_reads_in_the_players_language() -> None:
    """The engine's option error becomes the service's refusal, worded per language."""
    try:
        Hearts.check_options({"point_limit": 0})
    except GameSetupError as error:
        refusal = TableError("bad_options", reason=i18n.as_sentence(error.as_phrase()))
    # The option as the player typed it: as code.
    assert refusal_text(refusal) == "Option `point_limit` is at least 1. Pick another value."
    with i18n.speaking("es"):
        spanish = refusal_text(refusal)
    assert spanish.startswith("La opción `point_limit` es como mínimo 1.")
    with i18n.speaking("hi"):
        assert re.search("[\u0900-\u097f]", refusal_text(refusal))
