"""The 21-card Indian rummy images: the table, the declaration and settlement of a deal, and
the end of the game.

The table: players in a column on the left (total, cards in hand, honour cards set aside,
dealer, the seat to move, who is out of the deal and why; during the cut for the deal, the
card each one cut). On the right, the felt: the Joker and this deal's honour cards, the
stock with its count and the open pile spread bottom to top. Between deals (and at the
end) the settlement of the deal just played shows under it: the winning declaration in its
groups and every seat's payments.

:func:`render_declaration` draws that settlement alone, for the message that announces the
end of a deal, and :func:`render_arranged_hand` a player's hand grouped by the solver (the
hand panel's "check my hand").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from PIL import Image

from engine.cards import Card
from engine.melds import MeldKind, analyse_meld
from engine.rummy21.game import IndianRummy
from engine.rummy21.phases import Phase
from engine.rummy21.rules import is_pure_sequence, meld_rules
from engine.rummy21.view import Arranged, Rummy21SeatView, Rummy21View, Settlement
from images import table, theme, words
from images.cards import cached_card_image
from images.draw import (
    around,
    clip,
    number,
    pill,
    signed,
    symbols,
    time_limit,
    tone,
    with_symbols,
)
from images.fonts import Weight, font
from images.hand import CAPTION_RED, wild_badge
from images.probe import Role, unmeasured
from images.rendered import Rendered, alt_text, fixed_palette, rendered
from images.result import (
    DASH,
    FinalStandings,
    StandingRow,
    game_over_parts,
    render_standings,
    shared_win_notes,
    standing_rows,
    winners,
    won_best_last,
)
from images.table import FELT_W, FELT_X, INSET, PAD, SEAT_GAP, SMALL, TOP, WIDTH
from images.text import Draw, width
from images.theme import SEAT_COLOURS, seat_colour
from images.words import counted, parts, say

# ----------------------------------------------------------------- geometry
# The frame is the rummy tables' (:mod:`images.table`). Sized for chat
# (``tests/images/test_chat_size.py``): names and scores of 20 px and more, cards 84 px
# wide or more (a fan shows their corners).
SEAT_H = 100
LABEL_H = 30

JOKER_W = 84
HONOUR_W = 84
HONOUR_STEP = 40
STOCK_W = 60
OPEN_W = 84
OPEN_STEP = 40
#: Open-pile cards drawn at most (the oldest ones are summarised by a count).
OPEN_SHOWN = 14
FELT_H = LABEL_H + round(JOKER_W * theme.CARD_RATIO) + 34

GROUP_GAP = 12

#: What the players to move are to do at each step of a deal: in words, and as their seats'
#: label (``play`` is ``draw``, then ``discard``).
#: (catalogue keys ``images.rummy21.task.<step>`` and ``images.rummy21.tag.<step>``).
TASKS = ("cut_for_deal", "cut", "joker", "draw", "discard")
#: How a seat left the deal, as a short label and in a sentence (catalogue keys
#: ``images.rummy21.out_tag.<reason>`` and ``images.rummy21.out.<reason>``).
OUT_REASONS = ("first_drop", "mid_pack", "timeouts", "wrong_declaration")


# ----------------------------------------------------------------- what the view says


def task(view: Rummy21View) -> tuple[str, str]:
    """What the players to move are to do now: in words, and as their seats' label."""
    step: str = view.phase
    if view.phase is Phase.PLAY:
        step = "discard" if view.drawn else "draw"
    return say(f"rummy21.task.{step}"), say(f"rummy21.tag.{step}")


def turn_text(view: Rummy21View) -> str:
    """``ann to draw``, ``ann to play``, or the winners when the game is over."""
    return "".join(turn_parts(view))


def turn_parts(view: Rummy21View) -> tuple[str, str, str]:
    """:func:`turn_text` as (words before the name, the name, words after)."""
    if view.over:
        return game_over_parts(view)
    seat = view.to_move[0]
    key = "rummy21.turn_you" if view.viewer == seat else "rummy21.turn"
    before, after = parts(key, task=task(view)[0])
    return before, str(view.players[seat]), after


