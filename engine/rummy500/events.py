"""The kinds of Rummy 500's events (:attr:`engine.core.Event.kind`), with their data."""

from engine.core import Event

#: A hand dealt: ``hand_number``, ``starter``.
DEALT = "dealt"
#: The stock's top card drawn (the card stays hidden).
DREW_STOCK = "drew_stock"
#: A card taken from the discard pile with every card above it: ``card``, ``position``
#: (from the bottom, 1 first), ``taken``.
DREW_PILE = "drew_pile"
#: A pass, the stock empty: the hand ends.
PASSED = "passed"
#: A meld laid: ``number``, ``kind``, ``cards``.
MELDED = "melded"
#: A card laid off: ``card``, ``number`` (of the meld).
LAID_OFF = "laid_off"
#: A discard: ``card``.
DISCARDED = "discarded"
#: The stock is empty and the player to draw cannot use a card of the pile: the hand ends.
STOCK_OUT = "stock_out"
#: A hand scored: ``hand_number``, ``went_out``, ``table``, ``hand``, ``net``, ``totals``.
HAND_SCORED = "hand_scored"
#: Time ran out: the turn is played for the player.
TIMED_OUT = "timed_out"
#: The game ended: the result.
GAME_OVER = "game_over"

KINDS: tuple[str, ...] = (
    DEALT,
    DREW_STOCK,
    DREW_PILE,
    PASSED,
    MELDED,
    LAID_OFF,
    DISCARDED,
    STOCK_OUT,
    HAND_SCORED,
    TIMED_OUT,
    GAME_OVER,
)


def drew_from_stock(event: Event) -> bool:
    """Whether ``event`` is a draw of the stock's (hidden) top card."""
    return event.kind == DREW_STOCK
