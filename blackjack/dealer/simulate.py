"""Monte Carlo dealers: many hands at once with NumPy, one at a time in plain Python,
and whole dealer turns played by a student's ``dealer_turn``.

The vectorised simulator plays the same state machine as ``blackjack.dealer.exact``
(so every rule preset works) on arrays of hands, with lookup tables instead of
``if``s.  The first three cards of every hand come as one random number below
13**3 and one table lookup (a dealer who stopped after two cards simply stays
put); after that, each round of drawing deals one column of cards only to the
hands still drawing (about one in five after three cards, one in twenty-five
after four).  Cards are rank numbers 0 to 12 (ace to king): an infinite deck
deals them independently; a shoe deals them without replacement, by a partial
Fisher-Yates shuffle of one copy of the shoe per hand.

>>> counts = simulate_dealer(10_000, seed=1)
>>> int(counts.counts.sum()), counts.outcomes
(10000, (17, 18, 19, 20, 21, 'bust'))
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache

import numpy as np
from tqdm.auto import tqdm

from blackjack.core.cards import Rank
from blackjack.core.hands import pretty_print
from blackjack.core.messages import quiet
from blackjack.core.rules import DEFAULT_RULES, Rules
from blackjack.dealer.exact import (
    BUST,
    NATURAL,
    UP_CARDS,
    Outcome,
    dealer_machine,
    outcomes,
    points_of,
)
from blackjack.editions.classic import Game, deal_hands, new_game

RANK_POINTS = np.array([r.points for r in Rank], dtype=np.uint8)  # rank number (0 ace .. 12 king) -> points
CHUNK = 1 << 16  # hands simulated together


@dataclass(frozen=True)
class DealerCode:
    """The dealer's state machine as lookup arrays, states numbered with the up-card in them.

    A state here is a pair (up-card value, state of ``exact.dealer_machine``),
    so a hand's final state alone says how it started and ended; a hand is
    held as the number ``13 * state``.  ``start[169 * r0 + 13 * r1 + r2]`` is
    the hand after its first three ranks (a two-card 21 is a state of its
    own under rules with naturals), ``step[13 * state + rank]`` the hand one
    rank later.  A state where the dealer stops leads back to itself.  The
    states where the dealer draws come first: those below ``drawing``.
    ``up[state]`` and ``column[state]`` give the up-card value and the
    column of the outcome in ``outcomes``.
    """

    outcomes: tuple[Outcome, ...]
    start: np.ndarray
    step: np.ndarray
    drawing: int
    up: np.ndarray
    column: np.ndarray


def _hand_states(rules: Rules) -> tuple[list[list[int] | None], list[int], list[Outcome | None]]:
    """The machine's next states by rank (None where the dealer stops), and a natural state if need be."""
    machine = dealer_machine(rules)
    nexts = [[s[p - 1] for p in RANK_POINTS] if s else None for s in machine.step]
    natural = [NATURAL] if rules.naturals else []
    return nexts + [None] * len(natural), list(machine.step[0]), [*machine.outcome, *natural]


def _after_two(state: int, rank: int, nexts: list, ends: list, naturals: bool) -> int:
    """The hand state after the hole card: a 21 is the natural state (the last one)."""
    after = nexts[state][rank]
    return len(nexts) - 1 if naturals and ends[after] == 21 else after


@cache
def dealer_code(rules: Rules) -> DealerCode:
    """``exact.dealer_machine(rules)`` turned into lookup arrays."""
    nexts, first, ends = _hand_states(rules)
    order = sorted(range(len(nexts)), key=lambda s: nexts[s] is None)  # drawing states first
    pairs = [(up, s) for stops in (False, True) for up in UP_CARDS for s in order if (nexts[s] is None) == stops]
    number = {pair: i for i, pair in enumerate(pairs)}

    def next_state(up: int, s: int, rank: int) -> int:
        return number[up, s if nexts[s] is None else nexts[s][rank]]

    step = [next_state(up, s, r) for up, s in pairs for r in range(13)]
    start = []
    for r0, r1, r2 in np.ndindex(13, 13, 13):
        up = int(RANK_POINTS[r0])
        two = _after_two(first[up - 1], r1, nexts, ends, rules.naturals)
        start.append(next_state(up, two, r2))
    columns = outcomes(rules)
    return DealerCode(
        columns,
        13 * np.array(start, dtype=np.uint16),
        13 * np.array(step, dtype=np.uint16),
        13 * sum(nexts[s] is not None for _, s in pairs),
        np.array([up for up, _ in pairs], dtype=np.intp),
        np.array([columns.index(ends[s]) if nexts[s] is None else 0 for _, s in pairs], dtype=np.intp),
    )


# -- where the cards come from ---------------------------------------------------------------

Deal = Callable[[np.ndarray, int], np.ndarray]  # (hands still drawing, cards they hold) -> next ranks


