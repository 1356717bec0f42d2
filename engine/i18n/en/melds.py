"""Words of the rummy melds (engine/melds.py): why cards make no meld or do not fit one."""

TEXTS: dict[str, str] = {
    "melds.too_few": "{cards}: a meld needs at least {count} cards.",
    "melds.not_a_meld": "{cards} is not a meld: {reason}.",
    "melds.no_fit": "{card} does not fit on {meld}.",
    "melds.no_cards": "no cards",
    "melds.kind.run": "run {cards}",
    "melds.kind.set": "set {cards}",
    # Why cards are no meld (inside "... is not a meld: {reason}.").
    "melds.reason.set_or_run": "a set is cards of one rank, a run consecutive cards of one suit",
    "melds.reason.set_one_rank": "a set is cards of one rank",
    "melds.reason.set_no_joker_only": "a set needs at least one card that is not a joker",
    "melds.reason.set_min": "a set has at least {count} cards",
    "melds.reason.set_max": "a set has at most {count} cards",
    "melds.reason.set_suits": "the cards of a set must have different suits",
    "melds.reason.set_suits_max": "a set of different suits has at most {count} cards",
    "melds.reason.run_min": "a run has at least {count} cards",
    "melds.reason.run_max": "a run has at most {count} cards",
    "melds.reason.run_one_suit": "a run is cards of one suit",
    "melds.reason.run_no_joker_only": "a run needs at least one card that is not a joker",
    "melds.reason.run_consecutive": "the cards of a run must be consecutive",
    "melds.reason.run_gaps": (
        "the cards of a run must be consecutive, and too few wild cards fill the gaps"
    ),
    "melds.reason.run_same_rank": "a run cannot hold two cards of the same rank",
    "melds.reason.run_corner": (
        "a run cannot go round the corner: the ace is high (Q-K-A) or low (A-2-3), never both"
    ),
}
