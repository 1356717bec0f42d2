"""Every test reads the whole catalogue, as the bot does: the pictures' and the bot's words
are added to the engine's when their layers are imported (``engine.i18n.add_domain``).

Every SimCord test waits :data:`SETTLE_SECONDS` for the bot to settle."""

import pytest

import bot  # noqa: F401
import images.words  # noqa: F401

#: How long, in real time, SimCord waits for the bot to settle after an action (and to
#: detach at the end) before it calls the bot hung. SimCord's default, 5 s, is a guess at
#: the machine's speed: the bot's work in threads (a table picture, a computer player's
#: search) runs on real time, and a niced test worker on 2 cores shared by a dozen busy
#: processes gets a small share of one, so a picture that takes 0.1 s on an idle machine
#: can take more than 5 s. A hung bot still fails its test, only later.
SETTLE_SECONDS = 120.0


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Give every SimCord test :data:`SETTLE_SECONDS` unless its ``simcord`` marker says
    otherwise (the marker's other options are kept)."""
    for item in items:
        if "simcord_env" not in getattr(item, "fixturenames", ()):
            continue
        marker = item.get_closest_marker("simcord")
        options = {"settle_timeout": SETTLE_SECONDS, **(marker.kwargs if marker else {})}
        item.add_marker(pytest.mark.simcord(**options))
