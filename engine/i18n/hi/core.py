"""इंजन के साझा नियमों के शब्द (engine/core.py)."""

TEXTS: dict[str, str] = {
    "core.level.easy": "आसान",
    "core.level.normal": "सामान्य",
    "core.level.hard": "कठिन",
}
