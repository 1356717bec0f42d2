"""The web front's second round (branch web2): who may watch a channel's table from the web
(a member of its server who may view the channel), the /leaderboard link to its page, and
the page's hint when a tap plays a card."""

TEXTS: dict[str, str] = {
    "web.refusal.not_member": (
        "No eres miembro del servidor de esta mesa, así que no se te muestra su mesa."
    ),
    "web.refusal.cannot_view": (
        "No puedes ver el canal de esta mesa en Discord, así que no se te muestra su mesa."
    ),
    "web.refusal.check_failed": (
        "No pude comprobar con Discord que puedes ver esta mesa: recarga la página en un momento."
    ),
    "web.page.tap_play": "Toca una carta para jugarla.",
    "web.button.leaderboard_page": "Página de la clasificación",
}
