"""Monte Carlo dealers agree with the exact tables; a student's dealer_turn is run safely."""

from bisect import bisect_right
from dataclasses import replace
from fractions import Fraction
from math import sqrt

import numpy as np
import pytest
from numba import njit

from blackjack.core.hands import Status
from blackjack.core.rules import CASINO_H17, CASINO_S17, SEED_000, SEED_002, SEED_004
from blackjack.dealer import kernel, simulate
from blackjack.dealer.exact import (
    BUST,
    INFINITE_DECK,
    NATURAL,
    UP_CARDS,
    bust_table,
    outcome_table,
    outcomes,
    shoe,
)
from blackjack.dealer.simulate import (
    DealerTurnError,
    bust_flags,
    cut_card,
    dealer_code,
    outcome_sampler,
    simulate_dealer,
    simulate_dealer_loop,
    simulate_rounds,
)
from blackjack.editions.classic import dealer_turn


def within_three_standard_errors(busts: dict, hands: dict, exact: dict) -> None:
    for up in exact:
        p = float(exact[up])
        error = sqrt(p * (1 - p) / hands[up])
        assert abs(busts[up] / hands[up] - p) < 3 * error, (up, busts[up] / hands[up], p)


@pytest.mark.parametrize("rules", [CASINO_S17, SEED_002], ids=lambda r: r.name)
@pytest.mark.parametrize("decks", [None, 1])
def test_simulated_bust_rates_agree_with_the_exact_ones(rules, decks):
    counts = simulate_dealer(1_000_000, rules, decks=decks, seed=2025)
    within_three_standard_errors(counts.busts(), counts.hands(), bust_table(rules, decks))


@pytest.mark.parametrize(
    ("rules", "decks"), [(SEED_000, 6), (CASINO_H17, 2), (SEED_004, 1), (SEED_002, 6)], ids=lambda x: str(x)
)
def test_bust_rates_from_shoes_agree_for_several_rule_sets(rules, decks):
    counts = simulate_dealer(1_000_000, rules, decks=decks, seed=77, workers=2)
    within_three_standard_errors(counts.busts(), counts.hands(), bust_table(rules, decks))


@pytest.mark.parametrize("rules", [CASINO_H17, SEED_002], ids=lambda r: r.name)
def test_every_outcome_of_fresh_one_deck_shoes_agrees_with_the_exact_table(rules):
    # One deck shows the shoe's composition most: every (up-card, outcome) cell, within 4 standard
    # errors (70 cells), and every up-card as often as the deck holds it.
    counts, exact, n = simulate_dealer(2_000_000, rules, decks=1, seed=31), outcome_table(rules, decks=1), 2_000_000
    for up, row in counts.table().items():
        hands = sum(row.values())
        share = (4 if up == 10 else 1) / 13
        assert abs(hands - n * share) < 4 * sqrt(n * share * (1 - share)), up
        for outcome, seen in row.items():
            p = float(exact[up][outcome])
            assert abs(seen - hands * p) <= 4 * sqrt(hands * p * (1 - p)), (up, outcome, seen / hands, p)


@pytest.mark.parametrize("decks", [None, 6])
def test_a_fixed_up_card_agrees_with_its_exact_row(decks):
    counts = simulate_dealer(400_000, CASINO_H17, decks=decks, seed=12, up=1)
    within_three_standard_errors(counts.busts(), counts.hands(), {1: bust_table(CASINO_H17, decks)[1]})


def test_a_shoe_dealt_to_the_cut_card_busts_the_dealer_as_often_as_fresh_shoes():
    # Dealing on from one shoe changes the odds of a single hand very little (the cut-card effect).
    counts = simulate_dealer(1_000_000, CASINO_S17, decks=6, seed=3, penetration=0.75)
    within_three_standard_errors(counts.busts(), counts.hands(), bust_table(CASINO_S17, 6))


@pytest.mark.parametrize("penetration", [0.5, 1.0])
def test_a_one_deck_shoe_dealt_to_the_end_deals_every_card_as_often(penetration):
    # Every rank is dealt as the up-card as often as the deck holds it, however deep the shoe goes.
    counts = simulate_dealer(260_000, SEED_002, decks=1, seed=5, penetration=penetration)
    hands = counts.hands()
    assert sum(hands.values()) == 260_000
    for up, share in ((1, 1 / 13), (6, 1 / 13), (10, 4 / 13)):
        assert abs(hands[up] / 260_000 - share) < 3 * sqrt(share * (1 - share) / 260_000)


def test_the_cut_card_sits_where_the_penetration_says():
    assert (cut_card(6, None), cut_card(6, 0.75), cut_card(1, 1.0)) == (0, 234, 49)
    for bad in (0, -0.5, 1.5):
        with pytest.raises(ValueError, match="penetration"):
            cut_card(6, bad)