def seat_status(view: Rummy21View, seat: int) -> tuple[str, theme.Colour] | None:
    """The label on a seat: winner, out of the deal, or what it is to do now."""
    if view.over:
        return (say("winner"), theme.ACCENT) if seat in winners(view) else None
    reason = view.out[seat]
    if reason:
        return say(f"rummy21.out_tag.{reason}"), theme.NEGATIVE
    if seat in view.to_move:
        return task(view)[1], theme.ACCENT
    return None


def show_settlement(view: Rummy21View) -> bool:
    """Whether the last deal's settlement shows: at the end, and between deals until the
    next Joker is drawn."""
    return bool(view.settlement) and (view.over or view.joker is None)


def settlement_rows(view: Rummy21View) -> list[tuple[str, int, int, int]]:
    """Per seat of the last settlement: what happened to it, its honour points (net), the
    deal's net and the total after the deal."""
    settled = settlement(view)
    rows = []
    for seat in range(len(view.players)):
        honours = sum(
            p.points if p.payee == seat else -p.points
            for p in settled.payments
            if p.reason == "honours" and seat in (p.payer, p.payee)
        )
        rows.append((outcome(settled, seat), honours, settled.net[seat], settled.totals[seat]))
    return rows


def group_kind(group: Sequence[Card], joker: Card) -> str:
    """What a declared group is: ``pure sequence``, ``sequence`` or ``set``."""
    meld = analyse_meld(list(group), meld_rules(joker))
    if is_pure_sequence(meld):
        return say("rummy21.kind.pure")
    return say("rummy21.kind.sequence" if meld.kind is MeldKind.RUN else "rummy21.kind.set")


def outcome(settled: Settlement, seat: int) -> str:
    """``declared``, ``count 17``, ``first drop``..., for one seat of a settlement."""
    if seat == settled.winner:
        return say("rummy21.declared" if settled.declaration else "rummy21.last_in")
    reason = settled.out[seat]
    if reason:
        return say(f"rummy21.out.{reason}")
    return say("rummy21.count", count=settled.counts[seat])


# ----------------------------------------------------------------- layout


def seat_box(seat: int, players: int = 6) -> tuple[int, int, int, int]:
    return table.seat_grid_box(
        seat, players, width=WIDTH, pad=PAD, top=TOP, seat_h=SEAT_H, gap=SEAT_GAP
    )


def felt_top(view: Rummy21View) -> int:
    return table.seat_grid_bottom(len(view.players), top=TOP, seat_h=SEAT_H, gap=SEAT_GAP)


def wild_rank(joker: Card | None) -> int | None:
    """The rank that is wild in a deal whose Joker is ``joker`` (RULES.md: every card of
    the Joker's rank)."""
    return joker.rank if joker else None


@dataclass(frozen=True, slots=True)
class GroupStyle:
    """How groups of cards are laid out in rows: each group's cards fanned out ``step``
    pixels apart, with a caption under it in ``caption_room`` pixels."""

    card_w: int
    step: int
    caption_room: int
    caption_size: int
    #: Height of the caption's top above the bottom of its row.
    caption_lift: int

    @property
    def card_h(self) -> int:
        return round(self.card_w * theme.CARD_RATIO)

    @property
    def row_h(self) -> int:
        return self.card_h + self.caption_room

    def span(self, cards: int) -> int:
        """The width of a group of ``cards`` cards."""
        return self.card_w + self.step * (cards - 1)


#: The groups of a declaration, in a settlement.
DECLARED = GroupStyle(84, 40, caption_room=28, caption_size=SMALL, caption_lift=25)
#: The groups of a player's arranged hand.
ARRANGED = GroupStyle(card_w=84, step=40, caption_room=28, caption_size=SMALL, caption_lift=25)


def group_rows(groups: Sequence[Sequence[Card]], width: int, style: GroupStyle) -> list[list[int]]:
    """Groups of cards (their indexes) flowed into rows ``width`` pixels wide."""
    rows: list[list[int]] = [[]]
    x = 0
    for index, group in enumerate(groups):
        span = style.span(len(group))
        if rows[-1] and x + span > width:
            rows.append([])
            x = 0
        rows[-1].append(index)
        x += span + GROUP_GAP
    return rows


