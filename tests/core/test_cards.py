"""Cards, decks in the seeds' orders, and their printed forms."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from blackjack.core.cards import (
    FULL_DECK,
    RANKS,
    Card,
    Rank,
    Suit,
    card,
    full_deck,
    hand,
    ordered_card_deck,
)
from blackjack.editions.bank import HAND2, display, display_card, size, size_steps

hands = st.lists(st.sampled_from(FULL_DECK), max_size=20, unique=True).map(tuple)


def labels(cards) -> str:
    return " ".join(map(str, cards))


def test_full_deck_has_52_distinct_cards():
    assert len(FULL_DECK) == 52
    assert len(set(FULL_DECK)) == 52
    assert full_deck() == FULL_DECK


def test_full_deck_is_in_seed_003_order():
    """Clubs, diamonds, hearts, spades; in each suit ace, 2, ..., 10, jack, queen, king."""
    assert labels(FULL_DECK[:13]) == "A♣ 2♣ 3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣"
    assert [c.suit for c in FULL_DECK[::13]] == [Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES]
    assert all(FULL_DECK[13 * s + r].rank is RANKS[r] for s in range(4) for r in range(13))


def test_ordered_card_deck_is_in_seed_004_order():
    deck = ordered_card_deck()
    assert labels(deck[:8]) == "2♥ 2♦ 2♣ 2♠ 3♥ 3♦ 3♣ 3♠"
    assert labels(deck[-4:]) == "A♥ A♦ A♣ A♠"
    assert sorted(deck, key=FULL_DECK.index) == list(FULL_DECK)


@pytest.mark.parametrize(
    "text, rank, suit",
    [("A♠", Rank.ACE, Suit.SPADES), ("10♣", Rank.TEN, Suit.CLUBS), ("Q♦", Rank.QUEEN, Suit.DIAMONDS),
     ("qd", Rank.QUEEN, Suit.DIAMONDS), ("7H", Rank.SEVEN, Suit.HEARTS)],
)
def test_card_reads_labels_and_prints_them_back(text, rank, suit):
    c = card(text)
    assert c == Card(rank, suit)
    assert str(c) == repr(c) == f"{rank.label}{suit.symbol}"


@pytest.mark.parametrize("text", ["", "1♠", "11♣", "AX", "♠"])
def test_card_rejects_what_is_not_a_card(text):
    with pytest.raises(ValueError, match="not a card"):
        card(text)


def test_hand_keeps_the_order_it_is_written_in():
    assert hand("2♥ Q♦ 2♣") == (Card(Rank.TWO, Suit.HEARTS), Card(Rank.QUEEN, Suit.DIAMONDS), Card(Rank.TWO, Suit.CLUBS))
    assert hand() == ()


def test_rank_points_words_and_labels():
    assert [r.points for r in Rank] == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10]
    assert [r.word for r in (Rank.TWO, Rank.TEN, Rank.JACK, Rank.ACE)] == ["2", "10", "Jack", "Ace"]
    assert [s.is_red for s in Suit] == [False, True, True, False]


def test_display_is_seed_002s_form():
    assert display(HAND2) == "2 of Hearts\nJack of Spades\n"
    assert display(HAND2, symbols=True) == "2 of ♥\nJack of ♠\n"
    assert display_card(card("A♦")) == "Ace of Diamonds"
    assert display(()) == ""


@settings(max_examples=50)
@given(hands)
def test_size_counts_the_cards(cards):
    assert size(cards) == len(cards)
    assert display(cards).count("\n") == len(cards)


def test_size_steps_all_say_two():
    assert size_steps() == [2] * 6
    assert HAND2 == hand("2♥ J♠")
