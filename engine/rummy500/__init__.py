"""Rummy 500: the table and card values (:mod:`.table`), the game (:mod:`.game`) and the
computer player (:mod:`.ai`). The meld rules are shared with Indian rummy (:mod:`engine.melds`)."""
