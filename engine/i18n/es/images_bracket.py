"""Words of the bracket picture of a single elimination (images/bracket.py)."""

TEXTS: dict[str, str] = {
    "images.bracket.heading": "CUADRO",
    "images.bracket.winner": "{subtitle} · ganador: {name}",
    "images.bracket.empty": "Aún no se ha jugado ninguna ronda.",
    "images.bracket.byes": "Descansan: {names}",
    "images.bracket.more.one": "+{count} mesa más",
    "images.bracket.more.other": "+{count} mesas más",
    "images.bracket.alt": "Cuadro del {title}, {subtitle}.",
    "images.bracket.alt_winner": "Gana {name}.",
    "images.bracket.alt_table": "{round}, mesa {table}: {seats}.",
    "images.bracket.alt_byes": "{round}, descansan: {names}.",
    "images.bracket.alt_through": "{name} {place}, pasa",
    "images.bracket.alt_out": "{name} {place}, eliminado",
}
