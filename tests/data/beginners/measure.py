"""Measure the checks with wrong answers written as beginners would (issue 20).

Run with the project's venv, from anywhere:

    .venv/bin/python tests/data/beginners/measure.py [--notebook NN ...] [--id ID ...] [--seconds S] [--root DIR]

``--root DIR`` measures another checkout (its package, notebooks and checks) with
these answers; its results go to ``DIR/artifacts/`` unless ``--out`` says otherwise.

Each ``nbNN.py`` beside this script holds ``ENTRIES``: dicts with the exercise
``id``, the answer's ``code`` (a whole solution cell, as a student would type
it), ``right`` (is it a right answer written another way?) and ``mistake``
(the mistake, in a sentence).  The answers were written from what a student
sees (the notebooks' prose and stubs, README, the seeds), independently of the
course's catalog of answers and of the checks.

For each notebook the script builds the namespace a student's kernel would
have: it runs the code cells of ``solutions/NN_*.ipynb`` in a fresh
``__main__`` (every earlier exercise solved; no check, scoreboard, magic,
plot or widget cell).  Then, for each answer, in a forked child with a time
limit: the answer's cell is run in that namespace (the stub's functions
redefined), and the notebook's own check cell (``check("2.2", dealer_turn)``,
read from ``exercises/``) is run as the notebook runs it, its output captured.

Written: ``artifacts/beginners.json`` (one record per answer) and
``artifacts/beginners_messages.md`` (every message).  Printed: per exercise and
overall, the wrong answers that lose points, of those the ones whose message
has a ``Likely cause:`` line, and the right answers at full points.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import io
import json
import linecache
import os
import re
import sys
import time
import types
from pathlib import Path

HERE = Path(__file__).resolve().parent


def root_from_argv() -> Path:
    """``--root DIR``: the project whose package and notebooks are measured (default: the one holding this script)."""
    if "--root" in sys.argv[:-1]:
        return Path(sys.argv[sys.argv.index("--root") + 1]).resolve()
    return HERE.parents[2]


ROOT = root_from_argv()
sys.path.insert(0, str(ROOT))  # before the venv's own (editable) copy of the package

from blackjack.course.engine.isolation import ChildFailed, in_child  # noqa: E402

# Cells a check never needs and that only cost time: the scoreboard, widgets, plots, simulations, given games.
SKIP_CELL = re.compile(r"^\s*(scoreboard\(|play\()|your_dealer_vs_exact\(|bankroll_paths\(|simulate_rounds\("
                       r"|run_game\(|play_hand\(|money_round\(|use\(\"simulate_table\"\)|test_prop_\w+\(\)", re.M)
HEADER = re.compile(r"^Exercise (?P<id>\S+) — .*?: (?:not attempted yet, )?(?P<got>\d+)/(?P<max>\d+) points"
                    r"(?:, and (?P<xgot>\d+)/(?P<xmax>\d+) for the course's extension)?", re.M)


def notebook_file(folder: str, number: str) -> Path:
    found = sorted((ROOT / folder).glob(f"{number}_*.ipynb"))
    if not found:
        raise SystemExit(f"no notebook {number} in {folder}/")
    return found[0]


def code_cells(path: Path) -> list[str]:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return ["".join(c["source"]) for c in cells if c["cell_type"] == "code"]


def check_calls(number: str) -> dict[str, str]:
    """Exercise id -> the check cell's source, as the student's notebook has it."""
    calls = {}
    for source in code_cells(notebook_file("exercises", number)):
        match = re.match(r'\s*check\("([^"]+)"', source)
        if match:
            calls[match.group(1)] = source.strip()
    return calls


def load_entries(number: str, answers: Path = HERE) -> list[dict]:
    path = answers / f"nb{number}.py"
    spec = importlib.util.spec_from_file_location(f"beginners_nb{number}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return list(module.ENTRIES)


def student_namespace(number: str) -> types.ModuleType:
    """A fresh ``__main__`` that has run the solution notebook's cells (no checks, plots, widgets)."""
    main = types.ModuleType("__main__")
    main.__dict__["__builtins__"] = __builtins__
    ours = sys.modules["__main__"]
    sys.modules["__main__"] = main  # use() reads the notebook's variables from __main__
    os.environ.setdefault("MPLBACKEND", "Agg")
    for source in code_cells(notebook_file("solutions", number)):
        if SKIP_CELL.search(source):
            continue
        source = re.sub(r"^\s*[%!].*$", "", source, flags=re.M)  # IPython magics: nothing a check needs
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            try:
                exec(compile(source, "<solution cell>", "exec"), main.__dict__)
            except Exception as error:  # a given cell that needs what was skipped: not the student's
                print(f"  (setup cell skipped after {type(error).__name__}: {error})", file=sys.__stderr__)
    sys.modules["__main__"] = ours
    return main


