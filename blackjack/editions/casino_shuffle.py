"""Seed 003's generator and its swap shuffle: the only randomness of the casino table.

The generator is ``lcg(x) = (A*x + B) mod M`` with the seed's A, B and M; a
number r in [0, M) picks position ``r * n // M`` of n cards; the shuffle is
one pass, first position to last, each card swapped with the one the next
number picks.  ``casino``'s docstring says why these choices.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import reduce
from itertools import islice

from blackjack.core.cards import Deck

A = 333667  # the generator's multiplier
B = 213453321  # the generator's increment
M = 1_000_000_000  # the generator's modulus: every number is in [0, M)


def lcg(x: int) -> int:
    """The seed's generator, one step: the number that follows X.

    >>> lcg(0), lcg(1), lcg(lcg(1))
    (213453321, 213786988, 876378317)
    """
    return (A * x + B) % M


def lcg_stream(seed: int) -> Iterator[int]:
    """The numbers of a generator set to SEED: ``lcg(seed)``, ``lcg(lcg(seed))``, ...

    >>> list(islice(lcg_stream(1), 2))
    [213786988, 876378317]
    """
    x = seed
    while True:
        x = lcg(x)
        yield x


def position(r: int, n: int) -> int:
    """The position, 0 to N-1, that the number R (0 to M-1) picks among N cards.

    >>> position(0, 52), position(M // 2, 52), position(M - 1, 52)
    (0, 26, 51)
    """
    return r * n // M


def swap(deck: Deck, i: int, j: int) -> Deck:
    """DECK with the cards at positions I and J changed round.

    >>> from blackjack.core.cards import hand
    >>> swap(hand("A♠ 2♠ 3♠"), 0, 2)
    (3♠, 2♠, A♠)
    """
    cards = list(deck)
    cards[i], cards[j] = cards[j], cards[i]
    return tuple(cards)


def swap_shuffle(deck: Deck, state: int) -> tuple[Deck, int]:
    """One pass from the first position to the last, swapping each card with a random one.

    STATE is the generator's last number; the shuffled deck comes back with the
    generator's new last number, for the next shuffle to carry on from.

    >>> from blackjack.core.cards import FULL_DECK
    >>> deck, state = swap_shuffle(FULL_DECK, 42)
    >>> deck[:5], state
    ((9♣, 4♦, 4♥, 10♣, 9♦), 725978322)
    """
    randoms = tuple(islice(lcg_stream(state), len(deck)))
    shuffled = reduce(lambda cards, step: swap(cards, step[0], position(step[1], len(deck))), enumerate(randoms), deck)
    return shuffled, (randoms[-1] if randoms else state)
