"""The engine contract every game follows (DESIGN.md, "The engine contract").

A game is plain data that round-trips through JSON. Every game module subclasses
:class:`Game` and offers the same small API, in the spirit of OpenSpiel's state API:

- :meth:`Game.create` from player names, options, a seed, optionally an explicit deck and
  first player (game records use both);
- :meth:`Game.to_move`: the seats that may act now (several during simultaneous phases);
- :meth:`Game.apply` an :class:`Action` (a value of the game's ``actions`` module, or its
  text notation, read with :meth:`Game.parse_action` at once), returning :class:`Event` s,
  or raising :class:`IllegalAction` with a message a player can act on;
- :meth:`Game.legal_actions` (action values) / :meth:`Game.has_legal_action`;
- :meth:`Game.view`: what one player may see (``None``: the public view);
- :meth:`Game.apply_timeout`: the game's penalty or auto-play when time runs out;
- :attr:`Game.over` and :meth:`Game.result`;
- :meth:`Game.to_dict` / :meth:`Game.from_dict`, and :meth:`Game.record` (the game record).

Randomness is derived from the game's ``seed`` and a counter kept in the state
(:meth:`Game.next_rng`), so that a saved game resumes with the same future and a record
replays to the same state without storing a generator.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Self

from engine import i18n
from engine.cards import Card, CardError, format_cards, parse_cards, sorted_cards
from engine.state import Field, read_fields, write_fields
from engine.views import GameView

#: The computer player's levels, weakest first. Every game's computer player
#: (:data:`engine.manifest.ComputerPlayer`) takes one; each game's AI module documents what
#: its levels do.
LEVELS: tuple[str, ...] = ("easy", "normal", "hard")
#: The level of a computer player nobody chose one for (and of tables saved before levels).
DEFAULT_LEVEL = "normal"
#: Seconds a decision may take at each level (DESIGN.md: p95 normal < 20 ms, hard
#: < 300 ms). The searches of the hard level are anytime: they stop at this budget with the
#: best choice found so far; easy and normal do a fixed amount of work well inside theirs.
TIME_BUDGET: dict[str, float] = {"easy": 0.02, "normal": 0.02, "hard": 0.25}


def check_level(level: str) -> str:
    """``level`` if it is one of :data:`LEVELS`; :class:`ValueError` otherwise."""
    if level not in LEVELS:
        raise ValueError(f"unknown computer level {level!r} (levels: {', '.join(LEVELS)})")
    return level


class IllegalAction(i18n.WordedError):
    """An action the rules refuse. ``str(error)`` is a sentence for the player, in plain
    words with no command syntax (the engine does not know the front end), in English.

    ``code`` (like ``"rummy21.draw_first"``, or finer ``"rummy21.discard.not_in_hand"``)
    names the situation, so that a front end can add how its players do the right thing
    ("use the Draw buttons or ``/rummy21 draw``") without parsing the sentence; a front end
    looks a hint up by the code and then by its shorter prefixes. ``params`` are the
    details the sentence was made from (already written out: cards as ``"9♣"``; words of
    their own as JSON-able phrases, lists and series of :mod:`engine.i18n`), so that a
    front end can word it in its player's language: :meth:`of` takes the sentence from the
    catalogue (:mod:`engine.i18n`, key ``"refusal." + code``), and :meth:`words` gives it in
    any language (both :class:`engine.i18n.WordedError`'s, as for every worded error).
    """

    prefix: ClassVar[str] = "refusal."


class Action(ABC):
    """A move as a value, the way python-chess has ``chess.Move``: each game declares its
    own (frozen dataclasses in ``engine/<game>/actions.py``, with a ``parse(text)`` that
    refuses bad text with the game's refusal codes). ``str(action)`` is the action's text
    notation (DESIGN.md, "Action notation"), exactly as records store it, so that records
    and the replay tool read and write the same bytes; the text lives only at the edges
    (records, typed commands, the replay tool)."""

    __slots__ = ()

    @abstractmethod
    def __str__(self) -> str:
        """The action in the game's text notation."""

    def steps(self) -> tuple[Action, ...]:
        """The steps the action is made of, each an action a player makes alone (Deal Me
        In's reclaims before a placement); most actions are one step."""
        return (self,)


class GameSetupError(i18n.WordedError):
    """Bad players, options or record data when creating a game. The refusals a player
    meets (bad options, the number of players) are worded from the catalogue (key
    ``"setup." + code``, :meth:`~engine.i18n.WordedError.of`); a bad record or saved state
    is a sentence for its developer, in English."""

    prefix = "setup."


def read_decks(
    deck: Sequence[Any] | None, pack: Sequence[Card], *, exact: bool = True
) -> list[list[Card]]:
    """A record's ``deck``: one deck (the first hand or deal) or a list of decks, one per
    hand, each the cards of ``pack`` in draw order; ``[]`` for none.

    Each deck must hold exactly the cards of ``pack`` (as many times as it holds them); with
    ``exact=False`` only as many cards, for games whose rules check a deal themselves (the
    21-card game's wrong deal). :class:`GameSetupError` says what is wrong.
    """
    if not deck:
        return []
    decks = [deck] if isinstance(deck[0], str) else list(deck)
    full = Counter(pack)
    read: list[list[Card]] = []
    for number, tokens in enumerate(decks, start=1):
        if isinstance(tokens, str) or not isinstance(tokens, Sequence):
            raise GameSetupError(f"deck {number} is not a list of cards")
        if not all(isinstance(token, str) for token in tokens):
            raise GameSetupError(f"deck {number} is not a list of cards")
        try:
            cards = parse_cards(list(tokens))
        except CardError as error:
            raise GameSetupError(f"deck {number}: {error}") from None
        if not exact:
            if len(cards) != len(pack):
                raise GameSetupError(f"deck {number} has {len(cards)} cards, not {len(pack)}")
        elif Counter(cards) != full:
            counted = Counter(cards)
            missing = format_cards(sorted_cards((full - counted).elements())) or "none"
            extra = format_cards(sorted_cards((counted - full).elements())) or "none"
            times = max(full.values())
            each = "once" if times == 1 else f"{times} times"
            raise GameSetupError(
                f"deck {number} must hold every card of the pack {each} "
                f"(missing: {missing}; extra: {extra})"
            )
        read.append(cards)
    return read


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, for messages, images and logs.

    ``kind`` is a short identifier (``"placed"``, ``"swapped"``, ``"trick_won"``...),
    ``player`` the seat concerned (or ``None``), ``data`` JSON-able details, and ``text`` a
    sentence that can be shown to everyone at the table (it never reveals a hidden card), in
    English. An event made by :meth:`of` also keeps the sentence's catalogue ``key`` and the
    ``params`` it was made from, so that a front end words it in its players' language
    (:meth:`words`); neither is part of :meth:`to_dict` (records stay as they are) nor of
    equality.
    """

    kind: str
    player: int | None = None
    data: dict[str, Any] = field(default_factory=dict)
    text: str = ""
    key: str = field(default="", compare=False, repr=False)
    params: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)

    @classmethod
    def of(
        cls,
        kind: str,
        player: int | None = None,
        data: dict[str, Any] | None = None,
        *,
        key: str,
        **params: Any,
    ) -> Event:
        """The event with its sentence from the catalogue's ``key`` (English in ``text``)."""
        return cls(
            kind,
            player,
            dict(data or {}),
            i18n.text(key, i18n.DEFAULT_LOCALE, **params),
            key,
            dict(params),
        )

    def words(self, locale: str | None = None) -> str:
        """The sentence in ``locale`` (the language now when ``None``): from the catalogue
        when the event has a key, else the English ``text``."""
        if self.key and i18n.has(self.key):
            return i18n.text(self.key, locale, **self.params)
        return self.text

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        if self.player is not None:
            out["player"] = self.player
        out.update(self.data)
        if self.text:
            out["text"] = self.text
        return out


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """A game option (RULES.md's [house] values): name, default and allowed values."""

    name: str
    default: Any
    help: str
    choices: tuple[Any, ...] | None = None
    minimum: int | None = None
    maximum: int | None = None

    def check(self, value: Any) -> Any:
        if self.choices is not None:
            if isinstance(value, str):
                value = value.lower()
            if value not in self.choices:
                allowed = ", ".join(str(c) for c in self.choices)
                raise GameSetupError.of(
                    "choices", name=self.name, value=repr(value), allowed=allowed
                )
            return value
        if isinstance(self.default, bool):
            if not isinstance(value, bool):
                raise GameSetupError.of("switch", name=self.name, value=repr(value))
            return value
        if isinstance(self.default, int):
            if isinstance(value, bool) or not isinstance(value, int):
                raise GameSetupError.of("number", name=self.name, value=repr(value))
            if self.minimum is not None and value < self.minimum:
                raise GameSetupError.of("minimum", name=self.name, minimum=self.minimum)
            if self.maximum is not None and value > self.maximum:
                raise GameSetupError.of("maximum", name=self.name, maximum=self.maximum)
        return value


@dataclass(frozen=True, slots=True)
class Result:
    """The outcome of a finished game, in seat order.

    ``ranks`` are 1 for the best; equal results share a rank. ``winners`` are the seats with
    rank 1 (ties share the win).
    """

    scores: list[int]
    ranks: list[int]
    winners: list[int]

    @classmethod
    def from_scores(cls, scores: Sequence[int], higher_wins: bool = True) -> Result:
        sign = -1 if higher_wins else 1
        ranks = [1 + sum(1 for o in scores if sign * o < sign * s) for s in scores]
        winners = [i for i, r in enumerate(ranks) if r == 1]
        return cls(list(scores), ranks, winners)

    def to_dict(self) -> dict[str, Any]:
        return {"scores": self.scores, "ranks": self.ranks, "winners": self.winners}


class Game(ABC):
    """Base class of every game. Subclasses keep all their state in plain attributes that
    :meth:`to_dict` writes and :meth:`from_dict` reads."""

    #: Identifier used in records and commands: ``"dealmein"``, ``"hearts"``...
    game_id: ClassVar[str]
    #: Display name: ``"Deal Me In"``.
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    #: Options with their defaults ([house] values of RULES.md).
    option_specs: ClassVar[tuple[OptionSpec, ...]] = ()
    #: Whether the highest score wins (False for Hearts).
    higher_wins: ClassVar[bool] = True
    #: The game's own state, key by key (:mod:`engine.state`): what :meth:`to_dict` writes
    #: after :meth:`base_dict` and :meth:`from_dict` reads.
    state_fields: ClassVar[tuple[Field, ...]] = ()
    #: Options a new table takes unless the host says otherwise, where they differ from the
    #: option's default (what a record without the option means, so that old records keep
    #: their meaning): a house choice made after records were written.
    table_defaults: ClassVar[dict[str, Any]] = {}
    #: What happened as the game was set up, for a front end to show with its first
    #: message (Indian rummy's automatic deal ceremony); empty unless the game says, and
    #: not kept in the saved state.
    setup_events: tuple[Event, ...] = ()

    players: list[str]
    options: dict[str, Any]
    seed: int
    rng_counter: int
    first_player: int
    history: list[dict[str, Any]]

    # ----------------------------------------------------------------- creation

    @classmethod
    def create(
        cls,
        players: Sequence[str],
        options: dict[str, Any] | None = None,
        seed: int | None = None,
        deck: Sequence[Any] | None = None,
        first_player: int | None = None,
    ) -> Self:
        """A new game. ``deck`` (card strings in draw order, or for games of several hands a
        list of such decks) replaces the shuffle; ``first_player`` replaces the random draw
        where the rules draw one."""
        if not cls.min_players <= len(players) <= cls.max_players:
            raise GameSetupError.of(
                "players",
                game=cls.title,
                least=cls.min_players,
                most=cls.max_players,
                count=len(players),
            )
        if seed is None:
            seed = random.SystemRandom().randrange(2**31)
        if first_player is not None and not 0 <= first_player < len(players):
            raise GameSetupError(f"first_player {first_player} is not a seat")
        game = cls.__new__(cls)
        game.players = list(players)
        game.options = cls.check_options(options or {})
        game.seed = int(seed)
        game.rng_counter = 0
        game.history = []
        game.setup(deck, first_player)
        return game

    @classmethod
    def timer_options(cls, seconds: int) -> dict[str, Any]:
        """The options that give ``seconds`` per move (``0``: no limit), for a server's
        default move timer: the ``turn_seconds`` option when the game has one and allows
        that value; nothing otherwise (the game keeps its default). Games whose time comes
        from a level override this."""
        spec = next((s for s in cls.option_specs if s.name == "turn_seconds"), None)
        if spec is None:
            return {}
        try:
            return {"turn_seconds": spec.check(seconds)}
        except GameSetupError:
            return {}

    @classmethod
    def check_options(cls, options: dict[str, Any]) -> dict[str, Any]:
        """Options completed with defaults; unknown names and bad values are refused."""
        specs = {s.name: s for s in cls.option_specs}
        unknown = set(options) - set(specs)
        if unknown:
            known = ", ".join(specs) or "none"
            raise GameSetupError.of("unknown", name=repr(sorted(unknown)[0]), known=known)
        return {name: spec.check(options.get(name, spec.default)) for name, spec in specs.items()}

    @abstractmethod
    def setup(self, deck: Sequence[Any] | None, first_player: int | None) -> None:
        """Deal and set the initial state (called by :meth:`create`)."""

    def next_rng(self) -> random.Random:
        """A fresh generator for the next random decision, derived from seed and counter."""
        self.rng_counter += 1
        return random.Random(f"{self.seed}/{self.rng_counter}")

    # ----------------------------------------------------------------- play

    @abstractmethod
    def to_move(self) -> list[int]:
        """Seats that may act now (empty when the game is over)."""

    @classmethod
    @abstractmethod
    def parse_action(cls, text: str) -> Action:
        """The action ``text`` writes in the game's notation (the game's ``actions.parse``);
        :class:`IllegalAction` (or :class:`~engine.cards.CardError`) for text that is no
        action of the game."""

    def apply(self, player: int, action: Action | str) -> list[Event]:
        """Apply ``action`` for ``player``; raises :class:`IllegalAction`. Text (a record's,
        a typed command's) is read with :meth:`parse_action` once the seat may act.

        Records the action in :attr:`history` when it is accepted: its notation, or the
        text as it was written (records keep what was typed, ``swap 8h 6d``).
        """
        if self.over:
            raise IllegalAction.of("core.over")
        if player not in self.to_move():
            raise self.not_your_turn(player)
        text = action.strip() if isinstance(action, str) else str(action)
        events = self.apply_action(
            player, self.parse_action(text) if isinstance(action, str) else action
        )
        self.history.append({"player": player, "action": text})
        return events

    def apply_timeout(self, player: int) -> list[Event]:
        """Apply the game's timeout action for ``player`` (must be a seat to move)."""
        if self.over or player not in self.to_move():
            raise IllegalAction.of("core.no_timeout")
        events = self.timeout_action(player)
        self.history.append({"player": player, "timeout": True})
        return events

    def not_your_turn(self, player: int) -> IllegalAction:
        """The refusal of a move by ``player`` while others are to move (games with phases
        say more)."""
        return IllegalAction.of("core.not_your_turn", waiting=self.waiting_for())

    def not_your_turn_message(self, player: int) -> str:
        """:meth:`not_your_turn` as an English sentence."""
        return str(self.not_your_turn(player))

    def waiting_for(self) -> str:
        """The names of the seats to move, as a list in words."""
        return ", ".join(self.players[p] for p in self.to_move())

    @abstractmethod
    def apply_action(self, player: int, action: Action) -> list[Event]:
        """Apply ``action``; the seat has been checked to be one that may act."""

    @abstractmethod
    def timeout_action(self, player: int) -> list[Event]:
        """The penalty or auto-play when ``player``'s time runs out."""

    @abstractmethod
    def legal_actions(self, player: int) -> Sequence[Action]:
        """Every legal action of ``player`` now (``str`` of each: its notation)."""

    def has_legal_action(self, player: int) -> bool:
        return bool(self.legal_actions(player))

    def turn_seconds(self) -> int | None:
        """Seconds a player has for a move, or ``None`` for no time limit.

        Games whose time comes from a level override this; the default reads a
        ``turn_seconds`` option when the game has one.
        """
        value = self.options.get("turn_seconds")
        return int(value) if value else None

    # ----------------------------------------------------------------- views

    @property
    @abstractmethod
    def over(self) -> bool: ...

    @abstractmethod
    def scores(self) -> list[int]:
        """Current scores in seat order."""

    def result(self) -> Result:
        """The result; meaningful once :attr:`over`."""
        return Result.from_scores(self.scores(), self.higher_wins)

    @abstractmethod
    def hand(self, player: int) -> list[Card]:
        """The cards ``player`` holds, sorted for display."""

    @abstractmethod
    def deck_size(self) -> int: ...

    @abstractmethod
    def view(self, player: int | None = None) -> GameView:
        """What ``player`` may see (their own hand and the public state), or the public view
        for ``None``: the game's :class:`~engine.views.GameView` (its ``to_dict`` is
        JSON-able); the renderers and the bot draw from it."""

    @abstractmethod
    def record_fields(self) -> dict[str, Any]:
        """The game's own fields of the replay output (DESIGN.md, "Game records")."""

    # ----------------------------------------------------------------- persistence

    def to_dict(self) -> dict[str, Any]:
        """The whole state as JSON-able data: :meth:`base_dict`, then the game's
        :attr:`state_fields`."""
        return {**self.base_dict(), **write_fields(self, self.state_fields)}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Self:
        """The game :meth:`to_dict` wrote. :class:`KeyError` for a missing field,
        :class:`GameSetupError` for a value that cannot be read (a bad card...)."""
        game = cls.from_base_dict(data)
        try:
            return read_fields(game, cls.state_fields, data)
        except ValueError as error:
            raise GameSetupError(f"bad {cls.title} state: {error}") from None

    def base_dict(self) -> dict[str, Any]:
        """The fields every game stores; subclasses add theirs."""
        return {
            "game": self.game_id,
            "players": list(self.players),
            "options": dict(self.options),
            "seed": self.seed,
            "rng_counter": self.rng_counter,
            "first_player": self.first_player,
            "history": list(self.history),
        }

    @classmethod
    def from_base_dict(cls, data: dict[str, Any]) -> Self:
        game = cls.__new__(cls)
        game.players = list(data["players"])
        game.options = dict(data["options"])
        game.seed = int(data["seed"])
        game.rng_counter = int(data["rng_counter"])
        game.first_player = int(data["first_player"])
        game.history = list(data["history"])
        return game

    def record(self) -> dict[str, Any]:
        """The game record (DESIGN.md): replaying it gives this game's state."""
        return {
            "game": self.game_id,
            "players": list(self.players),
            "options": dict(self.options),
            "seed": self.seed,
            "first_player": self.first_player,
            "actions": [dict(a) for a in self.history],
        }
