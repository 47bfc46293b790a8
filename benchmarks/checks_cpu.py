"""How much CPU time a notebook's check takes, for the right answer and for every wrong answer of the catalog.

Run: ``.venv/bin/python benchmarks/checks_cpu.py --beginners`` (about 15 minutes; without ``--beginners``
the answers of ``tests/data/beginners/`` are left out; ``--notebook 06`` or ``--id 5.3`` for fewer,
``--repeat N`` for the right answer's runs, ``--wrong-repeat N`` for each other answer's).

Each notebook's namespace is built as a student's kernel would have it, with every exercise solved and
checked: the code cells of ``solutions/NN_*.ipynb`` run in a fresh ``__main__`` (``student_namespace``
of ``tests/data/beginners/measure.py``).  Then each answer, in a process forked from that one (nothing
cached from one answer to the next), runs its cell (the right answer: the solution cells that define
the exercise's functions; a wrong one: its code in ``blackjack/course/audit/catalog/``), then the
notebook's own check cell, ``check("5.3", play_round)``, as the kernel runs it: ``check`` forks the
check's process, which works out a likely cause when a part fails (``run_answer`` of ``measure.py``).
Measured around both cells (the answer's only defines functions: a millisecond): CPU seconds of the
process and of every child it waited for (``RUSAGE_SELF`` + ``RUSAGE_CHILDREN``), seconds on the
clock, and the 1-minute load average before.  The right answer's figure is the median of ``--repeat``
runs (5 unless told, never fewer); any other answer's, of ``--wrong-repeat`` (1).  The catalog's
answers are read in a forked child: a kernel has not imported them before a check that needs them.

The target: 95% of the checks under 2 CPU-seconds, none over 5 (a busy JupyterHub node).  Written:
``benchmarks/checks_cpu.json`` (or ``--json``); printed: the slowest 15 and the summary.  CPU time
depends on the load too (caches and cores shared): compare runs made at a like load average.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import platform
import re
import resource
import statistics
import sys
import time
import types
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from blackjack.course.engine.isolation import ChildFailed, in_child  # noqa: E402
from blackjack.course.exercises.index import EXERCISES  # noqa: E402
from blackjack.course.exercises.records import Exercise  # noqa: E402

UNDER, MOST, SHARE = 2.0, 5.0, 0.95  # the target: SHARE of the checks under UNDER CPU-seconds, none over MOST
LIMIT = 150  # seconds on the clock for one answer's cell and check
SLOWEST = 15


def beginners_measure() -> types.ModuleType:
    """``tests/data/beginners/measure.py``, imported where it is: how a notebook's namespace is built and its
    check cells read."""
    path = ROOT / "tests" / "data" / "beginners" / "measure.py"
    spec = importlib.util.spec_from_file_location("beginners_measure", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


MEASURE = beginners_measure()


def cpu_seconds() -> float:
    """CPU seconds of this process and of the children it has waited for, user and system."""
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def timed_answer(main: types.ModuleType, code: str, call: str) -> dict:
    """In the forked child: the answer's cell and the check cell (``run_answer``), timed; its points and words."""
    cpu, wall = cpu_seconds(), time.perf_counter()
    result = MEASURE.run_answer(main, code, call)
    return {"cpu_seconds": cpu_seconds() - cpu, "wall_seconds": time.perf_counter() - wall,
            "message": result["message"], "cell_error": result["cell_error"]}


def one_run(main: types.ModuleType, exercise: str, code: str, call: str) -> dict:
    """One answer checked in a process forked from the notebook's: CPU and clock seconds, load before, points."""
    load = os.getloadavg()[0]
    try:
        run = in_child(lambda: timed_answer(main, code, call), LIMIT)
    except ChildFailed as failure:
        return {"cpu_seconds": None, "wall_seconds": LIMIT, "load_before": load, "failed": str(failure)}
    got, top = MEASURE.points(run["message"], exercise)
    return {"cpu_seconds": run["cpu_seconds"], "wall_seconds": run["wall_seconds"], "load_before": load,
            "points": got, "max": top, "cause": "Likely cause:" in run["message"],
            **({"cell_error": run["cell_error"]} if run["cell_error"] else {})}


def measured(main: types.ModuleType, exercise: str, code: str, call: str, repeat: int) -> dict:
    """REPEAT runs of one answer, and the medians of their CPU and clock seconds."""
    runs = [one_run(main, exercise, code, call) for _ in range(repeat)]
    cpus = [r["cpu_seconds"] for r in runs]
    last = runs[-1]
    return {"cpu_seconds": None if None in cpus else statistics.median(cpus),
            "wall_seconds": statistics.median(r["wall_seconds"] for r in runs),
            "points": last.get("points"), "max": last.get("max"), "cause": last.get("cause", False),
            "runs": [{k: r[k] for k in ("cpu_seconds", "wall_seconds", "load_before")} for r in runs],
            **{k: last[k] for k in ("failed", "cell_error") if k in last}}


