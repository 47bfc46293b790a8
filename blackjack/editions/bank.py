"""Seed 002's bank game (Chalmers, lab 2): the lab's functions, its ``Interface``, and the game.

The lab writes a hand one card a line (``display``), counts every ace alike
(``value``), lets the bank draw to 16 (``play_bank``) and the bank win ties and
double busts (``winner``), and shuffles with numbers from 0 to 1.  Its
``Interface`` packs a student's eight functions into one record; ``run_game``
plays with them, as the lab's ``runGame`` does.

Where it departs from the lab: Haskell's ``draw`` is ``draw_card`` here (the
package's ``draw`` is seed 000's), and its ``shuffle`` is ``shuffle_fractions``.
The rules are ``SEED_002``'s, passed in like any other rule set.

>>> answers = iter(["y", "n"])
>>> winner = run_game(REFERENCE, read=lambda: next(answers), rng=random.Random(4))
Welcome to seed 002's Blackjack: you draw, then the bank draws to 16.
Your hand is empty. Draw a card? (y/n)
Your hand:
King of Clubs
Your score: 10. Draw a card? (y/n)
The bank's hand:
9 of Clubs
9 of Diamonds
6 of Clubs
The bank's score: 24
The winner is: Guest
"""

from __future__ import annotations

import enum
import random
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass

from blackjack.core.cards import Card, Deck, Hand, Rank, Suit, full_deck
from blackjack.core.decks import draw_card, shuffle_by
from blackjack.core.hands import dealer_draws, hand_value
from blackjack.core.messages import Say
from blackjack.core.rules import SEED_002, Rules
from blackjack.editions.prompts import Quit, explained_prompt, make_simple_prompt, sanitize_answer

DRAW_ANSWERS = ("y", "n", "help", "quit")
DRAW_HELP = "Answer y to draw a card, or n to stop and let the bank play; quit stops drawing too."


def display_card(c: Card, symbols: bool = False) -> str:
    """Seed 002's form of one card: ``2 of Hearts``, or ``2 of ♥`` with symbols.

    >>> from blackjack.core.cards import card, hand
    >>> display_card(card("JS")), display_card(card("2H"), symbols=True)
    ('Jack of Spades', '2 of ♥')
    """
    return f"{c.rank.word} of {c.suit.symbol if symbols else c.suit.word}"


def display(cards: Hand, symbols: bool = False) -> str:
    """Seed 002's ``display``: one card a line.

    >>> from blackjack.core.cards import card, hand
    >>> print(display(hand("2H JS")), end="")
    2 of Hearts
    Jack of Spades
    """
    return "".join(display_card(c, symbols) + "\n" for c in cards)


def size(cards: Hand) -> int:
    """Seed 002's ``size``: the number of cards, counted one at a time.

    >>> from blackjack.core.cards import card, hand
    >>> size(hand("2H JS"))
    2
    """
    if not cards:
        return 0
    return 1 + size(cards[1:])


HAND2: Hand = (Card(Rank.TWO, Suit.HEARTS), Card(Rank.JACK, Suit.SPADES))
"""Seed 002's example hand: the two of hearts and the jack of spades."""


def size_steps() -> list[int]:
    """Seed 002's ``sizeSteps``: ``size HAND2`` worked out one step at a time.

    >>> size_steps()
    [2, 2, 2, 2, 2, 2]
    """
    two, jack = HAND2
    return [
        size(HAND2),
        size((two, jack)),
        1 + size((jack,)),
        1 + (1 + size(())),
        1 + (1 + 0),
        2,
    ]


def value(cards: Hand, rules: Rules = SEED_002) -> int:
    """Seed 002's ``value``: all aces count the same, 11 unless that busts."""
    return hand_value(cards, rules)


class Player(enum.Enum):
    """Seed 002's two players."""

    GUEST = "Guest"
    BANK = "Bank"


def game_over(cards: Hand) -> bool:
    """Seed 002's ``gameOver``: is the hand bust (over 21, aces all alike)?"""
    return value(cards) > 21


def winner(guest: Hand, bank: Hand) -> Player:
    """Seed 002's ``winner``: the guest wins only with the higher unbust score.

    The bank wins ties and wins when both are bust.

    >>> from blackjack.core.cards import card, hand
    >>> winner(hand("10♠ 9♦"), hand("10♣ 8♦")), winner(hand("10♠ 8♦"), hand("10♣ 8♥"))
    (<Player.GUEST: 'Guest'>, <Player.BANK: 'Bank'>)
    """
    if game_over(guest):
        return Player.BANK
    if game_over(bank) or value(guest) > value(bank):
        return Player.GUEST
    return Player.BANK


