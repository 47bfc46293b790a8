"""What crosses the wall between the grader and its sandboxed runner: plain data, in a fixed schema.

Both ways, a message is MessagePack (``msgspec``) of a tree of plain values:
``None``, booleans, floats, strings and 64-bit integers as themselves, and
everything else as a tagged list: ``["tuple", [...]]``, ``["list", [...]]``,
``["dict", [[key, value], ...]]``, ``["set", ...]``, ``["int", "digits"]``,
``["fraction", "n", "d"]``, ``["enum", "Status", "OK"]``, ``["card",
"ACE", "SPADES"]`` (a card whose rank and suit are the course's, the values
sent most: a deck is 52 of them), ``["record", "Card", [[field, value],
...]]`` for the course's other values (listed below, by name: nothing else
is ever built), and ``["foreign", kind, text]`` for a
value the runner cannot vouch for (a function, a student's own class, a
numpy array).  A tuple of a subclass (a ``namedtuple``) is a tuple.

Reading a message checks, while building it, its size, its depth, the number
of values in it, the digits of every integer and the length of every string;
over a limit it is refused (``WireError``) before anything more is built.
Writing one stops at the same limits, so that an honest value never gets
near them, and a value shared many times over (a tuple holding itself twice,
64 deep) is refused at once instead of being walked as a tree.

The grader never hashes a student's keys together (a set of ints that share
one hash costs the square of its size, in one C call): a message holds no
MessagePack map, and its sets and dicts are read as their items
(``unhashed``); only the runner, reading the grader's requests, builds them.
A record is built only when each of its fields is of its declared type
(``FIELDS``; a list where a tuple is declared and any number where a number
is, as the checks compare them), since the grader shows and explains what it
reads: ``Card("x", None)`` is read as a foreign value of its kind, a wrong
answer for the part that got it, never a card whose rank has no symbol.

>>> decode(encode({"returns": (1, "two", None)}))
{'returns': (1, 'two', None)}
>>> from blackjack.core.hands import Status
>>> decode(encode([Status.OK, 2**70]))
[<Status.OK: 'ok'>, 1180591620717411303424]
>>> decode(encode(lambda: 1)).kind
'function'
>>> decode(encode({3, 1})), decode(encode({3, 1}), hashed=True)
({1, 3}, {1, 3})
"""

from __future__ import annotations

import collections
import contextlib
import dataclasses
import enum
import fractions
import gc
import os
import reprlib
import struct
import types
import typing
from collections.abc import Callable, Iterator

import msgspec

from blackjack.core.cards import Card, Rank, Suit
from blackjack.core.hands import Status
from blackjack.core.messages import Wording
from blackjack.core.rules import AceRule, Result, Rules
from blackjack.course.engine.show import Foreign
from blackjack.course.grading.sandbox.unhashed import Dict, FrozenSet, Set
from blackjack.editions import casino, table
from blackjack.editions.bank import Player
from blackjack.editions.classic import Game
from blackjack.editions.prompts import Move

MAX_MESSAGE = 8_000_000  # bytes in one message
MAX_VALUES = 200_000  # values in one message
MAX_DEPTH = 60  # containers inside containers
MAX_DIGITS = 600  # digits of one integer
MAX_TEXT = 1_000_000  # characters of one string
HEADER = struct.Struct("!I")
ENUMS: dict[str, type[enum.Enum]] = {c.__name__: c for c in (Suit, Rank, Status, AceRule, Result, Player, Move)}
RECORDS: dict[str, type] = {
    "Card": Card, "Wording": Wording, "Rules": Rules, "Game": Game, "casino.Shoe": casino.Shoe,
    "casino.Box": casino.Box, "casino.Options": casino.Options, "casino.Seat": casino.Seat,
    "casino.Table": casino.Table, "casino.TableResult": casino.TableResult, "casino.Round": casino.Round,
    "table.Table": table.Table,
}
TAG = {cls: tag for tag, cls in RECORDS.items()}
NUMBERS = (bool, int, float, fractions.Fraction)  # what a number a record declares may be: the checks compare
# numbers by value (a Fraction of money, or a float, equal to the int expected is the same answer)


