"""Why the hard computer player plays what it plays (engine/<game>/explain.py), and the
words of the after-game review's pictures (images/review.py).

``teach.<game>.<code>`` words a reason code with its parameters; ``teach.margin.<unit>`` adds
by how much the move beats the next choice in the hard player's own measure.
"""

# ruff: noqa: E501 (one text a line: a translator reads and edits it whole)

TEXTS: dict[str, str] = {
    "teach.margin.points": "(about {amount} points better than {other})",
    "teach.margin.draws": "({amount} more declaring cards than {other})",
    "teach.margin.cost": "({amount} less given away than {other})",
    # Hearts
    "teach.hearts.only": "{card} is your only legal card.",
    "teach.hearts.moon_run": "{card} keeps every trick for you: the moon is on.",
    "teach.hearts.moon_stop_lead": "{card} wins the trick, so {name} cannot take every point and shoot the moon.",
    "teach.hearts.moon_stop": "{card} takes this trick and its points from {name}, who is going for the moon.",
    "teach.hearts.moon_helped": "{card} ducks: {name} takes the trick and its points, so the moon is stopped.",
    "teach.hearts.moon_keep": "{card} goes and your hearts stay: one of them can still win a trick, so {name} cannot shoot the moon.",
    "teach.hearts.moon_split": "{card} goes to {name}, not to the player going for the moon.",
    "teach.hearts.smoke": "{card} leads a low spade to smoke out the Q♠.",
    "teach.hearts.lead_jack": "{card} leads the J♦ that nobody can beat: −10 for you.",
    "teach.hearts.lead_low": "{card} is a low lead: others hold higher cards of the suit and take the trick.",
    "teach.hearts.lead_winner": "{card} wins a trick that carries no points yet.",
    "teach.hearts.take_jack": "{card} takes the trick with the J♦ in it, and nobody after you can beat it: −10.",
    "teach.hearts.duck_queen": "{card} ducks under the {winner} so the Q♠ can't land on you.",
    "teach.hearts.queen_under": "{card} drops the Q♠ under the {winner}: its winner takes the 13 points.",
    "teach.hearts.duck": "{card} ducks under the {winner}, leaving the trick and its points to its winner.",
    "teach.hearts.take_safe": "{card} wins a trick with no points as the last to play, and a high card is gone.",
    "teach.hearts.take": "{card} takes the trick ({points} points) while it costs the least.",
    "teach.hearts.dump_queen": "{card}: you are void, so the Q♠ goes to {name}.",
    "teach.hearts.dump_heart": "{card}: you are void, so a high heart goes to {name}.",
    "teach.hearts.dump_high": "{card}: you are void, so a high card goes while it costs nothing.",
    "teach.hearts.pass_void": "Passing {cards} empties your {suit}, so you can discard on its leads.",
    "teach.hearts.pass_queen": "Passing {cards} sends away the Q♠, which too few low spades would cover.",
    "teach.hearts.pass_spades": "Passing {cards} sends away the high spades that catch the Q♠.",
    "teach.hearts.pass_high": "Passing {cards} sends away your most dangerous cards.",
    # Deal Me In
    "teach.dealmein.swap": "Nothing you hold makes a line worth laying, so changing {count} cards (−10 each) is the best way on.",
    "teach.dealmein.pass": "No placement is open to you and the deck is empty, so you pass.",
    "teach.dealmein.reclaim": "Taking the joker back gives you a card to play anywhere.",
    "teach.dealmein.sets_up": "It scores a {combination} for {score}, {less} less than the best score now, but leaves the next player less and keeps a better next turn.",
    "teach.dealmein.joker": "It scores a {combination} for {score} and wins a joker.",
    "teach.dealmein.bonus": "It scores a {combination} for {score} and reaches the bonus square.",
    "teach.dealmein.lines": "It scores a {combination} and {lines} lines in all, for {score}.",
    "teach.dealmein.scores": "It scores a {combination} for {score}, the most you can make now.",
    # Indian rummy
    "teach.margin.count": "({amount} points lower in count than {other})",
    "teach.rummy21.ceremony": "This step of the deal has one way to play it.",
    "teach.rummy21.honours": "Setting the honour cards aside gets them paid whatever happens next.",
    "teach.rummy21.stalled": "The deal has stalled, so dropping now costs the least.",
    "teach.rummy21.declare": "Your hand makes a declaration: declare now and win the deal.",
    "teach.rummy21.keeps_draws": "Letting {card} go keeps the hand one card from a declaration: {draws} unseen cards would declare.",
    "teach.rummy21.lowest_count": "Letting {card} go leaves the lowest count, and no card it keeps waits for it.",
    "teach.rummy21.stock_only": "The open pile is empty: the stock is the only draw.",
    "teach.rummy21.open_declares": "The {card} on the open pile completes your declaration.",
    "teach.rummy21.open_honour": "The {card} on the open pile is an honour card, and it costs you no declaring card.",
    "teach.rummy21.open_draws": "Taking the {card} leaves {draws} unseen cards that would declare.",
    "teach.rummy21.open_closer": "The {card} joins a group of your hand and brings you a card closer.",
    "teach.rummy21.stock_draws": "The stock may declare at once ({draws} unseen cards would), and the {card} would not bring you closer.",
    "teach.rummy21.stock": "The {card} does not bring you closer: the stock may.",
    # Rummy 500
    "teach.rummy500.draw_stock": "Nothing on the discard pile goes down at once, so the stock is the better draw.",
    "teach.rummy500.pass": "The stock is empty and no pile draw helps: pass.",
    "teach.rummy500.draw_pile": "Taking the pile from {card} puts more points down this turn than the cards it brings cost.",
    "teach.rummy500.meld": "Melding {cards} puts {points} points on the table.",
    "teach.rummy500.layoff": "Laying off {card} scores {points} points and takes it out of your hand.",
    "teach.rummy500.hold": "Letting {card} go and keeping your melds in hand: on the table they would take the others' lay-offs while nobody is near going out.",
    "teach.rummy500.safest": "{card} is the card least likely to feed the others for what it costs you.",
    "teach.rummy500.loose": "{card} has no partner in your hand and nobody can use it.",
    # The review's pictures (images/review.py)
    "images.review.heading": "Move {move}: {cost}",
    "images.review.played": "You: {move}",
    "images.review.best": "Hard player: {move}",
    "images.review.mark_played": "you",
    "images.review.mark_best": "best",
}
