"""The family of an argument ignored: vary it, and nothing the student's side gives changes (or none of them:
the same answer on every input).

The argument is given the values it has on other inputs the check tried, the
other arguments kept: where the reference's answer changes with it and the
student's never does, on the counterexample and on the other inputs looked
at, the student's code does not read it (or reads it and does nothing with it).
"""

from __future__ import annotations

from collections.abc import Sequence

from blackjack.course.engine.explainer import Answer, Explainer, same, same_value
from blackjack.course.engine.show import show

VALUES = 4  # other values of the argument tried on the counterexample
OTHERS = 2  # of those, tried on each other input


def always_the_same(explainer: Explainer, mine: Answer, expected: Answer, inputs: Sequence[tuple]) -> str | None:
    """The same answer on every input tried (three at least), where the expected answers differ."""
    if mine[0] != "returns" or len(inputs) < 3:
        return None
    if not all(same(explainer.student_at(i, args), mine) for i, args in enumerate(inputs)):
        return None
    if all(same(explainer.reference_at(i, args), expected) for i, args in enumerate(inputs)):
        return None
    seen = mine[1]
    value = f" {show(seen['returns'])}" if isinstance(seen, dict) and list(seen) == ["returns"] else " the same answer"
    return f"{explainer.names()} gives{value} on every input the check tried, whatever its arguments."


def argument_ignored(explainer: Explainer, mine: Answer, expected: Answer, inputs: Sequence[tuple]) -> str | None:
    """The first argument whose value changes the reference's answer but never the student's."""
    if mine[0] != "returns":
        return None
    for at, name in enumerate(explainer.part.args):
        values = others(at, explainer.args, inputs)
        if values and ignores(explainer, at, values, explainer.args, mine) and everywhere(explainer, at, values, inputs):
            return (f"{explainer.names()} gives the same result whatever `{name}` is: given other values of"
                    f" `{name}`, its answer never changes, where the expected answer does.")
    return None


def others(at: int, args: tuple, inputs: Sequence[tuple]) -> list[object]:
    """Up to ``VALUES`` values of argument AT, other than ARGS', from the inputs tried."""
    found: list[object] = []
    for given in inputs:
        value = given[at]
        if not same_value(value, args[at]) and not any(same_value(value, v) for v in found):
            found.append(value)
        if len(found) == VALUES:
            break
    return found


def with_value(args: tuple, at: int, value: object) -> tuple:
    return (*args[:at], value, *args[at + 1:])


def ignores(explainer: Explainer, at: int, values: list[object], args: tuple, mine: Answer) -> bool | None:
    """On ARGS (where the student answers MINE): True when the student's answer is the same whatever the value of
    argument AT and the reference's is not; False when the student's changes; None when neither changes."""
    theirs = [explainer.student_on(with_value(args, at, v)) for v in values]
    if not all(same(a, mine) for a in theirs):
        return False
    ours = [explainer.reference_on(with_value(args, at, v)) for v in (args[at], *values)]
    return True if any(not same(a, ours[0]) for a in ours[1:]) else None


def everywhere(explainer: Explainer, at: int, values: list[object], inputs: Sequence[tuple]) -> bool:
    """Does the student ignore argument AT on every input tried (given ``OTHERS`` of the other VALUES there), and
    does the argument change the reference's answer on one of them at least?"""
    changes = False
    for index, args in enumerate(inputs):
        found = ignores(explainer, at, values[:OTHERS], args, explainer.student_at(index, args))
        if found is False:
            return False
        changes = changes or bool(found)
    return changes
