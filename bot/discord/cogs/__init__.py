"""The slash commands common to every game, one cog per feature: ``/game`` (every game's
table), ``/play``, ``/leaderboard`` and ``/stats``, ``/rules``, ``/help``, ``/settings``,
``/daily``.

Each game's own commands live in its folder, ``bot/discord/games/<game>/``, and reach the
bot through its manifest (:mod:`bot.discord.plugins`); nothing here imports them.
"""
