"""Canvas's own round trip: the gradebook Canvas exported (Grades > Export), filled with the grader's points
for Grades > Import.

The filled file is the export (``canvas_export``), byte for byte (``written_csv``), but for the cells of
the matched assignments in the rows of the matched students.  A class folder is matched to the student whose
SIS Login ID, SIS User ID or ID it is named (or the name before the login's ``@``), or to the one a map file
names; a notebook to the assignment given on the command line or in the map file, else to the one whose name
is the notebook's (``03_dealer_turn``, "The dealer's turn": ``Dealer turn``), holds its words, or says
``Notebook 3``.  A notebook that could not be read or graded leaves its cell as Canvas wrote it (empty,
unless Canvas had a score): a 0 would read as a real one.  So do excused and unassigned cells.
"""

from __future__ import annotations

import csv
import io
import os
import re
import unicodedata
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from pathlib import Path

from blackjack.course.grading.canvas_export import (
    BEFORE_AT,
    IDS,
    POINTS,
    Assignment,
    CanvasError,
    Export,
    Student,
    cell,
    read_export,
    text_of,
)
from blackjack.course.grading.feedback import shown
from blackjack.course.grading.outputs import OPEN_FOLDER, failure, located, write
from blackjack.course.grading.written_csv import BOM, delimiter_of, value, written
from blackjack.course.notebook.reading import NotebookError, read_notebook, source_text
from blackjack.course.paths import SOLUTIONS

NEEDED = ("student", "notebook", "exercise", "points", "possible", "note")  # the gradebook's columns used here
WAYS = (*IDS, BEFORE_AT)  # how a class folder's name finds its student
MAPPED = (*IDS, "Student")  # how the second cell of a map file's line finds one
NOT_GRADED = (("unreadable", "is not a readable notebook"),
              ("grading failed", "could not be graded (see the gradebook)"))
KEPT = {"EX": "is excused in Canvas (EX)", "N/A": "is not assigned to them in Canvas (N/A)"}
SMALL_WORDS = frozenset({"a", "an", "and", "the", "of", "with", "notebook", "nb"})
NUMBERED = re.compile(r"\b(?:notebook|nb)\s*0*(\d+)\b")
GRADEBOOK = "the gradebook.csv that grade wrote"
MAP = "a map file of lines folder,login (or notebook,assignment id)"


@dataclass
class Total:
    """A student's notebook in the gradebook: its points, the points possible (extra credit apart), and why it
    was not graded ("" when it was)."""

    points: Decimal = Decimal(0)
    possible: Decimal = Decimal(0)
    problem: str = ""


def number(text: str, where: str) -> Decimal:
    """TEXT, a number of points, or a ``CanvasError`` saying WHERE it is not one."""
    try:
        found = Decimal(text.strip())
    except InvalidOperation:
        found = Decimal("NaN")
    if not found.is_finite():
        raise CanvasError(f"{where}: {text!r} is not a number of points")
    return found


def read_gradebook(path: Path) -> dict[str, dict[str, Total]]:
    """The gradebook PATH, as ``grade`` writes it, summed: class folder -> notebook -> ``Total`` (a folder with
    nothing graded has no notebooks; the files beside the folders, and those not graded, are left out)."""
    reader = csv.DictReader(io.StringIO(text_of(path, GRADEBOOK).removeprefix(BOM)))
    try:
        rows = list(reader)
    except csv.Error as error:
        raise CanvasError(f"{path}: not a CSV file ({error}); give {GRADEBOOK}") from None
    missing = [column for column in NEEDED if column not in (reader.fieldnames or ())]
    if missing:
        raise CanvasError(f"{path}: no column {missing[0]!r}, so not a gradebook; give {GRADEBOOK}")
    classes: dict[str, dict[str, Total]] = {}
    for line, row in enumerate(rows, 2):
        if row["student"]:
            notebooks = classes.setdefault(row["student"], {})
            if row["exercise"]:
                add(notebooks.setdefault(row["notebook"], Total()), row, f"{path}, line {line}")
    return classes


