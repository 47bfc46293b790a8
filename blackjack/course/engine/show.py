"""Short, readable forms of the values a check shows a student.

>>> from blackjack.core.cards import hand
>>> show(hand("A♠ K♦")), show(()), show("hit")
('A♠ K♦', '()', "'hit'")
>>> from blackjack.core.hands import Status
>>> show((Status.OK, hand("7♣"))), kind(Status.OK), kind(hand("7♣"))
('(Status.OK, 7♣)', 'a Status', 'a tuple of cards')
"""

from __future__ import annotations

import dataclasses
import enum
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeGuard

from blackjack.core import rules as core_rules
from blackjack.core.cards import Card
from blackjack.course.engine import safety
from blackjack.course.engine.safety import TimeLimit

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

SEEDS = {getattr(core_rules, f"SEED_00{n}").name: f"SEED_00{n}" for n in range(5)}  # "aces-high": "SEED_004"
LONG = 14  # a deck longer than this is shown by its first cards and its size


@dataclass(frozen=True)
class Foreign:
    """A value of the student's that the grader did not bring across the sandbox's wall: its kind and its text."""

    kind: str  # "function", or the name of the student's class
    text: str  # how it printed (its repr, cut short)

    def __repr__(self) -> str:
        return self.text


def raised(name: str) -> Foreign:
    """An exception that ended a student's call, as a value a check compares and shows: ``raised Quit``."""
    return Foreign("raised", f"raised {name}")


def is_raised(value: object) -> bool:
    return isinstance(value, Foreign) and value.kind == "raised"


def is_cards(value: object) -> TypeGuard[tuple[Card, ...]]:
    """Is VALUE a non-empty tuple of cards (a hand or a deck)?"""
    return isinstance(value, tuple) and bool(value) and all(isinstance(c, Card) for c in value)


def show_cards(cards: tuple[Card, ...]) -> str:
    """``A♠ K♦``; a long deck as its first cards and its size."""
    if len(cards) > LONG:
        return " ".join(map(str, cards[:LONG])) + f" ... ({len(cards)} cards)"
    return " ".join(map(str, cards))


def show(value: object) -> str:
    """VALUE as a student would write it, cards as ``A♠``, games field by field.

    >>> from blackjack.core.cards import Rank, Suit
    >>> show(Card(Rank.KING, Suit.DIAMONDS)), show([Card(Rank.ACE, Suit.SPADES)])
    ('K♦', '[A♠]')
    """
    if isinstance(value, Card):
        return str(value)
    if is_cards(value):
        return show_cards(value)
    if isinstance(value, Foreign):
        return value.text
    if isinstance(value, enum.Enum):
        return f"{type(value).__name__}.{value.name}"
    if isinstance(value, tuple):
        return "(" + ", ".join(map(show, value)) + ("," if len(value) == 1 else "") + ")"
    if isinstance(value, list):
        return "[" + ", ".join(map(show, value)) + "]"
    if type(value).__name__ == "Rules":
        return rules_name(value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return show_record(value)
    if isinstance(value, float):
        return f"{value:.6g}"
    return shown_repr(value)


SLOW: set[type] = set()  # the student's classes whose repr ran past the time limit: not tried again


def shown_repr(value: object) -> str:
    """VALUE's repr, within a student call's time limit; a line saying why where it fails or never ends."""
    slow = f"<{kind(value)} that takes too long to show>"
    if type(value) in SLOW:
        return slow
    try:
        return safety.within(lambda: repr(value), safety.SECONDS)
    except TimeLimit:  # a student's class whose repr never ends
        SLOW.add(type(value))
        return slow
    except Exception as error:  # a student's class whose repr fails
        return f"<{kind(value)} that cannot be shown: {type(error).__name__}>"


def show_record(value: DataclassInstance) -> str:
    """A dataclass by the fields that hold data (not its prompt, rng or say)."""
    fields = [f for f in dataclasses.fields(value) if f.repr]
    inner = ", ".join(f"{f.name}={show(getattr(value, f.name))}" for f in fields)
    return f"{type(value).__name__}({inner})"


def rules_name(rules: object) -> str:
    """A rule set (known by its class's name) as the notebooks name it: ``SEED_004 (aces-high)`` for a
    seed's, ``preset("casino-h17")`` for the others.

    >>> from blackjack.core.rules import PRESETS
    >>> rules_name(PRESETS["aces-high"]), rules_name(PRESETS["casino-h17"])
    ('SEED_004 (aces-high)', 'preset("casino-h17")')
    """
    name = getattr(rules, "name", "")
    return f"{SEEDS[name]} ({name})" if name in SEEDS else f'preset("{name}")'


def kind(value: object) -> str:
    """What sort of value this is, in words: ``a Status``, ``a tuple of cards``, ``None``."""
    if value is None:
        return "None"
    if is_cards(value):
        return "a tuple of cards"
    if isinstance(value, tuple) and value:
        return "a tuple (" + ", ".join(kind(v) for v in value) + ")"
    name = name_of(value)
    return f"an {name}" if name[:1].lower() in "aeiou" else f"a {name}"


def name_of(value: object) -> str:
    """The name of VALUE's type (a foreign value's own kind)."""
    return str(value.kind) if isinstance(value, Foreign) else type(value).__name__


def as_items(value: object) -> object:
    """VALUE with every list made a tuple, inside tuples, lists, dicts and records: the course's one rule is
    that a list and a tuple of the same items in the same order are the same answer.

    >>> as_items([1, [2, 3], {"deck": [4]}])
    (1, (2, 3), {'deck': (4,)})
    """
    if isinstance(value, (str, int, float, Card, enum.Enum)) or value is None:
        return value  # most values: nothing inside to change
    if isinstance(value, (list, tuple)):
        return tuple(map(as_items, value))
    if isinstance(value, dict):
        return {key: as_items(item) for key, item in value.items()}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return (type(value).__name__, *(as_items(getattr(value, f.name)) for f in dataclasses.fields(value) if f.compare))
    return value


def type_problem(expected: object, actual: object) -> str | None:
    """How ACTUAL's type differs from EXPECTED's, or None when they are of a kind.

    A list is of a kind with a tuple (``as_items``). Tuples of the same length
    are compared item by item; tuples of cards, and an empty tuple where cards
    were expected, are of a kind; None (for "no answer") and an exception
    raised are of a kind with anything.

    >>> from blackjack.core.hands import Status
    >>> type_problem((Status.OK, ()), ("ok", ()))
    'a tuple (a Status, a tuple) was expected, not a tuple (a str, a tuple)'
    >>> type_problem(3, 3.0), type_problem((Status.OK, 1), [Status.OK, 2])
    ('an int was expected, not a float', None)
    """
    expected, actual = (tuple(v) if isinstance(v, list) else v for v in (expected, actual))
    if isinstance(expected, tuple) and isinstance(actual, tuple):
        if is_cards(expected) or is_cards(actual) or not expected or not actual:
            return None
        if len(expected) == len(actual) and not any(map(type_problem, expected, actual)):
            return None
        return f"{kind(expected)} was expected, not {kind(actual)}"
    if expected is None or actual is None or is_raised(expected) or is_raised(actual):
        return None
    if type(expected) is type(actual) or name_of(expected) == name_of(actual):
        return None
    return f"{kind(expected)} was expected, not {kind(actual)}"
