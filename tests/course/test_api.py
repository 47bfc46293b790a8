"""The checks students run: full points for the reference, clear reports for mistakes."""

from __future__ import annotations

import os
import pickle
import subprocess
import sys
import textwrap
import threading

import pytest

from blackjack.core.cards import FULL_DECK
from blackjack.core.rules import DEFAULT_RULES
from blackjack.course import check, scoreboard, scoring, use
from blackjack.course.engine import safety
from blackjack.course.engine.checking import Part, Problem, Search, observe_student, tried
from blackjack.course.engine.judging import judge
from blackjack.course.engine.safety import TimeLimit, Transcript, run_guarded
from blackjack.course.exercises.index import BY_ID, EXERCISES
from blackjack.course.exercises.index import reference as reference_function
from blackjack.course.scoring import Outcome, Session, outcome_of, run_check


@pytest.fixture(autouse=True)
def fresh_session(monkeypatch):
    """Every test starts with a kernel that has checked nothing."""
    monkeypatch.setattr(scoring, "SESSION", Session())


def notebook(code: str) -> dict:
    """Run CODE as a notebook cell would, in its own namespace."""
    namespace = {"__name__": "__main__"}
    exec(textwrap.dedent(code), namespace)
    return namespace


def report(capsys, id: str, *functions) -> str:
    assert check(id, *functions) is None
    return capsys.readouterr().out


def test_every_exercise_has_a_check():
    assert all(exercise.parts for exercise in BY_ID.values())


@pytest.fixture
def no_call_limit(monkeypatch):
    """Correctness, not speed: the time limit of a call (2 s) is lifted, so that a machine loaded by the whole
    suite cannot stop the reference in a slow call (3.5's trim_trailing_spaces once ran past it)."""
    monkeypatch.setattr(safety, "SECONDS", 60.0)


@pytest.mark.parametrize("exercise", EXERCISES, ids=lambda e: e.id)
def test_the_reference_gets_full_points(exercise, no_call_limit):
    outcome = run_check(exercise, tuple(reference_function(n) for n in exercise.names))
    assert (outcome.points, outcome.status) == (exercise.points, "passed"), outcome.text()


@pytest.mark.parametrize("exercise", EXERCISES, ids=lambda e: e.id)
def test_the_search_tries_a_passing_part_on_the_inputs_worked_out_in_advance(exercise, no_call_limit):
    """What lets ``judge`` pass a part on its plan without a search (and the grader send the inputs at once):
    a search that finds no difference tries exactly ``tried(part)``, in order."""
    for part in exercise.parts:
        references = {name: reference_function(name) for name in part.needs}
        seen = []

        def recording(part, student, args, reference):
            seen.append(pickle.dumps(args))
            return observe_student(part, student, args, reference)

        Search(part, references, references, recording).run()
        assert seen == [pickle.dumps(args) for args in tried(part)], part.label


@pytest.mark.parametrize("exercise", EXERCISES, ids=lambda e: e.id)
def test_stubs_are_not_attempted_and_get_0(exercise):
    def stub(*args, **kwargs):
        raise NotImplementedError(f"Exercise {exercise.id}: write this here.")

    outcome = run_check(exercise, (stub,) * len(exercise.names))
    assert (outcome.points, outcome.status) == (0, "not attempted"), outcome.text()


DEALER = """
from blackjack.editions.classic import hit_dealer
from blackjack.core.hands import Status, hand_value

def dealer_turn(game):
    while hand_value(game.dealer) < {stop}:
        game = hit_dealer(game)
    return (Status.BUST if hand_value(game.dealer) > 21 else Status.OK), game
"""


def test_a_dealer_that_stops_at_15_gets_0_and_a_counterexample(capsys):
    out = report(capsys, "2.2", notebook(DEALER.format(stop=15))["dealer_turn"])
    assert out.startswith("Exercise 2.2 — the dealer's turn: 0/15 points, and 0/5 for the course's extension\n")
    assert "Your result differs from the reference for:" in out
    assert "    expected dealer:" in out and "    yours dealer:" in out
    assert "Traceback" not in out


