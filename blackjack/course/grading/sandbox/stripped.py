"""The package as the sandbox sees it while a notebook is graded: what could answer its exercises taken out.

What an exercise's checking process may not hold is decided by what it could
do there, not by its name: the references of the exercise, and the library
functions that would do its job for the student (``Exercise.answered_by``,
found by the capability audit, ``audit.capability``).  A notebook's zygote is
given, over the package's own files, copies of the modules that define what
any of its exercises withholds, in which each of those functions keeps its
signature (a check compares parameters) but its body and docstring are gone:
calling it raises ``LookupError``.  The process that checks one exercise gets
back, before any of the student's code runs, only what that exercise needs
(``given_back``, from ``exercises.holding.held_by``); never what it withholds
itself.  No guard is needed in the student's process, and
none could hold: what is not there cannot be reached, whatever the notebook
does with ``__globals__``, ``sys.modules`` or the package's source.

>>> source = "def f(x, y=1):\\n    '''Doc.'''\\n    return x + y\\n\\ndef g():\\n    return 2\\n"
>>> print(without(source, {"f"}), end="")
def f(x, y=1):
    raise LookupError('f is not available while grading: the grader checks your own')
<BLANKLINE>
def g():
    return 2
"""

from __future__ import annotations

import ast
import functools
import inspect
import os
import shutil
import tempfile
from collections.abc import Callable, Iterable
from pathlib import Path

from blackjack.course.exercises.holding import held_by, withheld_in


def without(source: str, names: set[str]) -> str:
    """SOURCE with the bodies of the top-level functions NAMES replaced by a ``raise``."""
    lines = source.splitlines(keepends=True)
    found = [node for node in ast.parse(source).body
             if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name in names]
    if {node.name for node in found} != names:
        raise LookupError(f"not defined at the top of their module: {sorted(names - {n.name for n in found})}")
    for node in sorted(found, key=lambda n: n.lineno, reverse=True):
        first = node.body[0]
        if first.lineno == node.lineno:
            raise LookupError(f"{node.name}: a body on the line of its def cannot be taken out")
        indent = " " * first.col_offset
        message = f"{node.name} is not available while grading: the grader checks your own"
        lines[first.lineno - 1:node.end_lineno] = [f"{indent}raise LookupError({message!r})\n"]
    return "".join(lines)


def files_of(functions: Iterable[Callable]) -> dict[Path, set[str]]:
    """The files that define FUNCTIONS, and the names to take out of each."""
    found: dict[Path, set[str]] = {}
    for function in functions:
        found.setdefault(Path(inspect.getsourcefile(function)).resolve(), set()).add(function.__name__)
    return found


def of_notebook(notebook: str) -> dict[Path, set[str]]:
    """The files that define what NOTEBOOK's exercises withhold, and the names to take out of each."""
    return files_of(withheld_in(notebook))


def given_back(id: str) -> list[tuple[str, str, str]]:
    """(module, name, source) of each function the zygote of exercise ID's notebook lacks that ID's process is
    given back (``held_by``)."""
    return [(f.__module__, f.__name__, definition(Path(inspect.getsourcefile(f)).resolve(), f.__name__))
            for f in held_by(id)]


@functools.cache
def definition(path: Path, name: str) -> str:
    """The ``def`` of the top-level function NAME in the module at PATH, without its decorators, at its own
    line (for tracebacks)."""
    source = path.read_text()
    node = next(n for n in ast.parse(source).body if isinstance(n, ast.FunctionDef) and n.name == name)
    lines = source.splitlines(keepends=True)
    return "\n" * (node.lineno - 1) + "".join(lines[node.lineno - 1:node.end_lineno])


class Builds:
    """The stripped modules of each notebook, written once into a folder of this process's own."""

    def __init__(self) -> None:
        self.folder: Path | None = None
        self.made: dict[str, dict[Path, Path]] = {}

    def overlays(self, notebook: str) -> dict[Path, Path]:
        """For NOTEBOOK: each module of the package -> the stripped copy to show in its place."""
        if notebook not in self.made:
            self.made[notebook] = {module: self.write(module, names) for module, names in of_notebook(notebook).items()}
        return self.made[notebook]

    def remove(self) -> None:
        """Remove the copies (once no sandbox shows them)."""
        if self.folder is not None:
            shutil.rmtree(self.folder, ignore_errors=True)
        self.folder, self.made = None, {}

    def write(self, module: Path, names: set[str]) -> Path:
        if self.folder is None:
            self.folder = Path(tempfile.mkdtemp(prefix="blackjack-stripped-"))
            self.folder.chmod(0o755)  # the sandbox's uid reads the copies through their bind mounts
        path = self.folder / f"{len(list(self.folder.iterdir()))}-{module.name}"
        path.write_text(without(module.read_text(), names))
        path.chmod(0o644)
        stamp = module.stat().st_mtime + 1  # never the time a cached .pyc of the real module was made for
        os.utime(path, (stamp, stamp))
        return path

