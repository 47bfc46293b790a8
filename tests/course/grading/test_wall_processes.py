"""What a notebook's processes do is gone before the next student: a zygote killed, a daemon that lingers and
writes, processes spinning on every core, a process that kills every other one it sees, files in /tmp and
/dev/shm, SysV shared memory, and races on the sandbox's control socket.

The zygotes are reused across the students of one notebook: each attacker is followed by honest classmates (and a
probe that reports what it finds) graded by the same zygotes, in ONE class run (a module-scoped fixture, 2
workers).  Every fork or spin is bounded (at most 6 processes, a few seconds; the killer 40 s) and runs only
inside the sandbox.
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest

from tests.course.grading.hostile import (CELL, DEALER, EXERCISES, HONEST_CH, full, grade_class, hidden, needs_bwrap,
                                          points, submitted, write_class)

pytestmark = [needs_bwrap, pytest.mark.slow]

ROOT = Path(__file__).resolve().parents[3]
KILL_ZYGOTE = "import os, signal\nos.kill(os.getppid(), signal.SIGKILL)\n" + HONEST_CH
LINGER = (  # a daemon (double fork, setsid) that writes into /tmp for 5 s; and files in /tmp and /dev/shm
    "import os, time\n"
    "for _d in ('/tmp', '/dev/shm'):\n"
    "    try:\n"
    "        open(_d + '/left_by_attacker', 'w').write('x')\n"
    "    except OSError:\n"
    "        pass\n"
    "if os.fork() == 0:\n"
    "    try:\n"
    "        os.setsid()\n"
    "        if os.fork() == 0:\n"
    "            _end = time.time() + 5\n"
    "            while time.time() < _end:\n"
    "                open('/tmp/linger_%d' % os.getpid(), 'w').write('x')\n"
    "                time.sleep(0.2)\n"
    "    finally:\n"
    "        os._exit(0)\n" + HONEST_CH)
SPIN = (  # three processes spinning 1.5 s, beside the students graded on the other worker
    "import os, time\n_kids = []\n"
    "for _ in range(3):\n"
    "    _pid = os.fork()\n"
    "    if _pid == 0:\n"
    "        _end = time.monotonic() + 1.5\n"
    "        while time.monotonic() < _end:\n"
    "            pass\n"
    "        os._exit(0)\n"
    "    _kids.append(_pid)\n"
    "for _pid in _kids:\n"
    "    os.waitpid(_pid, 0)\n" + HONEST_CH)
# SysV shared memory, files, and a process that SIGKILLs every process it sees for 40 s
LEAVE = hidden(r'''
import os, time, signal, ctypes
libc = ctypes.CDLL(None)
libc.shmget(0x5eed, 4096, 0o1666)
try: open('/dev/shm/left', 'w').write('x')
except OSError: pass
open('/tmp/left', 'w').write('x')
if os.fork() == 0:                      # a lingering process: kills every other one it sees, for 40 s
    os.setsid()
    if os.fork() == 0:
        me, end = os.getpid(), time.time() + 40
        while time.time() < end:
            for p in os.listdir('/proc'):
                if p.isdigit() and int(p) not in (1, me):
                    try: os.kill(int(p), signal.SIGKILL)
                    except Exception: pass
            time.sleep(0.05)
        os._exit(0)
    os._exit(0)
''') + HONEST_CH
# what the sandbox's /tmp holds of its own: IPython's folder, and the way to the project when it is under /tmp
# (a fresh clone in a ``mktemp -d`` folder: the sandbox binds the package there)
OURS = (".ipython", *ROOT.relative_to("/tmp").parts[:1]) if ROOT.is_relative_to("/tmp") else (".ipython",)
PROBE = (  # what a later student finds: /tmp, /dev/shm, the processes
    "import os\n"
    "def _look():\n"
    "    seen = []\n"
    "    for d in ('/tmp', '/dev/shm'):\n"
    "        seen.append(d + '=' + ','.join(sorted(n for n in os.listdir(d) if n not in OURS)))\n"
    "    seen.append('procs=%d' % sum(p.isdigit() for p in os.listdir('/proc')))\n"
    "    return ' '.join(seen)\n"
    "SEEN = _look()\n"
    "def check_hand(cards, rules=DEFAULT_RULES):\n"
    "    raise RuntimeError('PROBE[' + SEEN + ']')\n").replace("OURS", repr(OURS))

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


ATTACKERS = {"a1_kill_zygote": KILL_ZYGOTE, "a2_linger": LINGER, "a3_spin": SPIN, "a4_leave": LEAVE}
CLASS = ["a1_kill_zygote", "a1b_honest", "a1c_probe", "a2_linger", "a2b_honest", "a2c_probe",
         "a3_spin", "a3b_honest", "a3c_honest", "a4_leave", "a4b_honest", "a4c_probe", "a5_race", "a5b_honest",
         "z_honest"]


def notebook_of(student: str) -> str:
    if student == "a5_race":
        return with_races(DEALER)
    cell = ATTACKERS.get(student) or (PROBE if student.endswith("probe") else None)
    return submitted(DEALER, e2_1=cell) if cell else submitted(DEALER)


@pytest.fixture(scope="module")
def graded(tmp_path_factory):
    subs = tmp_path_factory.mktemp("processes") / "subs"
    write_class(subs, {student: (DEALER, notebook_of(student)) for student in CLASS})
    return grade_class(subs, total_seconds=120)


def said(book: Path, student: str) -> str:
    return html.unescape(re.sub("<[^>]+>", "", (book / "feedback" / f"{student}.html").read_text()))


@pytest.mark.parametrize("student", [s for s in CLASS if s.endswith("honest")])
def test_honest_classmates_after_an_attacker_keep_every_point(graded, student):
    assert points(graded[1], student, DEALER) == full(DEALER)


@pytest.mark.parametrize("student", [s for s in CLASS if s.endswith("probe")])
def test_a_later_student_finds_nothing_left_behind(graded, student):
    text = said(graded[2], student)
    found = re.findall(r"PROBE\[([^\]]*)\]", text)
    assert found, text[:2000]
    for seen in found:
        assert "/tmp= " in seen + " " and "/dev/shm= " in seen + " ", seen
        assert "procs=3" in seen, seen  # bwrap, the zygote, this student's process


def test_an_attacker_who_spins_or_lingers_keeps_only_its_own_points(graded):
    for student in ("a2_linger", "a3_spin"):
        assert points(graded[1], student, DEALER) == full(DEALER)


def test_a_process_left_behind_hurts_no_one_after(graded):
    """a4_leave leaves SysV shared memory, files and a process that SIGKILLs every process it sees for 40 s."""
    rows = graded[1]
    assert ("a4_leave", DEALER, "2.1") in rows
    after = [s for s in CLASS[CLASS.index("a4_leave") + 1:] if not s.endswith("probe")]
    assert all(points(rows, student, DEALER) == full(DEALER) for student in after)


def test_a_process_that_ends_as_it_is_stopped_costs_only_its_cell(graded):
    """a5_race's solution cells are all honest; only its added cells misbehave."""
    assert points(graded[1], "a5_race", DEALER) == full(DEALER)
