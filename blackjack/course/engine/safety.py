"""Running a student's code without letting it hang, flood or crash the checker.

``run_guarded(call, transcript)`` is how every student call runs: what the
code prints goes into the ``Transcript`` (capped: more than ``MAX_LINES``
lines or ``MAX_CHARS`` characters raises ``Flood``), and a call that takes
longer than ``SECONDS`` raises ``TimeLimit``.  Both are ``BaseException``s so
that a student's ``except Exception`` cannot swallow them.

In the main thread (a Jupyter kernel, pytest) the time limit is a SIGALRM
timer that keeps firing every 50 ms until the call gives up; elsewhere the
call runs in a daemon thread and the checker stops waiting for it.

>>> t = Transcript()
>>> run_guarded(lambda: print("hello") or t.say("world") or 42, t)
42
>>> t.lines
['hello', 'world']
"""

from __future__ import annotations

import builtins
import contextlib
import io
import signal
import threading
import time
from collections.abc import Callable, Iterator
from types import FrameType
from typing import TypeVar

SECONDS = 2.0  # the time limit of one student call
MAX_LINES = 400  # more output than this is a print flood
MAX_CHARS = 20_000
T = TypeVar("T")


class TimeLimit(BaseException):
    """A student's call ran past the time limit (an endless loop?)."""


class Flood(BaseException):
    """A student's call printed far too much."""


class Transcript:
    """The lines a call said (through ``say``) or printed, in order, with a cap."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.chars = 0
        self._partial = ""
        self.instead: Transcript | None = None  # what a function given ``say`` printed instead

    def say(self, text: object = "") -> None:
        """Record one message, as ``print`` would show it."""
        self.write(f"{text}\n")

    def write(self, text: str) -> int:
        """Record printed text (a file-like ``write``), splitting it into lines."""
        self.chars += len(text)
        *done, self._partial = (self._partial + text).split("\n")
        self.lines.extend(done)
        if len(self.lines) > MAX_LINES or self.chars > MAX_CHARS:
            raise Flood(f"more than {MAX_LINES} lines or {MAX_CHARS} characters of output")
        return len(text)

    def flush(self) -> None:
        """Finish a last line printed without its newline."""
        if self._partial:
            self.lines.append(self._partial)
            self._partial = ""


def printed_instead(transcript: Transcript) -> Transcript:
    """The transcript of what was printed where ``say`` was given (made on first use)."""
    if transcript.instead is None:
        transcript.instead = Transcript()
    return transcript.instead


class Stream(io.TextIOBase):
    """A file object whose writes go to a transcript."""

    def __init__(self, transcript: Transcript) -> None:
        super().__init__()
        self.transcript = transcript

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        return self.transcript.write(text)


def no_input(prompt: object = "") -> str:
    """Stands in for ``input`` during a check, which nobody is there to answer."""
    raise RuntimeError("input() cannot be answered during a check; use the prompt or read function you are given")


@contextlib.contextmanager
def captured(transcript: Transcript) -> Iterator[Transcript]:
    """Send stdout and stderr into TRANSCRIPT while the block runs; ``input`` raises."""
    stream, keyboard = Stream(transcript), builtins.input
    builtins.input = no_input
    try:
        with contextlib.redirect_stdout(stream), contextlib.redirect_stderr(stream):
            yield transcript
    finally:
        builtins.input = keyboard
        transcript.flush()


def _on_alarm(signum: int, frame: FrameType | None) -> None:
    raise TimeLimit("no answer within the time limit")


def alarmed(call: Callable[[], T], seconds: float) -> T:
    """CALL, or ``TimeLimit`` raised in it after SECONDS (main thread only).  A timer already running (an outer
    limit, or pytest-timeout's) runs on afterwards, less the time the call took; when it is due first, it alone
    is left running.

    Everything is done in this one frame: the timer armed inside the ``try``, stopped in its ``finally`` in a
    loop that drops a signal still on its way.  Python runs a signal's handler at the start of any call, a
    context manager's exit or a helper's included; on a busy machine it did, once, and left a timer firing every
    50 ms in whatever ran next (the grader's runner then died between two requests).
    """
    outer = signal.getitimer(signal.ITIMER_REAL)
    if 0 < outer[0] <= seconds:
        return call()
    start = time.monotonic()
    previous = signal.signal(signal.SIGALRM, _on_alarm)
    try:
        signal.setitimer(signal.ITIMER_REAL, seconds, 0.05)
        return call()
    finally:
        while True:
            try:
                signal.setitimer(signal.ITIMER_REAL, 0)
                signal.signal(signal.SIGALRM, previous)
                break
            except TimeLimit:
                continue
        if outer[0]:
            signal.setitimer(signal.ITIMER_REAL, max(outer[0] - (time.monotonic() - start), 0.001), outer[1])


def can_alarm() -> bool:
    """Can this thread use SIGALRM for the time limit?"""
    return hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()


def in_thread(call: Callable[[], T], seconds: float) -> T:
    """CALL in a daemon thread; ``TimeLimit`` if it has not finished after SECONDS."""
    values: list[T] = []
    errors: list[BaseException] = []

    def run() -> None:
        try:
            values.append(call())
        except BaseException as error:  # handed over to the waiting thread
            errors.append(error)

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(seconds)
    if worker.is_alive():
        raise TimeLimit(f"no answer within {seconds:g} seconds")
    if errors:
        raise errors[0]
    return values[0]


def within(call: Callable[[], T], seconds: float) -> T:
    """CALL, or ``TimeLimit`` once it has run SECONDS (a timer in the main thread, else a thread of its own)."""
    return alarmed(call, seconds) if can_alarm() else in_thread(call, seconds)


def run_guarded(call: Callable[[], T], transcript: Transcript, seconds: float | None = None) -> T:
    """CALL with its output captured into TRANSCRIPT and a time limit of SECONDS (default: ``SECONDS`` now)."""
    with captured(transcript):
        return within(call, SECONDS if seconds is None else seconds)
