"""The deal ceremony of 21-card rummy (RULES.md §4; the steps in
:mod:`engine.rummy21.game`): the cut for the first dealer, the shuffle and the cut, the
deal, the Joker, and the check of the deal, with their timeouts.

Each function takes the game's state (:class:`engine.rummy21.state.IndianRummyState`),
changes it and returns the events; the game has checked that
``player`` may act.

**By hand or automatic** (the ``ceremony`` option). By hand (``"hand"``, the rules as the
seed has them), each cut and the Joker's draw waits for its player. Automatic (``"auto"``,
the house's choice for new tables), :func:`run_automatic` makes every step at once as soon
as it is due: each cut is a random number of cards within the rule's bounds, drawn from
the game's seed as a timeout's is, made for the very player the rule names (so the rule of
who cuts, who deals and who draws still holds, and the events show it), and the Joker is
turned at once. A record without the option is a game by hand: records and saved tables
from before the option mean what they meant.
"""

from __future__ import annotations

from typing import Any

from engine import i18n
from engine.cards import shuffled
from engine.core import Action, Event, IllegalAction
from engine.rummy21 import deal as dealing
from engine.rummy21 import events as kinds
from engine.rummy21.actions import Cut, DrawJoker
from engine.rummy21.phases import CUT, CUT_FOR_DEAL, JOKER, PLAY
from engine.rummy21.rules import HAND_SIZE, honour_cards
from engine.rummy21.state import IndianRummyState


def act(game: IndianRummyState, player: int, action: Action) -> list[Event]:
    """A ceremony action: ``cut N`` while the pack is cut, ``joker`` when it is drawn."""
    if game.phase in (CUT_FOR_DEAL, CUT):
        if not isinstance(action, Cut):
            first = "choose_dealer" if game.phase == CUT_FOR_DEAL else "for_dealer"
            raise IllegalAction.of(
                f"rummy21.cut.{first}", low=dealing.MIN_CUT, high=dealing.MAX_CUT
            )
        return cut(game, player, cut_size(action.above))
    if not isinstance(action, DrawJoker):
        raise IllegalAction.of("rummy21.joker.first")
    return draw_joker(game, player)


#: The ``ceremony`` option's values.
BY_HAND = "hand"
AUTOMATIC = "auto"
#: The phases in which a ceremony step is due.
STEPS = (CUT_FOR_DEAL, CUT, JOKER)


def is_automatic(game: IndianRummyState) -> bool:
    """Whether the game's ceremony makes itself (a game saved before the option was by
    hand)."""
    return game.options.get("ceremony", BY_HAND) == AUTOMATIC


def run_automatic(game: IndianRummyState) -> list[Event]:
    """In an automatic ceremony, every step that is due, each for the player the rules
    name, until the deal is in play (nothing when the game is by hand or in play)."""
    events: list[Event] = []
    while is_automatic(game) and game.phase in STEPS:
        (player,) = game.to_move()
        if game.phase == JOKER:
            events += draw_joker(game, player)
        else:
            above = game.next_rng().randint(dealing.MIN_CUT, dealing.MAX_CUT)
            events += cut(game, player, above, automatic=True)
    return events


def timeout(game: IndianRummyState, player: int) -> list[Event]:
    """The bot cuts at random, or draws the Joker, for ``player``."""
    if game.phase in (CUT_FOR_DEAL, CUT):
        above = game.next_rng().randint(dealing.MIN_CUT, dealing.MAX_CUT)
        events = cut(game, player, above)
        return [timed_out(player, game.players[player], "cut"), *events]
    return [
        timed_out(player, game.players[player], "joker"),
        *draw_joker(game, player),
    ]


def cut(game: IndianRummyState, player: int, above: int, *, automatic: bool = False) -> list[Event]:
    """``player`` lifts ``above`` cards (``automatic``: the ceremony cut for them; the
    events say so)."""
    name = game.players[player]
    auto = ".auto" if automatic else ""
    if game.phase == CUT_FOR_DEAL:
        shown = dealing.cut_card(game.pack, above)
        game.pack = dealing.cut(game.pack, above)
        game.cut_cards[player] = shown
        events = [
            Event.of(
                kinds.CUT_FOR_DEAL,
                player,
                {"above": above, "card": str(shown)},
                key=f"event.rummy21.cut_for_deal{auto}",
                name=name,
                above=above,
                card=shown.symbol,
            )
        ]
        if len(game.cut_cards) == len(game.contenders):
            events += _choose_dealer(game)
        return events
    if not game.pack_explicit:
        game.pack = dealing.cut(game.pack, above)
    events = [
        Event.of(
            kinds.CUT,
            player,
            {"above": above},
            key=f"event.rummy21.cut{auto}",
            name=name,
            above=above,
        )
    ]
    return events + _deal_cards(game)


