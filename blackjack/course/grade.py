"""Grade a folder of submitted notebooks into a CSV gradebook, safely.

Layout: ``SUBMISSIONS/<student>/<NN_name>.ipynb``, one folder per student,
each notebook under its course name (``03_dealer_turn.ipynb``).

Each notebook runs in its own process (``blackjack.course.runner``): a time
limit per cell and one for the whole notebook (then the process group is
killed), output to a file capped at ``OUTPUT_LIMIT`` bytes, and on stdin only the
results file's name, which the runner reads before the first cell.  The points are what the notebook's ``check`` cells recorded in
a results file; checks that ran before a crash or a time-out still count.
Every exercise of the notebook gets a row, 0 points when its check did not
run or was given the package's own function (or one that merely calls it)
instead of the student's.  What this does and does not protect against is
in ``FORMAT.md``.
"""

from __future__ import annotations

import contextlib
import csv
import io
import json
import os
import resource
import signal
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from blackjack.course.exercises import in_notebook
from blackjack.course.notebooks import NotebookError, read_notebook

OUTPUT_LIMIT = 5_000_000  # bytes of output a notebook may write before it is stopped
COLUMNS = ("student", "notebook", "exercise", "points", "possible", "extra_credit", "note")


class GradeError(Exception):
    """Input the grader cannot work with at all (nothing is written)."""


@dataclass(frozen=True)
class Submission:
    student: str
    notebook: str  # "03_dealer_turn"
    path: Path


@dataclass
class Graded:
    """One notebook's run: how it ended and the results its checks recorded."""

    submission: Submission
    status: str  # "ran", "timed out", "stopped with exit code 1", "unreadable: ..."
    results: list[dict]


def submissions(folder: Path) -> tuple[list[Submission], list[str]]:
    """The notebooks to grade, and warnings about files that are skipped."""
    if not folder.is_dir():
        raise GradeError(f"{folder}: no such folder of submissions")
    found, warnings = [], []
    for entry in sorted(folder.iterdir()):
        if entry.name.startswith("."):
            continue
        if not entry.is_dir():
            warnings.append(f"{entry.name}: skipped; put each student's notebooks in a folder named after the student")
            continue
        for path in sorted(entry.iterdir()):
            if path.suffix != ".ipynb" or not in_notebook(path.stem):
                if not path.name.startswith("."):
                    warnings.append(f"{entry.name}/{path.name}: skipped; not a course notebook (like 03_dealer_turn.ipynb)")
                continue
            found.append(Submission(entry.name, path.stem, path))
    if not found:
        raise GradeError(f"{folder}: no course notebooks found (expected {folder}/<student>/03_dealer_turn.ipynb)")
    return found, warnings


def unreadable(path: Path) -> str | None:
    """Why PATH is not a notebook, or None when it reads as one."""
    try:
        read_notebook(path)
    except NotebookError as error:
        return f"unreadable: {error.reason}"
    return None


def limit_output() -> None:
    """In the child: no file may grow past OUTPUT_LIMIT (the process is stopped instead)."""
    resource.setrlimit(resource.RLIMIT_FSIZE, (OUTPUT_LIMIT, OUTPUT_LIMIT))


def run_notebook(submission: Submission, cell_seconds: float, total_seconds: float) -> Graded:
    """Run the notebook in a separate process and read back what its checks recorded."""
    problem = unreadable(submission.path)
    if problem:
        return Graded(submission, problem, [])
    with tempfile.TemporaryDirectory(prefix="grade-") as work:
        results = Path(work, "results.jsonl")
        env = {**os.environ, "MPLBACKEND": "Agg", "PYTHONHASHSEED": "0"}
        command = [sys.executable, "-m", "blackjack.course.runner", str(submission.path.resolve()), str(cell_seconds)]
        log = Path(work, "output.txt")
        with open(log, "wb") as output:
            child = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=output, stderr=subprocess.STDOUT,
                                     cwd=work, env=env, start_new_session=True, preexec_fn=limit_output)
            with contextlib.suppress(BrokenPipeError):  # the results file's name, read before any cell runs
                child.stdin.write(f"{results}\n".encode())
                child.stdin.close()
            try:
                code = child.wait(total_seconds)
                status = "ran" if code == 0 else f"stopped with exit code {code}"
                if code and log.stat().st_size >= OUTPUT_LIMIT:
                    status = "stopped: too much output"
            except subprocess.TimeoutExpired:
                os.killpg(child.pid, signal.SIGKILL)
                child.wait()
                status = "timed out"
        return Graded(submission, status, read_results(results))


def read_results(path: Path) -> list[dict]:
    """The well-formed lines of a results file (a crash may cut the last one short)."""
    if not path.exists():
        return []
    records = []
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        try:
            record = json.loads(line)
        except json.JSONDecodeError:
            continue
        if isinstance(record, dict) and isinstance(record.get("points"), int):
            records.append(record)
    return records


def rows(graded: Graded) -> list[dict]:
    """One gradebook row for each exercise of the notebook."""
    table = []
    for exercise in in_notebook(graded.submission.notebook):
        mine = [r for r in graded.results if r.get("exercise") == exercise.id]
        own = [r for r in mine if r.get("own") is True]
        points = min(max((r["points"] for r in own), default=0), exercise.points)
        note = graded.status if graded.status != "ran" else ""
        if not mine:
            note = note or "not checked"
        elif not own:
            note = "checked the package's own function, not yours"
        table.append({"student": graded.submission.student, "notebook": graded.submission.notebook,
                      "exercise": exercise.id, "points": points, "possible": exercise.points,
                      "extra_credit": "yes" if exercise.extra_credit else "", "note": note})
    return table


def write_csv(table: list[dict], out: Path) -> None:
    """The gradebook, written to a temporary file first and then renamed into place."""
    text = io.StringIO()
    writer = csv.DictWriter(text, fieldnames=COLUMNS, lineterminator="\n")
    writer.writeheader()
    writer.writerows(table)
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
    for student in sorted({row["student"] for row in table}):
        mine = [row for row in table if row["student"] == student]
        core = [row for row in mine if not row["extra_credit"]]
        extra = [row for row in mine if row["extra_credit"]]
        score = lambda rs: f"{sum(r['points'] for r in rs)}/{sum(r['possible'] for r in rs)}"  # noqa: E731
        lines.append(f"{student:<20} {score(core):>9} {score(extra):>13}")
    return lines


def grade(folder: Path, out: Path, cell_seconds: float = 60, total_seconds: float = 600,
          say=print) -> int:
    """Grade FOLDER into the CSV OUT; the exit code (1 when a notebook could not be read)."""
    check_out(out)
    found, warnings = submissions(folder)
    for warning in warnings:
        say(f"warning: {warning}")
    table, problems = [], []
    for submission in found:
        graded = run_notebook(submission, cell_seconds, total_seconds)
        say(f"{submission.student}/{submission.notebook}: {graded.status}, {len(graded.results)} check(s) recorded")
        if graded.status.startswith("unreadable"):
            problems.append(f"{submission.path}: {graded.status}")
        table += rows(graded)
    write_csv(table, out)
    say("")
    for line in summary(table):
        say(line)
    say(f"Gradebook written to {out}")
    for problem in problems:
        say(f"error: {problem}")
    return 1 if problems else 0
