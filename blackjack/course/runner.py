"""Run every code cell of one notebook, for the grader, in this (separate) process.

``python -m blackjack.course.runner NOTEBOOK CELL_SECONDS`` with the name of
the results file as the first line of stdin (an empty line, or a terminal:
no results file).

The runner reads that name and opens the file before any cell runs, so the
notebook's code finds the name neither in the environment nor on stdin; each
``check`` appends its line to the open file.  The cells run one after
another in one IPython shell (so magics work), like "Run All" in Jupyter.
A cell that raises, calls ``sys.exit`` or runs past CELL_SECONDS (a SIGINT
interrupts it, again every second if it catches the interrupt) is reported
on stderr and the next cell runs.  Output goes to stdout, which the grader
caps.
"""

from __future__ import annotations

import os
import signal
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from blackjack.course.notebooks import code_sources, read_notebook


@contextmanager
def interrupt_after(seconds: float) -> Iterator[None]:
    """Send this process SIGINT after SECONDS, and every second after that, until the block ends."""
    done = threading.Event()

    def watch() -> None:
        if done.wait(seconds):
            return
        while not done.is_set():
            os.kill(os.getpid(), signal.SIGINT)
            done.wait(1.0)

    watcher = threading.Thread(target=watch, daemon=True)
    watcher.start()
    try:
        yield
    finally:
        done.set()


def open_results() -> None:
    """Read the results file's name from stdin and have every check append to that file."""
    name = "" if sys.stdin.isatty() else sys.stdin.readline().strip()
    if name:
        from blackjack.course.api import record_results_in

        record_results_in(open(name, "a", encoding="utf-8"))  # noqa: SIM115 (open until the process ends)


def run(path: str, seconds: float) -> None:
    from IPython.core.interactiveshell import InteractiveShell

    class Shell(InteractiveShell):
        def enable_gui(self, gui: str | None = None) -> None:
            """``%matplotlib inline`` works; plots go nowhere (the backend is Agg)."""

    sources = code_sources(read_notebook(Path(path)))
    open_results()
    shell = Shell.instance()
    for number, source in enumerate(sources, start=1):
        try:
            with interrupt_after(seconds):
                result = shell.run_cell(source, store_history=False, silent=False)
            if not result.success:
                print(f"[grader] cell {number} failed", file=sys.stderr)
        except BaseException as error:  # an interrupt outside the cell's own code, or an exit
            print(f"[grader] cell {number} stopped: {type(error).__name__}", file=sys.stderr)


if __name__ == "__main__":
    os.environ.setdefault("MPLBACKEND", "Agg")
    run(sys.argv[1], float(sys.argv[2]))
