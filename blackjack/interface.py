"""Playing with your own functions: seed 002's ``Interface`` and choosing functions.

Seed 002 packs the student's eight functions into one record and hands it to a
game wrapper; ``run_game(REFERENCE)`` plays that game with the package's own
functions, ``run_game(Interface(...))`` with yours.  The widget app goes one
step further: ``choose_functions`` takes whichever of your functions are given
and work, keeps the reference for the others, and says which it used.

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

import random
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from blackjack.cards import Deck, Hand, display, full_deck
from blackjack.decks import Say, draw_card, play_bank, shuffle_fractions
from blackjack.hands import Player, game_over, value, winner
from blackjack.prompts import Quit, make_simple_prompt


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


def wants_card(ask: Callable[[str], str], question: str) -> bool:
    """Ask QUESTION; any answer but ``quit`` or one starting with ``n`` (or the end of input) means yes."""
    try:
        answer = ask(question).strip().lower()
    except Quit:
        return False
    return not (answer.startswith("n") or answer == "quit")


def guest_turn(implementation: Interface, deck: Deck, guest: Hand,
               ask: Callable[[str], str], say: Say) -> tuple[Deck, Hand]:
    """The guest draws until they stop or go bust; the deck and hand that are left."""
    if guest:
        show_hand(implementation, "Your", guest, say)
    if implementation.game_over(guest):
        return deck, guest
    where = f"Your score: {implementation.value(guest)}." if guest else "Your hand is empty."
    if not wants_card(ask, f"{where} Draw a card? (y/n)"):
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


# Choosing between the student's functions and the reference ----------------


@dataclass(frozen=True)
class Choice:
    """The functions to play with, which of them are the student's, and what to tell the student."""

    functions: Mapping[str, Callable[..., Any]]
    yours: frozenset[str]
    notes: tuple[str, ...]


def describe(error: BaseException) -> str:
    """An exception in one line, without a closing full stop: ``ValueError: bad card``.

    >>> describe(ValueError("bad card.")), describe(NotImplementedError())
    ('ValueError: bad card', 'NotImplementedError')
    """
    text = str(error).strip().splitlines()
    return f"{type(error).__name__}: {text[0].rstrip('.')}" if text else type(error).__name__


def short(answer: Any, limit: int = 40) -> str:
    """ANSWER's repr, or ``a different answer`` when the repr is too long to read in a note."""
    text = repr(answer)
    return text if len(text) <= limit else "a different answer"


def pick(name: str, yours: Callable[..., Any], reference: Callable[..., Any],
         sample: tuple) -> tuple[Callable[..., Any], str]:
    """Try YOURS on SAMPLE: keep it if it gives the reference's answer, else the reference.

    >>> pick("double", lambda n: n + n, lambda n: 2 * n, (4,))[1]
    'Using your double.'
    >>> pick("double", lambda n: n * n, lambda n: 2 * n, (3,))[1]
    'Using the reference double: yours gave 9 where the reference gives 6.'
    """
    try:
        got = yours(*sample)
    except Exception as error:  # a student's function may fail in any way
        return reference, f"Using the reference {name}: yours raised {describe(error)}."
    want = reference(*sample)
    if got != want:
        return reference, f"Using the reference {name}: yours gave {short(got)} where the reference gives {short(want)}."
    return yours, f"Using your {name}."


def choose_functions(given: Mapping[str, Callable[..., Any] | None],
                     reference: Mapping[str, Callable[..., Any]],
                     samples: Mapping[str, Callable[[], tuple]]) -> Choice:
    """For each name of REFERENCE, the student's function if GIVEN and working, else the reference.

    A function works when it gives the reference's answer on the arguments
    ``samples[name]()`` builds.  Unknown names are an error that lists the names there are.

    >>> choice = choose_functions({"inc": lambda n: n + 1, "neg": None},
    ...                           {"inc": lambda n: n + 1, "neg": lambda n: -n},
    ...                           {"inc": lambda: (1,), "neg": lambda: (1,)})
    >>> choice.notes, sorted(choice.yours)
    (('Using your inc.',), ['inc'])
    """
    unknown = sorted(set(given) - set(reference))
    if unknown:
        raise TypeError(f"no function called {', '.join(unknown)}; you can pass {', '.join(reference)}")
    functions, yours, notes = dict(reference), set(), []
    for name, function in given.items():
        if function is None:
            continue
        functions[name], note = pick(name, function, reference[name], samples[name]())
        notes.append(note)
        if functions[name] is function:
            yours.add(name)
    return Choice(functions, frozenset(yours), tuple(notes))


def fallback(name: str, yours: Callable[..., Any], reference: Callable[..., Any],
             notify: Say, problem: Callable[..., str | None] | None = None) -> Callable[..., Any]:
    """YOURS, except that a call that raises (or whose answer PROBLEM objects to) uses REFERENCE.

    Each time, NOTIFY gets one line saying what happened; never a traceback.
    PROBLEM gets the answer, then the arguments, and returns what is wrong or None.

    >>> safe = fallback("half", lambda n: n // 0, lambda n: n // 2, print)
    >>> safe(10)
    Your half raised ZeroDivisionError: integer division or modulo by zero; the reference played that step.
    5
    """

    def guarded(*args: Any) -> Any:
        try:
            answer = yours(*args)
        except Exception as error:  # a student's function may fail in any way
            notify(f"Your {name} raised {describe(error)}; the reference played that step.")
            return reference(*args)
        trouble = problem(answer, *args) if problem is not None else None
        if trouble:
            notify(f"Your {name} {trouble}; the reference played that step.")
            return reference(*args)
        return answer

    return guarded
