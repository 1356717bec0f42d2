"""The discord.py adapter: the bot client, slash commands (one cog per feature or game),
persistent views and :class:`~bot.discord.frontend.DiscordFrontend`, the table service's
front end. Rules stay in ``engine/`` and table logic in ``bot.tables``: this package parses,
calls the service and replies.
"""
