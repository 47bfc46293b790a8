"""Red team, round 2: attacks tried after the fixes for issue 30, by a student who has read the package's source.

A notebook's process runs as the same uid as the zygote that forked it, and the zygote serves every student of
its notebook on its worker in turn.  So the process can change the zygote's own state, which the next
student's process inherits at its fork: its resource limits (``prlimit``), its scheduling (niceness, CPU
affinity, ``SCHED_IDLE``); and it can leave a POSIX message queue in the sandbox's IPC namespace, which the
zygote's clean-up (System V objects only) does not remove, and a key in the uid's keyring (which outlives the
sandbox, on the machine: the probe that finds it removes it).  Inside the process, whatever the runner answers
is the student's: the notes that ``check`` returns become the first lines of the outcome, and the gradebook's
note (and the class report's count of timeouts) is chosen from them, and the grader keeps them whole.  A part
whose inputs never change observes only a count.  And one library function that did two exercises' job (issue
30's first kind) earns nothing now.

An attack that still works is an ``xfail(strict=True)`` naming what it does; one that already fails is a plain
test, so that it stays failed.  All notebooks are graded in ONE class run on ONE worker, so that "the student
after" is a fixed one (a module-scoped fixture).  Nothing here forks; the most the grader is made to hold is
21 MB of notes; the limit lowered is the zygote's, and what it costs is its later students' processes failing
small allocations.
"""

from __future__ import annotations

import json

import pytest

from blackjack.course.grading.sandbox import bwrap as sandbox
from tests.course.grading.book import graded_rows, report_on
from tests.course.grading.hostile import (CELL, DEALER, DT, EXERCISES, HONEST_CH, PROMPTS, SHUFFLING, SLIP, assert_fair,
                                          full, needs_bwrap, points, submitted, write_class)

pytestmark = [needs_bwrap, pytest.mark.slow]

# --- the zygote's state, changed from the notebook's process (its parent, the same uid) ---------------------
# Its address space limited to what it maps now and half of what this process has mapped since its fork: each later
# process it forks inherits the limit, and runs out of memory before it gets as far as this one.
ZYGOTE_LIMIT = (
    "import os, resource\n"
    "def _mapped(pid):\n"
    "    for line in open('/proc/%d/status' % pid):\n"
    "        if line.startswith('VmSize:'):\n"
    "            return int(line.split()[1]) * 1024\n"
    "_zygote = os.getppid()\n"
    "_limit = _mapped(_zygote) + max(_mapped(os.getpid()) - _mapped(_zygote), 0) // 2\n"
    "resource.prlimit(_zygote, resource.RLIMIT_AS, (_limit, _limit))\n")
# A POSIX message queue (the zygote removes System V objects only), a key in the uid's keyring (no namespace of
# the sandbox's holds it), and the zygote made the least of the scheduler's processes: niceness 19, one CPU,
# SCHED_IDLE.  Also a line in the kernel's history and the zygote made the OOM killer's first choice: those two
# fail (/tmp is emptied; raising another process's OOM score is refused).
LEAVE = (
    "import ctypes, os\n"
    "_zygote = os.getppid()\n"
    "_rt = ctypes.CDLL('librt.so.1', use_errno=True)\n"
    "_rt.mq_send(_rt.mq_open(b'/left_behind', os.O_CREAT | os.O_RDWR, 0o666, None), b'hello', 5, 0)\n"
    "ctypes.CDLL(None).syscall(248, b'user', b'left_behind', b'hello', 5, -4)  # add_key to the uid's keyring\n"
    "get_ipython().history_manager.store_inputs(1, 'left_behind = 1')  # a line in the kernel's history\n"
    "get_ipython().history_manager.writeout_cache()\n"
    "for _change in (lambda: os.setpriority(os.PRIO_PROCESS, _zygote, 19),\n"
    "                lambda: os.sched_setaffinity(_zygote, {min(os.sched_getaffinity(_zygote))}),\n"
    "                lambda: os.sched_setscheduler(_zygote, os.SCHED_IDLE, os.sched_param(0)),\n"
    "                lambda: open('/proc/%d/oom_score_adj' % _zygote, 'w').write('1000')):\n"
    "    try:\n"
    "        _change()\n"
    "    except OSError:\n"
    "        pass\n") + HONEST_CH
