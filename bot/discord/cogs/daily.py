"""``/daily ...``: the daily Deal Me In challenge, and its day-end post.

Every member of a server gets the same position each day (UTC): ``/daily play`` shows the
board and the hand with the controls to play it by tapping (see "playing by tapping"
below), ``/daily place`` makes the one move of the day (autocomplete from the engine: the
cards held, the squares legal placements start on, best first, and the
directions that work from there), and the score comes back privately at once. The best
move is revealed when the day ends, in the channel an admin chose with ``/daily channel``
(and with ``/daily reveal`` to anyone who asks). All rules and scores come from
:mod:`engine.dealmein.daily`; the service (:mod:`bot.daily.service`) keeps the rest.
Private answers are in the player's language, the leaderboard and the day-end post in the
server's (the move itself in the engine's words, ``7♥ 7♦ G7–G8 down: pair 10 ×2 = 20``).
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

import images
from bot.daily.service import DailyService, DayResults, Streaks, shift
from bot.discord import actions
from bot.discord.frontend import QUIET
from bot.discord.items import GameButton, GameSelect
from bot.discord.limits import MAX_CARDS_OPTION, MAX_DIRECTION_OPTION, MAX_SQUARE_OPTION
from bot.discord.locale import SpeaksToClicker, guild_id_locale, guild_locale, t
from bot.discord.messages import render_file
from bot.discord.moves import MAX_CHOICES, card_completions, card_list
from bot.discord.permissions import require_table_permissions
from bot.discord.port import bot_of
from bot.discord.replies import answered, refusals, reply_privately
from bot.tables.ports import TableError
from engine import i18n
from engine.cards import Card
from engine.dealmein.board import square_index, square_name
from engine.dealmein.daily import Attempt, DailyPosition, share_line
from engine.dealmein.movegen import Move, best_at_each_start
from engine.dealmein.placement import ACROSS, DOWN, MAX_CARDS

DAILY_COLOUR = discord.Colour(0x9B59B6)
#: The refusal of ``/daily channel`` to a member without Manage Server, in English.
NEEDS_MANAGE_SERVER = t("bot.daily.manage_server")
#: Lines of a leaderboard shown in one message.
BOARD_LINES = 20


def daily_of(interaction: discord.Interaction) -> DailyService:
    return bot_of(interaction).daily


def guild_of(interaction: discord.Interaction) -> int:
    if interaction.guild_id is None:
        raise TableError.text(t("bot.daily.guild_only"))
    return interaction.guild_id


def title(day: str) -> str:
    return t("bot.daily.title", day=day)


def move_text(position: DailyPosition, action: str) -> str:
    """A move in words a player reads, in the language now:
    ``7♥ 7♦ G7–G8 down: pair 10 ×2 = 20``."""
    placement = position.judge_action(action).placement
    described = i18n.worded(placement.describe_phrase())
    return f"{described}: {i18n.worded(placement.score_phrase())}"


def streak_text(streaks: Streaks) -> str:
    parts = [t("bot.daily.streak.days", count=streaks.played)]
    if streaks.best:
        parts.append(t("bot.daily.streak.best", count=streaks.best))
    parts.append(t("bot.daily.streak.longest", count=streaks.longest))
    return " · ".join(parts)


def leaderboard_lines(results: DayResults, revealed: bool) -> list[str]:
    """One line per member, best first; once the day is over, with how close they came."""
    best = results.position.best.score
    lines = []
    for rank, attempt in enumerate(results.attempts[:BOARD_LINES], start=1):
        line = f"**{rank}.** <@{attempt.user_id}>: {attempt.score}"
        if revealed:
            share = attempt.score / best if best else 1.0
            line += " ⭐" if attempt.best else t("bot.daily.of_best", share=f"{share:.0%}")
        lines.append(line)
    more = len(results.attempts) - BOARD_LINES
    if more > 0:
        lines.append(t("bot.daily.more", count=more))
    return lines


def reveal_embed(results: DayResults) -> discord.Embed:
    """The day's end: the best move and score, the obvious move, the leaderboard."""
    position = results.position
    best = position.best
    found = results.found_best
    lines = [
        t(
            "bot.daily.reveal.best",
            action=best.action(),
            move=move_text(position, best.action()),
        ),
        t(
            "bot.daily.reveal.obvious",
            score=position.most_cards.score,
            move=move_text(position, position.most_cards.action()),
        ),
    ]
    if results.attempts:
        who = ", ".join(f"<@{a.user_id}>" for a in found[:10]) or t("bot.daily.nobody")
        lines.append(
            t(
                "bot.daily.reveal.played",
                count=len(results.attempts),
                who=who,
                score=best.score,
            )
        )
        lines.append("")
        lines.extend(leaderboard_lines(results, revealed=True))
    else:
        lines.append(t("bot.daily.reveal.nobody_played"))
    embed = discord.Embed(
        title=t("bot.daily.reveal.title", title=title(results.day)),
        colour=DAILY_COLOUR,
        description="\n".join(lines),
    )
    embed.set_footer(text=t("bot.daily.reveal.footer"))
    return embed


