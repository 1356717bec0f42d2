"""Hearts Deluxe (RULES.md §2): four players, passing, tricks, J♦ −10 and the moon.

Actions: ``pass QS AH KH`` (three cards, all four seats at once) and ``play 2C``.

A hand goes: deal 13 each; pass three cards (left, right, across, then a keeper hand with no
pass; the cards received are seen once all four have passed); the 2♣ holder leads any club;
thirteen tricks; scoring. Hands follow until a total exceeds the point limit; the lowest
total wins and ties share the win.

Hearts are broken once a heart or Q♠ has been played to a trick (the seed: "after a heart or
the queen of spades has been played"), which also covers a leader who holds nothing else.
While passing, a seat that has passed holds ten cards until everyone has passed.

Seats play in order 0, 1, 2, 3, so a seat's left neighbour is the next seat. The rules
draw no first player (the 2♣ holder leads), so ``first_player`` is only recorded.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from engine import i18n
from engine.cards import (
    STANDARD_52,
    Card,
    new_deck,
    parse_card,
    shuffled,
    sorted_cards,
)
from engine.core import (
    Action,
    Event,
    Game,
    IllegalAction,
    OptionSpec,
    read_decks,
)
from engine.hearts import events as kinds
from engine.hearts.actions import HeartsAction, Pass, PassChoice, Play, parse
from engine.hearts.phases import Phase
from engine.hearts.rules import (
    HAND_SIZE,
    JACK_OF_DIAMONDS,
    PASS_SIZE,
    PLAYERS,
    QUEEN_OF_SPADES,
    TWO_OF_CLUBS,
    PassDirection,
    is_point_card,
    legal_plays,
    lowest_ranked_key,
    pass_direction,
    points_of,
    refusal,
    score_hand,
    trick_winner,
)
from engine.hearts.view import (
    HAND_SCORE,
    HEARTS_RESULT,
    HeartsSeatView,
    HeartsView,
    LastTrick,
    Played,
    notes,
    playable_cards,
)
from engine.state import (
    BOOL,
    CARDS,
    CARDS_PER_SEAT,
    DICT,
    INT,
    Field,
    Kind,
    list_of,
    nested,
    optional,
    text_enum,
)
from engine.views import Hand, seats_of

PASSING = Phase.PASSING
PLAYING = Phase.PLAYING
OVER = Phase.OVER


#: A card played to the trick, with its seat.
PLAYED_CARD: Kind[tuple[int, Card]] = Kind(
    lambda played: {"seat": played[0], "card": str(played[1])},
    lambda data: (int(data["seat"]), parse_card(data["card"])),
)


@dataclass(frozen=True, slots=True)
class Trick:
    """A finished trick: its cards in the order played, with seats, and the winner."""

    cards: tuple[tuple[int, Card], ...]
    winner: int

    @property
    def points(self) -> int:
        return points_of(c for _, c in self.cards)

    def to_dict(self) -> dict[str, Any]:
        return {
            "cards": [{"seat": s, "card": str(c)} for s, c in self.cards],
            "winner": self.winner,
            "points": self.points,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Trick:
        cards = tuple((int(d["seat"]), parse_card(d["card"])) for d in data["cards"])
        return cls(cards, int(data["winner"]))


class Hearts(Game):
    game_id: ClassVar[str] = "hearts"
    title: ClassVar[str] = "Hearts Deluxe"
    min_players: ClassVar[int] = PLAYERS
    max_players: ClassVar[int] = PLAYERS
    higher_wins: ClassVar[bool] = False
    option_specs: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec(
            "point_limit",
            100,
            "the game ends after the hand in which a player's total exceeds this",
            minimum=1,
            maximum=10_000,
        ),
        OptionSpec(
            "turn_seconds",
            60,
            "seconds for a move or a pass (0: no limit)",
            minimum=0,
            maximum=3600,
        ),
    )

    state_fields: ClassVar[tuple[Field, ...]] = (
        Field("decks", CARDS_PER_SEAT),
        Field("totals", list_of(INT)),
        Field("hand_number", INT),
        Field("phase", text_enum(Phase)),
        Field("hands", CARDS_PER_SEAT),
        Field("passes", list_of(optional(CARDS))),
        Field("received", CARDS_PER_SEAT),
        Field("trick", list_of(PLAYED_CARD)),
        Field("leader", INT, present=lambda game: game.phase != PASSING),
        Field("tricks", list_of(nested(Trick))),
        Field("hearts_broken", BOOL),
        Field("hand_log", list_of(DICT)),
    )

    totals: list[int]
    hand_number: int
    decks: list[list[Card]]
    phase: Phase
    hands: list[list[Card]]
    passes: list[list[Card] | None]
    received: list[list[Card]]
    trick: list[tuple[int, Card]]
    leader: int
    tricks: list[Trick]
    hearts_broken: bool
    hand_log: list[dict[str, Any]]

    # ----------------------------------------------------------------- creation

    def setup(self, deck: Sequence[Any] | None, first_player: int | None) -> None:
        """``deck`` is one deck (the first hand) or a list of decks (one per hand), each dealt
        in blocks of 13 to seats 0..3; hands without one are shuffled with the seed."""
        self.first_player = first_player or 0
        self.decks = read_decks(deck, STANDARD_52)
        self.totals = [0] * PLAYERS
        self.hand_number = 0
        self.hand_log = []
        self._deal()

    def _deal(self) -> list[Event]:
        self.hand_number += 1
        index = self.hand_number - 1
        if index < len(self.decks):
            deck = self.decks[index]
        else:
            deck = shuffled(new_deck(), self.next_rng())
        self.hands = [
            sorted_cards(deck[seat * HAND_SIZE : (seat + 1) * HAND_SIZE]) for seat in range(PLAYERS)
        ]
        self.passes = [None] * PLAYERS
        self.received = [[] for _ in range(PLAYERS)]
        self.trick = []
        self.tricks = []
        self.hearts_broken = False
        direction = self.pass_direction
        if direction is PassDirection.KEEPER:
            self._start_play()
        else:
            self.phase = PASSING
        return [
            Event.of(
                kinds.DEALT,
                data={"hand_number": self.hand_number, "pass_direction": direction.value},
                key=f"event.hearts.dealt.{direction.value}",
                number=self.hand_number,
            )
        ]

    def _start_play(self) -> None:
        self.phase = PLAYING
        self.leader = next(s for s in range(PLAYERS) if TWO_OF_CLUBS in self.hands[s])

    # ----------------------------------------------------------------- state queries

    @property
    def pass_direction(self) -> PassDirection:
        return pass_direction(self.hand_number)

    @property
    def over(self) -> bool:
        return self.phase == OVER

    @property
    def first_trick(self) -> bool:
        return not self.tricks

    @property
    def led_suit(self) -> str | None:
        return self.trick[0][1].suit if self.trick else None

    def to_move(self) -> list[int]:
        if self.phase == PASSING:
            return [s for s in range(PLAYERS) if self.passes[s] is None]
        if self.phase == PLAYING:
            return [(self.leader + len(self.trick)) % PLAYERS]
        return []

    def not_your_turn(self, player: int) -> IllegalAction:
        if self.phase == PASSING:
            return IllegalAction.of("hearts.passed_already", waiting=self.waiting_for())
        return super().not_your_turn(player)

    def legal_cards(self, player: int) -> list[Card]:
        """The cards ``player`` may play now (empty when it is not their turn to play)."""
        if self.phase != PLAYING or player != self.to_move()[0]:
            return []
        return legal_plays(self.hands[player], self.led_suit, self.first_trick, self.hearts_broken)

    @classmethod
    def parse_action(cls, text: str) -> HeartsAction:
        return parse(text)

    def legal_actions(self, player: int) -> list[HeartsAction]:
        """Every legal action: each ``play`` of a legal card, or while passing every choice
        of three held cards (286 of them for 13 cards)."""
        if self.phase == PASSING and self.passes[player] is None:
            return [Pass(trio) for trio in itertools.combinations(self.hands[player], PASS_SIZE)]
        return [Play(c) for c in self.legal_cards(player)]

    def has_legal_action(self, player: int) -> bool:
        return player in self.to_move()

    def scores(self) -> list[int]:
        return list(self.totals)

    def hand(self, player: int) -> list[Card]:
        return sorted_cards(self.hands[player])

    def deck_size(self) -> int:
        return 0

    def taken_cards(self) -> list[list[Card]]:
        """The cards each seat has won in tricks this hand."""
        taken: list[list[Card]] = [[] for _ in range(PLAYERS)]
        for trick in self.tricks:
            taken[trick.winner].extend(c for _, c in trick.cards)
        return taken

    def hand_points(self) -> list[int]:
        """Points each seat has taken this hand so far (before any moon is counted)."""
        return [points_of(cards) for cards in self.taken_cards()]

    # ----------------------------------------------------------------- actions

    def apply_action(self, player: int, action: Action) -> list[Event]:
        match action:
            case Pass(cards):
                if self.phase != PASSING:
                    raise self._no_pass()
                return self._pass(player, list(cards))
            case Play(card):
                if self.phase == PASSING:
                    raise IllegalAction.of(f"hearts.pass_first.{self.pass_direction.value}")
                return self._play(player, card)
        raise IllegalAction.of("hearts.moves.unknown", verb=str(action).partition(" ")[0])

    def _no_pass(self) -> IllegalAction:
        if self.pass_direction is PassDirection.KEEPER:
            return IllegalAction.of("hearts.play.keeper")
        return IllegalAction.of("hearts.play.passed")

    def timeout_action(self, player: int) -> list[Event]:
        """Pass the three lowest-ranked cards, or play the lowest-ranked legal card."""
        name = self.players[player]
        if self.phase == PASSING:
            lowest = sorted(self.hands[player], key=lowest_ranked_key)[:PASS_SIZE]
            note = Event.of(kinds.TIMED_OUT, player, key="event.hearts.timed_out.pass", name=name)
            return [note, *self._pass(player, lowest)]
        chosen = min(self.legal_cards(player), key=lowest_ranked_key)
        note = Event.of(kinds.TIMED_OUT, player, key="event.hearts.timed_out.play", name=name)
        return [note, *self._play(player, chosen)]

    def _pass(self, player: int, cards: list[Card]) -> list[Event]:
        if len(cards) != PASS_SIZE:
            raise IllegalAction.of("hearts.pass_first.count", count=len(cards))
        for c in cards:
            if cards.count(c) > 1:
                raise IllegalAction.of("hearts.named_twice", card=c.symbol)
            if c not in self.hands[player]:
                raise IllegalAction.of("hearts.not_held", card=c.symbol)
        self.passes[player] = sorted_cards(cards)
        self.hands[player] = [c for c in self.hands[player] if c not in cards]
        name = self.players[player]
        events = [Event.of(kinds.PASSED, player, key="event.hearts.passed", name=name)]
        if any(p is None for p in self.passes):
            return events
        direction = self.pass_direction
        for seat in range(PLAYERS):
            self.received[seat] = list(self.passes[direction.source(seat)] or [])
            self.hands[seat] = sorted_cards(self.hands[seat] + self.received[seat])
        self._start_play()
        leader = self.players[self.leader]
        events.append(
            Event.of(
                kinds.PASS_DONE,
                data={"pass_direction": direction.value, "leader": self.leader},
                key=f"event.hearts.pass_done.{direction.value}",
                leader=leader,
            )
        )
        return events

    def _play(self, player: int, played: Card) -> list[Event]:
        hand = self.hands[player]
        refused = refusal(hand, played, self.led_suit, self.first_trick, self.hearts_broken)
        if refused is not None:
            raise refused
        hand.remove(played)
        self.trick.append((player, played))
        name = self.players[player]
        events = [
            Event.of(
                kinds.PLAYED,
                player,
                {"card": str(played)},
                key="event.hearts.played",
                name=name,
                card=played.symbol,
            )
        ]
        if is_point_card(played) and not self.hearts_broken:
            self.hearts_broken = True
            events.append(Event.of(kinds.HEARTS_BROKEN, player, key="event.hearts.broken"))
        if len(self.trick) == PLAYERS:
            events.extend(self._finish_trick())
        return events

    def _finish_trick(self) -> list[Event]:
        trick = Trick(tuple(self.trick), trick_winner(self.trick))
        self.tricks.append(trick)
        self.trick = []
        self.leader = trick.winner
        points = trick.points
        key = "event.hearts.trick"
        if points:
            key += ".point" if abs(points) == 1 else ".points"
        events = [
            Event.of(
                kinds.TRICK_WON,
                trick.winner,
                {"cards": [str(c) for _, c in trick.cards], "points": points},
                key=key,
                name=self.players[trick.winner],
                points=points,
            )
        ]
        if len(self.tricks) == HAND_SIZE:
            events.extend(self._finish_hand())
        return events

    def _finish_hand(self) -> list[Event]:
        taken = self.taken_cards()
        score = score_hand(taken)
        for seat, points in enumerate(score.points):
            self.totals[seat] += points
        self.hand_log.append(
            {
                "hand_number": self.hand_number,
                "pass_direction": self.pass_direction.value,
                "points": list(score.points),
                "moon": score.moon,
                "queen": _taker(taken, QUEEN_OF_SPADES),
                "jack": _taker(taken, JACK_OF_DIAMONDS),
                "totals": list(self.totals),
            }
        )
        summary = i18n.series(
            _seat_score(self.players[s], p, taken[s], score.moon == s)
            for s, p in enumerate(score.points)
        )
        params: dict[str, Any] = {"number": self.hand_number, "summary": summary}
        if score.moon is not None:
            params["name"] = self.players[score.moon]
        events = [
            Event.of(
                kinds.HAND_SCORED,
                data={"points": list(score.points), "moon": score.moon, "totals": self.scores()},
                key="event.hearts.hand_scored" + (".moon" if score.moon is not None else ""),
                **params,
            )
        ]
        limit = self.options["point_limit"]
        if any(total > limit for total in self.totals):
            self.phase = OVER
            result = self.result()
            shared = len(result.winners) > 1
            events.append(
                Event.of(
                    kinds.GAME_OVER,
                    data=result.to_dict(),
                    key="event.hearts.game_over" + (".shared" if shared else ""),
                    limit=limit,
                    winners=[self.players[w] for w in result.winners],
                    points=self.totals[result.winners[0]],
                )
            )
            return events
        events.extend(self._deal())
        return events

    # ----------------------------------------------------------------- views

    def record_fields(self) -> dict[str, Any]:
        """``trick``, ``taken`` (points taken this hand per seat, before any moon),
        ``hand_number`` and ``legal``.

        ``legal`` lists the legal actions of the seat to move (``play 2C``...). While passing,
        when several seats may act and any three held cards make a pass, it holds one compact
        entry per seat still to pass, in seat order: ``"pass 3 of 2C 5C ... AH"``.
        """
        if self.phase == PASSING:
            choices = [PassChoice(PASS_SIZE, tuple(self.hands[s])) for s in self.to_move()]
            legal = [str(choice) for choice in choices]
        else:
            legal = [str(a) for s in self.to_move() for a in self.legal_actions(s)]
        return {
            "trick": [{"seat": s, "card": str(c)} for s, c in self.trick],
            "taken": self.hand_points(),
            "hand_number": self.hand_number,
            "legal": legal,
        }

    def view(self, player: int | None = None) -> HeartsView:
        """The public table, plus for ``player`` their hand, legal cards and pass
        (:mod:`engine.hearts.view`)."""
        public: dict[str, Any] = {
            "game": self.game_id,
            "title": self.title,
            "seats": seats_of(
                self.players, self.scores(), [len(h) for h in self.hands], notes(self.hand_points())
            ),
            "to_move": tuple(self.to_move()),
            "stock": None,
            "over": self.over,
            "turn_seconds": self.turn_seconds(),
            "hand_points": tuple(self.hand_points()),
            "phase": self.phase,
            "pass_direction": self.pass_direction.value,
            "passed": tuple(s for s in range(PLAYERS) if self.passes[s] is not None),
            "hearts_broken": self.hearts_broken,
            "trick": tuple(Played(s, c) for s, c in self.trick),
            "winning": trick_winner(self.trick) if self.trick else None,
            "leader": self.leader if self.phase != PASSING else None,
            "tricks_played": len(self.tricks),
            "last_trick": last_trick(self.tricks[-1]) if self.tricks else None,
            "last_hand": HAND_SCORE.read(self.hand_log[-1]) if self.hand_log else None,
            "hand_number": self.hand_number,
            "point_limit": self.options["point_limit"],
            "result": (
                HEARTS_RESULT.read({**self.result().to_dict(), "hands": self.hand_log})
                if self.over
                else None
            ),
        }
        if player is None:
            return HeartsView(**public)
        chosen = self.passes[player]
        pass_done = self.phase != PASSING and self.pass_direction is not PassDirection.KEEPER
        if self.phase == PASSING:
            legal = self.hands[player] if chosen is None else []
        else:
            legal = self.legal_cards(player)
        legal_cards = tuple(sorted_cards(legal))
        playable = playable_cards(self.phase, public["to_move"], player, legal_cards)
        return HeartsSeatView(
            **public,
            viewer=player,
            hand=Hand(cards=tuple(self.hand(player)), playable=playable),
            legal=legal_cards,
            received=tuple(self.received[player]) if pass_done else None,
            selected_pass=tuple(chosen) if chosen is not None else None,
        )


def last_trick(trick: Trick) -> LastTrick:
    """The view's record of a trick taken."""
    played = tuple(Played(seat, card) for seat, card in trick.cards)
    return LastTrick(played, trick.winner, trick.points)


def _seat_score(name: str, points: int, taken: Sequence[Card], moon: bool) -> dict[str, Any]:
    """A seat's points for a hand and where they come from, as a phrase of the catalogue:
    ``ann +2 (2 hearts)``, ``bob +13 (Q♠ 13)``, or just ``cid +0``."""
    hearts = sum(1 for c in taken if c.suit == "H")
    parts: list[Any] = [i18n.phrase("hearts.why.moon")] if moon else []
    if hearts and not moon:
        parts.append(i18n.phrase("hearts.why.hearts", count=hearts))
    if QUEEN_OF_SPADES in taken and not moon:
        parts.append(f"{QUEEN_OF_SPADES.symbol} 13")
    if JACK_OF_DIAMONDS in taken:
        parts.append(f"{JACK_OF_DIAMONDS.symbol} −10")
    if not parts:
        return i18n.phrase("hearts.seat_score", name=name, points=f"{points:+d}")
    return i18n.phrase(
        "hearts.seat_score.why", name=name, points=f"{points:+d}", why=i18n.series(parts)
    )


def _taker(taken: list[list[Card]], wanted: Card) -> int:
    """The seat that took ``wanted`` in a finished hand."""
    return next(seat for seat, cards in enumerate(taken) if wanted in cards)
