"""Red team, round 3: attacks tried after the capability audit and ``exercises.holding``, by a student who has read
the package's source.

The audit offers each thing a checking process holds in place of an exercise's function, alone, through adapters
made from the signatures; an offer whose answer is a generator, or the opposite of the answer (a problem for a
good bet), earns nothing there.  A student composes: the last table of a library generator (``casino.tables``,
``table.others_draw``) is the whole answer of 003:4 and 004:3; ``table.winnings`` leaves 004:2 a sum; and
``betting.bet_problem``, which the notebook imports, is 6.1's ``parse_bet`` with a ``not``; ``prompts.refuse``,
withheld from 3.1 and 3.2 alone, retries 001:2.0's prompt.  The zygote clears
the uid's user and user-session keyrings after each notebook, but not its persistent keyring
(``KEYCTL_GET_PERSISTENT``), which outlives the sandbox and the grading run (three days by default): a key left
there reaches every later notebook of that uid.

An attack that still works is an ``xfail(strict=True)`` naming what it does; one that already fails is a plain
test.  All notebooks are graded in ONE class run on ONE worker (a module-scoped fixture), each attacker beside an
honest student of the same notebook.  Nothing here forks or allocates much; the probe that finds the attacker's
key invalidates it.
"""

from __future__ import annotations

import ctypes
import json

import pytest

from blackjack.course.exercises.index import BY_ID
from blackjack.course.paths import SOLUTIONS
from tests.course.grading.book import report_on
from tests.course.grading.hostile import CARDS, DEALER, HONEST_CH, PROMPTS, needs_bwrap, submitted, write_class
from tests.course.grading.test_wall_round2 import grade_in_turn, probed

pytestmark = [needs_bwrap, pytest.mark.slow]

BETTING, SIMULATION, MULTIPLAYER = "07_betting", "08_table_simulation", "09_multiplayer_table"


def solved_with(notebook: str, cells: dict[str, str]) -> str:
    """NOTEBOOK's solution, with the solution cells of CELLS (id: source) replaced."""
    text = json.loads((SOLUTIONS / f"{notebook}.ipynb").read_text())
    for cell in text["cells"]:
        cell["source"] = cells.get(cell.get("id"), cell["source"])
    return json.dumps(text)


# --- the last value of a library generator is the whole answer ----------------------------------------------
# casino.tables (the notebook imports casino) yields the table before the first round and after each round while
# anyone can bet: 003:4's loop, its stop and its refusals (check_arguments), all done.
TABLES = {"ce3ba130": (  # 003:4's solution cell
    "def simulate_table(seed, players, money, bet, rounds, split=False, hilo=False):\n"
    "    *_, last = every = tuple(casino.tables(seed, players, money, bet, rounds, split, hilo))\n"
    "    return TableResult(last.dealer, last.seats, tuple(map(casino.moneys, every)))\n")}
# table.others_draw yields the table after each card the dealer and the others take: its last is 004:3's answer;
# table.winnings is every seat's win against the dealer: 004:2 adds it to the stacks.
MULTIPLAYER_CELLS = {
    "06aedcc3": ("from blackjack.editions.table import others_draw\n"  # 004:3's solution cell
                 "def set_player_passes(table):\n"
                 "    *_, last = others_draw(table)\n"
                 "    return last\n"),
    "0e3e4306": ("from blackjack.editions.table import winnings\n"  # 004:2's solution cell
                 "def score_hands(table):\n"
                 "    stacks = list(table.chip_stacks)\n"
                 "    for seat, won in winnings(table):\n"
                 "        stacks[seat] += won\n"
                 "        stacks[DEALER] -= won\n"
                 "    return replace(table, chip_stacks=tuple(stacks))\n"),
}
# betting.bet_problem (imported by the notebook's first cell) says what is wrong with a bet: None for a good one.
BET_PROBLEM = {"9d0365f1": (  # 6.1's solution cell (parse_bet, and settle honest in its own cell)
    "def parse_bet(answer, wallet):\n"
    "    return None if bet_problem(answer, wallet) else int(answer.strip())\n")}

