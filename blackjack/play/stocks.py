"""``--deck``: the cards a game deals, in order, to replay a transcript card for card.

Cards are written as on the table (``3♥ 10♠``) or in letters (``3H 10S``),
top card first.  A ``|`` starts the next stock: the deck that comes when the
one before runs out (seed 000's ``Shuffling a new deck...``).

>>> parse_stocks("3♥ 6♦ 2c | QD, 10s")
((3♥, 6♦, 2♣), (Q♦, 10♠))
"""

from __future__ import annotations

from collections import Counter

from blackjack.core.cards import Deck, card

SEPARATOR = "|"


def parse_stock(text: str, decks: int = 1) -> Deck:
    """One stock: the cards of TEXT, none more often than DECKS decks hold it.

    >>> parse_stock("A♠ 2♠ A♠")
    Traceback (most recent call last):
    ...
    ValueError: A♠ comes 2 times in one stock, more than 1 deck holds
    """
    cards = tuple(card(word) for word in text.replace(",", " ").split())
    if not cards:
        raise ValueError("a stock holds no cards (write cards between the |)")
    extra = [(c, n) for c, n in Counter(cards).items() if n > decks]
    if extra:
        (c, n), plural = extra[0], "s" if decks > 1 else ""
        raise ValueError(f"{c} comes {n} times in one stock, more than {decks} deck{plural} holds")
    return cards


def parse_stocks(text: str, decks: int = 1) -> tuple[Deck, ...]:
    """The stocks TEXT names, split at ``|``; a ValueError names the first bad card."""
    return tuple(parse_stock(part, decks) for part in text.split(SEPARATOR))
