"""What a hand is worth, under each ace rule, and seed 002's winner."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from blackjack.core.cards import FULL_DECK, hand
from blackjack.core.hands import (
    Status,
    check_hand,
    dealer_draws,
    hand_value,
    hard_total,
    is_blackjack,
    is_bust,
    is_soft,
    pretty_print,
)
from blackjack.core.rules import (
    CASINO_H17,
    CASINO_S17,
    PRESETS,
    SEED_000,
    SEED_002,
    SEED_004,
    AceRule,
)
from blackjack.editions.bank import Player, game_over, value, winner

hands = st.lists(st.sampled_from(FULL_DECK), max_size=12, unique=True).map(tuple)
every_rules = st.sampled_from(list(PRESETS.values()))


@settings(max_examples=200)
@given(st.data(), hands, every_rules)
def test_order_does_not_change_the_value(data, cards, rules):
    shuffled = tuple(data.draw(st.permutations(cards)))
    assert hand_value(shuffled, rules) == hand_value(cards, rules)


@settings(max_examples=200)
@given(hands, st.sampled_from(FULL_DECK))
def test_an_extra_card_never_lowers_the_hard_total(cards, extra):
    assert hard_total((extra, *cards)) > hard_total(cards)


@settings(max_examples=200)
@given(hands)
def test_soft_value_stays_at_most_21_when_the_hard_total_does(cards):
    soft = hand_value(cards, SEED_000)
    assert soft >= hard_total(cards)
    assert soft in (hard_total(cards), hard_total(cards) + 10)
    if hard_total(cards) <= 21:
        assert soft <= 21


@settings(max_examples=200)
@given(hands, every_rules)
def test_bust_means_over_21(cards, rules):
    assert is_bust(cards, rules) == (hand_value(cards, rules) > 21)
    assert check_hand(cards, rules) is (Status.BUST if hand_value(cards, rules) > 21 else Status.OK)


@pytest.mark.parametrize(
    "cards, expected",
    [
        ("A♠ 5♦", 16),  # the ace counts 11
        ("A♠ K♦", 21),
        ("A♠ A♦", 2),  # both 11 would be 22: both count 1
        ("A♠ A♦ 9♣", 11),  # both 1, although one 11 would make 21
        ("A♠ A♦ A♣ 8♥", 11),
        ("2♥ J♠", 12),
        ("K♠ Q♦ 5♣", 25),
        ("", 0),
    ],
)
def test_all_aces_alike_examples_of_seed_002(cards, expected):
    assert value(hand(cards)) == expected
    assert hand_value(hand(cards), SEED_002) == expected


@pytest.mark.parametrize(
    "cards, soft, always_eleven",
    [("A♠ A♦ 9♣", 21, 31), ("A♠ 6♦", 17, 17), ("A♠ 6♦ K♣", 17, 27), ("K♠ Q♦", 20, 20)],
)
def test_soft_and_always_eleven_aces(cards, soft, always_eleven):
    assert SEED_000.aces is AceRule.SOFT and SEED_004.aces is AceRule.ALWAYS_ELEVEN
    assert hand_value(hand(cards), SEED_000) == soft
    assert hand_value(hand(cards), SEED_004) == always_eleven


@pytest.mark.parametrize(
    "cards, text",
    [
        ("A♠ K♦", "A♠ K♦ (21)"),
        ("10♠ 2♥ Q♦ 2♣", "10♠ 2♥ Q♦ 2♣ (24)"),
        ("J♣ 2♠ 7♥", "J♣ 2♠ 7♥ (19)"),
        ("A♠ A♦ 9♣", "A♠ A♦ 9♣ (21)"),
        ("", " (0)"),
    ],
)
def test_pretty_print(cards, text):
    assert pretty_print(hand(cards)) == text


def test_pretty_print_follows_the_rules():
    assert pretty_print(hand("A♠ A♦ 9♣"), SEED_002) == "A♠ A♦ 9♣ (11)"


def test_soft_hands_and_naturals():
    assert is_soft(hand("A♠ 6♦")) and not is_soft(hand("A♠ 6♦ K♣")) and not is_soft(hand("10♠ 7♦"))
    assert is_blackjack(hand("A♥ K♣")) and is_blackjack(hand("10♦ A♠"))
    assert not is_blackjack(hand("9♣ J♥ 2♦")) and not is_blackjack(hand("A♥ 9♣"))


def test_dealer_draws_below_the_stand_line_and_on_soft_17_under_h17():
    assert dealer_draws(hand("10♠ 6♦")) and not dealer_draws(hand("10♠ 7♦"))
    assert not dealer_draws(hand("A♠ 6♦"), CASINO_S17) and dealer_draws(hand("A♠ 6♦"), CASINO_H17)
    assert not dealer_draws(hand("10♠ 7♦"), CASINO_H17)
    assert not dealer_draws(hand("10♠ 6♦"), SEED_002) and dealer_draws(hand("10♠ 5♦"), SEED_002)


@pytest.mark.parametrize(
    "guest, bank, won",
    [
        ("10♠ 9♦", "10♣ 8♦", Player.GUEST),  # higher score
        ("10♠ 8♦", "10♣ 9♦", Player.BANK),
        ("10♠ 8♦", "10♣ 8♥", Player.BANK),  # the bank wins ties
        ("10♠ 8♦ 5♣", "10♣ 8♥ 7♦", Player.BANK),  # and double busts
        ("10♠ 8♦", "10♣ 8♥ 7♦", Player.GUEST),  # the bank busts alone
        ("10♠ 8♦ 5♣", "10♣ 2♥", Player.BANK),
        ("A♠ A♦", "10♣ 2♥", Player.BANK),  # aces alike: A A is 2
    ],
)
def test_winner_of_seed_002(guest, bank, won):
    assert winner(hand(guest), hand(bank)) is won


def test_game_over_is_bust_with_aces_alike():
    assert game_over(hand("10♠ 8♦ 5♣")) and not game_over(hand("A♠ A♦ 9♣")) and not game_over(())