def shuffle_fractions(randoms: Iterable[float], deck: Deck) -> Deck:
    """Seed 002's ``shuffle :: [Double] -> Deck -> Deck``: each number in [0, 1) picks a card.

    >>> from blackjack.core.cards import card, hand
    >>> shuffle_fractions([0.9, 0.0, 0.5], hand("A♠ 2♠ 3♠"))
    (3♠, A♠, 2♠)
    """
    return shuffle_by(lambda r, n: min(int(r * n), n - 1), randoms, deck)


def play_bank(deck: Deck, rules: Rules = SEED_002) -> Hand:
    """Seed 002's ``playBank``: from an empty hand, the bank draws until the rules say stop.

    >>> from blackjack.core.cards import card, hand
    >>> play_bank(hand("5♠ 9♦ 4♣ K♥"))
    (4♣, 9♦, 5♠)
    """
    bank: Hand = ()
    while dealer_draws(bank, rules):
        deck, bank = draw_card(deck, bank)
    return bank



@dataclass(frozen=True)
class Interface:
    """Seed 002's record of the eight functions its game is played with."""

    full_deck: Callable[[], Deck]
    value: Callable[[Hand], int]
    display: Callable[[Hand], str]
    game_over: Callable[[Hand], bool]
    winner: Callable[[Hand, Hand], Player]
    draw: Callable[[Deck, Hand], tuple[Deck, Hand]]
    play_bank: Callable[[Deck], Hand]
    shuffle: Callable[[Iterable[float], Deck], Deck]


REFERENCE = Interface(
    full_deck=full_deck,
    value=value,
    display=display,
    game_over=game_over,
    winner=winner,
    draw=draw_card,
    play_bank=play_bank,
    shuffle=shuffle_fractions,
)
"""The package's own functions, packed as seed 002's ``implementation``."""


def random_fractions(rng: random.Random) -> Iterator[float]:
    """An endless stream of numbers in [0, 1), like Haskell's ``randoms`` for ``Double``."""
    while True:
        yield rng.random()


def show_hand(implementation: Interface, whose: str, cards: Hand, say: Say) -> None:
    """Say WHOSE hand, one card a line, with the implementation's ``display``."""
    say(f"{whose} hand:")
    say(implementation.display(cards).rstrip("\n"))


def yes_or_no(answer: str) -> bool | None:
    """True for ``y``/``yes``, False for ``n``/``no`` and ``quit``; None for anything else."""
    return {"y": True, "yes": True, "n": False, "no": False, "quit": False}.get(answer)


def wants_card(ask: Callable[[str], str], question: str, say: Say = print) -> bool:
    """Ask QUESTION until the answer is clear: yes draws; no, ``quit`` or the end of the input stops.

    ``help`` explains; anything else (an empty line, ``stand``) is asked again.
    """
    try:
        return explained_prompt(sanitize_answer(ask), yes_or_no, DRAW_ANSWERS, DRAW_HELP, say)(question)
    except Quit:
        return False


def guest_turn(implementation: Interface, deck: Deck, guest: Hand,
               ask: Callable[[str], str], say: Say) -> tuple[Deck, Hand]:
    """The guest draws until they stop or go bust; the deck and hand that are left."""
    if guest:
        show_hand(implementation, "Your", guest, say)
    if implementation.game_over(guest):
        return deck, guest
    where = f"Your score: {implementation.value(guest)}." if guest else "Your hand is empty."
    if not wants_card(ask, f"{where} Draw a card? (y/n)", say):
        return deck, guest
    return guest_turn(implementation, *implementation.draw(deck, guest), ask, say)


def run_game(implementation: Interface = REFERENCE, read: Callable[[], str] = input,
             say: Say = print, rng: random.Random | None = None) -> Player:
    """Seed 002's game with IMPLEMENTATION's functions: the guest draws, the bank plays.

    READ gives the guest's answers (``input`` by default), SAY shows the game,
    RNG shuffles the deck.  Returns the winner.
    """
    rng = rng if rng is not None else random.Random()
    say("Welcome to seed 002's Blackjack: you draw, then the bank draws to 16.")
    deck = implementation.shuffle(random_fractions(rng), implementation.full_deck())
    deck, guest = guest_turn(implementation, deck, (), make_simple_prompt(read, say), say)
    if implementation.game_over(guest):
        say(f"You are bust with {implementation.value(guest)}.")
    bank = implementation.play_bank(deck)
    show_hand(implementation, "The bank's", bank, say)
    say(f"The bank's score: {implementation.value(bank)}")
    champion = implementation.winner(guest, bank)
    say(f"The winner is: {champion.value}")
    return champion