def test_the_seeds_dealer_gets_the_seeds_points_and_the_tables_rules_the_extension(capsys):
    out = report(capsys, "2.2", notebook(DEALER.format(stop=17))["dealer_turn"])
    assert out.startswith("Exercise 2.2 — the dealer's turn: 15/15 points, and 0/5 for the course's extension\n")
    by_the_rules = DEALER.format(stop=17).replace("hand_value(game.dealer) < 17", "dealer_draws(game.dealer, game.rules)")
    by_the_rules = by_the_rules.replace("import Status, hand_value", "import Status, dealer_draws, hand_value")
    by_the_rules = by_the_rules.replace("hand_value(game.dealer) > 21", "hand_value(game.dealer, game.rules) > 21")
    out = report(capsys, "2.2", notebook(by_the_rules)["dealer_turn"])
    assert out.startswith("Exercise 2.2 — the dealer's turn: 15/15 points, and 5/5 for the course's extension\n")


def test_reports_are_deterministic(capsys):
    wrong = notebook(DEALER.format(stop=15))["dealer_turn"]
    assert report(capsys, "2.2", wrong) == report(capsys, "2.2", wrong)


def test_a_stub_is_not_attempted(capsys):
    stub = notebook('def dealer_turn(game):\n    raise NotImplementedError("Exercise 2.2: write dealer_turn here.")')
    out = report(capsys, "2.2", stub["dealer_turn"])
    assert out.startswith("Exercise 2.2 — the dealer's turn: not attempted yet, 0/15 points, and 0/5 for the course's extension\n")


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


def test_a_multi_part_check_gives_points_per_part(capsys):
    code = notebook("""
        from blackjack.core.decks import draw
        def hit_hand(cards, deck, rng, say=print):
            top, rest = draw(deck, rng, say)
            return (*cards, top), rest
    """)
    out = report(capsys, "1.2", code["hit_hand"], reference_function("deal"))
    assert out.splitlines()[:2] == ["Exercise 1.2 — hitting a hand, dealing two cards: 5/10 points", "  ✗ hit_hand: 0/5"]
    assert "  ✓ deal: 5/5" in out


def test_a_fresh_deck_shuffled_another_way_loses_points(capsys):
    """The prose says "Use exactly these two" (shuffle and random_indexes): one seed, everyone's deck."""
    code = notebook("""
        from blackjack.core.cards import FULL_DECK
        def fresh_deck(rng):
            cards = list(FULL_DECK)
            rng.shuffle(cards)
            return tuple(cards)
    """)
    out = report(capsys, "1.1", code["fresh_deck"], reference_function("draw"))
    assert "✗ fresh_deck: 0/5" in out and "the deck, as shuffle(random_indexes(rng), FULL_DECK) gives it" in out


def test_a_fresh_deck_from_the_given_shuffle_as_a_list_passes(capsys):
    code = notebook("""
        from blackjack.core.cards import FULL_DECK
        from blackjack.core.decks import random_indexes, shuffle
        def fresh_deck(rng):
            return list(shuffle(random_indexes(rng), FULL_DECK))
    """)
    assert "✓ fresh_deck: 5/5" in report(capsys, "1.1", code["fresh_deck"], reference_function("draw"))


def test_a_property_that_always_holds_is_caught(capsys):
    out = report(capsys, "002:B5", notebook("def prop_size_shuffle(randoms, deck):\n    return True")["prop_size_shuffle"])
    assert "0/5 points" in out and "shuffle = 'a shuffle that" in out


def test_a_property_using_the_global_shuffle_passes(capsys):
    code = notebook("""
        from blackjack.editions.bank import shuffle_fractions
        def prop_size_shuffle(randoms, deck):
            return len(shuffle_fractions(randoms, deck)) == len(deck)
    """)
    assert "5/5 points" in report(capsys, "002:B5", code["prop_size_shuffle"])
    assert code["shuffle_fractions"] is reference_function("shuffle_fractions")


