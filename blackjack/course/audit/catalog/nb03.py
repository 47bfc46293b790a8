"""Answers to notebook 03: the status of a hand and the dealer's turn, with a table or hand and deck apart."""

from blackjack.course.audit.catalog import right, wrong

ANSWERS = [
    # --- 2.1 check_hand -----------------------------------------------------------------------------
    right("2.1", "the seed's checkHand: one rule set, hand_value's default (the seed's answer)", """
def check_hand(cards):
    return Status.OK if hand_value(cards) <= 21 else Status.BUST
""", seed_only=True),
    right("2.1", "an if statement instead of a conditional expression", """
def check_hand(cards, rules=DEFAULT_RULES):
    if hand_value(cards, rules) <= 21:
        return Status.OK
    return Status.BUST
"""),
    right("2.1", "a lookup in a dict of the two answers", """
def check_hand(cards, rules=DEFAULT_RULES):
    return {True: Status.BUST, False: Status.OK}[hand_value(cards, rules) >= 22]
"""),
    wrong("2.1", "21 counts as bust (>= instead of >)", """
def check_hand(cards, rules=DEFAULT_RULES):
    return Status.BUST if hand_value(cards, rules) >= 21 else Status.OK
"""),
    wrong("2.1", "bust only from 23: > 22", """
def check_hand(cards, rules=DEFAULT_RULES):
    return Status.BUST if hand_value(cards, rules) > 22 else Status.OK
"""),
    wrong("2.1", "a bool instead of a Status", """
def check_hand(cards, rules=DEFAULT_RULES):
    return hand_value(cards, rules) > 21
"""),
    wrong("2.1", "the words instead of the Status", """
def check_hand(cards, rules=DEFAULT_RULES):
    return "BUST" if hand_value(cards, rules) > 21 else "OK"
"""),
    wrong("2.1", "the two statuses swapped", """
def check_hand(cards, rules=DEFAULT_RULES):
    return Status.OK if hand_value(cards, rules) > 21 else Status.BUST
"""),
    wrong("2.1", "the rules ignored: always the default table", """
def check_hand(cards, rules=DEFAULT_RULES):
    return Status.BUST if hand_value(cards) > 21 else Status.OK
"""),
    wrong("2.1", "every ace counted as 1, whatever the rules", """
def check_hand(cards, rules=DEFAULT_RULES):
    return Status.BUST if sum(c.rank.points for c in cards) > 21 else Status.OK
"""),
    # --- 2.2 dealer_turn ----------------------------------------------------------------------------
    right("2.2", "the seed's dealerTurn: hit while 16 or less, one rule set (the seed's answer)", """
def dealer_turn(game):
    if hand_value(game.dealer) <= 16:
        return dealer_turn(hit_dealer(game))
    return check_hand(game.dealer), game
""", seed_only=True),
    right("2.2", "a while loop in place of the recursion", """
def dealer_turn(game):
    while dealer_draws(game.dealer, game.rules):
        game = hit_dealer(game)
    return check_hand(game.dealer, game.rules), game
"""),
    wrong("2.2", "the dealer stops at 16: draws while under 16", """
def dealer_turn(game):
    if hand_value(game.dealer, game.rules) < 16:
        return dealer_turn(hit_dealer(game))
    return check_hand(game.dealer, game.rules), game
"""),
    wrong("2.2", "the dealer draws on 17 too: <= 17", """
def dealer_turn(game):
    if hand_value(game.dealer, game.rules) <= 17:
        return dealer_turn(hit_dealer(game))
    return check_hand(game.dealer, game.rules), game
"""),
    wrong("2.2", "the start game returned, not the game after the hits", """
def dealer_turn(game):
    table = game
    while dealer_draws(table.dealer, table.rules):
        table = hit_dealer(table)
    return check_hand(table.dealer, table.rules), game
"""),
    wrong("2.2", "the pair the wrong way round: game, then status", """
def dealer_turn(game):
    while dealer_draws(game.dealer, game.rules):
        game = hit_dealer(game)
    return game, check_hand(game.dealer, game.rules)
"""),
    wrong("2.2", "if in place of while: one hit at most", """
def dealer_turn(game):
    if dealer_draws(game.dealer, game.rules):
        game = hit_dealer(game)
    return check_hand(game.dealer, game.rules), game
"""),
    wrong("2.2", "the table's rules ignored: always 16 or less", """
def dealer_turn(game):
    if hand_value(game.dealer) <= 16:
        return dealer_turn(hit_dealer(game))
    return check_hand(game.dealer, game.rules), game
"""),
    wrong("2.2", "the status of the player's hand", """
def dealer_turn(game):
    while dealer_draws(game.dealer, game.rules):
        game = hit_dealer(game)
    return check_hand(game.player, game.rules), game
"""),
    wrong("2.2", "the rules not passed on to check_hand", """
def dealer_turn(game):
    while dealer_draws(game.dealer, game.rules):
        game = hit_dealer(game)
    return check_hand(game.dealer), game
"""),
    wrong("2.2", "its own hit: the top card taken by hand, no reshuffle when the stock is empty", """
def dealer_turn(game):
    while dealer_draws(game.dealer, game.rules):
        game = replace(game, dealer=(game.deck[0], *game.dealer), deck=game.deck[1:])
    return check_hand(game.dealer, game.rules), game
"""),
    wrong("2.2", "a new Game built after each hit: its rules (and random generator) back to the defaults", """
def dealer_turn(game):
    while dealer_draws(game.dealer, game.rules):
        hit = hit_dealer(game)
        game = Game(player=hit.player, dealer=hit.dealer, deck=hit.deck, discard=hit.discard)
    return check_hand(game.dealer, game.rules), game
"""),
    wrong("2.2", "its own hit: the new card at the end of the dealer's hand", """
def dealer_turn(game):
    while dealer_draws(game.dealer, game.rules):
        hit = hit_dealer(game)
        game = replace(hit, dealer=game.dealer + hit.dealer[:1])
    return check_hand(game.dealer, game.rules), game
"""),
    # --- 001:3.2 dealer_hand_turn -------------------------------------------------------------------
    right("001:3.2", "seed 001's dealerTurn: hit while 16 or less, one rule set (the seed's answer)", """
def dealer_hand_turn(cards, deck, rng, say=print):
    if hand_value(cards) <= 16:
        new_hand, new_deck = hit_hand(cards, deck, rng, say)
        return dealer_hand_turn(new_hand, new_deck, rng, say)
    return cards, deck
""", seed_only=True),
    right("001:3.2", "recursion that passes everything on by name", """
def dealer_hand_turn(cards, deck, rng, rules=SEED_001, say=print):
    if not dealer_draws(cards, rules):
        return cards, deck
    cards, deck = hit_hand(cards, deck, rng, say=say)
    return dealer_hand_turn(cards, deck, rng, rules=rules, say=say)
"""),
    wrong("001:3.2", "the dealer draws on 17 too: <= 17", """
def dealer_hand_turn(cards, deck, rng, rules=SEED_001, say=print):
    while hand_value(cards, rules) <= 17:
        cards, deck = hit_hand(cards, deck, rng, say)
    return cards, deck
"""),
    wrong("001:3.2", "the dealer stops at 16: < 16", """
def dealer_hand_turn(cards, deck, rng, rules=SEED_001, say=print):
    while hand_value(cards, rules) < 16:
        cards, deck = hit_hand(cards, deck, rng, say)
    return cards, deck
"""),
    wrong("001:3.2", "say not passed on to hit_hand", """
def dealer_hand_turn(cards, deck, rng, rules=SEED_001, say=print):
    while dealer_draws(cards, rules):
        cards, deck = hit_hand(cards, deck, rng)
    return cards, deck
"""),
    wrong("001:3.2", "the deck not rebound: every hit draws from the first deck", """
def dealer_hand_turn(cards, deck, rng, rules=SEED_001, say=print):
    while dealer_draws(cards, rules):
        cards, rest = hit_hand(cards, deck, rng, say)
    return cards, deck
"""),
    wrong("001:3.2", "the pair the wrong way round: deck, then hand", """
def dealer_hand_turn(cards, deck, rng, rules=SEED_001, say=print):
    while dealer_draws(cards, rules):
        cards, deck = hit_hand(cards, deck, rng, say)
    return deck, cards
"""),
    wrong("001:3.2", "the rules ignored: always 16 or less", """
def dealer_hand_turn(cards, deck, rng, rules=SEED_001, say=print):
    while hand_value(cards) <= 16:
        cards, deck = hit_hand(cards, deck, rng, say)
    return cards, deck
"""),
    wrong("001:3.2", "the rules not passed on to dealer_draws", """
def dealer_hand_turn(cards, deck, rng, rules=SEED_001, say=print):
    while dealer_draws(cards):
        cards, deck = hit_hand(cards, deck, rng, say)
    return cards, deck
"""),
    wrong("001:3.2", "if in place of while: one hit at most", """
def dealer_hand_turn(cards, deck, rng, rules=SEED_001, say=print):
    if dealer_draws(cards, rules):
        cards, deck = hit_hand(cards, deck, rng, say)
    return cards, deck
"""),
    wrong("001:3.2", "a generator of its own instead of rng", """
def dealer_hand_turn(cards, deck, rng, rules=SEED_001, say=print):
    while dealer_draws(cards, rules):
        cards, deck = hit_hand(cards, deck, random.Random(), say)
    return cards, deck
"""),
]
