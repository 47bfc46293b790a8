"""The families of the rules: a student answers as the reference would under the rules changed in one field.

The rule set is the specification of the game: a threshold (``dealer_stands_at``) moved to a value of
the student's own, or one value below or above the rules' value whatever the rules (``threshold``), or one
rule followed as another preset has it (``other_rule``: "counts aces as under aces-high").  The reference is
run with each of its functions given the changed rules (an argument ``rules``, or a game's ``rules``), so
the families need no rules argument in the part: a part that uses the seed's rules is diagnosed too.
"""

from __future__ import annotations

import dataclasses
import functools
import inspect
from collections.abc import Callable, Iterator, Mapping, Sequence

from blackjack.core.rules import PRESETS, Rules
from blackjack.course.engine.explainer import Answer, Explainer, same
from blackjack.course.engine.show import show

THRESHOLDS = ("dealer_stands_at", "others_stand_at")  # the rules that are a number a total is compared with
SOFT = "dealer_hits_soft_17"
WHO = {"dealer_stands_at": "the dealer", "others_stand_at": "the other players"}
Change = Callable[[Rules], Rules]


def changing(function: Callable, change: Change) -> Callable:
    """FUNCTION, whose rules (an argument ``rules``, or the ``rules`` of a game it is given) are changed by CHANGE
    first; its signature is FUNCTION's (a check may ask whether it takes ``rules``)."""
    try:
        signature = inspect.signature(function)
    except (TypeError, ValueError):
        return function

    @functools.wraps(function)
    def call(*args: object, **kwargs: object) -> object:
        bound = signature.bind(*args, **kwargs)
        bound.apply_defaults()
        for name, value in bound.arguments.items():
            if isinstance(value, Rules):
                bound.arguments[name] = change(value)
            elif dataclasses.is_dataclass(value) and isinstance(getattr(value, "rules", None), Rules):
                bound.arguments[name] = dataclasses.replace(value, rules=change(value.rules))  # type: ignore[type-var]
        return function(*bound.args, **bound.kwargs)

    return call


@dataclasses.dataclass
class Ruled:
    """The reference under rules changed by CHANGE, as a wrong answer to compare the student with; the rules it
    was given on each input, as they were (``given``)."""

    explainer: Explainer
    change: Change
    given: list[Rules] = dataclasses.field(default_factory=list)

    def __call__(self, args: tuple) -> Answer:
        def seen(rules: Rules) -> Rules:
            self.given.append(rules)
            return self.change(rules)
        functions = {n: changing(f, seen) for n, f in self.explainer.reference.items()}
        return self.explainer.answer_with(functions, args)


def holds(explainer: Explainer, mine: Answer, change: Change, inputs: Sequence[tuple]) -> Ruled | None:
    """The reference under the rules changed by CHANGE, when the student answers as it does on the counterexample
    (MINE there) and on every input tried; else None."""
    ruled = Ruled(explainer, change)
    if not same(ruled(explainer.args), mine) or not ruled.given:
        return None
    given = ruled.given[0]
    if change(given) == given:
        return None
    return ruled if explainer.follows(ruled, inputs) else None


def rules_here(explainer: Explainer) -> Rules | None:
    """The rules the reference is given on the counterexample (None when it is given none)."""
    ruled = Ruled(explainer, lambda rules: rules)
    ruled(explainer.args)
    return ruled.given[0] if ruled.given else None


def threshold(explainer: Explainer, mine: Answer, expected: Answer, inputs: Sequence[tuple]) -> str | None:
    """A threshold of the rules moved: one below or above the rules' value on every input tried, or a value of
    the student's own whatever the rules.  The student's boundary is named."""
    if mine[0] != "returns":
        return None
    here = rules_here(explainer)
    if here is None:
        return None
    for name in THRESHOLDS:
        given = getattr(here, name)
        for step in (-1, 1):
            ruled = holds(explainer, mine, shifted(name, step), inputs)
            if ruled is not None:
                how = f" (one {'below' if step < 0 else 'above'} the rules' value, whatever the rules)"
                return boundary(explainer, name, given + step, here, how if varied(ruled, name) else "")
        for value in range(given - 2, given + 3):  # the rules' own value too, with the soft 17 changed
            for soft in (None, False, True) if name == "dealer_stands_at" else (None,):
                change = fixed(name, value) if soft is None else fixed(name, value, {SOFT: soft})
                ruled = holds(explainer, mine, change, inputs)
                if ruled is not None:
                    how = " whatever the rules" if varied(ruled, name) else ""
                    how += f" (and {'draws' if soft else 'stands'} on a soft 17 whatever the rules)" * (soft is not None)
                    return boundary(explainer, name, value, here, how)
    return None



