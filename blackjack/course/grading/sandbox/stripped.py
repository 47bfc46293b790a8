"""The package as the sandbox sees it while a notebook is graded: the references of its exercises taken out.

A notebook's zygote is given, over the package's own files, copies of the
modules that define the references of the notebook's exercises, in which each
of those functions keeps its signature (a check compares parameters) but its
body and docstring are gone: calling it raises ``LookupError``.  The process
that checks one exercise gets back, before any of the student's code runs, the
references of the notebook's other exercises (``given_back``: a later exercise
may use them, and ``use`` gives them), never its own.  No guard is needed in
the student's process, and none could hold: what is not there cannot be
reached, whatever the notebook does with ``__globals__``, ``sys.modules`` or
the package's source.

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
from pathlib import Path

from blackjack.course.exercises.index import BY_ID, in_notebook
from blackjack.course.paths import PACKAGE


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


def modules_of(ids: list[str]) -> dict[Path, set[str]]:
    """The files that define the references of the exercises IDS, and the names to take out of each."""
    found: dict[Path, set[str]] = {}
    for function in (f for id in ids for f in BY_ID[id].reference):
        real = inspect.unwrap(function)
        found.setdefault(Path(inspect.getsourcefile(real)).resolve(), set()).add(real.__name__)
    return found


def of_notebook(notebook: str) -> dict[Path, set[str]]:
    """The files that define the references of NOTEBOOK's exercises, and the names to take out of each."""
    return modules_of([e.id for e in in_notebook(notebook)])


def given_back(id: str) -> list[tuple[str, str, str]]:
    """(module, name, source) of each reference the zygote of exercise ID's notebook lacks and ID's own check
    does not: the references of the notebook's other exercises."""
    own = modules_of([id])
    return [(module_name(path), name, definition(path, name))
            for path, names in of_notebook(BY_ID[id].notebook).items()
            for name in sorted(names - own.get(path, set()))]


def module_name(path: Path) -> str:
    """The dotted name of the package's module at PATH."""
    return ".".join(path.relative_to(PACKAGE.resolve().parent).with_suffix("").parts)


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