PROBE = (  # what a later student's process inherits, said as its 2.1's exception
    "import ctypes, os\n"
    "_rt = ctypes.CDLL('librt.so.1', use_errno=True)\n"
    "_key = ctypes.CDLL(None).syscall(250, 10, -4, b'user', b'left_behind', 0)  # keyctl(KEYCTL_SEARCH, @u)\n"
    "if _key >= 0:\n"
    "    ctypes.CDLL(None).syscall(250, 21, _key)  # KEYCTL_INVALIDATE: the machine is left as it was\n"
    "SEEN = 'history=%s queue=%s key=%s nice=%s cpus=%s policy=%s oom=%s' % (\n"
    "    any(get_ipython().history_manager.search('*left_behind*')),\n"
    "    _rt.mq_open(b'/left_behind', os.O_RDONLY) >= 0,\n"
    "    _key >= 0,\n"
    "    os.getpriority(os.PRIO_PROCESS, 0),\n"
    "    len(os.sched_getaffinity(0)), os.sched_getscheduler(0), open('/proc/self/oom_score_adj').read().strip())\n"
    "def check_hand(cards, rules=DEFAULT_RULES):\n"
    "    raise RuntimeError('PROBE[' + SEEN + ']')\n")

# --- what the runner answers is the student's: the check's notes ---------------------------------------------
# A wrong dealer_turn whose process adds notes to what its check answers: the first says what the grader says of
# an endless loop, the second what it says of a likely cause.
FORGED_NOTES = (
    "import contextlib, blackjack.course.scoring as _scoring\n"
    "_real = _scoring.earlier_functions\n"
    "@contextlib.contextmanager\n"
    "def _forged(uses, student):\n"
    "    with _real(uses, student) as notes:\n"
    "        notes += ['An endless loop? The grader stopped it: please grade it by hand.',\n"
    "                  'Likely cause: a fault of the grader, not of this notebook.']\n"
    "        yield notes\n"
    "_scoring.earlier_functions = _forged\n" + DT + "    return Status.OK, game\n")

# An honest notebook whose every check answers notes of 7 MB (seven strings just under the wire's 1,000,000
# characters, in one message under its 8 MB): the grader keeps them, for each exercise, until the reports are written.
BLOATED_NOTES = (
    "import contextlib, blackjack.course.scoring as _scoring\n"
    "_real, _big = _scoring.earlier_functions, ['x' * 999_000 + str(i) for i in range(7)]\n"
    "@contextlib.contextmanager\n"
    "def _bloated(uses, student):\n"
    "    with _real(uses, student) as notes:\n"
    "        notes += _big\n"
    "        yield notes\n"
    "_scoring.earlier_functions = _bloated\n")

# --- a part whose inputs never change and whose observation is a count ------------------------------------
# 002:B4's second part calls shuffle_fractions on A♠ 2♠ 3♠ with the 64 triples of a fixed grid and observes only
# how many orders come out: any function that returns a permutation chosen by its input's hash has all 6.
ANY_ORDER = dict(e002_B4="import itertools\n"
                         "def shuffle_fractions(randoms, deck):\n"
                         "    orders = list(itertools.permutations(deck)) if len(deck) <= 3 else [deck]\n"
                         "    return orders[hash(tuple(randoms)) % len(orders)]\n")
SHUFFLE_FRACTIONS = "a85fb5e3"  # 002:B4's solution cell

# --- a library function that does the exercise's job (issue 30, first kind) ----------------------------------
REFUSE = dict(e3_1="from blackjack.editions.prompts import refuse\n"
                   "def help_advice(prompt, advice, say=print):\n    return refuse(prompt, 'help', advice, say)\n",
              e3_2="from blackjack.editions.prompts import NOT_UNDERSTOOD, refuse\n"
                   "def retry_prompt(prompt, say=print):\n    return refuse(prompt, None, NOT_UNDERSTOOD, say)\n")


