"""Words of the bracket picture of a single elimination (images/bracket.py)."""

TEXTS: dict[str, str] = {
    "images.bracket.heading": "ब्रैकेट",
    "images.bracket.winner": "{subtitle} · विजेता: {name}",
    "images.bracket.empty": "अभी कोई राउंड नहीं खेला गया।",
    "images.bracket.byes": "बाई: {names}",
    "images.bracket.more.one": "+{count} और टेबल",
    "images.bracket.more.other": "+{count} और टेबल",
    "images.bracket.alt": "{title} का ब्रैकेट, {subtitle}।",
    "images.bracket.alt_winner": "विजेता {name} हैं।",
    "images.bracket.alt_table": "{round}, टेबल {table}: {seats}।",
    "images.bracket.alt_byes": "{round}, बाई: {names}।",
    "images.bracket.alt_through": "{name} {place}, आगे बढ़े",
    "images.bracket.alt_out": "{name} {place}, बाहर",
}
