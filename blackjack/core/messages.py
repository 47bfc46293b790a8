"""What the game says: one place for its words, and the seeds' own wordings.

A message is a plain string handed to a ``Say``.  Where the seeds word the
same moment differently, a ``Wording`` holds each seed's text and a rule
preset chooses one, so no front end rewrites a message of its own.

>>> CLASSIC.player_bust.format(hand="10♠ 2♥ Q♦ 2♣ (24)")
'You are bust! 10♠ 2♥ Q♦ 2♣ (24)'
>>> CLASSIC.busted.format(who="You", hand="9♥ 9♦ 4♣ (22)", win="The house wins.")
'You busted! 9♥ 9♦ 4♣ (22) The house wins.'
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

Say = Callable[[str], None]
"""Where a message for the player goes: ``print``, a list's ``append``, a widget's output..."""

SHUFFLING = "Shuffling a new deck..."


def quiet(_text: str) -> None:
    """A ``Say`` that drops every message (simulations, tests, the widget's own collection)."""


@dataclass(frozen=True)
class Wording:
    """The game's messages; ``{card}``, ``{hand}``, ``{who}``, ``{win}`` are filled in."""

    welcome: str = "Welcome to blackjack!"
    ready: str = "Ready?"
    ready_help: str = "Press Enter to play a round, or type quit to stop."
    first_card: str = "The dealer's first card is: {card}."
    your_move: str = "Your hand is {hand}, what do you do?"
    not_understood: str = "I didn't understand that."
    player_bust: str = "You are bust! {hand}"
    dealer_bust: str = "The dealer is bust. {hand}"
    busted: str = "{who} busted! {hand} {win}"
    dealer_reveals: str = "The dealer reveals the hand: {hand}"
    blackjack: str = "Blackjack!"
    your_opening: str = "Your hand: {hand}"
    dealer_opening: str = "The dealer's hand: {hand}"
    surrender: str = "You surrender."
    double_down: str = "You double down: {hand}"
    first_two_only: str = "You can only {move} on your first two cards."
    goodbye: str = "Goodbye!"


CLASSIC = Wording()
"""The transcripts' words: seed 000 says a bust on its own line (``player_bust``), then the
result; seed 001's ``bustCheck`` says who busted and who wins on one line (``busted``)."""

SORRY = "Sorry, I didn't understand that."
"""Seed 000's exercise 3.2 words the retry message so; its transcript drops the ``Sorry, ``."""