def _choose_dealer(game: IndianRummyState) -> list[Event]:
    lowest = min(dealing.cut_rank(c) for c in game.cut_cards.values())
    tied = [s for s in game.contenders if dealing.cut_rank(game.cut_cards[s]) == lowest]
    game.cut_cards = {}
    if len(tied) > 1:
        game.contenders = tied
        names = ", ".join(game.players[s] for s in tied)
        return [
            Event.of(kinds.CUT_TIE, None, {"seats": tied}, key="event.rummy21.cut_tie", names=names)
        ]
    game.contenders = []
    game.dealer = tied[0]
    game.first_player = tied[0]
    name = game.players[tied[0]]
    event = Event.of(kinds.DEALER, tied[0], {}, key="event.rummy21.dealer", name=name)
    return [event, *start_deal(game)]


def start_deal(game: IndianRummyState) -> list[Event]:
    """Shuffle (or take the record's deck) and wait for the cut."""
    assert game.dealer is not None
    game.phase = CUT
    index = game.deal_number - 1
    if index < len(game.decks):
        game.pack = list(game.decks[index])
        game.pack_explicit = True
    else:
        rng = game.next_rng()
        game.pack = shuffled(shuffled(dealing.three_packs(), rng), rng)
        game.pack_explicit = False
    dealer = game.players[game.dealer]
    cutter = game.players[game.right_of(game.dealer)]
    return [
        Event.of(
            kinds.SHUFFLED,
            game.dealer,
            {"deal": game.deal_number},
            key="event.rummy21.shuffled",
            deal=game.deal_number,
            dealer=dealer,
            cutter=cutter,
        )
    ]


def _deal_cards(game: IndianRummyState) -> list[Event]:
    assert game.dealer is not None
    hands, open_card, rest = dealing.deal(game.pack, game.seats)
    game.hands = hands
    game.open_pile = [open_card]
    game.stock = rest if game.pack_explicit else shuffled(rest, game.next_rng())
    game.pack = []
    game.phase = JOKER
    drawer = game.players[game.left_of(game.dealer)]
    return [
        Event.of(
            kinds.DEALT,
            game.dealer,
            {"open": str(open_card)},
            key="event.rummy21.dealt",
            dealer=game.players[game.dealer],
            size=HAND_SIZE,
            card=open_card.symbol,
            drawer=drawer,
        )
    ]


def draw_joker(game: IndianRummyState, player: int) -> list[Event]:
    joker = game.stock.pop(0)
    # RULES.md §4 [amended]: the card that shows the Joker goes back face up under the
    # stock and is drawn last.
    game.stock.append(joker)
    game.joker = joker
    below, _, above = honour_cards(joker)
    events = [
        Event.of(
            kinds.JOKER,
            player,
            {"joker": str(joker), "honours": [str(c) for c in honour_cards(joker)]},
            key=f"event.rummy21.joker.{_RANK_WORDS.get(joker.rank, 'number')}",
            name=game.players[player],
            joker=joker.symbol,
            rank=joker.rank,
            below=below.symbol,
            above=above.symbol,
        )
    ]
    problem = dealing.integrity_problem(game.hands, game.open_pile, game.stock, game.players)
    if problem is not None:
        return events + _wrong_deal(game, problem)
    game.phase = PLAY
    game.turn = player
    game.drawn = False
    return events


def _wrong_deal(game: IndianRummyState, problem: dict[str, Any]) -> list[Event]:
    """A deal that failed the check: log it; the same dealer shuffles afresh and the
    same player (on the dealer's right) cuts again before the new deal."""
    assert game.dealer is not None
    dealer = game.players[game.dealer]
    cutter = game.players[game.right_of(game.dealer)]
    event = Event.of(
        kinds.WRONG_DEAL,
        game.dealer,
        {"problem": i18n.worded(problem)},
        key="event.rummy21.wrong_deal",
        problem=problem,
        dealer=dealer,
        cutter=cutter,
    )
    game.hands = [[] for _ in range(game.seats)]
    game.open_pile, game.stock, game.joker = [], [], None
    rng = game.next_rng()
    game.pack = shuffled(shuffled(dealing.three_packs(), rng), rng)
    game.pack_explicit = False
    game.phase = CUT
    return [event]


def cut_size(above: int) -> int:
    """The N of ``cut N``, checked."""
    if not dealing.MIN_CUT <= above <= dealing.MAX_CUT:
        raise IllegalAction.of(
            "rummy21.cut.margin",
            margin=dealing.CUT_MARGIN,
            low=dealing.MIN_CUT,
            high=dealing.MAX_CUT,
        )
    return above


def timed_out(seat: int, name: str, what: str) -> Event:
    """The event of a timeout: what the bot did for ``name`` (``cut``, ``joker``, ``play``
    or ``drop``, the last of the catalogue key)."""
    return Event.of(kinds.TIMEOUT, seat, {}, key=f"event.rummy21.timeout.{what}", name=name)


#: The Joker's rank as its sentence words it (other ranks are numbers).
_RANK_WORDS = {11: "jack", 12: "queen", 13: "king", 14: "ace"}
