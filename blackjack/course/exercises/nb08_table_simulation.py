"""Notebook 08_table_simulation: its exercises, one record each."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from hypothesis import strategies as st

from blackjack.core.cards import FULL_DECK, RANKS, Deck, hand
from blackjack.course.engine.checking import Observation
from blackjack.course.engine.safety import Transcript
from blackjack.course.exercises.functions import Functions
from blackjack.course.exercises.kit import cards, hands, one_hand, part, piles, plain, rich_cards
from blackjack.course.exercises.records import Exercise
from blackjack.editions import casino
from blackjack.editions.casino import M, format_game
from blackjack.editions.casino_shuffle import A, B
from blackjack.core.hands import hand_value

NOTEBOOK = '08_table_simulation'


def generator(state: int) -> Iterator[int]:
    """The seed's generator, written out for the checker (the references of 003:1 are not in the grader's sandbox)."""
    while True:
        state = (A * state + B) % M
        yield state


def swap_shuffle_by(pick: Callable[[int, int], int], deck: Deck, state: int) -> tuple[Deck, int]:
    """The swap shuffle, the number x picking position ``pick(x, n)``: the seed leaves open how it picks."""
    shuffled, x = list(deck), state
    for i, x in zip(range(len(deck)), generator(state)):
        j = pick(x, len(deck))
        shuffled[i], shuffled[j] = shuffled[j], shuffled[i]
    return tuple(shuffled), x


def run_swap_shuffle(f: Functions, t: Transcript, deck: Deck, state: int) -> tuple[Deck, int]:
    """The shuffle, the ``r mod n`` reading counted as the course's ``r * n // M``."""
    shuffled = f.swap_shuffle(deck, state)
    if shuffled == swap_shuffle_by(lambda x, n: x % n, deck, state):
        return swap_shuffle_by(lambda x, n: x * n // M, deck, state)
    return shuffled


def run_simulate_table(f: Functions, t: Transcript, seed: int, players: int, money: int, bet: int,
                       rounds: int) -> Observation:
    """The seed's output: ``game(M [R1#M1 ...])``."""
    return {"game": format_game(f.simulate_table(seed, players, money, bet, rounds))}


REFUSED = "(refused with a ValueError)"


def run_simulate_all(f: Functions, t: Transcript, seed: int, players: int, money: int, bet: int, rounds: int,
                     split: bool, hilo: bool) -> Observation:
    """The course's whole result: with split and hi-lo passed on, and the money after every round; numbers
    ``check_arguments`` refuses (a bet of 0, negative money...) refused with its ``ValueError``."""
    try:
        result = f.simulate_table(seed, players, money, bet, rounds, split, hilo)
    except ValueError:
        return {"game": REFUSED}
    return {"game": format_game(result), "history": result.history}


SETTLEMENTS = tuple((10, hand(player), hand(dealer)) for player, dealer in (
    ("K♠ 9♦", "10♣ 6♦ 6♥"),  # the dealer busts at exactly 22
    ("A♠ K♦", "K♣ 5♦ 7♥"),  # 21 against a bust dealer: the bonus too
    ("A♠ A♦ 9♣", "10♥ 8♦"),  # a soft 21 of three cards wins the bonus
    ("7♠ 7♦ 7♣", "A♥ K♥"),  # 21 against 21: a tie
    ("K♠ 5♦ 9♣", "10♣ 6♦ 8♥"),  # both bust: the player loses
    ("K♠ Q♦ 2♣", "10♣ 6♦ 5♥"),  # 22 against 21
))

TABLES = st.tuples(st.integers(0, M - 1), st.integers(0, 4), st.integers(0, 100), st.integers(1, 20),
                   st.integers(0, 6))
ANY_TABLES = st.tuples(st.integers(0, M - 1), st.integers(-2, 4), st.integers(-20, 100), st.integers(-5, 20),
                       st.integers(-2, 6))  # nonsense too: check_arguments refuses it
NONSENSE = tuple((1, *numbers, False, False) for numbers in (
    (3, 100, 0, 5),  # a bet of 0
    (3, 100, -10, 5), (3, -50, 10, 5), (3, 100, 10, -2), (-1, 100, 10, 3),
    (3, 100, 2.5, 3),  # not a whole number
    (30, 100, 10, 1),  # more players than one deck can deal to
))


EXERCISES = (
    Exercise(
        '003:1', NOTEBOOK, ('lcg', 'swap_shuffle'), 10, 'the generator and the swap shuffle',
        reference=(casino.lcg, casino.swap_shuffle,),
        parts=(
            part("lcg", "lcg(x)", ("x",), plain("lcg"), st.tuples(st.integers(0, M - 1)),
                                    examples=((0,), (1,)), points=5),
            part("swap_shuffle", "swap_shuffle(deck, state)", ("deck", "state"),
                                    run_swap_shuffle, st.tuples(hands(0, 10), st.integers(0, M - 1)),
                                    examples=((FULL_DECK, 42), (FULL_DECK[:7], 3)), points=5),
        ),
        uses=("lcg",),
    ),
    Exercise(
        '003:2', NOTEBOOK, ('soft_value', 'strategy'), 10, 'hand value and the strategy table',
        reference=(casino.soft_value, casino.strategy,),
        answered_by=(hand_value,),
        parts=(
            one_hand("soft_value", 6, rich_cards, points=5),
            part("strategy", "strategy(total, can_afford_double)", ("total", "can_afford_double"),
                                    plain("strategy"),
                                    examples=tuple((v, b) for v in range(2, 22) for b in (True, False)),
                                    points=5),
        ),
    ),
    Exercise(
        '003:3', NOTEBOOK, ('settle_hand',), 10, 'settlement with the 21 bonus',
        reference=(casino.settle_hand,),
        parts=(
            part("settle_hand", "settle_hand(bet, player, dealer)", ("bet", "player", "dealer"),
                                    plain("settle_hand"),
                                    st.tuples(st.integers(1, 50), piles((2, 4), (2, 4), pick=rich_cards)).map(
                                        lambda x: (x[0], *x[1])), examples=SETTLEMENTS, points=10),
        ),
        uses=("soft_value",),
    ),
    Exercise(
        '003:4', NOTEBOOK, ('simulate_table',), 10, 'the whole table: BlackJack S N M B R',
        reference=(casino.simulate_table,),
        answered_by=(casino.final_table, casino.tables),  # the end of every round's table, or the last of them
        parts=(
            part("simulate_table", "simulate_table(seed, players, money, bet, rounds)",
                                    ("seed", "players", "money", "bet", "rounds"), run_simulate_table, TABLES,
                                    examples=((42, 3, 100, 10, 5), (5, 2, 10, 10, 3), (42, 3, 30, 10, 12)),
                                    max_examples=30, points=10),
            part("simulate_table with split, hi-lo and the history, nonsense refused",
                                    "simulate_table(seed, players, money, bet, rounds, split, hilo)",
                                    ("seed", "players", "money", "bet", "rounds", "split", "hilo"), run_simulate_all,
                                    st.tuples(ANY_TABLES, st.booleans(), st.booleans()).map(lambda x: (*x[0], *x[1:])),
                                    examples=((42, 3, 100, 10, 5, False, False), (42, 3, 30, 10, 12, False, False),
                                              (8, 3, 100, 10, 6, True, False), (8, 3, 100, 10, 6, False, True),
                                              *NONSENSE),
                                    max_examples=20, needs=("simulate_table",), points=5, extension=True),
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
        equivalent_mutants=(
            ("hilo_count:3.7: constant 7 → 6", "a 6 never gets there: the line before counts it +1"),
        ),
    ),
)
