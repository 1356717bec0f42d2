"""/tournament's rounds: the check-in before each round, absent players, ranked games and
the bracket's round names."""

# ruff: noqa: E501 (one text a line: a translator reads and edits it whole)

TEXTS: dict[str, str] = {
    "bot.cmd.tournament.new.opt.checkin.name": "checkin",
    "bot.cmd.tournament.new.opt.checkin.description": "Minutes of check-in before each round (default 0: no check-in)",
    "bot.cmd.tournament.new.opt.absent.name": "absent",
    "bot.cmd.tournament.new.opt.absent.description": "A player absent from check-in or out of time: a computer plays for them, or they forfeit",
    "bot.cmd.tournament.new.opt.ranked.name": "ranked",
    "bot.cmd.tournament.new.opt.ranked.description": "Whether its games count for this server's leaderboards (default: yes)",
    "bot.choice.computer": "a computer player stands in",
    "bot.choice.forfeit": "forfeit",
    "bot.tournament.absence.computer": "a computer player stands in for them",
    "bot.tournament.absence.forfeit": "they forfeit",
    "bot.tournament.signup.checkin": "Check-in: {minutes} min before each round. Absent, or out of time three moves in a row: {absence}.",
    "bot.tournament.signup.out_of_time": "Out of time three moves in a row: {absence}.",
    "bot.tournament.signup.unranked": "Its games do not count for this server's leaderboards.",
    "bot.tournament.checkin.post": "**{tournament}**, round {round}: {players}, press **Check in** before {when}. Whoever has not checked in by then: {absence}.",
    "bot.tournament.button.checkin": "Check in",
    "bot.tournament.checked_in": "You are checked in for round {round}.",
    "bot.tournament.bracket.round": "Round {round}",
    "bot.tournament.bracket.semifinal": "Semi-final",
    "bot.tournament.bracket.final": "Final",
    "tables.refusal.tournament.no_checkin": "This round's check-in is not open (it is over, or not yet open).",
    "tables.refusal.tournament.checked_in_already": "You are already checked in.",
    "tables.refusal.tournament.absence": "{choice} is not a choice for absent players: computer or forfeit.",
    "tables.refusal.tournament.checkin_length": "A check-in lasts at most {most} minutes.",
}
