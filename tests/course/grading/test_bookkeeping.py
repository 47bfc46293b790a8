"""The grader's bookkeeping: a row for every folder, a report for every student, a console that cannot be
forged, notes in the grader's own words, malformed notebooks, and reading under kernel limits.

Most tests grade with ``Graded``, a stand-in for the sandboxed grader (full points for each exercise whose
solution cells the student wrote, and the words a check would say of a solution that raises); the last
ones run the real grader in bubblewrap.  Tests that allocate on purpose are meant to run inside a memory
cgroup.
"""

from __future__ import annotations

import csv
import html
import io
import json
import os
import re
import resource
from pathlib import Path

import pytest

from blackjack.course.exercises.index import in_notebook
from blackjack.course.grading import feedback, grade
from blackjack.course.grading.remote import Run, Settings
from blackjack.course.grading.sandbox import bwrap as sandbox
from blackjack.course.notebook.release import defined, release, restore
from blackjack.course.paths import SOLUTIONS
from blackjack.course.scoring import Outcome

SOLVED = json.loads((SOLUTIONS / "03_dealer_turn.ipynb").read_text())
HAND = "0b7b1365"  # the id of check_hand's solution cell (2.1)
FULL = {e.id: e.possible for e in in_notebook("03_dealer_turn")}
CLAIM = "Checked by hand by the TA: full points <script>"
RAISES = f"def check_hand(cards, rules=DEFAULT_RULES):\n    raise Exception({CLAIM!r})\n"
NAMES = ["-rf --all", "=cmd|' -C calc'!A0", "new\nline", "\x1b[2J", "eve x", "eve_x", "l" * 254,
         os.fsdecode(b"caf\xe9"), "eve\nmallory   50 points"]


def submitted(source: str | None = None, cells: list | None = None) -> str:
    """The solution notebook, with check_hand's cell replaced by SOURCE and CELLS added at the front."""
    notebook = json.loads(json.dumps(SOLVED))
    for cell in notebook["cells"]:
        if source is not None and cell.get("id") == HAND:
            cell["source"] = source
    notebook["cells"][0:0] = cells or []
    return json.dumps(notebook)


class Graded:
    """A stand-in for ``remote.Grader``: what the sandbox would say, without one."""

    def __init__(self, notebook: str, cells: list, settings: Settings) -> None:
        self.notebook, self.cells = notebook, cells

    def grade(self) -> Run:
        empty = {cell.number: cell.source for cell in release(self.notebook)[0]}
        run = Run()
        for exercise in in_notebook(self.notebook):
            mine = [c for c in self.cells
                    if c.kind == "solution" and set(exercise.names) & defined(empty[c.number])]
            if any("raise Exception(" in c.source for c in mine):
                quoted = next(c.source for c in mine if "raise Exception(" in c.source).split("(", 2)[-1]
                run.outcomes[exercise.id] = Outcome(exercise, 0, "failed", [
                    "  0 points: Checked by hand.", f"  It raised Exception: {quoted}, for:", "    cards = []"])
            elif all(c.source != empty[c.number] for c in mine):
                run.outcomes[exercise.id] = Outcome(exercise, exercise.points, "passed", [],
                                                    extension=exercise.extension_points)
            else:
                run.outcomes[exercise.id] = Outcome(exercise, 0, "not attempted", [])
        return run


def graded_class(root: Path, students: dict[str, str | bytes], monkeypatch) -> tuple[int, list[dict], list[str]]:
    """STUDENTS (folder name -> notebook) graded with the stand-in: the exit code, the gradebook's rows and
    what was said on the console."""
    for name, text in students.items():
        (root / "subs" / name).mkdir(parents=True)
        if text:
            data = text if isinstance(text, bytes) else text.encode()
            (root / "subs" / name / "03_dealer_turn.ipynb").write_bytes(data)
    monkeypatch.setattr(grade, "Grader", Graded)
    said: list[str] = []
    code = grade.grade(root / "subs", root / "book.csv", Settings(sandboxed=False), workers=2, say=said.append)
    with open(root / "book.csv", newline="", encoding="utf-8") as file:
        return code, list(csv.DictReader(file)), said



ORDER = Path()  # where ``logged`` notes each notebook it grades (set by the test before the workers fork)


