"""Red-team regression: hostile notebooks graded in one class beside honest ones.

Every hostile student starts from solutions/03_dealer_turn.ipynb and replaces one or two solution
cells (2.1 check_hand, 2.2 dealer_turn, 001:3.2 dealer_hand_turn); the exercises it leaves alone are
honest and must keep their points.  Round 1's attacks (tests/data/hostile/README.md on branch
``redteam``) and round 2's new ones; an attack that still works is an ``xfail(strict=True)`` naming
what it does.  Memory and fork attacks are bounded (3 x 1000 MB, 12 x 256 MB, 200 forks); run the
module inside an outer memory cgroup.
"""

from __future__ import annotations

import base64
import json
import re
import time
from pathlib import Path

import pytest

from blackjack.course.exercises.index import BY_ID
from blackjack.course.grading.feedback import safe_cell
from blackjack.course.grading.sandbox import bwrap as sandbox
from blackjack.course.paths import SOLUTIONS
from tests.course.grading.book import graded_rows

pytestmark = pytest.mark.skipif(sandbox.bwrap() is None, reason="needs bubblewrap (apt-get install bubblewrap)")

SOLVED = json.loads((SOLUTIONS / "03_dealer_turn.ipynb").read_text())
CELL = {"2.1": "0b7b1365", "2.2": "ddfb2183", "001:3.2": "fe920a87"}
EXERCISES = tuple(CELL)
FULL = {e: BY_ID[e].possible for e in EXERCISES}
CH = "def check_hand(cards, rules=DEFAULT_RULES):\n"
DT = "def dealer_turn(game):\n"
DHT = "def dealer_hand_turn(cards, deck, rng, rules=SEED_001, say=print):\n"
HONEST_CH = CH + "    return Status.BUST if hand_value(cards, rules) > 21 else Status.OK\n"


def submitted(**cells: str) -> str:
    """The solution notebook with each exercise's solution cell replaced (keys: 2.1 -> e21...)."""
    notebook = json.loads(json.dumps(SOLVED))
    by_id = {CELL[_exercise(k)]: v for k, v in cells.items()}
    for cell in notebook["cells"]:
        if cell.get("id") in by_id:
            cell["source"] = by_id[cell["id"]]
    return json.dumps(notebook)


def _exercise(key: str) -> str:
    return {"e21": "2.1", "e22": "2.2", "e32": "001:3.2"}[key]


def hidden(code: str) -> str:
    """CODE run through IPython at run time: no scanner sees it."""
    return f"import base64\nget_ipython().run_cell(base64.b64decode('{base64.b64encode(code.encode()).decode()}').decode())\n"


def lookup_table() -> str:
    """2.2 answered from a table of the inputs the shipped check uses at home (recorded with the reference)."""
    from dataclasses import replace

    from blackjack.course import check
    from blackjack.editions import classic

    table = {}

    def spy(game):
        heard = []
        status, after = classic.dealer_turn(replace(game, say=heard.append))
        key = repr((game.player, game.dealer, game.deck, game.discard, game.rules.name))
        table[key] = (status.name, *(" ".join(map(str, h)) for h in (after.dealer, after.deck, after.discard)),
                      tuple(heard))
        return status, after

    check("2.2", spy)
    return (f"TABLE = {table!r}\n" + DT
            + "    key = repr((game.player, game.dealer, game.deck, game.discard, game.rules.name))\n"
            + "    status, dealer, deck, discard, heard = TABLE[key]\n    for line in heard:\n        game.say(line)\n"
            + "    return Status[status], replace(game, dealer=hand(dealer), deck=hand(deck), discard=hand(discard))\n")


# --- reaching the reference -------------------------------------------------------------------------
CLASSIC_FROM_FILE = ("import importlib.util, sys, blackjack.editions.classic as C\n"
                     "spec = importlib.util.spec_from_file_location('my_classic', C.__file__)\n"
                     "M = importlib.util.module_from_spec(spec); sys.modules['my_classic'] = M\n"
                     "spec.loader.exec_module(M)\n" + DT + "    return M.dealer_turn(game)\n")
HAND_AND_DECK_AST = ("import ast, blackjack.editions.hand_and_deck as H\nSRC = open(H.__file__).read()\n"
                     "NODE = next(n for n in ast.parse(SRC).body if getattr(n, 'name', '') == 'dealer_hand_turn')\n"
                     "NS = dict(vars(H)); exec(ast.get_source_segment(SRC, NODE), NS)\ndealer_hand_turn = NS['dealer_hand_turn']\n")
