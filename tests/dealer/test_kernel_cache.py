"""The compiled dealer is compiled once: a second process loads every kernel from numba's on-disk
cache, compiles nothing, and the cache does not grow as it is used again."""

import json
import os
import subprocess
import sys

import pytest

RUNS = {
    "simulate": """
from blackjack.core.rules import CASINO_S17
from blackjack.dealer import kernel
from blackjack.dealer.simulate import bust_flags, simulate_dealer
simulate_dealer(1000, CASINO_S17, seed=1)
simulate_dealer(1000, CASINO_S17, decks=6, seed=1)
simulate_dealer(1000, CASINO_S17, decks=6, seed=1, penetration=0.75)
bust_flags(1000, 6, CASINO_S17, decks=6, seed=1)
compiled = [kernel.table_counts, kernel.table_ends, kernel.shoe_hands]
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


def run_fresh(script: str, cache: str) -> dict:
    """SCRIPT run in a new Python with its numba cache in CACHE: what it loaded and what it compiled."""
    done = subprocess.run([sys.executable, "-c", script + REPORT], env={**os.environ, "NUMBA_CACHE_DIR": cache},
                          capture_output=True, text=True, timeout=300, check=True)
    return json.loads(done.stdout.splitlines()[-1])


def cache_files(cache) -> list[str]:
    return sorted(str(path.relative_to(cache)) for path in cache.rglob("*") if path.is_file())


@pytest.fixture(scope="module")
def warmed(tmp_path_factory):
    """A numba cache filled by the set-up step (``make setup`` runs ``blackjack.dealer.warm`` once), and its
    files; compiled once for every test here (a full compile takes about 30 CPU-seconds)."""
    cache = tmp_path_factory.mktemp("numba")
    subprocess.run([sys.executable, "-m", "blackjack.dealer.warm"], env={**os.environ, "NUMBA_CACHE_DIR": str(cache)},
                   check=True, timeout=300)
    return cache, cache_files(cache)


def test_the_set_up_step_writes_the_compiled_kernels_to_the_cache(warmed):
    cache, files = warmed
    assert any(name.endswith(".nbc") for name in files) and any(name.endswith(".nbi") for name in files), files


@pytest.mark.parametrize("name", RUNS)
def test_after_the_set_up_step_a_process_compiles_nothing_and_the_cache_stays_the_same_size(name, warmed):
    cache, files = warmed
    for _ in range(2):
        seen = run_fresh(RUNS[name], str(cache))
        assert seen["compiled"] == {}, "a process after the set-up step compiles nothing"
        assert all(seen["loaded"].values()), seen["loaded"]  # each kernel read from the cache
    assert cache_files(cache) == files, "using the cache again adds nothing to it"
