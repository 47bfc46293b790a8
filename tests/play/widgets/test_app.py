"""The widget app, driven with Button.click() and no browser; and seed 002's Interface.

Seeds fix every card, so the messages are exact.  The long random test clicks
any button (enabled or not), changes bets and rule presets, and checks after
every click that no card and no dollar appeared or vanished.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace
from functools import reduce

import pytest

from blackjack.core.cards import FULL_DECK, hand
from blackjack.core.rules import PRESETS, preset
from blackjack.core.yours import choose_functions
from blackjack.editions.bank import REFERENCE, Interface, Player, display, run_game
from blackjack.editions.betting import settle
from blackjack.editions.classic import Game, hit_player
from blackjack.play.widgets import (
    BROKE,
    FUNCTIONS,
    App,
    can_deal,
    can_double,
    first_move,
    in_round,
    play,
)


def hilo(cards) -> int:
    return reduce(FUNCTIONS["hilo_count"], cards, 0)


def buttons(app: App) -> dict:
    return {"deal": app.deal_button, "hit": app.hit_button, "stand": app.stand_button,
            "double": app.double_button, "surrender": app.surrender_button}


def enabled(app: App) -> set[str]:
    return {name for name, b in buttons(app).items() if not b.disabled}


def screen(app: App) -> tuple:
    """Everything the app shows, to see that a click changed nothing."""
    views = (app.felt, app.messages, app.status, app.history, app.notices)
    return app.table, tuple(v.value for v in views), tuple(sorted(enabled(app)))


def assert_invariants(app: App, start: int) -> None:
    table = app.table
    decks = table.game.rules.decks
    assert Counter(table.cards()) == Counter(FULL_DECK * decks), "a card appeared or vanished"
    assert table.wallet >= 0
    assert table.wallet + table.staked + table.house == start, "money appeared or vanished"
    assert (not app.deal_button.disabled) == can_deal(table)
    assert (not app.hit_button.disabled) == (not app.stand_button.disabled) == in_round(table)
    assert (not app.double_button.disabled) == can_double(table)
    assert (not app.surrender_button.disabled) == first_move(table)


# One round -------------------------------------------------------------------


def test_before_the_first_deal_only_deal_is_enabled():
    app = play(seed=3)
    assert enabled(app) == {"deal"}
    assert app.message_text == "Press Deal to start."
    assert "no cards yet" in app.felt.value


def test_deal_then_stand():
    app = play(seed=3)
    app.deal_button.click()
    assert enabled(app) == {"hit", "stand"}
    assert app.message_text == "The dealer's first card is: K♠."
    assert app.felt.value.count("bj-back") == 1, "the dealer's second card is face down"
    app.stand_button.click()
    assert app.message_text == (
        "The dealer's first card is: K♠.\n"
        "The dealer reveals the hand: K♠ K♦ (20)\n"
        "The house wins."
    )
    assert "bj-back" not in app.felt.value
    assert enabled(app) == {"deal"}


def test_hit_until_bust():
    app = play(seed=3)
    app.deal_button.click()
    app.hit_button.click()
    assert app.message_text == (
        "The dealer's first card is: K♠.\n"
        "You are bust! 9♦ Q♣ 6♥ (25)\n"
        "The house wins."
    )
    assert enabled(app) == {"deal"}


@pytest.mark.parametrize("seed, moves, transcript", [
    (0, ["hit", "stand"], "The dealer's first card is: J♠.\nThe dealer is bust. 10♣ J♠ 6♣ (26)\nYou win!"),
    (41, ["hit", "stand"], "The dealer's first card is: J♣.\nThe dealer reveals the hand: J♣ Q♥ (20)\nTie; nobody wins."),
    (6, [], "The dealer's first card is: 2♦.\nBlackjack!\nYour hand: 10♦ A♣ (21)\n"
            "The dealer's hand: 2♦ 8♠ (10)\nYou win!"),
])
def test_transcripts(seed, moves, transcript):
    app = play(seed=seed, rules="classic-naturals")
    app.deal_button.click()
    for move in moves:
        buttons(app)[move].click()
    assert app.message_text == transcript
    assert app.table.history[0].result.message == transcript.splitlines()[-1]


def test_cards_are_drawn_as_styled_cards():
    app = play(seed=6, rules="classic-naturals")
    app.deal_button.click()
    felt = app.felt.value
    assert felt.count('class="bj-card"') == 4
    assert 'title="10 of Diamonds"' in felt and "color:#c62828" in felt  # red diamonds
    assert 'title="Ace of Clubs"' in felt and "color:#1c1c1c" in felt  # black clubs


def test_a_new_deck_is_announced():
    app = play(seed=1)
    for _ in range(12):
        app.deal_button.click()
        app.stand_button.click()
        if "Shuffling a new deck..." in app.message_text:
            return
    pytest.fail("twelve rounds went by without a shuffle")


# Betting -------------------------------------------------------------------


def test_a_win_pays_the_bet():
    app = play(betting=True, seed=0)
    assert enabled(app) == {"deal"}
    app.deal_button.click()
    assert enabled(app) == {"hit", "stand", "double", "surrender"}
    assert app.table.wallet == 90 and "on the table <b>$10</b>" in app.status.value
    app.stand_button.click()
    assert app.message_text.endswith("You win!")
    assert (app.table.wallet, app.table.house) == (110, -10)
    assert "$110" in app.history.value


def test_double_down_doubles_the_stake():
    app = play(betting=True, seed=0)
    app.deal_button.click()
    app.double_button.click()
    assert app.message_text.endswith("You win!")
    assert len(app.table.history[0].player.split()) == 4, "three cards and the total"
    assert (app.table.wallet, app.table.house, app.table.history[0].stake) == (120, -20, 20)


def test_surrender_gives_back_half_the_bet_rounded_down():
    app = play(betting=True, seed=3)
    app.bet.value = 15
    app.deal_button.click()
    app.surrender_button.click()
    assert app.message_text == "The dealer's first card is: K♠.\nYou surrender.\nThe house wins."
    assert (app.table.wallet, app.table.house) == (92, 8)


def test_double_and_surrender_only_as_the_first_move():
    app = play(betting=True, seed=1)
    app.deal_button.click()
    app.hit_button.click()
    assert in_round(app.table)
    assert enabled(app) == {"hit", "stand"}


def test_double_needs_the_money_for_it():
    app = play(betting=True, wallet=30, seed=1)
    app.bet.value = 20
    app.deal_button.click()
    assert app.table.wallet == 10
    assert enabled(app) == {"hit", "stand", "surrender"}


def test_the_bet_is_bounded_by_the_wallet():
    app = play(betting=True, wallet=50, seed=1)
    app.bet.value = 500
    assert app.bet.value == 50
    app.bet.value = -5
    assert app.bet.value == 1


def test_an_empty_wallet_ends_the_game():
    app = play(betting=True, wallet=10, seed=3)
    app.bet.value = 10
    app.deal_button.click()
    app.hit_button.click()
    assert app.table.wallet == 0
    assert app.message_text.endswith(BROKE)
    assert enabled(app) == set() and app.bet.disabled
    before = screen(app)
    app.deal_button.click()
    assert screen(app) == before


def test_without_betting_there_is_no_money_on_the_screen():
    app = play(seed=0)
    app.deal_button.click()
    assert enabled(app) == {"hit", "stand"}
    app.stand_button.click()
    assert "Wallet" not in app.status.value and "Bet" not in app.history.value
    assert app.bet not in app.children[4].children


# Disabled buttons, rules, others, counting ------------------------------------


@pytest.mark.parametrize("betting", [False, True])
def test_disabled_buttons_are_inert(betting):
    app = play(betting=betting, others=1, seed=5)
    for move in ["deal", "hit", "stand", "deal", "stand", "deal"]:
        for name, b in buttons(app).items():
            if b.disabled:
                before = screen(app)
                b.click()
                assert screen(app) == before, f"the disabled {name} button changed something"
        buttons(app)[move].click()


def test_a_rule_change_waits_for_the_next_deal():
    app = play(seed=2)
    app.deal_button.click()
    app.rules.value = preset("s17")
    assert app.table.game.rules.name == "classic"
    assert "From the next deal" in app.rules_note.value
    app.stand_button.click()
    app.deal_button.click()
    assert app.table.game.rules.name == "casino-s17" and app.rules_note.value == ""
    assert "Shuffling a new deck..." in app.message_text, "six decks make a new shoe"
    assert Counter(app.table.cards()) == Counter(FULL_DECK * 6)
    assert "s17: dealer draws below 17" in app.title.value and "blackjack pays 3 to 2" in app.title.value


def test_rules_of_your_own_join_the_menu():
    mine = replace(preset("s17"), name="two decks", decks=2)
    app = play(rules=mine, seed=1)
    assert app.rules.value == mine and ("two decks", mine) in app.rules.options
    assert Counter(app.table.cards()) == Counter(FULL_DECK * 2)


def test_rules_by_name_and_clear_errors():
    assert play(rules="seed002").table.game.rules == preset("seed002")
    assert repr(play(rules="vegas")).startswith("play(): no rule preset 'vegas'")
    assert repr(play(others=5)) == "play(): there are seats for 0 to 4 other players, not 5"
    assert repr(play(betting=True, wallet=0)) == "play(): a wallet of $0 cannot bet; start with at least $1"


def test_other_players_draw_under_17_and_are_scored():
    app = play(others=3, seed=4)
    app.deal_button.click()
    assert [len(h) for h in app.table.others] == [2, 2, 2]
    app.stand_button.click()
    rules = app.table.game.rules
    for cards, result in zip(app.table.others, app.table.results, strict=True):
        assert FUNCTIONS["hand_value"](cards, rules) >= 17
        assert FUNCTIONS["hand_value"](cards[1:], rules) < 17 or len(cards) == 2
        assert result == FUNCTIONS["compare_hands"](replace(app.table.game, player=cards))
    for name in ("Ada", "Alan", "Grace"):
        assert name in app.felt.value


def test_hilo_counts_the_visible_cards():
    app = play(hilo=True, seed=8)
    assert "hi-lo running count <b>+0</b>" in app.status.value
    app.deal_button.click()
    game = app.table.game
    assert app.table.count == hilo(game.player + game.dealer[:1])
    app.stand_button.click()
    after_one = hilo(app.table.game.player + app.table.game.dealer)
    assert app.table.count == after_one
    app.deal_button.click()
    game = app.table.game
    assert app.table.count == after_one + hilo(game.player + game.dealer[:1])
    assert f"{app.table.count:+d}</b>" in app.status.value
    assert app.table.count == 3  # 3♦ 5♣ 2♣ 6♥ Q♥, then 10♦ 3♣ 7♣: +1 +1 +1 +1 -1, -1 +1 0


def test_your_hilo_count_does_the_counting():
    app = play(hilo=True, hilo_count=lambda count, card: count + 1, seed=8)
    assert app.notes == ("Using your hilo_count.",)
    app.deal_button.click()
    assert app.table.count == 3, "this count only counts the three visible cards"


def test_the_text_form_is_short_and_stable():
    assert repr(play(betting=True, others=1, seed=1)) == "Blackjack app: classic rules, wallet $100, 1 other player"
    assert repr(play(rules="s17")) == "Blackjack app: casino-s17 rules, no betting, 0 other players"


# A thousand random clicks --------------------------------------------------


def random_bet(chaos: random.Random) -> int:
    """Mostly a small bet; now and then one too big or below a dollar, which the control clamps."""
    return chaos.randint(-5, 40) if chaos.random() < 0.9 else chaos.randint(-1000, 5000)


@pytest.mark.parametrize("betting, others, seed", [(True, 2, 1), (True, 0, 2), (False, 1, 3)])
def test_random_clicks_keep_every_invariant(betting, others, seed):
    chaos, start, rounds = random.Random(seed), 300, 0
    app = play(betting=betting, wallet=start, others=others, hilo=True, seed=seed)
    for _ in range(1000):
        roll = chaos.random()
        if roll < 0.1:
            app.bet.value = random_bet(chaos)
        elif roll < 0.15:
            app.rules.value = chaos.choice(list(PRESETS.values()))
        else:
            chaos.choice(list(buttons(app).values())).click()
        assert_invariants(app, start)
        if app.table.phase.name == "READY" and not can_deal(app.table):  # broke: a new game
            rounds += len(app.table.history)
            app = play(betting=betting, wallet=start, others=others, hilo=True, seed=chaos.randrange(99))
    assert rounds + len(app.table.history) > 100


# Your functions, or the reference ------------------------------------------------


def stub(*args):
    raise NotImplementedError("still to do")


def test_your_working_functions_are_used_and_named():
    def my_hit_player(game: Game) -> Game:
        return replace(game, player=(game.deck[0], *game.player), deck=game.deck[1:])

    app = play(hit_player=my_hit_player, compare_hands=stub, seed=3)
    assert app.notes == (
        "Using your hit_player.",
        "Using the reference compare_hands: yours raised NotImplementedError: still to do.",
    )
    assert "Using your hit_player." in app.notices.value
    app.deal_button.click()
    app.hit_button.click()
    assert app.message_text.endswith("The house wins.")


def test_a_wrong_function_is_replaced_and_says_how_it_differs():
    app = play(hand_value=lambda cards, rules: 0)
    assert app.notes == ("Using the reference hand_value: yours gave 0 where the reference gives 21.",)


def test_no_functions_no_notes_and_unknown_names_are_errors():
    assert play().notes == () and play().notices.value == ""
    assert repr(play(dealerturn=stub)).startswith("play(): no function called dealerturn; you can pass hand_value")


def test_a_function_that_fails_during_play_falls_back_with_a_notice():
    def fragile_hit(game: Game) -> Game:
        if len(game.player) > 2:
            raise KeyError("third card")
        return hit_player(game)

    app = play(hit_player=fragile_hit, seed=10)
    assert app.notes == ("Using your hit_player.",)
    app.deal_button.click()
    app.hit_button.click()
    app.hit_button.click()
    assert app.notes[-1] == "Your hit_player raised KeyError: 'third card'; the reference played that step."
    assert "Traceback" not in app.notices.value + app.messages.value
    assert len(app.table.game.player) == 4 or not in_round(app.table)
    assert_invariants(app, 100)


def test_a_function_that_breaks_the_cards_during_play_falls_back():
    def cheating_hit(game: Game) -> Game:
        extra = game.player[:1] if len(game.player) > 2 else ()
        return replace(hit_player(game), player=hit_player(game).player + extra)

    app = play(hit_player=cheating_hit, seed=10)
    app.deal_button.click()
    app.hit_button.click()
    app.hit_button.click()
    assert app.notes[-1] == "Your hit_player lost or invented cards; the reference played that step."
    assert_invariants(app, 100)


def test_a_failing_settle_never_loses_money():
    app = play(settle=lambda *args: settle(*args) if args[1].name != "LOSE" else -1, betting=True, seed=1)
    assert app.notes == ("Using your settle.",)
    for _ in range(5):
        app.deal_button.click()
        app.stand_button.click()
        assert_invariants(app, 100)
    assert any("Your settle returned -1, not a number of dollars" in note for note in app.notes)


def test_choose_functions_keeps_the_reference_for_what_is_missing():
    choice = choose_functions({"dealer_turn": None}, {"dealer_turn": abs}, {"dealer_turn": lambda: (-1,)})
    assert choice.functions == {"dealer_turn": abs} and choice.notes == () and not choice.yours


# Seed 002's Interface and terminal game ----------------------------------------


def answers(*lines: str):
    stream = iter(lines)

    def read() -> str:
        try:
            return next(stream)
        except StopIteration:
            raise EOFError from None

    return read


def test_run_game_plays_seed_002s_game():
    said: list[str] = []
    champion = run_game(REFERENCE, read=answers("y", "", "n"), say=said.append, rng=random.Random(9))
    assert said[0] == "Welcome to seed 002's Blackjack: you draw, then the bank draws to 16."
    assert said[1] == "Your hand is empty. Draw a card? (y/n)"
    assert said[-1] == f"The winner is: {champion.value}"
    assert sum(line.startswith("Your score:") for line in said) == 2


def test_run_game_uses_the_implementations_functions():
    lazy_bank = replace(REFERENCE, play_bank=lambda deck: (), display=lambda cards: display(cards, symbols=True))
    said: list[str] = []
    champion = run_game(lazy_bank, read=answers("y"), say=said.append, rng=random.Random(9))
    assert "The bank's score: 0" in said
    assert any(" of " in line and line.endswith(("♠", "♥", "♦", "♣")) for line in said), "the implementation's display"
    assert champion is Player.GUEST


def test_run_game_ends_the_turn_at_the_end_of_input_and_on_a_bust():
    said: list[str] = []
    run_game(REFERENCE, read=answers(), say=said.append, rng=random.Random(1))
    assert said[2] == "The bank's hand:"
    said.clear()
    run_game(REFERENCE, read=lambda: "y", say=said.append, rng=random.Random(1))
    assert any(line.startswith("You are bust with") for line in said)
    assert said[-1] == "The winner is: Bank"


def test_the_interface_record_holds_seed_002s_eight_functions():
    assert [f for f in Interface.__dataclass_fields__] == [
        "full_deck", "value", "display", "game_over", "winner", "draw", "play_bank", "shuffle"]
    assert REFERENCE.value(hand("A♠ A♦ 9♣")) == 11
