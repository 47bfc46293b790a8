"""Answers to notebook 06: dealing, comparing, a whole round, seed 001's loop and main."""

from blackjack.course.catalog import right, wrong

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

# --- 001:4.1 -----------------------------------------------------------------------

BUST_OK = """
def bust_check(who, win, hand, rules=SEED_001, say=print):
    if not is_bust(hand, rules):
        return False
    say(f"{who} busted! {pretty_print(hand, rules)} {win}")
    return True
"""
COMPARE_OK = """
def compare_two_hands(player, dealer, rules=SEED_001):
    mine, theirs = hand_value(player, rules), hand_value(dealer, rules)
    if rules.naturals and is_natural(player, rules) != is_natural(dealer, rules):
        return Result.WIN if is_natural(player, rules) else Result.LOSE
    if mine == theirs:
        return rules.tie
    return Result.WIN if mine > theirs else Result.LOSE
"""
ROUND_OK = """
def one_round(deck, ask, ready, rng, rules, say):
    ready("Ready?")
    dealer, deck = deal(deck, rng, say)
    say(f"The dealer's first card is: {dealer[0]}.")
    player, deck = deal(deck, rng, say)
    player, deck = player_hand_turn(player, deck, ask, rng, say, rules)
    if bust_check("You", "The house wins.", player, rules, say):
        return deck
    dealer, deck = dealer_hand_turn(dealer, deck, rng, rules, say)
    if bust_check("The dealer", "You win!", dealer, rules, say):
        return deck
    say(f"The dealer reveals the hand: {pretty_print(dealer, rules)}")
    say(compare_two_hands(player, dealer, rules).message)
    return deck
"""
LOOP_OK = ROUND_OK + """
def hand_game_loop(deck, ask, ready, rng, rules=SEED_001, say=print, rounds=None):
    while rounds is None or rounds > 0:
        deck = one_round(deck, ask, ready, rng, rules, say)
        rounds = None if rounds is None else rounds - 1
    return deck
"""
ALL_OK = BUST_OK + COMPARE_OK + LOOP_OK


def loop_with(change: str, to: str) -> str:
    """The right 4.1 with one mistake."""
    assert change in ALL_OK
    return ALL_OK.replace(change, to)


