"""The Rummy 500 images: the table, and the end of the game.

The players sit in a grid across the top: total, cards in hand, points on the table this
hand, dealer and turn, in their chip colour; between hands and at the end, each seat shows
instead the score arithmetic of the hand just played (on the table − in hand = net), under
a line saying how the hand ended. Then the stock and the discard pile, spread bottom to top
in rows with each card's position under it (the number ``draw 7H 12`` uses); then every
meld on the table, with its number, kind and points, and under each card a chip in the
colour of the player credited with it.

The picture grows with the pile and the melds, so its height varies; its width does not.
The melds fill their rows first come, first placed (a meld takes the first row with room
for it), and the hand's arithmetic lives in the seats rather than in a panel of its own,
so that a six-player table at the end of a hand with seventeen melds stays within 4:3.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PIL import Image

from engine.cards import STANDARD_52
from engine.i18n import joined
from engine.melds import MeldKind, analyse_meld, meld_points
from engine.rummy500.game import Rummy500
from engine.rummy500.phases import Phase
from engine.rummy500.view import MeldShown, Rummy500View
from images import table, theme, words
from images.cards import TOP_SHARE, cached_card_image, cached_card_top
from images.draw import clip, number, pill, signed, symbols, time_limit, tone
from images.fonts import Weight, font
from images.probe import Role, unmeasured
from images.rendered import Rendered, alt_text, fixed_palette
from images.result import (
    FinalStandings,
    StandingRow,
    final_result,
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
# (``tests/images/test_chat_size.py``): the cards, 84 px wide with their corners showing,
# have ranks and suits 9 px tall or more at 400 px wide.
SEAT_H = 76
SEAT_CHIP = 30
SECTION_LABEL_H = 32

STOCK_W = 48
STOCK_H = round(STOCK_W * theme.CARD_RATIO)
PILE_W = 84
#: Pile and meld cards show their top only (the corner index): they overlap anyway.
PILE_H = round(round(PILE_W * theme.CARD_RATIO) * TOP_SHARE)
#: Horizontal step between spread pile cards: the corner index of each stays visible.
PILE_STEP = 40
PILE_X = FELT_X + INSET + STOCK_W + 36
PILE_LABEL_H = 24
PILE_PER_ROW = (FELT_X + FELT_W - INSET - PILE_X - PILE_W) // PILE_STEP + 1

MELD_W = 84
MELD_H = round(round(MELD_W * theme.CARD_RATIO) * TOP_SHARE)
MELD_STEP = 40
MELD_PAD = 8
MELD_HEAD_H = 24
CHIP_H = 24
CHIP_GAP = 3
MELD_BOX_H = MELD_HEAD_H + MELD_H + CHIP_GAP + CHIP_H + 5
MELD_GAP = 6
#: Room for a meld's header (number, kind and points) however few its cards.
MELD_MIN_W = 150
#: The line over the seats' arithmetic, between hands and at the end.
SCORED_H = 58
#: Under the melds' felt (its rim takes 6 px of it).
BOTTOM = 12

MELD_BOX: theme.Colour = (18, 68, 48)


# ----------------------------------------------------------------- layout


def seats_top(view: Rummy500View) -> int:
    """The top of the seats: under the header, and under the line saying how the hand
    ended when the seats show its arithmetic."""
    return TOP + (SCORED_H if show_summary(view) else 0)


def seat_box(seat: int, players: int = 6, top: int = TOP) -> tuple[int, int, int, int]:
    return table.seat_grid_box(
        seat, players, width=WIDTH, pad=PAD, top=top, seat_h=SEAT_H, gap=SEAT_GAP
    )


def pile_top(view: Rummy500View) -> int:
    """The top of the stock-and-pile section, under the seats."""
    return table.seat_grid_bottom(
        len(view.players), top=seats_top(view), seat_h=SEAT_H, gap=SEAT_GAP
    )


def pile_rows(count: int) -> int:
    return max(1, -(-count // PILE_PER_ROW))


def pile_height(view: Rummy500View) -> int:
    rows = pile_rows(len(view.discard))
    return SECTION_LABEL_H + max(rows * (PILE_H + PILE_LABEL_H), STOCK_H + 26) + INSET


def pile_card_box(index: int, top: int) -> tuple[int, int, int, int]:
    """The pixel box of the pile card at ``index`` (0 the bottom card) in a section whose
    top is ``top``."""
    row, col = divmod(index, PILE_PER_ROW)
    x = PILE_X + col * PILE_STEP
    y = top + SECTION_LABEL_H + row * (PILE_H + PILE_LABEL_H)
    return x, y, x + PILE_W, y + PILE_H


def melds_top(view: Rummy500View) -> int:
    return pile_top(view) + pile_height(view) + 14


def meld_box_width(cards: int) -> int:
    return 2 * MELD_PAD + MELD_W + MELD_STEP * (cards - 1)


def meld_boxes(view: Rummy500View, top: int) -> list[tuple[int, int, int, int]]:
    """Boxes of the melds in order, in rows from ``top``: each meld goes at the end of the
    first row with room for it (a new row when none has), so short melds fill the gaps
    that long ones leave and the numbers still read left to right, top to bottom, row by
    row for the most part."""
    boxes = []
    left, right = FELT_X + INSET, FELT_X + FELT_W - INSET
    ends: list[int] = []  # where each row's next meld would start
    for meld in view.melds:
        width = max(meld_box_width(len(meld.cards)), MELD_MIN_W)
        row = next((r for r, x in enumerate(ends) if x + width <= right), None)
        if row is None:
            ends.append(left)
            row = len(ends) - 1
        x, y = ends[row], top + SECTION_LABEL_H + row * (MELD_BOX_H + MELD_GAP)
        boxes.append((x, y, x + width, y + MELD_BOX_H))
        ends[row] = x + width + MELD_GAP
    return boxes


def melds_height(view: Rummy500View, top: int) -> int:
    boxes = meld_boxes(view, top)
    bottom = max(box[3] for box in boxes) if boxes else top + SECTION_LABEL_H + 36
    return bottom - top + INSET


def show_summary(view: Rummy500View) -> bool:
    """Whether the end-of-hand panel shows: at the end of the game, or when a hand has been
    scored and the next one has not begun (nothing melded, the pile as dealt, no draw yet)."""
    if not view.last_hand:
        return False
    if view.over:
        return True
    dealt = len(set(view.cards_held)) == 1
    return not view.melds and len(view.discard) == 1 and view.phase is Phase.DRAW and dealt


# ----------------------------------------------------------------- the table


def table_image(view: Rummy500View) -> Image.Image:
    """The table for a Rummy 500 view (public or a player's)."""
    top = pile_top(view)
    meld_top = melds_top(view)
    height = meld_top + melds_height(view, meld_top) + BOTTOM
    image = Image.new("RGB", (WIDTH, height), theme.BACKGROUND)
    draw = Draw(image)
    _draw_header(draw, view)
    if show_summary(view):
        _draw_scored(draw, view)
    for seat in range(len(view.players)):
        _draw_seat(image, draw, view, seat)
    _draw_pile(image, draw, view, top)
    _draw_melds(image, draw, view, meld_top)
    return image


def turn_text(view: Rummy500View) -> str:
    """``ann to draw``, ``ann to play``, or the winners when the game is over."""
    return "".join(turn_parts(view))


def turn_parts(view: Rummy500View) -> tuple[str, str, str]:
    """:func:`turn_text` as (words before the name, the name, words after)."""
    if view.over:
        return game_over_parts(view)
    seat = view.to_move[0]
    key = "rummy500.turn_you" if view.viewer == seat else "rummy500.turn"
    before, after = parts(f"{key}.{view.phase}")
    return before, str(view.players[seat]), after


def _draw_header(draw: Draw, view: Rummy500View) -> None:
    sub = say("rummy500.hand_of", number=view.hand_number, target=view.target)
    sub = f"{sub} · {time_limit(view.turn_seconds, 'turn')}"
    table.header(draw, PAD, WIDTH, say("rummy500.title"), sub, turn_parts(view))
    if view.must_use:
        text = say("rummy500.must_use", card=view.must_use.symbol)
        badge = font(18, Weight.BOLD)
        pill(draw, (WIDTH - PAD, PAD + 38), text, badge, theme.NEGATIVE, align_right=True)


def _draw_seat(image: Image.Image, draw: Draw, view: Rummy500View, seat: int) -> None:
    """A seat: chip, name and total on the first line; on the second, the cards held and
    the points on the table this hand (or, once a hand is scored, its arithmetic), then
    the dealer's button or the winner's pill at the right. The seat to move is lit and
    marked with a bar down its left edge (the header names it and what it is to do)."""
    left, top, right, bottom = seat_box(seat, len(view.players), seats_top(view))
    won = view.over and seat in winners(view)
    to_move = seat in view.to_move and not view.over
    table.seat_panel(draw, (left, top, right, bottom), to_move or won)
    if to_move or won:
        draw.rounded_rectangle((left, top, left + 6, bottom), 3, fill=theme.ACCENT)
    name = str(view.players[seat])
    table.chip(draw, (left + 12, top + 8), seat_number(seat), seat_colour(seat), SEAT_CHIP)
    label = say("rummy500.you", name=name) if view.viewer == seat else name
    score = number(view.scores[seat])
    table.name_and_score(draw, (left + 52, top + 10), label, 20, (right - 10, top + 7), score, 24)
    middle = top + 57
    small = font(SMALL)
    hand = view.last_hand if show_summary(view) else None
    if hand is not None:
        net = hand.net[seat]
        sums = f"{hand.table[seat]} − {hand.hand[seat]} = {signed(net)}"
        draw.text((left + 14, middle), sums, tone(net), font(SMALL), "lm")
    else:
        # The card back says what the number counts: room for the points on the table.
        back = cached_card_image("back", 16)
        image.paste(back, (left + 14, round(middle) - back.height // 2), back)
        held = str(view.cards_held[seat])
        draw.text((left + 38, middle), held, theme.TEXT_MUTED, small, "lm")
        on_table = view.table_points[seat]
        if on_table:
            text = say("rummy500.on_table", points=signed(on_table))
            x = left + 38 + width(held, small) + 16
            draw.text((x, middle), text, tone(on_table), small, "lm")
    if won:
        # A star on a gold pill, as short as a mark can be: the header names the winners.
        face = font(SMALL, Weight.BOLD)
        pill(draw, (right - 10, middle - 14), "★", face, theme.ACCENT, **WINNER_TAG)
    elif seat == view.dealer and not view.over:
        table.dealer_button(draw, (right - 24, middle))


#: The winner's pill: right-aligned, measured as a turn marker.
WINNER_TAG: dict[str, Any] = {"align_right": True, "role": Role.TURN}


def _draw_scored(draw: Draw, view: Rummy500View) -> None:
    """Over the seats, once a hand is scored: which hand, how it ended, and how to read
    the seats' arithmetic."""
    hand = view.last_hand
    assert hand is not None, "the arithmetic is shown only for a scored hand"
    how = (
        say("rummy500.went_out", name=view.players[hand.went_out])
        if hand.went_out is not None
        else say("rummy500.stock_out")
    )
    bold = font(SMALL, Weight.BOLD)
    title = clip(say("rummy500.scored", number=hand.hand_number, how=how), bold, FELT_W)
    draw.text((PAD, TOP), title, theme.ACCENT, bold)
    key = "rummy500.arithmetic"
    draw.text((PAD, TOP + 26), say(key), theme.TEXT_MUTED, font(SMALL))


def _section(draw: Draw, top: int, height: int, label: str) -> None:
    table.felt(draw, (FELT_X, top, FELT_X + FELT_W, top + height))
    draw.text((FELT_X + INSET, top + 8), label, theme.TEXT, font(SMALL, Weight.BOLD))


def _draw_pile(image: Image.Image, draw: Draw, view: Rummy500View, top: int) -> None:
    _section(draw, top, pile_height(view), say("rummy500.stock"))
    stock = view.stock
    stock_y = top + SECTION_LABEL_H
    if stock:
        back = cached_card_image("back", STOCK_W)
        image.paste(back, (FELT_X + INSET, stock_y), back)
    else:
        draw.rounded_rectangle(
            (FELT_X + INSET, stock_y, FELT_X + INSET + STOCK_W, stock_y + STOCK_H),
            8,
            outline=theme.FELT_CELL,
            width=3,
        )
    label = counted("count.card", stock) if stock else say("rummy500.empty")
    draw.text(
        (FELT_X + INSET + STOCK_W / 2, stock_y + STOCK_H + 4),
        label,
        theme.TEXT,
        font(SMALL, Weight.BOLD),
        "ma",
    )
    heading = say("rummy500.discard_pile")
    draw.text((PILE_X, top + 8), heading, theme.TEXT, font(SMALL, Weight.BOLD))
    pile = view.discard
    number_font = font(SMALL, Weight.BOLD)
    for index, token in enumerate(pile):
        left, card_top, _, bottom = pile_card_box(index, top)
        sprite = cached_card_top(token, PILE_W)
        image.paste(sprite, (left, card_top), sprite)
        is_top = index == len(pile) - 1
        centre = left + (PILE_W if is_top else PILE_STEP) / 2
        colour = theme.ACCENT if is_top else theme.TEXT_MUTED
        draw.text((centre, bottom + 3), str(index + 1), colour, number_font, "ma")
    if not pile:
        empty = say("rummy500.empty")
        draw.text((PILE_X, top + SECTION_LABEL_H + 40), empty, theme.TEXT_MUTED, font(18), "lm")


def meld_value(meld: MeldShown) -> int:
    """What a meld's cards earn their owners (an ace low in a run counts 1)."""
    return meld_points(analyse_meld(list(meld.cards), kind=MeldKind(meld.kind)))


def seat_number(seat: int) -> str:
    """The number on a seat's chip (1 for the first seat): it marks that seat's cards in
    the melds, so owners are told apart by number as well as by colour."""
    return str(seat + 1)


def _draw_melds(image: Image.Image, draw: Draw, view: Rummy500View, top: int) -> None:
    _section(draw, top, melds_height(view, top), say("rummy500.melds"))
    if not view.melds:
        draw.text(
            (FELT_X + INSET, top + SECTION_LABEL_H + 8),
            say("rummy500.no_melds"),
            theme.TEXT_MUTED,
            font(18),
        )
        return
    for meld, (left, box_top, right, bottom) in zip(view.melds, meld_boxes(view, top), strict=True):
        draw.rounded_rectangle((left, box_top, right, bottom), 10, fill=MELD_BOX)
        head = font(SMALL, Weight.BOLD)
        draw.text((left + MELD_PAD, box_top + 4), f"#{meld.number}", theme.ACCENT, head)
        kind = f"{say('rummy500.kind.' + meld.kind)} · {meld_value(meld)}"
        draw.text((right - MELD_PAD, box_top + 4), kind, theme.TEXT_MUTED, font(SMALL), "ra")
        card_top = box_top + MELD_HEAD_H
        for index, (token, owner) in enumerate(zip(meld.cards, meld.owners, strict=True)):
            x = left + MELD_PAD + index * MELD_STEP
            sprite = cached_card_top(token, MELD_W)
            image.paste(sprite, (x, card_top), sprite)
            last = index == len(meld.cards) - 1
            chip_w = (MELD_W if last else MELD_STEP) - 4
            table.chip(
                draw,
                (x, card_top + MELD_H + CHIP_GAP),
                seat_number(owner),
                seat_colour(owner),
                CHIP_H,
                width=chip_w,
                text_size=SMALL,
            )


# ----------------------------------------------------------------- alt text


def table_alt(view: Rummy500View) -> str:
    """A description of the table image, built from the same view: whose turn it is and
    every player's score first (never cut), then the piles, the hand's score and the melds."""
    players = view.players
    essentials = [say("rummy500.alt.turn", turn=turn_text(view))]
    if view.must_use:
        essentials.append(say("rummy500.alt.must_use", card=view.must_use.symbol))
    seats = [
        say(
            "rummy500.alt.seat",
            name=name,
            score=counted("count.point", view.scores[s]),
            cards=counted("count.card", view.cards_held[s]),
            table=view.table_points[s],
        )
        for s, name in enumerate(players)
    ]
    essentials.append(say("alt.players", seats="; ".join(seats)))
    parts = [say("rummy500.alt.table", number=view.hand_number, target=view.target)]
    hand = view.last_hand
    if show_summary(view) and hand is not None:
        scored = ", ".join(
            f"{name} {hand.table[s]} − {hand.hand[s]} = {signed(hand.net[s])}"
            for s, name in enumerate(players)
        )
        parts.append(say("rummy500.alt.scored", number=hand.hand_number, points=scored))
    parts.append(say("rummy500.alt.stock", cards=counted("count.card", view.stock or 0)))
    pile = view.discard
    if pile:
        spread = ", ".join(f"{i + 1} {c.symbol}" for i, c in enumerate(pile))
        parts.append(say("rummy500.alt.discard", cards=spread))
    for meld in view.melds:
        owners = sorted(set(meld.owners))
        credit = "; ".join(
            f"{players[o]} "
            + symbols([t for t, w in zip(meld.cards, meld.owners, strict=True) if w == o])
            for o in owners
        )
        parts.append(
            say(
                "rummy500.alt.meld",
                number=meld.number,
                kind=say(f"rummy500.kind.{meld.kind}"),
                cards=symbols(meld.cards),
                owners=credit,
            )
        )
    return alt_text(essentials, parts)


def render_table(view: Rummy500View, *, locale: str = "en") -> Rendered:
    return table.render_frame(
        view, table_image, table_alt, "rummy500-table.png", table_palette(), locale
    )


@lru_cache(maxsize=1)
def table_palette() -> Image.Image:
    """The table's 256 colours, from renders of sample tables that show every card, seat
    colour and mark: mapping to them makes the PNG several times faster to encode (the same
    reason as the Deal Me In table's). Read-only once made."""
    exact = [*theme.flat_colours(), *SEAT_COLOURS, table.FELT_RIM, table.PANEL_SHADE, MELD_BOX]
    # The same palette whichever language asks first; its samples are no part of a picture.
    with words.speaking("en"), unmeasured():
        samples = [table_image(view) for view in _sample_views()]
    return fixed_palette(samples, exact)


def _sample_views() -> list[Rummy500View]:
    """Six players; half the pack spread in the pile, the other half in melds laid by every
    seat; a card that must be used; then the same table at the end with the hand's panel."""
    laid = [
        ("run", "2S 3S 4S 5S 6S 7S", [0, 0, 0, 0, 0, 0]),
        ("run", "8S 9S 10S JS QS KS AS", [1, 1, 1, 1, 4, 4, 5]),
        ("run", "AH 2H 3H 4H 5H", [2, 2, 2, 2, 3]),
        ("set", "6H 6D 6C", [3, 3, 0]),
        ("run", "JH QH KH", [4, 4, 4]),
    ]
    melds: list[dict[str, Any]] = [
        {"number": n, "kind": kind, "cards": tokens.split(), "owners": owners}
        for n, (kind, tokens, owners) in enumerate(laid, start=1)
    ]
    used = {t for _, tokens, _ in laid for t in tokens.split()} | {"7H"}
    pile = [str(c) for c in STANDARD_52 if str(c) not in used]
    players = ["Annabelle Longname", "bob", "carol", "dmitri", "eve", "fay"]
    playing: dict[str, Any] = {
        "game": "rummy500",
        "players": players,
        "scores": [120, -40, 480, 15, 0, 301],
        "table_points": [24, 0, 36, -5, 10, 8],
        "cards_in_hand": [7, 1, 0, 12, 7, 7],
        "to_move": [1],
        "phase": "play",
        "dealer": 0,
        "stock_size": 3,
        "discard": pile,
        "melds": melds,
        "must_use": "7H",
        "hand_number": 4,
        "target": 500,
        "turn_seconds": 90,
        "last_hand": None,
        "over": False,
        "result": None,
    }
    totals = [132, -55, 516, -20, 7, 300]
    hand = {
        "hand_number": 4,
        "went_out": 2,
        "table": [24, 0, 36, 5, 10, 8],
        "hand": [12, 15, 0, 40, 3, 9],
        "net": [12, -15, 36, -35, 7, -1],
        "totals": totals,
    }
    over = {
        **playing,
        "over": True,
        "to_move": [],
        "must_use": None,
        "last_hand": hand,
        "result": {"scores": totals, "ranks": [2, 6, 1, 5, 4, 3], "winners": [2], "hands": [hand]},
    }
    return [
        Rummy500View.from_dict(playing, title=Rummy500.title),
        Rummy500View.from_dict(over, title=Rummy500.title),
    ]


# ----------------------------------------------------------------- the end of the game

#: The result's columns (their words: ``images.rummy500.column.<name>``).
RESULT_COLUMNS = ("went_out", "best_hand", "last_hand")


def result_rows(view: Rummy500View) -> list[StandingRow]:
    """Standings best first, with how often each player went out, their best hand and their
    last hand."""
    hands = final_result(view.result).hands
    cells = [
        won_best_last(sum(1 for h in hands if h.went_out == seat), [h.net[seat] for h in hands])
        for seat in range(len(view.players))
    ]
    return standing_rows(view, cells)


def result_reason(view: Rummy500View) -> str:
    """Who reached the target, after how many hands; how ties are settled."""
    result = final_result(view.result)
    target = view.target
    reached = [str(view.players[s]) for s, t in enumerate(result.scores) if t >= target]
    hands = len(result.hands)
    if not reached:
        return say("rummy500.reason.none", target=target, hands=hands)
    key = "rummy500.reason.one" if len(reached) == 1 else "rummy500.reason.many"
    return say(key, names=joined(reached), target=target, hands=hands)


def result_notes(view: Rummy500View) -> list[str]:
    players = view.players
    hands = final_result(view.result).hands
    if not hands:
        return []
    last = hands[-1]
    arithmetic = ", ".join(
        f"{name} {last.table[s]} − {last.hand[s]} = {signed(last.net[s])}"
        for s, name in enumerate(players)
    )
    return [say("rummy500.note.last_hand", points=arithmetic), *shared_win_notes(view)]


def final_standings(view: Rummy500View) -> FinalStandings:
    columns = tuple(say(f"rummy500.column.{name}") for name in RESULT_COLUMNS)
    return FinalStandings(
        say("rummy500.title"), result_reason(view), columns, result_rows(view), result_notes(view)
    )


def render_result(view: Rummy500View, *, locale: str = "en") -> Rendered:
    """The end-of-game image; ``view.result`` must be set (the game is over)."""
    return render_standings(view, final_standings, "rummy500-result.png", locale=locale)