@pytest.mark.parametrize(
    "arguments",
    [dict(n=-1), dict(n=10, workers=0), dict(n=10, decks=0), dict(n=10, penetration=0.5), dict(n=10, decks=6, up=6, penetration=0.5)],
)
def test_impossible_runs_are_refused_with_a_clear_error(arguments):
    with pytest.raises(ValueError):
        simulate_dealer(**arguments)


@pytest.mark.parametrize("decks, penetration", [(None, None), (6, None), (2, 0.8)])
def test_the_same_seed_and_workers_give_the_same_counts(decks, penetration):
    run = dict(rules=CASINO_S17, decks=decks, penetration=penetration, seed=21)
    one, again = simulate_dealer(300_001, workers=2, **run), simulate_dealer(300_001, workers=2, **run)
    assert np.array_equal(one.counts, again.counts) and int(one.counts.sum()) == 300_001
    assert not np.array_equal(one.counts, simulate_dealer(300_001, workers=1, **run).counts)
    assert not np.array_equal(one.counts, simulate_dealer(300_001, workers=2, **{**run, "seed": 22}).counts)


def test_long_runs_carry_the_stream_across_chunks():
    """More hands than one chunk: the counts of n hands are the first n of a longer run's flags."""
    flags = bust_flags(2_100_000, 6, CASINO_S17, decks=6, seed=4)
    shorter = bust_flags(1_100_000, 6, CASINO_S17, decks=6, seed=4)
    assert np.array_equal(flags[:1_100_000], shorter)


@pytest.mark.parametrize("rules", [CASINO_H17, SEED_004], ids=lambda r: r.name)
def test_every_outcome_agrees_for_other_rules(rules):
    counts, exact = simulate_dealer(500_000, rules, seed=5).table(), outcome_table(rules)
    for up in UP_CARDS:
        hands = sum(counts[up].values())
        for end, p in exact[up].items():
            error = sqrt(float(p * (1 - p)) / hands)
            assert abs(counts[up][end] / hands - float(p)) <= 3 * error + 1e-12, (up, end)


def test_a_seed_replays_the_same_hands():
    first, again = simulate_dealer(50_000, CASINO_S17, seed=9), simulate_dealer(50_000, CASINO_S17, seed=9)
    assert np.array_equal(first.counts, again.counts)
    assert not np.array_equal(first.counts, simulate_dealer(50_000, CASINO_S17, seed=10).counts)


@pytest.mark.parametrize("decks", [None, 2])
def test_every_hand_is_counted_once_under_its_up_card(decks):
    counts = simulate_dealer(70_001, SEED_002, decks=decks, seed=1)
    assert int(counts.counts.sum()) == 70_001 and counts.outcomes == outcomes(SEED_002)
    fixed = simulate_dealer(3_000, CASINO_S17, decks=decks, seed=1, up=6)
    assert fixed.hands()[6] == 3_000 and sum(fixed.hands().values()) == 3_000


def test_naturals_only_under_an_ace_or_ten():
    table = simulate_dealer(200_000, CASINO_S17, seed=3).table()
    assert all(table[up][NATURAL] == 0 for up in range(2, 10))
    assert table[1][NATURAL] > 0 and table[10][NATURAL] > 0
    assert NATURAL not in simulate_dealer(1_000, SEED_002).table()[1]


def test_a_one_deck_shoe_deals_naturals_as_its_four_aces_allow():
    # 4 aces among the 51 cards left under a ten: an infinite deck would give 1 in 13
    counts = simulate_dealer(300_000, CASINO_S17, decks=1, seed=4, up=10).table()[10]
    rate, exact = counts[NATURAL] / 300_000, 4 / 51
    assert abs(rate - exact) < 3 * sqrt(exact * (1 - exact) / 300_000)


def test_bust_flags_follow_the_hands_in_order():
    flags = bust_flags(100_000, 6, CASINO_S17, seed=8)
    assert flags.shape == (100_000,) and flags.dtype == bool
    p = float(bust_table(CASINO_S17)[6])
    assert abs(flags.mean() - p) < 3 * sqrt(p * (1 - p) / 100_000)


def test_the_state_tables_fit_their_small_types():
    for rules in (CASINO_S17, SEED_002, SEED_004):
        code = dealer_code(rules)
        assert code.step.dtype == np.uint16 and int(code.step.max()) < 2**16
        assert code.start.size == 13**3


