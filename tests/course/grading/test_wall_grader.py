"""The grader's own process: what a student's code sends back cannot steer it.

Sets and dicts of keys that share one hash (Python hashes an int as its value
modulo 2**61 - 1) are read and compared without hashing them together; a
MessagePack map is refused before it is built; a course record whose fields
are not of their types is refused as it is read; a failure of the grader's
own while judging an exercise costs that exercise alone.  (The budget that
kills a worker stuck in one C call is tested in ``test_workers``.)  The
colliding keys are bounded (20,000: a set of them built would take 3-7
CPU-seconds, once); the class run grades them in the sandbox, in ONE run
beside an honest student.
"""

from __future__ import annotations

import copy
import dataclasses
import fractions
import random
import reprlib
import resource

import msgspec
import pytest

from blackjack.core.cards import Card, Rank, Suit, hand
from blackjack.core.hands import Status
from blackjack.core.messages import Wording
from blackjack.core.rules import PRESETS
from blackjack.course.engine.checking import differing_keys
from blackjack.course.engine.show import Foreign, as_items, kind, show, type_problem
from blackjack.course.grading.remote import MAX_NAMES, named
from blackjack.course.grading.sandbox import wire
from blackjack.course.grading.sandbox.unhashed import Dict, FrozenSet, Set
from blackjack.editions import casino, table
from blackjack.editions.classic import Game
from tests.course.grading.book import report_on
from tests.course.grading.hostile import (CH, DEALER, DHT, DT, EXERCISES, FULL, HONEST_CH, grade_class, needs_bwrap,
                                          points, submitted, write_class)

COLLIDING = 20_000
P = 2**61 - 1


def cpu() -> float:
    used = resource.getrusage(resource.RUSAGE_SELF)
    return used.ru_utime + used.ru_stime


def colliding(tag: str) -> bytes:
    """A message, as a hostile runner writes it, of a set (or a dict's keys, or a frozenset) of COLLIDING ints
    that Python hashes alike."""
    ints = [["int", str(k * P + 7)] for k in range(1, COLLIDING + 1)]
    items = [[i, 0] for i in ints] if tag == "dict" else ints
    return msgspec.msgpack.encode(["tuple", ["seen", ["dict", [["returns", [tag, items]]]], ["list", []]]])


@pytest.mark.parametrize("tag", ["set", "frozenset", "dict"])
def test_keys_that_share_one_hash_cost_the_grader_next_to_nothing(tag):
    """Read, compared with the reference's answer, shown and typed: a few hundredths of a CPU-second (3-7 s to
    build the set alone, and 4 times that for twice as many)."""
    started = cpu()
    answer = named(wire.decode(colliding(tag)))  # as the grader reads an answer: its observation a dict
    seen = answer[1]["returns"]
    expected = {"returns": set(range(COLLIDING)) if tag != "dict" else dict.fromkeys(range(COLLIDING), 0)}
    assert differing_keys(None, (), expected, answer[1], [expected["returns"]], [seen]) == ["returns"]
    assert type_problem(Status.OK, seen) == f"a Status was expected, not a {tag}"
    assert show(seen).startswith({"set": "{2305843009213693958, ", "frozenset": "frozenset({2305843009213693958, ",
                                  "dict": "{2305843009213693958: 0, "}[tag])
    assert cpu() - started < 1.5


def test_a_map_is_refused_before_it_is_built():
    """msgspec would build a dict of a map's keys, hashing them (arrays as keys are tuples, whose hashes can be
    made to collide): the schema has no maps, so none is read, at any depth."""
    data = msgspec.msgpack.encode(["list", [{(k, k): 0 for k in range(100_000)}]])
    started = cpu()
    with pytest.raises(wire.WireError, match="unreadable"):
        wire.decode(data)
    assert cpu() - started < 0.05


