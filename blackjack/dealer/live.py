"""The dealer's odds live: ``exact``'s tables in floats, compiled, in well under a millisecond.

``exact`` works the dealer's chances out as fractions; a table takes a few
milliseconds, too slow to redo for every card a game shows.  Here the same
state machine (``exact.dealer_machine``, built from ``hands.dealer_draws``)
is walked depth first by a compiled loop (numba), one card value at a
time, taking each card out of the shoe on the way down and putting it back
on the way up, with probabilities as floats; a hand met again (the same
cards in another order) is looked up, not walked again.  An infinite deck never
changes, so there each state's odds are worked out once.  The tests check
that every number agrees with the exact fraction to 12 digits.

The walk is compiled once and kept in numba's cache on disk (``make setup``
fills it); loading it takes a fraction of a second, compiling it a few.  So
that the first odds of a fresh process never wait for either,
``live_outcomes`` answers from ``exact``'s fractions (a few milliseconds for
one up-card) until the walk, loading in the background, is ready.

>>> from blackjack.core.rules import CASINO_S17
>>> f"{live_outcomes(6, CASINO_S17, decks=1)['bust']:.6f}"  # exact: 0.420823
'0.420823'
>>> f"{live_table(CASINO_S17, decks=1, seen=[10, 10, 10, 10])[6]['bust']:.4f}"  # four tens seen
'0.3823'
"""

from __future__ import annotations

import threading
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
    dealer_outcomes,
    outcomes,
    points_of,
    remove,
    shoe,
)


@dataclass(frozen=True)
class LiveCode:
    """``exact.dealer_machine`` as arrays: ``step[state, value - 1]``, and ``column[state]``, the
    column of the outcome where the dealer stops (-1 while drawing); ``natural`` is the natural's
    column and ``twenty_one`` the column of 21 (-1 under rules without naturals).  A hand's cards
    are numbered ``sum(count[v] * base**v)``, ``base`` more than the most cards of a value in a hand
    that still draws."""

    outcomes: tuple[Outcome, ...]
    step: np.ndarray
    column: np.ndarray
    natural: int
    twenty_one: int
    base: int


def _most_draws(step: np.ndarray, column: np.ndarray) -> int:
    """The most cards a dealer can draw, from any state, before stopping."""
    most: dict[int, int] = {}

    def draws(state: int) -> int:
        if column[state] >= 0:
            return 0
        if state not in most:
            most[state] = 1 + max(draws(int(after)) for after in step[state])
        return most[state]

    return max(draws(state) for state in range(len(step)))


@cache
def live_code(rules: Rules) -> LiveCode:
    """The arrays the compiled walk follows, for RULES."""
    machine, ends = dealer_machine(rules), outcomes(rules)
    step = np.array([nexts or (0,) * len(UP_CARDS) for nexts in machine.step], dtype=np.int64)
    column = np.array([-1 if end is None else ends.index(end) for end in machine.outcome], dtype=np.int64)
    natural = ends.index(NATURAL) if NATURAL in ends else -1
    base = _most_draws(step, column) + 2  # the up-card, and every card drawn
    if base ** len(UP_CARDS) * len(step) >= 1 << 63:
        raise ValueError(f"the dealer of {rules.name} draws too many cards to number the hands")
    return LiveCode(ends, step, column, natural, ends.index(21) if natural >= 0 else -1, base)


SLOTS = 1 << 12  # places in the table of hands worked out, to begin with (doubled while too few)
FIBONACCI = np.uint64(0x9E3779B97F4A7C15)  # the multiplier of Fibonacci hashing


@njit(cache=True, nogil=True, inline="always")
def _slot(keys, key):
    """Where KEY is in the open-addressing table KEYS (-1: free), or the free place where it would go."""
    mask = keys.size - 1
    place = np.int64((np.uint64(key) * FIBONACCI) >> np.uint64(40)) & mask
    while keys[place] != -1 and keys[place] != key:
        place = (place + 1) & mask
    return place


@njit(cache=True, nogil=True)
def _rows(step, column, natural, twenty_one, base, ups, left, slots, out):
    """``out[u]``: the chance of each outcome with up-card value ``u + 1``, for each U in UPS,
    drawing from LEFT (cards by value, the up-card still in), a 21 with the hole card a natural.

    Depth first over the draws, with a stack of its own: at depth D the dealer has drawn D cards
    after the up-card, ``acc[D]`` adds up the outcomes below, card by card, each times the copies
    of the card.  Where the dealer goes on drawing depends only on the hand's state and the cards
    out of LEFT, so each hand (its state and its cards, numbered as in ``LiveCode``) is worked out
    once and remembered in a table of SLOTS places (a power of 2), shared by all up-cards.
    False if the table filled up (try again with more)."""
    values, states = step.shape[1], step.shape[0]
    place = base ** np.arange(values)
    keys, memo, stored = np.full(slots, -1, np.int64), np.empty((slots, out.shape[1])), 0
    depth = base  # more than the most cards drawn
    hand, tried, cards, acc = (np.empty(depth, np.int64), np.empty(depth, np.int64), np.empty(depth, np.int64),
                               np.empty((depth, out.shape[1])))
    for up in ups:
        left[up] -= 1
        total, d = left.sum(), 0
        hand[0], tried[0], cards[0], acc[0] = step[0, up], 0, place[up], 0.0
        while d >= 0:
            v = tried[d]
            if v == values:  # every card tried: this hand is worked out
                acc[d] /= total - d
                if d > 0:
                    if 2 * stored >= slots:
                        return False
                    at = _slot(keys, cards[d] * states + hand[d])
                    keys[at], memo[at], stored = cards[d] * states + hand[d], acc[d], stored + 1
                    left[tried[d - 1] - 1] += 1
                    acc[d - 1] += left[tried[d - 1] - 1] * acc[d]
                d -= 1
                continue
            tried[d] = v + 1
            count = left[v]
            if count == 0:
                continue
            after = step[hand[d], v]
            end = natural if d == 0 and column[after] == twenty_one else column[after]
            if end >= 0:
                acc[d, end] += count
                continue
            at = _slot(keys, (cards[d] + place[v]) * states + after)
            if keys[at] != -1:
                acc[d] += count * memo[at]
                continue
            left[v] = count - 1
            d += 1
            hand[d], tried[d], cards[d], acc[d] = after, 0, cards[d - 1] + place[v], 0.0
        out[up] = acc[0]
        left[up] += 1
    return True


