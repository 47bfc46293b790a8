"""The adapter that plays with the student's own functions: a ``Kit`` of functions, the
trial calls that decide whether yours works, and the checks that make a failing one fall
back to the reference during play."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, fields
from typing import Any

from blackjack.core.cards import Card, Hand, card, hand
from blackjack.core.decks import fresh_deck
from blackjack.core.hands import Status, check_hand, hand_value, pretty_print
from blackjack.core.messages import quiet
from blackjack.core.rules import CASINO_S17, DEFAULT_RULES, Result, Rules
from blackjack.core.yours import Choice, fallback, short
from blackjack.editions.betting import settle
from blackjack.editions.casino import hilo_count
from blackjack.editions.classic import (
    Game,
    blackjack_check,
    compare_hands,
    deal_hands,
    dealer_turn,
    hit_player,
)


@dataclass(frozen=True)
class Kit:
    """The functions the app plays with; the defaults are the reference's."""

    hand_value: Callable[[Hand, Rules], int] = hand_value
    pretty_print: Callable[[Hand, Rules], str] = pretty_print
    check_hand: Callable[[Hand, Rules], Status] = check_hand
    hit_player: Callable[[Game], Game] = hit_player
    deal_hands: Callable[[Game], Game] = deal_hands
    dealer_turn: Callable[[Game], tuple[Status, Game]] = dealer_turn
    compare_hands: Callable[[Game], Result] = compare_hands
    blackjack_check: Callable[[Game], Result | None] = blackjack_check
    settle: Callable[..., int] = settle
    hilo_count: Callable[[int, Card], int] = hilo_count


REFERENCE_KIT = Kit()
FUNCTIONS: dict[str, Callable[..., Any]] = {f.name: getattr(REFERENCE_KIT, f.name) for f in fields(Kit)}
"""The functions ``play`` accepts, by name, with their reference versions."""


def sample_game(player: str = "10♠ 6♦", dealer: str = "9♣ 7♥") -> Game:
    """A dealt game to try a function on: the given hands, the rest of a shuffled deck."""
    mine, theirs = hand(player), hand(dealer)
    deck = tuple(c for c in fresh_deck(random.Random(2)) if c not in mine + theirs)
    return Game(player=mine, dealer=theirs, deck=deck, say=quiet)


SAMPLES: dict[str, Callable[[], tuple]] = {
    "hand_value": lambda: (hand("A♠ A♦ 9♣"), DEFAULT_RULES),
    "pretty_print": lambda: (hand("A♠ K♦"), DEFAULT_RULES),
    "check_hand": lambda: (hand("10♠ 6♦ K♣"), DEFAULT_RULES),
    "hit_player": lambda: (sample_game(),),
    "deal_hands": lambda: (sample_game(),),
    "dealer_turn": lambda: (sample_game(),),
    "compare_hands": lambda: (sample_game(player="5♣ 10♠ 6♦"),),
    "blackjack_check": lambda: (sample_game(player="A♠ K♦"),),
    "settle": lambda: (10, Result.WIN, hand("A♠ K♦"), CASINO_S17, False, False),
    "hilo_count": lambda: (3, card("5♥")),
}
"""For each function, the arguments of the trial call that decides whether yours works."""


def cards_kept(after: Any, before: Game) -> str | None:
    """What is wrong with AFTER as the game that follows BEFORE: not a game, or other cards."""
    if not isinstance(after, Game):
        return f"returned {short(after)}, not a game"
    if Counter(after.cards()) != Counter(before.cards()):
        return "lost or invented cards"
    return None


def hit_problem(after: Any, game: Game) -> str | None:
    """A hit puts one new card in front of the player's hand and leaves the dealer's alone."""
    trouble = cards_kept(after, game)
    if trouble is None and (after.player[1:] != game.player or after.dealer != game.dealer):
        return "did not put one new card in front of your hand"
    return trouble


def deal_problem(after: Any, game: Game) -> str | None:
    """A deal gives two cards to the player and two to the dealer."""
    trouble = cards_kept(after, game)
    if trouble is None and (len(after.player), len(after.dealer)) != (2, 2):
        return "did not deal two cards each"
    return trouble


def dealer_problem(answer: Any, game: Game) -> str | None:
    """The dealer's turn gives a status and a game where only the dealer's hand grew."""
    if not (isinstance(answer, tuple) and len(answer) == 2 and isinstance(answer[0], Status)):
        return f"returned {short(answer)}, not (status, game)"
    after = answer[1]
    trouble = cards_kept(after, game)
    if trouble is None and (after.player != game.player or after.dealer[len(after.dealer) - len(game.dealer):] != game.dealer):
        return "changed more than the dealer's hand"
    return trouble


def answer_of(kind: type | tuple[type, ...], what: str) -> Callable[..., str | None]:
    """A check that the answer is of KIND (described as WHAT)."""

    def problem(answer: Any, *args: Any) -> str | None:
        return None if isinstance(answer, kind) else f"returned {short(answer)}, not {what}"

    return problem


def settle_problem(money: Any, *args: Any) -> str | None:
    """Settling gives back a whole number of dollars, never less than nothing."""
    if not isinstance(money, int) or money < 0:
        return f"returned {short(money)}, not a number of dollars"
    return None


PROBLEMS: dict[str, Callable[..., str | None]] = {
    "hand_value": answer_of(int, "a number"),
    "pretty_print": answer_of(str, "a string"),
    "check_hand": answer_of(Status, "a Status"),
    "hit_player": hit_problem,
    "deal_hands": deal_problem,
    "dealer_turn": dealer_problem,
    "compare_hands": answer_of(Result, "a Result"),
    "blackjack_check": answer_of((Result, type(None)), "a Result or None"),
    "settle": settle_problem,
    "hilo_count": answer_of(int, "a number"),
}
"""Checks on the answers of the student's functions during play."""


def guarded_kit(choice: Choice, notify: Callable[[str], None]) -> Kit:
    """The chosen functions; each of the student's falls back to the reference when it fails."""
    return Kit(**{
        name: fallback(name, function, FUNCTIONS[name], notify, PROBLEMS[name]) if name in choice.yours else function
        for name, function in choice.functions.items()
    })



def money(amount: int) -> str:
    """Dollars, with the sign in front: ``$5``, ``-$5``."""
    return f"-${-amount}" if amount < 0 else f"${amount}"
