"""Exercise notebooks from solution notebooks (the format is in ``FORMAT.md``).

Outputs are cleared, since a student's run differs from the solution's; but a
notebook with nothing to solve (no solution region, like ``00_welcome``) keeps
them: its code is the student's too, so they are what the student's run shows,
and its prose may point at them.

>>> source = '''def f(x):
...     \"\"\"Twice X.\"\"\"
...     ### BEGIN SOLUTION
...     return 2 * x
...     ### END SOLUTION'''
>>> print(stub_source(source, "03_dealer_turn", {})[0])
def f(x):
    \"\"\"Twice X.\"\"\"
    raise NotImplementedError("Write f here.")
"""

from __future__ import annotations

import ast
import copy
import json
import re
from dataclasses import dataclass, field
from pathlib import Path

from blackjack.course.exercises.index import BY_ID, in_notebook
from blackjack.course.notebook.reading import NotebookError, read_notebook, source_text

BEGIN, END = "### BEGIN SOLUTION", "### END SOLUTION"
RAISES = "raises-exception"
NOTEBOOK_NAME = re.compile(r"^\d\d_\w+\.ipynb$")
DEF = re.compile(r"^(\s*)(?:async\s+)?def\s+(\w+)\s*\(")
EXERCISE_COMMENT = re.compile(r"^#\s*Exercise\s+(\S+)")
SAFE_CALLS = {"check", "use", "scoreboard", "try_it", "play"}  # none of them lets a stub's error out


class BuildError(Exception):
    """A solution notebook the build cannot turn into an exercise notebook."""


def exercise_id(name: str, notebook: str, metadata: dict, first_line: str) -> str | None:
    """The exercise a stubbed function belongs to (see FORMAT.md), or None for a helper."""
    found = metadata.get("exercise") or (EXERCISE_COMMENT.match(first_line) or [None, None])[1]
    if found:
        if found not in BY_ID:
            raise BuildError(f"no exercise {found!r} in exercises.py")
        return found
    return next((e.id for e in in_notebook(notebook) if name in e.names), None)


def stub_source(source: str, notebook: str, metadata: dict) -> tuple[str, list[str]]:
    """SOURCE with each solution region replaced by a stub; the names of the stubbed functions."""
    lines, out, names = source.split("\n"), [], []
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.strip() == END:
            raise BuildError(f"line {i + 1}: {END} without {BEGIN}")
        if line.strip() != BEGIN:
            out.append(line)
            i += 1
            continue
        indent = line[: len(line) - len(line.lstrip())]
        name = enclosing_function(lines[:i], indent, i)
        end = next((j for j in range(i + 1, len(lines)) if lines[j].strip() in (BEGIN, END)), None)
        if end is None or lines[end].strip() != END:
            raise BuildError(f"line {i + 1}: {BEGIN} without its {END}")
        which = exercise_id(name, notebook, metadata, lines[0])
        task = f"Exercise {which}: write {name} here." if which else f"Write {name} here."
        out.append(f'{indent}raise NotImplementedError("{task}")')
        names.append(name)
        i = end + 1
    return "\n".join(out), names


def enclosing_function(above: list[str], indent: str, line: int) -> str:
    """The name of the nearest ``def`` above, indented less than INDENT."""
    for text in reversed(above):
        found = DEF.match(text)
        if found and len(found[1]) < len(indent):
            return found[2]
    raise BuildError(f"line {line + 1}: a solution region must be inside a function")


def set_source(cell: dict, text: str) -> None:
    """Store TEXT the way the cell stored its source (a list of lines or one string)."""
    cell["source"] = text.splitlines(keepends=True) if isinstance(cell.get("source"), list) else text


# --- Cells that fail while the stubs are unwritten --------------------------------


@dataclass
class CellNames:
    """The names one cell's code loads and stores, with its functions apart."""

    loads: set[str] = field(default_factory=set)  # at the top level, outside SAFE_CALLS
    stores: set[str] = field(default_factory=set)
    functions: dict[str, set[str]] = field(default_factory=dict)  # def name -> names its body loads


def python_of(text: str) -> str:
    """The cell as plain Python: magics and shell lines become ``pass``."""
    return "\n".join("pass" if line.lstrip().startswith(("%", "!")) else line for line in text.split("\n"))


def loaded(nodes: list[ast.AST]) -> set[str]:
    """Names loaded in NODES, except inside calls of ``SAFE_CALLS``."""
    names: set[str] = set()
    todo = list(nodes)
    while todo:
        node = todo.pop()
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in SAFE_CALLS:
            continue
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
            names.add(node.id)
        todo.extend(ast.iter_child_nodes(node))
    return names


def parameters(args: ast.arguments) -> set[str]:
    """The names of a function's parameters: inside its body they hide the notebook's names."""
    every = [*args.posonlyargs, *args.args, *args.kwonlyargs, args.vararg, args.kwarg]
    return {a.arg for a in every if a is not None}


