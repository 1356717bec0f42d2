"""Words of the bracket picture of a single elimination (images/bracket.py)."""

TEXTS: dict[str, str] = {
    "images.bracket.heading": "DRABINKA",
    "images.bracket.winner": "{subtitle} · zwycięzca: {name}",
    "images.bracket.empty": "Nie rozegrano jeszcze żadnej rundy.",
    "images.bracket.byes": "Wolny los: {names}",
    "images.bracket.more.one": "+{count} stół więcej",
    "images.bracket.more.few": "+{count} stoły więcej",
    "images.bracket.more.many": "+{count} stołów więcej",
    "images.bracket.more.other": "+{count} stołu więcej",
    "images.bracket.alt": "Drabinka: {title}, {subtitle}.",
    "images.bracket.alt_winner": "Wygrywa {name}.",
    "images.bracket.alt_table": "{round}, stół {table}: {seats}.",
    "images.bracket.alt_byes": "{round}, wolny los: {names}.",
    "images.bracket.alt_through": "{name} {place}, awansuje",
    "images.bracket.alt_out": "{name} {place}, odpada",
}
