"""What a student's code sends back across the wall costs only its sender: values huge, deep, shared, of odd
classes or crafted to be costly to compare and show, floods of output, and text forged to pass for the grader's.

Every hostile student starts from solutions/03_dealer_turn.ipynb and replaces one or two solution cells; the
exercises it leaves alone are honest and keep their points.  All notebooks are graded in ONE class run (a
module-scoped fixture).  The values are big only within what the wire lets through.
"""

from __future__ import annotations

import pytest

from tests.course.grading.hostile import (CH, DEALER, DHT, DT, EXERCISES, FULL, assert_fair, full, grade_class, hidden,
                                          needs_bwrap, points, report, submitted, write_class)

pytestmark = [needs_bwrap, pytest.mark.slow]

WIRE = {  # student: cells
    "wire_shared_huge": dict(e2_1="T = ()\nfor i in range(64):\n    T = (T, T)\n" + CH + "    return T\n",
                             e001_3_2=DHT + "    return 10 ** 200000\n"),
    "wire_deep_subclass": dict(e2_1="T = ()\nfor i in range(200000):\n    T = (T,)\n" + CH + "    return T\n",
                               e001_3_2="class Sneaky(tuple):\n    def __eq__(self, other):\n        return True\n"
                                        "    __hash__ = tuple.__hash__\n" + DHT + "    return Sneaky((cards, deck))\n"),
    "wire_odd_classes": dict(e2_1="class Odd:\n    def __eq__(self, other):\n        return True\n"
                                  "    def __repr__(self):\n        return 'Status.OK\\nhonest_a 0/50\\x1b[2J'\n"
                                  "    def __reduce__(self):\n        return (print, ('PWNED',))\n" + CH + "    return Odd()\n",
                             e001_3_2="from collections import deque\nfrom fractions import Fraction\n" + DHT
                                      + "    return deque([Fraction(1, 3)] * 10**6), deck\n"),
    "wire_exceptions": dict(e2_1=CH + "    raise ValueError('\\x1b[2J\\x1b[H\\n<script>alert(1)</script>\\n"
                                      "mallory,03_dealer_turn,2.2,20,20,,passed\\r=cmd|\\' /C calc\\'!A0')\n",
                            e001_3_2=DHT + "    raise ValueError('A' * 50_000_000)\n"),
    "wire_big": dict(e2_1=CH + "    return [Status.OK] * 50_000_000\n",
                     e001_3_2=DHT + "    return bytearray(10**8), deck\n"),
    "wire_floods": dict(e2_1="for i in range(500):\n    print('x' * 100_000)\n" + CH + "    return Status.OK\n",
                        e001_3_2=hidden("import sys, os\nprint('\\x1b[2J\\x1b[Hhonest_a  0/50', file=sys.stderr)\n"
                                        "os.write(2, b'\\nFORGED honest_z 0/50\\n')\n") + DHT + "    return cards, ()\n"),
    "wire_costly": dict(  # wrong everywhere, with the biggest values the wire lets through: costly to shrink and show
        e2_1=CH + "    return ['OK' * 1000] * 2000\n",
        e001_3_2=DHT + "    return tuple(deck) * 2000, tuple(cards) * 2000\n"),
    # course values crafted to be costly for the grader to compare, show and explain
    "crafted_rules": dict(
        e2_2=("from fractions import Fraction\n"
              "R = replace(DEFAULT_RULES, name='<script>alert(1)</script>' * 300, about='y' * 50000,"
              " dealer_stands_at=10**15, decks=10**15, others_stand_at=-10**15,"
              " natural_pays=Fraction(10**15 + 1, 3), naturals=True)\n"
              + DT + "    return Status.OK, replace(game, rules=R, deck=tuple(game.deck) * 300)\n"),
        e001_3_2=DHT + "    return cards, deck + deck * 1000\n"),
}

LOOPING_REPR = "class _R:\n    def __repr__(self):\n        while True:\n            pass\n\n" + CH + "    return _R()\n"


@pytest.fixture(scope="module")
def graded(tmp_path_factory):
    subs = tmp_path_factory.mktemp("values") / "subs"
    notebooks = {s: (DEALER, submitted(DEALER, **cells)) for s, cells in WIRE.items()}
    notebooks["looping_repr"] = (DEALER, submitted(DEALER, e2_1=LOOPING_REPR))
    write_class(subs, notebooks | {"honest_a": (DEALER, submitted(DEALER))})
    return grade_class(subs)


def test_honest_students_keep_every_point(graded):
    assert points(graded[1], "honest_a", DEALER) == full(DEALER)


@pytest.mark.parametrize("student,exercise", [(s, e) for s in WIRE for e in EXERCISES[DEALER]])
def test_values_sent_to_the_grader_cost_only_their_sender(graded, student, exercise):
    _, rows, book = graded
    assert_fair(rows, student, DEALER, WIRE[student], exercise)
    assert (book / "feedback" / "honest_a.html").stat().st_size < 10_000
    assert (book / "feedback" / f"{student}.html").stat().st_size < 1_000_000


def test_forged_text_is_escaped(graded):
    _, rows, book = graded
    page = report(book, "wire_exceptions")
    assert "<script>" not in page
    assert "PWNED" not in report(book, "wire_odd_classes")
    text = (book / "gradebook.csv").read_text()
    assert "FORGED" not in text and "mallory" not in text
    crafted = report(book, "crafted_rules")
    assert "<script>" not in crafted and "<b>" not in crafted


def test_no_terminal_escapes_in_the_gradebook(graded):
    assert "\x1b" not in (graded[2] / "gradebook.csv").read_text()


# the looping __repr__ costs 2.1 only: the given try_it cell shows it within try_it's limit, and the sandbox's
# answer for 2.1 is stopped at the grader's deadline (the notebook's total time is well above the cell limit)
def test_a_looping_repr_costs_only_the_exercise_that_returns_it(graded):
    got = points(graded[1], "looping_repr", DEALER)
    assert got["2.1"] == 0
    assert got["2.2"] == FULL["2.2"] and got["001:3.2"] == FULL["001:3.2"], got
