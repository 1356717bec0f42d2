"""Words of the engine's shared rules (engine/core.py)."""

TEXTS: dict[str, str] = {
    "core.level.easy": "easy",
    "core.level.normal": "normal",
    "core.level.hard": "hard",
}
