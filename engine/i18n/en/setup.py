"""Refusals of a game's setup: its options and its number of players (engine/core.py).

The English is the engine's error message as it always was (records and the replay tool
print it); a front end makes it a sentence (:func:`engine.i18n.as_sentence`). The other
languages write the whole sentence."""

TEXTS: dict[str, str] = {
    "setup.choices": "option {name}={value}: choose one of {allowed}",
    "setup.switch": "option {name} is true or false, not {value}",
    "setup.number": "option {name} is a whole number, not {value}",
    "setup.minimum": "option {name} is at least {minimum}",
    "setup.maximum": "option {name} is at most {maximum}",
    "setup.players": "{game} is played by {least} to {most} players, not {count}",
    "setup.unknown": "unknown option {name} (options: {known})",
}
