"""The sandbox holds no reference: a notebook that reaches for the answer, by any road, gets nothing.

Every hostile student starts from solutions/03_dealer_turn.ipynb and replaces one or two solution cells (2.1
check_hand, 2.2 dealer_turn, 001:3.2 dealer_hand_turn) with a way to the reference: imported, through a given
function's globals, read from the package's source or its cached bytecode, found by the garbage collector, taken
from the course's catalog or the solutions, or a table of the inputs the notebook's own check uses.  All are graded
in ONE class run (a module-scoped fixture).  Nothing here forks or allocates much.
"""

from __future__ import annotations

import importlib.util
import py_compile
from pathlib import Path

import pytest

from tests.course.grading.hostile import (DEALER, DHT, DT, EXERCISES, assert_fair, assert_zero_beside_full, full,
                                          grade_class, hidden, needs_bwrap, points, submitted, write_class)

pytestmark = [needs_bwrap, pytest.mark.slow]


def lookup_table() -> str:
    """2.2 answered from a table of the inputs the shipped check uses at home (recorded with the reference)."""
    from dataclasses import replace

    from blackjack.course import check
    from blackjack.editions import classic

    table = {}

    def spy(game):
        heard = []
        status, after = classic.dealer_turn(replace(game, say=heard.append))
        key = repr((game.player, game.dealer, game.deck, game.discard, game.rules.name))
        table[key] = (status.name, *(" ".join(map(str, h)) for h in (after.dealer, after.deck, after.discard)),
                      tuple(heard))
        return status, after

    check("2.2", spy)
    return (f"TABLE = {table!r}\n" + DT
            + "    key = repr((game.player, game.dealer, game.deck, game.discard, game.rules.name))\n"
            + "    status, dealer, deck, discard, heard = TABLE[key]\n    for line in heard:\n        game.say(line)\n"
            + "    return Status[status], replace(game, dealer=hand(dealer), deck=hand(deck), discard=hand(discard))\n")


CLASSIC_FROM_FILE = ("import importlib.util, sys, blackjack.editions.classic as C\n"
                     "spec = importlib.util.spec_from_file_location('my_classic', C.__file__)\n"
                     "M = importlib.util.module_from_spec(spec); sys.modules['my_classic'] = M\n"
                     "spec.loader.exec_module(M)\n" + DT + "    return M.dealer_turn(game)\n")
HAND_AND_DECK_AST = ("import ast, blackjack.editions.hand_and_deck as H\nSRC = open(H.__file__).read()\n"
                     "NODE = next(n for n in ast.parse(SRC).body if getattr(n, 'name', '') == 'dealer_hand_turn')\n"
                     "NS = dict(vars(H)); exec(ast.get_source_segment(SRC, NODE), NS)\ndealer_hand_turn = NS['dealer_hand_turn']\n")
GC_SCAN = ("import gc\nFOUND = [o for o in gc.get_objects() if type(o).__name__ == 'function' and o.__name__ == 'dealer_turn'\n"
           "         and 'classic' in o.__code__.co_filename]\n" + DT
           + "    for f in FOUND:\n        try:\n            return f(game)\n        except LookupError:\n            pass\n"
           + "    raise LookupError('none')\n")
RECORD = ("from blackjack.course.exercises.index import BY_ID\n"
          "dealer_hand_turn = BY_ID['001:3.2'].reference[0]\n")
CATALOG_22 = ("from blackjack.course.audit.catalog.nb03 import ANSWERS\n"
              "exec(next(a.code for a in ANSWERS if a.exercise == '2.2' and a.right and not a.seed_only))\n")
CATALOG_32 = hidden("from blackjack.course.audit.catalog.nb03 import ANSWERS\n"
                    "get_ipython().run_cell(next(a.code for a in ANSWERS if a.exercise == '001:3.2' and a.right "
                    "and not a.seed_only))\n")
SOLUTIONS_RUN = ("import json, pkgutil\nNB = pkgutil.get_data('blackjack', '../solutions/03_dealer_turn.ipynb')\n"
                 "for c in json.loads(NB)['cells']:\n    s = ''.join(c['source'])\n    if s.startswith('def dealer_turn('):\n"
                 "        get_ipython().run_cell(s)\n")
IMPORT_32 = "from blackjack.editions.hand_and_deck import dealer_hand_turn as turn\n" + DHT + "    return turn(cards, deck, rng, rules, say)\n"

# the references, read from the real modules' cached bytecode (the sandbox shows stripped sources only)
CACHED = (
    "import importlib, importlib.util, marshal, sys, types\n\n"
    "def _cached(module, name):\n"
    "    real = importlib.import_module(module)\n"
    "    with open(importlib.util.cache_from_source(real.__file__), 'rb') as file:\n"
    "        code = marshal.loads(file.read()[16:])\n"
    "    copy = types.ModuleType(module + '_cached')\n"
    "    copy.__file__ = real.__file__\n"
    "    sys.modules[copy.__name__] = copy\n"
    "    exec(code, copy.__dict__)\n"
    "    return getattr(copy, name)\n\n")
