"""Every picture the bot sends, from real games: each game with 2 to 6 players (as many as
it seats), at the start, in the middle and at the end, with the longest names a Discord
member can have (32 characters) in several scripts.

Computer players play short games (a low target, one deal) from fixed seeds, so the same
pictures come back every time. ``python -m images preview`` lays them out on contact
sheets, the chat-size tests measure them and ``bench/bench_images.py`` times them.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from functools import partial

from engine.core import Game
from engine.registry import computer_action, game_class, game_ids
from engine.views import GameView
from images import Rendered, manifest, render_hand, render_result, render_table

#: Names as long as Discord allows (32 characters), in several scripts, an emoji among them.
LONG_NAMES = (
    "xX_DragonSlayer_Xx the Unbeaten",
    "Carolina 🎲 Maria de los Santos",
    "さくら・ヤマモト・ハナコさくら・ヤマモト・ハナコ",
    "محمد عبد الرحمن بن عبد العزيز",
    "Александра Константиновна Ивано",
    "देवनागरी नाम वाला बहुत लंबा खिलाड़",
)
#: Steps at most in one sample game (a safety net: the games end far sooner).
MAX_STEPS = 4000
#: Long games whose tables grow tallest (game, players, seed, options): the six-player
#: Rummy 500 game to 500 that ends with the most melds of thirty such games (15, and the
#: hand's arithmetic in every seat), drawn at its end as ``rummy500-6p-long-end-table``.
LONG_GAMES: tuple[tuple[str, int, int, dict[str, object]], ...] = (
    ("rummy500", 6, 20, {"target": 500}),
)


@dataclass(frozen=True, slots=True)
class Sample:
    """One picture: a name for it, and how to draw it."""

    name: str
    draw: Callable[[], Rendered]


def player_counts(game: str) -> range:
    cls = game_class(game)
    return range(cls.min_players, cls.max_players + 1)


def _play(game: Game, rng: random.Random, steps: int) -> None:
    for _ in range(steps):
        if game.over:
            return
        seat = game.to_move()[0]
        game.apply(seat, computer_action(game, seat, rng))


def _moments(
    game_id: str, players: int, seed: int, options: Mapping[str, object] | None = None
) -> Iterator[tuple[str, Game]]:
    """The game at its start, half way through its play, and over."""
    names = list(LONG_NAMES[:players])
    options = manifest(game_id).sample_options if options is None else options

    def fresh() -> Game:
        return game_class(game_id).create(names, dict(options), seed=seed)

    yield "start", fresh()
    end, steps = fresh(), 0
    rng = random.Random(seed)
    while not end.over and steps < MAX_STEPS:
        _play(end, rng, 1)
        steps += 1
    middle = fresh()
    _play(middle, random.Random(seed), steps // 2)
    yield "middle", middle
    yield "end", end


def _views(game_id: str) -> Iterator[tuple[str, GameView, GameView | None]]:
    """(name, public view, view of seat 0 or None) of every moment of every player count."""
    for players in player_counts(game_id):
        for moment, game in _moments(game_id, players, seed=players):
            hand = None if game.over else game.view(0)
            yield f"{game_id}-{players}p-{moment}", game.view(None), hand
    for long_game, players, seed, options in LONG_GAMES:
        if long_game == game_id:
            *_, (_, end) = _moments(game_id, players, seed, options)
            yield f"{game_id}-{players}p-long-end", end.view(None), None


def samples(games: tuple[str, ...] | None = None, locale: str = "en") -> list[Sample]:
    """Every picture of ``games`` (default: every registered game) in ``locale``: tables,
    hands, the games' own pictures (:attr:`~images.plugins.ImagesManifest.extras`),
    results."""
    found: list[Sample] = []
    for game_id in game_ids() if games is None else games:
        extras = manifest(game_id).extras
        for name, public, hand in _views(game_id):
            found.append(Sample(f"{name}-table", partial(render_table, public, locale=locale)))
            if hand is not None and hand.hand is not None and hand.hand.cards:
                found.append(Sample(f"{name}-hand", partial(render_hand, hand, locale=locale)))
            for extra in extras:
                view = hand if extra.of_seat else public
                if view is not None and extra.shown(view):
                    draw = partial(extra.draw, view, locale=locale)
                    found.append(Sample(f"{name}-{extra.name}", draw))
            if public.over:
                found.append(
                    Sample(f"{name}-result", partial(render_result, public, locale=locale))
                )
        positions = manifest(game_id).sample_positions
        for name, view in (positions() if positions else {}).items():
            found.append(Sample(f"{name}-table", partial(render_table, view, locale=locale)))
            if view.hand is not None and view.hand.cards and not view.last_move:
                found.append(Sample(f"{name}-hand", partial(render_hand, view, locale=locale)))
    return found
