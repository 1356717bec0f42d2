"""Words of the rummy melds (engine/melds.py): why cards make no meld or do not fit one."""

TEXTS: dict[str, str] = {
    "melds.too_few": "{cards}: una combinación necesita al menos {count} cartas.",
    "melds.not_a_meld": "{cards} no es una combinación: {reason}.",
    "melds.no_fit": "{card} no encaja en {meld}.",
    "melds.no_cards": "ninguna carta",
    "melds.kind.run": "escalera {cards}",
    "melds.kind.set": "trío {cards}",
    # Why cards are no meld (inside "... is not a meld: {reason}.").
    "melds.reason.set_or_run": (
        "un trío son cartas de un mismo rango, una escalera cartas consecutivas de un mismo palo"
    ),
    "melds.reason.set_one_rank": "un trío son cartas de un mismo rango",
    "melds.reason.set_no_joker_only": "un trío necesita al menos una carta que no sea comodín",
    "melds.reason.set_min": "un trío tiene al menos {count} cartas",
    "melds.reason.set_max": "un trío tiene como máximo {count} cartas",
    "melds.reason.set_suits": "las cartas de un trío deben ser de palos distintos",
    "melds.reason.set_suits_max": "un trío de palos distintos tiene como máximo {count} cartas",
    "melds.reason.run_min": "una escalera tiene al menos {count} cartas",
    "melds.reason.run_max": "una escalera tiene como máximo {count} cartas",
    "melds.reason.run_one_suit": "una escalera son cartas de un mismo palo",
    "melds.reason.run_no_joker_only": "una escalera necesita al menos una carta que no sea comodín",
    "melds.reason.run_consecutive": "las cartas de una escalera deben ser consecutivas",
    "melds.reason.run_gaps": (
        "las cartas de una escalera deben ser consecutivas, y faltan cartas comodín para "
        "llenar los huecos"
    ),
    "melds.reason.run_same_rank": "una escalera no puede tener dos cartas del mismo rango",
    "melds.reason.run_corner": (
        "una escalera no puede dar la vuelta: el as es alto (Q-K-A) o bajo (A-2-3), nunca ambos"
    ),
}
