"""Showing a student's value never hangs the check that shows it."""

import time

from blackjack.course.engine import safety
from blackjack.course.engine.show import show


class Looping:
    shown = 0  # how many times a repr was started

    def __repr__(self) -> str:
        type(self).shown += 1
        while True:
            pass


class Raising:
    def __repr__(self) -> str:
        raise ValueError("no")


def test_a_repr_that_never_ends_is_said_in_one_line_and_not_tried_again():
    start = time.monotonic()
    assert show(Looping()) == "<a Looping that takes too long to show>"
    assert time.monotonic() - start >= safety.SECONDS  # stopped by the limit, not by chance
    assert show((Looping(), 1)) == "(<a Looping that takes too long to show>, 1)"
    assert Looping.shown == 1


def test_a_repr_that_raises_is_said_in_one_line():
    assert show([Raising()]) == "[<a Raising that cannot be shown: ValueError>]"


def test_a_limit_inside_another_puts_the_outer_one_back():
    """The limit of a call shown inside a longer one (pytest-timeout's, a check's) leaves the longer one running,
    less the time spent; a shorter outer one is left alone and fires first."""
    import signal

    class Spinning(Looping):
        pass

    def inside() -> None:
        assert show(Raising()).startswith("<a Raising")
        left = signal.getitimer(signal.ITIMER_REAL)[0]
        assert 25 < left <= 30
        start = time.monotonic()
        try:
            safety.within(lambda: show(Spinning()), 0.3)
        except safety.TimeLimit:
            pass
        assert time.monotonic() - start < safety.SECONDS  # the outer 0.3 s fired, not the 2 s of the show
        assert 0 < signal.getitimer(signal.ITIMER_REAL)[0] < left

    outer = signal.getitimer(signal.ITIMER_REAL)  # pytest-timeout's, if any
    safety.within(inside, 30)
    assert signal.getitimer(signal.ITIMER_REAL)[0] <= outer[0]
