"""Reading notebook files: shared by the build, the grader and its runner.

>>> code_sources({"cells": [{"cell_type": "markdown", "source": "Hi"},
...                         {"cell_type": "code", "source": ["x = 1\\n", "x"]}]})
['x = 1\\nx']
"""

from __future__ import annotations

import json
from pathlib import Path


class NotebookError(Exception):
    """A file that is not a readable notebook; ``reason`` says why in a few words, ``why`` in a line."""

    def __init__(self, path: Path, reason: str, detail: str = "") -> None:
        self.reason, self.detail = reason, detail
        self.why = f"not a readable notebook ({' '.join((detail or reason).split())})"
        super().__init__(f"{path}: {self.why}")


def read_notebook(path: Path) -> dict:
    """The notebook at PATH as JSON with a list of cells, or ``NotebookError``."""
    try:
        notebook = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise NotebookError(path, type(error).__name__, str(error)) from None
    if not isinstance(notebook, dict) or not isinstance(notebook.get("cells"), list):
        raise NotebookError(path, "not a notebook", "no list of cells")
    return notebook


def source_text(cell: dict) -> str:
    """A cell's source as one string (notebooks store a string or a list of lines)."""
    source = cell.get("source", "")
    return "".join(source) if isinstance(source, list) else source


def submitted_source(cell: object) -> str | None:
    """A submitted code cell's source as JupyterLab would run it, or None when it is not a code cell with text.

    A lone surrogate (``\\ud800``, which JSON allows) is sent by the browser as U+FFFD, as here:

    >>> submitted_source({"cell_type": "code", "source": ["# \\ud800\\n", "x = 1"]}) == "# \\ufffd\\nx = 1"
    True
    >>> [submitted_source(c) for c in ([], {"source": "x"}, {"cell_type": "code", "source": ["x", 1]})]
    [None, None, None]
    """
    if not isinstance(cell, dict) or cell.get("cell_type") != "code":
        return None
    source = cell.get("source", "")
    if isinstance(source, list) and all(isinstance(line, str) for line in source):
        source = "".join(source)
    return source.encode("utf-16", "surrogatepass").decode("utf-16", "replace") if isinstance(source, str) else None


def code_sources(notebook: dict) -> list[str]:
    """The source of each code cell, in order."""
    return [source_text(cell) for cell in notebook["cells"] if cell.get("cell_type") == "code"]
