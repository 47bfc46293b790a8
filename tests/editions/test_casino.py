"""Seed 003's table simulation: the generator, the shuffle, the strategy, and whole games."""

import subprocess
import sys
import tracemalloc
from functools import reduce
from itertools import accumulate, islice, pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from blackjack.core.cards import FULL_DECK, Rank, hand
from blackjack.editions.casino import (
    M,
    Options,
    OutOfCardsError,
    Seat,
    Shoe,
    TableResult,
    TooManyPlayersError,
    bet_for,
    deal_round,
    dealer_turn,
    final_table,
    format_game,
    hilo_count,
    lcg,
    lcg_stream,
    most_players,
    new_shoe,
    players_turns,
    position,
    reshuffle,
    settle_hand,
    should_split,
    simulate_table,
    soft_value,
    strategy,
    swap_shuffle,
    table_states,
)
from blackjack.editions.prompts import Move

seeds = st.integers(min_value=0, max_value=M - 1)


def recount(cards) -> int:
    return reduce(hilo_count, cards, 0)


# --- the generator and the shuffle ---------------------------------------------


def test_lcg_follows_the_seeds_formula():
    assert lcg(0) == 213453321
    assert lcg(1) == 333667 + 213453321
    assert lcg(10**6) == (333667 * 10**6 + 213453321) % 10**9
    assert lcg(999_999_999) == (333667 * 999_999_999 + 213453321) % 1_000_000_000


def test_the_stream_starts_with_the_number_after_the_seed():
    assert list(islice(lcg_stream(5), 3)) == [lcg(5), lcg(lcg(5)), lcg(lcg(lcg(5)))]


@given(st.integers(min_value=0, max_value=M - 1), st.integers(min_value=1, max_value=52))
def test_every_number_picks_a_position_in_the_deck(r, n):
    assert 0 <= position(r, n) < n


def reference_shuffle(deck, state):
    """The seed's shuffle written the imperative way, to check the pure one against."""
    cards = list(deck)
    for i in range(len(cards)):
        state = (333667 * state + 213453321) % 10**9
        j = state * len(cards) // 10**9
        cards[i], cards[j] = cards[j], cards[i]
    return tuple(cards), state


@settings(max_examples=200)
@given(seeds)
def test_swap_shuffle_keeps_all_52_cards(seed):
    deck, state = swap_shuffle(FULL_DECK, seed)
    assert sorted(deck, key=FULL_DECK.index) == list(FULL_DECK)
    assert state == list(islice(lcg_stream(seed), 52))[-1]


@settings(max_examples=100)
@given(seeds, st.integers(min_value=0, max_value=52))
def test_swap_shuffle_is_the_one_pass_swap(seed, size):
    assert swap_shuffle(FULL_DECK[:size], seed) == reference_shuffle(FULL_DECK[:size], seed)


def test_shuffling_nothing_leaves_the_generator_alone():
    assert swap_shuffle((), 77) == ((), 77)


def test_the_first_deal_of_seed_42():
    deck, _ = swap_shuffle(FULL_DECK, 42)
    assert deck[:5] == hand("9♣ 4♦ 4♥ 10♣ 9♦")


# --- hand value, strategy, split, count, settling ---------------------------------


def test_soft_value_counts_one_ace_as_11_when_it_fits():
    assert soft_value(hand("A♠ 9♦")) == 20
    assert soft_value(hand("A♠ 9♦ 5♣")) == 15
    assert soft_value(hand("A♠ A♦ 9♣")) == 21
    assert soft_value(hand("K♠ Q♦")) == 20


@pytest.mark.parametrize("total", range(2, 31))
def test_strategy_table(total):
    expected_rich = Move.STAND if total >= 17 else Move.DOUBLE if 9 <= total <= 11 else Move.HIT
    expected_poor = Move.STAND if total >= 17 else Move.HIT
    assert strategy(total, True) is expected_rich
    assert strategy(total, False) is expected_poor


