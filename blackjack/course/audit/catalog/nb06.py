"""Answers to notebook 06: dealing, comparing, a whole round, seed 001's loop and main."""

from blackjack.course.audit.catalog import right, wrong
from blackjack.course.audit.catalog.nb06_hand_and_deck import ANSWERS as HAND_AND_DECK_ANSWERS

# --- 5.1 ---------------------------------------------------------------------------

ANSWERS = [
    right("5.1", "seed 000's text: two cards each from the top of the deck, no discard pile", """
def deal_hands(game):
    deck = game.deck
    return replace(game, dealer=(deck[1], deck[0]), player=(deck[3], deck[2]), deck=deck[4:])
""", seed_only=True),
    right("5.1", "nested calls instead of a loop", """
def deal_hands(game):
    cleared = replace(game, player=(), dealer=(), discard=game.player + game.dealer + game.discard,
                      doubled=False, surrendered=False)
    return hit_player(hit_player(hit_dealer(hit_dealer(cleared))))
"""),
    wrong("5.1", "both hands get the same two cards", """
def deal_hands(game):
    deck = game.deck
    return replace(game, dealer=deck[:2], player=deck[:2], deck=deck[2:],
                   discard=game.player + game.dealer + game.discard, doubled=False, surrendered=False)
"""),
    wrong("5.1", "the dealt cards stay on the deck", """
def deal_hands(game):
    deck = game.deck
    return replace(game, dealer=deck[:2], player=deck[2:4],
                   discard=game.player + game.dealer + game.discard, doubled=False, surrendered=False)
"""),
    wrong("5.1", "the new cards join last round's hands", """
def deal_hands(game):
    game = replace(game, discard=game.player + game.dealer + game.discard, doubled=False, surrendered=False)
    for hit in (hit_dealer, hit_dealer, hit_player, hit_player):
        game = hit(game)
    return game
"""),
    wrong("5.1", "last round's cards are thrown away, not put on the discard pile", """
def deal_hands(game):
    game = replace(game, player=(), dealer=(), doubled=False, surrendered=False)
    for hit in (hit_dealer, hit_dealer, hit_player, hit_player):
        game = hit(game)
    return game
"""),
    wrong("5.1", "the discard pile in the wrong order (old pile first)", """
def deal_hands(game):
    game = replace(game, player=(), dealer=(), discard=game.discard + game.player + game.dealer,
                   doubled=False, surrendered=False)
    for hit in (hit_dealer, hit_dealer, hit_player, hit_player):
        game = hit(game)
    return game
"""),
    wrong("5.1", "the betting marks of last round stay", """
def deal_hands(game):
    game = replace(game, player=(), dealer=(), discard=game.player + game.dealer + game.discard)
    for hit in (hit_dealer, hit_dealer, hit_player, hit_player):
        game = hit(game)
    return game
"""),
    wrong("5.1", "a loop one step short: the player gets one card", """
def deal_hands(game):
    game = replace(game, player=(), dealer=(), discard=game.player + game.dealer + game.discard,
                   doubled=False, surrendered=False)
    for hit in (hit_dealer, hit_dealer, hit_player):
        game = hit(game)
    return game
"""),
    wrong("5.1", "cards from the bottom of the deck", """
def deal_hands(game):
    deck = game.deck
    return replace(game, dealer=deck[-2:], player=deck[-4:-2], deck=deck[:-4],
                   discard=game.player + game.dealer + game.discard, doubled=False, surrendered=False)
"""),
]

# --- 5.2 ---------------------------------------------------------------------------

FULL_COMPARE = """
def compare_hands(game):
    rules = game.rules
    def score(cards):
        if is_bust(cards, rules):
            return -1
        return hand_value(cards, rules) + (0.5 if rules.naturals and is_natural(cards, rules) else 0)
    if is_bust(game.player, rules) and is_bust(game.dealer, rules):
        return rules.both_bust
    mine, theirs = score(game.player), score(game.dealer)
    if mine == theirs:
        return rules.tie
    return Result.WIN if mine > theirs else Result.LOSE
"""


