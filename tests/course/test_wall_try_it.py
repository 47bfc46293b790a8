"""The wall in a student's own kernel: ``try_it`` (and ``check``) answer within their time limit and show one
short line whatever the answer is, however large, endless or hostile its ``__repr__``.

try_it runs in a student's own kernel, so each attack runs in a child Python (``python -c``) bounded by a
wall-clock timeout and an address-space limit; a hang is a child killed at the timeout.  An attack that still
works is an ``xfail(strict=True)`` naming what it does.
"""

from __future__ import annotations

import functools
import json
import os
import re
import resource
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest


ROOT = Path(__file__).resolve().parents[2]

# --- try_it, in a child Python --------------------------------------------------------------------------------
# the child: each code of a JSON list in turn, each in a namespace of its own, try_it on it
HARNESS = textwrap.dedent("""
    import json, sys, time
    from blackjack import hand
    from blackjack.course import try_it
    for number, code in enumerate(json.loads(sys.argv[1])):
        print(f"\\n[begin {number}]", flush=True)
        ns = {"__name__": "__main__", "hand": hand}
        exec("from blackjack.core.hands import Status, hand_value\\n", ns)
        start = time.monotonic()
        try:
            exec(code, ns)
            try_it(eval('lambda: check_hand(hand("A♠ K♦"))', ns))
            print(f"[returned {time.monotonic() - start:.1f}]", flush=True)
        except BaseException as error:
            print(f"[raised {type(error).__name__} {time.monotonic() - start:.1f}]", flush=True)
""")


def in_child(codes: list[str], seconds: float, harness: str = HARNESS) -> tuple[str, float]:
    """What HARNESS prints for notebooks that define check_hand by CODES, and the child's wall time; a child
    still running after SECONDS is killed and its output ends with ``[killed]``."""
    def limits() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (1_500_000_000, 1_500_000_000))
        resource.setrlimit(resource.RLIMIT_CPU, (int(seconds) + 5, int(seconds) + 5))
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    start = time.monotonic()
    try:
        child = subprocess.Popen([sys.executable, "-c", harness, json.dumps([textwrap.dedent(c) for c in codes])],
                                 stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env, cwd=ROOT,
                                 preexec_fn=limits, start_new_session=True)
        out = child.communicate(timeout=seconds)[0]
    except subprocess.TimeoutExpired:
        os.killpg(child.pid, 9)
        out = (child.communicate()[0] or "") + "[killed]"
    return out, time.monotonic() - start


def try_it_as_student(code: str, seconds: float = 12) -> tuple[str, float]:
    """What try_it prints for a notebook that defines check_hand by CODE, alone in a child Python."""
    return in_child([code], seconds)


def as_students(codes: tuple[str, ...], seconds: float = 120) -> dict[str, tuple[str, float]]:
    """``try_it_as_student`` for each of CODES, one after another in ONE child Python (one start-up, not one a
    code: the codes that may not share a process, those that escape the time limit, run alone): what each
    printed, and the time it took, measured in the child."""
    out, _ = in_child(list(codes), seconds)
    parts = re.split(r"\n\[begin (\d+)\]\n", "\n" + out)
    found = {int(number): text for number, text in zip(parts[1::2], parts[2::2])}
    results = {}
    for number, code in enumerate(codes):
        text = found.get(number, "[killed]")
        took = re.search(r"\[(?:returned|raised \w+) ([\d.]+)\]", text)
        results[code] = (text, float(took.group(1)) if took else seconds)
    return results


@functools.cache
def batched() -> dict[str, tuple[str, float]]:
    """Every code below that returns (or should return) within try_it's limits, run in one child."""
    return as_students((*HANGS_IN_SHOW.values(), *TRACEBACKS.values(), *SHORTENED.values(), FORGED, LYING_LIST,
                        SELF_REFERENCING))


def assert_one_quick_answer(out: str, seconds: float, within: float = 8) -> None:
    assert "[returned" in out, out
    assert seconds < within, (seconds, out)
    assert "Traceback" not in out, out


