"""How fast are the dealer simulators and the exact tables, measured fairly?

Run: ``make bench`` (``.venv/bin/python benchmarks/bench.py``, a few minutes).
Every contender runs once per repetition, one after the other (interleaved,
so that a busy moment of the machine hits them all alike); each figure is the
median of the repetitions (5 unless told, never fewer), in hands per CPU-second
(``time.process_time``, every thread of the process) and per wall-second, and
as a multiple of the shared yardstick's, measured in the same rounds.
The load average is read before every repetition and kept with the figures:
other programs running at the same time slow every contender down.  The
figures are printed as tables and written as JSON to
``benchmarks/results.json`` (or ``--json``).

Contenders, all playing the dealer of the s17 table (stands on soft 17):

- this project's Monte Carlo check, ``simulate_dealer`` (numba), which deals
  every card: infinite deck and fresh 6-deck shoes, on one core and on every
  core (``workers``), and a 6-deck shoe dealt on to 75%, on one core;
- ``exact_draws.draw_from_exact`` (numba), which draws each whole hand from
  the exact chances (a way to use them, no check of them): infinite deck and
  fresh 6-deck shoes, on one core and on every core;
- a plain NumPy version written below (every hand still drawing takes a
  card, repeat);
- the shared yardstick ``sim_inf_chunk`` (``../shared/bench/numpy_reference.py``),
  when that folder is there;
- Gymnasium's ``Blackjack-v1`` (reset, then stand: the dealer plays out),
  on the same number of hands as everyone else in the small round;
- the exact tables: fractions (``exact.outcome_table``) against the compiled
  walk (``dealer.live.live_table``), for every preset, infinite deck and six decks.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import platform
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np

from blackjack.core.rules import CASINO_S17, PRESETS
from blackjack.dealer.exact import outcome_table
from blackjack.dealer.exact_draws import draw_from_exact
from blackjack.dealer.live import live_table
from blackjack.dealer.simulate import simulate_dealer

CORES = os.cpu_count() or 1
# What the card-by-card simulation must reach, per CPU-second, as a multiple of the yardstick's.
TARGETS = {"card by card, infinite deck, 1 core": 15, "card by card, fresh 6-deck shoes, 1 core": 7}
POINTS = np.array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10], dtype=np.int16)


def numpy_dealer(n: int, rng: np.random.Generator) -> int:
    """Busts among N s17 dealer hands, plain NumPy: every hand still drawing takes a card, repeat."""
    hard, aces = np.zeros(n, dtype=np.int16), np.zeros(n, dtype=bool)
    drawing = np.arange(n)
    while drawing.size:
        card = POINTS[rng.integers(0, 13, drawing.size)]
        hard[drawing] += card
        aces[drawing] |= card == 1
        total = np.where(aces[drawing] & (hard[drawing] <= 11), hard[drawing] + 10, hard[drawing])
        drawing = drawing[total < 17]
    return int(np.count_nonzero(hard > 21))


def in_chunks(play: Callable[[int], object], n: int, chunk: int = 1 << 20) -> None:
    """PLAY N hands, CHUNK at a time (a NumPy version needs its arrays in memory)."""
    for start in range(0, n, chunk):
        play(min(chunk, n - start))


def shared_yardstick(folder: Path) -> Callable[[int, np.random.Generator], int] | None:
    """``sim_inf_chunk`` from the shared bench folder, imported where it is (None if absent)."""
    path = folder / "numpy_reference.py"
    if not path.exists():
        return None
    spec = importlib.util.spec_from_file_location("numpy_reference", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.sim_inf_chunk


def gymnasium_dealer() -> Callable[[int], None] | None:
    """N episodes of Gymnasium's Blackjack-v1 standing at once (None if Gymnasium is missing)."""
    try:
        import gymnasium
    except ImportError:
        return None
    env = gymnasium.make("Blackjack-v1")
    env.reset(seed=0)

    def play(n: int) -> None:
        for _ in range(n):
            env.reset()
            env.step(0)

    return play


