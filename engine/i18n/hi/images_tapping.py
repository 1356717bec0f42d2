"""Words of Deal Me In's placement preview (images/dealmein/preview.py)."""

TEXTS = {
    "images.dealmein.preview.title": "{combination} · {score} अंक",
    "images.dealmein.preview.alt": (
        "{spot} की झलक: {cards} — {combination}, {score} अंक ({detail})। चलने के लिए 'रखें' दबाइए।"
    ),
}
