"""The engine behind ``check``: compare a student's functions with the reference.

A check is a list of ``Part``s.  A part names the student functions it
needs, a ``run`` that uses them on one input and returns what can be seen
(a dict of named values; what was said or printed is added as ``says``), a
few worked examples, and a hypothesis strategy of more inputs.  The student's
part passes when every input gives what the reference gives; the first
difference is shrunk by hypothesis to a smallest input and shown.

Every student call runs under ``safety.run_guarded``: output captured and
capped, a time limit; an endless loop or a flood is reported at once, without
shrinking (each try would take the full time).
"""

from __future__ import annotations

import contextlib
import copy
import functools
import inspect
import os
import time
import traceback
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import cast

from hypothesis import HealthCheck, Phase, Verbosity, given, seed, settings
from hypothesis import strategies as st
from hypothesis.errors import FlakyFailure, HypothesisException

from blackjack.core.yours import describe
from blackjack.course import paths
from blackjack.course.engine import safety
from blackjack.course.engine.safety import Flood, TimeLimit, Transcript, run_guarded
from blackjack.course.engine.show import as_items, kind, show, type_problem

EXAMPLES = 60  # hypothesis inputs per part (fixed, so outputs never vary)
SHRINK = True  # look for the smallest input that shows a difference (the audit needs only yes or no)
SHRINK_SECONDS = 5.0  # after the first difference, how long to look for a smaller one (a slow answer costs no more)
CHECKER_FILES = frozenset({  # where the checks use a student's value: this engine, and the exercises' kit and parts
    str(paths.COURSE / "engine" / "checking.py"),
    *(str(path) for path in (paths.COURSE / "exercises").glob("*.py")),
})

Observation = dict[str, object]  # what a run shows, by name: "returns", "says", "deck"...
Run = Callable[..., object]  # run(f, t, *args): an observation, or the one value it returns
Returned = list[object]  # the values the student's (or the reference's) functions returned, in order
Observer = Callable[["Part", Mapping[str, Callable], tuple, Mapping[str, Callable]], tuple[Observation, Returned]]


@dataclass(frozen=True)
class Part:
    """One thing a check tries: a call of student functions on many inputs.

    ``run(f, t, *args)`` calls the functions as attributes of ``f`` (the
    student's or the reference's), may send messages to ``t.say``, and returns
    an observation: a dict of named values, or one value (named ``returns``).
    ``call`` shows the call with the argument names of ``args``.
    """

    label: str  # "deal", shown when a check has several parts
    needs: tuple[str, ...]  # the student functions the part calls
    call: str  # "deal(deck, rng)"
    args: tuple[str, ...]  # names of the inputs, for showing them
    run: Run
    inputs: st.SearchStrategy[tuple] | None = None
    examples: tuple[tuple, ...] | Callable[[], tuple[tuple, ...]] = ()  # or made when first needed (outside the
    # grader's sandbox, where the references of the exercise checked are not there to make them)
    max_examples: int = EXAMPLES
    points: int = 5
    extension: bool = False  # the course's addition to the seed's exercise: extra points
    says: bool = True  # compare what was said and printed, line by line
    read_in_cells: Callable[[str], Observation] | None = None  # fields the grader reads itself from the source of
    # the cells that define the part's functions: where a student's process says one is true, it is only when this
    # reading says so too (a cell could change how the check, in its process, reads the student's code)


class NotAttempted(Exception):
    """The student's function raises NotImplementedError: still the stub."""


@dataclass
class Problem(Exception):
    """What went wrong on one input, as lines for the student."""

    lines: list[str]
    fatal: bool = False  # an endless loop or a flood: stop searching at once
    input: tuple | None = None  # the input that shows it, when the student's function answered (or raised)

    def __str__(self) -> str:
        return "\n".join(self.lines)


@dataclass
class Recorder:
    """Calls a namespace of functions and remembers what each call returned.

    With REFERENCE (the student's side), a call the function's parameters cannot
    take raises ``WrongParameters``, naming the parameters the check passes.
    """

    functions: Mapping[str, Callable]
    reference: Mapping[str, Callable] | None = None
    returned: Returned = field(default_factory=list)

    def namespace(self) -> SimpleNamespace:
        def recorded(name: str, fn: Callable) -> Callable:
            @functools.wraps(fn)
            def call(*args: object, **kwargs: object) -> object:
                if self.reference is not None:
                    refuse_wrong_parameters(name, fn, self.reference.get(name), args, kwargs)
                value = fn(*args, **kwargs)
                self.returned.append(value)
                return value

            return call

        return SimpleNamespace(**{name: recorded(name, fn) for name, fn in self.functions.items()})