def logged(submission, settings: Settings):
    """``grade.grade_one``, noting first which notebook it grades (in a worker: to a file)."""
    with open(ORDER, "a") as file:
        file.write(f"{submission.student} {submission.notebook}\n")
    return GRADE_ONE(submission, settings)


GRADE_ONE = grade.grade_one


def test_a_class_is_graded_notebook_by_notebook_and_booked_student_by_student(tmp_path, monkeypatch):
    """A worker keeps a sandbox for each exercise of the notebook it grades: the whole class's 01, then the
    whole class's 03, so that the sandboxes serve every student before the next notebook's start; the
    gradebook stays in student order."""
    for student in ("ann", "bob"):
        (tmp_path / "subs" / student).mkdir(parents=True)
        for notebook in ("01_cards_and_hands", "03_dealer_turn"):
            (tmp_path / "subs" / student / f"{notebook}.ipynb").write_text((SOLUTIONS / f"{notebook}.ipynb").read_text())
    monkeypatch.setattr(__import__(__name__, fromlist=["ORDER"]), "ORDER", tmp_path / "order.txt")
    monkeypatch.setattr(grade, "Grader", Graded)
    monkeypatch.setattr(grade, "grade_one", logged)
    grade.grade(tmp_path / "subs", tmp_path / "book.csv", Settings(sandboxed=False), workers=1, say=lambda _: None)
    assert (tmp_path / "order.txt").read_text().splitlines() == [
        "ann 01_cards_and_hands", "bob 01_cards_and_hands", "ann 03_dealer_turn", "bob 03_dealer_turn"]
    with open(tmp_path / "book.csv", newline="") as file:
        booked = list(dict.fromkeys((row["student"], row["notebook"]) for row in csv.DictReader(file)))
    assert booked == [("ann", "01_cards_and_hands"), ("ann", "03_dealer_turn"),
                      ("bob", "01_cards_and_hands"), ("bob", "03_dealer_turn")]

CLASS = {**dict.fromkeys(NAMES, submitted()), ".hidden": submitted(), "empty": "", "claims": submitted(RAISES),
         "\x1b]0;pwned\x07": b"{not json", "nested": "[" * 100_000 + "]" * 100_000,
         "huge": submitted("x = 1\n" * 600_000),
         "malformed": submitted(cells=[[], {"cell_type": "code", "source": {}}, {"source": "y = 2"},
                                       {"cell_type": "code", "id": "a1", "source": ["x = 1\n", 1]},
                                       {"cell_type": "code", "id": ["a2"], "source": "z = 3"}])}


@pytest.fixture(scope="module")
def whole(tmp_path_factory):
    with pytest.MonkeyPatch.context() as monkeypatch:
        root = tmp_path_factory.mktemp("class")
        code, rows, said = graded_class(root, CLASS, monkeypatch)
    return code, rows, said, root / "feedback"


def as_written(name: str) -> str:
    """NAME as the gradebook holds it: formulas neutralised, bytes that are not UTF-8 shown as \\udcXX."""
    return grade.safe_cell(name).encode("utf-8", "backslashreplace").decode()


def mine(rows: list[dict], name: str) -> dict[str, dict]:
    return {row["exercise"] or row["notebook"]: row for row in rows if row["student"] == as_written(name)}


def test_every_folder_of_the_class_gets_its_rows_under_its_name_as_on_disk(whole):
    rows = whole[1]
    for name in NAMES:
        assert {e: int(r["points"]) for e, r in mine(rows, name).items()} == FULL, name
    assert as_written(os.fsdecode(b"caf\xe9")) == "caf\\udce9" and mine(rows, "-rf --all")
    assert len(rows) == len({tuple(row.values()) for row in rows})  # one row per exercise, file or folder


@pytest.mark.parametrize("name, why", [(".hidden", "not graded: a hidden folder"),
                                       ("empty", "not graded: no notebook in this folder")])
def test_a_folder_with_nothing_graded_gets_one_row_that_says_why(whole, name, why):
    assert [row["note"][:len(why)] for row in mine(whole[1], name).values()] == [why]


def test_each_student_has_one_report_of_a_short_unique_name(whole):
    reports = {path.name: path.read_text(encoding="utf-8") for path in whole[3].iterdir()}
    students = [*NAMES, ".hidden", "empty", "claims", "nested", "huge", "malformed", "\x1b]0;pwned\x07"]
    assert len(reports) == len(students)
    assert all(len(os.fsencode(name)) <= 100 for name in reports)
    for student in students:
        title = f"<title>Feedback for {html.escape(feedback.shown(student))}</title>"
        title = title.encode("utf-8", "backslashreplace").decode()
        assert [name for name, text in reports.items() if title in text], student


