"""``play(table=True)``: seed 004's table with buttons; and ``play()`` given arguments it cannot use."""

import random

import pytest

from blackjack.core.hands import pretty_print
from blackjack.core.rules import SEED_002, SEED_004
from blackjack.play.widgets import play
from blackjack.play.widgets.app import Refusal
from blackjack.play.widgets.table_app import TableApp


def test_choose_1_to_4_others_each_with_500_chips():
    app = play(table=True, others=1, seed=2)
    assert app.table.chip_stacks == (500, 500, 500) and app.table.rules is SEED_004
    app.players.value = 4
    app.sit_button.click()
    assert app.table.chip_stacks == (500,) * 6
    assert app.felt.value.count("500 chips") == 6 and "Player 5" in app.felt.value


def test_bets_of_10_20_30_and_nothing_else():
    app = TableApp(1, random.Random(2))
    assert [b.description for b in app.bet_buttons] == ["Bet 10", "Bet 20", "Bet 30"]
    app.bet_buttons[0].click()
    assert app.table.current_player_bet == 10 and "bet 10" in app.felt.value


def test_your_hit_is_shown_with_the_card():
    app = TableApp(1, random.Random(2))
    app.hit_button.click()
    you = app.table.dealt_cards[0]
    assert app.log_text == f"You take {you[0]}: {pretty_print(you, app.table.rules)}"


def test_the_others_hands_are_shown_as_they_draw_then_the_stacks_change():
    app = TableApp(2, random.Random(7))
    before = app.table
    app.stay_button.click()
    drawn = [line for line in app.log_text.splitlines() if " takes " in line]
    cards_taken = sum(len(after) - len(first) for first, after in zip(before.dealt_cards, app.table.dealt_cards))
    assert len(drawn) == cards_taken
    assert sum(app.table.chip_stacks) == 4 * 500 and app.log_text.splitlines()[-1].startswith("You ")
    assert app.hit_button.disabled and not app.next_button.disabled
    app.next_button.click()
    assert not app.hit_button.disabled and app.log_text == ""


def test_hitting_when_bust_is_explained():
    app = TableApp(1, random.Random(2))
    for _ in range(12):
        app.hit_button.click()
    assert "You are bust; you cannot take another card." in app.log_text


def test_the_table_asks_for_one_other_player_at_first():
    assert play(table=True).players.value == 1


def test_the_table_follows_the_rules_it_is_given():
    assert play(table=True, others=2, rules="seed002").table.rules is SEED_002


TABLE_ONLY = "play(): the table takes 1 to 4 others, rules and seed (it bets 10, 20 or 30 chips itself)"


@pytest.mark.parametrize("call, line", [
    (lambda: play("seed002"), "play(): name what you give, like play(rules='seed002'); it takes named arguments only"),
    (lambda: play(rules=17), "play(): rules is a preset name or a Rules, not 17"),
    (lambda: play(others=2.5), "play(): others is a whole number, not 2.5"),
    (lambda: play(wallet="100", betting=True), "play(): wallet is a whole number, not '100'"),
    (lambda: play(seed="x"), "play(): seed is a whole number, not 'x'"),
    (lambda: play(table=True, others=5), TABLE_ONLY),
    (lambda: play(table=True, betting=True), TABLE_ONLY),
])
def test_an_argument_play_cannot_use_is_one_line_not_a_traceback(call, line):
    shown = call()
    assert isinstance(shown, Refusal) and repr(shown) == line and "<div" in shown.value


def test_a_hand_starts_by_saying_what_to_do_and_why_the_dealers_cards_show():
    app = TableApp(1, random.Random(2))
    assert "Your bet is 20: Bet 10, 20 or 30 changes it; then Hit for a card, or Stay." in app.journal.value
    assert "face up, the dealer&#x27;s too" in app.journal.value and app.log_text == ""
    app.bet_buttons[0].click()
    assert "Your bet is" not in app.journal.value and "You bet 10." in app.journal.value


def test_the_bets_come_before_hit_and_stay():
    app = TableApp(1, random.Random(2))
    moves = [b.description for b in app.children[2].children]
    assert moves == ["Bet 10", "Bet 20", "Bet 30", "Hit", "Stay", "Next hand"]
