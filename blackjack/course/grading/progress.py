"""What an instructor sees while a class is graded: notebooks done, of how many, and the time left.

On a terminal, a bar (tqdm) that a thread redraws every second, so that its clock runs while a slow notebook
is graded.  Elsewhere (``make grade`` with its output captured, a pipe, a log file) a plain line each time
another tenth of the notebooks is done, and every ``EVERY`` seconds while nothing is, so that a log shows the
run is alive:

>>> import io
>>> log, now = io.StringIO(), iter([0, 10, 10, 50, 50, 85, 85]).__next__
>>> lines = Lines(40, log, now)
>>> lines(1); lines(3); lines.tick(); lines(1)
>>> print(log.getvalue(), end="")
grading: 4 of 40 notebooks done, 0:10 so far, about 1:30 left
grading: 4 of 40 notebooks done, 0:50 so far, about 7:30 left
grading: 5 of 40 notebooks done, 1:25 so far, about 9:55 left
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Callable, Iterator
from typing import TextIO

EVERY = 30.0  # seconds between two plain lines while no notebook is done
REDRAW = 1.0  # seconds between two redraws of the bar on a terminal
STEPS = 10  # a plain line each time another tenth of the notebooks is done


def clock_text(seconds: float) -> str:
    """SECONDS as m:ss (h:mm:ss past an hour).

    >>> clock_text(5), clock_text(75.4), clock_text(3725)
    ('0:05', '1:15', '1:02:05')
    """
    minutes, secs = divmod(int(seconds), 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours}:{minutes:02}:{secs:02}" if hours else f"{minutes}:{secs:02}"


def line(done: int, total: int, elapsed: float) -> str:
    """One plain line of progress: DONE of TOTAL notebooks after ELAPSED seconds, and the time left at that pace.

    >>> line(0, 7, 31)
    'grading: 0 of 7 notebooks done, 0:31 so far (the time left is known once one is done)'
    >>> line(7, 7, 95)
    'grading: all 7 notebooks done in 1:35'
    """
    if done == total:
        return f"grading: all {total} notebooks done in {clock_text(elapsed)}"
    so_far = f"grading: {done} of {total} notebooks done, {clock_text(elapsed)} so far"
    if not done:
        return f"{so_far} (the time left is known once one is done)"
    return f"{so_far}, about {clock_text(elapsed / done * (total - done))} left"


class Lines:
    """Plain lines on STREAM: at every tenth of TOTAL done, and every ``EVERY`` seconds while none is."""

    def __init__(self, total: int, stream: TextIO, clock: Callable[[], float]) -> None:
        self.total, self.stream, self.clock = total, stream, clock
        self.done, self.start = 0, clock()
        self.said_at, self.step = self.start, 0
        self.lock = threading.Lock()

    def __call__(self, count: int) -> None:
        with self.lock:
            self.done += count
            step = self.done * STEPS // self.total
            if step > self.step or self.clock() - self.said_at >= EVERY:
                self.step = step
                self.say()

    def tick(self) -> None:
        with self.lock:
            if self.clock() - self.said_at >= EVERY:
                self.say()

    def say(self) -> None:
        self.said_at = self.clock()
        print(line(self.done, self.total, self.said_at - self.start), file=self.stream, flush=True)

    def close(self) -> None:
        """Nothing to close: every line is whole."""


BAR = "{desc}: {n_fmt} of {total_fmt} notebooks done |{bar}| {elapsed} so far"
LEFT = ", about {remaining} left"  # once a notebook is done: at the pace so far, worked out again at each redraw
DONE = "{desc}: all {total_fmt} notebooks done in {elapsed}"


class Bar:
    """A tqdm bar of TOTAL notebooks on STREAM: how many done, the time so far and, once one is done, the time
    left."""

    def __init__(self, total: int, stream: TextIO) -> None:
        from tqdm import tqdm

        self.bar = tqdm(total=total, file=stream, desc="grading", dynamic_ncols=True, bar_format=BAR, smoothing=0)

    def __call__(self, count: int) -> None:
        self.bar.bar_format = BAR + LEFT if self.bar.n + count < self.bar.total else DONE
        self.bar.update(count)

    def tick(self) -> None:
        self.bar.refresh()

    def close(self) -> None:
        self.bar.close()


@contextlib.contextmanager
def shown(total: int, stream: TextIO, clock: Callable[[], float] = time.monotonic) -> Iterator[Callable[[int], None]]:
    """While inside: a function to call with the number of notebooks just done (of TOTAL), shown on STREAM as a
    bar on a terminal, else as plain lines; a thread keeps either alive between two notebooks."""
    if not total:
        yield lambda count: None
        return
    terminal = hasattr(stream, "isatty") and stream.isatty()
    shows = Bar(total, stream) if terminal else Lines(total, stream, clock)
    stop = threading.Event()

    def keep() -> None:
        while not stop.wait(REDRAW):
            shows.tick()

    keeper = threading.Thread(target=keep, name="grading progress", daemon=True)
    keeper.start()
    try:
        yield shows
    finally:
        stop.set()
        keeper.join()
        shows.close()
