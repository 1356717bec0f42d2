"""The hard Rummy 500 player: what it remembers of the hand (cards taken from the pile and
kept, cards discarded), what it reads a discard to give away, and the choices built on
them: it does not discard what feeds a known meld, lets its low cards go first, holds its
melds back while nobody is near going out, lays them down when someone is, goes out
whenever it can, and dumps its high cards when another player is about to go out."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from engine.cards import Card, parse_card, parse_cards
from engine.melds import analyse_meld
from engine.rummy500 import ai, hard, memory, risk
from engine.rummy500.ai import choose_discard
from engine.rummy500.game import Rummy500
from engine.rummy500.table import TableMeld
from tests.engine.rummy500.positions import Action, game_after, position

HANDS = (
    "2C 3D 4S 8H 10C QH 6D",
    "5S 6S 9H JD 2H 4C 8D",
    "3C 5D 7C 9D JH KC AH",
)
#: Ann (seat 0) lets Q♥ go, Bob (1) 10♠, Cat (2) J♥, Ann 3♦; Bob takes 7♠ from under them
#: all to meld 5♠ 6♠ 7♠ and keeps Q♥ 10♠ J♥ 3♦: the table saw them go into his hand.
BOB_TAKES_THE_PILE = [
    (0, "draw stock"),
    (0, "discard QH"),
    (1, "draw stock"),
    (1, "discard 10S"),
    (2, "draw stock"),
    (2, "discard JH"),
    (0, "draw stock"),
    (0, "discard 3D"),
    (1, "draw 7S"),
    (1, "meld 5S 6S 7S"),
    (1, "discard JD"),
    (2, "draw stock"),
    (2, "discard 3C"),
]
#: Ann draws 5♣ then K♥, Bob 10♠, Cat 2♠ then 4♥; Ann's next draw is 9♠.
STOCK = "5C 10S 2S KH 4H 9S"
RNG = random.Random(0)


def choose_action(game: Rummy500, player: int, rng: random.Random, level: str = "normal") -> str:
    """The computer player's action, in its notation."""
    return str(ai.choose_action(game, player, rng, level))


def bob_took_the_pile() -> Rummy500:
    return game_after(BOB_TAKES_THE_PILE, hands=HANDS, up="7S", stock=STOCK)


def test_remembers_the_cards_taken_from_the_pile_and_not_put_down() -> None:
    known = memory.read_memory(bob_took_the_pile())
    assert known[1] == Counter(parse_cards("QH 10S JH 3D"))
    assert not known[0] and not known[2]


def test_remembers_the_discards_of_the_hand() -> None:
    shed = memory.read_discards(bob_took_the_pile())
    assert shed == [parse_cards("QH 3D"), parse_cards("10S JD"), parse_cards("JH 3C")]


def test_the_memory_is_forgotten_when_a_hand_ends() -> None:
    game = Rummy500.create(["ann", "bob"], options={"target": 1000}, seed=8)
    rng = random.Random(8)
    while game.hand_number == 1:
        shed = memory.read_discards(game)
        seat = game.to_move()[0]
        game.apply(seat, choose_action(game, seat, rng, "normal"))
    assert any(shed)
    assert memory.read_discards(game) == [[], []]
    assert memory.read_memory(game) == [Counter(), Counter()]


def _sight(game: Rummy500, player: int) -> risk.Sight:
    known, shed = memory.read_memory(game), memory.read_discards(game)
    others = sum((known[s] for s in range(3) if s != player), Counter[Card]())
    hidden = sum(len(game.hands[s]) for s in range(3) if s != player) - others.total()
    away = [c for s in range(3) if s != player for c in shed[s]]
    return risk.sight(game.hands[player], game.discard, game.melds, others, hidden, 1, away)


def test_the_pairs_that_meld_a_card() -> None:
    def pairs(item: str) -> set[str]:
        return {f"{a} {b}" for a, b in risk.meld_pairs(parse_card(item))}

    assert pairs("AH") == {"AS AD", "AS AC", "AD AC", "2H 3H", "QH KH"}  # never K-A-2
    assert pairs("2H") >= {"AH 3H", "3H 4H"} and "KH AH" not in pairs("2H")
    assert len(pairs("7D")) == 6


