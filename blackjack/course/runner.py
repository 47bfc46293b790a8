"""Run every code cell of one notebook, for the grader, in this (separate) process.

``python -m blackjack.course.runner NOTEBOOK CELL_SECONDS``

The cells run one after another in one IPython shell (so magics work), like
"Run All" in Jupyter.  A cell that raises, calls ``sys.exit`` or runs past
CELL_SECONDS (a SIGINT interrupts it, again every second if it catches the
interrupt) is reported on stderr and the next cell runs.  Output goes to
stdout, which the grader caps; the points go to the results file that
``check`` writes (``BLACKJACK_COURSE_RESULTS``).
"""

from __future__ import annotations

import json
import os
import signal
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager


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


def code_cells(path: str) -> list[str]:
    with open(path, encoding="utf-8") as file:
        notebook = json.load(file)
    cells = [c for c in notebook["cells"] if c.get("cell_type") == "code"]
    return ["".join(c["source"]) if isinstance(c["source"], list) else c["source"] for c in cells]


def run(path: str, seconds: float) -> None:
    from IPython.core.interactiveshell import InteractiveShell

    shell = InteractiveShell.instance()
    for number, source in enumerate(code_cells(path), start=1):
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
