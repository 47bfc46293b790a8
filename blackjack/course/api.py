"""``check``, ``use`` and ``scoreboard``: what a notebook calls.

The kernel remembers, for this session only, the points of each exercise
checked and which of the student's functions passed (the function object
itself: redefining a function means checking it again).  The grader reads
points its own way, from outside the student's reach (``remote``).
"""

from __future__ import annotations

import difflib
import sys
import types
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from dataclasses import fields as dataclass_fields
from typing import Any

from blackjack.core.yours import describe
from blackjack.course.checking import NotAttempted, Observer, Part, judge, observe_student
from blackjack.course.exercises import BY_ID, EXERCISES, graded_by, in_notebook, reference
from blackjack.course.isolation import ChildFailed, can_fork, in_child
from blackjack.course.records import Exercise, is_reference


@dataclass
class Session:
    """What this kernel has seen: points per exercise, functions that passed."""

    points: dict[str, int] = field(default_factory=dict)
    passed: dict[str, tuple[str, Callable]] = field(default_factory=dict)  # name -> (exercise, function)
    notebooks: list[str] = field(default_factory=list)
    told: set[str] = field(default_factory=set)  # what use() has said already

    def tell_once(self, line: str, say: Callable[[str], None]) -> None:
        """Say LINE, unless this kernel has said it before."""
        if line not in self.told:
            self.told.add(line)
            say(line)

    def passed_with(self, name: str, fn: Any) -> str | None:
        """The exercise FN passed as NAME in this kernel, or None."""
        entry = self.passed.get(name)
        return entry[0] if entry is not None and entry[1] is fn else None


SESSION = Session()
CHECK_SECONDS = 60  # a whole check, killed by the kernel after this


def use(name: str, yours: Callable | None = None, say: Callable[[str], None] = print) -> Callable:
    """Your NAME if it passed its check in this kernel, the reference otherwise; says which, once.

    YOURS defaults to the notebook's own variable NAME.

    >>> use("check_hand", say=lambda _: None).__module__
    'blackjack.core.hands'
    """
    fallback = known_reference(name)
    if yours is None:
        yours = vars(sys.modules["__main__"]).get(name)
    exercise = SESSION.passed_with(name, yours)
    if exercise is not None:
        SESSION.tell_once(f"Using your {name} (it passed {exercise}).", say)
        return yours
    SESSION.tell_once(f"Using the reference {name}.", say)
    return fallback


def known_reference(name: Any) -> Callable:
    """The reference NAME, or a ``NameError`` suggesting the closest graded function's name.

    >>> known_reference("dealer_trun")
    Traceback (most recent call last):
    NameError: use("dealer_trun"): no function of that name in the course; did you mean "dealer_turn"?
    """
    graded = sorted({n for e in EXERCISES for n in e.names})
    if isinstance(name, str) and name in graded:
        return reference(name)
    if not isinstance(name, str):
        raise NameError('use needs the name of a function first, in quotes: use("dealer_turn").')
    close = difflib.get_close_matches(name, graded, n=1)
    hint = f'; did you mean "{close[0]}"?' if close else "."
    raise NameError(f'use("{name}"): no function of that name in the course{hint}')


@dataclass
class Outcome:
    """The result of one check, ready to print and to record."""

    exercise: Exercise
    points: int  # the seed's part
    status: str  # "passed", "failed", "not attempted", "invalid"
    lines: list[str]
    passed: tuple[str, ...] = ()  # student functions that passed
    extension: int = 0  # the points of the course's extension

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


def check(id: str, *functions: Callable) -> None:
    """Check your function(s) for exercise ID; print the points and what went wrong.

    Give the functions in the order of the exercise's names, e.g.
    ``check("1.2", hit_hand, deal)``.
    """
    if not isinstance(id, str):
        print(id_first(id, functions))
        return None
    if id not in BY_ID:
        print(f"There is no exercise {id!r}. The exercises are: {', '.join(BY_ID)}.")
        return None
    exercise = BY_ID[id]
    try:
        outcome = isolated_check(exercise, functions)
    except KeyboardInterrupt:
        print(f"Exercise {id}: the check was interrupted, so no points were recorded; run the cell again.")
        return None
    except ChildFailed:
        outcome = Outcome(exercise, 0, "failed", [
            f"  The check was stopped after {CHECK_SECONDS} seconds: a loop that does not stop when told",
            "  (does an `except:` catch everything, even the time limit?). Use `except Exception:` at most."])
    except Exception as error:  # a mistake in the course's own check: never a traceback for the student
        outcome = Outcome(exercise, 0, "invalid", [f"  The check itself failed; please tell your teacher: {describe(error)}"])
    print(outcome.text())
    remember(outcome, functions)
    return None


def isolated_check(exercise: Exercise, functions: tuple) -> Outcome:
    """``run_check`` in a forked child (where the system can fork): nothing the student's code does survives it."""
    if not can_fork():
        return run_check(exercise, functions)
    fields = in_child(lambda: plain_fields(run_check(exercise, functions)), CHECK_SECONDS)
    return Outcome(exercise, **fields)


def plain_fields(outcome: Outcome) -> dict[str, Any]:
    """The outcome without its exercise record, to send between processes."""
    return {f.name: getattr(outcome, f.name) for f in dataclass_fields(outcome) if f.name != "exercise"}