def timed(run: Callable[[], object]) -> tuple[float, float]:
    """CPU seconds and wall seconds of one RUN."""
    cpu, wall = time.process_time(), time.perf_counter()
    run()
    return time.process_time() - cpu, time.perf_counter() - wall


def interleaved(contenders: dict[str, Callable[[], object]], repeat: int) -> dict[str, dict[str, float]]:
    """Median CPU and wall seconds of each contender, run in turn REPEAT times, with the
    1-minute load average before each repetition."""
    times: dict[str, list[tuple[float, float]]] = {name: [] for name in contenders}
    loads = []
    for _ in range(repeat):
        loads.append(os.getloadavg()[0])
        for name, run in contenders.items():
            times[name].append(timed(run))
    return {
        name: {"cpu_s": statistics.median(c for c, _ in runs), "wall_s": statistics.median(w for _, w in runs),
               "loads": loads}
        for name, runs in times.items()
    }


def hand_contenders(n: int, folder: Path, gym: bool) -> dict[str, Callable[[], object]]:
    """Everyone who plays N dealer hands (Gymnasium only if GYM)."""
    rng = np.random.default_rng(1)
    contenders: dict[str, Callable[[], object]] = {}
    for way, play in (("card by card", simulate_dealer), ("drawn from the exact chances", draw_from_exact)):
        for shoe, decks in (("infinite deck", None), ("fresh 6-deck shoes", 6)):
            for workers in sorted({1, CORES}):
                name = f"{way}, {shoe}, {workers} core{'s' * (workers > 1)}"
                contenders[name] = lambda p=play, d=decks, w=workers: p(n, CASINO_S17, decks=d, seed=1, workers=w)
    contenders["card by card, 6-deck shoe dealt to 75%, 1 core"] = lambda: simulate_dealer(
        n, CASINO_S17, decks=6, seed=1, penetration=0.75
    )
    contenders["plain NumPy (this benchmark), infinite deck"] = lambda: in_chunks(lambda m: numpy_dealer(m, rng), n)
    yardstick = shared_yardstick(folder)
    if yardstick is not None:
        contenders["shared yardstick sim_inf_chunk, infinite deck"] = lambda: in_chunks(lambda m: yardstick(m, rng), n)
    gymnasium = gymnasium_dealer() if gym else None
    if gymnasium is not None:
        contenders["Gymnasium Blackjack-v1 (stand)"] = lambda: gymnasium(n)
    return contenders


def rates(n: int, medians: dict[str, dict[str, float]], yardstick: str) -> dict[str, dict[str, float]]:
    """Hands per CPU-second and per wall-second from the median times, and as multiples of the YARDSTICK's."""
    table = {
        name: {**t, "hands": n, "per_cpu_s": n / max(t["cpu_s"], 1e-9), "per_wall_s": n / max(t["wall_s"], 1e-9)}
        for name, t in medians.items()
    }
    for row in table.values():
        for per in ("per_cpu_s", "per_wall_s"):
            row[f"x_yardstick_{per[4:]}"] = row[per] / table[yardstick][per]
    return table


def print_hands(title: str, table: dict[str, dict[str, float]]) -> None:
    """One table of hands per second, with the multiples of the yardstick."""
    print(f"\n{title}")
    print(f"  {'contender':<60}{'per CPU-s':>15}{'per wall-s':>15}{'x yardstick (CPU, wall)':>25}")
    for name, row in table.items():
        ratios = f"{row['x_yardstick_cpu_s']:.1f}x, {row['x_yardstick_wall_s']:.1f}x"
        print(f"  {name:<60}{row['per_cpu_s']:>15,.0f}{row['per_wall_s']:>15,.0f}{ratios:>25}")