def settlement_height(view: Rummy21View, width: int) -> int:
    groups = settlement(view).declaration or ()
    rows = len(group_rows(groups, width - 2 * INSET, DECLARED)) if groups else 0
    return LABEL_H + rows * DECLARED.row_h + 30 + table.SUMMARY_ROW_H * len(view.players) + INSET


# ----------------------------------------------------------------- the table


def table_image(view: Rummy21View) -> Image.Image:
    """The table for a 21-card rummy view (public or a player's)."""
    top = felt_top(view)
    settle_top = top + FELT_H + 14
    bottom = top + FELT_H
    if show_settlement(view):
        bottom = settle_top + settlement_height(view, FELT_W)
    height = bottom + 12
    image = Image.new("RGB", (WIDTH, height), theme.BACKGROUND)
    draw = Draw(image)
    _draw_header(draw, view)
    for seat in range(len(view.players)):
        _draw_seat(image, draw, view, seat)
    _draw_felt(image, draw, view, top)
    if show_settlement(view):
        _draw_settlement(image, draw, view, FELT_X, settle_top, FELT_W)
    return image


def _draw_header(draw: Draw, view: Rummy21View) -> None:
    sub = say("rummy21.deal_of", number=view.deal_number, deals=view.deals)
    if view.phase is Phase.CUT_FOR_DEAL:
        sub = say("rummy21.cutting")
    sub = f"{sub} · {time_limit(view.turn_seconds, 'move')}"
    table.header(draw, PAD, WIDTH, say("rummy21.title"), sub, turn_parts(view))


