"""The class report: what the class got wrong, at a glance, figured from what ``grade`` put in the gradebook.

``figures`` works out, per notebook assigned and exercise, the mean points, the shares with full points and not
attempted, the timeouts and crashes (from the grader's notes), a histogram of points and the most common
mistakes; each student's points against the notebooks assigned (one missing or unreadable counts 0 of its
points); the notebooks that could not be read, counted apart and out of every figure; the files not graded.
``write_class`` writes them as ``class.json``, as ``class.html`` (``report_page``) and, on request, as a CSV
that Canvas imports, beside the gradebook (``outputs``).  A mistake is explained by the likely cause the check
worked out (``Outcome.causes``, carried as data in ``Graded.causes``, never read back from what the check said),
else by the grader's note.

>>> explanation({"note": "passed"}, ""), explanation({"note": "unreadable: too large"}, "")
((None, None), (None, None))
>>> explanation({"note": "raised an exception for some input"}, "no ace rule")
('Likely cause: no ace rule', 'likely cause')
>>> explanation({"note": "result differs from the reference for some input"}, "")
('result differs from the reference for some input', 'note')
"""

from __future__ import annotations

import csv
import io
import json
import os
import unicodedata
from collections import Counter
from pathlib import Path

from blackjack.course.exercises.index import BY_ID, in_notebook
from blackjack.course.grading.feedback import SAID as SAID_NOTES
from blackjack.course.grading.feedback import cut, one_line, report_files, safe_cell
from blackjack.course.grading.outputs import failure, opened, write
from blackjack.course.grading.records import Graded
from blackjack.course.grading.remote import REASONS
from blackjack.course.grading.sandbox.channel import ENDED, NONSENSE, UNREADABLE

# the grader's own words for a notebook stopped (``remote.REASONS``) or a check that timed out (``feedback.SAID``)
TIMEOUTS = (REASONS["time"], REASONS["interrupted"], REASONS["total"], REASONS["cpu"],
            dict(SAID_NOTES)["An endless loop?"])
CRASHES = (REASONS["memory"], REASONS["output"], "stopped by the grader", ENDED, NONSENSE, UNREADABLE,
           "grading failed", "unreadable")
RIGHT = ("passed", "not attempted")
WHOLE_NOTEBOOK = ("unreadable", "grading failed", "not checked")  # notes about the notebook, not the exercise
SAID = 200  # characters of a likely cause quoted from what a check said
CANVAS = ("Student", "ID", "SIS User ID", "SIS Login ID", "Section")
POINTS_ROW = "Points Possible"  # what Canvas reads in the Student column as the row of points possible


def kind(note: str) -> str:
    """"timeout", "crash" or "" for a gradebook NOTE.

    >>> kind("ran past the time limit (an endless loop?)"), kind("unreadable: a symbolic link"), kind("passed")
    ('timeout', 'crash', '')
    """
    if any(words in note for words in TIMEOUTS):
        return "timeout"
    return "crash" if any(words in note for words in CRASHES) else ""


def explanation(row: dict, cause: str) -> tuple[str | None, str | None]:
    """What a lost exercise is put down to (its likely CAUSE, on one line and cut short, else its note), and
    where that came from ("likely cause" or "note"); (None, None) for an exercise passed or not attempted, or
    a notebook that was not run."""
    note = row["note"]
    if note in RIGHT or note.startswith(WHOLE_NOTEBOOK):
        return None, None
    return (cut(f"Likely cause: {one_line(cause)}", SAID), "likely cause") if cause else (note, "note")


def share(part: int, whole: int) -> float:
    return part / whole if whole else 0.0


def histogram(values: list[int]) -> list[list[int]]:
    """[[value, how many], ...] in increasing order of value."""
    return [[value, count] for value, count in sorted(Counter(values).items())]


