"""Reading a graded class's gradebook in the red-team tests."""

from __future__ import annotations

import csv
import html
import re
from pathlib import Path


def graded_rows(out: Path) -> dict[tuple[str, str, str], dict]:
    """The gradebook OUT's rows by (student, notebook, exercise); a row whose note points to the report also
    holds, as ``said``, what the student's report says of that exercise (so a failed test shows why)."""
    with open(out, newline="") as file:
        rows = {(r["student"], r["notebook"], r["exercise"]): r for r in csv.DictReader(file)}
    for (student, _, exercise), row in rows.items():
        if "see the report" in row["note"]:
            row["said"] = report_on(out.parent / "feedback" / f"{student}.html", exercise)
    return rows


def report_on(page: Path, exercise: str) -> str:
    """The text of PAGE's section on EXERCISE, without its markup ("" when there is none)."""
    try:
        text = html.unescape(re.sub(r"<[^>]+>", "\n", page.read_text()))
    except OSError:
        return ""
    section = rf"Exercise {re.escape(exercise)}: what the check said[^\n]*(.*?)(?=Exercise [\w:.]+: what|\Z)"
    found = re.search(section, text, re.DOTALL)
    return re.sub(r"\n+", "\n", found.group(1)).strip()[:2000] if found else ""