def test_a_student_s_set_and_dict_are_equal_to_the_reference_s_as_python_says():
    set_, dict_ = wire.decode(wire.encode(({3, 1, 2}, {"deck": [1], 2: "b"})))
    assert isinstance(set_, Set) and isinstance(dict_, Dict)
    assert set_ == {1, 2, 3} == set_ and set_ == frozenset({1, 2, 3}) and set_ != {1, 2} and set_ != {1, 2, 4}
    assert dict_ == {2: "b", "deck": (1,)} and dict_ != {2: "b", "deck": (2,)} and dict_ != {2: "b", "dock": (1,)}
    assert Set([1, 1]) != {1, 2} and Set([1, True]) != {1, 2}  # a key twice matches one of the reference's once
    assert Dict([(1, "a"), (1, "a")]) != {1: "a", 2: "a"}
    assert Set([2, 1]) == Set([1, 2]) != Set([1, 3]) and Dict([(1, [2])]) == Dict([(1, (2,))])
    assert set_ != dict_ and set_ != [1, 2, 3] and dict_ != {2: "b"}
    assert kind(dict_) == "a dict" and type_problem({1: 2}, dict_) is None and type_problem({1}, FrozenSet([1])) == (
        "a set was expected, not a frozenset")


def test_the_runner_reads_the_grader_s_sets_and_dicts_as_such():
    value = wire.decode(wire.encode(({1, 2}, {"a": 1})), hashed=True)
    assert type(value[0]) is set and type(value[1]) is dict and wire.decode(wire.encode(value)) == value


def test_a_key_of_a_set_must_be_hashable_and_a_frozenset_is():
    assert wire.decode(wire.encode({frozenset({1})})) == Set([FrozenSet([1])])
    with pytest.raises(wire.WireError):
        wire.decode(msgspec.msgpack.encode(["set", [["set", []]]]))


SAMPLES = {  # an honest value of each record of the wire's schema
    "Card": Card(Rank.ACE, Suit.SPADES),
    "Wording": Wording(),
    "Rules": PRESETS["casino-h17"],
    "Game": Game(player=hand("A♠ K♦"), deck=hand("2♣"), rng=random.Random(1), say=print, ask=input),
    "casino.Shoe": casino.Shoe(stock=hand("A♠ K♦"), state=3, count=-1),
    "casino.Box": casino.Box(cards=hand("9♠ 9♦"), bet=10),
    "casino.Options": casino.Options(bet=10, split=True),
    "casino.Seat": casino.Seat(rounds=2, money=100),
    "casino.Table": casino.Table(dealer=5, seats=(casino.Seat(1, 90),)),
    "casino.TableResult": casino.TableResult(dealer=5, seats=(casino.Seat(1, 90),), history=((100, 90),)),
    "casino.Round": casino.Round(shoe=casino.Shoe(stock=hand("2♣")), boxes=((casino.Box(hand("9♠"), 5),),),
                                 dealer=hand("K♦")),
    "table.Table": table.Table(num_players=2, chip_stacks=(100, 80), dealt_cards=(hand("A♠"), hand("K♦"))),
}


def test_every_record_of_the_schema_has_a_sample():
    assert SAMPLES.keys() == wire.RECORDS.keys() == wire.FIELDS.keys()
    assert all(set(wire.FIELDS[tag]) == {f.name for f in dataclasses.fields(cls)} for tag, cls in wire.RECORDS.items())


@pytest.mark.parametrize("tag", list(SAMPLES))
def test_an_honest_record_crosses_and_so_does_one_of_lists_and_numbers_of_another_kind(tag):
    """The checks compare a list as the tuple of its items and numbers by value: a record holding those is an
    answer to compare, not one to refuse."""
    value = SAMPLES[tag]
    assert wire.decode(wire.encode(value)) == value
    loose = {f.name: (list(v) if isinstance(v, tuple) else float(v) if type(v) is int else v)
             for f in dataclasses.fields(value) for v in [getattr(value, f.name)]}
    assert as_items(wire.decode(wire.encode(dataclasses.replace(value, **loose)))) == as_items(value)


