"""Exact dealer probabilities: sums, limits, brute force on tiny decks, published tables."""

from collections import Counter
from fractions import Fraction
from itertools import permutations
from math import factorial

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from blackjack.core.cards import FULL_DECK, Card, Rank, hand
from blackjack.core.hands import dealer_draws, hand_value, is_blackjack
from blackjack.core.rules import (
    CASINO_H17,
    CASINO_S17,
    PRESETS,
    SEED_002,
    SEED_004,
    Rules,
)
from blackjack.dealer.exact import (
    BUST,
    NATURAL,
    UP_CARDS,
    after_peek,
    bust_table,
    composition_of,
    dealer_machine,
    dealer_outcomes,
    example_hand,
    outcome_table,
    outcomes,
    overall_bust_probability,
    overall_outcomes,
    points_of,
    remove,
    shoe,
    up_card_chances,
    up_card_label,
)

ALL_RULES = list(PRESETS.values())
rule_ids = [r.name for r in ALL_RULES]


@pytest.mark.parametrize("rules", ALL_RULES, ids=rule_ids)
@pytest.mark.parametrize("decks", [None, 1, 6])
@pytest.mark.parametrize("peek", [False, True])
def test_every_distribution_sums_to_exactly_one(rules, decks, peek):
    for up, distribution in outcome_table(rules, decks, peek).items():
        assert sum(distribution.values()) == 1, up
        assert all(isinstance(p, Fraction) and p >= 0 for p in distribution.values())
        assert tuple(distribution) == outcomes(rules, peek)


@pytest.mark.parametrize("rules", ALL_RULES, ids=rule_ids)
def test_eight_decks_come_close_to_the_infinite_deck(rules):
    infinite, eight = outcome_table(rules), outcome_table(rules, decks=8)
    for up in UP_CARDS:
        for end in outcomes(rules):
            assert abs(infinite[up][end] - eight[up][end]) < Fraction(3, 1000), (up, end)


def test_more_decks_come_ever_closer_to_the_infinite_deck():
    infinite = bust_table(CASINO_S17)[5]
    gaps = [abs(bust_table(CASINO_S17, decks=d)[5] - infinite) for d in range(1, 9)]
    assert gaps == sorted(gaps, reverse=True)


@pytest.mark.parametrize("rules", ALL_RULES, ids=rule_ids)
def test_naturals_only_with_an_ace_or_ten_up_and_only_under_rules_with_naturals(rules):
    table = outcome_table(rules)
    if not rules.naturals:
        assert all(NATURAL not in d for d in table.values())
        return
    assert table[1][NATURAL] == Fraction(4, 13) and table[10][NATURAL] == Fraction(1, 13)
    assert all(table[up][NATURAL] == 0 for up in range(2, 10))


def test_after_the_peek_is_the_distribution_given_no_natural():
    before, after = dealer_outcomes(1, CASINO_S17, decks=1), dealer_outcomes(1, CASINO_S17, decks=1, peek=True)
    assert NATURAL not in after
    assert all(after[end] == before[end] / (1 - before[NATURAL]) for end in after)
    assert dealer_outcomes(5, CASINO_S17, peek=True) == after_peek(dealer_outcomes(5, CASINO_S17))


def test_hitting_soft_17_changes_nothing_when_the_up_card_is_7_or_more():
    # a soft 17 needs an ace and six more points, which an up-card of 7 to 10 cannot be part of
    for decks in (None, 1, 6):
        s17, h17 = bust_table(CASINO_S17, decks), bust_table(CASINO_H17, decks)
        assert all(s17[up] == h17[up] for up in (7, 8, 9, 10))
        assert all(h17[up] > s17[up] for up in (1, 2, 3, 4, 5, 6))


def test_the_up_card_and_removed_cards_leave_the_shoe():
    assert dealer_outcomes(10, CASINO_S17, decks=1)[NATURAL] == Fraction(4, 51)
    without_aces = dealer_outcomes(10, CASINO_S17, decks=1, removed=[1, 1, 1, 1])
    assert without_aces[NATURAL] == 0
    by_composition = dealer_outcomes(10, CASINO_S17, composition=remove(shoe(1), [Rank.ACE] * 4))
    assert by_composition == without_aces


