"""Grading a class: sandboxed, restored from the release, unforgeable, and hostile notebooks survived.

Every student below starts from the solution notebook of 03_dealer_turn (35
points) and changes one solution cell.  The fork bomb runs only after a
bounded fork loop has been seen refused under the same limit.
"""

from __future__ import annotations

import csv
import hashlib
import html
import json
import sys
import uuid
from pathlib import Path

import pytest

from blackjack.course.__main__ import main
from blackjack.course.exercises.index import BY_ID
from blackjack.course.grading.sandbox import bwrap as sandbox
from blackjack.course.paths import SOLUTIONS
from tests.course.grading.book import report_on

pytestmark = pytest.mark.skipif(sandbox.bwrap() is None, reason="needs bubblewrap (apt-get install bubblewrap)")

SOLVED = json.loads((SOLUTIONS / "03_dealer_turn.ipynb").read_text())
CELL = {"2.1": "0b7b1365", "2.2": "ddfb2183", "001:3.2": "fe920a87"}
TURN = "def dealer_hand_turn(cards, deck, rng, rules=SEED_001, say=print):\n"
MARK = f"/tmp/written-by-a-student-{uuid.uuid4().hex}"
LIMITS = sandbox.Limits(processes=32)
FULL = {e: BY_ID[e].possible for e in ("2.1", "2.2", "001:3.2")}


def submitted(exercise: str = "", source: str = "", drop_checks: bool = False) -> str:
    """The solution notebook with EXERCISE's solution cell replaced by SOURCE (and the check cells gone)."""
    notebook = json.loads(json.dumps(SOLVED))
    for cell in notebook["cells"]:
        if exercise and cell.get("id") == CELL[exercise]:
            cell["source"] = source
    if drop_checks:
        notebook["cells"] = [c for c in notebook["cells"] if "check(" not in "".join(c["source"])]
    return json.dumps(notebook)


def body(lines: str) -> str:
    return TURN + "".join(f"    {line}\n" for line in lines.split("\n"))


LOOPS_IN_CELL = ("def dealer_turn(game):\n    while dealer_draws(game.dealer, game.rules):\n        hit_dealer(game)\n"
                 "    return check_hand(game.dealer, game.rules), game\n\ndealer_turn(table)\n")  # tried on the table
