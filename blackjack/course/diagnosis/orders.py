"""The family of order: the right cards in another order, and which order.

The same cards, reversed; grouped by rank where they should be grouped by suit
(or the other way round); the groups, or the cards within each group, in
reverse order.  Claimed when the student's cards are in that same other order
on every input tried where they differ from the reference's.

>>> from blackjack.core.cards import hand
>>> which_order(hand("2♣ 2♦ 3♣ 3♦"), hand("2♣ 3♣ 2♦ 3♦"))
'ranks outermost (the cards grouped by rank), where suits outermost (grouped by suit) are expected'
>>> which_order(hand("3♣ 2♣ 3♦ 2♦"), hand("2♣ 3♣ 2♦ 3♦"))
'the ranks backwards within each suit'
"""

from __future__ import annotations

from collections.abc import Sequence

from blackjack.core.cards import Card
from blackjack.course.engine.explainer import Answer, Explainer, same, same_value
from blackjack.course.engine.symptoms import SAID

KEYS = ("suit", "rank")
PLURAL = {"suit": "suits", "rank": "ranks"}


def cards(value: object) -> list[Card] | None:
    """VALUE as a list of cards, when it is a tuple or a list of two cards or more."""
    if isinstance(value, (tuple, list)) and len(value) > 1 and all(isinstance(c, Card) for c in value):
        return list(value)
    return None


def grouped_by(seq: Sequence[Card]) -> str | None:
    """The key (suit or rank) the cards are grouped by, each group in one run, when exactly one key is."""
    def runs(key: str) -> list[object]:
        values = [getattr(c, key) for c in seq]
        return [v for i, v in enumerate(values) if i == 0 or values[i - 1] != v]
    found = [k for k in KEYS if 1 < len(runs(k)) < len(seq) and len(set(runs(k))) == len(runs(k))]
    return found[0] if len(found) == 1 else None


def order_of(seq: Sequence[Card], key: str) -> list[object]:
    """The values of KEY in the order they first come in SEQ."""
    return list(dict.fromkeys(getattr(c, key) for c in seq))


def which_order(mine: Sequence[Card], expected: Sequence[Card]) -> str | None:
    """The order of MINE, the cards of EXPECTED in another order, in words; None when none is seen."""
    if sorted(map(str, mine)) != sorted(map(str, expected)) or list(mine) == list(expected):
        return None
    if list(mine) == list(expected)[::-1]:
        return "the cards in reverse order"
    outer, ours = grouped_by(mine), grouped_by(expected)
    if outer is None or ours is None:
        return None
    if outer != ours:
        return (f"{PLURAL[outer]} outermost (the cards grouped by {outer}), where {PLURAL[ours]} outermost"
                f" (grouped by {ours}) are expected")
    inner = "rank" if outer == "suit" else "suit"
    if order_of(mine, outer) == order_of(expected, outer)[::-1]:
        return f"the {PLURAL[outer]} in reverse order"
    if order_of(mine, inner) == order_of(expected, inner)[::-1]:
        return f"the {PLURAL[inner]} backwards within each {outer}"
    return None


def ordered(mine: Answer, expected: Answer) -> tuple[str, str] | None:
    """The one value that differs, when it is the expected cards in an order said in words: its name and the
    order; None otherwise."""
    if mine[0] != "returns" or expected[0] != "returns" or not isinstance(mine[1], dict):
        return None
    theirs, ours = mine[1], expected[1]
    if not isinstance(ours, dict) or set(theirs) != set(ours):
        return None
    differ = [k for k in ours if not same_value(theirs[k], ours[k])]
    if len(differ) != 1 or differ[0] in SAID:
        return None
    a, b = cards(theirs[differ[0]]), cards(ours[differ[0]])
    said = which_order(a, b) if a is not None and b is not None else None
    return (differ[0], said) if said else None


def another_order(explainer: Explainer, mine: Answer, expected: Answer, inputs: Sequence[tuple]) -> str | None:
    """The right cards in one other order (which), on the counterexample and wherever the student differs."""
    found = ordered(mine, expected)
    if found is None:
        return None
    for index, args in enumerate(inputs):
        theirs, ours = explainer.student_at(index, args), explainer.reference_at(index, args)
        if not same(theirs, ours) and ordered(theirs, ours) != found:
            return None
    where = "" if found[0] == "returns" else f" in `{found[0]}`"
    return (f"{explainer.names()} gives the right cards{where} in another order: {found[1]}, on every input the"
            " check tried.")
