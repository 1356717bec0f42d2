"""The kinds of 21-card rummy's events (:attr:`engine.core.Event.kind`), with their data."""

from engine.core import Event

# The ceremony.
#: A cut for the first deal: ``above`` (cards lifted), ``card`` (shown).
CUT_FOR_DEAL = "cut_for_deal"
#: Players tied for the lowest cut cut again: ``seats``.
CUT_TIE = "cut_tie"
#: The dealer chosen by the cut (the event's player).
DEALER = "dealer"
#: The packs shuffled for a deal: ``deal``.
SHUFFLED = "shuffled"
#: The pack cut: ``above``.
CUT = "cut"
#: The cards dealt: ``open`` (the card turned up).
DEALT = "dealt"
#: The Joker drawn: ``joker``, ``honours``.
JOKER = "joker"
#: The deal failed its check and is dealt again: ``problem``.
WRONG_DEAL = "wrong_deal"

# The play.
#: A draw: ``from`` (``"stock"`` or ``"open"``), and ``card`` from the open pile.
DREW = "drew"
#: The stock made again from the open pile: ``size``.
STOCK_RENEWED = "stock_renewed"
#: A discard: ``card``.
DISCARDED = "discarded"
#: A valid declaration: ``groups``, ``discard``.
DECLARED = "declared"
#: A wrong declaration: ``groups``, ``reason``, ``points`` (paid to every other player).
WRONG_DECLARATION = "wrong_declaration"
#: A drop: ``reason``, ``points``.
DROPPED = "dropped"
#: Honour cards set aside: ``cards``.
HONOURS = "honours"
#: Time ran out: what the bot did for the player.
TIMEOUT = "timeout"

# The settlement.
#: One line of a deal's settlement.
PAYMENT = "payment"
#: A deal over (the winner): ``settlement``.
DEAL_OVER = "deal_over"
#: The game ended: the result.
GAME_OVER = "game_over"

KINDS: tuple[str, ...] = (
    CUT_FOR_DEAL,
    CUT_TIE,
    DEALER,
    SHUFFLED,
    CUT,
    DEALT,
    JOKER,
    WRONG_DEAL,
    DREW,
    STOCK_RENEWED,
    DISCARDED,
    DECLARED,
    WRONG_DECLARATION,
    DROPPED,
    HONOURS,
    TIMEOUT,
    PAYMENT,
    DEAL_OVER,
    GAME_OVER,
)


def drew_from_stock(event: Event) -> bool:
    """Whether ``event`` is a draw of the stock's (hidden) top card."""
    return event.kind == DREW and event.data.get("from") == "stock"