def test_the_plain_python_loop_agrees_with_the_exact_table():
    table = simulate_dealer_loop(200_000, CASINO_S17, seed=11)
    hands = {up: sum(row.values()) for up, row in table.items()}
    busts = {up: row[BUST] for up, row in table.items()}
    within_three_standard_errors(busts, hands, bust_table(CASINO_S17))


def test_the_progress_bar_can_be_shown(capsys):
    simulate_dealer(10, CASINO_S17, progress=True)
    assert "hand" in capsys.readouterr().err


# -- a student's dealer -----------------------------------------------------------------------


def test_the_reference_dealer_turn_busts_as_often_as_the_exact_one_deck_table():
    tally = simulate_rounds(dealer_turn, 4_000, seed=1, rules=CASINO_S17)
    assert sum(tally.hands.values()) == 4_000
    p = float(sum(bust_table(CASINO_S17, decks=1)[up] * tally.hands[up] for up in UP_CARDS) / 4_000)
    assert abs(sum(tally.busts.values()) / 4_000 - p) < 3 * sqrt(p * (1 - p) / 4_000)


def test_a_dealer_turn_that_raises_gives_one_clear_error():
    def broken(game):
        return 1 / 0

    with pytest.raises(DealerTurnError, match=r"dealer_turn raised ZeroDivisionError: division by zero \(the dealer held"):
        simulate_rounds(broken, 10)


@pytest.mark.parametrize("answer", [None, "bust", (Status.OK,), (Status.BUST, "a game")])
def test_a_dealer_turn_that_returns_garbage_gives_one_clear_error(answer):
    with pytest.raises(DealerTurnError, match=r"should return a pair \(Status, Game\)"):
        simulate_rounds(lambda game: answer, 10)


def test_a_dealer_who_never_draws_busts_never():
    tally = simulate_rounds(lambda game: (Status.OK, game), 300, seed=2)
    assert sum(tally.busts.values()) == 0


def test_a_dealer_turn_of_the_students_own_status_enum_is_accepted():
    import enum

    class MyStatus(enum.Enum):
        OK = 1
        BUST = 2

    tally = simulate_rounds(lambda game: (MyStatus.BUST, replace(game)), 50, seed=2)
    assert sum(tally.busts.values()) == 50


# -- whole hands drawn at once from their exact distribution --------------------------------------

SAMPLED = [(CASINO_S17, None, None), (SEED_002, 6, None), (CASINO_H17, 1, 10), (SEED_004, None, 1)]


def boundaries(sampler) -> tuple[int, list[int]]:
    """Q * 2**16, and each boundary C_j times it, read back from the sampler's arrays."""
    q = int(sampler.q[0]) << 64 | int(sampler.q[1])
    return q << 16, [int(key) // 2 * q + (int(high) << 64 | int(low)) for key, (high, low) in zip(sampler.keys, sampler.rest)]


@pytest.mark.parametrize(("rules", "decks", "up"), SAMPLED, ids=str)
def test_the_sampling_table_gives_every_final_state_exactly_its_fraction(rules, decks, up):
    sampler, code = outcome_sampler(rules, decks, up), dealer_code(rules)
    whole, ends = boundaries(sampler)
    exact = outcome_table(rules, decks)
    deck = INFINITE_DECK if decks is None else shoe(decks)
    share = {value: Fraction(1) if up else Fraction(deck[value - 1], sum(deck)) for value in UP_CARDS}
    for state, low, high in zip(sampler.states, [0, *ends], ends):
        if high > low:
            value, end = int(code.up[state]), code.outcomes[code.column[state]]
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
    settle_many(kernel.seed_states(3, 1)[0], place, sampler.keys, sampler.rest, sampler.q, slots)
    assert set(slots) == {j, j + 1}
    hits = int(np.count_nonzero(slots == j))
    assert abs(hits / n - below) < 4 * sqrt(below * (1 - below) / n), (hits / n, below)


@njit
def settle_many(s, place, keys, rest, q, slots):
    """Settle a hand whose 16 bits are PLACE, again and again, from one stream of random numbers."""
    rng, scratch = (s[0], s[1], s[2], s[3]), np.zeros_like(rest)
    for i in range(slots.size):
        slots[i], rng = kernel._settle(rng, place, keys, rest, q, scratch)


def test_without_a_sampling_table_fresh_shoes_are_dealt_card_by_card(monkeypatch):
    monkeypatch.setattr(simulate, "outcome_sampler", lambda *_: None)
    counts = simulate_dealer(400_000, CASINO_S17, decks=2, seed=6, workers=2)
    within_three_standard_errors(counts.busts(), counts.hands(), bust_table(CASINO_S17, 2))
    with pytest.raises(ValueError, match="too many cards"):
        simulate_dealer(10, CASINO_S17)
