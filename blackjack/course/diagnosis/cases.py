"""The families of cases: wrong in one case only (which), or right in some of what it gives (which parts).

``case_wrong``: every input tried on which the student's side differs has one
feature in common (an argument that is a given member of an enum, or a flag;
an expected value that is a given member, None or an exception), and it is
right on every input without it: the case of that feature is missing or wrong.
``parts_right``: the student's side gives some of the values a check compares
right on every input tried, and others not: which are right, which differ.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterator, Sequence

from blackjack.course.engine.explainer import Answer, Explainer, same, same_value
from blackjack.course.engine.show import show
from blackjack.course.engine.symptoms import SAID

RIGHT = 3  # inputs tried on which the student is right, at least, for a case to be told apart
Feature = tuple[str, str, object]  # (where: "argument" or "expected", a name, a value)


def features(part_args: Sequence[str], args: tuple, expected: Answer) -> Iterator[Feature]:
    """The features of an input (ARGS, named PART_ARGS) and of its expected answer that a case may turn on."""
    for name, value in zip(part_args, args):
        if isinstance(value, (enum.Enum, bool)):
            yield "argument", name, value
    kind, seen = expected
    if kind == "raised":
        yield "raised", "", seen
    elif isinstance(seen, dict):
        for name, value in seen.items():  # a flag of a record (``doubled``) is left out: too often a coincidence
            if name not in SAID and (value is None or isinstance(value, enum.Enum) or name == "returns"
                                     and isinstance(value, bool)):
                yield "expected", name, value


def member_wrong(explainer: Explainer, mine: Answer, expected: Answer, inputs: Sequence[tuple]) -> str | None:
    """``case_wrong`` where the case is an argument that is one member of an enum of more than two: more telling
    than "the answer is the same whatever the argument" (with two values, that is as telling)."""
    return case_wrong(explainer, mine, expected, inputs, lambda f: f[0] == "argument" and many(f[2]))


def many(value: object) -> bool:
    """Is VALUE a member of an enum of more than two members?"""
    return isinstance(value, enum.Enum) and len(type(value)) > 2


def case_wrong(explainer: Explainer, mine: Answer, expected: Answer, inputs: Sequence[tuple],
               kept: Callable[[Feature], bool] = lambda feature: True) -> str | None:
    """The case (a feature that passes KEPT) on which alone the student's side differs, when it is right on
    every other input tried (``RIGHT`` at least) and differs on half the inputs of that case at least."""
    wrong, right = [], []
    for index, args in enumerate(inputs):
        theirs, ours = explainer.student_at(index, args), explainer.reference_at(index, args)
        (right if same(theirs, ours) else wrong).append(set(features(explainer.part.args, args, ours)))
    found = set(features(explainer.part.args, explainer.args, expected))
    if not wrong or len(right) < RIGHT:
        return None
    common = [frozenset([f]) for f in found if kept(f)]
    common += [frozenset([f, g]) for f in found for g in found if f[0] == "argument" and g[0] == "expected"
               and kept(f)]  # a case of an argument where one answer is expected

    def count(chosen: frozenset) -> int:
        return sum(chosen <= r for r in right)

    candidates = [c for c in common if all(c <= w for w in wrong) and count(c) < len(right)
                  and count(c) <= len(wrong)]  # wrong on half the inputs of the case at least
    if not candidates:
        return None
    chosen = min(candidates, key=lambda c: (count(c), len(c), sorted(map(str, c))))
    where = " and ".join(case(f) for f in sorted(chosen, key=lambda f: f[0])).replace(" and where ", " and ")
    said = f"{explainer.names()} is wrong only {where}: on every other input the check tried it gives the expected answer."
    if all(f[0] == "argument" for f in chosen) and not count(chosen):  # wrong wherever the case comes
        return said + " Is that case missing, or handled like another?"
    return said


def case(feature: Feature) -> str:
    """Where a case holds, in words.

    >>> from blackjack.editions.prompts import Move
    >>> case(("argument", "move", Move.DOUBLE)), case(("expected", "returns", None)), case(("raised", "", "KeyError"))
    ('where `move` is Move.DOUBLE', 'where the expected answer is None', 'where the reference raises KeyError')
    """
    where, name, value = feature
    if where == "raised":
        return f"where the reference raises {value}"
    if where == "argument":
        return f"where `{name}` is {show(value)}"
    return f"where the expected {'answer' if name == 'returns' else f'`{name}`'} is {show(value)}"


def parts_right(explainer: Explainer, mine: Answer, expected: Answer, inputs: Sequence[tuple]) -> str | None:
    """The values the student gives right on every input tried, when some others differ on the counterexample."""
    if mine[0] != "returns" or expected[0] != "returns" or not isinstance(mine[1], dict):
        return None
    names = [n for n in expected[1] if n in mine[1]]
    if set(names) != set(mine[1]) or len(names) < 2:
        return None
    differ = [n for n in names if not same_value(mine[1][n], expected[1][n])]
    right = [n for n in names if n not in differ and n != "rules" and always_right(explainer, n, inputs)]
    if not right or not differ:
        return None
    return (f"{explainer.names()} gives {listed(right)} right on every input the check tried; what differs is"
            f" {listed(differ)}.")


def always_right(explainer: Explainer, name: str, inputs: Sequence[tuple]) -> bool:
    """Does the student give the value NAME as the reference does on every input tried, where the reference's
    is not always the same (a value that never changes tells nothing)?"""
    values: list[object] = []
    for index, args in enumerate(inputs):
        theirs, ours = explainer.student_at(index, args), explainer.reference_at(index, args)
        if theirs[0] != "returns" or ours[0] != "returns" or not isinstance(theirs[1], dict):
            return False
        if name not in theirs[1] or not same_value(theirs[1][name], ours[1].get(name)):
            return False
        values += [] if any(same_value(v, ours[1].get(name)) for v in values) else [ours[1].get(name)]
    return len(values) > 1


def listed(names: Sequence[str]) -> str:
    """Names of values in words: what was said is "its messages", a returned value "the value it returns".

    >>> listed(["status", "says"]), listed(["returns"])
    ('`status` and its messages', 'the value it returns')
    """
    words = ["its messages" if n == "says" else "the value it returns" if n == "returns"
             else "what it prints" if n in SAID else f"`{n}`" for n in names]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]
