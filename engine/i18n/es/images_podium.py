"""Palabras de la imagen del podio de temporadas y torneos (images/podium.py)."""

TEXTS: dict[str, str] = {
    "images.podium.heading.season": "CLASIFICACIÓN FINAL DE LA TEMPORADA",
    "images.podium.heading.tournament": "CLASIFICACIÓN DEL TORNEO",
    "images.podium.player": "JUGADOR",
    "images.podium.empty": "Nadie jugó.",
    "images.podium.alt": "{title}, {subtitle}.",
    "images.podium.alt_line": "{place}. {name} ({cells})",
}
