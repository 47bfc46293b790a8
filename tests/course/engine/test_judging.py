"""Judging on a plan: the verdict and the counterexample a search gives, with fewer calls."""

from __future__ import annotations

from hypothesis import strategies as st

from blackjack.course.engine.checking import Part, Search, observe_student, tried
from blackjack.course.engine.judging import judge, plan

PART = Part("double", ("double",), "double(n)", ("n",), lambda f, t, n: f.double(n),
            examples=((3,),), inputs=st.tuples(st.integers(0, 10_000)))


def counted(calls: list[int], wrong_from: int | None = None, endless_from: int | None = None):
    """A double that counts its calls, and is wrong (or never ends) from a number on."""
    def double(n):
        calls.append(n)
        while endless_from is not None and n >= endless_from:
            pass
        return 2 * n + (wrong_from is not None and n >= wrong_from)
    return {"double": double}


def searched(student: dict) -> str:
    """What the search alone (no plan) says of STUDENT."""
    try:
        Search(PART, student, counted([]), observe_student).run()
    except Exception as problem:
        return str(problem)
    return "passed"


def test_a_part_that_agrees_everywhere_is_tried_once_on_each_input_of_its_plan():
    calls: list[int] = []
    assert judge(PART, counted(calls), counted([])) is None
    assert calls == [args[0] for args in tried(PART)]


def test_a_difference_is_shown_as_the_search_shows_it_and_no_input_before_it_is_tried_twice():
    calls: list[int] = []
    problem = judge(PART, counted(calls, wrong_from=100), counted([]))
    assert str(problem) == searched(counted([], wrong_from=100))
    inputs = [args[0] for args in tried(PART)]
    first = next(i for i, n in enumerate(inputs) if n >= 100)
    assert calls[:first + 1] == inputs[:first + 1]  # the plan, up to its first difference
    assert all(n >= 100 or n not in inputs[:first] for n in calls[first + 1:])  # then the search, from memory


def test_an_endless_loop_is_said_at_once_and_run_once():
    calls: list[int] = []
    problem = judge(PART, counted(calls, endless_from=100), counted([]))
    assert problem is not None and problem.fatal and "An endless loop?" in str(problem)
    assert sum(n >= 100 for n in calls) == 1


def test_the_reference_runs_once_per_input_whatever_the_number_of_students():
    references: list[int] = []
    reference = counted(references)
    plan(PART, reference, seed=7)
    for _ in range(3):
        assert judge(PART, counted([]), reference, seed=7) is None
    assert references == [args[0] for args in tried(PART, 7)]