def accepts(hint: object) -> Callable[[object], bool]:
    """A test of a decoded value against a record field's type HINT: a tuple's items, a record by its class
    (checked as it was read), an enum by its class, a type the wire does not carry (a function, a random
    generator) as a foreign value."""
    options = typing.get_args(hint)
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        tests = [accepts(option) for option in options]
        return lambda value: any(test(value) for test in tests)
    if typing.get_origin(hint) is tuple:
        if len(options) != 2 or options[1] is not Ellipsis:
            raise TypeError(f"a record field of type {hint}: say how the wire reads it")
        item = accepts(options[0])
        return lambda value: type(value) in (tuple, list) and all(map(item, value))  # type: ignore[call-overload]
    if hint is type(None):
        return lambda value: value is None
    if hint in NUMBERS:
        return lambda value: type(value) in NUMBERS
    if hint is str or hint in TAG or isinstance(hint, type) and hint in ENUMS.values():
        return lambda value: type(value) is hint
    return lambda value: type(value) is Foreign


FIELDS: dict[str, dict[str, Callable[[object], bool]]] = {  # record -> field -> the test of its value
    tag: {name: accepts(hint) for name, hint in typing.get_type_hints(cls).items()
          if name in {f.name for f in dataclasses.fields(cls)}}
    for tag, cls in RECORDS.items()}


def raw_shape(depth: int) -> object:
    """The shape of a message as MessagePack: plain values and arrays, DEPTH arrays deep at most, and no map
    (``msgspec`` would build a dict of its keys, hashing them: arrays as keys are tuples whose hashes collide at
    will)."""
    shape: object = None | bool | int | float | str
    for _ in range(depth):
        shape = typing.Union[None, bool, int, float, str, list[shape]]  # type: ignore[valid-type]
    return shape


READER = msgspec.msgpack.Decoder(raw_shape(3 * MAX_DEPTH + 10))  # a value takes 3 arrays at most: [tag, [[k, v]]]


class WireError(Exception):
    """A message that cannot be read or written: cut short, too large, too deep, or not in the schema."""


class Budget:
    """How many more values a message may hold; HASHED: whether its sets and dicts are built as such (a message
    from the grader, whose keys the grader chose), or kept as their items (``unhashed``)."""

    def __init__(self, hashed: bool = False) -> None:
        self.left = MAX_VALUES
        self.hashed = hashed

    def take(self, depth: int) -> None:
        self.left -= 1
        if self.left < 0:
            raise WireError(f"more than {MAX_VALUES} values")
        if depth > MAX_DEPTH:
            raise WireError(f"values nested more than {MAX_DEPTH} deep")


def foreign(value: object) -> list:
    """A value the grader does not build: its kind and the start of its ``repr`` (of a long built-in
    sequence's start only: the repr of a million items is never made to keep 300 characters of it)."""
    try:
        kind = type(value)
        text = (repr(value[:300]) if kind in (bytes, bytearray) else reprlib.repr(value) if kind is collections.deque
                else repr(value))[:300]
    except Exception as error:  # a student's __repr__ that fails
        text = f"<{type(value).__name__} whose repr raised {type(error).__name__}>"
    return ["foreign", type(value).__name__, text]


