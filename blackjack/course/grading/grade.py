"""Grade a folder of submitted notebooks into a CSV gradebook and one HTML report per student.

Layout: ``SUBMISSIONS/<student>/<NN_name>.ipynb``, one folder per student.
Anything else (a notebook beside the folders, under another name, a
symbolic link, a FIFO, a hidden or empty folder) gets a row that says why it
was not graded; files starting with '.' inside a student's folder are skipped.
Each notebook is read and its cells restored in a process of its own, under
kernel limits on memory and CPU time (``read_cells``): a notebook built to
exhaust them costs only itself.

Each notebook is graded by ``remote.Grader``: the released notebook with the
student's solution cells, run in a sandbox (``sandbox``), checked from
outside it.  ``WORKERS`` notebooks at a time, each worker with its own uid
in the sandbox.  Submissions are only read (never followed through a link,
never changed); the gradebook is written even when grading fails.  Every
output is outside the class folder, refused before grading otherwise, and
written without following a link (``outputs``).
"""

from __future__ import annotations

import csv
import difflib
import functools
import io
import json
import os
import resource
import secrets
import stat
import sys
import traceback
from collections.abc import Callable, Sequence
from dataclasses import astuple, replace
from pathlib import Path
from typing import NoReturn, TextIO

from blackjack.course.exercises.index import EXERCISES, in_notebook
from blackjack.course.grading.feedback import (graders_words, many, note_for, one_line, safe_cell, shown,
                                               write_reports)
from blackjack.course.grading.outputs import Unsafe, located, not_replaceable, opened, refuse_inside, write
from blackjack.course.grading.progress import shown as progress_shown
from blackjack.course.grading.records import Graded, Submission, Unreadable
from blackjack.course.grading.remote import Grader, Run, Settings, prepare
from blackjack.course.grading.sandbox.bwrap import probe
from blackjack.course.grading.workers import OverBudget, grade_all
from blackjack.course.notebook.reading import NotebookError
from blackjack.course.notebook.release import Cell, restore

COLUMNS = ("student", "notebook", "exercise", "points", "possible", "extra_credit", "note", "seed")
MAX_NOTEBOOK = 20_000_000  # bytes: a larger file is not read
TOO_LARGE = "too large to read safely"  # a notebook over the limits of the process that reads it
MAX_OTHER_ROWS = 20  # rows for the files of one folder that are not course notebooks; the rest in one row
NOTEBOOKS = sorted({e.notebook for e in EXERCISES})
POSSIBLE = {(notebook, extra): sum(e.possible for e in in_notebook(notebook) if bool(e.extra_credit) == extra)
            for notebook in NOTEBOOKS for extra in (False, True)}  # points possible, extra credit apart


class GradeError(Exception):
    """Input the grader cannot work with at all (nothing is written)."""


def ungraded(student: str, name: str, why: str) -> dict:
    """A gradebook row for a file that was not graded, and why."""
    return {"student": student, "notebook": name, "exercise": "", "points": 0, "possible": 0,
            "extra_credit": "", "note": f"not graded: {why}"}


def misnamed(name: str) -> str:
    close = difflib.get_close_matches(Path(name).stem, NOTEBOOKS, n=1, cutoff=0.5)
    hint = f"; did you mean {close[0]}.ipynb?" if close else f" (one of {', '.join(NOTEBOOKS)})"
    return f"not a course notebook name{hint}"


def notebook_named(name: str) -> str:
    """The course notebook NAME names: its name, with or without ``.ipynb``, or its number; ``GradeError``.

    >>> notebook_named("03_dealer_turn.ipynb"), notebook_named("6"), notebook_named("06")
    ('03_dealer_turn', '06_playing_a_round', '06_playing_a_round')
    """
    stem = name.strip().removesuffix(".ipynb")
    numbered = [n for n in NOTEBOOKS if stem.isdigit() and int(n[:2]) == int(stem)]
    if stem in NOTEBOOKS or numbered:
        return stem if stem in NOTEBOOKS else numbered[0]
    raise GradeError(f"{name!r} is {misnamed(stem)}")


def assigned_notebooks(text: str) -> tuple[str, ...]:
    """The notebooks of ``--assigned``: names or numbers, separated by commas; ``GradeError``.

    >>> assigned_notebooks("06_playing_a_round, 03")
    ('03_dealer_turn', '06_playing_a_round')
    """
    names = [name for name in text.split(",") if name.strip()]
    if not names:
        raise GradeError("give the notebooks assigned, separated by commas, such as 03_dealer_turn,06_playing_a_round")
    return tuple(sorted(set(map(notebook_named, names))))


