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


@pytest.mark.parametrize("name", RUNS)
def test_a_second_process_compiles_nothing_and_the_cache_stays_the_same_size(name, tmp_path):
    first = run_fresh(RUNS[name], str(tmp_path))
    assert first["compiled"], "the first process compiles the kernels"
    files = cache_files(tmp_path)
    second = run_fresh(RUNS[name], str(tmp_path))
    assert second["compiled"] == {}, "a second process compiles nothing"
    assert all(second["loaded"].values()), second["loaded"]
    run_fresh(RUNS[name], str(tmp_path))
    assert cache_files(tmp_path) == files, "using the cache again adds nothing to it"


def test_the_set_up_step_compiles_everything_a_game_or_simulation_uses(tmp_path):
    # make setup runs blackjack.dealer.warm once: afterwards nothing is compiled again.
    subprocess.run([sys.executable, "-m", "blackjack.dealer.warm"], env={**os.environ, "NUMBA_CACHE_DIR": str(tmp_path)},
                   check=True, timeout=300)
    for script in RUNS.values():
        assert run_fresh(script, str(tmp_path))["compiled"] == {}
