"""Whole dealer hands drawn from the exact chances of ``blackjack.dealer.exact``: fast, and no check.

Once the exact chance of every way a fresh hand can end is known (an infinite deck, or a fresh
shoe for every hand), many hands can be drawn straight from those chances, without dealing a
card: 16 random bits and one table lookup a hand.  That is a way to *use* the exact odds
(many hands in a game or a benchmark), never a check of them: whatever ``exact`` says, these
hands follow.  The check is ``blackjack.dealer.simulate``, which deals the cards.

How: with a common denominator Q (13^L for an infinite deck, below 2^127 for shoes up to
some twenty decks) the final states lie end to end on [0, 1), each owning a stretch as long
as its chance, and 16 random bits, a quarter of one xoshiro256** number, pick one of 65,536
places of that line.  A place inside one state's stretch is the hand (one byte looked up);
the few places that hold a boundary (about one hand in a thousand) take more random bits,
compared digit by digit with the boundary's exact binary expansion until it is passed
(``table_ends``).  Nothing is rounded: the counts are exactly multinomial with the exact
table's chances.

>>> from blackjack.core.rules import CASINO_S17
>>> drawn = draw_from_exact(10_000, CASINO_S17, seed=1)
>>> int(drawn.counts.sum()), drawn.outcomes[-1]
(10000, 'bust')
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from itertools import accumulate
from math import lcm

import numpy as np
from numba import njit

from blackjack.core.cards import Rank
from blackjack.core.rules import DEFAULT_RULES, Rules
from blackjack.dealer.exact import INFINITE_DECK, Outcome, dealer_outcomes, outcome_table, points_of, shoe
from blackjack.dealer.kernel import _next
from blackjack.dealer.simulate import DealerCode, DealerCounts, Play, Run, counted, dealer_code

SLICE = 16  # random bits a hand takes in ``table_counts``
SLICE_MASK = np.uint64((1 << SLICE) - 1)
HANDS_A_WORD = 64 // SLICE  # hands from each 64 random bits


@dataclass(frozen=True)
class OutcomeSampler:
    """The arrays of ``table_counts``, which draw a hand's final state j from 16 random bits,
    exactly; ``states[j]`` is that state as numbered in ``DealerCode``."""

    table: np.ndarray
    keys: np.ndarray
    rest: np.ndarray
    q: np.ndarray
    places: np.ndarray
    states: np.ndarray

    def arrays(self) -> tuple[np.ndarray, ...]:
        """What the kernels take, in order."""
        return self.table, self.keys, self.rest, self.q, self.places


def _final_chances(rules: Rules, decks: int | None, up: int | None) -> list[tuple[int, Outcome, Fraction]]:
    """Every (up-card, outcome) a fresh hand can end with, and its exact chance (UP: given that up-card)."""
    if up is not None:
        return [(up, end, chance) for end, chance in dealer_outcomes(up, rules, decks).items()]
    deck = INFINITE_DECK if decks is None else shoe(decks)
    return [(value, end, Fraction(deck[value - 1], sum(deck)) * chance)
            for value, row in outcome_table(rules, decks).items() for end, chance in row.items()]


def _state(code: DealerCode, up: int, end: Outcome) -> int:
    """The number of the final state (UP, END) in CODE."""
    return code.stopped + len(code.outcomes) * (up - 1) + code.outcomes.index(end)


@cache
def outcome_sampler(rules: Rules, decks: int | None, up: int | None) -> OutcomeSampler | None:
    """The table that draws a whole fresh hand of RULES at once (``table_counts``); None when the
    fractions need a common denominator of 2**127 or more (shoes of some twenty decks or more), or
    when the states and the places holding boundaries are too many to number in a byte."""
    code, finals = dealer_code(rules), _final_chances(rules, decks, up)
    q = lcm(*(chance.denominator for *_, chance in finals))
    if q >> 127:
        return None
    ends = list(accumulate(chance.numerator * (q // chance.denominator) for *_, chance in finals))
    scaled = [end << SLICE for end in ends]
    keys = np.array([2 * (x // q) + (x % q > 0) for x in scaled], dtype=np.int64)
    places = np.unique(keys[keys % 2 == 1] // 2)  # those holding a boundary (fewer than the states)
    if len(finals) + places.size > 256:  # more than a byte can number (a dealer drawing to a low total)
        return None
    table = np.searchsorted(keys, 2 * np.arange(1 << SLICE), side="right").astype(np.uint8)
    table[places] = len(finals) + np.arange(places.size)
    return OutcomeSampler(
        table, keys, _words([x % q for x in scaled]), _words([q])[0], places,
        np.array([_state(code, value, end) for value, end, _ in finals], dtype=np.intp),
    )


def _words(numbers: list[int]) -> np.ndarray:
    """Whole numbers below 2**128 as rows of two 64-bit words, high word first."""
    return np.array([(x >> 64, x & (2**64 - 1)) for x in numbers], dtype=np.uint64).reshape(-1, 2)


def _sampling(sampler: OutcomeSampler, state: np.ndarray) -> Play:
    """A stream of hands each drawn whole (``table_counts``), counted by state (four counters a state)
    or written down in order."""
    states = sampler.states.size
    scratch, by_slot = np.zeros_like(sampler.rest), np.zeros((4, states + sampler.places.size), dtype=np.int64)

    def play(n: int, counts: np.ndarray, ends: np.ndarray | None) -> None:
        if ends is not None:
            table_ends(state, n, *sampler.arrays(), scratch, ends)
            ends[:] = sampler.states[ends]
        else:
            table_counts(state, n, *sampler.arrays(), scratch, by_slot)
            np.add.at(counts.reshape(-1, 4), sampler.states, by_slot[:, :states].T)
            by_slot[:] = 0

    return play


def drawing_from_exact(code: DealerCode, run: Run, state: np.ndarray) -> Play:
    """One worker's stream of RUN's hands drawn whole from the exact chances (a ``simulate.Player``)."""
    up = None if run.up is None else points_of(run.up)
    sampler = outcome_sampler(run.rules, run.decks, up)
    if sampler is None:
        raise ValueError(f"the exact chances of {run.rules.name} with {run.decks} decks do not fit the sampling table")
    return _sampling(sampler, state)


def draw_from_exact(
    n: int, rules: Rules = DEFAULT_RULES, decks: int | None = None, seed: int = 0, up: int | Rank | None = None,
    workers: int = 1,
) -> DealerCounts:
    """N fresh dealer hands (DECKS None: an infinite deck; else each from a fresh shoe) drawn whole from
    the chances ``exact.outcome_table`` gives, counted by up-card and outcome: as fast as a lookup
    a hand, and exactly as likely as the exact table says, right or wrong.  Arguments as for
    ``simulate.simulate_dealer``."""
    return counted(Run(n, rules, decks, seed, up, workers), player=drawing_from_exact)


# -- the compiled loops ---------------------------------------------------------------------


@njit(cache=True, nogil=True, inline="always")
def _double(high, low, q_high, q_low):
    """2 R mod Q and the binary digit that carries out, R and Q held as two 64-bit words (Q below 2**127)."""
    one = np.uint64(1)
    high, low = (high << one) | (low >> np.uint64(63)), low << one
    if high > q_high or (high == q_high and low >= q_low):
        borrow = np.uint64(1) if low < q_low else np.uint64(0)
        return high - q_high - borrow, low - q_low, 1
    return high, low, 0


@njit(cache=True, nogil=True)
def _settle(rng, bucket, keys, rest, q, scratch):
    """The final state of a hand whose 16 bits, BUCKET, fall in a place of the table that holds boundaries;
    and the next state of the generator.

    The random number is a point U of [0, 1) whose first 16 binary digits are BUCKET; the boundaries
    in its place (``keys[j] == 2 * BUCKET + 1``) are compared with U one binary digit at a time, each
    new digit of U a fresh random bit, each digit of boundary j worked out from its remainder
    ``rest[j]`` (of Q), until no boundary is left tied with U.  U is then below the first boundary
    still above it: its state.  A tie goes on with chance 1/2 a digit, so this ends."""
    low = 0
    while keys[low] <= 2 * bucket:
        low += 1
    high = low
    while high + 1 < keys.size and keys[high + 1] == 2 * bucket + 1:
        high += 1
    scratch[low : high + 1] = rest[low : high + 1]
    bits, left = np.uint64(0), 0
    while low <= high:
        if left == 0:
            bits, rng = _next(rng)
            left = 64
        digit, bits, left = bits >> np.uint64(63), bits << np.uint64(1), left - 1
        first_one = high + 1  # among the boundaries tied with U, digits go 0 ... 0 1 ... 1
        for j in range(low, high + 1):
            scratch[j, 0], scratch[j, 1], carry = _double(scratch[j, 0], scratch[j, 1], q[0], q[1])
            if carry and first_one > high:
                first_one = j
        if digit:
            low = first_one  # the boundaries with a 0 here are below U
        else:
            high = first_one - 1  # those with a 1 are above it
    return low, rng


@njit(cache=True, nogil=True)
def table_ends(s, n, table, keys, rest, q, places, scratch, ends):
    """Draw N hands whole, each from its exact distribution, and write down each final state j as
    ``ENDS[I]``: 16 random bits a hand and one lookup in TABLE.

    The final states j have exact chances p_j = a_j / Q, Q a whole number below 2**127 (13**L for
    an infinite deck whose dealer takes at most L cards).  Put them end to end on [0, 1): state j
    owns [C_j-1, C_j), C_j = (a_0 + ... + a_j) / Q, and a uniform point U of [0, 1) falls in state
    j with chance exactly p_j.  Sixteen random bits are U's first sixteen binary digits: U is in one
    of 65,536 places of width 2**-16.  A place inside one state's stretch settles the hand at once
    (``table[place]``, almost every place); the few places that hold a boundary (``table[place]``
    is ``S + a`` for the a-th of them, ``places[a]``, S the number of states) take more random
    digits of U until the boundaries are passed (``_settle``, about one hand in a thousand).  No
    chance is rounded: the hands come out exactly as often as the fractions say.

    ``keys[j]`` is ``2 * floor(C_j * 2**16)``, plus 1 when C_j is not at the edge of its place;
    ``rest[j]`` is the remainder ``C_j * Q * 2**16 mod Q``, and Q is ``q``, in two 64-bit words
    each.  SCRATCH has REST's shape.
    """
    rng = (s[0], s[1], s[2], s[3])
    bits = np.uint64(0)
    for i in range(n):
        if i % HANDS_A_WORD == 0:
            bits, rng = _next(rng)
        slot = np.int64(table[bits & SLICE_MASK])
        bits >>= np.uint64(SLICE)
        if slot >= keys.size:
            slot, rng = _settle(rng, places[slot - keys.size], keys, rest, q, scratch)
        ends[i] = slot
    s[0], s[1], s[2], s[3] = rng


@njit(cache=True, nogil=True)
def table_counts(s, n, table, keys, rest, q, places, scratch, counts):
    """Draw N hands whole as ``table_ends`` does, and count each final state j in ``COUNTS[row, j]``
    (four rows, so that one hand need not wait for the last).

    A hand whose 16 bits fall on a place holding a boundary is first counted in that place's own
    column (``S + a``), then settled once the others are counted, with random digits of its own:
    each hand is still settled independently, and the order of the hands does not change the
    counts.  So the loop that plays nearly every hand has no branch at all.
    """
    rng = (s[0], s[1], s[2], s[3])
    for _ in range(n // HANDS_A_WORD):
        bits, rng = _next(rng)
        for k in range(HANDS_A_WORD):  # written out by the compiler: the speed of the whole sampler
            counts[k, table[(bits >> np.uint64(SLICE * k)) & SLICE_MASK]] += 1
    for a in range(places.size):
        for _ in range(counts[:, keys.size + a].sum()):
            slot, rng = _settle(rng, places[a], keys, rest, q, scratch)
            counts[0, slot] += 1
        counts[:, keys.size + a] = 0
    s[0], s[1], s[2], s[3] = rng
    last = np.empty(n % HANDS_A_WORD, np.int64)
    table_ends(s, last.size, table, keys, rest, q, places, scratch, last)
    for slot in last:
        counts[0, slot] += 1
