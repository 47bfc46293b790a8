"""Grade a folder of submitted notebooks into a CSV gradebook and one HTML report per student.

Layout: ``SUBMISSIONS/<student>/<NN_name>.ipynb``, one folder per student.
Anything else (a notebook beside the folders, under another name, a
symbolic link, a FIFO) gets a row that says why it was not graded.

Each notebook is graded by ``remote.Grader``: the released notebook with the
student's solution cells, run in a sandbox (``sandbox``), checked from
outside it.  ``WORKERS`` notebooks at a time, each worker with its own uid
in the sandbox.  Submissions are only read (never followed through a link,
never changed); the gradebook is written even when grading fails.
"""

from __future__ import annotations

import concurrent.futures
import csv
import difflib
import io
import multiprocessing
import os
import stat
import tempfile
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path

from blackjack.course.exercises.index import EXERCISES, in_notebook
from blackjack.course.grading.feedback import write_reports
from blackjack.course.grading.remote import Grader, Run, Settings
from blackjack.course.grading.sandbox.bwrap import FIRST_UID, probe
from blackjack.course.notebook.reading import NotebookError
from blackjack.course.notebook.release import restore

COLUMNS = ("student", "notebook", "exercise", "points", "possible", "extra_credit", "note")
MAX_NOTEBOOK = 20_000_000  # bytes: a larger file is not read
NOTEBOOKS = sorted({e.notebook for e in EXERCISES})


class GradeError(Exception):
    """Input the grader cannot work with at all (nothing is written)."""


@dataclass(frozen=True)
class Submission:
    student: str
    notebook: str  # "03_dealer_turn"
    path: Path


def ungraded(student: str, name: str, why: str) -> dict:
    """A gradebook row for a file that was not graded, and why."""
    return {"student": student, "notebook": name, "exercise": "", "points": 0, "possible": 0,
            "extra_credit": "", "note": f"not graded: {why}"}


def misnamed(name: str) -> str:
    close = difflib.get_close_matches(Path(name).stem, NOTEBOOKS, n=1, cutoff=0.5)
    hint = f"; did you mean {close[0]}.ipynb?" if close else f" (one of {', '.join(NOTEBOOKS)})"
    return f"not a course notebook name{hint}"


def submissions(folder: Path) -> tuple[list[Submission], list[dict]]:
    """The notebooks to grade, and rows for every other file found."""
    if not folder.is_dir():
        raise GradeError(f"{folder}: no such folder of submissions")
    found, rows = [], []
    for entry in sorted(folder.iterdir()):
        if entry.name.startswith("."):
            continue
        if entry.is_symlink() or not entry.is_dir():
            why = "a symbolic link" if entry.is_symlink() else "put each student's notebooks in a folder named after the student"
            rows.append(ungraded("", entry.name, why))
            continue
        for path in sorted(entry.iterdir()):
            if path.name.startswith("."):
                continue
            if path.suffix != ".ipynb" or path.stem not in NOTEBOOKS:
                rows.append(ungraded(entry.name, path.name, misnamed(path.name) if path.suffix == ".ipynb"
                                     else "not a notebook (a course notebook is like 03_dealer_turn.ipynb)"))
            else:
                found.append(Submission(entry.name, path.stem, path))
    if not found and not rows:
        raise GradeError(f"{folder}: no course notebooks found (expected {folder}/<student>/03_dealer_turn.ipynb)")
    return found, rows


def read_submission(path: Path) -> dict:
    """The notebook at PATH, read without following a link or waiting on a FIFO; ``NotebookError``."""
    import json

    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
    except OSError as error:
        reason = "a symbolic link" if error.errno == 40 else type(error).__name__
        raise NotebookError(path, reason) from None
    with os.fdopen(fd, "rb") as file:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise NotebookError(path, "not a regular file")
        if info.st_size > MAX_NOTEBOOK:
            raise NotebookError(path, "too large")
        data = file.read(MAX_NOTEBOOK + 1)
    try:
        notebook = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise NotebookError(path, type(error).__name__) from None
    if not isinstance(notebook, dict) or not isinstance(notebook.get("cells"), list):
        raise NotebookError(path, "not a notebook", "no list of cells")
    return notebook


