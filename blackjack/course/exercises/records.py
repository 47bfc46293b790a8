"""The record of one graded exercise: where it lives, its points, its reference, its parts."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from blackjack.course.engine.checking import Part


@dataclass(frozen=True)
class Exercise:
    """One graded exercise.

    Points are the seed's where it gives them (seeds 000 and 001); seeds 002,
    003 and 004 give none, so the course gives 5 for a small task and 10 for a
    larger one.  An id is the seed's exercise number, prefixed by the seed when
    it is not seed 000: ``"2.2"`` is seed 000's ``dealerTurn``, ``"001:3.2"``
    seed 001's.  The parts marked ``extension`` are what the course adds to the
    seed's exercise; their points come on top of the seed's.
    """

    id: str  # "2.2", "001:3.1", "002:A3"
    notebook: str  # "03_dealer_turn"
    names: tuple[str, ...]  # the functions the student writes
    points: int  # the seed's points: the parts that are not extensions
    title: str
    extra_credit: bool = False
    reference: tuple[Callable[..., object], ...] = ()  # the reference of each name, in order
    parts: tuple[Part, ...] = ()
    uses: tuple[str, ...] = ()  # earlier graded functions the student's code may call
    answered_by: tuple[Callable[..., object], ...] = ()  # library functions that would do its job: not held by
    # its checking process (the capability audit, ``audit.capability``, finds them)
    library_answers: str = ""  # why the package's own values answer it and cannot be withheld (the audit says so)
    equivalent_mutants: tuple[tuple[str, str], ...] = ()  # (mutant key, why it behaves like the reference)

    def __post_init__(self) -> None:
        seed = sum(p.points for p in self.parts if not p.extension)
        if self.parts and seed != self.points:
            raise ValueError(f"exercise {self.id}: the seed's parts give {seed} points, not {self.points}")
        if len(self.reference) != len(self.names):
            raise ValueError(f"exercise {self.id}: one reference for each of {', '.join(self.names)}")

    @property
    def extension_points(self) -> int:
        """What the course's extension parts add."""
        return sum(p.points for p in self.parts if p.extension)

    @property
    def possible(self) -> int:
        """Every point there is: the seed's and the extension's."""
        return self.points + self.extension_points


def is_reference(fn: object) -> bool:
    """Is FN one of the package's own functions (not written in a notebook)?

    Not taken from what FN says of itself (``__module__``, ``__qualname__``: a student sets them at will):
    FN must be, as the very same object, what the package module it names holds under its qualified name.

    >>> from blackjack.editions import bank
    >>> def size_steps():
    ...     return [2]
    >>> size_steps.__module__ = bank.__name__
    >>> is_reference(bank.size_steps), is_reference(size_steps)
    (True, False)
    """
    import sys

    try:
        module_name, qualified = getattr(fn, "__module__", None), getattr(fn, "__qualname__", None)
    except Exception:  # an object of the student's whose attributes raise
        return False
    if not (isinstance(module_name, str) and module_name.split(".")[0] == "blackjack" and isinstance(qualified, str)):
        return False
    found: object = sys.modules.get(module_name)
    for name in qualified.split("."):
        found = getattr(found, name, None) if found is not None else None
    return found is fn