SPLIT_TABLE = {  # the seed's table: pair rank -> dealer open cards (by points) to split against
    Rank.ACE: set(range(1, 11)),
    Rank.EIGHT: set(range(1, 11)),
    Rank.TWO: {2, 3, 4, 5, 6, 7},
    Rank.THREE: {2, 3, 4, 5, 6, 7},
    Rank.SEVEN: {2, 3, 4, 5, 6, 7},
    Rank.SIX: {2, 3, 4, 5, 6},
    Rank.NINE: {2, 3, 4, 5, 6, 8, 9},
}


@pytest.mark.parametrize("pair", list(Rank))
def test_split_table(pair):
    for up in Rank:
        assert should_split(pair, up) is (up.points in SPLIT_TABLE.get(pair, set())), (pair, up)


def test_hilo_count_by_rank():
    assert [hilo_count(0, c) for c in hand("2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠")] == [
        1, 1, 1, 1, 1, 0, 0, 0, -1, -1, -1, -1, -1,
    ]


def test_hilo_count_sequence():
    cards = hand("5♦ 6♣ K♥ 2♠ 8♦ A♣ 3♥ 4♥")
    counts = list(accumulate(cards, hilo_count, initial=0))[1:]
    assert counts == [1, 2, 1, 2, 2, 1, 2, 3]
    assert recount(FULL_DECK) == 0


@pytest.mark.parametrize(
    "player, dealer, won",
    [
        ("K♠ 9♦", "10♣ 8♦", 10),  # higher total wins the bet
        ("K♠ 7♦", "10♣ 8♦", -10),  # lower total loses it
        ("K♠ 8♦", "10♣ 8♥", 0),  # a tie moves no money
        ("A♠ K♦", "10♣ 8♦", 20),  # 21 wins a bonus equal to the bet
        ("7♠ 4♦ K♣", "10♣ 6♦ 9♥", 20),  # also a three-card 21, when the dealer busts
        ("A♠ K♦", "5♣ 6♦ K♥", 0),  # 21 against 21 ties
        ("K♠ 5♦ 9♣", "10♣ 6♦ 8♥", -10),  # a bust player loses even when the dealer busts
        ("K♠ 2♦", "10♣ 6♦ 8♥", 10),  # the dealer busts: every other hand wins
    ],
)
def test_settle_hand(player, dealer, won):
    assert settle_hand(10, hand(player), hand(dealer)) == won


def test_hilo_bets_double_only_with_count_and_money():
    options = Options(bet=10, hilo=True)
    assert bet_for(100, 2, options) == 20
    assert bet_for(100, 1, options) == 10
    assert bet_for(15, 5, options) == 10
    assert bet_for(9, 5, options) == 0
    assert bet_for(100, 5, Options(bet=10)) == 10


def test_an_empty_stock_and_pile_cannot_be_reshuffled():
    with pytest.raises(OutOfCardsError):
        reshuffle(Shoe(stock=(), discard=()))


# --- whole games -------------------------------------------------------------------


def test_format_game_has_the_seeds_form():
    result = TableResult(-35, (Seat(12, 140), Seat(3, 5), Seat(12, 0)), ())
    assert format_game(result) == "game(-35 [12#140 3#5 12#0])"
    assert format_game(TableResult(0, (), ())) == "game(0 [])"


def test_seed_42_game():
    assert format_game(simulate_table(42, 3, 100, 10, 50)) == "game(130 [50#40 50#130 29#0])"


def test_no_rounds_leaves_everyone_as_they_came():
    result = simulate_table(9, 4, 250, 10, 0, split=True, hilo=True)
    assert format_game(result) == "game(0 [0#250 0#250 0#250 0#250])"
    assert result.history == ((250, 250, 250, 250),)


def test_players_who_cannot_bet_are_kicked_at_once():
    assert format_game(simulate_table(1, 2, 9, 10, 20)) == "game(0 [0#9 0#9])"


@pytest.mark.parametrize("arguments", [(1, -1, 10, 10, 5), (1, 2, -5, 10, 5), (1, 2, 10, 0, 5), (1, 2, 10, 10, -1)])
def test_bad_arguments_are_refused(arguments):
    with pytest.raises(ValueError):
        simulate_table(*arguments)


