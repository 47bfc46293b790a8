"""Every exercise of the course: where it lives, what it is worth, what it is called.

Points are the seeds' where they give them (seeds 000 and 001); seeds 002,
003 and 004 give none, so the course gives 5 for a small task and 10 for a
larger one.  An id is the seed's exercise number, prefixed by the seed when it
is not seed 000: ``"2.2"`` is seed 000's ``dealerTurn``, ``"001:3.2"`` seed
001's.  Seed 001's betting bonuses 5.1 and 5.2 are the same tasks as seed
000's 6.1 and 6.2 and are graded there; "6.3" is the course's own exercise on
the "123abc" hint (reading a bet safely).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Exercise:
    """One graded exercise."""

    id: str  # "2.2", "001:3.1", "002:A3"
    notebook: str  # "03_dealer_turn"
    names: tuple[str, ...]  # the functions the student writes
    points: int
    title: str
    extra_credit: bool = False


def _ex(id: str, notebook: str, names: str, points: int, title: str, extra: bool = False) -> Exercise:
    return Exercise(id, notebook, tuple(names.split()), points, title, extra)


EXERCISES: tuple[Exercise, ...] = (
    # 01: seed 002 part A, seed 004's cards
    _ex("002:A1", "01_cards_and_hands", "size_steps", 5, "size, one step at a time"),
    _ex("002:A2", "01_cards_and_hands", "display", 5, "display a hand"),
    _ex("002:A3", "01_cards_and_hands", "value", 10, "the value of a hand, aces all alike"),
    _ex("002:A4", "01_cards_and_hands", "game_over winner", 5, "bust, and who wins"),
    _ex("004:deck", "01_cards_and_hands", "ordered_card_deck", 5, "seed 004's ordered deck"),
    # 02: seeds 000/001 section 1, seed 002 part B
    _ex("1.1", "02_shuffling_and_dealing", "fresh_deck draw", 10, "a fresh deck, and drawing from it"),
    _ex("1.2", "02_shuffling_and_dealing", "hit_hand deal", 10, "hitting a hand, dealing two cards"),
    _ex("1.3", "02_shuffling_and_dealing", "pretty_print", 5, "pretty printing a hand"),
    _ex("002:B1", "02_shuffling_and_dealing", "full_deck", 5, "the full deck"),
    _ex("002:B2", "02_shuffling_and_dealing", "draw_card", 5, "seed 002's draw, with an error on an empty deck"),
    _ex("002:B3", "02_shuffling_and_dealing", "play_bank", 5, "the bank plays"),
    _ex("002:B4", "02_shuffling_and_dealing", "shuffle_fractions", 10, "shuffle with numbers from 0 to 1"),
    _ex("002:B5", "02_shuffling_and_dealing", "prop_size_shuffle", 5, "a property: shuffling keeps the size"),
    # 03: the dealer
    _ex("2.1", "03_dealer_turn", "check_hand", 5, "the status of a hand"),
    _ex("2.2", "03_dealer_turn", "dealer_turn", 15, "the dealer's turn"),
    _ex("001:3.2", "03_dealer_turn", "dealer_hand_turn", 15, "the dealer's turn, hand and deck apart"),
    # 04: prompts
    _ex("3.1", "04_prompts", "help_advice", 10, "help advice"),
    _ex("3.2", "04_prompts", "retry_prompt", 10, "retrying a prompt"),
    _ex("3.3", "04_prompts", "change_answer_by", 10, "changing the answer"),
    _ex("3.4", "04_prompts", "make_all_lowercase", 5, "lowercase", extra=True),
    _ex("3.5", "04_prompts", "trim_leading_spaces seek_non_space trim_trailing_spaces", 15, "trimming spaces", extra=True),
    _ex("3.6", "04_prompts", "sanitize_answer", 5, "sanitizing answers", extra=True),
    _ex("001:2.1", "04_prompts", "prompt", 15, "prompt with query, help, parse and act", extra=True),
    # 05: the player
    _ex("4.1", "05_player_turn", "parse_move", 5, "parsing a move"),
    _ex("4.2", "05_player_turn", "hit_player player_move", 10, "hitting the player, carrying out a move"),
    _ex("4.3", "05_player_turn", "player_turn", 10, "the player's turn"),
    _ex("001:3.1", "05_player_turn", "player_hand_move player_hand_turn", 15, "the player's turn by mutual recursion"),
    # 06: a round
    _ex("5.1", "06_playing_a_round", "deal_hands", 5, "dealing both hands"),
    _ex("5.2", "06_playing_a_round", "compare_hands", 10, "comparing hands"),
    _ex("5.3", "06_playing_a_round", "play_round", 5, "playing a round"),
    _ex("5.4", "06_playing_a_round", "play_round", 5, "dealer advantage", extra=True),
    _ex("5.5", "06_playing_a_round", "is_blackjack blackjack_check", 5, "natural blackjacks", extra=True),
    _ex("001:4.1", "06_playing_a_round", "bust_check compare_two_hands hand_game_loop", 20, "bust check and the game loop, hand and deck apart"),
    _ex("001:4.2", "06_playing_a_round", "compare_two_hands", 5, "naturals beat other 21s", extra=True),
    _ex("001:4.3", "06_playing_a_round", "main", 5, "the main entry point"),
    # 07: betting
    _ex("6.1", "07_betting", "parse_bet settle", 10, "betting", extra=True),
    _ex("6.2", "07_betting", "settle", 10, "surrender", extra=True),
    _ex("6.3", "07_betting", "ask_bet", 5, "asking for a bet that never crashes", extra=True),
    # 08: seed 003
    _ex("003:1", "08_table_simulation", "lcg swap_shuffle", 10, "the generator and the swap shuffle"),
    _ex("003:2", "08_table_simulation", "soft_value strategy", 10, "hand value and the strategy table"),
    _ex("003:3", "08_table_simulation", "settle_hand", 10, "settlement with the 21 bonus"),
    _ex("003:4", "08_table_simulation", "simulate_table", 10, "the whole table: BlackJack S N M B R"),
    _ex("003:split", "08_table_simulation", "should_split", 10, "split", extra=True),
    _ex("003:hilo", "08_table_simulation", "hilo_count", 10, "hi-lo card counting", extra=True),
    # 09: seed 004
    _ex("004:1", "09_multiplayer_table", "create_new_table initial_deal", 5, "a new table and the first deal"),
    _ex("004:2", "09_multiplayer_table", "score_hands", 10, "scoring the hands"),
    _ex("004:3", "09_multiplayer_table", "set_player_passes", 5, "the others play out"),
)

BY_ID: dict[str, Exercise] = {e.id: e for e in EXERCISES}


def exercise(id: str) -> Exercise:
    """The exercise with this id, or a clear error naming the ids there are."""
    try:
        return BY_ID[id]
    except KeyError:
        raise KeyError(f"no exercise {id!r}; the exercises are {', '.join(BY_ID)}") from None


def in_notebook(notebook: str) -> tuple[Exercise, ...]:
    """The exercises of one notebook, in course order."""
    return tuple(e for e in EXERCISES if e.notebook == notebook)
