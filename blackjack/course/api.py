"""``check``, ``use``, ``scoreboard``, ``try_it`` and ``whose``: what a notebook calls, and nothing else.

The kernel remembers, for this session only, the points of each exercise
checked and which of the student's functions passed (the function object
itself: redefining a function means checking it again), in
``scoring.SESSION``.  The grader reads points its own way, from outside the
student's reach (``grading``).
"""

from __future__ import annotations

import collections
import contextlib
import difflib
import io
import itertools
import pprint
import re
import reprlib
import sys
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from dataclasses import fields as dataclass_fields
from typing import Any

from blackjack.core.yours import describe
from blackjack.course import scoring
from blackjack.course.engine import safety
from blackjack.course.engine.checking import Part
from blackjack.course.engine.explainer import Budget
from blackjack.course.engine.isolation import ChildFailed, can_fork, in_child
from blackjack.course.engine.safety import TimeLimit
from blackjack.course.exercises.index import BY_ID, EXERCISES, graded_by, in_notebook, reference
from blackjack.course.exercises.records import Exercise, is_reference
from blackjack.course.scoring import Outcome, run_check

CHECK_SECONDS = 60  # a whole check, killed by the kernel after this
CAUSE_CPU, CAUSE_WALL = 5.0, 30.0  # a likely cause's search in the student's kernel: the same line every run,
# however loaded the machine (the grader, which pays for a class, spends less: ``explainer.PART_CPU``)


def use(name: str, yours: Callable | None = None, say: Callable[[str], None] = print) -> Callable:
    """Your NAME if it passed its check in this kernel, the reference otherwise; says which, once.

    YOURS defaults to the notebook's own variable NAME.

    >>> use("check_hand", say=lambda _: None).__module__
    'blackjack.core.hands'
    """
    fallback = known_reference(name)
    if yours is None:
        yours = vars(sys.modules["__main__"]).get(name)
    exercise = scoring.SESSION.passed_with(name, yours)
    if exercise is not None:
        scoring.SESSION.tell_once(f"Using your {name} (it passed {exercise}).", say)
        return yours
    scoring.SESSION.tell_once(f"Using the reference {name}.", say)
    return fallback


def known_reference(name: object) -> Callable:
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
    """``run_check``, with likely causes, in a forked child (where the system can fork): nothing the student's
    code does survives it."""
    if not can_fork():
        return run_check(exercise, functions, explain=likely_cause)
    fields = in_child(lambda: plain_fields(run_check(exercise, functions, explain=likely_cause)), CHECK_SECONDS)
    return Outcome(exercise, **fields)


def likely_cause(part: Part, student: Mapping[str, Callable], args: tuple) -> str | None:
    """The likely cause of a failed part (``audit.mistakes.likely``), imported only when a part fails; None
    where the audit is not there: the grader's sandbox hides it, so no cause is ever worked out inside it."""
    try:
        from blackjack.course.audit.mistakes import likely, of_part
    except ImportError:
        return None
    of_part(part)  # the known mistakes, built once per exercise before the search's budget starts
    return likely(part, student, args, budget=Budget(cpu=CAUSE_CPU, wall=CAUSE_WALL))


def plain_fields(outcome: Outcome) -> dict[str, Any]:
    """The outcome without its exercise record, to send between processes (and pass on as ``**fields``)."""
    return {f.name: getattr(outcome, f.name) for f in dataclass_fields(outcome) if f.name != "exercise"}


def id_first(id: object, functions: tuple) -> str:
    """What to say when check was not given the exercise id first: the call to write instead.

    >>> id_first(print, ())
    'check needs the exercise id first, in quotes: check("2.2", dealer_turn).'
    """
    name = next((getattr(f, "__name__", "") for f in (id, *functions) if callable(f)), "")
    exercise = graded_by(name)
    call = f'check("{exercise.id}", {", ".join(exercise.names)})' if exercise else 'check("2.2", dealer_turn)'
    return f"check needs the exercise id first, in quotes: {call}."


