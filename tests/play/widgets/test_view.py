"""The widget's live odds: the exact chance of each final total, given every card on the table."""

import json
import os
import subprocess
import sys

import pytest

from blackjack.dealer.exact import NATURAL, dealer_outcomes
from blackjack.play.widgets import play
from blackjack.play.widgets.view import dealer_odds


def exact_odds(table) -> dict[str, float]:
    game = table.game
    odds = dealer_outcomes(game.dealer[0], game.rules, decks=game.rules.decks,
                           removed=game.player + sum(table.others, ()))
    odds.pop(NATURAL, None)
    whole = sum(odds.values())
    return {str(end): float(chance / whole) for end, chance in odds.items()}


@pytest.mark.parametrize("rules, seed, others", [("classic", 5, 0), ("casino-s17", 5, 2), ("bank", 8, 1)])
def test_the_odds_beside_the_up_card_are_the_exact_ones_and_follow_every_card(rules, seed, others):
    app = play(seed=seed, rules=rules, others=others)
    for _ in range(4):  # several rounds: the discard pile grows
        app.deal_button.click()
        while app.table.phase.value == "playing":
            assert dealer_odds(app.table) == pytest.approx(exact_odds(app.table), abs=1e-9)
            assert "dealer ends on: " in app.felt.value
            app.hit_button.click()
    assert "dealer ends on" not in app.felt.value, "no odds once the hole card is shown"


FIRST_DEAL = """
import json, os, sys, time
sys.path.insert(0, {tests!r})
from test_view import exact_odds
from blackjack.dealer import live
from blackjack.play.widgets import play
from blackjack.play.widgets.view import dealer_odds
app = play(seed=5, rules="casino-s17", others=2)
started = time.perf_counter()
app.deal_button.click()
took = time.perf_counter() - started
print(json.dumps({{"took": took, "shown": "dealer ends on: " in app.felt.value, "compiled": live.compiled_ready(),
                  "first": dealer_odds(app.table), "exact": exact_odds(app.table)}}), flush=True)
os._exit(0)  # not waiting for the compile going on in the background
"""


def test_the_first_deal_of_a_fresh_process_shows_the_odds_at_once_even_before_anything_is_compiled(tmp_path):
    # An empty numba cache: compiling the live odds takes seconds; the first Deal does not wait for it, and
    # shows the exact odds meanwhile (the compiled ones equal them: the test above).
    script = FIRST_DEAL.format(tests=os.path.dirname(__file__))
    done = subprocess.run([sys.executable, "-c", script], env={**os.environ, "NUMBA_CACHE_DIR": str(tmp_path)},
                          capture_output=True, text=True, timeout=300, check=True)
    deal = json.loads(done.stdout)
    assert deal["shown"] and deal["took"] < 1 and not deal["compiled"], deal
    assert deal["first"] == pytest.approx(deal["exact"], abs=1e-12)