def _shoe_deal(rng: np.random.Generator, shoes: np.ndarray) -> Deal:
    """Cards from one shoe per hand (a row of SHOES), without replacement: the card at
    place HELD is swapped with a random card at or after it, then dealt."""
    size, flat = shoes.shape[1], shoes.ravel()

    def deal(rows: np.ndarray, held: int) -> np.ndarray:
        here = rows * size + held
        picks = here + rng.integers(0, size - held, size=rows.size, dtype=np.uint16)
        chosen = flat[picks]
        flat[picks] = flat[here]
        flat[here] = chosen
        return chosen

    return deal


def _shoe_ranks(decks: int, up: int | None) -> np.ndarray:
    """The rank numbers of a shoe, with a card worth UP moved to the front."""
    ranks = np.repeat(np.arange(13, dtype=np.uint8), 4 * decks)
    if up is not None:
        first = int(np.flatnonzero(RANK_POINTS[ranks] == up)[0])
        ranks[[0, first]] = ranks[[first, 0]]
    return ranks


# -- playing a chunk of hands -------------------------------------------------------------


def _first_three(rng: np.random.Generator, n: int, decks: int | None, up: int | None) -> tuple[np.ndarray, Deal]:
    """The first three ranks of N hands as numbers ``169 r0 + 13 r1 + r2``, and how to deal on."""
    if decks is None:
        deal: Deal = lambda rows, _held: rng.integers(0, 13, size=rows.size, dtype=np.uint8)  # noqa: E731
        if up is None:
            return rng.integers(0, 2197, size=n, dtype=np.uint16), deal
        return rng.integers(0, 169, size=n, dtype=np.uint16) + np.uint16(169 * (up - 1)), deal
    shoes = np.tile(_shoe_ranks(decks, up), (n, 1))
    deal, everyone = _shoe_deal(rng, shoes), np.arange(n)
    r0 = shoes[:, 0] if up is not None else deal(everyone, 0)
    r1, r2 = deal(everyone, 1), deal(everyone, 2)
    return 169 * r0.astype(np.uint16) + 13 * r1.astype(np.uint16) + r2, deal


def _chunk(rng: np.random.Generator, n: int, code: DealerCode, decks: int | None, up: int | None) -> np.ndarray:
    """The final states (times 13) of N dealer hands."""
    three, deal = _first_three(rng, n, decks, up)
    hands = code.start[three]
    rows, held = np.flatnonzero(hands < code.drawing), 3
    while rows.size:
        after = code.step[hands[rows] + deal(rows, held)]
        hands[rows] = after
        rows, held = rows[after < code.drawing], held + 1
    return hands


def _chunks(
    n: int, code: DealerCode, decks: int | None, seed: int, up: int | Rank | None, progress: bool
) -> Iterator[np.ndarray]:
    """The final states of a run's hands, CHUNK at a time, with a progress bar if asked."""
    rng = np.random.default_rng(seed)
    up = None if up is None else points_of(up)
    with tqdm(total=n, unit="hand", unit_scale=True, disable=not progress) as bar:
        for start in range(0, n, CHUNK):
            size = min(CHUNK, n - start)
            yield _chunk(rng, size, code, decks, up)
            bar.update(size)


@dataclass(frozen=True)
class DealerCounts:
    """How many simulated hands ended each way: ``counts[up - 1, column of outcome]``."""

    outcomes: tuple[Outcome, ...]
    counts: np.ndarray

    def hands(self) -> dict[int, int]:
        """Hands played, by up-card."""
        return {up: int(self.counts[up - 1].sum()) for up in UP_CARDS}

    def busts(self) -> dict[int, int]:
        """Hands that busted, by up-card."""
        column = self.outcomes.index(BUST)
        return {up: int(self.counts[up - 1, column]) for up in UP_CARDS}

    def table(self) -> dict[int, dict[Outcome, int]]:
        """The counts as ``{up: {outcome: hands}}``."""
        return {up: dict(zip(self.outcomes, map(int, self.counts[up - 1]))) for up in UP_CARDS}


def _by_outcome(by_state: np.ndarray, code: DealerCode) -> np.ndarray:
    """Hands by final state summed into hands by (up-card value, outcome)."""
    counts = np.zeros((10, len(code.outcomes)), dtype=np.int64)
    np.add.at(counts, (code.up - 1, code.column), by_state)
    return counts


def simulate_dealer(
    n: int,
    rules: Rules = DEFAULT_RULES,
    decks: int | None = None,
    seed: int = 0,
    up: int | Rank | None = None,
    progress: bool = False,
) -> DealerCounts:
    """Play N dealer hands: counts by up-card and outcome.

    DECKS is None for an infinite deck, otherwise each hand comes from a fresh
    shoe of that many decks.  UP fixes the up-card (else it is dealt too).
    PROGRESS shows a progress bar (off by default: notebooks stay quiet).
    """
    code = dealer_code(rules)
    by_state = np.zeros(code.up.size, dtype=np.int64)
    for hands in _chunks(n, code, decks, seed, up, progress):
        by_state += np.bincount(hands, minlength=code.up.size * 13)[::13]
    return DealerCounts(code.outcomes, _by_outcome(by_state, code))


