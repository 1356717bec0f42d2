"""Palabras de las imágenes de Rummy 500 (images/rummy500.py): etiquetas y texto
alternativo."""

TEXTS: dict[str, str] = {
    "images.rummy500.turn.draw": "{name} roba",
    "images.rummy500.turn.play": "{name} juega",
    "images.rummy500.turn_you.draw": "{name} (tú) roba",
    "images.rummy500.turn_you.play": "{name} (tú) juega",
    "images.rummy500.hand_of": "Mano {number} · partida a {target}",
    "images.rummy500.must_use": "{card} de la pila debe usarse en este turno",
    "images.rummy500.you": "{name} (tú)",
    "images.rummy500.on_table": "{points} en la mesa",
    "images.rummy500.stock": "MAZO",
    "images.rummy500.empty": "vacío",
    "images.rummy500.discard_pile": "DESCARTES · abajo → arriba",
    "images.rummy500.melds": "COMBINACIONES · la ficha bajo una carta: quién la bajó",
    "images.rummy500.no_melds": "Aún no hay combinaciones en esta mano.",
    "images.rummy500.kind.set": "trío",
    "images.rummy500.kind.run": "escalera",
    "images.rummy500.went_out": "{name} cerró",
    "images.rummy500.stock_out": "se acabó el mazo",
    "images.rummy500.scored": "MANO {number} PUNTUADA · {how}",
    "images.rummy500.column.went_out": "Cierres",
    "images.rummy500.column.best_hand": "Mejor mano",
    "images.rummy500.column.last_hand": "Última mano",
    "images.rummy500.alt.turn": "{turn}.",
    "images.rummy500.alt.must_use": "{card}, tomada de la pila, debe usarse.",
    "images.rummy500.alt.seat": "{name} {score}, {cards}, {table} en la mesa en esta mano",
    "images.rummy500.alt.table": "Mesa de Rummy 500, mano {number}, partida a {target}.",
    "images.rummy500.alt.scored": "Puntos de la mano {number}: {points}.",
    "images.rummy500.alt.stock": "Mazo: {cards}.",
    "images.rummy500.alt.discard": "Descartes, de abajo arriba: {cards}.",
    "images.rummy500.alt.meld": "Combinación {number}, {kind} {cards} ({owners}).",
    "images.rummy500.reason.one": (
        "{names} llegó a {target} puntos tras {hands} manos; gana el total más alto."
    ),
    "images.rummy500.reason.many": (
        "{names} llegaron a {target} puntos tras {hands} manos; gana el total más alto."
    ),
    "images.rummy500.reason.none": (
        "Nadie llegó a {target} puntos tras {hands} manos; gana el total más alto."
    ),
    "images.rummy500.note.last_hand": "Última mano: {points}.",
}