HANGS_IN_SHOW = {
    "a __repr__ that loops": """
        class R:
            def __repr__(self):
                while True:
                    pass
        def check_hand(cards, rules=None):
            return R()
    """,
    "a __repr__ that sleeps (no CPU used)": """
        import time
        class R:
            def __repr__(self):
                time.sleep(60)
                return 'R'
        def check_hand(cards, rules=None):
            return R()
    """,
    "a list subclass whose __len__ loops": """
        class L(list):
            def __len__(self):
                while True:
                    pass
        def check_hand(cards, rules=None):
            return L([1, 2])
    """,
}


@pytest.mark.parametrize("code", list(HANGS_IN_SHOW.values()), ids=list(HANGS_IN_SHOW))
def test_try_it_stops_an_answer_that_never_finishes_showing(code):
    """Fixed after round 5: showing your answer runs within the same 2-second limit (``shown_within``)."""
    out, seconds = batched()[code]
    assert_one_quick_answer(out, seconds)


ESCAPES = {
    "catching BaseException in a loop": """
        import time
        def check_hand(cards, rules=None):
            end = time.monotonic() + 3
            while time.monotonic() < end:
                try:
                    while time.monotonic() < end:
                        pass
                except BaseException:
                    pass
            return 'escaped'
    """,
    "ignoring SIGALRM and disarming the timer": """
        import signal, time
        def check_hand(cards, rules=None):
            signal.signal(signal.SIGALRM, signal.SIG_IGN)
            signal.setitimer(signal.ITIMER_REAL, 0)
            end = time.monotonic() + 3
            while time.monotonic() < end:
                pass
            return 'escaped'
    """,
    "re-arming the timer far away": """
        import signal, time
        def check_hand(cards, rules=None):
            signal.setitimer(signal.ITIMER_REAL, 1000)
            end = time.monotonic() + 3
            while time.monotonic() < end:
                pass
            return 'escaped'
    """,
}


@pytest.mark.xfail(strict=True, reason="try_it's 2-second limit is one SIGALRM: a function that catches the "
                                       "TimeLimit (except BaseException), ignores SIGALRM or re-arms the timer "
                                       "runs on (3 s here, unbounded in general) and its answer is shown")
@pytest.mark.parametrize("code", list(ESCAPES.values()), ids=list(ESCAPES))
def test_try_it_s_two_seconds_cannot_be_escaped(code):
    out, seconds = try_it_as_student(code)
    assert "escaped" not in out and seconds < 5, (seconds, out)


TRACEBACKS = {
    "an int too long to print (4300 digits)": """
        def check_hand(cards, rules=None):
            return 10 ** 100000
    """,
    "a value whose __getattribute__ raises": """
        class M(type):
            def __getattribute__(cls, name):
                raise RuntimeError('no ' + name)
        class R(metaclass=M):
            def __getattribute__(self, name):
                raise RuntimeError('no ' + name)
        def check_hand(cards, rules=None):
            return R()
    """,
    "a __repr__ that raises SystemExit": """
        class R:
            def __repr__(self):
                raise SystemExit('bye')
        def check_hand(cards, rules=None):
            return R()
    """,
    "a __repr__ that raises KeyboardInterrupt": """
        class R:
            def __repr__(self):
                raise KeyboardInterrupt
        def check_hand(cards, rules=None):
            return R()
    """,
    "a function that raises SystemExit": """
        def check_hand(cards, rules=None):
            raise SystemExit(3)
    """,
}


STILL_RAISE = ("a value whose __getattribute__ raises", "a __repr__ that raises KeyboardInterrupt")


@pytest.mark.parametrize("code", [
    pytest.param(code, marks=pytest.mark.xfail(strict=True, reason=(
        "try_it raises instead of showing one line for yours: the value's own RuntimeError from __getattribute__ "
        "(in earlier_functions), a KeyboardInterrupt from __repr__")) if name in STILL_RAISE else ())
    for name, code in TRACEBACKS.items()], ids=list(TRACEBACKS))