CHECK_HAND = """
from blackjack.core.hands import Status, hand_value
def check_hand(cards, rules):
    return Status.BUST if hand_value(cards, rules) > {limit} else Status.OK
def dealer_turn(game):
    from blackjack.editions.classic import hit_dealer
    from blackjack.core.hands import dealer_draws
    while dealer_draws(game.dealer):
        game = hit_dealer(game)
    return check_hand(game.dealer), game
"""


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


def test_scoreboard_shows_points_so_far(capsys):
    scoreboard()
    assert capsys.readouterr().out.startswith("No exercise has been checked in this kernel yet")
    check("2.1", reference_function("check_hand"))
    capsys.readouterr()
    scoreboard()
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "Scoreboard — 03_dealer_turn" and out[1].split()[-2:] == ["seed", "extension"]
    assert out[2].split()[0] == "2.1" and out[2].split()[-2:] == ["5/5", "5/5"]
    assert out[3].split()[-2:] == ["–/15", "–/5"] and out[-1].split() == ["total", "5/35", "5/15"]


def test_scoreboard_keeps_the_seeds_points_and_the_extensions_apart(capsys):
    """A dealer that stops at 17 whatever the rules: the seed's 15 points, none of the extension's 5."""
    check("2.2", notebook(DEALER.format(stop=17))["dealer_turn"])
    capsys.readouterr()
    scoreboard("03_dealer_turn")
    out = capsys.readouterr().out.splitlines()
    assert out[3].split()[-2:] == ["15/15", "0/5"] and out[-1].split() == ["total", "15/35", "0/15"]


def test_scoreboard_marks_extra_credit(capsys):
    scoreboard("04_prompts")
    out = capsys.readouterr().out
    assert "extra credit" in out and out.splitlines()[-1].split() == ["extra", "credit", "0/45"]  # 5+15+5+5+15
    assert "extension" not in out  # no exercise of notebook 4 has one


def test_an_exercise_without_an_extension_leaves_its_column_empty(capsys):
    scoreboard("07_betting")
    rows = capsys.readouterr().out.splitlines()
    assert rows[-2].split()[-3:] == ["–/5", "extra", "credit"]
    assert rows[-2].index("extra credit") == rows[2].index("extra credit")  # 6.3 has no extension: its column is empty
    assert rows[-1].split() == ["extra", "credit", "0/25", "0/15"]


SHUFFLE_THAT_EATS_ITS_INPUT = """
from blackjack.editions.bank import shuffle_fractions as reference
def shuffle_fractions(randoms, deck):
    randoms.pop(0)
    return reference([0.5, *randoms], deck)
"""


def test_a_function_that_changes_its_inputs_changes_nothing_for_later_checks(capsys):
    out = report(capsys, "002:B4", notebook(SHUFFLE_THAT_EATS_ITS_INPUT)["shuffle_fractions"])
    assert "The check itself failed" not in out
    assert "Exercise 002:B4 — shuffle with numbers from 0 to 1: 10/10 points" in report(
        capsys, "002:B4", reference_function("shuffle_fractions"))


THAWS_ITS_CARDS = """
from blackjack.core.cards import Rank
from blackjack.core.hands import Status, hand_value
def check_hand(cards, rules):
    status = Status.BUST if hand_value(cards, rules) > 21 else Status.OK
    for card in cards:  # right, then it turns its aces into kings behind the frozen dataclass's back
        if card.rank is Rank.ACE:
            object.__setattr__(card, "rank", Rank.KING)
    object.__setattr__(rules, "dealer_stands_at", 12)
    object.__setattr__(rules.wording, "player_bust", "changed")
    return status
"""


def test_a_right_answer_that_changes_its_frozen_inputs_keeps_its_points_and_changes_nothing_else(capsys):
    """Red-team round 8: the cards and rules a check passes are still copies (made directly, for speed)."""
    assert "5/5 points, and 5/5 for the course's extension" in report(capsys, "2.1",
                                                                        notebook(THAWS_ITS_CARDS)["check_hand"])
    assert "15/15 points, and 5/5 for the course's extension" in report(capsys, "2.2", reference_function("dealer_turn"))
    assert str(FULL_DECK[0]) == "A♣" and DEFAULT_RULES.dealer_stands_at == 17


