"""What crosses the sandbox's wall: the course's values and plain data come back as they went; nothing else is built,
and nothing past a limit is built at all."""

from __future__ import annotations

import collections
import fractions
import gc
import random
import resource
import time
import tracemalloc

import msgspec
import pytest
from hypothesis import given
from hypothesis import strategies as st

from blackjack.core.cards import FULL_DECK, hand
from blackjack.core.hands import Status
from blackjack.core.rules import PRESETS
from blackjack.course.engine.show import Foreign, kind, type_problem
from blackjack.course.grading.sandbox.wire import MAX_DEPTH, WireError, decode, encode
from blackjack.editions.classic import Game

plain = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=20) | st.sampled_from(FULL_DECK)
    | st.sampled_from(list(Status)) | st.sampled_from(list(PRESETS.values()))
    | st.fractions(max_denominator=10**6),
    lambda inner: st.lists(inner, max_size=4) | st.lists(inner, max_size=4).map(tuple)
    | st.dictionaries(st.text(max_size=5), inner, max_size=4),
    max_leaves=20,
)


@given(plain)
def test_plain_values_and_the_course_s_come_back_as_they_went(value):
    assert decode(encode(value)) == value


def test_a_game_comes_back_with_its_cards_and_what_cannot_cross_as_foreign():
    game = decode(encode(Game(player=hand("A♠ K♦"), rng=random.Random(3), say=print)))
    assert isinstance(game, Game) and game.player == hand("A♠ K♦")
    assert isinstance(game.rng, Foreign) and game.rng.kind == "Random"


def test_a_namedtuple_is_a_tuple():
    pair = collections.namedtuple("Pair", "a b")
    assert decode(encode(pair(Status.OK, 2))) == (Status.OK, 2)


@pytest.mark.parametrize("value, name", [(collections.deque([1]), "deque"), (bytearray(b"x"), "bytearray"),
                                         (lambda: 1, "function"), (type("Odd", (), {})(), "Odd")])
def test_anything_else_crosses_as_its_kind_and_text(value, name):
    found = decode(encode(value))
    assert isinstance(found, Foreign) and found.kind == name
    assert kind(found) in (f"a {name}", f"an {name}") and type_problem(Status.OK, found)


def test_a_foreign_function_is_of_a_kind_with_a_function():
    assert type_problem(print.__call__, Foreign("method-wrapper", "x")) is None


def test_a_tuple_shared_many_times_over_is_refused_at_once():
    """(T, T) nested 64 deep is 2**64 values as a tree: refused by depth, without walking it."""
    value: tuple = ()
    for _ in range(64):
        value = (value, value)
    started = time.process_time()
    with pytest.raises(WireError):
        encode(value)
    assert time.process_time() - started < 1



def test_a_huge_list_is_refused_without_a_garbage_collection_walking_it():
    """A student's list of 300,000 items is refused at the 200,000th; no collection runs meanwhile (each would
    walk every object alive: seconds, for a list of 50 million)."""
    collections_run = []
    record = lambda phase, info: collections_run.append(info["generation"]) if phase == "start" else None  # noqa: E731
    value = [Status.OK] * 300_000
    gc.callbacks.append(record)
    try:
        with pytest.raises(WireError, match="more than 200000 values"):
            encode(("seen", {"returns": value}, [value]))
    finally:
        gc.callbacks.remove(record)
    assert collections_run == []


def test_a_long_built_in_sequence_crosses_as_its_start_without_its_whole_repr():
    """bytearray(10 MB) and a deque of 100,000 fractions: 300 characters each, never a repr of tens of MB."""
    values = (bytearray(10**7), collections.deque([fractions.Fraction(1, 3)] * 10**5))
    tracemalloc.start()
    try:
        answers = [decode(encode(value)) for value in values]
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert [(a.kind, a.text[:24]) for a in answers] == [("bytearray", "bytearray(b'\\x00\\x00\\x00"),
                                                      ("deque", "deque([Fraction(1, 3), F")]
    assert peak < 2_000_000


def raw(value: object) -> bytes:
    return msgspec.msgpack.encode(value)


@pytest.mark.parametrize("message", [
    raw(["bytearray", [1]]),  # a kind not in the schema
    raw(["record", "Interface", []]),  # a class of the package not in the schema
    raw(["enum", "Status", "_missing_"]),  # not a member
    raw(["record", "Card", [["rank", 1], ["nonsense", 2]]]),  # a field the record does not have
    raw(["record", "Card", [["rank", 1]] * 3]),  # more fields than it has (never a table of a student's names)
    raw(["int", "1" * 5000]),  # 5,000 digits
    raw(["int", "12e3"]),
    raw(["fraction", "1", "0"]),
    raw(["set", [["list", []]]]),  # unhashable
    raw({"a": 1}),  # a map where the schema has tagged lists
    raw(["list", [["list", [["list", []]]]]])[:3],  # cut short
])
def test_a_message_outside_the_schema_is_refused(message):
    with pytest.raises(WireError):
        decode(message)


def test_depth_and_size_are_checked_while_reading():
    deep: list = ["list", []]
    for _ in range(MAX_DEPTH + 5):
        deep = ["list", [deep]]
    with pytest.raises(WireError):
        decode(raw(deep))
    with pytest.raises(WireError):
        decode(raw(["list", [0] * 300_000]))


def test_a_huge_message_is_refused_before_it_is_read():
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    with pytest.raises(WireError):
        decode(b"\x00" * 9_000_000)
    assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before < 100_000  # KB


def test_fractions_and_big_integers_cross_exactly():
    value = (fractions.Fraction(2, 3), 10**40, -(10**40))
    assert decode(encode(value)) == value