@dataclass
class Graded:
    """One notebook's rows, and what its report shows."""

    submission: Submission
    rows: list[dict]
    texts: dict[str, str] = field(default_factory=dict)  # exercise id -> what its check said
    notes: list[str] = field(default_factory=list)  # cells stopped, solution cells missing
    problem: str = ""  # why the notebook could not be read


def rows(submission: Submission, run: Run | None, note: str = "") -> list[dict]:
    """One gradebook row for each exercise of the notebook."""
    table = []
    for exercise in in_notebook(submission.notebook):
        outcome = run.outcomes.get(exercise.id) if run else None
        says = note or (outcome_note(outcome) if outcome else "not checked")
        table.append({"student": submission.student, "notebook": submission.notebook, "exercise": exercise.id,
                      "points": outcome.total if outcome else 0, "possible": exercise.possible,
                      "extra_credit": "yes" if exercise.extra_credit else "", "note": says})
    return table


def outcome_note(outcome) -> str:
    """The gradebook's short note: empty when passed, else the first thing that went wrong.

    >>> from types import SimpleNamespace as O
    >>> outcome_note(O(status="failed", lines=["  Using your check_hand (it passed 2.1).", "  ✗ deal: 0/5",
    ...                                        "    Your result differs from the reference for:"]))
    'Your result differs from the reference'
    """
    if outcome.status == "passed":
        return ""
    said = [line.strip() for line in outcome.lines if line.strip()]
    first = next((line for line in said if not line.startswith(("Using ", "✓", "✗", "·"))), outcome.status)
    return first.removeprefix("0 points: ").removesuffix(":").removesuffix(" for").rstrip(",.")


def grade_one(submission: Submission, settings: Settings) -> Graded:
    """Grade one notebook; never raises (a failure of the grader is a row too)."""
    try:
        notebook = read_submission(submission.path)
    except NotebookError as error:
        return Graded(submission, rows(submission, None, f"unreadable: {error.reason}"), problem=error.why)
    try:
        cells, notes = restore(submission.notebook, notebook)
        run = Grader(submission.notebook, cells, settings).grade()
        texts = {id: outcome.text() for id, outcome in run.outcomes.items()}
        return Graded(submission, rows(submission, run), texts, notes + run.notes)
    except Exception as error:  # a bug of ours: one row per exercise says so, the others go on
        detail = traceback.format_exception_only(error)[-1].strip()
        return Graded(submission, rows(submission, None, f"grading failed: {detail}"), problem=detail)


WORKER = {"uid": FIRST_UID}


def start_worker(numbers: multiprocessing.Queue) -> None:
    from multiprocessing.util import Finalize

    from blackjack.course.grading.sandbox.channel import end_all

    WORKER["uid"] = FIRST_UID + numbers.get()
    Finalize(None, end_all, exitpriority=10)  # the pool's workers skip atexit


def in_worker(submission: Submission, settings: Settings) -> Graded:
    limits = replace(settings.limits, uid=WORKER["uid"])
    return grade_one(submission, replace(settings, limits=limits))


def grade_all(found: list[Submission], settings: Settings, workers: int,
              progress: Callable[[int], object]) -> list[Graded]:
    """Every submission graded, WORKERS at a time; PROGRESS is told each one done."""
    numbers = multiprocessing.Queue()
    for number in range(workers):
        numbers.put(number)
    done: dict[int, Graded] = {}
    with concurrent.futures.ProcessPoolExecutor(workers, initializer=start_worker, initargs=(numbers,)) as pool:
        futures = {pool.submit(in_worker, s, settings): i for i, s in enumerate(found)}
        for future in concurrent.futures.as_completed(futures):
            index = futures[future]
            try:
                done[index] = future.result()
            except Exception as error:  # a worker that died: its notebook gets rows that say so
                done[index] = Graded(found[index], rows(found[index], None, f"grading failed: {error}"),
                                     problem=str(error))
            progress(1)
    return [done[i] for i in range(len(found))]


