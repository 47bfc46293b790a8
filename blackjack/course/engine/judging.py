"""Judging a student's part: at once on the inputs worked out in advance, and by a search only to shrink.

A part's inputs depend on the seed alone (``checking.tried``), so they and
the reference's run on each are worked out once per process: a ``Plan``.  A
student who agrees with the reference on every input of the plan has passed,
as the search would have said, without running it (the search tries exactly
those inputs, in that order, when every one passes).  At the first input
where they differ, the search runs as before, to shrink the difference to a
smallest input, given the student's answers already had while it asks for
the same inputs (``Replay``: a slow answer costs no more); an endless loop or
a flood is said at once, as the search says it.  The audit, the grader and a test run judge many students on the
same parts: each part's plan is made once, not once a student.
"""

from __future__ import annotations

import copy
import functools
import pickle
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from blackjack.course.engine.checking import (
    Observation,
    Observer,
    Part,
    Problem,
    Returned,
    Search,
    compare,
    observe,
    observe_student,
    tried,
)


@dataclass(frozen=True)
class Plan:
    """The inputs a part that passes is tried on, in order, and the reference's run on each."""

    inputs: tuple[tuple, ...]
    expected: tuple[tuple[Observation, Returned], ...]


PLANS: dict[tuple[int, int | None], tuple[Part, tuple[Callable, ...], Plan | None]] = {}  # (id of a part, seed) ->
# that part, the reference functions its plan was made with, and the plan


def plan(part: Part, reference: Mapping[str, Callable], seed: int | None = None) -> Plan | None:
    """PART's plan under SEED with REFERENCE's functions, made once per process (None when its search cannot run)."""
    key, functions = (id(part), seed), tuple(reference[n] for n in part.needs)
    kept = PLANS.get(key)
    if kept is None or kept[1] != functions:
        PLANS[key] = (part, functions, made(part, reference, seed))
    return PLANS[key][2]


def made(part: Part, reference: Mapping[str, Callable], seed: int | None) -> Plan | None:
    try:
        inputs = tried(part, seed)
    except Problem:
        return None
    return Plan(inputs, tuple(observe(part, reference, copy.deepcopy(args)) for args in inputs))


Seen = tuple[Observation, Returned]


@dataclass
class Replay:
    """An observer: the ANSWERS already had (each gives the student's side of one call, or raises what it
    raised), while the search asks for INPUTS in the same order (KEY tells inputs apart); then LIVE."""

    inputs: list[tuple]
    answers: list[Callable[[], Seen]]
    live: Observer
    key: Callable[[tuple], object]

    def __call__(self, part: Part, student: Mapping[str, Callable], args: tuple,
                 reference: Mapping[str, Callable]) -> Seen:
        if self.answers and self.key(args) == self.key(self.inputs[0]):
            self.inputs.pop(0)
            return self.answers.pop(0)()
        self.answers = []
        return self.live(part, student, args, reference)


@dataclass
class Recorded:
    """An observer that keeps what OBSERVER gave on each call (or the exception it raised), to replay it."""

    observer: Observer
    answers: list[Callable[[], Seen]] = field(default_factory=list)

    def __call__(self, part: Part, student: Mapping[str, Callable], args: tuple,
                 reference: Mapping[str, Callable]) -> Seen:
        try:
            seen = self.observer(part, student, args, reference)
        except Exception as error:
            self.answers.append(functools.partial(raise_again, error))  # `error` is unbound after the except
            raise
        self.answers.append(lambda: seen)
        return seen


def raise_again(error: Exception) -> Seen:
    raise error


def pickled(args: tuple) -> bytes | None:
    """ARGS as bytes, to tell inputs apart (None when they cannot be pickled: then the order alone tells)."""
    try:
        return pickle.dumps(args)
    except Exception:
        return None


def agrees_on_plan(part: Part, student: Mapping[str, Callable], reference: Mapping[str, Callable],
                   observer: Observer, found: Plan) -> bool:
    """Does the student agree with the reference on every input of FOUND?  An endless loop or a flood is raised
    at once, as the search raises it (a search would only run it again); any other difference is False."""
    for args, expected in zip(found.inputs, found.expected):
        try:
            compare(part, student, reference, args, observer, expected)
        except Problem as problem:
            if problem.fatal:
                raise
            return False
    return True


def judge(part: Part, student: Mapping[str, Callable], reference: Mapping[str, Callable],
          observer: Observer = observe_student, seed: int | None = None) -> Problem | None:
    """None when the student's part agrees with the reference; else the problem.

    OBSERVER runs the student's side (the grader's runs it in a sandbox);
    SEED chooses the inputs (the grader draws one per grading run).
    Raises ``NotAttempted`` when a function is still the stub.
    """
    found, recorded = plan(part, reference, seed), Recorded(observer)
    try:
        if found is None:
            Search(part, student, reference, observer, seed).run()
        elif not agrees_on_plan(part, student, reference, recorded, found):
            replay = Replay(list(found.inputs), recorded.answers, observer, pickled)
            Search(part, student, reference, replay, seed).run()
    except Problem as problem:
        return problem
    return None