def node_of(tag: str, field: str, node: object) -> bytes:
    """The message of SAMPLES[TAG] as a record (a card too, which the wire writes as a "card" of two names, and
    a student's process can still send as a record) with FIELD's value the raw NODE."""
    value, budget = SAMPLES[tag], wire.Budget()
    return msgspec.msgpack.encode(["record", tag, [[f.name, node if f.name == field else
                                                    wire.tree(getattr(value, f.name), budget)]
                                                   for f in dataclasses.fields(value)]])


@pytest.mark.parametrize("tag, field", [(tag, field) for tag, fields in wire.FIELDS.items() for field in fields])
def test_a_record_with_a_field_of_another_type_is_never_built(tag, field):
    """It is a foreign value of its kind: a wrong answer, shown by the start of its fields."""
    foreign = ["foreign", "function", "<function f>"]
    wrong = 1.5 if wire.FIELDS[tag][field](Foreign("function", "f")) else foreign
    value = wire.decode(node_of(tag, field, wrong))
    name = wire.RECORDS[tag].__name__
    assert type(value) is Foreign and value.kind == name and value.text.startswith(f"{name}(")
    assert value != SAMPLES[tag] and type_problem(SAMPLES[tag], value) is None and len(show(value)) <= 300


def test_a_card_of_nonsense_is_no_card_and_a_record_s_field_names_are_names():
    """Red-team round 10: Card("x", None) in a game failed every exercise of the notebook, the grader's
    ``str`` of it raising AttributeError."""
    game = wire.decode(wire.encode(Game(player=(Card("x", None), *hand("A♠")))))  # type: ignore[arg-type]
    assert type(game) is Foreign and game.kind == "Game" and show(game).startswith(
        "Game(player=(Card(rank='x', suit=None), A♠), dealer=()")
    with pytest.raises(wire.WireError, match="not a name"):
        wire.decode(msgspec.msgpack.encode(["record", "Card", [[["int", "1"], 1]]]))
    assert wire.decode(wire.encode(fractions.Fraction(1, 3))) == fractions.Fraction(1, 3)


def test_every_check_s_examples_and_the_reference_s_answers_cross_and_compare_as_they_were():
    """The typed schema refuses nothing honest: each part's worked examples (to the runner) and the reference's
    answer on each (back to the grader) cross, and the answer compares equal to itself.  (A grading run's
    inputs hold the same kinds of records: of the schema's, all but the casino's, which SAMPLES cover.)"""
    from blackjack.course.engine.checking import observe
    from blackjack.course.exercises.index import EXERCISES, reference

    for exercise in EXERCISES:
        for index, part in enumerate(exercise.parts):
            for args in part.examples() if callable(part.examples) else part.examples:
                assert as_items(wire.decode(wire.encode(args), hashed=True)) == as_items(args)
                seen, returned = observe(part, {n: reference(n) for n in part.needs}, copy.deepcopy(args))
                answer = named(wire.decode(wire.encode(("seen", seen, returned))))
                assert not differing_keys(part, args, seen, answer[1], returned, answer[2]), (exercise.id, index)


# --- in the sandbox, graded beside an honest student ----------------------------------------------------------
def colliding_cell(tag: str) -> str:
    """A check_hand whose answer the notebook's process sends as a set (or dict) of COLLIDING ints sharing one
    hash, written straight onto the wire (never built in the sandbox: building it would cost the student)."""
    item = "['int', str(k * (2**61 - 1) + 7)]"
    items = f"[[{item}, 0] for k in range(1, {COLLIDING + 1})]" if tag == "dict" else \
        f"[{item} for k in range(1, {COLLIDING + 1})]"
    return ("import blackjack.course.grading.sandbox.wire as wire\n\n"
            "class Colliding:\n    pass\n\n"
            "plain_tree = wire.tree\n\n"
            "def tree(value, budget, depth=0):\n"
            "    return value.node if type(value) is Colliding else plain_tree(value, budget, depth)\n\n"
            f"wire.tree = tree\nANSWER = Colliding()\nANSWER.node = ['{tag}', {items}]\n\n"
            + CH + "    return ANSWER\n")


