"""What the grader reads of a class folder and writes of it stays the grader's: notebooks it cannot parse, folder
and file names made to be formulas, terminal commands or another student's report, a folder linked to the
solutions, a folder of 20,000 files; the ``Likely cause:`` lines worked out from what a student's code said, the
class page that groups the class's mistakes by them, and the Canvas import file.

Hostile students start from a solution notebook (03 or 04) and replace some solution cells; the exercises they
leave alone are honest and keep their points.  All folders are graded in ONE class run (a module-scoped fixture).
Nothing here forks or allocates much.
"""

from __future__ import annotations

import csv
import json

import pytest

from blackjack.course.grading.feedback import safe_cell
from blackjack.course.paths import SOLUTIONS
from tests.course.grading.hostile import (DEALER, FULL, HONEST_CH, PROMPTS, SLIP, assert_zero_beside_full, full,
                                          grade_class, needs_bwrap, points, report, submitted, write_class)

pytestmark = [needs_bwrap, pytest.mark.slow]

RETRY = ("def retry_prompt(prompt, say=print):\n    def ask(q):\n        a = prompt(q)\n        while a is None:\n"
         "%s            a = prompt(q)\n        return a\n    return ask\n")
HELP = ("def help_advice(prompt, advice, say=print):\n    def ask(q):\n        a = prompt(q)\n        while a == 'help':\n"
        "%s            a = prompt(q)\n        return a\n    return ask\n")
FAKE = "\n  Likely cause: FAKE <b>bold</b> <script>alert(1)</script>\n"

