"""The checks students run: full points for the reference, clear reports for mistakes."""

from __future__ import annotations

import json
import textwrap
import threading

import pytest

from blackjack.course import api, check, scoreboard, use
from blackjack.course.api import Session, run_check
from blackjack.course.exercises import BY_ID, EXERCISES
from blackjack.course.safety import TimeLimit, Transcript, run_guarded
from blackjack.course.specs import SPECS, reference_function


@pytest.fixture(autouse=True)
def fresh_session(monkeypatch):
    """Every test starts with a kernel that has checked nothing."""
    monkeypatch.setattr(api, "SESSION", Session())
    monkeypatch.delenv(api.RESULTS_ENV, raising=False)


def notebook(code: str) -> dict:
    """Run CODE as a notebook cell would, in its own namespace."""
    namespace = {"__name__": "__main__"}
    exec(textwrap.dedent(code), namespace)
    return namespace


def report(capsys, id: str, *functions) -> str:
    assert check(id, *functions) is None
    return capsys.readouterr().out


def test_every_exercise_has_a_check():
    assert set(SPECS) == set(BY_ID)


@pytest.mark.parametrize("exercise", EXERCISES, ids=lambda e: e.id)
def test_the_reference_gets_full_points(exercise):
    outcome = run_check(exercise, tuple(reference_function(n) for n in exercise.names))
    assert (outcome.points, outcome.status) == (exercise.points, "passed"), outcome.text()


@pytest.mark.parametrize("exercise", EXERCISES, ids=lambda e: e.id)
def test_stubs_are_not_attempted_and_get_0(exercise):
    def stub(*args, **kwargs):
        raise NotImplementedError(f"Exercise {exercise.id}: write this here.")

    outcome = run_check(exercise, (stub,) * len(exercise.names))
    assert (outcome.points, outcome.status) == (0, "not attempted"), outcome.text()


DEALER = """
from blackjack.game import hit_dealer
from blackjack.hands import Status, hand_value

def dealer_turn(game):
    while hand_value(game.dealer) < {stop}:
        game = hit_dealer(game)
    return (Status.BUST if hand_value(game.dealer) > 21 else Status.OK), game
"""


def test_a_dealer_that_stops_at_15_gets_0_and_a_counterexample(capsys):
    out = report(capsys, "2.2", notebook(DEALER.format(stop=15))["dealer_turn"])
    assert out.startswith("Exercise 2.2 — the dealer's turn: 0/15 points\n")
    assert "Your result differs from the reference for:" in out
    assert "    expected dealer:" in out and "    yours dealer:" in out
    assert "Traceback" not in out


def test_a_correct_dealer_of_the_notebook_gets_full_points(capsys):
    out = report(capsys, "2.2", notebook(DEALER.format(stop=17))["dealer_turn"])
    assert out == "Exercise 2.2 — the dealer's turn: 15/15 points\n"


def test_reports_are_deterministic(capsys):
    wrong = notebook(DEALER.format(stop=15))["dealer_turn"]
    assert report(capsys, "2.2", wrong) == report(capsys, "2.2", wrong)


def test_a_stub_is_not_attempted(capsys):
    stub = notebook('def dealer_turn(game):\n    raise NotImplementedError("Exercise 2.2: write dealer_turn here.")')
    out = report(capsys, "2.2", stub["dealer_turn"])
    assert out == "Exercise 2.2 — the dealer's turn: not attempted yet, 0/15 points\n"


@pytest.mark.parametrize(
    "body, problem",
    [
        ("return 1 // 0", "It raised ZeroDivisionError: integer division or modulo by zero, for:"),
        ("return 'ok', game", "Wrong type of result: a tuple (a Status, a Game) was expected, not a tuple (a str, a Game)"),
        ("return None", "Wrong type of result: a tuple (a Status, a Game) was expected"),
        ("while True:\n        pass", "An endless loop? No answer within 2 seconds for:"),
        ("while True:\n        print('spam')", "A print flood: far too much output for:"),
        ("import sys\n    sys.exit(3)", "It called sys.exit(3), which would stop the program, for:"),
        ("return input('Card?')", "It raised RuntimeError: input() cannot be answered during a check;"),
    ],
)
def test_mistakes_are_reported_in_one_line(capsys, body, problem):
    out = report(capsys, "2.2", notebook(f"def dealer_turn(game):\n    {body}")["dealer_turn"])
    lines = out.splitlines()
    assert lines[0] == "Exercise 2.2 — the dealer's turn: 0/15 points"
    assert lines[1].strip().startswith(problem)
    assert "Traceback" not in out and "spam" not in out


def test_a_wrong_call_is_explained(capsys):
    assert "needs 2 function(s): hit_hand, deal; it was given 1" in report(capsys, "1.2", len)
    assert "dealer_turn should be a function, but it is int 5" in report(capsys, "2.2", 5)
    assert report(capsys, "9.9").startswith("There is no exercise '9.9'.")


