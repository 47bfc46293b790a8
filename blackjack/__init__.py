"""Blackjack, built from small pure functions: the reference package of the course.

The names every notebook uses are here; the modules hold the rest:

- ``cards``, ``hands``, ``rules``: cards and hands, hand values, rule sets as data.
- ``decks``, ``game``, ``prompts``, ``betting``: dealing, the round, prompts, money.
- ``hand_and_deck``: seed 001's edition, where hand and deck travel apart.
- ``table_sim``, ``table``: seed 003's table simulation, seed 004's table.
- ``exact``, ``simulate``, ``plots``: dealer probabilities, exact and simulated, and figures.
- ``widgets``, ``interface``: the game with buttons; seed 002's ``Interface``.
- ``course``: checks with points, generating exercises, grading.

>>> from blackjack import hand, pretty_print
>>> pretty_print(hand("A♠ K♦"))
'A♠ K♦ (21)'
"""

from blackjack.betting import ask_bet, bet_problem, parse_bet, settle
from blackjack.cards import (
    FULL_DECK, Card, Deck, Hand, Rank, Suit, card, display, full_deck, hand, ordered_card_deck, size,
    size_steps,
)
from blackjack.decks import deal, draw, draw_card, fresh_deck, hit_hand, play_bank, shuffle, shuffle_fractions
from blackjack.game import (
    Game, ask_player, blackjack_check, compare_hands, deal_hands, dealer_turn, game_loop, hit_dealer,
    hit_player, new_game, play_round, player_move, player_turn,
)
from blackjack.hand_and_deck import (
    bust_check, compare_two_hands, dealer_hand_turn, hand_game_loop, player_hand_move, player_hand_turn,
)
from blackjack.hands import (
    Player, Status, check_hand, game_over, hand_value, is_blackjack, is_bust, pretty_print, value, winner,
)
from blackjack.prompts import (
    Move, Prompt, Quit, change_answer_by, help_advice, make_all_lowercase, parse_answer_as, parse_move,
    prompt, prompt_move, retry_prompt, sanitize_answer, scripted, seek_non_space, simple_prompt,
    trim_leading_spaces, trim_trailing_spaces, until_quit,
)
from blackjack.rules import PRESETS, AceRule, Result, Rules, preset
from blackjack.table import Table, create_new_table, initial_deal, score_hands, set_player_passes, show_table
from blackjack.table_sim import format_game, lcg, simulate_table, swap_shuffle

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
