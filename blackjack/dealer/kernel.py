"""The compiled inner loops of the dealer Monte Carlo (numba), and their random numbers.

Nothing here knows a rule of blackjack, nor any chance worked out elsewhere:
the kernels deal cards at random and follow the lookup arrays of
``simulate.dealer_code`` (the dealer's state machine, built in Python from
``hands.dealer_draws``).  A hand is ``start[three first ranks]``, then
``step[hand + next rank]`` until it reaches a state where the dealer stops
(a state where the dealer stops leads back to itself).  Ranks are numbers
0 (ace) to 12 (king).

- **Fresh hands** (``infinite_hands``, ``fresh_shoe_hands``), BATCH at a time:
  every hand of the batch gets its first four cards (a dealer who stopped
  after two or three cards stays put: ``first``), then the few hands still
  drawing get one card more each, again and again, until none is left.  No
  hand waits on a branch it cannot predict: each hand is written down in the
  queue of hands still drawing, and the queue only grows when it is one.  From
  an infinite deck every card is one of 13 ranks, equally likely.  From a
  fresh shoe a card is a rank and one of its copies, each card equally
  likely, and drawn again when the hand holds it already: the cards come as
  from a shuffled shoe.
- **A shoe dealt on** (``shoe_hands``) to its cut card: a lazy Fisher-Yates
  shuffle; the card at place ``dealt`` is swapped with a random card at or
  after it, then dealt; reshuffling is then just ``dealt = 0``.

Random numbers come from xoshiro256** (Blackman and Vigna), one generator a
worker, its 256 bits of state taken from ``numpy.random.SeedSequence``; a
number below a bound is drawn by Lemire's multiply-and-shift, with rejection,
so every card is exactly equally likely.
"""

from __future__ import annotations

import numpy as np
from numba import njit

MASK32 = np.uint64(0xFFFFFFFF)
U0, U1, U2, U3, U4, U13, U15, U32 = (np.uint64(k) for k in (0, 1, 2, 3, 4, 13, 15, 32))  # unsigned: indices never wrap
BATCH = 2048  # fresh hands dealt their first four cards before the ones still drawing go on
FIRST = 4  # cards every fresh hand is dealt at once
STATE_BITS = 11  # a fresh shoe's FIRST table: the state in the low bits, how its four ranks repeat above
STATE_MASK, STATE_SHIFT = np.uint64((1 << STATE_BITS) - 1), np.uint64(STATE_BITS)


def seed_states(seed: int, workers: int) -> list[np.ndarray]:
    """One independent xoshiro256** state per worker, from ``SeedSequence(seed).spawn(workers)``.

    >>> [s.dtype.name for s in seed_states(1, 2)], len(seed_states(1, 3))
    (['uint64', 'uint64'], 3)
    """
    return [child.generate_state(4, np.uint64) for child in np.random.SeedSequence(seed).spawn(workers)]


def rejection_limit(span: int) -> int:
    """Lemire's threshold for a number below SPAN from 32 random bits: the low word of ``bits * SPAN``
    below it means draw again.

    >>> rejection_limit(13**4) == 2**32 % 13**4, rejection_limit(2**16)
    (True, 0)
    """
    if not 0 < span <= 1 << 32:
        raise ValueError(f"a number below {span} does not come from 32 random bits")
    return (1 << 32) % span


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
def record(counts, ends, i, state):
    """Count the STATE of hand I in ``COUNTS[4 * state + i % 4]`` (four counters a state, so that
    one hand need not wait for the last); or, given ENDS (not None), write it down as ``ENDS[I]``.
    A hand still drawing is recorded too, and recorded again where it stops: the states where the
    dealer draws are not read.  (I and STATE unsigned: no index wraps around.)

    The choice is made when numba compiles: ENDS None and ENDS an array give two versions, each
    without the other's branch.  (Not a function passed in: numba would type it by its address in
    memory, and its on-disk cache would never be found again by another process.)"""
    if ends is None:
        counts[(state << U2) | (i & U3)] += 1
    else:
        ends[i] = state


@njit(cache=True, nogil=True, inline="always")
def _queue(states, which, waiting, state, i, stopped):
    """Put hand I (in STATE) at the end of the queue of hands still drawing (``STATES``, ``WHICH``),
    which holds WAITING hands; the new length (one more only if the dealer draws in STATE, below
    STOPPED)."""
    states[waiting] = state
    which[waiting] = i
    return waiting + np.uint64(state < stopped)


