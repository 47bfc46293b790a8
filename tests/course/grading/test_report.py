"""The class report: class.json and class.html beside the gradebook, with the gradebook's figures, the mistakes
the students' reports name, a page that opens from the file system in a real browser, and the Canvas export.

A class of 30 folders (right answers, half right ones, typical beginner mistakes, unreadable notebooks, hostile
names and messages), built from solutions/03_dealer_turn.ipynb, is graded once by the real grader in bubblewrap;
the other tests build ``Graded`` records directly, or grade with a stand-in for the sandbox.
"""

from __future__ import annotations

import csv
import html
import io
import json
import random
import re
import time
from collections import Counter
from pathlib import Path

import pytest

import blackjack.course.__main__ as course_main
from blackjack.course.__main__ import parser
from blackjack.course.exercises.index import BY_ID, in_notebook
from blackjack.course.grading import grade, report
from blackjack.course.grading.feedback import shown
from blackjack.course.grading.grade import rows
from blackjack.course.grading.records import Graded, Submission
from blackjack.course.grading.remote import Run, Settings
from blackjack.course.grading.report_page import page
from blackjack.course.grading.sandbox import bwrap as sandbox
from blackjack.course.paths import EXERCISES, PROJECT, SOLUTIONS
from blackjack.course.scoring import Outcome

SOLVED = json.loads((SOLUTIONS / "03_dealer_turn.ipynb").read_text())
CELL = {"2.1": "0b7b1365", "2.2": "ddfb2183", "001:3.2": "fe920a87"}
SCREENSHOT = PROJECT / "artifacts" / "class.png"
CHROMIUM = Path("/usr/bin/chromium")
SCRIPT = "<script>alert(1)</script>"
HOSTILE = "<img src=x onerror=alert(1)>"  # a folder name cannot hold a slash
POSSIBLE = sum(e.possible for e in in_notebook("03_dealer_turn"))  # 50


def submitted(exercise: str = "", source: str = "") -> str:
    """The solution notebook with EXERCISE's solution cell replaced by SOURCE."""
    notebook = json.loads(json.dumps(SOLVED))
    for cell in notebook["cells"]:
        if exercise and cell.get("id") == CELL[exercise]:
            cell["source"] = source
    return json.dumps(notebook)


HAND = ("def check_hand(cards, rules=DEFAULT_RULES):\n"
        "    return Status.BUST if hand_value(cards, rules) {} else Status.OK")
TURN = "def dealer_turn(game):\n{}"
HAND_TURN = "def dealer_hand_turn(cards, deck, rng, rules=SEED_001, say=print):\n{}"
MISTAKES = {  # a beginner's mistake: (exercise, source), and how many students make it
    "bust_at_21": (("2.1", HAND.format("> 20")), 4),
    "bust_from_21": (("2.1", HAND.format(">= 21")), 2),
    "never_draws": (("2.2", TURN.format("    return check_hand(game.dealer, game.rules), game")), 3),
    "draws_once": (("2.2", TURN.format("    if dealer_draws(game.dealer, game.rules):\n"
                                       "        game = hit_dealer(game)\n"
                                       "    return check_hand(game.dealer, game.rules), game")), 2),
    "recurses": (("2.2", TURN.format("    return dealer_turn(game)")), 1),
    "loops": (("001:3.2", HAND_TURN.format("    while dealer_draws(cards, rules):\n        pass\n"
                                           "    return cards, deck")), 2),
    "forgets_deck": (("001:3.2", HAND_TURN.format("    while dealer_draws(cards, rules):\n"
                                                  "        cards, deck = hit_hand(cards, deck, rng, say)\n"
                                                  "    return cards")), 2),
}
CLASS: dict[str, str | bytes] = {
    **{f"right_{n}": submitted() for n in range(7)},
    HOSTILE: submitted(),
    **{f"{name}_{n}": submitted(*source) for name, (source, many) in MISTAKES.items() for n in range(many)},
    "new\nline \x1b[31mred": submitted("2.1", "def check_hand(cards, rules=DEFAULT_RULES):\n"
                                              f"    raise ValueError({SCRIPT + chr(10) + 'Likely cause: forged'!r})"),
    **{f"blank_{n}": (EXERCISES / "03_dealer_turn.ipynb").read_text() for n in range(2)},
    "not_json": b"{not json", "nested": "[" * 100_000 + "]" * 100_000,
    "empty": "",
}
assert len(CLASS) == 30


