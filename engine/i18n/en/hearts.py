"""Words of Hearts Deluxe's rules (engine/hearts): its refusals."""

TEXTS: dict[str, str] = {
    "refusal.hearts.passed_already": "You have passed already: waiting for {waiting} to pass.",
    "refusal.hearts.play.keeper": "This is a keeper hand: there is no pass. Play a card.",
    "refusal.hearts.play.passed": "The cards have been passed already. Play a card.",
    "refusal.hearts.play.one_card": "Play exactly one card.",
    "refusal.hearts.pass_first.left": "Pass three cards left first.",
    "refusal.hearts.pass_first.right": "Pass three cards right first.",
    "refusal.hearts.pass_first.across": "Pass three cards across first.",
    "refusal.hearts.pass_first.count": "Pass exactly three cards: you named {count}.",
    "refusal.hearts.moves.unknown": (
        "'{verb}' is not a Hearts action: pass three cards, or play one."
    ),
    "refusal.hearts.named_twice": "You named {card} twice: pass three different cards.",
    "refusal.hearts.not_held": "You don't hold {card}.",
    "refusal.hearts.lead_club": "Lead a club to the first trick: you hold {cards}.",
    "refusal.hearts.follow": "You must follow {suit}: you hold {cards}.",
    "refusal.hearts.first_trick_points": (
        "No points on the first trick: {card} may not be played while you hold other cards "
        "(like {example})."
    ),
    "refusal.hearts.not_broken": (
        "Hearts are not broken: you may not lead {card} while you hold cards other than "
        "hearts and Q♠ (like {example})."
    ),
    # Event sentences.
    "event.hearts.dealt.keeper": "Hand {number} is dealt: a keeper hand, no pass.",
    "event.hearts.dealt.left": "Hand {number} is dealt: pass three cards left.",
    "event.hearts.dealt.right": "Hand {number} is dealt: pass three cards right.",
    "event.hearts.dealt.across": "Hand {number} is dealt: pass three cards across.",
    "event.hearts.timed_out.pass": "{name} ran out of time: their three lowest cards are passed.",
    "event.hearts.timed_out.play": "{name} ran out of time: their lowest legal card is played.",
    "event.hearts.passed": "{name} has passed three cards.",
    "event.hearts.pass_done.left": "Everyone has passed left. {leader} holds 2♣ and leads a club.",
    "event.hearts.pass_done.right": (
        "Everyone has passed right. {leader} holds 2♣ and leads a club."
    ),
    "event.hearts.pass_done.across": (
        "Everyone has passed across. {leader} holds 2♣ and leads a club."
    ),
    "event.hearts.played": "{name} plays {card}.",
    "event.hearts.broken": "Hearts are broken.",
    "event.hearts.trick": "{name} takes the trick.",
    "event.hearts.trick.point": "{name} takes the trick and {points} point.",
    "event.hearts.trick.points": "{name} takes the trick and {points} points.",
    # A hand's score and the end of the game.
    "event.hearts.hand_scored": "Hand {number}: {summary}.",
    "event.hearts.hand_scored.moon": "{name} shoots the moon! Hand {number}: {summary}.",
    "hearts.seat_score": "{name} {points}",
    "hearts.seat_score.why": "{name} {points} ({why})",
    "hearts.why.moon": "shooting the moon −26",
    "hearts.why.hearts.other": "{count} hearts",
    "hearts.why.hearts.one": "{count} heart",
    "event.hearts.game_over": (
        "A total is past {limit}: the game is over. {winners} wins with {points}."
    ),
    "event.hearts.game_over.shared": (
        "A total is past {limit}: the game is over. {winners} share the win with {points}."
    ),
}
