"""Notebook 03_dealer_turn: its exercises, one record each."""

from __future__ import annotations

import random

from hypothesis import strategies as st

from blackjack.core import hands as core_hands
from blackjack.core.cards import Deck, Hand, hand
from blackjack.core.rules import PRESETS, SEED_000, SEED_001, Rules, preset
from blackjack.course.engine.checking import Observation
from blackjack.course.engine.safety import Transcript
from blackjack.course.exercises.functions import Functions
from blackjack.course.exercises.kit import (
    GAME_ARGS,
    game_of,
    game_part,
    games,
    one_hand_of_seed,
    one_hand_under_rules,
    part,
    piles,
    said,
    seed_rules,
    seeds,
    table_of,
)
from blackjack.course.exercises.records import Exercise
from blackjack.editions import classic, hand_and_deck

NOTEBOOK = '03_dealer_turn'

def run_dealer_turn(f: Functions, t: Transcript, player: Hand, dealer: Hand, deck: Deck, discard: Hand, seed: int,
                    rules: Rules = SEED_000) -> Observation:
    status, game = f.dealer_turn(game_of(player, dealer, deck, discard, seed, t.say, rules=rules))
    return {"status": status, **table_of(game)}


def run_dealer_hand_turn(f: Functions, t: Transcript, cards: Hand, deck: Deck, seed: int) -> tuple[Hand, Deck]:
    return said(f.dealer_hand_turn, t, cards, deck, random.Random(seed), **seed_rules(f.dealer_hand_turn, SEED_001))


def run_dealer_hand_turn_under(f: Functions, t: Transcript, cards: Hand, deck: Deck, seed: int,
                               rules: Rules) -> tuple[Hand, Deck]:
    return said(f.dealer_hand_turn, t, cards, deck, random.Random(seed), rules=rules)


presets = st.sampled_from(tuple(PRESETS.values()))
RULE_HANDS = (  # (dealer's cards, rules) where the rule set changes the dealer's turn
    (hand("10♠ 6♦"), preset("bank")),  # the bank stands on 16
    (hand("A♠ 6♦"), preset("casino-h17")),  # soft 17: this table draws
    (hand("A♠ A♦ 4♣"), preset("aces-high")),  # 16 with aces 1 or 11, 26 with aces always 11: bust, no draw
    (hand("A♠ A♦ 9♣"), preset("bank")),  # 21 with one ace as 11, 11 with all aces alike: draws
)
RULE_DECK = hand("5♣ 9♥ K♣ 2♦ 3♥")


EXERCISES = (
    Exercise(
        '2.1', NOTEBOOK, ('check_hand',), 5, 'the status of a hand',
        reference=(core_hands.check_hand,),
        parts=(
            one_hand_of_seed("check_hand", SEED_000, 7, points=5),
            one_hand_under_rules("check_hand", 7, points=5),
        ),
    ),
    Exercise(
        '2.2', NOTEBOOK, ('dealer_turn',), 15, "the dealer's turn",
        reference=(classic.dealer_turn,),
        parts=(
            game_part("dealer_turn", "dealer_turn(Game(player, dealer, deck, discard, rng=Random(seed)))",
                                       run_dealer_turn, games((0, 3), (2, 3), (0, 16)),
                                       examples=((hand("Q♦ 2♣"), hand("10♠ 6♦"), hand("5♣ 9♥ K♣"), (), 0),
                                                 (hand("Q♦ 2♣"), hand("10♠ 6♦"), (), hand("7♥ 9♣"), 0)), points=15),
            part("dealer_turn under every rule preset",
                 "dealer_turn(Game(player, dealer, deck, discard, rules=rules, rng=Random(seed)))",
                 (*GAME_ARGS, "rules"), run_dealer_turn, st.tuples(games((0, 3), (2, 3)), presets).map(lambda x: (*x[0], x[1])),
                 examples=tuple(((), cards, RULE_DECK, (), 0, rules) for cards, rules in RULE_HANDS),
                 needs=("dealer_turn",), extension=True, points=5, game=True),
        ),
        uses=("check_hand", "hit_dealer"),
    ),
    Exercise(
        '001:3.2', NOTEBOOK, ('dealer_hand_turn',), 15, "the dealer's turn, hand and deck apart",
        reference=(hand_and_deck.dealer_hand_turn,),
        parts=(
            part("dealer_hand_turn", "dealer_hand_turn(cards, deck, random.Random(seed))",
                                      ("cards", "deck", "seed"), run_dealer_hand_turn,
                                      st.tuples(piles((0, 3), (0, 14)), seeds).map(lambda x: (*x[0], x[1])),
                                      examples=((hand("10♠ 2♦"), hand("4♣"), 0),), points=15),
            part("dealer_hand_turn under every rule preset", "dealer_hand_turn(cards, deck, random.Random(seed), rules)",
                 ("cards", "deck", "seed", "rules"), run_dealer_hand_turn_under,
                 st.tuples(piles((0, 3), (0, 14)), seeds, presets).map(lambda x: (*x[0], *x[1:])),
                 examples=tuple((cards, RULE_DECK, 0, rules) for cards, rules in RULE_HANDS),
                 needs=("dealer_hand_turn",), extension=True, points=5),
        ),
        uses=("hit_hand", "draw"),
    ),
)
