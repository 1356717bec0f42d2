"""The kinds of Hearts' events (:attr:`engine.core.Event.kind`), with their data."""

#: A hand dealt: ``hand_number``, ``pass_direction``.
DEALT = "dealt"
#: A player passed three cards (which stay hidden).
PASSED = "passed"
#: Every pass made: ``pass_direction``, ``leader``.
PASS_DONE = "pass_done"
#: A card played: ``card``.
PLAYED = "played"
#: The first heart played.
HEARTS_BROKEN = "hearts_broken"
#: A trick taken (the event's player): ``cards``, ``points``.
TRICK_WON = "trick_won"
#: A hand scored: ``points``, ``moon``, ``totals``.
HAND_SCORED = "hand_scored"
#: Time ran out: the pass or the card was chosen for the player.
TIMED_OUT = "timed_out"
#: The game ended: the result.
GAME_OVER = "game_over"

KINDS: tuple[str, ...] = (
    DEALT,
    PASSED,
    PASS_DONE,
    PLAYED,
    HEARTS_BROKEN,
    TRICK_WON,
    HAND_SCORED,
    TIMED_OUT,
    GAME_OVER,
)
