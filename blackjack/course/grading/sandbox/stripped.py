"""The package as the sandbox sees it while one exercise is checked: that exercise's references taken out.

A notebook's process is given, over the package's own files, copies of the
modules that define the references of the exercise being checked, in which
each of those functions keeps its signature (a check compares parameters) but
its body and docstring are gone: calling it raises ``LookupError``.  No guard
is needed in the student's process, and none could hold: what is not there
cannot be reached, whatever the notebook does with ``__globals__``,
``sys.modules`` or the package's source.  The references of the other
exercises stay (a later exercise may use them, and ``use`` gives them).

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
import inspect
import os
import shutil
import tempfile
from pathlib import Path

from blackjack.course.exercises.index import BY_ID


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


def modules_of(id: str) -> dict[Path, set[str]]:
    """The files that define the references of exercise ID, and the names to take out of each."""
    found: dict[Path, set[str]] = {}
    for function in BY_ID[id].reference:
        real = inspect.unwrap(function)
        found.setdefault(Path(inspect.getsourcefile(real)).resolve(), set()).add(real.__name__)
    return found


class Builds:
    """The stripped modules of each exercise, written once into a folder of this process's own."""

    def __init__(self) -> None:
        self.folder: Path | None = None
        self.made: dict[str, dict[Path, Path]] = {}

    def overlays(self, id: str) -> dict[Path, Path]:
        """For exercise ID: each module of the package -> the stripped copy to show in its place."""
        if id not in self.made:
            self.made[id] = {module: self.write(id, module, names) for module, names in modules_of(id).items()}
        return self.made[id]

    def remove(self) -> None:
        """Remove the copies (once no sandbox shows them)."""
        if self.folder is not None:
            shutil.rmtree(self.folder, ignore_errors=True)
        self.folder, self.made = None, {}

    def write(self, id: str, module: Path, names: set[str]) -> Path:
        if self.folder is None:
            self.folder = Path(tempfile.mkdtemp(prefix="blackjack-stripped-"))
            self.folder.chmod(0o755)  # the sandbox's uid reads the copies through their bind mounts
        path = self.folder / f"{len(list(self.folder.iterdir()))}-{module.name}"
        path.write_text(without(module.read_text(), names))
        path.chmod(0o644)
        stamp = module.stat().st_mtime + 1  # never the time a cached .pyc of the real module was made for
        os.utime(path, (stamp, stamp))
        return path
