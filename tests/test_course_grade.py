"""Grading a folder of submitted notebooks, safely, into a CSV gradebook."""

from __future__ import annotations

import csv
import json

import pytest

from blackjack.course.__main__ import main

IMPORTS = "from blackjack.course import check\nfrom blackjack.core.hands import Status, hand_value"
CHECK_HAND = "def check_hand(cards, rules):\n    return Status.BUST if hand_value(cards, rules) > {limit} else Status.OK"
CHECK = 'check("2.1", check_hand)'


def notebook(*sources: str) -> str:
    cells = [{"cell_type": "code", "execution_count": None, "id": f"c{i}", "metadata": {}, "outputs": [],
              "source": source} for i, source in enumerate(sources)]
    return json.dumps({"cells": cells, "metadata": {}, "nbformat": 4, "nbformat_minor": 5})


RECORD = '{"exercise": "2.1", "own": true, "points": 5, "possible": 5, "status": "passed"}'
FORGE = f"""import os, sys
path = os.environ.get("BLACKJACK_COURSE_RESULTS") or sys.stdin.readline().strip()
open(path, "a").write({RECORD!r} + "\\n")"""

STUDENTS = {
    "alice": notebook(IMPORTS, CHECK_HAND.format(limit=21), CHECK),
    "bob": notebook(IMPORTS, CHECK_HAND.format(limit=20), CHECK),
    "carol": notebook(IMPORTS, "while True:\n    pass", CHECK_HAND.format(limit=21), CHECK),
    "dave": notebook(IMPORTS, CHECK_HAND.format(limit=21), CHECK, "import os\nos._exit(1)", 'check("2.2", len)'),
    "erin": notebook(IMPORTS, "import sys\nsys.exit()", CHECK_HAND.format(limit=21), CHECK),
    "frank": notebook(IMPORTS, CHECK_HAND.format(limit=21), CHECK, "while True:\n    print('x' * 1000)"),
    "gina": '{"cells": [',
    "hank": notebook(IMPORTS, "from blackjack.core.hands import check_hand", CHECK),
    "ivan": notebook(IMPORTS, FORGE, CHECK_HAND.format(limit=20), CHECK),
    "kate": notebook("%matplotlib inline\n" + IMPORTS, CHECK_HAND.format(limit=21), CHECK),
    "judy": notebook(IMPORTS, "import blackjack.core.hands\ndef check_hand(cards, rules):\n"
                              "    return blackjack.core.hands.check_hand(cards, rules)", CHECK),
}


@pytest.fixture(scope="module")
def graded(tmp_path_factory):
    root = tmp_path_factory.mktemp("grading")
    for student, text in STUDENTS.items():
        (root / "submissions" / student).mkdir(parents=True)
        (root / "submissions" / student / "03_dealer_turn.ipynb").write_text(text)
    (root / "submissions" / "alice" / "essay.txt").write_text("not a notebook")
    out = root / "book" / "gradebook.csv"
    code = main(["grade", str(root / "submissions"), "--out", str(out), "--cell-timeout", "2", "--timeout", "60"])
    with open(out, newline="") as file:
        rows = {(r["student"], r["exercise"]): r for r in csv.DictReader(file)}
    return code, rows


def test_every_exercise_of_every_notebook_gets_a_row(graded):
    _, rows = graded
    assert len(rows) == 3 * len(STUDENTS)
    assert rows["alice", "2.2"] == {"student": "alice", "notebook": "03_dealer_turn", "exercise": "2.2",
                                    "points": "0", "possible": "15", "extra_credit": "", "note": "not checked"}


@pytest.mark.parametrize("student, points", [
    ("alice", "5"), ("bob", "0"), ("carol", "5"), ("dave", "5"), ("erin", "5"), ("frank", "5"), ("gina", "0"),
    ("hank", "0"), ("ivan", "0"), ("judy", "0"), ("kate", "5"),
])
def test_points_survive_loops_exits_crashes_and_floods(graded, student, points):
    assert graded[1][student, "2.1"]["points"] == points


def test_notes_say_what_happened(graded):
    rows = graded[1]
    assert rows["dave", "2.1"]["note"] == "stopped with exit code 1"
    assert rows["frank", "2.1"]["note"] == "stopped: too much output"
    assert rows["gina", "2.1"]["note"] == "unreadable: JSONDecodeError"
    assert rows["hank", "2.1"]["note"] == "checked the package's own function, not yours"
    assert rows["judy", "2.1"]["note"] == "checked the package's own function, not yours"


def test_an_unreadable_notebook_makes_the_exit_code_nonzero(graded):
    assert graded[0] == 1


def test_a_missing_folder_is_a_clear_error(tmp_path, capsys):
    out = tmp_path / "gradebook.csv"
    assert main(["grade", str(tmp_path / "nowhere"), "--out", str(out)]) == 2
    assert "no such folder of submissions" in capsys.readouterr().err
    assert not out.exists()


def test_a_folder_without_notebooks_is_a_clear_error(tmp_path, capsys):
    (tmp_path / "alice").mkdir()
    (tmp_path / "alice" / "notes.txt").write_text("hello")
    assert main(["grade", str(tmp_path), "--out", str(tmp_path / "gradebook.csv")]) == 2
    assert "no course notebooks found" in capsys.readouterr().err
    assert list(tmp_path.glob("*.csv")) == []


def test_a_folder_as_the_gradebook_is_refused_before_grading(tmp_path, capsys):
    (tmp_path / "subs" / "alice").mkdir(parents=True)
    (tmp_path / "subs" / "alice" / "03_dealer_turn.ipynb").write_text(STUDENTS["alice"])
    assert main(["grade", str(tmp_path / "subs"), "--out", str(tmp_path)]) == 2
    assert "is a folder; give --out a file name" in capsys.readouterr().err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["subs"]


@pytest.mark.parametrize("option", ["--cell-timeout", "--timeout"])
@pytest.mark.parametrize("value", ["0", "-3", "soon"])
def test_a_time_limit_must_be_positive(tmp_path, capsys, option, value):
    with pytest.raises(SystemExit) as stop:
        main(["grade", str(tmp_path), option, value])
    assert stop.value.code == 2
    assert f"argument {option}: needs a positive number of seconds, not '{value}'" in capsys.readouterr().err