def test_a_report_that_cannot_be_written_stops_neither_the_gradebook_nor_the_other_reports(tmp_path, monkeypatch):
    def full(folder: int, name: str, text: str) -> None:
        if name == "alice.html":
            raise OSError(28, "No space left on device")
        write(folder, name, text)

    write = feedback.write
    monkeypatch.setattr(feedback, "write", full)
    code, rows, said = graded_class(tmp_path, dict.fromkeys(["alice", "bob", "carol"], submitted()), monkeypatch)
    assert code == 1 and {row["student"] for row in rows} == {"alice", "bob", "carol"}
    assert (tmp_path / "feedback" / "bob.html").is_file() and (tmp_path / "feedback" / "carol.html").is_file()
    assert [line for line in said if line.startswith("error: report not written:")]


def test_a_notebook_misnamed_or_beside_the_folders_is_named_on_the_console(tmp_path, monkeypatch):
    """Its student would otherwise read as not handing it in: a second download, a notebook outside any folder."""
    subs = tmp_path / "subs"
    for path in (subs / "ann" / "03_dealer_turn.ipynb", subs / "grace" / "03_dealer_turn (1).ipynb",
                 subs / "03_dealer_turn.ipynb"):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(submitted())
    (subs / "grace" / "notes.txt").write_text("ask about soft 17")
    monkeypatch.setattr(grade, "Grader", Graded)
    said: list[str] = []
    grade.grade(subs, tmp_path / "book.csv", Settings(sandboxed=False), workers=1, say=said.append)
    assert sorted(line for line in said if line.startswith("not graded: ")) == [
        f"not graded: {subs / '03_dealer_turn.ipynb'}: put each student's notebooks in a folder named after the "
        "student",
        f"not graded: {subs / 'grace' / '03_dealer_turn (1).ipynb'}: not a course notebook name; did you mean "
        "03_dealer_turn.ipynb?"]


def test_nothing_from_a_submission_reaches_the_console_unescaped(whole):
    said = whole[2]
    assert all(line.isprintable() for line in said)
    assert not [line for line in said if line.startswith("mallory")]
    assert [line for line in said if line.startswith("'eve\\nmallory")]
    assert [line for line in said if line.startswith("not graded: ") and "\\x1b]0;pwned\\x07" in line]


def test_a_note_is_in_the_grader_s_words_never_the_student_s(whole):
    rows = whole[1]
    assert mine(rows, "claims")["2.1"]["note"] == "raised an exception for some input"
    assert not [row for row in rows if "Checked" in row["note"] or len(row["note"]) >= 500]


def test_the_report_shows_the_student_s_text_as_theirs_and_escaped(whole):
    page = next(p.read_text() for p in whole[3].iterdir() if p.name.startswith("claims"))
    quoted = re.search(r"<pre class=student>(.*?)</pre>", page, re.S)
    assert quoted and html.escape(CLAIM) in quoted.group(1) and CLAIM not in page


def test_a_report_stays_under_a_megabyte_with_each_text_cut_visibly():
    rows = [{"exercise": "2.1", "points": 0, "possible": 5, "extra_credit": "", "note": "passed"}]
    long = '"\udcff' * 3_000_000
    texts = {f"{n}": long for n in range(40)}
    sections = [(f"0{n}_notebook", rows, texts, ["<" * 1_000_000] * 50) for n in range(10)]
    page = feedback.page("x" * 255, sections, [{"notebook": "&" * 255, "note": "not graded"}] * 10_000)
    assert len(page.encode("utf-8", "backslashreplace")) < 1_000_000 and page.count("... (cut)") == 400 + 500


def test_malformed_cells_are_skipped_with_a_note_and_the_honest_exercises_keep_their_points(whole):
    assert {e: int(r["points"]) for e, r in mine(whole[1], "malformed").items()} == FULL
    cells, notes = restore("03_dealer_turn", json.loads(CLASS["malformed"]))
    assert [cell for cell in cells if cell.kind != "added"] == restore("03_dealer_turn", SOLVED)[0]
    assert [cell.source for cell in cells if cell.kind == "added"] == ["z = 3"]  # a cell of theirs that reads well
    assert notes[0].startswith("cells of your notebook that could not be read")
    assert notes[0].endswith("were skipped: 4 above the check of exercise 2.1")  # at the top; the 5th has text