class WrongParameters(Exception):
    """The student's function cannot take the arguments the check passes."""


def positional(fn: Callable) -> list[str]:
    """The names of FN's parameters that take arguments by position."""
    kinds = (inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD)
    return [p.name for p in inspect.signature(fn).parameters.values() if p.kind in kinds]


def refuse_wrong_parameters(name: str, fn: Callable, reference: Callable | None, args: tuple, kwargs: dict) -> None:
    """Raise ``WrongParameters`` when FN's signature cannot take ARGS and KWARGS.

    >>> refuse_wrong_parameters("double", lambda n: 2 * n, lambda n, rules: n, (3, "r"), {})
    Traceback (most recent call last):
    ...
    blackjack.course.engine.checking.WrongParameters: Your double takes 1 parameter (n), but the check passes 2: n, rules
    """
    try:
        signature = inspect.signature(fn)
    except (TypeError, ValueError):  # no signature to read (a builtin): let the call decide
        return
    try:
        signature.bind(*args, **kwargs)
    except TypeError:
        mine = positional(fn)
        theirs = (positional(reference) if reference is not None else [])[: len(args)] + list(kwargs)
        if len(theirs) < len(args) + len(kwargs):
            theirs = [f"argument {i + 1}" for i in range(len(args))] + list(kwargs)
        count = len(args) + len(kwargs)
        raise WrongParameters(f"Your {name} takes {len(mine)} parameter{'s' * (len(mine) != 1)} ({', '.join(mine)}),"
                              f" but the check passes {count}: {', '.join(theirs)}") from None


def observe(part: Part, functions: Mapping[str, Callable], args: tuple,
            reference: Mapping[str, Callable] | None = None, seconds: float | None = None) -> tuple[Observation, Returned]:
    """Run PART on ARGS with FUNCTIONS: the observation and the values returned on the way.

    With REFERENCE, FUNCTIONS are the student's: guarded (SECONDS, default ``safety.SECONDS``), and their
    parameters checked.
    """
    transcript, recorder = Transcript(), Recorder(functions, reference)
    if reference is not None:
        try:
            seen = run_guarded(lambda: part.run(recorder.namespace(), transcript, *args), transcript, seconds)
        except Exception as error:
            with contextlib.suppress(Exception):  # a student's exception that takes no attributes
                error.student_returned = recorder.returned  # type: ignore[attr-defined]
            raise
    else:
        seen = part.run(recorder.namespace(), transcript, *args)
        transcript.flush()
    seen = dict(seen) if isinstance(seen, dict) else {"returns": seen}
    if part.says and transcript.lines:
        seen["says"] = transcript.lines
    if transcript.instead is not None:
        transcript.instead.flush()
        seen["printed, not said with say"] = transcript.instead.lines
    return seen, recorder.returned


def raised_in_checker(error: BaseException) -> bool:
    """Did ERROR start in this package's checking code (so the student's value was odd)?"""
    if getattr(error, "in_checker", False):  # said so by the grader's sandboxed process
        return True
    frames = traceback.extract_tb(error.__traceback__)
    return bool(frames) and os.path.abspath(frames[-1].filename) in CHECKER_FILES


def show_input(part: Part, args: tuple) -> list[str]:
    """The call and each of its inputs."""
    return [f"  {part.call}"] + [f"    {name} = {show(value)}" for name, value in zip(part.args, args)]


def show_difference(expected: Observation, actual: Observation, keys: list[str]) -> list[str]:
    """The named values KEYS that differ, expected then yours."""
    lines = []
    for key in keys:
        lines += show_side("expected", key, expected) + show_side("yours", key, actual)
    return lines


def show_side(who: str, key: str, seen: Observation) -> list[str]:
    """One side of a difference, from the observation SEEN; what was said is shown line by line, a value
    this side does not have as missing."""
    label = who if key == "returns" else f"{who} {key}"
    width = len("expected" if key == "returns" else f"expected {key}") + 1
    value = seen.get(key)
    if key not in seen and key != "says":
        return [f"    {label + ':':<{width}} (missing)"]
    if key == "says":
        said = cast("list[str]", value or [])
        head = f"    {label}:" + ("" if said else " nothing")
        shown = [f"      | {said_line(line)}".rstrip() for line in said[:12]] + (["      | ..."] if len(said) > 12 else [])
        return [head] + shown + (["      (· is a space at the end of a line)"]
                                 if any(isinstance(line, str) and line.endswith(" ") for line in said[:12]) else [])
    return [f"    {label + ':':<{width}} {show(value)}"]