def add(total: Total, row: dict, where: str) -> None:
    """The gradebook ROW (one exercise, at WHERE) counted in its notebook's TOTAL."""
    total.points += number(row["points"] or "", where)
    if not row.get("extra_credit"):
        total.possible += number(row["possible"] or "", where)
    note = row["note"] or ""
    total.problem = total.problem or next((said for start, said in NOT_GRADED if note.startswith(start)), "")


def course_notebooks(folder: Path = SOLUTIONS) -> dict[str, str]:
    """The course's notebooks (``03_dealer_turn``) and their titles ("The dealer's turn", from their first
    heading; "" when it cannot be read)."""
    return {path.stem: title_of(path) for path in sorted(folder.glob("[0-9][0-9]_*.ipynb"))}


def title_of(path: Path) -> str:
    try:
        cells = read_notebook(path)["cells"]
    except NotebookError:
        return ""
    lines = (line for c in cells if c.get("cell_type") == "markdown" for line in source_text(c).splitlines())
    return re.sub(r"^#\s*(\d+\.\s*)?", "", next((line for line in lines if line.startswith("# ")), "")).strip()


def read_map(path: Path, notebooks: dict[str, str]) -> tuple[dict[str, str], dict[str, str]]:
    """The map file PATH: class folder -> the Canvas student it is (a SIS Login ID, SIS User ID, ID or name as
    Canvas shows it), and notebook (one of NOTEBOOKS) -> its assignment (an id or a name).  Blank lines, lines
    starting with ``#`` and a first line ``folder,login`` are skipped."""
    text = text_of(path, MAP).removeprefix(BOM)
    try:
        rows = list(csv.reader(io.StringIO(text), delimiter=delimiter_of(text.partition("\n")[0])))
    except csv.Error as error:
        raise CanvasError(f"{path}: not a CSV file ({error}); give {MAP}") from None
    folders: dict[str, str] = {}
    chosen: dict[str, str] = {}
    for line, row in enumerate(rows, 1):
        cells = [c.strip() for c in row]
        if not any(cells) or cells[0].startswith("#") or not folders and not chosen and cells[0] == "folder":
            continue
        if len(cells) != 2 or not all(cells):
            raise CanvasError(f"{path}, line {line}: {','.join(row)!r} is not two cells; give {MAP}")
        (chosen if cells[0] in notebooks else folders)[cells[0]] = cells[1]
    return folders, chosen


def same(text: str, wanted: str) -> bool:
    return bool(text) and text.casefold() == wanted.strip().casefold()


def look_up(students: list[Student], wanted: str, ways: tuple[str, ...]) -> tuple[str, list[Student]]:
    """The first of WAYS (columns of the export) in which some students have WANTED, and those students."""
    for way in ways:
        found = [student for student in students if same(student.ids.get(way, ""), wanted)]
        if found:
            return way, found
    return "", []


def match_students(folders: list[str], students: list[Student], mapped: dict[str, str]
                   ) -> tuple[dict[str, Student], Counter, list[str]]:
    """Each class folder's student (a folder in MAPPED by the student it gives), how many were matched each
    way, and a line for each folder that matched nothing, or more than one student, or a student another
    folder matched too."""
    matches, ways, lines = {}, {}, []
    for folder in folders:
        wanted = mapped.get(folder, folder)
        way, found = look_up(students, wanted, MAPPED if folder in mapped else WAYS)
        if len(found) == 1:
            matches[folder], ways[folder] = found[0], "the map file" if folder in mapped else way
        elif found:
            names = "; ".join(shown(s.ids["Student"]) for s in found)
            lines.append(f"class folder {shown(folder)}: {len(found)} Canvas students have {shown(wanted)} as "
                         f"{way} ({names}); say which in a --map file")
        elif folder in mapped:
            lines.append(f"class folder {shown(folder)}: the map file gives {shown(wanted)}, which is no Canvas "
                         "student's SIS Login ID, SIS User ID, ID or name")
        else:
            lines.append(f"class folder {shown(folder)}: no Canvas student has it as SIS Login ID, SIS User ID or "
                         f"ID; add the line {shown(folder)},LOGIN to a --map file")
    for row in [row for row, n in Counter(s.row for s in matches.values()).items() if n > 1]:
        twins = [folder for folder, student in matches.items() if student.row == row]
        lines.append(f"class folders {', '.join(map(shown, twins))} all match {shown(matches[twins[0]].ids['Student'])}"
                     "; none of them is filled: say which in a --map file")
        for folder in twins:
            del matches[folder], ways[folder]
    return matches, Counter(ways.values()), lines


