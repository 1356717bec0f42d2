"""Hearts Deluxe: the rules (:mod:`.rules`), the game (:mod:`.game`) and the computer
player (:mod:`.ai`)."""
