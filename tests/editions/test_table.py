"""Seed 004's multi-player table: immutable updates, scoring, and the terminal game."""

import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from blackjack.core.cards import FULL_DECK, hand, ordered_card_deck
from blackjack.core.decks import EmptyDeckError, Stacked, fresh_deck
from blackjack.core.rules import SEED_002, SEED_004
from blackjack.editions.prompts import Quit
from blackjack.editions.table import (
    AGAIN_HELP,
    COMMAND_HELP,
    COMMAND_QUESTION,
    DEALER,
    PLAYERS_PROBLEM,
    PLAYERS_QUESTION,
    USER,
    act,
    affordable,
    change_bet,
    change_chip_stack,
    create_new_table,
    deal_card_to_user,
    deal_cards,
    give_card,
    hand_over,
    initial_deal,
    play_table,
    reset_table,
    score,
    score_hands,
    set_card_deck,
    set_player_bet,
    set_player_passes,
    show_table,
)

seeds = st.integers(min_value=0, max_value=2**32)
others = st.integers(min_value=1, max_value=4)


def table_with(*hands: str, bet: int = 20):
    """A table whose seats hold HANDS (you, the dealer, the others), 500 chips each."""
    n = len(hands) - 1
    return replace(create_new_table(n), dealt_cards=tuple(hand(h) for h in hands), current_player_bet=bet)


def dealt(seed: int, n: int):
    return initial_deal(fresh_deck(random.Random(seed)), create_new_table(n), n)


def all_cards(table):
    return table.card_deck + sum(table.dealt_cards, ())


# --- the table --------------------------------------------------------------------


@pytest.mark.parametrize("n", [2, 3, 5])
def test_a_new_table_gives_every_seat_500_chips(n):
    table = create_new_table(n)
    assert table.chip_stacks == (500,) * (n + 1)
    assert table.dealt_cards == ((),) * (n + 1)
    assert (table.current_player_bet, table.user_passes, table.card_deck) == (20, False, ())
    assert not hand_over(table)


@settings(max_examples=50)
@given(seeds, others)
def test_the_first_deal_gives_two_cards_each_and_loses_none(seed, k):
    table = dealt(seed, k + 1)
    assert all(len(cards) == 2 for cards in table.dealt_cards)
    assert len(table.dealt_cards) == k + 2
    assert sorted(all_cards(table), key=FULL_DECK.index) == list(FULL_DECK)


def test_the_first_deal_goes_round_the_table_twice():
    table = initial_deal(ordered_card_deck(), create_new_table(2), 2)
    assert table.dealt_cards == (hand("2♠ 2♥"), hand("3♥ 2♦"), hand("3♦ 2♣"))
    assert table.card_deck == ordered_card_deck()[6:]


def test_reset_keeps_chips_and_bet_and_clears_the_hand():
    table = replace(set_player_passes(dealt(1, 2)), chip_stacks=(480, 530, 490), current_player_bet=30)
    fresh = reset_table(FULL_DECK, table, 2)
    assert fresh.chip_stacks == (480, 530, 490) and fresh.current_player_bet == 30
    assert fresh.dealt_cards == ((), (), ()) and not fresh.user_passes and fresh.card_deck == FULL_DECK
    with pytest.raises(ValueError):
        reset_table(FULL_DECK, table, 3)


def test_score_counts_every_ace_as_11():
    table = table_with("A♠ A♦", "A♣ K♦", "A♥ 5♣ 5♦")
    assert [score(table, i) for i in range(3)] == [22, 21, 21]


def test_you_always_draw_the_others_only_under_17():
    table = set_card_deck(hand("2♣ 3♣ 4♣"), table_with("K♠ Q♠", "K♦ 7♦", "K♥ 6♥"))
    assert deal_card_to_user(table, 0).dealt_cards[0] == hand("2♣ K♠ Q♠")
    assert deal_card_to_user(table, 1) == table
    assert deal_card_to_user(table, 2).dealt_cards[2] == hand("2♣ K♥ 6♥")
    assert deal_cards(table, [0, 1, 2, 2]).card_deck == hand("4♣")


def test_dealing_from_an_empty_deck_is_an_error():
    with pytest.raises(EmptyDeckError):
        deal_card_to_user(table_with("K♠", "K♦"), 0)


@settings(max_examples=60)
@given(seeds, others)
def test_after_you_pass_nobody_else_is_under_17(seed, k):
    table = dealt(seed, k + 1)
    passed = set_player_passes(table)
    assert hand_over(passed)
    assert passed.dealt_cards[0] == table.dealt_cards[0]
    assert all(score(passed, i) >= 17 for i in range(1, k + 2))
    assert sorted(all_cards(passed), key=FULL_DECK.index) == list(FULL_DECK)


