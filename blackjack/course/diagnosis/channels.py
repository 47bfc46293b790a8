"""The family of the wrong channel: what should be returned is printed (or said) instead.

The student's side returns None where text is expected, and the lines it
prints are that text, line for line, on every input tried where it differs.
(Printing where a ``say`` is given is told by ``engine.explainer``.)

>>> printed_value({"returns": None, "says": ["2 of Hearts", "Jack of Spades"]},
...               {"returns": "2 of Hearts\\nJack of Spades"})
True
"""

from __future__ import annotations

from collections.abc import Sequence

from blackjack.course.engine.explainer import Answer, Explainer, same, same_value
from blackjack.course.engine.symptoms import SAID


def texts(seen: dict) -> list[str]:
    """The text values of an observation, in order (what was said left out)."""
    return [v for k, v in seen.items() if k not in SAID and isinstance(v, str)]


def printed_value(mine: object, expected: object) -> bool:
    """Does MINE return None for each text EXPECTED returns, and say or print that text, line for line?"""
    if not isinstance(mine, dict) or not isinstance(expected, dict) or expected.get("says"):
        return False
    wanted = texts(expected)
    said = [line for k in SAID for line in mine.get(k) or ()]
    kept = {k: v for k, v in expected.items() if k not in SAID and not isinstance(v, str)}
    return bool(wanted) and all(mine.get(k) is None for k, v in expected.items() if isinstance(v, str)) \
        and all(same_value(mine.get(k), v) for k, v in kept.items()) and said == [line for text in wanted if text for line in text.split("\n")]


def prints_value(explainer: Explainer, mine: Answer, expected: Answer, inputs: Sequence[tuple]) -> str | None:
    """The text to return printed instead, on the counterexample and on every input tried where it differs."""
    if mine[0] != "returns" or expected[0] != "returns" or not printed_value(mine[1], expected[1]):
        return None
    for index, args in enumerate(inputs):
        theirs, ours = explainer.student_at(index, args), explainer.reference_at(index, args)
        if not same(theirs, ours) and not (theirs[0] == ours[0] == "returns" and printed_value(theirs[1], ours[1])):
            return None
    return f"{explainer.names()} prints the text it should return, and returns None, on every input the check tried."
