"""Answers to notebook 06's second half: seed 001's bust check, game loop and main (hand and deck apart)."""

from blackjack.course.audit.catalog import right, wrong

ANSWERS = []

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
    wrong("001:4.1", "returns the deck it was given, not the deck that is left after its rounds",
          BUST_OK + COMPARE_OK + ROUND_OK + """
def hand_game_loop(deck, ask, ready, rng, rules=SEED_001, say=print, rounds=None):
    left = deck
    while rounds is None or rounds > 0:
        left = one_round(left, ask, ready, rng, rules, say)
        rounds = None if rounds is None else rounds - 1
    return deck
"""),
    wrong("001:4.1", "plays its rounds and returns nothing: the deck that is left is lost",
          BUST_OK + COMPARE_OK + ROUND_OK + """
def hand_game_loop(deck, ask, ready, rng, rules=SEED_001, say=print, rounds=None):
    played = 0
    while rounds is None or played < rounds:
        deck = one_round(deck, ask, ready, rng, rules, say)
        played += 1
"""),
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
