"""The notebook the grader runs: the instructor's cells, and only the student's solutions.

As nbgrader does, every cell but the solution cells comes from the released
notebook (``exercises/NN_*.ipynb``): a deleted or edited check cell changes
nothing.  A solution cell is one whose source in ``solutions/`` holds a
``### BEGIN SOLUTION`` region; the student's version is found by cell id,
else as the submitted cell that defines the same functions.  A code cell the
student added (one the release does not have) runs where they put it, after
the released cell before it, as in Jupyter and in nbgrader: a helper function
of their own works.  A submitted cell that cannot be read (not a cell, no
text, longer than ``MAX_CELL``, nested too deeply) is skipped, with a note.

>>> check_call('check("2.1", check_hand)')
('2.1', ('check_hand',))
>>> check_call("print(1)") is None
True
"""

from __future__ import annotations

import ast
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from blackjack.course.exercises.index import BY_ID, in_notebook
from blackjack.course.notebook.build import BEGIN
from blackjack.course.notebook.reading import read_notebook, source_text, submitted_source
from blackjack.course.paths import PROJECT

MAX_CELL = 100_000  # characters: a longer submitted cell is not read (a solution is a few thousand)


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


def names_in(source: str) -> frozenset[str] | None:
    """The names SOURCE defines at its top level, functions or assigned (empty when it does not parse);
    None when it cannot be parsed safely: longer than ``MAX_CELL``, nested too deeply, or with a null byte."""
    if len(source) > MAX_CELL:
        return None
    try:
        body = ast.parse(source).body
    except SyntaxError:
        return frozenset()
    except (RecursionError, MemoryError, ValueError):
        return None
    names = {node.name for node in body if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))}
    names |= {target.id for node in body if isinstance(node, ast.Assign)
              for target in node.targets if isinstance(target, ast.Name)}
    return frozenset(names)


def defined(source: str) -> frozenset[str]:
    """The names SOURCE defines at its top level (empty when it does not parse, or not safely)."""
    return names_in(source) or frozenset()


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


class Submitted:
    """The code cells of a submitted notebook that can be read, each parsed once, when first needed."""

    def __init__(self, notebook: dict) -> None:
        self.sources: dict[int, str] = {}  # position in the notebook (from 1) -> source
        self.ids: dict[str, int] = {}  # cell id -> position
        self.parsed: dict[int, frozenset[str] | None] = {}
        self.skipped: set[int] = set()  # not a cell, no text, too long, or not parsed safely
        for position, cell in enumerate(notebook["cells"], start=1):
            source = submitted_source(cell)
            if source is not None and len(source) <= MAX_CELL:
                self.sources[position] = source
                if isinstance(cell.get("id"), str):
                    self.ids.setdefault(cell["id"], position)
            elif not isinstance(cell, dict) or cell.get("cell_type") not in ("markdown", "raw"):
                self.skipped.add(position)

    def names(self, position: int) -> frozenset[str] | None:
        """What the cell at POSITION defines (None when it cannot be parsed safely: it is then skipped)."""
        if position not in self.parsed:
            self.parsed[position] = names_in(self.sources[position])
            if self.parsed[position] is None:
                self.skipped.add(position)
        return self.parsed[position]

    def defines(self, position: int, wanted: frozenset[str]) -> bool:
        names = self.names(position)
        return names is not None and wanted <= names

    def solution(self, cell_id: str | None, wanted: frozenset[str]) -> int | None:
        """The position of the cell with CELL_ID, unless another one defines WANTED and it does not."""
        mine = self.ids.get(cell_id) if isinstance(cell_id, str) else None
        if mine is not None and self.names(mine) is None:
            mine = None
        if wanted and (mine is None or not self.defines(mine, wanted)):
            mine = next((p for p in self.sources if self.defines(p, wanted)), mine)
        return mine

    def added(self, released: set[str], taken: set[int]) -> dict[str | None, list[int]]:
        """The positions of the code cells the student added (not in the release, not taken as a solution),
        under the id of the released cell before them (None: before any)."""
        found: dict[str | None, list[int]] = {}
        anchor: str | None = None
        ids = {position: cell_id for cell_id, position in self.ids.items()}
        for position in sorted(self.sources):
            if ids.get(position) in released:
                anchor = ids[position]
            elif position not in taken and self.names(position) is not None:
                found.setdefault(anchor, []).append(position)
        return found

    def checks(self) -> list[tuple[int, str]]:
        """The position of each check cell that can be read, and its exercise."""
        calls = ((p, check_call(s)) for p, s in sorted(self.sources.items()) if names_in(s) is not None)
        return [(position, call[0]) for position, call in calls if call]

    def where(self, position: int, checks: list[tuple[int, str]]) -> str:
        """Where the cell at POSITION is, as the student sees it: above the check that follows it, else below
        the last one (JupyterLab numbers no cells)."""
        after = next((exercise for p, exercise in checks if p > position), None)
        before = next((exercise for p, exercise in reversed(checks) if p < position), None)
        return between(after, before) or "in your notebook (it has no check cell)"

    def note(self) -> list[str]:
        """What the student is told of the cells skipped, and where they are."""
        if not self.skipped:
            return []
        checks = self.checks()
        places = Counter(self.where(position, checks) for position in sorted(self.skipped))
        listed = "; ".join(f"{n} {place}" for place, n in places.items())
        return [f"cells of your notebook that could not be read (not a cell, no source text, longer than "
                f"{MAX_CELL:,} characters, or nested too deeply) were skipped: {listed}"]


