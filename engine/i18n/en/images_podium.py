"""Words of the podium picture of seasons and tournaments (images/podium.py)."""

TEXTS: dict[str, str] = {
    "images.podium.heading.season": "SEASON FINAL STANDINGS",
    "images.podium.heading.tournament": "TOURNAMENT STANDINGS",
    "images.podium.player": "PLAYER",
    "images.podium.empty": "Nobody played.",
    "images.podium.alt": "{title}, {subtitle}.",
    "images.podium.alt_line": "{place}. {name} ({cells})",
}
