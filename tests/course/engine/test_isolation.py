"""The check stays in control: nothing a student's function does survives its check."""

import os
import random
import signal
import sys
import textwrap

import pytest

from blackjack.course import api, check, scoring


def cell(code: str) -> dict:
    """Run CODE as a notebook cell would and give back its names."""
    namespace = {"__name__": "__main__"}
    exec(textwrap.dedent(code), namespace)
    return namespace


MISCHIEF = """
import os, random, signal, sys
from blackjack.core.hands import Status, hand_value
def check_hand(cards, rules=None):
    os.chdir("/")
    os.environ["BLACKJACK_MISCHIEF"] = "1"
    sys.setrecursionlimit(500)
    random.seed(0)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    sys.stdout = open(os.devnull, "w")
    return Status.BUST if hand_value(cards) > 21 else Status.OK
"""


def test_nothing_the_student_s_code_changes_survives_the_check(capsys):
    before = (os.getcwd(), sys.getrecursionlimit(), random.getstate(), signal.getsignal(signal.SIGINT), sys.stdout)
    check("2.1", cell(MISCHIEF)["check_hand"])
    after = (os.getcwd(), sys.getrecursionlimit(), random.getstate(), signal.getsignal(signal.SIGINT), sys.stdout)
    assert after == before and "BLACKJACK_MISCHIEF" not in os.environ
    assert capsys.readouterr().out.startswith("Exercise 2.1 — the status of a hand: 5/5 points")


def test_a_loop_inside_a_bare_except_is_stopped_by_the_hard_limit(capsys, monkeypatch):
    monkeypatch.setattr(api, "CHECK_SECONDS", 3)
    stubborn = cell("""
    def check_hand(cards, rules=None):
        while True:
            try:
                pass
            except:
                pass
    """)["check_hand"]
    check("2.1", stubborn)
    out = capsys.readouterr().out
    assert out.startswith("Exercise 2.1 — the status of a hand: 0/5 points")
    assert "stopped after 3 seconds" in out and "Traceback" not in out


def test_an_interrupted_check_says_so_in_one_line(capsys, monkeypatch):
    def interrupted(*_):
        raise KeyboardInterrupt
    monkeypatch.setattr(api, "in_child", interrupted)
    check("2.1", cell("def check_hand(cards, rules=None):\n    return None")["check_hand"])
    assert capsys.readouterr().out == (
        "Exercise 2.1: the check was interrupted, so no points were recorded; run the cell again.\n")


@pytest.mark.parametrize("code, said", [
    ("def check_hand():\n    return None", "Your check_hand takes 0 parameters (), but the check passes 1: cards, for:"),
    ("def check_hand(a, b, c):\n    return None", "Your check_hand takes 3 parameters (a, b, c), but the check passes 2: cards, rules, for:"),
])
def test_a_wrong_number_of_parameters_is_named(capsys, code, said):
    check("2.1", cell(code)["check_hand"])
    assert said in [line.strip() for line in capsys.readouterr().out.splitlines()]


def test_use_says_once_which_function_it_hands_back(capsys, monkeypatch):
    monkeypatch.setattr(scoring, "SESSION", scoring.Session())
    stub = cell("def check_hand(cards, rules=None):\n    raise NotImplementedError")["check_hand"]
    first, second = api.use("check_hand", stub), api.use("check_hand", stub)
    assert first is second and first.__module__ == "blackjack.core.hands"
    assert capsys.readouterr().out == "Using the reference check_hand.\n"
