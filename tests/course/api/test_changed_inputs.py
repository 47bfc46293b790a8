"""A function that changes what it is given (its inputs, frozen or not, the game's rules) changes nothing for the
checks after it, and earns nothing by it."""

import pytest

from blackjack.core.cards import FULL_DECK
from blackjack.core.rules import DEFAULT_RULES
from blackjack.course.exercises.index import reference as reference_function
from tests.course.api.cells import notebook, report

SHUFFLE_THAT_EATS_ITS_INPUT = """
from blackjack.editions.bank import shuffle_fractions as reference
def shuffle_fractions(randoms, deck):
    randoms.pop(0)
    return reference([0.5, *randoms], deck)
"""


def test_a_function_that_changes_its_inputs_changes_nothing_for_later_checks(capsys):
    out = report(capsys, "002:B4", notebook(SHUFFLE_THAT_EATS_ITS_INPUT)["shuffle_fractions"])
    assert "The check itself failed" not in out
    assert "Exercise 002:B4 — shuffle with numbers from 0 to 1: 10/10 points" in report(
        capsys, "002:B4", reference_function("shuffle_fractions"))


THAWS_ITS_CARDS = """
from blackjack.core.cards import Rank
from blackjack.core.hands import Status, hand_value
def check_hand(cards, rules):
    status = Status.BUST if hand_value(cards, rules) > 21 else Status.OK
    for card in cards:  # right, then it turns its aces into kings behind the frozen dataclass's back
        if card.rank is Rank.ACE:
            object.__setattr__(card, "rank", Rank.KING)
    object.__setattr__(rules, "dealer_stands_at", 12)
    object.__setattr__(rules.wording, "player_bust", "changed")
    return status
"""


def test_a_right_answer_that_changes_its_frozen_inputs_keeps_its_points_and_changes_nothing_else(capsys):
    """Red-team round 8: the cards and rules a check passes are still copies (made directly, for speed)."""
    assert "5/5 points, and 5/5 for the course's extension" in report(capsys, "2.1",
                                                                        notebook(THAWS_ITS_CARDS)["check_hand"])
    assert "15/15 points, and 5/5 for the course's extension" in report(capsys, "2.2", reference_function("dealer_turn"))
    assert str(FULL_DECK[0]) == "A♣" and DEFAULT_RULES.dealer_stands_at == 17


@pytest.mark.parametrize("rules", ["SEED_004", "SimpleNamespace(name=after.rules.name)"])
def test_a_turn_that_changes_the_game_s_rules_loses_its_points(capsys, rules):
    """Red-team rounds 8 and 9: the checks of a turn compared the game's cards but not its rules, then only
    the name of whatever stood for them."""
    code = notebook(f"""
        from dataclasses import replace
        from types import SimpleNamespace
        from blackjack.core.rules import SEED_004
        from blackjack.editions.classic import dealer_turn as reference
        def dealer_turn(game):
            status, after = reference(game)
            return status, replace(after, rules={rules})
    """)
    out = report(capsys, "2.2", code["dealer_turn"])
    assert "0/15 points, and 0/5" in out and "yours rules:    " in out
