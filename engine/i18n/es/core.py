"""Palabras de las reglas comunes del motor (engine/core.py)."""

TEXTS: dict[str, str] = {
    "core.level.easy": "fácil",
    "core.level.normal": "normal",
    "core.level.hard": "difícil",
    "refusal.core.over": "La partida ha terminado.",
    "refusal.core.not_your_turn": "No es tu turno: se espera a {waiting}.",
    "refusal.core.no_timeout": "No hay ninguna jugada cuyo tiempo se pueda agotar.",
}
