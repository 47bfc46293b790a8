"""Notebook 02_shuffling_and_dealing: its exercises, one record each."""

from __future__ import annotations

import inspect
import itertools
import random
from collections.abc import Callable, Iterator

from hypothesis import strategies as st

from blackjack.core import cards as core_cards
from blackjack.core import decks as core_decks
from blackjack.core import hands as core_hands
from blackjack.core.cards import FULL_DECK, Deck, Hand, hand
from blackjack.core.rules import PRESETS, SEED_000, SEED_002, Rules, preset
from blackjack.course.engine.checking import Observation
from blackjack.course.engine.safety import TimeLimit, Transcript
from blackjack.course.exercises.functions import Functions
from blackjack.course.exercises.kit import (
    hands,
    one_hand_of_seed,
    one_hand_under_rules,
    outcome,
    part,
    piles,
    rich_cards,
    said,
    same_cards,
    seed_rules,
    seeds,
    takes,
)
from blackjack.course.exercises.records import Exercise
from blackjack.editions import bank
from blackjack.editions.bank import shuffle_fractions

NOTEBOOK = '02_shuffling_and_dealing'

def run_fresh_deck(f: Functions, t: Transcript, seed: int) -> Observation:
    """The deck itself: the prose asks for ``FULL_DECK`` shuffled by the given ``shuffle`` with
    ``random_indexes(rng)``, so that one seed gives everyone the same deck."""
    deck = f.fresh_deck(random.Random(seed))
    return {"the 52 cards, each once": same_cards(deck, FULL_DECK),
            "the same seed gives the same deck": deck == f.fresh_deck(random.Random(seed)),
            "the deck, as shuffle(random_indexes(rng), FULL_DECK) gives it": deck}


def run_draw(f: Functions, t: Transcript, deck: Deck, seed: int) -> Observation:
    top, rest = said(f.draw, t, deck, random.Random(seed))
    if deck:
        return {"card": top, "rest": rest}
    drawn_from = (top, *rest)
    return {"card + rest is a full deck": same_cards(drawn_from, FULL_DECK),
            "shuffled, not in FULL_DECK's order": drawn_from != FULL_DECK, "cards left": len(rest)}


def run_hit_hand(f: Functions, t: Transcript, cards: Hand, deck: Deck, seed: int) -> tuple[Hand, Deck]:
    return said(f.hit_hand, t, cards, deck, random.Random(seed))


def run_deal(f: Functions, t: Transcript, deck: Deck, seed: int) -> tuple[Hand, Deck]:
    return said(f.deal, t, deck, random.Random(seed))


def run_full_deck(f: Functions, t: Transcript) -> Observation:
    deck = tuple(f.full_deck())
    return {"52 cards": len(deck), "every card once": same_cards(deck, FULL_DECK)}


def run_draw_card(f: Functions, t: Transcript, deck: Deck, cards: Hand) -> tuple[str, tuple[Deck, Hand] | str]:
    """The seed's draw: an empty deck raises an error with the seed's words (Haskell's ``error`` has no type)."""
    return outcome(lambda: f.draw_card(deck, cards), typed=False)


def run_draw_card_typed(f: Functions, t: Transcript, deck: Deck, cards: Hand) -> tuple[str, tuple[Deck, Hand] | str]:
    """The course's draw: the error is the ``EmptyDeckError`` the prose names."""
    return outcome(lambda: f.draw_card(deck, cards))


ENOUGH = 10_000  # more numbers than any deck needs: a function that asks for more tries to take them all


def endless(randoms: list[float]) -> Iterator[float]:
    """RANDOMS, then 0.5 for ever, as an iterator (no length, no indexes); asked for more than ``ENOUGH``
    numbers, it stops the call as an endless loop (``list(randoms)`` would never end)."""
    for count, number in enumerate(itertools.chain(randoms, itertools.repeat(0.5))):
        if count >= ENOUGH:
            raise TimeLimit(f"more than {ENOUGH} numbers taken from an endless iterator")
        yield number


def run_shuffle(f: Functions, t: Transcript, randoms: list[float], deck: Deck) -> Observation:
    """The shuffle given RANDOMS as a list, then as an endless iterator (the prose allows both)."""
    shuffled = tuple(f.shuffle_fractions(list(randoms), deck))
    again = tuple(f.shuffle_fractions(endless(randoms), deck))
    return {"same cards, each as often": same_cards(shuffled, deck),
            "the same numbers, as a list or an endless iterator, give the same order": shuffled == again}


THREE = hand("A♠ 2♠ 3♠")
PICKS = (0.1, 0.4, 0.7, 0.95)  # a grid of numbers: every order of three cards comes out of a fair shuffle


def run_every_order(f: Functions, t: Transcript) -> Observation:
    """How many of the 6 orders of three cards the shuffle gives, over a grid of numbers."""
    orders = {tuple(f.shuffle_fractions(list(numbers), THREE)) for numbers in itertools.product(PICKS, repeat=3)}
    return {"orders that come out, of 6": len(orders)}


