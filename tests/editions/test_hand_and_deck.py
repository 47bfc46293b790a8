"""Seed 001's edition: hands and the deck apart, bust checks, and its transcript."""

import random
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from blackjack.core.cards import FULL_DECK, hand
from blackjack.core.decks import fresh_deck
from blackjack.core.hands import dealer_draws
from blackjack.core.rules import PRESETS, SEED_001, SEED_003, Result
from blackjack.editions.hand_and_deck import (
    bust_check,
    compare_two_hands,
    dealer_hand_turn,
    hand_game_loop,
    main,
    player_hand_move,
    player_hand_turn,
    ready_prompt,
)
from blackjack.editions.prompts import Move, Quit, make_prompt_move, scripted

# The first four rounds of seed 001's transcript, card by card (the dealer's first card is hidden in round 1).
STACKED = hand("8♣ 6♦ 2♣ Q♦ 2♥ 10♠  7♥ 2♠ 5♦ 5♣ 10♣ J♣  K♣ A♦ J♠ A♠  3♥ 9♠ 4♣ 9♦ 9♥")
SEED_001_TRANSCRIPT = (Path(__file__).parents[1] / "data" / "seed001_transcript.txt").read_text()
SHUFFLING = "Shuffling a new deck...\n"
TRANSCRIPT = SEED_001_TRANSCRIPT.removeprefix("Welcome to blackjack!\n").split(SHUFFLING)[0] + SHUFFLING


def test_the_transcript_of_seed_001():
    said = []
    ask = make_prompt_move(scripted("huh", "hit", "hit", "hit", "stand", "stand", "hit", say=said.append), say=said.append)
    ready = scripted(*[""] * 5, say=said.append)
    rng = random.Random(0)
    assert hand_game_loop(STACKED, ask, ready, rng, say=said.append, rounds=4) == ()
    with pytest.raises(Quit):  # a fifth round: a fresh deck, then the moves run out
        hand_game_loop((), ask, ready, rng, say=said.append)
    assert said[: TRANSCRIPT.count("\n")] == TRANSCRIPT.splitlines()


@settings(max_examples=200)
@given(st.permutations(FULL_DECK), st.sampled_from(list(PRESETS.values())))
def test_dealer_hand_turn_draws_to_the_stand_line(deck, rules):
    start, deck = tuple(deck[:2]), tuple(deck[2:])
    final, rest = dealer_hand_turn(start, deck, random.Random(0), rules)
    assert not dealer_draws(final, rules)
    assert final[len(final) - 2 :] == start and Counter(final + rest) == Counter(start + deck)


def test_dealer_hand_turn_on_an_empty_deck_takes_a_fresh_one():
    said = []
    final, rest = dealer_hand_turn(hand("2♠ 3♦"), (), random.Random(9), say=said.append)
    assert said == ["Shuffling a new deck..."]
    assert final[-2:] == hand("2♠ 3♦") and len(final) + len(rest) == 54


def test_stand_keeps_hand_and_deck_and_asks_nothing():
    def no_questions(question):
        raise AssertionError(question)

    assert player_hand_move(hand("Q♦ 2♣"), hand("2♥"), Move.STAND, no_questions, random.Random(0)) == (
        hand("Q♦ 2♣"), hand("2♥"))


def test_a_hit_that_busts_ends_the_turn_without_asking():
    def no_questions(question):
        raise AssertionError(question)

    assert player_hand_move(hand("Q♦ 5♣"), hand("K♥ 2♥"), Move.HIT, no_questions, random.Random(0)) == (
        hand("K♥ Q♦ 5♣"), hand("2♥"))


def test_player_hand_turn_is_mutually_recursive_until_stand():
    said = []
    ask = make_prompt_move(scripted("hit", "hit", "stand", say=said.append), say=said.append)
    assert player_hand_turn(hand("2♦ 3♣"), hand("4♠ 5♥ 6♣"), ask, random.Random(0), said.append) == (
        hand("5♥ 4♠ 2♦ 3♣"), hand("6♣"))
    assert said[::2] == ["Your hand is 2♦ 3♣ (5), what do you do?", "Your hand is 4♠ 2♦ 3♣ (9), what do you do?",
                         "Your hand is 5♥ 4♠ 2♦ 3♣ (14), what do you do?"]


def test_bust_check_says_who_busted_and_who_wins():
    said = []
    assert bust_check("The dealer", Result.WIN.message, hand("Q♠ 3♦ 2♣ 7♣"), say=said.append)
    assert not bust_check("You", Result.LOSE.message, hand("A♠ K♦"), say=said.append)
    assert said == ["The dealer busted! Q♠ 3♦ 2♣ 7♣ (22) You win!"]


@pytest.mark.parametrize(
    "player, dealer, expected, without_naturals",
    [
        ("10♣ 5♣ 5♦", "J♣ 2♠ 7♥", Result.WIN, Result.WIN),
        ("10♣ 7♦", "J♣ 2♠ 7♥", Result.LOSE, Result.LOSE),
        ("A♠ J♠", "A♦ K♣", Result.TIE, Result.TIE),
        ("A♥ K♣", "9♣ J♥ 2♦", Result.WIN, Result.TIE),  # bonus 4.2: a natural beats a 3-card 21
        ("9♣ J♥ 2♦", "A♥ K♣", Result.LOSE, Result.TIE),
    ],
)
def test_compare_two_hands(player, dealer, expected, without_naturals):
    assert compare_two_hands(hand(player), hand(dealer)) is expected
    assert compare_two_hands(hand(player), hand(dealer), SEED_003) is without_naturals


def test_each_round_deals_from_the_top_of_the_deck_it_is_given():
    """Without a Game record the deck still carries over: each round takes cards off its top."""
    rng, said = random.Random(4), []
    deck = fresh_deck(rng)
    ask = lambda question: rng.choice((Move.HIT, Move.STAND))  # noqa: E731
    for _ in range(40):
        before, heard = deck, len(said)
        deck = hand_game_loop(deck, ask, lambda question: None, rng, SEED_001, said.append, rounds=1)
        if "Shuffling a new deck..." in said[heard:]:
            assert len(set(deck)) == len(deck) < 52
        else:
            assert len(before) - len(deck) >= 4 and before[len(before) - len(deck) :] == deck


def test_ready_prompt_of_seed_001():
    answers, said = iter(["help", "anything"]), []
    assert ready_prompt(lambda: next(answers), said.append)("Ready?") == "anything"
    assert said == ["Ready?", "Press Enter to play a round, or type quit to stop.", "Ready?"]


def lines_reader(*lines):
    queue = iter(lines)

    def read():
        line = next(queue, None)
        if line is None:
            raise EOFError
        return line

    return read


@pytest.mark.parametrize("answers", [("", "stand", "quit"), ("", "stand"), ("quit",), ()])
def test_main_welcomes_plays_and_says_goodbye(answers):
    said = []
    main(lines_reader(*answers), said.append, random.Random(1))
    assert said[:2] == ["Welcome to blackjack!", "Ready?"] and said[-1] == "Goodbye!"


def test_main_is_reproducible():
    def play(seed):
        said = []
        main(lines_reader(*["", "hit", "", "stand"] * 8), said.append, random.Random(seed))
        return said

    assert play(5) == play(5) != play(6)