FORMULA = "=HYPERLINK(1)"  # a name a spreadsheet takes for a formula; an honest 2.1 that imports os
STUDENTS = {
    "honest": submitted(),
    "wrong": submitted("2.1", "def check_hand(cards, rules=DEFAULT_RULES):\n"
                              "    return Status.BUST if hand_value(cards, rules) > 20 else Status.OK"),
    "memory": submitted("2.1", "def check_hand(cards, rules=DEFAULT_RULES):\n"
                               "    return Status.BUST if hand_value(cards, rules) > 21 else Status.OK\n"
                               "hog = bytearray(3_000_000_000)"),
    "bare_except": submitted("001:3.2", body("while True:\n    try:\n        while True: pass\n    except:\n        pass")),
    "kills_parent": submitted("001:3.2", body("import os\nos.kill(os.getppid(), 9)\nos.kill(-1, 9)")),
    "fifo": submitted("001:3.2", body("import os\nos.mkfifo('/tmp/f')\nreturn open('/tmp/f').read()")),
    "symlink": submitted("001:3.2", body("import os\nos.symlink('/etc/shadow', '/tmp/s')\nreturn open('/tmp/s').read()")),
    "deletes_tmp": submitted("001:3.2", body("import shutil, os\nshutil.rmtree('/tmp', ignore_errors=True)\n"
                                             f"open('{MARK}', 'w').write('x')\nos.rmdir(os.getcwd())")),
    "floods": submitted("001:3.2", body("import os\nos.write(1, b'x' * 100_000_000)")),
    "prints": submitted("001:3.2", body("print('x' * 100_000_000)")),
    "forks": submitted("001:3.2", body("import os\nwhile True:\n    try:\n        os.fork()\n    except:\n        pass")),
    "forges": submitted("001:3.2", body("import os\nfor fd in range(3, 20):\n    try:\n"
                                        "        os.write(fd, b'\\x00\\x00\\x00\\x05junk!')\n    except OSError:\n"
                                        "        pass")),
    "calls": submitted("001:3.2", body("return blackjack.editions.hand_and_deck.dealer_hand_turn(cards, deck, rng, rules, say)")
                       .replace(TURN, "import blackjack.editions.hand_and_deck\n" + TURN)),
    "through": submitted("2.1", "from blackjack.editions.classic import Game, player_turn\n"
                                "from blackjack.editions.prompts import Move\n"
                                "def check_hand(cards, rules=DEFAULT_RULES):\n"
                                "    return player_turn(Game(player=tuple(cards), rules=rules, ask=lambda q: Move.STAND))[0]"),
    "renames": submitted("001:3.2", "from blackjack.editions.hand_and_deck import dealer_hand_turn as turn\n"
                                    + body("return turn(cards, deck, rng, rules, say)")),
    "partial": submitted("001:3.2", "import functools\nfrom blackjack.editions import hand_and_deck as h\n"
                                    "dealer_hand_turn = functools.partial(getattr(h, 'dealer_hand' + '_turn'))"),
    "wraps": submitted("001:3.2", "from blackjack.editions import hand_and_deck as h\nf = vars(h)['dealer_hand' + '_turn']\n"
                                  "class Turn:\n    def __call__(self, *args, **kwargs):\n"
                                  "        return f(*args, **kwargs)\ndealer_hand_turn = Turn()"),
    "copies": submitted("001:3.2", "import types, inspect\nfrom blackjack.editions import hand_and_deck as h\n"
                                   "g = vars(h)['dealer_hand' + '_turn']\n"
                                   "dealer_hand_turn = types.FunctionType(g.__code__, g.__globals__)"),
    "patches": submitted("2.1", "import blackjack.course.engine.checking as c\nc.judge = lambda *a, **k: None\n"
                                "def check_hand(cards, rules=DEFAULT_RULES):\n    return Status.OK"),
    "replaces": submitted("2.1", "from blackjack.core import hands\nhands.hand_value = lambda cards, rules=None: 0\n"
                                 "def check_hand(cards, rules=DEFAULT_RULES):\n    return Status.OK"),
    "uses": submitted("001:3.2", "dealer_hand_turn = lambda *a, **k: use('dealer_hand_turn', say=str)(*a, **k)"),
    "partial_use": submitted("001:3.2", "import functools\n"
                                        "dealer_hand_turn = functools.partial(use('dealer_hand_turn', say=str))"),
    FORMULA: submitted("2.1", "import os\ndef check_hand(cards, rules=DEFAULT_RULES):\n"
                                   "    return Status.BUST if hand_value(cards, rules) > 21 else Status.OK"),
    "loops_in_cell": submitted("2.2", LOOPS_IN_CELL),
    "loops_after_def": submitted("2.2", "def dealer_turn(game):\n    while dealer_draws(game.dealer, game.rules):\n"
                                        "        game = hit_dealer(game)\n    return check_hand(game.dealer, game.rules), game"
                                        "\n\nwhile True:\n    pass\n"),
    "renamed": submitted("2.2", "def dealers_turn(game):\n    return check_hand(game.dealer, game.rules), game\n"),
}
def with_helper_cell() -> str:
    """The solution notebook with check_hand using a helper defined in a cell the student added above it,
    and the check cells gone."""
    notebook = json.loads(submitted("2.1", "def check_hand(cards, rules=DEFAULT_RULES):\n"
                                           "    return Status.BUST if over(cards, rules) else Status.OK",
                                    drop_checks=True))
    at = next(i for i, c in enumerate(notebook["cells"]) if c.get("id") == CELL["2.1"])
    notebook["cells"].insert(at, {"cell_type": "code", "id": "my-own", "metadata": {}, "outputs": [],
                                  "execution_count": None,
                                  "source": "def over(cards, rules):\n    return hand_value(cards, rules) > 21\n"})
    return json.dumps(notebook)


