"""Compile the dealer's kernels once, so that numba's cache on disk holds them.

``make setup`` runs ``python -m blackjack.dealer.warm`` after installing: a
student's first game or simulation then loads the kernels in a fraction of a
second instead of compiling them for several.
"""

from __future__ import annotations

from blackjack.core.rules import DEFAULT_RULES
from blackjack.dealer.exact_draws import draw_from_exact
from blackjack.dealer.live import live_table
from blackjack.dealer.simulate import bust_flags, simulate_dealer


def warm() -> None:
    """Run every kernel once on a few hands: the live odds, each kind of shoe dealt card by card, counting
    and in order, and hands drawn from the exact chances."""
    live_table(DEFAULT_RULES)
    live_table(DEFAULT_RULES, decks=1)
    for decks, penetration in ((None, None), (6, None), (6, 0.75)):
        simulate_dealer(100, DEFAULT_RULES, decks=decks, penetration=penetration)
        bust_flags(100, 6, DEFAULT_RULES, decks=decks) if penetration is None else None
    draw_from_exact(100, DEFAULT_RULES)


if __name__ == "__main__":
    warm()
