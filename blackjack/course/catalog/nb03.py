"""Answers to notebook 03: the status of a hand and the dealer's turn."""

from blackjack.course.catalog import right, wrong

ANSWERS = [
    wrong("2.1", "21 counts as bust (>= instead of >)", """
def check_hand(cards, rules=DEFAULT_RULES):
    return Status.BUST if hand_value(cards, rules) >= 21 else Status.OK
"""),
    right("2.1", "an if statement instead of a conditional expression", """
def check_hand(cards, rules=DEFAULT_RULES):
    if hand_value(cards, rules) <= 21:
        return Status.OK
    return Status.BUST
"""),
    wrong("2.2", "the dealer stops at 16: draws while under 16", """
def dealer_turn(game):
    if hand_value(game.dealer, game.rules) < 16:
        return dealer_turn(hit_dealer(game))
    return check_hand(game.dealer, game.rules), game
"""),
]
