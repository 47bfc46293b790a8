"""Red team, round 4: the grading features of issue 33, attacked by a student who controls their folder's name, their
files' names and the first line of their cells.

What they reach: the gradebook and Canvas's round trip (``canvas``: the export filled; ``grade --lms canvas``:
``canvas.csv``), the class page and the reports with their new sections (unreadable notebooks named, "not handed
in" under ``--assigned``, a stopped cell named by its first line), the console (the summary, the progress lines,
what the round trip says), and the time limit of a student's call (a SIGALRM timer and handler left running).

Canvas's import (``GradebookImporter``) takes any row whose first cell holds the words ``Points Possible``
(``row[0] =~ /Points Possible/``) for a row of points possible, the last one winning: a student folder named
``zed Points Possible`` made ``canvas.csv`` set every new assignment's points possible to zed's points, silently
(only a name that was exactly those words was left out), and a Canvas student who put those words in their own
name had their row of the export filled, where the import reads points possible.  Both are fixed: the row is left
out, or not filled, and the instructor told.

One class graded once, on one worker, in the order of its folders' names (a module-scoped fixture, about 15 s, 4
CPU-s): every notebook is 03_dealer_turn, and 03 and 04 are assigned.  Nothing here forks or allocates much; the
one cell stopped sleeps.
"""

from __future__ import annotations

import csv
import io
import json
import os
import re
from pathlib import Path

import pytest

from blackjack.course.__main__ import main
from blackjack.course.exercises.index import BY_ID
from blackjack.course.grading import remote
from blackjack.course.grading.canvas_export import POINTS
from blackjack.course.grading.grade import grade
from blackjack.course.grading.sandbox import bwrap as sandbox
from tests.course.grading.book import graded_rows
from tests.course.grading.hostile import (CELL, DEALER, HONEST_CH, PROMPTS, SOLVED, full, needs_bwrap, points,
                                          submitted)
from tests.course.grading.test_canvas import HEADER, POINTS as POINTS_ROW, POSTING, exported, gradebook_text

pytestmark = [needs_bwrap, pytest.mark.slow]

HOSTILE = "\x1b[2J\x1b]0;pwned\x07<img src=x onerror=alert(1)>=1+1"  # a folder name: a terminal's, HTML's, a sheet's
STRAY = ("\x1b[31m<i>x<b>.ipynb", '=HYPERLINK("x")+cmd|x.txt')  # files beside the hostile's notebook
HONEST_DT = next("".join(c["source"]) for c in SOLVED[DEALER]["cells"] if c.get("id") == CELL["2.2"][1])
FIRST = "# <script>alert('cell')</script> \x1b[31mRED " + "x" * 300  # the first line of a cell that is stopped
STUCK = f"{FIRST}\nimport time\ntime.sleep(60)\n{HONEST_DT}"  # defines dealer_turn after a sleep past the limit
ALARM = ("import signal\n"  # a timer firing every 10 ms with a handler that swallows it, left for whatever runs next
         "signal.signal(signal.SIGALRM, lambda *a: None)\n"
         "signal.setitimer(signal.ITIMER_REAL, 0.01, 0.01)\n" + HONEST_CH)
ZED = "zed Points Possible"
CLASS = {  # graded in this order on one worker: tim's process is the one before uma's
    HOSTILE: submitted(DEALER, e2_2=STUCK), "ann": submitted(DEALER), "bob": submitted(DEALER)[:5000],
    "tim": submitted(DEALER, e2_1=ALARM), "uma": submitted(DEALER), ZED: submitted(DEALER)}


@pytest.fixture(scope="module")
def graded(tmp_path_factory):
    """The class graded: the exit code, the gradebook's rows, the folder of the outputs, and what the console got
    (the lines said, then the progress stream's text)."""
    subs = tmp_path_factory.mktemp("round4") / "subs"
    for student, text in CLASS.items():
        (subs / student).mkdir(parents=True)
        (subs / student / f"{DEALER}.ipynb").write_text(text)
    for name in STRAY:
        (subs / HOSTILE / name).write_text("{}")
    os.symlink(f"../ann/{DEALER}.ipynb", subs / "bob" / f"{PROMPTS}.ipynb")  # bob's 04: ann's 03, through a link
    out, said, progress = subs.parent / "book" / "gradebook.csv", [], io.StringIO()
    try:
        code = grade(subs, out, remote.Settings(cell_seconds=8, total_seconds=120), workers=1, say=said.append,
                     lms="canvas", assigned=(DEALER, PROMPTS), progress=progress)
    except sandbox.NoSandbox as error:
        pytest.skip(str(error))
    return code, graded_rows(out), out.parent, [*said, *progress.getvalue().splitlines()]


