"""The Rummy 500 images: the table, and the end of the game.

The table reads top to bottom on the right: the stock and the discard pile, spread bottom to
top in rows with each card's position under it (the number ``draw 7H 12`` uses); then every
meld on the table, with its number, kind and points, and under each card a chip in the
colour of the player credited with it; then, between hands and at the end, the score
arithmetic of the hand just played. The players sit in a column on the left: total, cards
in hand, points on the table this hand, dealer and turn, in their chip colour.

The picture grows with the pile and the melds, so its height varies; its width does not.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PIL import Image

from engine.cards import STANDARD_52, parse_card, parse_cards
from engine.melds import MeldKind, analyse_meld, meld_points
from engine.rummy500.view import Rummy500View, view_from_dict
from images import table, theme, words
from images.cards import TOP_SHARE, cached_card_image, cached_card_top
from images.draw import clip, number, pill, plural, signed, symbols, time_limit, tone
from images.fonts import Weight, font
from images.probe import Role
from images.rendered import Rendered, alt_text, fixed_palette, rendered
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
from images.text import Draw
from images.theme import SEAT_COLOURS, seat_colour
from images.words import joined, parts, say

# ----------------------------------------------------------------- geometry
# Sized for chat (``tests/images/test_chat_size.py``): at 900 px wide, shown 400 px wide,
# names and scores of 20 px and more read at 8 px or more and the cards, 84 px wide with
# their corners showing, have ranks and suits 9 px tall or more.
WIDTH = 900
PAD = 16
HEADER_H = 72
TOP = PAD + HEADER_H
SEAT_H = 78
SEAT_GAP = 10
INSET = 14
SECTION_LABEL_H = 30
FELT_X = PAD + 6
FELT_W = WIDTH - 2 * FELT_X

STOCK_W = 60
STOCK_H = round(STOCK_W * theme.CARD_RATIO)
PILE_W = 84
#: Pile and meld cards show their top only (the corner index): they overlap anyway.
PILE_H = round(round(PILE_W * theme.CARD_RATIO) * TOP_SHARE)
#: Horizontal step between spread pile cards: the corner index of each stays visible.
PILE_STEP = 40
PILE_X = FELT_X + INSET + STOCK_W + 28
PILE_LABEL_H = 22
PILE_PER_ROW = (FELT_X + FELT_W - INSET - PILE_X - PILE_W) // PILE_STEP + 1

MELD_W = 84
MELD_H = round(round(MELD_W * theme.CARD_RATIO) * TOP_SHARE)
MELD_STEP = 40
MELD_PAD = 8
MELD_HEAD_H = 25
CHIP_H = 22
MELD_BOX_H = MELD_HEAD_H + MELD_H + 4 + CHIP_H + MELD_PAD
MELD_GAP = 8
#: Room for a meld's header (number, kind and points) however few its cards.
MELD_MIN_W = 150

FOOTER_H = 26

MELD_BOX: theme.Colour = (18, 68, 48)


# ----------------------------------------------------------------- layout


def seat_box(seat: int, players: int = 6) -> tuple[int, int, int, int]:
    return table.seat_grid_box(
        seat, players, width=WIDTH, pad=PAD, top=TOP, seat_h=SEAT_H, gap=SEAT_GAP
    )


def pile_top(view: Rummy500View) -> int:
    """The top of the stock-and-pile section, under the seats."""
    return table.seat_grid_bottom(len(view.players), top=TOP, seat_h=SEAT_H, gap=SEAT_GAP)


def pile_rows(count: int) -> int:
    return max(1, -(-count // PILE_PER_ROW))


def pile_height(view: Rummy500View) -> int:
    rows = pile_rows(len(view.discard))
    return SECTION_LABEL_H + max(rows * (PILE_H + PILE_LABEL_H), STOCK_H + 24) + INSET


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
    """Boxes of the melds in order, flowing left to right in rows from ``top``."""
    boxes = []
    x, y = FELT_X + INSET, top + SECTION_LABEL_H
    right = FELT_X + FELT_W - INSET
    for meld in view.melds:
        width = max(meld_box_width(len(meld["cards"])), MELD_MIN_W)
        if x + width > right and x > FELT_X + INSET:
            x, y = FELT_X + INSET, y + MELD_BOX_H + MELD_GAP
        boxes.append((x, y, x + width, y + MELD_BOX_H))
        x += width + MELD_GAP
    return boxes


def melds_height(view: Rummy500View, top: int) -> int:
    boxes = meld_boxes(view, top)
    bottom = boxes[-1][3] if boxes else top + SECTION_LABEL_H + 36
    return bottom - top + INSET


def show_summary(view: Rummy500View) -> bool:
    """Whether the end-of-hand panel shows: at the end of the game, or when a hand has been
    scored and the next one has not begun (nothing melded, the pile as dealt, no draw yet)."""
    if not view.last_hand:
        return False
    if view.over:
        return True
    dealt = len(set(view.cards_held)) == 1
    return not view.melds and len(view.discard) == 1 and view.phase == "draw" and dealt


def summary_height(view: Rummy500View) -> int:
    return SECTION_LABEL_H + 30 + table.SUMMARY_ROW_H * len(view.players) + INSET


# ----------------------------------------------------------------- the table


def table_image(view: Rummy500View) -> Image.Image:
    """The table for a Rummy 500 view (public or a player's)."""
    top = pile_top(view)
    meld_top = melds_top(view)
    summary_top = meld_top + melds_height(view, meld_top) + 14
    bottom = summary_top + (summary_height(view) + 14 if show_summary(view) else 0)
    height = bottom + FOOTER_H
    image = Image.new("RGB", (WIDTH, height), theme.BACKGROUND)
    draw = Draw(image)
    _draw_header(draw, view)
    for seat in range(len(view.players)):
        _draw_seat(image, draw, view, seat)
    _draw_pile(image, draw, view, top)
    _draw_melds(image, draw, view, meld_top)
    if show_summary(view):
        _draw_summary(draw, view, summary_top)
    footer = time_limit(view.turn_seconds, "turn")
    draw.text((WIDTH - PAD, height - 6), footer, theme.TEXT_FAINT, font(16), "rd")
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
    table.header(draw, PAD, WIDTH, say("rummy500.title"), sub, turn_parts(view))
    if view.must_use:
        text = say("rummy500.must_use", card=parse_card(view.must_use).symbol)
        badge = font(18, Weight.BOLD)
        pill(draw, (WIDTH - PAD, PAD + 38), text, badge, theme.NEGATIVE, align_right=True)


def seat_status(view: Rummy500View, seat: int) -> tuple[str, theme.Colour] | None:
    if view.over:
        return (say("winner"), theme.ACCENT) if seat in winners(view) else None
    if seat in view.to_move:
        tag = "rummy500.tag.draw" if view.phase == "draw" else "rummy500.tag.play"
        return say(tag), theme.ACCENT
    return None


def _draw_seat(image: Image.Image, draw: Draw, view: Rummy500View, seat: int) -> None:
    left, top, right, bottom = seat_box(seat, len(view.players))
    status = seat_status(view, seat)
    table.seat_panel(draw, (left, top, right, bottom), status is not None)
    name = str(view.players[seat])
    table.chip(draw, (left + 10, top + 9), seat_number(seat), seat_colour(seat), 26)
    label = say("rummy500.you", name=name) if view.viewer == seat else name
    score = number(view.scores[seat])
    table.name_and_score(draw, (left + 44, top + 10), label, 20, (right - 10, top + 7), score, 24)
    middle = top + 58
    table.cards_held(image, draw, (left + 12, middle), view.cards_held[seat], 16, font(16))
    on_table = view.table_points[seat]
    if on_table:
        text = say("rummy500.on_table", points=signed(on_table))
        draw.text((left + 108, middle), text, tone(on_table), font(16), "lm")
    if status:
        pill(
            draw,
            (right - 10, top + 44),
            status[0],
            font(18, Weight.BOLD),
            status[1],
            align_right=True,
            role=Role.TURN,
        )
    if seat == view.dealer and not view.over:
        table.dealer_button(draw, (left + 42, top + 40))


def _section(draw: Draw, top: int, height: int, label: str) -> None:
    table.felt(draw, (FELT_X, top, FELT_X + FELT_W, top + height))
    draw.text((FELT_X + INSET, top + 8), label, theme.TEXT, font(16, Weight.BOLD))


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
    label = plural(stock, "card") if stock else say("rummy500.empty")
    draw.text(
        (FELT_X + INSET + STOCK_W / 2, stock_y + STOCK_H + 4),
        label,
        theme.TEXT,
        font(16, Weight.BOLD),
        "ma",
    )
    heading = say("rummy500.discard_pile")
    draw.text((PILE_X, top + 8), heading, theme.TEXT, font(16, Weight.BOLD))
    pile = view.discard
    number_font = font(15, Weight.BOLD)
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


def meld_value(meld: dict[str, Any]) -> int:
    """What a meld's cards earn their owners (an ace low in a run counts 1)."""
    return meld_points(analyse_meld(parse_cards(meld["cards"]), kind=MeldKind(meld["kind"])))


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
        head = font(17, Weight.BOLD)
        draw.text((left + MELD_PAD, box_top + 6), f"#{meld['number']}", theme.ACCENT, head)
        kind = f"{say('rummy500.kind.' + meld['kind'])} · {meld_value(meld)}"
        draw.text((right - MELD_PAD, box_top + 8), kind, theme.TEXT_MUTED, font(15), "ra")
        card_top = box_top + MELD_HEAD_H
        for index, (token, owner) in enumerate(zip(meld["cards"], meld["owners"], strict=True)):
            x = left + MELD_PAD + index * MELD_STEP
            sprite = cached_card_top(token, MELD_W)
            image.paste(sprite, (x, card_top), sprite)
            last = index == len(meld["cards"]) - 1
            chip_w = (MELD_W if last else MELD_STEP) - 4
            table.chip(
                draw,
                (x, card_top + MELD_H + 4),
                seat_number(owner),
                seat_colour(owner),
                CHIP_H,
                width=chip_w,
            )


def _draw_summary(draw: Draw, view: Rummy500View, top: int) -> None:
    """Each player's arithmetic for the hand just scored: table − hand = net, and total."""
    hand = view.last_hand
    assert hand is not None, "a summary is shown only for a scored hand"
    players = view.players
    height = summary_height(view)
    left, right = FELT_X, FELT_X + FELT_W
    table.summary_panel(draw, (left, top, right, top + height))
    went_out = hand.get("went_out")
    how = (
        say("rummy500.went_out", name=players[went_out])
        if went_out is not None
        else say("rummy500.stock_out")
    )
    title = say("rummy500.scored", number=hand["hand_number"], how=how)
    title = clip(title, font(16, Weight.BOLD), FELT_W - 30)
    draw.text((left + INSET, top + 10), title, theme.ACCENT, font(16, Weight.BOLD))
    columns = (
        (say("rummy500.column.table"), 470),
        (say("rummy500.column.hand"), 580),
        (say("rummy500.column.net"), 700),
        (say("rummy500.column.total"), FELT_W - INSET),
    )
    header = font(13, Weight.BOLD)
    y = top + SECTION_LABEL_H + 4
    draw.text((left + INSET, y), say("result.player"), theme.TEXT_FAINT, header)
    for label, x in columns:
        draw.text((left + x, y), label, theme.TEXT_FAINT, header, "ra")
    row_font = font(20, Weight.BOLD)
    for seat, name in enumerate(players):
        y = top + SECTION_LABEL_H + 30 + seat * table.SUMMARY_ROW_H
        middle = table.summary_row(draw, (left, right), y, seat, str(name), 330)
        net = hand["net"][seat]
        cells = (
            (f"{hand['table'][seat]}", theme.TEXT),
            (f"− {hand['hand'][seat]}", tone(-hand["hand"][seat])),
            (f"= {signed(net)}", tone(net)),
            (number(hand["totals"][seat]), theme.TEXT),
        )
        for (text, colour), (_, x) in zip(cells, columns, strict=True):
            draw.text((left + x, middle), text, colour, row_font, "rm", role=Role.SCORE)


# ----------------------------------------------------------------- alt text


def table_alt(view: Rummy500View) -> str:
    """A description of the table image, built from the same view: whose turn it is and
    every player's score first (never cut), then the piles, the hand's score and the melds."""
    players = view.players
    essentials = [say("rummy500.alt.turn", turn=turn_text(view))]
    if view.must_use:
        essentials.append(say("rummy500.alt.must_use", card=parse_card(view.must_use).symbol))
    seats = [
        say(
            "rummy500.alt.seat",
            name=name,
            score=plural(view.scores[s], "point"),
            cards=plural(view.cards_held[s], "card"),
            table=view.table_points[s],
        )
        for s, name in enumerate(players)
    ]
    essentials.append(say("alt.players", seats="; ".join(seats)))
    parts = [say("rummy500.alt.table", number=view.hand_number, target=view.target)]
    hand = view.last_hand
    if show_summary(view) and hand is not None:
        scored = ", ".join(
            f"{name} {hand['table'][s]} − {hand['hand'][s]} = {signed(hand['net'][s])}"
            for s, name in enumerate(players)
        )
        parts.append(say("rummy500.alt.scored", number=hand["hand_number"], points=scored))
    parts.append(say("rummy500.alt.stock", cards=plural(view.stock or 0, "card")))
    pile = view.discard
    if pile:
        spread = ", ".join(f"{i + 1} {parse_card(t).symbol}" for i, t in enumerate(pile))
        parts.append(say("rummy500.alt.discard", cards=spread))
    for meld in view.melds:
        owners = sorted(set(meld["owners"]))
        credit = "; ".join(
            f"{players[o]} "
            + symbols([t for t, w in zip(meld["cards"], meld["owners"], strict=True) if w == o])
            for o in owners
        )
        parts.append(
            say(
                "rummy500.alt.meld",
                number=meld["number"],
                kind=say(f"rummy500.kind.{meld['kind']}"),
                cards=symbols(meld["cards"]),
                owners=credit,
            )
        )
    return alt_text(essentials, parts)


def render_table(view: Rummy500View, *, locale: str = "en") -> Rendered:
    with words.drawing(locale):
        image = table_image(view)
    with words.speaking(locale):
        alt = table_alt(view)
    return rendered(image, alt, "rummy500-table.png", table_palette())


@lru_cache(maxsize=1)
def table_palette() -> Image.Image:
    """The table's 256 colours, from renders of sample tables that show every card, seat
    colour and mark: mapping to them makes the PNG several times faster to encode (the same
    reason as the Deal Me In table's). Read-only once made."""
    exact = [*theme.flat_colours(), *SEAT_COLOURS, table.FELT_RIM, table.PANEL_SHADE, MELD_BOX]
    with words.speaking("en"):  # the same palette whichever language asks first
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
    used = {t for meld in melds for t in meld["cards"]} | {"7H"}
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
    hand = {
        "hand_number": 4,
        "went_out": 2,
        "table": [24, 0, 36, 5, 10, 8],
        "hand": [12, 15, 0, 40, 3, 9],
        "net": [12, -15, 36, -35, 7, -1],
        "totals": [132, -55, 516, -20, 7, 300],
    }
    over = {
        **playing,
        "over": True,
        "to_move": [],
        "must_use": None,
        "last_hand": hand,
        "result": {"scores": hand["totals"], "ranks": [2, 6, 1, 5, 4, 3], "winners": [2]},
    }
    return [view_from_dict(playing), view_from_dict(over)]


# ----------------------------------------------------------------- the end of the game

#: The result's columns (their words: ``images.rummy500.column.<name>``).
RESULT_COLUMNS = ("went_out", "best_hand", "last_hand")


def result_rows(view: Rummy500View) -> list[StandingRow]:
    """Standings best first, with how often each player went out, their best hand and their
    last hand."""
    hands = final_result(view).get("hands", [])
    cells = [
        won_best_last(
            sum(1 for h in hands if h.get("went_out") == seat), [h["net"][seat] for h in hands]
        )
        for seat in range(len(view.players))
    ]
    return standing_rows(view, cells)


def result_reason(view: Rummy500View) -> str:
    """Who reached the target, after how many hands; how ties are settled."""
    result = final_result(view)
    target = view.target
    reached = [str(view.players[s]) for s, t in enumerate(result["scores"]) if t >= target]
    hands = len(result.get("hands", []))
    if not reached:
        return say("rummy500.reason.none", target=target, hands=hands)
    key = "rummy500.reason.one" if len(reached) == 1 else "rummy500.reason.many"
    return say(key, names=joined(reached), target=target, hands=hands)


def result_notes(view: Rummy500View) -> list[str]:
    players = view.players
    hands = final_result(view).get("hands", [])
    if not hands:
        return []
    last = hands[-1]
    arithmetic = ", ".join(
        f"{name} {last['table'][s]} − {last['hand'][s]} = {signed(last['net'][s])}"
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
