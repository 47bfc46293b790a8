"""Causes about a part's arguments and rules: one left out of a call inside, or ignored; other rules counted.

``rules_left_out``: where other rules are given, some values come out as
under the default rules (a call inside without ``rules``), each value on
every input tried being the one the rules given or the default rules give.
``ignored``: the student answers as if some arguments were their defaults
(the reference's) whatever they are, on the counterexample and on every
input tried.  ``counts_as``: where the rules are no argument, the student
answers as the reference would under another preset.  Each takes the
``explainer.Explainer`` that looks for a cause.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Sequence

from blackjack.core.rules import DEFAULT_RULES, PRESETS
from blackjack.course.engine.explainer import Answer, Explainer, about, same, same_value
from blackjack.course.engine.show import show


def rules_left_out(explainer: Explainer, mine: Answer, expected: Answer, inputs: Sequence[tuple]) -> str | None:
    """Some values given as under the default rules where other rules are given: on the counterexample and on
    another input tried; on every input tried, each value is the one the rules given or the default rules give."""
    part = explainer.part
    if "rules" not in part.args or mine[0] != "returns" or explainer.args[part.args.index("rules")] == DEFAULT_RULES:
        return None
    shown = defaulted(mine, expected, explainer.reference_on(explainer.under(DEFAULT_RULES, explainer.args)))
    if not shown or not defaulted_on(explainer, inputs):
        return None
    where = "" if shown == ["returns"] else " in `" + "`, `".join(shown) + "`"
    return (f"{explainer.names()} answers{where} as under {show(DEFAULT_RULES)}, the default rules, where"
            f" {show(explainer.args[part.args.index('rules')])} is given: is `rules` left out of a call inside? On"
            " every input the check tried, each value it gives is the one the rules given or the default rules give.")


def defaulted_on(explainer: Explainer, inputs: Sequence[tuple]) -> bool:
    """Does the student give each value as the rules given or the default rules do on every input tried, and
    some as the default rules only on one of them at least?"""
    found = False
    for index, args in enumerate(inputs):
        mine, expected = explainer.student_at(index, args), explainer.reference_at(index, args)
        if same(mine, expected):
            continue
        shown = defaulted(mine, expected, explainer.reference_on(explainer.under(DEFAULT_RULES, args)))
        if shown is None:
            return False
        found = found or bool(shown)
    return found


def defaulted(mine: Answer, expected: Answer, default: Answer) -> list[str] | None:
    """The names of the values the student gives as DEFAULT (the default rules' answer) does where EXPECTED
    differs; None when a value is neither EXPECTED's nor DEFAULT's.

    >>> defaulted(("returns", {"a": 1, "b": 2}), ("returns", {"a": 1, "b": 3}), ("returns", {"a": 0, "b": 2}))
    ['b']
    """
    if not all(kind == "returns" and isinstance(seen, dict) for kind, seen in (mine, expected, default)):
        return None
    theirs, ours, others = mine[1], expected[1], default[1]
    if set(theirs) != set(ours) or set(theirs) != set(others):
        return None
    def alike(key: str, values: dict) -> bool:
        return same_value(theirs[key], values[key])
    if not all(alike(k, ours) or alike(k, others) for k in theirs):
        return None
    return [k for k in theirs if not alike(k, ours)]


def ignored(explainer: Explainer, mine: Answer, inputs: Sequence[tuple]) -> str | None:
    """Answers as if some arguments were their defaults whatever they are: on the counterexample and on every
    input tried.  Each argument with a default alone first, then all of them at once."""
    if mine[0] != "returns":
        return None
    found = defaults(explainer)
    for names in [[name] for name in found] + ([list(found)] if len(found) > 1 else []):
        def defaulting(args: tuple, names: list[str] = names) -> Answer:
            return explainer.reference_on(with_values(explainer, args, {n: found[n] for n in names}))
        if same(defaulting(explainer.args), mine) and explainer.follows(defaulting, inputs):
            given = [n for n in names if any(not same_value(args[explainer.part.args.index(n)], found[n])
                                             for args in (explainer.args, *inputs))]
            return ignoring(explainer, given, found) if given else None
    return None


def defaults(explainer: Explainer) -> dict[str, object]:
    """The arguments of the part (by name) that a reference function it calls has a default for, with it."""
    found: dict[str, object] = {}
    for function in explainer.reference.values():
        for name, parameter in inspect.signature(function).parameters.items():
            if name in explainer.part.args and parameter.default is not parameter.empty:
                found.setdefault(name, parameter.default)
    return found


def with_values(explainer: Explainer, args: tuple, values: dict[str, object]) -> tuple:
    """ARGS with VALUES for the arguments they name."""
    return tuple(values.get(name, value) for name, value in zip(explainer.part.args, args))


def ignoring(explainer: Explainer, names: list[str], found: dict[str, object]) -> str:
    """The sentence of ``ignored``."""
    quoted = " and ".join(f"`{n}`" for n in names)
    values = " and ".join(show(found[n]) for n in names)
    it, default = ("it is", "the default") if len(names) == 1 else ("they are", "their defaults")
    return (f"{explainer.names()} ignores {quoted}: it answers as if {it.split()[0]} were {values} ({default})"
            f" whatever {it}, on every input the check tried.")


def counts_as(explainer: Explainer, mine: Answer, inputs: Sequence[tuple]) -> str | None:
    """Where the rules are no argument of the part: answers as the reference would under one preset, not under
    the rules it has by default, on the counterexample and on every input tried."""
    if "rules" in explainer.part.args or mine[0] != "returns":
        return None
    ruled = {n: f for n, f in explainer.reference.items() if "rules" in inspect.signature(f).parameters}
    if not ruled:
        return None
    own = next(iter(ruled.values()))
    meant = inspect.signature(own).parameters["rules"].default
    for rules in (r for r in PRESETS.values() if r != meant):
        functions = {**explainer.reference, **{n: functools.partial(f, rules=rules) for n, f in ruled.items()}}
        def under(args: tuple, functions: dict = functions) -> Answer:
            return explainer.answer_with(functions, args)
        if same(under(explainer.args), mine) and explainer.follows(under, inputs):
            return (f"{explainer.names()} answers as under {show(rules)} ({about(rules)}) where {show(meant)}"
                    f" ({about(meant)}) is meant, on every input the check tried.")
    return None
