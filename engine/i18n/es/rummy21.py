"""Palabras de las reglas del rummy indio de 21 cartas (engine/rummy21/): sus negativas y
las frases de sus eventos."""

TEXTS: dict[str, str] = {
    # La ceremonia.
    "refusal.rummy21.cut.choose_dealer": (
        "Primero se corta la baraja para elegir quién reparte: levanta de {low} a {high} cartas."
    ),
    "refusal.rummy21.cut.for_dealer": (
        "Primero se corta la baraja para quien reparte: levanta de {low} a {high} cartas."
    ),
    "refusal.rummy21.cut.size": "Di cuántas cartas levantar, de {low} a {high}.",
    "refusal.rummy21.cut.margin": (
        "Un corte deja al menos {margin} cartas por encima y por debajo: "
        "elige entre {low} y {high} cartas para levantar."
    ),
    "refusal.rummy21.joker.first": "Primero se saca el Joker, del resto de la baraja.",
    # El juego.
    "refusal.rummy21.moves.unknown": (
        "'{verb}' no es una jugada del rummy de 21 cartas: roba (del mazo o de la pila "
        "abierta), descarta, declara, retírate o aparta cartas de honor."
    ),
    "refusal.rummy21.drawn_already.discard": "Ya has robado: descarta una carta (o declara).",
    "refusal.rummy21.drawn_already.drop": (
        "Solo puedes retirarte al comienzo de tu turno, antes de robar: descarta una carta ahora."
    ),
    "refusal.rummy21.draw_first.draw": "Roba primero una carta, del mazo o de la pila abierta.",
    "refusal.rummy21.draw_first.open_empty": "La pila abierta está vacía: roba del mazo.",
    "refusal.rummy21.draw_first.source": "Roba del mazo o de la pila abierta.",
    "refusal.rummy21.draw_first.stock_empty": (
        "El mazo está vacío y la pila abierta solo tiene su carta de arriba: toma esa carta "
        "de la pila abierta."
    ),
    "refusal.rummy21.hand.missing": "No tienes un {card}.",
    "refusal.rummy21.hand.missing_copies": "No tienes {count} copias de {card}.",
    "refusal.rummy21.discard.one": "Descarta exactamente una carta.",
    "refusal.rummy21.declare.format": (
        "Escribe tus grupos, separados por |, y luego la carta que descartas, como "
        "3♥ 4♥ 5♥ | 7♠ 8♠ 9♠ | … discard K♦."
    ),
    "refusal.rummy21.declare.one_discard": (
        "Nombra exactamente una carta para descartar después de los grupos."
    ),
    "refusal.rummy21.declaration.empty_group": (
        "Un grupo entre dos | está vacío: escribe las cartas de cada grupo."
    ),
    "refusal.rummy21.declaration.size": (
        "Tus grupos tienen {count} cartas: declara las {size} cartas que te quedas "
        "y descarta la 22.ª."
    ),
    "refusal.rummy21.drop.no_cards": "Al retirarse no se nombra ninguna carta.",
    # Cartas de honor apartadas.
    "refusal.rummy21.honours.none_named": "Nombra las cartas de honor que apartas.",
    "refusal.rummy21.set_aside.not_seated": (
        "Solo los jugadores sentados pueden apartar cartas de honor."
    ),
    "refusal.rummy21.set_aside.before_joker": (
        "Las cartas de honor se pueden apartar una vez sacado el Joker."
    ),
    "refusal.rummy21.set_aside.out": (
        "Estás fuera de esta mano: ya no puedes apartar cartas de honor."
    ),
    "refusal.rummy21.set_aside.not_honour": (
        "{card} no es una carta de honor: las de esta mano son {honours}."
    ),
    "refusal.rummy21.set_aside.already": ("Ya has apartado {card} y no tienes otro {card}."),
    "refusal.rummy21.set_aside.not_held": "No tienes {card}.",
    # Eventos: la ceremonia.
    "event.rummy21.cut_for_deal": "{name} corta {above} cartas y muestra {card}.",
    "event.rummy21.cut_tie": "{names} empatan con la carta más baja y vuelven a cortar.",
    "event.rummy21.dealer": "{name} cortó la carta más baja y reparte primero.",
    "event.rummy21.shuffled": (
        "Mano {deal}: {dealer} baraja las tres barajas; {cutter}, a la derecha de quien "
        "reparte, corta."
    ),
    "event.rummy21.cut": "{name} corta la baraja, levantando {above} cartas.",
    "event.rummy21.dealt": (
        "{dealer} reparte {size} cartas a cada uno, descubre {card} y baraja el resto; "
        "{drawer} saca el Joker."
    ),
    "event.rummy21.joker.number": (
        "{name} saca el Joker: {joker}. Todos los {rank} son comodines; "
        "las cartas de honor son {below} {joker} {above}. "
        "El {joker} va boca arriba debajo del mazo."
    ),
    "event.rummy21.joker.jack": (
        "{name} saca el Joker: {joker}. Todas las jotas son comodines; "
        "las cartas de honor son {below} {joker} {above}. "
        "El {joker} va boca arriba debajo del mazo."
    ),
    "event.rummy21.joker.queen": (
        "{name} saca el Joker: {joker}. Todas las reinas son comodines; "
        "las cartas de honor son {below} {joker} {above}. "
        "El {joker} va boca arriba debajo del mazo."
    ),
    "event.rummy21.joker.king": (
        "{name} saca el Joker: {joker}. Todos los reyes son comodines; "
        "las cartas de honor son {below} {joker} {above}. "
        "El {joker} va boca arriba debajo del mazo."
    ),
    "event.rummy21.joker.ace": (
        "{name} saca el Joker: {joker}. Todos los ases son comodines; "
        "las cartas de honor son {below} {joker} {above}. "
        "El {joker} va boca arriba debajo del mazo."
    ),
    "event.rummy21.wrong_deal": (
        "Reparto erróneo ({problem}): {dealer} vuelve a barajar las tres barajas, {cutter} "
        "vuelve a cortar y las cartas se reparten de nuevo."
    ),
    # Eventos: el juego.
    "event.rummy21.drew.open": "{name} toma {card} de la pila abierta.",
    "event.rummy21.drew.stock": "{name} roba del mazo.",
    "event.rummy21.stock_renewed": (
        "El mazo está vacío: la pila abierta bajo {card} se baraja en un mazo nuevo."
    ),
    "event.rummy21.discarded": "{name} descarta {card}.",
    "event.rummy21.declared": "{name} declara {groups} y descarta {card}.",
    "event.rummy21.wrong_declaration": (
        "{name} declara mal ({reason}) y paga {points} a cada uno de los demás; "
        "el juego sigue sin esa persona."
    ),
    "event.rummy21.dropped.first_drop": (
        "{name} se retira (primera retirada) y pagará {points} a quien gane la mano."
    ),
    "event.rummy21.dropped.mid_pack": (
        "{name} se retira (a media mano) y pagará {points} a quien gane la mano."
    ),
    "event.rummy21.dropped.timeouts": (
        "{name} se retira (a media mano (tres veces sin tiempo)) y pagará {points} a quien "
        "gane la mano."
    ),
    "event.rummy21.honours": (
        "{name} aparta {cards} (cartas de honor, que se cobran al final de la mano)."
    ),
    "event.rummy21.timeout.cut": "A {name} se le acabó el tiempo: el bot corta por esa persona.",
    "event.rummy21.timeout.joker": "A {name} se le acabó el tiempo: el bot saca el Joker.",
    "event.rummy21.timeout.play": (
        "A {name} se le acabó el tiempo: el bot roba del mazo y descarta."
    ),
    "event.rummy21.timeout.drop": (
        "A {name} se le acabó el tiempo: la tercera vez seguida es una retirada a media mano, "
        "sin robar."
    ),
    # Eventos: la liquidación.
    "event.rummy21.payment.wrong_declaration": (
        "{payer} pagó {points} a cada uno de los demás: declaración errónea."
    ),
    "event.rummy21.payment.count": (
        "{payer} paga {points} a {payee}: la cuenta de las cartas sin combinar."
    ),
    "event.rummy21.payment.first_drop": "{payer} paga {points} a {payee}: primera retirada.",
    "event.rummy21.payment.mid_pack": "{payer} paga {points} a {payee}: retirada a media mano.",
    "event.rummy21.payment.timeouts": (
        "{payer} paga {points} a {payee}: retirada a media mano (tres veces seguidas sin tiempo)."
    ),
    "event.rummy21.payment.honour_card": (
        "La carta de honor de {name}, {cards}: {points} de cada uno de los demás."
    ),
    "event.rummy21.payment.honour_cards": (
        "Las cartas de honor de {name}, {cards}: {points} de cada uno de los demás."
    ),
    "event.rummy21.payment.honour_cards.marriage": (
        "Las cartas de honor de {name}, {cards}, un matrimonio: {points} de cada uno de los demás."
    ),
    "event.rummy21.payment.honour_cards.marriages": (
        "Las cartas de honor de {name}, {cards}, {count} matrimonios: {points} de cada uno de "
        "los demás."
    ),
    "event.rummy21.deal_over.declared": "{name} gana la mano {deal} al declarar: {summary}.",
    "event.rummy21.deal_over.last_left": (
        "{name} gana la mano {deal} por quedar el último: {summary}."
    ),
    "event.rummy21.game_over": "{winners} gana la partida.",
    # Why a seat left a deal.
    "rummy21.out.first_drop": "primera retirada",
    "rummy21.out.mid_pack": "retirada a media mano",
    "rummy21.out.timeouts": "retirada a media mano (tres veces sin tiempo)",
    "rummy21.out.wrong_declaration": "declaración errónea",
    # A wrong declaration, a wrong deal, a seat's net in a summary.
    "rummy21.declaration.pure_sequences.other": (
        "solo {count} secuencias puras (se necesitan {needed}: secuencias sin ningún comodín "
        "en lugar de otra carta)."
    ),
    "rummy21.declaration.pure_sequences.one": (
        "solo {count} secuencia pura (se necesitan {needed}: secuencias sin ningún comodín "
        "en lugar de otra carta)."
    ),
    "rummy21.deal.seat": "asiento {seat}",
    "rummy21.deal.hand_size": "{who} tiene {count} cartas en lugar de {size}",
    "rummy21.deal.too_many": "sobran {cards}",
    "rummy21.deal.missing": "faltan {cards}",
    "rummy21.deal.not_three_packs": "las cartas no son tres barajas completas: {parts}",
    "rummy21.net": "{name} {net}",
}
