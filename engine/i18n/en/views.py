"""Words of the views: the scoreboard's notes and the final standings' rounds
(engine/views.py, engine/<game>/view.py)."""

TEXTS: dict[str, str] = {
    "views.note.this_hand": "{count} this hand",
    "views.note.joker": "{count} joker",
    "views.note.jokers": "{count} jokers",
    "views.round.deal": "deal {number}",
}
