"""How long grading a class takes: N copies of the solved 03_dealer_turn, sandboxed, on every core.

``python benchmarks/bench_grade.py [N] [REPEATS]`` (default 100 submissions, 5 runs) prints the
median wall time and CPU time of the whole ``grade`` (children included: the workers, their
sandboxes and every notebook's process), per run and per notebook, and writes them to
``benchmarks/bench_grade.json`` with the load average before each run.  The goal: 100 notebooks
in at most 90 s on 2 cores.  ``python benchmarks/bench_grade.py class [REPEATS]`` grades issue 30's
class instead, 40 solved 03_dealer_turn and 10 solved 06_playing_a_round (the goal: 150 notebooks a
minute on 2 idle cores), into ``benchmarks/bench_grade_class.json``.  The wall figure is only meaningful on an otherwise idle machine;
the CPU figure much less depends on what else runs.

A sandbox's CPU time does not reach this process's ``RUSAGE_CHILDREN`` (bubblewrap's processes
are not waited for that way), so each zygote's is read from ``/proc`` just before it ends.
"""

from __future__ import annotations

import json
import multiprocessing
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

from blackjack.course.grading.grade import grade  # noqa: E402
from blackjack.course.grading.remote import Settings  # noqa: E402
from blackjack.course.grading.sandbox import channel  # noqa: E402

SANDBOXES = multiprocessing.Value("d", 0.0)  # CPU seconds of the zygotes ended so far (the workers are forked)


def tree(pid: int) -> list[int]:
    """PID and every process below it."""
    found = [pid]
    for task in os.listdir(f"/proc/{pid}/task"):
        with open(f"/proc/{pid}/task/{task}/children") as file:
            found += [p for child in file.read().split() for p in tree(int(child))]
    return found


def sandbox_cpu(pid: int) -> float:
    """CPU seconds of the sandbox whose bwrap is PID: its processes and the children they waited for."""
    ticks = 0
    for process in tree(pid):
        with open(f"/proc/{process}/stat") as file:
            ticks += sum(int(f) for f in file.read().rsplit(")", 1)[1].split()[11:15])  # utime stime cutime cstime
    return ticks / os.sysconf("SC_CLK_TCK")


def counted(end):
    def ending(zygote: channel.Zygote) -> None:
        if zygote.alive():
            with SANDBOXES.get_lock():
                SANDBOXES.value += sandbox_cpu(zygote.process.pid)
        end(zygote)

    return ending


channel.Zygote.end, channel.Zygote.destroy = counted(channel.Zygote.end), counted(channel.Zygote.destroy)


def cpu() -> float:
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime + SANDBOXES.value


CLASS = {"03_dealer_turn": 40, "06_playing_a_round": 10}  # issue 30's class


def once(copies: dict[str, int]) -> tuple[float, float, float]:
    """One grading of COPIES (notebook: how many students handed in its solution): wall, CPU, load before."""
    load = os.getloadavg()[0]
    with tempfile.TemporaryDirectory() as work:
        for notebook, count in copies.items():
            text = (ROOT / "solutions" / f"{notebook}.ipynb").read_text()
            for i in range(count):
                folder = Path(work, "subs", f"{notebook[:2]}-student{i:03}")
                folder.mkdir(parents=True)
                (folder / f"{notebook}.ipynb").write_text(text)
        wall, used = time.perf_counter(), cpu()
        code = grade(Path(work, "subs"), Path(work, "book.csv"), Settings(), WORKERS, say=lambda _: None)
        wall, used = time.perf_counter() - wall, cpu() - used
        assert code == 0
    return wall, used, load


def main() -> None:
    mixed = len(sys.argv) > 1 and sys.argv[1] == "class"
    copies = CLASS if mixed else {"03_dealer_turn": int(sys.argv[1]) if len(sys.argv) > 1 else 100}
    count = sum(copies.values())
    repeats = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    runs = [once(copies) for _ in range(repeats)]
    wall, used = statistics.median(w for w, _, _ in runs), statistics.median(c for _, c, _ in runs)
    result = {"notebooks": copies, "cores": os.cpu_count(), "workers": WORKERS or os.cpu_count(),
              "runs": [{"wall_seconds": w, "cpu_seconds": c, "load_before": load} for w, c, load in runs],
              "median_wall_seconds": wall, "median_cpu_seconds": used, "cpu_seconds_per_notebook": used / count,
              "notebooks_per_wall_second": count / wall, "notebooks_per_cpu_second": count / used}
    print(f"{count} notebooks ({', '.join(f'{n} {nb}' for nb, n in copies.items())}) on {os.cpu_count()} cores: "
          f"median {wall:.1f} s wall ({60 * count / wall:.0f} a minute), "
          f"{used:.1f} s CPU ({used / count:.2f} CPU-s a notebook; {count / wall:.2f} notebooks a wall-second, "
          f"{count / used:.2f} a CPU-second); load average before each run: "
          f"{', '.join(f'{load:.2f}' for _, _, load in runs)}")
    Path(ROOT, "benchmarks", f"bench_grade{'_class' if mixed else ''}.json").write_text(json.dumps(result, indent=1) + "\n")


if __name__ == "__main__":
    main()
