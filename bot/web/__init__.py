"""The web front (``WEB_PORT``, off by default): the live table as a Discord Activity or a
page in a browser, a replay page per finished game and a server's leaderboard page, served
by aiohttp on the bot's event loop (:mod:`bot.web.server`).

It is a second front end of the same :class:`~bot.tables.service.TableService`: a move
made in the page goes through the service's :meth:`~bot.tables.service.TableService.act`
like a slash command or a button, and every change of a table is pushed to the pages
watching it (:mod:`bot.web.hub`) as the JSON of what that reader may see
(:mod:`bot.web.seats`).
"""
