"""The nine Deal Me In combinations (RULES.md §1) and fast tests on lines of cards.

A *line* is a maximal run of two or more cards in one row or column; every line on the board
is at all times exactly one combination. Here a line is a sequence of card *codes*: the
index of the card in :data:`engine.cards.STANDARD_52` (``suit * 13 + rank - 2``), with a
played joker already replaced by the card it is nominated as. Integers keep the move
generator's inner loop cheap: rank and suit are table look-ups, a set of ranks is a bit mask.

Besides :func:`evaluate` (which combination a full line is), the move generator needs
:func:`feasible` (can a partial line still become a combination of a given length?) and
:func:`completions` (which cards complete a partial line: the nominations worth trying for
jokers, and the cards allowed on a square next to a line).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations, product
from typing import Any

from engine import i18n
from engine.cards import STANDARD_52, Card, PlayedJoker

#: Rank index (0 = two ... 12 = ace) and suit index (0..3, ``SHDC``) of each card code.
RANK_INDEX: tuple[int, ...] = tuple(code % 13 for code in range(52))
SUIT_INDEX: tuple[int, ...] = tuple(code // 13 for code in range(52))
#: Real rank (2..14) of each card code.
RANK_OF_CODE: tuple[int, ...] = tuple(c.rank for c in STANDARD_52)
_CODE_OF_CARD: dict[Card, int] = {c: i for i, c in enumerate(STANDARD_52)}
ALL_CODES = frozenset(range(52))


def code_of(card: Card | PlayedJoker) -> int:
    """The code of a card, or of the card a played joker stands for."""
    if isinstance(card, PlayedJoker):
        return _CODE_OF_CARD[card.stands_for]
    return _CODE_OF_CARD[card]


def card_of(code: int) -> Card:
    return STANDARD_52[code]


def code_for(rank_index: int, suit_index: int) -> int:
    return suit_index * 13 + rank_index


@dataclass(frozen=True, slots=True)
class Combination:
    """One of the nine combinations: its name, points and number of cards."""

    name: str
    points: int
    size: int

    @property
    def complete(self) -> bool:
        """A complete line (five cards, or four of a kind) takes no further card."""
        return self.size == 5 or self is FOUR_OF_A_KIND

    def __str__(self) -> str:
        return self.name

    @property
    def phrase(self) -> dict[str, Any]:
        """The name as a phrase of the catalogue (:func:`engine.i18n.phrase`), for a
        sentence in the reader's language."""
        return i18n.phrase("dealmein.combination." + self.name.replace(" ", "_"))


PAIR = Combination("pair", 10, 2)
TWO_PAIR = Combination("two pair", 20, 4)
THREE_OF_A_KIND = Combination("three of a kind", 30, 3)
STRAIGHT = Combination("straight", 40, 5)
FLUSH = Combination("flush", 60, 5)
FULL_HOUSE = Combination("full house", 80, 5)
FOUR_OF_A_KIND = Combination("four of a kind", 100, 4)
STRAIGHT_FLUSH = Combination("straight flush", 150, 5)
ROYAL_FLUSH = Combination("royal flush", 200, 5)

COMBINATIONS: tuple[Combination, ...] = (
    PAIR,
    TWO_PAIR,
    THREE_OF_A_KIND,
    STRAIGHT,
    FLUSH,
    FULL_HOUSE,
    FOUR_OF_A_KIND,
    STRAIGHT_FLUSH,
    ROYAL_FLUSH,
)

#: The ten straights as rank-index bit masks (ace low A-2-3-4-5 up to ace high 10-J-Q-K-A).
STRAIGHT_MASKS: tuple[int, ...] = (0b1_0000_0000_1111, *(0b11111 << i for i in range(9)))
#: For each straight mask, its rank indices.
_STRAIGHT_RANKS: tuple[tuple[int, ...], ...] = tuple(
    tuple(r for r in range(13) if mask >> r & 1) for mask in STRAIGHT_MASKS
)
_STRAIGHT_SET = frozenset(STRAIGHT_MASKS)
_ROYAL_MASK = STRAIGHT_MASKS[-1]
_MAX_LINE = 5


