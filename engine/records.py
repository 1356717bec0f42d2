"""Game records and the replay tool (DESIGN.md, "Game records"): a public contract.

A record is JSON::

    {"game": "dealmein", "players": ["ann", "bob"], "options": {"level": "unlimited"},
     "seed": 7, "deck": ["AS", "KS", ...], "first_player": 0,
     "actions": [{"player": 0, "action": "place F6 across AS KS QS JS 10S"},
                 {"player": 1, "timeout": true}]}

:func:`replay` plays it and returns the resulting state: the common output fields
(``game``, ``over``, ``to_move``, ``scores``, ``hands``, ``deck_size``, ``events``,
``rejected``) and the game's own (:meth:`engine.core.Game.record_fields`).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from engine.cards import CardError
from engine.core import Event, Game, GameSetupError, IllegalAction
from engine.registry import game_class


class RecordError(ValueError):
    """A record that cannot be read (the replay tool exits with status 2)."""


def load_record(text: str) -> dict[str, Any]:
    """Parse a record's JSON text; :class:`RecordError` with a one-line reason otherwise."""
    try:
        record = json.loads(text)
    except json.JSONDecodeError as error:
        raise RecordError(f"not JSON: {error.msg} at line {error.lineno}") from None
    if not isinstance(record, dict):
        raise RecordError("a record is a JSON object")
    return record


def start_game(record: dict[str, Any]) -> Game:
    """The game a record describes, before its first action."""
    for key in ("game", "players"):
        if key not in record:
            raise RecordError(f"the record has no {key!r} field")
    players = record["players"]
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise RecordError("'players' is a list of names")
    try:
        cls = game_class(record["game"])
    except KeyError as error:
        raise RecordError(str(error.args[0])) from None
    try:
        return cls.create(
            players,
            options=record.get("options") or {},
            seed=record.get("seed", 0),
            deck=record.get("deck"),
            first_player=record.get("first_player"),
        )
    except (GameSetupError, CardError) as error:
        raise RecordError(str(error)) from None


def _actions(record: dict[str, Any]) -> list[dict[str, Any]]:
    actions = record.get("actions", [])
    if not isinstance(actions, list):
        raise RecordError("'actions' is a list")
    for index, item in enumerate(actions):
        if not isinstance(item, dict) or not isinstance(item.get("player"), int):
            raise RecordError(f"action {index} needs a 'player' seat number")
        if not item.get("timeout") and not isinstance(item.get("action"), str):
            raise RecordError(f"action {index} needs an 'action' string or \"timeout\": true")
    return actions


def state_output(game: Game, events: list[Event]) -> dict[str, Any]:
    """The replay tool's output for ``game`` after an action that produced ``events``."""
    to_move = game.to_move()
    out: dict[str, Any] = {
        "game": game.game_id,
        "over": game.over,
        "to_move": to_move[0] if len(to_move) == 1 else to_move,
        "scores": game.scores(),
        "hands": [[str(c) for c in game.hand(p)] for p in range(len(game.players))],
        "deck_size": game.deck_size(),
        "events": [e.to_dict() for e in events],
    }
    out.update(game.record_fields())
    if game.over:
        out["result"] = game.result().to_dict()
    return out


def replay_steps(record: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Yield the output after each action; on an illegal action yield the state before it
    with ``rejected`` set, and stop."""
    game = start_game(record)
    events: list[Event] = []
    for index, item in enumerate(_actions(record)):
        player = item["player"]
        try:
            if item.get("timeout"):
                events = game.apply_timeout(player)
            else:
                events = game.apply(player, item["action"])
        except (IllegalAction, CardError) as error:
            out = state_output(game, events)
            out["rejected"] = {"index": index, "reason": str(error)}
            yield out
            return
        yield state_output(game, events)
    if not record.get("actions"):
        yield state_output(game, events)


def replay(record: dict[str, Any]) -> dict[str, Any]:
    """The final output of :func:`replay_steps` (the state after the whole record)."""
    last: dict[str, Any] = {}
    for last in replay_steps(record):  # noqa: B007 - we want the last step
        pass
    return last


def replay_game(record: dict[str, Any]) -> Game:
    """The game object after replaying ``record`` (stopping before a rejected action)."""
    game = start_game(record)
    for item in _actions(record):
        try:
            if item.get("timeout"):
                game.apply_timeout(item["player"])
            else:
                game.apply(item["player"], item["action"])
        except (IllegalAction, CardError):
            break
    return game
