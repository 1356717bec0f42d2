"""**Review** under a finished game's summary: the player's three costliest decisions.

The button (``end:review:<table id>``) carries only the finished table's id, so a summary
posted before a restart keeps working: the seats come from the stored result and the game
from its stored record (:mod:`bot.storage.history`), replayed and judged by the hard
player (:func:`engine.review.review`) in one worker thread of its own, after the game,
within :data:`engine.review.REVIEW_BUDGET` seconds for the game; the event loop and the
tables go on meanwhile. It answers only a human who played that game, privately; anyone
else is told so privately. A review once made is kept (a small cache) for a second click.
"""

from __future__ import annotations

import asyncio
import io
import multiprocessing
import re
from collections import OrderedDict
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

import discord

from bot.discord import actions
from bot.discord.hints import hint_steps
from bot.discord.items import GameButton
from bot.discord.locale import t
from bot.discord.plain import plain
from bot.discord.replies import answered, reply_privately
from bot.priority import background
from bot.storage.history import finished_seats, game_record_in
from bot.tables.ports import TableError
from bot.tables.thinking import InProcesses
from engine.cards import CardError, parse_played
from engine.i18n import language, speaking
from engine.registry import game_class
from engine.review import Decision, explanation, review
from images.rendered import Rendered
from images.review import render_decision

#: Reviews are made one at a time (each takes up to :data:`engine.review.REVIEW_BUDGET`
#: seconds of CPU), in this thread or in the process below; other clicks wait their turn,
#: their interaction deferred.
_IN_THREAD = ThreadPoolExecutor(max_workers=1, thread_name_prefix="review")
_in_process: ProcessPoolExecutor | None = None
#: Reviews kept for a second click, by (table id, seat, language).
_MADE: OrderedDict[tuple[str, int, str], Reviewed] = OrderedDict()
KEEP = 64


@dataclass(frozen=True, slots=True)
class Reviewed:
    """A review as it is sent: its lines and one picture per decision."""

    lines: list[str]
    pictures: list[Rendered]


class ReviewButton(
    GameButton,
    template=re.compile(r"end:review:(?P<table>[0-9a-z]{1,32})"),
):
    """The presser's costliest decisions of the finished game ``table_id``, for them alone."""

    def __init__(self, table_id: str) -> None:
        self.table_id = table_id
        super().__init__(
            discord.ui.Button(
                label=t("bot.teach.button.review"),
                style=discord.ButtonStyle.secondary,
                custom_id=f"end:review:{table_id}",
            )
        )

    @classmethod
    def from_match(cls, match: re.Match[str]) -> ReviewButton:
        return cls(match["table"])

    async def callback(self, interaction: discord.Interaction) -> None:
        async with answered(interaction):
            await send_review(interaction, self.table_id)


async def send_review(interaction: discord.Interaction, table_id: str) -> None:
    """Answer the presser privately with their review of ``table_id`` (every refusal
    comes before the defer, so it is private and says why)."""
    locale = language()  # the presser's (``answered`` speaks it): the review's language
    store = actions.service_of(interaction).store
    guild_id = interaction.guild_id or 0
    seats = await finished_seats(store, table_id, guild_id)
    if seats is None:
        raise TableError.text(t("bot.teach.review.unknown"))
    seat = next(
        (i for i, (user_id, _) in enumerate(seats.seats) if user_id == interaction.user.id), None
    )
    if seat is None:
        raise TableError.text(t("bot.teach.review.not_player"))
    key = (table_id, seat, locale)
    made = _MADE.get(key)
    if made is None:
        record = await game_record_in(store, table_id, guild_id)
        if record is None:
            raise TableError.text(t("bot.teach.review.unknown"))
        await actions.defer_privately(interaction)
        loop = asyncio.get_running_loop()
        where = _executor(actions.service_of(interaction).thinking)
        made = await loop.run_in_executor(where, reviewed, record, seat, locale)
        _MADE[key] = made
        while len(_MADE) > KEEP:
            _MADE.popitem(last=False)
    files = [
        discord.File(io.BytesIO(p.png), filename=f"review{i}.png", description=plain(p.alt)[:1024])
        for i, p in enumerate(made.pictures, 1)
    ]
    await reply_privately(interaction, "\n".join(made.lines), files=files)


def _executor(thinking: object) -> Executor:
    """Where reviews are made: a worker process (started at the first review, behind the bot as the
    computer players' are) when the computer players think in processes; else a thread."""
    global _in_process
    if not isinstance(thinking, InProcesses):
        return _IN_THREAD
    if _in_process is None:
        _in_process = ProcessPoolExecutor(
            max_workers=1,
            mp_context=multiprocessing.get_context("forkserver"),
            initializer=background,
        )
    return _in_process


def reviewed(record: dict[str, Any], seat: int, locale: str) -> Reviewed:
    """The review of ``seat`` in ``record``, worded and drawn in ``locale``. The entry of
    a worker (an executor's thread or a process, which share no context with the caller):
    the one place the language is handed over, and spoken for the whole review."""
    with speaking(locale):
        return review_now(record, seat)


def review_now(record: dict[str, Any], seat: int) -> Reviewed:
    """The review of ``seat`` in ``record``, in the language now (it searches and draws)."""
    done = review(record, seat)
    if not done.decisions:
        return Reviewed([t("bot.teach.review.clean", count=done.judged)], [])
    lines = [t("bot.teach.review.heading", count=len(done.decisions))]
    pictures = []
    for number, decision in enumerate(done.decisions, 1):
        cost = cost_words(decision)
        lines.append(
            t(
                "bot.teach.review.line",
                number=number,
                move=decision.index + 1,
                played=said(record["game"], decision.played),
                best=said(record["game"], decision.judgement.best),
                cost=cost,
                why=explanation(decision.judgement, language()),
            )
        )
        lines[-1] = plain(lines[-1])
        pictures.append(picture(record["game"], seat, decision, cost))
    return Reviewed(lines, pictures)


def said(game_id: str, action: str) -> str:
    """A move (the record's notation) as the reader says it (``play 2♣``: the game's
    plugin's ``describe``, :func:`bot.discord.hints.hint_steps`)."""
    return hint_steps(game_id, game_class(game_id).parse_action(action))


def cost_words(decision: Decision) -> str:
    """What the decision cost, in the judgement's unit (``3.4 points``)."""
    unit = decision.judgement.unit
    return t(f"bot.teach.cost.{unit}", amount=f"{decision.cost:.1f}")


def picture(game_id: str, seat: int, decision: Decision, cost: str) -> Rendered:
    """The position of ``decision`` drawn small: the hand held then, the cards played and
    the hard player's marked."""
    game = game_class(game_id).from_dict(decision.state)
    hand = [str(c) for c in game.hand(seat)]
    return render_decision(
        hand,
        said(game_id, decision.played),
        said(game_id, decision.judgement.best),
        cost,
        decision.index + 1,
        marked_played=_cards_in(decision.played, hand),
        marked_best=_cards_in(decision.judgement.best, hand),
        locale=language(),
    )


def _cards_in(action: str, hand: list[str]) -> list[str]:
    """The cards of ``action`` that are in ``hand`` (card tokens)."""
    found = []
    for word in action.split()[1:]:
        try:
            token = str(parse_played(word))
        except (CardError, ValueError):
            continue
        if token in hand:
            found.append(token)
    return found
