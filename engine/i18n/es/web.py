"""The web front (bot/web, web/): the table page and Activity, the replay and leaderboard
pages, their refusals, and the Discord side's Open table button and /config setting."""

TEXTS: dict[str, str] = {
    "web.refusal.signed_out": (
        "Se cerró tu sesión: vuelve a abrir la mesa con su botón Abrir mesa en Discord."
    ),
    "web.refusal.off": "La página de la mesa no está disponible en este bot.",
    "web.refusal.no_table": "Ahora no hay ninguna mesa en este canal.",
    "web.refusal.bad_request": "La página envió algo que no puedo leer: recárgala.",
    "web.refusal.bad_move": "Eso no es una jugada: elige de nuevo tus cartas y una jugada.",
    "web.refusal.no_activity": (
        "Este bot no tiene configurado el inicio de sesión desde una Actividad."
    ),
    "web.refusal.no_replay": "No hay ninguna partida terminada con ese enlace.",
    "web.refusal.no_leaderboard": "Este servidor no tiene página de clasificación (mira /config).",
    "web.button.open": "Abrir mesa",
    "web.link.open": (
        "Tu mesa, solo para ti (el enlace inicia sesión como tú: no lo compartas): {url}"
    ),
    "web.button.replay_page": "Página de la repetición",
    "web.link.leaderboard": "La página de clasificación del servidor: {url}",
    "bot.cmd.game.open.name": "abrir",
    "bot.cmd.game.open.description": "Abre la mesa de este canal como página (la Actividad)",
    "bot.cmd.config.opt.web_leaderboard.name": "clasificacion_web",
    "bot.cmd.config.opt.web_leaderboard.description": (
        "Mostrar la clasificación de este servidor en una página web"
    ),
    "bot.choice.web_leaderboard": "clasificación web",
    "bot.config.line.web_leaderboard": "Página web de la clasificación: {shown}",
    "web.page.signed_out": (
        "Se cerró tu sesión: vuelve a abrir la mesa con su botón Abrir mesa en Discord."
    ),
    "web.page.your_hand": "Tu mano",
    "web.page.watching": "Estás mirando: solo los jugadores de la mesa pueden jugar.",
    "web.page.your_turn": "Te toca",
    "web.page.waiting": "Esperando a {name}",
    "web.page.connecting": "Conectando…",
    "web.page.reconnecting": "Se perdió la conexión: reconectando…",
    "web.page.moves": "Jugadas",
    "web.page.choose": "Toca las cartas para elegirlas; arrástralas al tablero para colocarlas.",
    "web.page.tap": "Toca las cartas para elegirlas y luego una jugada.",
    "web.page.swap": "Cambiar las cartas elegidas",
    "web.page.no_placement": "Estas cartas no se pueden colocar aquí.",
    "web.page.drop": "Suelta sobre una casilla iluminada",
    "web.page.over": "La partida ha terminado.",
    "web.page.stock": "Mazo: {count}",
    "web.page.trick": "Baza",
    "web.page.first": "Primera",
    "web.page.previous": "Anterior",
    "web.page.next": "Siguiente",
    "web.page.last": "Última",
    "web.page.step": "Jugada {step} de {total}",
    "web.page.replay": "Repetición",
    "web.page.leaderboard": "Clasificación",
    "web.page.rank": "#",
    "web.page.player": "Jugador",
    "web.page.games": "Partidas",
    "web.page.wins": "Victorias",
    "web.page.rating": "Puntuación",
    "web.page.computer": "ordenador",
    "web.page.lobby": "La partida aún no ha empezado: únete y empiézala en Discord.",
}