def mistakes(rows: list[dict], causes: list[str]) -> list[dict]:
    """The explanations of ROWS (with the likely cause of each, CAUSES), most common first, each with its
    students."""
    groups: dict[tuple[str, str], list[str]] = {}
    for row, cause in zip(rows, causes):
        said, source = explanation(row, cause)
        if said:
            groups.setdefault((said, source), []).append(row["student"])
    ranked = sorted(groups.items(), key=lambda group: (-len(group[1]), group[0]))
    return [{"said": said, "from": source, "count": len(students), "students": sorted(students)}
            for (said, source), students in ranked]


def exercise_figures(id: str, rows: list[dict], causes: list[str]) -> dict:
    """One exercise of a notebook: ROWS are its gradebook rows, one per submission, CAUSES their likely causes."""
    points = [row["points"] for row in rows]
    possible = BY_ID[id].possible
    kinds = Counter(kind(row["note"]) for row in rows)
    return {"exercise": id, "title": BY_ID[id].title, "possible": possible,
            "extra_credit": bool(BY_ID[id].extra_credit), "mean": share(sum(points), len(rows)),
            "full": share(sum(p == possible for p in points), len(rows)),
            "not_attempted": share(sum(row["note"] == "not attempted" for row in rows), len(rows)),
            "timeouts": kinds["timeout"], "crashes": kinds["crash"], "histogram": histogram(points),
            "mistakes": mistakes(rows, causes)}


def possible_of(notebook: str) -> int:
    """NOTEBOOK's points possible, extra credit included (as in the students' reports)."""
    return sum(e.possible for e in in_notebook(notebook))


def notebook_figures(notebook: str, graded: list[Graded], students: list[dict]) -> dict:
    """NOTEBOOK's figures from its GRADED submissions that could be read; how many could not, and how many of
    STUDENTS did not hand it in."""
    unreadable = [g for g in graded if g.unreadable]
    graded = [g for g in graded if not g.unreadable]
    totals = [sum(row["points"] for row in g.rows) for g in graded]
    possible = possible_of(notebook)
    exercises = [exercise_figures(e.id, [g.rows[i] for g in graded], [g.causes.get(e.id, "") for g in graded])
                 for i, e in enumerate(in_notebook(notebook))]
    return {"notebook": notebook, "submissions": len(graded), "unreadable": len(unreadable),
            "missing": sum(notebook in s["missing"] for s in students), "possible": possible,
            "mean": share(sum(totals), len(graded)), "full": share(sum(t == possible for t in totals), len(graded)),
            "timeouts": sum(e["timeouts"] for e in exercises), "crashes": sum(e["crashes"] for e in exercises),
            "totals": histogram(totals), "exercises": exercises}


def student_figures(graded: list[Graded], others: list[dict], assigned: list[str]) -> list[dict]:
    """Every student with a row, in order of name: their report's file name, their points per notebook graded,
    the notebooks they handed in that could not be read, those ASSIGNED they did not hand in, and their points
    against the notebooks ASSIGNED."""
    mine: dict[str, dict] = {}
    unreadable: dict[str, list[str]] = {}
    for g in graded:
        mine.setdefault(g.submission.student, {})
        if g.unreadable:
            unreadable.setdefault(g.submission.student, []).append(g.submission.notebook)
            continue
        mine[g.submission.student][g.submission.notebook] = {
            "points": sum(row["points"] for row in g.rows), "possible": sum(row["possible"] for row in g.rows),
            "exercises": {row["exercise"]: row["points"] for row in g.rows}}
    for row in others:
        if row["student"]:
            mine.setdefault(row["student"], {})
    files = report_files(list(mine))
    return [{"student": student, "report": files[student], "notebooks": notebooks,
             "unreadable": sorted(unreadable.get(student, [])),
             "missing": [n for n in assigned if n not in notebooks and n not in unreadable.get(student, [])],
             "points": sum(notebooks[n]["points"] for n in assigned if n in notebooks),
             "possible": sum(map(possible_of, assigned))}
            for student, notebooks in sorted(mine.items())]