def test_a_solution_cell_deleted_is_named_by_its_exercise_and_the_stub_runs():
    notebook = json.loads(json.dumps(SOLVED))
    notebook["cells"] = [cell for cell in notebook["cells"] if cell.get("id") != HAND]
    cells, notes = restore("03_dealer_turn", notebook)
    assert notes == ["the cell of exercise 2.1 (check_hand) is not in your notebook (deleted, or its function "
                     "renamed?): the grader ran the empty one you were given"]
    assert "NotImplementedError" in next(cell.source for cell in cells if "def check_hand" in cell.source)


def test_a_lone_surrogate_runs_as_jupyterlab_sends_it():
    source = "".join(next(c["source"] for c in SOLVED["cells"] if c.get("id") == HAND))
    cells, notes = restore("03_dealer_turn", json.loads(submitted("# \ud800\n" + source)))
    assert "# \ufffd\n" + source in [cell.source for cell in cells] and not notes


@pytest.mark.parametrize("name, why", [("nested", "unreadable: nested too deeply"),
                                       ("\x1b]0;pwned\x07", "unreadable: not a notebook any more (its text is cut "
                                                            "short or damaged)")])
def test_a_notebook_that_cannot_be_read_gets_rows_that_say_why(whole, name, why):
    assert {(e, r["points"], r["note"]) for e, r in mine(whole[1], name).items()} == {(e, "0", why) for e in FULL}


def test_the_report_of_a_notebook_that_cannot_be_read_says_what_to_do(whole):
    """No table of zeros: why the file could not be read, and how to hand in one that can."""
    page = (whole[3] / feedback.report_name("\x1b]0;pwned\x07")).read_text()
    assert "<h2>03_dealer_turn: not graded, the file could not be read</h2>" in page
    assert ("is not a notebook any more (its text is cut short or damaged), so nothing in it could be graded: 0 of "
            "its 50 points. To have it graded, download it again from JupyterLab (File &gt; Download)") in page
    assert "<table>" not in page


def test_the_console_names_the_notebooks_that_could_not_be_read(whole):
    said = whole[2]
    assert [line for line in said if line.startswith("nested ") and line.endswith("  unreadable 03_dealer_turn")]
    assert [line for line in said if line.startswith("empty ") and line.endswith("  missing 03_dealer_turn")]


def test_a_huge_cell_is_skipped_without_being_parsed(whole):
    assert {e: int(r["points"]) for e, r in mine(whole[1], "huge").items()} == {**FULL, "2.1": 0}
    assert mine(whole[1], "huge")["2.1"]["note"] == "not attempted"


