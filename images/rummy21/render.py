"""The 21-card Indian rummy table, with the settlement of the deal just played.

The table: players in a column on the left (total, cards in hand, honour cards set aside,
dealer, the seat to move, who is out of the deal and why; during the cut for the deal, the
card each one cut). On the right, the felt: the Joker and this deal's honour cards, the
stock with its count and the open pile spread bottom to top. Between deals (and at the
end) the settlement of the deal just played shows under it: the winning declaration in its
groups and every seat's payments.

The game's other pictures import this module, never the reverse:
:mod:`images.rummy21.declaration` draws that settlement alone, for the message that
announces the end of a deal, :mod:`images.rummy21.arranged_hand` a player's hand grouped by
the solver (the hand panel's "check my hand") and :mod:`images.rummy21.result` the end of the
game. The groups of cards are :mod:`images.rummy21.groups`' and the palette's sample tables
:mod:`images.rummy21.samples`'.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from PIL import Image

from engine.cards import Card
from engine.melds import MeldKind, analyse_meld
from engine.rummy21.phases import Phase
from engine.rummy21.rules import is_pure_sequence, meld_rules
from engine.rummy21.view import Rummy21View, Settlement
from images import table, theme, words
from images.cards import cached_card_image
from images.draw import clip, number, pill, signed, symbols, time_limit, tone
from images.fonts import Weight, font
from images.hand import CAPTION_RED
from images.probe import Role, unmeasured
from images.rendered import Rendered, alt_text, fixed_palette
from images.result import DASH, game_over_parts, winners
from images.rummy21.groups import GroupStyle, draw_groups, group_rows, wild_rank
from images.rummy21.samples import sample_views
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


#: The groups of a declaration, in a settlement.
DECLARED = GroupStyle(84, 40, caption_room=28, caption_size=SMALL, caption_lift=25)


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
        draw_settlement(image, draw, view, FELT_X, settle_top, FELT_W)
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


def draw_settlement(
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
    draw_groups(image, draw, (left + INSET, y), captioned, rows, DECLARED, wild)
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
        samples = [table_image(view) for view in sample_views()]
    return fixed_palette(samples, exact)
