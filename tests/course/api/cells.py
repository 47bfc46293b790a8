"""Notebook cells as a student writes them, and the report ``check`` prints for them."""

from __future__ import annotations

import textwrap

from blackjack.course import check

DEALER = """
from blackjack.editions.classic import hit_dealer
from blackjack.core.hands import Status, hand_value

def dealer_turn(game):
    while hand_value(game.dealer) < {stop}:
        game = hit_dealer(game)
    return (Status.BUST if hand_value(game.dealer) > 21 else Status.OK), game
"""

CHECK_HAND = """
from blackjack.core.hands import Status, hand_value
def check_hand(cards, rules):
    return Status.BUST if hand_value(cards, rules) > {limit} else Status.OK
def dealer_turn(game):
    from blackjack.editions.classic import hit_dealer
    from blackjack.core.hands import dealer_draws
    while dealer_draws(game.dealer):
        game = hit_dealer(game)
    return check_hand(game.dealer), game
"""


def notebook(code: str) -> dict:
    """Run CODE as a notebook cell would, in its own namespace."""
    namespace = {"__name__": "__main__"}
    exec(textwrap.dedent(code), namespace)
    return namespace


def report(capsys, id: str, *functions) -> str:
    """What ``check(ID, *FUNCTIONS)`` prints (it returns nothing)."""
    assert check(id, *functions) is None
    return capsys.readouterr().out