STUDENTS["helper_no_checks"] = with_helper_cell()
KEEPS = {"001:3.2": ("2.1", "2.2"), "2.1": ("001:3.2",)}  # honest exercises beside a hostile one


def test_a_bounded_fork_loop_is_refused_under_the_limit():
    """Seen first: the process limit holds in the sandbox (40 forks, the 32nd refused), so the bomb below is safe."""
    script = ("import os\nn = 0\nfor i in range(40):\n    try:\n        pid = os.fork()\n    except OSError:\n"
              "        break\n    if pid == 0:\n        import time; time.sleep(1); os._exit(0)\n    n += 1\nprint(n)")
    child = sandbox.start([sys.executable, "-c", script], LIMITS, ())
    forked = int(child.communicate(timeout=60)[0].decode().split()[-1])
    assert forked < 32


def test_the_home_folder_cannot_be_written_from_the_sandbox():
    """A file left in the home would be there for the next student the same sandbox grades (as any uid)."""
    note = Path.home() / f"note-{uuid.uuid4().hex}"
    script = (f"import errno\ntry:\n    open({str(note)!r}, 'w')\nexcept OSError as error:\n"
              "    print(error.errno in (errno.EROFS, errno.ENOENT, errno.EACCES))")
    child = sandbox.start([sys.executable, "-c", script], LIMITS, ())
    assert child.communicate(timeout=60)[0].decode().split()[-1] == "True"
    assert not note.exists()


def test_a_notebook_s_files_are_wiped_but_the_sandbox_s_own_mounts(tmp_path):
    """The project bound inside the sandbox's /tmp (a clone under /tmp) stays; everything else goes."""
    from blackjack.course.grading.sandbox.cleaning import clear

    (tmp_path / "d" / "e").mkdir(parents=True)
    (tmp_path / "lead" / "mount").mkdir(parents=True)
    for name in ("a", "d/e/f", "lead/left", "lead/mount/project.txt"):
        (tmp_path / name).write_text("x")
    (tmp_path / "link").symlink_to(tmp_path / "lead" / "mount")
    assert clear(str(tmp_path), {str(tmp_path / "lead" / "mount")}, {str(tmp_path / "lead"), str(tmp_path)})
    assert sorted(str(p.relative_to(tmp_path)) for p in tmp_path.rglob("*")) == [
        "lead", "lead/mount", "lead/mount/project.txt"]


@pytest.fixture(scope="module")
def graded(tmp_path_factory):
    test_a_bounded_fork_loop_is_refused_under_the_limit()
    root = tmp_path_factory.mktemp("grading")
    for student, text in STUDENTS.items():
        (root / "subs" / student).mkdir(parents=True)
        (root / "subs" / student / "03_dealer_turn.ipynb").write_text(text)
    (root / "subs" / "honest" / "essay.txt").write_text("not a notebook")
    (root / "subs" / "honest" / "03_dealer_trun.ipynb").write_text(STUDENTS["honest"])
    (root / "subs" / "stray.ipynb").write_text(STUDENTS["honest"])
    (root / "subs" / "linked").mkdir()
    (root / "subs" / "linked" / "03_dealer_turn.ipynb").symlink_to(root / "subs" / "honest" / "03_dealer_turn.ipynb")
    before = {p: hashlib.sha256(p.read_bytes()).hexdigest() for p in (root / "subs").rglob("*.ipynb")}
    out = root / "book" / "gradebook.csv"
    from blackjack.course.grading import remote
    settings = remote.Settings(cell_seconds=8, total_seconds=300, limits=LIMITS)
    code = main_with(settings, root / "subs", out)
    after = {p: hashlib.sha256(p.read_bytes()).hexdigest() for p in before}
    with open(out, newline="") as file:
        rows = list(csv.DictReader(file))
    return code, {(r["student"], r["notebook"], r["exercise"]): r for r in rows}, before == after, root


def main_with(settings, folder, out):
    from blackjack.course.grading.grade import grade

    return grade(folder, out, settings, workers=2)


def points(rows, student):
    return {e: int(rows[student, "03_dealer_turn", e]["points"]) for e in ("2.1", "2.2", "001:3.2")}


