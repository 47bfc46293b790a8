"""Pictures of the dealer: bust rates, rule presets, Monte Carlo convergence, final totals,
and bankrolls.  Each function takes plain data and returns a matplotlib ``Figure``
(made with ``pyplot``, so a notebook with ``%matplotlib inline`` shows it).

Error bars and bands are 95% normal intervals: 1.96 standard errors
``sqrt(p (1 - p) / n)`` either side.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction

import matplotlib.pyplot as plt
import numpy as np
from matplotlib.figure import Figure

from blackjack.core.rules import ALIASES, Rules
from blackjack.dealer.exact import (
    BUST,
    NATURAL,
    UP_CARDS,
    Outcome,
    bust_table,
    up_card_chances,
    up_card_label,
)

Z95 = 1.96  # standard errors either side of a 95% interval
UP_AXIS = "dealer's up-card"
Number = int | float | Fraction
# Final totals, lowest first (Paul Tol's "bright" colours, red left for busts); then a natural and a bust.
TOTAL_COLOURS = ("#4477aa", "#66ccee", "#228833", "#ccbb44", "#aa3377", "#bbbbbb")
NATURAL_COLOUR, BUST_COLOUR = "#f4a582", "#b2182b"


def _seed_of(name: str) -> str | None:
    """The seed (``"004"``) whose rules the preset NAME is, if any."""
    seed = next((alias for alias, named in ALIASES.items() if named == name and alias.startswith("seed")), None)
    return seed.removeprefix("seed") if seed else None


def preset_label(name: str) -> str:
    """A preset's name as the course's prose says it: its seed first, when it has one.

    >>> preset_label("aces-high"), preset_label("casino-s17")
    ('seed 004 (aces-high)', 'casino-s17')
    """
    seed = _seed_of(name)
    return f"seed {seed} ({name})" if seed else name


def rules_label(name: str) -> str:
    """The rules of the preset NAME, as a title says them after "under".

    >>> rules_label("classic"), rules_label("casino-s17")
    ("seed 000's rules (classic)", 'the casino-s17 rules')
    """
    seed = _seed_of(name)
    return f"seed {seed}'s rules ({name})" if seed else f"the {name} rules"


def _half_width(p: np.ndarray, n: np.ndarray) -> np.ndarray:
    """Half the width of the 95% interval of a proportion P estimated from N trials."""
    return Z95 * np.sqrt(p * (1 - p) / np.maximum(n, 1))


def _up_axis(ax, ups: Sequence[int]) -> None:
    """Label the x-axis with up-cards A, 2, ..., 10."""
    ax.set_xticks(range(len(ups)), [up_card_label(u) for u in ups])
    ax.set_xlabel(UP_AXIS)


def bust_rates_vs_exact(
    busts: Mapping[int, int],
    hands: Mapping[int, int],
    exact: Mapping[int, Number],
    title: str = "Dealer bust rate by up-card",
    label: str = "simulated",
) -> Figure:
    """Simulated bust rates (points with 95% error bars) over the exact ones (bars)."""
    ups = [u for u in UP_CARDS if u in exact]
    n = np.array([hands.get(u, 0) for u in ups], dtype=float)
    rate = np.array([busts.get(u, 0) for u in ups]) / np.maximum(n, 1)
    fig, ax = plt.subplots(figsize=(8, 4.5))
    x = np.arange(len(ups))
    ax.bar(x, [float(exact[u]) for u in ups], color="#c6dbef", edgecolor="#4a7bb7", label="exact")
    ax.errorbar(x, rate, yerr=_half_width(rate, n), fmt="o", color="#b2182b", capsize=4,
                label=f"{label} (95% interval)")
    _up_axis(ax, ups)
    ax.set_ylabel("chance the dealer busts")
    ax.set_ylim(0, max(0.7, float(rate.max(initial=0)) + 0.2))  # headroom keeps the legend off the points
    ax.set_title(title)
    ax.legend(loc="upper right", ncols=2)
    return fig


def presets_side_by_side(
    tables: Mapping[str, Mapping[int, Number]], title: str = "Dealer bust rate under each rule preset"
) -> Figure:
    """Grouped bars: one group per up-card, one bar per preset (TABLES maps a name to a bust table).

    A seed's preset is labelled with its seed too: ``seed 004 (aces-high)``.
    """
    fig, ax = plt.subplots(figsize=(10, 5))
    width = 0.8 / max(len(tables), 1)
    for i, (name, table) in enumerate(tables.items()):
        x = np.arange(len(UP_CARDS)) + (i - (len(tables) - 1) / 2) * width
        ax.bar(x, [float(table[u]) for u in UP_CARDS], width, label=preset_label(name))
    _up_axis(ax, UP_CARDS)
    ax.set_ylabel("chance the dealer busts")
    ax.set_title(title)
    ax.legend(title="rules", ncols=min(len(tables), 3), loc="upper center")  # above the tallest bars
    ax.set_ylim(0, 0.75)
    return fig


def convergence(
    flags: Sequence[bool] | np.ndarray,
    exact: Number,
    title: str = "A Monte Carlo estimate settles on the exact value",
    points: int = 60,
) -> Figure:
    """The running bust rate of the hands FLAGS (True = bust, in the order dealt) against N, inside the 95% band."""
    flags = np.asarray(flags, dtype=float)
    n = np.unique(np.geomspace(1, flags.size, points).astype(int))
    running = np.cumsum(flags)[n - 1] / n
    p = float(exact)
    fig, ax = plt.subplots(figsize=(8, 4.5))
    ax.fill_between(n, p - _half_width(p, n), p + _half_width(p, n), color="#c6dbef", label="95% band around exact")
    ax.axhline(p, color="#4a7bb7", linestyle="--", label=f"exact {p:.4f}")
    ax.plot(n, running, "o-", color="#b2182b", markersize=3, label="estimate after n hands dealt")
    ax.set_xscale("log")
    ax.set_ylim(max(0.0, p - 0.3), min(1.0, p + 0.3))
    ax.set_xlabel("hands dealt, n (log scale)")
    ax.set_ylabel("estimated chance of a bust")
    ax.set_title(title)
    ax.legend(loc="upper right")
    return fig


def _outcome_name(end: Outcome) -> str:
    """A legend entry for an outcome."""
    return {BUST: "bust", NATURAL: "natural"}.get(end, str(end))


def final_totals(
    table: Mapping[int, Mapping[Outcome, Number]], title: str = "How the dealer's hand ends, by up-card"
) -> Figure:
    """Stacked bars: for each up-card, the chance of each final total, a natural and a bust."""
    ups = [u for u in UP_CARDS if u in table]
    ends = list(next(iter(table.values())))
    totals = iter(TOTAL_COLOURS * len(ends))
    fig, ax = plt.subplots(figsize=(10, 5))
    bottom = np.zeros(len(ups))
    for end in ends:
        heights = np.array([float(table[u].get(end, 0)) for u in ups])
        colour = BUST_COLOUR if end == BUST else NATURAL_COLOUR if end == NATURAL else next(totals)
        ax.bar(range(len(ups)), heights, bottom=bottom, color=colour, label=_outcome_name(end))
        bottom += heights
    _up_axis(ax, ups)
    ax.set_ylabel("chance")
    ax.set_ylim(0, 1)
    ax.set_title(title)
    ax.legend(title="dealer ends on", loc="center left", bbox_to_anchor=(1.0, 0.5))
    fig.tight_layout()
    return fig


def bankroll_paths(
    paths: Sequence[Sequence[Number]],
    names: Sequence[str] | None = None,
    title: str = "Each player's money, round by round",
) -> Figure:
    """One line per player: the money they hold after each round (PATHS[i][r])."""
    names = names or [f"player {i + 1}" for i in range(len(paths))]
    fig, ax = plt.subplots(figsize=(8, 4.5))
    for name, path in zip(names, paths):
        ax.plot(range(len(path)), [float(m) for m in path], drawstyle="steps-post", label=name)
    ax.set_xlabel("round")
    ax.set_ylabel("money")
    ax.set_title(title)
    ax.legend(loc="best")
    return fig


def your_dealer_vs_exact(
    bust_counts: Mapping[int, int], n: Mapping[int, int] | int, rules: Rules, decks: int = 1,
    label: str = "your dealer",
) -> Figure:
    """A student's dealer: bust rate by up-card (BUST_COUNTS of N hands) against the exact figures.

    N is the hands played under each up-card (``simulate_rounds(...).hands``), or
    their total, shared out by the chance of each up-card.  The exact figures are
    for a shoe of DECKS decks (the game deals from one deck).  LABEL names the
    dealer that played, in the title and the legend: ``the reference dealer``
    when the student's has not passed its check.

    >>> from blackjack.core.rules import DEFAULT_RULES
    >>> your_dealer_vs_exact({6: 4}, {6: 10}, DEFAULT_RULES, label="the reference dealer").axes[0].get_title()
    "The reference dealer against the exact figures, under seed 000's rules (classic)"
    """
    hands = n if isinstance(n, Mapping) else {u: n * float(p) for u, p in up_card_chances(decks).items()}
    return bust_rates_vs_exact(
        bust_counts, hands, bust_table(rules, decks),
        title=f"{label[:1].upper()}{label[1:]} against the exact figures, under {rules_label(rules.name)}",
        label=label,
    )


__all__ = [
    "bankroll_paths", "bust_rates_vs_exact", "convergence", "final_totals", "preset_label", "presets_side_by_side",
    "rules_label", "your_dealer_vs_exact",
]
