"""Shuffling, drawing and dealing: seed 002's properties and seeds 000/001's deck management."""

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from blackjack.core.cards import FULL_DECK, Card, full_deck, hand
from blackjack.core.decks import (
    EmptyDeckError,
    deal,
    draw,
    draw_card,
    fresh_deck,
    hit_hand,
    shuffle,
)
from blackjack.core.messages import SHUFFLING
from blackjack.core.rules import SEED_000
from blackjack.editions.bank import play_bank, shuffle_fractions, size, value

cards = st.sampled_from(FULL_DECK)
decks = st.lists(cards, max_size=60).map(tuple)  # like seed 002's Arbitrary, repeats allowed
indexes = st.lists(st.integers(min_value=0, max_value=2**32), min_size=60, max_size=60)
fractions = st.lists(st.floats(min_value=0, max_value=1, exclude_max=True), min_size=60, max_size=60)
SHUFFLES = {"indexes": (shuffle, indexes), "fractions": (shuffle_fractions, fractions)}


def belongs_to(c: Card, deck) -> bool:
    """Seed 002's ``belongsTo``, written out."""
    return any(c == other for other in deck)


def card_of(text: str) -> Card:
    return hand(text)[0]


def test_prop_size_full_deck():
    assert size(full_deck()) == 52


@pytest.mark.parametrize("kind", SHUFFLES)
@settings(max_examples=150)
@given(data=st.data(), c=cards, deck=decks)
def test_prop_shuffle(kind, data, c, deck):
    """A card belongs to the deck before the shuffle if and only if it belongs after it."""
    shuffler, numbers = SHUFFLES[kind]
    assert belongs_to(c, deck) == belongs_to(c, shuffler(data.draw(numbers), deck))


@pytest.mark.parametrize("kind", SHUFFLES)
@settings(max_examples=150)
@given(data=st.data(), deck=decks)
def test_prop_size_shuffle(kind, data, deck):
    shuffler, numbers = SHUFFLES[kind]
    shuffled = shuffler(data.draw(numbers), deck)
    assert size(shuffled) == size(deck)
    assert Counter(shuffled) == Counter(deck)  # stronger: the very same cards, repeats and all


@pytest.mark.parametrize("shuffler", [shuffle, shuffle_fractions])
def test_too_few_numbers_is_a_clear_error(shuffler):
    with pytest.raises(ValueError, match="ran out of random numbers with 2 cards still to shuffle"):
        shuffler([0], hand("A♠ 2♠ 3♠"))


def test_shuffle_picks_by_index_modulo_the_cards_left():
    assert shuffle([0, 0, 0], hand("A♠ 2♠ 3♠")) == hand("A♠ 2♠ 3♠")
    assert shuffle([5, 3, 7], hand("A♠ 2♠ 3♠")) == hand("3♠ 2♠ A♠")
    assert shuffle_fractions([0.99, 0.99, 0.0], hand("A♠ 2♠ 3♠")) == hand("3♠ 2♠ A♠")


def test_seeded_fresh_deck_is_reproducible_and_complete():
    deck = fresh_deck(random.Random(5))
    assert deck == fresh_deck(random.Random(5))
    assert deck != fresh_deck(random.Random(6))
    assert Counter(deck) == Counter(FULL_DECK)


def test_draw_takes_the_top_card():
    said = []
    assert draw(hand("K♦ 2♣"), random.Random(0), said.append) == (card_of("K♦"), hand("2♣"))
    assert said == []


def test_draw_on_an_empty_deck_shuffles_a_new_one():
    said = []
    top, rest = draw((), random.Random(3), said.append)
    assert said == [SHUFFLING] == ["Shuffling a new deck..."]
    assert (top, *rest) == fresh_deck(random.Random(3))


def test_hit_hand_and_deal_put_new_cards_in_front():
    rng, said = random.Random(0), []
    assert hit_hand(hand("Q♦ 2♣"), hand("2♥ 10♠"), rng, said.append) == (hand("2♥ Q♦ 2♣"), hand("10♠"))
    assert deal(hand("2♣ Q♦ 7♥"), rng, said.append) == (hand("Q♦ 2♣"), hand("7♥"))
    two, rest = deal(hand("2♣"), rng, said.append)  # the second card comes from a fresh deck
    assert said == [SHUFFLING] and two[1] == card_of("2♣") and len(rest) == 51


def test_draw_card_is_seed_002s_draw():
    assert draw_card(hand("K♦ 2♣"), hand("5♠")) == (hand("2♣"), hand("K♦ 5♠"))
    with pytest.raises(EmptyDeckError) as error:
        draw_card((), hand("5♠"))
    assert str(error.value) == "draw: The deck is empty."


@settings(max_examples=200)
@given(st.permutations(FULL_DECK))
def test_play_bank_stops_at_16_or_more(deck):
    bank = play_bank(tuple(deck))
    assert bank == tuple(reversed(deck[: len(bank)]))  # drawn from the top, newest first
    assert value(bank) >= 16
    assert value(bank[1:]) < 16  # it stopped as soon as it could


def test_play_bank_under_other_rules():
    assert play_bank(hand("5♠ 9♦ 2♣ K♥")) == hand("2♣ 9♦ 5♠")  # 16: the bank of seed 002 stops
    assert play_bank(hand("5♠ 9♦ 2♣ K♥"), SEED_000) == hand("K♥ 2♣ 9♦ 5♠")  # 17 or more for seed 000
    with pytest.raises(EmptyDeckError):
        play_bank(hand("5♠ 2♣"))