def student_folder(folder: Path) -> tuple[list[Submission], list[dict]]:
    """The notebooks in one student's FOLDER, and a row for each other file (or one saying none was found).

    Files whose names start with '.' (``.ipynb_checkpoints``) are skipped."""
    student = folder.name
    try:
        paths = sorted(path for path in folder.iterdir() if not path.name.startswith("."))
    except OSError as error:
        return [], [ungraded(student, "", f"the folder cannot be read ({type(error).__name__})")]
    found, rows = [], []
    for path in paths:
        if path.suffix != ".ipynb" or path.stem not in NOTEBOOKS:
            rows.append(ungraded(student, path.name, misnamed(path.name) if path.suffix == ".ipynb"
                                 else "not a notebook (a course notebook is like 03_dealer_turn.ipynb)"))
        else:
            found.append(Submission(student, path.stem, path))
    if not paths:
        rows.append(ungraded(student, "", "no notebook in this folder (files starting with '.' are skipped)"))
    if len(rows) > MAX_OTHER_ROWS:  # one folder of many stray files must not bloat the gradebook
        more = len(rows) - MAX_OTHER_ROWS + 1
        rows[MAX_OTHER_ROWS - 1:] = [ungraded(student, "", f"and {more} more files that are not course notebooks")]
    return found, rows


def submissions(folder: Path) -> tuple[list[Submission], list[dict]]:
    """The notebooks to grade, and rows for every other file found: every student folder gets a row."""
    if not folder.is_dir():
        raise GradeError(f"{folder}: no such folder of submissions")
    found, rows = [], []
    for entry in sorted(folder.iterdir()):
        if entry.is_symlink() or not entry.is_dir():
            why = "a symbolic link" if entry.is_symlink() else "put each student's notebooks in a folder named after the student"
            rows.append(ungraded("", entry.name, why))
        elif entry.name.startswith("."):
            rows.append(ungraded(entry.name, "", "a hidden folder (its name starts with '.'); rename it to grade it"))
        else:
            theirs, others = student_folder(entry)
            found += theirs
            rows += others
    if not found and not rows:
        raise GradeError(f"{folder}: no course notebooks found (expected {folder}/<student>/03_dealer_turn.ipynb)")
    return found, rows


def read_submission(path: Path) -> dict:
    """The notebook at PATH, read without following a link or waiting on a FIFO; ``NotebookError``."""
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


DOWNLOAD = "download it again from JupyterLab (File > Download) and hand in that file, or ask your instructor"
CLEAR = ("in JupyterLab, clear its outputs (Edit > Clear Outputs of All Cells), save it and hand it in again, "
         "or ask your instructor")
ITSELF = "hand in the notebook file itself, as JupyterLab downloads it (File > Download)"
UNREADABLE = {  # why a file could not be read (``NotebookError.reason``), as the gradebook, the class report and the
    # student's report say it, and what the student can do
    "JSONDecodeError": Unreadable("not a notebook any more (its text is cut short or damaged)", DOWNLOAD),
    "UnicodeDecodeError": Unreadable("not a notebook (not text)", DOWNLOAD),
    "not a notebook": Unreadable("not a notebook (no list of cells)", DOWNLOAD),
    "nested too deeply": Unreadable("nested too deeply", DOWNLOAD),
    "too large": Unreadable(f"too large (over {MAX_NOTEBOOK // 1_000_000} MB)", CLEAR),
    TOO_LARGE: Unreadable(TOO_LARGE, CLEAR),
    "a symbolic link": Unreadable("a symbolic link", ITSELF),
    "not a regular file": Unreadable("not a regular file", ITSELF),
}


def unreadable(reason: str) -> Unreadable:
    """What the grader says of a file it could not read for REASON (an OS error's name: it could not open it)."""
    return UNREADABLE.get(reason) or Unreadable(reason if " " in reason else f"could not be opened ({reason})",
                                                "ask your instructor")


def rows(submission: Submission, run: Run | None, note: str = "") -> list[dict]:
    """One gradebook row for each exercise of the notebook."""
    table = []
    for exercise in in_notebook(submission.notebook):
        outcome = run.outcomes.get(exercise.id) if run else None
        says = note or (note_for(outcome) if outcome else "not checked")
        table.append({"student": submission.student, "notebook": submission.notebook, "exercise": exercise.id,
                      "points": outcome.total if outcome else 0, "possible": exercise.possible,
                      "extra_credit": "yes" if exercise.extra_credit else "", "note": says})
    return table


