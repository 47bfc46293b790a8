"""Every exercise's check, run on the reference (full points) and on the stubs the exercises start from (0)."""

import pytest

from blackjack.course.exercises.index import BY_ID, EXERCISES
from blackjack.course.exercises.index import reference as reference_function
from blackjack.course.scoring import run_check


def test_every_exercise_has_a_check():
    assert all(exercise.parts for exercise in BY_ID.values())


@pytest.mark.parametrize("exercise", EXERCISES, ids=lambda e: e.id)
def test_the_reference_gets_full_points(exercise, no_call_limit):
    outcome = run_check(exercise, tuple(reference_function(n) for n in exercise.names))
    assert (outcome.points, outcome.status) == (exercise.points, "passed"), outcome.text()


@pytest.mark.parametrize("exercise", EXERCISES, ids=lambda e: e.id)
def test_stubs_are_not_attempted_and_get_0(exercise):
    def stub(*args, **kwargs):
        raise NotImplementedError(f"Exercise {exercise.id}: write this here.")

    outcome = run_check(exercise, (stub,) * len(exercise.names))
    assert (outcome.points, outcome.status) == (0, "not attempted"), outcome.text()