def safe_cell(value: object) -> object:
    """A CSV cell a spreadsheet will not take for a formula.

    >>> safe_cell("=HYPERLINK(1)"), safe_cell("alice"), safe_cell(5)
    ("'=HYPERLINK(1)", 'alice', 5)
    """
    if isinstance(value, str) and value[:1] in ("=", "+", "-", "@", "\t", "\r"):
        return "'" + value
    return value


def write_csv(table: list[dict], out: Path) -> None:
    """The gradebook, written to a temporary file first and then renamed into place."""
    text = io.StringIO()
    writer = csv.DictWriter(text, fieldnames=COLUMNS, lineterminator="\n")
    writer.writeheader()
    writer.writerows({key: safe_cell(value) for key, value in row.items()} for row in table)
    out.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.NamedTemporaryFile("w", encoding="utf-8", dir=out.parent, prefix=f".{out.name}.",
                                     delete=False, newline="") as temporary:
        temporary.write(text.getvalue())
    try:
        os.replace(temporary.name, out)
    finally:
        Path(temporary.name).unlink(missing_ok=True)


def check_out(out: Path) -> None:
    """A ``GradeError`` now, before any grading, when the gradebook cannot be written at OUT."""
    if out.is_dir():
        raise GradeError(f"{out}: is a folder; give --out a file name, such as {out / 'gradebook.csv'}")
    folder = next((p for p in out.parents if p.exists()), None)
    if folder is not None and not folder.is_dir():
        raise GradeError(f"{out}: cannot be written, since {folder} is a file and not a folder")


def summary(table: list[dict]) -> list[str]:
    """Each student's points, extra credit apart."""
    lines = [f"{'student':<20} {'points':>9} {'extra credit':>13}"]
    for student in sorted({row["student"] for row in table if row["exercise"]}):
        mine = [row for row in table if row["student"] == student]
        core = [row for row in mine if not row["extra_credit"]]
        extra = [row for row in mine if row["extra_credit"]]
        score = lambda rs: f"{sum(r['points'] for r in rs)}/{sum(r['possible'] for r in rs)}"  # noqa: E731
        lines.append(f"{student:<20} {score(core):>9} {score(extra):>13}")
    return lines


def grade(folder: Path, out: Path, settings: Settings = Settings(), workers: int | None = None,
          reports: Path | None = None, say: Callable[[str], object] = print) -> int:
    """Grade FOLDER into the CSV OUT and a report per student; the exit code (1 when a notebook was unreadable)."""
    from tqdm import tqdm

    check_out(out)
    found, table = submissions(folder)
    if not settings.sandboxed:
        say("warning: grading WITHOUT a sandbox (--no-sandbox): the notebooks can read, write and reach "
            "anything you can; only do this for notebooks you trust")
    if settings.sandboxed:
        probe(settings.limits)
    workers = workers or os.cpu_count() or 1
    graded: list[Graded] = []
    try:
        with tqdm(total=len(found), unit="notebook", desc="grading", disable=None) as bar:
            graded = grade_all(found, settings, min(workers, max(1, len(found))), bar.update)
    finally:  # the gradebook is written whatever happens
        table = [row for g in graded for row in g.rows] + table
        write_csv(table, out)
    reports = reports or out.parent / "feedback"
    write_reports(graded, reports)
    say("")
    for line in summary(table):
        say(line)
    say(f"Gradebook written to {out}; one report per student in {reports}")
    problems = [f"{g.submission.path}: {g.problem}" for g in graded if g.problem]
    for problem in problems:
        say(f"error: {problem}")
    return 1 if problems else 0