def compare_with(change: str, to: str) -> str:
    """FULL_COMPARE with one mistake."""
    assert change in FULL_COMPARE
    return FULL_COMPARE.replace(change, to)


ANSWERS += [
    right("5.2", "seed 000's text: a double bust is a tie, the totals under its own rules", """
def compare_hands(game):
    mine, theirs = hand_value(game.player), hand_value(game.dealer)
    if mine > 21 and theirs > 21:
        return Result.TIE
    if mine > 21:
        return Result.LOSE
    if theirs > 21:
        return Result.WIN
    if mine > theirs:
        return Result.WIN
    if mine < theirs:
        return Result.LOSE
    return Result.TIE
""", seed_only=True),
    right("5.2", "the other reading: a double bust goes to the house (check_hand of notebook 3)", """
def compare_hands(game):
    if check_hand(game.player) is Status.BUST:
        return Result.LOSE
    if check_hand(game.dealer) is Status.BUST:
        return Result.WIN
    mine, theirs = hand_value(game.player), hand_value(game.dealer)
    return Result.WIN if mine > theirs else Result.LOSE if mine < theirs else Result.TIE
""", seed_only=True),
    right("5.2", "a score per hand: bust is -1, a natural half a point more", FULL_COMPARE),
    wrong("5.2", "the dealer's bust is looked at first: a double bust is a win", compare_with(
        "    if is_bust(game.player, rules) and is_bust(game.dealer, rules):\n        return rules.both_bust\n",
        "    if is_bust(game.dealer, rules):\n        return Result.WIN\n")),
    wrong("5.2", "21 counts as bust", """
def compare_hands(game):
    rules = game.rules
    mine, theirs = hand_value(game.player, rules), hand_value(game.dealer, rules)
    if mine >= 21 and theirs >= 21:
        return rules.both_bust
    if mine >= 21 or theirs >= 21:
        return Result.LOSE if mine >= 21 else Result.WIN
    if mine == theirs:
        return rules.tie
    return Result.WIN if mine > theirs else Result.LOSE
"""),
    wrong("5.2", "equal totals go to the house", compare_with("        return rules.tie", "        return Result.LOSE")),
    wrong("5.2", "the player wins equal totals", compare_with("    if mine == theirs:\n        return rules.tie\n", "")
          .replace("mine > theirs", "mine >= theirs")),
    wrong("5.2", "the table's rules ignored: totals under the default rules", FULL_COMPARE.replace(", rules)", ")")),
    wrong("5.2", "busts forgotten: the higher total wins even over 21", """
def compare_hands(game):
    mine, theirs = hand_value(game.player, game.rules), hand_value(game.dealer, game.rules)
    if mine == theirs:
        return game.rules.tie
    return Result.WIN if mine > theirs else Result.LOSE
"""),
    wrong("5.2", "the result as a word, not a Result", """
def compare_hands(game):
    rules = game.rules
    if is_bust(game.player, rules):
        return "Tie" if is_bust(game.dealer, rules) else "Lose"
    if is_bust(game.dealer, rules):
        return "Win"
    mine, theirs = hand_value(game.player, rules), hand_value(game.dealer, rules)
    return "Win" if mine > theirs else "Lose" if mine < theirs else "Tie"
"""),
    wrong("5.2", "from the dealer's side: player and dealer swapped", compare_with(
        "mine, theirs = score(game.player), score(game.dealer)", "mine, theirs = score(game.dealer), score(game.player)")),
    wrong("5.2", "naturals counted even when the rules have none", compare_with("rules.naturals and ", "")),
]

# --- 5.3 and 5.4 -------------------------------------------------------------------

FULL_ROUND = """
def play_round(game):
    words = game.rules.wording
    def show(cards):
        return pretty_print(cards, game.rules)
    if game.rules.naturals and blackjack_check(game) is not None:
        announce_naturals(game)
        return blackjack_check(game), game
    status, game = player_turn(game)
    if game.surrendered:
        game.say("You surrender.")
        return Result.LOSE, game
    if game.doubled:
        game.say("You double down: " + show(game.player))
    if status is Status.BUST:
        game.say("You are bust! " + show(game.player))
        if game.rules.bust_ends_round:
            return Result.LOSE, game
    dealer_status, game = dealer_turn(game)
    if dealer_status is Status.BUST:
        game.say("The dealer is bust. " + show(game.dealer))
    else:
        game.say("The dealer reveals the hand: " + show(game.dealer))
    return compare_hands(game), game
"""