def remember(outcome: Outcome, functions: tuple) -> None:
    """Keep the points and the passing functions for this kernel."""
    exercise = outcome.exercise
    scoring.SESSION.points[exercise.id] = outcome.total
    scoring.SESSION.extension[exercise.id] = outcome.extension
    if exercise.notebook not in scoring.SESSION.notebooks:
        scoring.SESSION.notebooks.append(exercise.notebook)
    for name, fn in zip(exercise.names, functions):
        if name in outcome.passed:
            scoring.SESSION.passed[name] = (exercise.id, fn)


def scoreboard(notebook: str | None = None) -> None:
    """Print the exercises of NOTEBOOK (default: those checked in this kernel) with points so far."""
    notebooks = [notebook] if notebook else scoring.SESSION.notebooks
    if not notebooks:
        print('No exercise has been checked in this kernel yet; scoreboard("03_dealer_turn") shows one notebook.')
        return None
    for name in notebooks:
        print(board(name))
    return None


def board(notebook: str) -> str:
    """The table of one notebook's exercises, the seed's points and the course's extension's apart."""
    exercises = in_notebook(notebook)
    if not exercises:
        known = sorted({e.notebook for e in EXERCISES})
        return f"No exercises in {notebook!r}; the notebooks with exercises are {', '.join(known)}."
    extended = any(e.extension_points for e in exercises)
    rows = [f"Scoreboard — {notebook}", board_line(f"{'exercise':<9} title", "seed", "extension" if extended else None)]
    for e in exercises:
        seed, extension = earned(e)
        column = None if not extended else score(extension, e.extension_points) if e.extension_points else ""
        rows.append(board_line(f"{e.id:<9} {e.title[:49]}", score(seed, e.points), column,
                               "extra credit" if e.extra_credit else ""))
    for label, chosen in (("total", False), ("extra credit", True)):
        counted = [e for e in exercises if e.extra_credit is chosen]
        if counted:
            rows.append(total_row(label, counted, extended))
    return "\n".join(rows)


def earned(exercise: Exercise) -> tuple[int | None, int | None]:
    """The seed's points and the extension's for EXERCISE in this kernel; None before its check."""
    total = scoring.SESSION.points.get(exercise.id)
    if total is None:
        return None, None
    extension = scoring.SESSION.extension.get(exercise.id, 0)
    return total - extension, extension


def score(got: int | None, possible: int) -> str:
    """``3/5``, or ``–/5`` before the check."""
    return f"{'–' if got is None else got}/{possible}"


def board_line(left: str, seed: str, extension: str | None, note: str = "") -> str:
    """One line of the scoreboard: exercise and title, the seed's points, the extension's (None: no column), a note."""
    columns = [f"{left:<59}", f"{seed:>6}", *([] if extension is None else [f"{extension:>9}"])]
    return ("  " + " ".join(columns) + (f"  {note}" if note else "")).rstrip()


def total_row(label: str, exercises: list[Exercise], extended: bool) -> str:
    """The seed's total of EXERCISES, and the extension's when the notebook has one."""
    seed = sum(earned(e)[0] or 0 for e in exercises)
    extension = sum(earned(e)[1] or 0 for e in exercises)
    possible = sum(e.extension_points for e in exercises)
    return board_line(label, f"{seed}/{sum(e.points for e in exercises)}", f"{extension}/{possible}" if extended else None)


# --- try_it: your function beside the reference, in the cells a notebook gives -------------------
#
# A try-it cell runs an example twice, with your functions and then with the
# reference's, and shows both; while your function is still a stub it shows the
# reference alone, with a note, so the cell never stops with a traceback.

GRADED = frozenset(name for exercise in EXERCISES for name in exercise.names)
STUB = re.compile(r"write (\w+) here", re.IGNORECASE)