def tree(value: object, budget: Budget, depth: int = 0) -> object:
    """VALUE as plain data in the schema (a WireError past a limit)."""
    budget.take(depth)
    kind = type(value)
    if value is None or kind in (bool, float, str) and (kind is not str or len(value) <= MAX_TEXT):
        return value
    if kind is int:
        if -(2**63) <= value < 2**63:
            return value
        return ["int", str(value)] if value.bit_length() < MAX_DIGITS * 3 else foreign(value)
    if kind is Card and type(value.rank) is Rank and type(value.suit) is Suit:
        return ["card", value.rank.name, value.suit.name]
    if kind in TAG:
        return ["record", TAG[kind], [[f.name, tree(getattr(value, f.name), budget, depth + 1)]
                                      for f in dataclasses.fields(value)]]
    if isinstance(value, enum.Enum) and ENUMS.get(kind.__name__) is kind:
        return ["enum", kind.__name__, value.name]
    if kind is Foreign:
        return ["foreign", value.kind, value.text]
    if kind is fractions.Fraction:
        return ["fraction", str(value.numerator), str(value.denominator)]
    for container, tag in CONTAINERS:
        if kind is container or (container is tuple and isinstance(value, tuple)):
            return [tag, [tree(item, budget, depth + 1) for item in value]]
    if kind in (dict, Dict):
        pairs = value.items() if kind is dict else value.items  # type: ignore[attr-defined]
        return ["dict", [[tree(k, budget, depth + 1), tree(v, budget, depth + 1)] for k, v in pairs]]
    return foreign(value)


CONTAINERS = ((tuple, "tuple"), (list, "list"), (set, "set"), (frozenset, "frozenset"), (Set, "set"),
              (FrozenSet, "frozenset"))  # and dicts; a student's set read by the grader goes back as it came


