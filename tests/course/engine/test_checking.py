"""The search for a difference: how long it looks for a smaller input once it has found one."""

from __future__ import annotations

from hypothesis import strategies as st

from blackjack.course.engine import checking
from blackjack.course.engine.checking import Part
from blackjack.course.engine.judging import judge

PART = Part("double", ("double",), "double(n)", ("n",), lambda f, t, n: f.double(n),
            inputs=st.tuples(st.integers(0, 10_000)))
REFERENCE = {"double": lambda n: 2 * n}


def wrong_from_100(calls: list[int]):
    """A double that is wrong from 100 on, counting the inputs it is called with."""
    def double(n):
        calls.append(n)
        return 2 * n + (n >= 100)
    return {"double": double}


def shown_n(problem: checking.Problem) -> int:
    return int(next(line for line in problem.lines if line.strip().startswith("n = ")).split("=")[1])


def test_with_time_to_look_the_smallest_input_is_found():
    problem = judge(PART, wrong_from_100([]), REFERENCE)
    assert problem is not None and shown_n(problem) == 100


def test_out_of_time_the_search_ends_at_an_input_that_shows_the_difference(monkeypatch):
    monkeypatch.setattr(checking, "SHRINK_SECONDS", 0.0)
    calls: list[int] = []
    problem = judge(PART, wrong_from_100(calls), REFERENCE)
    assert problem is not None and shown_n(problem) >= 100
    first = next(i for i, n in enumerate(calls) if n >= 100)
    assert calls[first + 1:] == []  # nothing tried after the first difference: it is shown from memory
    assert f"n = {calls[first]}" in str(problem)
