"""Hearts Deluxe: the rules (:mod:`.rules`), the game (:mod:`.game`), the computer players
(:mod:`.ai`: easy, normal and hard), the hard player's search (:mod:`.search`) and the
bitmask playout path it searches with (:mod:`.fast`)."""