def evaluate(codes: Sequence[int]) -> Combination | None:
    """The combination a full line makes, or ``None`` (also for a repeated card)."""
    n = len(codes)
    if n == 2:
        a, b = codes
        return PAIR if a != b and RANK_INDEX[a] == RANK_INDEX[b] else None
    if n < 2 or n > _MAX_LINE or len(set(codes)) != n:
        return None
    ranks = sorted(RANK_INDEX[c] for c in codes)
    if n == 3:
        return THREE_OF_A_KIND if ranks[0] == ranks[2] else None
    if n == 4:
        if ranks[0] == ranks[3]:
            return FOUR_OF_A_KIND
        if ranks[0] == ranks[1] and ranks[2] == ranks[3]:
            return TWO_PAIR
        return None
    r0, r1, r2, r3, r4 = ranks
    if r0 != r1 != r2 != r3 != r4:
        mask = (1 << r0) | (1 << r1) | (1 << r2) | (1 << r3) | (1 << r4)
        suit = SUIT_INDEX[codes[0]]
        flush = all(SUIT_INDEX[c] == suit for c in codes)
        if mask in _STRAIGHT_SET:
            if flush:
                return ROYAL_FLUSH if mask == _ROYAL_MASK else STRAIGHT_FLUSH
            return STRAIGHT
        return FLUSH if flush else None
    if r0 == r1 and r3 == r4 and r1 != r3 and r2 in (r1, r3):
        return FULL_HOUSE
    return None


def feasible(codes: Sequence[int], length: int) -> bool:
    """Whether adding ``length - len(codes)`` suitable cards can make ``codes`` a
    combination of ``length`` cards (a fast necessary and sufficient test)."""
    n = len(codes)
    if n > length or length < 2 or length > _MAX_LINE or len(set(codes)) != n:
        return False
    if n == length:
        return evaluate(codes) is not None
    counts: dict[int, int] = {}
    for c in codes:
        counts[RANK_INDEX[c]] = counts.get(RANK_INDEX[c], 0) + 1
    if length <= 3:
        return len(counts) <= 1
    if length == 4:
        return len(counts) <= 1 or (len(counts) == 2 and max(counts.values()) <= 2)
    if len(counts) <= 2 and max(counts.values(), default=0) <= 3:
        return True  # a full house
    if len(counts) == n:
        mask = 0
        for r in counts:
            mask |= 1 << r
        if any(mask & s == mask for s in STRAIGHT_MASKS):
            return True
    return len({SUIT_INDEX[c] for c in codes}) == 1  # a flush (or straight flush)


def completions(base: Iterable[int], extra: int) -> frozenset[tuple[int, ...]]:
    """Every set of ``extra`` cards (sorted code tuples) that makes ``base`` a combination
    of ``len(base) + extra`` cards."""
    return frozenset(completion_combinations(base, extra))


def completion_combinations(
    base: Iterable[int], extra: int
) -> Mapping[tuple[int, ...], Combination]:
    """Like :func:`completions`, with the combination each set of cards makes. Cached (the
    move generator asks the same questions many times): do not change the answer."""
    return _completions(tuple(sorted(base)), extra)


