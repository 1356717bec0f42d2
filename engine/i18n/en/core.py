"""Words of the engine's shared rules (engine/core.py): the levels and the refusals every
game shares."""

TEXTS: dict[str, str] = {
    "core.level.easy": "easy",
    "core.level.normal": "normal",
    "core.level.hard": "hard",
    "refusal.core.over": "The game is over.",
    "refusal.core.not_your_turn": "It is not your turn: waiting for {waiting}.",
    "refusal.core.no_timeout": "There is no move to time out.",
}
