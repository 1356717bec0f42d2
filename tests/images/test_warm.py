"""Warm start: images.prepare() makes, once, what a first render would otherwise make."""

from __future__ import annotations

from engine.registry import game_ids
from images import cards as card_sprites
from images import manifest, prepare
from images.fonts import Script, Weight, coverage, fallback_file
from images.warm import CARD_WIDTHS


def test_prepare_fills_every_cache_a_first_render_needs() -> None:
    seconds = prepare()
    assert seconds >= 0
    for script in Script:
        assert coverage.cache_info().currsize >= len(Script)
        assert coverage(fallback_file(script, Weight.BOLD))  # read, non-empty
    assert card_sprites._cached.cache_info().currsize >= 54 * len(CARD_WIDTHS)
    for game_id in game_ids():
        palette = manifest(game_id).palette
        assert palette.cache_info().currsize == 1, game_id  # type: ignore[attr-defined]


def test_prepare_again_draws_nothing_new() -> None:
    prepare()
    before = card_sprites._cached.cache_info().misses
    prepare()
    assert card_sprites._cached.cache_info().misses == before