GC_SCAN = ("import gc\nFOUND = [o for o in gc.get_objects() if type(o).__name__ == 'function' and o.__name__ == 'dealer_turn'\n"
           "         and 'classic' in o.__code__.co_filename]\n" + DT
           + "    for f in FOUND:\n        try:\n            return f(game)\n        except LookupError:\n            pass\n"
           + "    raise LookupError('none')\n")
RECORD = ("from blackjack.course.exercises.index import BY_ID\n"
          "dealer_hand_turn = BY_ID['001:3.2'].reference[0]\n")
CATALOG_22 = ("from blackjack.course.audit.catalog.nb03 import ANSWERS\n"
              "exec(next(a.code for a in ANSWERS if a.exercise == '2.2' and a.right and not a.seed_only))\n")
CATALOG_32 = hidden("from blackjack.course.audit.catalog.nb03 import ANSWERS\n"
                    "get_ipython().run_cell(next(a.code for a in ANSWERS if a.exercise == '001:3.2' and a.right "
                    "and not a.seed_only))\n")
SOLUTIONS_RUN = ("import json, pkgutil\nNB = pkgutil.get_data('blackjack', '../solutions/03_dealer_turn.ipynb')\n"
                 "for c in json.loads(NB)['cells']:\n    s = ''.join(c['source'])\n    if s.startswith('def dealer_turn('):\n"
                 "        get_ipython().run_cell(s)\n")
IMPORT_32 = "from blackjack.editions.hand_and_deck import dealer_hand_turn as turn\n" + DHT + "    return turn(cards, deck, rng, rules, say)\n"

REFERENCE = {  # student: cells; every replaced exercise must get 0, the rest full points
    "ref_import": dict(e22="from blackjack.editions.classic import dealer_turn as ref\n" + DT + "    return ref(game)\n",
                       e32=IMPORT_32),
    "ref_globals": dict(e22=DT + "    return hit_dealer.__globals__['dealer' + '_turn'](game)\n",
                        e32="import functools\nfrom blackjack.editions import hand_and_deck as h\n"
                            "dealer_hand_turn = functools.partial(vars(h)['dealer_hand' + '_turn'])\n"),
    "ref_formatter": dict(e22="import string\n" + DT + "    f = string.Formatter().get_field("
                              "'0.__globals__[dealer' + '_turn]', (hit_dealer,), {})[0]\n    return f(game)\n",
                          e32="import operator, dataclasses\nMODS = operator.attrgetter('s' + 'ys.modules')(dataclasses)\n"
                              + DHT + "    m = MODS['blackjack.editions.hand_and_deck']\n"
                              "    return getattr(m, 'dealer_hand' + '_turn')(cards, deck, rng, rules, say)\n"),
    "ref_kit_magic": dict(e22="import dataclasses\nfrom blackjack.play.widgets.kit import Kit\n"
                              "KIT = {f.name: f.default for f in dataclasses.fields(Kit)}\n" + DT + "    return KIT['dealer' + '_turn'](game)\n",
                          e32="%config Application.log_level = 'ERROR'\n" + IMPORT_32),
    "ref_play_round": dict(e22="from blackjack.editions import classic as c\n" + DT
                               + "    res, after = c.play_round(replace(game, ask=lambda *a, **k: c.Move.STAND, say=lambda *a: None))\n"
                               "    return check_hand(after.dealer, after.rules), replace(after, ask=game.ask, say=game.say)\n",
                           e32="".join(" " + line + "\n" for line in IMPORT_32.splitlines())),
    "ref_run_cell": dict(e22=hidden("import blackjack.editions.classic as c\ndef dealer_turn(game):\n    return c.dealer_turn(game)\n"),
                         e32=hidden("import blackjack.editions.hand_and_deck as h, types\n"
                                    "dealer_hand_turn = types.FunctionType(h.dealer_hand_turn.__code__.replace(co_name='x'),"
                                    " h.__dict__, 'dealer_hand_turn')\n")),
    "ref_solutions": dict(e22=SOLUTIONS_RUN,
                          e32=">>> " + IMPORT_32.replace("\n    ", "\n...     ")),
    "ref_from_source": dict(e22=CLASSIC_FROM_FILE, e32=HAND_AND_DECK_AST),
    "ref_gc_record": dict(e22=GC_SCAN, e32=RECORD),
    "ref_catalog": dict(e22=CATALOG_22, e32=CATALOG_32),
}