def run_answer(main: types.ModuleType, code: str, call: str) -> dict:
    """In the forked child: the answer's cell, then the check cell; what each printed."""
    sys.modules["__main__"] = main
    sys.stdin = io.StringIO("")  # an answer that calls input() meets the end of the input
    cell_out, check_out = io.StringIO(), io.StringIO()
    cell_error = None
    with contextlib.redirect_stdout(cell_out), contextlib.redirect_stderr(cell_out):
        try:
            cell = "<answer cell>"  # kept in linecache as a kernel keeps a cell: its source can be read
            linecache.cache[cell] = (len(code), None, code.splitlines(True), cell)
            exec(compile(code, cell, "exec"), main.__dict__)
        except BaseException as error:
            cell_error = f"{type(error).__name__}: {error}"
    with contextlib.redirect_stdout(check_out), contextlib.redirect_stderr(check_out):
        try:
            exec(compile(call, "<check cell>", "exec"), main.__dict__)
        except BaseException as error:
            print(f"[the check cell raised {type(error).__name__}: {error}]")
    return {"cell_output": cell_out.getvalue()[-2000:], "cell_error": cell_error,
            "message": check_out.getvalue()[-6000:]}


def points(message: str, exercise: str) -> tuple[int | None, int | None]:
    for match in HEADER.finditer(message):
        if match.group("id") == exercise:
            got = int(match.group("got")) + int(match.group("xgot") or 0)
            top = int(match.group("max")) + int(match.group("xmax") or 0)
            return got, top
    return None, None


def measure(numbers: list[str], only: set[str], seconds: float, answers: Path = HERE) -> list[dict]:
    records = []
    for number in numbers:
        entries = [(i, e) for i, e in enumerate(load_entries(number, answers)) if not only or e["id"] in only]
        if not entries:
            continue
        calls = check_calls(number)
        started = time.monotonic()
        main = student_namespace(number)
        print(f"notebook {number}: {len(entries)} answers (namespace ready in {time.monotonic() - started:.1f} s)",
              flush=True)
        for index, entry in entries:  # INDEX: the answer's place in its file's ENTRIES, whatever the filter
            call = calls[entry["id"]]
            began = time.monotonic()
            try:
                result = in_child(lambda: run_answer(main, entry["code"], call), seconds)
            except ChildFailed as failure:
                result = {"cell_output": "", "cell_error": None, "message": f"[no result: {failure}]"}
            got, top = points(result["message"], entry["id"])
            record = {
                "notebook": number, "index": index, "id": entry["id"], "right": entry["right"],
                "mistake": entry["mistake"], "code": entry["code"], "points": got, "max": top,
                "measured": got is not None,  # False: no points line (a failure of this script, not of the answer)
                "full": got is not None and got == top,
                "likely_cause": bool(re.search(r"^\s*Likely cause:", result["message"], re.M)),
                "seconds": round(time.monotonic() - began, 2), **result,
            }
            records.append(record)
            mark = ("ok " if record["full"] else "BAD") if entry["right"] else ("SLIP" if record["full"] else "lost")
            mark = mark if record["measured"] else "ERR"
            print(f"  {entry['id']:<10} #{index:<3} {mark:<4} {got}/{top} "
                  f"{'cause' if record['likely_cause'] else '     '} {record['seconds']:5.1f}s  {entry['mistake'][:70]}",
                  flush=True)
    return records


def percent(part: int, whole: int) -> str:
    return f"{part}/{whole} ({100 * part / whole:.1f}%)" if whole else "0/0"


