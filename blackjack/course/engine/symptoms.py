"""Causes that need no known mistake: how a student's observation differs from the reference's.

Each ``Symptom`` compares one observation of the student's with the
reference's on the same input (both are dicts of named values: ``returns``,
``says``, ...).  ``holds`` says whether the difference is of its kind there
(an input where both agree counts as one where it holds); ``says`` puts the
counterexample's difference in one sentence.  Which symptoms are tried depends
on the counterexample (``symptoms``): only those its difference is one of.  ``explainer.Explainer`` claims a symptom only when it holds on
the counterexample and on every input the check tries: then the sentence is
shown by the behaviour, whatever the code looks like.

>>> only_messages({"returns": 1, "says": ["Hi"]}, {"returns": 1, "says": ["Hello"]})
True
>>> messages_differ({"says": ["Hi", "Bye"]}, {"says": ["Hello", "Bye"]})
"says 'Hi' where 'Hello' is expected"
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from blackjack.course.engine.show import is_cards, show

SAID = ("says", "printed, not said with say")  # the fields that hold what a call said or printed
Equal = Callable[[object, object], bool]


@dataclass(frozen=True)
class Symptom:
    """A kind of difference: where it holds (MINE, EXPECTED, and how values compare), and its sentence."""

    holds: Callable[[dict, dict, Equal], bool]
    says: Callable[[dict, dict], str]  # empty when the symptom cannot be said


def lines(seen: dict) -> list[str]:
    """The lines SEEN said."""
    return list(seen.get("says", ()))


def rest(seen: dict) -> dict:
    """SEEN without what was said."""
    return {k: v for k, v in seen.items() if k not in SAID}


def only_messages(mine: dict, expected: dict, equal: Equal = lambda a, b: a == b) -> bool:
    """Is everything but the messages said the same (and nothing printed instead)?"""
    return not any(mine.get(k) for k in SAID[1:]) and equal(rest(mine), rest(expected))


def messages_differ(mine: dict, expected: dict) -> str | None:
    """The first message worded differently, in words.  None when the student says more or fewer messages (then
    what is done differs, not only its words), or when a line shown is a check's description of a line
    (``(a message showing your hand, in any words)``), not the words said."""
    said, wanted = lines(mine), lines(expected)
    if len(said) != len(wanted):
        return None
    if sorted(said) == sorted(wanted):
        return "says the right messages in the wrong order"
    theirs, ours = next((a, b) for a, b in zip(said, wanted) if a != b)
    if described(theirs) or described(ours):
        return None
    return f"says {show(theirs)} where {show(ours)} is expected"


def described(line: str) -> bool:
    """Is LINE a check's description of what was said, not words said?"""
    return line.startswith("(") and line.endswith(")")


def returns_none(mine: dict, expected: dict, equal: Equal = lambda a, b: a == b) -> bool:
    """Is every value the student gives None (whatever was said, and whatever the reference gives)?

    >>> returns_none({"returns": None, "says": ["2 of Hearts"]}, {"returns": 3})
    True
    """
    return rest(mine).keys() == rest(expected).keys() and all(v is None for v in rest(mine).values())


def swapped(mine: dict, expected: dict, equal: Equal = lambda a, b: a == b) -> tuple[str, str] | None:
    """The two fields whose values the student gives the wrong way round, all else the same; or None.

    >>> swapped({"player": 1, "dealer": 2, "deck": 3}, {"player": 2, "dealer": 1, "deck": 3})
    ('player', 'dealer')
    """
    if set(mine) != set(expected):
        return None
    names = [k for k in mine if k not in SAID and not equal(mine[k], expected[k])]
    if len(names) != 2 or any(not equal(mine.get(k), expected.get(k)) for k in SAID):
        return None
    a, b = names
    return (a, b) if equal(mine[a], expected[b]) and equal(mine[b], expected[a]) else None


def swapped_like(pair: tuple[str, str]) -> Callable[[dict, dict, Equal], bool]:
    """Do the student's answers have PAIR the wrong way round (or agree with the reference)?"""
    def holds(mine: dict, expected: dict, equal: Equal) -> bool:
        return equal(mine, expected) or swapped(mine, expected, equal) == pair
    return holds


def only_said(mine: dict, expected: dict) -> str:
    """The sentence of ``MESSAGES``: the first message that differs, and that nothing else does."""
    what = messages_differ(mine, expected)
    return f"{what}; everything else it does is right on every input the check tried" if what else ""


MESSAGES = Symptom(only_messages, only_said)


def within(shorter: list[str], longer: list[str]) -> bool:
    """Are the lines SHORTER those of LONGER with some left out, the others in their order?

    >>> within(["Hi", "Bye"], ["Hi", "Hm", "Bye"]), within(["Bye"], ["Hi"])
    (True, False)
    """
    kept = iter(longer)
    return all(line in kept for line in shorter)


def first_extra(shorter: list[str], longer: list[str]) -> str:
    """The first line of LONGER that SHORTER (LONGER with some lines left out) does not have."""
    kept = iter(shorter)
    now = next(kept, None)
    for line in longer:
        if line != now:
            return line
        now = next(kept, None)
    return longer[-1]


def left_out(mine: dict, expected: dict, equal: Equal = lambda a, b: a == b) -> bool:
    """Does the student say the expected messages but some, in their order, and do all else the same?"""
    return only_messages(mine, expected, equal) and within(lines(mine), lines(expected))


def added(mine: dict, expected: dict, equal: Equal = lambda a, b: a == b) -> bool:
    """Does the student say the expected messages and more, and do all else the same?"""
    return only_messages(mine, expected, equal) and within(lines(expected), lines(mine))


