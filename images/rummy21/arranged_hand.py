"""A 21-card rummy player's hand grouped by the solver's best arrangement, with its count:
the hand panel's "check my hand".

Apart from :mod:`images.rummy21.render` because it is a picture of its own, of one seat's
view, sharing with the table only the groups of :mod:`images.rummy21.groups`.
"""

from __future__ import annotations

from PIL import Image

from engine.cards import Card
from engine.rummy21.view import Arranged, Rummy21SeatView, Rummy21View
from images import table, theme
from images.draw import around, pill, symbols, with_symbols
from images.fonts import Weight, font
from images.probe import Role
from images.rendered import Rendered
from images.rummy21.groups import GroupStyle, draw_groups, group_rows, wild_rank
from images.table import PAD, SMALL
from images.text import Draw
from images.words import counted, parts, say

#: The groups of a player's arranged hand.
ARRANGED = GroupStyle(card_w=84, step=40, caption_room=28, caption_size=SMALL, caption_lift=25)

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
    draw_groups(image, draw, (PAD, PAD + 70), captioned, rows, ARRANGED, wild_rank(view.joker))
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
