"""The sample tables 21-card rummy's palette (:func:`images.rummy21.render.table_palette`) is
taken from.

Apart from :mod:`images.rummy21.render` because it is data, not drawing: two views written
out by hand so that between them they show every colour a table can hold.
"""

from __future__ import annotations

from typing import Any

from engine.rummy21.game import IndianRummy
from engine.rummy21.view import Rummy21View


def sample_views() -> list[Rummy21View]:
    """A six-player table in play with honour cards set aside and a long open pile, and the
    same table between deals with its settlement."""
    players = ["Annabelle Longname", "bob", "carol", "dmitri", "eve", "fay"]
    playing: dict[str, Any] = {
        "game": "rummy21",
        "players": players,
        "scores": [120, -40, 80, -15, 0, -145],
        "phase": "play",
        "deal_number": 2,
        "deals": 3,
        "dealer": 0,
        "cutter": None,
        "joker_drawer": None,
        "joker": "7H",
        "honours": ["6H", "7H", "8H"],
        "open": ["8C", "9S", "KD", "QH", "2C", "AS", "10D", "JC", "5H", "4S", "3D", "6C"],
        "stock_size": 17,
        "pack_size": 0,
        "cards_in_hand": [21, 22, 21, 21, 21, 21],
        "honours_set_aside": [["6H", "8H"], [], ["7H"], [], [], []],
        "out": [None, None, None, "first_drop", None, "wrong_declaration"],
        "cut_cards": {},
        "to_move": [1],
        "drawn": True,
        "over": False,
        "settlement": None,
        "deal_history": [],
        "turn_seconds": 90,
        "result": None,
    }
    settled = {
        "deal": 2,
        "winner": 1,
        "joker": "7H",
        "honours": ["6H", "7H", "8H"],
        "declaration": [
            ["3S", "4S", "5S"],
            ["9D", "10D", "JD"],
            ["2C", "3C", "4C"],
            ["KS", "KH", "7D"],
            ["5H", "5D", "5C"],
            ["QC", "QS", "QD"],
            ["AS", "AH", "AD"],
        ],
        "counts": [40, None, 12, None, 120, None],
        "out": [None, None, None, "first_drop", None, "wrong_declaration"],
        "payments": [
            {"payer": 0, "payee": 1, "points": 40, "reason": "count"},
            {"payer": 0, "payee": 2, "points": 10, "reason": "honours"},
        ],
        "net": [-50, 40, 10, 0, 0, 0],
        "totals": [70, 0, 90, -15, 0, -145],
    }
    between = {**playing, "phase": "cut", "joker": None, "honours": [], "settlement": settled}
    return [
        Rummy21View.from_dict(playing, title=IndianRummy.title),
        Rummy21View.from_dict(between, title=IndianRummy.title),
    ]