@contextlib.contextmanager
def uncollected() -> Iterator[None]:
    """No garbage collection inside: the plain values made here hold no cycles, and a collection would walk
    every object alive (a student's list of 50 million items, at each of many collections)."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def encode(value: object) -> bytes:
    """VALUE as one message."""
    with uncollected():
        return msgspec.msgpack.encode(tree(value, Budget()))


def decode(data: bytes, hashed: bool = False) -> object:
    """One message, built only of plain values and the course's own (``WireError`` for anything else); its sets
    and dicts as their items (``unhashed``) unless HASHED (for a message of the grader's: ``Budget``)."""
    if len(data) > MAX_MESSAGE:
        raise WireError(f"a message of {len(data)} bytes")
    try:
        raw = READER.decode(data)
    except (msgspec.DecodeError, RecursionError, ValueError) as error:
        raise WireError(f"unreadable ({type(error).__name__})") from None
    with uncollected():
        return build(raw, Budget(hashed))


def build(node: object, budget: Budget, depth: int = 0) -> object:
    """The value NODE stands for."""
    budget.take(depth)
    if node is None or type(node) in (bool, int, float, str):
        return node
    if type(node) is not list or not node or node[0] not in BUILDERS:
        raise WireError(f"not in the schema: a {type(node).__name__}")
    return BUILDERS[node[0]](node[1:], budget, depth + 1)


def listed(rest: list) -> list:
    """The one list a container's tag is followed by."""
    if len(rest) != 1 or type(rest[0]) is not list:
        raise WireError("a container without a list of items")
    return rest[0]


def items(rest: list, budget: Budget, depth: int) -> list:
    return [build(item, budget, depth) for item in listed(rest)]


def texts(rest: list, count: int) -> list[str]:
    if len(rest) != count or any(type(t) is not str or len(t) > MAX_TEXT for t in rest):
        raise WireError("a tagged value without its strings")
    return rest


def whole(digits: str) -> int:
    body = digits.removeprefix("-")
    if not body.isdigit() or not body.isascii() or len(body) > MAX_DIGITS:
        raise WireError("an integer that is not plain digits, or too long")
    return int(digits)


def pair(entry: object, budget: Budget, depth: int) -> tuple:
    if type(entry) is not list or len(entry) != 2:
        raise WireError("a dict entry that is not a pair")
    return build(entry[0], budget, depth), build(entry[1], budget, depth)


def record(rest: list, budget: Budget, depth: int) -> object:
    if len(rest) != 2 or rest[0] not in RECORDS or type(rest[1]) is not list:
        raise WireError("a record of an unknown kind")
    typed = FIELDS[rest[0]]
    if len(rest[1]) > len(typed):
        raise WireError(f"a {rest[0]} with more fields than it has")
    fields = dict(field(entry, budget, depth) for entry in rest[1])
    if not set(fields) <= typed.keys():
        raise WireError(f"a {rest[0]} with fields it does not have")
    cls = RECORDS[rest[0]]
    if not all(typed[name](value) for name, value in fields.items()):
        return Foreign(cls.__name__, mistyped(cls, fields))
    return cls(**fields)


def mistyped(cls: type, fields: dict[str, object]) -> str:
    """How a record of CLS whose FIELDS are not all of their types shows (the start of each field's ``repr``,
    300 characters in all): it is never built, and is compared and shown as a foreign value of its kind."""
    return f"{cls.__name__}({', '.join(f'{name}={reprlib.repr(value)}' for name, value in fields.items())})"[:300]


def field(entry: object, budget: Budget, depth: int) -> tuple[str, object]:
    """A record's (name, value): a name is a string, never a key of the student's to hash."""
    if type(entry) is not list or len(entry) != 2 or type(entry[0]) is not str:
        raise WireError("a record's field that is not a name and a value")
    return entry[0], build(entry[1], budget, depth)


def member(rest: list) -> enum.Enum:
    kind, name = texts(rest, 2)
    if kind not in ENUMS or name not in ENUMS[kind].__members__:
        raise WireError("an unknown enum member")
    return ENUMS[kind][name]


def card(rest: list) -> Card:
    """A card of the course's ranks and suits, made anew (never one shared by every card of a message)."""
    rank, suit = texts(rest, 2)
    if rank not in Rank.__members__ or suit not in Suit.__members__:
        raise WireError("an unknown card")
    return Card(rank=Rank[rank], suit=Suit[suit])


def hashable(values: list) -> list:
    """VALUES, each of which can be hashed (each alone: never into one table)."""
    try:
        for value in values:
            hash(value)
    except TypeError:
        raise WireError("a set of unhashable values") from None
    return values


BUILDERS: dict[str, Callable[[list, Budget, int], object]] = {
    "tuple": lambda rest, budget, depth: tuple(items(rest, budget, depth)),
    "list": items,
    "set": lambda rest, budget, depth: (set if budget.hashed else Set)(hashable(items(rest, budget, depth))),
    "frozenset": lambda rest, budget, depth: (frozenset if budget.hashed else FrozenSet)(
        hashable(items(rest, budget, depth))),
    "dict": lambda rest, budget, depth: (dict if budget.hashed else Dict)(hashable_pairs(rest, budget, depth)),
    "int": lambda rest, budget, depth: whole(texts(rest, 1)[0]),
    "fraction": lambda rest, budget, depth: fraction(*texts(rest, 2)),
    "enum": lambda rest, budget, depth: member(rest),
    "card": lambda rest, budget, depth: card(rest),
    "record": record,
    "foreign": lambda rest, budget, depth: Foreign(*(t[:300] for t in texts(rest, 2))),
}


def hashable_pairs(rest: list, budget: Budget, depth: int) -> list[tuple]:
    entries = [pair(entry, budget, depth) for entry in listed(rest)]
    hashable([key for key, _ in entries])
    return entries


def fraction(numerator: str, denominator: str) -> fractions.Fraction:
    bottom = whole(denominator)
    if bottom == 0:
        raise WireError("a fraction over 0")
    return fractions.Fraction(whole(numerator), bottom)


def send(fd: int, data: bytes) -> None:
    """Write one framed message to FD."""
    view = memoryview(HEADER.pack(len(data)) + data)
    while view:
        view = view[os.write(fd, view):]


def receive(fd: int) -> bytes:
    """Read one framed message from FD (blocking); ``EOFError`` when it is closed."""
    size = HEADER.unpack(read_exactly(fd, HEADER.size))[0]
    if size > MAX_MESSAGE:
        raise WireError(f"a message of {size} bytes is too long")
    return read_exactly(fd, size)


def read_exactly(fd: int, size: int) -> bytes:
    chunks, left = [], size
    while left:
        chunk = os.read(fd, min(left, 1 << 20))
        if not chunk:
            raise EOFError("the other side closed the channel")
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)