# prompts.refuse (withheld from 3.1 and 3.2, whose job it does) is given back to 001:2.0's process, as a library
# function withheld for the others: its retry loop, on a prompt that parses, is 001:2.0's prompt_and_parse.
REFUSE_LOOP = {"d67c3916": (  # 001:2.0's solution cell
    "from blackjack.editions.prompts import refuse\n"
    "def prompt_and_parse(question, parse, read=input, say=print):\n"
    "    ask = make_simple_prompt(read, say)\n"
    "    return refuse(lambda q: parse(ask(q)), None, NOT_UNDERSTOOD, say)(question)\n")}

# hand_value (which the notebook's first cell imports) under seed 002's rules is 002:A3's value: withheld there.
HAND_VALUE = {"15a5e1ef": (  # 002:A3's solution cell
    "from blackjack.core.rules import SEED_002\n"
    "def value(cards):\n"
    "    return hand_value(cards, SEED_002)\n")}

# --- a key in the uid's persistent keyring, which the zygote does not clear ---------------------------------
KEYCTL = "ctypes.CDLL(None).syscall(250, "  # x86_64's keyctl
PERSISTENT = KEYCTL + "22, -1, -2)"  # KEYCTL_GET_PERSISTENT of this uid, linked into the process keyring
LEAVE_KEYS = (
    "import ctypes\n"
    f"ctypes.CDLL(None).syscall(248, b'user', b'left_persistent', b'hello', 5, {PERSISTENT})  # add_key\n"
    "ctypes.CDLL(None).syscall(248, b'user', b'left_in_session', b'hello', 5, -3)  # to the session keyring\n"
) + HONEST_CH
PROBE_KEYS = (  # what a later student's process finds, said as its 2.1's exception
    "import ctypes\n"
    f"_found = [{KEYCTL}10, {PERSISTENT}, b'user', b'left_persistent', 0),  # KEYCTL_SEARCH\n"
    f"          {KEYCTL}10, -3, b'user', b'left_in_session', 0)]\n"
    "for _key in _found:\n"
    "    if _key >= 0:\n"
    f"        {KEYCTL}21, _key)  # KEYCTL_INVALIDATE: the machine is left as it was\n"
    "def check_hand(cards, rules=DEFAULT_RULES):\n"
    "    raise RuntimeError('PROBE[persistent=%s session=%s]' % tuple(key >= 0 for key in _found))\n")

CLASS = {  # graded in this order (by notebook, then by name), one after another by one worker
    "c1_hand_value": (CARDS, solved_with(CARDS, HAND_VALUE)), "c2_honest": (CARDS, solved_with(CARDS, {})),
    "d1_leave_key": (DEALER, submitted(DEALER, e2_1=LEAVE_KEYS)),
    "d2_probe": (DEALER, submitted(DEALER, e2_1=PROBE_KEYS)),
    "p1_refuse_loop": (PROMPTS, solved_with(PROMPTS, REFUSE_LOOP)), "p2_honest": (PROMPTS, solved_with(PROMPTS, {})),
    "b1_bet_problem": (BETTING, solved_with(BETTING, BET_PROBLEM)), "b2_honest": (BETTING, solved_with(BETTING, {})),
    "s1_tables": (SIMULATION, solved_with(SIMULATION, TABLES)), "s2_honest": (SIMULATION, solved_with(SIMULATION, {})),
    "t1_generators": (MULTIPLAYER, solved_with(MULTIPLAYER, MULTIPLAYER_CELLS)),
    "t2_honest": (MULTIPLAYER, solved_with(MULTIPLAYER, {})),
}
HONEST = {"c2_honest": CARDS, "p2_honest": PROMPTS, "b2_honest": BETTING, "s2_honest": SIMULATION, "t2_honest": MULTIPLAYER}


@pytest.fixture(scope="module")
def graded(tmp_path_factory):
    """The class graded in one run on one worker: the exit code, the gradebook's rows and the outputs' folder."""
    subs = tmp_path_factory.mktemp("round3") / "subs"
    write_class(subs, CLASS)
    ctypes.CDLL(None).syscall(250, 1, None)  # KEYCTL_JOIN_SESSION_KEYRING: a session of its own, as after a login
    return grade_in_turn(subs)


