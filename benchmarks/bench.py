"""How fast are the dealer simulators and the exact tables?

Run: ``.venv/bin/python benchmarks/bench.py`` (about half a minute).  It prints
dealer hands per second of the NumPy simulation, of the plain Python loop and of
Gymnasium's ``Blackjack-v1`` standing at once (reset, then step(0)), their
ratio, and the time of each exact table (infinite deck and six decks, every
preset), each the best of a few runs.  The exact tables are timed from a cold
cache: the dealer's state machine is rebuilt every time.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable

from blackjack.core.rules import CASINO_S17, PRESETS
from blackjack.dealer.exact import bust_table, dealer_machine
from blackjack.dealer.simulate import simulate_dealer, simulate_dealer_loop


def best_time(run: Callable[[], object], repeat: int = 3) -> float:
    """The shortest of REPEAT timings of RUN, in seconds."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return min(times)


def gymnasium_rate(episodes: int) -> float:
    """Episodes per second of Gymnasium's Blackjack-v1 when the player stands at once."""
    import gymnasium

    env = gymnasium.make("Blackjack-v1")
    env.reset(seed=0)

    def play() -> None:
        for _ in range(episodes):
            env.reset()
            env.step(0)

    return episodes / best_time(play)


def cold_table(rules, decks) -> float:
    """Seconds for one exact bust table, the state machine built afresh."""

    def run() -> None:
        dealer_machine.cache_clear()
        bust_table(rules, decks)

    return best_time(run, repeat=5)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=20_000_000, help="hands for the NumPy simulation")
    args = parser.parse_args()

    simulate_dealer(100_000, CASINO_S17)  # build the lookup tables once
    vectorised = args.hands / best_time(lambda: simulate_dealer(args.hands, CASINO_S17, seed=1))
    shoe = 2_000_000 / best_time(lambda: simulate_dealer(2_000_000, CASINO_S17, decks=6, seed=1))
    loop = 300_000 / best_time(lambda: simulate_dealer_loop(300_000, CASINO_S17, seed=1))
    gym = gymnasium_rate(20_000)

    print("Dealer hands per second (s17, infinite deck unless said)")
    print(f"  {'NumPy, vectorised':<34}{vectorised:>14,.0f}")
    print(f"  {'NumPy, vectorised, 6-deck shoes':<34}{shoe:>14,.0f}")
    print(f"  {'plain Python loop':<34}{loop:>14,.0f}")
    print(f"  {'Gymnasium Blackjack-v1 (stand)':<34}{gym:>14,.0f}")
    print(f"  {'vectorised / Gymnasium':<34}{vectorised / gym:>13,.0f}x")
    print(f"  {'vectorised / Python loop':<34}{vectorised / loop:>13,.0f}x")
    print()
    print("Exact bust tables, all up-cards (ms)")
    print(f"  {'preset':<10}{'infinite':>10}{'6 decks':>10}")
    for name, rules in PRESETS.items():
        print(f"  {name:<10}{1000 * cold_table(rules, None):>10.1f}{1000 * cold_table(rules, 6):>10.1f}")


if __name__ == "__main__":
    main()
