"""What the bot posts about a table: embeds and rendered images, ready to send.

Images are rendered with the ``images`` package in a worker thread or process
(:mod:`bot.discord.drawing`), never on the event loop; the renderer's alt text becomes
the attachment's description.
Every word comes from the catalogue in the language now (:func:`engine.i18n.speaking`): the
server's for the table message the channel sees (the front end's board task speaks it), the
player's for a private copy (``/game status``, in its reader's).
"""

from __future__ import annotations

import io
import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import discord

import images
from bot.discord import drawing
from bot.discord.locale import game_title, t
from bot.discord.plain import plain
from bot.tables.table import Phase, Table
from engine import i18n
from engine.core import Event
from engine.views import GameView, Round
from images.plugins import Drawer, View

#: A game's view (a renderer takes the views of its game).

#: Embed colours: lobby, game in progress, finished.
LOBBY_COLOUR = discord.Colour(0x3BA55D)
PLAYING_COLOUR = discord.Colour(0x5865F2)
FINISHED_COLOUR = discord.Colour(0xFFC440)

#: The kind of the event that ends a game (the same in every game of the engine).
GAME_OVER = "game_over"

#: How many of the last action's events the table message lists (enough for the end of a
#: 21-card deal, where every amount of the settlement has its own line).
MAX_EVENT_LINES = 12


async def render_file(render: Drawer, view: View) -> discord.File:
    """Render ``view`` (a game's view, a podium, a bracket) with one of the ``images``
    renderers, in the language now, off the event loop (:mod:`bot.discord.drawing`)."""
    rendered = await drawing.draw(render, view)
    return discord.File(
        io.BytesIO(rendered.png), filename=rendered.filename, description=plain(rendered.alt)[:1024]
    )


def seat_label(table: Table, seat: int) -> str:
    """A seat as shown in embeds: the player's mention, or the computer player's name and
    level (``Bot Ada (computer) · hard``)."""
    held = table.seats[seat]
    if held.is_bot or held.user_id is None:
        key = f"core.level.{held.level}"
        level = t(key) if i18n.has(key) else held.level
        return t("bot.table.computer_seat", name=held.name, level=level)
    return f"<@{held.user_id}>"


def lobby_seat_label(table: Table, seat: int) -> str:
    """A seat as the lobby lists it: marked while it waits for its player to confirm (a
    table played again)."""
    label = seat_label(table, seat)
    if table.seats[seat].user_id in table.awaiting:
        return t("bot.endgame.seat.awaiting", seat=label)
    return label


def table_title(table: Table) -> str:
    """The name of the table's game in the language now."""
    return game_title(table.game_id, table.title)


def options_text(table: Table) -> str:
    """The table's options as a player reads them, in the language now: ``Move timer:
    Competitive, Rounds without a play that end it: 2``."""
    parts = [
        t(
            "bot.endgame.option",
            name=option_name(table.game_id, name),
            value=option_value(value),
        )
        for name, value in table.options.items()
    ]
    return ", ".join(parts) or t("bot.table.options.defaults")


def option_name(game_id: str, name: str) -> str:
    """An option's name in the language now (the catalogue's ``bot.endgame.optname.<game>.<name>``;
    the engine's name in words for an option the catalogue does not know)."""
    key = f"bot.endgame.optname.{game_id}.{name}"
    return t(key) if i18n.has(key) else name.replace("_", " ")


def option_value(value: object) -> str:
    """An option's value in the language now: a named choice as the commands name it
    (``Competitive``), ``automatic``, a number as it is."""
    for key in (f"bot.choice.{value}", f"bot.endgame.optvalue.{value}"):
        if isinstance(value, str) and i18n.has(key):
            return t(key)
    return str(value)


def players_text(table: Table) -> str:
    """How many play: ``2–4 players``, or for a fixed number, who fills the empty seats."""
    if table.min_players == table.max_players:
        return t("bot.table.players.fixed", count=table.max_players)
    return t("bot.table.players.range", low=table.min_players, high=table.max_players)


