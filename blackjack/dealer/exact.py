"""Exact dealer probabilities, as fractions, for any rule set and any shoe.

The dealer's play is fixed by the rules, so the chance of each final total
can be worked out exactly.  The dealer's hand is a small **state machine**:
a state is the hand's hard total and its number of aces, which is all that
``hands.hand_value`` and ``hands.dealer_draws`` look at.  The machine is
built by asking those two functions about one hand per state, so the three
ace rules, a dealer who stands on 16 and a dealer who hits soft 17 all come
for free.

Drawing is a dynamic programme, one card at a time: the hands still drawing
after k cards are kept in a dictionary keyed by (state, cards left in the
shoe), so every order of the same cards is worked out once.  Weights are
whole numbers (a card's weight is how many of it are left); after k draws
they are divided by 13^k (infinite deck) or by N (N-1) ... (N-k+1) (a shoe of
N cards), which keeps the arithmetic exact and quick.

An *outcome* is a final total (``rules.dealer_stands_at`` to 21), ``BUST``,
or ``NATURAL`` (a two-card 21, under rules with naturals).  *After the peek*
means: given that the dealer does not hold a natural.

>>> from blackjack.core.rules import CASINO_S17
>>> f"{float(bust_table(CASINO_S17)[6]):.4f}"
'0.4232'

Published figures these tables reproduce (checked in ``tests/test_exact.py``):

- Wizard of Odds, *Blackjack appendix 2B* (before the peek) and *appendix 2*
  (after it), one deck, dealer stands on soft 17: bust with a 2 up 0.352973,
  6 up 0.420823, ace up 0.11654 (0.169815 after the peek), ten up 0.214264
  (0.232499 after the peek), all up-cards 0.283585; two decks, 6 up 0.422132.
- Alan Krigman, *How well can you predict dealers' final totals from their
  upcards?* (Casino City Times, 2006), infinite shoe: bust with 7 up 26.23%,
  ten up 21.22%, ace up 11.52%, 6 up 42.31%; ace up ends on 17 13.08%.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from math import prod

from blackjack.core.cards import Card, Hand, Rank, Suit
from blackjack.core.hands import dealer_draws, hand_value
from blackjack.core.rules import DEFAULT_RULES, Rules

Outcome = int | str  # a final total, BUST or NATURAL
Composition = tuple[int, ...]  # how many cards of each points value 1 (ace) to 10 (all ten-cards)
Distribution = dict[Outcome, Fraction]

BUST = "bust"
NATURAL = "natural"
UP_CARDS: tuple[int, ...] = tuple(range(1, 11))  # ace (1), 2, ..., 10 (any ten-card)
INFINITE_DECK: Composition = (1,) * 9 + (4,)  # the odds of each value in any single deck


def up_card_label(up: int) -> str:
    """How an up-card is written in tables: ``A`` for the ace, digits otherwise.

    >>> [up_card_label(u) for u in (1, 2, 10)]
    ['A', '2', '10']
    """
    return "A" if up == 1 else str(up)


def points_of(card: int | Rank | Card) -> int:
    """The points value (ace 1, ten-cards 10) of a card given as a number, rank or card.

    >>> points_of(Rank.KING), points_of(1)
    (10, 1)
    """
    value = card.rank.points if isinstance(card, Card) else card.points if isinstance(card, Rank) else card
    if value not in UP_CARDS:
        raise ValueError(f"not a card value: {card!r} (use 1 for an ace, 2 to 10, or a Rank or Card)")
    return value


def shoe(decks: int) -> Composition:
    """The cards of DECKS full decks, counted by points value.

    >>> shoe(1)
    (4, 4, 4, 4, 4, 4, 4, 4, 4, 16)
    """
    if decks < 1:
        raise ValueError(f"a shoe needs at least one deck, not {decks}")
    return tuple(decks * n for n in (4,) * 9 + (16,))


def composition_of(cards: Iterable[int | Rank | Card]) -> Composition:
    """Count a custom deck (cards, ranks or points values) into a ``Composition``.

    >>> composition_of([1, 10, Rank.QUEEN, 5])
    (1, 0, 0, 0, 1, 0, 0, 0, 0, 2)
    """
    values = [points_of(c) for c in cards]
    return tuple(values.count(v) for v in UP_CARDS)


def remove(cards: Composition, gone: Iterable[int | Rank | Card]) -> Composition:
    """The composition CARDS without the cards GONE (an error if one is not there).

    >>> remove(shoe(1), [1, Rank.KING])
    (3, 4, 4, 4, 4, 4, 4, 4, 4, 15)
    """
    counts = list(cards)
    for c in gone:
        value = points_of(c)
        if counts[value - 1] == 0:
            raise ValueError(f"no card worth {value} is left in the shoe to remove")
        counts[value - 1] -= 1
    return tuple(counts)


def outcomes(rules: Rules = DEFAULT_RULES, peek: bool = False) -> tuple[Outcome, ...]:
    """The outcomes of a dealer's hand, in table order.

    >>> from blackjack.core.rules import SEED_002, CASINO_S17
    >>> outcomes(SEED_002)
    (16, 17, 18, 19, 20, 21, 'bust')
    >>> outcomes(CASINO_S17), outcomes(CASINO_S17, peek=True)[-1]
    ((17, 18, 19, 20, 21, 'natural', 'bust'), 'bust')
    """
    natural = (NATURAL,) if rules.naturals and not peek else ()
    return (*range(rules.dealer_stands_at, 22), *natural, BUST)


# -- the dealer's hand as a state machine ------------------------------------------------


def _points_cards(total: int) -> Hand:
    """Non-ace cards (2 to 10) adding up to TOTAL, which is 0 or at least 2."""
    if total == 0:
        return ()
    first = total if total <= 10 else min(10, total - 2)
    rank = next(r for r in Rank if r.points == first)
    return (Card(rank, Suit.SPADES), *_points_cards(total - first))


def example_hand(hard: int, n_aces: int) -> Hand:
    """A hand with this hard total and number of aces, to ask the hand functions about.

    >>> example_hand(17, 2)
    (A♠, A♠, 10♠, 5♠)
    """
    return (Card(Rank.ACE, Suit.SPADES),) * n_aces + _points_cards(hard - n_aces)


@dataclass(frozen=True)
class DealerMachine:
    """The dealer's hand as states (one per hard total and number of aces); state 0 is the empty hand.

    ``step[s][v - 1]`` is the state after a card worth v; ``outcome[s]`` the
    final total or ``BUST`` when the dealer stops there, None while the dealer draws.
    """

    step: tuple[tuple[int, ...], ...]
    outcome: tuple[Outcome | None, ...]


def _stop_outcome(hard: int, n_aces: int, rules: Rules) -> Outcome | None:
    """What a dealer holding such a hand ends with: None if the dealer draws."""
    cards = example_hand(hard, n_aces)
    if dealer_draws(cards, rules):
        return None
    value = hand_value(cards, rules)
    return BUST if value > 21 else value


@cache
def dealer_machine(rules: Rules) -> DealerMachine:
    """Build the dealer's state machine for RULES (every state the dealer can reach).

    >>> from blackjack.core.rules import CASINO_S17
    >>> m = dealer_machine(CASINO_S17)
    >>> m.outcome[m.step[m.step[0][0]][5]]  # an ace, then a six: soft 17 stands
    17
    """
    hands: list[tuple[int, int]] = [(0, 0)]
    index = {(0, 0): 0}
    outcome: list[Outcome | None] = [_stop_outcome(0, 0, rules)]
    step: list[tuple[int, ...]] = []
    for hard, n_aces in hands:  # the list grows while we walk it: a breadth-first search
        if outcome[len(step)] is not None:
            step.append(())
            continue
        nexts = []
        for v in UP_CARDS:
            key = (hard + v, n_aces + (v == 1))
            if key not in index:
                index[key] = len(hands)
                hands.append(key)
                outcome.append(_stop_outcome(*key, rules))
            nexts.append(index[key])
        step.append(tuple(nexts))
    return DealerMachine(tuple(step), tuple(outcome))


# -- the dynamic programme ----------------------------------------------------------------

Level = dict[tuple[int, Composition | None], int]  # (state, cards left) -> whole-number weight


def _choices(left: Composition | None) -> list[tuple[int, int, Composition | None]]:
    """Each card value that can come next (as an index 0 to 9), its weight, and the cards left after it."""
    if left is None:
        return [(i, w, None) for i, w in enumerate(INFINITE_DECK)]
    return [(i, n, left[:i] + (n - 1,) + left[i + 1 :]) for i, n in enumerate(left) if n]


def _denominator(left: Composition | None, draws: int) -> int:
    """The number of equally likely ways to draw DRAWS cards in order from LEFT."""
    if left is None:
        return 13**draws
    n = sum(left)
    return prod(range(n - draws + 1, n + 1))


def _draw(level: Level, machine: DealerMachine) -> Level:
    """Every hand of LEVEL, one card later."""
    after: Level = {}
    for (state, left), weight in level.items():
        nexts = machine.step[state]
        for i, count, rest in _choices(left):
            key = (nexts[i], rest)
            after[key] = after.get(key, 0) + weight * count
    return after


def _settle(level: Level, machine: DealerMachine, natural: bool) -> tuple[dict[Outcome, int], Level]:
    """Split LEVEL into the weights of the hands that stop (by outcome) and those that draw."""
    stopped: dict[Outcome, int] = {}
    drawing: Level = {}
    for (state, left), weight in level.items():
        end = machine.outcome[state]
        if end is None:
            if left is not None and not any(left):
                raise ValueError("the shoe runs out of cards before the dealer stops")
            drawing[(state, left)] = weight
        else:
            end = NATURAL if natural and end == 21 else end
            stopped[end] = stopped.get(end, 0) + weight
    return stopped, drawing


def _play_out(up: int, left: Composition | None, rules: Rules) -> Distribution:
    """The dealer's outcomes from the up-card UP, drawing from LEFT (None: infinite deck)."""
    machine = dealer_machine(rules)
    result = dict.fromkeys(outcomes(rules), Fraction(0))
    level: Level = {(machine.step[0][up - 1], left): 1}
    draws = 0
    while level:
        level = _draw(level, machine)
        draws += 1
        stopped, level = _settle(level, machine, natural=rules.naturals and draws == 1)
        denominator = _denominator(left, draws)
        for end, weight in stopped.items():
            result[end] += Fraction(weight, denominator)
    return result