def as_written(name: str) -> str:
    """NAME as the gradebook holds it."""
    return grade.safe_cell(name).encode("utf-8", "backslashreplace").decode()


def folder_of(root: Path, students: dict[str, str | bytes]) -> Path:
    for name, text in students.items():
        (root / "subs" / name).mkdir(parents=True)
        if text:
            data = text if isinstance(text, bytes) else text.encode()
            (root / "subs" / name / "03_dealer_turn.ipynb").write_bytes(data)
    return root / "subs"


def read_csv(path: Path) -> list[dict]:
    with open(path, newline="", encoding="utf-8") as file:
        return list(csv.DictReader(file))


@pytest.fixture(scope="module")
def graded(tmp_path_factory):
    """The class of 30, graded once by the real grader in bubblewrap (two workers)."""
    if sandbox.bwrap() is None:
        pytest.skip("needs bubblewrap (apt-get install bubblewrap)")
    root = tmp_path_factory.mktemp("report")
    settings = Settings(cell_seconds=10, total_seconds=300, limits=sandbox.Limits(processes=32))
    grade.grade(folder_of(root, CLASS), root / "book" / "gradebook.csv", settings, workers=2,
                say=lambda line: None, lms="canvas")
    book = root / "book"
    return json.loads((book / "class.json").read_text()), read_csv(book / "gradebook.csv"), book


def exercises(data: dict) -> dict[str, dict]:
    return {e["exercise"]: e for n in data["notebooks"] for e in n["exercises"]}


UNREADABLE = {"not_json": "not a notebook any more (its text is cut short or damaged)", "nested": "nested too deeply"}


def test_the_class_figures_equal_the_gradebook(graded):
    """Every figure of an exercise is its gradebook's rows, the notebooks that could not be read left out."""
    data, book, _ = graded
    for id, figures in exercises(data).items():
        mine = [r for r in book if r["exercise"] == id and not r["note"].startswith("unreadable")]
        points = [int(r["points"]) for r in mine]
        assert len(mine) == data["notebooks"][0]["submissions"] == 29 - len(UNREADABLE)
        assert figures["mean"] == pytest.approx(sum(points) / len(points))
        assert figures["full"] == pytest.approx(sum(p == BY_ID[id].possible for p in points) / len(points))
        assert figures["not_attempted"] == pytest.approx(sum(r["note"] == "not attempted" for r in mine) / len(mine))
        assert dict(map(tuple, figures["histogram"])) == Counter(points)
        assert figures["timeouts"] == sum("time limit" in r["note"] for r in mine)
        stopped = ("stopped by the grader", "grading failed", "memory", "printed far too much", "ended")
        assert figures["crashes"] == sum(any(words in r["note"] for words in stopped) for r in mine)
    totals = Counter()
    for row in book:
        totals[row["student"]] += int(row["points"])
    assert {as_written(s["student"]): s["points"] for s in data["students"]} == totals


def test_unreadable_notebooks_are_counted_apart_and_named(graded):
    data, book, folder = graded
    assert {u["student"]: u["why"] for u in data["unreadable"]} == UNREADABLE
    assert {u["file"] for u in data["unreadable"]} == {"03_dealer_turn.ipynb"}
    assert all("download it again from JupyterLab" in u["advice"] for u in data["unreadable"])
    notebook = data["notebooks"][0]
    assert (notebook["unreadable"], notebook["missing"]) == (2, 1)
    assert {(r["student"], r["note"]) for r in book if r["note"].startswith("unreadable")} == {
        (student, f"unreadable: {why}") for student, why in UNREADABLE.items()}  # a row each, for Canvas
    students = {s["student"]: s for s in data["students"]}
    assert [students[s]["unreadable"] for s in UNREADABLE] == [["03_dealer_turn"]] * 2
    assert students["empty"]["missing"] == ["03_dealer_turn"] and students["empty"]["possible"] == POSSIBLE
    text = (folder / "class.html").read_text()
    unreadable = re.search(r"<h2 id=unreadable>Unreadable notebooks</h2>(.*?)</section>", text).group(1)
    assert all(f">{student}</a></td><td>03_dealer_turn.ipynb</td><td>{html.escape(why)}</td>" in unreadable
               for student, why in UNREADABLE.items())
    assert re.search(r"2 could not be read \(not in the figures below; see Unreadable notebooks\): "
                     r"<a [^>]+>nested</a>, <a [^>]+>not_json</a>\. 1 not handed in: <a [^>]+>empty</a>\.", text)