def lobby_embed(table: Table) -> discord.Embed:
    embed = discord.Embed(
        title=t("bot.table.lobby.title", game=table_title(table)),
        colour=LOBBY_COLOUR,
        description=t(
            "bot.table.lobby.description",
            host=f"<@{table.host_id}>",
            players=players_text(table),
        ),
    )
    seats = "\n".join(f"{i + 1}. {lobby_seat_label(table, i)}" for i in range(len(table.seats)))
    embed.add_field(
        name=t("bot.table.lobby.seats", seated=len(table.seats), seats=table.max_players),
        value=seats or "-",
    )
    embed.add_field(name=t("bot.table.lobby.options"), value=options_text(table))
    if table.autostart_at is not None:
        embed.add_field(
            name=t("bot.table.lobby.autostart"),
            value=t("bot.table.lobby.autostart_at", when=f"<t:{int(table.autostart_at)}:R>"),
            inline=False,
        )
    elif table.deadline is not None:
        embed.add_field(
            name=t("bot.table.lobby.closes"),
            value=t("bot.table.lobby.closes_at", when=f"<t:{int(table.deadline)}:R>"),
            inline=False,
        )
    return embed


def game_embed(
    table: Table,
    view: GameView,
    image: discord.File,
    events: Sequence[Event] | None = None,
) -> discord.Embed:
    """The embed of a game (``view`` is its public view): whose turn and the deadline, what
    happened (``events``, by default the last action's), the scores, and ``image`` (the
    board) inside it."""
    game = table.game
    assert game is not None, "a table in play has a game"
    to_move = game.to_move()
    lines: list[str] = []
    if to_move:
        names = ", ".join(seat_label(table, seat) for seat in to_move)
        deadline = (
            t("bot.table.game.deadline", when=f"<t:{int(table.deadline)}:R>")
            if table.deadline
            else ""
        )
        # Several seats move at once (passing cards in Hearts): those still to move.
        who = "bot.table.game.to_move" if len(to_move) == 1 else "bot.table.game.still_to_move"
        lines.append(t(who, names=names, deadline=deadline))
    lines.extend(
        f"• {plain(event.words())}"
        for event in list(table.last_events if events is None else events)[-MAX_EVENT_LINES:]
        if is_news(event)
    )
    embed = discord.Embed(
        title=table_title(table),
        colour=PLAYING_COLOUR,
        description="\n".join(lines),
    )
    embed.add_field(
        name=t("bot.table.game.scores"),
        value=scores_text(table, view),
        inline=False,
    )
    if view.stock:  # games without a stock (Hearts) never show one
        embed.add_field(name=t("bot.table.game.deck"), value=cards_text(view.stock))
    embed.set_footer(text=t("bot.table.game.footer"))
    embed.set_image(url=f"attachment://{image.filename}")
    return embed


def cards_text(count: int) -> str:
    """``1 card``, ``7 cards``."""
    return t("bot.table.cards", count=count)


def scores_text(table: Table, view: GameView) -> str:
    """One line per seat: score, cards in hand, and the notes the game gives the seat
    (the points taken this hand, the jokers held...), in the language now."""
    lines = []
    for index, seat in enumerate(view.seats):
        parts = [f"**{seat.score}**", cards_text(seat.cards)]
        parts.extend(note.words() for note in seat.notes)
        lines.append(f"{seat_label(table, index)}: {', '.join(parts)}")
    return "\n".join(lines)


async def table_message(
    table: Table, events: Sequence[Event] | None = None
) -> tuple[discord.Embed, list[discord.File]]:
    """The table message's embed and attachments for the table's phase, in the language
    now (the table's in the front end's board task, the reader's for ``/game status``);
    ``events``: what happened since the message last showed the table (by default, the
    last action's)."""
    if table.phase is Phase.LOBBY or table.game is None:
        return lobby_embed(table), []
    view = table.game.view(None)
    image = await render_file(images.render_table, view)
    return game_embed(table, view, image, events), [image]


async def hand_file(table: Table, seat: int) -> discord.File:
    """The image of the cards at ``seat`` (that player's view: their hand, public state),
    in the language now."""
    assert table.game is not None
    return await render_file(images.render_hand, table.game.view(seat))


