"""``use`` and the earlier functions a check relies on: yours once it passed, the reference until then."""

import pytest

from blackjack.course import check, use
from blackjack.course.exercises.index import reference as reference_function
from tests.course.api.cells import CHECK_HAND, notebook, report


def test_a_check_uses_the_reference_for_an_earlier_function_that_failed(capsys):
    cell = notebook(CHECK_HAND.format(limit=20))
    assert "0/5 points" in report(capsys, "2.1", cell["check_hand"])
    out = report(capsys, "2.2", cell["dealer_turn"])
    assert out.splitlines()[:3] == [
        "Exercise 2.2 — the dealer's turn: 15/15 points, and 0/5 for the course's extension",
        "  Using the reference check_hand (yours has not passed 2.1 in this kernel).",
        "  ✓ dealer_turn: 15/15",
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


def test_use_of_an_unknown_name_suggests_the_close_one(capsys):
    with pytest.raises(NameError, match='use\\("dealer_trun"\\): .*did you mean "dealer_turn"\\?'):
        use("dealer_trun")
    assert capsys.readouterr().out == ""