def test_reading_under_a_memory_limit_costs_the_submission_not_the_grader(tmp_path, monkeypatch):
    """The bomb touches more memory than the reading process may have; run inside a memory cgroup."""
    (tmp_path / "03_dealer_turn.ipynb").write_text(submitted())
    monkeypatch.setattr(grade, "restore", lambda notebook, submitted: b"x" * (grade.READ_BYTES * 5 // 4))
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    done = grade.grade_one(grade.Submission("s", "03_dealer_turn", tmp_path / "03_dealer_turn.ipynb"), Settings())
    assert {row["note"] for row in done.rows} == {"unreadable: too large to read safely"}
    assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before < 300_000  # KB


@pytest.mark.timeout(120)
def test_reading_under_a_cpu_limit_costs_the_submission_not_the_grader(tmp_path, monkeypatch):
    (tmp_path / "03_dealer_turn.ipynb").write_text(submitted())
    monkeypatch.setattr(grade, "READ_SECONDS", 1)
    monkeypatch.setattr(grade, "restore", lambda notebook, submitted: any(iter(int, 1)))
    done = grade.grade_one(grade.Submission("s", "03_dealer_turn", tmp_path / "03_dealer_turn.ipynb"), Settings())
    assert {row["note"] for row in done.rows} == {"unreadable: too large to read safely"}


needs_bwrap = pytest.mark.skipif(sandbox.bwrap() is None, reason="needs bubblewrap (apt-get install bubblewrap)")


@pytest.fixture(scope="module")
def sandboxed(tmp_path_factory):
    """Three students graded by the real grader, in bubblewrap."""
    root = tmp_path_factory.mktemp("sandboxed")
    source = "".join(next(c["source"] for c in SOLVED["cells"] if c.get("id") == HAND))
    students = {"claims": submitted(RAISES), "surrogate": submitted("# \ud800\n" + source),
                "malformed": CLASS["malformed"]}
    for name, text in students.items():
        (root / "subs" / name).mkdir(parents=True)
        (root / "subs" / name / "03_dealer_turn.ipynb").write_text(text)
    settings = Settings(cell_seconds=20, total_seconds=300, limits=sandbox.Limits(processes=32))
    grade.grade(root / "subs", root / "book.csv", settings, workers=2, say=lambda line: None)
    with open(root / "book.csv", newline="") as file:
        return list(csv.DictReader(file)), root / "feedback"


@needs_bwrap
@pytest.mark.parametrize("name", ["surrogate", "malformed"])
def test_the_honest_exercises_of_an_odd_notebook_keep_their_points_in_the_sandbox(sandboxed, name):
    assert {e: int(r["points"]) for e, r in mine(sandboxed[0], name).items()} == FULL, mine(sandboxed[0], name)


@needs_bwrap
def test_a_message_the_student_raised_is_never_the_note(sandboxed):
    assert mine(sandboxed[0], "claims")["2.1"]["note"] == "raised an exception for some input"
    page = (sandboxed[1] / "claims.html").read_text()
    assert html.escape(CLAIM) in re.search(r"<pre class=student>(.*?)</pre>", page, re.S).group(1)


def test_a_name_the_console_cannot_encode_is_shown_escaped(monkeypatch):
    from blackjack.course import __main__

    console = io.TextIOWrapper(io.BytesIO(), encoding="ascii", newline="\n")
    monkeypatch.setattr("sys.stdout", console)
    __main__.say("caf\u00e9 \u4e2d 50/50")
    console.flush()
    assert console.buffer.getvalue() == b"caf\\xe9 \\u4e2d 50/50\n"


def test_a_cell_the_student_added_runs_where_they_put_it():
    """A helper of their own, in a cell of its own above the solution that uses it, as in Jupyter and nbgrader."""
    notebook = json.loads(json.dumps(SOLVED))
    at = next(i for i, c in enumerate(notebook["cells"]) if c.get("id") == HAND)
    notebook["cells"].insert(at, {"cell_type": "code", "id": "mine", "metadata": {}, "outputs": [],
                                  "execution_count": None, "source": "def helper():\n    return 21\n"})
    cells, _ = restore("03_dealer_turn", notebook)
    sources = [cell.source for cell in cells]
    helper = sources.index("def helper():\n    return 21\n")
    assert cells[helper].kind == "added" and cells[helper + 1].kind == "solution"


def test_a_cell_is_named_as_the_student_sees_it():
    """By the exercise it belongs to, or the check it is above or below, and its first line: JupyterLab numbers no
    cells, and the grader's count of code cells is no number a student can find."""
    from blackjack.course.grading.remote import seen_as

    notebook = json.loads(json.dumps(SOLVED))
    at = next(i for i, c in enumerate(notebook["cells"]) if c.get("id") == HAND)
    notebook["cells"].insert(at, {"cell_type": "code", "id": "mine", "metadata": {}, "outputs": [],
                                  "execution_count": None, "source": "\n# my helper\ndef helper():\n    return 21\n"})
    cells, _ = restore("03_dealer_turn", notebook)
    named = {cell.source.split("\n")[0]: seen_as(cells, index, "03_dealer_turn") for index, cell in enumerate(cells)}
    assert named["def dealer_turn(game: Game) -> tuple[Status, Game]:"] == (
        'the cell of exercise 2.2 that starts "def dealer_turn(game: Game) -> tuple[Status, Game]:"')
    assert named["import random"] == 'the cell that starts "import random" (above the check of exercise 2.1)'
    assert named[""] == 'the cell you added that starts "# my helper" (above the check of exercise 2.1)'
    assert named['scoreboard("03_dealer_turn")'] == (
        'the cell that starts "scoreboard("03_dealer_turn")" (below the check of exercise 001:3.2)')