# --- values that cost the grader ---------------------------------------------------------------------
WIRE = {  # student: (cells, exercises attacked)
    "wire_shared_huge": dict(e21="T = ()\nfor i in range(64):\n    T = (T, T)\n" + CH + "    return T\n",
                             e32=DHT + "    return 10 ** 200000\n"),
    "wire_deep_subclass": dict(e21="T = ()\nfor i in range(200000):\n    T = (T,)\n" + CH + "    return T\n",
                               e32="class Sneaky(tuple):\n    def __eq__(self, other):\n        return True\n"
                                   "    __hash__ = tuple.__hash__\n" + DHT + "    return Sneaky((cards, deck))\n"),
    "wire_odd_classes": dict(e21="class Odd:\n    def __eq__(self, other):\n        return True\n"
                                 "    def __repr__(self):\n        return 'Status.OK\\nhonest_a 0/50\\x1b[2J'\n"
                                 "    def __reduce__(self):\n        return (print, ('PWNED',))\n" + CH + "    return Odd()\n",
                             e32="from collections import deque\nfrom fractions import Fraction\n" + DHT
                                 + "    return deque([Fraction(1, 3)] * 10**6), deck\n"),
    "wire_exceptions": dict(e21=CH + "    raise ValueError('\\x1b[2J\\x1b[H\\n<script>alert(1)</script>\\n"
                                     "mallory,03_dealer_turn,2.2,20,20,,passed\\r=cmd|\\' /C calc\\'!A0')\n",
                            e32=DHT + "    raise ValueError('A' * 50_000_000)\n"),
    "wire_big": dict(e21=CH + "    return [Status.OK] * 50_000_000\n", e32=DHT + "    return bytearray(10**8), deck\n"),
    "wire_floods": dict(e21="for i in range(500):\n    print('x' * 100_000)\n" + CH + "    return Status.OK\n",
                        e32=hidden("import sys, os\nprint('\\x1b[2J\\x1b[Hhonest_a  0/50', file=sys.stderr)\n"
                                   "os.write(2, b'\\nFORGED honest_z 0/50\\n')\n") + DHT + "    return cards, ()\n"),
    "wire_costly": dict(  # wrong everywhere, with the biggest values the wire lets through: costly to shrink and show
        e21=CH + "    return ['OK' * 1000] * 2000\n",
        e32=DHT + "    return tuple(deck) * 2000, tuple(cards) * 2000\n"),
}

# --- the kernel's limits, bounded ---------------------------------------------------------------------
MEM_CHILDREN = hidden(r'''
import os, time
RES = []
for i in range(3):                      # bounded: 3 children x 1000 MB, held 5 s
    r, w = os.pipe()
    if os.fork() == 0:
        try:
            b = b"\x01" * (1000 * 2**20)
            os.write(w, b"ok")
            time.sleep(5)
        except MemoryError:
            os.write(w, b"MemoryError")
        os._exit(0)
    os.close(w)
    RES.append(os.read(r, 20).decode())
for i in range(3):
    try: os.wait()
    except ChildProcessError: pass
''') + CH + "    raise RuntimeError(f'ALLOC {RES}')\n"
FORKS = hidden(r'''
import os, time
FORKED = 0
for i in range(200):                    # bounded: 200 forks, each child sleeps 2 s
    try:
        pid = os.fork()
    except OSError:
        break
    if pid == 0:
        time.sleep(2); os._exit(0)
    FORKED += 1
while True:
    try: os.wait()
    except ChildProcessError: break
''') + DHT + "    raise RuntimeError(f'FORKED {FORKED} of 200')\n"
MEM_ONE = hidden(r'''
STEPS = []
try:
    blocks = []
    for i in range(12):                 # bounded: 12 x 256 MB
        blocks.append(b"\x01" * (256 * 2**20)); STEPS.append(i)
except MemoryError:
    STEPS.append("MemoryError")
blocks = None
''') + CH + "    raise RuntimeError(f'STEPS {len(STEPS)}')\n"
DISK = hidden(r'''
WROTE = 0
try:
    with open("/tmp/big", "wb") as f:
        for i in range(40):             # bounded: 40 x 50 MB
            f.write(b"\0" * (50 * 2**20)); f.flush(); WROTE += 50
except Exception:
    pass
''') + DHT + "    raise RuntimeError(f'WROTE {WROTE} MB')\n"
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
KERNEL = {
    "kernel_mem_forks": dict(e21=MEM_CHILDREN, e32=FORKS),
    "kernel_mem_disk": dict(e21=MEM_ONE, e32=DISK),
    "kernel_timeouts": dict(e21="import time\ntime.sleep(100000)\n" + HONEST_CH, e32=DHT + "    while True:\n        pass\n"),
}

