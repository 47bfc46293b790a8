"""Showing a student's value never hangs the check that shows it."""

import time

from blackjack.course.engine import safety
from blackjack.course.engine.show import show


class Looping:
    def __repr__(self) -> str:
        while True:
            pass


class Raising:
    def __repr__(self) -> str:
        raise ValueError("no")


def test_a_repr_that_never_ends_is_said_in_one_line_and_not_tried_again():
    start = time.monotonic()
    assert show(Looping()) == "<a Looping that takes too long to show>"
    first = time.monotonic() - start
    assert safety.SECONDS <= first < safety.SECONDS + 2
    start = time.monotonic()
    assert show((Looping(), 1)) == "(<a Looping that takes too long to show>, 1)"
    assert time.monotonic() - start < 0.5


def test_a_repr_that_raises_is_said_in_one_line():
    assert show([Raising()]) == "[<a Raising that cannot be shown: ValueError>]"


def test_a_limit_inside_another_puts_the_outer_one_back():
    """The limit of a call shown inside a longer one (pytest-timeout's, a check's) leaves the longer one running,
    less the time spent; a shorter outer one is left alone and fires first."""
    import signal

    class Spinning(Looping):
        pass

    with safety.alarm(30):
        assert show(Raising()).startswith("<a Raising")
        left = signal.getitimer(signal.ITIMER_REAL)[0]
        assert 25 < left <= 30
        start = time.monotonic()
        try:
            with safety.alarm(0.3):
                show(Spinning())
        except safety.TimeLimit:
            pass
        assert time.monotonic() - start < 1
        assert 0 < signal.getitimer(signal.ITIMER_REAL)[0] < left
