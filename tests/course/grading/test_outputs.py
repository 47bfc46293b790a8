"""The grader's outputs: never where a student's link points.

The grader may run as root over a class folder whose student folders hold symbolic links to anywhere (a root
cron folder, a classmate's notebook, the instructor's solutions).  Outputs inside the class folder are refused
before grading, with one line; every output file is made under a name of its own without following a link,
then renamed into place; files are 0600 and the grader's folders 0700; a student's folder named like an output
breaks nothing.  Most tests grade with a stand-in for the sandboxed grader (every exercise passed); the last
one runs the real grader in bubblewrap, for a value only the sandbox's wire can send.
"""

from __future__ import annotations

import csv
import json
import os
import stat
from pathlib import Path

import pytest

from blackjack.course.__main__ import main
from blackjack.course.exercises.index import in_notebook
from blackjack.course.grading import grade, outputs
from blackjack.course.grading.remote import Run, Settings
from blackjack.course.grading.sandbox import bwrap as sandbox
from blackjack.course.paths import SOLUTIONS
from blackjack.course.scoring import Outcome

SOLVED = (SOLUTIONS / "03_dealer_turn.ipynb").read_text()
CRON = "* * * * * root touch /tmp/pwned\n"


class Passed:
    """A stand-in for ``remote.Grader``: every exercise passed."""

    def __init__(self, notebook: str, cells: list, settings: Settings) -> None:
        self.notebook = notebook

    def grade(self) -> Run:
        return Run({e.id: Outcome(e, e.points, "passed", [], extension=e.extension_points)
                    for e in in_notebook(self.notebook)})


@pytest.fixture
def room(tmp_path: Path, monkeypatch) -> Path:
    """A class folder (``class/``) beside a folder no student may reach (``outside/``, holding a cron-like
    folder and the instructor's solutions): alice and bob hand in a notebook; mallory's folder is named
    ``feedback`` and holds links named like reports to files outside, and a link to the solutions."""
    monkeypatch.setattr(grade, "Grader", Passed)
    (tmp_path / "outside" / "cron.d").mkdir(parents=True)
    (tmp_path / "outside" / "solutions.ipynb").write_text("the instructor's")
    for student in ("alice", "bob"):
        (tmp_path / "class" / student).mkdir(parents=True)
        (tmp_path / "class" / student / "03_dealer_turn.ipynb").write_text(SOLVED)
    mallory = tmp_path / "class" / "feedback"
    mallory.mkdir()
    for report in ("alice.html", "bob.html", "feedback.html"):
        (mallory / report).symlink_to(tmp_path / "outside" / "cron.d" / report)
    (tmp_path / "class" / "alice" / "class.html").symlink_to(tmp_path / "outside" / "solutions.ipynb")
    return tmp_path


def everything(root: Path) -> dict[str, tuple]:
    """Every path under ROOT with what it is: a link's target, a file's bytes, or a folder."""
    found = {}
    for path in sorted(root.rglob("*")):
        info = path.lstat()
        what = (os.readlink(path) if stat.S_ISLNK(info.st_mode) else path.read_bytes() if stat.S_ISREG(info.st_mode)
                else "folder")
        found[str(path.relative_to(root))] = (what, stat.S_IMODE(info.st_mode))
    return found


@pytest.mark.parametrize("where", [["--out", "class/gradebook.csv"], ["--out", "class/alice/book.csv"],
                                   ["--out", "elsewhere/book.csv", "--reports", "class/feedback"],
                                   ["--out", "into_alice/book.csv"]])
