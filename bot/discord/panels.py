"""The mechanics every game's hand panel uses, whatever its text and controls.

A panel's controls are dynamic items whose ``custom_id`` carries the move they were drawn
for: the seat and that seat's own move count (:meth:`Table.moves_of`), or the table's
:attr:`Table.turn`. A click is answered here: the owner check, the move sent with its token
(a panel drawn for a move that is over is refused politely), and the panel edited to show
the table as it is now, as the click's answer (one request). Each game describes its
panel once with a :class:`Panel`. Its refusals are in the clicking player's language, and
so is the redrawn panel.
"""

from __future__ import annotations

import contextlib
from collections.abc import Awaitable, Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

import discord

from bot.discord import actions
from bot.discord.hints import explained_hint
from bot.discord.locale import t
from bot.discord.messages import PanelMessage
from bot.discord.moves import Move, Play, send
from bot.discord.replies import answered
from bot.tables.ports import TableError
from bot.tables.service import StaleMove
from bot.tables.table import Table
from engine.core import Action, Game

#: Catalogue keys of the refusals of a click on a panel (and their English).
STALE_KEY = "bot.panel.stale"
STALE_PANEL = t(STALE_KEY)
NOT_YOUR_PANEL = t("bot.panel.not_yours")
GAME_OVER = t("bot.panel.game_over")

G = TypeVar("G", bound=Game)

#: Builds the panel of a seat at a table, with what just happened (``news``) on top, in
#: the language of the moment (:func:`engine.i18n.language`: the clicking player's).
PanelBuilder = Callable[[Table, int, Sequence[str]], Awaitable[PanelMessage]]
#: Chooses the action a control sends, judged on (a copy of) the game at the click.
ActionOf = Callable[[G, int], Action]


@contextlib.contextmanager
def refused_if_stale(key: str) -> Iterator[None]:
    """Turns the service's :class:`StaleMove` (a token of a move that is over) into the
    refusal of catalogue ``key``, in the language now (the clicking player's)."""
    try:
        yield
    except StaleMove:
        raise TableError.text(t(key)) from None


@dataclass(frozen=True, slots=True)
class Panel(Generic[G]):
    """A game's hand panel as the mechanics see it: the game class it is drawn for, the
    builder that draws it, how its moves are sent (``play``: a game may add to what happened
    what only the player may see) and the catalogue key of what a control of a move that is
    over says."""

    game: type[G]
    build: PanelBuilder
    play: Play = send
    stale: str = STALE_KEY

    def owned_seat(
        self, interaction: discord.Interaction, seat: int, channel_id: int | None = None
    ) -> tuple[Table, G]:
        """The table and its game; refuses a panel clicked by anyone but the player it was
        drawn for (``seat``). ``channel_id`` is the table's channel for a panel that names
        it (one that works in a DM); otherwise the channel clicked in."""
        table, game, own = actions.seat_at(interaction, self.game, channel_id)
        if own != seat:
            raise TableError.text(t("bot.panel.not_yours"))
        return table, game

    async def act(
        self,
        interaction: discord.Interaction,
        action: Move | ActionOf[G],
        *,
        seat: int | None = None,
        seat_moves: int | None = None,
        turn: int | None = None,
        channel_id: int | None = None,
    ) -> None:
        """Play ``action`` for the move the panel was drawn for (``seat_moves`` of ``seat``,
        or the table's ``turn``), then redraw the panel. An :data:`ActionOf` is judged on a
        copy of the game at the click, off the event loop (it may run a solver). A refusal
        is a private message and leaves the panel and the game as they were. A panel that
        names its table's ``channel_id`` works anywhere, also in a DM.

        The click is answered with the redrawn panel: one request, when the move and the
        panel are done in time (:func:`~bot.discord.actions.soon`)."""
        async with answered(interaction):
            self._check_owner(interaction, seat, channel_id)

            async def move() -> PanelMessage:
                chosen = action
                if callable(chosen):
                    _table, game, own = actions.seat_at(interaction, self.game, channel_id)
                    choose = chosen
                    chosen = await actions.on_snapshot(game, lambda snapshot: choose(snapshot, own))
                with refused_if_stale(self.stale):
                    news = await self.play(
                        interaction, chosen, turn=turn, seat_moves=seat_moves, channel_id=channel_id
                    )
                return await self._drawn(interaction, news, channel_id)

            panel = await actions.soon(interaction, move(), interaction.response.defer)
            await self._show(interaction, panel)

    async def refresh(
        self,
        interaction: discord.Interaction,
        seat: int | None = None,
        channel_id: int | None = None,
    ) -> None:
        """The panel's Refresh: redraw it for the table as it is now."""
        async with answered(interaction):
            self._check_owner(interaction, seat, channel_id)
            panel = await actions.soon(
                interaction, self._drawn(interaction, [], channel_id), interaction.response.defer
            )
            await self._show(interaction, panel)

    async def hint(
        self,
        interaction: discord.Interaction,
        seat: int | None = None,
        channel_id: int | None = None,
    ) -> None:
        """The panel's Hint: the panel redrawn with the hard computer player's move for
        the player's cards on top, in words, and why (nothing is played). Out of turn, the refusal
        says whom the table waits for. One request when it is found in time."""
        async with answered(interaction):
            _table, game, own = actions.seat_at(interaction, self.game, channel_id)
            if seat is not None and own != seat:
                raise TableError.text(t("bot.panel.not_yours"))
            if own not in game.to_move():
                raise game.not_your_turn(own)

            async def hinted() -> PanelMessage:
                _action, said = await actions.on_snapshot(
                    game, lambda snapshot: explained_hint(snapshot, own)
                )
                return await self._drawn(interaction, [said], channel_id)

            panel = await actions.soon(interaction, hinted(), interaction.response.defer)
            await self._show(interaction, panel)

    def _check_owner(
        self, interaction: discord.Interaction, seat: int | None, channel_id: int | None = None
    ) -> None:
        """Refuse a click on the panel of another ``seat`` (a panel drawn for no seat: a
        click outside a server, unless it names its table's channel)."""
        if seat is None:
            if channel_id is None:
                actions.channel_id_of(interaction)
        else:
            self.owned_seat(interaction, seat, channel_id)

    async def _drawn(
        self,
        interaction: discord.Interaction,
        news: Sequence[str],
        channel_id: int | None = None,
    ) -> PanelMessage:
        """The panel for the table as it is now, in the clicking player's language (spoken
        from the click's entry: :func:`~bot.discord.replies.answered`). When the move ended
        the game (the table has closed), it keeps what happened and loses its controls."""
        channel = channel_id if channel_id is not None else actions.channel_id_of(interaction)
        if actions.service_of(interaction).table(channel) is None:
            return PanelMessage("\n".join([*news, t("bot.panel.game_over")]))
        table, _game, seat = actions.seat_at(interaction, self.game, channel)
        return await self.build(table, seat, news)

    @staticmethod
    async def _show(interaction: discord.Interaction, panel: PanelMessage) -> None:
        """Edit the clicked panel: the answer to the click, or after it was acknowledged."""
        attachments = [panel.file] if panel.file is not None else []
        if interaction.response.is_done():
            await interaction.edit_original_response(
                content=panel.content, attachments=attachments, view=panel.view
            )
        else:
            await interaction.response.edit_message(
                content=panel.content, attachments=attachments, view=panel.view
            )
