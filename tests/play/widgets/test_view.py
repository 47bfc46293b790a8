"""The widget's live odds: the exact chance of each final total, given every card on the table."""

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
