"""What Deal Me In's hand panel offers a seat: what the player has chosen so far
(:class:`Choice`), where a control belongs (:class:`Mark`), the engine's answers for that
choice (:class:`Offer`, worked out by :func:`offer`), the panel's text, the hint as a
choice (:func:`hinted`) and the picture of the placement picked (:func:`preview_file`).

Nothing is decided here: the placements, the pass, the swap's limit and the reclaims are
the engine's (:meth:`DealMeIn.placement_choices`, :meth:`~DealMeIn.may_pass`,
:meth:`~DealMeIn.swap_limit`, :meth:`~DealMeIn.reclaimable`), and it judges every action
sent. The searches run on a copy of the game in a worker thread
(:func:`bot.discord.actions.on_snapshot`).

Apart from the panel's controls and the view that lays them out
(:mod:`bot.discord.games.dealmein.panel`) because none of this answers a click: it is what
the game offers the seat, which the controls act on and the view shows. So the panel
imports this module and this module imports no control.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import discord

from bot.discord import messages
from bot.discord.hints import explained
from bot.discord.locale import t
from engine import i18n
from engine.cards import JOKER, Card, PlayedJoker, format_cards, parse_played
from engine.dealmein.actions import Place, Steps, Swap
from engine.dealmein.board import square_name
from engine.dealmein.game import DealMeIn
from engine.dealmein.movegen import Move
from engine.dealmein.placement import MAX_CARDS, Placement, check_placement
from engine.dealmein.view import DealMeInSeatView
from images.dealmein.preview import PlacementPreview, render_preview

#: Discord's limit on a select's options: the placements shown on one page of the menu.
MAX_OPTIONS = 25


# --------------------------------------------------------------------- what is chosen


@dataclass(frozen=True, slots=True)
class Choice:
    """What the player has chosen on the panel so far: the cards (bit ``i`` is the
    ``i``-th card of the sorted hand), the placement picked (``"E7 across"``), the page of
    placements shown, and a note for the player (the hint's explanation)."""

    mask: int = 0
    spot: str | None = None
    page: int = 0
    note: str = ""

    def cards(self, hand: Sequence[Card]) -> list[Card]:
        return [card for index, card in enumerate(hand) if self.mask >> index & 1]


@dataclass(frozen=True, slots=True)
class Mark:
    """Where a control belongs: the table's channel, the seat, the seat's move count."""

    channel_id: int
    seat: int
    moves: int

    @classmethod
    def of(cls, match: re.Match[str]) -> Mark:
        """The mark in a control's custom id (its ``channel``, ``seat`` and ``moves``)."""
        return cls(int(match["channel"]), int(match["seat"]), int(match["moves"]))

    def __str__(self) -> str:
        return f"{self.channel_id}:{self.seat}:{self.moves}"


def mask_of(hand: Sequence[Card], cards: Sequence[Card]) -> int:
    """The bit mask of ``cards`` (each once, jokers as many as given) in the sorted hand."""
    mask, left = 0, list(cards)
    for index, card in enumerate(hand):
        if card in left:
            left.remove(card)
            mask |= 1 << index
    return mask


def spot_of(move: Move) -> str:
    """``E7 across``: a placement's start square and direction."""
    return f"{square_name(move.squares[0])} {move.direction}"


def cards_text(cards: Sequence[Any]) -> str:
    return " ".join(card.symbol for card in cards) or "-"


# --------------------------------------------------------------------- what the engine offers


@dataclass(frozen=True, slots=True)
class Offer:
    """All the panel shows, worked out at once off the event loop: the seat's view
    (``seen``) and the engine's answers for the choice: its placements, the pass, the
    swap's limit, the reclaims, and the placement picked, checked and scored (``picked``:
    ``None`` when nothing legal is picked)."""

    seen: DealMeInSeatView
    placements: tuple[Move, ...] = ()
    may_pass: bool = False
    swap_limit: int = 0
    reclaimable: tuple[Card, ...] = ()
    picked: Placement | None = None


def hand_of(seen: DealMeInSeatView) -> list[Card]:
    """The viewer's hand, sorted as the engine sorts it (the order the cards' mask counts)."""
    assert seen.hand is not None, "a seat's view"
    return list(seen.hand.cards)


def offer(game: DealMeIn, seat: int, choice: Choice) -> Offer:
    """The seat's view and the engine's answers for ``choice`` (run on a snapshot of the
    game: the panel reads nothing else)."""
    seen = game.view(seat)
    assert isinstance(seen, DealMeInSeatView)
    if seat not in game.to_move():
        return Offer(seen)
    cards = choice.cards(game.hand(seat))
    placements = tuple(game.placement_choices(seat, cards))
    picked = next((move for move in placements if spot_of(move) == choice.spot), None)
    checked = None
    if picked is not None:
        checked = check_placement(
            game.board,
            game.hands[seat],
            picked.squares[0],
            picked.direction,
            picked.cards,
            game.jokers_left,
        )
    return Offer(
        seen,
        placements,
        game.may_pass(seat),
        game.swap_limit(seat),
        tuple(game.reclaimable(seat)),
        checked,
    )


# --------------------------------------------------------------------- the panel's text


def panel_text(offered: Offer, news: Sequence[str], choice: Choice) -> str:
    """What happened (``news``), the hand and score, and what the player is to do: the
    cards chosen, how many placements they have, the placement picked and its score; from
    the seat's view and the engine's offer alone."""
    seen = offered.seen
    seat = seen.viewer
    assert seat is not None, "a seat's view"
    hand = hand_of(seen)
    placements = offered.placements
    lines = [*news]
    lines.append(
        t(
            "bot.dealmein.panel.heading",
            cards=cards_text(hand),
            score=seen.scores[seat],
            deck=seen.stock,
        )
    )
    if seen.over:
        return "\n".join(lines)
    if seat not in seen.to_move:
        lines.append(t("bot.dealmein.panel.waiting", player=seen.players[seen.to_move[0]]))
        return "\n".join(lines)
    if choice.note:
        lines.append(choice.note)
    chosen = choice.cards(hand)
    if not chosen:
        lines.append(t("bot.dealmein.panel.choose"))
        return "\n".join(lines)
    if len(chosen) > MAX_CARDS:
        lines.append(t("bot.dealmein.panel.too_many", cards=cards_text(chosen), most=MAX_CARDS))
        return "\n".join(lines)
    if not placements:
        lines.append(t("bot.dealmein.panel.nowhere", cards=cards_text(chosen)))
        return "\n".join(lines)
    pages = page_count(placements)
    where = t("bot.dealmein.panel.page_of", page=choice.page + 1, pages=pages) if pages > 1 else ""
    best = placements[0]
    lines.append(
        t(
            "bot.dealmein.panel.places",
            cards=cards_text(chosen),
            count=len(placements),
            where=where,
            spot=spot_of(best),
            score=best.score,
        )
    )
    picked = next((move for move in placements if spot_of(move) == choice.spot), None)
    if picked is not None and offered.picked is not None:
        detail = offered.picked
        lines.append(
            t(
                "bot.dealmein.panel.picked",
                spot=spot_of(picked),
                cards=cards_text(picked.cards),
                score=i18n.worded(detail.score_phrase()),
            )
        )
    return "\n".join(lines)


def page_count(placements: Sequence[Move]) -> int:
    return max(1, -(-len(placements) // MAX_OPTIONS))


# --------------------------------------------------------------------- the hint and the preview


def hinted(game: DealMeIn, seat: int) -> Choice:
    """The hard computer player's move for ``seat`` as a choice on the panel, with a note
    saying what to press and why (run on a snapshot: it searches)."""
    action, why = explained(game, seat)
    hand = game.hand(seat)
    match action:
        case Steps(finish=Place() as place):  # reclaims first, then a placement
            cards = format_cards(action.reclaimed, symbols=True)
            placement = describe(str(place))
            said = t("bot.dealmein.hint.reclaim", cards=cards, placement=placement)
            return Choice(note=f"{said} {why}")
        case Place(start, direction, played):
            held = [JOKER if isinstance(card, PlayedJoker) else card for card in played]
            placements = game.placement_choices(seat, held)
            spot = f"{square_name(start)} {direction}"
            index = next((i for i, m in enumerate(placements) if spot_of(m) == spot), 0)
            said = t("bot.dealmein.hint.place", placement=describe(str(action)))
            return Choice(mask_of(hand, held), spot, index // MAX_OPTIONS, f"{said} {why}")
        case Swap(swapped):
            said = t("bot.dealmein.hint.swap", cards=cards_text(swapped))
            return Choice(mask_of(hand, list(swapped)), note=f"{said} {why}")
    return Choice(note=t("bot.dealmein.hint.pass") + " " + why)


def describe(placement: str) -> str:
    """``E7 across 7♠ 7♥`` for the words of a placement (``place`` left out)."""
    words = placement.split()
    if words and words[0].lower() == "place":
        words = words[1:]
    square, direction, *cards = words
    return f"{square} {direction} {cards_text([parse_played(c) for c in cards])}"


async def preview_file(offered: Offer) -> discord.File | None:
    """The picture of the placement picked, before it is made (none when nothing legal
    is picked), drawn off the event loop from the seat's view and the checked placement."""
    if offered.picked is None:
        return None
    preview = PlacementPreview.of(offered.seen, offered.picked)
    return await messages.render_file(render_preview, preview)
