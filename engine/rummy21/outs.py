"""The hard computer player of 21-card Indian rummy: draws and discards chosen by the chance
of declaring from the cards not yet seen.

A deal of two is a short race (a dozen draws between both players, half the time less):
what wins it is declaring first. The normal player reads its hand by its loose cards
(:func:`engine.rummy21.normal.distance`), which tells about how many draws it still needs but
not how many unseen cards would bring it closer; the count
(:func:`engine.rummy21.reading.reading`: the lowest count with three pure sequences) keeps a low
card that waits for nothing over a pair that waits for its third card, and breaks a hand
that one card would complete to lower its count. The hard player counts, for each
hand it could keep, its *declaring draws*: the unseen cards (the three packs less its own
hand, the open pile, the honour cards others set aside and the Joker card face up under
the stock) with which the solver finds a declaration, each by its unseen copies
(:func:`declaring_draws`). Then:

- **discard**: the card whose loss keeps the most declaring draws; between equals a card
  that is not an honour card (whoever takes it from the open pile is paid for it), then
  one not close to a card another player took from the open pile
  (:func:`engine.rummy21.sight.taken_by_others`: it may give them a group), then the count
  of what it keeps; when no discard keeps any
  (the hand is two cards or more from a declaration), the normal player's discard
  (:func:`engine.rummy21.normal.normal_discard`: by live outs, which let a dead pair go too),
  keeping honour cards as it keeps the cards that feed another player (the count's
  discard it used before lost as many deals to the normal player as it won);
- **draw**: the open card when it declares; an honour card on the open pile, unless it
  costs declaring draws; otherwise the open card when, with the best discard after it, it
  leaves at least :data:`OPEN_FACTOR` times the declaring draws of the hand as it stands
  (the stock may declare at once, the open card may not); never the open card for its
  count alone while the stock may declare; else as the normal player;
- it declares and claims honour cards as the normal player does, and drops only a stalled
  deal.

The search is exact and needs no randomness. For a hand of 22 it asks, per unseen card
that could join a group of the hand, which discards let that card complete it: one search
over the 23 cards with two discards (:class:`engine.rummy21.solver.DiscardChoices`); for a
hand of 21, per unseen card, whether it declares. A decision's searches share one memo,
bounded by :data:`POSITIONS`, which bounds the decision's time (and the objects it makes,
dropped with it); the draws not weighed by then, the rarest, count for nothing.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Sequence

from engine.cards import STANDARD_52, Card
from engine.rummy21.actions import OPEN, STOCK, Discard, Draw, Rummy21Action
from engine.rummy21.game import IndianRummy
from engine.rummy21.normal import declaration_of, normal_action, normal_discard
from engine.rummy21.reading import reading
from engine.rummy21.rules import honour_cards
from engine.rummy21.sight import feeding_cards, near, unseen_cards
from engine.rummy21.solver import DiscardChoices

#: The open card (no declaration with it) is taken when the hand it leaves has at least
#: this many times the declaring draws of the hand as it stands: the stock may declare now.
OPEN_FACTOR = 2
#: The positions a decision's searches may explore (their memo's size): about a tenth of a
#: second of CPU at most; the draws not weighed by then count for nothing.
POSITIONS = 8000


def _may_join(drawn: Card, hand: Sequence[Card], joker_rank: int, *, natural: bool = False) -> bool:
    """Whether ``drawn`` could sit in a group with cards of ``hand``: a wild card, or a
    hand with two wild cards (a group of their own with it), or a card of its rank, or of
    its suit close enough for the hand's wild cards to fill the gap. ``natural``: only
    with a card of its rank or of its suit at most two ranks away (or being wild)."""
    if drawn.rank == joker_rank:
        return True
    wilds = 0 if natural else sum(1 for c in hand if c.rank == joker_rank)
    if wilds >= 2:
        return True
    reach = 2 + wilds
    for other in hand:
        if other.rank == drawn.rank:
            return True
        if other.suit == drawn.suit and near(other, drawn, reach):
            return True
    return False


def _candidates(hand: Sequence[Card], joker_rank: int, unseen: Counter[Card]) -> list[Card]:
    """The unseen cards that could join a group of ``hand``: the wild cards first (every
    hand short of a card waits for them), then by unseen copies, most first."""
    found = [c for c in STANDARD_52 if unseen[c] and _may_join(c, hand, joker_rank)]
    return sorted(found, key=lambda c: (c.rank != joker_rank, -unseen[c]))


def declaring_draws(
    hand: Sequence[Card],
    joker_rank: int,
    unseen: Counter[Card],
    choices: DiscardChoices | None = None,
) -> int:
    """For a hand of 21 cards: the unseen copies of the cards with which it declares
    (``choices``: the decision's search, when it has one; the draws not weighed within its
    limit count for nothing)."""
    choices = choices or DiscardChoices(joker_rank, POSITIONS)
    total = 0
    for drawn in _candidates(hand, joker_rank, unseen):
        declares = choices.declares([*hand, drawn], 1)
        if declares is None:
            break
        total += unseen[drawn] if declares else 0
    return total


def declaring_draws_kept(
    hand: Sequence[Card],
    joker_rank: int,
    unseen: Counter[Card],
    choices: DiscardChoices | None = None,
) -> dict[Card, int]:
    """For a hand of 22 cards (after a draw): for each card it could let go, the declaring
    draws of the 21 it keeps (``choices`` as for :func:`declaring_draws`)."""
    key = (
        tuple(sorted(hand, key=Card.sort_key)),
        joker_rank,
        tuple(sorted(unseen.items(), key=lambda item: item[0].sort_key())),
    )
    last = _last_kept
    if last is not None and last[0] == key:
        return dict(last[1])
    kept: dict[Card, int] = dict.fromkeys(hand, 0)
    choices = choices or DiscardChoices(joker_rank, POSITIONS)
    for drawn in _candidates(hand, joker_rank, unseen):
        # The cards let go in the declarations of the hand, ``drawn`` and one more discard.
        discards = choices([*hand, drawn], 2)
        if discards is None:  # the decision's work is spent: the draws left are not counted
            break
        for discard in discards:
            if discard in kept:
                kept[discard] += unseen[drawn]
    _remember(key, kept)
    return kept


_Key = tuple[tuple[Card, ...], int, tuple[tuple[Card, int], ...]]
#: The last hand of 22 weighed, and its answer: after taking the open card, the hard player
#: weighs the very hand it weighed to decide to take it.
_last_kept: tuple[_Key, dict[Card, int]] | None = None


def _remember(key: _Key, kept: dict[Card, int]) -> None:
    global _last_kept
    _last_kept = (key, dict(kept))


def choose_discard(
    hand: Sequence[Card],
    joker_rank: int,
    unseen: Counter[Card],
    honours: Collection[Card] = (),
    feeding: Collection[Card] = (),
) -> Card:
    """The discard that keeps the most declaring draws; between equals, one that is not an
    honour card, then one that does not feed another player (``feeding``:
    :func:`engine.rummy21.sight.feeds`), then the one whose remaining hand counts least
    (:func:`engine.rummy21.reading.reading`). When no discard keeps any, the normal
    player's discard
    (:func:`engine.rummy21.normal.normal_discard`), an honour card kept like a feeding one."""
    kept = declaring_draws_kept(hand, joker_rank, unseen)
    most = max(kept.values())

    def remaining(discard: Card) -> int:
        rest = list(hand)
        rest.remove(discard)
        value, _ = reading(rest, joker_rank, free_discard=False)
        return value

    if most == 0:
        # Two cards or more from a declaration: the normal player's discard, keeping the
        # honour cards as it keeps the cards that feed the other player.
        return normal_discard(hand, joker_rank, unseen, {*feeding, *honours})
    best = [c for c in kept if kept[c] == most]
    if len(best) == 1:
        return best[0]
    return min(best, key=lambda c: (c in honours, c in feeding, remaining(c), c.sort_key()))


def choose_draw(
    hand: Sequence[Card],
    joker_rank: int,
    open_top: Card,
    unseen: Counter[Card],
    honours: Collection[Card] = (),
) -> Draw | None:
    """``"draw open"`` or ``"draw stock"`` when the declaring draws (or an honour card on
    the open pile) decide, else ``None``: the normal player's reading decides."""
    if declaration_of([*hand, open_top], joker_rank) is not None:
        return Draw(OPEN)
    choices = DiscardChoices(joker_rank, POSITIONS)
    now = declaring_draws(hand, joker_rank, unseen, choices)
    honour = open_top in honours
    if honour and not now:
        return Draw(OPEN)
    if honour or _may_join(open_top, hand, joker_rank, natural=True):
        with_open = declaring_draws_kept([*hand, open_top], joker_rank, unseen, choices)
        best = max(with_open.values())
        if honour and best >= now:
            return Draw(OPEN)
        if best > 0 and best >= OPEN_FACTOR * now and with_open[open_top] < best:
            return Draw(OPEN)
    return Draw(STOCK) if now else None


def choose_action(game: IndianRummy, player: int) -> Rummy21Action:
    """The hard player's action for ``player`` in the play of a deal."""
    assert game.joker is not None
    hand, joker, joker_rank = game.hands[player], game.joker, game.joker.rank
    claimable = game.claimable_honours(player)
    open_top = game.open_pile[-1] if game.open_pile else None
    honours = honour_cards(joker)
    if not claimable:
        unseen = unseen_cards(game, player)
        if game.drawn and declaration_of(hand, joker_rank) is None:
            feeding = feeding_cards(game, player)
            return Discard(choose_discard(hand, joker_rank, unseen, honours, feeding))
        if not game.drawn and open_top is not None:
            draw = choose_draw(hand, joker_rank, open_top, unseen, honours)
            if draw is not None:
                return draw
    return normal_action(
        hand=hand,
        joker=joker,
        drawn=game.drawn,
        open_top=open_top,
        claimable=claimable,
        honours=honours,
    )