def test_a_card_that_melds_with_known_cards_or_lays_off_is_certain_to_feed() -> None:
    game = bob_took_the_pile()
    seen = _sight(game, 0)
    assert risk.use_chance(parse_card("KH"), game.melds, seen) == 1.0  # J♥ Q♥ K♥
    assert risk.use_chance(parse_card("8S"), game.melds, seen) == 1.0  # on 5♠ 6♠ 7♠
    assert 0 < risk.use_chance(parse_card("2C"), game.melds, seen) < 0.5


def test_a_card_whose_partners_nobody_else_can_hold_is_safe() -> None:
    # Ann holds every other 9 and 8♥ 10♥; 7♥ and J♥ are on the table.
    hand = parse_cards("9H 9S 9D 9C 8H 10H")
    melds = [
        TableMeld(1, analyse_meld(parse_cards("7S 7H 7D")), (1, 1, 1)),
        TableMeld(2, analyse_meld(parse_cards("JS JH JD")), (1, 1, 1)),
    ]
    seen = risk.sight(hand, [], melds, Counter(), 7)
    assert risk.use_chance(parse_card("9H"), melds, seen) == 0.0
    assert risk.use_chance(parse_card("9S"), melds, seen) > 0


def test_a_card_next_to_another_players_discard_is_less_likely_to_feed_them() -> None:
    hand = parse_cards("8H 2C 4D")
    plain = risk.sight(hand, parse_cards("10H"), [], Counter(), 10)
    after = risk.sight(hand, parse_cards("10H"), [], Counter(), 10, shed=parse_cards("10H"))
    eight = parse_card("8H")
    assert risk.use_chance(eight, [], after) < risk.use_chance(eight, [], plain)


def test_refuses_to_discard_a_card_that_melds_with_cards_the_next_player_took() -> None:
    # The same pile draw by Bob; Ann then holds two melds back and K♥ K♣ beside them.
    hands = ("QH 3D 5D 6D 9S 9C KC", HANDS[1], "3C 4D 7C 10D JH 2S AH")
    game = game_after(BOB_TAKES_THE_PILE, hands=hands, up="7S", stock="7D 10S 3S KH 4H 9D")
    game.apply(0, "draw stock")  # 9♦
    assert memory.read_memory(game)[1] == Counter(parse_cards("QH 10S JH 3D"))
    assert hard.holding(game, 0)
    # Normal melds; its discard would be K♥ (the first of two equal loose cards). K♥ makes
    # J♥ Q♥ K♥ with Bob's known cards: hard lets K♣ go.
    assert choose_action(game, 0, RNG, "normal").startswith("meld")
    assert str(choose_discard(parse_cards("KH KC"))) == "KH"
    assert choose_action(game, 0, RNG, "hard") == "discard KC"


#: Bob's and Cat's hands in the games below: seven cards each, the stock long (thirty).
BOB = "2S 4S 6S 8S 10S QS AS"
CAT = "3D 5D 7D JD KD 3C 5C"


def deal(ann: str, up: str = "KC", stock: str = "", actions: Sequence[Action] = ()) -> Rummy500:
    """Ann (seat 0, first to play) holds ``ann``; Bob and Cat :data:`BOB` and :data:`CAT`."""
    return game_after(actions, hands=(ann, BOB, CAT), up=up, stock=stock)


def test_holds_back_a_meld_while_nobody_is_near_going_out() -> None:
    game = deal("5H 6H 7H 2C 9C KS 8D", stock="QC")
    game.apply(0, "draw stock")
    assert hard.holding(game, 0)
    assert choose_action(game, 0, RNG, "normal") == "meld 5H 6H 7H"
    action = choose_action(game, 0, RNG, "hard")
    assert action.startswith("discard ") and action.split()[1] not in ("5H", "6H", "7H")


def test_lets_its_low_cards_go_first() -> None:
    # No card of Ann's has a partner: normal lets the highest go, hard the lowest (a high
    # card melded later counts most, and a high discard feeds the others most).
    game = deal("KS 4C 9D 2H JC QH 7S", stock="8C")
    game.apply(0, "draw stock")
    assert choose_action(game, 0, RNG, "normal") == "discard KS"
    assert choose_action(game, 0, RNG, "hard") == "discard 2H"


