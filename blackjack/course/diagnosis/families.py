"""The families of behaviour, in the order a search for a cause tries them.

``THRESHOLD`` is tried first, ``FIRST`` before any known mistake: each names what the student's
side does in terms of the rules (the specification), so it says as much as a
teacher's sentence would.  ``LAST`` are tried when no known mistake and no
symptom says more: an argument ignored, a case wrong, some values right.
Each takes the ``engine.explainer.Explainer``, the student's and the
reference's answers on the counterexample, and the inputs tried (and the
neighbours of the counterexample), and gives a sentence or None.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from blackjack.course.diagnosis import cases, channels, orders, ruled, varied
from blackjack.course.engine.explainer import Answer, Explainer

Family = Callable[[Explainer, Answer, Answer, Sequence[tuple]], "str | None"]

THRESHOLD: Family = ruled.threshold  # before a whole preset: one rule moved says more than "as under bank"
FIRST: tuple[Family, ...] = (ruled.other_rule,)
EARLY: tuple[Family, ...] = (channels.prints_value, orders.another_order)  # before the symptoms, which say less:
# "returns None", "in another order"
LAST: tuple[Family, ...] = (varied.always_the_same, cases.member_wrong, varied.argument_ignored, cases.case_wrong,
                            cases.parts_right)


def first_of(families: Sequence[Family], explainer: Explainer, mine: Answer, expected: Answer,
             tried: Sequence[tuple]) -> str | None:
    """The sentence of the first of FAMILIES that holds."""
    return next((said for family in families if (said := family(explainer, mine, expected, tried))), None)
