"""Words of Deal Me In's placement preview (images/dealmein/preview.py)."""

TEXTS = {
    "images.dealmein.preview.title": "{combination} · {score} points",
    "images.dealmein.preview.alt": (
        "Preview of {spot}: {cards} — {combination}, {score} points ({detail}). "
        "Press Place to play it."
    ),
}
