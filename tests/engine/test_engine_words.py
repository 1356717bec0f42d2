"""The engine's remaining sentences word themselves in every language: a card or meld that
cannot be read, the end-of-hand and end-of-game summaries, the reasons inside refusals and
events. The English stays today's word for word (records and tests compare it); the other
languages are real, and a saved event's parameters survive a round trip through JSON."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from engine import i18n
from engine.cards import CardError, parse_card, parse_cards, parse_played
from engine.core import Event, IllegalAction
from engine.dealmein.board import square_index
from engine.dealmein.game import DealMeIn
from engine.dealmein.placement import check_placement
from engine.hearts.game import Hearts
from engine.melds import MeldError, analyse_meld, lay_off
from engine.records import replay_game
from engine.rummy21 import deal as dealing
from engine.rummy21.game import OUT_REASONS, IndianRummy
from engine.rummy21.play import out_reason
from engine.rummy21.rules import check_declaration
from tests.engine.dealmein.conftest import make_position
from tests.engine.rummy21.positions import BOB_DECLARES, HANDS
from tests.engine.rummy21.positions import record as rummy21_record
from tests.engine.rummy500.positions import position as rummy500_position

DEVANAGARI = re.compile("[\u0900-\u097f]")


def _saved(event: Event) -> Event:
    """``event`` after its key and params went through JSON, as the table service saves it."""
    params = json.loads(json.dumps(event.params))
    return Event(event.kind, event.player, event.data, event.text, event.key, params)


# ------------------------------------------------------------------ the catalogue's helpers


def test_names_are_joined_the_language_s_way() -> None:
    assert i18n.joined(["ann", "bob", "cy"]) == "ann, bob and cy"
    assert i18n.joined(["ann", "bob"], "es") == "ann y bob"
    assert i18n.joined(["ann", "bob"], "hi") == "ann और bob"
    assert i18n.joined(["ann"], "hi") == "ann"
    assert i18n.joined([], "es") == ""


def test_a_phrase_or_series_parameter_is_worded_in_the_reader_s_language() -> None:
    reason = i18n.phrase("dealmein.end.blocked")
    final = i18n.series(["ann 10", "bob 5"])
    assert i18n.text("event.dealmein.game_over", reason=reason, final=final) == (
        "Game over: the board is blocked. Final scores: ann 10, bob 5."
    )
    assert i18n.text("event.dealmein.game_over", "es", reason=reason, final=final) == (
        "Fin de la partida: el tablero está bloqueado. Puntuaciones finales: ann 10, bob 5."
    )
    assert i18n.text("event.rummy21.game_over", "es", winners=["ann", "bob"]).startswith(
        "ann y bob"
    )


# ------------------------------------------------------------------ cards and melds

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    ("source", "pattern", "prefix"),
    [
        ("engine/cards.py", r'CardError\.of\("([a-z_]+)"', "cards."),
        ("engine/melds.py", r'MeldError\.of\("([a-z_]+)"', "melds."),
        ("engine/melds.py", r'_reason\("([a-z_]+)"', "melds.reason."),
    ],
)
def test_every_card_and_meld_sentence_is_translated(source: str, pattern: str, prefix: str) -> None:
    codes = set(re.findall(pattern, (ROOT / source).read_text(encoding="utf-8")))
    assert codes
    for code in codes:
        english = i18n.catalogue("en")[prefix + code]
        assert DEVANAGARI.search(i18n.catalogue("hi")[prefix + code]), code
        assert i18n.catalogue("es")[prefix + code] != english, code


def test_a_card_that_cannot_be_read_is_worded_in_every_language() -> None:
    with pytest.raises(CardError) as caught:
        parse_card("ZZ")
    error = caught.value
    assert str(error) == (
        "'ZZ' is not a card: a card is a rank 2-10, J, Q, K or A and a suit S, H, D or C "
        "(for example AS, 10H, QD, or with the symbols A♠, 10♥), or JK"
    )
    assert error.code == "not_a_card" and error.params == {"token": "ZZ"}
    assert error.words("en") == str(error)
    assert error.words("es").startswith("'ZZ' no es una carta: una carta es un rango")
    assert DEVANAGARI.search(error.words("hi"))
    with pytest.raises(CardError) as joker:
        parse_played("JK")
    assert str(joker.value) == "'JK': say what the joker stands for, like JK=7H"
    assert joker.value.words("es") == "'JK': di qué carta representa el comodín, como JK=7H"


def test_a_meld_refusal_words_its_reason_in_the_same_language() -> None:
    with pytest.raises(MeldError) as caught:
        analyse_meld(parse_cards("3S 4D 5S"))
    error = caught.value
    assert str(error) == (
        "3♠ 4♦ 5♠ is not a meld: a set is cards of one rank, a run consecutive cards of one suit."
    )
    assert error.words("es") == (
        "3♠ 4♦ 5♠ no es una combinación: un trío son cartas de un mismo rango, una escalera "
        "cartas consecutivas de un mismo palo."
    )
    hindi = error.words("hi")
    assert DEVANAGARI.search(hindi) and "run" not in hindi and "set" not in hindi
    with pytest.raises(MeldError) as too_few:
        analyse_meld(parse_cards("3S"))
    assert str(too_few.value) == "3♠: a meld needs at least 3 cards."


def test_a_card_that_fits_no_meld_names_the_meld_s_kind_in_the_language() -> None:
    run = analyse_meld(parse_cards("5H 6H 7H"))
    with pytest.raises(MeldError) as caught:
        lay_off(run, parse_card("9C"))
    assert str(caught.value) == "9♣ does not fit on run 5♥ 6♥ 7♥."
    assert caught.value.words("es") == "9♣ no encaja en escalera 5♥ 6♥ 7♥."
    assert "सीक्वेंस 5♥ 6♥ 7♥" in caught.value.words("hi")


def test_rummy_500_s_meld_refusal_words_the_meld_error_in_the_player_s_language() -> None:
    game = rummy500_position(["5H 6H 8S 9D 2C", "2S 3S", "2D 3D"], stock="KD")
    game.apply(0, "draw stock")
    with pytest.raises(IllegalAction) as caught:
        game.apply(0, "meld 5H 6H 8S")
    refusal = caught.value
    assert refusal.code == "rummy500.melding.invalid"
    assert str(refusal) == (
        "5♥ 6♥ 8♠ is not a meld: a set is cards of one rank, a run consecutive cards of one suit."
    )
    assert refusal.words("es").startswith("5♥ 6♥ 8♠ no es una combinación: un trío")
    assert DEVANAGARI.search(refusal.words("hi")) and "is not a meld" not in refusal.words("hi")


# ------------------------------------------------------------------ Deal Me In


def test_deal_me_in_s_game_over_words_its_settlement_in_every_language() -> None:
    game = make_position({"F6": "7H", "G6": "7D"}, ["7C", "2C 3D JK"])
    placed, *_, over = game.apply(0, "place H6 across 7C")
    assert over.text == (
        "Game over: a player has no cards. ann receives 30 from bob (3 cards more, 10 each); "
        "bob pays 50 for 1 joker held (50 each). Final scores: ann 210, bob 70."
    )
    assert over.words("en") == over.text
    assert _saved(over).words("es") == (
        "Fin de la partida: un jugador se ha quedado sin cartas. ann recibe 30 de bob "
        "(3 cartas de más, 10 cada una); bob paga 50 por 1 comodín en la mano (50 cada uno). "
        "Puntuaciones finales: ann 210, bob 70."
    )
    assert DEVANAGARI.search(over.words("hi"))
    assert placed.text == "ann placed 7♣ on H6: three of a kind 30."
    assert placed.words("es") == "ann colocó 7♣ en H6: trío 30."
    assert "तीन एक जैसे 30" in _saved(placed).words("hi")


def test_a_placement_s_line_scores_and_description_read_in_the_language() -> None:
    game = make_position({"F6": "7H", "G6": "7D"}, ["7C 7S 2C", "3D"])
    placed = game.apply(0, "place F7 across 7C 7S")[0]
    assert placed.text == "ann placed 7♣ 7♠ F7–G7 across: pair 10 + pair 10 + pair 10 = 30."
    assert placed.words("es") == (
        "ann colocó 7♣ 7♠ F7–G7 en horizontal: pareja 10 + pareja 10 + pareja 10 = 30."
    )
    fresh = make_position({"F6": "7H", "G6": "7D"}, ["7C 7S 2C", "3D"])
    cards = parse_cards("7C 7S")
    placement = check_placement(fresh.board, fresh.hands[0], square_index("F7"), "across", cards)
    assert placement.describe() == "7♣ 7♠ F7–G7 across"
    assert placement.score_text() == "pair 10 + pair 10 + pair 10 = 30"
    assert i18n.worded(placement.describe_phrase(), "es") == "7♣ 7♠ F7–G7 en horizontal"
    assert i18n.worded(placement.score_phrase(), "hi") == "जोड़ी 10 + जोड़ी 10 + जोड़ी 10 = 30"


def test_a_complete_line_refusal_names_the_combination_in_the_language() -> None:
    game = DealMeIn.create(["ann", "bob"], {"level": "unlimited"}, seed=1)
    data = game.to_dict()
    data.update(
        board={"F6": "AS", "G6": "KS", "H6": "QS", "I6": "JS", "J6": "10S"},
        hands=[["9C", "2D"], ["3D"]],
        deck=["5H"],
    )
    game = DealMeIn.from_dict(data)
    with pytest.raises(IllegalAction) as caught:
        game.apply(0, "place E6 across 9C")
    assert str(caught.value) == "F6–J6 is complete (royal flush): no card may be added to it."
    assert "(escalera real)" in caught.value.words("es")
    assert "(रॉयल फ्लश)" in caught.value.words("hi")


# ------------------------------------------------------------------ Hearts


def test_hearts_hand_and_game_summaries_word_themselves() -> None:
    game = Hearts.create(["ann", "bob", "cy", "dan"], options={"point_limit": 10}, seed=8)
    events: list[Event] = []
    while not game.over:
        events += game.apply_timeout(game.to_move()[0])
    scored = [e for e in events if e.kind == "hand_scored"]
    over = next(e for e in events if e.kind == "game_over")
    for event in [*scored, over]:
        assert event.key and event.words("en") == event.text
        assert DEVANAGARI.search(_saved(event).words("hi")), event.text
    first = scored[0]
    assert re.fullmatch(r"(\w+ shoots the moon! )?Hand 1: .+\.", first.text)
    assert first.words("es").startswith(("Mano 1: ", "¡"))
    assert over.text.startswith("A total is past 10: the game is over. ")
    assert over.words("es").startswith("Un total pasa de 10: la partida ha terminado. ")
    if "heart" in first.text:
        assert "corazón" in first.words("es") or "corazones" in first.words("es")


# ------------------------------------------------------------------ 21-card rummy


def test_rummy21_deal_and_game_over_summaries_word_themselves() -> None:
    game = replay_game(rummy21_record([(1, "draw stock")], options={"deals": 1}))
    assert isinstance(game, IndianRummy)
    events = game.apply(1, BOB_DECLARES)
    assert game.over
    summary = next(e for e in events if e.kind == "deal_over")
    over = next(e for e in events if e.kind == "game_over")
    assert summary.text.startswith("bob wins deal 1 by declaring: ann -")
    assert over.text == "bob wins the game."
    for event in (summary, over):
        assert event.words("en") == event.text
        assert DEVANAGARI.search(_saved(event).words("hi"))
        assert _saved(event).words("es") != event.text


def test_rummy21_wrong_declaration_reason_reads_in_the_language() -> None:
    wrong = BOB_DECLARES.replace("2C 3C 4C", "2C 3C AD").replace("AS AH AD", "AS AH 4C")
    events = replay_game(rummy21_record([(1, "draw stock")])).apply(1, wrong)
    event = next(e for e in events if e.kind == "wrong_declaration")
    assert event.data["reason"] == (
        "2♣ 3♣ A♦ is not a meld: a set is cards of one rank, a run consecutive cards of one suit."
    )
    assert event.text.startswith(f"bob declares wrongly ({event.data['reason']}) and pays ")
    hindi = _saved(event).words("hi")
    assert DEVANAGARI.search(hindi) and "is not a meld" not in hindi
    assert "no es una combinación" in event.words("es")


def test_rummy21_pure_sequence_shortfall_and_wrong_deal_read_in_the_language() -> None:
    check = check_declaration([parse_cards("3S 4S 5S"), parse_cards("7H 7D 7C")], parse_card("9D"))
    assert (
        check.reason == "only 1 pure sequence (3 are needed: runs with no wild card standing in)."
    )
    assert i18n.worded(check.reason_phrase, "es").startswith("solo 1 secuencia pura")
    hands = [parse_cards(HANDS[0]), parse_cards(HANDS[1])[:20]]
    problem = dealing.integrity_problem(hands, [], [], ["ann", "bob"])
    assert problem is not None
    assert i18n.worded(problem) == "bob holds 20 cards instead of 21"
    assert i18n.worded(problem, "es") == "bob tiene 20 cartas en lugar de 21"
    extra = dealing.integrity_problem([], [], parse_cards("AS"))
    assert i18n.worded(extra).startswith("the cards are not three full packs: missing 2♠")
    assert i18n.worded(extra, "hi").startswith("पत्ते पूरी तीन गड्डियाँ नहीं हैं: कम पत्ते 2♠")


def test_why_a_seat_left_the_deal_reads_in_the_language() -> None:
    assert OUT_REASONS == {
        "first_drop": "first drop",
        "mid_pack": "mid pack",
        "timeouts": "mid pack (three timeouts)",
        "wrong_declaration": "wrong declaration",
    }
    assert out_reason("wrong_declaration", "es") == "declaración errónea"
    assert DEVANAGARI.search(out_reason("first_drop", "hi"))
