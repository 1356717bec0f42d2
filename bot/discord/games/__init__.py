"""One package per game of the bot: its commands, panels and manifest (see
:mod:`bot.discord.plugins`)."""
