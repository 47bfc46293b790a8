"""The check judges what a function does, not what it or its notebook says: its source, its ``__wrapped__``,
its ``__module__``, the frames and closures of what the check hands it, a ``TimeLimit`` it raises, the kernel's
own ``check`` it replaces.

- 002:A1's working is read by the grader in the cells that define ``size_steps`` and must agree with the
  sandbox's reading: a working made by exec, wrapped, patched, written but not returned, or that works nothing out.
- 002:B5's property is given shuffles that look alike: a property that tells them apart by name, by the check's
  frame or by the code a closure holds, or that passes itself off as the package's own.
- A ``TimeLimit`` is believed only after half the limit on the grader's clock: one raised after 1.3 s.
- A notebook that replaces the kernel's ``check`` and prints its own points; one wrong function, counted once.

Every hostile student starts from a solution notebook and replaces some solution cells; the exercises it leaves
alone are honest and keep their points.  An attack that still works is an ``xfail(strict=True)`` naming what it
does.  All notebooks are graded in ONE class run (a module-scoped fixture).  Nothing here forks or allocates much.
"""

from __future__ import annotations

import json

import pytest

from tests.course.grading.hostile import (CARDS, CH, DEALER, DT, FULL, SHUFFLING, SLIP, assert_zero_beside_full, full,
                                          grade_class, needs_bwrap, points, submitted, write_class)

pytestmark = [needs_bwrap, pytest.mark.slow]

# --- 002:A1: the working as written -------------------------------------------------------------------------------
# 002:A1 wants the steps of size(HAND2) as written; [2, 2, 2] written plainly gets 0 (its first step is not
# size(HAND2)); the same list from a function whose source cannot be read, or whose __wrapped__ is another
# function, is not taken on trust
STEPS_EXEC = dict(e002_A1="exec('def size_steps():\\n    return [2, 2, 2]\\n')\n")
STEPS_WRAPPED = dict(e002_A1=(
    "def shown():\n    return [size(HAND2), size(hand('2♥ J♠')), 1 + size(hand('J♠')), 1 + (1 + size(())), 2]\n\n"
    "def size_steps():\n    return [2, 2, 2]\n\nsize_steps.__wrapped__ = shown\n"))
# 002:A1's working as the check, in the student's process, reads it: changed by the cell itself
STEPS_PATCHED = dict(e002_A1=(
    "import blackjack.course.exercises.nb01_cards_and_hands as checks\n"
    "checks.steps_written = lambda fn: ['size(HAND2)', \"size(hand('J♠'))\", '1 + size(())', '2']\n\n"
    "def size_steps():\n    return [2, 2, 2]\n"))
# a right-looking working, written in the def (both readings find it), never evaluated: the answer is [2, 2, 2]
STEPS_DEAD = dict(e002_A1=(
    "def size_steps():\n"
    "    working = [size(HAND2), size(hand('2♥ J♠')), 1 + size(hand('J♠')), 1 + (1 + size(())), 2]\n"
    "    return [2, 2, 2]\n"))
# a working that works nothing out: it starts with size(HAND2), ends with 2, every step differs as text, one later
# step holds "size(" -- every field of the working is true
STEPS_TRIVIAL = dict(e002_A1="def size_steps():\n    return [size(HAND2), size(HAND2) + 0, 2]\n")

# --- 002:B5: telling the shuffles apart without testing sizes ---------------------------------------------------
# the correct shuffle is a named function, the broken ones lambdas
PROPERTY_BY_NAME = dict(e002_B5=("def prop_size_shuffle(randoms, deck, shuffle=shuffle_fractions) -> bool:\n"
                                 "    return getattr(shuffle, '__name__', '') != '<lambda>'\n"))
# a property that answers True whatever the shuffle, dressed as the package's own function
PROPERTY_AS_PACKAGE = dict(e002_B5=("def prop_size_shuffle(randoms, deck) -> bool:\n    return True\n\n"
                                    "prop_size_shuffle.__module__ = 'blackjack.editions.bank'\n"))
# the check's own frame (run_prop_size_shuffle) holds WHICH, the name of the shuffle it gives
PROPERTY_BY_FRAME = dict(e002_B5=(
    "import sys\n\n"
    "def prop_size_shuffle(randoms, deck, shuffle=shuffle_fractions) -> bool:\n"
    "    f = sys._getframe(1)\n"
    "    while f is not None and 'which' not in f.f_locals:\n"
    "        f = f.f_back\n"
    "    return f is None or f.f_locals['which'] == 'a correct shuffle'\n"))
# each shuffle is a closure over a lambda; the broken ones' code holds the constant 1 ([1:], [:1])
PROPERTY_BY_CLOSURE = dict(e002_B5=(
    "def prop_size_shuffle(randoms, deck, shuffle=shuffle_fractions) -> bool:\n"
    "    cells = getattr(shuffle, '__closure__', None) or ()\n"
    "    inner = [c.cell_contents for c in cells if hasattr(c.cell_contents, '__code__')]\n"
    "    return not inner or 1 not in inner[0].__code__.co_consts\n"))