ANSWERS += [
    right("001:4.1", "seed 001's text: bust at 22 or more, the higher total wins, a loop without end", """
def bust_check(who, win, hand, rules=SEED_001, say=print):
    if hand_value(hand) >= 22:
        say(who + " busted! " + pretty_print(hand) + " " + win)
        return True
    return False

def compare_two_hands(player, dealer, rules=SEED_001):
    if hand_value(player) > hand_value(dealer):
        return Result.WIN
    if hand_value(player) < hand_value(dealer):
        return Result.LOSE
    return Result.TIE

def hand_game_loop(deck, ask, ready, rng, rules=SEED_001, say=print, rounds=None):
    while True:
        ready("Ready?")
        dealer, deck = deal(deck, rng, say)
        say(f"The dealer's first card is: {dealer[0]}.")
        player, deck = deal(deck, rng, say)
        player, deck = player_hand_turn(player, deck, ask, rng, say)
        if bust_check("You", "The house wins.", player, say=say):
            continue
        dealer, deck = dealer_hand_turn(dealer, deck, rng)
        if bust_check("The dealer", "You win!", dealer, say=say):
            continue
        say(f"The dealer reveals the hand: {pretty_print(dealer)}")
        say(compare_two_hands(player, dealer).message)
""", seed_only=True),
    right("001:4.1", "the loop as a recursion, a helper for one round", BUST_OK + COMPARE_OK + ROUND_OK + """
def hand_game_loop(deck, ask, ready, rng, rules=SEED_001, say=print, rounds=None):
    if rounds == 0:
        return deck
    deck = one_round(deck, ask, ready, rng, rules, say)
    return hand_game_loop(deck, ask, ready, rng, rules, say, None if rounds is None else rounds - 1)
"""),
    wrong("001:4.1", "21 counts as bust", loop_with("    if not is_bust(hand, rules):", "    if hand_value(hand, rules) < 21:")),
    wrong("001:4.1", "no space before who wins", loop_with("{pretty_print(hand, rules)} {win}", "{pretty_print(hand, rules)}{win}")),
    wrong("001:4.1", "the bust is said but not returned", loop_with("    return True\n", "")),
    wrong("001:4.1", "equal totals go to the house", loop_with("        return rules.tie", "        return Result.LOSE")),
    wrong("001:4.1", "the two hands compared the wrong way round", loop_with(
        "return Result.WIN if mine > theirs else Result.LOSE", "return Result.WIN if mine < theirs else Result.LOSE")),
    wrong("001:4.1", "the player is dealt first", loop_with("""    dealer, deck = deal(deck, rng, say)
    say(f"The dealer's first card is: {dealer[0]}.")
    player, deck = deal(deck, rng, say)""", """    player, deck = deal(deck, rng, say)
    dealer, deck = deal(deck, rng, say)
    say(f"The dealer's first card is: {dealer[0]}.")""")),
    wrong("001:4.1", "every round starts from the first deck", loop_with(
        "        deck = one_round(deck, ask, ready, rng, rules, say)", "        one_round(deck, ask, ready, rng, rules, say)")),
    wrong("001:4.1", "the dealer's bust is not checked", loop_with(
        "    if bust_check(\"The dealer\", \"You win!\", dealer, rules, say):\n        return deck\n", "")),
    wrong("001:4.1", "the dealer's second card is shown", loop_with("{dealer[0]}.", "{dealer[1]}.")),
    wrong("001:4.1", "the rules not passed on to the bust check", loop_with("if not is_bust(hand, rules):", "if not is_bust(hand):")),
]

# --- 001:4.2 -----------------------------------------------------------------------

ANSWERS += [
    right("001:4.2", "seed 001's text: a two-card 21 beats a longer 21, always", """
def compare_two_hands(player, dealer, rules=SEED_001):
    mine, theirs = hand_value(player), hand_value(dealer)
    if mine == theirs == 21 and len(player) != len(dealer) and 2 in (len(player), len(dealer)):
        return Result.WIN if len(player) == 2 else Result.LOSE
    if mine > theirs:
        return Result.WIN
    if mine < theirs:
        return Result.LOSE
    return Result.TIE
""", seed_only=True),
    right("001:4.2", "a natural counts as 21.5", """
def compare_two_hands(player, dealer, rules=SEED_001):
    def score(cards):
        return hand_value(cards, rules) + (0.5 if rules.naturals and is_natural(cards, rules) else 0)
    mine, theirs = score(player), score(dealer)
    if mine == theirs:
        return rules.tie
    return Result.WIN if mine > theirs else Result.LOSE
"""),
    wrong("001:4.2", "a player's natural wins even against the dealer's", COMPARE_OK.replace(
        "if rules.naturals and is_natural(player, rules) != is_natural(dealer, rules):",
        "if rules.naturals and (is_natural(player, rules) or is_natural(dealer, rules)):")),
    wrong("001:4.2", "only the player's natural counts", COMPARE_OK.replace(
        "if rules.naturals and is_natural(player, rules) != is_natural(dealer, rules):\n        return Result.WIN if is_natural(player, rules) else Result.LOSE",
        "if rules.naturals and is_natural(player, rules) and not is_natural(dealer, rules):\n        return Result.WIN")),
    wrong("001:4.2", "fewer cards win any tie", COMPARE_OK.replace(
        "    if mine == theirs:\n        return rules.tie",
        "    if mine == theirs and len(player) != len(dealer):\n        return Result.WIN if len(player) < len(dealer) else Result.LOSE\n"
        "    if mine == theirs:\n        return rules.tie")),
    wrong("001:4.2", "any two cards beat a longer 21", COMPARE_OK.replace(
        "if rules.naturals and is_natural(player, rules) != is_natural(dealer, rules):\n        return Result.WIN if is_natural(player, rules) else Result.LOSE",
        "if mine == theirs == 21 and len(player) != len(dealer):\n        return Result.WIN if len(player) == 2 else Result.LOSE")),
    wrong("001:4.2", "equal totals always a tie, whatever the rules", COMPARE_OK.replace("return rules.tie", "return Result.TIE")),
    wrong("001:4.2", "the totals under the default rules", COMPARE_OK.replace(
        "mine, theirs = hand_value(player, rules), hand_value(dealer, rules)", "mine, theirs = hand_value(player), hand_value(dealer)")),
    wrong("001:4.2", "a natural checked with the wrong hand", COMPARE_OK.replace(
        "return Result.WIN if is_natural(player, rules) else Result.LOSE", "return Result.WIN if is_natural(dealer, rules) else Result.LOSE")),
]