# --- bookkeeping: names, files, links -----------------------------------------------------------------
NAMES = ("n" * 254, "eve x", "eve_x", "eve_x-c24f3177d6", "=cmd|' -C calc'!A0", "new\nline", "ansi\x1b[31mred\x1b[0m", "-rf --all")
HONEST = {"honest_a": submitted(), "honest_z": submitted().replace("BUST for a hand", "BUST \\ud800 for a hand")}


def notebook_of(cells) -> str:
    return cells if isinstance(cells, str) else submitted(**cells)


STUDENTS = {**HONEST, **{s: notebook_of(c) for group in (REFERENCE, WIRE, KERNEL) for s, c in group.items()},
            "kernel_leave": submitted(e21=LEAVE)}  # hurts whoever runs after it, if anything


@pytest.fixture(scope="module")
def graded(tmp_path_factory):
    from blackjack.course.grading import remote
    from blackjack.course.grading.grade import grade

    root = tmp_path_factory.mktemp("attacks")
    subs = root / "subs"
    for student, text in {**STUDENTS, "lookup": submitted(e22=lookup_table())}.items():
        (subs / student).mkdir(parents=True)
        (subs / student / "03_dealer_turn.ipynb").write_text(text)
    raw = submitted()
    (subs / "deep_json").mkdir()
    (subs / "deep_json" / "03_dealer_turn.ipynb").write_text(raw[:-1] + ', "deep": ' + "[" * 100000 + "]" * 100000 + "}")
    for name in NAMES + (".hidden",):
        (subs / name).mkdir()
        (subs / name / "essay.txt").write_text("not a notebook")
    (subs / "copycat").symlink_to(SOLUTIONS)
    (subs / "bloat").mkdir()
    (subs / "bloat" / "=HYPERLINK(1+1).ipynb").write_text("{}")
    for i in range(20000):
        (subs / "bloat" / f"j{i:05d}.txt").write_bytes(b"")
    out = root / "book" / "gradebook.csv"
    start = time.monotonic()
    code = grade(subs, out, remote.Settings(cell_seconds=8, total_seconds=300), workers=2, say=lambda *a: None)
    seconds = time.monotonic() - start
    rows = graded_rows(out)
    print(f"\ngraded {len(STUDENTS) + 2} notebooks in {seconds:.0f} s")
    return code, rows, root / "book"


def points(rows, student) -> dict[str, int]:
    return {e: int(rows[student, "03_dealer_turn", e]["points"]) for e in EXERCISES}


def report(book: Path, student: str) -> str:
    return (book / "feedback" / f"{student}.html").read_text()


def attacked(cells) -> set[str]:
    return {_exercise(k) for k in cells}


def cases(group, xfail=()):
    """(student, exercise) for every exercise of every student: attacked ones must get 0, the others full points."""
    return [pytest.param(s, e, marks=pytest.mark.xfail(strict=True, reason=xfail[s, e]) if (s, e) in xfail else ())
            for s in group for e in EXERCISES]


def assert_zero_beside_full(rows, student, exercise, cells):
    got = points(rows, student)[exercise]
    if exercise in attacked(cells):
        assert got == 0, f"{student} got {got} for {exercise}"
        assert rows[student, "03_dealer_turn", exercise]["note"]
    else:
        row = rows[student, "03_dealer_turn", exercise]
        assert got == FULL[exercise], f"{student} lost the honest {exercise}: {row['note']}\n{row.get('said', '')}"


def test_honest_students_keep_every_point(graded):
    rows = graded[1]
    assert points(rows, "honest_a") == FULL
    assert points(rows, "honest_z") == FULL  # a lone surrogate in a docstring, run as U+FFFD


@pytest.mark.parametrize("student,exercise", cases(REFERENCE))
def test_the_reference_cannot_be_reached(graded, student, exercise):
    assert_zero_beside_full(graded[1], student, exercise, REFERENCE[student])