@dataclass(frozen=True)
class Run:
    """What one run of an example showed: what it printed and its value, or the exception it raised."""

    printed: str
    value: object = None
    error: BaseException | None = None

    def lines(self) -> list[str]:
        """The run as a student reads it: the printed lines, then the value (or the exception)."""
        shown = self.printed.splitlines()
        if isinstance(self.error, TimeLimit):
            return [*shown, f"stopped: no answer within {safety.SECONDS:g} seconds (an endless loop?)"]
        if self.error is not None:
            return [*shown, f"raised {describe(self.error)}"]
        if self.value is not None or not shown:
            shown += laid_out(self.value)
        return shown


def laid_out(value: object) -> list[str]:
    """VALUE as ``pprint`` lays it out; one holding more than ``SHOWN`` values shortened to one line.

    >>> laid_out([1, 2]), laid_out(list(range(10**6)))
    (['[1, 2]'], ['[0, 1, 2, 3, 4, 5, ...]  (shortened: too large to show whole)'])
    """
    if holds_at_most(value, SHOWN):
        return pprint.pformat(value, width=100, sort_dicts=False).splitlines()
    return [f"{SHORT.repr(value)}  (shortened: too large to show whole)"]


def holds_at_most(value: object, most: int) -> bool:
    """Does VALUE hold at most MOST values, counting one each time it is reached (a value shared a million
    times is a million), and more for a long text or int (``size``)?  Only built-in containers are looked
    into."""
    waiting, left = [value], most
    while waiting:
        item = waiting.pop()
        left -= 1 + size(item)
        if left < 0:
            return False
        if type(item) is dict:
            waiting += itertools.islice(itertools.chain.from_iterable(item.items()), left + 1)
        elif type(item) in CONTAINERS:
            waiting += itertools.islice(item, left + 1)
    return True


def size(item: object) -> int:
    """How many more values ITEM counts for, shown: one per hundred characters of a text, one per two digits of
    an int (Python writes no int of over 4300 digits)."""
    if type(item) in TEXTS:
        return len(item) // 100  # type: ignore[arg-type]
    return item.bit_length() // 7 if type(item) is int else 0


class Short(reprlib.Repr):
    """``reprlib``'s short forms, bytes included (cut before they are written out, not after)."""

    def __init__(self) -> None:
        super().__init__()
        self.maxlevel, self.maxstring, self.maxother = 3, 60, 60

    def repr_bytes(self, value: bytes, level: int) -> str:
        return repr(value[: self.maxstring]) + ("..." if len(value) > self.maxstring else "")

    repr_bytearray = repr_bytes

    def repr_int(self, value: int, level: int) -> str:
        digits = value.bit_length() * 30103 // 100000
        return super().repr_int(value, level) if digits < 1000 else f"<an int of about {digits} digits>"


SHOWN = 2_000  # values in a result ``try_it`` lays out whole
CONTAINERS = (tuple, list, set, frozenset, collections.deque, dict)
TEXTS = (str, bytes, bytearray)
SHORT = Short()


