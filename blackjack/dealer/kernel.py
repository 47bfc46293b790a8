"""The compiled inner loops of the dealer Monte Carlo (numba), and their random numbers.

Nothing here knows a rule of blackjack.  Two ways to play a hand:

- **Card by card** (``shoe_hands``), following the lookup arrays of
  ``simulate.dealer_code`` (built in Python from ``hands.dealer_draws``): a
  hand is ``start[three first ranks]`` and then ``step[hand + next rank]``
  until it reaches a state where the dealer stops.  Ranks are numbers 0
  (ace) to 12 (king).  A shoe is dealt by a lazy Fisher-Yates shuffle: the
  card at place ``dealt`` is swapped with a random card at or after it, then
  dealt; reshuffling is then just ``dealt = 0``.
- **A whole hand in one lookup** (``table_counts``, ``table_ends``), when every hand starts
  afresh (an infinite deck, or a fresh shoe each hand): the chance of each
  final state is then a fixed fraction, and 16 random bits pick the final
  state through a table, exactly (see ``table_ends``).

Random numbers come from xoshiro256** (Blackman and Vigna), one generator a
worker, its 256 bits of state taken from ``numpy.random.SeedSequence``; a
number below a bound is drawn by Lemire's multiply-and-shift, with rejection,
so every card is exactly equally likely.
"""
from __future__ import annotations

import numpy as np
from numba import njit

MASK32 = np.uint64(0xFFFFFFFF)
SLICE = 16  # random bits a hand takes in ``table_counts``
SLICE_MASK = np.uint64((1 << SLICE) - 1)
HANDS_A_WORD = 64 // SLICE  # hands from each 64 random bits


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
    """Count the final state of hand I in COUNTS (four rows, so that one hand need not wait for
    the last); or, given ENDS (not None), write it down as ``ENDS[I]``.

    The choice is made when numba compiles: ENDS None and ENDS an array give two versions, each
    without the other's branch.  (Not a function passed in: numba would type it by its address in
    memory, and its on-disk cache would never be found again by another process.)"""
    if ends is None:
        counts[i & 3, hand // 13] += 1
    else:
        ends[i] = hand // 13


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
    the first three ranks.  Each final state (the hand divided by 13) goes to
    COUNTS or (if not None) ENDS by ``record``.
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
        for k in range(HANDS_A_WORD):  # written out by the compiler: the speed of the whole simulator
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