def exercise_of(notebook: str, source: str) -> str:
    """The solution cell SOURCE of NOTEBOOK as the student knows it: the exercise whose function it defines.

    >>> exercise_of("03_dealer_turn", "def dealer_turn(game): ...")
    'the cell of exercise 2.2 (dealer_turn)'
    """
    exercise, functions = owner(notebook, source), ", ".join(sorted(defined(source))) or "no function"
    return f"the cell of exercise {exercise} ({functions})" if exercise else f"the solution cell defining {functions}"


def owner(notebook: str, source: str) -> str | None:
    """The exercise of NOTEBOOK whose function the cell SOURCE defines, if any."""
    return next((e.id for e in in_notebook(notebook) if set(e.names) & defined(source)), None)


def between(after: str | None, before: str | None) -> str | None:
    """Where a cell is, as the student sees it (JupyterLab numbers no cells): above the check of exercise AFTER,
    the next one, else below that of BEFORE, the last one; None in a notebook without checks."""
    return (f"above the check of exercise {after}" if after else
            f"below the check of exercise {before}" if before else None)


def restore(notebook: str, submitted: dict, root: Path = PROJECT) -> tuple[list[Cell], list[str]]:
    """The cells to run for SUBMITTED, and notes on its cells skipped and solution cells not found."""
    cells, ids = release(notebook, root)
    theirs = Submitted(submitted)
    restored, notes, taken = [], [], set()
    for cell, cell_id in zip(cells, ids):
        if cell.kind == "solution":
            position = theirs.solution(cell_id, defined(cell.source))
            if position is None:
                notes.append(f"{exercise_of(notebook, cell.source)} is not in your notebook (deleted, or its "
                             "function renamed?): the grader ran the empty one you were given")
            taken.add(position)
            cell = Cell(cell.number, "solution", cell.source if position is None else theirs.sources[position])
        restored.append(cell)
    added = theirs.added({i for i in ids if isinstance(i, str)}, taken)
    return with_added(restored, ids, added, theirs), theirs.note() + notes


def with_added(cells: list[Cell], ids: list[str | None], added: dict[str | None, list[int]],
               theirs: Submitted) -> list[Cell]:
    """CELLS with the student's ADDED cells after the released cell each follows (numbered after the release's)."""
    def mine(anchor: str | None) -> list[Cell]:
        return [Cell(len(ids) + position, "added", theirs.sources[position]) for position in added.get(anchor, [])]

    return [*mine(None), *(c for cell, cell_id in zip(cells, ids)
                           for c in (cell, *(mine(cell_id) if isinstance(cell_id, str) else ())))]