@njit(cache=True, nogil=True, inline="always")
def _number_below(rng, x, bound, limit):
    """A number below BOUND from the 32 random bits X (from fresh ones in the rare case they fail
    Lemire's test, LIMIT: ``rejection_limit(BOUND)``); and the next state."""
    m = x * bound
    while (m & MASK32) < limit:
        bits, rng = _next(rng)
        m = (bits & MASK32) * bound
    return m >> U32, rng


@njit(cache=True, nogil=True, inline="always")
def _draw_on(rng, states, which, waiting, step, stopped, counts, ends):
    """The WAITING hands of the queue take a card each from an infinite deck, and the queue keeps
    those still drawing: its new length, and the next state."""
    still, k = U0, U0
    while k < waiting:
        rank, rng = _below(rng, 13)
        state = np.uint64(step[U13 * states[k] + np.uint64(rank)]) // U13
        record(counts, ends, which[k], state)
        still = _queue(states, which, still, state, which[k], stopped)
        k += U1
    return still, rng


@njit(cache=True, nogil=True, inline="always")
def _first_four(rng, x, i, base, b, limit, first, stopped, counts, ends, states, which, waiting):
    """Hand I's first four ranks from the 32 random bits X (``infinite_hands``): its state recorded and
    queued; the queue's new length and the next state."""
    ranks, rng = _number_below(rng, x, b, limit)
    state = np.uint64(first[base + ranks])
    record(counts, ends, i, state)
    return _queue(states, which, waiting, state, i, stopped), rng


@njit(cache=True, nogil=True)
def infinite_hands(s, n, base, span, limit, first, step, stopped, counts, ends, states, which):
    """N hands from an infinite deck, BATCH at a time.  The first four ranks of a hand are the digits
    of a number below SPAN (``13**4``; or ``13**3`` after a fixed up-card, BASE its rank times
    ``13**3``), from 32 random bits (LIMIT: ``rejection_limit(span)``), four hands from two random
    numbers; FIRST gives the state after them.  Then each hand still drawing (in a state below
    STOPPED) takes one rank at a time.  Each state goes to COUNTS or ENDS by ``record``; STATES and
    WHICH (unsigned, BATCH long) are scratch space for the queue.
    """
    rng = (s[0], s[1], s[2], s[3])
    b, limit, base, stopped = np.uint64(span), np.uint64(limit), np.uint64(base), np.uint64(stopped)
    for done in range(0, n, BATCH):
        end, i, waiting = np.uint64(min(done + BATCH, n)), np.uint64(done), U0
        while i + U3 < end:  # four hands from two random numbers
            bits, rng = _next(rng)
            more, rng = _next(rng)
            for x in (bits & MASK32, bits >> U32, more & MASK32, more >> U32):
                waiting, rng = _first_four(rng, x, i, base, b, limit, first, stopped, counts, ends, states, which,
                                           waiting)
                i += U1
        while i < end:
            bits, rng = _next(rng)
            waiting, rng = _first_four(rng, bits & MASK32, i, base, b, limit, first, stopped, counts, ends, states,
                                       which, waiting)
            i += U1
        while waiting:
            waiting, rng = _draw_on(rng, states, which, waiting, step, stopped, counts, ends)
    s[0], s[1], s[2], s[3] = rng


@njit(cache=True, nogil=True, inline="always")
def _held(four):
    """How many cards of each rank the four ranks of the number FOUR (its digits in base 13) are, four
    bits a rank (rank r in bits 4r to 4r + 3)."""
    held = U0
    for _ in range(FIRST):
        held += U1 << (U4 * (four % U13))
        four //= U13
    return held


