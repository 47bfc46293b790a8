"""What the student's code says of itself: the calls it makes, the values it returns.

A cause that names a call (``check_hand()``) must name a call the student's
code makes, and a cause that asks whether a ``return`` is missing must not be
given to code whose every function returns a value.  The source is read where
it can be (a notebook's cells, a file); where it cannot (a function that is
not Python, or whose cell is gone), nothing is known and nothing is refused.

>>> def dealer(cards, deck):
...     total = hand_value(cards)
...     return cards if total >= 17 else dealer(cards + deck[:1], deck[1:])
>>> [ast.unparse(call) for call in calls_of({"dealer": dealer}, "hand_value")], returns_values({"dealer": dealer})
(['hand_value(cards)'], True)
"""

from __future__ import annotations

import ast
import inspect
import re
import textwrap
from collections.abc import Callable, Mapping

CALL = re.compile(r"(?<![\w`])([\w.]+)\(\)")  # "check_hand()" in a sentence: a call it names
WITHOUT = re.compile(r"([\w.]+)\(\) without `([^`]+)`")  # "check_hand() without `game.rules`": a call without it


def tree(function: Callable) -> ast.AST | None:
    """FUNCTION's own definition, parsed; None when its source cannot be read."""
    try:
        return ast.parse(textwrap.dedent(inspect.getsource(function)))
    except (OSError, TypeError, SyntaxError, ValueError, IndentationError):
        return None


def returns_values(functions: Mapping[str, Callable]) -> bool | None:
    """Does each of FUNCTIONS have a ``return`` with a value (not ``return`` or ``return None`` alone)?  None
    when a source cannot be read."""
    for function in functions.values():
        parsed = tree(function)
        if parsed is None:
            return None
        returns = [n for n in ast.walk(parsed) if isinstance(n, (ast.Return, ast.Yield, ast.YieldFrom))]
        if not any(n.value is not None and not (isinstance(n.value, ast.Constant) and n.value.value is None)
                   for n in returns):
            return False
    return True


def calls_of(functions: Mapping[str, Callable], name: str) -> list[ast.Call] | None:
    """The calls of NAME (a function, or a method by its last name) in FUNCTIONS' code; None when unread."""
    found: list[ast.Call] = []
    for function in functions.values():
        parsed = tree(function)
        if parsed is None:
            return None
        found += [n for n in ast.walk(parsed) if isinstance(n, ast.Call)
                  and (n.func.id if isinstance(n.func, ast.Name) else getattr(n.func, "attr", "")) == name]
    return found


def names_calls_made(cause: str, functions: Mapping[str, Callable]) -> bool:
    """Does every call CAUSE names (``check_hand()``) stand in the code of FUNCTIONS, and one it says is made
    without an argument (``check_hand() without `rules```) without it there?  True where that code is unread.

    >>> def turn(game):
    ...     return check_hand(game.player, game.rules)
    >>> names_calls_made("answers as if it called check_hand() without `game.rules`", {"turn": turn})
    False
    >>> names_calls_made("answers as if it called hand_value() without `rules`", {"turn": turn})
    False
    >>> names_calls_made("answers as if it called check_hand() without `game.deck`", {"turn": turn})
    True
    """
    for name in CALL.findall(cause):
        calls = calls_of(functions, name.split(".")[-1])
        if calls is not None and not calls:
            return False
    for name, argument in WITHOUT.findall(cause):
        calls = calls_of(functions, name.split(".")[-1])
        last = argument.split(".")[-1]
        if calls and all(any(last in ast.unparse(a) for a in (*c.args, *c.keywords)) for c in calls):
            return False
    return True


def passes_rules_everywhere(functions: Mapping[str, Callable]) -> bool:
    """Does every call in FUNCTIONS' code of a function that takes ``rules`` pass something named for the rules
    (and is there one such call at least)?  False where that code is unread.

    >>> def turn(cards, rules):
    ...     return check(cards, rules)
    >>> def check(cards, rules=None):
    ...     return cards
    >>> passes_rules_everywhere({"turn": turn}), passes_rules_everywhere({"check": lambda cards: check(cards)})
    (True, False)
    """
    found = False
    for function in functions.values():
        parsed = tree(function)
        if parsed is None:
            return False
        for call in (n for n in ast.walk(parsed) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)):
            if takes_rules(getattr(function, "__globals__", {}).get(call.func.id)):
                found = True
                if not any("rules" in ast.unparse(a) for a in (*call.args, *call.keywords)):
                    return False
    return found


def takes_rules(function: object) -> bool:
    """Is FUNCTION a function with a parameter ``rules``?"""
    try:
        return callable(function) and "rules" in inspect.signature(function).parameters  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return False

