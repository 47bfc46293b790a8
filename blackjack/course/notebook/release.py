"""The notebook the grader runs: the instructor's cells, and only the student's solutions.

As nbgrader does, every cell but the solution cells comes from the released
notebook (``exercises/NN_*.ipynb``): a deleted or edited check cell changes
nothing.  A solution cell is one whose source in ``solutions/`` holds a
``### BEGIN SOLUTION`` region; the student's version is found by cell id,
else as the submitted cell that defines the same functions.  Cells a student
added are not run.

>>> check_call('check("2.1", check_hand)')
('2.1', ('check_hand',))
>>> check_call("print(1)") is None
True
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

from blackjack.course.exercises.index import BY_ID
from blackjack.course.notebook.build import BEGIN
from blackjack.course.notebook.reading import read_notebook, source_text
from blackjack.course.paths import PROJECT


@dataclass(frozen=True)
class Cell:
    """One code cell to run: ``given``, ``solution`` (the student's) or ``check``."""

    number: int
    kind: str
    source: str
    exercise: str = ""  # for a check cell: its exercise
    names: tuple[str, ...] = ()  # for a check cell: the functions it checks


def check_call(source: str) -> tuple[str, tuple[str, ...]] | None:
    """``(id, names)`` when SOURCE is exactly one ``check("id", name, ...)`` call."""
    try:
        body = ast.parse(source).body
    except SyntaxError:
        return None
    if len(body) != 1 or not isinstance(body[0], ast.Expr) or not isinstance(body[0].value, ast.Call):
        return None
    call = body[0].value
    args = call.args
    if (getattr(call.func, "id", None) != "check" or call.keywords or not args
            or not isinstance(args[0], ast.Constant) or not all(isinstance(a, ast.Name) for a in args[1:])):
        return None
    return str(args[0].value), tuple(a.id for a in args[1:])


def defined(source: str) -> frozenset[str]:
    """The names SOURCE defines at its top level, functions or assigned (empty when it does not parse)."""
    try:
        body = ast.parse(source).body
    except SyntaxError:
        return frozenset()
    names = {node.name for node in body if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))}
    names |= {target.id for node in body if isinstance(node, ast.Assign)
              for target in node.targets if isinstance(target, ast.Name)}
    return frozenset(names)


def code_cells(notebook: dict) -> list[dict]:
    return [cell for cell in notebook["cells"] if isinstance(cell, dict) and cell.get("cell_type") == "code"]


def release(notebook: str, root: Path = PROJECT) -> tuple[list[Cell], list[str | None]]:
    """The released notebook's code cells, each marked given, solution or check, and their ids."""
    solved = {cell.get("id") for cell in code_cells(read_notebook(root / "solutions" / f"{notebook}.ipynb"))
              if BEGIN in source_text(cell)}
    released = code_cells(read_notebook(root / "exercises" / f"{notebook}.ipynb"))
    cells = []
    for number, cell in enumerate(released, start=1):
        source, checked = source_text(cell), check_call(source_text(cell))
        if cell.get("id") in solved:
            cells.append(Cell(number, "solution", source))
        elif checked and checked[0] in BY_ID and BY_ID[checked[0]].notebook == notebook:
            cells.append(Cell(number, "check", source, *checked))
        else:
            cells.append(Cell(number, "given", source))
    return cells, [cell.get("id") for cell in released]


def restore(notebook: str, submitted: dict, root: Path = PROJECT) -> tuple[list[Cell], list[str]]:
    """The cells to run for SUBMITTED, and notes on solution cells that were not found."""
    cells, ids = release(notebook, root)
    theirs = [cell for cell in code_cells(submitted) if isinstance(cell.get("source", ""), (str, list))]
    by_id = {cell.get("id"): source_text(cell) for cell in theirs if cell.get("id")}
    restored, notes = [], []
    for cell, cell_id in zip(cells, ids):
        if cell.kind != "solution":
            restored.append(cell)
            continue
        found, wanted = by_id.get(cell_id), defined(cell.source)
        if wanted and (found is None or not wanted <= defined(found)):
            found = next((source_text(c) for c in theirs if wanted <= defined(source_text(c))), found)
        if found is None:
            notes.append(f"solution cell {cell.number} ({', '.join(sorted(defined(cell.source))) or 'no function'}) "
                         "not found in the submission; the empty one was run")
            found = cell.source
        restored.append(Cell(cell.number, "solution", found))
    return restored, notes
