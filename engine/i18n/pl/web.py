"""The web front (bot/web, web/): the table page and Activity, the replay and leaderboard
pages, their refusals, and the Discord side's Open table button and /config setting."""

TEXTS: dict[str, str] = {
    "web.refusal.signed_out": (
        "Wylogowano cię: otwórz stół ponownie przyciskiem Otwórz stół w Discordzie."
    ),
    "web.refusal.off": "Strona stołu nie jest dostępna w tym bocie.",
    "web.refusal.no_table": "Na tym kanale nie ma teraz stołu.",
    "web.refusal.bad_request": "Strona wysłała coś, czego nie umiem odczytać: odśwież ją.",
    "web.refusal.bad_move": "To nie jest ruch: wybierz ponownie karty i ruch.",
    "web.refusal.no_activity": "Logowanie z Aktywności nie jest skonfigurowane w tym bocie.",
    "web.refusal.no_replay": "Nie ma zakończonej gry pod tym linkiem.",
    "web.refusal.no_leaderboard": "Ten serwer nie ma strony rankingu (zobacz /config).",
    "web.button.open": "Otwórz stół",
    "web.link.open": (
        "Twój stół, tylko dla ciebie (link loguje cię jako ciebie: nie udostępniaj go): {url}"
    ),
    "web.button.replay_page": "Strona powtórki",
    "web.link.leaderboard": "Strona rankingu serwera: {url}",
    "bot.cmd.game.open.name": "otworz",
    "bot.cmd.game.open.description": "Otwórz stół tego kanału jako stronę (Aktywność)",
    "bot.cmd.config.opt.web_leaderboard.name": "ranking_www",
    "bot.cmd.config.opt.web_leaderboard.description": (
        "Pokaż ranking tego serwera na stronie internetowej"
    ),
    "bot.choice.web_leaderboard": "ranking www",
    "bot.config.line.web_leaderboard": "Strona internetowa rankingu: {shown}",
    "web.page.signed_out": (
        "Wylogowano cię: otwórz stół ponownie przyciskiem Otwórz stół w Discordzie."
    ),
    "web.page.your_hand": "Twoje karty",
    "web.page.watching": "Oglądasz: ruchy wykonują tylko gracze przy stole.",
    "web.page.your_turn": "Twój ruch",
    "web.page.waiting": "Czekamy na: {name}",
    "web.page.connecting": "Łączenie…",
    "web.page.reconnecting": "Utracono połączenie: łączę ponownie…",
    "web.page.moves": "Ruchy",
    "web.page.choose": "Dotknij kart, aby je wybrać; przeciągnij je na planszę, aby je położyć.",
    "web.page.tap": "Dotknij kart, aby je wybrać, a potem ruchu.",
    "web.page.swap": "Wymień wybrane karty",
    "web.page.no_placement": "Tych kart nie da się tu położyć.",
    "web.page.drop": "Upuść na podświetlone pole",
    "web.page.over": "Gra się zakończyła.",
    "web.page.stock": "Talia: {count}",
    "web.page.trick": "Lewa",
    "web.page.first": "Pierwszy",
    "web.page.previous": "Poprzedni",
    "web.page.next": "Następny",
    "web.page.last": "Ostatni",
    "web.page.step": "Ruch {step} z {total}",
    "web.page.replay": "Powtórka",
    "web.page.leaderboard": "Ranking",
    "web.page.rank": "#",
    "web.page.player": "Gracz",
    "web.page.games": "Gry",
    "web.page.wins": "Wygrane",
    "web.page.rating": "Ocena",
    "web.page.computer": "komputer",
    "web.page.lobby": "Gra jeszcze się nie zaczęła: dołącz i rozpocznij ją w Discordzie.",
}
