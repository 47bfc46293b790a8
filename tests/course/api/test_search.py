"""The search for a counterexample: the inputs it tries, and how it shows them."""

import pickle

import pytest

from blackjack.course.engine.checking import Part, Search, observe_student, tried
from blackjack.course.engine.judging import judge
from blackjack.course.exercises.index import EXERCISES
from blackjack.course.exercises.index import reference as reference_function
from tests.course.api.cells import notebook


@pytest.mark.parametrize("exercise", EXERCISES, ids=lambda e: e.id)
def test_the_search_tries_a_passing_part_on_the_inputs_worked_out_in_advance(exercise, no_call_limit):
    """What lets ``judge`` pass a part on its plan without a search (and the grader send the inputs at once):
    a search that finds no difference tries exactly ``tried(part)``, in order."""
    for part in exercise.parts:
        references = {name: reference_function(name) for name in part.needs}
        seen = []

        def recording(part, student, args, reference):
            seen.append(pickle.dumps(args))
            return observe_student(part, student, args, reference)

        Search(part, references, references, recording).run()
        assert seen == [pickle.dumps(args) for args in tried(part)], part.label


def test_a_counterexample_shows_the_inputs_as_they_were_before_the_call():
    code = notebook("def check_hand(cards, rules):\n    cards.clear()\n    return None")
    check_hand = code["check_hand"]
    part = Part("check_hand", ("check_hand",), "check_hand(cards, rules)", ("cards", "rules"),
                lambda f, t, cards, rules: f.check_hand(cards, rules), examples=(([1, 2], "seed000"),))
    problem = judge(part, {"check_hand": check_hand}, {"check_hand": lambda cards, rules: len(cards)})
    assert "    cards = [1, 2]" in problem.lines
