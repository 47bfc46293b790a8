"""``try_it`` and ``whose``: your function beside the reference, in the cells a notebook gives.

A try-it cell runs an example twice, with your functions and then with the
reference's, and shows both; while your function is still a stub it shows the
reference alone, with a note, so the cell never stops with a traceback.

>>> import blackjack.course.trying as trying
>>> namespace = {"__name__": "__main__", "hand": __import__("blackjack").hand}
>>> exec('def check_hand(cards, rules=None):\\n    raise NotImplementedError("Write check_hand here.")', namespace)
>>> trying.try_it(eval('lambda: check_hand(hand("A♠ A♦ 9♣"))', namespace))
Your check_hand is not written yet, so here is what the reference gives.
reference: <Status.OK: 'ok'>
"""

from __future__ import annotations

import contextlib
import io
import pprint
import re
import types
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from blackjack.core.yours import describe
from blackjack.course.exercises.index import EXERCISES, reference
from blackjack.course.exercises.records import is_reference
from blackjack.course.scoring import earlier_functions

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
        if self.error is not None:
            return [*shown, f"raised {describe(self.error)}"]
        if self.value is not None or not shown:
            shown += pprint.pformat(self.value, width=100, sort_dicts=False).splitlines()
        return shown


def run(example: Callable[[], object]) -> Run:
    """Call EXAMPLE, catching what it prints and any exception it raises."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        try:
            value = example()
        except Exception as error:  # the student's code may fail in any way: show it, never a traceback
            return Run(out.getvalue(), error=error)
    return Run(out.getvalue(), value)


def block(label: str, lines: list[str]) -> list[str]:
    """``label: line`` for a single line, else the label and the lines indented under it."""
    if len(lines) == 1:
        return [f"{label + ':':<11}{lines[0]}"]
    return [f"{label}:", *(f"  {line}" for line in lines)]


def yours_first(example: Callable[[], object]) -> tuple[set[str], set[str]]:
    """The graded functions of yours that EXAMPLE calls (through the notebook's given functions too),
    and every graded name the notebook binds to a function of its own."""
    namespace = getattr(example, "__globals__", {})
    own = {n for n in GRADED if callable(namespace.get(n)) and not is_reference(namespace[n])}
    called, seen = set(), set()
    todo = [example.__code__] if hasattr(example, "__code__") else []
    while todo:
        code = todo.pop()
        todo += [c for c in code.co_consts if isinstance(c, types.CodeType)]
        for name in set(code.co_names) - seen:
            seen.add(name)
            target = namespace.get(name)
            if name in own:
                called.add(name)
            elif isinstance(target, types.FunctionType) and target.__globals__ is namespace:
                todo.append(target.__code__)
    return called, own


@contextlib.contextmanager
def references_in(namespace: dict, names: set[str]) -> Iterator[None]:
    """While inside, NAMES in NAMESPACE are the reference functions; then as they were."""
    saved = {name: namespace[name] for name in names}
    try:
        namespace.update({name: reference(name) for name in names})
        yield
    finally:
        namespace.update(saved)


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
    reference's answer is shown, with a note.  Your earlier functions that have not passed their
    check are the reference's during your run, as in ``check`` (and it says so).
    """
    called, own = yours_first(example)
    namespace = getattr(example, "__globals__", {})
    student = {name: namespace[name] for name in called}
    with earlier_functions(tuple(sorted(own - called)), student) as notes:
        mine = run(example)
    with references_in(namespace, own):
        theirs = run(example)
    say("\n".join(comparison(mine, theirs, called, [n for n in notes if n.startswith("Using the reference")])))


def comparison(mine: Run, theirs: Run, called: set[str], notes: list[str]) -> list[str]:
    """The lines ``try_it`` shows for your run and the reference's."""
    stub = not_written(mine.error, called)
    if stub is not None:
        return [f"Your {stub} is not written yet, so here is what the reference gives.", *block("reference", theirs.lines())]
    yours, reference_lines = mine.lines(), theirs.lines()
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


__all__ = ["try_it", "whose"]