BUST_AT_21 = "Likely cause: 21 counts as bust (>= instead of >)."  # what the feedback says of bust_at_21 and bust_from_21


def test_the_typical_mistakes_come_first_with_how_many_made_them(graded):
    found = {id: [(m["said"], m["count"]) for m in e["mistakes"]] for id, e in exercises(graded[0]).items()}
    assert found["2.1"][0] == (BUST_AT_21, 6)
    assert ("raised an exception for some input", 1) in found["2.1"]
    assert found["2.2"][:2] == [("Likely cause: dealer_turn leaves out what should happen when"
                                 " `dealer_draws(game.dealer, game.rules)`.", 3),
                                ("Likely cause: if in place of while: one hit at most.", 2)]
    assert found["001:3.2"][0][1] == 2 and exercises(graded[0])["001:3.2"]["timeouts"] == 2


def test_the_top_mistakes_are_the_ones_the_feedback_named(graded):
    data, _, book = graded
    reports = {s["student"]: (book / "feedback" / s["report"]).read_text() for s in data["students"]}
    for id, figures in exercises(data).items():
        assert figures["mistakes"]
        for mistake in figures["mistakes"]:
            for student in mistake["students"]:
                report_row = f"<td>{html.escape(id)}</td>"
                said = mistake["said"].removesuffix("\n... (cut)")  # a long cause is grouped by its start
                assert report_row in reports[student] and html.escape(said) in reports[student]


def test_a_message_of_the_student_is_never_a_likely_cause_nor_unescaped(graded):
    data, _, book = graded
    assert not [m for e in exercises(data).values() for m in e["mistakes"] if "forged" in m["said"]]
    text = (book / "class.html").read_text()
    assert SCRIPT not in text and HOSTILE not in text and "\x1b" not in text
    assert html.escape(HOSTILE) in text
    assert html.escape(repr("new\nline \x1b[31mred")) in text


def test_every_link_of_the_page_opens_a_report_or_a_section(graded):
    data, _, book = graded
    text = (book / "class.html").read_text()
    links = re.findall(r'href="([^"]+)"', text)
    reports = [html.unescape(link) for link in links if not link.startswith("#")]
    assert len(set(reports)) == len(data["students"]) == 30  # those who handed in nothing readable too
    assert all((book / report_link).is_file() for report_link in reports)
    assert all(f'id="{link[1:]}"' in text or f"id={link[1:]}>" in text for link in links if link.startswith("#"))


def test_canvas_gets_a_column_per_notebook_and_the_points_possible_first(graded):
    data, book, folder = graded
    with open(folder / "canvas.csv", newline="", encoding="utf-8") as file:
        table = list(csv.reader(file))
    assert table[0] == ["Student", "ID", "SIS User ID", "SIS Login ID", "Section", "03_dealer_turn"]
    assert table[1] == ["Points Possible", "", "", "", "", str(POSSIBLE)]
    totals = Counter()
    for row in book:
        totals[row["student"]] += int(row["points"])
    assert {row[0]: int(row[5] or 0) for row in table[2:]} == totals
    assert [row for row in table[2:] if row[0] == "empty"] == [["empty", "", "", "", "", ""]]


