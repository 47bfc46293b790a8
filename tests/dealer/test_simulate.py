"""Monte Carlo dealers deal cards, agree with the exact tables and do not follow them when they are wrong;
a student's dealer_turn is run safely."""

from dataclasses import replace
from math import sqrt

import numpy as np
import pytest

from blackjack.core.hands import Status
from blackjack.core.rules import CASINO_H17, CASINO_S17, SEED_000, SEED_002, SEED_004
from blackjack.dealer import exact, kernel, simulate
from blackjack.dealer.exact import BUST, NATURAL, UP_CARDS, bust_table, outcome_table, outcomes
from blackjack.dealer.simulate import (
    DealerTurnError,
    bust_flags,
    cut_card,
    dealer_code,
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


def skewed(play_out):
    """``exact._play_out`` made wrong: a quarter of every bust moved to the lowest total the dealer stands on."""

    def wrong(up, left, rules):
        right = play_out(up, left, rules)
        moved = right[BUST] / 4
        low = rules.dealer_stands_at
        return {**right, BUST: right[BUST] - moved, low: right[low] + moved}

    return wrong


KINDS = [(None, None), (6, None), (6, 0.75)]  # an infinite deck, fresh six-deck shoes, one shoe dealt on to 75%


@pytest.fixture
def wrong_exact(monkeypatch):
    """``dealer.exact`` answering wrong (every bust rate a quarter too low), and the true overall bust rates."""
    from blackjack.dealer import exact_draws

    true = {decks: float(exact.overall_bust_probability(CASINO_S17, decks)) for decks in (None, 6)}
    monkeypatch.setattr(exact, "_play_out", skewed(exact._play_out))
    exact_draws.outcome_sampler.cache_clear()
    yield true
    exact_draws.outcome_sampler.cache_clear()


@pytest.mark.parametrize(("decks", "penetration"), KINDS, ids=str)
def test_the_simulation_does_not_follow_a_wrong_exact_table(wrong_exact, decks, penetration):
    from blackjack.dealer.exact_draws import draw_from_exact

    n, true = 1_000_000, wrong_exact[decks]
    wrong = float(exact.overall_bust_probability(CASINO_S17, decks))
    assert abs(wrong - 0.75 * true) < 1e-12  # the exact tables are wrong now: about 21.1% instead of 28.2%
    error = sqrt(true * (1 - true) / n)
    dealt = sum(simulate_dealer(n, CASINO_S17, decks=decks, seed=8, penetration=penetration).busts().values()) / n
    assert abs(dealt - true) < 4 * error, (dealt, true, wrong)
    if penetration is None:  # hands drawn from the exact chances follow them: the test could fail
        drawn = sum(draw_from_exact(n, CASINO_S17, decks=decks, seed=8).busts().values()) / n
        assert abs(drawn - wrong) < 4 * error, (drawn, wrong)


@pytest.mark.parametrize(("decks", "penetration"), KINDS, ids=str)
def test_the_simulation_asks_the_exact_tables_nothing(monkeypatch, decks, penetration):
    def no(*_):
        raise AssertionError("the simulation asked dealer.exact for a chance")

    for name in ("_play_out", "dealer_outcomes", "outcome_table", "bust_table", "up_card_chances"):
        monkeypatch.setattr(exact, name, no)
    counts = simulate_dealer(50_000, SEED_002, decks=decks, seed=1, penetration=penetration)
    assert int(counts.counts.sum()) == 50_000
    assert bust_flags(1_000, 6, SEED_002, decks=decks).size == 1_000


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


@pytest.mark.parametrize("decks", [None, 6])
def test_the_hands_dealt_do_not_depend_on_how_they_are_chunked(monkeypatch, decks):
    """A run in chunks of its own carries one random stream on (the second chunk is not the first again)."""
    n = 3 * 5 * kernel.BATCH + 17
    whole = bust_flags(n, 6, CASINO_S17, decks=decks, seed=4)
    monkeypatch.setattr(simulate, "CHUNK", 5 * kernel.BATCH)
    assert np.array_equal(bust_flags(n, 6, CASINO_S17, decks=decks, seed=4), whole)
    assert not np.array_equal(whole[: 5 * kernel.BATCH], whole[5 * kernel.BATCH : 10 * kernel.BATCH])


def test_a_shoe_dealt_on_carries_on_from_one_chunk_to_the_next(monkeypatch):
    run = dict(rules=CASINO_S17, decks=2, seed=4, penetration=0.75)
    whole = simulate_dealer(100_000, **run).counts
    monkeypatch.setattr(simulate, "CHUNK", 7_000)
    assert np.array_equal(simulate_dealer(100_000, **run).counts, whole)


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
        assert code.start.size == 13**3 and code.first.size == 13**4


@pytest.mark.parametrize(("rules", "most"), [(CASINO_S17, 12), (SEED_002, 16)], ids=lambda x: str(x))
def test_the_most_cards_a_dealer_takes(rules, most):
    # Six twos and four aces make a hard 16 (the 11th card); the bank counts aces as 1 and stops at 16:
    # 15 aces and one more.
    assert dealer_code(rules).most_cards == most


def test_the_four_first_cards_lead_where_the_rule_says():
    code = dealer_code(CASINO_S17)
    six, ten, two, ace = 5, 9, 1, 0  # rank numbers
    state = int(code.first[2197 * six + 169 * two + 13 * two + ace])  # 6 2 2 A: a soft 21, the dealer stands
    assert state >= code.stopped and code.outcomes[int(code.columns(np.array(state)))] == 21
    state = int(code.first[2197 * ten + 169 * two + 13 * two + two])  # 10 2 2 2: hard 16, the dealer draws on
    assert state < code.stopped
    seventeen = {int(code.first[2197 * ten + 169 * 6 + 13 * r2 + r3]) for r2 in range(13) for r3 in range(13)}
    assert len(seventeen) == 1  # 10 7: the dealer stands, whatever the next two cards


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