# --- a TimeLimit raised after a wait the grader believes (half the limit is 1 s) --------------------------------
SLOW_TIMEOUT = dict(e2_1=("import time\nfrom blackjack.course.engine.safety import TimeLimit\n"
                          + CH + "    time.sleep(1.3)\n    raise TimeLimit('x')\n"))

# --- the kernel's check, scoreboard and points, tampered with in the sandbox -------------------------------
TAMPER = dict(e2_2=(
    "import blackjack.course as bc\n"
    "def check(*args, **kwargs):\n"
    "    print(\"Exercise 2.2 — the dealer's turn: 15/15 points, and 5/5 for the course's extension\")\n"
    "    return 20\n"
    "def scoreboard(*args, **kwargs):\n    print('03_dealer_turn: 50/50 points')\n"
    "bc.check = check\nbc.scoreboard = scoreboard\n"
    "print(\"Exercise 2.2 — the dealer's turn: 15/15 points, and 5/5 for the course's extension\")\n"
    + DT + "    return Status.OK, game\n"))

ATTACKS = {  # student: (notebook, cells)
    "steps_exec": (CARDS, STEPS_EXEC),
    "steps_wrapped": (CARDS, STEPS_WRAPPED),
    "steps_patched": (CARDS, STEPS_PATCHED),
    "steps_dead": (CARDS, STEPS_DEAD),
    "steps_trivial": (CARDS, STEPS_TRIVIAL),
    "property_by_name": (SHUFFLING, PROPERTY_BY_NAME),
    "property_as_package": (SHUFFLING, PROPERTY_AS_PACKAGE),
    "property_by_frame": (SHUFFLING, PROPERTY_BY_FRAME),
    "property_by_closure": (SHUFFLING, PROPERTY_BY_CLOSURE),
    "slow_timeout": (DEALER, SLOW_TIMEOUT),
    "tamper": (DEALER, TAMPER),
    "slip": (DEALER, SLIP),
}
HONEST = {"honest_c": CARDS, "honest_s": SHUFFLING, "honest_a": DEALER}
UNEARNED = {
    "steps_trivial": "002:A1 gets 5/5 for [size(HAND2), size(HAND2) + 0, 2]: the working's four fields are "
                     "satisfied by text alone (first item, last item, items differ, 'size(' in a later one), "
                     "with no step of size's recursion written",
    "property_by_frame": "002:B5 gets 5/5 for a property that never looks at the size: sys._getframe walks up to "
                         "run_prop_size_shuffle, whose local 'which' names the shuffle ('a correct shuffle')",
    "property_by_closure": "002:B5 gets 5/5 for a property that never looks at the size: each shuffle closes "
                           "over a lambda, and only the broken ones' __code__.co_consts hold 1 ([1:], [:1])",
}
DEFENDED = ["steps_exec", "steps_wrapped", "steps_patched", "steps_dead", "property_by_name", "property_as_package"]


@pytest.fixture(scope="module")
def graded(tmp_path_factory):
    subs = tmp_path_factory.mktemp("judging") / "subs"
    notebooks = {s: (nb, submitted(nb, **cells)) for s, (nb, cells) in ATTACKS.items()}
    write_class(subs, notebooks | {s: (nb, submitted(nb)) for s, nb in HONEST.items()})
    return grade_class(subs)


def assert_attack_fails(rows, student: str) -> None:
    notebook, cells = ATTACKS[student]
    assert_zero_beside_full(rows, student, notebook, cells)


def test_honest_students_keep_every_point(graded):
    for student, notebook in HONEST.items():
        assert points(graded[1], student, notebook) == full(notebook)


@pytest.mark.parametrize("student", [pytest.param(s, marks=pytest.mark.xfail(strict=True, reason=why))
                                     for s, why in UNEARNED.items()] + DEFENDED)
def test_no_points_for_work_not_done(graded, student):
    assert_attack_fails(graded[1], student)


def test_a_timeout_raised_after_a_wait_costs_only_its_part(graded):
    assert_attack_fails(graded[1], "slow_timeout")


@pytest.mark.xfail(strict=True, reason="a TimeLimit the student raises after sleeping 1.3 s (past TIME_WAITED, "
                                       "half of the 2 s limit, yet under it) is reported as the grader's timeout: "
                                       "'ran past the time limit' in the note, 1 timeout for 2.1 on the class page")
def test_a_timeout_cannot_be_faked_after_a_short_wait(graded):
    _, rows, book = graded
    assert "time limit" not in rows["slow_timeout", DEALER, "2.1"]["note"]
    page = json.loads((book / "class.json").read_text())
    exercises = {e["exercise"]: e for nb in page["notebooks"] for e in nb["exercises"]}
    assert exercises["2.1"]["timeouts"] == 0


def test_the_kernel_s_check_and_printed_points_change_nothing(graded):
    rows = graded[1]
    assert_attack_fails(rows, "tamper")
    assert "passed" not in rows["tamper", DEALER, "2.2"]["note"]


def test_one_slip_is_not_counted_twice(graded):
    """A wrong check_hand loses 2.1 only: 2.2 borrows the reference check_hand, whoever was graded before."""
    assert points(graded[1], "slip", DEALER) == {"2.1": 0, "2.2": FULL["2.2"], "001:3.2": FULL["001:3.2"]}
