"""21-card rummy's moves as the computer player's hint says them, in Polish."""

TEXTS: dict[str, str] = {
    "bot.suggest.rummy21.cut": "przełożyć talię na {number}",
    "bot.suggest.rummy21.joker": "wyciągnąć jokera",
    "bot.suggest.rummy21.draw_open": "wziąć wierzchnią kartę z odkrytego stosu",
    "bot.suggest.rummy21.declare": "zgłosić {groups} i odrzucić {card}",
    "bot.suggest.rummy21.drop": "wycofać się z rozdania",
    "bot.suggest.rummy21.honours": "odłożyć {cards} jako karty honorowe",
}
