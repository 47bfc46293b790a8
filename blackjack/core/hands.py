"""What a hand is worth, computed from its cards every time.

>>> from blackjack.core.cards import hand
>>> hand_value(hand("A♠ K♦")), pretty_print(hand("A♠ K♦"))
(21, 'A♠ K♦ (21)')
>>> from blackjack.core.rules import SEED_002
>>> hand_value(hand("A♠ A♦ 9♣")), hand_value(hand("A♠ A♦ 9♣"), SEED_002)
(21, 11)
"""

from __future__ import annotations

import enum

from blackjack.core.cards import Hand, Rank
from blackjack.core.rules import DEFAULT_RULES, AceRule, Result, Rules


class Status(enum.Enum):
    """Whether a hand is still in the game."""

    OK = "ok"
    BUST = "bust"


def hard_total(cards: Hand) -> int:
    """The total with every ace counted as 1.

    >>> from blackjack.core.cards import hand
    >>> hard_total(hand("A♠ A♦ 9♣"))
    11
    """
    return sum(c.rank.points for c in cards)


def aces(cards: Hand) -> int:
    """How many aces the hand holds."""
    return sum(c.rank is Rank.ACE for c in cards)


def hand_value(cards: Hand, rules: Rules = DEFAULT_RULES) -> int:
    """The hand's total under the ace rule of RULES (see ``AceRule``)."""
    hard, n_aces = hard_total(cards), aces(cards)
    if rules.aces is AceRule.ALWAYS_ELEVEN:
        return hard + 10 * n_aces
    if rules.aces is AceRule.ALL_ALIKE:
        high = hard + 10 * n_aces
        return high if high <= 21 else hard
    return hard + 10 if n_aces and hard + 10 <= 21 else hard


def is_soft(cards: Hand, rules: Rules = DEFAULT_RULES) -> bool:
    """Does an ace count 11 in this hand's value?

    >>> from blackjack.core.cards import hand
    >>> is_soft(hand("A♠ 6♦")), is_soft(hand("A♠ 6♦ K♣"))
    (True, False)
    """
    return aces(cards) > 0 and hand_value(cards, rules) != hard_total(cards)


def is_bust(cards: Hand, rules: Rules = DEFAULT_RULES) -> bool:
    """Is the hand worth more than 21?"""
    return hand_value(cards, rules) > 21


def check_hand(cards: Hand, rules: Rules = DEFAULT_RULES) -> Status:
    """``Status.BUST`` for a hand worth 22 or more, ``Status.OK`` otherwise."""
    return Status.BUST if is_bust(cards, rules) else Status.OK


def is_blackjack(cards: Hand, rules: Rules = DEFAULT_RULES) -> bool:
    """A natural: exactly two cards worth 21 (an ace and a ten-card).

    >>> from blackjack.core.cards import hand
    >>> is_blackjack(hand("A♥ K♣")), is_blackjack(hand("9♣ J♥ 2♦"))
    (True, False)
    """
    return len(cards) == 2 and hand_value(cards, rules) == 21


def dealer_draws(cards: Hand, rules: Rules = DEFAULT_RULES) -> bool:
    """Must the dealer take another card?  Below ``dealer_stands_at``, or soft 17 under H17.

    >>> from blackjack.core.cards import hand
    >>> dealer_draws(hand("10♠ 6♦")), dealer_draws(hand("10♠ 7♦"))
    (True, False)
    """
    total = hand_value(cards, rules)
    soft_17 = total == 17 and rules.dealer_hits_soft_17 and is_soft(cards, rules)
    return total < rules.dealer_stands_at or soft_17


def compare(player: Hand, dealer: Hand, rules: Rules = DEFAULT_RULES) -> Result:
    """Who won, for the player: busts first, then naturals, then the higher total.

    >>> from blackjack.core.cards import hand
    >>> from blackjack.core.rules import BANK, CLASSIC_NATURALS
    >>> compare(hand("A♥ K♣"), hand("9♣ J♥ 2♦"), CLASSIC_NATURALS), compare(hand("10♠ 8♦"), hand("9♣ 9♥"), BANK)
    (<Result.WIN: 'You win!'>, <Result.LOSE: 'The house wins.'>)
    """
    player_bust, dealer_bust = is_bust(player, rules), is_bust(dealer, rules)
    if player_bust or dealer_bust:
        return rules.both_bust if player_bust and dealer_bust else (Result.LOSE if player_bust else Result.WIN)
    if rules.naturals and is_blackjack(player, rules) != is_blackjack(dealer, rules):
        return Result.WIN if is_blackjack(player, rules) else Result.LOSE
    mine, theirs = hand_value(player, rules), hand_value(dealer, rules)
    if mine == theirs:
        return rules.tie
    return Result.WIN if mine > theirs else Result.LOSE


def pretty_print(cards: Hand, rules: Rules = DEFAULT_RULES) -> str:
    """The cards, then the value in parentheses: ``A♠ K♦ (21)``."""
    return " ".join(map(str, cards)) + f" ({hand_value(cards, rules)})"


__all__ = [
    "Status", "aces", "check_hand", "compare", "dealer_draws",
    "hand_value", "hard_total", "is_blackjack", "is_bust", "is_soft", "pretty_print",
    ]
