"""What held the event loop, seen below Python: each stall of the loop's thread over the
budget, from a py-spy recording with native frames, and what it was.

Record a benchmark (``bench/bench_loop.py``) with py-spy, every thread, idle samples kept,
native frames, in speedscope's format (its samples are in time order), then read it here::

    py-spy record --native --threads --idle --rate 1000 --format speedscope -o loop.json \\
        -- .venv/bin/python bench/bench_loop.py --fast --seconds 30 --alone 0
    .venv/bin/python bench/stalls.py loop.json [--budget 20]

The loop's thread is the one whose stacks run ``BaseEventLoop._run_once``. A sample in which
that thread waits for events (``epoll_wait``, the selector's ``select``) is the loop at
rest; a run of samples without rest that lasts longer than the budget is a stall: the loop
could run no other callback meanwhile (a probe's included). The start-up (before the loop
first rests) and the shutdown (after it last rests) are left out. py-spy pauses the process
for each sample: at a high rate its own pauses lengthen what it sees, so compare the
benchmark's own figures with and without it. Each stall's samples are told apart by what
the thread was doing, innermost first:

- ``garbage collection``: in ``gc_collect_main`` (a collection holds every thread);
- ``waiting for the GIL``: taking the interpreter lock that another thread holds (a worker
  thread's Python, or a library that keeps the lock);
- ``native: LIB``: in a library's code below Python (SQLite, zlib, Pillow, the kernel's
  ``write``): the first native frame above the interpreter;
- ``python: FUNCTION``: running the bot's Python, by the callback the loop was in (the
  outermost frame under the loop's ``Handle._run``).

Printed: each stall (its start in the recording, its length) with its share by kind, and the
kinds over all stalls.
"""

from __future__ import annotations

import argparse
import collections
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

#: Native frames of a thread waiting for events: the loop at rest.
REST = ("epoll_wait", "select", "poll", "kevent", "_PyTime_", "do_epoll_wait")

#: Native frames of the interpreter's own machinery, skipped to find the library called.
INTERPRETER = (
    "_PyEval",
    "PyEval",
    "_PyObject",
    "PyObject",
    "_PyFunction",
    "method_vectorcall",
    "cfunction",
    "_Py",
    "Py",
    "slot_",
    "vectorcall",
    "builtin_",
    "call_function",
    "context_run",
)

#: Frames of taking the interpreter lock.
GIL = ("take_gil", "PyCOND_WAIT", "PyCOND_TIMEDWAIT", "drop_gil")


@dataclass
class Stall:
    """One run of samples without rest on the loop's thread."""

    start: float
    seconds: float = 0.0
    kinds: collections.Counter[str] = field(default_factory=collections.Counter)


def _is_native(frame: dict[str, Any]) -> bool:
    """py-spy names a native frame's file by its library (or gives none), a Python frame's
    by its ``.py`` file."""
    filename = str(frame.get("file") or "")
    return not filename.endswith(".py") and not filename.startswith("<frozen")


def at_rest(stack: list[dict[str, Any]]) -> bool:
    """Whether the loop's thread waits for events: its innermost Python frame is the
    selector's ``select`` (the native frames below may be unnamed), or its innermost frame
    a system call that waits."""
    leaf = str(stack[-1]["name"]) if stack else ""
    if any(rest in leaf for rest in REST):
        return True
    python = [frame for frame in stack if not _is_native(frame)]
    return (
        bool(python)
        and python[-1]["name"].endswith("select")
        and str(python[-1].get("file", "")).endswith("selectors.py")
    )


def kind_of(stack: list[dict[str, Any]]) -> str | None:
    """What a sample of the loop's thread shows it doing (``None``: at rest). ``stack``
    runs from the outermost frame to the innermost."""
    if at_rest(stack):
        return None
    names = [str(frame["name"]) for frame in stack]
    if any(name.startswith("gc_collect") for name in names):
        return "garbage collection"
    if any(name.startswith(GIL) for name in names[-4:]):
        return "waiting for the GIL"
    for frame in reversed(stack):
        if not _is_native(frame):
            break
        name = str(frame["name"])
        if not name.startswith(INTERPRETER):
            library = Path(str(frame.get("file") or "?")).name or "?"
            return f"native: {library} {name}"
    callback = "?"
    for index, name in enumerate(names):
        if name.endswith("Handle._run") and index + 1 < len(names):
            callback = names[index + 1]
            break
    return f"python: {callback}"


def loop_profile(data: dict[str, Any]) -> dict[str, Any]:
    """The profile of the thread that runs the event loop."""
    frames = data["shared"]["frames"]
    marks = {i for i, frame in enumerate(frames) if frame["name"].endswith("_run_once")}

    def runs_loop(profile: dict[str, Any]) -> int:
        return sum(1 for sample in profile["samples"] if marks.intersection(sample))

    return max(data["profiles"], key=runs_loop)


def stalls(data: dict[str, Any], budget_ms: float) -> list[Stall]:
    """The stalls longer than ``budget_ms`` on the loop's thread."""
    frames = data["shared"]["frames"]
    profile = loop_profile(data)
    found: list[Stall] = []
    current: Stall | None = None
    at = 0.0
    resting = False  # the loop has rested once: the start-up is over
    for sample, weight in zip(profile["samples"], profile["weights"], strict=True):
        kind = kind_of([frames[i] for i in sample])
        if kind is None:
            if current is not None and current.seconds * 1000 > budget_ms:
                found.append(current)
            current = None
            resting = True
        elif resting:
            if current is None:
                current = Stall(at)
            current.seconds += weight
            current.kinds[kind] += 1
        at += weight
    return found  # a run still going at the end is the shutdown


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("recording", type=Path, help="py-spy's speedscope file")
    parser.add_argument("--budget", type=float, default=20.0, help="the loop's budget (ms)")
    parser.add_argument("--top", type=int, default=3, help="kinds shown per stall")
    args = parser.parse_args()
    data = json.loads(args.recording.read_text())
    found = stalls(data, args.budget)
    total: collections.Counter[str] = collections.Counter()
    print(f"{len(found)} stalls of the loop's thread over {args.budget:g} ms")
    for stall in found:
        samples = sum(stall.kinds.values())
        shares = ", ".join(
            f"{kind} {100 * count / samples:.0f} %"
            for kind, count in stall.kinds.most_common(args.top)
        )
        print(f"  at {stall.start:7.2f} s: {stall.seconds * 1000:6.1f} ms  ({shares})")
        total.update(stall.kinds)
    if total:
        samples = sum(total.values())
        print("over all stalls:")
        for kind, count in total.most_common(12):
            print(f"  {100 * count / samples:5.1f} %  {kind}")


if __name__ == "__main__":
    main()
