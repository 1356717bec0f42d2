"""Words of Deal Me In's placement preview (images/dealmein/preview.py)."""

TEXTS = {
    "images.dealmein.preview.title": "{combination} · {score} puntos",
    "images.dealmein.preview.alt": (
        "Vista previa de {spot}: {cards} — {combination}, {score} puntos ({detail}). "
        "Pulsa Colocar para jugarla."
    ),
}