READ_SECONDS = 10  # CPU seconds to read one notebook and restore its cells
READ_BYTES = 1_000_000_000  # address space for that, above what the worker has
MAX_ANSWER = 50_000_000  # bytes of cells the reading process may send back


def read_cells(submission: Submission) -> tuple[list[Cell], list[str]]:
    """SUBMISSION's cells to run and notes on them (``restore``), worked out in a process of its own under
    kernel limits, so that a notebook built to take memory or time costs only that process; ``NotebookError``."""
    reader, writer = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(reader)
        read_in_child(submission, writer)
    os.close(writer)
    with open(reader, "rb") as pipe:
        answer = pipe.read(MAX_ANSWER + 1)
    os.waitpid(pid, 0)
    try:
        kind, *said = json.loads(answer) if len(answer) <= MAX_ANSWER else ["stopped"]
    except ValueError:  # killed by a limit before it could answer
        kind, said = "stopped", []
    if kind == "cells":
        return [Cell(*cell[:4], tuple(cell[4])) for cell in said[0]], said[1]
    if kind == "failed":
        raise RuntimeError(said[0])
    raise NotebookError(submission.path, *(said if kind == "unreadable" else [TOO_LARGE]))


def read_in_child(submission: Submission, writer: int) -> NoReturn:
    """In the child: SUBMISSION's cells or why not, as JSON to WRITER, under limits; then exit, whatever happens."""
    try:
        limit_reading()
        with open(writer, "wb") as pipe:
            pipe.write(json.dumps(reading(submission)).encode())
    finally:
        os._exit(0)


def limit_reading() -> None:
    """Kernel limits for this process: ``READ_BYTES`` more address space, ``READ_SECONDS`` of CPU, no core."""
    size = int(Path("/proc/self/statm").read_text().split()[0]) * os.sysconf("SC_PAGE_SIZE")
    lower(resource.RLIMIT_AS, size + READ_BYTES, size + READ_BYTES)
    lower(resource.RLIMIT_CPU, READ_SECONDS, READ_SECONDS + 1)  # SIGXCPU, then SIGKILL
    lower(resource.RLIMIT_CORE, 0, 0)


def lower(kind: int, soft: int, hard: int) -> None:
    """Limit KIND to SOFT and HARD, or lower when it is lower already (a hard limit cannot be raised)."""
    current = resource.getrlimit(kind)[1]
    if current != resource.RLIM_INFINITY:
        soft, hard = min(soft, current), min(hard, current)
    resource.setrlimit(kind, (soft, hard))


def reading(submission: Submission) -> list:
    """``["cells", cells, notes]``, ``["unreadable", reason, detail]`` or ``["failed", what]``, as plain data."""
    try:
        cells, notes = restore(submission.notebook, read_submission(submission.path))
    except NotebookError as error:
        return ["unreadable", error.reason, error.detail]
    except RecursionError:
        return ["unreadable", "nested too deeply", ""]
    except MemoryError:
        return ["unreadable", TOO_LARGE, ""]
    except Exception as error:  # a bug of ours
        return ["failed", traceback.format_exception_only(error)[-1].strip()]
    return ["cells", [astuple(cell) for cell in cells], notes]


OVER_BUDGET = "grading failed (it needed more of the grader's own memory or time than a notebook may)"


def stopped(submission: Submission) -> Graded:
    """The rows of a notebook whose grading ended the grader's process (graded alone, it did it again)."""
    return Graded(submission, rows(submission, None, OVER_BUDGET), problem="grading it ended the grader's process")


def grade_one(submission: Submission, settings: Settings) -> Graded:
    """Grade one notebook; never raises (a failure of the grader is a row too)."""
    try:
        cells, notes = read_cells(submission)
        run = Grader(submission.notebook, cells, settings).grade()
        texts = {id: "\n".join(one_line(graders_words(line)) for line in [o.header(), *o.lines])
                 for id, o in run.outcomes.items()}
        causes = {id: outcome.causes[0] for id, outcome in run.outcomes.items() if outcome.causes}
        return Graded(submission, rows(submission, run), texts, notes + run.notes, causes=causes)
    except NotebookError as error:
        why = unreadable(error.reason)
        return Graded(submission, rows(submission, None, f"unreadable: {why.why}"), problem=f"unreadable: {why.why}",
                      unreadable=why)
    except (OverBudget, MemoryError) as error:  # what it asked of the grader's own process
        why = str(error) or "grading it needed more of the grader's own memory than a notebook may"
        return Graded(submission, rows(submission, None, OVER_BUDGET), problem=why)
    except Exception as error:  # a bug of ours: one row per exercise says so, the others go on
        detail = traceback.format_exception_only(error)[-1].strip()
        return Graded(submission, rows(submission, None, "grading failed (a fault of the grader)"), problem=detail,
                      ours=True)


