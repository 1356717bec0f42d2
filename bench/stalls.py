"""What held the event loop, seen below Python: each probe of ``bench/bench_loop.py`` that
waited over the budget, with the kernel's account of the loop's thread and ``perf``'s
samples of every CPU in the probe's window.

Record the benchmark with ``perf`` on every CPU, its clock the same as Python's
``perf_counter`` (``-k mono``), and have the benchmark write the late probes' windows::

    perf record -a -F 499 -k mono -o loop.data -- \\
        .venv/bin/python bench/bench_loop.py --fast --seconds 30 --alone 0 --why --windows loop.json
    .venv/bin/python bench/stalls.py loop.json loop.data

``perf`` samples from the kernel without stopping the process (py-spy, which the first
version of this reader used, stops it for each native stack, and at this load its pauses
were most of what it saw). A sample names the native function on the CPU at that moment;
CPython's own functions tell the interpreter's work apart, without frames of Python code:

- ``garbage collection``: the collector's functions (``gc_collect_main``, ``visit_decref``,
  ``subtract_refs``, the types' ``*_traverse``): a collection holds every thread;
- ``the interpreter lock``: taking or handing over the lock (``take_gil``, ``drop_gil``);
- ``Python``: the rest of the interpreter (the bot's Python code running);
- ``native: LIB FUNCTION``: a library's own code (SQLite, Pillow, zlib, ...);
- ``kernel: FUNCTION``: a system call or the kernel's work for the thread.

Each window is told apart three ways: the benchmark's kernel account (how long the loop's
thread was on a CPU, waited for one, or slept: ``/proc/.../schedstat``), the loop thread's
own samples by kind, and what else was on the CPUs meanwhile (the bot's other threads, its
worker processes, other programs). Printed: every window, then the shares over all.
"""

from __future__ import annotations

import argparse
import bisect
import collections
import json
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Any

#: CPython's garbage collector.
COLLECTOR = (
    "gc_collect",
    "collect",
    "visit_decref",
    "visit_reachable",
    "subtract_refs",
    "update_refs",
    "move_unreachable",
    "move_legacy_finalizers",
    "deduce_unreachable",
    "untrack_",
    "_PyGC_",
    "gc_",
)

#: The traversal functions the collector calls on each container (``list_traverse``, ...).
TRAVERSE = "_traverse"

#: Taking and handing over the interpreter lock.
LOCK = ("take_gil", "drop_gil", "PyCOND", "_PyEval_Take", "_PyEval_Release")


@dataclass(frozen=True)
class Sample:
    """One of perf's samples: who was on a CPU, when, in which function."""

    time: float
    pid: int
    tid: int
    command: str
    symbol: str
    library: str


def kind_of(sample: Sample) -> str:
    """What a sample shows its thread doing (see the module's docstring)."""
    symbol, library = sample.symbol, Path(sample.library).name
    if symbol.startswith(COLLECTOR) or symbol.endswith(TRAVERSE):
        return "garbage collection"
    if symbol.startswith(LOCK):
        return "the interpreter lock"
    if library.startswith("libpython") or library.startswith("python"):
        return "Python"
    if library in ("[kernel.kallsyms]", "[unknown]") and sample.library.startswith("["):
        return f"kernel: {symbol}"
    return f"native: {library} {symbol}"


def read_samples(recording: Path) -> list[Sample]:
    """Every sample of a ``perf record`` file, in time order."""
    text = subprocess.run(
        ["perf", "script", "-i", str(recording), "-F", "comm,pid,tid,time,ip,sym,dso"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    samples = []
    for line in text.splitlines():
        parsed = _parse(line)
        if parsed is not None:
            samples.append(parsed)
    samples.sort(key=lambda sample: sample.time)
    return samples


def _parse(line: str) -> Sample | None:
    """A line of ``perf script``: ``COMM PID/TID TIME: IP SYMBOL (LIBRARY)``."""
    head, colon, tail = line.partition(": ")
    if not colon:
        return None
    fields = head.split()
    if len(fields) < 3 or "/" not in fields[-2]:
        return None
    pid, _, tid = fields[-2].partition("/")
    parts = tail.split(None, 1)
    if len(parts) < 2:
        return None
    rest = parts[1]
    symbol, _, library = rest.rpartition(" (")
    return Sample(
        time=float(fields[-1]),
        pid=int(pid),
        tid=int(tid),
        command=" ".join(fields[:-2]),
        symbol=symbol.split("+")[0] or "?",
        library=library.rstrip(")"),
    )


def within(samples: list[Sample], times: list[float], start: float, end: float) -> list[Sample]:
    """The samples taken between ``start`` and ``end``."""
    return samples[bisect.bisect_left(times, start) : bisect.bisect_right(times, end)]


def elsewhere(sample: Sample, windows: dict[str, Any]) -> str:
    """Who a sample that is not the loop's thread belongs to."""
    if sample.pid == windows["pid"]:
        return f"another thread of the bot: {kind_of(sample)}"
    if sample.pid in windows["workers"]:
        return f"a worker process of the bot: {kind_of(sample)}"
    if sample.pid == 0:
        return "idle"
    return f"another program: {sample.command} ({sample.pid})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("windows", type=Path, help="bench_loop.py's --windows file")
    parser.add_argument("recording", type=Path, help="perf record's file (-a -k mono)")
    parser.add_argument("--top", type=int, default=3, help="kinds shown per window")
    args = parser.parse_args()
    windows = json.loads(args.windows.read_text())
    samples = read_samples(args.recording)
    times = [sample.time for sample in samples]
    loop_tid = windows["loop_tid"]
    on_loop: collections.Counter[str] = collections.Counter()
    around: collections.Counter[str] = collections.Counter()
    causes: collections.Counter[str] = collections.Counter()
    stalls = windows["stalls"]
    print(f"{len(stalls)} probes over {windows['budget_ms']:g} ms; {len(samples)} samples")
    for stall in sorted(stalls, key=lambda stall: -stall["late_ms"]):
        inside = within(samples, times, stall["start"], stall["end"])
        mine = collections.Counter(kind_of(s) for s in inside if s.tid == loop_tid)
        others = collections.Counter(elsewhere(s, windows) for s in inside if s.tid != loop_tid)
        on_loop.update(mine)
        around.update(others)
        causes[stall["cause"]] += 1
        print(
            f"{stall['late_ms']:6.1f} ms: on a CPU {stall['on_cpu_ms']:.1f}, waiting for a CPU "
            f"{stall['queued_ms']:.1f}, asleep {stall['asleep_ms']:.1f}; collector "
            f"{stall['collector_ms']:.1f} -> {stall['cause']}"
        )
        print("    the loop's thread: " + _shares(mine, args.top))
        print("    the other CPUs:    " + _shares(others, args.top))
    print("causes (the largest part of each window):")
    for cause, count in causes.most_common():
        print(f"  {count:5d}  {cause}")
    print("the loop's thread in the windows, by kind:")
    for line in _table(on_loop):
        print(line)
    print("the other CPUs in the windows:")
    for line in _table(around):
        print(line)


def _shares(counts: collections.Counter[str], top: int) -> str:
    total = sum(counts.values())
    if not total:
        return "no sample"
    return ", ".join(
        f"{kind} {100 * count / total:.0f} %" for kind, count in counts.most_common(top)
    )


def _table(counts: collections.Counter[str], top: int = 12) -> list[str]:
    total = sum(counts.values()) or 1
    return [f"  {100 * count / total:5.1f} %  {kind}" for kind, count in counts.most_common(top)]


if __name__ == "__main__":
    main()
