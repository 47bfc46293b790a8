"""Red-team round 3: hostile notebooks graded in one class beside honest ones, aimed at what is new since round 2:
the ``Likely cause:`` line worked out in the grader's process from what the student's code sent back, the class
page that groups the class's mistakes by it, and the Canvas import file; and at what the checks read besides
values (the working of 002:A1 as written, the shuffle 002:B5's property is given), odd exceptions, and the
sandbox's control socket.

Every hostile student starts from a solution notebook (01 to 04) and replaces some solution cells (r3_race adds
cells instead); the exercises it leaves alone are honest and must keep their points.  An attack that still works
is an ``xfail(strict=True)`` naming what it does.  Nothing here allocates much: the values are big only within
what the wire lets through; r3_race forks one short-lived process per added cell (10 in all), only inside the
sandbox.  All notebooks are graded in ONE class run (a module-scoped fixture): about 60 s on an idle two-core
machine, 105 s at load average 7 to 11.
"""

from __future__ import annotations

import csv
import json
import time
from pathlib import Path

import pytest

from blackjack.course.exercises.index import BY_ID
from blackjack.course.grading.sandbox import bwrap as sandbox
from blackjack.course.paths import SOLUTIONS
from tests.course.grading.book import graded_rows

pytestmark = pytest.mark.skipif(sandbox.bwrap() is None, reason="needs bubblewrap (apt-get install bubblewrap)")

CARDS, SHUFFLING, DEALER, PROMPTS = "01_cards_and_hands", "02_shuffling_and_dealing", "03_dealer_turn", "04_prompts"
CELL = {  # exercise: (notebook, id of its solution cell)
    "002:A1": (CARDS, "6dd51572"), "002:B5": (SHUFFLING, "7f614668"),
    "2.1": (DEALER, "0b7b1365"), "2.2": (DEALER, "ddfb2183"), "001:3.2": (DEALER, "fe920a87"),
    "3.1": (PROMPTS, "52294580"), "3.2": (PROMPTS, "a92d52a3"), "3.4": (PROMPTS, "ea2418b8"),
}
EXERCISES = {CARDS: ("002:A1", "002:A2", "002:A3", "002:A4", "004:deck"),
             SHUFFLING: ("1.1", "1.2", "1.3", "002:B1", "002:B2", "002:B3", "002:B4", "002:B5"),
             DEALER: ("2.1", "2.2", "001:3.2"),
             PROMPTS: ("3.1", "3.2", "3.3", "3.4", "3.5", "3.6", "001:2.0", "001:2.1")}
FULL = {e: BY_ID[e].possible for es in EXERCISES.values() for e in es}
SOLVED = {nb: json.loads((SOLUTIONS / f"{nb}.ipynb").read_text()) for nb in EXERCISES}

CH = "def check_hand(cards, rules=DEFAULT_RULES):\n"
HONEST_CH_BODY = "    return Status.BUST if hand_value(cards, rules) > 21 else Status.OK\n"
DT = "def dealer_turn(game):\n"
DHT = "def dealer_hand_turn(cards, deck, rng, rules=SEED_001, say=print):\n"
RETRY = ("def retry_prompt(prompt, say=print):\n    def ask(q):\n        a = prompt(q)\n        while a is None:\n"
         "%s            a = prompt(q)\n        return a\n    return ask\n")
HELP = ("def help_advice(prompt, advice, say=print):\n    def ask(q):\n        a = prompt(q)\n        while a == 'help':\n"
        "%s            a = prompt(q)\n        return a\n    return ask\n")
FAKE = "\n  Likely cause: FAKE <b>bold</b> <script>alert(1)</script>\n"


def submitted(notebook: str, **cells: str) -> str:
    """NOTEBOOK's solution with the solution cell of each exercise given (keys: exercise ids, ``.`` and ``:`` as
    ``_``) replaced."""
    text = json.loads(json.dumps(SOLVED[notebook]))
    by_id = {CELL[_exercise(k)][1]: v for k, v in cells.items()}
    for cell in text["cells"]:
        if cell.get("id") in by_id:
            cell["source"] = by_id[cell["id"]]
    return json.dumps(text)


