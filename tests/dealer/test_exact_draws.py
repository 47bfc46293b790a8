"""Hands drawn whole from the exact chances: exactly as likely as the fractions say."""

from bisect import bisect_right
from fractions import Fraction
from math import sqrt

import numpy as np
import pytest
from numba import njit

from blackjack.core.rules import CASINO_H17, CASINO_S17, SEED_002, SEED_004
from blackjack.dealer.exact import INFINITE_DECK, UP_CARDS, bust_table, outcome_table, shoe
from blackjack.dealer.exact_draws import _settle, draw_from_exact, outcome_sampler
from blackjack.dealer.kernel import seed_states
from blackjack.dealer.simulate import dealer_code

SAMPLED = [(CASINO_S17, None, None), (SEED_002, 6, None), (CASINO_H17, 1, 10), (SEED_004, None, 1)]


def boundaries(sampler) -> tuple[int, list[int]]:
    """Q * 2**16, and each boundary C_j times it, read back from the sampler's arrays."""
    q = int(sampler.q[0]) << 64 | int(sampler.q[1])
    pairs = zip(sampler.keys, sampler.rest)
    return q << 16, [int(key) // 2 * q + (int(high) << 64 | int(low)) for key, (high, low) in pairs]


@pytest.mark.parametrize(("rules", "decks", "up"), SAMPLED, ids=str)
def test_the_sampling_table_gives_every_final_state_exactly_its_fraction(rules, decks, up):
    sampler, code = outcome_sampler(rules, decks, up), dealer_code(rules)
    whole, ends = boundaries(sampler)
    exact = outcome_table(rules, decks)
    deck = INFINITE_DECK if decks is None else shoe(decks)
    share = {value: Fraction(1) if up else Fraction(deck[value - 1], sum(deck)) for value in UP_CARDS}
    for state, low, high in zip(sampler.states, [0, *ends], ends):
        if high > low:
            value, end = (state - code.stopped) // len(code.outcomes) + 1, code.outcomes[code.columns(state)]
            assert Fraction(high - low, whole) == share[value] * exact[value][end], (value, end)
    assert ends[-1] == whole
    # Each of the 2**16 places of [0, 1) lies inside one state's stretch, or is marked to be settled digit by digit.
    for place in range(1 << 16):
        low, high = place * (whole >> 16), (place + 1) * (whole >> 16)
        j = bisect_right(ends, low)
        settled = len(ends) + int(np.searchsorted(sampler.places, place))  # the column of a place holding a boundary
        assert sampler.table[place] == (settled if ends[j] < high else j), place


def test_a_place_holding_a_boundary_is_split_exactly_at_it():
    sampler = outcome_sampler(CASINO_S17, None, None)
    whole, ends = boundaries(sampler)
    place = int(sampler.places[3])
    j = bisect_right(ends, place * (whole >> 16))
    below = float(Fraction(ends[j] - place * (whole >> 16), whole >> 16))  # the share of the place before C_j
    slots, n = np.empty(100_000, dtype=np.int64), 100_000
    settle_many(seed_states(3, 1)[0], place, sampler.keys, sampler.rest, sampler.q, slots)
    assert set(slots) == {j, j + 1}
    hits = int(np.count_nonzero(slots == j))
    assert abs(hits / n - below) < 4 * sqrt(below * (1 - below) / n), (hits / n, below)


@njit
def settle_many(s, place, keys, rest, q, slots):
    """Settle a hand whose 16 bits are PLACE, again and again, from one stream of random numbers."""
    rng, scratch = (s[0], s[1], s[2], s[3]), np.zeros_like(rest)
    for i in range(slots.size):
        slots[i], rng = _settle(rng, place, keys, rest, q, scratch)


@pytest.mark.parametrize("decks", [None, 1])
def test_hands_drawn_from_the_exact_chances_agree_with_them(decks):
    counts, exact = draw_from_exact(1_000_000, SEED_002, decks=decks, seed=3), bust_table(SEED_002, decks)
    for up, p in exact.items():
        hands, error = counts.hands()[up], sqrt(float(p * (1 - p)) / counts.hands()[up])
        assert abs(counts.busts()[up] / hands - float(p)) < 4 * error, up


def test_a_fixed_up_card_and_workers():
    counts = draw_from_exact(100_001, CASINO_H17, decks=6, seed=2, up=10, workers=2)
    assert counts.hands()[10] == 100_001 and sum(counts.hands().values()) == 100_001
    assert np.array_equal(counts.counts, draw_from_exact(100_001, CASINO_H17, decks=6, seed=2, up=10, workers=2).counts)


def test_a_shoe_too_large_is_refused_with_a_clear_error():
    with pytest.raises(ValueError, match="at most 63 decks"):
        draw_from_exact(10, CASINO_S17, decks=64)
