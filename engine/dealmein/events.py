"""The kinds of Deal Me In's events (:attr:`engine.core.Event.kind`), with their data."""

#: A joker taken back from the board: ``square``, ``card`` (the card put in its place).
RECLAIMED = "reclaimed"
#: Cards placed (the placement's squares, cards, combinations and score).
PLACED = "placed"
#: Cards drawn after a placement: ``count``, ``deck_size``.
DREW = "drew"
#: A joker square covered: ``square``.
JOKER_WON = "joker_won"
#: Cards swapped with the deck: ``count``, ``score`` (the penalty, negative).
SWAPPED = "swapped"
#: A pass.
PASSED = "passed"
#: Time ran out for the player: ``score``.
TIMEOUT = "timeout"
#: The game ended: why, and ``scores``.
GAME_OVER = "game_over"

KINDS: tuple[str, ...] = (RECLAIMED, PLACED, DREW, JOKER_WON, SWAPPED, PASSED, TIMEOUT, GAME_OVER)