def figures(graded: list[Graded], others: list[dict], seed: int | None = None,
            assigned: tuple[str, ...] | None = None) -> dict:
    """Everything the class report shows, as plain data (``class.json``): the notebooks ASSIGNED (default: those
    of GRADED), per notebook assigned, per student, the notebooks that could not be read and the files not
    graded."""
    given = bool(assigned)
    assigned = sorted(assigned or {g.submission.notebook for g in graded})
    students = student_figures(graded, others, assigned)
    files = {s["student"]: s["report"] for s in students}
    return {"seed": seed, "assigned": assigned, "assigned_from": "--assigned" if given else "the class folder",
            "notebooks": [notebook_figures(n, [g for g in graded if g.submission.notebook == n], students)
                          for n in assigned],
            "students": students,
            "unreadable": [{"student": g.submission.student, "notebook": g.submission.notebook,
                            "file": g.submission.path.name, "why": g.unreadable.why, "advice": g.unreadable.advice,
                            "report": files[g.submission.student]} for g in graded if g.unreadable],
            "not_graded": [{"student": r["student"], "file": r["notebook"], "why": r["note"]} for r in others]}


def points_row(name: str) -> bool:
    """Would Canvas read NAME, in the Student column, as a row of points possible?  Its import takes any row
    whose first cell holds those words (``row[0] =~ /Points Possible/``), the last such row winning; here in
    any case and spacing too.

    >>> points_row("Points Possible"), points_row(" points\u00a0POSSIBLE "), points_row("eve Points Possible 2")
    (True, True, True)
    >>> points_row("Possible, Points"), points_row("alice")
    (False, False)
    """
    return POINTS_ROW.casefold() in " ".join(unicodedata.normalize("NFKC", name).split()).casefold()


def canvas(data: dict) -> tuple[str, list[str]]:
    """The gradebook as Canvas imports it: its student columns, a column per notebook (its total), and the
    "Points Possible" row first; a notebook the student did not hand in is left empty.  A student whose name
    Canvas would read as that row is left out: the file, and why each was left out."""
    notebooks = [n["notebook"] for n in data["notebooks"]]
    text = io.StringIO()
    writer = csv.writer(text, lineterminator="\n")
    writer.writerow([*CANVAS, *notebooks])
    writer.writerow([POINTS_ROW, "", "", "", "", *(n["possible"] for n in data["notebooks"])])
    left_out = []
    for student in data["students"]:
        if points_row(student["student"]):
            left_out.append(f"the row of the student folder {safe_cell(student['student'])!r}, which Canvas would "
                            f"read as its {POINTS_ROW} row; enter that student's points in Canvas by hand")
            continue
        points = [student["notebooks"].get(n, {}).get("points", "") for n in notebooks]
        writer.writerow([safe_cell(student["student"]), "", "", "", "", *points])
    return text.getvalue(), left_out


LMS = {"canvas": canvas}  # the learning management systems an import file is written for


def write_class(graded: list[Graded], others: list[dict], folder: Path, reports: Path, classes: Path,
                seed: int | None = None, lms: str | None = None,
                assigned: tuple[str, ...] | None = None) -> tuple[list[str], list[str]]:
    """``class.json``, ``class.html`` (linking to the reports in REPORTS) and, for LMS, ``<lms>.csv``, in
    FOLDER (``outputs``: never in the class folder CLASSES), each student against the notebooks ASSIGNED; what
    could not be written, and the rows left out of the LMS's file (a student's folder name decides those: a
    note for the instructor, never a failure of the run)."""
    from blackjack.course.grading.report_page import page

    data = figures(graded, others, seed, assigned)
    files = {"class.json": json.dumps(data, indent=1),
             "class.html": page(data, Path(os.path.relpath(reports, folder)).as_posix())}
    failed: list[str] = []
    left_out: list[str] = []
    if lms:
        files[f"{lms}.csv"], left = LMS[lms](data)
        left_out = [f"{folder / f'{lms}.csv'}: {why}" for why in left]
    try:
        with opened(folder, classes) as fd:
            for name, text in files.items():
                try:
                    write(fd, name, text)
                except OSError as error:
                    failed.append(failure(folder / name, error))
    except OSError as error:
        failed.append(failure(folder, error))
    return failed, left_out