def _draw_seat(image: Image.Image, draw: Draw, view: Rummy21View, seat: int) -> None:
    left, top, right, bottom = seat_box(seat, len(view.players))
    status = seat_status(view, seat)
    table.seat_panel(
        draw, (left, top, right, bottom), status is not None and status[1] == theme.ACCENT
    )
    name = str(view.players[seat])
    table.chip(draw, (left + 10, top + 8), str(seat + 1), seat_colour(seat), 30, text_size=SMALL)
    label = say("rummy21.you", name=name) if view.viewer == seat else name
    score = number(view.scores[seat])
    table.name_and_score(draw, (left + 50, top + 10), label, 20, (right - 10, top + 7), score, 24)
    cards = view.cards_held[seat]
    x = left + 12
    if cards and not view.out[seat]:
        # The card back says what the number counts: room for the seat's label.
        back = cached_card_image("back", 16)
        image.paste(back, (x, top + 56 - back.height // 2), back)
        draw.text((x + 24, top + 56), str(cards), theme.TEXT_MUTED, font(SMALL), "lm")
        x += 24 + round(width(str(cards), font(SMALL))) + 12
    if seat == view.dealer and not view.over:
        table.dealer_button(draw, (x + 14, top + 56))
    cut = view.cut_cards.get(str(seat))
    aside = view.honours_set_aside[seat]
    tokens, caption = ([cut], say("rummy21.cut")) if cut else (aside, say("rummy21.aside"))
    if tokens:
        # Written as text in suit colours: a card this small would not read at chat size.
        x, middle = left + 12, top + 84
        draw.text((x, middle), caption, theme.TEXT_MUTED, font(SMALL), "lm")
        x += round(width(caption + " ", font(SMALL)))
        for card in tokens:
            ink = CAPTION_RED if card.is_red else theme.TEXT
            draw.text((x, middle), card.symbol, ink, font(18, Weight.BOLD), "lm")
            x += round(width(card.symbol + " ", font(18, Weight.BOLD)))
    if status:
        pill(
            draw,
            (right - 10, top + 42),
            status[0],
            font(18, Weight.BOLD),
            status[1],
            align_right=True,
            role=Role.TURN,
        )


def _draw_felt(image: Image.Image, draw: Draw, view: Rummy21View, top: int) -> None:
    table.felt(draw, (FELT_X, top, FELT_X + FELT_W, top + FELT_H))
    label = font(SMALL, Weight.BOLD)
    card_top = top + LABEL_H
    caption_y = card_top + round(JOKER_W * theme.CARD_RATIO) + 5
    x = FELT_X + INSET
    # The Joker and the honour cards.
    last = view.settlement if view.over else None
    joker = last.joker if last else view.joker
    honours = last.honours if last else view.honours
    draw.text(
        (x, top + 8), say("rummy21.last_joker" if last else "rummy21.joker"), theme.TEXT, label
    )
    if joker:
        sprite = cached_card_image(joker, JOKER_W)
        image.paste(sprite, (x, card_top), sprite)
        caption = say("rummy21.wild_rank", rank=joker.text[:-1])
    else:
        back = cached_card_image("back", JOKER_W)
        image.paste(back, (x, card_top), back)
        caption = say("rummy21.not_drawn")
    draw.text((x, caption_y), caption, theme.ACCENT, font(SMALL, Weight.BOLD))
    x += JOKER_W + 70
    draw.text((x, top + 8), say("rummy21.honours"), theme.TEXT, label)
    for index, token in enumerate(honours):
        sprite = cached_card_image(token, HONOUR_W)
        image.paste(sprite, (x + index * HONOUR_STEP, card_top), sprite)
    if not honours:
        draw.text((x, card_top + 30), say("rummy21.with_joker"), theme.TEXT_MUTED, font(SMALL))
    x += HONOUR_W + 2 * HONOUR_STEP + 24
    if view.over:
        done = say("rummy21.over_after", deals=counted("count.deal", len(view.deal_history)))
        draw.text((x, card_top + 30), done, theme.TEXT, font(22, Weight.BOLD))
        return
    # The stock (or, before the deal, the pack).
    dealing = view.phase in (Phase.CUT_FOR_DEAL, Phase.CUT)
    draw.text((x, top + 8), say("rummy21.pack" if dealing else "rummy21.stock"), theme.TEXT, label)
    size = view.pack_size if dealing else view.stock
    if size:
        back = cached_card_image("back", STOCK_W)
        image.paste(back, (x, card_top), back)
    draw.text(
        (x, card_top + round(STOCK_W * theme.CARD_RATIO) + 6),
        counted("count.card", size) if size else say("rummy21.empty"),
        theme.TEXT,
        font(SMALL, Weight.BOLD),
    )
    x += STOCK_W + 50
    # The open pile, bottom to top: the newest cards, the top one marked.
    pile = view.open
    heading = say("rummy21.open_pile", cards=counted("count.card", len(pile)))
    draw.text((x, top + 8), heading, theme.TEXT, label)
    room = FELT_X + FELT_W - INSET - x - OPEN_W
    shown = pile[-min(OPEN_SHOWN, room // OPEN_STEP + 1) :]
    for index, token in enumerate(shown):
        sprite = cached_card_image(token, OPEN_W)
        image.paste(sprite, (x + index * OPEN_STEP, card_top), sprite)
    if shown:
        top_x = x + (len(shown) - 1) * OPEN_STEP + OPEN_W / 2
        top_word = say("rummy21.top")
        draw.text((top_x, caption_y), top_word, theme.ACCENT, font(SMALL, Weight.BOLD), "ma")
        if len(pile) > len(shown):
            older = say("rummy21.under", count=len(pile) - len(shown))
            draw.text((x, caption_y), older, theme.TEXT_MUTED, font(SMALL))
    else:
        draw.text((x, card_top + 30), say("rummy21.empty"), theme.TEXT_MUTED, font(SMALL))


def _draw_settlement(
    image: Image.Image,
    draw: Draw,
    view: Rummy21View,
    left: int,
    top: int,
    width: int,
) -> None:
    """The deal just played: the winning groups, then each seat's line."""
    settled = settlement(view)
    players = view.players
    height = settlement_height(view, width)
    right = left + width
    table.summary_panel(draw, (left, top, right, top + height))
    winner = players[settled.winner]
    title = say(
        "rummy21.settled_declares" if settled.declaration else "rummy21.settled_last",
        number=settled.deal,
        name=winner,
        joker=settled.joker.symbol,
    )
    title = clip(title, font(SMALL, Weight.BOLD), width - 2 * INSET)
    draw.text((left + INSET, top + 10), title, theme.ACCENT, font(SMALL, Weight.BOLD))
    y = top + LABEL_H
    groups = settled.declaration or ()
    rows = group_rows(groups, width - 2 * INSET, DECLARED) if groups else []
    captioned = [(group_kind(group, settled.joker), group, theme.TEXT_MUTED) for group in groups]
    wild = wild_rank(settled.joker)
    _draw_groups(image, draw, (left + INSET, y), captioned, rows, DECLARED, wild)
    y += len(rows) * DECLARED.row_h
    columns = (
        (say("rummy21.column.honours"), width - 230),
        (say("rummy21.column.deal"), width - 120),
        (say("rummy21.column.total"), width - INSET),
    )
    header = font(SMALL, Weight.BOLD)
    draw.text((left + INSET, y + 6), say("result.player"), theme.TEXT_FAINT, header)
    draw.text((left + 250, y + 6), say("rummy21.column.outcome"), theme.TEXT_FAINT, header)
    for text, x in columns:
        draw.text((left + x, y + 6), text, theme.TEXT_FAINT, header, "ra")
    y += 30
    row_font = font(20, Weight.BOLD)
    for seat, (what, honours, deal_net, total) in enumerate(settlement_rows(view)):
        middle = table.summary_row(draw, (left, right), y, seat, str(players[seat]), 180)
        shown = clip(what, font(18), width - 250 - 250)
        draw.text((left + 250, middle), shown, theme.TEXT_MUTED, font(18), "lm")
        cells = (
            (signed(honours) if honours else DASH, tone(honours)),
            (signed(deal_net), tone(deal_net)),
            (number(total), theme.TEXT),
        )
        for (text, colour), (_, x) in zip(cells, columns, strict=True):
            draw.text((left + x, middle), text, colour, row_font, "rm", role=Role.SCORE)
        y += table.SUMMARY_ROW_H


def _draw_groups(
    image: Image.Image,
    draw: Draw,
    xy: tuple[int, int],
    groups: Sequence[tuple[str, Sequence[Card], theme.Colour]],
    rows: list[list[int]],
    style: GroupStyle,
    wild: int | None = None,
) -> None:
    """``groups`` (caption, cards, caption colour) in ``rows`` (see :func:`group_rows`)
    from ``xy``, each group fanned out with its caption under it; the cards of rank
    ``wild`` carry a WILD tag."""
    x0, y = xy
    face = font(style.caption_size)
    for row in rows:
        x = x0
        for index in row:
            caption, cards, colour = groups[index]
            for offset, card in enumerate(cards):
                sprite = cached_card_image(card, style.card_w)
                image.paste(sprite, (x + offset * style.step, y), sprite)
                if wild is not None and card.rank == wild:
                    tag = wild_badge()
                    at = (x + offset * style.step + 4, y + style.card_h - tag.height - 6)
                    image.paste(tag, at, tag)
            span = style.span(len(cards))
            draw.text(
                (x + span / 2, y + style.row_h - style.caption_lift), caption, colour, face, "ma"
            )
            x += span + GROUP_GAP
        y += style.row_h


# ----------------------------------------------------------------- alt text


def table_alt(view: Rummy21View) -> str:
    """A description of the table image, built from the same view: whose turn it is and
    every player's score first (never cut), then the Joker, the piles and the settlement."""
    players = view.players
    seats = []
    for seat, name in enumerate(players):
        bits = [
            f"{name} {counted('count.point', view.scores[seat])}",
            counted("count.card", view.cards_held[seat]),
        ]
        if seat == view.dealer:
            bits.append(say("rummy21.alt.dealer"))
        if view.honours_set_aside[seat]:
            aside = symbols(view.honours_set_aside[seat])
            bits.append(say("rummy21.alt.aside", cards=aside))
        if view.out[seat]:
            bits.append(say("rummy21.alt.out", reason=say(f"rummy21.out.{view.out[seat]}")))
        if str(seat) in view.cut_cards:
            cut = view.cut_cards[str(seat)].symbol
            bits.append(say("rummy21.alt.cut", card=cut))
        seats.append(", ".join(bits))
    turn = say("rummy21.alt.turn", turn=turn_text(view))
    essentials = [turn, say("alt.players", seats="; ".join(seats))]
    parts = [say("rummy21.alt.table", number=view.deal_number, deals=view.deals)]
    if view.joker:
        parts.append(
            say(
                "rummy21.alt.joker",
                joker=view.joker.symbol,
                rank=view.joker.text[:-1],
                honours=symbols(view.honours),
            )
        )
    if view.phase in (Phase.CUT_FOR_DEAL, Phase.CUT):
        # Before the deal the cards are all in the pack; there is no stock yet.
        parts.append(say("rummy21.alt.pack", cards=counted("count.card", view.pack_size)))
    else:
        parts.append(say("rummy21.alt.stock", cards=counted("count.card", view.stock or 0)))
    if view.open:
        count = counted("count.card", len(view.open))
        top = view.open[-1].symbol
        parts.append(say("rummy21.alt.open", card=top, cards=count))
    if show_settlement(view):
        parts.append(settlement_alt(view))
    return alt_text(essentials, parts)


def settlement(view: Rummy21View) -> Settlement:
    """The last deal's settlement; :class:`ValueError` before any deal has ended."""
    if not view.settlement:
        raise ValueError("no deal has ended yet: the view has no settlement to draw")
    return view.settlement


def settlement_alt(view: Rummy21View) -> str:
    settled = settlement(view)
    players = view.players
    text = say("rummy21.alt.deal_won", number=settled.deal, name=players[settled.winner])
    if settled.declaration:
        groups = " | ".join(symbols(g) for g in settled.declaration)
        text += say("rummy21.alt.declaring", groups=groups)
    lines = "; ".join(
        say("rummy21.alt.settled", name=players[s], what=what, deal=signed(deal_net), total=total)
        for s, (what, _, deal_net, total) in enumerate(settlement_rows(view))
    )
    return f"{text}. {lines}."


def render_table(view: Rummy21View, *, locale: str = "en") -> Rendered:
    return table.render_frame(
        view, table_image, table_alt, "rummy21-table.png", table_palette(), locale
    )


@lru_cache(maxsize=1)
def table_palette() -> Image.Image:
    """The table's 256 colours, from sample tables that show every suit, the card backs,
    the seat colours and the settlement: mapping to them makes the PNG several times faster
    to encode (as for the other tables). Read-only once made."""
    exact = [*theme.flat_colours(), *SEAT_COLOURS, table.FELT_RIM, table.PANEL_SHADE]
    # The same palette whichever language asks first; its samples are no part of a picture.
    with words.speaking("en"), unmeasured():
        samples = [table_image(view) for view in _sample_views()]
    return fixed_palette(samples, exact)


def _sample_views() -> list[Rummy21View]:
    """A six-player table in play with honour cards set aside and a long open pile, and the
    same table between deals with its settlement."""
    players = ["Annabelle Longname", "bob", "carol", "dmitri", "eve", "fay"]
    playing: dict[str, Any] = {
        "game": "rummy21",
        "players": players,
        "scores": [120, -40, 80, -15, 0, -145],
        "phase": "play",
        "deal_number": 2,
        "deals": 3,
        "dealer": 0,
        "cutter": None,
        "joker_drawer": None,
        "joker": "7H",
        "honours": ["6H", "7H", "8H"],
        "open": ["8C", "9S", "KD", "QH", "2C", "AS", "10D", "JC", "5H", "4S", "3D", "6C"],
        "stock_size": 17,
        "pack_size": 0,
        "cards_in_hand": [21, 22, 21, 21, 21, 21],
        "honours_set_aside": [["6H", "8H"], [], ["7H"], [], [], []],
        "out": [None, None, None, "first_drop", None, "wrong_declaration"],
        "cut_cards": {},
        "to_move": [1],
        "drawn": True,
        "over": False,
        "settlement": None,
        "deal_history": [],
        "turn_seconds": 90,
        "result": None,
    }
    settled = {
        "deal": 2,
        "winner": 1,
        "joker": "7H",
        "honours": ["6H", "7H", "8H"],
        "declaration": [
            ["3S", "4S", "5S"],
            ["9D", "10D", "JD"],
            ["2C", "3C", "4C"],
            ["KS", "KH", "7D"],
            ["5H", "5D", "5C"],
            ["QC", "QS", "QD"],
            ["AS", "AH", "AD"],
        ],
        "counts": [40, None, 12, None, 120, None],
        "out": [None, None, None, "first_drop", None, "wrong_declaration"],
        "payments": [
            {"payer": 0, "payee": 1, "points": 40, "reason": "count"},
            {"payer": 0, "payee": 2, "points": 10, "reason": "honours"},
        ],
        "net": [-50, 40, 10, 0, 0, 0],
        "totals": [70, 0, 90, -15, 0, -145],
    }
    between = {**playing, "phase": "cut", "joker": None, "honours": [], "settlement": settled}
    return [
        Rummy21View.from_dict(playing, title=IndianRummy.title),
        Rummy21View.from_dict(between, title=IndianRummy.title),
    ]


# ----------------------------------------------------------------- the declaration


def declaration_image(view: Rummy21View) -> Image.Image:
    """The settlement of the last deal on its own: the winning groups and every seat's
    payments."""
    width = WIDTH
    height = settlement_height(view, width - 2 * PAD) + 2 * PAD
    image = Image.new("RGB", (width, height), theme.BACKGROUND)
    draw = Draw(image)
    _draw_settlement(image, draw, view, PAD, PAD, width - 2 * PAD)
    return image


def render_declaration(view: Rummy21View, *, locale: str = "en") -> Rendered:
    """The end-of-deal image; ``view.settlement`` must be set (a deal has ended)."""
    if not view.settlement:
        raise ValueError("no deal has ended yet: the view has no settlement to draw")
    with words.drawing(locale):
        image = declaration_image(view)
    with words.speaking(locale):
        alt = settlement_alt(view)
    return rendered(image, alt, "rummy21-deal.png")


# ----------------------------------------------------------------- the hand, arranged

HAND_W = 900
#: The kinds of the solver's groups (catalogue keys ``images.rummy21.kind.<kind>``).
KINDS = ("pure", "sequence", "set")


def arranged(view: Rummy21View) -> tuple[Rummy21SeatView, Arranged]:
    """A player's view and its arrangement; :class:`ValueError` for a view without one."""
    if not isinstance(view, Rummy21SeatView) or view.arrangement is None:
        raise ValueError("the view has no arranged hand: take a player's view during a deal")
    return view, view.arrangement


def hand_blocks(view: Rummy21View) -> list[tuple[str, list[Card]]]:
    """A player's cards as the solver groups them: (caption, cards) per group, then the
    unmatched cards and the suggested discard."""
    _, arrangement = arranged(view)
    blocks = [(say(f"rummy21.kind.{g.kind}"), list(g.cards)) for g in arrangement.groups]
    if arrangement.unmatched:
        blocks.append((say("rummy21.unmatched"), list(arrangement.unmatched)))
    if arrangement.discard:
        blocks.append((say("rummy21.to_discard"), [arrangement.discard]))
    return blocks


def hand_rows(blocks: list[tuple[str, list[Card]]]) -> list[list[int]]:
    return group_rows([cards for _, cards in blocks], HAND_W - 2 * PAD, ARRANGED)


def arranged_hand_image(view: Rummy21View) -> Image.Image:
    """The player's hand grouped by the solver's best arrangement, with its count."""
    blocks = hand_blocks(view)
    rows = hand_rows(blocks)
    height = PAD + 70 + len(rows) * ARRANGED.row_h + PAD
    image = Image.new("RGB", (HAND_W, height), theme.BACKGROUND)
    draw = Draw(image)
    seen, arrangement = arranged(view)
    name = view.players[seen.viewer or 0]
    title_font = font(24, Weight.BOLD)
    before, after = parts("rummy21.hand_of")
    title = around(before, str(name).upper(), after, title_font, HAND_W - 2 * PAD - 200)
    draw.text((PAD, PAD - 4), title, theme.ACCENT, title_font, role=Role.NAME)
    pure = arrangement.pure_sequences
    count = say("rummy21.count", count=arrangement.count)
    sub = f"{count} · {counted('count.pure_sequence', pure)}"
    if not pure:
        sub = say("rummy21.no_pure", count=arrangement.count)
    if view.joker:
        sub += say("rummy21.hand_joker", joker=view.joker.symbol, rank=view.joker.text[:-1])
    draw.text((PAD, PAD + 32), sub, theme.TEXT_MUTED, font(19))
    if seen.declare:
        badge = font(SMALL, Weight.BOLD)
        declare = say("rummy21.can_declare")
        pill(draw, (HAND_W - PAD, PAD), declare, badge, theme.POSITIVE, align_right=True)
    loose = (say("rummy21.unmatched"), say("rummy21.to_discard"))
    captioned = [
        (caption, cards, theme.NEGATIVE if caption in loose else theme.TEXT_MUTED)
        for caption, cards in blocks
    ]
    _draw_groups(image, draw, (PAD, PAD + 70), captioned, rows, ARRANGED, wild_rank(view.joker))
    return image


def arranged_hand_alt(view: Rummy21View) -> str:
    seen, arrangement = arranged(view)
    wild = wild_rank(view.joker)
    parts = [f"{caption}: {symbols(cards)}" for caption, cards in hand_blocks(view)]
    text = say("rummy21.alt.hand", count=arrangement.count, groups="; ".join(parts))
    if seen.declare:
        groups = with_symbols(seen.declare.removeprefix("declare "))
        text += say("rummy21.alt.can_declare", groups=groups)
    if wild is not None:
        held = seen.hand.cards if seen.hand else ()
        wilds = [c for c in held if c.rank == wild]
        shown = symbols(wilds) if wilds else say("hand.alt.none")
        text += say("rummy21.alt.wilds", cards=shown)
    return text


def render_arranged_hand(view: Rummy21View, *, locale: str = "en") -> Rendered:
    """A player's hand (``Game.view(player)``) grouped by the solver, for the hand panel."""
    arranged(view)
    return table.render_frame(
        view, arranged_hand_image, arranged_hand_alt, "rummy21-hand.png", None, locale
    )


# ----------------------------------------------------------------- the end of the game

#: The result's columns (their words: ``images.rummy21.column.<name>``).
RESULT_COLUMNS = ("deals_won", "best_deal", "last_deal")


def result_rows(view: Rummy21View) -> list[StandingRow]:
    history = view.deal_history
    cells = [
        won_best_last(
            sum(1 for deal in history if deal.winner == seat),
            [deal.net[seat] for deal in history],
        )
        for seat in range(len(view.players))
    ]
    return standing_rows(view, cells)


def result_reason(view: Rummy21View) -> str:
    return say("rummy21.reason", deals=counted("count.deal", len(view.deal_history)))


def result_notes(view: Rummy21View) -> list[str]:
    settled = [settlement_alt(view)] if view.settlement else []
    return [*settled, *shared_win_notes(view)]


def final_standings(view: Rummy21View) -> FinalStandings:
    return FinalStandings(
        say("rummy21.title"),
        result_reason(view),
        tuple(say(f"rummy21.column.{name}") for name in RESULT_COLUMNS),
        result_rows(view),
        result_notes(view),
    )


def render_result(view: Rummy21View, *, locale: str = "en") -> Rendered:
    """The end-of-game image; ``view.result`` must be set (the game is over)."""
    return render_standings(view, final_standings, "rummy21-result.png", locale=locale)