def test_a_multi_part_check_gives_points_per_part(capsys):
    code = notebook("""
        from blackjack.decks import draw
        def hit_hand(cards, deck, rng, say=print):
            top, rest = draw(deck, rng, say)
            return (*cards, top), rest
    """)
    out = report(capsys, "1.2", code["hit_hand"], reference_function("deal"))
    assert out.splitlines()[:2] == ["Exercise 1.2 — hitting a hand, dealing two cards: 5/10 points", "  ✗ hit_hand: 0/5"]
    assert "  ✓ deal: 5/5" in out


def test_a_lenient_fresh_deck_passes(capsys):
    code = notebook("""
        from blackjack.cards import FULL_DECK
        def fresh_deck(rng):
            cards = list(FULL_DECK)
            rng.shuffle(cards)
            return tuple(cards)
    """)
    out = report(capsys, "1.1", code["fresh_deck"], reference_function("draw"))
    assert "✓ fresh_deck: 5/5" in out


def test_a_property_that_always_holds_is_caught(capsys):
    out = report(capsys, "002:B5", notebook("def prop_size_shuffle(randoms, deck):\n    return True")["prop_size_shuffle"])
    assert "0/5 points" in out and "shuffle = 'a shuffle that" in out


def test_a_property_using_the_global_shuffle_passes(capsys):
    code = notebook("""
        from blackjack.decks import shuffle_fractions
        def prop_size_shuffle(randoms, deck):
            return len(shuffle_fractions(randoms, deck)) == len(deck)
    """)
    assert "5/5 points" in report(capsys, "002:B5", code["prop_size_shuffle"])
    assert code["shuffle_fractions"] is reference_function("shuffle_fractions")


CHECK_HAND = """
from blackjack.hands import Status, hand_value
def check_hand(cards, rules):
    return Status.BUST if hand_value(cards, rules) > {limit} else Status.OK
def dealer_turn(game):
    from blackjack.game import hit_dealer
    from blackjack.hands import dealer_draws
    while dealer_draws(game.dealer):
        game = hit_dealer(game)
    return check_hand(game.dealer), game
"""


def test_a_check_uses_the_reference_for_an_earlier_function_that_failed(capsys):
    cell = notebook(CHECK_HAND.format(limit=20))
    assert "0/5 points" in report(capsys, "2.1", cell["check_hand"])
    out = report(capsys, "2.2", cell["dealer_turn"])
    assert out.splitlines() == [
        "Exercise 2.2 — the dealer's turn: 15/15 points",
        "  Using the reference check_hand (yours has not passed 2.1 in this kernel).",
    ]
    assert cell["check_hand"].__module__ == "__main__"


def test_a_check_uses_an_earlier_function_that_passed(capsys):
    cell = notebook(CHECK_HAND.format(limit=21))
    report(capsys, "2.1", cell["check_hand"])
    assert "  Using your check_hand (it passed 2.1)." in report(capsys, "2.2", cell["dealer_turn"])


def test_use_gives_the_reference_until_yours_passes(capsys):
    cell = notebook(CHECK_HAND.format(limit=21))
    assert use("check_hand", cell["check_hand"]) is reference_function("check_hand")
    assert capsys.readouterr().out == "Using the reference check_hand.\n"
    check("2.1", cell["check_hand"])
    capsys.readouterr()
    assert use("check_hand", cell["check_hand"]) is cell["check_hand"]
    assert capsys.readouterr().out == "Using your check_hand (it passed 2.1).\n"


def test_scoreboard_shows_points_so_far(capsys):
    scoreboard()
    assert capsys.readouterr().out.startswith("No exercise has been checked in this kernel yet")
    check("2.1", reference_function("check_hand"))
    capsys.readouterr()
    scoreboard()
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "Scoreboard — 03_dealer_turn"
    assert out[2].split()[0] == "2.1" and out[2].endswith("5/5")
    assert out[3].endswith("–/15") and out[-1].split() == ["total", "5/35"]


def test_scoreboard_marks_extra_credit(capsys):
    scoreboard("04_prompts")
    out = capsys.readouterr().out
    assert "extra credit" in out and out.splitlines()[-1].split() == ["extra", "credit", "0/40"]


def test_checks_record_results_for_the_grader(tmp_path, monkeypatch, capsys):
    results = tmp_path / "results.jsonl"
    monkeypatch.setenv(api.RESULTS_ENV, str(results))
    check("2.1", notebook(CHECK_HAND.format(limit=21))["check_hand"])
    check("2.1", reference_function("check_hand"))
    records = [json.loads(line) for line in results.read_text().splitlines()]
    assert records == [
        {"exercise": "2.1", "own": True, "points": 5, "possible": 5, "status": "passed"},
        {"exercise": "2.1", "own": False, "points": 5, "possible": 5, "status": "passed"},
    ]


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