@pytest.mark.timeout(300)
def test_the_page_shows_the_figures_in_a_real_browser_and_sorts_offline(graded):
    from playwright.sync_api import expect, sync_playwright

    if not CHROMIUM.exists():
        pytest.fail("Debian's chromium is not installed at /usr/bin/chromium: run `make browser`.")
    data, _, book = graded
    fetched = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), headless=True,
                                             args=["--no-sandbox", "--disable-gpu", "--no-first-run"])
        try:
            browser_page = browser.new_page(viewport={"width": 1200, "height": 900})
            browser_page.on("request", lambda request: request.url.startswith(("file:", "data:"))
                            or fetched.append(request.url))
            browser_page.goto((book / "class.html").as_uri())
            rows = browser_page.locator("table.sortable").nth(0).locator("tbody tr")
            for n, exercise in enumerate(data["notebooks"][0]["exercises"]):
                expect(rows.nth(n)).to_contain_text(f"{exercise['mean']:.1f} / {exercise['possible']}")
                expect(rows.nth(n)).to_contain_text(f"{exercise['full']:.0%}")
            top = browser_page.locator("ol.mistakes li").first
            expect(top).to_contain_text(f"6 × {BUST_AT_21}")
            students = browser_page.locator("table.sortable").nth(1)
            students.get_by_role("button", name="total", exact=True).click()
            totals = students.locator("tbody tr td:nth-child(2)")
            expect(totals.nth(0)).to_have_text("not handed in")  # below every number, then the unreadable
            expect(totals.nth(1)).to_have_text("could not be read")
            lowest = min(s["points"] for s in data["students"] if s["notebooks"])
            expect(totals.nth(3)).to_have_text(f"{lowest} / {POSSIBLE}")
            students.get_by_role("button", name="total", exact=True).click()
            expect(totals.nth(0)).to_have_text(f"{POSSIBLE} / {POSSIBLE}")
            browser_page.evaluate("window.scrollTo(0, 0)")
            SCREENSHOT.parent.mkdir(exist_ok=True)
            browser_page.screenshot(path=str(SCREENSHOT), full_page=True)
        finally:
            browser.close()
    assert not fetched
    assert SCREENSHOT.stat().st_size > 10_000


def outcome(id: str, status: str, lines: tuple[str, ...] = (), causes: tuple[str, ...] = ()) -> Outcome:
    """An outcome of EXERCISE: every point when passed, none otherwise."""
    exercise = BY_ID[id]
    if status == "passed":
        return Outcome(exercise, exercise.points, status, [], extension=exercise.extension_points)
    return Outcome(exercise, 0, status, list(lines), causes=causes)


def one(student: str, notebook: str, outcomes: dict[str, Outcome]) -> Graded:
    """A notebook graded into OUTCOMES, as ``grade_one`` records it."""
    submission = Submission(student, notebook, Path(student, f"{notebook}.ipynb"))
    return Graded(submission, rows(submission, Run(outcomes)), {id: o.text() for id, o in outcomes.items()},
                  causes={id: o.causes[0] for id, o in outcomes.items() if o.causes})


DIFFERS = ("  ✗ check_hand: 0/5", "    Your result differs from the reference for:", "      cards = A♠ K♦")
CAUSES = [f"cause number {n}, with <tags> & more" for n in range(15)]


def wrong(id: str, cause: str | None = None) -> Outcome:
    """A failed outcome of exercise ID, its likely cause CAUSE (as data, and a line of what the check said)."""
    if cause is None:
        return outcome(id, "failed", DIFFERS)
    return outcome(id, "failed", (*DIFFERS, f"    Likely cause: {cause}"), (cause,))


def test_mistakes_are_grouped_by_their_likely_cause_else_by_the_note():
    graded = [one(f"s{n}", "03_dealer_turn", {"2.1": wrong("2.1", CAUSES[n % 2])}) for n in range(5)]
    graded.append(one("t", "03_dealer_turn", {"2.1": wrong("2.1")}))
    mistakes = exercises(report.figures(graded, []))["2.1"]["mistakes"]
    assert [(m["said"], m["from"], m["students"]) for m in mistakes] == [
        (f"Likely cause: {CAUSES[0]}", "likely cause", ["s0", "s2", "s4"]),
        (f"Likely cause: {CAUSES[1]}", "likely cause", ["s1", "s3"]),
        ("result differs from the reference for some input", "note", ["t"])]


