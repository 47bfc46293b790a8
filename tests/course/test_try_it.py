"""``try_it``: an example run with the student's functions and with the reference's, side by side."""

import pytest

from blackjack.core.cards import hand
from blackjack.course import api, scoring, try_it, whose
from blackjack.course.scoring import Session

VALUE_WRONG = "def value(cards):\n    return 0"
GAME_OVER = "def game_over(cards):\n    return value(cards) > 21"


@pytest.fixture(autouse=True)
def fresh_session(monkeypatch):
    monkeypatch.setattr(scoring, "SESSION", Session())


def notebook(*sources: str) -> dict:
    """A namespace like a notebook's, with the cells SOURCES run in it."""
    namespace = {"__name__": "__main__", "hand": hand}
    for source in sources:
        exec(source, namespace)
    return namespace


def shown(namespace: dict, example: str) -> str:
    lines: list[str] = []
    try_it(eval(f"lambda: {example}", namespace), say=lines.append)
    return "\n".join(lines)


def test_the_same_answer_is_shown_once():
    namespace = notebook("def value(cards):\n    return 16")
    assert shown(namespace, 'value(hand("A♠ 5♦"))') == "yours:     16\nreference: the same"


def test_a_different_answer_is_shown_beside_the_reference():
    namespace = notebook(VALUE_WRONG)
    assert shown(namespace, 'value(hand("A♠ A♦ 9♣"))') == "yours:     0\nreference: 11"


def test_an_exception_is_shown_as_raised_never_as_a_traceback():
    namespace = notebook("def value(cards):\n    raise ValueError('no aces, please')")
    assert shown(namespace, 'value(hand("A♠ 5♦"))') == "yours:     raised ValueError: no aces, please\nreference: 16"


def test_a_stub_shows_the_reference_alone_with_a_note():
    namespace = notebook('def value(cards):\n    raise NotImplementedError("Exercise 002:A3: write value here.")')
    assert shown(namespace, 'value(hand("A♠ 5♦"))') == (
        "Your value is not written yet, so here is what the reference gives.\nreference: 16")


def test_what_an_example_prints_is_shown_with_its_value():
    namespace = notebook("def bust_check(who, win, hand, rules=None, say=print):\n    say('busted')\n    return True")
    assert shown(namespace, 'bust_check("You", "The house wins.", hand("10♠ 2♥ Q♦ 2♣"))') == (
        "yours:\n  busted\n  True\nreference:\n  You busted! 10♠ 2♥ Q♦ 2♣ (24) The house wins.\n  True")


def test_a_function_of_the_exercise_being_tried_stays_yours():
    namespace = notebook(VALUE_WRONG, GAME_OVER)
    assert shown(namespace, 'game_over(hand("K♥ Q♥ 5♣"))') == "yours:     False\nreference: True"


def test_an_earlier_function_that_failed_its_check_is_the_reference_as_in_check():
    namespace = notebook(VALUE_WRONG, GAME_OVER)
    scoring.SESSION.points["002:A3"] = 0  # value was checked, and did not pass
    assert shown(namespace, 'game_over(hand("K♥ Q♥ 5♣"))') == (
        "Using the reference value (yours has not passed 002:A3 in this kernel).\nyours:     True\nreference: the same")
    assert namespace["value"].__module__ == "__main__"  # given back afterwards


def test_the_notebook_gets_its_own_functions_back_even_when_the_reference_fails(monkeypatch):
    namespace = notebook(VALUE_WRONG)
    mine = namespace["value"]
    monkeypatch.setattr(api, "reference", lambda name: lambda *args: 1 / 0)
    assert shown(namespace, 'value(hand("A♠"))') == "yours:     0\nreference: raised ZeroDivisionError: division by zero"
    assert namespace["value"] is mine


def test_a_variable_named_like_a_graded_function_is_left_alone():
    namespace = notebook("deal = len")  # not a function called deal: not the student's deal
    assert shown(namespace, 'deal("abc")') == "yours:     3\nreference: the same"


def test_whose_says_whose_function_a_plot_shows():
    namespace = notebook(VALUE_WRONG)
    assert whose(namespace["value"], "dealer") == "your dealer"
    assert whose(api.reference("dealer_turn"), "dealer") == "the reference dealer"


def test_an_endless_loop_is_stopped_with_one_line_and_the_reference_still_shown():
    """A beginner's loop that never ends stops after a check's time limit, not with a frozen kernel."""
    namespace = notebook("def value(cards):\n    total = 0\n    while total < 21:\n        total = 0\n    return total")
    assert shown(namespace, 'value(hand("A♠ A♦ 9♣"))') == (
        "yours:     stopped: no answer within 2 seconds (an endless loop?)\nreference: 11")


def test_a_value_too_large_to_lay_out_is_shortened_to_one_line():
    """A million values (or a few, shared a million times, or 100 MB of bytes) are not laid out one per line, nor
    forever."""
    namespace = notebook("def value(cards):\n    nested = ()\n    for _ in range(64):\n        nested = (nested, nested)\n"
                         "    return nested", "def game_over(cards):\n    return [False] * 10**6")
    text = shown(namespace, 'value(hand("A♠ K♦"))')
    assert text.startswith("yours:     ((((...), (...)), ((...), (...))),") and "(shortened: too large to show whole)" in text
    assert shown(namespace, 'game_over(hand("A♠ K♦"))').splitlines() == [
        "yours:     [False, False, False, False, False, False, ...]  (shortened: too large to show whole)",
        "reference: False"]
    bytes_shown = shown(namespace, "bytearray(10**8)").splitlines()
    assert len(bytes_shown) == 2 and len(bytes_shown[0]) < 400 and bytes_shown[1] == "reference: the same"


@pytest.mark.parametrize("source, said", [
    ("class Answer:\n    def __repr__(self):\n        while True:\n            pass", "an answer that takes more than 2 seconds to show"),
    ("class Answer:\n    def __repr__(self):\n        raise SystemExit('bye')", "an answer that cannot be shown (showing it raised an exception)"),
], ids=["repr_loops", "repr_exits"])
def test_an_answer_that_cannot_be_shown_is_said_in_one_line(source, said):
    """Showing your answer runs your value's own code too (its __repr__): it gets the same limit, and whatever it
    raises is one line, never a frozen cell or a traceback."""
    namespace = notebook(source, "def value(cards):\n    return Answer()")
    assert shown(namespace, 'value(hand("A♠ 5♦"))') == f"yours:     {said}\nreference: 16"


def test_an_exit_and_an_int_too_long_to_write_are_shown_in_one_line():
    namespace = notebook("def value(cards):\n    raise SystemExit(3)", "def game_over(cards):\n    return 10 ** 100000")
    assert shown(namespace, 'value(hand("A♠ 5♦"))') == "yours:     raised SystemExit: 3\nreference: 16"
    assert shown(namespace, 'game_over(hand("A♠ 5♦"))') == (
        "yours:     <an int of about 100000 digits>  (shortened: too large to show whole)\nreference: False")