def outputs(book: Path) -> dict[str, str]:
    """Every file the grader wrote, by its path under BOOK."""
    return {str(p.relative_to(book)): p.read_text() for p in sorted(book.rglob("*")) if p.is_file()}


def test_honest_students_keep_every_point(graded):
    assert points(graded[1], "ann", DEALER) == points(graded[1], ZED, DEALER) == full(DEALER)


def test_a_timer_and_handler_left_by_a_student_cost_no_classmate(graded):
    """Each exercise runs in a process of its own forked from the zygote, which runs no student code: a timer and
    its handler die with the process.  (tim's own check_hand, checked with it running, passes too.)"""
    assert points(graded[1], "uma", DEALER) == points(graded[1], "tim", DEALER) == full(DEALER)


def test_no_control_character_reaches_the_console(graded):
    lines = graded[3]
    assert any("pwned" in line for line in lines)  # the hostile folder is named...
    assert all(line.isprintable() for line in lines)  # ...with its escapes written out


def test_no_output_holds_a_control_character(graded):
    for name, text in outputs(graded[2]).items():
        assert not re.search(r"[\x00-\x08\x0b-\x1f\x7f]", text), name


def test_no_student_markup_in_the_pages(graded):
    pages = {name: text for name, text in outputs(graded[2]).items() if name.endswith(".html")}
    assert len(pages) == 1 + len(CLASS)
    for name, text in pages.items():
        assert not re.search(r"<(img src=x|script>alert|i>x)", text), name
    assert "&lt;img src=x onerror=alert(1)&gt;" in pages["class.html"]


def test_a_stopped_cell_is_named_by_its_first_line_escaped_and_cut(graded):
    row = next(row for (student, _, exercise), row in graded[1].items() if "pwned" in student and exercise == "2.2")
    assert row["points"] == "0"
    assert row["note"] == remote.never_defined(BY_ID["2.2"], remote.REASONS["interrupted"])  # the grader's words
    report = next(text for name, text in outputs(graded[2]).items() if name.startswith("feedback/__2J"))
    shown = "# &lt;script&gt;alert(&#x27;cell&#x27;)&lt;/script&gt; \\x1b[31mRED x"
    assert f"that starts &quot;{shown}" in report
    assert "x" * 60 not in report and "x…&quot;" in report


def test_no_cell_of_the_gradebook_is_a_formula_or_a_second_row(graded):
    book = graded[2]
    for name in ("gradebook.csv", "canvas.csv"):
        rows = list(csv.reader(io.StringIO((book / name).read_text(), newline="")))
        assert len({len(row) for row in rows}) == 1, name
        assert not [cell for row in rows for cell in row if cell[:1] in ("=", "+", "-", "@", "\t", "\r")], name
    hostile = [row for (student, *_), row in graded[1].items() if "pwned" in student]
    assert sorted(row["notebook"] for row in hostile if not row["exercise"]) == sorted(
        ["\\x1b[31m<i>x<b>.ipynb", "'=HYPERLINK(\"x\")+cmd|x.txt"])
    assert len(hostile) == 3 + len(STRAY)


def test_a_link_to_a_classmate_s_notebook_is_not_graded_as_theirs(graded):
    rows = [row for (student, notebook, _), row in graded[1].items() if (student, notebook) == ("bob", PROMPTS)]
    assert rows and all(row["points"] == "0" and row["note"] == "unreadable: a symbolic link" for row in rows)


def test_the_class_page_names_what_was_not_read_and_not_handed_in(graded):
    data = json.loads((graded[2] / "class.json").read_text())
    assert sorted((u["student"], u["notebook"], u["why"]) for u in data["unreadable"]) == [
        ("bob", DEALER, "not a notebook any more (its text is cut short or damaged)"),
        ("bob", PROMPTS, "a symbolic link")]
    assert [n["missing"] for n in data["notebooks"]] == [0, len(CLASS) - 1]