@pytest.mark.parametrize(
    "hands, chips",
    [
        (("K♠ 9♦", "10♣ 8♦", "K♥ 6♦ 8♥"), (520, 500, 480)),  # you win your bet, the other loses 20
        (("K♠ 7♦", "10♣ 8♦", "K♥ 9♦"), (480, 500, 520)),
        (("K♠ 8♦", "10♣ 8♦", "K♥ 8♥"), (500, 500, 500)),  # ties
        (("K♠ 5♦ 9♣", "10♣ 6♦ 8♥", "K♥ 2♦"), (500, 480, 520)),  # two busts tie; anything beats a bust
        (("A♠ A♦", "10♣ 7♦", "A♥ 9♥"), (480, 500, 520)),  # A A is 22: bust
    ],
)
def test_score_hands(hands, chips):
    assert score_hands(table_with(*hands)).chip_stacks == chips


def test_score_hands_uses_your_current_bet():
    table = table_with("K♠ 9♦", "10♣ 8♦", "K♥ 9♥", "2♣ 3♣", bet=30)
    assert score_hands(table).chip_stacks == (530, 470, 520, 480)


@settings(max_examples=60)
@given(seeds, others, st.sampled_from([10, 20, 30]))
def test_scoring_keeps_the_chips_on_the_table(seed, k, bet):
    table = set_player_passes(set_player_bet(bet, dealt(seed, k + 1)))
    scored = score_hands(table)
    assert sum(scored.chip_stacks) == 500 * (k + 2)
    assert abs(scored.chip_stacks[0] - 500) in (0, bet)
    assert all(abs(chips - 500) in (0, 20) for chips in scored.chip_stacks[2:])


@pytest.mark.parametrize("bet", [10, 20, 30])
def test_bets_of_10_20_30_are_taken(bet):
    assert set_player_bet(bet, create_new_table(1)).current_player_bet == bet


@pytest.mark.parametrize("bet", [0, 5, 25, 40, -10])
def test_other_bets_are_refused(bet):
    with pytest.raises(ValueError, match="10, 20 or 30"):
        set_player_bet(bet, create_new_table(1))


def test_change_chip_stack():
    assert change_chip_stack(2, 123, create_new_table(3)).chip_stacks == (500, 500, 123, 500)


def test_show_table():
    table = set_player_bet(10, table_with("K♠ 9♦", "10♣ A♦", "K♥ 6♦ 8♥", "2♣ 3♣"))
    assert show_table(table).splitlines() == [
        "Chips: you 500, dealer 500, others 500 500",
        "You:       K♠ 9♦ (19)",
        "Dealer:    10♣ A♦ (21)",
        "Player 2:  K♥ 6♦ 8♥ (24)",
        "Player 3:  2♣ 3♣ (5)",
        "Bet: 10; you have not passed yet.",
    ]


# --- the terminal game ------------------------------------------------------------------


def run(answers, others_count=None, seed=3):
    """Play with ANSWERS typed in; the transcript's lines, and how the game ended."""
    lines, queue = [], iter(answers)

    def read():
        answer = next(queue, None)
        if answer is None:
            raise EOFError
        lines.append(answer)
        return answer

    try:
        play_table(others_count, read=read, say=lines.append, rng=random.Random(seed))
        ending = "returned"
    except Quit:
        ending = "quit"
    return lines, ending


def test_the_player_count_is_asked_until_it_is_1_to_4():
    lines, ending = run(["0", "5", "abc", "", "2", "s", "n"])
    assert lines[:10] == [
        "Welcome to the blackjack table!",
        PLAYERS_QUESTION, "0", PLAYERS_PROBLEM,
        PLAYERS_QUESTION, "5", PLAYERS_PROBLEM,
        PLAYERS_QUESTION, "abc", PLAYERS_PROBLEM,
    ]
    assert lines[10:15] == [PLAYERS_QUESTION, "", PLAYERS_PROBLEM, PLAYERS_QUESTION, "2"]
    assert "Player 3:" in "\n".join(lines) and "Player 4:" not in "\n".join(lines)
    assert ending == "returned"


def test_a_hand_hit_bet_and_stay():
    lines, ending = run(["h", "30", "25", "stay", "no"], others_count=1, seed=8)
    assert lines.count(COMMAND_QUESTION) == 4
    assert "Sorry, a bet is 10, 20 or 30 chips (keys 1, 2, 3), not 25." in lines
    assert lines[-4] == "Hand over. The table at the end of the hand:" and lines[-3].endswith("\nBet: 30.")
    assert lines[-2:] == ["Play another hand? (y/n)", "no"]
    assert ending == "returned"


@pytest.mark.parametrize("hit, stay", [("hit", "stay"), ("h", "s"), (" HIT ", "stand")])
def test_the_words_for_hit_and_stay(hit, stay):
    lines, _ = run([hit, stay, "n"], others_count=1, seed=8)
    assert lines[4].splitlines()[1] == "You:       7♣ 3♦ 6♥ (16)"
    assert lines[5:8] == [COMMAND_QUESTION, stay, "Hand over. The table at the end of the hand:"]


def test_an_unclear_command_is_asked_again_and_never_stays():
    lines, _ = run(["x", "", "help", "s", "n"], others_count=1)
    unclear = "I didn't understand that: answer hit, stay, 10, 20, 30, help or quit."
    assert lines[2:11] == [COMMAND_QUESTION, "x", unclear, COMMAND_QUESTION, "", unclear,
                           COMMAND_QUESTION, "help", COMMAND_HELP]
    assert lines[11:13] == [COMMAND_QUESTION, "s"] and lines[13].startswith("Hand over")