def test_outputs_inside_the_class_folder_are_refused_with_one_line_and_nothing_is_written(room, capsys, where):
    (room / "into_alice").symlink_to(room / "class" / "alice")  # a path outside that leads inside
    before = everything(room)
    args = [str(room / arg) if "/" in arg else arg for arg in where]
    assert main(["grade", str(room / "class"), "--no-sandbox", *args]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: the ") and "is inside the class folder" in err and err.count("\n") == 1
    assert everything(room) == before


def test_grade_dot_from_inside_the_class_folder_is_refused(room, capsys, monkeypatch):
    monkeypatch.chdir(room / "class")
    before = everything(room)
    assert main(["grade", ".", "--no-sandbox"]) == 2
    err = capsys.readouterr().err
    assert f"is inside the class folder {os.path.realpath(room / 'class')}" in err and err.count("\n") == 1
    assert "give --out a path outside it, such as --out " in err
    assert everything(room) == before


def graded(room: Path, *options: str) -> tuple[int, list[str]]:
    """The class graded into ROOM/book (outside it): the exit code and what was said."""
    said: list[str] = []
    code = grade.grade(room / "class", room / "book" / "gradebook.csv", Settings(sandboxed=False), workers=2,
                       say=said.append, lms="canvas" if "canvas" in options else None)
    return code, said


def test_graded_outside_the_class_folder_no_link_of_a_student_is_followed(room):
    before = {path: what for path, what in everything(room).items() if not path.startswith("book")}
    assert graded(room)[0] == 0
    assert {path: what for path, what in everything(room).items() if not path.startswith("book")} == before
    assert not list((room / "outside" / "cron.d").iterdir())
    assert sorted(p.name for p in (room / "book" / "feedback").iterdir()) == ["alice.html", "bob.html", "feedback.html"]


def test_outputs_are_private_files_0600_in_folders_0700(room):
    graded(room, "canvas")
    book = room / "book"
    modes = {str(p.relative_to(room)): stat.S_IMODE(p.stat().st_mode) for p in [book, *book.rglob("*")]}
    assert modes == {"book": 0o700, "book/feedback": 0o700,
                     **dict.fromkeys([f"book/{name}" for name in ("gradebook.csv", "class.json", "class.html",
                                                                   "canvas.csv")], 0o600),
                     **dict.fromkeys([f"book/feedback/{n}.html" for n in ("alice", "bob", "feedback")], 0o600)}


def test_grading_again_makes_the_reports_folder_anew(room):
    graded(room)
    (room / "class" / "bob" / "03_dealer_turn.ipynb").unlink()
    (room / "class" / "bob").rmdir()
    assert graded(room)[0] == 0
    assert sorted(p.name for p in (room / "book" / "feedback").iterdir()) == ["alice.html", "feedback.html"]
    assert sorted(p.name for p in (room / "book").iterdir()) == ["class.html", "class.json", "feedback",
                                                                 "gradebook.csv"]


@pytest.mark.parametrize("planted", ["link", "other files"])
def test_a_reports_folder_the_grader_did_not_make_is_refused_before_grading(room, capsys, planted):
    (room / "book").mkdir()
    if planted == "link":
        (room / "book" / "feedback").symlink_to(room / "outside" / "cron.d")
    else:
        (room / "book" / "feedback").mkdir()
        (room / "book" / "feedback" / "notes.txt").write_text("the instructor's")
    before = everything(room)
    assert main(["grade", str(room / "class"), "--no-sandbox", "--out", str(room / "book" / "gradebook.csv")]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"error: the reports folder {room / 'book' / 'feedback'} ") and err.count("\n") == 1
    assert everything(room) == before


def test_students_named_like_the_outputs_break_nothing(room):
    for name in ("class.json", "class.html", "gradebook.csv", "canvas.csv", "Points Possible", " points POSSIBLE"):
        (room / "class" / name).mkdir()
        (room / "class" / name / "03_dealer_turn.ipynb").write_text(SOLVED)
    code, said = graded(room, "canvas")
    book = room / "book"
    students = {s["student"] for s in json.loads((book / "class.json").read_text())["students"]}
    assert {"class.json", "class.html", "gradebook.csv", "canvas.csv", "feedback", "Points Possible"} <= students
    with open(book / "canvas.csv", newline="") as file:
        names = [row[0] for row in csv.reader(file)]
    assert names.count("Points Possible") == 1 and names[1] == "Points Possible"
    assert not [name for name in names if "points possible" in name.casefold() and name != "Points Possible"]
    assert {"class.json", "gradebook.csv", "canvas.csv"} <= set(names)
    left_out = [line for line in said if "which Canvas would read as its Points Possible row" in line]
    assert code == 0 and len(left_out) == 2 and all(line.startswith("left out: ") for line in left_out), \
        "a student's folder name never fails the run"


def test_a_link_planted_at_the_final_name_is_replaced_not_followed(tmp_path):
    target = tmp_path / "target"
    target.write_text("untouched")
    (tmp_path / "out").mkdir()
    (tmp_path / "out" / "class.json").symlink_to(target)
    with outputs.opened(tmp_path / "out", tmp_path / "class") as folder:
        outputs.write(folder, "class.json", "{}")
    assert target.read_text() == "untouched"
    written = tmp_path / "out" / "class.json"
    assert not written.is_symlink() and written.read_text() == "{}"
    assert stat.S_IMODE(written.stat().st_mode) == 0o600


def test_a_link_planted_at_the_temporary_name_is_never_followed(tmp_path, monkeypatch):
    target = tmp_path / "target"
    target.write_text("untouched")
    (tmp_path / "out").mkdir()
    (tmp_path / "out" / ".class.json.guessed").symlink_to(target)
    monkeypatch.setattr(outputs, "temporary_name", lambda name: f".{name}.guessed")
    with outputs.opened(tmp_path / "out", tmp_path / "class") as folder, pytest.raises(FileExistsError):
        outputs.write(folder, "class.json", CRON)
    assert target.read_text() == "untouched" and not (tmp_path / "out" / "class.json").exists()


def test_an_output_folder_that_is_a_link_is_refused(tmp_path):
    (tmp_path / "elsewhere").mkdir()
    (tmp_path / "out").symlink_to(tmp_path / "elsewhere")
    with pytest.raises(outputs.Unsafe, match="is a symbolic link"), \
            outputs.opened(tmp_path / "out", tmp_path / "class"):
        pass


def test_a_folder_that_leads_into_the_class_folder_is_refused_before_it_is_made(tmp_path):
    (tmp_path / "class" / "eve").mkdir(parents=True)
    (tmp_path / "door").symlink_to(tmp_path / "class" / "eve")
    with pytest.raises(outputs.Unsafe, match="inside the class folder"), \
            outputs.opened(tmp_path / "door" / "book", tmp_path / "class"):
        pass
    assert not (tmp_path / "class" / "eve" / "book").exists()


def test_missing_output_folders_are_made_0700(tmp_path):
    with outputs.opened(tmp_path / "a" / "b", tmp_path / "class"):
        pass
    assert [stat.S_IMODE((tmp_path / path).stat().st_mode) for path in ("a", "a/b")] == [0o700, 0o700]


FORGES = ("class Odd:\n    def __repr__(self):\n        return 'odd\\n    Likely cause: FORGED by the student'\n"
          "    def __eq__(self, other):\n        return False\n    __hash__ = object.__hash__\n"
          "def dealer_hand_turn(cards, deck, rng, rules=SEED_001, say=print):\n    return (Odd(),), deck\n")


@pytest.mark.skipif(sandbox.bwrap() is None, reason="needs bubblewrap (apt-get install bubblewrap)")
def test_a_value_whose_text_the_sandbox_sends_with_a_newline_is_never_a_likely_cause(tmp_path):
    """The student's object crosses the wire as its text; the check quotes it where the student's answer
    differs: one line in the report, and never a likely cause in the class report."""
    notebook = json.loads(SOLVED)
    for cell in notebook["cells"]:
        if cell.get("id") == "fe920a87":  # dealer_hand_turn's solution cell (001:3.2)
            cell["source"] = FORGES
    (tmp_path / "class" / "eve").mkdir(parents=True)
    (tmp_path / "class" / "eve" / "03_dealer_turn.ipynb").write_text(json.dumps(notebook))
    settings = Settings(cell_seconds=10, total_seconds=200, limits=sandbox.Limits(processes=32))
    grade.grade(tmp_path / "class", tmp_path / "book" / "gradebook.csv", settings, workers=1, say=lambda _: None)
    data = json.loads((tmp_path / "book" / "class.json").read_text())
    said = [m["said"] for n in data["notebooks"] for e in n["exercises"] for m in e["mistakes"]]
    assert said and not [s for s in said if "FORGED" in s]
    assert "FORGED" not in (tmp_path / "book" / "class.html").read_text()
    report = (tmp_path / "book" / "feedback" / "eve.html").read_text()
    assert "odd\\n    Likely cause: FORGED by the student" in report
    assert not [line for line in report.splitlines() if line.lstrip().startswith("Likely cause: FORGED")]


def test_checks_that_cannot_be_made_ready_end_the_run_in_one_line(room, capsys, monkeypatch):
    """A fault of the course's own checks before any notebook is graded (a seed once dealt a round the reference
    could not finish): one line that says what to do, no traceback, nothing written."""
    from blackjack.editions.prompts import Quit

    def failing(notebooks, seed):
        raise Quit("end of input")

    monkeypatch.setattr(grade, "prepare", failing)
    before = everything(room)
    assert main(["grade", str(room / "class"), "--no-sandbox", "--seed", "7", "--out", str(room / "book.csv")]) == 2
    err = capsys.readouterr().err.splitlines()
    assert err[-1] == ("error: the course's checks could not be made ready with seed 7 (Quit: end of input); nothing "
                       "was graded: grade again (another seed), and please report this")
    assert everything(room) == before
