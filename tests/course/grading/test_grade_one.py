"""Grading one notebook in this process: the grader tells a student what ``check`` in the notebook tells them.

Apart from ``test_grade.py`` (whose fixture grades a whole class), so that
the two run on different workers.
"""

from __future__ import annotations

import json

import pytest

from blackjack.course.exercises.index import BY_ID
from blackjack.course.grading.sandbox import bwrap as sandbox
from tests.course.grading.test_grade import CELL, LIMITS, STUDENTS, submitted

pytestmark = pytest.mark.skipif(sandbox.bwrap() is None, reason="needs bubblewrap (apt-get install bubblewrap)")

LOOPS_ON_LONG_HANDS = ("def check_hand(cards, rules=DEFAULT_RULES):\n    while len(cards) > 5:\n        pass\n"
                      "    return Status.BUST if hand_value(cards, rules) > 21 else Status.OK")


@pytest.fixture
def grader():
    """Grade one notebook in this process (its zygote ended afterwards)."""
    from blackjack.course.grading.remote import Grader, Settings
    from blackjack.course.grading.sandbox import channel
    from blackjack.course.notebook.release import restore

    yield lambda text: Grader("03_dealer_turn", restore("03_dealer_turn", json.loads(text))[0],
                              Settings(cell_seconds=5, limits=LIMITS)).grade()
    channel.end_all()


WRONG_ON_LONG_HANDS = ("def check_hand(cards, rules=DEFAULT_RULES):\n    if len(cards) > 5:\n        return Status.OK\n"
                      "    return Status.BUST if hand_value(cards, rules) > 21 else Status.OK")


@pytest.mark.parametrize("source", [STUDENTS["wrong"], submitted("2.1", LOOPS_ON_LONG_HANDS),
                                    submitted("2.1", WRONG_ON_LONG_HANDS)], ids=["wrong", "loops", "wrong_later"])
def test_the_grader_tells_a_student_what_check_tells_them(grader, source):
    """A part's inputs go to the sandbox at once, and the search runs call by call only after a difference:
    the same points, counterexample and words as ``check`` in the notebook."""
    from blackjack.course.notebook.cells import namespace_for
    from blackjack.course.scoring import run_check

    code = "".join(next(c["source"] for c in json.loads(source)["cells"] if c.get("id") == CELL["2.1"]))
    namespace = namespace_for(BY_ID["2.1"])
    exec(code, namespace)
    in_notebook = run_check(BY_ID["2.1"], (namespace["check_hand"],))
    assert in_notebook.points == 0 and "for:" in in_notebook.text()
    assert grader(source).outcomes["2.1"].text() == in_notebook.text()


