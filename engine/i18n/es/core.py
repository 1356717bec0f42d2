"""Palabras de las reglas comunes del motor (engine/core.py)."""

TEXTS: dict[str, str] = {
    "core.level.easy": "fácil",
    "core.level.normal": "normal",
    "core.level.hard": "difícil",
}
