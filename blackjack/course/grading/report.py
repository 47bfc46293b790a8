"""The class report: what the class got wrong, at a glance, figured from what ``grade`` put in the gradebook.

``figures`` works out, per notebook and exercise, the mean points, the shares with full points and not
attempted, the timeouts and crashes (from the grader's notes), a histogram of points and the most common
mistakes; each student's points; the files not graded.  ``write_class`` writes them as ``class.json``, as
``class.html`` (``report_page``) and, on request, as a CSV that Canvas imports.  A mistake is explained by
the ``Likely cause:`` line of what the check said when there is one, else by the grader's note.

>>> explanation({"note": "passed"}, ""), explanation({"note": "unreadable: too large"}, "")
((None, None), (None, None))
>>> explanation({"note": "raised an exception for some input"}, "  ✗ f: 0/5\\n    Likely cause: no ace rule")
('Likely cause: no ace rule', 'likely cause')
"""

from __future__ import annotations

import csv
import io
import json
import os
from collections import Counter
from pathlib import Path

from blackjack.course.exercises.index import BY_ID
from blackjack.course.grading.feedback import SAID as SAID_NOTES
from blackjack.course.grading.feedback import cut, report_files, safe_cell
from blackjack.course.grading.records import Graded
from blackjack.course.grading.remote import REASONS
from blackjack.course.grading.sandbox.channel import ENDED, NONSENSE, UNREADABLE

# the grader's own words for a notebook stopped (``remote.REASONS``) or a check that timed out (``feedback.SAID``)
TIMEOUTS = (REASONS["time"], REASONS["total"], REASONS["cpu"], dict(SAID_NOTES)["An endless loop?"])
CRASHES = (REASONS["memory"], REASONS["output"], "stopped by the grader", ENDED, NONSENSE, UNREADABLE,
           "grading failed", "unreadable")
RIGHT = ("passed", "not attempted")
WHOLE_NOTEBOOK = ("unreadable", "grading failed", "not checked")  # notes about the notebook, not the exercise
CAUSE = "Likely cause:"
SAID = 200  # characters of a likely cause quoted from what a check said
CANVAS = ("Student", "ID", "SIS User ID", "SIS Login ID", "Section")


def kind(note: str) -> str:
    """"timeout", "crash" or "" for a gradebook NOTE.

    >>> kind("ran past the time limit (an endless loop?)"), kind("unreadable: a symbolic link"), kind("passed")
    ('timeout', 'crash', '')
    """
    if any(words in note for words in TIMEOUTS):
        return "timeout"
    return "crash" if any(words in note for words in CRASHES) else ""


def explanation(row: dict, text: str) -> tuple[str | None, str | None]:
    """What a lost exercise is put down to, and where that came from ("likely cause" or "note"); (None, None)
    for an exercise passed or not attempted, or a notebook that was not run."""
    note = row["note"]
    if note in RIGHT or note.startswith(WHOLE_NOTEBOOK):
        return None, None
    cause = next((line.strip() for line in text.splitlines() if line.strip().startswith(CAUSE)), None)
    return (cut(cause, SAID), "likely cause") if cause else (note, "note")


def share(part: int, whole: int) -> float:
    return part / whole if whole else 0.0


def histogram(values: list[int]) -> list[list[int]]:
    """[[value, how many], ...] in increasing order of value."""
    return [[value, count] for value, count in sorted(Counter(values).items())]


def mistakes(rows: list[dict], texts: list[str]) -> list[dict]:
    """The explanations of ROWS (with what each check said, TEXTS), most common first, each with its students."""
    groups: dict[tuple[str, str], list[str]] = {}
    for row, text in zip(rows, texts):
        said, source = explanation(row, text)
        if said:
            groups.setdefault((said, source), []).append(row["student"])
    ranked = sorted(groups.items(), key=lambda group: (-len(group[1]), group[0]))
    return [{"said": said, "from": source, "count": len(students), "students": sorted(students)}
            for (said, source), students in ranked]


