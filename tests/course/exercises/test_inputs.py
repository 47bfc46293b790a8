"""The inputs every check tries: each enum a graded function takes is tried, with every one of its members."""

from __future__ import annotations

import collections.abc
import enum
import typing
from collections.abc import Iterator

import pytest

from blackjack.course.engine.checking import tried
from blackjack.course.exercises.functions import Functions
from blackjack.course.exercises.index import EXERCISES
from blackjack.course.exercises.records import Exercise


def enum_values(value: object) -> Iterator[enum.Enum]:
    """The enum members inside VALUE (in tuples, lists and dicts)."""
    if isinstance(value, enum.Enum):
        yield value
    elif isinstance(value, (tuple, list)):
        for item in value:
            yield from enum_values(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from enum_values(item)


def members_missed(exercise: Exercise) -> dict[str, list[str]]:
    """For each enum type the exercise's inputs hold, the members no part tries."""
    seen: set[enum.Enum] = set()
    for part in exercise.parts:
        for args in tried(part):
            seen.update(enum_values(args))
    return {kind.__name__: [m.name for m in kind if m not in seen]
            for kind in {type(member) for member in seen} if set(kind) - seen}


@pytest.mark.parametrize("exercise", EXERCISES, ids=lambda e: e.id)
def test_every_member_of_an_enum_is_tried(exercise: Exercise) -> None:
    assert members_missed(exercise) == {}


def enums_in(hint: object) -> Iterator[type[enum.Enum]]:
    """The enum types a type hint names (``Move``, ``tuple[Move, ...]``, ``Result | None``), not those a
    function returns (``Prompt[Move]``: the check's prompt answers it from the words it is typed)."""
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        yield hint
    if typing.get_origin(hint) is collections.abc.Callable:
        return
    for inner in typing.get_args(hint):
        yield from enums_in(inner)


def enum_parameters(exercise: Exercise) -> set[type[enum.Enum]]:
    """The enum types of the graded functions' parameters (as ``Functions`` declares them)."""
    kinds: set[type[enum.Enum]] = set()
    for name in exercise.names:
        hints = typing.get_type_hints(getattr(Functions, name))
        hints.pop("return", None)
        kinds.update(kind for hint in hints.values() for kind in enums_in(hint))
    return kinds


@pytest.mark.parametrize("exercise", EXERCISES, ids=lambda e: e.id)
def test_every_enum_parameter_is_tried(exercise: Exercise) -> None:
    seen = {type(member) for part in exercise.parts for args in tried(part) for member in enum_values(args)}
    assert enum_parameters(exercise) - seen == set()