def replaced(notebook: str, cells: dict[str, str]) -> str:
    """NOTEBOOK solved, with the solution cells of CELLS (id: source) replaced."""
    text = json.loads(submitted(notebook))
    for cell in text["cells"]:
        cell["source"] = cells.get(cell.get("id"), cell["source"])
    return json.dumps(text)


def with_cell_first(notebook: str, code: str) -> str:
    """NOTEBOOK solved, with an added cell of CODE before its first solution cell (it runs in every exercise's
    process)."""
    text = json.loads(submitted(notebook))
    at = next(i for i, c in enumerate(text["cells"]) if c.get("id") == CELL[EXERCISES[notebook][0]][1])
    text["cells"].insert(at, {"cell_type": "code", "execution_count": None, "id": "round2added", "metadata": {},
                              "outputs": [], "source": code})
    return json.dumps(text)


CLASS = {  # graded in this order (by notebook, then by name), one after another by one worker
    "h1_any_order": (SHUFFLING, replaced(SHUFFLING, {SHUFFLE_FRACTIONS: ANY_ORDER["e002_B4"]})),
    "m0_probe": (DEALER, submitted(DEALER, e2_1=PROBE)), "m1_leave": (DEALER, submitted(DEALER, e2_1=LEAVE)),
    "m2_probe": (DEALER, submitted(DEALER, e2_1=PROBE)), "m3_after": (DEALER, submitted(DEALER)),
    "n0_bloat": (DEALER, with_cell_first(DEALER, BLOATED_NOTES)),
    "n1_notes": (DEALER, submitted(DEALER, e2_2=FORGED_NOTES)), "n2_slip": (DEALER, submitted(DEALER, **SLIP)),
    "z1_zygote_limit": (DEALER, with_cell_first(DEALER, ZYGOTE_LIMIT)), "z2_after": (DEALER, submitted(DEALER)),
    "z3_after": (DEALER, submitted(DEALER)),
    "r1_refuse": (PROMPTS, submitted(PROMPTS, **REFUSE)), "r2_honest": (PROMPTS, submitted(PROMPTS)),
}


def grade_in_turn(subs):
    """SUBS graded in one run on ONE worker: the exit code, the gradebook's rows and the folder of the outputs."""
    from blackjack.course.grading import remote
    from blackjack.course.grading.grade import grade

    out = subs.parent / "book" / "gradebook.csv"
    try:
        code = grade(subs, out, remote.Settings(cell_seconds=8, total_seconds=120), workers=1, say=lambda *a: None)
    except sandbox.NoSandbox as error:
        pytest.skip(str(error))
    return code, graded_rows(out), out.parent


@pytest.fixture(scope="module")
def graded(tmp_path_factory):
    """The class graded (``grade_in_turn``), and how many characters of text the grader's process held of each
    notebook when it wrote the reports (student, notebook) -> characters."""
    from blackjack.course.grading import grade

    subs = tmp_path_factory.mktemp("round2") / "subs"
    write_class(subs, CLASS)
    held, write_reports = {}, grade.write_reports

    def measured(graded, *args, **kwargs):
        for one in graded:
            texts = [*one.texts.values(), *one.notes]
            held[one.submission.student, one.submission.notebook] = sum(len(text) for text in texts)
        return write_reports(graded, *args, **kwargs)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(grade, "write_reports", measured)
        return (*grade_in_turn(subs), held)


def probed(graded, student: str) -> dict[str, str]:
    """What STUDENT's probe found, as names and values."""
    said = report_on(graded[2] / "feedback" / f"{student}.html", "2.1")
    found = said.split("PROBE[", 1)[1].split("]", 1)[0] if "PROBE[" in said else ""
    return dict(pair.split("=", 1) for pair in found.split())


def test_the_probe_reads_a_fresh_process(graded):
    found = probed(graded, "m0_probe")
    assert (found["history"], found["queue"], found["key"], found["nice"], found["policy"], found["oom"]) == (
        ("False",) * 3 + ("0",) * 3)