def write_csv(table: list[dict], out: Path, classes: Path) -> None:
    """The gradebook at OUT, outside the class folder CLASSES, written whole and then renamed into place
    (``outputs.write``).

    Names are as on disk; bytes that are not UTF-8 there (``os.fsdecode`` makes them lone surrogates) are
    written as ``\\udcXX``, so that the file is UTF-8."""
    text = io.StringIO()
    writer = csv.DictWriter(text, fieldnames=COLUMNS, lineterminator="\n")
    writer.writeheader()
    writer.writerows({key: safe_cell(value) for key, value in row.items()} for row in table)
    with opened(out.parent, classes) as folder:
        write(folder, out.name, text.getvalue())


def check_outputs(classes: Path, out: Path, reports: Path) -> None:
    """A ``GradeError`` now, before any grading, when the gradebook (OUT, with the class report beside it) or
    the REPORTS folder cannot be written, or would be in the class folder CLASSES."""
    if out.is_dir():
        raise GradeError(f"{out}: is a folder; give --out a file name, such as {out / 'gradebook.csv'}")
    for path in (out, reports):
        folder = next((p for p in path.parents if os.path.lexists(p)), None)
        if folder is not None and not folder.is_dir():
            raise GradeError(f"{path}: cannot be written, since {folder} is a file and not a folder")
    beside = Path(os.path.realpath(classes)).parent
    for what, where, option, path in ((f"the gradebook {out}", out.parent, "--out", out),
                                      (f"the reports folder {reports}", reports, "--reports", reports)):
        try:
            refuse_inside(classes, what, where)
        except Unsafe as error:
            instead = f"{option} {beside / path.name}"
            raise GradeError(f"{error}; give {option} a path outside it, such as {instead}") from None
    why = not_replaceable(reports)
    if why:
        raise GradeError(f"the reports folder {reports} {why}; the grader makes that folder anew each time "
                         "(replacing only its own reports): remove it, or give --reports another folder")


def summary(table: list[dict], assigned: Sequence[str]) -> list[str]:
    """Each student's points against the ASSIGNED notebooks, extra credit apart (a notebook missing or unreadable
    counts 0 of its points), and which notebooks were missing or unreadable."""
    lines = [f"{'student':<20} {'points':>9} {'extra credit':>13}  not graded"]
    for student in sorted({row["student"] for row in table if row["student"]}):
        mine = [row for row in table if row["student"] == student and row["exercise"]]
        held = {row["notebook"] for row in mine}
        unread = sorted({row["notebook"] for row in mine if row["note"].startswith("unreadable")})
        missing = [notebook for notebook in assigned if notebook not in held]

        def score(extra: bool) -> str:
            rows = [row for row in mine if bool(row["extra_credit"]) == extra]
            possible = sum(row["possible"] for row in rows) + sum(POSSIBLE[n, extra] for n in missing)
            return f"{sum(row['points'] for row in rows)}/{possible}" if possible else "-"  # none to earn

        why = [f"{what} {', '.join(notebooks)}" for what, notebooks in (("unreadable", unread), ("missing", missing))
               if notebooks]
        lines.append(f"{shown(student):<20} {score(False):>9} {score(True):>13}  {'; '.join(why)}".rstrip())
    return lines


def misplaced(others: list[dict]) -> list[dict]:
    """The rows of OTHERS for a notebook file not graded for its name or place (a second download, ``03_dealer_turn
    (1).ipynb``, or a notebook beside the folders): without a line, its student would read as not handing it in."""
    return [row for row in others if row["notebook"].endswith(".ipynb")
            and (not row["student"] or row["notebook"].removesuffix(".ipynb") not in NOTEBOOKS)]


def made_ready(ready: Callable[[], object], seed: int | None) -> None:
    """READY's work done (the checks' inputs and known mistakes); ``GradeError`` in one line when the course's own
    checks fail on it, before any notebook is graded (a fault of ours: seed 2010935487 once dealt a round the
    reference could not finish)."""
    try:
        ready()
    except Exception as error:
        raise GradeError(f"the course's checks could not be made ready with seed {seed} ({type(error).__name__}: "
                         f"{one_line(str(error))[:200]}); nothing was graded: grade again (another seed), and "
                         "please report this") from None


