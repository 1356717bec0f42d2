"""Words of the bracket picture of a single elimination (images/bracket.py)."""

TEXTS: dict[str, str] = {
    "images.bracket.heading": "BRACKET",
    "images.bracket.winner": "{subtitle} · winner: {name}",
    "images.bracket.empty": "No round has been played yet.",
    "images.bracket.byes": "Byes: {names}",
    "images.bracket.more.one": "+{count} more table",
    "images.bracket.more.other": "+{count} more tables",
    "images.bracket.alt": "Bracket of the {title}, {subtitle}.",
    "images.bracket.alt_winner": "The winner is {name}.",
    "images.bracket.alt_table": "{round}, table {table}: {seats}.",
    "images.bracket.alt_byes": "{round}, byes: {names}.",
    "images.bracket.alt_through": "{name} {place}, through",
    "images.bracket.alt_out": "{name} {place}, out",
}