BAD_CARD = "from blackjack.core.cards import Card\nNONSENSE = Card('x', None)\n\n"
PLANTED = "# the grader fails on 2.2 of this notebook (a fault planted by the test)\n"
ATTACKS = {
    "grader_colliding_set": dict(e2_1=colliding_cell("set")),
    "grader_colliding_dict": dict(e2_1=colliding_cell("dict")),
    "grader_bad_card": dict(e2_2=BAD_CARD + DT + "    return Status.OK, replace(game, player=(NONSENSE,))\n",
                            e001_3_2=BAD_CARD + DHT + "    return cards + (NONSENSE,), deck\n"),
}


@pytest.fixture(scope="module")
def graded(tmp_path_factory):
    from blackjack.course.grading import remote

    real = remote.Grader.check

    def planted(self, channel, exercise, names):
        if exercise.id == "2.2" and any(PLANTED in cell.source for cell in self.cells):
            raise AttributeError("'NoneType' object has no attribute 'symbol'")
        return real(self, channel, exercise, names)

    subs = tmp_path_factory.mktemp("grader") / "subs"
    notebooks = {student: (DEALER, submitted(DEALER, **cells)) for student, cells in ATTACKS.items()}
    notebooks["grader_fault"] = (DEALER, submitted(DEALER, e2_1=PLANTED + HONEST_CH))
    notebooks["honest"] = (DEALER, submitted(DEALER))
    write_class(subs, notebooks)
    with pytest.MonkeyPatch.context() as patch:  # the workers are forked from this process: they have it too
        patch.setattr(remote.Grader, "check", planted)
        return grade_class(subs)


@needs_bwrap
@pytest.mark.slow
@pytest.mark.parametrize("student, lost", [("honest", ()), ("grader_colliding_set", ("2.1",)),
                                           ("grader_colliding_dict", ("2.1",)),
                                           ("grader_bad_card", ("2.2", "001:3.2")), ("grader_fault", ("2.2",))])
def test_each_attack_costs_only_its_exercises_and_nothing_is_said_on_the_console(graded, student, lost):
    code, rows, book = graded
    assert code == 0  # no notebook's grading failed: nothing for the instructor's console
    assert points(rows, student, DEALER) == {e: 0 if e in lost else FULL[e] for e in EXERCISES[DEALER]}
    notes = {e: report_on(book / "feedback" / f"{student}.html", e) for e in lost}
    expected = {"grader_bad_card": "Card(rank='x', suit=None)",
                "grader_fault": "failed on the grader's side; tell your instructor (AttributeError)"}
    if student in expected:
        assert all(expected[student] in note for note in notes.values()), notes


def test_an_observation_of_many_names_stays_the_items_of_what_was_returned():
    """A check that observes what the student's function returns takes a dict returned for the observation: at
    most ``MAX_NAMES`` keys are built as a dict (a bounded cost, however their hashes collide), more stay the
    student's returned dict, which differs from the reference's observation."""
    few = named(wire.decode(wire.encode(("seen", {1: "a", "returns": 2}, []))))
    keys = [["int", str(k * P + 7)] for k in range(1, COLLIDING + 1)]
    many = named(wire.decode(msgspec.msgpack.encode(["tuple", ["seen", ["dict", [[k, 0] for k in keys]],
                                                               ["list", []]]])))[1]["returns"]
    assert few[1] == {1: "a", "returns": 2} and type(few[1]) is dict
    assert named(("seen", Dict([(k * P, 0) for k in range(MAX_NAMES + 1)]), []))[1]["returns"] == dict.fromkeys(
        [k * P for k in range(MAX_NAMES + 1)], 0)
    assert isinstance(many, Dict) and len(many) == COLLIDING and reprlib.repr(many).startswith("{23058")
