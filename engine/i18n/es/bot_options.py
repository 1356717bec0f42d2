"""Las opciones de /game new: los rechazos de lo que no se puede leer."""

# ruff: noqa: E501 (one text a line: a translator reads and edits it whole)

TEXTS: dict[str, str] = {
    "bot.options.form": "Escribe cada opción como name=value, por ejemplo {example}: {token} no lo es.",
    "bot.options.twice": "La opción {name} aparece dos veces: deja un solo valor.",
    "bot.options.level_for": "El parámetro `level` es para {owners}, no para {game}",
    "bot.options.option_for": "La opción {name} es para {owners}, no para {game}",
    "bot.options.no_level": "{game} no tiene el parámetro `level`",
    "bot.options.no_option": "{game} no tiene la opción {name}",
    "bot.options.leave_level": "deja `level` vacío",
    "bot.options.remove": "quita {name}",
    "bot.options.none": "{game} no tiene opciones: deja `options` vacío.",
    "bot.options.listed": "Las opciones de {game}, escritas en `options` como name=value (con sus valores por defecto): {options}.",
    "bot.options.switch": "La opción {name} es true o false, no {text}.",
    "bot.options.number": "La opción {name} es un número entero, no {text}.",
}
