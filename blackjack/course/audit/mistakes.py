"""The known mistakes of each exercise, and the ``Likely cause:`` of a failed part that behaves like one.

The known mistakes are the catalog's wrong answers and the mutants of the
references, each with the sentence that says its mistake, catalog first
(its sentences are a teacher's).  They hold near-copies of the references,
so they live here, with the audit, which the grader's sandbox hides: a cause
is worked out by ``check`` in the student's own kernel, by the grader in its
own process (the student's side observed in the sandbox), and by the audit;
never where the grader runs a student's code.
"""

from __future__ import annotations

import contextlib
import functools
import io
from collections.abc import Callable, Mapping, Sequence

from blackjack.course.audit import mutants
from blackjack.course.audit.catalog import answers
from blackjack.course.diagnosis.causes import inputs_tried, likely_cause
from blackjack.course.engine.explainer import Budget, Explainer, Mistake
from blackjack.course.engine.checking import Observer, Part, observe_student
from blackjack.course.exercises.index import EXERCISES, reference
from blackjack.course.exercises.records import Exercise
from blackjack.course.notebook.cells import namespace_for


def likely(part: Part, student: Mapping[str, Callable], args: tuple, observer: Observer = observe_student,
           seed: int | None = None, budget: Budget | None = None,
           inputs: Callable[[], Sequence[tuple]] | None = None) -> str | None:
    """The likely cause of the difference of STUDENT's PART from the reference on ARGS, or None.

    OBSERVER runs the student's side; SEED chose the check's inputs (INPUTS gives them when they are known
    already); BUDGET bounds the search (a part's, by default).
    """
    mistakes = of_part(part)  # made once per exercise, before the budget starts: it bounds the search alone
    references = {n: reference(n) for n in part.needs}
    explainer = Explainer(part, student, references, observer, args, budget or Budget())
    return likely_cause(explainer, mistakes, inputs or (lambda: inputs_tried(part, seed)))


def exercise_of(part: Part) -> Exercise | None:
    """The exercise PART belongs to."""
    return next((e for e in EXERCISES if any(p is part for p in e.parts)), None)


def of_part(part: Part) -> tuple[Mistake, ...]:
    """The known mistakes of PART's exercise, catalog first."""
    exercise = exercise_of(part)
    return () if exercise is None else known(exercise.id)


@functools.cache
def known(id: str) -> tuple[Mistake, ...]:
    """Every known mistake of exercise ID: its catalog answers, then the mutants of its references, then its
    constants moved by two (``mutants.further``: decoys, never claimed)."""
    exercise = next(e for e in EXERCISES if e.id == id)
    catalog = [Mistake(a.explanation, defined(exercise, a.code), distinct=True)
               for a in answers() if a.exercise == id and not a.right]
    notebook = namespace_for(exercise)
    mutated = [Mistake(m.cause, dict(zip(exercise.names, m.functions(exercise, notebook))), function=m.name)
               for m in mutants.of_exercise(exercise) if m.key not in dict(exercise.equivalent_mutants)]
    tests = [Mistake("", dict(zip(exercise.names, m.functions(exercise, notebook))), function=m.name, decoy=True)
             for m in mutants.further(exercise)]
    return tuple(catalog + mutated + tests)


def defined(exercise: Exercise, code: str) -> dict:
    """The exercise's functions as CODE defines them, run as its notebook's cell (the reference where it
    defines none)."""
    namespace = namespace_for(exercise)
    for name in exercise.names:
        namespace.pop(name, None)
    with contextlib.redirect_stdout(io.StringIO()):
        exec(compile(code, f"<answer to {exercise.id}>", "exec"), namespace)
    return {name: namespace.get(name) if callable(namespace.get(name)) else reference(name) for name in exercise.names}