def round_with(change: str, to: str) -> str:
    """FULL_ROUND with one mistake."""
    assert change in FULL_ROUND
    return FULL_ROUND.replace(change, to)


ANSWERS += [
    right("5.3", "seed 000's 5.3: the two turns, the dealer's hand in words of its own", """
def play_round(game):
    status, game = player_turn(game)
    dealer_status, game = dealer_turn(game)
    print("Dealer's hand:", pretty_print(game.dealer))
    return compare_hands(game), game
""", seed_only=True),
    right("5.3", "a helper for showing a hand, the betting moves and the rules' words", FULL_ROUND),
    right("5.4", "a helper for showing a hand, the betting moves and the rules' words", FULL_ROUND),
    right("5.4", "seed 000's 5.4: a bust ends the round, the dealer's hand revealed in other words", """
def play_round(game):
    status, game = player_turn(game)
    if status is Status.BUST:
        game.say(f"You are bust! {pretty_print(game.player)}")
        return Result.LOSE, game
    dealer_status, game = dealer_turn(game)
    if dealer_status is Status.BUST:
        game.say(f"The dealer is bust. {pretty_print(game.dealer)}")
        return Result.WIN, game
    game.say(f"The dealer has {pretty_print(game.dealer)}")
    return compare_hands(game), game
""", seed_only=True),
    wrong("5.3", "returns the result without the game", """
def play_round(game):
    status, game = player_turn(game)
    dealer_status, game = dealer_turn(game)
    game.say(f"The dealer reveals the hand: {pretty_print(game.dealer)}")
    return compare_hands(game)
"""),
    wrong("5.3", "returns the game from before the dealer's turn", """
def play_round(game):
    status, game = player_turn(game)
    dealer_status, after = dealer_turn(game)
    game.say(f"The dealer reveals the hand: {pretty_print(after.dealer)}")
    return compare_hands(after), game
"""),
    wrong("5.3", "the dealer plays first", """
def play_round(game):
    dealer_status, game = dealer_turn(game)
    status, game = player_turn(game)
    game.say(f"The dealer reveals the hand: {pretty_print(game.dealer)}")
    return compare_hands(game), game
"""),
    wrong("5.3", "shows the dealer's opening hand, not the final one", """
def play_round(game):
    game.say(f"The dealer reveals the hand: {pretty_print(game.dealer)}")
    status, game = player_turn(game)
    dealer_status, game = dealer_turn(game)
    return compare_hands(game), game
"""),
    wrong("5.3", "never shows the dealer's hand", """
def play_round(game):
    status, game = player_turn(game)
    dealer_status, game = dealer_turn(game)
    return compare_hands(game), game
"""),
    wrong("5.3", "the result and the game swapped", """
def play_round(game):
    status, game = player_turn(game)
    dealer_status, game = dealer_turn(game)
    game.say(f"The dealer reveals the hand: {pretty_print(game.dealer)}")
    return game, compare_hands(game)
"""),
    wrong("5.3", "the result compared before the dealer draws", """
def play_round(game):
    status, game = player_turn(game)
    result = compare_hands(game)
    dealer_status, game = dealer_turn(game)
    game.say(f"The dealer reveals the hand: {pretty_print(game.dealer)}")
    return result, game
"""),
    wrong("5.3", "after a surrender the dealer still plays", round_with(
        "        game.say(\"You surrender.\")\n        return Result.LOSE, game\n", "        game.say(\"You surrender.\")\n")),
    wrong("5.3", "a double down is not shown", round_with(
        "    if game.doubled:\n        game.say(\"You double down: \" + show(game.player))\n", "")),
    wrong("5.3", "naturals looked at under every rule set", round_with("game.rules.naturals and ", "")),
    wrong("5.4", "the dealer plays after the player's bust", round_with(
        "        if game.rules.bust_ends_round:\n            return Result.LOSE, game\n", "")),
    wrong("5.4", "the bust message without the hand", round_with(
        "game.say(\"You are bust! \" + show(game.player))", "game.say(\"You are bust!\")")),
    wrong("5.4", "the dealer's bust worded differently", round_with("\"The dealer is bust. \"", "\"The dealer is bust! \"")),
    wrong("5.4", "the dealer's hand shown in the player's bust message", round_with(
        "game.say(\"You are bust! \" + show(game.player))", "game.say(\"You are bust! \" + show(game.dealer))")),
    wrong("5.4", "a bust compared as a string: the round never stops", round_with("status is Status.BUST", "status == 'Bust'")),
    wrong("5.4", "a bust returns the game from before the player's turn", """
def play_round(game):
    status, after = player_turn(game)
    if status is Status.BUST:
        game.say(f"You are bust! {pretty_print(after.player)}")
        return Result.LOSE, game
    dealer_status, after = dealer_turn(after)
    if dealer_status is Status.BUST:
        game.say(f"The dealer is bust. {pretty_print(after.dealer)}")
        return Result.WIN, after
    game.say(f"The dealer reveals the hand: {pretty_print(after.dealer)}")
    return compare_hands(after), after
"""),
    wrong("5.4", "the bust ends the round under every rule set", round_with(
        "        if game.rules.bust_ends_round:\n            return Result.LOSE, game\n",
        "        return Result.LOSE, game\n")),
]

