"""Blackjack, built from small pure functions: the reference package of the course.

The names every notebook uses are here; the modules hold the rest:

- ``core``: cards, hands, decks, rule sets and their presets; pure, no input or output.
- ``editions``: the game as each assignment has it, one module each.
- ``dealer``: the dealer's odds, exact and simulated, and figures.
- ``play``: the front ends: the command line, the widget app, the full-screen table.
- ``course``: checks with points, generating exercises, auditing the checks, grading.

Imports go one way, down that list (``course`` may use any layer).  Every module
is imported by its real path (``blackjack.core.hands``); the names below are
plain re-exports, so ``from blackjack import hand`` is the short way.

>>> from blackjack import hand, pretty_print
>>> pretty_print(hand("A♠ K♦"))
'A♠ K♦ (21)'
"""

from __future__ import annotations

import importlib

# Each name, and the module that holds it.  They load when first used, so that
# ``import blackjack`` is quick and a Ctrl-C while ``python -m blackjack``
# starts lands in code that can say goodbye (``blackjack.__main__``).
_MODULES = {
    "blackjack.core.cards": "FULL_DECK Card Deck Hand Rank Suit card full_deck hand ordered_card_deck",
    "blackjack.core.decks": "deal draw draw_card fresh_deck hit_hand shuffle",
    "blackjack.core.hands": "Status check_hand hand_value is_blackjack is_bust pretty_print",
    "blackjack.core.rules": "PRESETS AceRule Result Rules preset",
    "blackjack.editions.bank": "Player display game_over play_bank shuffle_fractions size size_steps value winner",
    "blackjack.editions.betting": "ask_bet bet_problem parse_bet settle",
    "blackjack.editions.casino": "format_game lcg simulate_table swap_shuffle",
    "blackjack.editions.classic": (
        "Game ask_player blackjack_check compare_hands deal_hands dealer_turn game_loop hit_dealer "
        "hit_player new_game play_round player_move player_turn"
    ),
    "blackjack.editions.hand_and_deck": (
        "bust_check compare_two_hands dealer_hand_turn hand_game_loop player_hand_move "
        "player_hand_turn"
    ),
    "blackjack.editions.prompts": (
        "Move Prompt Quit change_answer_by help_advice make_all_lowercase parse_answer_as "
        "parse_move prompt prompt_move retry_prompt sanitize_answer scripted seek_non_space "
        "simple_prompt trim_leading_spaces trim_trailing_spaces until_quit"
    ),
    "blackjack.editions.table": "Table create_new_table initial_deal score_hands set_player_passes show_table",
}
_HOME = {name: module for module, names in _MODULES.items() for name in names.split()}


def __getattr__(name: str) -> object:
    """The package's name NAME, loaded from its module the first time it is asked for."""
    if name not in _HOME:
        raise AttributeError(f"module 'blackjack' has no attribute {name!r}")
    value = getattr(importlib.import_module(_HOME[name]), name)
    globals()[name] = value
    return value


__all__ = [
    "AceRule", "ask_bet", "ask_player", "bet_problem", "blackjack_check", "bust_check", "Card",
    "card", "change_answer_by", "check_hand", "compare_hands", "compare_two_hands",
    "create_new_table", "deal", "deal_hands", "dealer_hand_turn", "dealer_turn", "Deck", "display",
    "draw", "draw_card", "format_game", "fresh_deck", "FULL_DECK", "full_deck", "Game", "game_loop",
    "game_over", "Hand", "hand", "hand_game_loop", "hand_value", "help_advice", "hit_dealer",
    "hit_hand", "hit_player", "initial_deal", "is_blackjack", "is_bust", "lcg",
    "make_all_lowercase", "Move", "new_game", "ordered_card_deck", "parse_answer_as", "parse_bet",
    "parse_move", "play_bank", "play_round", "Player", "player_hand_move", "player_hand_turn",
    "player_move", "player_turn", "preset", "PRESETS", "pretty_print", "Prompt", "prompt",
    "prompt_move", "Quit", "Rank", "Result", "retry_prompt", "Rules", "sanitize_answer",
    "score_hands", "scripted", "seek_non_space", "set_player_passes", "settle", "show_table",
    "shuffle", "shuffle_fractions", "simple_prompt", "simulate_table", "size", "size_steps",
    "Status", "Suit", "swap_shuffle", "Table", "trim_leading_spaces", "trim_trailing_spaces",
    "until_quit", "value", "winner",
]
