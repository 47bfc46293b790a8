"""A cause as the student reads it: short, and never saying more than the code shows.

``worded`` is the last step of every cause: values longer than a line are cut
(a whole game or a 52-card deck has no place in one sentence), and a question
the student's code answers already (``is its `return` missing?`` where every
function returns a value) is left out.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from blackjack.course.diagnosis.source import returns_values

LONGEST = 70  # characters of one bracketed or quoted value kept in a cause
OPEN = {"(": ")", "[": "]", "{": "}"}
RETURN_MISSING = ": is its `return` missing?"


def cut(text: str, longest: int = LONGEST) -> str:
    """TEXT with each bracketed or quoted value longer than LONGEST cut to its start and `…`.

    >>> cut("gives Game(player=" + "A♠ " * 40 + ") where x is expected", 20)
    'gives Game(player=A♠ A♠ A♠ A♠ …) where x is expected'
    >>> cut("says 'Hi' where 'Hello' is expected")
    "says 'Hi' where 'Hello' is expected"
    """
    out, at = [], 0
    while at < len(text):
        end = closing(text, at)
        if end is not None and end - at - 1 > longest:
            out.append(text[at] + text[at + 1:at + 1 + longest - 1].rstrip() + " …" + text[end])
            at = end + 1
        else:
            out.append(text[at])
            at += 1
    return "".join(out)


def closing(text: str, at: int) -> int | None:
    """Where the bracket or quote that opens at AT closes (None when none opens there, or it never closes)."""
    opener = text[at]
    if opener == "'" and (at == 0 or not text[at - 1].isalnum()):
        end = text.find("'", at + 1)
        while end != -1 and end + 1 < len(text) and text[end + 1].isalnum():  # an apostrophe: "player's"
            end = text.find("'", end + 1)
        return end if end != -1 else None
    if opener not in OPEN:
        return None
    depth = 0
    for index in range(at, len(text)):
        depth += (text[index] == opener) - (text[index] == OPEN[opener])
        if depth == 0:
            return index
    return None


def worded(cause: str | None, student: Mapping[str, Callable]) -> str | None:
    """CAUSE as shown: long values cut; no question whether a `return` is missing when every function of
    STUDENT returns a value."""
    if cause is None:
        return None
    if RETURN_MISSING in cause and returns_values(student):
        cause = cause.replace(RETURN_MISSING, "")
    return cut(cause)