def bust_flags(
    n: int, up: int | Rank, rules: Rules = DEFAULT_RULES, decks: int | None = None, seed: int = 0
) -> np.ndarray:
    """Whether each of N hands with up-card UP busted, in the order played (for convergence plots)."""
    code = dealer_code(rules)
    bust = code.outcomes.index(BUST)
    flags = [code.column[hands // 13] == bust for hands in _chunks(n, code, decks, seed, up, False)]
    return np.concatenate([np.zeros(0, dtype=bool), *flags])


def simulate_dealer_loop(n: int, rules: Rules = DEFAULT_RULES, seed: int = 0) -> dict[int, dict[Outcome, int]]:
    """The plain-Python way, one hand and one card at a time (infinite deck), for comparison.

    >>> loop = simulate_dealer_loop(1000, seed=2)
    >>> sum(sum(row.values()) for row in loop.values())
    1000
    """
    machine, ends = dealer_machine(rules), outcomes(rules)
    column = [None if end is None else ends.index(end) for end in machine.outcome]
    natural = ends.index(NATURAL) if rules.naturals else None
    counts = [0] * (11 * len(ends))
    points = [int(p) for p in RANK_POINTS]
    step, uniform = machine.step, random.Random(seed).random
    for _ in range(n):
        up = points[int(uniform() * 13)]
        state = step[step[0][up - 1]][points[int(uniform() * 13)] - 1]
        end = column[state]
        if end is not None and natural is not None and ends[end] == 21:
            end = natural
        while end is None:
            state = step[state][points[int(uniform() * 13)] - 1]
            end = column[state]
        counts[up * len(ends) + end] += 1
    return {up: dict(zip(ends, counts[up * len(ends) : (up + 1) * len(ends)])) for up in UP_CARDS}


# -- a student's dealer ---------------------------------------------------------------------


class DealerTurnError(Exception):
    """A ``dealer_turn`` under test raised an error or answered with something else than (Status, Game)."""


@dataclass(frozen=True)
class DealerTally:
    """Rounds played and dealer busts, by up-card (1 is the ace)."""

    busts: dict[int, int]
    hands: dict[int, int]


def _status_of(answer: object, before: Game) -> str:
    """The status name (``OK`` or ``BUST``) in a ``dealer_turn`` answer, or a clear error."""
    status = answer[0] if isinstance(answer, tuple) and len(answer) == 2 else None
    name = getattr(status, "name", None)
    if name not in ("OK", "BUST") or not isinstance(answer[1], Game):
        raise DealerTurnError(
            "dealer_turn should return a pair (Status, Game), like (Status.OK, game); "
            f"with the dealer holding {pretty_print(before.dealer, before.rules)} it returned {answer!r:.120}"
        )
    return name


def _play_dealer(dealer_turn: Callable[[Game], object], game: Game) -> str:
    """Run the student's DEALER_TURN on GAME; the status name, or a ``DealerTurnError``."""
    try:
        answer = dealer_turn(game)
    except Exception as error:  # any mistake in the student's code becomes one clear message
        raise DealerTurnError(
            f"dealer_turn raised {type(error).__name__}: {error} "
            f"(the dealer held {pretty_print(game.dealer, game.rules)})"
        ) from error
    return _status_of(answer, game)


def simulate_rounds(
    dealer_turn: Callable[[Game], object], n: int, seed: int = 0, rules: Rules = DEFAULT_RULES
) -> DealerTally:
    """Deal N rounds from fresh decks and let DEALER_TURN play each dealer hand.

    The up-card is the card the game shows (``game.dealer[0]`` after the deal).

    >>> from blackjack.editions.classic import dealer_turn
    >>> tally = simulate_rounds(dealer_turn, 200, seed=3)
    >>> sum(tally.hands.values()), sum(tally.busts.values()) < 100
    (200, True)
    """
    rng = random.Random(seed)
    busts, hands = dict.fromkeys(UP_CARDS, 0), dict.fromkeys(UP_CARDS, 0)
    for _ in range(n):
        game = deal_hands(new_game(rng=rng, rules=rules, say=quiet))
        up = game.dealer[0].rank.points
        hands[up] += 1
        busts[up] += _play_dealer(dealer_turn, game) == "BUST"
    return DealerTally(busts, hands)


__all__ = [
    "DealerCounts", "DealerTally", "DealerTurnError", "bust_flags", "dealer_code", "simulate_dealer",
    "simulate_dealer_loop", "simulate_rounds",
]
