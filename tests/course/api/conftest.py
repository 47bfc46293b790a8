"""Fixtures of the tests of what a student calls (check, use, scoreboard)."""

import pytest

from blackjack.course import scoring
from blackjack.course.engine import safety
from blackjack.course.scoring import Session


@pytest.fixture(autouse=True)
def fresh_session(monkeypatch):
    """Every test starts with a kernel that has checked nothing."""
    monkeypatch.setattr(scoring, "SESSION", Session())


@pytest.fixture
def no_call_limit(monkeypatch):
    """Correctness, not speed: the time limit of a call (2 s) is lifted, so that a machine loaded by the whole
    suite cannot stop the reference in a slow call (3.5's trim_trailing_spaces once ran past it)."""
    monkeypatch.setattr(safety, "SECONDS", 60.0)