def test_the_honest_notebook_gets_every_point(graded):
    assert points(graded[1], "honest") == FULL


def test_check_cells_come_from_the_release(graded):
    assert points(graded[1], "helper_no_checks") == FULL


def test_a_wrong_answer_gets_0_and_a_counterexample(graded):
    rows = graded[1]
    assert points(rows, "wrong")["2.1"] == 0
    assert "differs from the reference" in rows["wrong", "03_dealer_turn", "2.1"]["note"]


def test_a_cell_out_of_memory_fails_alone(graded):
    assert points(graded[1], "memory") == FULL


HOSTILE = ("bare_except", "kills_parent", "fifo", "symlink", "deletes_tmp", "floods", "prints", "forks", "forges",
           "calls", "renames", "partial", "wraps", "copies", "patches", "uses", "partial_use", "through")


@pytest.mark.parametrize("student", HOSTILE)
def test_a_hostile_exercise_gets_0_and_a_reason_and_the_others_keep_their_points(graded, student):
    rows = graded[1]
    hostile = "2.1" if student in ("patches", "through") else "001:3.2"
    assert rows[student, "03_dealer_turn", hostile]["note"]
    assert points(rows, student)[hostile] == 0
    assert all(points(rows, student)[e] == FULL[e] for e in KEEPS[hostile])


@pytest.mark.parametrize("student", ["calls", "renames", "partial", "wraps", "copies", "uses", "partial_use"])
def test_the_reference_of_the_exercise_checked_is_not_in_the_sandbox(graded, student):
    """Reached by import, alias, ``partial``, ``vars`` or ``use``: what is there is a stub that says so."""
    report = (graded[3] / "book" / "feedback" / f"{student}.html").read_text()
    assert "dealer_hand_turn is not available while grading" in report


def test_a_helper_in_a_cell_the_student_added_works_as_in_jupyter(graded):
    assert points(graded[1], "helper_no_checks") == FULL


def test_the_gradebook_names_the_seed_that_chose_the_inputs(graded):
    seeds = {row["seed"] for row in graded[1].values()}
    assert len(seeds) == 1 and seeds.pop().isdigit()


def test_the_scan_of_a_cell_is_a_note_never_a_verdict(graded):
    """An honest answer that imports os keeps its points; the scan only adds a note to its report."""
    assert points(graded[1], f"'{FORMULA}") == FULL


def test_replacing_the_package_changes_nothing(graded):
    assert points(graded[1], "replaces")["2.1"] == 0


def test_nothing_is_changed_or_written_outside(graded):
    assert graded[2]
    assert not Path(MARK).exists()


def test_misplaced_files_get_a_row_and_formulas_are_escaped(graded):
    code, rows, _, root = graded
    assert "did you mean 03_dealer_turn.ipynb" in rows["honest", "03_dealer_trun.ipynb", ""]["note"]
    assert "not a notebook" in rows["honest", "essay.txt", ""]["note"]
    assert "folder named after the student" in rows["", "stray.ipynb", ""]["note"]
    assert rows["linked", "03_dealer_turn", "2.1"]["note"] == "unreadable: a symbolic link"
    assert rows[f"'{FORMULA}", "03_dealer_turn", "2.1"]["points"] == str(FULL["2.1"])
    assert code == 0  # the link could not be read: its rows say so, and a run that gave every folder its rows succeeds


def test_every_student_gets_a_report(graded):
    reports = graded[3] / "book" / "feedback"
    page = (reports / "wrong.html").read_text()
    total = sum(FULL.values())
    assert f"03_dealer_turn: {total - FULL['2.1']}/{total} points" in page and "expected" in page


def test_without_bwrap_grading_stops_and_says_how_to_install(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(sandbox, "bwrap", lambda: None)
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "03_dealer_turn.ipynb").write_text(STUDENTS["honest"])
    assert main(["grade", str(tmp_path), "--out", str(tmp_path / "book.csv")]) == 2
    assert "apt-get install bubblewrap" in capsys.readouterr().err
    assert not (tmp_path / "book.csv").exists()


