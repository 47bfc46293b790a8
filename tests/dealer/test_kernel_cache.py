"""The compiled dealer is compiled once: a second process loads every kernel from numba's on-disk
cache, compiles nothing, and the cache does not grow as it is used again."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from blackjack.dealer import kernel

RUNS = {
    "simulate": """
from blackjack.core.rules import CASINO_S17
from blackjack.dealer import exact_draws, kernel
from blackjack.dealer.simulate import bust_flags, simulate_dealer
simulate_dealer(1000, CASINO_S17, seed=1)
simulate_dealer(1000, CASINO_S17, decks=6, seed=1)
simulate_dealer(1000, CASINO_S17, decks=6, seed=1, penetration=0.75)
bust_flags(1000, 6, CASINO_S17, seed=1)
bust_flags(1000, 6, CASINO_S17, decks=6, seed=1)
compiled = [kernel.infinite_hands, kernel.fresh_shoe_hands, kernel.shoe_hands]
""",
    "exact_draws": """
from blackjack.core.rules import CASINO_S17
from blackjack.dealer import exact_draws
exact_draws.draw_from_exact(1000, CASINO_S17, decks=6, seed=1)
compiled = [exact_draws.table_counts]
""",
    "live": """
from blackjack.core.rules import CASINO_S17
from blackjack.dealer import live
live.live_table(CASINO_S17)
live.live_table(CASINO_S17, decks=6, seen=[10, 5])
compiled = [live._hole_card, live._rows]
""",
}
REPORT = """
import json, sys
from numba.core.registry import CPUDispatcher
modules = {sys.modules[f.py_func.__module__] for f in compiled}
everything = [f for module in modules for f in vars(module).values() if isinstance(f, CPUDispatcher)]
print(json.dumps({
    "loaded": {f.__name__: sum(f.stats.cache_hits.values()) for f in compiled},
    "compiled": {f.__name__: sum(f.stats.cache_misses.values()) for f in everything if f.stats.cache_misses},
}))
"""


CACHE = Path(kernel.__file__).parent / "__pycache__"  # numba's cache: beside the kernels' modules


def run_fresh(script: str) -> dict:
    """SCRIPT run in a new Python: what it loaded from numba's cache and what it compiled."""
    done = subprocess.run([sys.executable, "-c", script + REPORT], capture_output=True, text=True, timeout=300,
                          check=True)
    return json.loads(done.stdout.splitlines()[-1])


def cache_files() -> list[str]:
    return sorted(path.name for path in CACHE.glob("*.nb[ic]"))


@pytest.fixture(scope="module")
def warmed():
    """numba's cache after the set-up step (``make setup`` runs ``blackjack.dealer.warm`` once; run again
    here, it only loads what the cache holds, unless a kernel changed since), and its files."""
    subprocess.run([sys.executable, "-m", "blackjack.dealer.warm"], check=True, timeout=300)
    return cache_files()


def test_the_set_up_step_leaves_every_kernel_in_the_cache(warmed):
    kernels = ("kernel.infinite_hands", "kernel.fresh_shoe_hands", "kernel.shoe_hands", "exact_draws.table_counts")
    for name in (*kernels, "live._hole_card", "live._rows"):
        assert any(f.startswith(name + "-") and f.endswith(".nbi") for f in warmed), (name, warmed)
        assert any(f.startswith(name + "-") and f.endswith(".nbc") for f in warmed), (name, warmed)


@pytest.mark.parametrize("name", RUNS)
def test_after_the_set_up_step_a_process_compiles_nothing_and_the_cache_stays_the_same_size(name, warmed):
    for _ in range(2):
        seen = run_fresh(RUNS[name])
        assert seen["compiled"] == {}, "a process after the set-up step compiles nothing"
        assert all(seen["loaded"].values()), seen["loaded"]  # each kernel read from the cache
    assert cache_files() == warmed, "using the cache again adds nothing to it"
