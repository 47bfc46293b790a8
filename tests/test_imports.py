"""Every import names a real module, and the package's imports go one way, with no circle."""

from __future__ import annotations

import ast
import importlib.util
import json
import re
import subprocess
from pathlib import Path

import pytest

from blackjack.course.paths import PACKAGE, PROJECT

# The package's floors, lowest first: a module may import its own floor or a lower one.
FLOORS = (
    "blackjack.core", "blackjack.editions", "blackjack.dealer", "blackjack.play",
    "blackjack.course.paths", "blackjack.course.engine", "blackjack.course.diagnosis", "blackjack.course.exercises",
    "blackjack.course.scoring", "blackjack.course.notebook", "blackjack.course.audit", "blackjack.course.grading.sandbox",
    "blackjack.course.grading", "blackjack.course.api", "blackjack.course", "blackjack",
)
DOTTED = re.compile(r"(?:\bfrom\s+|\bimport\s+|-m\s+)(blackjack(?:\.\w+)*)")


def tracked(*patterns: str) -> list[Path]:
    """The repository's files matching PATTERNS (git's own list: no virtual environment, no caches)."""
    names = subprocess.run(["git", "ls-files", *patterns], cwd=PROJECT, capture_output=True, text=True, check=True)
    return [PROJECT / name for name in names.stdout.split()]


def texts() -> list[tuple[str, str]]:
    """(where, text) for every Python file, every notebook's code and the README."""
    found = [(str(p.relative_to(PROJECT)), p.read_text()) for p in tracked("*.py", "*.md", "Makefile")]
    for path in tracked("*.ipynb"):
        cells = json.loads(path.read_text())["cells"]
        found += [(f"{path.relative_to(PROJECT)} cell {i}", "".join(c["source"])) for i, c in enumerate(cells)]
    return found


def is_module(dotted: str) -> bool:
    """Is there a file behind DOTTED: a module, or a package's ``__init__.py``?"""
    path = PROJECT.joinpath(*dotted.split("."))
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


def test_every_blackjack_import_in_the_repository_names_a_module_file():
    missing = [(where, dotted) for where, text in texts() for dotted in DOTTED.findall(text) if not is_module(dotted)]
    assert not missing


def test_the_check_of_module_files_refuses_an_old_alias():
    assert is_module("blackjack.core.cards") and is_module("blackjack.course.grading")
    assert not is_module("blackjack.cards") and not is_module("blackjack.game")


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported(path: Path) -> set[str]:
    """The ``blackjack`` modules PATH imports, anywhere in it (functions included)."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names |= {a.name for a in node.names if a.name.startswith("blackjack")}
        elif isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("blackjack"):
            names |= {f"{node.module}.{a.name}" if is_module(f"{node.module}.{a.name}") else node.module
                      for a in node.names}
    return names


def test_the_modules_the_grader_preloads_exist():
    from blackjack.course.grading.sandbox.runner import PRELOAD

    assert all(importlib.util.find_spec(name) is not None for name in PRELOAD)


def floor(module: str) -> int:
    return next(i for i, prefix in enumerate(FLOORS) if module == prefix or module.startswith(prefix + "."))


GRAPH = {module_name(p): imported(p) - {module_name(p)} for p in PACKAGE.rglob("*.py")}  # a module may name itself


@pytest.mark.parametrize("module", sorted(GRAPH))
def test_no_module_imports_a_higher_floor(module):
    upward = sorted(name for name in GRAPH[module] if floor(name) > floor(module))
    assert not upward, f"{module} imports {upward}"


def test_no_circle_among_the_modules():
    def reach(start: str) -> set[str]:
        seen, todo = set(), [start]
        while todo:
            for name in GRAPH.get(todo.pop(), ()):
                if name not in seen:
                    seen.add(name)
                    todo.append(name)
        return seen

    circles = sorted(m for m in GRAPH if m in reach(m))
    assert not circles


def test_course_holds_rooms_and_at_most_five_plain_modules():
    plain = sorted(p.name for p in (PACKAGE / "course").glob("*.py"))
    assert len(plain) <= 5, plain


def test_a_zygote_preloads_only_what_the_cells_up_to_the_last_check_import():
    from blackjack.course.grading.sandbox.channel import imported_by

    assert not [m for m in imported_by("03_dealer_turn") if m.startswith(("blackjack.dealer", "blackjack.play"))]
    assert "blackjack.dealer.plots" in imported_by("08_table_simulation")  # its last check comes after its plot