def by_notebook(found: list[Submission]) -> list[int]:
    """The order in which to grade FOUND (student by student): one notebook after another, so that a worker's
    sandbox for a notebook serves the whole class before the next notebook's starts.

    >>> by_notebook([Submission("ann", "03_dealer_turn", Path()), Submission("ann", "01_cards_and_hands", Path()),
    ...              Submission("bob", "03_dealer_turn", Path())])
    [1, 0, 2]
    """
    return sorted(range(len(found)), key=lambda index: (found[index].notebook, index))


def only_assigned(found: list[Submission], assigned: Sequence[str]) -> tuple[list[Submission], list[dict]]:
    """The submissions of FOUND that are of a notebook ASSIGNED, and a row for each of the others."""
    why = f"not assigned (--assigned {','.join(assigned)})"
    return ([s for s in found if s.notebook in assigned],
            [ungraded(s.student, s.path.name, why) for s in found if s.notebook not in assigned])


def grade(folder: Path, out: Path, settings: Settings = Settings(), workers: int | None = None,
          reports: Path | None = None, say: Callable[[str], object] = print, lms: str | None = None,
          assigned: Sequence[str] | None = None, progress: TextIO | None = None) -> int:
    """Grade FOLDER into the CSV OUT, a report per student in REPORTS (default: ``feedback`` beside OUT) and the
    class report beside OUT (and, for LMS, its import file), all outside FOLDER (``GradeError`` otherwise);
    the exit code (1 when the grader failed on a notebook or a report could not be written).

    Each student is shown against the notebooks ASSIGNED (default: every course notebook found in FOLDER); a
    notebook not assigned is not graded.  PROGRESS (default: standard error) shows how far grading is."""
    from blackjack.course.grading.report import write_class

    out = located(out)
    reports = located(reports or out.parent / "feedback")
    check_outputs(folder, out, reports)
    found, others = submissions(folder)
    given = tuple(sorted(assigned)) if assigned else None
    assigned = given or tuple(sorted({s.notebook for s in found}))
    found, unassigned = only_assigned(found, assigned)
    others = [*unassigned, *others]
    settings = replace(settings, seed=secrets.randbits(32) if settings.seed is None else settings.seed)
    if not settings.sandboxed:
        say("warning: grading WITHOUT a sandbox (--no-sandbox): the notebooks can read, write and reach "
            "anything you can; only do this for notebooks you trust")
    if settings.sandboxed:
        probe(settings.limits)
    progress = progress or sys.stderr
    workers = min(workers or os.cpu_count() or 1, max(1, len(found)))
    print(f"grading {many(len(found), 'notebook')} of {many(len({s.student for s in found}), 'student')} "
          f"({', '.join(assigned)}), {workers} at a time; the checks are made ready first", file=progress, flush=True)
    ready = functools.partial(prepare, sorted({s.notebook for s in found}), settings.seed)
    made_ready(ready, settings.seed)  # here, once: the workers are forked from this process
    graded: list[Graded] = []
    try:
        with progress_shown(len(found), progress) as done:
            order = by_notebook(found)
            results = grade_all(grade_one, [found[i] for i in order], settings, workers, stopped, done, ready)
            graded = [result for _, result in sorted(zip(order, results), key=lambda pair: pair[0])]
    finally:  # the gradebook is written whatever happens
        table = [{**row, "seed": settings.seed} for row in [*(row for g in graded for row in g.rows), *others]]
        write_csv(table, out, folder)
    print("writing each student's report and the class report", file=progress, flush=True)
    unwritten = write_reports(graded, others, reports, folder, assigned)
    unwritten_class, left_out = write_class(graded, others, out.parent, reports, folder, settings.seed, lms, given)
    unwritten += unwritten_class
    say("")
    for line in summary(table, assigned):
        say(line)
    say(f"Gradebook written to {out}; one report per student in {reports}; the class report in "
        f"{out.parent / 'class.html'}" + (f"; for {lms}, {out.parent / f'{lms}.csv'}" if lms else ""))
    say(f"The checks' inputs came from seed {settings.seed} (in the gradebook): --seed {settings.seed} grades "
        "with the same inputs again")
    for g in (g for g in graded if g.problem and not g.ours):  # the submission's: its rows say so, the run goes on
        say(f"not graded: {shown(g.submission.path)}: {shown(g.problem)}")
    for row in misplaced(others):
        why = row["note"].removeprefix("not graded: ")
        say(f"not graded: {shown(folder / row['student'] / row['notebook'])}: {shown(why)}")
    for line in left_out:
        say(f"left out: {shown(line)}")
    problems = [f"{shown(g.submission.path)}: {shown(g.problem)}" for g in graded if g.ours]
    problems += [f"report not written: {shown(why)}" for why in unwritten]
    for problem in problems:
        say(f"error: {problem}")
    return 1 if problems else 0