# --- 5.5 ---------------------------------------------------------------------------

CHECK_OK = """
def blackjack_check(game):
    player, dealer = is_blackjack(game.player, game.rules), is_blackjack(game.dealer, game.rules)
    if player and dealer:
        return Result.TIE
    if player:
        return Result.WIN
    if dealer:
        return Result.LOSE
    return None
"""
IS_OK = """
def is_blackjack(cards, rules=DEFAULT_RULES):
    return len(cards) == 2 and hand_value(cards, rules) == 21
"""

ANSWERS += [
    right("5.5", "seed 000's text: a hand of two cards worth 21; one case per line", IS_OK.replace(", rules)", ")") + """
def blackjack_check(game):
    if is_blackjack(game.player) and is_blackjack(game.dealer):
        return Result.TIE
    elif is_blackjack(game.player):
        return Result.WIN
    elif is_blackjack(game.dealer):
        return Result.LOSE
    else:
        return None
""", seed_only=True),
    right("5.5", "an ace and a ten-card, by their points; a table of answers", """
def is_blackjack(cards, rules=DEFAULT_RULES):
    return sorted(card.rank.points for card in cards) == [1, 10]

def blackjack_check(game):
    key = (is_blackjack(game.player, game.rules), is_blackjack(game.dealer, game.rules))
    return {(True, True): Result.TIE, (True, False): Result.WIN, (False, True): Result.LOSE}.get(key)
"""),
    wrong("5.5", "any hand worth 21 is a natural", """
def is_blackjack(cards, rules=DEFAULT_RULES):
    return hand_value(cards, rules) == 21
""" + CHECK_OK),
    wrong("5.5", "two cards or more", IS_OK.replace("len(cards) == 2", "len(cards) >= 2") + CHECK_OK),
    wrong("5.5", "or instead of and", IS_OK.replace(" and ", " or ") + CHECK_OK),
    wrong("5.5", "two naturals: the player wins", IS_OK + CHECK_OK.replace(
        "    if player and dealer:\n        return Result.TIE\n", "")),
    wrong("5.5", "no natural gives a tie instead of None", IS_OK + CHECK_OK.replace("return None", "return Result.TIE")),
    wrong("5.5", "player and dealer swapped", IS_OK + CHECK_OK.replace(
        "player, dealer = is_blackjack(game.player, game.rules), is_blackjack(game.dealer, game.rules)",
        "player, dealer = is_blackjack(game.dealer, game.rules), is_blackjack(game.player, game.rules)")),
    wrong("5.5", "False instead of None", IS_OK + CHECK_OK.replace("return None", "return False")),
]

# --- seed 001's exercises ----------------------------------------------------------

ANSWERS += HAND_AND_DECK_ANSWERS
