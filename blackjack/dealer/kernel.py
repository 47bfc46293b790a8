"""The compiled inner loop of the dealer Monte Carlo (numba), and its random numbers.

Nothing here knows a rule of blackjack: the kernels follow the lookup arrays
of ``simulate.dealer_code`` (built in Python from ``hands.dealer_draws``), so
a hand is ``start[three first ranks]`` and then ``step[hand + next rank]``
until it reaches a state where the dealer stops.  Ranks are numbers 0 (ace)
to 12 (king).

Random numbers come from xoshiro256** (Blackman and Vigna), one generator a
worker, its 256 bits of state taken from ``numpy.random.SeedSequence``; a
number below a bound is drawn by Lemire's multiply-and-shift, with rejection,
so every rank is exactly equally likely.

A shoe is dealt by a lazy Fisher-Yates shuffle: the card at place ``dealt``
is swapped with a random card at or after it, then dealt.  Reshuffling is
then just ``dealt = 0``: whatever order the cards are in, the next cards
come out uniformly at random.  A fresh shoe for every hand needs no shuffle
at all: its first four ranks are drawn as from an infinite deck and kept in
proportion to how likely the shoe makes them (``fresh_shoe_hands``).
"""

from __future__ import annotations

import numpy as np
from numba import njit

MASK32 = np.uint64(0xFFFFFFFF)


def seed_states(seed: int, workers: int) -> list[np.ndarray]:
    """One independent xoshiro256** state per worker, from ``SeedSequence(seed).spawn(workers)``.

    >>> [s.dtype.name for s in seed_states(1, 2)], len(seed_states(1, 3))
    (['uint64', 'uint64'], 3)
    """
    return [child.generate_state(4, np.uint64) for child in np.random.SeedSequence(seed).spawn(workers)]


@njit(cache=True, nogil=True, inline="always")
def _rotl(x, k):
    return (x << np.uint64(k)) | (x >> np.uint64(64 - k))


@njit(cache=True, nogil=True, inline="always")
def _next(rng):
    """64 random bits and the generator's next state (a tuple of four words, kept in registers)."""
    a, b, c, d = rng
    bits = _rotl(b * np.uint64(5), 7) * np.uint64(9)
    t = b << np.uint64(17)
    c ^= a
    d ^= b
    b ^= c
    a ^= d
    c ^= t
    return bits, (a, b, c, _rotl(d, 45))


@njit(cache=True, nogil=True, inline="always")
def _fits(m, bound):
    """Does the product M of 32 random bits and BOUND give an unbiased number (Lemire's test)?"""
    low = m & MASK32
    return low >= bound or low >= (np.uint64(1 << 32) - bound) % bound


@njit(cache=True, nogil=True, inline="always")
def _below(rng, bound):
    """A whole number from 0 to BOUND - 1 (BOUND below 2**32), each equally likely; and the next state."""
    b = np.uint64(bound)
    while True:
        bits, rng = _next(rng)
        m = (bits >> np.uint64(32)) * b
        if _fits(m, b):
            return np.int64(m >> np.uint64(32)), rng