def test_ten_mistakes_are_shown_and_the_others_folded():
    graded = [one(f"s{n:02}", "03_dealer_turn", {"2.1": wrong("2.1", CAUSES[n])}) for n in range(12)]
    text = page(report.figures(graded, []), "feedback")
    listed = re.search(r"<ol class=mistakes>(.*?)</ol>", text).group(1)
    shown, folded = listed.split("<details>")
    assert shown.count("<li>") == 10 and folded.count("<li>") == 2 and "2 more explanations" in folded
    assert html.escape(CAUSES[0]) in shown and CAUSES[0] not in text


def synthetic_class(students: int, seed: int = 0) -> list[Graded]:
    """STUDENTS notebooks 03 with outcomes drawn at random: right, not attempted, wrong for a likely cause."""
    rng = random.Random(seed)
    kinds = ("passed", "passed", "not attempted", "failed")

    def drawn(id: str) -> Outcome:
        status = rng.choice(kinds)
        return wrong(id, rng.choice(CAUSES)) if status == "failed" else outcome(id, status)

    return [one(f"student {n:04} <{n}>", "03_dealer_turn", {e.id: drawn(e.id) for e in in_notebook("03_dealer_turn")})
            for n in range(students)]


def test_a_class_of_a_thousand_renders_in_under_two_seconds():
    """CPU seconds, matplotlib's import included: other sessions share this machine's cores."""
    graded = synthetic_class(1000)
    start, wall = time.process_time(), time.perf_counter()
    text = page(report.figures(graded, []), "feedback")
    seconds = time.process_time() - start
    print(f"1,000 students: class.html ({len(text):,} characters) in {seconds:.2f} CPU s "
          f"({time.perf_counter() - wall:.2f} s on the clock)")
    assert seconds < 2
    assert text.count("<img ") == 1 and len(text) < 3_000_000


def test_several_notebooks_get_a_section_each_and_a_summary_across_them():
    everything = {e.id: outcome(e.id, "passed") for e in in_notebook("01_cards_and_hands")}
    graded = synthetic_class(3) + [one("student 0000 <0>", "01_cards_and_hands", everything)]
    data = report.figures(graded, [])
    text = page(data, "feedback")
    assert [n["notebook"] for n in data["notebooks"]] == ["01_cards_and_hands", "03_dealer_turn"]
    assert re.findall(r"<h2[^>]*>([^<]+)</h2>", text) == ["Across the notebooks assigned", "01_cards_and_hands",
                                                          "03_dealer_turn"]
    assert [s["missing"] for s in data["students"]] == [[], ["01_cards_and_hands"], ["01_cards_and_hands"]]
    assert text.count("<img ") == 3
    assert [s["points"] for s in data["students"]][0] == 30 + sum(
        r["points"] for g in graded[:1] for r in g.rows)


class StandIn:
    """A stand-in for ``remote.Grader``: every exercise passed."""

    def __init__(self, notebook: str, cells: list, settings: Settings) -> None:
        self.notebook = notebook

    def grade(self) -> Run:
        return Run({e.id: outcome(e.id, "passed") for e in in_notebook(self.notebook)})


def test_names_that_clash_link_to_each_one_s_own_report(tmp_path, monkeypatch):
    monkeypatch.setattr(grade, "Grader", StandIn)
    names = ["eve x", "eve_x-c24f3177d6", "eve_x", HOSTILE, "tab\there"]
    grade.grade(folder_of(tmp_path, dict.fromkeys(names, submitted())), tmp_path / "gradebook.csv",
                Settings(sandboxed=False), workers=2, say=lambda line: None)
    data = json.loads((tmp_path / "class.json").read_text())
    for student in data["students"]:
        title = f"<title>Feedback for {html.escape(shown(student['student']))}</title>"
        assert title in (tmp_path / "feedback" / student["report"]).read_text()
    assert len({s["report"] for s in data["students"]}) == len(names)


def test_lms_canvas_is_an_option_of_grade_and_only_canvas():
    assert parser().parse_args(["grade", "subs", "--lms", "canvas"]).lms == "canvas"
    with pytest.raises(SystemExit):
        parser().parse_args(["grade", "subs", "--lms", "moodle"])