# --- 001:4.3 -----------------------------------------------------------------------

MAIN_OK = """
def main(read=input, say=print, rng=None, rules=SEED_001, rounds=None):
    say("Welcome to blackjack!")
    rng = rng if rng is not None else random.Random()
    ask = make_prompt_move(make_simple_prompt(read, say), say=say)
    try:
        hand_game_loop(fresh_deck(rng), ask, ready_prompt(read, say), rng, rules, say, rounds)
    except Quit:
        say("Goodbye!")
"""


def main_with(change: str, to: str) -> str:
    """The right main with one mistake."""
    assert change in MAIN_OK
    return MAIN_OK.replace(change, to)


ANSWERS += [
    right("001:4.3", "seed 001's text: a welcome of its own, a fresh deck, the loop; quit leaves the program", """
def main(read=input, say=print, rng=None, rules=SEED_001, rounds=None):
    say("Hello, and welcome to a game of blackjack!")
    if rng is None:
        rng = random.Random()
    hand_game_loop(fresh_deck(rng), make_prompt_move(make_simple_prompt(read, say), say=say),
                   ready_prompt(read, say), rng, say=say)
""", seed_only=True),
    right("001:4.3", "its own farewell", main_with('say("Goodbye!")', 'say("Thanks for playing, bye!")')),
    right("001:4.3", "another welcome, another farewell, two lines each", main_with(
        'say("Welcome to blackjack!")', 'say("*** Blackjack ***")\n    say("Good luck!")').replace(
        'say("Goodbye!")', 'say("Bye.")\n        say("Come back soon.")')),
    wrong("001:4.3", "no welcome", main_with('    say("Welcome to blackjack!")\n', "")),
    wrong("001:4.3", "the deck is always shuffled the same way", main_with("fresh_deck(rng)", "fresh_deck(random.Random(0))")),
    wrong("001:4.3", "a new generator even when one is given", main_with(
        "rng = rng if rng is not None else random.Random()", "rng = random.Random()")),
    wrong("001:4.3", "quitting is silent", main_with('say("Goodbye!")', "pass")),
    wrong("001:4.3", "the rules are not passed on", main_with("rng, rules, say, rounds)", "rng, say=say, rounds=rounds)")),
    wrong("001:4.3", "the number of rounds is not passed on", main_with("rng, rules, say, rounds)", "rng, rules, say)")),
    wrong("001:4.3", "the deck is not shuffled before the game", main_with("fresh_deck(rng)", "tuple(sorted(fresh_deck(rng), key=str))")),
    wrong("001:4.3", "the move prompt and the Ready? prompt swapped", main_with(
        "hand_game_loop(fresh_deck(rng), ask, ready_prompt(read, say),", "hand_game_loop(fresh_deck(rng), ready_prompt(read, say), ask,")),
]
