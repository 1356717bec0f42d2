"""Palabras de las imágenes hechas a tamaño de chat (images/): las líneas que sustituyen
paneles."""

TEXTS: dict[str, str] = {
    "images.rummy500.arithmetic": "Cada asiento: en la mesa − en la mano = neto, y el total.",
    "images.dealmein.daily": (
        "El reto de hoy: una jugada en este tablero. Haz la mejor puntuación que puedas."
    ),
    "images.dealmein.daily_move": "Cartas puestas en {squares}: {score}.",
    "images.hand.wild_rank": " · todos los {rank} son comodines",
}
