"""Notebook 05_player_turn: its exercises, one record each.

Seed 000's player hits or stands, under its own rules; the betting moves
(double, surrender) and the other rule presets are the course's extensions,
checked in parts of their own.
"""

from __future__ import annotations

import random
from typing import Unpack

from hypothesis import strategies as st

from blackjack.core.cards import Deck, Hand, hand
from blackjack.core.rules import ACES_HIGH, BANK, PRESETS, SEED_000, Rules
from blackjack.course.engine.checking import Observation
from blackjack.course.engine.safety import Transcript
from blackjack.course.engine.show import Foreign
from blackjack.course.exercises.functions import Functions
from blackjack.course.exercises.kit import (
    GAME_ARGS,
    TYPED,
    RulesGiven,
    betting_moves_then_stand,
    betting_prompt,
    game_of,
    games,
    move_prompt,
    moves_then_stand,
    part,
    piles,
    seeds,
    table_of,
    texts,
    QUIT,
    until_quit_of,
    with_say,
)
from blackjack.course.exercises.records import Exercise
from blackjack.editions import classic, hand_and_deck, prompts
from blackjack.editions.classic import Game
from blackjack.editions.prompts import BASIC_MOVES, Move, Prompt

NOTEBOOK = '05_player_turn'
BETTING = (Move.DOUBLE, Move.SURRENDER)
MOVE_SETS = (BASIC_MOVES, tuple(Move), (Move.HIT,), (Move.STAND, Move.SURRENDER), ())
presets = st.sampled_from(tuple(PRESETS.values()))


def with_move(move: st.SearchStrategy[Move], game: st.SearchStrategy[tuple]) -> st.SearchStrategy[tuple]:
    return st.tuples(move, game).map(lambda x: (x[0], *x[1]))


def run_parse_move(f: Functions, t: Transcript, answer: str) -> Move | None:
    return f.parse_move(answer)


def run_parse_move_among(f: Functions, t: Transcript, answer: str, moves: tuple[Move, ...]) -> Move | None:
    return f.parse_move(answer, moves)


def run_hit_player(f: Functions, t: Transcript, player: Hand, dealer: Hand, deck: Deck, discard: Hand,
                   seed: int) -> Observation:
    return table_of(f.hit_player(game_of(player, dealer, deck, discard, seed, t.say)))


def run_player_move(f: Functions, t: Transcript, move: Move, player: Hand, dealer: Hand, deck: Deck, discard: Hand,
                    seed: int) -> Observation | None:
    after = f.player_move(move, game_of(player, dealer, deck, discard, seed, t.say))
    return None if after is None else table_of(after)


def run_player_turn(f: Functions, t: Transcript, script: tuple[str, ...], player: Hand, dealer: Hand, deck: Deck,
                    discard: Hand, seed: int) -> Observation | str:
    game = game_of(player, dealer, deck, discard, seed, t.say, ask=move_prompt(script, t.say))
    return turn_seen(f, game)


def run_betting_turn(f: Functions, t: Transcript, rules: Rules, script: tuple[str, ...], player: Hand, dealer: Hand,
                     deck: Deck, discard: Hand, seed: int) -> Observation | str:
    game = game_of(player, dealer, deck, discard, seed, t.say, ask=betting_prompt(script, t.say), rules=rules)
    return turn_seen(f, game)


def turn_seen(f: Functions, game: Game[Prompt[Move]]) -> Observation | Foreign:
    """The status and the table after the student's turn, or ``QUIT``."""
    turn = until_quit_of(lambda: f.player_turn(game))
    return turn if turn is QUIT else {"status": turn[0], **table_of(turn[1])}


def run_player_hand_move(f: Functions, t: Transcript, move: Move, script: tuple[str, ...], cards: Hand, deck: Deck,
                         seed: int, **rules: Unpack[RulesGiven]) -> tuple[Hand, Deck] | str:
    call = with_say(f.player_hand_move, t.say)
    return until_quit_of(lambda: call(cards, deck, move, move_prompt(script, t.say), random.Random(seed), **rules))


def run_player_hand_turn(f: Functions, t: Transcript, script: tuple[str, ...], cards: Hand, deck: Deck, seed: int,
                         **rules: Unpack[RulesGiven]) -> tuple[Hand, Deck] | str:
    call = with_say(f.player_hand_turn, t.say)
    return until_quit_of(lambda: call(cards, deck, move_prompt(script, t.say), random.Random(seed), **rules))


def run_hand_turn_under(f: Functions, t: Transcript, rules: Rules, move: Move, script: tuple[str, ...], cards: Hand,
                        deck: Deck, seed: int) -> Observation:
    """Both functions under RULES: a move, then a whole turn from the same cards."""
    return {"move": run_player_hand_move(f, t, move, script, cards, deck, seed, rules=rules),
            "turn": run_player_hand_turn(f, t, script, cards, deck, seed, rules=rules)}


def hand_and_deck_moves(moves: tuple[Move, ...]) -> st.SearchStrategy[tuple]:
    """(move, answers, cards, deck, seed), the move one of MOVES; small decks: a hit may need a fresh deck."""
    return st.tuples(st.sampled_from(moves), moves_then_stand, piles((2, 2), (0, 4)), seeds).map(
        lambda x: (x[0], x[1], *x[2], x[3]))


hand_and_deck_inputs = hand_and_deck_moves(BASIC_MOVES)  # seed 001's game knows hit and stand
BASIC_GAMES = games((2, 2), (1, 2), deck=(0, 14))
LATE_DOUBLE = (SEED_000, ("hit", "double", "hit", "surrender", "stand"), hand("2♣ 3♦"), hand("9♠"), hand("4♥ 5♠ 6♣"),
               (), 0)
