"""Words of the views: the scoreboard's notes and the final standings' rounds
(engine/views.py, engine/<game>/view.py)."""

TEXTS: dict[str, str] = {
    "views.note.this_hand": "इस हाथ में {count}",
    "views.note.joker": "{count} जोकर",
    "views.note.jokers": "{count} जोकर",
    "views.round.deal": "डील {number}",
}