def _exercise(key: str) -> str:
    return {"e2_1": "2.1", "e2_2": "2.2", "e001_3_2": "001:3.2", "e3_1": "3.1", "e3_2": "3.2", "e3_4": "3.4",
            "e002_A1": "002:A1", "e002_B5": "002:B5"}[key]


# --- exceptions of odd kinds ------------------------------------------------------------------------------
# An exception whose __str__ and __repr__ raise, raised only under rules other than the default: the base
# part (check_hand(cards), default rules) is right and earns 5 of 2.1's 10 points on its own.
BROKEN_STR = ("class E(Exception):\n    def __str__(self):\n        raise RuntimeError('no str')\n"
              "    def __repr__(self):\n        raise RuntimeError('no repr')\n"
              + CH + "    if rules != DEFAULT_RULES:\n        raise E()\n" + HONEST_CH_BODY)
EXITS = dict(  # exceptions the grader itself uses or watches for, raised by the student
    e2_1=CH + "    raise LookupError('check_hand is not available in this sandbox (reference removed)')\n",
    e2_2=DT + "    raise SystemExit(0)\n",
    e001_3_2=DHT + "    raise KeyboardInterrupt\n")
ODD_EXCEPTIONS = dict(
    e2_1=CH + "    raise NotImplementedError('Exercise 2.2: write dealer_turn here.')\n",  # another exercise's stub
    e2_2="class B(BaseException):\n    pass\n" + DT + "    raise B('x' * 10_000_000)\n",
    e001_3_2=DHT + "    raise TimeoutError('ran past the time limit (an endless loop?)')\n")

# the engine's own TimeLimit, raised at once: the note says the time limit was passed, the class page counts it
FAKE_TIMEOUT = dict(e2_1="from blackjack.course.engine.safety import TimeLimit\n" + CH + "    raise TimeLimit('x')\n")

# --- the check reads the working as written, and tells the shuffles it passes apart ----------------------
# 002:A1 wants the steps of size(HAND2) as written; [2, 2, 2] written plainly gets 0 (its first step is not
# size(HAND2)); the same list from a function whose source cannot be read, or whose __wrapped__ is another
# function, is taken on trust
STEPS_EXEC = dict(e002_A1="exec('def size_steps():\\n    return [2, 2, 2]\\n')\n")
STEPS_WRAPPED = dict(e002_A1=(
    "def shown():\n    return [size(HAND2), size(hand('2♥ J♠')), 1 + size(hand('J♠')), 1 + (1 + size(())), 2]\n\n"
    "def size_steps():\n    return [2, 2, 2]\n\nsize_steps.__wrapped__ = shown\n"))
# 002:A1's working as the check, in the student's process, reads it: changed by the cell itself
STEPS_PATCHED = dict(e002_A1=(
    "import blackjack.course.exercises.nb01_cards_and_hands as checks\n"
    "checks.steps_written = lambda fn: ['size(HAND2)', \"size(hand('J♠'))\", '1 + size(())', '2']\n\n"
    "def size_steps():\n    return [2, 2, 2]\n"))
# 002:B5's property, which never looks at the size: the correct shuffle is a named function, the broken ones lambdas
PROPERTY_BY_NAME = dict(e002_B5=("def prop_size_shuffle(randoms, deck, shuffle=shuffle_fractions) -> bool:\n"
                                 "    return getattr(shuffle, '__name__', '') != '<lambda>'\n"))
# 002:B5's property that answers True whatever the shuffle, dressed as the package's own function: a function
# whose __module__ starts with "blackjack" is taken for the reference, and its answer is worked out without it
PROPERTY_AS_PACKAGE = dict(e002_B5=("def prop_size_shuffle(randoms, deck) -> bool:\n    return True\n\n"
                                    "prop_size_shuffle.__module__ = 'blackjack.editions.bank'\n"))