def test_a_table_of_the_home_check_s_inputs_gets_nothing(graded):
    """The inputs change every grading run: a lookup table of the notebook check's fixed inputs misses."""
    for exercise in EXERCISES:
        assert_zero_beside_full(graded[1], "lookup", exercise, {"e22": ""})




@pytest.mark.parametrize("student,exercise", cases(WIRE))
def test_values_sent_to_the_grader_cost_only_their_sender(graded, student, exercise):
    _, rows, book = graded
    assert_zero_beside_full(rows, student, exercise, WIRE[student])
    assert (book / "feedback" / "honest_a.html").stat().st_size < 10_000
    assert (book / "feedback" / f"{student}.html").stat().st_size < 1_000_000


def test_forged_text_is_escaped(graded):
    _, rows, book = graded
    page = report(book, "wire_exceptions")
    assert "<script>" not in page
    assert "PWNED" not in report(book, "wire_odd_classes")
    text = (book / "gradebook.csv").read_text()
    assert "FORGED" not in text and "mallory" not in text


def test_no_terminal_escapes_in_the_gradebook(graded):
    assert "\x1b" not in (graded[2] / "gradebook.csv").read_text()


def test_a_process_left_behind_hurts_no_one_after(graded):
    """kernel_leave leaves SysV shared memory, files and a process that SIGKILLs every process it sees for 40 s."""
    rows = graded[1]
    assert ("kernel_leave", "03_dealer_turn", "2.1") in rows
    assert points(rows, "honest_a") == points(rows, "honest_z") == FULL
    assert all(points(rows, student)["2.1"] == FULL["2.1"] for student in REFERENCE)


@pytest.mark.parametrize("student,exercise", cases(KERNEL))
def test_kernel_limits_cost_only_the_notebook(graded, student, exercise):
    assert_zero_beside_full(graded[1], student, exercise, KERNEL[student])


def test_the_notebook_s_processes_share_one_memory_limit(graded):
    """3 children x 1000 MB: each is under the per-process 2 GB, together over it."""
    assert "['ok', 'ok', 'ok']" not in report(graded[2], "kernel_mem_forks")


def test_processes_disk_and_memory_are_bounded(graded):
    page = report(graded[2], "kernel_mem_forks") + report(graded[2], "kernel_mem_disk")
    forked = [int(n) for n in re.findall(r"FORKED (\d+) of 200", page)]
    wrote = [int(n) for n in re.findall(r"WROTE (\d+) MB", page)]
    steps = [int(n) for n in re.findall(r"STEPS (\d+)", page)]
    assert all(n < 64 for n in forked) and all(n <= 100 for n in wrote) and all(n <= 8 for n in steps)


def test_a_notebook_that_cannot_be_read_gets_a_row_and_a_report(graded):
    _, rows, book = graded
    assert rows["deep_json", "03_dealer_turn", "2.1"]["points"] == "0"
    assert (book / "feedback" / "deep_json.html").exists()


def test_names_get_a_row_each_and_reports_never_clash(graded):
    code, rows, book = graded
    students = {s for s, _, _ in rows}
    for name in NAMES:  # as on disk, a formula quoted, control characters escaped
        assert safe_cell(name) in students, name
    assert any("hidden" in r["note"] or ".hidden" in r["student"] + r["notebook"] for r in rows.values())
    reports = list((book / "feedback").iterdir())
    assert len(reports) == len({s for s in students if s})
    assert all(r.stat().st_size < 1_000_000 for r in reports)


def test_a_folder_linked_to_the_solutions_is_not_graded(graded):
    rows = graded[1]
    assert not any(r["points"] not in ("", "0") for (s, _, _), r in rows.items() if "copycat" in s + r["note"])
    assert any("copycat" in k[1] or "copycat" in k[0] for k in rows)


def test_a_file_name_is_no_formula(graded):
    notebooks = {n for _, n, _ in graded[1]}
    assert not any(n[:1] in "=+-@" for n in notebooks if n)


def test_one_student_s_files_cannot_bloat_the_gradebook(graded):
    book = graded[2]
    assert sum(1 for s, _, _ in graded[1] if s == "bloat") < 100
    assert all((book / f).stat().st_size < 1_000_000 for f in ("gradebook.csv", "class.html", "class.json"))