def targets(table: dict[str, dict[str, float]]) -> dict[str, dict[str, float | bool]]:
    """How far each card-by-card contender of ``TARGETS`` is from the multiple of the yardstick it must reach."""
    return {
        name: {"at_least": at_least, "measured": table[name]["x_yardstick_cpu_s"],
               "met": table[name]["x_yardstick_cpu_s"] >= at_least}
        for name, at_least in TARGETS.items()
    }


def exact_contenders() -> dict[str, Callable[[], object]]:
    """The exact table of every preset and shoe, as fractions and as the compiled walk."""
    contenders = {}
    for name, rules in PRESETS.items():
        for decks in (None, 6):
            shoe = "infinite" if decks is None else f"{decks} decks"
            contenders[f"{name}, {shoe}, fractions"] = lambda r=rules, d=decks: outcome_table(r, d)
            contenders[f"{name}, {shoe}, compiled"] = lambda r=rules, d=decks: live_table(r, d)
    return contenders


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=20_000_000, help="hands a contender plays in the large round")
    parser.add_argument("--small", type=int, default=100_000, help="hands in the round with Gymnasium")
    parser.add_argument("--repeat", type=int, default=5, help="repetitions (the median is reported)")
    parser.add_argument("--shared", type=Path, default=Path(__file__).resolve().parents[1].parent / "shared" / "bench")
    parser.add_argument("--json", type=Path, default=Path(__file__).with_name("results.json"))
    args = parser.parse_args()
    if args.repeat < 5:
        parser.error("--repeat: at least 5 repetitions, so that a median means something")
    folder = args.shared if args.shared.exists() else Path("/work/shared/bench")

    for warm in exact_contenders().values():  # compile and build every table once
        warm()
    for warm in hand_contenders(10_000, folder, gym=False).values():
        warm()
    yardstick = ("shared yardstick sim_inf_chunk, infinite deck" if (folder / "numpy_reference.py").exists()
                 else "plain NumPy (this benchmark), infinite deck")
    load_before = os.getloadavg()
    large = rates(args.hands, interleaved(hand_contenders(args.hands, folder, gym=False), args.repeat), yardstick)
    small = rates(args.small, interleaved(hand_contenders(args.small, folder, gym=True), args.repeat), yardstick)
    exact = interleaved(exact_contenders(), args.repeat)
    load_after = os.getloadavg()
    aims = targets(large)

    loads = next(iter(large.values()))["loads"] + next(iter(small.values()))["loads"]
    print(f"Dealer hands (s17), median of {args.repeat} interleaved runs; {CORES} cores, "
          f"load average {min(loads):.1f} to {max(loads):.1f} during the runs")
    print_hands(f"{args.hands:,} hands each", large)
    print_hands(f"{args.small:,} hands each (with Gymnasium)", small)
    print(f"\nCard by card against the yardstick ({yardstick}), per CPU-second, {args.hands:,} hands")
    for name, aim in aims.items():
        verdict = "met" if aim["met"] else "NOT MET"
        print(f"  {name:<60}{aim['measured']:>8.1f}x  (at least {aim['at_least']}x: {verdict})")
    print("\nExact dealer table, all up-cards (ms, median)")
    print(f"  {'preset, shoe':<24}{'fractions':>12}{'compiled':>12}")
    for name in PRESETS:
        for shoe in ("infinite", "6 decks"):
            key = f"{name}, {shoe}"
            print(
                f"  {key:<24}{1000 * exact[key + ', fractions']['wall_s']:>12.2f}"
                f"{1000 * exact[key + ', compiled']['wall_s']:>12.3f}"
            )
    machine = {
        "cores": CORES, "load_before": load_before, "load_after": load_after, "python": platform.python_version(),
        "numpy": np.__version__, "platform": platform.platform(),
    }
    results = {
        "machine": machine, "repeat": args.repeat, "yardstick": yardstick, "targets": aims,
        "large": large, "small": small, "exact": exact,
    }
    args.json.write_text(json.dumps(results, indent=1) + "\n")
    print(f"\nFigures written to {args.json}")


if __name__ == "__main__":
    sys.exit(main())