def earned(rows, student: str, notebook: str, exercise: str) -> int:
    return int(rows[student, notebook, exercise]["points"])


@pytest.mark.parametrize("student", sorted(HONEST))
def test_honest_students_keep_every_point(graded, student):
    notebook = HONEST[student]
    rows = graded[1]
    got = {e: earned(rows, student, notebook, e) for e in BY_ID if (student, notebook, e) in rows}
    assert got and all(points >= BY_ID[e].possible for e, points in got.items()), got


def assert_nothing_earned(rows, student: str, notebook: str, exercise: str, name: str) -> None:
    """STUDENT, whose NAME of EXERCISE is the attack, earned none of the points of the parts that need it."""
    row, honest = rows[student, notebook, exercise], earned(rows, next(s for s in HONEST if HONEST[s] == notebook),
                                                            notebook, exercise)
    attacked = sum(part.points for part in BY_ID[exercise].parts if name in part.needs)
    assert int(row["points"]) <= honest - attacked, f"{student} got {row['points']} for {exercise}: {row['note']}"


def test_the_tables_generator_earns_nothing_for_simulate_table(graded):
    """casino.tables, which the notebook imports, plays the whole table: withheld from 003:4 (answered_by)."""
    assert_nothing_earned(graded[1], "s1_tables", SIMULATION, "003:4", "simulate_table")


def test_the_last_of_others_draw_earns_nothing_for_set_player_passes(graded):
    """table.others_draw yields the tables of 004:3's turns, the last the answer: withheld from 004:3."""
    assert_nothing_earned(graded[1], "t1_generators", MULTIPLAYER, "004:3", "set_player_passes")


def test_winnings_added_up_earn_nothing_for_score_hands(graded):
    """table.winnings is every seat's win against the dealer, added to the stacks the answer: withheld from 004:2."""
    assert_nothing_earned(graded[1], "t1_generators", MULTIPLAYER, "004:2", "score_hands")


def test_bet_problem_negated_earns_nothing_for_parse_bet(graded):
    """betting.bet_problem is None exactly for a good bet (parse_bet is one line of it): withheld from 6.1."""
    assert_nothing_earned(graded[1], "b1_bet_problem", BETTING, "6.1", "parse_bet")


def test_hand_value_earns_nothing_for_value_and_its_import_is_noted(graded):
    """hand_value, imported by the notebook itself, is withheld from 002:A3's process; SEED_002, which the notebook
    does not import, is noted in the report."""
    assert_nothing_earned(graded[1], "c1_hand_value", CARDS, "002:A3", "value")
    said = report_on(graded[2] / "feedback" / "c1_hand_value.html", "002:A3")
    assert "imports SEED_002 from blackjack.core.rules, which the notebook's own cells do not import" in said, said


@pytest.mark.xfail(strict=True, reason="prompts.refuse, withheld from 3.1 and 3.2 but given back to 001:2.0's "
                   "process, retries a parsing prompt: one line of it earns 001:2.0's 5 points")
def test_refuse_earns_nothing_for_prompt_and_parse(graded):
    assert_nothing_earned(graded[1], "p1_refuse_loop", PROMPTS, "001:2.0", "prompt_and_parse")


def test_the_probe_reads_the_next_notebook_s_process(graded):
    assert probed(graded, "d2_probe")["persistent"] in ("True", "False")


def test_no_persistent_key_is_left_for_the_next_student(graded):
    """A key in the uid's persistent keyring (KEYCTL_GET_PERSISTENT): the zygote clears that keyring too."""
    assert probed(graded, "d2_probe")["persistent"] == "False"


def test_no_key_in_the_grader_s_session_keyring_is_left_for_the_next_student(graded):
    """The grader graded from a session with a keyring of its own (``pam_keyinit`` gives one to a login): the
    zygote joins a new session keyring of its own, and clears it after each notebook."""
    assert probed(graded, "d2_probe")["session"] == "False"
