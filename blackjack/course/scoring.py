"""What ``check`` and the grader share: run a check, judge a part, turn results into points.

``api`` (what a notebook calls) and the grader (``grading``) both build on
this module; neither reaches into the other.  ``SESSION`` is what this kernel
has seen: the points of each exercise checked and the functions that passed.
"""

from __future__ import annotations

import types
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Literal

from blackjack.course.engine.checking import NotAttempted, Observer, Part, Problem, observe_student
from blackjack.course.engine.judging import judge
from blackjack.course.exercises.index import graded_by, reference
from blackjack.course.exercises.records import Exercise, is_reference


@dataclass
class Session:
    """What this kernel has seen: points per exercise, functions that passed."""

    points: dict[str, int] = field(default_factory=dict)  # the seed's and the extension's together
    extension: dict[str, int] = field(default_factory=dict)  # the extension's part of those points
    passed: dict[str, tuple[str, Callable]] = field(default_factory=dict)  # name -> (exercise, function)
    notebooks: list[str] = field(default_factory=list)
    told: set[str] = field(default_factory=set)  # what use() has said already

    def tell_once(self, line: str, say: Callable[[str], None]) -> None:
        """Say LINE, unless this kernel has said it before."""
        if line not in self.told:
            self.told.add(line)
            say(line)

    def passed_with(self, name: str, fn: object) -> str | None:
        """The exercise FN passed as NAME in this kernel, or None."""
        entry = self.passed.get(name)
        return entry[0] if entry is not None and entry[1] is fn else None


SESSION = Session()
PartResult = Problem | Literal["not attempted"] | None  # what became of one part: None when it passed
Explain = Callable[[Part, Mapping[str, Callable], tuple], str | None]  # a failed part's likely cause on an input


@dataclass
class Outcome:
    """The result of one check, ready to print and to record."""

    exercise: Exercise
    points: int  # the seed's part
    status: str  # "passed", "failed", "not attempted", "invalid"
    lines: list[str]
    passed: tuple[str, ...] = ()  # student functions that passed
    extension: int = 0  # the points of the course's extension
    causes: tuple[str, ...] = ()  # the likely cause of each failed part that has one (``explained``), as data

    @property
    def total(self) -> int:
        return self.points + self.extension

    def header(self) -> str:
        exercise = self.exercise
        extra = " (extra credit)" if exercise.extra_credit else ""
        score = f"{self.points}/{exercise.points} points"
        if exercise.extension_points:
            score += f", and {self.extension}/{exercise.extension_points} for the course's extension"
        if self.status == "not attempted":
            score = f"not attempted yet, {score}"
        return f"Exercise {exercise.id} — {exercise.title}{extra}: {score}"

    def text(self) -> str:
        return "\n".join([self.header(), *self.lines])


def run_check(exercise: Exercise, functions: tuple, until_a_loss: bool = False, explain: Explain | None = None) -> Outcome:
    """Check FUNCTIONS against exercise's spec; never raises for the student's mistakes.

    UNTIL_A_LOSS stops at the first part that loses points (the audit only needs to know whether any is lost);
    EXPLAIN, when given, finds the likely cause of each failed part (``explained``).
    """
    problem = call_problem(exercise, functions)
    if problem:
        return Outcome(exercise, 0, "invalid", [f"  {problem}"])
    student = dict(zip(exercise.names, functions))
    results: list[tuple[Part, PartResult]] = []
    with earlier_functions(exercise.uses, student) as notes:
        for part in exercise.parts:
            lost = until_a_loss and any(result is not None for _, result in results)
            results.append((part, "not attempted" if lost else judge_part(part, student, {n: reference(n) for n in part.needs})))
        if explain is not None:
            explained(results, student, explain)
    return outcome_of(exercise, results, notes)


class CauseLine(str):
    """A problem's ``Likely cause:`` line, made by ``explained``, holding its cause: the outcome takes the cause
    from it, never from text (a student's value shown on a line of its own could read like one)."""

    cause: str

    def __new__(cls, cause: str) -> CauseLine:
        line = super().__new__(cls, f"  Likely cause: {cause}")
        line.cause = cause
        return line

    def __getnewargs__(self) -> tuple[str]:  # a copy, or one sent to another process, is made from the cause
        return (self.cause,)


def explained(results: list[tuple[Part, PartResult]], student: Mapping[str, Callable], explain: Explain) -> None:
    """Each failed part's problem with a ``Likely cause:`` line (``CauseLine``) added, when EXPLAIN finds one
    on its counterexample (given the student's functions the part needs); a cause an earlier part was given
    already is not said again."""
    given: set[str] = set()
    for part, result in results:
        if isinstance(result, Problem) and result.input is not None:
            cause = explain(part, {n: student[n] for n in part.needs}, result.input)
            result.lines += [CauseLine(cause)] if cause and cause not in given else []
            given.add(cause or "")


