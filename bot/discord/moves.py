"""What every game's move commands share: sending an action to the table, reading a list
of cards as typed, and autocompleting the cards a player holds (with ``JK=`` nominations
where jokers are played)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from typing import Protocol, TypeVar

import discord
from discord import app_commands

from bot.discord import actions, casual
from bot.discord.limits import MAX_LABEL, clamp_label
from bot.discord.locale import t
from bot.discord.plain import plain
from bot.discord.replies import REFUSALS, refusals, reply_privately
from engine.cards import JOKER, STANDARD_52, Card, PlayedJoker, format_cards, parse_played
from engine.core import Action, Event, Game

#: Discord shows at most 25 autocomplete choices.
MAX_CHOICES = 25
JOKER_PREFIX = "JK="

G = TypeVar("G", bound=Game)
#: What a choice's value is: the option's type (a card as text, a meld's number).
V = TypeVar("V", str, int)


def seated_choices(
    interaction: discord.Interaction,
    game_class: type[G],
    complete: Callable[[G, int], list[app_commands.Choice[V]]],
) -> list[app_commands.Choice[V]]:
    """The choices ``complete(game, seat)`` offers the player at the channel's
    ``game_class`` game; none when they have no seat at one (the command, once sent, says
    why). Kept within Discord's limits (25 choices; a name and a value of at most 100
    characters: Discord refuses the whole answer otherwise), whatever was typed."""
    try:
        _table, game, seat = actions.seat_at(interaction, game_class)
    except REFUSALS:
        return []
    return [
        app_commands.Choice(name=clamp_label(choice.name), value=choice.value)
        for choice in complete(game, seat)
        if len(str(choice.value)) <= MAX_LABEL
    ][:MAX_CHOICES]


def hand_choices(
    interaction: discord.Interaction, game_class: type[Game], typed: str, *, jokers: bool
) -> list[app_commands.Choice[str]]:
    """Completions of a list of cards from the player's hand (see :func:`card_completions`)."""
    return seated_choices(
        interaction,
        game_class,
        lambda game, seat: card_completions(game.hand(seat), typed, jokers=jokers),
    )


def single_card_choices(cards: Iterable[Card], typed: str) -> list[app_commands.Choice[str]]:
    """The ``cards`` (in their order) whose notation starts with what is typed, shown with
    suit symbols: the choices of an option that takes one card."""
    wanted = typed.strip().upper()
    return [
        app_commands.Choice(name=card.symbol, value=str(card))
        for card in cards
        if str(card).startswith(wanted)
    ][:MAX_CHOICES]


def card_completions(hand: list[Card], typed: str, jokers: bool) -> list[app_commands.Choice[str]]:
    """Choices that complete ``typed`` (cards separated by spaces) with a card still in
    ``hand``; with ``jokers``, a held joker is offered as ``JK=`` and its nominations."""
    tokens = typed.replace(",", " ").upper().split()
    partial = "" if typed.endswith((" ", ",")) or not tokens else tokens.pop()
    remaining = list(hand)
    for token in tokens:
        try:
            played = parse_played(token)
        except ValueError:
            continue
        used = JOKER if isinstance(played, PlayedJoker) else played
        if used in remaining:
            remaining.remove(used)
    words: list[str] = []
    for card in dict.fromkeys(remaining):
        if not card.is_joker and str(card).startswith(partial):
            words.append(str(card))
    if jokers and any(card.is_joker for card in remaining):
        words.extend(joker_nominations(partial))
    prefix = " ".join(tokens)
    choices = []
    for word in words[:MAX_CHOICES]:
        value = f"{prefix} {word}".strip()
        choices.append(app_commands.Choice(name=display(value), value=value))
    return choices


def joker_nominations(partial: str) -> Iterable[str]:
    """``JK=`` while nothing is nominated yet, then the cards that match what is typed."""
    if not partial or JOKER_PREFIX.startswith(partial):
        yield JOKER_PREFIX
        return
    if partial.startswith(JOKER_PREFIX):
        wanted = partial[len(JOKER_PREFIX) :]
        for card in STANDARD_52:
            if str(card).startswith(wanted):
                yield f"{JOKER_PREFIX}{card}"


def symbols(value: str) -> str:
    """Cards in notation shown with suit symbols: ``AS JK=7H`` as ``A♠ JK=7♥``."""
    shown = []
    for token in value.split():
        try:
            shown.append(parse_played(token).symbol)
        except ValueError:
            shown.append(token)
    return " ".join(shown)


def display(value: str) -> str:
    """Cards with suit symbols for the choice's label (:func:`symbols`, cut to fit)."""
    return symbols(value)[:100]


