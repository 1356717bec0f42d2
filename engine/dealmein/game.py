"""Deal Me In (RULES.md §1): the game state, its moves, the end and the settlement.

Action notation (case-insensitive; cards as in :mod:`engine.cards`):

- ``place F6 across AS KS QS JS 10S`` / ``place G7 down JK=7H 7D``: the cards fill the empty
  squares from the start square rightwards (``across``) or downwards (``down``), skipping
  covered squares;
- ``swap 2C 7D``: back into the deck for as many new cards, −10 points each;
- ``pass``: only with an empty deck, or when the hand holds only jokers (which cannot be
  swapped) and none of them can be placed: a player who can neither place nor swap passes;
- ``reclaim 7H``: put the real card on the board joker nominated as it and take the joker
  back. Reclaims open a move, so they are written before the rest of it, separated by
  ``;``: ``reclaim 7H; place F7 down JK=8S 9S``. A lone ``reclaim 7H`` (or ``reclaim 7H 8S``)
  is the first step of the move: it is applied, the same player is still to move, and the
  move goes on with more reclaims, then a placement, a swap or a pass. That lets a front end
  offer a reclaim as its own button, and a timeout after a reclaim is an ordinary timeout.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import Any, ClassVar

from engine import i18n
from engine.cards import (
    JOKER,
    STANDARD_52,
    Card,
    PlayedJoker,
    parse_card,
    parse_played,
    shuffled,
    sorted_cards,
)
from engine.core import (
    Action,
    Event,
    Game,
    GameSetupError,
    IllegalAction,
    OptionSpec,
)
from engine.dealmein import events as kinds
from engine.dealmein import movegen
from engine.dealmein.actions import (
    DealMeInAction,
    Pass,
    Place,
    Reclaim,
    Swap,
    parse,
    steps_of,
)
from engine.dealmein.board import JOKER_SQUARES, SIZE, square_index, square_name
from engine.dealmein.combos import code_of, evaluate
from engine.dealmein.placement import (
    BoardCard,
    Placement,
    check_cards_held,
    check_placement,
    neighbours,
    span_name,
    symbols,
)
from engine.dealmein.view import DealMeInSeatView, DealMeInView, Line, notes
from engine.state import CARDS, CARDS_PER_SEAT, INT, PLAIN, Field, Kind, list_of
from engine.views import Hand, seats_of

HAND_SIZE = 7
START_POINTS = 150
SWAP_PENALTY = 10
SETTLEMENT_PER_CARD = 10
JOKER_PENALTY = 50
LEVEL_SECONDS: dict[str, int | None] = {
    "unlimited": None,
    "social": 120,
    "competitive": 60,
    "expert": 30,
}

REASON_OUT = "a player has no cards"
REASON_NO_PLAY = "no further play is possible"
REASON_BLOCKED = "the board is blocked"


#: The catalogue key of each reason the game ends (the reason itself, in English, is
#: what the game's ``ending`` records).
_REASON_KEYS = {
    REASON_OUT: "dealmein.end.out",
    REASON_NO_PLAY: "dealmein.end.no_play",
    REASON_BLOCKED: "dealmein.end.blocked",
}


def _settled(
    names: Sequence[str], counts: list[int], fewest: int, paid: dict[str, int]
) -> dict[str, Any]:
    """One payment of the settlement, with why (the cards held beyond the fewest), as a
    phrase of the catalogue."""
    extra = counts[paid["from"]] - fewest
    return i18n.phrase(
        "dealmein.settled",
        payee=names[paid["to"]],
        points=paid["points"],
        payer=names[paid["from"]],
        count=extra,
        each=SETTLEMENT_PER_CARD,
    )


#: The board by square name, in square order (``{"F6": "AS", "G6": "JK=7H"}``).
BOARD: Kind[dict[int, BoardCard]] = Kind(
    lambda board: {square_name(s): str(board[s]) for s in sorted(board)},
    lambda data: {square_index(s): parse_played(c) for s, c in data.items()},
)
#: Squares by name (``["A1", "M13"]``).
SQUARES: Kind[list[int]] = list_of(Kind(square_name, square_index))


def _deck_from(cards: Sequence[Any]) -> list[Card]:
    deck = [parse_card(str(c)) for c in cards]
    if len(deck) != len(STANDARD_52) or set(deck) != set(STANDARD_52):
        raise GameSetupError("a Deal Me In deck is the 52 cards of one pack, each once")
    return deck


class DealMeIn(Game):
    """A game of Deal Me In. State: the board (square index -> card or nominated joker),
    hands, deck (in draw order), scores, the joker squares not yet won, whose turn it is
    and the counters of the end conditions."""

    game_id: ClassVar[str] = "dealmein"
    title: ClassVar[str] = "Deal Me In"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    option_specs: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec(
            "level",
            "social",
            "time per move: unlimited, social (120 s), competitive (60 s), expert (30 s)",
            choices=tuple(LEVEL_SECONDS),
        ),
        OptionSpec(
            "blocked_rounds",
            2,
            "full rounds without a placement (deck not empty) that end the game",
            minimum=1,
            maximum=10,
        ),
    )

    state_fields: ClassVar[tuple[Field, ...]] = (
        Field("board", BOARD),
        Field("hands", CARDS_PER_SEAT),
        Field("deck", CARDS),
        Field("points", list_of(INT)),
        Field("jokers_left", SQUARES),
        Field("turn", INT),
        Field("passes", INT),
        Field("idle_turns", INT),
        Field("reclaimed", SQUARES),
        Field("last_move", PLAIN),
        Field("ending", PLAIN),
        Field("dealt_deck", PLAIN, default=None),
    )

    board: dict[int, BoardCard]
    hands: list[list[Card]]
    deck: list[Card]
    points: list[int]
    jokers_left: list[int]
    turn: int
    #: Passes in a row (the deck empty: every player passing ends the game).
    passes: int
    #: Turns in a row without a placement (swaps, timeouts).
    idle_turns: int
    #: Squares reclaimed so far in the move of the player to move.
    reclaimed: list[int]
    last_move: dict[str, Any] | None
    ending: dict[str, Any] | None
    #: The explicit deck the game was created with (kept for its record), or None.
    dealt_deck: list[str] | None

    # ----------------------------------------------------------------- setup

    def setup(self, deck: Sequence[Any] | None, first_player: int | None) -> None:
        cards = _deck_from(deck) if deck is not None else shuffled(STANDARD_52, self.next_rng())
        self.dealt_deck = [str(c) for c in cards] if deck is not None else None
        seats = len(self.players)
        self.hands = [cards[i * HAND_SIZE : (i + 1) * HAND_SIZE] for i in range(seats)]
        self.deck = cards[seats * HAND_SIZE :]
        drawn = self.next_rng().randrange(seats)  # drawn even when given: the same future
        self.first_player = drawn if first_player is None else first_player
        self.turn = self.first_player
        self.board = {}
        self.points = [START_POINTS] * seats
        self.jokers_left = [square_index(s) for s in JOKER_SQUARES]
        self.passes = 0
        self.idle_turns = 0
        self.reclaimed = []
        self.last_move = None
        self.ending = None

    # ----------------------------------------------------------------- play

    def to_move(self) -> list[int]:
        return [] if self.ending else [self.turn]

    @classmethod
    def parse_action(cls, text: str) -> DealMeInAction:
        return parse(text)

    def apply_action(self, player: int, action: Action) -> list[Event]:
        reclaiming, finish = steps_of(action)
        board = dict(self.board)
        hand = list(self.hands[player])
        reclaimed = self._reclaim(board, hand, reclaiming)
        placement = None
        match finish:
            case Place(start, direction, cards):
                placement = check_placement(board, hand, start, direction, cards, self.jokers_left)
            case Swap(cards):
                self._check_swap(hand, cards)
            case Pass():
                self._check_pass(board, hand)
        # Everything is checked: nothing below refuses.
        self.board, self.hands[player] = board, hand
        self.reclaimed += reclaimed
        events = self._reclaim_events(player, reclaimed)
        if placement is not None:
            return events + self._place(player, placement)
        if isinstance(finish, Swap):
            return events + self._swap(player, list(finish.cards))
        if isinstance(finish, Pass):
            return events + self._pass(player)
        self.last_move = {
            "player": player,
            "kind": "reclaim",
            "squares": [square_name(s) for s in self.reclaimed],
            "score": 0,
            "text": " ".join(e.text for e in events),
        }
        return events

    def timeout_action(self, player: int) -> list[Event]:
        name = self.players[player]
        swappable = sorted_cards(c for c in self.hands[player] if not c.is_joker)
        if self.deck and swappable:
            card = self.next_rng().choice(swappable)
            self._exchange(player, [card])
            self.points[player] -= SWAP_PENALTY
            key = "event.dealmein.timeout.swap"
            score = -SWAP_PENALTY
            self.passes = 0
        else:
            key = "event.dealmein.timeout.jokers" if self.deck else "event.dealmein.timeout.pass"
            score = 0
            self.passes += 1
        self.idle_turns += 1
        event = Event.of(
            kinds.TIMEOUT, player, {"score": score}, key=key, name=name, penalty=SWAP_PENALTY
        )
        return [event, *self._end_move(player, "timeout", [], score, event.text)]

    # ----------------------------------------------------------------- the moves

    def _reclaim(
        self, board: dict[int, BoardCard], hand: list[Card], cards: Sequence[Card]
    ) -> list[int]:
        """Reclaim board jokers with ``cards`` (in the given copies of board and hand)."""
        squares: list[int] = []
        for card in cards:
            if card.is_joker:
                raise IllegalAction.of("dealmein.reclaim.joker")
            if card not in hand:
                raise IllegalAction.of("dealmein.not_held", card=card.symbol)
            square = next(
                (
                    s
                    for s, played in sorted(board.items())
                    if isinstance(played, PlayedJoker) and played.stands_for is card
                ),
                None,
            )
            if square is None:
                raise IllegalAction.of("dealmein.no_joker_for", card=card.symbol)
            board[square] = card
            hand.remove(card)
            hand.append(JOKER)
            squares.append(square)
        return squares

    def _reclaim_events(self, player: int, squares: list[int]) -> list[Event]:
        name = self.players[player]
        return [
            Event.of(
                kinds.RECLAIMED,
                player,
                {"square": square_name(s), "card": str(self.board[s])},
                key="event.dealmein.reclaimed",
                name=name,
                square=square_name(s),
                card=self.board[s].symbol,
            )
            for s in squares
        ]

    def _place(self, player: int, placement: Placement) -> list[Event]:
        name = self.players[player]
        hand = self.hands[player]
        for square, card in zip(placement.squares, placement.cards, strict=True):
            self.board[square] = card
            hand.remove(JOKER if isinstance(card, PlayedJoker) else card)
        self.points[player] += placement.score
        one = len(placement.squares) == 1
        placed = Event.of(
            kinds.PLACED,
            player,
            {
                "squares": [square_name(s) for s in placement.squares],
                "cards": [str(c) for c in placement.cards],
                "direction": placement.direction,
                "lines": [line.to_dict() for line in placement.lines],
                "score": placement.score,
            },
            key="event.dealmein.placed." + ("one" if one else placement.direction),
            name=name,
            cards=symbols(placement.cards),
            squares=square_name(placement.squares[0]) if one else span_name(placement.squares),
            score=placement.score_phrase(),
        )
        text = placed.text
        events = [placed]
        drawn = self._draw(player, len(placement.squares))
        events.append(
            Event.of(
                kinds.DREW,
                player,
                {"count": drawn, "deck_size": len(self.deck)},
                key="event.dealmein.drew",
                name=name,
                count=drawn,
            )
        )
        for square in placement.jokers_won:
            self.jokers_left.remove(square)
            hand.append(JOKER)
            events.append(
                Event.of(
                    kinds.JOKER_WON,
                    player,
                    {"square": square_name(square)},
                    key="event.dealmein.joker_won",
                    name=name,
                    square=square_name(square),
                )
            )
        self.passes = 0
        self.idle_turns = 0
        squares = [square_name(s) for s in placement.squares]
        return events + self._end_move(player, "place", squares, placement.score, text)

    def _check_swap(self, hand: list[Card], cards: Sequence[Card]) -> None:
        if any(c.is_joker for c in cards):
            raise IllegalAction.of("dealmein.swap_joker")
        if len(set(cards)) != len(cards):
            raise IllegalAction.of("dealmein.swap_twice")
        for card in cards:
            if card not in hand:
                raise IllegalAction.of("dealmein.not_held", card=card.symbol)
        if not self.deck:
            raise IllegalAction.of("dealmein.no_swap.deck_empty")
        if len(cards) > len(self.deck):
            raise IllegalAction.of("dealmein.swap_too_many", count=len(self.deck))

    def _swap(self, player: int, cards: list[Card]) -> list[Event]:
        self._exchange(player, cards)
        penalty = SWAP_PENALTY * len(cards)
        self.points[player] -= penalty
        self.passes = 0
        self.idle_turns += 1
        count = len(cards)
        event = Event.of(
            kinds.SWAPPED,
            player,
            {"count": count, "score": -penalty},
            key="event.dealmein.swapped",
            name=self.players[player],
            count=count,
            penalty=penalty,
        )
        return [event, *self._end_move(player, "swap", [], -penalty, event.text)]

    def _check_pass(self, board: dict[int, BoardCard], hand: list[Card]) -> None:
        """A pass needs an empty deck, unless the player can neither swap (only jokers in
        hand) nor place."""
        if not self.deck:
            return
        if any(not c.is_joker for c in hand):
            raise IllegalAction.of("dealmein.no_pass.deck_left")
        if movegen.can_place(board, hand):
            raise IllegalAction.of("dealmein.no_pass.joker_placeable")

    def _pass(self, player: int) -> list[Event]:
        self.passes += 1
        self.idle_turns += 1
        event = Event.of(
            kinds.PASSED, player, key="event.dealmein.passed", name=self.players[player]
        )
        return [event, *self._end_move(player, "pass", [], 0, event.text)]

    def _exchange(self, player: int, cards: list[Card]) -> None:
        """Put ``cards`` back into the deck, shuffle it, and draw as many."""
        hand = self.hands[player]
        for card in cards:
            hand.remove(card)
        self.deck = shuffled(self.deck + cards, self.next_rng())
        self._draw(player, len(cards))

    def _draw(self, player: int, count: int) -> int:
        drawn = self.deck[:count]
        del self.deck[:count]
        self.hands[player].extend(drawn)
        return len(drawn)

    def _end_move(
        self, player: int, kind: str, squares: list[str], score: int, text: str
    ) -> list[Event]:
        """Record the move, check the end of the game, and pass the turn on."""
        self.last_move = {
            "player": player,
            "kind": kind,
            "squares": squares,
            "score": score,
            "text": text,
        }
        self.reclaimed = []
        seats = len(self.players)
        reason = None
        if not self.deck and any(not hand for hand in self.hands):
            reason = REASON_OUT
        elif not self.deck and self.passes >= seats:
            reason = REASON_NO_PLAY
        elif self.deck and self.idle_turns >= self.options["blocked_rounds"] * seats:
            reason = REASON_BLOCKED
        if reason is None:
            self.turn = (player + 1) % seats
            return []
        return [self._settle(reason)]

    def _settle(self, reason: str) -> Event:
        """End the game: the settlement by cards left, then the joker penalties."""
        counts = [len(hand) for hand in self.hands]
        fewest = min(counts)
        leaders = [p for p, n in enumerate(counts) if n == fewest]
        settlement = []
        for payer, count in enumerate(counts):
            if count == fewest:
                continue
            for leader in leaders:
                amount = SETTLEMENT_PER_CARD * (count - fewest)
                self.points[payer] -= amount
                self.points[leader] += amount
                settlement.append({"from": payer, "to": leader, "points": amount})
        penalties = [JOKER_PENALTY * hand.count(JOKER) for hand in self.hands]
        for seat, penalty in enumerate(penalties):
            self.points[seat] -= penalty
        self.ending = {"reason": reason, "settlement": settlement, "joker_penalties": penalties}
        names = self.players
        parts = [_settled(names, counts, fewest, s) for s in settlement]
        parts += [
            i18n.phrase(
                "dealmein.joker_penalty",
                name=names[p],
                points=n,
                count=n // JOKER_PENALTY,
                each=JOKER_PENALTY,
            )
            for p, n in enumerate(penalties)
            if n
        ]
        final = i18n.series(f"{names[p]} {score}" for p, score in enumerate(self.points))
        params: dict[str, Any] = {"reason": i18n.phrase(_REASON_KEYS[reason]), "final": final}
        if parts:
            params["detail"] = i18n.series(parts, "; ")
        return Event.of(
            kinds.GAME_OVER,
            None,
            {**self.ending, "scores": list(self.points)},
            key="event.dealmein.game_over" + (".detail" if parts else ""),
            **params,
        )

    # ----------------------------------------------------------------- choices

    def legal_actions(self, player: int) -> list[DealMeInAction]:
        """Every legal action: placements, single reclaims, swaps (every set of cards the
        deck allows) or the pass. A reclaim is listed alone: applying it keeps the turn."""
        if player not in self.to_move():
            return []
        hand = self.hands[player]
        placements = [p.place for p in self.placements(player)]
        actions: list[DealMeInAction] = [*placements]
        actions += [Reclaim((card,)) for card in self.reclaimable(player)]
        swappable = sorted_cards(c for c in hand if not c.is_joker)
        for count in range(1, min(len(swappable), len(self.deck)) + 1):
            actions += [Swap(cards) for cards in combinations(swappable, count)]
        if not self.deck or not (swappable or placements):
            actions.append(Pass())
        return actions

    def has_legal_action(self, player: int) -> bool:
        """A player to move always has one: a placement, a swap or a pass."""
        return player in self.to_move()

    def placements(self, player: int) -> list[movegen.Move]:
        """Every legal placement of ``player`` now, one by one (see
        :mod:`engine.dealmein.movegen`; with jokers in the hand these can be thousands)."""
        return movegen.legal_placements(self.board, self.hands[player])

    def placement_groups(self, player: int) -> list[movegen.PlacementGroup]:
        """Every legal placement of ``player`` now, in groups (one set of real cards in one
        window; the orders and joker nominations inside): the compact form, fast to list."""
        return list(movegen.placement_groups(self.board, self.hands[player]))

    def can_place(self, player: int) -> bool:
        return movegen.can_place(self.board, self.hands[player])

    def reclaimable(self, player: int) -> list[Card]:
        """The cards in ``player``'s hand that a board joker is nominated as."""
        nominated = {c.stands_for for c in self.board.values() if isinstance(c, PlayedJoker)}
        return sorted_cards(c for c in self.hands[player] if c in nominated)

    def anchor_squares(self) -> list[str]:
        """The empty squares next to a card on the board, in reading order (a placement
        touches at least one); ``["F6"]`` on the empty board."""
        if not self.board:
            return [square_name(movegen.CENTRE_INDEX)]
        empty = {n for s in self.board for n in neighbours(s) if n not in self.board}
        return [square_name(s) for s in sorted(empty)]

    def placement_choices(self, player: int, cards: Sequence[Card]) -> list[movegen.Move]:
        """The legal placements of exactly ``cards`` (from ``player``'s hand, jokers as
        :data:`~engine.cards.JOKER`): the best one at each start square and direction,
        best score first; none when it is not their move or they don't hold the cards."""
        if player not in self.to_move() or not cards:
            return []
        try:
            check_cards_held(self.hands[player], cards)
        except IllegalAction:
            return []
        return movegen.best_at_each_start(self.board, cards)

    def start_spots(self, player: int, cards: Sequence[BoardCard] = ()) -> list[movegen.Spot]:
        """Where ``player`` can start a placement now (see :func:`movegen.start_spots`):
        for the ``cards`` as written, or for any cards of the hand."""
        if player not in self.to_move():
            return []
        return movegen.start_spots(self.board, self.hands[player], cards, self.jokers_left)

    def may_pass(self, player: int) -> bool:
        """Whether ``player`` may pass now (an empty deck, or only unplaceable jokers)."""
        if player not in self.to_move():
            return False
        try:
            self._check_pass(self.board, self.hands[player])
        except IllegalAction:
            return False
        return True

    def swap_limit(self, player: int) -> int:
        """How many cards ``player`` may swap now (each costs :data:`SWAP_PENALTY`)."""
        if player not in self.to_move():
            return 0
        return min(len(self.deck), sum(1 for c in self.hands[player] if not c.is_joker))

    def turn_seconds(self) -> int | None:
        return LEVEL_SECONDS[self.options["level"]]

    @classmethod
    def timer_options(cls, seconds: int) -> dict[str, Any]:
        """The level whose time per move is nearest ``seconds`` (``0``: unlimited)."""
        if seconds <= 0:
            return {"level": "unlimited"}
        timed = [(level, s) for level, s in LEVEL_SECONDS.items() if s is not None]
        return {"level": min(timed, key=lambda item: abs(item[1] - seconds))[0]}

    # ----------------------------------------------------------------- views

    @property
    def over(self) -> bool:
        return self.ending is not None

    def scores(self) -> list[int]:
        return list(self.points)

    def hand(self, player: int) -> list[Card]:
        return sorted_cards(self.hands[player])

    def deck_size(self) -> int:
        return len(self.deck)

    def board_dict(self) -> dict[str, str]:
        return BOARD.write(self.board)

    def lines(self) -> list[Line]:
        """Every line of two or more cards on the board, rows first, in reading order."""
        found = []
        for step, other in ((1, SIZE), (SIZE, 1)):
            for lane in range(SIZE):
                run: list[int] = []
                for offset in range(SIZE + 1):
                    square = lane * other + offset * step if offset < SIZE else -1
                    if square in self.board:
                        run.append(square)
                        continue
                    if len(run) >= 2:
                        found.append(self._line(run))
                    run = []
        return found

    def _line(self, squares: list[int]) -> Line:
        cards = [self.board[s] for s in squares]
        combination = evaluate([code_of(c) for c in cards])
        return Line(
            squares=tuple(square_name(s) for s in squares),
            cards=tuple(cards),
            combination=combination.name if combination else None,
            complete=bool(combination and combination.complete),
        )

    def result_dict(self) -> dict[str, Any] | None:
        if self.ending is None:
            return None
        return {**self.result().to_dict(), **self.ending}

    def view(self, player: int | None = None) -> DealMeInView:
        """The public board, plus for ``player`` their hand (:mod:`engine.dealmein.view`)."""
        jokers_held = [h.count(JOKER) for h in self.hands]
        public: dict[str, Any] = {
            "game": self.game_id,
            "title": self.title,
            "seats": seats_of(
                self.players, self.points, [len(h) for h in self.hands], notes(jokers_held)
            ),
            "to_move": tuple(self.to_move()),
            "stock": len(self.deck),
            "over": self.over,
            "turn_seconds": self.turn_seconds(),
            "jokers_held": tuple(jokers_held),
            "level": self.options["level"],
            "board": {square_name(s): self.board[s] for s in sorted(self.board)},
            "joker_squares_won": tuple(
                s for s in JOKER_SQUARES if square_index(s) not in self.jokers_left
            ),
            "lines": tuple(self.lines()),
            "last_move": dict(self.last_move) if self.last_move else None,
            "result": self.result_dict(),
        }
        if player is None:
            return DealMeInView(**public)
        return DealMeInSeatView(**public, viewer=player, hand=Hand(cards=tuple(self.hand(player))))

    def record_fields(self) -> dict[str, Any]:
        return {
            "board": self.board_dict(),
            "jokers_left": [square_name(s) for s in self.jokers_left],
            "can_place": bool(self.to_move()) and self.can_place(self.turn),
        }

    # ----------------------------------------------------------------- persistence

    def record(self) -> dict[str, Any]:
        """The game record; with the deck when the game was dealt from an explicit one."""
        record = super().record()
        if self.dealt_deck is not None:
            record["deck"] = list(self.dealt_deck)
        return record