STAND_ON_ACES = (ACES_HIGH, ("stand",), hand("A♠ A♦"), hand("9♠"), hand("4♥ 5♠"), (), 0)  # 22: bust when aces are 11
HIT_ACE_FIVE = (ACES_HIGH, ("hit", "stand"), hand("A♠ 5♦"), hand("9♠"), hand("6♣ 5♠"), (), 0)  # 12, or 22: bust
TWO_ACES = (BANK, Move.HIT, ("hit", "stand"), hand("A♠ A♦"), hand("9♣ 2♥ 10♦"), 0)  # 21 for seed 001, 11 for the bank
ACE_FIVE = (ACES_HIGH, Move.HIT, ("stand",), hand("A♠ 5♦"), hand("6♣ 5♠"), 0)  # bust at once when aces are 11
NOT_A_HIT = tuple((SEED_000, move, ("hit", "stand"), hand("9♠ 2♦"), hand("6♣ 5♠"), 0) for move in BETTING)
"""Anything but a hit keeps the hand and the deck: double and surrender are no hits."""

EXERCISES = (
    Exercise(
        '4.1', NOTEBOOK, ('parse_move',), 5, 'parsing a move',
        reference=(prompts.parse_move,),
        parts=(
            part("parse_move", "parse_move(answer)", ("answer",), run_parse_move,
                 st.tuples(st.one_of(st.sampled_from(TYPED + ("surrender", "hits", "h", "st")), texts)),
                 examples=(("hit",), ("stand",), ("double",), ("Hit",), (" stand",)), points=5),
            part("parse_move among the moves a table allows", "parse_move(answer, moves)", ("answer", "moves"),
                 run_parse_move_among, st.tuples(st.sampled_from(tuple(m.value for m in Move) + ("huh",)),
                                                 st.sampled_from(MOVE_SETS)),
                 examples=(("double", tuple(Move)), ("hit", (Move.STAND, Move.SURRENDER))), needs=("parse_move",),
                 extension=True, points=5),
        ),
    ),
    Exercise(
        '4.2', NOTEBOOK, ('hit_player', 'player_move'), 10, 'hitting the player, carrying out a move',
        reference=(classic.hit_player, classic.player_move,),
        parts=(
            part("hit_player", "hit_player(game)", GAME_ARGS, run_hit_player, games((0, 4), (0, 2), deck=(0, 14)),
                 examples=(((), (), (), (), 0),), points=5, game=True),
            part("player_move", "player_move(move, game)", ("move", *GAME_ARGS), run_player_move,
                 with_move(st.sampled_from(BASIC_MOVES), games((0, 4), (0, 2))), points=5, game=True),
            part("player_move with double and surrender", "player_move(move, game)", ("move", *GAME_ARGS),
                 run_player_move, with_move(st.sampled_from(BETTING), games((0, 4), (0, 2))), needs=("player_move",),
                 extension=True, points=5, game=True),
        ),
        uses=("hit_player",),
    ),
    Exercise(
        '4.3', NOTEBOOK, ('player_turn',), 10, "the player's turn",
        reference=(classic.player_turn,),
        parts=(
            part("player_turn", "player_turn(game with answers)", ("answers", *GAME_ARGS), run_player_turn,
                 st.tuples(moves_then_stand, BASIC_GAMES).map(lambda x: (x[0], *x[1])), points=10, game=True),
            part("player_turn with double and surrender, under every rule preset",
                 "player_turn(game with answers, under rules)", ("rules", "answers", *GAME_ARGS), run_betting_turn,
                 st.tuples(presets, betting_moves_then_stand, BASIC_GAMES).map(lambda x: (x[0], x[1], *x[2])),
                 examples=(LATE_DOUBLE, STAND_ON_ACES, HIT_ACE_FIVE),
                 needs=("player_turn",), extension=True, points=5, game=True),
        ),
        uses=("check_hand", "hit_player", "player_move", "parse_move"),
    ),
    Exercise(
        '001:3.1', NOTEBOOK, ('player_hand_move', 'player_hand_turn'), 15, "the player's turn by mutual recursion",
        reference=(hand_and_deck.player_hand_move, hand_and_deck.player_hand_turn,),
        parts=(
            part("player_hand_move", "player_hand_move(cards, deck, move, ask with answers, random.Random(seed))",
                 ("move", "answers", "cards", "deck", "seed"), run_player_hand_move, hand_and_deck_inputs,
                 needs=("player_hand_move", "player_hand_turn"), points=8),
            part("player_hand_turn", "player_hand_turn(cards, deck, ask with answers, random.Random(seed))",
                 ("answers", "cards", "deck", "seed"), run_player_hand_turn,
                 hand_and_deck_inputs.map(lambda x: x[1:]), needs=("player_hand_move", "player_hand_turn"), points=7),
            part("both under every rule preset and every move",
                 "player_hand_move(..., rules=rules), player_hand_turn(..., rules=rules)",
                 ("rules", "move", "answers", "cards", "deck", "seed"), run_hand_turn_under,
                 st.tuples(presets, hand_and_deck_moves(tuple(Move))).map(lambda x: (x[0], *x[1])),
                 examples=(TWO_ACES, ACE_FIVE, *NOT_A_HIT),
                 needs=("player_hand_move", "player_hand_turn"), extension=True, points=5),
        ),
        uses=("hit_hand", "draw", "parse_move"),
    ),
)
