"""The hard Hearts player's decision, explained: its search's values and the reason code.

:func:`judge` runs the hard player's own search (:func:`engine.hearts.search.evaluate_plays`
and :func:`~engine.hearts.search.evaluate_passes`, the functions
:func:`engine.hearts.ai.choose_hard_action` decides with) and keeps its choice as the hard
player keeps it: the normal player's card unless another is better by
:data:`engine.hearts.search.MARGIN`. The values are minus the search's standing (the seat's
points less the others' average), so higher is better. The reason is the situation of the
chosen card in the trick (it ducks under the winning card, takes J♦, stops a moon, drops
Q♠...) as the rules of the game describe it: codes ``teach.hearts.<code>``.
"""

from __future__ import annotations

from engine.cards import Card, format_cards
from engine.hearts import ai, fast, search
from engine.hearts.game import Hearts
from engine.hearts.rules import JACK_OF_DIAMONDS, QUEEN_OF_SPADES, is_point_card, points_of
from engine.review import Ask, Judgement, Reason

GAME = "hearts"


def judge(game: Hearts, ask: Ask) -> Judgement:
    """The hard player's judgement of ``ask.seat``'s pass or play (see the module);
    ``ask.played`` (a pass outside the searched candidates) is valued as well."""
    seat, rng, iterations = ask.seat, ask.rng, ask.iterations
    budget = search.BUDGET if ask.budget is None and iterations is None else ask.budget
    if game.phase == "passing":
        return _judge_pass(game, ask, budget)
    legal = game.legal_cards(seat)
    fallback = ai.choose_play(game, seat)
    if len(legal) == 1:
        only = f"play {legal[0]}"
        return Judgement(GAME, only, {only: 0.0}, Reason("only", {"card": legal[0].symbol}))
    # The hard player's own search (search.choose_play with hard=True): what the plays
    # suggest of Q♠, and the rollouts' careful leads, so the hint is the move it plays.
    k = search.read_knowledge(game, seat, infer=True)
    moves = search.distinct_moves(fast.to_mask(legal), k.hands[seat], k.unseen)
    if len(moves) == 1:
        values = {f"play {c}": 0.0 for c in legal}
        best = fallback
    else:
        result = search.evaluate_plays(k, moves, rng, budget, iterations, careful=True)
        means = result.means
        values = {f"play {c}": -means[_group(c, moves)] for c in legal}
        searched = fast.CARDS[min(moves, key=lambda m: means[m])]
        fallback_mean = means[_group(fallback, moves)]
        keep = means[_group(searched, moves)] >= fallback_mean - search.MARGIN
        best = fallback if keep else searched
        # The cards that play alike with the best one are not its rivals.
        values = {
            a: v
            for a, v in values.items()
            if a == f"play {best}" or _group(_card(a), moves) != _group(best, moves)
        }
    return Judgement(GAME, f"play {best}", values, play_reason(game, seat, best))


def _card(action: str) -> Card:
    from engine.cards import parse_card

    return parse_card(action.split()[1])


def _group(c: Card, moves: list[int]) -> int:
    """The searched card that ``c`` plays alike with (the lowest of its group)."""
    index = fast.INDEX[c]
    return max(m for m in moves if m <= index and fast.SUIT_OF[m] == fast.SUIT_OF[index])


