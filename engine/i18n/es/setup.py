"""Rechazos al preparar una partida: sus opciones y su número de jugadores (engine/core.py)."""

TEXTS: dict[str, str] = {
    "setup.choices": "Opción {name}={value}: elige una de {allowed}.",
    "setup.switch": "La opción {name} es true o false, no {value}.",
    "setup.number": "La opción {name} es un número entero, no {value}.",
    "setup.minimum": "La opción {name} es como mínimo {minimum}.",
    "setup.maximum": "La opción {name} es como máximo {maximum}.",
    "setup.players": "{game} se juega con {least} a {most} jugadores, no con {count}.",
    "setup.unknown": "Opción desconocida {name} (opciones: {known}).",
}
