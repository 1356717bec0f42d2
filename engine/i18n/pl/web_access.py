"""The web front's second round (branch web2): who may watch a channel's table from the web
(a member of its server who may view the channel), the /leaderboard link to its page, and
the page's hint when a tap plays a card."""

TEXTS: dict[str, str] = {
    "web.refusal.not_member": (
        "Nie jesteś członkiem serwera tego stołu, więc jego stół nie jest ci pokazywany."
    ),
    "web.refusal.cannot_view": (
        "Nie widzisz kanału tego stołu w Discordzie, więc jego stół nie jest ci pokazywany."
    ),
    "web.refusal.check_failed": (
        "Nie udało mi się sprawdzić w Discordzie, czy możesz widzieć ten stół: "
        "odśwież stronę za chwilę."
    ),
    "web.page.tap_play": "Dotknij karty, aby ją zagrać.",
    "web.button.leaderboard_page": "Strona rankingu",
}