def test_clear_errors_for_impossible_shoes():
    with pytest.raises(ValueError, match="no card worth 1"):
        dealer_outcomes(1, CASINO_S17, decks=1, removed=[1, 1, 1, 1])
    with pytest.raises(ValueError, match="runs out"):
        dealer_outcomes(2, CASINO_S17, composition=composition_of([2, 2, 3]))
    with pytest.raises(ValueError, match="not a card value"):
        points_of(11)
    with pytest.raises(ValueError, match="at least one deck"):
        shoe(0)


def test_small_helpers():
    assert composition_of(FULL_DECK) == shoe(1)
    assert up_card_chances(decks=2) == up_card_chances()
    assert [up_card_label(u) for u in UP_CARDS][:2] == ["A", "2"]
    assert sum(overall_outcomes(CASINO_S17, peek=True).values()) == 1


# -- the state machine says what the hand functions say -----------------------------------------

dealt = st.lists(st.sampled_from(FULL_DECK), min_size=1, max_size=9)


@settings(max_examples=300)
@given(dealt, st.sampled_from(ALL_RULES))
def test_the_machine_follows_hand_value_and_dealer_draws(cards, rules):
    machine, state = dealer_machine(rules), 0
    for i, c in enumerate(cards):
        if machine.outcome[state] is not None:
            assert not dealer_draws(tuple(cards[:i]), rules)
            return
        assert dealer_draws(tuple(cards[:i]), rules)
        state = machine.step[state][c.rank.points - 1]
    held = tuple(cards)
    if machine.outcome[state] is None:
        assert dealer_draws(held, rules)
    else:
        value = hand_value(held, rules)
        assert machine.outcome[state] == (BUST if value > 21 else value)


def test_example_hands_have_the_asked_hard_total_and_aces():
    for hard in range(0, 31):
        for n_aces in range(0, min(hard, 5) + 1):
            if hard - n_aces != 1:
                cards = example_hand(hard, n_aces)
                assert sum(c.rank.points for c in cards) == hard
                assert sum(c.rank is Rank.ACE for c in cards) == n_aces


# -- brute force on tiny decks ---------------------------------------------------------------------


def outcome_of(cards, rules: Rules):
    """The outcome of a finished dealer hand, from the hand functions alone."""
    if rules.naturals and is_blackjack(cards, rules):
        return NATURAL
    value = hand_value(cards, rules)
    return BUST if value > 21 else value


def every_draw_sequence(cards, deck, rules: Rules, chance=Fraction(1)):
    """Yield (outcome, chance) for every sequence of distinct cards the dealer can draw from DECK."""
    if not dealer_draws(cards, rules):
        yield outcome_of(cards, rules), chance
        return
    if not deck:
        yield "ran out", chance
        return
    for i, c in enumerate(deck):
        yield from every_draw_sequence((c, *cards), deck[:i] + deck[i + 1 :], rules, chance / len(deck))


def brute_force(up: Card, deck, rules: Rules) -> dict:
    """Sum the chances of every draw sequence, card by card (no merging of equal ranks)."""
    totals = Counter()
    for end, chance in every_draw_sequence((up,), deck, rules):
        totals[end] += chance
    return totals


def by_every_ordering(up: Card, deck, rules: Rules) -> dict:
    """Deal each ordering of DECK from the top: the share of orderings ending each way."""
    totals = Counter()
    for order in permutations(deck):
        cards, rest = (up,), list(order)
        while dealer_draws(cards, rules):
            cards = (rest.pop(0), *cards)
        totals[outcome_of(cards, rules)] += 1
    return {end: Fraction(n, factorial(len(deck))) for end, n in totals.items()}


TWELVE = hand("A♠ A♥ 2♣ 3♦ 4♠ 5♥ 6♣ 7♦ 8♠ 9♥ 10♣ K♦")


def nonzero(distribution):
    return {end: p for end, p in distribution.items() if p}


@pytest.mark.parametrize("rules", ALL_RULES, ids=rule_ids)
def test_a_twelve_card_deck_agrees_with_brute_force(rules):
    composition = composition_of(TWELVE)
    for i, up in enumerate(TWELVE):
        rest = TWELVE[:i] + TWELVE[i + 1 :]
        exact = dealer_outcomes(up, rules, composition=composition)
        assert nonzero(exact) == dict(brute_force(up, rest, rules)), up