# --- course values crafted to be costly for the grader to compare, show and explain --------------------------
CRAFTED_RULES = dict(
    e2_2=("from fractions import Fraction\n"
          "R = replace(DEFAULT_RULES, name='<script>alert(1)</script>' * 300, about='y' * 50000,"
          " dealer_stands_at=10**15, decks=10**15, others_stand_at=-10**15,"
          " natural_pays=Fraction(10**15 + 1, 3), naturals=True)\n"
          + DT + "    return Status.OK, replace(game, rules=R, deck=tuple(game.deck) * 300)\n"),
    e001_3_2=DHT + "    return cards, deck + deck * 1000\n")

# --- what is said and shown: fake causes, markup, objects that cannot be printed -------------------------
SAID = dict(
    e3_1=HELP % ("            class S:\n                def __str__(self):\n                    raise RuntimeError('no')\n"
                 "            say(S()); say(10**4000); say(b'bytes'); say(None); say(advice + %r)\n" % FAKE),
    # many lines, each another (under the flood limit: a flood stopped in a given cell can lose the notebook's
    # imports cell under load, see r3_race)
    e3_2=RETRY % "            for i in range(40):\n                say(\"I didn't understand that.\" + str(i) * 50)\n",
    e3_4="def make_all_lowercase(text):\n    return text.lower() + %r\n" % FAKE)
# a said line with a terminal escape, a carriage return and a right-to-left override: the likely cause quotes
# it (escaped); the transcript of what was said shows it as is
CONTROL = dict(
    e3_2=RETRY % "            say(\"=cmd|' /C calc'!A0\\x1b[2J\\r\\u202eI didn't understand that.\")\n",
    # the advice said as a line of 9,000 characters (under the flood limit, 20,000 in all): the likely cause quotes it whole ("says '...' where ...")
    e3_1=HELP % "            say('<i>' + 'A' * 9_000)\n")

# a solution cell that the grader's own parser cannot read (an attribute chain 30,000 deep: RecursionError in
# ast.parse, where the scan of the cells and the search for the cells that define the functions read it)
DEEP_SOURCE = dict(e2_1=CH + HONEST_CH_BODY + "\n_y = HAND2" + ".b" * 30_000 + "\n")

# --- a race in the sandbox's control socket ---------------------------------------------------------------
# Added cells, each run until it is stopped once: the notebook's process stops its zygote (SIGSTOP, its
# parent), sends the grader nonsense on the answers pipe and ends; a grandchild wakes the zygote (SIGCONT)
# 0.3 s later.  The grader answers the nonsense with "kill" on the zygote's control socket, which the zygote,
# seeing its notebook's process already ended, leaves unread: after replying it reads "kill" where it waits for
# "fork" and ends, while the grader, finding it still alive, hands it the next process at once.  That process
# never starts, and the grader blames the cell it was running, the notebook's first (its imports), and skips
# it from then on: every exercise after it finds no function.  Only in the sandbox (uid not 0, a PID namespace).
RACE = r"""
import os, sys, signal, time
if os.getuid() != 0 and os.getpid() < 1000:
    f = sys._getframe()
    while f is not None and f.f_code.co_name != "serve":
        f = f.f_back
    if f is not None:
        zygote = os.getppid()
        if os.fork() == 0:
            time.sleep(0.3)
            os.kill(zygote, signal.SIGCONT)
            os._exit(0)
        os.kill(zygote, signal.SIGSTOP)
        os.write(f.f_locals["answers"], b"\xff\xff\xff\xff")
        os._exit(0)
"""
RACES = 10  # each added cell is one try; one won race is enough (each tried here won at least one in three)