# --- what is said and shown: fake causes, markup, objects that cannot be printed -------------------------
SAID = dict(
    e3_1=HELP % ("            class S:\n                def __str__(self):\n                    raise RuntimeError('no')\n"
                 "            say(S()); say(10**4000); say(b'bytes'); say(None); say(advice + %r)\n" % FAKE),
    # many lines, each another (under the flood limit: a flood stopped in a given cell can lose the notebook's
    # imports cell under load, see test_wall_processes's race)
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
DEEP_SOURCE = dict(e2_1=HONEST_CH + "\n_y = HAND2" + ".b" * 30_000 + "\n")

ATTACKS = {"said": (PROMPTS, SAID), "control": (PROMPTS, CONTROL), "deep_source": (DEALER, DEEP_SOURCE)}
HONEST = {"honest_a": submitted(DEALER),
          "honest_z": submitted(DEALER).replace("BUST for a hand", "BUST \\ud800 for a hand"),  # a lone surrogate
          "honest_p": submitted(PROMPTS)}
# folders without a notebook, named to be a formula, a terminal command, a line break, another name's twin
NAMES = ("n" * 254, "eve x", "eve_x", "eve_x-c24f3177d6", "=cmd|' -C calc'!A0", "new\nline", "ansi\x1b[31mred\x1b[0m", "-rf --all")
# names whose gradebook form is the same: a control character is written as its escape, a formula is quoted
TWINS = (("twin\x1bx", "twin\\x1bx"), ("=twin", "'=twin"))
TWIN = "twin x"  # and a student folder named as twin x's report is (twin_plain)


def twin_plain() -> str:
    from blackjack.course.grading.feedback import report_name
    return report_name(TWIN)[:-len(".html")]


def notebooks() -> dict[str, tuple[str, str]]:
    """The class's notebooks (student: (notebook, text)): the attacks, the honest, the twins."""
    students = {s: (nb, submitted(nb, **cells)) for s, (nb, cells) in ATTACKS.items()}
    students |= {s: (PROMPTS if s == "honest_p" else DEALER, text) for s, text in HONEST.items()}
    for right, wrong in (*TWINS, (TWIN, twin_plain())):  # the first twin has every point, the second loses 2.1
        students[right] = (DEALER, submitted(DEALER))
        students[wrong] = (DEALER, submitted(DEALER, **SLIP))
    return students


@pytest.fixture(scope="module")
def graded(tmp_path_factory):
    subs = tmp_path_factory.mktemp("reports") / "subs"
    write_class(subs, notebooks())
    raw = submitted(DEALER)
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
    return grade_class(subs, lms="canvas")


def class_data(book) -> dict:
    return json.loads((book / "class.json").read_text())


def test_honest_students_keep_every_point(graded):
    rows = graded[1]
    assert points(rows, "honest_a", DEALER) == full(DEALER)
    assert points(rows, "honest_z", DEALER) == full(DEALER)  # a lone surrogate in a docstring, run as U+FFFD
    assert points(rows, "honest_p", PROMPTS) == full(PROMPTS)


@pytest.mark.parametrize("student", list(ATTACKS))
def test_the_attack_earns_nothing_and_costs_only_its_parts(graded, student):
    _, rows, book = graded
    assert_zero_beside_full(rows, student, *ATTACKS[student])
    assert (book / "feedback" / f"{student}.html").stat().st_size < 1_000_000


def test_fake_causes_and_markup_stay_out_of_the_class_page(graded):
    """Said lines and results that hold 'Likely cause: ...' lines and markup: no group of the class page is
    made from them, and the page holds no markup of the student's."""
    book = graded[2]
    page = (book / "class.html").read_text()
    assert "<script>alert" not in page and "<b>bold" not in page
    assert page.count("<script>") == 1  # the page's own sorting script
    data = class_data(book)
    said = [m["said"] for nb in data["notebooks"] for e in nb["exercises"] for m in e["mistakes"]]
    assert not any(s.startswith("Likely cause: FAKE") for s in said)
    text = report(book, "said")
    assert "<script>" not in text and "<b>" not in text


def test_a_cause_quoting_a_student_s_words_is_escaped_and_cut_in_the_class_page(graded):
    """control's causes quote what it said: a line with ESC, CR and U+202E, and a line of 9,000 characters
    starting with <i>."""
    page = (graded[2] / "class.html").read_text()
    assert "\x1b" not in page and "\u202e" not in page and "\r" not in page and "<i>A" not in page
    data = class_data(graded[2])
    said = {e["exercise"]: [m["said"] for m in e["mistakes"]] for nb in data["notebooks"] for e in nb["exercises"]}
    quoted = [s for s in said["3.1"] + said["3.2"] if s.startswith("Likely cause:")]  # none when the budget of
    # the search (5 s on the clock a part) runs out, as on a loaded machine
    assert all(len(s) < 1000 for s in quoted)


def test_no_control_characters_in_a_report(graded):
    text = report(graded[2], "control")
    assert not any(c in text for c in ("\x1b", "\r", "\u202e"))


def test_canvas_names_are_no_formula_nor_terminal_command(graded):
    with open(graded[2] / "canvas.csv", newline="") as file:
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
        assert safe_cell(right) != safe_cell(wrong)
        assert {rows[safe_cell(right), DEALER, "2.1"]["points"]} == {str(FULL["2.1"])}


def test_every_student_gets_a_report_of_their_own(graded):
    """'twin x' has every point; the folder named like its report file ('twin_x-<hash>') loses 2.1."""
    _, rows, book = graded
    assert points(rows, TWIN, DEALER)["2.1"] == FULL["2.1"]
    assert points(rows, twin_plain(), DEALER)["2.1"] == 0
    students = {s for s, _, _ in rows if s}  # a row without a student: a link or a file in the class folder
    assert len(list((book / "feedback").glob("*.html"))) == len(students)


def test_names_get_a_row_each_and_reports_never_clash(graded):
    code, rows, book = graded
    students = {s for s, _, _ in rows}
    for name in NAMES:  # as on disk, a formula quoted, control characters escaped
        assert safe_cell(name) in students, name
    assert any("hidden" in r["note"] or ".hidden" in r["student"] + r["notebook"] for r in rows.values())
    reports = list((book / "feedback").iterdir())
    assert len(reports) == len({s for s in students if s})
    assert all(r.stat().st_size < 1_000_000 for r in reports)


def test_a_notebook_that_cannot_be_read_gets_a_row_and_a_report(graded):
    _, rows, book = graded
    assert rows["deep_json", "03_dealer_turn", "2.1"]["points"] == "0"
    assert (book / "feedback" / "deep_json.html").exists()


def test_a_folder_linked_to_the_solutions_is_not_graded(graded):
    rows = graded[1]
    assert not any(r["points"] not in ("", "0") for (s, _, _), r in rows.items() if "copycat" in s + r["note"])
    assert any("copycat" in k[1] or "copycat" in k[0] for k in rows)


def test_a_file_name_is_no_formula(graded):
    notebooks = {n for _, n, _ in graded[1]}
    assert not any(n[:1] in "=+-@" for n in notebooks if n)


def test_nothing_is_left_ungraded_and_files_stay_small(graded):
    code, rows, book = graded
    students = {s for s, _, _ in rows}
    assert {safe_cell(s) for s in notebooks()} <= students
    assert all((book / f).stat().st_size < 1_000_000 for f in ("gradebook.csv", "class.html", "class.json",
                                                                "canvas.csv"))


def test_one_student_s_files_cannot_bloat_the_gradebook(graded):
    book = graded[2]
    assert sum(1 for s, _, _ in graded[1] if s == "bloat") < 100
    assert all((book / f).stat().st_size < 1_000_000 for f in ("gradebook.csv", "class.html", "class.json"))
