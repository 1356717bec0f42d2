"""/tournament's rounds: the check-in before each round, absent players, ranked games and
the bracket's round names."""

# ruff: noqa: E501 (one text a line: a translator reads and edits it whole)

TEXTS: dict[str, str] = {
    "bot.cmd.tournament.new.opt.checkin.name": "checkin",
    "bot.cmd.tournament.new.opt.checkin.description": "Minuty potwierdzania obecności przed każdą rundą (domyślnie 0: bez potwierdzania)",
    "bot.cmd.tournament.new.opt.absent.name": "absent",
    "bot.cmd.tournament.new.opt.absent.description": "Gracz nieobecny lub bez czasu: gra za niego komputer albo przegrywa walkowerem",
    "bot.cmd.tournament.new.opt.ranked.name": "ranked",
    "bot.cmd.tournament.new.opt.ranked.description": "Czy jego partie liczą się do rankingów serwera (domyślnie: tak)",
    "bot.choice.computer": "zastępuje go gracz komputerowy",
    "bot.choice.forfeit": "walkower",
    "bot.tournament.absence.computer": "gra za niego gracz komputerowy",
    "bot.tournament.absence.forfeit": "przegrywa walkowerem",
    "bot.tournament.signup.checkin": "Potwierdzanie obecności: {minutes} min przed każdą rundą. Nieobecny albo bez czasu trzy ruchy z rzędu: {absence}.",
    "bot.tournament.signup.out_of_time": "Bez czasu trzy ruchy z rzędu: {absence}.",
    "bot.tournament.signup.unranked": "Jego partie nie liczą się do rankingów tego serwera.",
    "bot.tournament.checkin.post": "**{tournament}**, runda {round}: {players}, naciśnijcie **Jestem** przed {when}. Kto do tego czasu nie potwierdzi: {absence}.",
    "bot.tournament.button.checkin": "Jestem",
    "bot.tournament.checked_in": "Twoja obecność w rundzie {round} jest potwierdzona.",
    "bot.tournament.bracket.round": "Runda {round}",
    "bot.tournament.bracket.semifinal": "Półfinał",
    "bot.tournament.bracket.final": "Finał",
    "tables.refusal.tournament.no_checkin": "Potwierdzanie obecności w tej rundzie nie jest otwarte (skończyło się albo jeszcze się nie zaczęło).",
    "tables.refusal.tournament.checked_in_already": "Twoja obecność jest już potwierdzona.",
    "tables.refusal.tournament.absence": "{choice} nie jest możliwym wyborem dla nieobecnych: computer albo forfeit.",
    "tables.refusal.tournament.checkin_length": "Potwierdzanie obecności trwa najwyżej {most} minut.",
}