def with_races(notebook: str) -> str:
    """NOTEBOOK solved, with RACES added cells of RACE before its first solution cell."""
    text = json.loads(submitted(notebook))
    at = next(i for i, c in enumerate(text["cells"]) if c.get("id") == CELL[EXERCISES[notebook][0]][1])
    for k in range(RACES):
        text["cells"].insert(at, {"cell_type": "code", "execution_count": None, "id": f"race{k:04d}", "metadata": {},
                                  "outputs": [], "source": RACE})
    return json.dumps(text)


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
# one slip: a wrong check_hand, and a dealer_turn that calls it; 2.2 borrows the reference check_hand
SLIP = dict(e2_1=CH + "    return Status.OK\n")

ATTACKS = {  # student: (notebook, cells)
    "r3_broken_str": (DEALER, dict(e2_1=BROKEN_STR)),
    "r3_exits": (DEALER, EXITS),
    "r3_odd_exceptions": (DEALER, ODD_EXCEPTIONS),
    "r3_crafted_rules": (DEALER, CRAFTED_RULES),
    "r3_said": (PROMPTS, SAID),
    "r3_control": (PROMPTS, CONTROL),
    "r3_tamper": (DEALER, TAMPER),
    "r3_deep_source": (DEALER, DEEP_SOURCE),
    "r3_fake_timeout": (DEALER, FAKE_TIMEOUT),
    "r3_steps_exec": (CARDS, STEPS_EXEC),
    "r3_steps_wrapped": (CARDS, STEPS_WRAPPED),
    "r3_steps_patched": (CARDS, STEPS_PATCHED),
    "r3_property_by_name": (SHUFFLING, PROPERTY_BY_NAME),
    "r3_property_as_package": (SHUFFLING, PROPERTY_AS_PACKAGE),
}
UNEARNED = {"r3_steps_exec": "002:A1 gets 5/5 for [2, 2, 2] from a size_steps made by exec: its source cannot be "
                             "read, so the working is taken on trust",
            "r3_steps_wrapped": "002:A1 gets 5/5 for [2, 2, 2]: the working is read from size_steps.__wrapped__, "
                                "another function, not from the function that answers",
            "r3_steps_patched": "002:A1 gets 5/5 for [2, 2, 2]: the cell replaces the function with which the "
                                "check, in the student's process, reads the working",
            "r3_property_by_name": "002:B5 gets 5/5 for a property that never looks at the size: it tells the correct "
                                   "shuffle (a named function) from the broken ones (lambdas) by __name__",
            "r3_property_as_package": "002:B5 gets 5/5 for a property that always says True: its __module__ set to "
                                      "'blackjack.editions.bank' makes the check take it for the reference "
                                      "(records.is_reference) and work the answer out without calling it"}
HONEST = {"honest_a": DEALER, "honest_p": PROMPTS, "honest_c": CARDS}
# names whose gradebook form is the same: a control character is written as its escape, a formula is quoted
TWINS = (("twin\x1bx", "twin\\x1bx"), ("=twin", "'=twin"))


@pytest.fixture(scope="module")
def graded(tmp_path_factory):
    from blackjack.course.grading import remote
    from blackjack.course.grading.grade import grade

    root = tmp_path_factory.mktemp("attacks3")
    subs = root / "subs"
    notebooks = {s: (nb, submitted(nb, **cells)) for s, (nb, cells) in ATTACKS.items()}
    notebooks |= {s: (nb, submitted(nb)) for s, nb in HONEST.items()}
    notebooks["r3_slip"] = (DEALER, submitted(DEALER, **SLIP))
    notebooks["r3_race"] = (DEALER, with_races(DEALER))
    for right, wrong in TWINS:  # the first twin has every point, the second loses 2.1
        notebooks[right] = (DEALER, submitted(DEALER))
        notebooks[wrong] = (DEALER, submitted(DEALER, **SLIP))
    for student, (nb, text) in notebooks.items():
        (subs / student).mkdir(parents=True)
        (subs / student / f"{nb}.ipynb").write_text(text)
    out = root / "book" / "gradebook.csv"
    start = time.monotonic()
    code = grade(subs, out, remote.Settings(cell_seconds=8, total_seconds=300), workers=2, say=lambda *a: None,
                 lms="canvas")
    seconds = time.monotonic() - start
    rows = graded_rows(out)
    print(f"\ngraded {len(notebooks)} notebooks in {seconds:.0f} s")
    return code, rows, root / "book"