def test_honest_students_keep_every_point(graded):
    assert points(graded[1], "m3_after", DEALER) == points(graded[1], "n0_bloat", DEALER) == full(DEALER)
    assert points(graded[1], "r2_honest", PROMPTS) == full(PROMPTS)


@pytest.mark.parametrize("student", ["z2_after", "z3_after"])
def test_a_classmate_graded_after_keeps_every_point(graded, student):
    """The notebook's process lowers its zygote's RLIMIT_AS with prlimit (same uid): the zygote finds its limits
    changed after that notebook and ends; the next student's notebook gets a new one."""
    assert points(graded[1], student, DEALER) == full(DEALER)


def test_no_message_queue_is_left_for_the_next_student(graded):
    """A POSIX message queue (mq_open): the sandbox mounts its own /dev/mqueue, emptied after each notebook."""
    assert probed(graded, "m2_probe")["queue"] == "False"


def test_no_key_is_left_for_the_next_student(graded):
    """A key added to the uid's keyring (it outlives every namespace): the zygote clears the uid's keyrings."""
    assert probed(graded, "m2_probe")["key"] == "False"


def test_the_next_student_is_scheduled_as_the_first(graded):
    """Niceness, CPU affinity and policy set on the zygote: it finds them changed and ends."""
    found = probed(graded, "m2_probe")
    assert (found["nice"], found["cpus"], found["policy"]) == ("0", probed(graded, "m0_probe")["cpus"], "0")


def test_the_kernel_s_history_holds_no_earlier_student_s_cells(graded):
    assert probed(graded, "m2_probe")["history"] == "False"


def test_the_oom_killer_s_choice_is_not_the_student_s(graded):
    assert probed(graded, "m2_probe")["oom"] == "0"


def test_a_wrong_answer_is_noted_as_wrong_whatever_its_process_says(graded):
    """The notes a check answers come from the notebook's process: the grader keeps only those it can vouch for
    (which earlier function was used), so none steers the gradebook's note."""
    rows = graded[1]
    assert rows["n1_notes", DEALER, "2.2"]["note"] == rows["n2_slip", DEALER, "2.1"]["note"]
    page = json.loads((graded[2] / "class.json").read_text())
    assert not any(e["timeouts"] for nb in page["notebooks"] for e in nb["exercises"])


def test_the_notes_the_grader_vouches_for_are_kept(graded):
    """A student whose 2.1 failed is told that 2.2's check used the reference check_hand."""
    said = report_on(graded[2] / "feedback" / "n2_slip.html", "2.2")
    assert "Using the reference check_hand (yours did not pass 2.1 when the grader ran your notebook)" in said


def test_a_forged_note_is_no_likely_cause(graded):
    page = (graded[2] / "class.json").read_text()
    assert "a fault of the grader" not in page and "a fault of the grader" not in (graded[2] / "class.html").read_text()
    assert_fair(graded[1], "n1_notes", DEALER, {"e2_2": ""}, "2.2")


@pytest.mark.parametrize("exercise", ["3.1", "3.2"])
def test_a_library_function_that_does_the_job_earns_nothing(graded, exercise):
    """Closed by the capability audit: ``refuse`` is withheld from 3.1's and 3.2's processes."""
    assert_fair(graded[1], "r1_refuse", PROMPTS, REFUSE, exercise)


@pytest.mark.xfail(strict=True, reason="002:B4's 'gives every order' part has fixed inputs and observes a count of "
                   "orders: a permutation picked by the input's hash earns its 5 points")
def test_a_shuffle_that_ignores_the_numbers_earns_nothing(graded):
    assert_fair(graded[1], "h1_any_order", SHUFFLING, ANY_ORDER, "002:B4")


def test_the_grader_keeps_little_of_a_notebook_s_text(graded):
    """7 MB of notes an exercise sent by the notebook's process are dropped, not kept for the reports."""
    from blackjack.course.grading.feedback import TEXT

    assert graded[3]["n0_bloat", DEALER] <= 2 * TEXT
