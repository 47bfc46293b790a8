"""Notebook 09_multiplayer_table: its exercises, one record each."""

from __future__ import annotations

import random
from dataclasses import fields
from typing import Any

from hypothesis import strategies as st

from blackjack.core.cards import FULL_DECK
from blackjack.course.kit import part, plain, seeds
from blackjack.course.records import Exercise
from blackjack.editions.table import (
    BETS,
    Table,
    create_new_table,
    give_card,
    initial_deal,
    score_hands,
    set_player_bet,
    set_player_passes,
)

NOTEBOOK = '09_multiplayer_table'

def run_initial_deal(f: Any, t: Any, n: int, seed: int) -> Any:
    deck = tuple(random.Random(seed).sample(FULL_DECK, 52))
    return f.initial_deal(deck, create_new_table(n), n)


def table_fields(result: Any) -> Any:
    """A table as its fields, so a counterexample shows only the fields that differ."""
    return {f.name: getattr(result, f.name) for f in fields(Table)} if isinstance(result, Table) else result


def run_score_hands(f: Any, t: Any, table: Table) -> Any:
    return table_fields(f.score_hands(table))


def run_set_player_passes(f: Any, t: Any, table: Table) -> Any:
    return table_fields(f.set_player_passes(table))


@st.composite
def dealt_tables(draw: Any, passed: bool) -> Any:
    """A seed 004 table after the first deal (and, if PASSED, after everyone played)."""
    n = draw(st.integers(1, 4))
    deck = tuple(draw(st.permutations(FULL_DECK)))
    table = set_player_bet(draw(st.sampled_from(BETS)), initial_deal(deck, create_new_table(n), n))
    for _ in range(draw(st.integers(0, 3))):
        table = give_card(table, 0)
    return (set_player_passes(table) if passed else table,)


EXERCISES = (
    Exercise(
        '004:1', NOTEBOOK, ('create_new_table', 'initial_deal'), 5, 'a new table and the first deal',
        reference=(create_new_table, initial_deal,),
        parts=(
            part("create_new_table", "create_new_table(n)", ("n",), plain("create_new_table"),
                                    examples=((1,), (2,), (3,), (4,)), points=3),
            part("initial_deal", "initial_deal(deck shuffled by seed, create_new_table(n), n)",
                                    ("n", "seed"), run_initial_deal, st.tuples(st.integers(1, 4), seeds),
                                    examples=((2, 0),), points=2),
        ),
    ),
    Exercise(
        '004:2', NOTEBOOK, ('score_hands',), 10, 'scoring the hands',
        reference=(score_hands,),
        parts=(
            part("score_hands", "score_hands(table)", ("table",), run_score_hands,
                                    dealt_tables(passed=True), points=10),
        ),
    ),
    Exercise(
        '004:3', NOTEBOOK, ('set_player_passes',), 5, 'the others play out',
        reference=(set_player_passes,),
        parts=(
            part("set_player_passes", "set_player_passes(table)", ("table",),
                                    run_set_player_passes, dealt_tables(passed=False), points=5),
        ),
    ),
)