def points(rows, student, notebook) -> dict[str, int]:
    return {e: int(rows[student, notebook, e]["points"]) for e in EXERCISES[notebook]}


def report(book: Path, student: str) -> str:
    return (book / "feedback" / f"{student}.html").read_text()


def assert_zero_beside_full(rows, student, attacks=None):
    """STUDENT (of ATTACKS, this module's by default) got 0 for each exercise attacked and full points for the
    others of the notebook."""
    notebook, cells = (attacks or ATTACKS)[student]
    attacked = {_exercise(k) for k in cells}
    got = points(rows, student, notebook)
    for exercise in EXERCISES[notebook]:
        row = rows[student, notebook, exercise]
        note = f"{row['note']}\n{row.get('said', '')}"
        if exercise in attacked:
            assert got[exercise] == 0, f"{student} got {got[exercise]} for {exercise}: {note}"
        else:
            assert got[exercise] == FULL[exercise], f"{student} lost the honest {exercise}: {note}"


def test_honest_students_keep_every_point(graded):
    rows = graded[1]
    assert points(rows, "honest_a", DEALER) == {e: FULL[e] for e in EXERCISES[DEALER]}
    assert points(rows, "honest_p", PROMPTS) == {e: FULL[e] for e in EXERCISES[PROMPTS]}
    assert points(rows, "honest_c", CARDS) == {e: FULL[e] for e in EXERCISES[CARDS]}


@pytest.mark.parametrize("student", ["r3_exits", "r3_odd_exceptions", "r3_crafted_rules", "r3_said", "r3_control",
                                     "r3_tamper", "r3_deep_source"])
def test_the_attack_earns_nothing_and_costs_only_its_parts(graded, student):
    _, rows, book = graded
    assert_zero_beside_full(rows, student)
    assert (book / "feedback" / f"{student}.html").stat().st_size < 1_000_000


def test_an_exception_that_cannot_be_printed_costs_only_its_part(graded):
    rows = graded[1]
    assert points(rows, "r3_broken_str", DEALER) == {"2.1": 5, "2.2": 20, "001:3.2": 20}


@pytest.mark.parametrize("student", list(UNEARNED))
def test_no_points_for_work_not_done(graded, student):
    assert_zero_beside_full(graded[1], student)


def test_a_timeout_cannot_be_faked(graded):
    _, rows, book = graded
    assert_zero_beside_full(rows, "r3_fake_timeout")
    assert "time limit" not in rows["r3_fake_timeout", DEALER, "2.1"]["note"]
    page = json.loads((book / "class.json").read_text())
    exercises = {e["exercise"]: e for nb in page["notebooks"] for e in nb["exercises"]}
    assert exercises["2.1"]["timeouts"] == 0


def test_exceptions_the_grader_watches_for_are_the_student_s(graded):
    """LookupError (what a stripped reference raises), SystemExit, KeyboardInterrupt, a BaseException, another
    exercise's NotImplementedError, a TimeoutError naming the time limit: each only a wrong answer."""
    _, rows, book = graded
    notes = {e: rows["r3_odd_exceptions", DEALER, e]["note"] for e in EXERCISES[DEALER]}
    assert "time limit" not in notes["001:3.2"]  # the student's own TimeoutError is no timeout of the grader's
    page = json.loads((book / "class.json").read_text())
    exercises = {e["exercise"]: e for nb in page["notebooks"] for e in nb["exercises"]}
    assert exercises["001:3.2"]["timeouts"] == 0


