"""The course as an nbgrader course: ``python -m blackjack.course nbgrader OUT``.

Writes ``OUT/nbgrader_config.py`` and ``OUT/source/<notebook>/<notebook>.ipynb``
for every solution notebook, with nbgrader's cell metadata:

- a cell with a ``### BEGIN SOLUTION`` region (nbgrader's own markers) is a
  solution cell, which ``nbgrader generate_assignment`` turns into the course's
  own stub (``raise NotImplementedError("Exercise 2.2: write dealer_turn
  here.")``, as in ``exercises/``): the export keeps it in the cell's metadata,
  and the configuration's ``CourseStubs`` puts it in place of nbgrader's;
- every other cell is read-only (``locked``): restored from the source when
  ``nbgrader autograde`` runs;
- a check cell of the notebook's own exercise becomes an autograded test
  cell worth the exercise's points, whose value is the points the check
  gave (nbgrader's partial credit: a number as the cell's result).

Then ``nbgrader generate_assignment``, ``collect``, ``autograde`` and
``export`` give each student the points ``python -m blackjack.course grade``
gives, with the check run in the student's kernel as in class.  nbgrader runs a
notebook in its own Python's kernel; where that Python cannot import the course
(nbgrader installed elsewhere), the configuration names the course's kernel,
``blackjack``, which the README says how to install.

>>> first_graded(["00_welcome", "01_cards_and_hands"])
'01_cards_and_hands'

>>> autograded_source("2.1", 'check("2.1", check_hand)')
'from blackjack.course.scoring import SESSION\\ncheck("2.1", check_hand)\\nSESSION.points.get("2.1", 0)'
"""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path

from blackjack.course.exercises.index import BY_ID, in_notebook
from blackjack.course.notebook.build import BEGIN, stub_source
from blackjack.course.notebook.reading import read_notebook, source_text
from blackjack.course.notebook.release import check_call
from blackjack.course.paths import SOLUTIONS

STUB = "blackjack_stub"  # a solution cell's metadata: the cell as the student gets it
KERNEL = "blackjack"  # the course's kernel, for an nbgrader installed elsewhere (README)
CONFIG = f'''# nbgrader's configuration for the Blackjack Notebooks course (written by python -m blackjack.course nbgrader).
# The course's root is the folder nbgrader runs in, as nbgrader's default.
import importlib.util

from nbgrader.converters import GenerateAssignment
from nbgrader.preprocessors import ClearSolutions

c = get_config()  # noqa: F821 (nbgrader provides it)
c.CourseDirectory.course_id = "blackjack"
c.ExecutePreprocessor.timeout = 60  # seconds a cell may run, as grade's --cell-timeout: an endless loop costs a minute, not ten


class CourseStubs(ClearSolutions):
    """A solution cell becomes the course's own stub, which the export keeps in its metadata, as in exercises/."""

    def preprocess_cell(self, cell, resources, index):
        stub = cell.metadata.pop("{STUB}", None)
        if stub is None:
            return super().preprocess_cell(cell, resources, index)
        cell.source = stub
        return cell, resources


c.GenerateAssignment.preprocessors = [CourseStubs if step is ClearSolutions else step
                                      for step in GenerateAssignment.preprocessors.default()]

# nbgrader runs each notebook in its own Python's kernel; where that Python cannot import the course (nbgrader
# installed elsewhere), in the course's kernel, which the README says how to install.
if importlib.util.find_spec("blackjack") is None:
    c.ExecutePreprocessor.kernel_name = "{KERNEL}"
'''


def autograded_source(id: str, source: str) -> str:
    """A check cell as an autograded test: the check, then its points as the cell's value."""
    return f'from blackjack.course.scoring import SESSION\n{source.strip()}\nSESSION.points.get("{id}", 0)'


def graded_cell(cell: dict, notebook: str, index: int) -> dict:
    """CELL with nbgrader's metadata (a copy)."""
    cell = copy.deepcopy(cell)
    source = source_text(cell)
    grade_id = str(cell.get("id") or f"cell-{index}")
    meta = {"grade": False, "solution": False, "locked": True, "grade_id": grade_id, "schema_version": 3}
    checked = check_call(source) if cell.get("cell_type") == "code" else None
    if cell.get("cell_type") == "code" and BEGIN in source:
        meta.update(solution=True, locked=False)
        stub, _ = stub_source(source, notebook, cell.get("metadata", {}))
        cell.setdefault("metadata", {})[STUB] = stub
    elif checked and checked[0] in BY_ID and BY_ID[checked[0]].notebook == notebook:
        exercise = BY_ID[checked[0]]
        meta.update(grade=True, points=exercise.possible, grade_id="check-" + re.sub(r"[^A-Za-z0-9_-]", "_", exercise.id))
        cell["source"] = autograded_source(exercise.id, source)
    if cell.get("cell_type") == "code":
        cell["outputs"], cell["execution_count"] = [], None
    cell.setdefault("metadata", {})["nbgrader"] = meta
    return cell


def source_notebook(path: Path) -> dict:
    """The solution notebook at PATH as an nbgrader source notebook."""
    notebook = read_notebook(path)
    cells = [graded_cell(cell, path.stem, i) for i, cell in enumerate(notebook["cells"])]
    return {**notebook, "cells": cells}


def first_graded(notebooks: list[str]) -> str:
    """The first of NOTEBOOKS with an exercise to grade: the first assignment to release."""
    return next(name for name in notebooks if in_notebook(name))


def export(out: Path, solutions: Path = SOLUTIONS) -> list[str]:
    """Write the nbgrader course into OUT; the notebooks written."""
    paths = sorted(solutions.glob("[0-9][0-9]_*.ipynb"))
    out.mkdir(parents=True, exist_ok=True)
    (out / "nbgrader_config.py").write_text(CONFIG, encoding="utf-8")
    for path in paths:
        folder = out / "source" / path.stem
        folder.mkdir(parents=True, exist_ok=True)
        text = json.dumps(source_notebook(path), indent=1, sort_keys=True, ensure_ascii=False) + "\n"
        (folder / path.name).write_text(text, encoding="utf-8")
    return [path.stem for path in paths]