def test_a_sandbox_that_cannot_start_stops_grading_with_one_clear_line(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(sandbox, "bwrap", lambda: "/bin/false")
    (tmp_path / "subs" / "a").mkdir(parents=True)
    (tmp_path / "subs" / "a" / "03_dealer_turn.ipynb").write_text(STUDENTS["honest"])
    assert main(["grade", str(tmp_path / "subs"), "--out", str(tmp_path / "book.csv")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: the sandbox does not start here (exit code 1)") and err.count("\n") == 1
    assert not (tmp_path / "book.csv").exists()


def test_a_missing_folder_is_a_clear_error(tmp_path, capsys):
    out = tmp_path / "gradebook.csv"
    assert main(["grade", str(tmp_path / "nowhere"), "--out", str(out)]) == 2
    assert "no such folder of submissions" in capsys.readouterr().err
    assert not out.exists()


def test_a_folder_as_the_gradebook_is_refused_before_grading(tmp_path, capsys):
    (tmp_path / "subs" / "alice").mkdir(parents=True)
    assert main(["grade", str(tmp_path / "subs"), "--out", str(tmp_path)]) == 2
    assert "is a folder; give --out a file name" in capsys.readouterr().err


@pytest.mark.parametrize("option, value", [("--cell-timeout", "0"), ("--timeout", "soon"), ("--workers", "0")])
def test_options_must_be_positive(tmp_path, capsys, option, value):
    with pytest.raises(SystemExit) as stop:
        main(["grade", str(tmp_path), option, value])
    assert stop.value.code == 2
    assert f"argument {option}:" in capsys.readouterr().err


INTERRUPTED = ('the cell of exercise 2.2 that starts "def dealer_turn(game):": it ran past the time limit (an endless '
               "loop?); the grader interrupted it, as JupyterLab's Interrupt would, and kept what it had defined")


def test_a_cell_that_never_ends_is_interrupted_and_what_it_defined_first_is_checked(graded):
    """A right dealer_turn, then a loop that never ends in the same cell: interrupted as JupyterLab's Interrupt
    would, the function stays defined and earns its points (nbgrader's autograde keeps it too); the cell is named
    as JupyterLab shows it."""
    rows = graded[1]
    assert points(rows, "loops_after_def") == FULL
    page = (graded[3] / "book" / "feedback" / "loops_after_def.html").read_text()
    assert INTERRUPTED in html.unescape(page)
    assert "cell 11" not in page and "(solution)" not in page


def test_a_function_that_never_ends_tried_in_its_own_cell_loses_its_exercise_alone(graded):
    """The student tried their dealer_turn at the end of its cell, and it never ends: the cell is interrupted,
    the rest of the notebook runs, and 2.2's check finds the loop."""
    rows = graded[1]
    assert points(rows, "loops_in_cell") == {**FULL, "2.2": 0}
    assert rows["loops_in_cell", "03_dealer_turn", "2.2"]["note"] == "ran past the time limit (an endless loop?)"
    assert INTERRUPTED in html.unescape((graded[3] / "book" / "feedback" / "loops_in_cell.html").read_text())


def test_a_report_says_what_the_check_s_kernel_was_the_grader_s_run(graded):
    """A wrong check_hand: 2.2's check used the reference one, in the grader's run of the notebook."""
    said = report_on(graded[3] / "book" / "feedback" / "wrong.html", "2.2")
    assert "Using the reference check_hand (yours did not pass 2.1 when the grader ran your notebook)." in said
    assert "kernel" not in said


def test_a_function_renamed_is_said_to_be_missing_by_its_name(graded):
    """dealer_turn renamed dealers_turn: 2.2 says dealer_turn is not defined, not that None is not a function."""
    assert points(graded[1], "renamed") == {**FULL, "2.2": 0}
    said = report_on(graded[3] / "book" / "feedback" / "renamed.html", "2.2")
    assert ("dealer_turn is not defined in your notebook: its cell must define a function of that name (was it "
            "renamed?)") in said
    assert "NoneType" not in said