def test_the_player_sees_one_word_for_staying():
    lines, _ = run(["h", "30", "help", "s", "n"], others_count=1, seed=8)
    assert "stay" in "\n".join(lines) and "pass" not in "\n".join(lines)


def test_another_hand_comes_from_a_fresh_deck_with_the_chips_carried_on():
    lines, _ = run(["s", "y", "s", "n"], others_count=1, seed=8)
    chip_lines = [line.splitlines()[0] for line in lines if line.startswith("Chips")]
    assert len([line for line in lines if line.startswith("Hand over")]) == 2
    assert chip_lines[1] == chip_lines[2]  # the second hand starts with the chips the first ended with


def test_a_bust_ends_your_turn_without_asking_again():
    lines, _ = run(["h", "n"], others_count=1)  # seed 3: Q♣ K♦, then 6♦
    assert lines[2:6] == [COMMAND_QUESTION, "h", "You are bust: 6♦ Q♣ K♦ (26).",
                          "Hand over. The table at the end of the hand:"]
    assert lines[6].startswith("Chips: you 480, dealer 540")


def test_you_cannot_hit_when_bust():
    table = initial_deal(hand("K♠ 10♣ Q♠ 9♣ 5♦"), create_new_table(1), 1)
    assert act(give_card(table, USER), "h")[1] == "You are bust; you cannot take another card."


def test_play_another_hand_asks_again_when_unclear():
    lines, ending = run(["s", "x", "help", "y", "s", "no"], others_count=1)
    again = "Play another hand? (y/n)"
    start = lines.index(again)
    assert lines[start:start + 8] == [again, "x", "I didn't understand that: answer y, n, help or quit.",
                                      again, "help", AGAIN_HELP, again, "y"]
    assert len([line for line in lines if line.startswith("Hand over")]) == 2 and ending == "returned"


def test_the_end_of_the_input_quits():
    assert run(["2", "h"])[1] == "quit"
    assert run([])[1] == "quit"


@pytest.mark.parametrize("count", [0, 5])
def test_a_bad_player_count_argument_is_refused(count):
    with pytest.raises(ValueError):
        play_table(count, read=lambda: "n", say=lambda _: None)


def test_a_bet_beyond_your_chips_is_refused_and_the_next_hand_bets_what_you_can():
    poor = change_chip_stack(USER, 15, create_new_table(1))
    assert change_bet("30", poor) == (poor, "Sorry, you only have 15 chips.")
    assert affordable(set_player_bet(30, change_chip_stack(USER, 25, create_new_table(1)))).current_player_bet == 20
    assert affordable(set_player_bet(10, create_new_table(1))).current_player_bet == 10  # never raised


@pytest.mark.parametrize("bet", ["-10", "1e9", "99999999999999999999999", "2.5", "+20", "0", ".3"])
def test_a_bet_that_is_not_10_20_or_30_is_explained_and_changes_nothing(bet):
    table = create_new_table(1)
    after, note = act(table, bet)
    assert after == table and note.startswith("Sorry, a bet is 10, 20 or 30 chips (keys 1, 2, 3), not ")
    assert len(note) < 80


@pytest.mark.parametrize("key, bet", [("1", 10), ("2", 20), ("3", 30), ("10", 10), ("30", 30)])
def test_bet_keys(key, bet):
    assert act(create_new_table(1), key) == (set_player_bet(bet, create_new_table(1)), None)


@pytest.mark.parametrize("word", ["q", "quit", " QUIT "])
def test_quit_stops_without_settling_the_hand(word):
    lines, ending = run(["30", word], others_count=1)
    assert ending == "quit" and not any(line.startswith("Hand over") for line in lines)


def test_the_others_draw_by_the_rules_not_a_constant():
    """Under seed 002's rules (stop at 16) a dealer on 16 stands; under seed 004's she draws."""
    deck = hand("5♠ 10♣ 10♦ 6♥ 6♣ 9♦ 2♠ 3♠")  # you 5 6, dealer 10 6, player 2: 10 9
    for rules, dealer in ((SEED_004, "2♠ 6♣ 10♣"), (SEED_002, "6♣ 10♣")):
        table = set_player_passes(initial_deal(deck, create_new_table(2, rules), 2))
        assert " ".join(map(str, table.dealt_cards[DEALER])) == dealer


def test_your_chips_and_the_shoe_come_from_the_arguments():
    said = []
    answers = iter(["s", "n"])
    play_table(1, read=lambda: next(answers), say=said.append, rng=random.Random(3),
               rules=replace(SEED_004, decks=2), chips=40)
    assert said[1].startswith("Chips: you 40, dealer 500, others 500")


def test_a_short_fixed_stock_is_completed_for_the_hand():
    said = []
    answers = iter(["s", "n"])
    play_table(4, read=lambda: next(answers), say=said.append, rng=Stacked([hand("2♠ 3♠")], seed=1))
    assert said[1].splitlines()[1].startswith("You:       ") and "2♠" in said[1]
    assert said[-1] == "Play another hand? (y/n)"