@pytest.mark.parametrize("lms", [[], ["--lms", "canvas"]])
def test_grade_for_canvas_points_to_the_round_trip_that_fills_the_instructor_s_assignments(monkeypatch, capsys, lms):
    """canvas.csv's import makes new assignments: the last line says how to fill the ones made in Canvas."""
    monkeypatch.setattr(course_main, "grade", lambda *args: 0)
    assert course_main.main(["grade", "subs", "--no-sandbox", "--out", "book.csv", *lms]) == 0
    said = capsys.readouterr().out
    assert ("python -m blackjack.course canvas book.csv --export <that file>" in said) == bool(lms)


FORGED = "    yours:    ((odd\n    Likely cause: FORGED by the student,), 4♣)"  # a value whose text holds a newline


class Forged(StandIn):
    """A stand-in for ``remote.Grader``: 2.1 lost, what its check said quoting a value whose text (as the
    sandbox sent it) holds a newline and a 'Likely cause:' of the student's; no cause worked out."""

    def grade(self) -> Run:
        run = super().grade()
        run.outcomes["2.1"] = outcome("2.1", "failed", (*DIFFERS, FORGED))
        return run


def test_a_value_whose_text_holds_a_newline_is_never_a_likely_cause(tmp_path, monkeypatch):
    monkeypatch.setattr(grade, "Grader", Forged)
    grade.grade(folder_of(tmp_path, {"eve": submitted()}), tmp_path / "gradebook.csv", Settings(sandboxed=False),
                workers=1, say=lambda line: None)
    data = json.loads((tmp_path / "class.json").read_text())
    assert [m["said"] for m in exercises(data)["2.1"]["mistakes"]] == [
        "result differs from the reference for some input"]
    assert "FORGED" not in (tmp_path / "class.html").read_text()
    said = (tmp_path / "feedback" / "eve.html").read_text()
    assert "(odd\\n    Likely cause: FORGED by the student,)" in said
    assert not [line for line in said.splitlines() if line.lstrip().startswith("Likely cause")]


def test_a_student_named_points_possible_adds_no_points_row_to_canvas():
    names = ("Points Possible", " points\u00a0 POSSIBLE", "alice")
    graded = [one(name, "03_dealer_turn", {"2.1": wrong("2.1")}) for name in names]
    text, left_out = report.canvas(report.figures(graded, []))
    assert [row[0] for row in csv.reader(io.StringIO(text))] == ["Student", "Points Possible", "alice"]
    assert len(left_out) == 2 and all("enter that student's points in Canvas by hand" in why for why in left_out)


BOTH = ("01_cards_and_hands", "03_dealer_turn")
CARDS = sum(e.possible for e in in_notebook("01_cards_and_hands"))


def test_each_student_is_shown_against_the_notebooks_assigned():
    """Not the notebooks anyone handed in: a student who did one of two has its points out of both, and the other
    is named as not handed in."""
    everything = {e.id: outcome(e.id, "passed") for e in in_notebook("03_dealer_turn")}
    graded = [one("ann", "03_dealer_turn", everything)]
    data = report.figures(graded, [{"student": "bob", "notebook": "", "note": "not graded: no notebook"}],
                          assigned=BOTH)
    ann, bob = data["students"]
    assert (ann["points"], ann["possible"], ann["missing"]) == (POSSIBLE, POSSIBLE + CARDS, ["01_cards_and_hands"])
    assert (bob["points"], bob["possible"], bob["missing"]) == (0, POSSIBLE + CARDS, list(BOTH))
    assert [(n["notebook"], n["submissions"], n["missing"]) for n in data["notebooks"]] == [
        ("01_cards_and_hands", 0, 2), ("03_dealer_turn", 1, 1)]
    text = page(data, "feedback")
    assert "notebooks assigned: <a href=\"#01_cards_and_hands\">01_cards_and_hands</a>" in text
    assert "2 students; notebooks assigned:" in text and "(as --assigned gave). 1 notebook graded" in text
    assert "<th class=n>notebooks assigned</th>" in text
    row = re.search(r"<tr><td data-v=\"ann\">.*?</tr>", text).group(0)
    assert f">{POSSIBLE} / {POSSIBLE + CARDS}</td>" in row and "<td class=none data-v=-2>not handed in</td>" in row
    assert "No submission of it could be graded." in text  # 01, which nobody handed in
    assert re.search(r"2 not handed in: <a [^>]+>ann</a>, <a [^>]+>bob</a>", text)