def said_line(line: object) -> str:
    """One said LINE as shown: as it is when printable (``visible_end``), else quoted by ``show`` as a likely
    cause quotes it, its control characters escaped (a terminal escape, a carriage return, a right-to-left
    override would act on the page instead of being seen).

    >>> print(said_line("Bet? "), said_line("\\x1b[2J\\rok"))
    Bet?· '\\x1b[2J\\rok'
    """
    return visible_end(line) if isinstance(line, str) and line.isprintable() else show(line)


def visible_end(line: str) -> str:
    """LINE as shown, each space at its end as ``·``: it matters, and would not be seen.

    >>> visible_end("Bet? "), visible_end("hit")
    ('Bet?·', 'hit')
    """
    kept = line.rstrip(" ")
    return kept + "·" * (len(line) - len(kept))


def observe_student(part: Part, student: Mapping[str, Callable], args: tuple,
                    reference: Mapping[str, Callable]) -> tuple[Observation, Returned]:
    """The student's side of a comparison, in this process, on a deep copy of ARGS (the grader observes in a
    sandbox instead, on a copy sent there)."""
    return observe(part, student, copy.deepcopy(args), reference)


def compare(part: Part, student: Mapping[str, Callable], reference: Mapping[str, Callable], args: tuple,
            observer: Observer = observe_student, expected: tuple[Observation, Returned] | None = None) -> None:
    """Raise ``Problem`` (or ``NotAttempted``) unless the student's run (by OBSERVER) matches the reference's.

    Each run gets its own copy of ARGS (the observer makes the student's), so a
    function that changes its inputs changes neither the other run nor the
    inputs shown.  EXPECTED is the reference's run on ARGS, when already known.
    """
    expected, expected_returns = expected or observe(part, reference, copy.deepcopy(args))
    try:
        actual, actual_returns = observer(part, student, args, reference)
    except NotImplementedError:
        raise NotAttempted() from None
    except WrongParameters as error:
        raise Problem([f"  {error}, for:"] + show_input(part, args), fatal=True) from None
    except TimeLimit:
        raise Problem([f"  An endless loop? No answer within {safety.SECONDS:g} seconds for:"] + show_input(part, args),
                      fatal=True) from None
    except Flood:
        raise Problem(["  A print flood: far too much output for:"] + show_input(part, args), fatal=True) from None
    except SystemExit as error:
        raise Problem([f"  It called sys.exit({error.code!r}), which would stop the program, for:"]
                      + show_input(part, args), fatal=True) from None
    except Exception as error:
        if raised_in_checker(error):
            raise Problem(wrong_type(part, args, expected_returns, error), input=args) from None
        raise Problem([f"  It raised {describe(error)}, for:"] + show_input(part, args), input=args) from None
    differ = differing_keys(part, args, expected, actual, expected_returns, actual_returns)
    if differ:
        problem = first_type_problem(expected_returns, actual_returns)
        if problem:
            raise Problem([f"  Wrong type of result: {problem}, for:"] + show_input(part, args), input=args)
        raise Problem(["  Your result differs from the reference for:"] + show_input(part, args)
                      + show_difference(expected, actual, differ), input=args)


def differing_keys(part: Part, args: tuple, expected: Observation, actual: Observation,
                   expected_returns: Returned, actual_returns: Returned) -> list[str]:
    """The names of the values that differ, compared under the time limit.

    A value of the student's whose ``==`` raises or hangs (a numpy array, a
    class of their own) is the student's problem, said in one line.
    """
    keys = [*expected, *(k for k in actual if k not in expected)]
    try:
        return run_guarded(lambda: [k for k in keys if k not in expected or k not in actual
                                    or not bool(as_items(expected[k]) == as_items(actual[k]))], Transcript())
    except (TimeLimit, Flood, Exception) as error:
        problem = first_type_problem(expected_returns, actual_returns)
        if problem:
            why = f"Wrong type of result: {problem}"
        elif isinstance(error, TimeLimit):
            why = f"Comparing your result with the reference's took more than {safety.SECONDS:g} seconds"
        else:
            why = f"Your result cannot be compared with the reference's ({describe(error)})"
        raise Problem([f"  {why}, for:"] + show_input(part, args), fatal=isinstance(error, (TimeLimit, Flood))) from None