@njit(cache=True, nogil=True, inline="always")
def record(counts, ends, i, hand):
    """Write down the final state of hand I as ``ENDS[I]``; or, when ENDS is empty, count it in
    COUNTS (four rows, so that one hand need not wait for the last).

    The choice is an array's size, not a function passed in: numba types a function argument by
    its address in memory, so its on-disk cache would never be found again by another process."""
    if ends.size:
        ends[i] = hand // 13
    else:
        counts[i & 3, hand // 13] += 1


def pair_limit(span: int) -> int:
    """Lemire's rejection threshold for two numbers below SPAN at once from 32 random bits.

    >>> pair_limit(13**4) == 2**32 % 13**8
    True
    """
    if span**2 > 1 << 32:
        raise ValueError(f"two numbers below {span} do not fit in 32 bits")
    return (1 << 32) % span**2


@njit(cache=True, nogil=True, inline="always")
def _play_out(hand, rng, step, drawing):
    """The dealer draws from an infinite deck until the hand stops; the final hand and the next state."""
    while hand < drawing:
        rank, rng = _below(rng, 13)
        hand = step[hand + rank]
    return hand, rng


@njit(cache=True, nogil=True)
def infinite_hands(s, n, base, span, limit, start, step, drawing, counts, ends):
    """N hands from an infinite deck; the first four ranks are ``base + below(span)`` in START.

    Four hands start from each 64 random bits: each half gives two numbers
    below SPAN, the digits of ``bits * SPAN**2 >> 32`` in base SPAN (found by
    multiplying by SPAN twice); LIMIT is ``pair_limit(SPAN)``, for Lemire's
    test of the pair.  Each final state (the hand divided by 13) goes to OUT
    by RECORD: ``count`` or ``write_down``.
    """
    rng = (s[0], s[1], s[2], s[3])
    b = np.uint64(span)
    i = 0
    while i < n:
        bits, rng = _next(rng)
        for half in range(2):
            m = ((bits >> np.uint64(32 * half)) & MASK32) * b
            first, m = np.int64(m >> np.uint64(32)), (m & MASK32) * b
            if m & MASK32 < limit:
                continue
            for second in range(2):
                if i == n:
                    break
                hand, rng = _play_out(start[base + (np.int64(m >> np.uint64(32)) if second else first)], rng, step, drawing)
                record(counts, ends, i, hand)
                i += 1
    s[0], s[1], s[2], s[3] = rng


@njit(cache=True, nogil=True, inline="always")
def _swap_out(shoe, dealt, pick):
    """Deal the card at place PICK (at or after DEALT): it changes places with the card at DEALT."""
    card = shoe[pick]
    shoe[pick] = shoe[dealt]
    shoe[dealt] = card
    return np.int64(card)


@njit(cache=True, nogil=True, inline="always")
def _deal(rng, shoe, dealt):
    """The card at place DEALT after swapping it with a random card at or after it; the next state."""
    pick, rng = _below(rng, shoe.size - dealt)
    return _swap_out(shoe, dealt, dealt + pick), rng


@njit(cache=True, nogil=True, inline="always")
def _gather(shoe, first):
    """The shoe ran out during a hand: its cards (places FIRST to the end) move to the front,
    and the other cards, the discards, can be dealt again.  The new number of cards dealt."""
    size = shoe.size
    for k in range(size - first):
        card = shoe[k]
        shoe[k] = shoe[first + k]
        shoe[first + k] = card
    return size - first


@njit(cache=True, nogil=True)
def shoe_hands(s, n, shoe, held, cut, dealt, start, step, drawing, counts, ends):
    """N hands dealt from SHOE (rank numbers); the new number of cards dealt since the shuffle.

    The first HELD cards of the shoe (0, or 1 for a fixed up-card) stay in
    place.  Before each hand, once CUT or more cards are dealt, the shoe is
    reshuffled (CUT 0: a fresh shoe for every hand; CUT at most the size less
    3, so that a hand's first three cards are there).  START is indexed by
    the first three ranks.  Counting as in ``infinite_hands``.
    """
    rng = (s[0], s[1], s[2], s[3])
    size = shoe.size
    for i in range(n):
        if dealt >= cut:
            dealt = held
        first = dealt
        if held:
            r0 = np.int64(shoe[0])
        else:
            r0, rng = _deal(rng, shoe, dealt)
            dealt += 1
        r1, rng = _deal(rng, shoe, dealt)
        r2, rng = _deal(rng, shoe, dealt + 1)
        dealt += 2
        hand = start[169 * r0 + 13 * r1 + r2]
        while hand < drawing:
            if dealt == size:
                dealt, first = _gather(shoe, first), 0
            rank, rng = _deal(rng, shoe, dealt)
            hand = step[hand + rank]
            dealt += 1
        record(counts, ends, i, hand)
    s[0], s[1], s[2], s[3] = rng
    return dealt


def first_four_weights(copies: int) -> np.ndarray:
    """How likely each four first ranks are in a fresh shoe with COPIES cards of each rank, relative
    to an infinite deck, as whole numbers out of ``COPIES**4``: the product over the four cards of
    the copies of its rank still in the shoe.  Indexed like ``start4``: ``2197 * r0 + 169 * r1 + 13 * r2 + r3``.

    >>> w = first_four_weights(4)  # one deck
    >>> int(w[0]), int(w[2197 * 0 + 169 * 1 + 13 * 2 + 3]), int(w[2197 * 5 + 169 * 5 + 13 * 7 + 7])
    (24, 256, 144)
    """
    ranks = np.indices((13,) * 4).reshape(4, -1)
    weights = np.ones(13**4, dtype=np.int64)
    for k in range(4):
        weights *= copies - (ranks[:k] == ranks[k]).sum(axis=0)
    return weights.astype(np.uint32)


@njit(cache=True, nogil=True)
def _draw_on(rng, copies, first, used, hand, step, drawing):
    """The dealer draws on past the first four cards (the ranks of FIRST, as in ``start4``): a card is
    a rank and one of its COPIES, each pair equally likely, and a copy already dealt (those below
    ``used[rank]``) is drawn again.  USED is scratch space.  The final hand and the next state."""
    used[:] = 0
    for k in range(4):
        used[first // 13 ** (3 - k) % 13] += 1
    while hand < drawing:
        card, rng = _below(rng, 13 * copies)
        rank = card % 13
        if card // 13 >= used[rank]:
            used[rank] += 1
            hand = step[hand + rank]
    return hand, rng


@njit(cache=True, nogil=True)
def fresh_shoe_hands(s, n, copies, weights, start, step, drawing, counts, ends):
    """N hands, each from a fresh shoe with COPIES cards of each rank; faster than ``shoe_hands``.

    The first four ranks are drawn as from an infinite deck (``infinite_hands``)
    and kept with the chance ``weights[ranks] / COPIES**4`` (WEIGHTS from
    ``first_four_weights``), so that each four come as often as from the
    shoe: two pairs of the same rank less often than four different ranks.
    The two chances take the two halves of one 64 random bits.  A dealer who
    draws on then takes cards from what the four left in the shoe.
    """
    rng = (s[0], s[1], s[2], s[3])
    span, cube, used = np.uint64(13**4), np.uint64(copies**4), np.zeros(13, np.int64)
    for i in range(n):
        while True:
            bits, rng = _next(rng)
            m, keep = (bits >> np.uint64(32)) * span, (bits & MASK32) * cube
            if _fits(m, span) and _fits(keep, cube):
                first = np.int64(m >> np.uint64(32))
                if keep >> np.uint64(32) < weights[first]:
                    break
        hand = start[first]
        if hand < drawing:
            hand, rng = _draw_on(rng, copies, first, used, hand, step, drawing)
        record(counts, ends, i, hand)
    s[0], s[1], s[2], s[3] = rng
