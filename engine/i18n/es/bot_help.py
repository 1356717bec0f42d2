"""Las palabras de /help y /settings."""

# ruff: noqa: E501 (one text a line: a translator reads and edits it whole)

TEXTS: dict[str, str] = {
    "bot.settings.on": "activados",
    "bot.settings.off": "desactivados",
    "bot.settings.shown": "Tus ajustes: avisos de turno **{pings}** (una mención en el canal cuando empieza tu turno y no te llega un MD de turno), MD de turno **{dms}** (tu mano y sus controles por MD al repartir y cuando empieza tu turno). Cámbialos con `/settings turn_pings:` y `/settings turn_dms:`.",
    "bot.help.title": "Tu primera partida",
    "bot.help.footer": "Juegos: {games}. Una mesa por canal; un hilo también es un canal.",
    "bot.help.step1": "**1. Abre una mesa** en un canal de texto o un hilo: `/game new game:Deal Me In` (elige cualquier juego; `level:Unlimited` quita a Deal Me In el reloj por jugada).",
    "bot.help.quick_play": "**Solo, en un paso**: `/play game:Deal Me In` abre una mesa con jugadores de la computadora y la empieza enseguida.",
    "bot.help.step2": "**2. Llena los asientos.** Tus amigos pulsan **Unirme** en el mensaje de la mesa (o escriben `/game join`). Para jugar solo, `/game addbot` sienta a un jugador de la computadora; añade los que quieras. Hearts siempre se juega entre cuatro: la computadora ocupa los asientos vacíos.",
    "bot.help.step3": "**3. Empieza**: el anfitrión pulsa **Empezar** (o `/game start`). El mensaje de la mesa muestra el tablero, las puntuaciones, a quién le toca y cuándo se acaba el tiempo.",
    "bot.help.step4": "**4. Mira tus cartas**: el bot te envía por MD tu mano con sus botones cuando se reparte y cuando empieza tu turno; **Mi mano** en el mensaje de la mesa muestra lo mismo, solo a ti, y siempre funciona (también con los MD cerrados). `/game hand` hace lo mismo.",
    "bot.help.step5": "**5. Juega** en tu turno tocando, en el MD o en **Mi mano**: las jugadas de cada juego son botones y menús, y **Pista** muestra qué jugaría la computadora. Deal Me In: elige tus cartas, luego una colocación (una pequeña imagen la muestra en el tablero, con su combinación y su puntuación), luego **Colocar**. Escribir también funciona: los comandos de cada juego empiezan por su nombre (`/dmi place`, `/hearts`, `/rummy`, `/rummy21`).",
    "bot.help.step6": "**6. ¿Atascado?** Una jugada que las reglas rechazan no cambia nada, y la respuesta privada dice qué hacer en su lugar. `/rules` explica un juego y cada palabra que usa; `/game status` vuelve a mostrar la mesa. Después de la partida: `/leaderboard` y `/stats`.",
}
