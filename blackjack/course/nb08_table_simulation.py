"""Notebook 08_table_simulation: its exercises, one record each."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from blackjack.core.cards import FULL_DECK, RANKS
from blackjack.course.kit import cards, hands, one_hand, part, piles, plain, rich_cards
from blackjack.course.records import Exercise
from blackjack.editions import casino
from blackjack.editions.casino import M, format_game

NOTEBOOK = '08_table_simulation'

def run_simulate_table(f: Any, t: Any, seed: int, players: int, money: int, bet: int, rounds: int) -> Any:
    result = f.simulate_table(seed, players, money, bet, rounds)
    return {"game": format_game(result), "history": result.history}


EXERCISES = (
    Exercise(
        '003:1', NOTEBOOK, ('lcg', 'swap_shuffle'), 10, 'the generator and the swap shuffle',
        reference=(casino.lcg, casino.swap_shuffle,),
        parts=(
            part("lcg", "lcg(x)", ("x",), plain("lcg"), st.tuples(st.integers(0, M - 1)),
                                    examples=((0,), (1,)), points=5),
            part("swap_shuffle", "swap_shuffle(deck, state)", ("deck", "state"),
                                    plain("swap_shuffle"),
                                    st.tuples(hands(0, 10), st.integers(0, M - 1)), examples=((FULL_DECK, 42),), points=5),
        ),
        uses=("lcg",),
    ),
    Exercise(
        '003:2', NOTEBOOK, ('soft_value', 'strategy'), 10, 'hand value and the strategy table',
        reference=(casino.soft_value, casino.strategy,),
        parts=(
            one_hand("soft_value", 6, rich_cards, points=5),
            part("strategy", "strategy(total, can_afford_double)", ("total", "can_afford_double"),
                                    plain("strategy"), st.tuples(st.integers(2, 21), st.booleans()), points=5),
        ),
    ),
    Exercise(
        '003:3', NOTEBOOK, ('settle_hand',), 10, 'settlement with the 21 bonus',
        reference=(casino.settle_hand,),
        parts=(
            part("settle_hand", "settle_hand(bet, player, dealer)", ("bet", "player", "dealer"),
                                    plain("settle_hand"),
                                    st.tuples(st.integers(1, 50), piles((2, 4), (2, 4), pick=rich_cards)).map(
                                        lambda x: (x[0], *x[1])), points=10),
        ),
        uses=("soft_value",),
    ),
    Exercise(
        '003:4', NOTEBOOK, ('simulate_table',), 10, 'the whole table: BlackJack S N M B R',
        reference=(casino.simulate_table,),
        parts=(
            part("simulate_table", "simulate_table(seed, players, money, bet, rounds)",
                                    ("seed", "players", "money", "bet", "rounds"), run_simulate_table,
                                    st.tuples(st.integers(0, M - 1), st.integers(0, 4), st.integers(0, 100),
                                              st.integers(1, 20), st.integers(0, 6)),
                                    examples=((42, 3, 100, 10, 5),), max_examples=30, points=10),
        ),
        uses=("lcg", "swap_shuffle", "soft_value", "strategy", "settle_hand"),
    ),
    Exercise(
        '003:split', NOTEBOOK, ('should_split',), 10, 'split', extra_credit=True,
        reference=(casino.should_split,),
        parts=(
            part("should_split", "should_split(pair_rank, dealer_up)", ("pair_rank", "dealer_up"),
                                        plain("should_split"),
                                        examples=tuple((p, u) for p in RANKS for u in RANKS), points=10),
        ),
    ),
    Exercise(
        '003:hilo', NOTEBOOK, ('hilo_count',), 10, 'hi-lo card counting', extra_credit=True,
        reference=(casino.hilo_count,),
        parts=(
            part("hilo_count", "hilo_count(count, card)", ("count", "card"),
                                       plain("hilo_count"),
                                       examples=tuple((0, c) for c in FULL_DECK[:13]),
                                       inputs=st.tuples(st.integers(-20, 20), cards), points=10),
        ),
    ),
)
