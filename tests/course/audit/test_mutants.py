"""The mutants an exercise lists as equivalent are mutants it has: a key left behind by an edit is caught here,
by name, rather than as a mutant that survives the audit."""

import pytest

from blackjack.course.audit import mutants
from blackjack.course.exercises.index import EXERCISES


@pytest.mark.parametrize("exercise", [e for e in EXERCISES if e.equivalent_mutants], ids=lambda e: e.id)
def test_every_equivalent_mutant_listed_exists(exercise):
    keys = {m.key for m in mutants.of_exercise(exercise)}
    assert [key for key, _ in exercise.equivalent_mutants if key not in keys] == []
