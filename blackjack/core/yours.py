"""Your functions beside the reference: try yours, keep it when it works, fall back when it fails.

The widget app and seed 002's game play with whichever of the student's functions
are given and work; ``describe`` is the one way an exception is shown to the student.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from blackjack.core.messages import Say


@dataclass(frozen=True)
class Choice:
    """The functions to play with, which of them are the student's, and what to tell the student."""

    functions: Mapping[str, Callable[..., Any]]
    yours: frozenset[str]
    notes: tuple[str, ...]


def describe(error: BaseException) -> str:
    """An exception in one line, the way a student is shown it: ``ValueError: bad card``.

    >>> describe(ValueError("bad   card.")), describe(NotImplementedError())
    ('ValueError: bad card', 'NotImplementedError')
    """
    text = " ".join(str(error).split()).rstrip(".")
    return f"{type(error).__name__}: {text}" if text else type(error).__name__


def short(answer: Any, limit: int = 40) -> str:
    """ANSWER's repr, or ``a different answer`` when the repr is too long to read in a note."""
    text = repr(answer)
    return text if len(text) <= limit else "a different answer"


def pick(name: str, yours: Callable[..., Any], reference: Callable[..., Any],
         sample: tuple) -> tuple[Callable[..., Any], str]:
    """Try YOURS on SAMPLE: keep it if it gives the reference's answer, else the reference.

    >>> pick("double", lambda n: n + n, lambda n: 2 * n, (4,))[1]
    'Using your double.'
    >>> pick("double", lambda n: n * n, lambda n: 2 * n, (3,))[1]
    'Using the reference double: yours gave 9 where the reference gives 6.'
    """
    try:
        got = yours(*sample)
    except Exception as error:  # a student's function may fail in any way
        return reference, f"Using the reference {name}: yours raised {describe(error)}."
    want = reference(*sample)
    if got != want:
        return reference, f"Using the reference {name}: yours gave {short(got)} where the reference gives {short(want)}."
    return yours, f"Using your {name}."


def choose_functions(given: Mapping[str, Callable[..., Any] | None],
                     reference: Mapping[str, Callable[..., Any]],
                     samples: Mapping[str, Callable[[], tuple]]) -> Choice:
    """For each name of REFERENCE, the student's function if GIVEN and working, else the reference.

    A function works when it gives the reference's answer on the arguments
    ``samples[name]()`` builds.  The reference itself (what ``use`` gives while
    yours has not passed its check) is taken as it is, with a note saying so.
    Unknown names are an error that lists the names there are.

    >>> neg = lambda n: -n
    >>> choice = choose_functions({"inc": lambda n: n + 1, "neg": neg},
    ...                           {"inc": lambda n: n + 1, "neg": neg},
    ...                           {"inc": lambda: (1,), "neg": lambda: (1,)})
    >>> choice.notes, sorted(choice.yours)
    (('Using your inc.', 'Using the reference neg.'), ['inc'])
    """
    unknown = sorted(set(given) - set(reference))
    if unknown:
        raise TypeError(f"no function called {', '.join(unknown)}; you can pass {', '.join(reference)}")
    functions, yours, notes = dict(reference), set(), []
    for name, function in given.items():
        if function is None:
            continue
        if function is reference[name]:
            notes.append(f"Using the reference {name}.")
            continue
        functions[name], note = pick(name, function, reference[name], samples[name]())
        notes.append(note)
        if functions[name] is function:
            yours.add(name)
    return Choice(functions, frozenset(yours), tuple(notes))


def fallback(name: str, yours: Callable[..., Any], reference: Callable[..., Any],
             notify: Say, problem: Callable[..., str | None] | None = None) -> Callable[..., Any]:
    """YOURS, except that a call that raises (or whose answer PROBLEM objects to) uses REFERENCE.

    Each time, NOTIFY gets one line saying what happened; never a traceback.
    PROBLEM gets the answer, then the arguments, and returns what is wrong or None.

    >>> safe = fallback("half", lambda n: n // 0, lambda n: n // 2, print)
    >>> safe(10)
    Your half raised ZeroDivisionError: integer division or modulo by zero; the reference played that step.
    5
    """

    def guarded(*args: Any) -> Any:
        try:
            answer = yours(*args)
        except Exception as error:  # a student's function may fail in any way
            notify(f"Your {name} raised {describe(error)}; the reference played that step.")
            return reference(*args)
        trouble = problem(answer, *args) if problem is not None else None
        if trouble:
            notify(f"Your {name} {trouble}; the reference played that step.")
            return reference(*args)
        return answer

    return guarded