def call_problem(exercise: Exercise, functions: tuple) -> str | None:
    """What is wrong with the way check was called, if anything."""
    names = exercise.names
    if len(functions) != len(names):
        return (f'check("{exercise.id}", ...) needs {len(names)} function(s): '
                f"{', '.join(names)}; it was given {len(functions)}.")
    for name, fn in zip(names, functions):
        if not callable(fn):
            return f"{name} should be a function, but it is {type(fn).__name__} {fn!r:.40}."
    return None


def judge_part(part: Part, student: Mapping[str, Callable], reference: Mapping[str, Callable],
               observer: Observer = observe_student, seed: int | None = None) -> PartResult:
    """None when the part passed, "not attempted", or the ``Problem`` (OBSERVER runs the student's side;
    SEED chooses the inputs, None for the notebook's own check)."""
    try:
        return judge(part, {n: student[n] for n in part.needs}, reference, observer, seed)
    except NotAttempted:
        return "not attempted"


def outcome_of(exercise: Exercise, results: list[tuple[Part, PartResult]], notes: list[str]) -> Outcome:
    """Points and lines from each part's result."""
    seed = sum(part.points for part, r in results if r is None and not part.extension)
    extension = sum(part.points for part, r in results if r is None and part.extension)
    attempted = [r for _, r in results if r != "not attempted"]
    status = "passed" if seed + extension == exercise.possible else ("not attempted" if not attempted else "failed")
    lines = [f"  {note}" for note in notes] if status != "not attempted" else []
    for part, result in results:
        lines += part_lines(part, result, part.points, many=len(results) > 1)
    needed = dict.fromkeys(n for part, _ in results for n in part.needs)
    passed = tuple(n for n in needed if all(r is None for part, r in results if n in part.needs))
    causes = tuple(line.cause for _, r in results if isinstance(r, Problem) for line in r.lines
                   if isinstance(line, CauseLine))
    return Outcome(exercise, seed, status, lines, passed, extension, causes)


def part_lines(part: Part, result: PartResult, worth: int, many: bool) -> list[str]:
    """What to say about one part: nothing when a lone part passed."""
    label = f"{part.label} (the course's extension)" if part.extension else part.label
    if result is None:
        return [f"  ✓ {label}: {worth}/{worth}"] if many else []
    if result == "not attempted":
        return [f"  · {label}: not attempted yet (0/{worth})"] if many else []
    head = [f"  ✗ {label}: 0/{worth}"] if many else []
    indent = "  " if many else ""
    return head + [indent + line for line in result.lines]


def referenced(functions: list[Callable], namespace: dict, stop: frozenset[str] = frozenset()) -> set[str]:
    """The global names FUNCTIONS use, following the notebook's own functions they call (but those named in
    STOP)."""
    seen: set[str] = set()
    todo = [fn.__code__ for fn in functions if hasattr(fn, "__code__")]
    while todo:
        code = todo.pop()
        todo += [c for c in code.co_consts if isinstance(c, types.CodeType)]
        for name in set(code.co_names) - seen:
            seen.add(name)
            target = namespace.get(name)
            if name not in stop and isinstance(target, types.FunctionType) and target.__globals__ is namespace:
                todo.append(target.__code__)
    return seen


def using_yours(name: str, exercise: str) -> str:
    """The note of a check that used the student's NAME, which passed EXERCISE."""
    return f"Using your {name} (it passed {exercise})."


def using_reference(name: str, exercise: str, defined: bool) -> str:
    """The note of a check that used the reference NAME: the student's has not passed EXERCISE, or is not DEFINED."""
    why = f"yours has not passed {exercise} in this kernel" if defined else "yours is not defined"
    return f"Using the reference {name} ({why})."


@contextmanager
def earlier_functions(uses: tuple[str, ...], student: Mapping[str, Callable]) -> Iterator[list[str]]:
    """While checking, the student's earlier functions that have not passed are the reference's.

    Only names the student's functions actually use count.  Yields notes
    such as ``Using your check_hand (it passed 2.1).``
    """
    own = [fn for fn in student.values() if not is_reference(fn) and hasattr(fn, "__globals__")]
    namespace = own[0].__globals__ if own else {}
    used = referenced(own, namespace) if own else set()
    notes: list[str] = []
    saved: dict[str, object] = {}
    for name in (n for n in uses if n in used and n not in student):
        theirs, grader = namespace.get(name), graded_by(name)
        if is_reference(theirs) or grader is None:
            continue
        exercise = SESSION.passed_with(name, theirs) if theirs is not None else None
        if exercise is not None:
            notes.append(using_yours(name, exercise))
        else:
            notes.append(using_reference(name, grader.id, defined=theirs is not None))
            saved[name] = theirs
            namespace[name] = reference(name)
    try:
        yield notes
    finally:
        namespace.update({name: value for name, value in saved.items() if value is not None})
        for name in (name for name, value in saved.items() if value is None):
            namespace.pop(name, None)
