"""The web front (bot/web, web/): the table page and Activity, the replay and leaderboard
pages, their refusals, and the Discord side's Open table button and /config setting."""

TEXTS: dict[str, str] = {
    # Refusals of the web front (the page shows them to its reader alone).
    "web.refusal.signed_out": (
        "You are signed out: open the table again from its Open table button in Discord."
    ),
    "web.refusal.off": "The table page is not available on this bot.",
    "web.refusal.no_table": "There is no table in this channel now.",
    "web.refusal.bad_request": "The page sent something I cannot read: reload it.",
    "web.refusal.bad_move": "That is no move: choose your cards and a move again.",
    "web.refusal.no_activity": "Signing in from an Activity is not set up on this bot.",
    "web.refusal.no_replay": "There is no finished game with that link.",
    "web.refusal.no_leaderboard": "This server has no leaderboard page (see /config).",
    # Discord's side: the table message's button, its private reply, the game-over link.
    "web.button.open": "Open table",
    "web.link.open": (
        "Your table, for you alone (the link signs you in as you: keep it to yourself): {url}"
    ),
    "web.button.replay_page": "Replay page",
    "web.link.leaderboard": "The server's leaderboard page: {url}",
    "bot.cmd.game.open.name": "open",
    "bot.cmd.game.open.description": "Open this channel's table as a page (the Activity)",
    # /config's setting.
    "bot.cmd.config.opt.web_leaderboard.name": "web_leaderboard",
    "bot.cmd.config.opt.web_leaderboard.description": (
        "Show this server's leaderboard on a web page"
    ),
    "bot.choice.web_leaderboard": "web leaderboard",
    "bot.config.line.web_leaderboard": "Leaderboard web page: {shown}",
    # The pages' words.
    "web.page.signed_out": (
        "You are signed out: open the table again from its Open table button in Discord."
    ),
    "web.page.your_hand": "Your hand",
    "web.page.watching": "You are watching: only the players at the table can move.",
    "web.page.your_turn": "Your move",
    "web.page.waiting": "Waiting for {name}",
    "web.page.connecting": "Connecting…",
    "web.page.reconnecting": "Connection lost: reconnecting…",
    "web.page.moves": "Moves",
    "web.page.choose": "Tap cards to choose them; drag them onto the board to place them.",
    "web.page.tap": "Tap cards to choose them, then a move.",
    "web.page.swap": "Swap the chosen cards",
    "web.page.no_placement": "These cards make no placement here.",
    "web.page.drop": "Drop on a lit square",
    "web.page.over": "The game is over.",
    "web.page.stock": "Stock: {count}",
    "web.page.trick": "Trick",
    "web.page.first": "First",
    "web.page.previous": "Previous",
    "web.page.next": "Next",
    "web.page.last": "Last",
    "web.page.step": "Move {step} of {total}",
    "web.page.replay": "Replay",
    "web.page.leaderboard": "Leaderboard",
    "web.page.rank": "#",
    "web.page.player": "Player",
    "web.page.games": "Games",
    "web.page.wins": "Wins",
    "web.page.rating": "Rating",
    "web.page.computer": "computer",
    "web.page.lobby": "The game has not started yet: join and start it in Discord.",
}