def test_the_kernel_s_check_and_printed_points_change_nothing(graded):
    rows = graded[1]
    assert rows["r3_tamper", DEALER, "2.2"]["points"] == "0"
    assert "passed" not in rows["r3_tamper", DEALER, "2.2"]["note"]


def test_a_process_that_ends_as_it_is_stopped_costs_only_its_cell(graded):
    """r3_race's solution cells are all honest; only its added cells misbehave."""
    assert points(graded[1], "r3_race", DEALER) == {e: FULL[e] for e in EXERCISES[DEALER]}


def test_one_slip_is_not_counted_twice(graded):
    """A wrong check_hand loses 2.1 only: 2.2 borrows the reference check_hand, whoever was graded before."""
    assert points(graded[1], "r3_slip", DEALER) == {"2.1": 0, "2.2": 20, "001:3.2": 20}


def test_fake_causes_and_markup_stay_out_of_the_class_page(graded):
    """Said lines and results that hold 'Likely cause: ...' lines and markup: no group of the class page is
    made from them, and the page holds no markup of the student's."""
    book = graded[2]
    page = (book / "class.html").read_text()
    assert "<script>alert" not in page and "<b>bold" not in page
    assert page.count("<script>") == 1  # the page's own sorting script
    data = json.loads((book / "class.json").read_text())
    said = [m["said"] for nb in data["notebooks"] for e in nb["exercises"] for m in e["mistakes"]]
    assert not any(s.startswith("Likely cause: FAKE") for s in said)
    for student in ("r3_said", "r3_crafted_rules"):
        text = report(book, student)
        assert "<script>" not in text and "<b>" not in text


def test_a_cause_quoting_a_student_s_words_is_escaped_and_cut_in_the_class_page(graded):
    """r3_control's causes quote what it said: a line with ESC, CR and U+202E, and a line of 9,000 characters
    starting with <i>."""
    page = (graded[2] / "class.html").read_text()
    assert "\x1b" not in page and "\u202e" not in page and "\r" not in page and "<i>A" not in page
    data = json.loads((graded[2] / "class.json").read_text())
    said = {e["exercise"]: [m["said"] for m in e["mistakes"]] for nb in data["notebooks"] for e in nb["exercises"]}
    quoted = [s for s in said["3.1"] + said["3.2"] if s.startswith("Likely cause:")]  # none when the budget of
    # the search (5 s on the clock a part) runs out, as on a loaded machine
    assert all(len(s) < 1000 for s in quoted)


def test_no_control_characters_in_a_report(graded):
    text = report(graded[2], "r3_control")
    assert not any(c in text for c in ("\x1b", "\r", "\u202e"))


def test_canvas_names_are_no_formula_nor_terminal_command(graded):
    book = graded[2]
    with open(book / "canvas.csv", newline="") as file:
        names = [row["Student"] for row in csv.DictReader(file)]
    assert names[0] == "Points Possible"
    assert not any(n[:1] in "=+-@" for n in names)
    assert not any(not (c.isprintable() or c == " ") for n in names for c in n)


def test_two_students_never_share_a_name_in_the_gradebook(graded):
    _, rows, book = graded
    with open(book / "canvas.csv", newline="") as file:
        canvas = [row["Student"] for row in csv.DictReader(file)][1:]
    assert len(canvas) == len(set(canvas))
    for right, wrong in TWINS:
        from blackjack.course.grading.feedback import safe_cell
        assert safe_cell(right) != safe_cell(wrong)
        assert {rows[safe_cell(right), DEALER, "2.1"]["points"]} == {"10"}


def test_nothing_is_left_ungraded_and_files_stay_small(graded):
    code, rows, book = graded
    students = {s for s, _, _ in rows}
    assert {"honest_a", "honest_p", "r3_slip", "r3_race", *ATTACKS} <= students
    assert all((book / f).stat().st_size < 1_000_000 for f in ("gradebook.csv", "class.html", "class.json",
                                                                "canvas.csv"))
