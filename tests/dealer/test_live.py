"""The live odds (compiled, floats) agree with the exact fractions, whatever cards have been seen."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from blackjack.core.rules import PRESETS, SEED_002, SEED_004
from blackjack.dealer import live
from blackjack.dealer.exact import composition_of, dealer_outcomes, outcome_table, shoe
from blackjack.dealer.live import live_outcomes, live_table


@pytest.fixture(autouse=True, scope="module")
def compiled_walk():
    """These tests check the compiled walk, not the fractions it answers with while it loads."""
    assert live.compiled_ready(wait=True)


def assert_agree(live: dict, exact: dict) -> None:
    assert live.keys() == exact.keys()
    for end in exact:
        assert live[end] == pytest.approx(float(exact[end]), abs=1e-12), end


@pytest.mark.parametrize("decks", [None, 1, 6])
@pytest.mark.parametrize("rules", PRESETS.values(), ids=str)
def test_every_table_agrees_with_the_exact_one(rules, decks):
    live, exact = live_table(rules, decks), outcome_table(rules, decks)
    assert live.keys() == exact.keys()
    for up in exact:
        assert_agree(live[up], exact[up])


@settings(max_examples=40)
@given(
    st.sampled_from(list(PRESETS.values())),
    st.integers(min_value=1, max_value=2),
    st.lists(st.integers(min_value=1, max_value=10), max_size=12),
    st.integers(min_value=1, max_value=10),
)
def test_cards_seen_change_the_odds_exactly_as_they_should(rules, decks, seen, up):
    left = shoe(decks)
    if any(seen.count(v) + (v == up) > left[v - 1] for v in range(1, 11)):
        return  # more of a card than the shoe holds
    assert_agree(live_outcomes(up, rules, decks, seen=seen), dealer_outcomes(up, rules, decks, removed=seen))


def test_a_table_given_seen_cards_has_a_row_for_each_up_card_still_in_the_shoe():
    few = composition_of([1, 5, 10, 10, 10, 6, 6])
    table = live_table(SEED_004, composition=few, seen=[1])
    assert sorted(table) == [5, 6, 10]
    for up in table:
        assert_agree(table[up], dealer_outcomes(up, SEED_004, composition=few, removed=[1]))


def test_seeing_a_card_the_shoe_does_not_hold_is_a_clear_error():
    with pytest.raises(ValueError, match="no card worth 1"):
        live_table(SEED_002, decks=1, seen=[1] * 5)
    with pytest.raises(ValueError, match="not a card value"):
        live_outcomes(11, SEED_002)


def test_a_table_of_hands_too_small_at_first_is_made_bigger(monkeypatch):
    monkeypatch.setattr(live, "SLOTS", 4)
    rules = PRESETS["bank"]
    table, exact = live_table(rules, 6), outcome_table(rules, 6)
    for up in exact:
        assert_agree(table[up], exact[up])


def test_while_the_walk_loads_the_odds_are_the_exact_fractions(monkeypatch):
    monkeypatch.setattr(live, "_loaded", live.threading.Event())  # as in a fresh process, the walk not yet loaded
    monkeypatch.setattr(live, "_loading", live.threading.Lock())
    live._loading.acquire()  # and already loading
    assert not live.compiled_ready()
    exact = dealer_outcomes(6, SEED_004, 2, removed=[10, 10, 1])
    assert live_outcomes(6, SEED_004, 2, seen=[10, 10, 1]) == {end: float(p) for end, p in exact.items()}