def after_peek(distribution: Mapping[Outcome, Fraction]) -> Distribution:
    """DISTRIBUTION given that the dealer has no natural (unchanged if there are none)."""
    if NATURAL not in distribution:
        return dict(distribution)
    rest = 1 - distribution[NATURAL]
    return {end: p / rest for end, p in distribution.items() if end != NATURAL}


def _cards_left(
    decks: int | None, composition: Composition | None, removed: Iterable[int | Rank | Card]
) -> Composition | None:
    """The shoe the dealer draws from: None for an infinite deck."""
    if composition is not None:
        return remove(tuple(composition), removed)
    return None if decks is None else remove(shoe(decks), removed)


def dealer_outcomes(
    up: int | Rank | Card,
    rules: Rules = DEFAULT_RULES,
    decks: int | None = None,
    peek: bool = False,
    removed: Iterable[int | Rank | Card] = (),
    composition: Composition | None = None,
) -> Distribution:
    """The exact chance of each outcome when the dealer shows UP.

    DECKS is the number of decks in the shoe (None: an infinite deck), or
    COMPOSITION gives any shoe as counts of aces, twos, ..., ten-cards.  The
    up-card, and the cards REMOVED (say the player's), leave the shoe first
    (an infinite deck does not change when cards leave it).  With PEEK, the chances are given that the dealer has no natural.

    >>> from blackjack.core.rules import CASINO_S17
    >>> dealer_outcomes(10, CASINO_S17)[NATURAL]  # the hole card is an ace
    Fraction(1, 13)
    >>> dealer_outcomes(10, CASINO_S17, decks=1)[NATURAL]  # 4 aces among 51 cards
    Fraction(4, 51)
    """
    up = points_of(up)
    left = _cards_left(decks, composition, [up, *removed])
    distribution = _play_out(up, left, rules)
    return after_peek(distribution) if peek else distribution


