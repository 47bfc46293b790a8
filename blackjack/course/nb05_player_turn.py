"""Notebook 05_player_turn: its exercises, one record each."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import strategies as st

from blackjack.core.cards import Deck, Hand
from blackjack.course.kit import (
    ANSWERS,
    GAME_ARGS,
    betting_moves_then_stand,
    betting_prompt,
    game_of,
    game_part,
    games,
    move_prompt,
    moves_then_stand,
    one_text,
    part,
    piles,
    seeds,
    table_of,
    texts,
    until_quit_of,
    with_say,
)
from blackjack.course.records import Exercise
from blackjack.editions import classic, hand_and_deck, prompts
from blackjack.editions.prompts import Move

NOTEBOOK = '05_player_turn'

def run_hit_player(f: Any, t: Any, player: Hand, dealer: Hand, deck: Deck, discard: Hand, seed: int) -> dict:
    return table_of(f.hit_player(game_of(player, dealer, deck, discard, seed, t.say)))


def run_player_move(f: Any, t: Any, move: Move, player: Hand, dealer: Hand, deck: Deck, discard: Hand,
                    seed: int) -> Any:
    after = f.player_move(move, game_of(player, dealer, deck, discard, seed, t.say))
    return None if after is None else table_of(after)


def run_player_turn(f: Any, t: Any, script: tuple[str, ...], player: Hand, dealer: Hand, deck: Deck,
                    discard: Hand, seed: int) -> Any:
    game = game_of(player, dealer, deck, discard, seed, t.say, ask=betting_prompt(script, t.say))
    turn = until_quit_of(lambda: f.player_turn(game))
    return turn if turn == "Quit" else {"status": turn[0], **table_of(turn[1])}


def run_player_hand_move(f: Any, t: Any, move: Move, script: tuple[str, ...], cards: Hand, deck: Deck,
                         seed: int) -> Any:
    call = with_say(f.player_hand_move, t.say)
    return until_quit_of(lambda: call(cards, deck, move, move_prompt(script, t.say), random.Random(seed)))


def run_player_hand_turn(f: Any, t: Any, script: tuple[str, ...], cards: Hand, deck: Deck, seed: int) -> Any:
    call = with_say(f.player_hand_turn, t.say)
    return until_quit_of(lambda: call(cards, deck, move_prompt(script, t.say), random.Random(seed)))


EXERCISES = (
    Exercise(
        '4.1', NOTEBOOK, ('parse_move',), 5, 'parsing a move',
        reference=(prompts.parse_move,),
        parts=(
            one_text("parse_move", st.one_of(st.sampled_from(ANSWERS), texts), points=5),
        ),
    ),
    Exercise(
        '4.2', NOTEBOOK, ('hit_player', 'player_move'), 10, 'hitting the player, carrying out a move',
        reference=(classic.hit_player, classic.player_move,),
        parts=(
            game_part("hit_player", "hit_player(game)", run_hit_player, games((0, 4), (0, 2)), points=5),
            part("player_move", "player_move(move, game)", ("move", *GAME_ARGS), run_player_move,
                                  st.tuples(st.sampled_from(tuple(Move)), games((0, 4), (0, 2))).map(
                                      lambda x: (x[0], *x[1])), points=5),
        ),
        uses=("hit_player",),
    ),
    Exercise(
        '4.3', NOTEBOOK, ('player_turn',), 10, "the player's turn",
        reference=(classic.player_turn,),
        parts=(
            part("player_turn", "player_turn(game with answers)", ("answers", *GAME_ARGS), run_player_turn,
                                  st.tuples(betting_moves_then_stand, games((2, 2), (1, 2))).map(lambda x: (x[0], *x[1])), points=10),
        ),
        uses=("check_hand", "hit_player", "player_move", "parse_move"),
    ),
    Exercise(
        '001:3.1', NOTEBOOK, ('player_hand_move', 'player_hand_turn'), 15, "the player's turn by mutual recursion",
        reference=(hand_and_deck.player_hand_move, hand_and_deck.player_hand_turn,),
        parts=(
            part("player_hand_move", "player_hand_move(cards, deck, move, ask with answers, random.Random(seed))",
                         ("move", "answers", "cards", "deck", "seed"), run_player_hand_move,
                         st.tuples(st.sampled_from((Move.HIT, Move.STAND)), moves_then_stand, piles((2, 2), (11, 14)),
                                   seeds).map(lambda x: (x[0], x[1], *x[2], x[3])), needs=("player_hand_move", "player_hand_turn"), points=8),
            part("player_hand_turn", "player_hand_turn(cards, deck, ask with answers, random.Random(seed))",
                         ("answers", "cards", "deck", "seed"), run_player_hand_turn,
                         st.tuples(moves_then_stand, piles((2, 2), (11, 14)), seeds).map(lambda x: (x[0], *x[1], x[2])),
                         needs=("player_hand_move", "player_hand_turn"), points=7),
        ),
        uses=("hit_hand", "draw", "parse_move"),
    ),
)
