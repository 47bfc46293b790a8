"""The capability audit finds a function of the package that does an exercise's job, however it must be called."""

from __future__ import annotations

import types

from blackjack.core import hands
from blackjack.core.hands import Status, hand_value, is_bust
from blackjack.course.audit import capability
from blackjack.course.exercises.holding import held_by, withheld_functions
from blackjack.course.exercises.index import BY_ID
from blackjack.editions import classic, hand_and_deck


def planted(monkeypatch, module, function) -> None:
    """FUNCTION, as if MODULE defined it (a leak a later edit of the package could bring)."""
    function.__module__ = module.__name__
    monkeypatch.setattr(module, function.__name__, function, raising=False)


def leaks_of(id: str, *modules) -> list[str]:
    return capability.leaks(BY_ID[id], [h for m in modules for h in capability.holdings(m)])


def test_a_planted_function_that_answers_an_exercise_is_named(monkeypatch):
    def status_of(rules, cards):  # the arguments in another order than check_hand's
        return Status.BUST if is_bust(cards, rules) else Status.OK

    planted(monkeypatch, hands, status_of)
    found = leaks_of("2.1", hands)
    assert any("blackjack.core.hands.status_of as status_of(rules=rules, cards=cards)" in line for line in found), found


def test_a_record_unpacked_into_a_planted_function_is_tried(monkeypatch):
    """A copy of compare's code under another name (compare itself is withheld from 5.2's process)."""
    who_won = types.FunctionType(hands.compare.__code__, hands.compare.__globals__, "who_won",
                                 hands.compare.__defaults__)
    planted(monkeypatch, classic, who_won)
    found = leaks_of("5.2", classic)
    assert any("who_won(player=game.player, dealer=game.dealer, rules=game.rules)" in line for line in found), found


def test_a_value_of_the_package_is_offered_as_a_function(monkeypatch):
    from blackjack.core import cards

    monkeypatch.setattr(cards, "ORDERED_DECK", cards.ordered_card_deck(), raising=False)  # 004:deck's answer, kept
    found = leaks_of("004:deck", cards)
    assert any("blackjack.core.cards.ORDERED_DECK as a function returning it" in line for line in found), found


def test_the_last_value_of_a_planted_generator_is_offered(monkeypatch):
    """A copy of table.others_draw (withheld from 004:3), whose last table is 004:3's answer."""
    from blackjack.editions import table

    turns = types.FunctionType(table.others_draw.__code__, table.others_draw.__globals__, "turns")
    planted(monkeypatch, table, turns)
    found = leaks_of("004:3", table)
    assert any("blackjack.editions.table.turns as the last of turns(table=table)" in line for line in found), found


def test_nothing_withheld_answers_through_a_wrapper():
    """hand_value does 002:A3's job: withheld there, every wrapper of it (soft_value, the kit's) raises too."""
    from blackjack.editions import casino
    from blackjack.play.widgets import kit

    assert hand_value in withheld_functions("002:A3")
    assert leaks_of("002:A3", hands, casino, kit) == []


def test_a_checking_process_holds_what_it_uses_and_nothing_more():
    """2.2 uses check_hand (2.1's reference); 001:3.2's reference, which answers 2.2 with its arguments adapted,
    is not held by 2.2's process, nor 2.2's by 001:3.2's."""
    held = {f.__name__ for f in held_by("2.2")}
    assert held == {"check_hand"}
    assert hand_and_deck.dealer_hand_turn in withheld_functions("2.2")
    assert classic.dealer_turn in withheld_functions("001:3.2")


def test_without_its_answered_by_an_exercise_leaks_again(monkeypatch):
    """5.2 withholds compare: given back, the audit finds it answers 5.2 with the game unpacked."""
    import dataclasses

    from blackjack.course.exercises import holding, index

    monkeypatch.setitem(index.BY_ID, "5.2", dataclasses.replace(index.BY_ID["5.2"], answered_by=()))
    holding.held_by.cache_clear()
    try:
        found = leaks_of("5.2", hands)
    finally:
        holding.held_by.cache_clear()
    assert any("compare as compare(player=game.player, dealer=game.dealer" in line for line in found), found