def words(text: str) -> list[str]:
    """TEXT's words, for matching names loosely: case, accents' forms, a possessive 's and a plural s aside.

    >>> words("The Dealer's turn"), words("03_cards_and_hands")
    (['the', 'dealer', 'turn'], ['03', 'card', 'and', 'hand'])
    """
    text = re.sub(r"['\u2019]s\b", "", unicodedata.normalize("NFKC", text).casefold())
    return [w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w
            for w in re.findall(r"[^\W_]+", text)]


def plain(text: str) -> list[str]:
    """TEXT's words without numbers and small words: what names an assignment."""
    return [word for word in words(text) if not word.isdigit() and word not in SMALL_WORDS]


def ways_to_match(notebook: str, title: str) -> list[tuple[str, Callable[[str], bool]]]:
    """How an assignment's name can match NOTEBOOK (of TITLE), the surest first."""
    names = [names for names in (plain(notebook), plain(title)) if names]
    number = int(notebook[:2])
    return [("its name", lambda name: plain(name) in names),
            ("its words", lambda name: any(set(n) <= set(words(name)) for n in names)),
            ("its number", lambda name: any(int(n) == number for n in NUMBERED.findall(" ".join(words(name)))))]


def loosely(notebook: str, title: str, candidates: list[Assignment]) -> tuple[str, list[Assignment]]:
    """The surest way some of CANDIDATES match NOTEBOOK, and those assignments."""
    for way, matches in ways_to_match(notebook, title):
        found = [a for a in candidates if matches(a.name)]
        if found:
            return way, found
    return "", []


def chosen_assignment(notebook: str, wanted: str, export: Export, source: str) -> Assignment:
    """The assignment WANTED (an id, a header or a name) for NOTEBOOK, given by SOURCE; ``CanvasError``."""
    found = [a for a in export.assignments if wanted in (a.id, a.header) or same(a.name, wanted)]
    if len(found) != 1:
        listed = ", ".join(repr(a.header) for a in export.assignments) or "none"
        how = "no" if not found else f"{len(found)}"
        raise CanvasError(f"{source} {notebook}={wanted}: {how} assignments of the export have that id or name "
                          f"(they are: {listed})")
    return found[0]


def match_notebooks(notebooks: list[str], export: Export, titles: dict[str, str],
                    chosen: dict[str, tuple[str, str]]) -> tuple[dict[str, Assignment], list[str]]:
    """Each notebook's assignment (those CHOSEN, notebook -> (assignment, where it was given), else loosely),
    and a line for each: which matched, and how, or why none did."""
    matches, lines = {}, []
    for notebook, (wanted, source) in chosen.items():
        assignment = chosen_assignment(notebook, wanted, export, source)
        if notebook in notebooks:
            matches[notebook] = assignment
            lines.append(f"{notebook} -> {assignment.header!r} (given by {source})")
        else:
            lines.append(f"{notebook}: given by {source}, but no class folder has it in the gradebook")
    taken = {a.column for a in matches.values()}
    free = [a for a in export.assignments if a.column not in taken]
    for notebook in (n for n in notebooks if n not in chosen):
        way, found = loosely(notebook, titles.get(notebook, ""), free)
        if len(found) == 1:
            matches[notebook] = found[0]
            lines.append(f"{notebook} -> {found[0].header!r} (by {way})")
        else:
            some = f"{len(found)} assignments match by {way}: " + ", ".join(repr(a.header) for a in found)
            lines.append(f"{notebook}: {some if found else 'no assignment matched'}; give --assignment "
                         f"{notebook}=ID (the id in the column's name)")
    return untwinned(matches, lines)