@dataclass(frozen=True, slots=True)
class PanelMessage:
    """A player's hand panel: its text, the hand's image and the game's controls.

    "My hand" sends it ephemerally; the hand sent by DM is its text and image, with the
    controls only for a game whose controls name their table (a click in a DM does not
    say which table it is for: ``panel_in_dm`` of its :class:`~bot.discord.plugins.GamePlugin`).
    A game builds its own panel with the ``hand_panel`` hook of its plugin.
    """

    content: str
    file: discord.File | None = None
    view: discord.ui.View | None = None


async def hand_panel(table: Table, seat: int) -> PanelMessage:
    """The default hand panel, in the language of the moment: the hand's image, no
    controls."""
    return PanelMessage(
        t("bot.table.hand.heading", game=table_title(table)), await hand_file(table, seat)
    )


async def result_message(table: Table, reason: str) -> tuple[discord.Embed, list[discord.File]]:
    """The closing message: the reason, or for a finished game one summary: who won, the
    deciding moment in one line, the final standings once (in words, and the result
    picture that draws them), under which :func:`bot.discord.endgame.summary_view` puts
    Play again, Replay and My stats. (The reason of a finished game, which names the
    scores too, is for the channel's one-line note of a table played in its thread.) In the
    language now, the table's (the front end posts it in the table's language)."""
    game = table.game
    if game is None or not game.over:
        closed = discord.Embed(
            title=t("bot.table.result.closed", game=table_title(table)),
            colour=FINISHED_COLOUR,
            description=reason,
        )
        return closed, []
    result = game.result()
    view = game.view(None)
    order = sorted(range(len(table.seats)), key=lambda seat: (result.ranks[seat], seat))
    standings = "\n".join(
        f"{result.ranks[seat]}. {seat_label(table, seat)}: {result.scores[seat]}"
        + per_round(view.rounds, seat)
        for seat in order
    )
    winners = [table.seats[seat].name for seat in result.winners]
    won = t("bot.endgame.won" if len(winners) == 1 else "bot.endgame.shared", winners=winners)
    moment = deciding_moment(table.last_events)
    deciding = t("bot.endgame.deciding", moment=moment) if moment else ""
    embed = discord.Embed(
        title=t("bot.table.result.over", game=table_title(table)),
        colour=FINISHED_COLOUR,
        description=fit("\n".join(filter(None, [won, deciding])) + f"\n\n{standings}", 4096),
    )
    image = await render_file(images.render_result, view)
    embed.set_image(url=f"attachment://{image.filename}")
    return embed, [image]


def deciding_moment(events: Sequence[Event]) -> str | None:
    """What decided the game, in one line: why it ended where the game says (Deal Me In's
    blocked board), else the last thing that happened before the end. The game-over event
    itself is left out: it repeats the final scores, which the summary shows once."""
    for event in reversed([event for event in events if is_news(event)]):
        if event.kind != GAME_OVER:
            return plain(event.words())
        reason = event.params.get("reason")
        if reason:
            return plain(str(i18n.worded(i18n.as_sentence(reason))))
    return None


def is_news(event: Event) -> bool:
    """Whether ``event`` tells anything: it has a sentence, and that sentence is not about
    nothing (``Bot Ada draws 0 cards.``: an event whose ``count`` is 0)."""
    return bool(event.text) and event.params.get("count", 1) != 0


def per_round(rounds: Sequence[Round], seat: int) -> str:
    """`` (deal 1 −70, deal 2 +20)``: what a seat made in each round of a game whose view
    lists its rounds (the deals of 21-card rummy), in the language now."""
    if len(rounds) < 2:
        return ""
    parts = ", ".join(f"{played.words()} {played.nets[seat]:+d}" for played in rounds)
    return f" ({parts})"


def fit(text: str, limit: int) -> str:
    """``text`` cut to ``limit`` characters at a line break, keeping its last lines (the
    end of a game matters most)."""
    if len(text) <= limit:
        return text
    lines = text.splitlines()
    while lines and len("\n".join(["…", *lines])) > limit:
        lines.pop(0)
    return "\n".join(["…", *lines])[-limit:]


def record_file(record: dict[str, Any]) -> discord.File:
    """A game record as a JSON attachment (the rule book's "Game records" says what it
    holds; the replay tool plays it)."""
    data = json.dumps(record, indent=1).encode()
    return discord.File(io.BytesIO(data), filename=f"{record['game']}-{record['seed']}.json")
