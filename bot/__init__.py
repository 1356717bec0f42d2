"""The Discord bot: the table service, storage and the discord.py adapter.

Its words are the catalogue in ``bot/locale`` (the ``bot.*`` keys), read with the engine's
from the moment the package is imported."""

from pathlib import Path

from engine import i18n

i18n.add_domain("bot", Path(__file__).parent / "locale")