game_arguments = st.tuples(
    seeds,
    st.integers(min_value=0, max_value=6),  # players
    st.integers(min_value=0, max_value=300),  # money
    st.integers(min_value=1, max_value=60),  # bet
    st.integers(min_value=0, max_value=120),  # rounds
    st.booleans(),  # split
    st.booleans(),  # hilo
)


@settings(max_examples=150)
@given(game_arguments)
def test_money_is_conserved_and_never_negative(arguments):
    seed, players, money, bet, rounds, split, hilo = arguments
    result = simulate_table(seed, players, money, bet, rounds, split=split, hilo=hilo)
    assert result.dealer + sum(seat.money for seat in result.seats) == players * money
    assert all(m >= 0 for row in result.history for m in row)
    assert len(result.history) - 1 <= rounds


@settings(max_examples=150)
@given(game_arguments)
def test_kick_rule(arguments):
    seed, players, money, bet, rounds, split, hilo = arguments
    result = simulate_table(seed, players, money, bet, rounds, split=split, hilo=hilo)
    played = len(result.history) - 1
    for i, seat in enumerate(result.seats):
        money_by_round = [row[i] for row in result.history]
        assert money_by_round[seat.rounds :] == [seat.money] * (played + 1 - seat.rounds)
        assert all(m >= bet for m in money_by_round[: seat.rounds])
        assert seat.rounds == played or seat.money < bet
    assert played == rounds or all(seat.money < bet for seat in result.seats)


@settings(max_examples=30)
@given(game_arguments)
def test_same_arguments_same_game(arguments):
    seed, players, money, bet, rounds, split, hilo = arguments
    assert simulate_table(*arguments) == simulate_table(seed, players, money, bet, rounds, split, hilo)


def test_split_and_hilo_change_some_games():
    plain = [simulate_table(seed, 3, 1000, 10, 30) for seed in range(20)]
    assert plain != [simulate_table(seed, 3, 1000, 10, 30, split=True) for seed in range(20)]
    assert plain != [simulate_table(seed, 3, 1000, 10, 30, hilo=True) for seed in range(20)]


def test_ten_thousand_rounds_lose_no_card():
    """At every round boundary the stock and the discard pile hold the 52 cards."""
    boundaries = 0
    for seed in range(40):
        options = Options(bet=10, split=seed % 2 == 0, hilo=seed % 3 == 0)
        states = islice(table_states(seed * 7919, 1 + seed % 6, 10**6, options), 251)
        for (_, _), (shoe, _) in pairwise(states):
            cards = shoe.stock + shoe.discard
            assert len(cards) == 52 and set(cards) == set(FULL_DECK)
            boundaries += 1
        assert new_shoe(seed * 7919).count == 0
    assert boundaries == 10_000


@settings(max_examples=60)
@given(seeds, st.integers(min_value=1, max_value=6), st.booleans())
def test_cards_are_accounted_for_in_every_phase_of_a_round(seed, players, split):
    options = Options(bet=10, split=split)
    for shoe, result in islice(table_states(seed, players, 10**6, options), 12):
        bets = tuple(bet_for(s.money, shoe.count, options) for s in result.seats)
        dealt = deal_round(shoe, bets)
        assert all(len(boxes[0].cards) == 2 for boxes in dealt.boxes) and len(dealt.dealer) == 2
        played = players_turns(dealt, result.seats, split)
        finished = dealer_turn(played)
        for rnd in (dealt, played, finished):
            assert len(rnd.cards()) == 52 and set(rnd.cards()) == set(FULL_DECK)


@settings(max_examples=60)
@given(seeds, st.integers(min_value=1, max_value=6))
def test_the_count_is_the_count_of_the_cards_seen_since_the_shuffle(seed, players):
    """Until a reshuffle comes in the middle of a round, the count is the count of the pile."""
    checked = 0
    for (before, _), (after, _) in pairwise(islice(table_states(seed, players, 10**6, Options(10, hilo=True)), 40)):
        if after.state != before.state:  # the generator ran: reshuffled during the round
            break
        assert after.count == recount(after.discard)
        checked += 1
    assert checked >= 2


