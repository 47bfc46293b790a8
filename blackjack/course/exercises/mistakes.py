"""The known mistakes of each exercise, for a check's ``Likely cause:`` line.

They are the audit's catalog of wrong answers and the mutants of the
references, each with the sentence that says its mistake, catalog first
(its sentences are a teacher's).
"""

from __future__ import annotations

import contextlib
import functools
import io

from blackjack.course.audit import mutants
from blackjack.course.audit.catalog import answers
from blackjack.course.engine.causes import Mistake
from blackjack.course.engine.checking import Part
from blackjack.course.exercises.index import EXERCISES, reference
from blackjack.course.exercises.records import Exercise
from blackjack.course.notebook.cells import namespace_for

def exercise_of(part: Part) -> Exercise | None:
    """The exercise PART belongs to."""
    return next((e for e in EXERCISES if any(p is part for p in e.parts)), None)


def of_part(part: Part) -> list[Mistake]:
    """The known mistakes of PART's exercise, catalog first."""
    exercise = exercise_of(part)
    if exercise is None:
        return []
    return list(known(exercise.id))


@functools.cache
def known(id: str) -> tuple[Mistake, ...]:
    """Every known mistake of exercise ID: its catalog answers, then the mutants of its references."""
    exercise = next(e for e in EXERCISES if e.id == id)
    catalog = [Mistake(a.explanation, defined(exercise, a.code)) for a in answers() if a.exercise == id and not a.right]
    solved = mutants.solved_namespace(exercise)
    mutated = [Mistake(m.cause, dict(zip(exercise.names, m.functions_in(solved))))
               for m in mutants.of_exercise(exercise) if m.key not in dict(exercise.equivalent_mutants)]
    return tuple(catalog + mutated)


def defined(exercise: Exercise, code: str) -> dict:
    """The exercise's functions as CODE defines them, run as its notebook's cell (the reference where it
    defines none)."""
    namespace = namespace_for(exercise)
    for name in exercise.names:
        namespace.pop(name, None)
    with contextlib.redirect_stdout(io.StringIO()):
        exec(compile(code, f"<answer to {exercise.id}>", "exec"), namespace)
    return {name: namespace.get(name) if callable(namespace.get(name)) else reference(name) for name in exercise.names}
