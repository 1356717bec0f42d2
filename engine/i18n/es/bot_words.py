"""Las demás palabras del bot: por qué se cerró una mesa cuyo sitio ya no existe, los
rechazos de discord.py a un comando de barra y el autocompletado de Rummy 500 al añadir."""

# ruff: noqa: E501 (one text a line: a translator reads and edits it whole)

TEXTS: dict[str, str] = {
    "bot.words.closed.guild_left": "el bot salió del servidor",
    "bot.words.closed.channel_deleted": "se borró el canal",
    "bot.words.closed.thread_deleted": "se borró el hilo",
    "bot.words.error.cooldown": "Tienes que esperar. Vuelve a intentarlo en {seconds} s.",
    "bot.words.error.missing_permissions": "Te falta el permiso {permissions} para usar este comando.",
    "bot.words.error.bot_missing_permissions": "El bot necesita el permiso {permissions} para usar este comando.",
    "bot.words.error.missing_role": "Hace falta el rol {role} para usar este comando.",
    "bot.words.error.missing_any_role": "Te falta al menos uno de los roles necesarios: {roles}",
    "bot.words.error.check": "No puedes usar este comando aquí.",
    "bot.words.error.value": "«{value}» no es {kind}: elige una de las opciones ofrecidas o vuelve a escribirlo.",
    "bot.words.error.other": "Ese comando no funcionó: revisa lo que escribiste y vuelve a intentarlo.",
    "bot.words.or": " o ",
    "bot.words.fits_meld": " · encaja en la combinación {melds}",
    # /dmi hint, /hearts hint, /rummy hint: la jugada del ordenador en palabras.
    "bot.suggest.move": "Con tus cartas, el jugador del ordenador haría esto: {moves}.",
    "bot.suggest.then": ", luego ",
    "bot.suggest.place": "colocar {cards} desde {square} {direction}",
    "bot.suggest.swap": "cambiar {cards}",
    "bot.suggest.reclaim": "recuperar un comodín con {cards}",
    "bot.suggest.pass": "pasar",
    "bot.suggest.pass_cards": "pasar {cards}",
    "bot.suggest.play": "jugar {cards}",
    "bot.suggest.draw_stock": "robar del mazo",
    "bot.suggest.take": "tomar {card} del montón de descartes",
    "bot.suggest.meld": "bajar {cards}",
    "bot.suggest.layoff": "añadir {card} a la combinación {meld}",
    "bot.suggest.discard": "descartar {cards}",
}
