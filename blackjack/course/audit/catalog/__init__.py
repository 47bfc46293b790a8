"""Answers a class would hand in, to prove the checks: realistic wrong ones and right ones.

Each notebook has a module here (``nb03``...) with a list ``ANSWERS``.  A
wrong answer must lose points; a right answer, written differently from the
reference, must get every point (or, for an answer that does what the seed's
text asks and no more, every point of the seed's part).  When a wrong answer
slips through, the check is improved, never the catalog.

A wrong answer's ``why`` is also the sentence ``check`` says of a student's
answer that behaves like it ("Likely cause: ..."), so it is written in the
student's terms; ``cause`` replaces it where ``why`` speaks of the code.

The code of an answer runs as a notebook cell would: after the notebook's
imports, with the reference of every other graded function at hand.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass


@dataclass(frozen=True)
class Answer:
    """One answer to one exercise: the code of the cell, and what a student did."""

    exercise: str  # "2.2"
    why: str  # "stops at 16 instead of 17"
    code: str
    right: bool
    seed_only: bool = False  # follows the seed's text only: earns the seed's points, not the extension's
    cause: str = ""  # what a student is told of an answer that behaves like this one, when not WHY

    @property
    def explanation(self) -> str:
        """The sentence that says this answer's mistake to a student."""
        return self.cause or self.why


def wrong(exercise: str, why: str, code: str, cause: str = "") -> Answer:
    """A realistic mistake: it must lose points (CAUSE: what a student is told, when not WHY)."""
    return Answer(exercise, why, code, right=False, cause=cause)


def right(exercise: str, why: str, code: str, seed_only: bool = False) -> Answer:
    """A right answer written another way: it must get full points (the seed's, if SEED_ONLY)."""
    return Answer(exercise, why, code, right=True, seed_only=seed_only)


MODULES = ("nb01", "nb02", "nb03", "nb04", "nb05", "nb06", "nb07", "nb08", "nb09")


def answers() -> list[Answer]:
    """Every answer of the catalog, notebook by notebook."""
    found = []
    for name in MODULES:
        try:
            module = importlib.import_module(f"blackjack.course.audit.catalog.{name}")
        except ModuleNotFoundError:
            continue
        found += module.ANSWERS
    return found