def shifted(name: str, step: int) -> Change:
    return lambda rules: dataclasses.replace(rules, **{name: getattr(rules, name) + step})


def fixed(name: str, value: object, more: Mapping[str, object] | None = None) -> Change:
    """Rules changed to have VALUE for the rule NAME (and the values MORE names for other rules)."""
    return lambda rules: dataclasses.replace(rules, **{name: value, **(more or {})})


def varied(ruled: Ruled, name: str) -> bool:
    """Were the rules given on the inputs tried of more than one value of the rule NAME?"""
    return len({getattr(rules, name) for rules in ruled.given}) > 1


def boundary(explainer: Explainer, name: str, value: int, here: Rules, how: str) -> str:
    """The sentence of ``threshold``: where the student's side stops drawing, and what the rules HERE say.

    >>> from types import SimpleNamespace
    >>> from blackjack.core.rules import CASINO_H17, SEED_000
    >>> boundary(SimpleNamespace(names=lambda: "dealer_turn"), "dealer_stands_at", 16, SEED_000, "")
    'dealer_turn stops the dealer at 16: it draws on 15 and stands on 16, where the rules say it draws below 17.'
    >>> boundary(SimpleNamespace(names=lambda: "f"), "dealer_stands_at", 17, CASINO_H17, "")[-55:]
    'where the rules say it draws below 17 and on a soft 17.'
    """
    soft = " and on a soft 17" if name == "dealer_stands_at" and here.dealer_hits_soft_17 else ""
    return (f"{explainer.names()} stops {WHO[name]} at {value}{how}: it draws on {value - 1} and stands on {value},"
            f" where the rules say it draws below {getattr(here, name)}{soft}.")


def other_rule(explainer: Explainer, mine: Answer, expected: Answer, inputs: Sequence[tuple]) -> str | None:
    """One rule followed as another preset has it (the rest as the rules say), on every input tried: which rule,
    and what the student does instead."""
    if mine[0] != "returns":
        return None
    here = rules_here(explainer)
    if here is None:
        return None
    for name, value in other_values(here):
        ruled = holds(explainer, mine, fixed(name, value), inputs)
        if ruled is not None:
            how = " whatever the rules" if varied(ruled, name) else ""
            return f"{explainer.names()} {rule_followed(name, value, here)}{how}."
    return None


def other_values(rules: Rules) -> Iterator[tuple[str, object]]:
    """Each rule other than a threshold (and the deck's size) with each other value a preset gives it."""
    for rule in dataclasses.fields(rules):
        if rule.name in (*THRESHOLDS, "name", "about", "wording", "decks"):
            continue
        values = dict.fromkeys(getattr(p, rule.name) for p in PRESETS.values())
        yield from ((rule.name, v) for v in values if v != getattr(rules, rule.name))


SAYS: Mapping[str, Callable[[object], str]] = {
    "aces": lambda v: f"counts aces as {preset_of('aces', v)} does ({str(getattr(v, 'value', v)).split(' (')[0]})",
    "tie": lambda v: f"gives {show(v)} for equal totals",
    "both_bust": lambda v: f"gives {show(v)} when both hands bust",
    "bust_ends_round": lambda v: "ends the round at once when the player busts" if v
    else "lets the dealer play on after the player busts",
    "naturals": lambda v: "lets a two-card 21 (a natural) beat any other 21" if v
    else "never lets a two-card 21 (a natural) beat another 21",
    "dealer_hits_soft_17": lambda v: "has the dealer draw on a soft 17" if v else "has the dealer stand on a soft 17",
    "natural_pays": lambda v: f"pays {v} for each unit bet on a natural",
    "twenty_one_bonus": lambda v: f"pays a bonus of {v} for each unit bet on exactly 21",
}


def rule_followed(name: str, value: object, here: Rules) -> str:
    """What a student who follows the rule NAME as VALUE does, and what the rules HERE say.

    >>> from blackjack.core.rules import AceRule, SEED_000
    >>> rule_followed("aces", AceRule.ALWAYS_ELEVEN, SEED_000)
    'counts aces as SEED_004 (aces-high) does (every ace counts 11), where the rules here, SEED_000 (classic), say: one ace counts 11 when that does not bust the hand'
    """
    says = SAYS.get(name, lambda v: f"answers as if `rules.{name}` were {show(v)}")
    theirs = getattr(here, name)
    rule = str(getattr(theirs, "value", theirs)).split(" (")[0] if name == "aces" else f"`rules.{name}` is {show(theirs)}"
    return f"{says(value)}, where the rules here, {show(here)}, say: {rule}"


def preset_of(name: str, value: object) -> str:
    """The first preset whose rule NAME is VALUE, as the notebooks name it."""
    return next((show(p) for p in PRESETS.values() if getattr(p, name) == value), "another rule set")
