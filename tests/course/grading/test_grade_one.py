"""Grading one notebook in this process: the grader tells a student what ``check`` in the notebook tells them.

Apart from ``test_grade.py`` (whose fixture grades a whole class), so that
the two run on different workers.
"""

from __future__ import annotations

import json
import time

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
    the same points, counterexample, likely cause and words as ``check`` in the notebook."""
    from blackjack.course.api import likely_cause
    from blackjack.course.notebook.cells import namespace_for
    from blackjack.course.scoring import run_check

    code = "".join(next(c["source"] for c in json.loads(source)["cells"] if c.get("id") == CELL["2.1"]))
    namespace = namespace_for(BY_ID["2.1"])
    exec(code, namespace)
    in_notebook = run_check(BY_ID["2.1"], (namespace["check_hand"],), explain=likely_cause)
    assert in_notebook.points == 0 and "for:" in in_notebook.text()
    assert grader(source).outcomes["2.1"].text() == in_notebook.text()




ALL_WRONG = {  # every exercise of 03_dealer_turn wrong: a cheap cause, mutants that never stop, code that never stops
    "2.1": "def check_hand(cards, rules=DEFAULT_RULES):\n    return Status.BUST if hand_value(cards, rules) > 20 else Status.OK",
    "2.2": "def dealer_turn(game):\n    return check_hand(game.dealer, game.rules), game",
    "001:3.2": "def dealer_hand_turn(cards, deck, rng, rules=SEED_001, say=print):\n    while True:\n        pass",
}


def all_wrong() -> str:
    notebook = json.loads(submitted())
    for cell in notebook["cells"]:
        for exercise, cell_id in {**CELL, "2.2": "ddfb2183"}.items():
            if cell.get("id") == cell_id:
                cell["source"] = ALL_WRONG[exercise]
    return json.dumps(notebook)


def test_a_notebook_all_wrong_is_graded_within_the_budget_with_causes_where_they_are_cheap(grader, monkeypatch):
    """Looking for causes stops at each part's budget and the notebook's allowance: mutants that never stop
    (they would, were the student's dealer_turn to draw) cost their time limit at most; code that never stops
    gets no cause at all."""
    from blackjack.course.engine.explainer import Allowance
    from blackjack.course.grading import remote, workers

    def graded(allowance: Allowance) -> tuple[dict, float]:
        monkeypatch.setattr(remote, "CAUSES", allowance)
        start = time.process_time()
        outcomes = grader(all_wrong()).outcomes
        return {id: outcome.text() for id, outcome in outcomes.items()}, time.process_time() - start

    remote.prepare(["03_dealer_turn"])  # as the grader does before its workers start: mistakes and plans made
    allowance = remote.CAUSES
    grader(submitted())  # an honest notebook first: the sandbox's packages are built once, as for a class
    without, base = graded(Allowance(cpu=0, wall=0))
    with_causes, cost = graded(allowance)
    assert all("Likely cause:" not in text for text in without.values())
    assert "Likely cause: 21 counts as bust" in with_causes["2.1"]
    assert "Likely cause:" not in with_causes["001:3.2"]
    print(f"grader's CPU seconds: {base:.2f} without causes, {cost:.2f} with", *with_causes.values(), sep="\n")
    assert cost < workers.CPU_SECONDS and cost - base < allowance.cpu + 1


RIGHT_21 = ("def check_hand(cards, rules=DEFAULT_RULES):\n"
            "    return Status.BUST if hand_value(cards, rules) > 21 else Status.OK")
EXITS = {  # red-team round 9: a solution that ends its own process during the check
    "exit code 3": "import os\nCALLS = []\n" + RIGHT_21.replace(
        "    return", "    CALLS.append(1)\n    if len(CALLS) > 5:\n        os._exit(3)\n    return", 1),
    "its process group": "import os, signal\n" + ALL_WRONG["2.1"].replace(
        "    return", "    os.killpg(0, signal.SIGKILL)\n    return", 1),
}


@pytest.mark.parametrize("how", list(EXITS))
def test_a_process_that_ends_during_a_check_is_named_in_the_gradebook(grader, how):
    """The note says the notebook's process ended, with its exit code, not "lost points" nor "stopped by the
    grader"; the notebook's other exercises keep their points.  Its process group is its own: killing it ends
    that process only (-9: by SIGKILL), never the sandbox's zygote."""
    from blackjack.course.grading.feedback import note_for

    run = grader(submitted("2.1", EXITS[how]))
    note = note_for(run.outcomes["2.1"])
    assert note == f"the notebook's process ended (exit code {3 if how == 'exit code 3' else -9})", \
        run.outcomes["2.1"].text()
    assert run.outcomes["2.2"].points == BY_ID["2.2"].points
