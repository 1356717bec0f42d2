"""The words of /help and /settings."""

# ruff: noqa: E501 (one text a line: a translator reads and edits it whole)

TEXTS: dict[str, str] = {
    "bot.settings.on": "on",
    "bot.settings.off": "off",
    "bot.settings.shown": "Your settings: turn pings **{pings}** (a mention in the channel when your turn starts and no turn DM reaches you), turn DMs **{dms}** (your hand and its controls by DM when dealt and when your turn starts). Change them with `/settings turn_pings:` and `/settings turn_dms:`.",
    "bot.help.title": "Your first game",
    "bot.help.footer": "Games: {games}. One table per channel; a thread is a channel too.",
    "bot.help.step1": "**1. Open a table** in a text channel or a thread: `/game new game:Deal Me In` (pick any game; `level:Unlimited` gives Deal Me In no move timer).",
    "bot.help.quick_play": "**Alone, in one step**: `/play game:Deal Me In` opens a table with computer players and starts it at once.",
    "bot.help.step2": "**2. Fill the seats.** Friends press **Join** on the table message (or type `/game join`). To play alone, `/game addbot` seats a computer player; add as many as you like. Hearts always plays with four: computer players fill the empty seats.",
    "bot.help.step3": "**3. Start**: the host presses **Start** (or `/game start`). The table message shows the board, the scores, whose turn it is and when the time runs out.",
    "bot.help.step4": "**4. See your cards**: the bot DMs you your hand with its buttons when it is dealt and when your turn starts; **My hand** on the table message shows the same, privately, and always works (also with DMs closed). `/game hand` does the same.",
    "bot.help.step5": "**5. Move** on your turn by tapping, in the DM or in **My hand**: every game's moves are buttons and menus there, and **Hint** shows what the computer would play. Deal Me In: choose your cards, then a placement (a small picture shows it on the board, with its combination and score), then **Place**. Typing works too: each game's commands start with its name (`/dmi place`, `/hearts`, `/rummy`, `/rummy21`).",
    "bot.help.step6": "**6. Stuck?** A move the rules refuse changes nothing, and the private answer says what to do instead. `/rules` explains a game and every word it uses; `/game status` shows the table again. After the game: `/leaderboard` and `/stats`.",
}