def run(example: Callable[[], object], seconds: float | None = None) -> Run:
    """Call EXAMPLE, catching what it prints and any exception it raises; stopped (``TimeLimit``) after
    SECONDS when given."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        try:
            value = example() if seconds is None else safety.within(example, seconds)
        except (Exception, TimeLimit, SystemExit) as error:  # your code may fail in any way: shown, never a traceback
            return Run(out.getvalue(), error=error)
    return Run(out.getvalue(), value)


def block(label: str, lines: list[str]) -> list[str]:
    """``label: line`` for a single line, else the label and the lines indented under it."""
    if len(lines) == 1:
        return [f"{label + ':':<11}{lines[0]}"]
    return [f"{label}:", *(f"  {line}".rstrip() for line in lines)]


def yours_first(example: Callable[[], object]) -> tuple[set[str], set[str]]:
    """The graded functions of yours that EXAMPLE calls (through the notebook's given functions too),
    and every graded name the notebook binds to a function of its own of that name."""
    namespace = getattr(example, "__globals__", {})
    own = {n for n in GRADED if getattr(namespace.get(n), "__name__", None) == n and not is_reference(namespace[n])}
    return scoring.referenced([example], namespace, stop=frozenset(own)) & own, own


@contextlib.contextmanager
def references_in(namespace: dict, names: set[str]) -> Iterator[None]:
    """While inside, NAMES in NAMESPACE are the reference functions; then as they were."""
    saved = {name: namespace[name] for name in names}
    try:
        namespace.update({name: reference(name) for name in names})
        yield
    finally:
        namespace.update(saved)


def checked_already(names: set[str]) -> tuple[str, ...]:
    """The NAMES whose exercise has been checked in this kernel: the earlier functions, as ``check`` sees them.

    A function of an exercise not checked yet (a helper of the one being tried) stays yours.
    """
    return tuple(sorted(n for n in names if graded_by(n) is not None and graded_by(n).id in scoring.SESSION.points))


def not_written(error: BaseException | None, called: set[str]) -> str | None:
    """The name of your function that is still a stub, when ERROR is its ``NotImplementedError``."""
    if not isinstance(error, NotImplementedError):
        return None
    found = STUB.search(str(error))
    return found[1] if found else next(iter(sorted(called)), "function")


def try_it(example: Callable[[], object], say: Callable[[str], None] = print) -> None:
    """Run EXAMPLE (a function of no arguments, usually a ``lambda``) with your functions, then with
    the reference's, and show both: ``yours:`` and ``reference:``, or ``the same`` when they agree.

    While one of your functions is still a stub (it raises ``NotImplementedError``), only the
    reference's answer is shown, with a note.  Your functions of exercises already checked in this
    kernel that have not passed are the reference's during your run, as in ``check`` (it says so).

    >>> notebook = {"__name__": "__main__", "hand": __import__("blackjack").hand}
    >>> exec('def check_hand(cards, rules=None):\\n    raise NotImplementedError("Write check_hand here.")', notebook)
    >>> try_it(eval('lambda: check_hand(hand("A♠ A♦ 9♣"))', notebook))
    Your check_hand is not written yet, so here is what the reference gives.
    reference: <Status.OK: 'ok'>
    """
    called, own = yours_first(example)
    namespace = getattr(example, "__globals__", {})
    student = {name: namespace[name] for name in called}
    with scoring.earlier_functions(checked_already(own - called), student) as notes:
        mine = run(example, safety.SECONDS)
    with references_in(namespace, own):
        theirs = run(example)
    say("\n".join(comparison(mine, theirs, called, [n for n in notes if n.startswith("Using the reference")])))


def shown_within(mine: Run) -> list[str]:
    """MINE's lines, made within a check's time limit: an answer of yours whose ``repr`` (or ``len``...) never
    ends, or raises, is said in one line instead of hanging the cell or ending it with a traceback."""
    try:
        return safety.within(mine.lines, safety.SECONDS)
    except TimeLimit:
        return [*mine.printed.splitlines(), f"an answer that takes more than {safety.SECONDS:g} seconds to show"]
    except (Exception, SystemExit):  # noqa: BLE001 (your value's own code may raise anything)
        return [*mine.printed.splitlines(), "an answer that cannot be shown (showing it raised an exception)"]


def comparison(mine: Run, theirs: Run, called: set[str], notes: list[str]) -> list[str]:
    """The lines ``try_it`` shows for your run and the reference's."""
    stub = not_written(mine.error, called)
    if stub is not None:
        return [f"Your {stub} is not written yet, so here is what the reference gives.", *block("reference", theirs.lines())]
    yours, reference_lines = shown_within(mine), theirs.lines()
    same = ["reference: the same"] if yours == reference_lines else block("reference", reference_lines)
    return [*notes, *block("yours", yours), *same]


def whose(function: Callable, what: str = "") -> str:
    """``your`` or ``the reference`` (followed by WHAT), for a function ``use`` gave: a plot's title says whose it shows.

    >>> from blackjack.editions.classic import dealer_turn
    >>> yours = eval("lambda game: game", {"__name__": "__main__"})
    >>> whose(dealer_turn, "dealer"), whose(yours, "dealer")
    ('the reference dealer', 'your dealer')
    """
    owner = "the reference" if is_reference(function) else "your"
    return f"{owner} {what}".strip()
