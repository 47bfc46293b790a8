"""What an instructor sees while a class is graded: a bar on a terminal, plain lines elsewhere, alive between two
notebooks (``grading.progress``)."""

from __future__ import annotations

import io
import re
import time

from blackjack.course.grading import progress


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_plain_lines_come_at_each_tenth_done():
    log, now = io.StringIO(), iter(range(10_000)).__next__
    lines = progress.Lines(100, log, now)
    for _ in range(100):
        lines(1)
    said = log.getvalue().splitlines()
    assert [line.split(" notebooks")[0] for line in said] == [f"grading: {n} of 100" for n in range(10, 100, 10)] + [
        "grading: all 100"]
    assert said[-2].endswith("about 0:10 left") and said[-1] == "grading: all 100 notebooks done in 1:40"


def test_a_plain_line_comes_every_thirty_seconds_while_nothing_is_done():
    log, clock = io.StringIO(), [0.0]
    lines = progress.Lines(1000, log, lambda: clock[0])
    for seconds in (10, 29, 31, 45, 62):
        clock[0] = seconds
        lines.tick()
    assert log.getvalue().splitlines() == [
        "grading: 0 of 1000 notebooks done, 0:31 so far (the time left is known once one is done)",
        "grading: 0 of 1000 notebooks done, 1:02 so far (the time left is known once one is done)"]


def test_the_thread_keeps_the_lines_coming_between_two_notebooks(monkeypatch):
    monkeypatch.setattr(progress, "EVERY", 0.05)
    monkeypatch.setattr(progress, "REDRAW", 0.01)
    log = io.StringIO()
    with progress.shown(3, log):
        time.sleep(0.3)
    assert log.getvalue().count("grading: 0 of 3 notebooks done") >= 2


def drawn(screen: io.StringIO) -> list[str]:
    """What a terminal showed, one state of the bar after another."""
    return [part.strip() for part in re.split(r"[\r\n]", screen.getvalue()) if part.strip()]


def test_a_terminal_gets_a_bar_with_the_time_left_once_a_notebook_is_done(monkeypatch):
    monkeypatch.setattr(progress, "REDRAW", 0.01)
    screen = Terminal()
    with progress.shown(4, screen) as done:
        time.sleep(0.1)
        before = drawn(screen)
        done(1)
        time.sleep(0.1)
        during = drawn(screen)
        done(3)
    assert before.count(before[-1]) >= 2 and before[-1].startswith("grading: 0 of 4 notebooks done |")
    assert not [state for state in before if "left" in state]  # no time left before one is done
    assert re.fullmatch(r"grading: 1 of 4 notebooks done \|[^|]*\| 00:00 so far, about 00:0\d left", during[-1])
    assert re.fullmatch(r"grading: all 4 notebooks done in 00:00", drawn(screen)[-1])


def test_nothing_to_grade_shows_nothing():
    log = io.StringIO()
    with progress.shown(0, log) as done:
        done(0)
    assert log.getvalue() == ""
