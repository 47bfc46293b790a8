"""Notebook 09_multiplayer_table: its exercises, one record each."""

from __future__ import annotations

import random
from dataclasses import fields, replace

from hypothesis import assume
from hypothesis import strategies as st

from blackjack.core.cards import FULL_DECK, Deck, ordered_card_deck
from blackjack.course.engine.safety import Transcript
from blackjack.course.exercises.functions import Functions
from blackjack.course.exercises.kit import part, plain, seeds
from blackjack.course.exercises.records import Exercise
from blackjack.editions import table as table_edition
from blackjack.editions.table import (
    BETS,
    DEALER,
    Table,
    create_new_table,
    deal_cards,
    give_card,
    initial_deal,
    score_hands,
    set_player_bet,
    set_player_passes,
)

NOTEBOOK = '09_multiplayer_table'
SEED_TURNS = 3  # seed 004's setPlayerPasses: the others get three turns, no more
EITHER = "unchanged or the bank's"  # the book's code, or its text


def shuffled(seed: int) -> Deck:
    return tuple(random.Random(seed).sample(FULL_DECK, 52))


def before_the_deal(n: int, seed: int, played: bool) -> tuple[int, int, Table]:
    """The inputs of a first deal: a new table, or (PLAYED) a table after a whole hand.  Made outside the
    grader's sandbox (by the strategy, or the examples when first needed): the references of 004:1 that
    make the table are not in it."""
    table = create_new_table(n)
    if played:
        table = score_hands(set_player_passes(set_player_bet(30, initial_deal(shuffled(seed + 1), table, n))))
    return n, seed, table


def run_initial_deal(f: Functions, t: Transcript, n: int, seed: int, table: Table) -> Table:
    return f.initial_deal(shuffled(seed), table, n)


def table_fields(result: object) -> object:
    """A table as its fields, so a counterexample shows only the fields that differ."""
    return {f.name: getattr(result, f.name) for f in fields(Table)} if isinstance(result, Table) else result


def run_score_hands(f: Functions, t: Transcript, table: Table) -> object:
    """The book reads both ways for the dealer's chips: left alone, or paying and taking as the bank."""
    after = f.score_hands(table)
    seen = table_fields(after)
    if isinstance(seen, dict) and isinstance(after, Table) and len(after.chip_stacks) == len(table.chip_stacks):
        stacks = after.chip_stacks
        if stacks[DEALER] == table.chip_stacks[DEALER] or sum(stacks) == sum(table.chip_stacks):
            seen["chip_stacks"] = (*stacks[:DEALER], EITHER, *stacks[DEALER + 1:])
    return seen


def run_score_hands_bank(f: Functions, t: Transcript, table: Table) -> object:
    return table_fields(f.score_hands(table))


def run_set_player_passes(f: Functions, t: Transcript, table: Table) -> object:
    return table_fields(f.set_player_passes(table))


def seed_turns(table: Table) -> Table:
    """Seed 004's ``setPlayerPasses``: you pass, then three turns of the dealer and the others."""
    table = replace(table, user_passes=True)
    for _ in range(SEED_TURNS):
        table = deal_cards(table, range(DEALER, table.num_players + 1))
    return table


LOW = tuple(c for c in FULL_DECK if 2 <= c.rank.points <= 4)


def low_first(seed: int) -> Deck:
    """A deck shuffled by SEED with the 2s, 3s and 4s on top: hands that need many cards."""
    rng = random.Random(seed)
    return tuple(rng.sample(LOW, len(LOW)) + rng.sample([c for c in FULL_DECK if c not in LOW], 52 - len(LOW)))


@st.composite
def dealt_tables(draw: st.DrawFn, passed: bool, turns: str = "any") -> tuple[Table]:
    """A seed 004 table after the first deal (and, if PASSED, after everyone played).

    TURNS ``"seed"`` keeps tables the book's three turns finish; ``"more"`` those that need more.
    """
    n = draw(st.integers(1, 4))
    deck = (low_first if turns == "more" or draw(st.booleans()) else shuffled)(draw(seeds))
    table = set_player_bet(draw(st.sampled_from(BETS)), initial_deal(deck, create_new_table(n), n))
    for _ in range(draw(st.integers(0, 3))):
        table = give_card(table, 0)
    if turns != "any":
        assume((seed_turns(table) == set_player_passes(table)) == (turns == "seed"))
    return (set_player_passes(table) if passed else table,)


def ordered() -> tuple[tuple[Table], ...]:
    """Tables dealt from the ordered deck (made when the check needs them: in the grader's sandbox, the
    references of 004:1 that make them are not there)."""
    return tuple((initial_deal(ordered_card_deck(), create_new_table(n), n),) for n in (1, 2))


def dealer_stands() -> tuple[tuple[Table], ...]:
    """Tables where the dealer stands at once and a player needs the book's three turns."""
    return tuple((initial_deal(shuffled(seed), create_new_table(n), n),) for seed, n in ((44, 3), (46, 2)))

EXERCISES = (
    Exercise(
        '004:1', NOTEBOOK, ('create_new_table', 'initial_deal'), 5, 'a new table and the first deal',
        reference=(create_new_table, initial_deal,),
        parts=(
            part("create_new_table", "create_new_table(n)", ("n",), plain("create_new_table"),
                                    examples=((1,), (2,), (3,), (4,)), points=3),
            part("initial_deal", "initial_deal(deck shuffled by seed, table, n), the table new or after a hand",
                                    ("n", "seed", "table"), run_initial_deal,
                                    st.builds(before_the_deal, st.integers(1, 4), seeds, st.booleans()),
                                    examples=lambda: (before_the_deal(2, 0, False), before_the_deal(3, 5, True)),
                                    points=2),
        ),
    ),
    Exercise(
        '004:2', NOTEBOOK, ('score_hands',), 10, 'scoring the hands',
        reference=(score_hands,),
        answered_by=(table_edition.winnings,),  # each seat's bet and result: added to the chips, the answer
        parts=(
            part("score_hands", "score_hands(table)", ("table",), run_score_hands,
                                    dealt_tables(passed=True), points=10),
            part("score_hands, the dealer the bank", "score_hands(table)", ("table",), run_score_hands_bank,
                                    dealt_tables(passed=True), needs=("score_hands",), points=5, extension=True),
        ),
        equivalent_mutants=(
            ("score_hands:1.34: constant 2 → 1", "seat 1 is the dealer: against herself she ties, 0 chips move"),
            ("score_hands:2.71: constant 1 → 0", "one bet too many: zip stops at the last seat"),
        ),
    ),
    Exercise(
        '004:3', NOTEBOOK, ('set_player_passes',), 5, 'the others play out',
        reference=(set_player_passes,),
        answered_by=(seed_turns, table_edition.others_draw),  # seed_turns makes the seed part's inputs (in the
        # grader, not the sandbox); others_draw's last table is the answer
        parts=(
            part("set_player_passes", "set_player_passes(table)", ("table",),
                                    run_set_player_passes, dealt_tables(passed=False, turns="seed"),
                                    examples=dealer_stands, points=5),
            part("set_player_passes until nobody is under 17", "set_player_passes(table)", ("table",),
                                    run_set_player_passes, dealt_tables(passed=False, turns="more"), examples=ordered,
                                    needs=("set_player_passes",), points=5, extension=True),
        ),
    ),
)