def play_reason(game: Hearts, seat: int, c: Card) -> Reason:
    """Why ``c`` is the card to play, from where it stands in the trick."""
    table = ai.read_table(game, seat)
    threat = table.moon_threat()
    if table.moon_on():
        return Reason("moon_run", {"card": c.symbol})
    if table.led_suit is None:
        if threat is not None and table.sure_winner(c):
            return Reason("moon_stop_lead", {"card": c.symbol, "name": game.players[threat]})
        if c.suit == "S" and c.rank < 12 and table.queen_out():
            return Reason("smoke", {"card": c.symbol})
        if c is JACK_OF_DIAMONDS and table.sure_winner(c):
            return Reason("lead_jack", {"card": c.symbol})
        if table.unseen_higher(c):
            return Reason("lead_low", {"card": c.symbol})
        return Reason("lead_winner", {"card": c.symbol})
    winning = table.winning
    follows = c.suit == table.led_suit
    wins = follows and c.rank > winning.rank
    holder = game.players[table.winner]
    points = table.trick_points + (points_of([c]) if follows else 0)
    if wins and threat is not None and table.trick_points > 0 and threat != seat:
        return Reason("moon_stop", {"card": c.symbol, "name": game.players[threat]})
    jack = c is JACK_OF_DIAMONDS or any(x is JACK_OF_DIAMONDS for _, x in table.trick)
    if wins and jack and (table.last or not table.later_seats_can_beat(c)):
        return Reason("take_jack", {"card": c.symbol})
    if follows and not wins:
        if threat is not None and threat != table.winner and table.trick_points > 0:
            return Reason("moon_helped", {"card": c.symbol, "name": holder})
        queen = table.queen_out() or any(x is QUEEN_OF_SPADES for _, x in table.trick)
        if table.led_suit == "S" and queen and c is not QUEEN_OF_SPADES:
            return Reason("duck_queen", {"card": c.symbol, "winner": winning.symbol})
        if c is QUEEN_OF_SPADES:
            return Reason("queen_under", {"card": c.symbol, "winner": winning.symbol})
        return Reason("duck", {"card": c.symbol, "winner": winning.symbol})
    if wins:
        if table.last and points <= 0:
            return Reason("take_safe", {"card": c.symbol})
        return Reason("take", {"card": c.symbol, "points": points})
    # Void in the led suit: a discard.
    if c is QUEEN_OF_SPADES:
        return Reason("dump_queen", {"card": c.symbol, "name": holder})
    if threat is not None and table.winner == threat and not is_point_card(c):
        return Reason("moon_keep", {"card": c.symbol, "name": game.players[threat]})
    if threat is not None and table.winner != threat and is_point_card(c):
        return Reason("moon_split", {"card": c.symbol, "name": holder})
    if c.suit == "H":
        return Reason("dump_heart", {"card": c.symbol, "name": holder})
    return Reason("dump_high", {"card": c.symbol})


def _judge_pass(game: Hearts, ask: Ask, budget: float | None) -> Judgement:
    seat, played = ask.seat, ask.played
    hand = game.hands[seat]
    ranked = ai.rank_passes(hand)
    candidates = search.pass_candidates(hand, ranked)
    own = None
    if played is not None:
        from engine.cards import parse_cards

        try:
            cards = parse_cards(" ".join(played.split()[1:]))
        except ValueError:
            cards = []
        # Only a pass of three cards of the hand is valued (a record's pass always is).
        if len(set(cards)) == 3 and all(c in hand for c in cards):
            own = fast.to_mask(cards)
        if own is not None and own not in candidates:
            candidates = [*candidates, own]
    means = search.evaluate_passes(game, seat, candidates, ask.rng, budget, ask.iterations)
    default = candidates[0]
    searched = min(candidates, key=means.__getitem__)
    chosen = searched if means[searched] < means[default] - search.MARGIN else default
    values = {"pass " + format_cards(fast.to_cards(m)): -means[m] for m in candidates}
    cards = fast.to_cards(chosen)
    return Judgement(GAME, "pass " + format_cards(cards), values, pass_reason(hand, cards))


def pass_reason(hand: list[Card], passed: list[Card]) -> Reason:
    """Why these three cards go: a suit emptied, an uncovered Q♠, or the danger cards."""
    shown = " ".join(c.symbol for c in passed)
    for suit in "CD":
        held = [c for c in hand if c.suit == suit]
        if held and all(c in passed for c in held):
            return Reason("pass_void", {"cards": shown, "suit": suit_symbol(suit)})
    if QUEEN_OF_SPADES in passed:
        return Reason("pass_queen", {"cards": shown})
    if any(c.suit == "S" and c.rank > 12 for c in passed):
        return Reason("pass_spades", {"cards": shown})
    return Reason("pass_high", {"cards": shown})


def suit_symbol(suit: str) -> str:
    return {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}[suit]
