"""``python -m bot`` / ``cardtable-bot``: read the settings and run the bot until stopped.

A missing or bad setting stops the bot at once with a one-line message and status 2,
before discord is even imported; a registered game that lacks a piece in a layer (see
:mod:`bot.discord.plugins`) likewise, the message naming the game and the piece; and a
``METRICS_PORT`` that cannot be opened, at start-up.
"""

from __future__ import annotations

import logging
import sys

from bot.config import ConfigError, Settings, load_settings

#: Exit status for a bot that cannot start because of its settings, its token or a
#: registered game that lacks a piece (restarting would not help).
EXIT_CONFIG = 2


def main() -> None:
    """Entry point of the console script."""
    try:
        settings = load_settings()
    except ConfigError as error:
        print(f"cardtable-bot: {error}", file=sys.stderr)
        raise SystemExit(EXIT_CONFIG) from None
    raise SystemExit(run(settings))


def run(settings: Settings) -> int:
    """Connect and serve until interrupted; the process exit status."""
    import discord

    from bot.discord.plugins import MissingPiece, check_games

    try:
        check_games()
    except (MissingPiece, ValueError) as error:
        print(f"cardtable-bot: {error}", file=sys.stderr)
        return EXIT_CONFIG

    from bot.discord.client import apply_endpoints, create_bot
    from bot.monitoring.logs import setup_logging

    setup_logging(logging.getLevelNamesMapping()[settings.log_level], settings.log_format)
    from bot.monitoring.server import PortUnavailable

    apply_endpoints(settings)
    bot = create_bot(settings)
    try:
        bot.run(settings.token, log_handler=None)
    except PortUnavailable as error:
        print(f"cardtable-bot: {error}", file=sys.stderr)
        return EXIT_CONFIG
    except discord.LoginFailure:
        print(
            "cardtable-bot: Discord refused DISCORD_TOKEN. Reset the token in the developer "
            "portal (your application -> Bot -> Reset Token) and put the new one in .env.",
            file=sys.stderr,
        )
        return EXIT_CONFIG
    return 0


if __name__ == "__main__":
    main()