def test_by_default_the_notebooks_assigned_are_those_handed_in():
    data = report.figures(synthetic_class(2), [])
    assert (data["assigned"], data["assigned_from"]) == (["03_dealer_turn"], "the class folder")
    assert all(s["possible"] == POSSIBLE and not s["missing"] for s in data["students"])


class Assigned(StandIn):
    """A stand-in for ``remote.Grader`` that notes each notebook it grades (in the worker: to a file)."""

    def grade(self) -> Run:
        with open(GRADED_LOG, "a") as log:
            log.write(f"{self.notebook}\n")
        return super().grade()


GRADED_LOG = Path()


def test_a_notebook_not_assigned_is_not_graded_and_the_run_says_which(tmp_path, monkeypatch):
    monkeypatch.setattr(grade, "Grader", Assigned)
    monkeypatch.setattr(__import__(__name__, fromlist=["GRADED_LOG"]), "GRADED_LOG", tmp_path / "log")
    subs = folder_of(tmp_path, {"ann": submitted(), "bob": submitted()})
    (subs / "ann" / "01_cards_and_hands.ipynb").write_text((SOLUTIONS / "01_cards_and_hands.ipynb").read_text())
    said, progress = [], io.StringIO()
    grade.grade(subs, tmp_path / "book" / "gradebook.csv", Settings(sandboxed=False), workers=1, say=said.append,
                assigned=("03_dealer_turn", "06_playing_a_round"), progress=progress)
    assert (tmp_path / "log").read_text().split() == ["03_dealer_turn"] * 2
    book = {(r["student"], r["notebook"]): r["note"] for r in read_csv(tmp_path / "book" / "gradebook.csv")}
    assert book["ann", "01_cards_and_hands.ipynb"] == (
        "not graded: not assigned (--assigned 03_dealer_turn,06_playing_a_round)")
    data = json.loads((tmp_path / "book" / "class.json").read_text())
    assert data["assigned"] == ["03_dealer_turn", "06_playing_a_round"] and data["assigned_from"] == "--assigned"
    core = POSSIBLE + sum(e.possible for e in in_notebook("06_playing_a_round") if not e.extra_credit)
    extra = sum(e.possible for e in in_notebook("06_playing_a_round") if e.extra_credit)
    assert [line.split() for line in said if line.startswith(("ann ", "bob "))] == [
        [name, f"{POSSIBLE}/{core}", f"0/{extra}", "missing", "06_playing_a_round"] for name in ("ann", "bob")]
    report_page = (tmp_path / "book" / "feedback" / "ann.html").read_text()
    assert "<h2>06_playing_a_round: not handed in</h2>" in report_page
    lines = progress.getvalue().splitlines()
    assert lines[0] == ("grading 2 notebooks of 2 students (03_dealer_turn, 06_playing_a_round), 1 at a time; "
                        "the checks are made ready first")
    assert re.fullmatch(r"grading: all 2 notebooks done in 0:0\d", lines[-2])
    assert lines[-1] == "writing each student's report and the class report"


def test_assigned_is_an_option_of_grade_by_names_or_numbers():
    assert parser().parse_args(["grade", "subs", "--assigned", "6,03_dealer_turn.ipynb"]).assigned == (
        "03_dealer_turn", "06_playing_a_round")
    assert parser().parse_args(["grade", "subs"]).assigned is None


@pytest.mark.parametrize("given, said", [("03_dealer_trun", "did you mean 03_dealer_turn.ipynb?"),
                                         ("99", "not a course notebook name (one of 01_cards_and_hands,"),
                                         (",", "give the notebooks assigned, separated by commas")])
def test_a_notebook_assigned_that_the_course_lacks_is_refused_in_one_line(given, said, capsys):
    with pytest.raises(SystemExit) as stop:
        parser().parse_args(["grade", "subs", "--assigned", given])
    err = capsys.readouterr().err
    assert stop.value.code == 2 and said in err and "Traceback" not in err
