"""Run notebooks again in place, so the outputs they store are the ones nbval compares.

Used after editing a solution notebook: ``python -m blackjack.course execute``
re-runs ``solutions/`` and ``notebooks/`` (or the notebooks named), keeps no
run timings and no widget state, and writes each notebook through a temporary
file so a failed run leaves it as it was.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import nbformat
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError

from blackjack.course.notebook.reading import NotebookError, read_notebook


def execute(path: Path, timeout: float = 600) -> None:
    """Run the notebook at PATH from its own folder and store the fresh outputs."""
    read_notebook(path)  # a clear NotebookError for a file that is not a notebook
    notebook = nbformat.read(path, as_version=4)
    client = NotebookClient(notebook, timeout=timeout, kernel_name="python3", store_widget_state=False,
                            resources={"metadata": {"path": str(path.parent)}})
    client.execute()
    for cell in notebook.cells:
        cell.metadata.pop("execution", None)
    notebook.metadata.pop("widgets", None)
    handle, temporary = tempfile.mkstemp(dir=path.parent, suffix=".ipynb")
    with os.fdopen(handle, "w", encoding="utf-8") as out:
        nbformat.write(notebook, out)
    os.replace(temporary, path)


def failure(error: Exception) -> str:
    """Why a notebook could not be run, in one line."""
    if isinstance(error, NotebookError):
        return error.why
    if isinstance(error, CellExecutionError):
        return f"a cell failed with {error.ename}: {' '.join(str(error.evalue).split())}"
    text = " ".join(str(error).split())
    return f"{type(error).__name__}: {text}" if text else type(error).__name__
