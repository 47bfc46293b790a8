"""Monte Carlo dealers: cards dealt at random and the dealer's rule applied, many hands in a compiled
loop or one at a time in plain Python; and whole dealer turns played by a student's ``dealer_turn``.

This is the check of ``blackjack.dealer.exact``, so it uses none of its chances: every card is
drawn at random, from an infinite deck (each rank one chance in 13), from a fresh shoe for every
hand, or from a shoe dealt on to its cut card, and the hand follows the dealer's state machine
(``exact.dealer_machine``, which asks ``core.hands.dealer_draws`` about one hand per state: the
rule, written once, in Python).  Here the machine becomes two lookup arrays, and
``blackjack.dealer.kernel`` deals the cards (compiled with numba).  Cards are rank numbers 0 to 12
(ace to king).  (``blackjack.dealer.exact_draws`` is the other way round: it draws whole hands from
the exact chances, fast, and checks nothing.)

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
from functools import cache

import numpy as np
from tqdm.auto import tqdm

from blackjack.core.cards import Rank
from blackjack.core.hands import pretty_print
from blackjack.core.messages import quiet
from blackjack.core.rules import DEFAULT_RULES, Rules
from blackjack.dealer import kernel
from blackjack.dealer.exact import BUST, NATURAL, UP_CARDS, Outcome, dealer_machine, outcomes, points_of
from blackjack.editions.classic import Game, deal_hands, new_game

RANK_POINTS = np.array([r.points for r in Rank], dtype=np.uint8)  # rank number (0 ace .. 12 king) -> points
CHUNK = 1 << 20  # hands a worker plays between two looks at the progress bar (a multiple of kernel.BATCH)
MOST_DECKS = 63  # a fresh shoe's (4 decks)**4 ways to pick copies of four ranks stay below 2**32 (kernel._kept)


@dataclass(frozen=True)
class DealerCode:
    """The dealer's state machine as lookup arrays, states numbered with the up-card in them.

    A hand is held as the number ``13 * state``.  The states where the dealer draws come first,
    below ``drawing``: pairs (up-card value, state of ``exact.dealer_machine``).  Then one state
    for each up-card value and outcome where the dealer stops: ``stopped + len(outcomes) *
    (up - 1) + column`` for the column of the outcome in ``outcomes``.  So a hand's final state
    alone says how it started and ended.  ``start[169 * r0 + 13 * r1 + r2]`` is the hand after its
    first three ranks (a two-card 21 is an outcome of its own under rules with naturals),
    ``step[13 * state + rank]`` the hand one rank later; a state where the dealer stops leads back
    to itself.  ``first[2197 * r0 + 169 * r1 + 13 * r2 + r3]`` is the state (not times 13) after
    four ranks.  ``most_cards`` is the most cards a dealer can take.
    """

    outcomes: tuple[Outcome, ...]
    start: np.ndarray
    step: np.ndarray
    drawing: int
    most_cards: int
    first: np.ndarray

    @property
    def stopped(self) -> int:
        """The number of the first state where the dealer stops."""
        return self.drawing // 13

    def columns(self, states: np.ndarray) -> np.ndarray:
        """The column in ``outcomes`` of each final state."""
        return (states - self.stopped) % len(self.outcomes)

    def by_outcome(self, by_state: np.ndarray) -> np.ndarray:
        """Hands by state (the states where the dealer draws are not read) as hands by (up-card, outcome)."""
        return by_state[self.stopped :].reshape(len(UP_CARDS), len(self.outcomes))


def _most_cards(nexts: list[list[int] | None]) -> int:
    """The most cards a hand takes from the empty state 0 (every card adds to the hard total: no loops)."""
    most = [0] * len(nexts)
    for s in reversed(range(len(nexts))):  # a state is found after every state that leads to it
        most[s] = 0 if nexts[s] is None else 1 + max(most[t] for t in nexts[s])
    return most[0]


@cache
def dealer_code(rules: Rules) -> DealerCode:
    """``exact.dealer_machine(rules)`` turned into lookup arrays."""
    machine, columns = dealer_machine(rules), outcomes(rules)
    nexts = [[s[p - 1] for p in RANK_POINTS] if s else None for s in machine.step]
    drawing = [(up, s) for up in UP_CARDS for s in range(len(nexts)) if nexts[s] is not None]
    number = {pair: i for i, pair in enumerate(drawing)}

    def state(up: int, s: int, two_card_21: bool = False) -> int:
        if nexts[s] is not None:
            return number[up, s]
        end = NATURAL if two_card_21 and machine.outcome[s] == 21 else machine.outcome[s]
        return len(drawing) + len(columns) * (up - 1) + columns.index(end)

    step = np.arange(len(drawing) + len(columns) * len(UP_CARDS)).repeat(13)  # a stopped hand stays put
    step[: 13 * len(drawing)] = [state(up, nexts[s][r]) for up, s in drawing for r in range(13)]
    start = []
    for r0, r1, r2 in np.ndindex(13, 13, 13):
        up = int(RANK_POINTS[r0])
        two = nexts[nexts[0][r0]][r1]
        start.append(state(up, two, rules.naturals) if nexts[two] is None else state(up, nexts[two][r2]))
    start, step = 13 * np.array(start, dtype=np.uint16), 13 * step.astype(np.uint16)
    first = step[start.astype(np.intp).repeat(13) + np.tile(np.arange(13), start.size)] // 13
    return DealerCode(columns, start, step, 13 * len(drawing), _most_cards(nexts), first)


# -- where the cards come from ---------------------------------------------------------------

Play = Callable[[int, np.ndarray, np.ndarray | None], None]  # (hands, counts by state, final states in order)


def cut_card(decks: int, penetration: float | None) -> int:
    """Cards dealt from a shoe of DECKS before it is reshuffled: 0 (a fresh shoe every hand)
    without PENETRATION, else that share of the shoe (leaving at least 3 cards).

    >>> cut_card(6, None), cut_card(6, 0.75), cut_card(1, 1.0)
    (0, 234, 49)
    """
    if penetration is None:
        return 0
    if not 0 < penetration <= 1:
        raise ValueError("penetration is the share of the shoe dealt before reshuffling, above 0 and at most 1; "
                         f"got {penetration!r}")
    size = 52 * decks
    return min(round(penetration * size), size - 3)


def _infinite_deck(code: DealerCode, up: int | None, state: np.ndarray) -> Play:
    """Hands from an infinite deck (``kernel.infinite_hands``): four ranks drawn at once, or three
    after the fixed up-card UP."""
    base, span = (0, 13**4) if up is None else (13**3 * (up - 1), 13**3)  # rank up - 1 is worth up
    limit, queue = kernel.rejection_limit(span), np.zeros((2, kernel.BATCH), dtype=np.uint64)

    def play(n: int, counts: np.ndarray, ends: np.ndarray | None) -> None:
        kernel.infinite_hands(state, n, base, span, limit, code.first, code.step, code.stopped, counts, ends, *queue)

    return play


def _repeats() -> np.ndarray:
    """For four ranks (as numbered in ``DealerCode.first``), how they repeat: ``m1 + 2 m2 + 6 m3``, card k
    the m_k-th of its rank (0 for the first)."""
    ranks = np.indices((13,) * kernel.FIRST).reshape(kernel.FIRST, -1)
    m1, m2, m3 = ((ranks[:k] == ranks[k]).sum(axis=0) for k in (1, 2, 3))
    return m1 + 2 * m2 + 6 * m3


@cache
def _first_in_shoe(rules: Rules) -> np.ndarray:
    """``dealer_code(rules).first`` with how its four ranks repeat above the state (``kernel.fresh_shoe_hands``)."""
    code = dealer_code(rules)
    if code.first.max() >> kernel.STATE_BITS or code.most_cards > 16:  # a drawing hand holds at most 15 of a rank
        raise ValueError(f"the dealer of {rules.name} has too many states or cards to be dealt from fresh shoes; "
                         "deal them on from one shoe (penetration) instead")
    return (code.first | _repeats() << kernel.STATE_BITS).astype(np.uint16)


def _fresh_shoes(rules: Rules, decks: int, up: int | None, state: np.ndarray) -> Play:
    """Hands each from a fresh shoe of DECKS (``kernel.fresh_shoe_hands``), the up-card UP held out if fixed."""
    code, first = dealer_code(rules), _first_in_shoe(rules)
    base, span = (0, 13**4) if up is None else (13**3 * (up - 1), 13**3)
    copies = 4 * decks
    # the ways four ranks repeat, numbered m1 + 2 m2 + 6 m3 as in _repeats
    ways = [(m1, m2, m3) for m3 in range(4) for m2 in range(3) for m1 in range(2)]
    keep = [copies * (copies - m1) * (copies - m2) * (copies - m3) for m1, m2, m3 in ways]
    keep = np.array([divmod(k << 32, copies**4) for k in keep], dtype=np.uint64).T.copy()  # for kernel._kept
    limit, queue = kernel.rejection_limit(span), np.zeros((3, kernel.BATCH), dtype=np.uint64)

    def play(n: int, counts: np.ndarray, ends: np.ndarray | None) -> None:
        kernel.fresh_shoe_hands(state, n, base, span, limit, copies, *keep, first, code.step, code.stopped, counts,
                                ends, *queue)

    return play


def _dealt_on(code: DealerCode, decks: int, cut: int, state: np.ndarray) -> Play:
    """Hands dealt on from one shoe of DECKS, reshuffled at the CUT card (``kernel.shoe_hands``): a call
    carries on where the last one stopped."""
    shoe, dealt = np.repeat(np.arange(13, dtype=np.uint8), 4 * decks), [0]  # rank numbers; cards out since the shuffle

    def play(n: int, counts: np.ndarray, ends: np.ndarray | None) -> None:
        dealt[0] = kernel.shoe_hands(state, n, shoe, cut, dealt[0], code.start, code.step, code.drawing, counts, ends)

    return play


def deal_cards(code: DealerCode, run: Run, state: np.ndarray) -> Play:
    """One worker's stream of RUN's hands, card by card, from the random generator STATE: a call plays
    the next hands, counts them by state (or, given an array for them, writes the final states down
    in order)."""
    up = None if run.up is None else points_of(run.up)
    if run.decks is None:
        return _infinite_deck(code, up, state)
    if run.penetration is None:
        return _fresh_shoes(run.rules, run.decks, up, state)
    return _dealt_on(code, run.decks, cut_card(run.decks, run.penetration), state)


# -- playing the hands ----------------------------------------------------------------------


@dataclass(frozen=True)
class Run:
    """What a simulation plays: N hands of RULES from an infinite deck (DECKS None) or a shoe."""

    n: int
    rules: Rules = DEFAULT_RULES
    decks: int | None = None
    seed: int = 0
    up: int | Rank | None = None
    workers: int = 1
    penetration: float | None = None


def _check(run: Run) -> None:
    """A clear ValueError for a run that cannot be played."""
    if run.workers < 1 or run.n < 0:
        raise ValueError(f"need 0 or more hands and 1 or more workers; got {run.n} hands, {run.workers} workers")
    if run.decks is not None and run.decks < 1:
        raise ValueError(f"a shoe needs at least one deck, not {run.decks}")
    if run.decks is not None and run.penetration is None and run.decks > MOST_DECKS:
        raise ValueError(f"a fresh shoe holds at most {MOST_DECKS} decks, not {run.decks}")
    if run.penetration is not None and (run.decks is None or run.up is not None):
        raise ValueError("penetration needs a shoe (decks) and no fixed up-card")
    if run.up is not None:
        points_of(run.up)


Player = Callable[[DealerCode, Run, np.ndarray], Play]  # (code, run, one worker's random state) -> its hands


def play_hands(
    run: Run, keep: bool, progress: bool, player: Player = deal_cards
) -> tuple[DealerCode, np.ndarray, list[np.ndarray]]:
    """Play RUN with PLAYER (cards dealt, unless told): the dealer code, the hands by state (in four rows)
    for each worker, and (with KEEP) every worker's final states in the order played.  Worker w plays
    its share of the hands from stream w of ``SeedSequence(seed).spawn(workers)``."""
    _check(run)
    code = dealer_code(run.rules)
    players = [player(code, run, state) for state in kernel.seed_states(run.seed, run.workers)]
    shares = [run.n // run.workers + (w < run.n % run.workers) for w in range(run.workers)]
    counts = np.zeros((run.workers, 4 * code.step.size // 13), dtype=np.int64)  # four counters a state
    ends = [np.zeros(share if keep else 0, dtype=np.uint16) for share in shares]

    def chunk(w: int, start: int) -> int:
        size = max(0, min(CHUNK, shares[w] - start))
        players[w](size, counts[w], ends[w][start : start + size] if keep else None)
        return size

    def every_chunk(each: Callable) -> None:
        """Every worker's chunks, side by side, by EACH (``map`` or a pool's)."""
        with tqdm(total=run.n, unit="hand", unit_scale=True, disable=not progress) as bar:
            for start in range(0, max(shares, default=0), CHUNK):
                bar.update(sum(each(chunk, range(run.workers), [start] * run.workers)))

    if run.workers == 1:
        every_chunk(map)  # no thread to start: a short run costs a tenth of a millisecond, not a millisecond
    else:
        with ThreadPoolExecutor(run.workers) as pool:
            every_chunk(pool.map)
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


def counted(run: Run, progress: bool = False, player: Player = deal_cards) -> DealerCounts:
    """The hands of RUN played by PLAYER, counted by up-card and outcome."""
    code, counts, _ = play_hands(run, keep=False, progress=progress, player=player)
    return DealerCounts(code.outcomes, code.by_outcome(counts.reshape(run.workers, -1, 4).sum(axis=(0, 2))))


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
    """Deal N dealer hands, card by card: counts by up-card and outcome.

    DECKS is None for an infinite deck, otherwise each hand comes from a fresh
    shoe of that many decks; with PENETRATION (say 0.75) the shoe is dealt
    on, hand after hand, and reshuffled once that share of it is out, as at
    a casino.  UP fixes the up-card (else it is dealt too).  WORKERS threads
    share the hands, each with its own random stream; the same SEED and
    WORKERS give the same counts.  PROGRESS shows a progress bar (off by
    default: notebooks stay quiet).
    """
    return counted(Run(n, rules, decks, seed, up, workers, penetration), progress)


def bust_flags(
    n: int, up: int | Rank, rules: Rules = DEFAULT_RULES, decks: int | None = None, seed: int = 0
) -> np.ndarray:
    """Whether each of N hands dealt card by card with up-card UP busted, in the order played (for
    convergence plots)."""
    code, _, ends = play_hands(Run(n, rules, decks, seed, up), keep=True, progress=False)
    return code.columns(ends[0]) == code.outcomes.index(BUST)


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