# Games recorded from the module before it ran in constant memory (issue 12): the same arguments
# must keep giving the same game.
RECORDED_GAMES = [
    (42, 3, 100, 10, 5, False, False, "game(40 [5#110 5#80 5#70])"),
    (42, 3, 100, 10, 50, False, False, "game(130 [50#40 50#130 29#0])"),
    (7, 3, 100, 10, 50, True, True, "game(300 [15#0 10#0 25#0])"),
    (1, 7, 1000, 10, 300, True, True, "game(-2340 [300#1450 300#1370 300#1430 300#1540 300#1410 300#900 300#1240])"),
    (2, 7, 1000, 10, 300, False, True, "game(-310 [300#1070 300#820 300#1480 300#750 300#1540 300#930 300#720])"),
    (3, 7, 1000, 10, 300, True, False, "game(-1010 [300#1130 300#1110 300#1030 300#1380 300#1140 300#1280 300#940])"),
    (123456789, 5, 500, 25, 400, True, True, "game(600 [400#1775 73#0 108#0 182#0 400#125])"),
    (999999999, 11, 10000, 1, 500, False, False, "game(-372 [500#10057 500#10053 500#10006 500#10005 500#10064 500#10066 500#9992 500#10006 500#9997 500#10075 500#10051])"),
    (0, 1, 100, 10, 1000, True, True, "game(-270 [1000#370])"),
    (17, 7, 100000, 10, 1500, True, True, "game(-8090 [1500#101170 1500#101420 1500#102150 1500#100870 1500#101110 1500#101160 1500#100210])"),
    (5, 11, 1000000, 5, 800, True, True, "game(1350 [800#999765 800#1000005 800#999835 800#1000355 800#999610 800#999670 800#999800 800#1000150 800#999620 800#999725 800#1000115])"),
    (31, 2, 50, 7, 200, False, False, "game(49 [200#50 196#1])"),
    (8, 4, 200, 10, 150, False, False, "game(310 [119#0 150#30 150#210 150#250])"),
    (11, 6, 300, 20, 0, True, True, "game(0 [0#300 0#300 0#300 0#300 0#300 0#300])"),
    (77, 9, 5000, 10, 1200, True, False, "game(-8400 [1200#5770 1200#5310 1200#5830 1200#6510 1200#5370 1200#6010 1200#5840 1200#6870 1200#5890])"),
    (2024, 7, 1000000, 10, 2500, True, True, "game(-19870 [2500#1002890 2500#1003540 2500#1001120 2500#1002870 2500#1003910 2500#1001820 2500#1003720])"),
]


@pytest.mark.parametrize("arguments", RECORDED_GAMES)
def test_recorded_games_stay_the_same(arguments):
    *numbers, split, hilo, game = arguments
    assert format_game(simulate_table(*numbers, split=split, hilo=hilo)) == game


def test_a_table_one_deck_cannot_deal_to_is_refused_before_anything_is_built():
    tracemalloc.start()
    try:
        with pytest.raises(TooManyPlayersError, match="at most 25 players can be dealt in"):
            final_table(1, 100_000_000, 100, 10, 5)
        assert tracemalloc.get_traced_memory()[1] < 1_000_000, "refused without building the table"
    finally:
        tracemalloc.stop()
    assert most_players() == 25 == (len(FULL_DECK) - 2) // 2
    with pytest.raises(OutOfCardsError):  # 25 players are dealt in, then the deck runs out
        final_table(1, 25, 100, 10, 1)


@pytest.mark.parametrize("players, money, rounds", [(3, 100, 50), (2, 9, 20), (4, 250, 0)])
def test_progress_is_told_once_for_every_round_played(players, money, rounds):
    told = []
    table = final_table(7, players, money, 10, rounds, progress=told.append)
    assert told == [1] * max(seat.rounds for seat in table.seats)
    assert table == final_table(7, players, money, 10, rounds)


def test_the_editions_layer_draws_no_progress_bar():
    loaded = subprocess.run([sys.executable, "-c", "import sys, blackjack.editions.casino; print('tqdm' in sys.modules)"],
                            capture_output=True, text=True, check=True)
    assert loaded.stdout == "False\n"
