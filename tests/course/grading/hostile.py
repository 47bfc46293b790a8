"""Hostile classes for the wall tests: solution notebooks with some solution cells replaced, graded in ONE class
run beside honest ones, and what the gradebook says of each.

An attacker's cells are given by exercise, as keywords: ``e2_1`` is 2.1, ``e001_3_2`` is 001:3.2, ``e002_A1`` is
002:A1.  The exercises an attacker leaves alone are honest and must keep their points.
"""

from __future__ import annotations

import base64
import json
import time
from pathlib import Path

import pytest

from blackjack.course.exercises.index import BY_ID
from blackjack.course.grading.sandbox import bwrap as sandbox
from blackjack.course.paths import SOLUTIONS
from tests.course.grading.book import graded_rows

needs_bwrap = pytest.mark.skipif(sandbox.bwrap() is None, reason="needs bubblewrap (apt-get install bubblewrap)")

CARDS, SHUFFLING, DEALER, PROMPTS = "01_cards_and_hands", "02_shuffling_and_dealing", "03_dealer_turn", "04_prompts"
CELL = {  # exercise: (notebook, id of its solution cell)
    "002:A1": (CARDS, "6dd51572"), "002:B5": (SHUFFLING, "7f614668"),
    "2.1": (DEALER, "0b7b1365"), "2.2": (DEALER, "ddfb2183"), "001:3.2": (DEALER, "fe920a87"),
    "3.1": (PROMPTS, "52294580"), "3.2": (PROMPTS, "a92d52a3"), "3.4": (PROMPTS, "ea2418b8"),
}
EXERCISES = {CARDS: ("002:A1", "002:A2", "002:A3", "002:A4", "004:deck"),
             SHUFFLING: ("1.1", "1.2", "1.3", "002:B1", "002:B2", "002:B3", "002:B4", "002:B5"),
             DEALER: ("2.1", "2.2", "001:3.2"),
             PROMPTS: ("3.1", "3.2", "3.3", "3.4", "3.5", "3.6", "001:2.0", "001:2.1")}
FULL = {e: BY_ID[e].possible for es in EXERCISES.values() for e in es}
SOLVED = {nb: json.loads((SOLUTIONS / f"{nb}.ipynb").read_text()) for nb in EXERCISES}

CH = "def check_hand(cards, rules=DEFAULT_RULES):\n"
HONEST_CH = CH + "    return Status.BUST if hand_value(cards, rules) > 21 else Status.OK\n"
DT = "def dealer_turn(game):\n"
DHT = "def dealer_hand_turn(cards, deck, rng, rules=SEED_001, say=print):\n"
SLIP = dict(e2_1=CH + "    return Status.OK\n")  # a wrong check_hand: 2.1 lost, the rest right


def exercise_of(key: str) -> str:
    """The exercise a cell's keyword names: e2_1 is 2.1, e001_3_2 is 001:3.2, e002_A1 is 002:A1."""
    first, *rest = key.removeprefix("e").split("_")
    return f"{first}:{'.'.join(rest)}" if len(first) == 3 else ".".join((first, *rest))


def submitted(notebook: str, **cells: str) -> str:
    """NOTEBOOK's solution with the solution cell of each exercise given replaced."""
    text = json.loads(json.dumps(SOLVED[notebook]))
    by_id = {CELL[exercise_of(k)][1]: v for k, v in cells.items()}
    for cell in text["cells"]:
        if cell.get("id") in by_id:
            cell["source"] = by_id[cell["id"]]
    return json.dumps(text)


def hidden(code: str) -> str:
    """CODE run through IPython at run time: no scanner sees it."""
    return f"import base64\nget_ipython().run_cell(base64.b64decode('{base64.b64encode(code.encode()).decode()}').decode())\n"


def write_class(subs: Path, notebooks: dict[str, tuple[str, str]]) -> None:
    """A class folder SUBS: a folder per student of NOTEBOOKS (student: (notebook, its text))."""
    for student, (notebook, text) in notebooks.items():
        (subs / student).mkdir(parents=True)
        (subs / student / f"{notebook}.ipynb").write_text(text)


def grade_class(subs: Path, total_seconds: float = 300, **options) -> tuple[int, dict, Path]:
    """SUBS graded in one run on two workers: the exit code, the gradebook's rows (``book.graded_rows``) and the
    folder of the gradebook and reports (beside SUBS)."""
    from blackjack.course.grading import remote
    from blackjack.course.grading.grade import grade

    out = subs.parent / "book" / "gradebook.csv"
    start = time.monotonic()
    try:
        code = grade(subs, out, remote.Settings(cell_seconds=8, total_seconds=total_seconds), workers=2,
                     say=lambda *a: None, **options)
    except sandbox.NoSandbox as error:  # e.g. a venv whose editable install points at another checkout
        pytest.skip(str(error))
    print(f"\ngraded {sum(1 for _ in subs.iterdir())} folders in {time.monotonic() - start:.0f} s")
    return code, graded_rows(out), out.parent


def points(rows, student: str, notebook: str) -> dict[str, int]:
    return {e: int(rows[student, notebook, e]["points"]) for e in EXERCISES[notebook]}


def full(notebook: str) -> dict[str, int]:
    return {e: FULL[e] for e in EXERCISES[notebook]}


def report(book: Path, student: str) -> str:
    return (book / "feedback" / f"{student}.html").read_text()


def assert_zero_beside_full(rows, student: str, notebook: str, cells: dict[str, str]) -> None:
    """STUDENT, who replaced CELLS of NOTEBOOK, got 0 and a note for each exercise attacked and full points for
    the others."""
    for exercise in EXERCISES[notebook]:
        assert_fair(rows, student, notebook, cells, exercise)


def assert_fair(rows, student: str, notebook: str, cells: dict[str, str], exercise: str) -> None:
    """STUDENT, who replaced CELLS of NOTEBOOK, got 0 and a note for EXERCISE if it is one of those, full points if
    not."""
    row = rows[student, notebook, exercise]
    got, note = int(row["points"]), f"{row['note']}\n{row.get('said', '')}"
    if exercise in {exercise_of(k) for k in cells}:
        assert got == 0 and row["note"], f"{student} got {got} for {exercise}: {note}"
    else:
        assert got == FULL[exercise], f"{student} lost the honest {exercise}: {note}"
