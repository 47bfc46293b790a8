"""Why a student's part differs from the reference: the ``Likely cause:`` line of a check.

The causes are looked for in this order, the first that holds on the
counterexample and on every input the check tries (and the inputs next to the
counterexample) being claimed: a threshold of the rules moved, the rules ignored
or one rule followed as another preset has it (``diagnosis.ruled``, with the
``engine.explainer``); then a known ``Mistake`` (``engine.explainer``: the
audit's catalog and the mutants of the references, each with its sentence,
claimed only when no other one with another sentence behaves the same and it
names no call the student's code does not make); then printing where a ``say``
is given, the value to return printed, cards in another order (which), the
symptoms and shapes of the difference (``engine.symptoms``, ``engine.shapes``),
arguments left out or ignored (``engine.arguments``); last an argument whose
value changes nothing, a case wrong where all others are right, the values that
are right (``diagnosis.families``).  A cause is claimed only when the
behaviour shows it: a wrong one is worse than none.  Every cause is worded
last (``diagnosis.wording``): long values cut, no question the code answers.

Looking for a cause has a ``Budget`` (this process's CPU time and the
clock): when it is spent, or when the student's code does not stop on an
input, nothing is claimed.  This module knows no mistake itself: whoever asks
for a cause passes them (``audit.mistakes``, never inside the grader's sandbox).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence

from blackjack.core.rules import PRESETS
from blackjack.course.diagnosis.families import EARLY, FIRST, LAST, THRESHOLD, first_of
from blackjack.course.diagnosis.source import names_calls_made, passes_rules_everywhere
from blackjack.course.diagnosis.wording import worded
from blackjack.course.engine import arguments
from blackjack.course.engine.checking import Part, Problem, tried
from blackjack.course.engine.explainer import Answer, Explainer, Mistake, Unexplained, same, sentence


def inputs_tried(part: Part, seed: int | None) -> tuple[tuple, ...]:
    """The inputs a check of PART tries under SEED (none when its search cannot run)."""
    try:
        return tried(part, seed)
    except Problem:
        return ()


def likely_cause(explainer: Explainer, mistakes: Iterable[Mistake], inputs: Callable[[], Sequence[tuple]]) -> str | None:
    """The cause of the difference on the explainer's counterexample, in one sentence, or None when the
    behaviour does not show one (or the budget ran out first).

    MISTAKES are tried in order (the first that behaves like the student is claimed, unless a later distinct
    one with another sentence does too); INPUTS gives the inputs the check tries.
    """
    try:
        return worded(search(explainer, mistakes, inputs), explainer.student)
    except Unexplained:
        return None


def search(explainer: Explainer, mistakes: Iterable[Mistake], inputs: Callable[[], Sequence[tuple]]) -> str | None:
    """``likely_cause``, raising ``Unexplained`` when it gives up."""
    mine, expected = explainer.student_on(explainer.args), explainer.reference_on(explainer.args)
    if same(mine, expected):
        return None
    tried = (*inputs(), *neighbours(explainer.args, explainer.part.args))
    ignored = THRESHOLD(explainer, mine, expected, tried) or explainer.ignores_rules(mine, expected, tried) \
        or explainer.ignores_rule(mine, expected, tried) or first_of(FIRST, explainer, mine, expected, tried)
    if ignored:
        return ignored
    others = iter(mistakes)
    found = next((m for m in others if not m.decoy and names_calls_made(m.cause, explainer.student)
                  and explainer.behaves_like(m, mine, tried)), None)
    if found is not None and not any(m.distinct == found.distinct and m.cause != found.cause
                                     and explainer.behaves_like(m, mine, tried) for m in others):
        return sentence(found.cause)
    return behaviour(explainer, mine, expected, tried)  # no known mistake, or two the inputs cannot tell apart


def behaviour(explainer: Explainer, mine: Answer, expected: Answer, tried: Sequence[tuple]) -> str | None:
    """The causes that need no known mistake, only behaviour, in order."""
    return explainer.printed(mine, expected) or first_of(EARLY, explainer, mine, expected, tried) \
        or explainer.symptom(mine, expected, tried) or explainer.calls(mine, expected, tried) \
        or (None if passes_rules_everywhere(explainer.student) else arguments.rules_left_out(
            explainer, mine, expected, tried)) or arguments.ignored(explainer, mine, tried) \
        or arguments.counts_as(explainer, mine, tried) or first_of(LAST, explainer, mine, expected, tried)


def neighbours(args: tuple, names: Sequence[str] = ()) -> Iterator[tuple]:
    """ARGS with one whole number one more, and with each other preset for the rules (NAMES name the arguments):
    inputs next to the counterexample, where a cause must hold too (the check's inputs may hold none where two
    mistakes differ; shrinking makes numbers small, and a rule the student ignores may show under other rules only).

    >>> list(neighbours(("a", 0, True)))
    [('a', 1, True)]
    >>> len(list(neighbours(("cards", PRESETS["bank"]), ("cards", "rules")))) == len(PRESETS) - 1
    True
    """
    for at, value in enumerate(args):
        if type(value) is int:
            yield (*args[:at], value + 1, *args[at + 1:])
    if "rules" in names:
        at = list(names).index("rules")
        yield from ((*args[:at], rules, *args[at + 1:]) for rules in PRESETS.values() if rules != args[at])
