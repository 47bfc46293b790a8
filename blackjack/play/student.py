"""``bank --implementation MODULE``: seed 002's game played with a student's own functions.

The module defines the lab's eight functions under their Python names
(``full_deck``, ``value``, ``display``, ``game_over``, ``winner``, ``draw``,
``play_bank``, ``shuffle``), as the seed's ``Interface`` packs them.  Each is
called under guard: one that raises, gives the wrong kind of answer or runs
longer than ``SECONDS`` stops the game with ``StudentProblem``, whose message
names the function in one line.  A module made from the notebooks
(``jupyter nbconvert --to script``) runs their cells as it loads; what they
print is not shown, and loading may take ``LOAD_SECONDS``.
"""

from __future__ import annotations

import importlib.util
import os
import signal
import sys
from collections.abc import Callable, Sequence
from contextlib import contextmanager, redirect_stdout
from dataclasses import fields
from itertools import islice
from pathlib import Path
from types import ModuleType
from typing import Any, Iterator

from blackjack.core.yours import describe, short
from blackjack.editions.bank import Interface, Player

SECONDS = 5.0  # the most one call of a student's function may take
LOAD_SECONDS = 30.0  # the most loading a module may take (a notebook's checks run then)
FRACTIONS = 5200  # the random numbers a student's shuffle gets: a hundred for each card
LAB_NAMES = {"full_deck": "fullDeck", "value": "value", "display": "display", "game_over": "gameOver",
             "winner": "winner", "draw": "draw", "play_bank": "playBank", "shuffle": "shuffle"}


class StudentProblem(Exception):
    """A student's function failed; the message says which and how, in one line."""


class TooLong(Exception):
    """A call ran past its time."""


def is_cards(answer: Any) -> bool:
    """A deck or a hand: a list or tuple (of cards, whatever the student calls a card)."""
    return isinstance(answer, (list, tuple))


def is_pair_of_cards(answer: Any) -> bool:
    """``draw``'s answer: a (deck, hand) pair."""
    return isinstance(answer, tuple) and len(answer) == 2 and all(map(is_cards, answer))


EXPECTED: dict[str, tuple[Callable[[Any], bool], str]] = {
    "full_deck": (is_cards, "a list of cards"),
    "value": (lambda a: isinstance(a, int) and not isinstance(a, bool), "a whole number"),
    "display": (lambda a: isinstance(a, str), "a string"),
    "game_over": (lambda a: isinstance(a, bool), "True or False"),
    "winner": (lambda a: isinstance(a, Player), "Player.GUEST or Player.BANK"),
    "draw": (is_pair_of_cards, "a (deck, hand) pair"),
    "play_bank": (is_cards, "a hand of cards"),
    "shuffle": (is_cards, "a deck of cards"),
}
"""What each of the lab's functions must answer, and how to say it."""


def _alarm(_signum: int, _frame: Any) -> None:
    raise TooLong


@contextmanager
def time_limit(seconds: float) -> Iterator[None]:
    """Raise ``TooLong`` in the block after SECONDS (a timer signal: main thread only)."""
    previous = signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def call(what: str, function: Callable[..., Any], *args: Any, seconds: float = SECONDS) -> Any:
    """FUNCTION(*ARGS), or ``StudentProblem`` naming WHAT when it raises or runs too long."""
    try:
        with time_limit(seconds):
            return function(*args)
    except TooLong:
        raise StudentProblem(f"{what} ran for more than {seconds:g} seconds") from None
    except (Exception, SystemExit) as error:  # a student's code may fail in any way, even exit
        raise StudentProblem(f"{what} raised {describe(error)}") from None


def guard(name: str, function: Callable[..., Any], seconds: float = SECONDS) -> Callable[..., Any]:
    """FUNCTION, whose failures and wrong answers become ``StudentProblem`` naming it."""
    check, expected = EXPECTED[name]
    called = f"Your {name}" if LAB_NAMES[name] == name else f"Your {name} ({LAB_NAMES[name]})"

    def guarded(*args: Any) -> Any:
        if name == "shuffle":  # the seed's endless list, made finite: a list() of it must end
            args = (list(islice(args[0], FRACTIONS)), *args[1:])
        answer = call(called, function, *args, seconds=seconds)
        if not check(answer):
            raise StudentProblem(f"{called} returned {short(answer)}, not {expected}")
        return answer

    return guarded


@contextmanager
def first_on_path(folder: Path) -> Iterator[None]:
    """FOLDER first on ``sys.path`` in the block, so a file imports its neighbours as a script would."""
    sys.path.insert(0, str(folder))
    try:
        yield
    finally:
        sys.path.remove(str(folder))


def load_module(name: str, seconds: float = LOAD_SECONDS) -> ModuleType:
    """The module NAME (``my_lab``) or the file NAME (``my_lab.py``, read afresh); a failure is a ``StudentProblem``."""
    path = Path(name)
    if path.suffix == ".py" and not path.is_file():
        raise StudentProblem(f"the file {name} does not exist")
    try:
        spec = importlib.util.spec_from_file_location(path.stem, path) if path.suffix == ".py" else (
            importlib.util.find_spec(name))
    except (ImportError, ValueError) as error:
        raise StudentProblem(f"cannot find the module {name}: {describe(error)}") from None
    if spec is None or spec.loader is None:
        raise StudentProblem(f"no module called {name} (give a module name or a path ending in .py)")
    module = importlib.util.module_from_spec(spec)
    with open(os.devnull, "w") as nowhere, redirect_stdout(nowhere), first_on_path(path.parent):
        call(f"Loading {spec.name}", spec.loader.exec_module, module, seconds=seconds)
    return module


def implementation_of(module: ModuleType, seconds: float = SECONDS) -> Interface:
    """The eight functions of MODULE as an ``Interface``, each under guard."""
    names: Sequence[str] = [f.name for f in fields(Interface)]
    missing = [n for n in names if not callable(getattr(module, n, None))]
    if missing:
        lab = ", ".join(f"{n} ({LAB_NAMES[n]})" for n in missing)
        raise StudentProblem(f"{module.__name__} does not define {lab}")
    return Interface(**{n: guard(n, getattr(module, n), seconds) for n in names})
