"""A student's sets and dicts as the grader holds them: their items in the order sent, never hashed together.

Python hashes an int as its value modulo ``2**61 - 1`` in every process, so a
student can send 45,000 integers that share one hash; a set or dict built of
them costs about n**2/2 comparisons inside one C call (half a minute, where no
signal handler runs).  The grader never builds one of a student's: ``Set``,
``FrozenSet`` and ``Dict`` keep the items as a list.  Compared with the
grader's own set or dict (the reference's: keys the grader chose), each item
is looked up in that one, one student value at a time, so that equality is
Python's and the cost is linear.  Two of the student's compare by their items'
sorted ``repr``.  They show as Python shows a set or a dict, and are named
``set``, ``frozenset`` and ``dict``, so that a check says "a dict was
expected, not a set".

>>> Set([3, 1]) == {1, 3}, Dict([("a", [1])]) == {"a": (1,)}, Set([1, 1]) == {1, 2}
(True, True, False)
>>> Dict([(2, "b")]), FrozenSet([]), type(Set([])).__name__
({2: 'b'}, frozenset(), 'set')
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from blackjack.course.engine.show import as_items


class Items:
    """A container of the student's, as its items (``ITEMS``); ``LIKE``: the built-in types it stands for."""

    like: tuple[type, ...] = ()
    __hash__ = None  # type: ignore[assignment]  # a set and a dict are not hashable

    def __init__(self, items: list) -> None:
        self.items = items

    def __len__(self) -> int:
        return len(self.items)

    def __iter__(self) -> Iterator:
        return iter(self.items)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Items) and other.like == self.like:
            return sorted(map(repr, self.canonical())) == sorted(map(repr, other.canonical()))
        if isinstance(other, self.like):
            return len(other) == len(self.items) and self.found_in(other)
        return NotImplemented

    def canonical(self) -> Iterable:
        return self.items

    def found_in(self, other: object) -> bool:
        """Is each item one of OTHER's (the grader's own), no two the same one?"""
        return matched(self.items, list(other))  # type: ignore[call-overload]


def matched(mine: Iterable, theirs: list) -> bool:
    """Does each of MINE equal one of THEIRS (hashable values the grader chose), never one another of MINE
    matched?  A student's value is hashed alone, and looked up in a table of the grader's values."""
    where = {value: at for at, value in enumerate(theirs)}
    taken = bytearray(len(theirs))
    for value in mine:
        at = where.get(value)
        if at is None or taken[at]:
            return False
        taken[at] = 1
    return True


class Set(Items):
    like = (set, frozenset)

    def __repr__(self) -> str:
        return "{" + ", ".join(map(repr, self.items)) + "}" if self.items else "set()"


class FrozenSet(Set):
    def __hash__(self) -> int:
        """The same for every frozenset of the student's of a size (never found in a table of the grader's own
        frozensets: no answer of the course holds one)."""
        return hash(("frozenset", len(self.items)))

    def __repr__(self) -> str:
        return f"frozenset({super().__repr__()})" if self.items else "frozenset()"


class Dict(Items):
    """A dict of the student's: ``items`` are its (key, value) pairs; values compare as ``as_items`` makes them."""

    like = (dict,)

    def __iter__(self) -> Iterator:
        return (key for key, _ in self.items)

    def __getitem__(self, key: object) -> object:
        """The value of KEY, found by ``==`` along the items (``reprlib``, named ``dict``, asks for a few)."""
        for mine, value in self.items:
            if mine == key:
                return value
        raise KeyError(key)

    def __repr__(self) -> str:
        return "{" + ", ".join(f"{key!r}: {value!r}" for key, value in self.items) + "}"

    def canonical(self) -> Iterable:
        return ((key, as_items(value)) for key, value in self.items)

    def found_in(self, other: object) -> bool:
        theirs = dict(other)  # type: ignore[call-overload]
        return matched(self, list(theirs)) and all(as_items(value) == as_items(theirs[key]) for key, value in self.items)


Set.__name__, FrozenSet.__name__, Dict.__name__ = "set", "frozenset", "dict"  # as a check names a type