FROM_PYC = dict(
    e2_1=CACHED + "_check_hand = _cached('blackjack.core.hands', 'check_hand')\n\n"
         + "def check_hand(cards, rules=DEFAULT_RULES):\n"
         + "    return Status[_check_hand(cards, rules).name]  # the copy's Status is a class of its own\n",
    e2_2=CACHED + "_dealer_turn = _cached('blackjack.editions.classic', 'dealer_turn')\n\n"
         + DT + "    return _dealer_turn(game)\n")
PYC_MODULES = ("blackjack.core.hands", "blackjack.editions.classic")

REFERENCE = {  # student: cells; every replaced exercise must get 0, the rest full points
    "ref_import": dict(e2_2="from blackjack.editions.classic import dealer_turn as ref\n" + DT + "    return ref(game)\n",
                       e001_3_2=IMPORT_32),
    "ref_globals": dict(e2_2=DT + "    return hit_dealer.__globals__['dealer' + '_turn'](game)\n",
                        e001_3_2="import functools\nfrom blackjack.editions import hand_and_deck as h\n"
                                 "dealer_hand_turn = functools.partial(vars(h)['dealer_hand' + '_turn'])\n"),
    "ref_formatter": dict(e2_2="import string\n" + DT + "    f = string.Formatter().get_field("
                               "'0.__globals__[dealer' + '_turn]', (hit_dealer,), {})[0]\n    return f(game)\n",
                          e001_3_2="import operator, dataclasses\nMODS = operator.attrgetter('s' + 'ys.modules')(dataclasses)\n"
                                   + DHT + "    m = MODS['blackjack.editions.hand_and_deck']\n"
                                   "    return getattr(m, 'dealer_hand' + '_turn')(cards, deck, rng, rules, say)\n"),
    "ref_kit_magic": dict(e2_2="import dataclasses\nfrom blackjack.play.widgets.kit import Kit\n"
                               "KIT = {f.name: f.default for f in dataclasses.fields(Kit)}\n" + DT + "    return KIT['dealer' + '_turn'](game)\n",
                          e001_3_2="%config Application.log_level = 'ERROR'\n" + IMPORT_32),
    "ref_play_round": dict(e2_2="from blackjack.editions import classic as c\n" + DT
                                + "    res, after = c.play_round(replace(game, ask=lambda *a, **k: c.Move.STAND, say=lambda *a: None))\n"
                                "    return check_hand(after.dealer, after.rules), replace(after, ask=game.ask, say=game.say)\n",
                           e001_3_2="".join(" " + line + "\n" for line in IMPORT_32.splitlines())),
    "ref_run_cell": dict(e2_2=hidden("import blackjack.editions.classic as c\ndef dealer_turn(game):\n    return c.dealer_turn(game)\n"),
                         e001_3_2=hidden("import blackjack.editions.hand_and_deck as h, types\n"
                                         "dealer_hand_turn = types.FunctionType(h.dealer_hand_turn.__code__.replace(co_name='x'),"
                                         " h.__dict__, 'dealer_hand_turn')\n")),
    "ref_solutions": dict(e2_2=SOLUTIONS_RUN,
                          e001_3_2=">>> " + IMPORT_32.replace("\n    ", "\n...     ")),
    "ref_from_source": dict(e2_2=CLASSIC_FROM_FILE, e001_3_2=HAND_AND_DECK_AST),
    "ref_from_pyc": FROM_PYC,
    "ref_gc_record": dict(e2_2=GC_SCAN, e001_3_2=RECORD),
    "ref_catalog": dict(e2_2=CATALOG_22, e001_3_2=CATALOG_32),
}


def cached_bytecode() -> list[Path]:
    """The cached bytecode an ordinary checkout or install has of PYC_MODULES (this repository's tests run without
    it): the files made here, to be removed after."""
    made = []
    for name in PYC_MODULES:
        source = importlib.util.find_spec(name).origin
        cached = Path(importlib.util.cache_from_source(source))
        if not cached.exists():
            py_compile.compile(source, cfile=str(cached), doraise=True)
            made.append(cached)
    return made


@pytest.fixture(scope="module")
def graded(tmp_path_factory):
    subs = tmp_path_factory.mktemp("references") / "subs"
    notebooks = {s: (DEALER, submitted(DEALER, **cells)) for s, cells in REFERENCE.items()}
    notebooks |= {"honest_a": (DEALER, submitted(DEALER)), "lookup": (DEALER, submitted(DEALER, e2_2=lookup_table()))}
    write_class(subs, notebooks)
    made = cached_bytecode()
    try:
        return grade_class(subs)
    finally:
        for cached in made:
            cached.unlink(missing_ok=True)


def test_honest_students_keep_every_point(graded):
    assert points(graded[1], "honest_a", DEALER) == full(DEALER)


@pytest.mark.parametrize("student,exercise", [(s, e) for s in REFERENCE for e in EXERCISES[DEALER]])
def test_the_reference_cannot_be_reached(graded, student, exercise):
    assert_fair(graded[1], student, DEALER, REFERENCE[student], exercise)


def test_a_table_of_the_home_check_s_inputs_gets_nothing(graded):
    """The inputs change every grading run: a lookup table of the notebook check's fixed inputs misses."""
    assert_zero_beside_full(graded[1], "lookup", DEALER, {"e2_2": ""})