def summary(records: list[dict]) -> dict:
    def figures(rows: list[dict]) -> dict:
        unmeasured = sum(not r["measured"] for r in rows)
        rows = [r for r in rows if r["measured"]]
        wrong = [r for r in rows if not r["right"]]
        losing = [r for r in wrong if not r["full"]]
        named = [r for r in losing if r["likely_cause"]]
        right = [r for r in rows if r["right"]]
        return {"wrong": len(wrong), "losing": len(losing), "named": len(named),
                "right": len(right), "right_full": sum(r["full"] for r in right), "unmeasured": unmeasured}

    by_id = {}
    for r in records:
        by_id.setdefault(r["id"], []).append(r)
    return {"overall": figures(records), "exercises": {k: figures(v) for k, v in by_id.items()}}


def report(records: list[dict], figures: dict) -> None:
    print("\nexercise   wrong answers losing points   of those with Likely cause   right answers at full points")
    for exercise, f in figures["exercises"].items():
        print(f"  {exercise:<10} {percent(f['losing'], f['wrong']):<28} {percent(f['named'], f['losing']):<28} "
              f"{percent(f['right_full'], f['right'])}")
    f = figures["overall"]
    print(f"\noverall: {percent(f['losing'], f['wrong'])} wrong answers lose points; "
          f"{percent(f['named'], f['losing'])} of those have a Likely cause line; "
          f"{percent(f['right_full'], f['right'])} right answers get full points")
    if f["unmeasured"]:
        print(f"NOT MEASURED (no points line; see the messages): {f['unmeasured']} answers")
    slips = [r for r in records if not r["right"] and r["full"]]
    rejected = [r for r in records if r["right"] and r["measured"] and not r["full"]]
    for title, rows in (("wrong answers at full points (slips)", slips), ("right answers not at full points", rejected)):
        if rows:
            print(f"\n{title}:")
            for r in rows:
                print(f"  {r['id']} #{r['index']} (nb{r['notebook']}): {r['mistake']}")


def write(records: list[dict], figures: dict, out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    (out / "beginners.json").write_text(json.dumps({"summary": figures, "answers": records}, indent=1,
                                                   ensure_ascii=False), encoding="utf-8")
    lines = ["# Beginners' wrong answers: what the checks said", ""]
    for r in records:
        kind = "RIGHT answer" if r["right"] else "wrong answer"
        verdict = "full points" if r["full"] else "loses points"
        lines += [f"## {r['id']} #{r['index']} (notebook {r['notebook']}): {kind}, {r['points']}/{r['max']}, {verdict}"
                  f"{', Likely cause' if r['likely_cause'] else ''}", "", f"Mistake: {r['mistake']}", "",
                  "```python", r["code"].rstrip(), "```", "", "```text", r["message"].rstrip(), "```", ""]
        if r["cell_error"]:
            lines[-1:-1] = [f"(the answer's cell raised {r['cell_error']})", ""]
    (out / "beginners_messages.md").write_text("\n".join(lines), encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--notebook", nargs="*", default=[], help="notebook numbers, e.g. 03 (default: all)")
    parser.add_argument("--id", nargs="*", default=[], help="only these exercise ids")
    parser.add_argument("--seconds", type=float, default=150, help="time limit of one answer and its check")
    parser.add_argument("--out", default=str(ROOT / "artifacts"), help="folder for the JSON and the messages")
    parser.add_argument("--root", default=str(ROOT), help="another checkout to measure with these answers")
    parser.add_argument("--answers", type=Path, default=HERE, help="the folder of nbNN.py answer files "
                        "(default: the team's, beside this script; tests/data/fresh holds the set kept apart)")
    args = parser.parse_args()
    numbers = [n.zfill(2) for n in args.notebook] or sorted(p.stem[2:] for p in args.answers.glob("nb[0-9][0-9].py"))
    import blackjack
    print(f"measuring {Path(blackjack.__file__).parent} with the answers in {args.answers}")
    records = measure(numbers, set(args.id), args.seconds, args.answers)
    figures = summary(records)
    report(records, figures)
    write(records, figures, Path(args.out))
    print(f"\nwritten: {Path(args.out) / 'beginners.json'}, {Path(args.out) / 'beginners_messages.md'}")


if __name__ == "__main__":
    main()