def untwinned(matches: dict[str, Assignment], lines: list[str]) -> tuple[dict[str, Assignment], list[str]]:
    """MATCHES without the notebooks that share an assignment column, and LINES with a line saying so."""
    shared = [c for c, n in Counter(a.column for a in matches.values()).items() if n > 1]
    for column in shared:
        twins = [notebook for notebook, a in matches.items() if a.column == column]
        lines.append(f"{', '.join(twins)} all match {matches[twins[0]].header!r}; none of them is filled: give "
                     "--assignment NOTEBOOK=ID for each")
        for notebook in twins:
            del matches[notebook]
    return matches, lines


def out_of(matches: dict[str, Assignment], classes: dict[str, dict[str, Total]]) -> list[str]:
    """A line for each matched notebook whose points possible are not those of its assignment in Canvas."""
    lines = []
    for notebook, assignment in matches.items():
        possible = max((t[notebook].possible for t in classes.values() if notebook in t), default=None)
        if None not in (possible, assignment.points) and possible != assignment.points:
            lines.append(f"{notebook}: the grader gives up to {possible:f} points (extra credit apart), Canvas's "
                         f"{assignment.header!r} is out of {assignment.points.normalize():f}; the points are "
                         "filled as the grader gives them")
    return lines


def points_text(points: Decimal, mark: str) -> str:
    """POINTS as Canvas reads them, with its decimal MARK.

    >>> points_text(Decimal("35"), "."), points_text(Decimal("7.50"), ","), points_text(Decimal("100"), ".")
    ('35', '7,5', '100')
    """
    return format(points.normalize(), "f").replace(".", mark)


def fill(export: Export, classes: dict[str, dict[str, Total]], students: dict[str, Student],
         notebooks: dict[str, Assignment]) -> tuple[int, list[str]]:
    """The cells of the matched students and notebooks filled in EXPORT's table: how many, and a line for each
    left as it was (a notebook not graded, a cell excused or not assigned in Canvas, a row Canvas's import takes
    for points possible)."""
    filled, lines = 0, []
    for folder, student in students.items():
        fields = export.table.records[student.row].fields
        if POINTS in value(cell(fields, 0)):  # a name chosen in Canvas: its import would take the row for points
            lines.append(f"{shown(folder)}: the row of {shown(student.ids['Student'])} holds {POINTS!r} in its first "
                         "cell, so Canvas's import reads it as points possible; left as it was: enter their points "
                         "by hand")
            continue
        for notebook, total in classes[folder].items():
            if notebook not in notebooks:
                continue
            column = notebooks[notebook].column
            now = value(cell(fields, column)).strip()
            if total.problem:
                left = "empty" if not now else f"as it was ({now})"
                lines.append(f"{shown(folder)}: {notebook} {total.problem}; left {left}")
            elif now.upper() in KEPT:
                lines.append(f"{shown(folder)}: {notebook} {KEPT[now.upper()]}; left as it was")
            else:
                fields.extend([""] * (column + 1 - len(fields)))  # a row cut short
                fields[column] = written(points_text(total.points, export.mark), export.table.delimiter)
                filled += 1
    return filled, lines


def default_out(export: Path) -> Path:
    """Where the filled file goes unless told: beside the export, named after it.

    >>> default_out(Path("Downloads/2025-03-01_Grades-BJ101.csv"))
    PosixPath('Downloads/2025-03-01_Grades-BJ101-filled.csv')
    """
    return export.with_name(f"{export.stem}-filled.csv")


