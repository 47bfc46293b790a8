"""What each exercise's checking process may hold, decided by what it could do there.

An exercise withholds its references and the library functions that would
do its job for the student (``Exercise.answered_by``, found by the capability
audit, ``audit.capability``).  Its process holds everything else of the
package but what the other exercises of its notebook withhold, except what
it needs of that: whatever of it is called by the references of the earlier
functions it uses, by its own check's parts (they run in the sandbox), by
what the notebook's own cells import, and by the library functions withheld
for the others (``held_by``).  ``grading.sandbox.stripped`` builds the sandbox's
package from this; the capability audit proves it.

>>> from blackjack.core.hands import hand_value
>>> hand_value in withheld_functions("002:A3"), hand_value in withheld_functions("002:A4")
(True, False)
"""

from __future__ import annotations

import ast
import contextlib
import functools
import importlib.util
import inspect
import json
import types
from collections.abc import Callable, Iterable, Iterator, Sequence
from pathlib import Path

from blackjack.course.exercises.index import BY_ID, in_notebook
from blackjack.course.paths import EXERCISES


def withholds(id: str) -> tuple[Callable, ...]:
    """What exercise ID's checking process may not hold: its references and the library functions that answer it."""
    exercise = BY_ID[id]
    return tuple(inspect.unwrap(f) for f in (*exercise.reference, *exercise.answered_by))


def withheld_in(notebook: str) -> tuple[Callable, ...]:
    """What the exercises of NOTEBOOK withhold, each once."""
    return tuple(dict.fromkeys(f for e in in_notebook(notebook) for f in withholds(e.id)))


@functools.cache
def held_by(id: str) -> tuple[Callable, ...]:
    """Of what exercise ID's notebook withholds, what ID's process gets back: what is called by the references
    of the functions ID uses, the library functions withheld for the other exercises, the check of ID (its
    parts run in the sandbox) and what the notebook's own cells import; never what ID withholds."""
    exercise, own = BY_ID[id], set(withholds(id))
    wanted = [*(inspect.unwrap(r) for e in in_notebook(exercise.notebook) if e.id != id
                for n, r in zip(e.names, e.reference) if n in exercise.uses),
              *(inspect.unwrap(f) for e in in_notebook(exercise.notebook) if e.id != id for f in e.answered_by),
              *(part.run for part in exercise.parts), *given_functions(exercise.notebook)]
    withheld = set(withheld_in(exercise.notebook))
    return tuple(f for f in calls(wanted, own) if f in withheld and f not in own)


@functools.cache
def given_functions(notebook: str) -> tuple[Callable, ...]:
    """The package's functions that NOTEBOOK's own cells the grader runs import (by name, or as a module's)."""
    found: list[Callable] = []
    for source in through_last_check(code_cells(EXERCISES / f"{notebook}.ipynb")):
        for module, name in imported(source):
            value = getattr(importlib.import_module(module), name) if name else importlib.import_module(module)
            found += ([v for v in vars(value).values() if inspect.isfunction(v)] if inspect.ismodule(value)
                      else [value] if inspect.isfunction(value) else [])
    return tuple(found)


def through_last_check(sources: Sequence[str]) -> Sequence[str]:
    """SOURCES, a notebook's code cells, up to its last check: the cells the grader runs.  The plots after the
    checks import matplotlib, numba and the widgets: a second, 100 MB, and nothing a check uses.

    >>> through_last_check(["import x", "check('2.1', f)", "plot()"])
    ['import x', "check('2.1', f)"]
    """
    last = max((at for at, source in enumerate(sources) if source.lstrip().startswith("check(")), default=-1)
    return sources[: last + 1]


def code_cells(path: Path) -> list[str]:
    cells = json.loads(path.read_text())["cells"]
    return ["".join(c["source"]) for c in cells if c["cell_type"] == "code"]


def imported(source: str) -> list[tuple[str, str | None]]:
    """``(module, name)`` of each import of the package in SOURCE (``name`` None for ``import module``); a
    ``from package import module`` counts as the module."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return []
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(a.name, None) for a in node.names if a.name.startswith("blackjack.")]
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("blackjack"):
            for alias in node.names:
                whole = f"{node.module}.{alias.name}"
                found.append((whole, None) if is_module(whole) else (node.module, alias.name))
    return found


def is_module(name: str) -> bool:
    try:
        return importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):
        return False


def calls(functions: Iterable[Callable], never: set[Callable] = frozenset()) -> list[Callable]:
    """FUNCTIONS and every function of the package they call, directly or not (read from the names their code
    uses: a function, a module's function, the functions a global table holds), but not through NEVER."""
    seen: dict[Callable, None] = {}
    todo = list(functions)
    while todo:
        function = todo.pop()
        if function in seen or function in never or not inspect.isfunction(function):
            continue
        seen[function] = None
        names = names_in(function.__code__)
        for name in names:
            todo += reached(function.__globals__.get(name), names)
        todo += reached(list(filled(function)), names)
    return list(seen)


def filled(function: Callable) -> Iterator[object]:
    """What the cells of FUNCTION's closure hold."""
    for cell in function.__closure__ or ():
        with contextlib.suppress(ValueError):  # a cell not yet filled
            yield cell.cell_contents


def reached(value: object, names: set[str]) -> list[Callable]:
    """The library's functions that VALUE, a global a code uses with NAMES, stands for (not the course's own:
    ``use`` and ``check`` find references by name, and give a process what it holds)."""
    if inspect.ismodule(value):
        value = [getattr(value, n, None) for n in names] if library(value.__name__ + ".") else []
    elif isinstance(value, dict):
        value = list(value.values())
    return [inspect.unwrap(f) for f in (value if isinstance(value, (tuple, list, set, frozenset)) else [value])
            if inspect.isfunction(f) and library(f.__module__)]


def library(module: str) -> bool:
    """Is MODULE the library, or an exercise's check (not the course's machinery, which finds references by name)?"""
    return module.startswith("blackjack.") and (not module.startswith("blackjack.course")
                                                or module.startswith("blackjack.course.exercises.nb"))


def names_in(code: types.CodeType) -> set[str]:
    """The global names CODE and the code nested in it use."""
    return {*code.co_names, *(n for c in code.co_consts if isinstance(c, types.CodeType) for n in names_in(c))}


def withheld_functions(id: str) -> set[Callable]:
    """The functions exercise ID's checking process does not hold (calling them there raises ``LookupError``)."""
    exercise = BY_ID[id]
    return set(withheld_in(exercise.notebook)) - set(held_by(id))