def run_play_bank_under(f: Functions, t: Transcript, deck: Deck, rules: Rules) -> Hand:
    return f.play_bank(deck, rules)


@st.composite
def shuffle_inputs(draw: st.DrawFn, fewest: int = 0, whole_deck: int = 0) -> tuple[list[float], Deck]:
    """Numbers and a deck: the whole deck shuffled one time in five (when the number drawn from 0 to 4 is
    WHOLE_DECK), else a hand of FEWEST to 10 cards.  WHOLE_DECK 4: shrinking, which takes that number towards
    0, leads to a small hand, quickly (from a whole deck, 52 numbers are shrunk: seconds)."""
    whole = draw(st.integers(0, 4)) == whole_deck
    deck = draw(st.permutations(FULL_DECK).map(tuple)) if whole else draw(hands(fewest, 10))
    numbers = st.floats(0, 1, exclude_max=True, allow_subnormal=False)
    randoms = draw(st.lists(numbers, min_size=len(deck), max_size=len(deck) + 3))
    return randoms, deck


def alike(shuffle: Callable[[list[float], Deck], Deck]) -> Callable[[list[float], Deck], Deck]:
    """SHUFFLE as a function named like every other the property is given: nothing but its behaviour tells a
    correct shuffle from a broken one (no name, qualified name, module or docstring of its own)."""
    def given(randoms: list[float], deck: Deck) -> Deck:
        return shuffle(randoms, deck)

    given.__name__ = given.__qualname__ = "shuffle"
    given.__doc__ = None
    return given


BROKEN_SHUFFLES: dict[str, Callable[[list[float], Deck], Deck]] = {
    "a correct shuffle": alike(lambda r, d: shuffle_fractions(r, d)),
    "a shuffle that drops a card": alike(lambda r, d: shuffle_fractions(r, d)[1:]),
    "a shuffle that repeats a card": alike(lambda r, d: shuffle_fractions(r, d) + shuffle_fractions(r, d)[:1]),
}


def run_prop_size_shuffle(f: Functions, t: Transcript, which: str, randoms: list[float], deck: Deck) -> bool:
    """The property with the shuffle it is given (or its global ``shuffle_fractions`` replaced).  The
    reference takes ``shuffle=`` too: no function is told apart by what it says it is (its ``__module__``)."""
    prop: Callable[..., bool] = f.prop_size_shuffle  # a student's may take the shuffle as ``shuffle=``
    shuffle = BROKEN_SHUFFLES[which]
    if takes(prop, "shuffle"):
        return prop(randoms, deck, shuffle=shuffle)
    namespace = getattr(inspect.unwrap(prop), "__globals__", {})
    missing = object()
    saved = namespace.get("shuffle_fractions", missing)
    namespace["shuffle_fractions"] = shuffle
    try:
        return prop(randoms, deck)
    finally:
        if saved is missing:
            namespace.pop("shuffle_fractions", None)
        else:
            namespace["shuffle_fractions"] = saved


def prop_size_shuffle(randoms: list[float], deck: Deck,
                      shuffle: Callable[[list[float], Deck], Deck] = shuffle_fractions) -> bool:
    """Seed 002's property: shuffling keeps the number of cards (the check gives it the SHUFFLE to try)."""
    return len(shuffle(randoms, deck)) == len(deck)


