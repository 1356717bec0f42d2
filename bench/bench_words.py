"""A worded reply costs what it cost before the catalogue became gettext files: medians of
``engine.i18n.text`` for a sentence, a count (CLDR's plural rule) and a list (CLDR's list
pattern), and a table message's words.

    PYTHONPATH=. python bench/bench_words.py
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

import bot  # noqa: F401  (the bot's catalogue)
import images.words  # noqa: F401  (the pictures' catalogue)
from engine import i18n

RUNS = 7
CALLS = 20_000


def median_us(call: Callable[[], object]) -> float:
    times = []
    for _ in range(RUNS):
        start = time.perf_counter()
        for _ in range(CALLS):
            call()
        times.append((time.perf_counter() - start) / CALLS * 1e6)
    return statistics.median(times)


CASES: dict[str, Callable[[], object]] = {
    "sentence (hi)": lambda: i18n.text("tables.notice.back", "hi", name="ann"),
    "count (es, 3 cards)": lambda: i18n.text("images.count.card", "es", count=3),
    "list of three (es)": lambda: i18n.text("tables.notice.time_up", "es", names=["a", "b", "c"]),
    "table line (hi)": lambda: i18n.text("bot.table.game.to_move", "hi", names="ann", deadline=""),
}


def main() -> None:
    start = time.perf_counter()
    i18n.prepare()
    print(f"catalogues loaded and prepared: {(time.perf_counter() - start) * 1000:.0f} ms")
    for name, call in CASES.items():
        print(f"{name:24} {median_us(call):6.2f} µs a call (median of {RUNS} × {CALLS})")


if __name__ == "__main__":
    main()
