"""Cards, hands and decks as plain immutable values.

A card is a rank and a suit; a hand and a deck are tuples of cards.  A hit
puts the new card in *front* of the hand, so ``hand[0]`` is the newest card,
as in the seeds' transcripts (``2♥ Q♦ 2♣`` after hitting ``Q♦ 2♣``).

>>> Card(Rank.ACE, Suit.SPADES), Card(Rank.TEN, Suit.CLUBS)
(A♠, 10♣)
>>> len(FULL_DECK), FULL_DECK[0], FULL_DECK[-1]
(52, A♣, K♠)
"""

from __future__ import annotations

import enum
from dataclasses import dataclass


class Suit(enum.Enum):
    """The four suits, in the order of seed 003's fresh deck."""

    CLUBS = "♣"
    DIAMONDS = "♦"
    HEARTS = "♥"
    SPADES = "♠"

    @property
    def symbol(self) -> str:
        """The suit's picture, as in ``A♠``."""
        return self.value

    @property
    def word(self) -> str:
        """The suit's name, as in ``2 of Hearts``."""
        return self.name.capitalize()

    @property
    def is_red(self) -> bool:
        """Hearts and diamonds are red."""
        return self in (Suit.HEARTS, Suit.DIAMONDS)


class Rank(enum.Enum):
    """The thirteen ranks; the value is the rank's label on a card."""

    ACE = "A"
    TWO = "2"
    THREE = "3"
    FOUR = "4"
    FIVE = "5"
    SIX = "6"
    SEVEN = "7"
    EIGHT = "8"
    NINE = "9"
    TEN = "10"
    JACK = "J"
    QUEEN = "Q"
    KING = "K"

    @property
    def label(self) -> str:
        """The short label printed on the card: ``A``, ``7``, ``10``, ``Q``."""
        return self.value

    @property
    def word(self) -> str:
        """The rank in words, as seed 002 displays it: ``2``, ``Jack``, ``Ace``."""
        return self.value if self.value.isdigit() else self.name.capitalize()

    @property
    def points(self) -> int:
        """Blackjack points with an ace counted as 1 (the hand decides on 11).

        >>> Rank.ACE.points, Rank.SEVEN.points, Rank.KING.points
        (1, 7, 10)
        """
        return int(self.value) if self.value.isdigit() else (1 if self is Rank.ACE else 10)


@dataclass(frozen=True)
class Card:
    """One playing card; ``str`` gives ``A♠``, ``10♣``, ``Q♦``."""

    rank: Rank
    suit: Suit

    def __str__(self) -> str:
        return f"{self.rank.label}{self.suit.symbol}"

    __repr__ = __str__

    def __deepcopy__(self, memo: dict) -> Card:
        """A new card like this one, made directly: the checks copy every input before each call, and
        the generic copy of a dataclass takes several times as long."""
        return Card(self.rank, self.suit)


Hand = tuple[Card, ...]  # The cards a player holds, newest first.
Deck = tuple[Card, ...]  # The cards left to deal, top card first.

RANKS: tuple[Rank, ...] = tuple(Rank)  # A, 2, ..., 10, J, Q, K
SUITS: tuple[Suit, ...] = tuple(Suit)  # clubs, diamonds, hearts, spades

FULL_DECK: Deck = tuple(Card(rank, suit) for suit in SUITS for rank in RANKS)
"""All 52 cards in seed 003's order: clubs, diamonds, hearts, spades; A to K."""


def full_deck() -> Deck:
    """The 52 cards of a new deck, in seed 003's order (see ``FULL_DECK``)."""
    return FULL_DECK


ORDERED_RANKS: tuple[Rank, ...] = RANKS[1:] + RANKS[:1]  # 2, 3, ..., K, A
ORDERED_SUITS: tuple[Suit, ...] = (Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS, Suit.SPADES)


def ordered_card_deck() -> Deck:
    """Seed 004's deterministic deck: every suit of a two, then of a three, ...

    >>> ordered_card_deck()[:5]
    (2♥, 2♦, 2♣, 2♠, 3♥)
    """
    return tuple(Card(rank, suit) for rank in ORDERED_RANKS for suit in ORDERED_SUITS)


def card(text: str) -> Card:
    """Read a card from its label, for examples and tests: ``card("10♣")``.

    Suits may also be given as letters C, D, H, S.

    >>> card("Q♦"), card("as")
    (Q♦, A♠)
    """
    if len(text) < 2:
        raise ValueError(f"not a card: {text!r} (try 'A♠', '10♣' or 'QD')")
    letters = {"C": Suit.CLUBS, "D": Suit.DIAMONDS, "H": Suit.HEARTS, "S": Suit.SPADES}
    label, mark = text[:-1].upper(), text[-1]
    suit = letters.get(mark.upper()) or next((s for s in Suit if s.symbol == mark), None)
    rank = next((r for r in Rank if r.label == label), None)
    if rank is None or suit is None:
        raise ValueError(f"not a card: {text!r} (try 'A♠', '10♣' or 'QD')")
    return Card(rank, suit)


def hand(text: str = "") -> Hand:
    """Read a hand from labels separated by spaces, newest card first.

    >>> hand("2♥ Q♦ 2♣")
    (2♥, Q♦, 2♣)
    """
    return tuple(card(word) for word in text.split())