def up_card_chances(decks: int | None = None, composition: Composition | None = None) -> dict[int, Fraction]:
    """The chance of each up-card: one in 13 for each value, 4 in 13 for ten-cards.

    >>> up_card_chances()[10], up_card_chances(composition=(1, 0, 0, 0, 0, 0, 0, 0, 0, 3))[10]
    (Fraction(4, 13), Fraction(3, 4))
    """
    counts = _cards_left(decks, composition, ()) or INFINITE_DECK
    return {up: Fraction(n, sum(counts)) for up, n in zip(UP_CARDS, counts) if n}


def outcome_table(
    rules: Rules = DEFAULT_RULES,
    decks: int | None = None,
    peek: bool = False,
    composition: Composition | None = None,
) -> dict[int, Distribution]:
    """``dealer_outcomes`` for every up-card the shoe holds, keyed by up-card (1 is the ace)."""
    return {
        up: dealer_outcomes(up, rules, decks, peek, composition=composition)
        for up in up_card_chances(decks, composition)
    }


def bust_table(
    rules: Rules = DEFAULT_RULES,
    decks: int | None = None,
    peek: bool = False,
    composition: Composition | None = None,
) -> dict[int, Fraction]:
    """The dealer's exact chance of busting for each up-card.

    >>> from blackjack.core.rules import CASINO_S17
    >>> f"{float(bust_table(CASINO_S17, decks=1)[2]):.6f}"  # Wizard of Odds: 0.352973
    '0.352973'
    """
    table = outcome_table(rules, decks, peek, composition)
    return {up: table[up][BUST] for up in table}


