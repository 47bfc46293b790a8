"""How long grading a class takes: N copies of the solved 03_dealer_turn, sandboxed, on every core.

``python benchmarks/bench_grade.py [N] [REPEATS]`` (default 100 submissions, 5 runs) prints the
median wall time and CPU time of the whole ``grade`` (children included: the workers, their
sandboxes and every notebook's process), per run and per notebook, and writes them to ``benchmarks/bench_grade.json``.  The goal: 100 notebooks in at
most 90 s on 2 cores.  The figure is only meaningful on an otherwise idle machine.
"""

from __future__ import annotations

import json
import os
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WORKERS = int(os.environ.get("WORKERS", "0")) or None  # grading processes at once (default: one a core)
sys.path.insert(0, str(ROOT))

from blackjack.course.grade import grade  # noqa: E402
from blackjack.course.remote import Settings  # noqa: E402


def cpu() -> float:
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def once(count: int) -> tuple[float, float]:
    text = (ROOT / "solutions" / "03_dealer_turn.ipynb").read_text()
    with tempfile.TemporaryDirectory() as work:
        for i in range(count):
            folder = Path(work, "subs", f"student{i:03}")
            folder.mkdir(parents=True)
            (folder / "03_dealer_turn.ipynb").write_text(text)
        wall, used = time.perf_counter(), cpu()
        code = grade(Path(work, "subs"), Path(work, "book.csv"), Settings(), WORKERS, say=lambda _: None)
        wall, used = time.perf_counter() - wall, cpu() - used
        assert code == 0
    return wall, used


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    repeats = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    runs = [once(count) for _ in range(repeats)]
    wall, used = statistics.median(w for w, _ in runs), statistics.median(c for _, c in runs)
    result = {"notebooks": count, "cores": os.cpu_count(), "runs": runs, "median_wall_seconds": wall,
              "median_cpu_seconds": used, "notebooks_per_wall_second": count / wall,
              "notebooks_per_cpu_second": count / used}
    print(f"{count} notebooks of 03_dealer_turn on {os.cpu_count()} cores: median {wall:.1f} s wall, "
          f"{used:.1f} s CPU ({count / wall:.2f} notebooks a wall-second, {count / used:.2f} a CPU-second)")
    Path(ROOT, "benchmarks", "bench_grade.json").write_text(json.dumps(result, indent=1) + "\n")


if __name__ == "__main__":
    main()