def first_left_out(mine: dict, expected: dict) -> str:
    """The sentence of ``LEFT_OUT``: the first message the student does not say."""
    line = first_extra(lines(mine), lines(expected))
    what = f"give {line[1:-1]}" if described(line) else f"say {show(line)}"
    return f"does not {what}; on every input the check tried, it leaves out messages only: all else it does is right"


def first_added(mine: dict, expected: dict) -> str:
    """The sentence of ``ADDED``: the first message the student says that is not expected."""
    line = first_extra(lines(expected), lines(mine))
    what = f"gives {line[1:-1]}" if described(line) else f"says {show(line)}"
    return f"{what} too; on every input the check tried, it adds messages only: all else it does is right"


ADDED = Symptom(added, first_added)
LEFT_OUT = Symptom(left_out, first_left_out)
NONE = Symptom(returns_none, lambda mine, expected: (
    "returns None where a value is expected, on every input the check tried: is its `return` missing?"))


def each_differing(test: Callable[[object, object, Equal], bool]) -> Callable[[dict, dict, Equal], bool]:
    """Does each value of the student's that differs from the reference's pass TEST (the student's value, the
    reference's, how values compare), nothing said differing and no value missing?

    >>> reordered({"returns": (1, 2, 2)}, {"returns": (2, 1, 2)}), reordered({"returns": (1, 2)}, {"returns": (1, 3)})
    (True, False)
    """
    def holds(mine: dict, expected: dict, equal: Equal = lambda a, b: a == b) -> bool:
        if set(mine) != set(expected):
            return False
        differ = [k for k in mine if not equal(mine[k], expected[k])]
        return all(k not in SAID and test(mine[k], expected[k], equal) for k in differ)
    return holds


def same_items(mine: object, expected: object, equal: Equal) -> bool:
    """Are MINE and EXPECTED sequences of the same type with the same items, counted, in any order?  The
    student's items are compared only when they are of the reference's types (whose ``==`` is the course's)."""
    if type(mine) is not type(expected) or not isinstance(mine, (tuple, list)) or len(mine) != len(expected):
        return False
    if not {type(item) for item in mine} <= {type(item) for item in expected}:
        return False
    left = list(expected)
    for item in mine:
        match = next((i for i, other in enumerate(left) if item == other), None)
        if match is None:
            return False
        del left[match]
    return True


def in_another_order(mine: dict, expected: dict) -> str:
    """The sentence of ``REORDERED``."""
    what = "cards" if any(is_cards(v) for v in expected.values()) else "values"
    return f"gives the right {what} in another order, on every input the check tried"


reordered = each_differing(same_items)  # each value that differs is the reference's in another order
REORDERED = Symptom(reordered, in_another_order)


def none_where(mine: dict, expected: dict, equal: Equal = lambda a, b: a == b, accepts: bool = True) -> bool:
    """ACCEPTS: does the student agree with the reference wherever it gives a value, and give something else only
    where it gives None?  Else: the other way round, the student gives None only where the reference does not.

    >>> none_where({"returns": 7}, {"returns": None}), none_where({"returns": 7}, {"returns": None}, accepts=False)
    (True, False)
    """
    if rest(mine).keys() != rest(expected).keys() or any(not equal(mine.get(k), expected.get(k)) for k in SAID):
        return False
    return all(equal(mine[k], v) or (v if accepts else mine[k]) is None for k, v in rest(expected).items())


def refuses(mine: dict, expected: dict, equal: Equal = lambda a, b: a == b) -> bool:
    return none_where(as_fields(mine, expected), expected, equal, accepts=False)


def as_fields(mine: dict, expected: dict) -> dict:
    """MINE, where the student returned None and the reference's value is shown field by field, with None in
    each of those fields.

    >>> as_fields({"returns": None}, {"player": (), "deck": ()})
    {'player': None, 'deck': None}
    """
    if rest(mine) != {"returns": None} or "returns" in expected:
        return mine
    return {**dict.fromkeys(rest(expected)), **{k: v for k, v in mine.items() if k in SAID}}


def none_for(mine: dict, expected: dict) -> str:
    """What the student gives None for: the expected value where it is one, else "a value"."""
    return "a value" if as_fields(mine, expected) is not mine else show(first_differing(mine, expected)[1])


def first_differing(mine: dict, expected: dict) -> tuple[object, object]:
    """The student's value and the reference's in the first field where they differ."""
    return next((mine[k], v) for k, v in rest(expected).items() if mine.get(k) != v)


ACCEPTS = Symptom(none_where, lambda mine, expected: (
    f"gives {show(first_differing(mine, expected)[0])} where None is expected; wherever the expected answer is"
    " not None, it gives that answer, on every input the check tried"))
REFUSES = Symptom(refuses, lambda mine, expected: (
    f"gives None where {none_for(mine, expected)} is expected; wherever it gives something else,"
    " that is the expected answer, on every input the check tried"))


def symptoms(mine: dict, expected: dict) -> list[Symptom]:
    """The symptoms to try on the counterexample (MINE and EXPECTED there), most telling first."""
    some = 0 < len(lines(mine)) < len(lines(expected))  # saying nothing at all is not leaving a message out
    more = len(lines(mine)) > len(lines(expected))
    found = [LEFT_OUT] * (some and left_out(mine, expected)) + [ADDED] * (more and added(mine, expected))
    found += [MESSAGES, REORDERED]
    if returns_none(mine, expected) and any(v is not None for v in rest(expected).values()):
        found.append(NONE)
    elif none_where(mine, expected):
        found.append(ACCEPTS)
    elif refuses(mine, expected):
        found.append(REFUSES)
    pair = swapped(mine, expected)
    if pair:
        found.append(Symptom(swapped_like(pair), lambda m, e, pair=pair: (
            f"gives `{pair[0]}` and `{pair[1]}` the wrong way round, on every input the check tried")))
    return found