def exercise_figures(id: str, rows: list[dict], texts: list[str]) -> dict:
    """One exercise of a notebook: ROWS are its gradebook rows, one per submission, TEXTS what its check said."""
    points = [row["points"] for row in rows]
    possible = rows[0]["possible"]
    kinds = Counter(kind(row["note"]) for row in rows)
    return {"exercise": id, "title": BY_ID[id].title, "possible": possible,
            "extra_credit": bool(rows[0]["extra_credit"]), "mean": share(sum(points), len(rows)),
            "full": share(sum(p == possible for p in points), len(rows)),
            "not_attempted": share(sum(row["note"] == "not attempted" for row in rows), len(rows)),
            "timeouts": kinds["timeout"], "crashes": kinds["crash"], "histogram": histogram(points),
            "mistakes": mistakes(rows, texts)}


def notebook_figures(notebook: str, graded: list[Graded]) -> dict:
    """NOTEBOOK's figures from its GRADED submissions."""
    ids = [row["exercise"] for row in graded[0].rows]
    totals = [sum(row["points"] for row in g.rows) for g in graded]
    possible = sum(row["possible"] for row in graded[0].rows)
    exercises = [exercise_figures(id, [g.rows[i] for g in graded], [g.texts.get(id, "") for g in graded])
                 for i, id in enumerate(ids)]
    return {"notebook": notebook, "submissions": len(graded), "possible": possible,
            "mean": share(sum(totals), len(graded)), "full": share(sum(t == possible for t in totals), len(graded)),
            "timeouts": sum(e["timeouts"] for e in exercises), "crashes": sum(e["crashes"] for e in exercises),
            "totals": histogram(totals), "exercises": exercises}


def student_figures(graded: list[Graded], others: list[dict]) -> list[dict]:
    """Every student with a row, in order of name: their report's file name and their points per notebook."""
    mine: dict[str, dict] = {}
    for g in graded:
        mine.setdefault(g.submission.student, {})[g.submission.notebook] = {
            "points": sum(row["points"] for row in g.rows), "possible": sum(row["possible"] for row in g.rows),
            "exercises": {row["exercise"]: row["points"] for row in g.rows}}
    for row in others:
        if row["student"]:
            mine.setdefault(row["student"], {})
    files = report_files(list(mine))
    return [{"student": student, "report": files[student], "notebooks": notebooks,
             "points": sum(n["points"] for n in notebooks.values()),
             "possible": sum(n["possible"] for n in notebooks.values())}
            for student, notebooks in sorted(mine.items())]


def figures(graded: list[Graded], others: list[dict], seed: int | None = None) -> dict:
    """Everything the class report shows, as plain data (``class.json``): per notebook, per student, and the
    files not graded."""
    notebooks = sorted({g.submission.notebook for g in graded})
    return {"seed": seed,
            "notebooks": [notebook_figures(n, [g for g in graded if g.submission.notebook == n]) for n in notebooks],
            "students": student_figures(graded, others),
            "not_graded": [{"student": r["student"], "file": r["notebook"], "why": r["note"]} for r in others]}


def canvas(data: dict) -> str:
    """The gradebook as Canvas imports it: its student columns, a column per notebook (its total), and the
    "Points Possible" row first; a notebook the student did not hand in is left empty."""
    notebooks = [n["notebook"] for n in data["notebooks"]]
    text = io.StringIO()
    writer = csv.writer(text, lineterminator="\n")
    writer.writerow([*CANVAS, *notebooks])
    writer.writerow(["Points Possible", "", "", "", "", *(n["possible"] for n in data["notebooks"])])
    for student in data["students"]:
        points = [student["notebooks"].get(n, {}).get("points", "") for n in notebooks]
        writer.writerow([safe_cell(student["student"]), "", "", "", "", *points])
    return text.getvalue()


LMS = {"canvas": canvas}  # the learning management systems an import file is written for


def write_class(graded: list[Graded], others: list[dict], folder: Path, reports: Path,
                seed: int | None = None, lms: str | None = None) -> list[str]:
    """``class.json``, ``class.html`` (linking to the reports in REPORTS) and, for LMS, ``<lms>.csv``, in
    FOLDER; what could not be written."""
    from blackjack.course.grading.report_page import page

    data = figures(graded, others, seed)
    files = {"class.json": json.dumps(data, indent=1),
             "class.html": page(data, Path(os.path.relpath(reports, folder)).as_posix())}
    if lms:
        files[f"{lms}.csv"] = LMS[lms](data)
    failed = []
    for name, text in files.items():
        try:
            (folder / name).write_text(text, encoding="utf-8", errors="backslashreplace")
        except OSError as error:
            failed.append(f"{folder / name}: {error.strerror or type(error).__name__}")
    return failed