def drawn_note(before: Sequence[Card], after: Sequence[Card]) -> list[str]:
    """``You drew 9♠.`` when the hand gained a card (the table does not show a stock draw)."""
    gained = Counter(after) - Counter(before)
    if not gained:
        return []
    cards = format_cards(list(gained.elements()), symbols=True)
    return [t("bot.moves.drew", cards=cards)]


def card_list(text: str) -> str:
    """Cards as typed (spaces or commas between them) in the notation's form: ``AS KS``."""
    return " ".join(text.replace(",", " ").split())


#: What a move command or control sends: an action value of the game, or the text a player
#: typed in a slash command's option (the edge: the game reads it with its notation).
Move = Action | str


class Play(Protocol):
    """Sends ``action`` for the player with a token (at the table of ``channel_id``, by
    default the channel used), like :func:`send`; what happened."""

    async def __call__(
        self,
        interaction: discord.Interaction,
        action: Move,
        *,
        turn: int | None = None,
        seat_moves: int | None = None,
        channel_id: int | None = None,
    ) -> list[str]: ...


async def send(
    interaction: discord.Interaction,
    action: Move,
    *,
    turn: int | None = None,
    seat_moves: int | None = None,
    channel_id: int | None = None,
) -> list[str]:
    """Play ``action`` for the player (with the token of the button or panel it came from, if
    any) at the table of ``channel_id`` (by default, the channel used); the texts of what
    happened. With casual help on, the play checker may ask first (:mod:`bot.discord.casual`)."""
    events = await _act(interaction, action, turn, seat_moves, channel_id)
    return worded(events)


async def _act(
    interaction: discord.Interaction,
    action: Move,
    turn: int | None,
    seat_moves: int | None,
    channel_id: int | None,
) -> list[Event]:
    """What :func:`send` does before wording it: the play checker, then the move; its
    events."""
    channel = channel_id if channel_id is not None else actions.channel_id_of(interaction)
    await casual.check(interaction, channel, str(action), turn=turn, seat_moves=seat_moves)
    return await actions.service_of(interaction).act(
        channel,
        actions.player_of(interaction),
        action,
        turn=turn,
        seat_moves=seat_moves,
    )


def worded(events: list[Event]) -> list[str]:
    """The texts of ``events`` in the language now (the player's)."""
    return [plain(event.words()) for event in events if event.text]


def showing_draws(game_class: type[G], drew_from_stock: Callable[[Event], bool]) -> Play:
    """A :class:`Play` for a game of ``game_class``: :func:`send`, adding to what happened
    the card the player drew from the stock (an event ``drew_from_stock`` tells), which the
    table does not show and only the player may see."""

    async def send_showing_draw(
        interaction: discord.Interaction,
        action: Move,
        *,
        turn: int | None = None,
        seat_moves: int | None = None,
        channel_id: int | None = None,
    ) -> list[str]:
        table, game, seat = actions.seat_at(interaction, game_class, channel_id)
        held = game.hand(seat)
        events = await _act(interaction, action, turn, seat_moves, table.channel_id)
        news = worded(events)
        if any(drew_from_stock(event) for event in events):
            news += drawn_note(held, game.hand(seat))
        return news

    return send_showing_draw


async def tell(
    interaction: discord.Interaction, action: Move, *, turn: int | None = None, via: Play = send
) -> None:
    """Send ``action`` (made for the table's ``turn``, if any) through ``via`` and tell the
    player, privately, what happened. A refusal propagates."""
    channel_id = actions.channel_id_of(interaction)  # refused outside a server, first
    table = actions.service_of(interaction).table(channel_id)
    if table is not None:
        # The player is at the table: this reply shows their hand, the table message
        # their next turn, so that turn is not DMed too.
        actions.frontend_of(interaction).at_table(table, interaction.user.id)
    news = await actions.soon(interaction, via(interaction, action, turn=turn))
    lines = news or [t("bot.moves.done", action=str(action))]
    await reply_privately(interaction, "\n".join(lines + hand_line(interaction, channel_id)))


def hand_line(interaction: discord.Interaction, channel_id: int) -> list[str]:
    """``Your hand: 7♠ 8♠ …`` for the player of ``interaction`` seated at the table of
    ``channel_id`` while the game goes on (nothing otherwise)."""
    table = actions.service_of(interaction).table(channel_id)
    game = table.game if table is not None else None
    if table is None or game is None or game.over:
        return []
    seat = table.seat_of(interaction.user.id)
    if seat is None:
        return []
    hand = game.view(seat).hand
    if hand is None or not hand.cards:
        return []
    cards = format_cards(hand.cards, symbols=True)
    return [t("bot.moves.your_hand", cards=cards)]


async def play(interaction: discord.Interaction, action: Move, *, via: Play = send) -> None:
    """Send ``action`` to the table; the player sees what happened, or why not."""
    async with refusals(interaction):
        await tell(interaction, action, via=via)
