"""Shuffling, drawing and dealing.

Randomness always comes in as a ``random.Random``, so a seed replays a game.
Messages go through ``say`` (``print`` unless told otherwise), so tests,
notebooks and the widget app can catch them.

>>> import random
>>> deck = fresh_deck(random.Random(1))
>>> sorted(deck, key=FULL_DECK.index) == list(FULL_DECK)
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator

from blackjack.core.cards import FULL_DECK, Card, Deck, Hand
from blackjack.core.messages import SHUFFLING, Say


def shuffle_by(pick: Callable[[float, int], int], numbers: Iterable[float], deck: Deck) -> Deck:
    """Take cards out of DECK one at a time, at the place PICK chooses from the next number."""
    rest, shuffled = list(deck), []
    for number in numbers:
        if not rest:
            break
        shuffled.append(rest.pop(pick(number, len(rest))))
    if rest:
        raise ValueError(f"ran out of random numbers with {len(rest)} cards still to shuffle")
    return tuple(shuffled)


def shuffle(indexes: Iterable[int], deck: Deck) -> Deck:
    """Seeds 000/001: each index (taken modulo the cards left) picks the next card.

    >>> from blackjack.core.cards import hand
    >>> shuffle([1, 0, 5], hand("A♠ 2♠ 3♠"))
    (2♠, A♠, 3♠)
    """
    return shuffle_by(lambda i, n: int(i) % n, indexes, deck)


def random_indexes(rng: random.Random) -> Iterator[int]:
    """An endless stream of random non-negative whole numbers, like Haskell's ``randoms``."""
    while True:
        yield rng.getrandbits(32)


class Stacked(random.Random):
    """Randomness that deals fixed STOCKS first, for replaying a game card for card.

    Each fresh deck is the next of STOCKS, as given (top card first); after
    the last one, decks are shuffled as usual, from SEED.

    >>> from blackjack.core.cards import hand
    >>> rng = Stacked([hand("A♠ 2♠")], seed=1)
    >>> fresh_deck(rng), len(fresh_deck(rng)), stocks_left(rng)
    ((A♠, 2♠), 52, 0)
    """

    def __init__(self, stocks: Iterable[Deck], seed: int | None = None) -> None:
        super().__init__(seed)
        self.stocks = list(stocks)


def stocks_left(rng: random.Random) -> int:
    """How many fixed stocks RNG still holds (0 for ordinary randomness)."""
    return len(rng.stocks) if isinstance(rng, Stacked) else 0


def fresh_deck(rng: random.Random, decks: int = 1) -> Deck:
    """DECKS full decks (one unless told) shuffled together with indexes from RNG.

    A ``Stacked`` RNG gives its next fixed stock instead.
    """
    if stocks_left(rng):
        return rng.stocks.pop(0)
    return shuffle(random_indexes(rng), FULL_DECK * decks)


def draw(deck: Deck, rng: random.Random, say: Say = print) -> tuple[Card, Deck]:
    """The top card and the rest; an empty deck is first replaced by a fresh one.

    >>> from blackjack.core.cards import hand
    >>> draw(hand("K♦ 2♣"), random.Random(0))
    (K♦, (2♣,))
    >>> card, rest = draw((), random.Random(0))
    Shuffling a new deck...
    >>> len(rest)
    51
    """
    if not deck:
        say(SHUFFLING)
        deck = fresh_deck(rng)
    return deck[0], deck[1:]


def hit_hand(cards: Hand, deck: Deck, rng: random.Random, say: Say = print) -> tuple[Hand, Deck]:
    """Draw one card and put it in front of the hand."""
    top, rest = draw(deck, rng, say)
    return (top, *cards), rest


def deal(deck: Deck, rng: random.Random, say: Say = print) -> tuple[Hand, Deck]:
    """A two-card hand: an empty hand hit twice, the second draw from what the first left.

    >>> from blackjack.core.cards import hand
    >>> deal(hand("Q♦ 2♣ 7♥"), random.Random(0))
    ((2♣, Q♦), (7♥,))
    """
    one, deck = hit_hand((), deck, rng, say)
    return hit_hand(one, deck, rng, say)


class EmptyDeckError(Exception):
    """Seed 002's ``draw`` was asked for a card from an empty deck."""


def draw_card(deck: Deck, cards: Hand) -> tuple[Deck, Hand]:
    """Seed 002's ``draw :: Deck -> Hand -> (Deck, Hand)``: move the top card to the hand.

    >>> from blackjack.core.cards import hand
    >>> draw_card(hand("K♦ 2♣"), hand("5♠"))
    ((2♣,), (K♦, 5♠))
    >>> draw_card((), ())  # doctest: +IGNORE_EXCEPTION_DETAIL
    Traceback (most recent call last):
    ...
    blackjack.core.decks.EmptyDeckError: draw: The deck is empty.
    """
    if not deck:
        raise EmptyDeckError("draw: The deck is empty.")
    return deck[1:], (deck[0], *cards)


