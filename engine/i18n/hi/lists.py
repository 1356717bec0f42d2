"""How a language joins a list of names (engine.i18n.joined)."""

TEXTS: dict[str, str] = {
    "lists.and": "{first} और {second}",
}
