"""A courtesy note on a solution cell: what in its source looks like reaching past the exercise.

The grader reads the student's solution cells (never runs them for this) and
notes, for an exercise, what a teacher may want to look at: importing its
reference (under any name), reaching it as an attribute
(``blackjack.core.hands.check_hand``), importing the course's checker, or
tools that reach anything at run time (``eval``, ``getattr``, ``importlib``,
``inspect``, ``sys``, ``os``, ``gc``, attributes starting with ``_``, such
as ``__code__``), and any import from the package that the notebook's own
given cells do not make (an allow-list: whatever the library holds that
those cells do not bring in is the student's to write).  It is a note in the student's report, never a reason for
points: a scan of source text can always be got round, so nothing relies on
it.  What protects the points is that the reference is not in the sandbox
(``sandbox.stripped``) and the comparison is made outside it.

>>> reasons("def check_hand(cards, rules):\\n    from blackjack.core.hands import check_hand as c\\n"
...         "    return c(cards, rules)", ("check_hand",))
['imports the reference check_hand']
>>> reasons("import os\\nos.kill(os.getppid(), 9)", ("check_hand",))
['imports os, which a solution may not use']
>>> reasons("from blackjack.core.hands import hand_value, Card", (), imports_of(["from blackjack import Card"]))
["imports hand_value from blackjack.core.hands, which the notebook's own cells do not import"]
"""

from __future__ import annotations

import ast

BANNED_MODULES = {"builtins", "code", "codeop", "copyreg", "ctypes", "dis", "gc", "importlib", "inspect", "io",
                  "marshal", "multiprocessing", "os", "pathlib", "pickle", "posix", "pty", "resource", "runpy",
                  "shutil", "signal", "socket", "subprocess", "sys", "tempfile", "threading", "types", "_thread"}
BANNED_NAMES = {"__builtins__", "__import__", "breakpoint", "compile", "delattr", "eval", "exec", "getattr",
                "globals", "locals", "open", "setattr", "vars"}


def imported(node: ast.AST) -> list[tuple[str, str | None]]:
    """``(module, name)`` for each thing an import statement brings in."""
    if isinstance(node, ast.Import):
        return [(alias.name, None) for alias in node.names]
    if isinstance(node, ast.ImportFrom):
        return [(node.module or "", alias.name) for alias in node.names]
    return []


def node_reasons(node: ast.AST, references: tuple[str, ...], allowed: frozenset[tuple[str, str | None]]) -> list[str]:
    """Why one node of a solution cell is not allowed; ALLOWED are the imports the notebook's given cells make."""
    found = []
    for module, name in imported(node):
        if module.split(".")[0] in BANNED_MODULES:
            found.append(f"imports {module.split('.')[0]}, which a solution may not use")
        elif module.startswith("blackjack.course") or (module == "blackjack" and name == "course"):
            found.append("imports the course's checker")
        elif name in references:
            found.append(f"imports the reference {name}")
        elif module.split(".")[0] == "blackjack" and not given(module, name, allowed):
            what = f"{name} from {module}" if name else module
            found.append(f"imports {what}, which the notebook's own cells do not import")
    if isinstance(node, ast.Name) and node.id in BANNED_NAMES:
        found.append(f"uses {node.id}, which a solution may not use")
    if isinstance(node, ast.Attribute):
        if node.attr.startswith("_"):
            found.append(f"uses the attribute {node.attr}, which a solution may not use")
        elif node.attr in references:
            found.append(f"reaches the reference {node.attr}")
    return found


def given(module: str, name: str | None, allowed: frozenset[tuple[str, str | None]]) -> bool:
    """Is NAME of MODULE among the ALLOWED imports (the same name imported from wherever the given cells take it,
    or the whole module)?"""
    return (module, name) in allowed or (module, None) in allowed or any(n == name for _, n in allowed if name)


def imports_of(sources: list[str]) -> frozenset[tuple[str, str | None]]:
    """The imports the cells SOURCES make, as ``(module, name)``."""
    found = set()
    for source in sources:
        try:
            found |= {pair for node in ast.walk(ast.parse(source)) for pair in imported(node)}
        except SyntaxError:
            continue
    return frozenset(found)


def reasons(source: str, references: tuple[str, ...], allowed: frozenset[tuple[str, str | None]] = frozenset()) -> list[str]:
    """Why SOURCE (one solution cell) is noted for an exercise with reference functions REFERENCES, ALLOWED being
    the imports the notebook's given cells make."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return []  # it fails when it runs, which is reason enough
    return list(dict.fromkeys(reason for node in ast.walk(tree) for reason in node_reasons(node, references, allowed)))