def overall_outcomes(
    rules: Rules = DEFAULT_RULES,
    decks: int | None = None,
    peek: bool = False,
    composition: Composition | None = None,
) -> Distribution:
    """The dealer's outcomes before the up-card is seen (after the peek: given no natural)."""
    chances = up_card_chances(decks, composition)
    table = outcome_table(rules, decks, False, composition)
    overall = {end: sum(chances[up] * table[up][end] for up in table) for end in outcomes(rules)}
    return after_peek(overall) if peek else overall


def overall_bust_probability(
    rules: Rules = DEFAULT_RULES,
    decks: int | None = None,
    peek: bool = False,
    composition: Composition | None = None,
) -> Fraction:
    """The chance that the dealer busts, over all up-cards.

    >>> from blackjack.core.rules import CASINO_S17
    >>> f"{float(overall_bust_probability(CASINO_S17, decks=1)):.6f}"  # Wizard of Odds: 0.283585
    '0.283585'
    """
    return overall_outcomes(rules, decks, peek, composition)[BUST]


def by_outcome(table: Mapping[int, Mapping[Outcome, Fraction]]) -> dict[str, dict[int, Fraction]]:
    """An outcome table turned around: one column (named for the outcome) of chances by up-card."""
    ends = next(iter(table.values()))
    return {str(end): {up: table[up][end] for up in table} for end in ends}


def percent_table(columns: Mapping[str, Mapping[int, Fraction | float]], digits: int = 1) -> str:
    """Named columns of chances by up-card, as a text table in percent.

    >>> from blackjack.core.rules import CASINO_S17
    >>> print(percent_table({"bust": bust_table(CASINO_S17)}).splitlines()[1])
    A   11.5
    """
    width = max(6, digits + 5, *(len(name) + 2 for name in columns))
    ups = sorted({up for column in columns.values() for up in column})
    head = "up" + "".join(f"{name:>{width}}" for name in columns)
    rows = [
        f"{up_card_label(up):<2}" + "".join(f"{100 * float(column[up]):>{width}.{digits}f}" for column in columns.values())
        for up in ups
    ]
    return "\n".join([head, *rows])


__all__ = [
    "BUST", "by_outcome", "percent_table", "Composition", "DealerMachine", "Distribution", "INFINITE_DECK", "NATURAL", "Outcome",
    "UP_CARDS", "after_peek", "bust_table", "composition_of", "dealer_machine", "dealer_outcomes",
    "example_hand", "outcome_table", "outcomes", "overall_bust_probability", "overall_outcomes",
    "points_of", "remove", "shoe", "up_card_chances", "up_card_label",
]