def cell_names(text: str) -> CellNames:
    try:
        tree = ast.parse(python_of(text))
    except SyntaxError:
        return CellNames()
    found = CellNames()
    for statement in tree.body:
        if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef)):
            found.functions[statement.name] = loaded(statement.body) - parameters(statement.args)
            found.loads |= loaded([*statement.decorator_list, statement.args])
            continue
        found.loads |= loaded([statement])
        found.stores |= {n.id for n in ast.walk(statement) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
    return found


def fragile_cells(texts: list[str], stubbed: set[str], skip: set[int]) -> set[int]:
    """Indexes of the cells (not in SKIP) whose code ends up calling a stub."""
    cells = [cell_names(text) for text in texts]
    tainted, fragile = set(stubbed), set()
    while True:
        before = (len(tainted), len(fragile))
        for names in cells:
            tainted |= {name for name, body in names.functions.items() if body & tainted}
        for index, names in enumerate(cells):
            if index not in skip and names.loads & tainted:
                fragile.add(index)
                tainted |= names.stores
        if (len(tainted), len(fragile)) == before:
            return fragile


# --- Notebooks -------------------------------------------------------------------


def read_solution(path: Path) -> dict:
    """The notebook at PATH, or a clear ``BuildError``."""
    try:
        return read_notebook(path)
    except NotebookError as error:
        raise BuildError(str(error)) from None


def exercise_notebook(solution: dict, notebook: str) -> tuple[dict, list[str]]:
    """The exercise version of SOLUTION, and the names of the functions stubbed."""
    result = copy.deepcopy(solution)
    cells, stubbed, solution_cells = result["cells"], [], set()
    for index, cell in enumerate(cells):
        if cell.get("cell_type") != "code":
            continue
        text = source_text(cell)
        if BEGIN in text or END in text:
            try:
                text, names = stub_source(text, notebook, cell.get("metadata", {}))
            except BuildError as error:
                raise BuildError(f"{notebook}, cell {index + 1}: {error}") from None
            set_source(cell, text)
            stubbed += names
            solution_cells.add(index)
    clear_outputs(cells, keep=not stubbed)
    texts = [source_text(c) if c.get("cell_type") == "code" else "" for c in cells]
    for index in sorted(fragile_cells(texts, set(stubbed), solution_cells)):
        tags = cells[index]["metadata"].setdefault("tags", [])
        if RAISES not in tags:
            tags.append(RAISES)
    return result, stubbed


def clear_outputs(cells: list[dict], keep: bool) -> None:
    """Drop the code cells' timings, and their outputs and counts unless KEEP."""
    for cell in cells:
        if cell.get("cell_type") != "code":
            continue
        if not keep:
            cell["outputs"], cell["execution_count"] = [], None
        cell.setdefault("metadata", {}).pop("execution", None)


def notebook_text(notebook: dict) -> str:
    """Stable JSON: sorted keys, one-space indent, non-ASCII kept, a final newline."""
    return json.dumps(notebook, sort_keys=True, indent=1, ensure_ascii=False) + "\n"


@dataclass
class Built:
    """The build's plan: the text each exercise notebook should have, and warnings."""

    texts: dict[Path, str]
    warnings: list[str]


def plan(solutions: Path, exercises: Path) -> Built:
    """What ``exercises/`` should hold, built from ``solutions/``."""
    if not solutions.is_dir():
        raise BuildError(f"{solutions}: no such folder of solution notebooks")
    texts, warnings = {}, []
    for path in sorted(solutions.glob("*.ipynb")):
        if not NOTEBOOK_NAME.match(path.name):
            continue
        notebook, stubbed = exercise_notebook(read_solution(path), path.stem)
        texts[exercises / path.name] = notebook_text(notebook)
        for exercise in in_notebook(path.stem):
            missing = [n for n in exercise.names if n not in stubbed]
            if missing:
                warnings.append(f"{path.name}: exercise {exercise.id} has no solution region for {', '.join(missing)}")
    return Built(texts, warnings)


def extra(built: Built, exercises: Path) -> list[Path]:
    """The exercise notebooks in EXERCISES that no solution notebook builds."""
    return [p for p in sorted(exercises.glob("*.ipynb")) if NOTEBOOK_NAME.match(p.name) and p not in built.texts]


def stale(built: Built, exercises: Path) -> list[str]:
    """The exercise notebooks that differ from the plan (or should not be there)."""
    wrong = [p.name for p, text in built.texts.items() if not p.exists() or p.read_text(encoding="utf-8") != text]
    return wrong + [p.name for p in extra(built, exercises)]


def remove_extra(built: Built, exercises: Path) -> list[str]:
    """Delete the exercise notebooks that have no solution notebook; their names."""
    removed = extra(built, exercises)
    for path in removed:
        path.unlink()
    return [p.name for p in removed]


def write(built: Built, exercises: Path) -> list[str]:
    """Write the planned notebooks (each through a temporary file); the names that changed."""
    exercises.mkdir(parents=True, exist_ok=True)
    changed = []
    for path, text in built.texts.items():
        if path.exists() and path.read_text(encoding="utf-8") == text:
            continue
        temporary = path.with_name(f".{path.name}.tmp")
        temporary.write_text(text, encoding="utf-8")
        temporary.replace(path)
        changed.append(path.name)
    return changed
