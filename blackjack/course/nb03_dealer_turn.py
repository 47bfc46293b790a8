"""Notebook 03_dealer_turn: its exercises, one record each."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import strategies as st

from blackjack.core import hands as core_hands
from blackjack.core.cards import Deck, Hand
from blackjack.course.kit import (
    game_of,
    game_part,
    games,
    one_hand,
    one_hand_under_rules,
    part,
    piles,
    rich_cards,
    seeds,
    table_of,
    with_say,
)
from blackjack.course.records import Exercise
from blackjack.editions import classic, hand_and_deck

NOTEBOOK = '03_dealer_turn'

def run_dealer_turn(f: Any, t: Any, player: Hand, dealer: Hand, deck: Deck, discard: Hand, seed: int) -> dict:
    status, game = f.dealer_turn(game_of(player, dealer, deck, discard, seed, t.say))
    return {"status": status, **table_of(game)}


def run_dealer_hand_turn(f: Any, t: Any, cards: Hand, deck: Deck, seed: int) -> Any:
    return with_say(f.dealer_hand_turn, t.say)(cards, deck, random.Random(seed))


EXERCISES = (
    Exercise(
        '2.1', NOTEBOOK, ('check_hand',), 5, 'the status of a hand',
        reference=(core_hands.check_hand,),
        parts=(
            one_hand("check_hand", 7, rich_cards, points=5),
            one_hand_under_rules("check_hand", 7, points=5),
        ),
    ),
    Exercise(
        '2.2', NOTEBOOK, ('dealer_turn',), 15, "the dealer's turn",
        reference=(classic.dealer_turn,),
        parts=(
            game_part("dealer_turn", "dealer_turn(Game(player, dealer, deck, discard, rng=Random(seed)))",
                                       run_dealer_turn, games((0, 3), (2, 3)), points=15),
        ),
        uses=("check_hand", "hit_dealer"),
    ),
    Exercise(
        '001:3.2', NOTEBOOK, ('dealer_hand_turn',), 15, "the dealer's turn, hand and deck apart",
        reference=(hand_and_deck.dealer_hand_turn,),
        parts=(
            part("dealer_hand_turn", "dealer_hand_turn(cards, deck, random.Random(seed))",
                                      ("cards", "deck", "seed"), run_dealer_hand_turn,
                                      st.tuples(piles((0, 3), (11, 14)), seeds).map(lambda x: (*x[0], x[1])), points=15),
        ),
        uses=("hit_hand", "draw"),
    ),
)
