"""Monte Carlo dealers: many hands in a compiled loop, one at a time in plain Python,
and whole dealer turns played by a student's ``dealer_turn``.

The compiled simulator (``blackjack.dealer.kernel``, with numba) plays the
same state machine as ``blackjack.dealer.exact``, which is built by asking
``core.hands.dealer_draws`` about one hand per state: so every rule preset works,
and the rule is written once, in Python.  Here the machine becomes two
lookup arrays: the first three cards of a hand are one random number below
13**3 and one lookup (a dealer who stopped after two cards simply stays
put), then each further card is one lookup more.  Cards are rank numbers 0
to 12 (ace to king).  A shoe dealt on until the cut card (a penetration) is
played so, card by card.

When every hand starts afresh (an infinite deck, or a fresh shoe for every
hand) the chance of each final state is a fixed fraction, which
``exact.outcome_table`` works out; then a whole hand is one lookup in a table
built from those fractions (``outcome_sampler``, ``kernel.table_counts``),
exactly as likely as card by card, four to six times faster.  (The
card-by-card shoe, tested against the same fractions, keeps checking them.)

>>> counts = simulate_dealer(10_000, seed=1)
>>> int(counts.counts.sum()), counts.outcomes
(10000, (17, 18, 19, 20, 21, 'bust'))
>>> two = simulate_dealer(10_000, seed=1, workers=2)
>>> int(two.counts.sum()), (two.counts == simulate_dealer(10_000, seed=1, workers=2).counts).all()
(10000, np.True_)
"""

from __future__ import annotations

import random
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from itertools import accumulate
from math import lcm

import numpy as np
from tqdm.auto import tqdm

from blackjack.core.cards import Rank
from blackjack.core.hands import pretty_print
from blackjack.core.messages import quiet
from blackjack.core.rules import DEFAULT_RULES, Rules
from blackjack.dealer import kernel
from blackjack.dealer.exact import (
    BUST,
    INFINITE_DECK,
    NATURAL,
    UP_CARDS,
    Outcome,
    dealer_machine,
    dealer_outcomes,
    outcome_table,
    outcomes,
    points_of,
    shoe,
)
from blackjack.editions.classic import Game, deal_hands, new_game

RANK_POINTS = np.array([r.points for r in Rank], dtype=np.uint8)  # rank number (0 ace .. 12 king) -> points
CHUNK = 1 << 20  # hands a worker plays between two looks at the progress bar


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
    start, step = 13 * np.array(start, dtype=np.uint16), 13 * np.array(step, dtype=np.uint16)
    return DealerCode(
        columns,
        start,
        step,
        13 * sum(nexts[s] is not None for _, s in pairs),
        np.array([up for up, _ in pairs], dtype=np.intp),
        np.array([columns.index(ends[s]) if nexts[s] is None else 0 for _, s in pairs], dtype=np.intp),
    )


# -- where the cards come from ---------------------------------------------------------------

Play = Callable[[int, np.ndarray, np.ndarray | None], None]  # (hands, counts, final states in order) -> None


def _shoe_ranks(decks: int, up: int | None) -> np.ndarray:
    """The rank numbers of a shoe, with a card worth UP moved to the front."""
    ranks = np.repeat(np.arange(13, dtype=np.uint8), 4 * decks)
    if up is not None:
        first = int(np.flatnonzero(RANK_POINTS[ranks] == up)[0])
        ranks[[0, first]] = ranks[[first, 0]]
    return ranks


def cut_card(decks: int, penetration: float | None) -> int:
    """Cards dealt from a shoe of DECKS before it is reshuffled: 0 (a fresh shoe every hand)
    without PENETRATION, else that share of the shoe (leaving at least 3 cards).

    >>> cut_card(6, None), cut_card(6, 0.75), cut_card(1, 1.0)
    (0, 234, 49)
    """
    if penetration is None:
        return 0
    if not 0 < penetration <= 1:
        raise ValueError(f"penetration is the share of the shoe dealt before reshuffling, above 0 and at most 1; got {penetration!r}")
    size = 52 * decks
    return min(round(penetration * size), size - 3)