def wrong_answers() -> list[tuple[str, str, str]]:
    """Every wrong answer of the catalog: (exercise, why, code), read in a forked child, so that no catalog
    module is imported here: a student's kernel imports them only when a check needs them."""

    def read() -> list[tuple[str, str, str]]:
        from blackjack.course.audit.catalog import answers
        return [(a.exercise, a.why, a.code) for a in answers() if not a.right]

    return in_child(read, LIMIT)


def solution_cells(number: str, names: tuple[str, ...]) -> str:
    """The right answer: the cells of ``solutions/NN_*.ipynb`` that define the exercise's functions, run
    as the student's cell (so its source can be read, as a kernel keeps it)."""
    cells = MEASURE.code_cells(MEASURE.notebook_file("solutions", number))
    return "\n\n".join(c for c in cells if "### BEGIN SOLUTION" in c
                        and set(re.findall(r"^def (\w+)\(", c, re.M)) & set(names))


def check_cell(calls: dict[str, str], exercise: Exercise) -> str:
    """The notebook's check cell for EXERCISE (the plain call, where the notebook has none)."""
    return calls.get(exercise.id, f'check("{exercise.id}", {", ".join(exercise.names)})')


def beginners_answers(number: str) -> list[dict]:
    """The answers written as beginners would (``tests/data/beginners/nbNN.py``), wrong and right."""
    return MEASURE.load_entries(number) if (MEASURE.HERE / f"nb{number}.py").exists() else []


def notebook_figures(number: str, chosen: list[Exercise], catalog: list[tuple[str, str, str]], repeat: int,
                     wrong_repeat: int, beginners: bool) -> dict:
    """Every chosen exercise of notebook NUMBER: its right answer's figures, each wrong answer's and (with
    BEGINNERS) each beginner's answer's."""
    started = time.perf_counter()
    main = MEASURE.student_namespace(number)
    calls = MEASURE.check_calls(number)
    print(f"notebook {number}: namespace ready in {time.perf_counter() - started:.1f} s", flush=True)
    figures = {}
    for exercise in chosen:
        call = check_cell(calls, exercise)
        right = measured(main, exercise.id, solution_cells(number, exercise.names), call, repeat)
        wrong = [{"why": why, **measured(main, exercise.id, code, call, wrong_repeat)}
                 for id, why, code in catalog if id == exercise.id]
        figures[exercise.id] = {"notebook": number, "check": call, "right": right, "wrong": wrong}
        if beginners:
            figures[exercise.id]["beginners"] = [
                {"mistake": e["mistake"], "right": e["right"],
                 **measured(main, exercise.id, e["code"], call, wrong_repeat)}
                for e in beginners_answers(number) if e["id"] == exercise.id]
        slowest = max((w["cpu_seconds"] or LIMIT for w in wrong), default=0)
        print(f"  {exercise.id:<10} right {right['cpu_seconds'] or float('nan'):5.2f} CPU-s; "
              f"{len(wrong)} wrong, slowest {slowest:5.2f} CPU-s", flush=True)
    return figures


def checks(exercises: dict, beginners: bool = False) -> list[dict]:
    """Every check measured, as one row: exercise, which answer, CPU and clock seconds (a failed run: no CPU);
    the right answer and the catalog's wrong ones, and with BEGINNERS the beginners' answers too."""
    rows = []
    for id, figures in exercises.items():
        answers = [("right", figures["right"]), *(("wrong: " + w["why"], w) for w in figures["wrong"])]
        if beginners:
            answers += [(f"beginner's {'right' if b['right'] else 'wrong'}: {b['mistake']}", b)
                        for b in figures.get("beginners", [])]
        for kind, result in answers:
            rows.append({"exercise": id, "answer": kind, "cpu_seconds": result["cpu_seconds"],
                         "wall_seconds": result["wall_seconds"], "load_before": result["runs"][-1]["load_before"]})
    return rows


def cost(row: dict) -> float:
    """A row's CPU seconds for sorting; a check that never answered counts as the slowest."""
    return float("inf") if row["cpu_seconds"] is None else row["cpu_seconds"]


def summary(rows: list[dict]) -> dict:
    """The share of checks under UNDER CPU-seconds, how many over MOST, the slowest, and whether the target is met."""
    under = sum(cost(r) < UNDER for r in rows)
    over = [r for r in rows if cost(r) > MOST]
    slowest = max(rows, key=cost)
    return {"checks": len(rows), "under_2_cpu_seconds": under, "share_under_2": under / len(rows),
            "over_5_cpu_seconds": len(over), "max_cpu_seconds": slowest["cpu_seconds"],
            "max_exercise": slowest["exercise"], "max_answer": slowest["answer"],
            "median_cpu_seconds": statistics.median(cost(r) for r in rows),
            "target_met": under / len(rows) >= SHARE and not over}


