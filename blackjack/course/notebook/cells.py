"""A notebook's cells as code: its imports, and the functions its solution cells define.

The audit runs an answer as a cell of its notebook would run: after the
notebook's imports, with every other graded function's reference at hand.
"""

from __future__ import annotations

import ast
import functools
import json
from typing import Any

from blackjack.course.exercises.holding import through_last_check
from blackjack.course.exercises.index import EXERCISES, in_notebook, reference
from blackjack.course.exercises.records import Exercise
from blackjack.course.paths import SOLUTIONS

MARKERS = ("### BEGIN SOLUTION", "### END SOLUTION")


@functools.cache
def code_cells(notebook: str) -> tuple[str, ...]:
    """The source of every code cell of the solution notebook (none when it is not there), read once."""
    path = SOLUTIONS / f"{notebook}.ipynb"
    if not path.exists():
        return ()
    return tuple("".join(c["source"]) for c in json.loads(path.read_text())["cells"] if c["cell_type"] == "code")


@functools.cache
def parsed_cells(notebook: str) -> tuple[ast.Module, ...]:
    """Every code cell parsed, in order, once (the trees are shared: read them, never change them); the lines
    of IPython magics (``%matplotlib``) left out."""
    return tuple(map(parsed, code_cells(notebook)))


def parsed(source: str) -> ast.Module:
    """SOURCE parsed without its magics; an empty module when it is not Python at all."""
    python = "\n".join("" if line.lstrip().startswith(("%", "!")) else line for line in source.splitlines())
    try:
        return ast.parse(python)
    except SyntaxError:
        return ast.Module([], [])


def checked_cells(notebook: str) -> tuple[ast.Module, ...]:
    """The parsed code cells of the solution notebook up to its last check."""
    return parsed_cells(notebook)[: len(through_last_check(code_cells(notebook)))]


def notebook_imports(notebook: str) -> str:
    """The import statements of the solution notebook up to its last check, as one block of code."""
    statements = [ast.unparse(node) for tree in checked_cells(notebook) for node in tree.body
                  if isinstance(node, (ast.Import, ast.ImportFrom))]
    return "\n".join(statements) or "from blackjack import *"


def solution_function(notebook: str, name: str) -> ast.FunctionDef | None:
    """The definition of NAME that the solution notebook gives the student to write."""
    for source, tree in zip(code_cells(notebook), parsed_cells(notebook)):
        if MARKERS[0] not in source:
            continue
        for node in tree.body:
            if isinstance(node, ast.FunctionDef) and node.name == name:
                return node
    return None


def namespace_for(exercise: Exercise) -> dict[str, Any]:
    """A notebook's namespace before the answer's cell: every other graded function's reference, then
    the notebook's imports (which win over an earlier notebook's name), then its own graded functions.
    A fresh copy each time (of one made once per exercise)."""
    return dict(built_namespace(exercise.id))


@functools.cache
def built_namespace(id: str) -> dict[str, Any]:
    exercise = next(e for e in EXERCISES if e.id == id)
    namespace: dict[str, Any] = {"__name__": "__main__"}
    earlier = [e for e in EXERCISES[: EXERCISES.index(exercise)] if e.notebook != exercise.notebook]
    for stage in (earlier, None, in_notebook(exercise.notebook)):
        if stage is None:
            exec(notebook_imports(exercise.notebook), namespace)
            continue
        namespace.update((name, reference(name)) for other in stage for name in other.names
                         if name not in exercise.names)
    return namespace
