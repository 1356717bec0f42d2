"""The worker processes' place behind the bot's event loop.

The computer players, the pictures and the reviews run in worker processes beside the
bot's. On a small machine they share its cores with the event loop, and a loop that waits
for a core waits with every table's next callback. Measured with ``bench/bench_loop.py
--why`` (the kernel's account of the loop's thread): with the workers at ``nice 5`` the
loop waited for a CPU up to 14 ms at a time while a worker encoded a picture or searched,
enough to push a probe past the 20 ms budget. Linux's ``SCHED_IDLE`` policy gives a core to
any ordinary task the moment it wakes up, so the loop never queues behind a worker, while
the workers still have every core the bot leaves idle (the bot's own process needs well
under one). Where the policy does not exist (macOS, Windows), the workers are niced.
"""

from __future__ import annotations

import os

#: How much lower the workers' priority is where ``SCHED_IDLE`` does not exist.
WORKER_NICENESS = 5


def background() -> None:
    """Put the calling process behind the bot's: ``SCHED_IDLE`` on Linux, else a nice."""
    idle = getattr(os, "SCHED_IDLE", None)
    if idle is not None:
        try:
            os.sched_setscheduler(0, idle, os.sched_param(0))
            return
        except OSError:
            pass  # a container that forbids it: a nice is the next best
    os.nice(WORKER_NICENESS)