def mistakes_seen(exercises: dict) -> dict:
    """What the checks said, as a sanity test of the measurement: right answers short of full points,
    wrong answers at full points, runs that failed."""
    short = [id for id, f in exercises.items() if f["right"]["points"] != f["right"]["max"]]
    kept = [f"{id}: {w['why']}" for id, f in exercises.items() for w in f["wrong"]
            if w["points"] is not None and w["points"] == w["max"]]
    failed = [f"{id}: {w.get('why', 'right')}" for id, f in exercises.items() for w in [f["right"], *f["wrong"]]
              if "failed" in w or w["points"] is None]
    return {"right_short_of_full_points": short, "wrong_at_full_points": kept, "not_measured": failed}


def table(rows: list[dict], count: int) -> str:
    """The COUNT slowest checks, one line each."""
    lines = [f"{'CPU-s':>6} {'wall-s':>6} {'load':>5}  exercise   answer"]
    for r in sorted(rows, key=cost, reverse=True)[:count]:
        cpu = "none" if r["cpu_seconds"] is None else f"{r['cpu_seconds']:.2f}"
        lines.append(f"{cpu:>6} {r['wall_seconds']:6.2f} {r['load_before']:5.2f}  {r['exercise']:<10} "
                     f"{r['answer'][:80]}")
    return "\n".join(lines)


def arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--notebook", nargs="*", default=[], help="notebook numbers, e.g. 06 (default: all)")
    parser.add_argument("--id", nargs="*", default=[], help="only these exercise ids")
    parser.add_argument("--repeat", type=int, default=5, help="runs of the right answer (at least 5)")
    parser.add_argument("--wrong-repeat", type=int, default=1, help="runs of each wrong answer")
    parser.add_argument("--beginners", action="store_true",
                        help="also every answer of tests/data/beginners/ (a summary of its own)")
    parser.add_argument("--json", default=str(ROOT / "benchmarks" / "checks_cpu.json"),
                        help="where to write the figures")
    args = parser.parse_args()
    if args.repeat < 5:
        parser.error("--repeat: the right answer's figure is a median of at least 5 runs")
    return args


def said(title: str, rows: list[dict], figures: dict) -> str:
    """The slowest checks of ROWS and their summary, as printed."""
    f = figures
    return (f"\n{title}: the {SLOWEST} slowest checks\n{table(rows, SLOWEST)}\n"
            f"{f['under_2_cpu_seconds']}/{len(rows)} checks under {UNDER:g} CPU-s ({f['share_under_2']:.1%}; "
            f"target {SHARE:.0%}), {f['over_5_cpu_seconds']} over {MOST:g} (target none); median "
            f"{f['median_cpu_seconds']:.2f}, max {f['max_cpu_seconds']:.2f} CPU-s ({f['max_exercise']}, "
            f"{f['max_answer']})")


def main() -> None:
    args = arguments()
    notebooks = {n.zfill(2) for n in args.notebook}
    chosen = [e for e in EXERCISES if (not notebooks or e.notebook[:2] in notebooks)
              and (not args.id or e.id in args.id)]
    load, started = os.getloadavg(), time.perf_counter()
    exercises, catalog = {}, wrong_answers()
    for number in dict.fromkeys(e.notebook[:2] for e in chosen):
        exercises |= notebook_figures(number, [e for e in chosen if e.notebook[:2] == number], catalog,
                                      args.repeat, args.wrong_repeat, args.beginners)
    rows = checks(exercises)
    machine = {"cores": os.cpu_count(), "python": platform.python_version(), "platform": platform.platform()}
    result = {"machine": machine,
              "load_average_before": load, "load_average_after": os.getloadavg(),
              "wall_seconds": time.perf_counter() - started, "repeat_right": args.repeat,
              "repeat_wrong": args.wrong_repeat, "target": {"share_under_2": SHARE, "none_over": MOST},
              "summary": summary(rows), "seen": mistakes_seen(exercises),
              "slowest": sorted(rows, key=cost, reverse=True)[:SLOWEST]}
    print(said("right answers and the catalog's wrong ones", rows, result["summary"]))
    if args.beginners:
        everything = checks(exercises, beginners=True)
        result |= {"summary_with_beginners": summary(everything),
                   "slowest_with_beginners": sorted(everything, key=cost, reverse=True)[:SLOWEST]}
        print(said("with the beginners' answers too", everything, result["summary_with_beginners"]))
    print(f"load average {load[0]:.2f} before, {os.getloadavg()[0]:.2f} after")
    for name, items in result["seen"].items():
        if items:
            print(f"{name.replace('_', ' ')}: {'; '.join(items)}")
    Path(args.json).write_text(json.dumps(result | {"exercises": exercises}, indent=1, ensure_ascii=False) + "\n",
                               encoding="utf-8")
    print(f"written: {args.json}")


if __name__ == "__main__":
    main()