#: What Bob holds below: three cards, close to going out.
SHORT = "2S 4S 6S"
LONG_STOCK = "4C 2D 9D 3H 8C 10D 7C 9C JC QC 10H JH QH"


def test_lays_its_melds_down_once_another_player_is_near_going_out() -> None:
    game = position(["5H 6H 7H 2C 9C KS", SHORT], stock=LONG_STOCK)
    game.apply(0, "draw stock")
    assert not hard.holding(game, 0)
    assert choose_action(game, 0, RNG, "hard") == "meld 5H 6H 7H"


def test_lays_its_melds_down_when_the_stock_runs_short() -> None:
    game = position(["5H 6H 7H 2C 9C KS", BOB], stock="4C 2D 9D")
    game.apply(0, "draw stock")
    assert not hard.holding(game, 0)
    assert choose_action(game, 0, RNG, "hard") == "meld 5H 6H 7H"


def test_melds_the_card_taken_from_the_pile_even_while_holding() -> None:
    game = deal("5H 6H 9S 9H 9C 2C KS", up="7H")
    game.apply(0, "draw 7H")
    assert hard.holding(game, 0)
    assert choose_action(game, 0, RNG, "hard") == "meld 5H 6H 7H"
    game.apply(0, "meld 5H 6H 7H")
    assert choose_action(game, 0, RNG, "normal") == "meld 9S 9H 9C"
    action = choose_action(game, 0, RNG, "hard")  # the nines held back
    assert action.startswith("discard ") and action.split()[1] not in ("9S", "9H", "9C")


def test_still_lays_off_on_the_table_while_holding() -> None:
    bob_melds: list[Action] = [(0, "draw stock"), (0, "discard 3H"), (1, "draw stock")]
    bob_melds += [(1, "meld 2S 3S 4S"), (1, "discard QS"), (2, "draw stock"), (2, "discard 3C")]
    game = deal("5H 6H 7H 5S 2C KS 3H", stock="9C 3S 4H 8C", actions=bob_melds)
    game.apply(0, "draw stock")
    assert hard.holding(game, 0)
    assert choose_action(game, 0, RNG, "hard") == "layoff 5S 1"


def test_goes_out_rather_than_holding() -> None:
    game = deal("5H 6H 7H 8H 9S 9H 9C", stock="2C")
    game.apply(0, "draw stock")
    assert hard.holding(game, 0)
    played = []
    while game.to_move() == [0] and game.hand_number == 1:
        action = choose_action(game, 0, RNG, "hard")
        played.append(action)
        game.apply(0, action)
    assert played == ["meld 5H 6H 7H 8H", "meld 9S 9H 9C", "discard 2C"]
    assert game.hand_log[0]["went_out"] == 0


def test_dumps_its_highest_card_when_another_is_about_to_go_out() -> None:
    game = position(["KS KH 4D 9C", "3S 4S"], discard="2D", stock="5C")
    game.apply(0, "draw stock")
    assert choose_action(game, 0, RNG, "normal") == "discard 9C"  # keeps its pair
    assert choose_action(game, 0, RNG, "hard") in ("discard KS", "discard KH")


def test_digs_for_cards_that_partner_its_hand() -> None:
    # Taking 4♥ melds 2♥ 3♥ 4♥ (9 points) but brings Q♣ (no partner: 10 against) along
    # with K♦ and 10♣, which pair with K♠ and 9♣: normal counts those nothing and draws
    # from the stock; hard counts them as melds to come and digs.
    game = position(["2H 3H KS 9C 5D", "3S"], discard="4H QC KD 10C", stock="3D")
    assert choose_action(game, 0, RNG, "normal") == "draw stock"
    assert choose_action(game, 0, RNG, "hard") == "draw 4H"


def test_every_choice_is_legal() -> None:
    for players in (2, 3, 5):
        game = Rummy500.create(["a", "b", "c", "d", "e"][:players], seed=players)
        game.options["target"] = 150
        rng = random.Random(players)
        while not game.over:
            seat = game.to_move()[0]
            action = choose_action(game, seat, rng, "hard")
            assert action in [str(a) for a in game.legal_actions(seat)]
            game.apply(seat, action)
