"""``check``: what it says of a student's answer, part by part, the same every time."""

import os
import subprocess
import sys

from blackjack.course.engine.checking import Part, Problem
from blackjack.course.exercises.index import BY_ID
from blackjack.course.exercises.index import reference as reference_function
from blackjack.course.scoring import Outcome, outcome_of
from tests.course.api.cells import DEALER, notebook, report


def test_a_dealer_that_stops_at_15_gets_0_and_a_counterexample(capsys):
    out = report(capsys, "2.2", notebook(DEALER.format(stop=15))["dealer_turn"])
    assert out.startswith("Exercise 2.2 — the dealer's turn: 0/15 points, and 0/5 for the course's extension\n")
    assert "Your result differs from the reference for:" in out
    assert "    expected dealer:" in out and "    yours dealer:" in out
    assert "Traceback" not in out


def test_the_seeds_dealer_gets_the_seeds_points_and_the_tables_rules_the_extension(capsys):
    out = report(capsys, "2.2", notebook(DEALER.format(stop=17))["dealer_turn"])
    assert out.startswith("Exercise 2.2 — the dealer's turn: 15/15 points, and 0/5 for the course's extension\n")
    by_the_rules = DEALER.format(stop=17).replace("hand_value(game.dealer) < 17", "dealer_draws(game.dealer, game.rules)")
    by_the_rules = by_the_rules.replace("import Status, hand_value", "import Status, dealer_draws, hand_value")
    by_the_rules = by_the_rules.replace("hand_value(game.dealer) > 21", "hand_value(game.dealer, game.rules) > 21")
    out = report(capsys, "2.2", notebook(by_the_rules)["dealer_turn"])
    assert out.startswith("Exercise 2.2 — the dealer's turn: 15/15 points, and 5/5 for the course's extension\n")


def test_reports_are_deterministic(capsys):
    wrong = notebook(DEALER.format(stop=15))["dealer_turn"]
    assert report(capsys, "2.2", wrong) == report(capsys, "2.2", wrong)


WRONG_DEALER_REPORT = f"""
from blackjack.course import check
namespace = {{"__name__": "__main__"}}
exec({DEALER.format(stop=15)!r}, namespace)
check("2.2", namespace["dealer_turn"])
"""


def test_a_report_is_the_same_under_any_hash_seed():
    def run(seed: str) -> str:
        env = {**os.environ, "PYTHONHASHSEED": seed}
        done = subprocess.run([sys.executable, "-c", WRONG_DEALER_REPORT], capture_output=True, text=True, env=env,
                              check=True)
        return done.stdout

    first = run("1")
    assert "Your result differs from the reference for:" in first
    assert first == run("2")


def test_a_stub_is_not_attempted(capsys):
    stub = notebook('def dealer_turn(game):\n    raise NotImplementedError("Exercise 2.2: write dealer_turn here.")')
    out = report(capsys, "2.2", stub["dealer_turn"])
    assert out.startswith("Exercise 2.2 — the dealer's turn: not attempted yet, 0/15 points, and 0/5 for the course's extension\n")


def test_a_multi_part_check_gives_points_per_part(capsys):
    code = notebook("""
        from blackjack.core.decks import draw
        def hit_hand(cards, deck, rng, say=print):
            top, rest = draw(deck, rng, say)
            return (*cards, top), rest
    """)
    out = report(capsys, "1.2", code["hit_hand"], reference_function("deal"))
    assert out.splitlines()[:2] == ["Exercise 1.2 — hitting a hand, dealing two cards: 5/10 points", "  ✗ hit_hand: 0/5"]
    assert "  ✓ deal: 5/5" in out


def test_a_name_passes_only_when_every_part_that_needs_it_passed():
    parts = [Part(label, ("move", "turn"), "", (), lambda f, t: None) for label in ("move", "turn")]
    outcome = outcome_of(BY_ID["001:3.1"], [(parts[0], None), (parts[1], Problem(["  wrong"]))], [])
    assert isinstance(outcome, Outcome) and outcome.passed == ()
    assert outcome_of(BY_ID["001:3.1"], [(parts[0], None), (parts[1], None)], []).passed == ("move", "turn")


def test_a_fresh_deck_shuffled_another_way_loses_points(capsys):
    """The prose says "Use exactly these two" (shuffle and random_indexes): one seed, everyone's deck."""
    code = notebook("""
        from blackjack.core.cards import FULL_DECK
        def fresh_deck(rng):
            cards = list(FULL_DECK)
            rng.shuffle(cards)
            return tuple(cards)
    """)
    out = report(capsys, "1.1", code["fresh_deck"], reference_function("draw"))
    assert "✗ fresh_deck: 0/5" in out and "the deck, as shuffle(random_indexes(rng), FULL_DECK) gives it" in out


def test_a_fresh_deck_from_the_given_shuffle_as_a_list_passes(capsys):
    code = notebook("""
        from blackjack.core.cards import FULL_DECK
        from blackjack.core.decks import random_indexes, shuffle
        def fresh_deck(rng):
            return list(shuffle(random_indexes(rng), FULL_DECK))
    """)
    assert "✓ fresh_deck: 5/5" in report(capsys, "1.1", code["fresh_deck"], reference_function("draw"))


def test_a_property_that_always_holds_is_caught(capsys):
    out = report(capsys, "002:B5", notebook("def prop_size_shuffle(randoms, deck):\n    return True")["prop_size_shuffle"])
    assert "0/5 points" in out and "shuffle = 'a shuffle that" in out


def test_a_property_using_the_global_shuffle_passes(capsys):
    code = notebook("""
        from blackjack.editions.bank import shuffle_fractions
        def prop_size_shuffle(randoms, deck):
            return len(shuffle_fractions(randoms, deck)) == len(deck)
    """)
    assert "5/5 points" in report(capsys, "002:B5", code["prop_size_shuffle"])
    assert code["shuffle_fractions"] is reference_function("shuffle_fractions")


def test_the_property_check_leaves_the_notebook_s_names_as_they_were(capsys):
    code = notebook("import blackjack.editions.bank\ndef prop_size_shuffle(randoms, deck):\n"
                    "    return len(blackjack.editions.bank.shuffle_fractions(randoms, deck)) == len(deck)")
    report(capsys, "002:B5", code["prop_size_shuffle"])
    assert "shuffle_fractions" not in code
