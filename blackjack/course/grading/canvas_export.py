"""The gradebook Canvas exports (Grades > Export), read as written: its students, its assignments, its cells.

What Canvas writes (its ``GradebookExporter``): a header row (``Student``, or ``LastName``, ``FirstName``;
``ID``, ``SIS User ID``, ``SIS Login ID``, ``Section``; the course's custom columns; one column per
assignment named ``Title (id)``; then totals such as ``Current Score``); a ``Manual Posting`` row when an
assignment's grades are posted by hand; a row whose first cell holds ``Points Possible``, with each
assignment's points and ``(read only)`` under the columns an import ignores; then one row per student, named
``Last, First``, the Test Student last.  Cells are separated by ``,``, or by ``;`` where the decimal mark is a
comma; numbers are written ``10.00``; ``EX`` is excused, ``N/A`` an assignment the student does not have.
Its import finds an assignment by the id in its column's header, a student by ID, SIS User ID or SIS Login
ID, and takes an empty cell for "no score".

>>> export = reading('Student,ID,SIS Login ID,Section,Dealer turn (12),Current Score\\n'
...                  '    Points Possible,,,,30.00,(read only)\\n"Doe, Ann",7,ann@uni.example,A,,90\\n', Path("x.csv"))
>>> [(a.name, a.id, a.points) for a in export.assignments], export.students[0].ids["SIS Login ID before its @"]
([('Dealer turn', '12', Decimal('30.00'))], 'ann')
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path

from blackjack.course.grading.written_csv import BOM, Malformed, Table, delimiter_of, read

IDS = ("SIS Login ID", "SIS User ID", "ID")  # the columns that name a student in Canvas, surest first
BEFORE_AT = "SIS Login ID before its @"  # "alice" for the login alice@uni.example
ASSIGNMENT = re.compile(r"(.*?)\s*\((\d+)\)")  # "Dealer turn (12345)"
READ_ONLY = re.compile(r"read\s+only", re.IGNORECASE)
POINTS = "Points Possible"  # a row whose first cell holds these words is one of points possible to Canvas's import
EXPORT = "the CSV file Canvas exported (Grades > Export), as it was downloaded"


class CanvasError(Exception):
    """Input the Canvas round trip cannot work with, in one line."""


@dataclass
class Student:
    """A student's row of the export: its index among the records, and what names them, by column (``IDS``,
    ``Student`` as Canvas shows the name, ``BEFORE_AT``)."""

    row: int
    ids: dict[str, str]


@dataclass
class Assignment:
    """An assignment column of the export: where it is, its header, name and id, and its points possible."""

    column: int
    header: str
    name: str
    id: str
    points: Decimal | None


@dataclass
class Export:
    """The gradebook Canvas exported: the file as written, its students and assignments, its decimal mark."""

    table: Table
    students: list[Student]
    assignments: list[Assignment]
    mark: str


def text_of(path: Path, hint: str) -> str:
    """The text of the file PATH (UTF-8), or a ``CanvasError`` ending with what to give instead (HINT)."""
    try:
        return path.read_bytes().decode("utf-8")
    except UnicodeDecodeError:
        why = "not UTF-8 text, so not a CSV file as expected"
    except FileNotFoundError:
        why = "no such file"
    except IsADirectoryError:
        why = "is a folder"
    except OSError as error:
        why = f"cannot be read ({error.strerror})"
    raise CanvasError(f"{path}: {why}; give {hint}") from None


def read_export(path: Path) -> Export:
    """The gradebook Canvas exported, at PATH; a ``CanvasError`` when it is not one."""
    return reading(text_of(path, EXPORT), path)


def reading(text: str, path: Path) -> Export:
    """TEXT, the gradebook Canvas exported at PATH; a ``CanvasError`` when it is not one."""
    try:
        table = read(text, delimiter_of(text.removeprefix(BOM).partition("\n")[0]))
    except Malformed as error:
        raise CanvasError(f"{path}: not a CSV file ({error}); give {EXPORT}") from None
    if not table.records:
        raise CanvasError(f"{path}: is empty; give {EXPORT}")
    header = table.values(0)
    if "Student" not in header[0] and header[:2] != ["LastName", "FirstName"] or "ID" not in header:
        first = ", ".join(header[:3])
        raise CanvasError(f"{path}: its columns start {first!r}, not Student, ID: not a gradebook Canvas exported; "
                          f"give {EXPORT}")
    rows = [table.values(index) for index in range(len(table.records))]
    points = next((row for row in rows[1:] if POINTS in row[0]), [])
    students = [Student(index, student_ids(header, row)) for index, row in enumerate(rows)
                if index and row is not points and not posting(row)]
    marks = [text for text in points[1:] if re.fullmatch(r"\d+,\d+", text.strip())]
    return Export(table, students, assignments(header, points), "," if marks else ".")


def cell(row: list[str], column: int) -> str:
    """ROW's cell in COLUMN ("" past the row's end)."""
    return row[column] if column < len(row) else ""


def posting(row: list[str]) -> bool:
    """Is ROW the export's row of assignments posted by hand (or a blank line), not a student's?"""
    return all(re.fullmatch(r"\s*(Muted|Manual Posting.*)?\s*", text, re.IGNORECASE) for text in row)


def student_ids(header: list[str], row: list[str]) -> dict[str, str]:
    """What names the student of ROW: ``IDS``, the name as Canvas shows it, and the login's name before ``@``."""
    ids = {column: cell(row, header.index(column)).strip() for column in IDS if column in header}
    ids["Student"] = f"{cell(row, 0)}, {cell(row, 1)}" if header[0] == "LastName" else cell(row, 0)
    login = ids.get("SIS Login ID", "")
    if "@" in login:
        ids[BEFORE_AT] = login.partition("@")[0]
    return ids


def assignments(header: list[str], points: list[str]) -> list[Assignment]:
    """The columns of HEADER an import fills: named ``Title (id)``, and not read only in the POINTS row."""
    found = []
    for column, title in enumerate(header):
        named = ASSIGNMENT.fullmatch(title.strip())
        if named and column and not READ_ONLY.search(cell(points, column)):
            possible = cell(points, column).strip().replace(",", ".")
            worth = Decimal(possible) if re.fullmatch(r"\d+(\.\d+)?", possible) else None
            found.append(Assignment(column, title, named.group(1), named.group(2), worth))
    return found