@dataclass(frozen=True)
class OutcomeSampler:
    """The arrays of ``kernel.table_counts``, which draw a hand's final state j from 16 random bits,
    exactly; ``states[j]`` is that state as numbered in ``DealerCode``."""

    table: np.ndarray
    keys: np.ndarray
    rest: np.ndarray
    q: np.ndarray
    places: np.ndarray
    states: np.ndarray

    def arrays(self) -> tuple[np.ndarray, ...]:
        """What the kernels take, in order."""
        return self.table, self.keys, self.rest, self.q, self.places


def _final_chances(rules: Rules, decks: int | None, up: int | None) -> list[tuple[int, Outcome, Fraction]]:
    """Every (up-card, outcome) a fresh hand can end with, and its exact chance (UP: given that up-card)."""
    if up is not None:
        return [(up, end, chance) for end, chance in dealer_outcomes(up, rules, decks).items()]
    deck = INFINITE_DECK if decks is None else shoe(decks)
    return [(value, end, Fraction(deck[value - 1], sum(deck)) * chance)
            for value, row in outcome_table(rules, decks).items() for end, chance in row.items()]


@cache
def outcome_sampler(rules: Rules, decks: int | None, up: int | None) -> OutcomeSampler | None:
    """The table that draws a whole fresh hand of RULES at once (``kernel.table_counts``); None when the
    fractions need a common denominator of 2**127 or more (shoes of some twenty decks or more), or
    when the states and the places holding boundaries are too many to number in a byte."""
    code, finals = dealer_code(rules), _final_chances(rules, decks, up)
    q = lcm(*(chance.denominator for *_, chance in finals))
    if q >> 127:
        return None
    state = {(int(code.up[s]), code.outcomes[code.column[s]]): s for s in range(code.drawing // 13, code.up.size)}
    ends = list(accumulate(chance.numerator * (q // chance.denominator) for *_, chance in finals))
    scaled = [end << kernel.SLICE for end in ends]
    keys = np.array([2 * (x // q) + (x % q > 0) for x in scaled], dtype=np.int64)
    places = np.unique(keys[keys % 2 == 1] // 2)  # those holding a boundary (fewer than the states)
    if len(finals) + places.size > 256:  # more than a byte can number (a dealer drawing to a low total)
        return None
    table = np.searchsorted(keys, 2 * np.arange(1 << kernel.SLICE), side="right").astype(np.uint8)
    table[places] = len(finals) + np.arange(places.size)
    return OutcomeSampler(
        table, keys, _words([x % q for x in scaled]), _words([q])[0], places,
        np.array([state[value, end] if chance else 0 for value, end, chance in finals], dtype=np.intp),
    )


def _words(numbers: list[int]) -> np.ndarray:
    """Whole numbers below 2**128 as rows of two 64-bit words, high word first."""
    return np.array([(x >> 64, x & (2**64 - 1)) for x in numbers], dtype=np.uint64).reshape(-1, 2)


def _sampling(sampler: OutcomeSampler, state: np.ndarray) -> Play:
    """A stream of hands each drawn whole (``kernel.table_counts``), their final states counted or
    written down as ``DealerCode`` numbers them."""
    states = sampler.states.size
    scratch, by_slot = np.zeros_like(sampler.rest), np.zeros((4, states + sampler.places.size), dtype=np.int64)

    def play(n: int, counts: np.ndarray, ends: np.ndarray | None) -> None:
        if ends is not None:
            kernel.table_ends(state, n, *sampler.arrays(), scratch, ends)
            ends[:] = sampler.states[ends]
        else:
            kernel.table_counts(state, n, *sampler.arrays(), scratch, by_slot)
            np.add.at(counts, (slice(None), sampler.states), by_slot[:, :states])
            by_slot[:] = 0

    return play


def _player(code: DealerCode, run: Run, up: int | None, cut: int, state: np.ndarray) -> Play:
    """One worker's stream of hands: a call plays the next hands, carrying on where the last call
    stopped, and counts their final states (or, given an array for them, writes them down in order)."""
    sampler = outcome_sampler(run.rules, run.decks, up) if cut == 0 else None
    if sampler is not None:
        return _sampling(sampler, state)
    if run.decks is None:
        raise ValueError(f"the dealer of {run.rules.name} draws too many cards to be simulated exactly")
    shoe_ranks = _shoe_ranks(run.decks, up)
    dealt = [0]  # cards out of the shoe since it was shuffled, from one call to the next

    def play(n: int, counts: np.ndarray, ends: np.ndarray | None) -> None:
        dealt[0] = kernel.shoe_hands(state, n, shoe_ranks, int(up is not None), cut, dealt[0], code.start, code.step,
                                     code.drawing, counts, ends)

    return play


# -- playing the hands ----------------------------------------------------------------------


@dataclass(frozen=True)
class Run:
    """What a simulation plays: N hands of RULES from an infinite deck (DECKS None) or a shoe."""

    n: int
    rules: Rules = DEFAULT_RULES
    decks: int | None = None
    seed: int = 0
    up: int | None = None
    workers: int = 1
    penetration: float | None = None


def _check(run: Run) -> None:
    """A clear ValueError for a run that cannot be played."""
    if run.workers < 1 or run.n < 0:
        raise ValueError(f"need 0 or more hands and 1 or more workers; got {run.n} hands, {run.workers} workers")
    if run.decks is not None and run.decks < 1:
        raise ValueError(f"a shoe needs at least one deck, not {run.decks}")
    if run.penetration is not None and (run.decks is None or run.up is not None):
        raise ValueError("penetration needs a shoe (decks) and no fixed up-card")


def _play(run: Run, keep: bool, progress: bool) -> tuple[DealerCode, np.ndarray, list[np.ndarray]]:
    """Play RUN: the dealer code, hands by final state (in four rows) for each worker, and (with KEEP) every
    worker's final states in the order played.  Worker w plays its share of the hands
    from stream w of ``SeedSequence(seed).spawn(workers)``."""
    _check(run)
    code, up = dealer_code(run.rules), None if run.up is None else points_of(run.up)
    cut = 0 if run.decks is None else cut_card(run.decks, run.penetration)
    players = [_player(code, run, up, cut, state) for state in kernel.seed_states(run.seed, run.workers)]
    shares = [run.n // run.workers + (w < run.n % run.workers) for w in range(run.workers)]
    counts = np.zeros((run.workers, 4, code.up.size), dtype=np.int64)
    ends = [np.zeros(share if keep else 0, dtype=np.uint16) for share in shares]

    def chunk(w: int, start: int) -> int:
        size = max(0, min(CHUNK, shares[w] - start))
        players[w](size, counts[w], ends[w][start : start + size] if keep else None)
        return size

    with ThreadPoolExecutor(run.workers) as pool, tqdm(total=run.n, unit="hand", unit_scale=True, disable=not progress) as bar:
        for start in range(0, max(shares, default=0), CHUNK):
            bar.update(sum(pool.map(chunk, range(run.workers), [start] * run.workers)))
    return code, counts, ends


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
    workers: int = 1,
    penetration: float | None = None,
) -> DealerCounts:
    """Play N dealer hands: counts by up-card and outcome.

    DECKS is None for an infinite deck, otherwise each hand comes from a fresh
    shoe of that many decks; with PENETRATION (say 0.75) the shoe is dealt
    on, hand after hand, and reshuffled once that share of it is out, as at
    a casino.  UP fixes the up-card (else it is dealt too).  WORKERS threads
    share the hands, each with its own random stream; the same SEED and
    WORKERS give the same counts.  PROGRESS shows a progress bar (off by
    default: notebooks stay quiet).
    """
    code, counts, _ = _play(Run(n, rules, decks, seed, up, workers, penetration), keep=False, progress=progress)
    return DealerCounts(code.outcomes, _by_outcome(counts.sum(axis=(0, 1)), code))


def bust_flags(
    n: int, up: int | Rank, rules: Rules = DEFAULT_RULES, decks: int | None = None, seed: int = 0
) -> np.ndarray:
    """Whether each of N hands with up-card UP busted, in the order played (for convergence plots)."""
    code, _, ends = _play(Run(n, rules, decks, seed, up), keep=True, progress=False)
    return code.column[ends[0]] == code.outcomes.index(BUST)


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
    "DealerCounts", "DealerTally", "DealerTurnError", "Run", "bust_flags", "cut_card", "dealer_code", "simulate_dealer",
    "simulate_dealer_loop", "simulate_rounds",
]
