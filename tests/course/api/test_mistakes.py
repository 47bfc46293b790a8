"""A student's mistakes in calling a check or in answering it: one line each, never a traceback."""

import threading

import pytest

from blackjack.course.engine import safety
from blackjack.course.engine.safety import TimeLimit, Transcript, run_guarded
from blackjack.course.exercises.index import reference as reference_function
from tests.course.api.cells import notebook, report


@pytest.mark.parametrize(
    "body, problem",
    [
        ("return 1 // 0", "It raised ZeroDivisionError: integer division or modulo by zero, for:"),
        ("return 'ok', game", "Wrong type of result: a tuple (a Status, a Game) was expected, not a tuple (a str, a Game)"),
        ("return None", "Wrong type of result: a tuple (a Status, a Game) was expected"),
        ("while True:\n        pass", "An endless loop? No answer within 0.25 seconds for:"),
        ("while True:\n        print('spam')", "A print flood: far too much output for:"),
        ("import sys\n    sys.exit(3)", "It called sys.exit(3), which would stop the program, for:"),
        ("return input('Card?')", "It raised RuntimeError: input() cannot be answered during a check;"),
    ],
)
def test_mistakes_are_reported_in_one_line(capsys, monkeypatch, body, problem):
    monkeypatch.setattr(safety, "SECONDS", 0.25)  # the time limit is read at each call, and said as it is
    out = report(capsys, "2.2", notebook(f"def dealer_turn(game):\n    {body}")["dealer_turn"])
    lines = out.splitlines()
    assert lines[:2] == ["Exercise 2.2 — the dealer's turn: 0/15 points, and 0/5 for the course's extension", "  ✗ dealer_turn: 0/15"]
    assert lines[2].strip().startswith(problem)
    assert "Traceback" not in out and "spam" not in out


def test_a_wrong_call_is_explained(capsys):
    assert "needs 2 function(s): hit_hand, deal; it was given 1" in report(capsys, "1.2", len)
    assert "dealer_turn should be a function, but it is int 5" in report(capsys, "2.2", 5)
    assert report(capsys, "9.9").startswith("There is no exercise '9.9'.")


def test_a_check_without_the_id_first_says_how_to_call_it(capsys):
    dealer_turn = notebook("def dealer_turn(game):\n    return None")["dealer_turn"]
    expected = 'check needs the exercise id first, in quotes: check("2.2", dealer_turn).\n'
    assert report(capsys, dealer_turn) == expected
    assert report(capsys, ["2.2"], dealer_turn) == expected
    assert report(capsys, 2.2) == expected


class Weird:
    """A value whose == raises."""

    def __eq__(self, other):
        raise ValueError("no comparing")

    __hash__ = None


class Slow:
    """A value whose == never ends."""

    def __eq__(self, other):
        while True:
            pass


@pytest.mark.parametrize("value, problem", [
    ("numpy.array([1, 2])", "Wrong type of result: a Status was expected, not a ndarray, for:"),
    ("Weird()", "Wrong type of result: a Status was expected, not a Weird, for:"),
    ("Slow()", "Wrong type of result: a Status was expected, not a Slow, for:"),
])
def test_a_result_that_cannot_be_compared_is_the_student_s_problem(capsys, monkeypatch, value, problem):
    monkeypatch.setattr(safety, "SECONDS", 0.25)
    code = notebook(f"import numpy\ndef check_hand(cards, rules):\n    return {value}")
    code.update(Weird=Weird, Slow=Slow)
    lines = report(capsys, "2.1", code["check_hand"]).splitlines()
    assert lines[0].startswith("Exercise 2.1 — the status of a hand: 0/5 points")
    assert problem in [line.strip() for line in lines]


@pytest.mark.parametrize("value, problem", [
    ("Weird()", "Your result cannot be compared with the reference's (ValueError: no comparing), for:"),
    ("Slow()", "Comparing your result with the reference's took more than 0.25 seconds, for:"),
])
def test_a_result_of_the_right_shape_that_cannot_be_compared_is_the_student_s_problem(capsys, monkeypatch, value,
                                                                                     problem):
    monkeypatch.setattr(safety, "SECONDS", 0.25)
    code = notebook(f"def deal(deck, rng, say=print):\n    return ({value}, {value}), deck[2:]")
    code.update(Weird=Weird, Slow=Slow)
    out = report(capsys, "1.2", reference_function("hit_hand"), code["deal"])
    assert f"    {problem}" in out.splitlines() and "The check itself failed" not in out


def test_the_time_limit_also_works_off_the_main_thread():
    caught, stop = [], threading.Event()

    def endless() -> None:
        while not stop.is_set():
            pass

    def worker() -> None:
        try:
            run_guarded(endless, Transcript(), seconds=0.2)
        except TimeLimit:
            caught.append("time limit")

    thread = threading.Thread(target=worker)
    thread.start()
    thread.join(5)
    stop.set()
    assert caught == ["time limit"]