@lru_cache(maxsize=65536)
def _completions(base: tuple[int, ...], extra: int) -> dict[tuple[int, ...], Combination]:
    """The completions, built combination by combination rather than by trying cards."""
    length = len(base) + extra
    if extra < 1 or not feasible(base, length):
        return {}
    used = set(base)
    counts = [0] * 13
    for c in base:
        counts[RANK_INDEX[c]] += 1
    present = [r for r in range(13) if counts[r]]
    found: dict[tuple[int, ...], Combination] = {}

    def free(rank: int) -> list[int]:
        return [code_for(rank, s) for s in range(4) if code_for(rank, s) not in used]

    def add_groups(needs: dict[int, int], combination: Combination) -> None:
        """Add every way to take ``needs[rank]`` more cards of each rank."""
        choices = [list(combinations(free(r), k)) for r, k in needs.items() if k]
        for parts in product(*choices):
            found[tuple(sorted(c for part in parts for c in part))] = combination

    others = [r for r in range(13) if r not in present]
    if length in (2, 3, 4) and len(present) <= 1:  # pair, three or four of a kind
        same_rank = {2: PAIR, 3: THREE_OF_A_KIND, 4: FOUR_OF_A_KIND}[length]
        for rank in present or range(13):
            add_groups({rank: length - counts[rank]}, same_rank)
    if length == 4:
        for a, b in _rank_pairs(present, others, ordered=False):
            if counts[a] <= 2 and counts[b] <= 2:
                add_groups({a: 2 - counts[a], b: 2 - counts[b]}, TWO_PAIR)
    if length != 5:
        return found
    for three, two in _rank_pairs(present, others, ordered=True):
        if counts[three] <= 3 and counts[two] <= 2:
            add_groups({three: 3 - counts[three], two: 2 - counts[two]}, FULL_HOUSE)
    base_suits = {SUIT_INDEX[c] for c in base}
    if len(present) == len(base):
        for mask, ranks in zip(STRAIGHT_MASKS, _STRAIGHT_RANKS, strict=True):
            missing = [r for r in ranks if not counts[r]]
            if len(missing) != extra or not all(r in ranks for r in present):
                continue
            for suits in product(range(4), repeat=extra):
                if len(base_suits.union(suits)) == 1:
                    kind = ROYAL_FLUSH if mask == _ROYAL_MASK else STRAIGHT_FLUSH
                else:
                    kind = STRAIGHT
                found[tuple(sorted(map(code_for, missing, suits)))] = kind
    if len(base_suits) <= 1:
        base_mask = sum(1 << r for r in present)
        for suit in base_suits or range(4):
            spare = [r for r in range(13) if not counts[r]]
            for ranks in combinations(spare, extra):
                mask = base_mask | sum(1 << r for r in ranks)
                if mask not in _STRAIGHT_SET:  # a straight flush is found above
                    found[tuple(code_for(r, suit) for r in ranks)] = FLUSH
    return found


@lru_cache(maxsize=65536)
def best_completion_points(base: tuple[int, ...], extra: int) -> int:
    """The most points a combination of ``base`` (sorted codes) and ``extra`` more cards
    makes: the largest of the points in :func:`completion_combinations`, 0 when there is
    none, found without listing them (the move generator's bound for jokers)."""
    length = len(base) + extra
    if extra < 1 or not feasible(base, length):
        return 0
    ranks = [RANK_INDEX[c] for c in base]
    present = set(ranks)
    if length == 2:
        return PAIR.points
    if length == 3:
        return THREE_OF_A_KIND.points
    if length == 4:
        return FOUR_OF_A_KIND.points if len(present) <= 1 else TWO_PAIR.points
    mask = sum(1 << r for r in present)
    one_suit = len({SUIT_INDEX[c] for c in base}) <= 1
    in_straight = (
        [s for s in STRAIGHT_MASKS if mask & s == mask] if len(present) == len(base) else []
    )
    if one_suit and _ROYAL_MASK in in_straight:
        return ROYAL_FLUSH.points
    if one_suit and in_straight:
        return STRAIGHT_FLUSH.points
    if len(present) <= 2 and max(ranks.count(r) for r in present or [0]) <= 3:
        return FULL_HOUSE.points
    if one_suit:
        return FLUSH.points
    return STRAIGHT.points  # feasible: one of the five-card combinations is left


def _rank_pairs(present: list[int], others: list[int], ordered: bool) -> list[tuple[int, int]]:
    """Pairs of distinct ranks covering every rank in ``present`` (at most two); both
    orders when ``ordered``, else the lower rank first."""
    if len(present) > 2:
        return []
    if len(present) == 2:
        candidates = [(present[0], present[1])]
    elif present:
        candidates = [(present[0], other) for other in others]
    else:
        candidates = list(combinations(range(13), 2))
    if ordered:
        return candidates + [(b, a) for a, b in candidates]
    return [(min(a, b), max(a, b)) for a, b in candidates]