def check_out(out: Path, export: Path, gradebook: Path) -> None:
    """A ``CanvasError`` when OUT is a link, a folder, in no folder, the export or the gradebook."""
    instead = f"give --out a new file name, such as {default_out(export)}"
    if out.is_symlink():
        raise CanvasError(f"{out}: is a symbolic link, and the filled file is never written through one; {instead}")
    if out.is_dir():
        raise CanvasError(f"{out}: is a folder; {instead}")
    if not located(out).parent.is_dir():
        raise CanvasError(f"{out.parent}: no such folder; --out must be in a folder that exists")
    for path, what in ((export, "the export"), (gradebook, "the gradebook")):
        if located(out) == located(path) or out.exists() and path.exists() and os.path.samefile(out, path):
            raise CanvasError(f"{out}: is {what}, which is never written over; {instead}")


def write_out(out: Path, text: str) -> None:
    """TEXT as the file OUT, in its folder (which must exist): made under a name of its own, then renamed
    (``outputs.write``: a link put at OUT meanwhile is replaced, never followed)."""
    folder = located(out).parent
    try:
        fd = os.open(folder, OPEN_FOLDER)
    except OSError as error:
        raise CanvasError(failure(folder, error)) from None
    try:
        write(fd, out.name, text)
    except OSError as error:
        raise CanvasError(failure(out, error)) from None
    finally:
        os.close(fd)


def choices(mapped: dict[str, str], given: Sequence[tuple[str, str]], notebooks: dict[str, str]
            ) -> dict[str, tuple[str, str]]:
    """Notebook -> (assignment, where it was chosen): the map file's (MAPPED), then the command line's (GIVEN,
    which win); a ``CanvasError`` for a name that is not one of the course's NOTEBOOKS."""
    for notebook, _ in given:
        if notebook not in notebooks:
            raise CanvasError(f"--assignment {notebook}: not a course notebook (one of {', '.join(notebooks)})")
    return {**{n: (a, "the map file") for n, a in mapped.items()}, **{n: (a, "--assignment") for n, a in given}}


def canvas_import(gradebook: Path, export_path: Path, out: Path | None = None, mapping: Path | None = None,
                  given: Sequence[tuple[str, str]] = (), say: Callable[[str], object] = print) -> int:
    """Fill the Canvas export EXPORT_PATH with the points of GRADEBOOK into OUT (default: beside the export),
    matching folders and notebooks by MAPPING (a map file) and GIVEN (notebook, assignment) pairs; say what
    matched and what did not; the exit code.  ``CanvasError`` for input it cannot work with."""
    out = out or default_out(export_path)
    check_out(out, export_path, gradebook)
    classes = read_gradebook(gradebook)
    export = read_export(export_path)
    course = course_notebooks()
    folders, mapped = read_map(mapping, course) if mapping else ({}, {})
    present = sorted({notebook for notebooks in classes.values() for notebook in notebooks})
    notebooks, lines = match_notebooks(present, export, course, choices(mapped, given, course))
    students, ways, unmatched = match_students(sorted(classes), export.students, folders)
    for line in [*lines, *out_of(notebooks, classes), *unmatched]:
        say(line)
    if not notebooks or not students:
        raise CanvasError(f"nothing to fill: no {'notebook' if not notebooks else 'class folder'} matched (see "
                          "above); nothing written")
    filled, notes = fill(export, classes, students, notebooks)
    for line in notes:
        say(line)
    missing = [shown(s.ids["Student"]) for s in export.students if s.row not in {m.row for m in students.values()}]
    if missing:
        say(f"Canvas students with no class folder, left as they were: {'; '.join(missing)}")
    how = ", ".join(f"{n} by {way}" for way, n in ways.most_common())
    say(f"{len(students)} of {len(classes)} class folders matched Canvas students ({how}); {filled} cells filled, "
        f"in {len(notebooks)} of the export's assignment columns")
    write_out(out, export.table.text())
    say(f"Written to {out}. In Canvas: Grades > Import, choose that file, check the changes it lists, then save.")
    return 0
