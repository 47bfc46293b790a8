"""The course as an nbgrader course: generate, submit, autograde, export; the same points as our grader."""

from __future__ import annotations

import csv
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from blackjack.course.__main__ import main
from blackjack.course.grading.sandbox.bwrap import bwrap
from blackjack.course.paths import EXERCISES, SOLUTIONS

NOTEBOOK = "03_dealer_turn"
NBGRADER = shutil.which("nbgrader", path=str(Path(sys.executable).parent))
pytestmark = pytest.mark.skipif(NBGRADER is None or bwrap() is None, reason="needs nbgrader and bubblewrap")
WRONG_CHECK_HAND = ("def check_hand(cards, rules=DEFAULT_RULES):\n"
                    "    return Status.BUST if hand_value(cards, rules) > 20 else Status.OK")


def nbgrader(course: Path, *args: str) -> str:
    """What nbgrader ARGS said in COURSE (it must succeed)."""
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"}
    done = subprocess.run([NBGRADER, *args], cwd=course, env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout + done.stderr


def sources(notebook: dict) -> dict[str, str]:
    """Each cell's source, by cell id."""
    return {c["id"]: "".join(c["source"]) for c in notebook["cells"]}


def answers() -> dict[str, str]:
    """The solution notebook's solution cells, by cell id."""
    solved = json.loads((SOLUTIONS / f"{NOTEBOOK}.ipynb").read_text())
    return {c["id"]: "".join(c["source"]) for c in solved["cells"] if "### BEGIN SOLUTION" in "".join(c["source"])}


def submission(release: dict, changes: dict[str, str | None]) -> dict:
    """The released notebook with every solution cell answered, except CHANGES (None: left as released)."""
    notebook = json.loads(json.dumps(release))
    solved = answers()
    for cell in notebook["cells"]:
        key = cell.get("metadata", {}).get("nbgrader", {}).get("grade_id")
        if key in solved:
            answer = changes.get(key, solved[key])
            cell["source"] = "".join(cell["source"]) if answer is None else answer
    return notebook


STUDENTS = {"alice": {}, "bob": {"0b7b1365": WRONG_CHECK_HAND}, "carol": {"fe920a87": None}}


def test_the_first_assignment_suggested_has_exercises(tmp_path, capsys):
    assert main(["nbgrader", str(tmp_path / "course")]) == 0
    assert capsys.readouterr().out.splitlines()[-1].endswith("nbgrader generate_assignment 01_cards_and_hands")


def test_nbgrader_gives_the_points_our_grader_gives(tmp_path):
    course = tmp_path / "course"
    assert main(["nbgrader", str(course)]) == 0
    assert sorted(p.name for p in (course / "source").iterdir()) == sorted(p.stem for p in SOLUTIONS.glob("0*.ipynb"))
    said = nbgrader(course, "generate_assignment", NOTEBOOK, "--force")
    assert "WARNING" not in said, said
    release = json.loads((course / "release" / NOTEBOOK / f"{NOTEBOOK}.ipynb").read_text())
    assert "### BEGIN SOLUTION" not in json.dumps(release)
    stubs = {c["id"] for c in release["cells"] if c["metadata"]["nbgrader"]["solution"]}
    course_stubs = sources(json.loads((EXERCISES / f"{NOTEBOOK}.ipynb").read_text()))
    assert stubs and {id: sources(release)[id] for id in stubs} == {id: course_stubs[id] for id in stubs}
    for student, changes in STUDENTS.items():
        text = json.dumps(submission(release, changes))
        for folder in (course / "submitted" / student / NOTEBOOK, tmp_path / "ours" / student):
            folder.mkdir(parents=True)
            (folder / f"{NOTEBOOK}.ipynb").write_text(text)
    nbgrader(course, "autograde", NOTEBOOK, "--force")  # which adds each student to nbgrader's database
    nbgrader(course, "export")
    with open(course / "grades.csv", newline="") as file:
        theirs = {row["student_id"]: float(row["raw_score"]) for row in csv.DictReader(file)}
    out = tmp_path / "ours.csv"
    main(["grade", str(tmp_path / "ours"), "--out", str(out), "--workers", "2"])
    ours: dict[str, float] = {}
    with open(out, newline="") as file:
        for row in csv.DictReader(file):
            ours[row["student"]] = ours.get(row["student"], 0) + float(row["points"])
    assert theirs == ours
    assert ours["alice"] > ours["bob"] > 0 and ours["alice"] > ours["carol"] > 0
