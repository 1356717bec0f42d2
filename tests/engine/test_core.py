"""The shared game contract: options, results, the registry, the deck reader and the
declared state fields."""

from dataclasses import dataclass
from dataclasses import field as dc_field

import pytest

from engine.cards import Card, new_deck, parse_card
from engine.core import GameSetupError, OptionSpec, Result, read_decks
from engine.registry import game_class
from engine.state import CARDS, INT, STR, Field, read_fields, write_fields


def test_result_ranks_share_ties_and_follow_direction() -> None:
    high = Result.from_scores([120, 90, 120, 40])
    assert high.ranks == [1, 3, 1, 4]
    assert high.winners == [0, 2]
    low = Result.from_scores([26, 0, 13, 0], higher_wins=False)
    assert low.ranks == [4, 1, 3, 1]
    assert low.winners == [1, 3]


def test_option_choices_are_checked_case_insensitively() -> None:
    spec = OptionSpec("level", "social", "time per move", choices=("social", "expert"))
    assert spec.check("Expert") == "expert"
    with pytest.raises(GameSetupError, match="choose one of social, expert"):
        spec.check("blitz")


def test_integer_options_have_bounds() -> None:
    spec = OptionSpec("point_limit", 100, "points that end the game", minimum=10, maximum=500)
    assert spec.check(50) == 50
    with pytest.raises(GameSetupError, match="at least 10"):
        spec.check(5)
    with pytest.raises(GameSetupError, match="whole number"):
        spec.check("fifty")


def test_unknown_game_names_the_known_ones() -> None:
    with pytest.raises(KeyError, match="unknown game 'chess'"):
        game_class("chess")


def test_a_deck_reader_for_every_game_checks_shape_cards_and_pack() -> None:
    pack = new_deck(2)
    tokens = [str(c) for c in pack]
    assert read_decks(None, pack) == []
    assert read_decks(tokens, pack) == [pack]
    assert read_decks([tokens, tokens[::-1]], pack) == [pack, pack[::-1]]
    with pytest.raises(GameSetupError, match="deck 2 is not a list of cards"):
        read_decks([tokens, "AS"], pack)
    with pytest.raises(GameSetupError, match="deck 1: '1Z' is not a card"):
        read_decks(["1Z", *tokens[1:]], pack)
    with pytest.raises(GameSetupError, match=r"pack 2 times \(missing: 2S; extra: 2C\)"):
        read_decks(["2C", *tokens[1:]], pack)
    # Without the exact check only the number of cards counts (the rules check the deal).
    assert read_decks(["2C", *tokens[1:]], pack, exact=False)[0][0] == parse_card("2C")
    with pytest.raises(GameSetupError, match="deck 1 has 103 cards, not 104"):
        read_decks(tokens[1:], pack, exact=False)


@dataclass
class _Thing:
    cards: list[Card] = dc_field(default_factory=list)
    seat: int = 0
    leader: int = 0
    phase: str = "play"


FIELDS = (
    Field("cards", CARDS),
    Field("where", INT, attr="seat", default=3),
    Field("leader", INT, present=lambda thing: thing.phase == "play"),
    Field("phase", STR),
)


def test_declared_fields_write_in_order_and_read_back() -> None:
    thing = _Thing([parse_card("AS"), parse_card("10H")], 2, 1)
    written = write_fields(thing, FIELDS)
    assert list(written) == ["cards", "where", "leader", "phase"]
    assert written == {"cards": ["AS", "10H"], "where": 2, "leader": 1, "phase": "play"}
    assert read_fields(_Thing(), FIELDS, written) == thing


def test_a_field_missing_from_an_old_state_reads_its_default_or_is_an_error() -> None:
    assert read_fields(_Thing(), FIELDS, {"cards": [], "leader": 0, "phase": "x"}).seat == 3
    with pytest.raises(KeyError, match="cards"):
        read_fields(_Thing(), FIELDS, {"leader": 0, "phase": "x"})


def test_a_field_absent_in_a_phase_is_written_null_and_read_as_unset() -> None:
    passing = _Thing(leader=2, phase="pass")
    written = write_fields(passing, FIELDS)
    assert written["leader"] is None
    assert read_fields(_Thing(leader=7), FIELDS, written).leader == 7


def test_a_bad_value_in_a_saved_state_is_a_setup_error() -> None:
    state = game_class("rummy500").create(["a", "b"], seed=1).to_dict()
    state["hands"][0][0] = "1Z"
    with pytest.raises(GameSetupError, match="bad Rummy 500 state: '1Z' is not a card"):
        game_class("rummy500").from_dict(state)