@pytest.mark.parametrize("rules", [CASINO_S17, CASINO_H17, SEED_002, SEED_004], ids=lambda r: r.name)
def test_a_seven_card_deck_agrees_with_every_ordering(rules):
    deck = hand("A♠ 3♦ 6♣ 7♦ 9♥ Q♣ K♦")
    for i, up in enumerate(deck):
        rest = deck[:i] + deck[i + 1 :]
        assert nonzero(dealer_outcomes(up, rules, composition=composition_of(deck))) == by_every_ordering(
            up, rest, rules
        )


tiny_decks = st.lists(st.sampled_from(FULL_DECK), min_size=4, max_size=9, unique=True)


@settings(max_examples=40)
@given(tiny_decks, st.sampled_from(ALL_RULES), st.data())
def test_random_tiny_decks_agree_with_brute_force(deck, rules, data):
    i = data.draw(st.integers(0, len(deck) - 1))
    up, rest = deck[i], tuple(deck[:i] + deck[i + 1 :])
    expected = brute_force(up, rest, rules)
    if "ran out" in expected:
        with pytest.raises(ValueError, match="runs out"):
            dealer_outcomes(up, rules, composition=composition_of(deck))
    else:
        assert nonzero(dealer_outcomes(up, rules, composition=composition_of(deck))) == dict(expected)


# -- published tables ------------------------------------------------------------------------------

# Wizard of Odds, blackjack appendix 2B: one deck, dealer stands on soft 17, before the peek.
WIZARD_1_DECK_S17 = {  # up: (17, 18, 19, 20, 21, BJ, bust)
    1: (0.126128, 0.131003, 0.129486, 0.131553, 0.0515646, 0.313726, 0.11654),
    2: (0.138976, 0.131762, 0.131815, 0.123948, 0.120526, 0, 0.352973),
    3: (0.130313, 0.130946, 0.123761, 0.123345, 0.116047, 0, 0.375588),
    4: (0.130973, 0.114163, 0.120679, 0.116286, 0.115096, 0, 0.402803),
    5: (0.119687, 0.123483, 0.116909, 0.104694, 0.106321, 0, 0.428905),
    6: (0.166948, 0.106454, 0.107192, 0.100705, 0.0978785, 0, 0.420823),
    7: (0.372345, 0.138583, 0.0773344, 0.0788967, 0.072987, 0, 0.259854),
    8: (0.130857, 0.362989, 0.129445, 0.0682898, 0.0697914, 0, 0.238627),
    10: (0.114418, 0.112879, 0.114662, 0.328879, 0.0364661, 0.0784314, 0.214264),
}


def close(exact: Fraction, published: float, digits: int = 6) -> bool:
    """Does EXACT round to PUBLISHED at its number of significant DIGITS?"""
    return float(exact) == pytest.approx(published, rel=0.6 * 10 ** (1 - digits), abs=1e-12)


def test_wizard_of_odds_one_deck_s17_before_the_peek():
    table = outcome_table(CASINO_S17, decks=1)
    for up, row in WIZARD_1_DECK_S17.items():
        for end, published in zip(outcomes(CASINO_S17), row):
            assert close(table[up][end], published), (up, end)
    assert close(overall_bust_probability(CASINO_S17, decks=1), 0.283585)


def test_wizard_of_odds_after_the_peek():
    one = outcome_table(CASINO_S17, decks=1, peek=True)
    assert close(one[1][BUST], 0.169815) and close(one[1][17], 0.183786)
    assert close(one[10][BUST], 0.232499) and close(one[10][20], 0.356869)
    assert close(overall_bust_probability(CASINO_S17, decks=1, peek=True), 0.297967)
    two = bust_table(CASINO_S17, decks=2, peek=True)
    for up, published in {1: 0.168096, 2: 0.353291, 6: 0.422132, 10: 0.231144}.items():
        assert close(two[up], published), up


def test_infinite_deck_figures_of_krigman_and_the_usual_quotes():
    table = outcome_table(CASINO_S17)
    krigman = {(7, 17): 0.3686, (7, BUST): 0.2623, (8, BUST): 0.2447, (9, BUST): 0.2284, (10, BUST): 0.2122,
               (1, 17): 0.1308, (1, BUST): 0.1152, (6, BUST): 0.4231}
    for (up, end), published in krigman.items():
        assert abs(float(table[up][end]) - published) <= 1e-4, (up, end)
    assert round(float(table[2][BUST]), 3) == 0.354
    assert round(float(overall_bust_probability(CASINO_S17)), 3) == 0.282