EXERCISES = (
    Exercise(
        '1.1', NOTEBOOK, ('fresh_deck', 'draw'), 10, 'a fresh deck, and drawing from it',
        reference=(core_decks.fresh_deck, core_decks.draw,),
        equivalent_mutants=(
            ("draw:2.15: argument 2 of draw() dropped", "a fresh deck is never empty, so that draw uses neither rng nor say"),
            ("draw:2.15: argument 3 of draw() dropped", "a fresh deck is never empty, so that draw never says anything"),
        ),
        parts=(
            part("fresh_deck", "fresh_deck(random.Random(seed))", ("seed",), run_fresh_deck,
                                  st.tuples(seeds), max_examples=10, points=5),
            part("draw", "draw(deck, random.Random(seed))", ("deck", "seed"), run_draw,
                                  st.tuples(hands(0, 6), seeds), examples=(((), 0), (hand("K♦ 2♣"), 0)), points=5),
        ),
        uses=("fresh_deck", "shuffle"),
    ),
    Exercise(
        '1.2', NOTEBOOK, ('hit_hand', 'deal'), 10, 'hitting a hand, dealing two cards',
        reference=(core_decks.hit_hand, core_decks.deal,),
        parts=(
            part("hit_hand", "hit_hand(cards, deck, random.Random(seed))", ("cards", "deck", "seed"),
                                  run_hit_hand, st.tuples(piles((0, 4), (0, 6)), seeds).map(lambda x: (*x[0], x[1])),
                                  examples=((hand("Q♦ 2♣"), hand("2♥ 10♠"), 0), (hand("Q♦ 2♣"), (), 0)), points=5),
            part("deal", "deal(deck, random.Random(seed))", ("deck", "seed"), run_deal,
                                  st.tuples(hands(0, 8), seeds),
                                  examples=((hand("Q♦ 2♣ 7♥"), 0), (hand("Q♦"), 0), ((), 0)), points=5),
        ),
        uses=("draw", "hit_hand", "fresh_deck"),
    ),
    Exercise(
        '1.3', NOTEBOOK, ('pretty_print',), 5, 'pretty printing a hand',
        reference=(core_hands.pretty_print,),
        parts=(
            one_hand_of_seed("pretty_print", SEED_000, 6, points=5),
            one_hand_under_rules("pretty_print", 6, points=5),
        ),
    ),
    Exercise(
        '002:B1', NOTEBOOK, ('full_deck',), 5, 'the full deck',
        reference=(core_cards.full_deck,),
        library_answers=("the seed's task is to write the 52 cards down, in any order, and the package holds them "
                         "(FULL_DECK, which the notebook's first cell imports): no process can be kept from a constant"),
        parts=(
            part("full_deck", "full_deck()", (), run_full_deck, examples=((),), points=5),
        ),
    ),
    Exercise(
        '002:B2', NOTEBOOK, ('draw_card',), 5, "seed 002's draw, with an error on an empty deck",
        reference=(core_decks.draw_card,),
        parts=(
            part("draw_card", "draw_card(deck, cards)", ("deck", "cards"), run_draw_card,
                                     piles((0, 5), (0, 4)), examples=(((), ()),), points=5),
            part("draw_card raises EmptyDeckError", "draw_card(deck, cards)", ("deck", "cards"), run_draw_card_typed,
                 piles((0, 5), (0, 4)), examples=(((), ()),), needs=("draw_card",), extension=True, points=5),
        ),
    ),
    Exercise(
        '002:B3', NOTEBOOK, ('play_bank',), 5, 'the bank plays',
        reference=(bank.play_bank,),
        parts=(
            part("play_bank", "play_bank(deck)", ("deck",), lambda f, t, deck: f.play_bank(deck, **seed_rules(f.play_bank, SEED_002)),
                                     st.tuples(hands(11, 16, rich_cards)),
                                     examples=((hand("A♠ A♦ 4♣ 2♥ 3♦ 5♠ 9♣ 8♥ 7♦ 6♣ K♠"),),), points=5),
            part("play_bank under every rule preset", "play_bank(deck, rules)", ("deck", "rules"), run_play_bank_under,
                 st.tuples(hands(11, 16, rich_cards), st.sampled_from(tuple(PRESETS.values()))),
                 examples=((hand("10♠ 6♦ 5♣ 2♥ 9♣"), preset("classic")), (hand("A♠ 6♦ 5♣ 2♥ 9♣"), preset("casino-h17")),
                           (hand("A♠ A♦ 5♣ 3♥ 9♣ 8♥"), preset("aces-high"))),
                 needs=("play_bank",), extension=True, points=5),
        ),
        uses=("draw_card", "value"),
    ),
    Exercise(
        '002:B4', NOTEBOOK, ('shuffle_fractions',), 10, 'shuffle with numbers from 0 to 1',
        reference=(bank.shuffle_fractions,),
        parts=(
            part("shuffle_fractions", "shuffle_fractions(randoms, deck), randoms a list, then an endless iterator",
                 ("randoms", "deck"),
                                     run_shuffle, shuffle_inputs(whole_deck=4),
                                     examples=(([0.5] * 52, FULL_DECK), ([0.0] * 52, FULL_DECK)), points=5),
            part("shuffle_fractions gives every order", "shuffle_fractions(randoms, A♠ 2♠ 3♠) for every randoms "
                 f"of three numbers out of {', '.join(map(str, PICKS))}", (), run_every_order, examples=((),),
                 needs=("shuffle_fractions",), points=5),
        ),
        equivalent_mutants=(
            ("shuffle_fractions:2.64: constant 1 → 0", "the numbers are below 1, so int(r * n) is below n: the guard never acts"),
        ),
    ),
    Exercise(
        '002:B5', NOTEBOOK, ('prop_size_shuffle',), 5, 'a property: shuffling keeps the size',
        reference=(prop_size_shuffle,),
        parts=(
            part("prop_size_shuffle", "prop_size_shuffle(randoms, deck), the shuffle being",
                                     ("shuffle", "randoms", "deck"), run_prop_size_shuffle,
                                     st.tuples(st.sampled_from(tuple(BROKEN_SHUFFLES))).flatmap(
                                         lambda w: shuffle_inputs(1).map(lambda x: (w[0], *x))),
                                     examples=tuple((w, [0.3, 0.6], hand("A♠ K♦")) for w in BROKEN_SHUFFLES), points=5),
        ),
    ),
)