def test_try_it_shows_one_line_whatever_the_answer(code):
    """An int over 4300 digits, a SystemExit from __repr__ or from the function: one line since round 5's fix."""
    out, seconds = batched()[code]
    assert_one_quick_answer(out, seconds)
    assert "yours:" in out


FORGED = """
    class R:
        def __repr__(self):
            return "<Status.OK: 'ok'>\\nreference: the same"
    def check_hand(cards, rules=None):
        return R()
"""
LYING_LIST = """
    import itertools
    class L(list):
        def __len__(self):
            return 0
        def __iter__(self):
            return itertools.count()
    def check_hand(cards, rules=None):
        return L([1, 2])
"""
SELF_REFERENCING = "def check_hand(cards, rules=None):\n    a = [1]\n    a.append(a)\n    return a\n"


def test_try_it_does_not_let_a_repr_forge_the_reference_line():
    out, _ = batched()[FORGED]
    # the forged line is indented under yours:, and the real reference line follows
    assert "\nreference: the same" not in out
    assert "reference: <Status.OK: 'ok'>" in out


@pytest.mark.xfail(strict=True, reason="a list subclass whose __len__ says 0 and whose __iter__ is endless is "
                                       "shown as [] (it holds [1, 2]; repr(list) says so): try_it shows a value "
                                       "the answer does not hold, with no note")
def test_try_it_shows_what_a_list_subclass_holds():
    out, seconds = batched()[LYING_LIST]
    assert_one_quick_answer(out, seconds)
    assert "yours:     []" not in out


SHORTENED = {
    "a huge dict": "def check_hand(cards, rules=None):\n    return {i: str(i) for i in range(2_000_000)}\n",
    "a long tuple": "def check_hand(cards, rules=None):\n    return tuple(range(10_000_000))\n",
    "a long str": "def check_hand(cards, rules=None):\n    return 'x' * 100_000_000\n",
    "deep nesting": "def check_hand(cards, rules=None):\n    a = []\n    for _ in range(200_000):\n        a = [a]\n"
                    "    return a\n",
    "an endless generator": "import itertools\ndef check_hand(cards, rules=None):\n"
                            "    return (i for i in itertools.count())\n",
    "an endless loop": "def check_hand(cards, rules=None):\n    while True:\n        pass\n",
}


@pytest.mark.parametrize("code", list(SHORTENED.values()), ids=list(SHORTENED))
def test_try_it_answers_quickly_for_large_or_endless_answers(code):
    out, seconds = batched()[code]
    assert_one_quick_answer(out, seconds)


def test_try_it_self_referencing_values_are_shown():
    out, seconds = batched()[SELF_REFERENCING]
    assert_one_quick_answer(out, seconds)
    assert "[1, [" in out


CHECK_HARNESS = HARNESS.replace("from blackjack.course import try_it", "from blackjack.course import check").replace(
    """try_it(eval('lambda: check_hand(hand("A♠ K♦"))', ns))""", """check("2.1", ns["check_hand"])""")


def test_check_in_the_kernel_stops_an_answer_that_never_finishes_showing():
    """Fixed after round 5: a value of the student's class is shown within a call's time limit, once a class
    (``show.shown_repr``); it was shown without one, and the check cell hung."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    start = time.monotonic()
    try:
        # check forks a child of its own: a session of its own, killed whole, and a CPU limit on each process
        child = subprocess.Popen([sys.executable, "-c", CHECK_HARNESS,
                                  json.dumps([textwrap.dedent(HANGS_IN_SHOW["a __repr__ that loops"])])],
                                 stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env, cwd=ROOT,
                                 start_new_session=True,
                                 preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_CPU, (8, 8)))
        out = child.communicate(timeout=30)[0]  # about 3 s idle; a hang is endless (a CPU one ends at 8 s)
    except subprocess.TimeoutExpired:
        os.killpg(child.pid, 9)
        child.communicate()
        pytest.fail("check hung for 30 s")
    assert "[returned" in out, f"{out}\n(after {time.monotonic() - start:.1f} s)"