def first_type_problem(expected: Returned, actual: Returned) -> str | None:
    """The first returned value whose type is not the reference's."""
    return next(filter(None, map(type_problem, expected, actual)), None)


def wrong_type(part: Part, args: tuple, expected_returns: Returned, error: BaseException) -> list[str]:
    """The student's value could not be used: say what was expected, and what came instead when known (the
    check's own error, which the student did not write, is not shown)."""
    problem = first_type_problem(expected_returns, getattr(error, "student_returned", []))
    if problem is None:
        want = kind(expected_returns[0]) if expected_returns else "a different value"
        problem = f"{want} was expected"
    return [f"  Wrong type of result: {problem}, for:"] + show_input(part, args)


@dataclass
class Search:
    """One hypothesis search; the first endless loop or flood ends it at once."""

    part: Part
    student: Mapping[str, Callable]
    reference: Mapping[str, Callable]
    observer: Observer = observe_student
    seed: int | None = None  # None: the same inputs every time (the notebook's check); else the grading run's
    stop: BaseException | None = None
    failed: dict[str, Problem] = field(default_factory=dict)  # the inputs that showed a difference, as shown
    since: float = 0.0  # when the first difference was seen

    def attempt(self, args: tuple) -> None:
        if self.stop is not None:
            raise self.stop
        if self.failed and time.monotonic() - self.since > SHRINK_SECONDS:
            self.replay(args)
            return
        try:
            compare(self.part, self.student, self.reference, args, self.observer)
        except NotAttempted as error:
            self.stop = error
            raise
        except Problem as problem:
            if problem.fatal:
                self.stop = problem
            self.since = self.since or time.monotonic()
            self.failed["\n".join(show_input(self.part, args))] = problem
            raise

    def replay(self, args: tuple) -> None:
        """Out of time to look for a smaller input: one that showed a difference shows it again, and any
        other passes untried, so the search ends at the smallest found so far."""
        problem = self.failed.get("\n".join(show_input(self.part, args)))
        if problem is not None:
            raise problem

    def run(self) -> None:
        part = self.part
        for args in part.examples() if callable(part.examples) else part.examples:
            self.attempt(args)
        if part.inputs is None:
            return

        @settings(
            max_examples=part.max_examples,
            derandomize=self.seed is None,
            database=None,
            deadline=None,
            verbosity=Verbosity.quiet,
            suppress_health_check=list(HealthCheck),
            report_multiple_bugs=False,
            phases=(Phase.explicit, Phase.generate, Phase.shrink)[: 3 if SHRINK else 2],
            print_blob=False,
        )
        @given(part.inputs)
        def search(args: tuple) -> None:
            self.attempt(args)

        if self.seed is not None:
            search = seed(self.seed)(search)

        try:
            search()
        except FlakyFailure:
            raise Problem(["  Your function gave different answers to the same input:",
                           "  does it use randomness of its own, or a global variable?"]) from None
        except HypothesisException as error:
            raise Problem([f"  The check could not run: {describe(error)}"]) from None


@dataclass
class Recording(Search):
    """A search in which every input passes: the inputs a passing part is tried on, in order."""

    seen: list[tuple] = field(default_factory=list)

    def attempt(self, args: tuple) -> None:
        self.seen.append(args)


TRIED: dict[tuple[int, int | None], tuple[Part, tuple[tuple, ...]]] = {}  # (id of a part, seed) -> that part,
# and the inputs it is tried on (the part is kept, so its id is never another's)


def tried(part: Part, seed: int | None = None) -> tuple[tuple, ...]:
    """The inputs, in order, on which ``judge`` tries a student's PART that agrees with the reference on all of them.

    They depend on SEED alone (derandomized when it is None), so they are the
    same for every such student: worked out once per process.  A ``Problem``
    when the search cannot run.
    """
    key = (id(part), seed)
    if key not in TRIED:
        recording = Recording(part, {}, {}, seed=seed)
        recording.run()
        TRIED[key] = (part, tuple(recording.seen))
    return TRIED[key][1]
