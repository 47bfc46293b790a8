"""Every solution notebook, graded in the sandbox, gets every point: no check needs, inside the sandbox, a
reference that the sandbox of its own exercise does not have (``stripped``)."""

from __future__ import annotations

import csv
import shutil

import pytest

from blackjack.course.grading.grade import grade
from blackjack.course.grading.remote import Settings
from blackjack.course.grading.sandbox import bwrap
from blackjack.course.paths import SOLUTIONS

pytestmark = pytest.mark.skipif(bwrap.bwrap() is None, reason="needs bubblewrap (apt-get install bubblewrap)")


def test_every_solution_notebook_gets_every_point_in_the_sandbox(tmp_path):
    for notebook in sorted(SOLUTIONS.glob("0[1-9]_*.ipynb")):
        (tmp_path / "class" / notebook.stem).mkdir(parents=True)
        shutil.copy(notebook, tmp_path / "class" / notebook.stem)
    settings = Settings(cell_seconds=60, total_seconds=600, limits=bwrap.Limits(processes=32))
    assert grade(tmp_path / "class", tmp_path / "book.csv", settings, workers=2, say=lambda _: None) == 0
    with open(tmp_path / "book.csv", newline="") as book:
        lost = [(row["notebook"], row["exercise"], row["note"]) for row in csv.DictReader(book)
                if row["points"] != row["possible"]]
    assert not lost