def canvas_rows(text: str) -> list[list[str]]:
    """The rows of TEXT that Canvas's import takes for points possible (``row[0] =~ /Points Possible/``)."""
    return [row for row in csv.reader(io.StringIO(text, newline="")) if POINTS in row[0]]


def test_canvas_csv_has_one_points_possible_row(graded):
    """canvas.csv wrote zed's row, named ``zed Points Possible``: Canvas's import read it as the row of points
    possible after the real one, and each new assignment was out of zed's points.  Now it is left out, and
    said."""
    assert canvas_rows((graded[2] / "canvas.csv").read_text()) == [["Points Possible", "", "", "", "", "50", "75"]]
    assert any(ZED in line and "enter that student's points in Canvas by hand" in line for line in graded[3])


# --- Canvas's round trip: the export Canvas wrote, filled from the gradebook -------------------------------------
STUDENTS = [["A, Ann", "11", "S11", "ann@uni.example", "A"], ["B, Bob", "12", "S12", "bob@uni.example", "A"],
            ["T, Tim", "13", "S13", "tim", "A"], ["U, Uma", "14", "S14", "uma", "A"],
            ["Z, Zed", "15", "S15", "zed", "A"]]
DEALERS = HEADER.index("The dealer's turn (4103)")


def export_of(students: list[list[str]]) -> str:
    return exported([HEADER, POSTING, POINTS_ROW, *([*s, *[None] * (len(HEADER) - len(s))] for s in students)])


def round_trip(desk: Path, gradebook: str, export: str, capsys) -> tuple[int, list[str], str]:
    """GRADEBOOK filled into EXPORT on DESK: the exit code, the lines said, the filled file's text."""
    (desk / "gradebook.csv").write_text(gradebook)
    (desk / "export.csv").write_text(export)
    code = main(["canvas", str(desk / "gradebook.csv"), "--export", str(desk / "export.csv")])
    out, err = capsys.readouterr()
    filled = desk / "export-filled.csv"
    return code, (out + err).splitlines(), filled.read_text() if filled.exists() else ""


def test_the_class_s_round_trip_fills_only_those_it_matched(graded, tmp_path, capsys):
    """The hostile folder and zed's match nobody, bob's unreadable 03 is left empty: each said on one printable
    line; the cells of ann, tim and uma are filled, and every other byte is as Canvas wrote it."""
    export = export_of(STUDENTS)
    code, lines, filled = round_trip(tmp_path, (graded[2] / "gradebook.csv").read_text(), export, capsys)
    assert code == 0 and all(line.isprintable() for line in lines)
    assert sum("no Canvas student has it" in line for line in lines) == 2
    assert any(line.startswith("bob: 03_dealer_turn is not a readable notebook; left empty") for line in lines)
    changed = [(a, b) for a, b in zip(export.splitlines(), filled.splitlines()) if a != b]
    assert [b.split(",")[0] for _, b in changed] == ['"A', '"T', '"U']  # "A, Ann", "T, Tim", "U, Uma"
    assert all(b.split(",")[DEALERS + 1] == "50" for _, b in changed)  # + 1: the comma in the name


def test_a_canvas_name_holding_points_possible_is_not_filled(tmp_path, capsys):
    """A student who can rename themselves in Canvas puts the words in their name: Canvas's import would read
    their row of the filled file as one of points possible, with their points in it.  It is left as Canvas wrote
    it, and said."""
    renamed = [["Eve, Points Possible", "16", "S16", "eve@uni.example", "A"], *STUDENTS[1:]]
    export = export_of(renamed)
    gradebook = gradebook_text([("eve", DEALER, [("2.1", 3, 10, "", "passed")]),
                                ("tim", DEALER, [("2.1", 7, 10, "", "passed")])])
    code, lines, filled = round_trip(tmp_path, gradebook, export, capsys)
    assert code == 0
    assert canvas_rows(filled) == canvas_rows(export)
    assert "eve: the row of Eve, Points Possible holds 'Points Possible' in its first cell, so Canvas's import reads " \
           "it as points possible; left as it was: enter their points by hand" in lines
    assert any("; 1 cells filled," in line for line in lines)  # tim's
