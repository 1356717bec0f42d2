"""One decision of the after-game review as a small picture (phone-sized, 360 px wide).

The position's hand as the reviewed player held it, the card(s) they played marked
✗ and the hard player's ✓ (raised, a mark above each and a legend in words beneath:
not a colour alone), with the two moves and what the difference cost written above.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from images import theme, words
from images.cards import cached_card_image
from images.draw import clip
from images.fonts import Weight, font
from images.rendered import Rendered, alt_text, rendered
from images.text import Draw
from images.words import say

WIDTH = 360
MARGIN = 10
CARD_WIDTH = 30
#: Cards overlap so that a hand of 22 (Indian rummy) fits on two rows.
STEP = 24
PER_ROW = (WIDTH - 2 * MARGIN - CARD_WIDTH) // STEP + 1


def render_decision(
    hand: Sequence[str],
    played: str,
    best: str,
    cost: str,
    move: int,
    *,
    marked_played: Sequence[str] = (),
    marked_best: Sequence[str] = (),
    locale: str = "en",
) -> Rendered:
    """The picture of one reviewed decision: ``hand`` (card tokens, as held), the moves
    ``played`` and ``best`` as the reader says them, the ``cost`` in words, the ``move``
    number; the cards of ``marked_played`` and ``marked_best`` marked in the hand."""
    rows = max(1, -(-len(hand) // PER_ROW))
    card_height = round(CARD_WIDTH * theme.CARD_RATIO)
    row_height = card_height + 22
    top = MARGIN + 3 * 22 + 4
    image = Image.new("RGB", (WIDTH, top + rows * row_height + 20 + MARGIN), theme.BACKGROUND)
    draw = Draw(image)
    with words.drawing(locale):
        heading = say("review.heading", move=move, cost=cost)
        mine = say("review.played", move=played)
        theirs = say("review.best", move=best)
        you, hard = say("review.mark_played"), say("review.mark_best")
    bold, regular, small = font(16, Weight.BOLD), font(14), font(13, Weight.BOLD)
    limit = WIDTH - 2 * MARGIN
    draw.text((MARGIN, MARGIN), clip(heading, bold, limit), theme.ACCENT, bold)
    draw.text((MARGIN, MARGIN + 22), clip(mine, regular, limit), theme.NEGATIVE, regular)
    draw.text((MARGIN, MARGIN + 44), clip(theirs, regular, limit), theme.POSITIVE, regular)
    left_played, left_best = list(marked_played), list(marked_best)
    for index, token in enumerate(hand):
        row, column = divmod(index, PER_ROW)
        x = MARGIN + column * STEP
        y = top + row * row_height
        lift = 0
        mark = None
        if token in left_best:
            left_best.remove(token)
            lift, mark = 8, ("✓", theme.POSITIVE)
        if token in left_played:
            left_played.remove(token)
            lift, mark = 8, ("✗", theme.NEGATIVE)
        sprite = cached_card_image(token, CARD_WIDTH, card_height)
        image.paste(sprite, (x, y + 14 - lift), sprite)
        if mark is not None:
            draw.text((x + 6, y - 8), mark[0], mark[1], small)
    legend_y = top + rows * row_height + 2
    draw.text((MARGIN, legend_y), f"✗ {you}", theme.NEGATIVE, small)
    draw.text((MARGIN + 90, legend_y), f"✓ {hard}", theme.POSITIVE, small)
    with words.speaking(locale):
        alt = alt_text([heading, mine, theirs], [" ".join(hand)])
    return rendered(image, alt, "review.png")
