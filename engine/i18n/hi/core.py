"""इंजन के साझा नियमों के शब्द (engine/core.py)."""

TEXTS: dict[str, str] = {
    "core.level.easy": "आसान",
    "core.level.normal": "सामान्य",
    "core.level.hard": "कठिन",
    "refusal.core.over": "खेल समाप्त हो चुका है।",
    "refusal.core.not_your_turn": "अभी आपकी बारी नहीं है: {waiting} की प्रतीक्षा है।",
    "refusal.core.no_timeout": "समय समाप्त करने के लिए कोई चाल नहीं है।",
}
