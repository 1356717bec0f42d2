"""Cards laid out in captioned groups, for 21-card rummy's pictures: the declaration in a
deal's settlement (on the table and in :mod:`images.rummy21.declaration`) and a player's
arranged hand (:mod:`images.rummy21.arranged_hand`).

Apart from :mod:`images.rummy21.render` because two pictures share it and it knows nothing
of the table: groups of cards flowed into rows, fanned out, each with its caption, the
cards of the wild rank tagged.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image

from engine.cards import Card
from images import theme
from images.cards import cached_card_image
from images.fonts import font
from images.hand import wild_badge
from images.text import Draw

GROUP_GAP = 12


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


def draw_groups(
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
