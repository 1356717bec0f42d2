"""Every test reads the whole catalogue, as the bot does: the pictures' and the bot's words
are added to the engine's when their layers are imported (``engine.i18n.add_domain``)."""

import bot  # noqa: F401
import images.words  # noqa: F401