@njit(cache=True, nogil=True, inline="always")
def _new_card(rng, copies, held):
    """The rank of a card of the shoe the hand does not hold yet, each such card equally likely: a rank
    and one of its COPIES drawn, and drawn again if it is one of the copies of that rank the hand
    HOLDS (``_held``: the hand holds the first copies); and the next state."""
    while True:
        card, rng = _below(rng, 13 * copies)
        rank = np.uint64(card % 13)
        if np.uint64(card // 13) >= (held >> (U4 * rank)) & U15:
            return rank, rng


@njit(cache=True, nogil=True, inline="always")
def _kept(rng, x, below, rest, whole):
    """Are the 32 random bits X, read as a fraction of 2**32, below ``keep / WHOLE``, given as
    ``keep * 2**32 = BELOW * WHOLE + REST``?  Exactly: on the boundary (X is BELOW) a number below
    WHOLE decides; and the next state."""
    if x != below:
        return x < below, rng
    more, rng = _below(rng, whole)
    return np.uint64(more) < rest, rng


@njit(cache=True, nogil=True)
def fresh_shoe_hands(s, n, base, span, limit, copies, keep_below, keep_rest, first, step, stopped, counts, ends, states,
                     which, held):
    """N hands, each dealt from a fresh shoe with COPIES cards of each rank, BATCH at a time.

    A card of the shoe is a rank and one of its copies, and a hand is dealt as from an infinite deck
    whose cards are those: a card the hand already holds is drawn again.  The first four cards are
    drawn together (their ranks a number below SPAN, as in ``infinite_hands``) and dealt again
    unless they are four different cards: a copy of each rank picked at random, they are with the
    chance ``KEEP[r] / COPIES**4``, where ``KEEP[r] = copies (copies - m1) (copies - m2) (copies -
    m3)``, card k the m_k-th of its rank (so a number below ``COPIES**4`` from the other 32 random
    bits, FOUR_LIMIT its ``rejection_limit``, decides).  The first card of a fixed up-card, in BASE,
    counts as a card of the hand.  FIRST gives the state after the four ranks in its low
    ``STATE_BITS`` and r above them.  A hand still drawing then takes one card at a time, a rank
    and a copy, drawn again when the hand holds that copy (``_new_card``; HELD, BATCH long, counts
    the ranks of each hand in the queue).  Counting as in ``infinite_hands``.
    """
    rng = (s[0], s[1], s[2], s[3])
    b, limit, base, stopped = np.uint64(span), np.uint64(limit), np.uint64(base), np.uint64(stopped)
    c4 = np.uint64(copies**4)
    for done in range(0, n, BATCH):
        end, i, waiting = np.uint64(min(done + BATCH, n)), np.uint64(done), U0
        while i < end:
            bits, rng = _next(rng)
            four, rng = _number_below(rng, bits & MASK32, b, limit)
            packed = np.uint64(first[base + four])
            repeats = packed >> STATE_SHIFT
            kept, rng = _kept(rng, bits >> U32, keep_below[repeats], keep_rest[repeats], c4)
            if not kept:
                continue  # two of the four are the same card: deal the four again
            state = packed & STATE_MASK
            record(counts, ends, i, state)
            held[waiting] = base + four
            waiting = _queue(states, which, waiting, state, i, stopped)
            i += U1
        for k in range(waiting):
            held[k] = _held(held[k])
        while waiting:
            still, k = U0, U0
            while k < waiting:
                rank, rng = _new_card(rng, copies, held[k])
                state = np.uint64(step[U13 * states[k] + rank]) // U13
                record(counts, ends, which[k], state)
                held[still] = held[k] + (U1 << (U4 * rank))
                still = _queue(states, which, still, state, which[k], stopped)
                k += U1
            waiting = still
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
def shoe_hands(s, n, shoe, cut, dealt, start, step, drawing, counts, ends):
    """N hands dealt on from SHOE (rank numbers), reshuffled before a hand once CUT or more cards
    are dealt (CUT at most the size less 3, so that a hand's first three cards are there); the new
    number of cards dealt since the shuffle.  START is indexed by the first three ranks; each final
    state goes to COUNTS or ENDS by ``record``.
    """
    rng = (s[0], s[1], s[2], s[3])
    size = shoe.size
    for i in range(n):
        if dealt >= cut:
            dealt = 0
        first = dealt
        r0, rng = _deal(rng, shoe, dealt)
        r1, rng = _deal(rng, shoe, dealt + 1)
        r2, rng = _deal(rng, shoe, dealt + 2)
        dealt += 3
        hand = start[169 * r0 + 13 * r1 + r2]
        while hand < drawing:
            if dealt == size:
                dealt, first = _gather(shoe, first), 0
            rank, rng = _deal(rng, shoe, dealt)
            hand = step[hand + rank]
            dealt += 1
        record(counts, ends, np.uint64(i), np.uint64(hand) // U13)
    s[0], s[1], s[2], s[3] = rng
    return dealt