def id_first(id: Any, functions: tuple) -> str:
    """What to say when check was not given the exercise id first: the call to write instead.

    >>> id_first(print, ())
    'check needs the exercise id first, in quotes: check("2.2", dealer_turn).'
    """
    name = next((getattr(f, "__name__", "") for f in (id, *functions) if callable(f)), "")
    exercise = graded_by(name)
    call = f'check("{exercise.id}", {", ".join(exercise.names)})' if exercise else 'check("2.2", dealer_turn)'
    return f"check needs the exercise id first, in quotes: {call}."


def run_check(exercise: Exercise, functions: tuple, until_a_loss: bool = False) -> Outcome:
    """Check FUNCTIONS against exercise's spec; never raises for the student's mistakes.

    UNTIL_A_LOSS stops at the first part that loses points (the audit only needs to know whether any is lost).
    """
    problem = call_problem(exercise, functions)
    if problem:
        return Outcome(exercise, 0, "invalid", [f"  {problem}"])
    student = dict(zip(exercise.names, functions))
    results: list[tuple[Part, Any]] = []
    with earlier_functions(exercise.uses, student) as notes:
        for part in exercise.parts:
            lost = until_a_loss and any(result is not None for _, result in results)
            results.append((part, "not attempted" if lost else judge_part(part, student, {n: reference(n) for n in part.needs})))
    return outcome_of(exercise, results, notes)


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
               observer: Observer = observe_student) -> Any:
    """None when the part passed, "not attempted", or the ``Problem`` (OBSERVER runs the student's side)."""
    try:
        return judge(part, {n: student[n] for n in part.needs}, reference, observer)
    except NotAttempted:
        return "not attempted"


def outcome_of(exercise: Exercise, results: list, notes: list[str]) -> Outcome:
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
    return Outcome(exercise, seed, status, lines, passed, extension)


def part_lines(part: Part, result: Any, worth: int, many: bool) -> list[str]:
    """What to say about one part: nothing when a lone part passed."""
    label = f"{part.label} (the course's extension)" if part.extension else part.label
    if result is None:
        return [f"  ✓ {label}: {worth}/{worth}"] if many else []
    if result == "not attempted":
        return [f"  · {label}: not attempted yet (0/{worth})"] if many else []
    head = [f"  ✗ {label}: 0/{worth}"] if many else []
    indent = "  " if many else ""
    return head + [indent + line for line in result.lines]


def referenced(functions: list[Callable], namespace: dict) -> set[str]:
    """The global names FUNCTIONS use, following the notebook's own functions they call."""
    seen: set[str] = set()
    todo = [fn.__code__ for fn in functions if hasattr(fn, "__code__")]
    while todo:
        code = todo.pop()
        todo += [c for c in code.co_consts if isinstance(c, types.CodeType)]
        for name in set(code.co_names) - seen:
            seen.add(name)
            target = namespace.get(name)
            if isinstance(target, types.FunctionType) and target.__globals__ is namespace:
                todo.append(target.__code__)
    return seen


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
    saved: dict[str, Any] = {}
    for name in (n for n in uses if n in used and n not in student):
        theirs, grader = namespace.get(name), graded_by(name)
        if theirs is None or is_reference(theirs) or grader is None:
            continue
        exercise = SESSION.passed_with(name, theirs)
        if exercise is not None:
            notes.append(f"Using your {name} (it passed {exercise}).")
        else:
            notes.append(f"Using the reference {name} (yours has not passed {grader.id} in this kernel).")
            saved[name] = theirs
            namespace[name] = reference(name)
    try:
        yield notes
    finally:
        namespace.update(saved)


def remember(outcome: Outcome, functions: tuple) -> None:
    """Keep the points and the passing functions for this kernel."""
    exercise = outcome.exercise
    SESSION.points[exercise.id] = outcome.total
    if exercise.notebook not in SESSION.notebooks:
        SESSION.notebooks.append(exercise.notebook)
    for name, fn in zip(exercise.names, functions):
        if name in outcome.passed:
            SESSION.passed[name] = (exercise.id, fn)


def scoreboard(notebook: str | None = None) -> None:
    """Print the exercises of NOTEBOOK (default: those checked in this kernel) with points so far."""
    notebooks = [notebook] if notebook else SESSION.notebooks
    if not notebooks:
        print('No exercise has been checked in this kernel yet; scoreboard("03_dealer_turn") shows one notebook.')
        return None
    for name in notebooks:
        print(board(name))
    return None


def board(notebook: str) -> str:
    """The table of one notebook's exercises."""
    exercises = in_notebook(notebook)
    if not exercises:
        known = sorted({e.notebook for e in EXERCISES})
        return f"No exercises in {notebook!r}; the notebooks with exercises are {', '.join(known)}."
    rows = [f"Scoreboard — {notebook}", f"  {'exercise':<9} {'title':<52} points"]
    for e in exercises:
        got = SESSION.points.get(e.id)
        score = f"{'–' if got is None else got}/{e.possible}"
        rows.append(f"  {e.id:<9} {e.title[:52]:<52} {score:>6}" + ("  extra credit" if e.extra_credit else ""))
    if any(not e.extra_credit for e in exercises):
        rows.append(total_row("total", [e for e in exercises if not e.extra_credit]))
    if any(e.extra_credit for e in exercises):
        rows.append(total_row("extra credit", [e for e in exercises if e.extra_credit]))
    return "\n".join(rows)


def total_row(label: str, exercises: list[Exercise]) -> str:
    got = sum(SESSION.points.get(e.id, 0) for e in exercises)
    score = f"{got}/{sum(e.possible for e in exercises)}"
    return f"  {label:<62} {score:>6}"