async def reveal_message(results: DayResults) -> tuple[discord.Embed, discord.File]:
    embed = reveal_embed(results)
    view = results.position.view_after(results.position.best.action())
    image = await render_file(images.render_table, view)
    embed.set_image(url=f"attachment://{image.filename}")
    return embed, image


class DiscordDailyFrontend:
    """The daily service's front end (:class:`bot.daily.service.DailyFrontend`)."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    async def day_ended(self, results: DayResults, channel_id: int) -> int | None:
        with i18n.speaking(guild_id_locale(self.bot, results.guild_id)):  # the server reads it
            embed, image = await reveal_message(results)
        channel = self.bot.get_partial_messageable(channel_id, guild_id=results.guild_id)
        message = await channel.send(embed=embed, file=image, allowed_mentions=QUIET)
        return message.id


def answer_text(
    position: DailyPosition,
    attempt: Attempt,
    streaks: Streaks,
    ends: float,
) -> str:
    share = share_line(attempt, position.day, streaks.played)
    return t(
        "bot.daily.answer",
        action=attempt.action,
        move=move_text(position, attempt.action),
        score=attempt.score,
        when=f"<t:{int(ends)}:R>",
        streak=streak_text(streaks),
        share=share,
    )


class DailyCog(
    commands.GroupCog, group_name="daily", group_description="The daily Deal Me In challenge"
):
    """The daily challenge's commands and their autocomplete."""

    @app_commands.command(name="play", description="Today's position: the board and your hand")
    async def play(self, interaction: discord.Interaction) -> None:
        async with refusals(interaction):
            guild_id = guild_of(interaction)
            service = daily_of(interaction)
            await actions.defer_privately(interaction)
            if await service.has_played(guild_id, interaction.user.id):
                await self._send_answer(interaction, guild_id)
                return
            position = await service.position(guild_id)
            view = position.view()
            board = await render_file(images.render_table, view)
            hand = await render_file(images.render_hand, view)
            cards = " ".join(card.symbol for card in position.hand)
            embed = discord.Embed(
                title=title(position.day),
                colour=DAILY_COLOUR,
                description=t(
                    "bot.daily.position",
                    cards=cards,
                    placements=position.placements,
                    when=f"<t:{int(service.ends_at(position.day))}:R>",
                ),
            )
            embed.set_image(url=f"attachment://{board.filename}")
            # The controls to play it by tapping: cards, then square, then direction.
            text, controls = await tapping_panel(position, Pick(position.day))
            await interaction.followup.send(
                text, embed=embed, files=[board, hand], view=controls, ephemeral=True
            )

    @app_commands.command(name="place", description="Your one move of the day")
    @app_commands.describe(
        square="The first square, e.g. G7 (covered squares are skipped)",
        direction="across (rightwards) or down",
        cards="Your cards in order, e.g. 7H 7D",
    )
    async def place(
        self,
        interaction: discord.Interaction,
        square: app_commands.Range[str, None, MAX_SQUARE_OPTION],
        direction: app_commands.Range[str, None, MAX_DIRECTION_OPTION],
        cards: app_commands.Range[str, None, MAX_CARDS_OPTION],
    ) -> None:
        async with refusals(interaction):
            guild_id = guild_of(interaction)
            service = daily_of(interaction)
            await actions.defer_privately(interaction)
            played = await service.play(
                guild_id,
                actions.player_of(interaction),
                square.strip(),
                direction.strip().lower(),
                card_list(cards),
            )
            ends = service.ends_at(played.position.day)
            text = answer_text(played.position, played.attempt, played.streaks, ends)
            await reply_privately(interaction, text)

    @app_commands.command(name="answer", description="Your move of today, again")
    async def answer(self, interaction: discord.Interaction) -> None:
        async with refusals(interaction):
            guild_id = guild_of(interaction)
            await actions.defer_privately(interaction)
            await self._send_answer(interaction, guild_id)

    async def _send_answer(self, interaction: discord.Interaction, guild_id: int) -> None:
        service = daily_of(interaction)
        position, attempt = await service.answer(guild_id, interaction.user.id)
        streaks = await service.streaks(guild_id, interaction.user.id)
        text = answer_text(position, attempt, streaks, service.ends_at(position.day))
        view = position.view_after(attempt.action)
        image = await render_file(images.render_table, view)
        played = t("bot.daily.played_already", answer=text)
        await reply_privately(interaction, played, file=image)

    @app_commands.command(name="leaderboard", description="Today's scores in this server")
    async def leaderboard(self, interaction: discord.Interaction) -> None:
        async with refusals(interaction):
            guild_id = guild_of(interaction)
            service = daily_of(interaction)
            await interaction.response.defer(thinking=True)
            results = await service.results(guild_id)
            with i18n.speaking(guild_locale(interaction)):  # a public message: the server's
                lines = leaderboard_lines(results, revealed=False)
                embed = discord.Embed(
                    title=t("bot.daily.board.title", title=title(results.day)),
                    colour=DAILY_COLOUR,
                    description="\n".join(lines) or t("bot.daily.board.empty"),
                )
                embed.set_footer(text=t("bot.daily.board.footer"))
                await interaction.followup.send(embed=embed, allowed_mentions=QUIET)

    @app_commands.command(
        name="week", description="This week's challenge: the week's dailies scored together"
    )
    async def week(self, interaction: discord.Interaction) -> None:
        async with refusals(interaction):
            guild_id = guild_of(interaction)
            await interaction.response.defer(thinking=True)
            monday, totals = await daily_of(interaction).week(guild_id)
            with i18n.speaking(guild_locale(interaction)):  # a public message: the server's
                lines = [
                    t(
                        "bot.daily_week.line",
                        rank=rank,
                        player=f"<@{total.user_id}>",
                        points=total.total,
                        count=total.days,
                    )
                    for rank, total in enumerate(totals[:BOARD_LINES], start=1)
                ]
                embed = discord.Embed(
                    title=t("bot.daily_week.title", monday=monday, sunday=shift(monday, 6)),
                    colour=DAILY_COLOUR,
                    description="\n".join(lines) or t("bot.daily_week.empty"),
                )
                embed.set_footer(text=t("bot.daily_week.footer"))
                await interaction.followup.send(embed=embed, allowed_mentions=QUIET)

    @app_commands.command(name="reveal", description="Yesterday's best move and leaderboard")
    async def reveal(self, interaction: discord.Interaction) -> None:
        async with refusals(interaction):
            guild_id = guild_of(interaction)
            service = daily_of(interaction)
            await actions.defer_privately(interaction)
            results = await service.results(guild_id, shift(service.today(), -1))
            embed, image = await reveal_message(results)
            await reply_privately(interaction, embed=embed, file=image)

    @app_commands.command(name="streak", description="Days in a row you played the challenge")
    @app_commands.describe(member="Whose streak (default: yours)")
    async def streak(
        self, interaction: discord.Interaction, member: discord.Member | None = None
    ) -> None:
        async with refusals(interaction):
            guild_id = guild_of(interaction)
            user = member or interaction.user
            streaks = await daily_of(interaction).streaks(guild_id, user.id)
            text = streak_text(streaks)
            await reply_privately(interaction, f"<@{user.id}>: {text}.")

    @app_commands.command(name="channel", description="Post each day's answer in this channel")
    @app_commands.default_permissions(manage_guild=True)
    async def channel(self, interaction: discord.Interaction) -> None:
        async with refusals(interaction):
            guild_id = guild_of(interaction)
            if not interaction.permissions.manage_guild:
                raise TableError.text(t("bot.daily.manage_server"))
            channel_id = actions.channel_id_of(interaction)
            require_table_permissions(interaction)  # the post is a picture in an embed
            await daily_of(interaction).set_channel(guild_id, channel_id)
            await reply_privately(
                interaction, t("bot.daily.channel_set", channel=f"<#{channel_id}>")
            )

    # ------------------------------------------------------------------ autocomplete

    async def _position(self, interaction: discord.Interaction) -> DailyPosition | None:
        if interaction.guild_id is None:
            return None
        service = daily_of(interaction)
        cached = service.cached_position(interaction.guild_id)
        return cached or await service.position(interaction.guild_id)

    @place.autocomplete("square")
    async def place_square(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        position = await self._position(interaction)
        if position is None:
            return []
        wanted = current.strip().upper()
        squares = [s for s in position.start_squares() if s.startswith(wanted)]
        return [app_commands.Choice(name=s, value=s) for s in squares[:MAX_CHOICES]]

    @place.autocomplete("direction")
    async def place_direction(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        position = await self._position(interaction)
        square = str(getattr(interaction.namespace, "square", "") or "")
        offered = position.directions(square) if position is not None and square else []
        wanted = current.strip().lower()
        return [
            app_commands.Choice(name=d, value=d)
            for d in offered or [ACROSS, DOWN]
            if d.startswith(wanted)
        ]

    @place.autocomplete("cards")
    async def place_cards(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        position = await self._position(interaction)
        if position is None:
            return []
        return card_completions(list(position.hand), current, jokers=False)


# --------------------------------------------------------------------- playing by tapping
# The daily challenge by tapping: the controls under ``/daily play``'s private answer.
#
# The player chooses, in this order, the cards (a menu of the day's hand, 1 to 5 of them),
# the first square (a menu of the squares a legal placement of exactly those cards starts on,
# in board order) and the direction (Across, Down: those that work from that square), then
# presses **Place**, which makes the day's one move with those cards in the order the engine
# lays them best from there (shown before the press). Nothing before the attempt shows a
# score, a ranking or a best move: the squares are in reading order, not best first, and the
# texts name no points. The move is judged and stored by the daily service, exactly as
# ``/daily place``'s.
#
# Every control is a dynamic item whose ``custom_id`` carries the day it was drawn for and
# what is chosen so far (the cards as a bit mask over the day's hand, the square, the
# direction): a control of another day is refused, and the panel works after a restart.

#: Discord's limit on a menu's options.
MAX_MENU_OPTIONS = 25
CARDS_ROW, SQUARE_ROW, ACTIONS_ROW = range(3)

_DAY = r"(?P<day>[0-9]{4}-[0-9]{2}-[0-9]{2})"


@dataclass(frozen=True, slots=True)
class Pick:
    """What the player has chosen so far: the cards (bit ``i``: the ``i``-th card of the
    day's hand), the first square, the direction."""

    day: str
    mask: int = 0
    square: str | None = None
    direction: str | None = None

    def cards(self, hand: Sequence[Card]) -> list[Card]:
        return [card for index, card in enumerate(hand) if self.mask >> index & 1]

    def mark(self) -> str:
        """The pick in a custom id: ``2026-01-01:5:G7:down`` (``-`` for what is not chosen)."""
        return f"{self.day}:{self.mask}:{self.square or '-'}:{self.direction or '-'}"

    @classmethod
    def of(cls, match: re.Match[str]) -> Pick:
        square, direction = match["square"], match["direction"]
        return cls(
            match["day"],
            int(match["mask"]),
            None if square == "-" else square,
            None if direction == "-" else direction,
        )


_PICK = rf"{_DAY}:(?P<mask>[0-9]+):(?P<square>[A-K](?:10|11|[1-9])|-):(?P<direction>across|down|-)"


def placements(position: DailyPosition, pick: Pick) -> list[Move]:
    """The legal placements of exactly the cards picked: the engine's best at each start
    square and direction (the scores stay unseen). A search: run it in a worker thread."""
    cards = pick.cards(position.hand)
    if not cards or len(cards) > MAX_CARDS:
        return []
    return best_at_each_start(position.board, cards)


def starts(moves: Sequence[Move]) -> list[str]:
    """The squares the placements start on, in board order (reading order: not a hint)."""
    return sorted({square_name(move.squares[0]) for move in moves}, key=square_index)


def directions(moves: Sequence[Move], square: str) -> list[str]:
    """The directions that work from ``square``, across first."""
    found = {move.direction for move in moves if square_name(move.squares[0]) == square}
    return [d for d in (ACROSS, DOWN) if d in found]


def chosen_move(moves: Sequence[Move], pick: Pick) -> Move | None:
    for move in moves:
        if square_name(move.squares[0]) == pick.square and move.direction == pick.direction:
            return move
    return None


def cards_text(cards: Sequence[Any]) -> str:
    return " ".join(card.symbol for card in cards)


def panel_text(position: DailyPosition, pick: Pick, moves: Sequence[Move]) -> str:
    """What to do next, with what is chosen so far; never a score."""
    chosen = pick.cards(position.hand)
    if not chosen:
        return t("bot.tapping.daily.intro")
    if len(chosen) > MAX_CARDS:
        return t("bot.tapping.daily.too_many", cards=cards_text(chosen), most=MAX_CARDS)
    if not moves:
        return t("bot.tapping.daily.nowhere", cards=cards_text(chosen))
    if pick.square is None:
        return t("bot.tapping.daily.choose_square", cards=cards_text(chosen))
    move = chosen_move(moves, pick)
    if move is None:
        return t(
            "bot.tapping.daily.choose_direction",
            cards=cards_text(chosen),
            square=pick.square,
        )
    return t(
        "bot.tapping.daily.ready",
        cards=cards_text(move.cards),
        square=pick.square,
        direction=t(f"bot.tapping.daily.{move.direction}"),
    )


# --------------------------------------------------------------------- the controls


class DailyCards(
    SpeaksToClicker,
    GameSelect,
    template=re.compile(rf"daily:cards:{_DAY}"),
):
    """The day's hand: the player chooses the cards to lay (1 to 5)."""

    def __init__(self, day: str, options: Sequence[discord.SelectOption]) -> None:
        self.day = day
        super().__init__(
            discord.ui.Select(
                custom_id=f"daily:cards:{day}",
                placeholder=t("bot.tapping.daily.cards_menu"),
                min_values=1,
                max_values=min(MAX_CARDS, max(1, len(options))),
                options=list(options) or [discord.SelectOption(label="-")],
                row=CARDS_ROW,
            )
        )

    @classmethod
    def from_match(cls, match: re.Match[str], select: discord.ui.Select) -> DailyCards:
        return cls(match["day"], select.options)

    async def callback(self, interaction: discord.Interaction) -> None:
        mask = 0
        for value in self.item.values:
            if value.isdigit():
                mask |= 1 << int(value)
        await show_pick(interaction, Pick(self.day, mask))


class DailySquare(
    SpeaksToClicker,
    GameSelect,
    template=re.compile(rf"daily:square:{_DAY}:(?P<mask>[0-9]+)"),
):
    """The squares a placement of the chosen cards may start on."""

    def __init__(
        self,
        day: str,
        mask: int,
        options: Sequence[discord.SelectOption],
    ) -> None:
        self.day, self.mask = day, mask
        super().__init__(
            discord.ui.Select(
                custom_id=f"daily:square:{day}:{mask}",
                placeholder=t("bot.tapping.daily.square_menu"),
                options=list(options) or [discord.SelectOption(label="-")],
                row=SQUARE_ROW,
            )
        )

    @classmethod
    def from_match(cls, match: re.Match[str], select: discord.ui.Select) -> DailySquare:
        return cls(match["day"], int(match["mask"]), select.options)

    async def callback(self, interaction: discord.Interaction) -> None:
        square = self.item.values[0] if self.item.values else None
        await show_pick(interaction, Pick(self.day, self.mask, square))


class DailyButton(
    SpeaksToClicker,
    GameButton,
    template=re.compile(rf"daily:(?P<what>dir|place):{_PICK}"),
):
    """A direction (chooses it) or **Place** (makes the day's move as chosen)."""

    def __init__(
        self,
        what: str,
        pick: Pick,
        label: str = "-",
        *,
        chosen: bool = False,
        disabled: bool = False,
    ) -> None:
        self.what, self.pick = what, pick
        if what == "place":
            style = discord.ButtonStyle.success
        else:
            style = discord.ButtonStyle.primary if chosen else discord.ButtonStyle.secondary
        super().__init__(
            discord.ui.Button(
                label=label,
                style=style,
                custom_id=f"daily:{what}:{pick.mark()}",
                disabled=disabled,
                row=ACTIONS_ROW,
            )
        )

    @classmethod
    def from_match(cls, match: re.Match[str]) -> DailyButton:
        return cls(match["what"], Pick.of(match))

    async def callback(self, interaction: discord.Interaction) -> None:
        if self.what == "dir":
            await show_pick(interaction, self.pick)
        else:
            await place_pick(interaction, self.pick)


#: The daily panel's dynamic items, registered with the bot so that they outlive a restart.
DAILY_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    DailyCards,
    DailySquare,
    DailyButton,
)


def controls(position: DailyPosition, pick: Pick, moves: Sequence[Move]) -> discord.ui.View:
    """The menus and buttons for ``pick`` (see the module): three rows at most."""
    view = discord.ui.View(timeout=None)
    options = [
        discord.SelectOption(
            label=card.symbol, value=str(index), default=bool(pick.mask >> index & 1)
        )
        for index, card in enumerate(position.hand[:MAX_MENU_OPTIONS])
    ]
    view.add_item(DailyCards(pick.day, options))
    squares = starts(moves)
    if squares:
        offered = [
            discord.SelectOption(label=square, value=square, default=square == pick.square)
            for square in squares[:MAX_MENU_OPTIONS]
        ]
        view.add_item(DailySquare(pick.day, pick.mask, offered))
    if pick.square is not None:
        for direction in directions(moves, pick.square):
            label = t(f"bot.tapping.daily.{direction}")
            chosen = direction == pick.direction
            choice = Pick(pick.day, pick.mask, pick.square, direction)
            view.add_item(DailyButton("dir", choice, label, chosen=chosen))
    ready = chosen_move(moves, pick) is not None
    label = t("bot.dealmein.button.place")
    view.add_item(DailyButton("place", pick, label, disabled=not ready))
    return view


async def tapping_panel(position: DailyPosition, pick: Pick) -> tuple[str, discord.ui.View]:
    """The panel's words and controls for ``pick`` (the search in a worker thread)."""
    moves = await asyncio.to_thread(placements, position, pick)
    if pick.square is not None and pick.square not in starts(moves):
        pick = Pick(pick.day, pick.mask)
    return panel_text(position, pick, moves), controls(position, pick, moves)


async def _position_for(interaction: discord.Interaction, day: str) -> DailyPosition:
    """Today's position, refusing a panel drawn for another day."""
    guild_id = guild_of(interaction)
    service = daily_of(interaction)
    if day != service.today():
        raise TableError.text(t("bot.tapping.daily.other_day"))
    return await service.position(guild_id, day)


async def show_pick(interaction: discord.Interaction, pick: Pick) -> None:
    """Redraw the clicked panel for ``pick`` (nothing played)."""
    async with answered(interaction):
        position = await _position_for(interaction, pick.day)
        text, view = await tapping_panel(position, pick)
        await interaction.response.edit_message(content=text, view=view)


async def place_pick(interaction: discord.Interaction, pick: Pick) -> None:
    """Make the day's one move as picked: the service judges and stores it; the panel
    becomes the answer (the move, its score, the streak), with no controls left."""
    async with answered(interaction):
        position = await _position_for(interaction, pick.day)
        moves = await asyncio.to_thread(placements, position, pick)
        move = chosen_move(moves, pick)
        if move is None or pick.square is None or pick.direction is None:
            raise TableError.text(t("bot.tapping.daily.incomplete"))
        await interaction.response.defer()
        service = daily_of(interaction)
        played = await service.play(
            guild_of(interaction),
            actions.player_of(interaction),
            pick.square,
            pick.direction,
            " ".join(str(card) for card in move.cards),
        )
        ends = service.ends_at(played.position.day)
        text = answer_text(played.position, played.attempt, played.streaks, ends)
        await interaction.edit_original_response(content=text, view=None)