@pytest.mark.parametrize("rules", ["SEED_004", "SimpleNamespace(name=after.rules.name)"])
def test_a_turn_that_changes_the_game_s_rules_loses_its_points(capsys, rules):
    """Red-team rounds 8 and 9: the checks of a turn compared the game's cards but not its rules, then only
    the name of whatever stood for them."""
    code = notebook(f"""
        from dataclasses import replace
        from types import SimpleNamespace
        from blackjack.core.rules import SEED_004
        from blackjack.editions.classic import dealer_turn as reference
        def dealer_turn(game):
            status, after = reference(game)
            return status, replace(after, rules={rules})
    """)
    out = report(capsys, "2.2", code["dealer_turn"])
    assert "0/15 points, and 0/5" in out and "yours rules:    " in out


def test_a_counterexample_shows_the_inputs_as_they_were_before_the_call(capsys):
    code = notebook("def check_hand(cards, rules):\n    cards.clear()\n    return None")
    check_hand = code["check_hand"]
    part = Part("check_hand", ("check_hand",), "check_hand(cards, rules)", ("cards", "rules"),
                lambda f, t, cards, rules: f.check_hand(cards, rules), examples=(([1, 2], "seed000"),))
    problem = judge(part, {"check_hand": check_hand}, {"check_hand": lambda cards, rules: len(cards)})
    assert "    cards = [1, 2]" in problem.lines


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


def test_a_name_passes_only_when_every_part_that_needs_it_passed():
    parts = [Part(label, ("move", "turn"), "", (), lambda f, t: None) for label in ("move", "turn")]
    outcome = outcome_of(BY_ID["001:3.1"], [(parts[0], None), (parts[1], Problem(["  wrong"]))], [])
    assert isinstance(outcome, Outcome) and outcome.passed == ()
    assert outcome_of(BY_ID["001:3.1"], [(parts[0], None), (parts[1], None)], []).passed == ("move", "turn")


def test_a_check_without_the_id_first_says_how_to_call_it(capsys):
    dealer_turn = notebook("def dealer_turn(game):\n    return None")["dealer_turn"]
    expected = 'check needs the exercise id first, in quotes: check("2.2", dealer_turn).\n'
    assert report(capsys, dealer_turn) == expected
    assert report(capsys, ["2.2"], dealer_turn) == expected
    assert report(capsys, 2.2) == expected


def test_use_of_an_unknown_name_suggests_the_close_one(capsys):
    with pytest.raises(NameError, match='use\\("dealer_trun"\\): .*did you mean "dealer_turn"\\?'):
        use("dealer_trun")
    assert capsys.readouterr().out == ""


def test_the_property_check_leaves_the_notebook_s_names_as_they_were(capsys):
    code = notebook("import blackjack.editions.bank\ndef prop_size_shuffle(randoms, deck):\n"
                    "    return len(blackjack.editions.bank.shuffle_fractions(randoms, deck)) == len(deck)")
    report(capsys, "002:B5", code["prop_size_shuffle"])
    assert "shuffle_fractions" not in code


WRONG_DEALER_REPORT = f"""
from blackjack.course import check
namespace = {{"__name__": "__main__"}}
exec({DEALER.format(stop=15)!r}, namespace)
check("2.2", namespace["dealer_turn"])
"""


def test_a_report_is_the_same_under_any_hash_seed():
    def run(seed: str) -> str:
        env = {**os.environ, "PYTHONHASHSEED": seed}
        done = subprocess.run([sys.executable, "-c", WRONG_DEALER_REPORT], capture_output=True, text=True, env=env,
                              check=True)
        return done.stdout

    first = run("1")
    assert "Your result differs from the reference for:" in first
    assert first == run("2")


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