def _successors_first(step: np.ndarray, column: np.ndarray) -> list[int]:
    """The states where the dealer draws, each after every such state it can lead to."""
    order: list[int] = []
    done: set[int] = set()

    def visit(state: int) -> None:
        if column[state] < 0 and state not in done:
            done.add(state)
            for after in step[state]:
                visit(int(after))
            order.append(state)

    for state in range(len(step)):
        visit(state)
    return order


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
    """``odds[state, outcome column]`` from every state, for an infinite deck (no naturals yet).

    The deck never changes, so each state is worked out once, after the states it leads to: a
    few hundred small steps in plain Python (nothing to compile)."""
    code = live_code(rules)
    odds = np.zeros((code.step.shape[0], len(code.outcomes)))
    chances = [(4.0 if v == 9 else 1.0) / 13.0 for v in range(code.step.shape[1])]
    for state in _successors_first(code.step, code.column):
        for chance, after in zip(chances, code.step[state]):
            if code.column[after] >= 0:
                odds[state, code.column[after]] += chance
            else:
                odds[state] += chance * odds[after]
    return odds


def _shoe_left(decks: int | None, composition: Composition | None, seen: Iterable[int | Rank | Card]) -> Composition | None:
    """The cards left by value once SEEN are out (None: an infinite deck)."""
    if composition is None and decks is None:
        return None
    return remove(tuple(composition) if composition is not None else shoe(decks), seen)


_loaded = threading.Event()  # set once the compiled walk is in memory
_loading = threading.Lock()  # taken, for good, by the one thread that loads it


def _load_compiled() -> None:
    """Compile the walk, or load it from numba's cache, on two small tables; then say it is ready."""
    _rows_of(DEFAULT_RULES, [1], None)
    _rows_of(DEFAULT_RULES, [1], shoe(1))
    _loaded.set()


def compiled_ready(wait: bool = False) -> bool:
    """Is the compiled walk in memory?  If not, it starts loading in the background (once); WAIT
    waits until it is there."""
    if not _loaded.is_set() and _loading.acquire(blocking=False):
        threading.Thread(target=_load_compiled, name="live odds", daemon=True).start()
    return _loaded.wait() if wait else _loaded.is_set()


def live_outcomes(
    up: int | Rank | Card,
    rules: Rules = DEFAULT_RULES,
    decks: int | None = None,
    seen: Iterable[int | Rank | Card] = (),
    composition: Composition | None = None,
) -> dict[Outcome, float]:
    """``exact.dealer_outcomes(up, rules, decks, removed=seen, composition=composition)`` in floats:
    the fractions themselves while the compiled walk is still loading (``compiled_ready``)."""
    up = points_of(up)
    if not compiled_ready():
        exact = dealer_outcomes(up, rules, decks, removed=seen, composition=composition)
        return {end: float(chance) for end, chance in exact.items()}
    left = _shoe_left(decks, composition, [up, *seen])
    return _rows_of(rules, [up], None if left is None else _put_back(left, up))[up]


def live_table(
    rules: Rules = DEFAULT_RULES,
    decks: int | None = None,
    seen: Iterable[int | Rank | Card] = (),
    composition: Composition | None = None,
) -> dict[int, dict[Outcome, float]]:
    """Every up-card's outcomes given the cards SEEN (say everyone's cards on the table): a row
    for each up-card the shoe still holds, as ``exact.outcome_table`` after removing SEEN."""
    left = _shoe_left(decks, composition, seen)
    return _rows_of(rules, [up for up in UP_CARDS if left is None or left[up - 1]], left)


def _put_back(left: Composition, up: int) -> Composition:
    return tuple(count + (value == up) for value, count in enumerate(left, 1))


def _rows_of(rules: Rules, ups: list[int], left: Composition | None) -> dict[int, dict[Outcome, float]]:
    """The outcomes for each up-card value in UPS, drawing from LEFT (the up-cards still in; None:
    an infinite deck)."""
    code = live_code(rules)
    out = np.zeros((len(UP_CARDS), len(code.outcomes)))
    if left is None:
        odds = _infinite_odds(rules)
        for up in ups:
            _hole_card(code.step, code.column, code.natural, code.twenty_one, code.step[0, up - 1], odds, out[up - 1])
    else:
        counts, slots = np.array(left, dtype=np.int64), SLOTS
        while not _rows(code.step, code.column, code.natural, code.twenty_one, code.base,
                        np.array(ups, dtype=np.int64) - 1, counts, slots, out):
            counts, slots = np.array(left, dtype=np.int64), 2 * slots
    return {up: dict(zip(code.outcomes, out[up - 1].tolist())) for up in ups}


__all__ = ["LiveCode", "compiled_ready", "live_code", "live_outcomes", "live_table"]
