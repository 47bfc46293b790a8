"""``python -m blackjack.course build [--check]``, ``execute [NOTEBOOK ...]``, ``grade SUBMISSIONS``, ``canvas GRADEBOOK
--export EXPORT``, ``nbgrader OUT``."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from blackjack.course.grading.grade import GradeError, assigned_notebooks, grade
from blackjack.course.grading.remote import Settings
from blackjack.course.grading.report import LMS
from blackjack.course.grading.sandbox.bwrap import Limits, NoSandbox, require_bwrap
from blackjack.course.notebook.build import BuildError, plan, remove_extra, stale, write
from blackjack.course.paths import EXERCISES, NOTEBOOKS, SOLUTIONS


def seconds(text: str) -> float:
    """A positive number of seconds, for ``--cell-timeout`` and ``--timeout``."""
    try:
        value = float(text)
    except ValueError:
        value = 0.0
    if not value > 0 or value == float("inf"):
        raise argparse.ArgumentTypeError(f"needs a positive number of seconds, not {text!r}")
    return value


def count(text: str) -> int:
    """A whole number, 1 or more, for ``--workers`` and ``--memory``."""
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"needs a whole number, 1 or more, not {text!r}")
    return int(text)


def notebooks(text: str) -> tuple[str, ...]:
    """The notebooks of ``--assigned``: names or numbers, separated by commas."""
    try:
        return assigned_notebooks(text)
    except GradeError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def run_nbgrader(args: argparse.Namespace) -> int:
    from blackjack.course.notebook.nbgrader_export import export, first_graded

    if args.out.exists() and not args.out.is_dir():
        print(f"error: {args.out}: is a file; give nbgrader a folder for the course", file=sys.stderr)
        return 2
    written = export(args.out)
    print(f"nbgrader course written to {args.out}: nbgrader_config.py and source/ with {len(written)} notebooks.")
    print(f"Next: cd {args.out} && nbgrader generate_assignment {first_graded(written)}")
    return 0


def say(line: str) -> None:
    """LINE on standard output; a character its encoding lacks (a student's name) is shown as \\x.., not a crash."""
    encoding = sys.stdout.encoding or "utf-8"
    print(line.encode(encoding, "backslashreplace").decode(encoding, "replace"))


def run_grade(args: argparse.Namespace) -> int:
    if not args.no_sandbox:
        require_bwrap()
    limits = Limits(memory=args.memory * 1_000_000)
    settings = Settings(args.cell_timeout, args.timeout, limits=limits, sandboxed=not args.no_sandbox, seed=args.seed)
    code = grade(args.submissions, args.out, settings, args.workers, args.reports, say, args.lms, args.assigned)
    if args.lms == "canvas":
        say(f"canvas.csv makes new assignments in Canvas; to fill the ones you made, export Canvas's gradebook "
            f"(Grades > Export), then: python -m blackjack.course canvas {args.out} --export <that file>")
    return code


def assignment_choice(text: str) -> tuple[str, str]:
    """``NOTEBOOK=ASSIGNMENT`` for ``canvas --assignment``: the notebook and the assignment's id (or name)."""
    notebook, _, assignment = text.partition("=")
    if not notebook.strip() or not assignment.strip():
        raise argparse.ArgumentTypeError(f"needs NOTEBOOK=ASSIGNMENT_ID, such as 03_dealer_turn=12345, not {text!r}")
    return notebook.strip(), assignment.strip()


def run_canvas(args: argparse.Namespace) -> int:
    from blackjack.course.grading.canvas import CanvasError, canvas_import

    try:
        return canvas_import(args.gradebook, args.export, args.out, args.map, args.assignment, say)
    except CanvasError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2


def parser() -> argparse.ArgumentParser:
    main = argparse.ArgumentParser(prog="python -m blackjack.course", description="The course's notebook tools.")
    commands = main.add_subparsers(dest="command", required=True)
    build = commands.add_parser("build", help="write exercises/NN_*.ipynb from solutions/NN_*.ipynb")
    build.add_argument("--check", action="store_true", help="write nothing; exit 1 if exercises/ is out of date")
    build.add_argument("--solutions", type=Path, default=SOLUTIONS)
    build.add_argument("--exercises", type=Path, default=EXERCISES)
    running = commands.add_parser("execute", help="run notebooks again in place (default: solutions/ and notebooks/)")
    running.add_argument("notebooks", type=Path, nargs="*")
    marking = commands.add_parser("grade", help="grade SUBMISSIONS/<student>/<NN_name>.ipynb into a CSV gradebook")
    marking.add_argument("submissions", type=Path)
    marking.add_argument("--out", type=Path, default=Path("gradebook.csv"),
                         help="the gradebook, outside SUBMISSIONS (default: gradebook.csv here); the class report "
                              "is written beside it")
    marking.add_argument("--cell-timeout", type=seconds, default=60, help="seconds for one cell (default 60)")
    marking.add_argument("--timeout", type=seconds, default=600, help="seconds for one notebook (default 600)")
    marking.add_argument("--workers", type=count, default=None, help="notebooks graded at once (default: every core)")
    marking.add_argument("--memory", type=count, default=2000, help="megabytes of memory per notebook (default 2000)")
    marking.add_argument("--reports", type=Path, default=None,
                         help="folder of HTML reports, made anew each time, outside SUBMISSIONS "
                              "(default: feedback/ beside --out)")
    marking.add_argument("--no-sandbox", action="store_true", help="run notebooks without bubblewrap (trusted ones only)")
    marking.add_argument("--lms", choices=LMS, default=None,
                         help="also write an import file for this learning management system beside --out")
    marking.add_argument("--assigned", type=notebooks, default=None, metavar="NOTEBOOKS",
                         help="the notebooks assigned, separated by commas (names or numbers: 03_dealer_turn,06 or "
                              "3,6): each student is shown against them, one not handed in counting 0, and "
                              "other notebooks are not graded (default: every notebook found in SUBMISSIONS)")
    marking.add_argument("--seed", type=int, default=None,
                         help="the seed that chooses the checks' inputs (default: a new one each run, in the gradebook)")
    filling = commands.add_parser("canvas", help="fill the gradebook exported from Canvas with GRADEBOOK's points, "
                                  "for Canvas's Grades > Import")
    filling.add_argument("gradebook", type=Path, help="the gradebook.csv that grade wrote")
    filling.add_argument("--export", type=Path, required=True,
                         help="the CSV file from Canvas's Grades > Export (never written over)")
    filling.add_argument("--out", type=Path, default=None,
                         help="the filled file to import (default: beside the export, EXPORT-filled.csv)")
    filling.add_argument("--map", type=Path, default=None,
                         help="a CSV file of lines folder,login for class folders not named by a Canvas student's "
                              "SIS Login ID, SIS User ID or ID (and lines notebook,assignment id)")
    filling.add_argument("--assignment", type=assignment_choice, action="append", default=[],
                         metavar="NOTEBOOK=ID", help="the Canvas assignment (its id, in its column's name: "
                         "'Dealer turn (12345)') for a notebook; again for each notebook (default: by name)")
    exporting = commands.add_parser("nbgrader", help="write the course as an nbgrader course into OUT")
    exporting.add_argument("out", type=Path)
    auditing = commands.add_parser("audit", help="prove the checks: the catalog of answers, and mutants of the references")
    auditing.add_argument("exercises", nargs="*", help="only these exercise ids (default: every exercise)")
    auditing.add_argument("--workers", type=count, default=None, help="processes at once (default: every core)")
    auditing.add_argument("--no-mutants", action="store_true", help="only the catalog of answers")
    return main


def run_audit(args: argparse.Namespace) -> int:
    from blackjack.course.audit.prove import audit
    from blackjack.course.exercises.index import BY_ID

    unknown = [id for id in args.exercises if id not in BY_ID]
    if unknown:
        print(f"error: no exercise {unknown[0]!r}; the exercises are {', '.join(BY_ID)}", file=sys.stderr)
        return 2
    return audit(set(args.exercises) or None, args.workers, not args.no_mutants)


def run_build(args: argparse.Namespace) -> int:
    built = plan(args.solutions, args.exercises)
    for warning in built.warnings:
        print(f"warning: {warning}", file=sys.stderr)
    if args.check:
        wrong = stale(built, args.exercises)
        for name in wrong:
            print(f"out of date: {args.exercises / name}")
        if wrong:
            print("Run: python -m blackjack.course build")
        return 1 if wrong else 0
    changed = write(built, args.exercises)
    print(f"{len(built.texts)} exercise notebooks, {len(changed)} written: {', '.join(changed) or 'none changed'}")
    removed = remove_extra(built, args.exercises)
    if removed:
        print(f"removed, having no solution notebook: {', '.join(removed)}")
    return 0


def run_execute(args: argparse.Namespace) -> int:
    from blackjack.course.notebook.execute import execute, failure  # nbformat's import alone takes 1.5 CPU-s

    paths = args.notebooks or sorted([*SOLUTIONS.glob("*.ipynb"), *NOTEBOOKS.glob("*.ipynb")])
    missing = [path for path in paths if not path.is_file()]
    if missing:
        print(f"error: no notebook at {missing[0]}", file=sys.stderr)
        return 2
    failed = 0
    for path in paths:
        print(f"running {path}", flush=True)
        try:
            execute(path)
        except Exception as error:  # a failing cell, a dead kernel, not a notebook: one line, no traceback
            print(f"error: {path}: {failure(error)}", file=sys.stderr)
            failed += 1
    return 1 if failed else 0


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        if args.command == "build":
            return run_build(args)
        if args.command == "execute":
            return run_execute(args)
        if args.command == "nbgrader":
            return run_nbgrader(args)
        if args.command == "audit":
            return run_audit(args)
        if args.command == "canvas":
            return run_canvas(args)
        return run_grade(args)
    except (BuildError, GradeError, NoSandbox) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
