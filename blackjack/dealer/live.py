"""The dealer's odds live: ``exact``'s tables in floats, compiled, in well under a millisecond.

``exact`` works the dealer's chances out as fractions; a table takes a few
milliseconds, too slow to redo for every card a game shows.  Here the same
state machine (``exact.dealer_machine``, built from ``hands.dealer_draws``)
is walked depth first by a compiled recursion (numba), one card value at a
time, taking each card out of the shoe on the way down and putting it back
on the way up, with probabilities as floats.  An infinite deck never
changes, so there each state's odds are worked out once.  The tests check
that every number agrees with the exact fraction to 12 digits.

>>> from blackjack.rules import CASINO_S17
>>> f"{live_outcomes(6, CASINO_S17, decks=1)['bust']:.6f}"  # exact: 0.420823
'0.420823'
>>> f"{live_table(CASINO_S17, decks=1, seen=[10, 10, 10, 10])[6]['bust']:.4f}"  # four tens seen
'0.3823'
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

import numpy as np
from numba import njit

from blackjack.core.cards import Card, Rank
from blackjack.core.rules import DEFAULT_RULES, Rules
from blackjack.dealer.exact import (
    NATURAL,
    UP_CARDS,
    Composition,
    Outcome,
    dealer_machine,
    outcomes,
    points_of,
    remove,
    shoe,
)


@dataclass(frozen=True)
class LiveCode:
    """``exact.dealer_machine`` as arrays: ``step[state, value - 1]``, and ``column[state]``, the
    column of the outcome where the dealer stops (-1 while drawing); ``natural`` is the natural's
    column and ``twenty_one`` the column of 21 (-1 under rules without naturals)."""

    outcomes: tuple[Outcome, ...]
    step: np.ndarray
    column: np.ndarray
    natural: int
    twenty_one: int


@cache
def live_code(rules: Rules) -> LiveCode:
    """The arrays the compiled walk follows, for RULES."""
    machine, ends = dealer_machine(rules), outcomes(rules)
    step = np.array([nexts or (0,) * len(UP_CARDS) for nexts in machine.step], dtype=np.int64)
    column = np.array([-1 if end is None else ends.index(end) for end in machine.outcome], dtype=np.int64)
    natural = ends.index(NATURAL) if NATURAL in ends else -1
    return LiveCode(ends, step, column, natural, ends.index(21) if natural >= 0 else -1)


# The two recursive functions are compiled afresh in each process: numba 0.68 crashes when it
# loads a recursive function from its cache.
@njit(nogil=True)
def _walk(step, column, natural, twenty_one, state, left, total, first, share, out):
    """Add to OUT the chance of each outcome from STATE, reached with chance SHARE * TOTAL, drawing
    from LEFT (TOTAL cards by value), each card taken out on the way down and put back after.
    FIRST: the next card is the hole card, and a 21 there is a natural."""
    share /= total
    for v in range(left.size):
        count = left[v]
        if count == 0:
            continue
        after = step[state, v]
        end = natural if first and column[after] == twenty_one else column[after]
        if end >= 0:
            out[end] += share * count
        else:
            left[v] = count - 1
            _walk(step, column, natural, twenty_one, after, left, total - 1, False, share * count, out)
            left[v] = count


@njit(nogil=True)
def _infinite(step, column, state, odds, known):
    """Fill ``odds[state]``, the chance of each outcome from STATE with an infinite deck (and of
    the states after it), unless KNOWN.  The deck never changes, so each state is worked out once."""
    if known[state]:
        return
    for v in range(step.shape[1]):
        chance = (4.0 if v == 9 else 1.0) / 13.0
        after = step[state, v]
        if column[after] >= 0:
            odds[state, column[after]] += chance
        else:
            _infinite(step, column, after, odds, known)
            odds[state] += chance * odds[after]
    known[state] = True


@njit(cache=True, nogil=True)
def _hole_card(step, column, natural, twenty_one, state, odds, out):
    """OUT: the outcomes from STATE (the up-card) with an infinite deck, a 21 at once being a natural."""
    for v in range(step.shape[1]):
        chance = (4.0 if v == 9 else 1.0) / 13.0
        after = step[state, v]
        end = natural if column[after] == twenty_one else column[after]
        if end >= 0:
            out[end] += chance
        else:
            out += chance * odds[after]


@cache
def _infinite_odds(rules: Rules) -> np.ndarray:
    """``odds[state, outcome column]`` from every state, for an infinite deck (no naturals yet)."""
    code = live_code(rules)
    odds, known = np.zeros((code.step.shape[0], len(code.outcomes))), np.zeros(code.step.shape[0], dtype=np.bool_)
    for state in range(code.step.shape[0]):
        if code.column[state] < 0:
            _infinite(code.step, code.column, state, odds, known)
    return odds


def _shoe_left(decks: int | None, composition: Composition | None, seen: Iterable[int | Rank | Card]) -> Composition | None:
    """The cards left by value once SEEN are out (None: an infinite deck)."""
    if composition is None and decks is None:
        return None
    return remove(tuple(composition) if composition is not None else shoe(decks), seen)


def live_outcomes(
    up: int | Rank | Card,
    rules: Rules = DEFAULT_RULES,
    decks: int | None = None,
    seen: Iterable[int | Rank | Card] = (),
    composition: Composition | None = None,
) -> dict[Outcome, float]:
    """``exact.dealer_outcomes(up, rules, decks, removed=seen, composition=composition)`` in floats."""
    up = points_of(up)
    return _row(rules, up, _shoe_left(decks, composition, [up, *seen]))


def _row(rules: Rules, up: int, left: Composition | None) -> dict[Outcome, float]:
    """The outcomes from the up-card UP, drawing from LEFT (None: an infinite deck)."""
    code = live_code(rules)
    out, state = np.zeros(len(code.outcomes)), code.step[0, up - 1]
    if left is None:
        _hole_card(code.step, code.column, code.natural, code.twenty_one, state, _infinite_odds(rules), out)
    else:
        counts = np.array(left, dtype=np.int64)
        _walk(code.step, code.column, code.natural, code.twenty_one, state, counts, counts.sum(), True, 1.0, out)
    return dict(zip(code.outcomes, out.tolist()))


def live_table(
    rules: Rules = DEFAULT_RULES,
    decks: int | None = None,
    seen: Iterable[int | Rank | Card] = (),
    composition: Composition | None = None,
) -> dict[int, dict[Outcome, float]]:
    """Every up-card's outcomes given the cards SEEN (say everyone's cards on the table): a row
    for each up-card the shoe still holds, as ``exact.outcome_table`` after removing SEEN."""
    left = _shoe_left(decks, composition, seen)
    ups = [up for up in UP_CARDS if left is None or left[up - 1]]
    return {up: _row(rules, up, None if left is None else remove(left, [up])) for up in ups}


__all__ = ["LiveCode", "live_code", "live_outcomes", "live_table"]
