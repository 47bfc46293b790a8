"""Why a student's part differs from the reference: the ``Likely cause:`` line of a check.

A ``Mistake`` (``engine.explainer``, with the ``Explainer`` that asks both sides) is a wrong answer whose mistake is known (the audit keeps them:
its catalog's wrong answers and the mutants of the references) with the
sentence that says it.  A student's part behaves like a mistake when it gives
the mistake's answer on the counterexample and on every input the check
tries (answers that are not all alike).  Other causes need no known mistake,
only behaviour: answering as under one rule set whatever the rules (tried
first); then, when no known mistake says more (or two that the inputs cannot
tell apart behave like the student), printing where a ``say`` is given, the
symptoms and shapes of the difference (``engine.symptoms``,
``engine.shapes``), and arguments left out or ignored (``engine.arguments``).
A cause is claimed only when the behaviour shows it: a wrong one is worse
than none.

Looking for a cause has a ``Budget`` (this process's CPU time and the
clock): when it is spent, or when the student's code does not stop on an
input, nothing is claimed.  This module knows no mistake itself: whoever asks
for a cause passes them (``audit.mistakes``, never inside the grader's sandbox).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence

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
        return search(explainer, mistakes, inputs)
    except Unexplained:
        return None


def search(explainer: Explainer, mistakes: Iterable[Mistake], inputs: Callable[[], Sequence[tuple]]) -> str | None:
    """``likely_cause``, raising ``Unexplained`` when it gives up."""
    mine, expected = explainer.student_on(explainer.args), explainer.reference_on(explainer.args)
    if same(mine, expected):
        return None
    tried = (*inputs(), *neighbours(explainer.args))
    ignored = explainer.ignores_rules(mine, expected, tried) or explainer.ignores_rule(mine, expected, tried)
    if ignored:
        return ignored
    others = iter(mistakes)
    found = next((m for m in others if not m.decoy and explainer.behaves_like(m, mine, tried)), None)
    if found is not None and not any(m.distinct == found.distinct and m.cause != found.cause
                                     and explainer.behaves_like(m, mine, tried) for m in others):
        return sentence(found.cause)
    return behaviour(explainer, mine, expected, tried)  # no known mistake, or two the inputs cannot tell apart


def behaviour(explainer: Explainer, mine: Answer, expected: Answer, tried: Sequence[tuple]) -> str | None:
    """The causes that need no known mistake, only behaviour, in order."""
    return explainer.printed(mine, expected) or explainer.symptom(mine, expected, tried) \
        or explainer.calls(mine, expected, tried) or arguments.rules_left_out(explainer, mine, expected, tried) \
        or arguments.ignored(explainer, mine, tried) or arguments.counts_as(explainer, mine, tried)


def neighbours(args: tuple) -> Iterator[tuple]:
    """ARGS with one whole number one more: inputs next to the counterexample, where a cause must hold too
    (the check's inputs may hold none where two mistakes differ; shrinking makes numbers small).

    >>> list(neighbours(("a", 0, True)))
    [('a', 1, True)]
    """
    for at, value in enumerate(args):
        if type(value) is int:
            yield (*args[:at], value + 1, *args[at + 1:])
