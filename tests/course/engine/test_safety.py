"""The time limit of a student's call leaves nothing behind, however late its signal comes."""

from __future__ import annotations

import signal

from blackjack.course.engine import safety


def spin(seconds: float) -> None:
    """A student's call that takes about SECONDS of the processor."""
    import time

    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        pass


def test_no_timer_is_left_running_whenever_the_limit_fires():
    """Limits that fire at every moment of a call's end (in it, as it returns, as the limit is stopped): after
    each, no timer runs and the handler is the one before.  A timer left behind fires every 50 ms in whatever
    runs next: in the grader, the notebook's process died between two requests and an honest exercise lost."""
    before, outer = signal.getsignal(signal.SIGALRM), signal.getitimer(signal.ITIMER_REAL)  # pytest-timeout's
    left = []
    for attempt in range(3000):
        limit = 0.0002 + (attempt % 40) * 0.00001
        try:
            safety.within(lambda: spin(limit), limit)
        except safety.TimeLimit:
            pass
        now = signal.getitimer(signal.ITIMER_REAL)
        if now[1] != outer[1] or not outer[0] - 60 < now[0] <= outer[0] or signal.getsignal(signal.SIGALRM) is not before:
            left.append(attempt)
            signal.setitimer(signal.ITIMER_REAL, *outer)
            signal.signal(signal.SIGALRM, before)
    assert not left, f"a timer or handler was left behind after {len(left)} of 3000 calls"

