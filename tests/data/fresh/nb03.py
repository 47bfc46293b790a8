"""Fresh beginners' answers for exercises/03_dealer_turn.ipynb (issue 31's measuring set)."""

ENTRIES = [
    # ---------------------------------------------------------------- 2.1 check_hand
    dict(id="2.1", right=False, mistake="Reads '22 or more' as > 22, so a hand of exactly 22 stays OK.",
         code=r'''
def check_hand(cards: Hand, rules: Rules = DEFAULT_RULES) -> Status:
    if hand_value(cards, rules) > 22:
        return Status.BUST
    return Status.OK
'''),
    dict(id="2.1", right=False, mistake="Ignores the rules parameter: counts with the default rules only.",
         code=r'''
def check_hand(cards: Hand, rules: Rules = DEFAULT_RULES) -> Status:
    if hand_value(cards) > 21:
        return Status.BUST
    else:
        return Status.OK
'''),
    dict(id="2.1", right=False, mistake="Returns True or False instead of a Status.",
         code=r'''
def check_hand(cards: Hand, rules: Rules = DEFAULT_RULES) -> Status:
    return hand_value(cards, rules) > 21
'''),
    dict(id="2.1", right=False, mistake="Swaps the two Status members: OK for a bust hand, BUST otherwise.",
         code=r'''
def check_hand(cards: Hand, rules: Rules = DEFAULT_RULES) -> Status:
    return Status.OK if hand_value(cards, rules) > 21 else Status.BUST
'''),
    dict(id="2.1", right=False, mistake="Adds up rank.points itself (every ace 1) instead of using hand_value with the rules.",
         code=r'''
def check_hand(cards: Hand, rules: Rules = DEFAULT_RULES) -> Status:
    total = 0
    for c in cards:
        total += c.rank.points
    if total > 21:
        return Status.BUST
    return Status.OK
'''),
    dict(id="2.1", right=True, mistake="Right: tests the OK side first, with <= 21.",
         code=r'''
def check_hand(cards: Hand, rules: Rules = DEFAULT_RULES) -> Status:
    worth = hand_value(cards, rules)
    if worth <= 21:
        return Status.OK
    return Status.BUST
'''),
    # ---------------------------------------------------------------- 2.2 dealer_turn
    dict(id="2.2", right=False, mistake="Hits while the hand is below 16, so the dealer stands on 16.",
         code=r'''
def dealer_turn(game: Game) -> tuple[Status, Game]:
    while hand_value(game.dealer, game.rules) < 16:
        game = hit_dealer(game)
    return check_hand(game.dealer, game.rules), game
'''),
    dict(id="2.2", right=False, mistake="Hits once before looking at the hand, so the dealer always takes at least one card.",
         code=r'''
def dealer_turn(game: Game) -> tuple[Status, Game]:
    game = hit_dealer(game)
    while dealer_draws(game.dealer, game.rules):
        game = hit_dealer(game)
    return check_hand(game.dealer, game.rules), game
'''),
    dict(id="2.2", right=False, mistake="Calls hit_dealer without keeping its result, so the loop never ends.",
         code=r'''
def dealer_turn(game: Game) -> tuple[Status, Game]:
    while dealer_draws(game.dealer, game.rules):
        hit_dealer(game)
    return check_hand(game.dealer, game.rules), game
'''),
    dict(id="2.2", right=False, mistake="Returns the pair the wrong way round: the game first, then the status.",
         code=r'''
def dealer_turn(game: Game) -> tuple[Status, Game]:
    if dealer_draws(game.dealer, game.rules):
        return dealer_turn(hit_dealer(game))
    return game, check_hand(game.dealer, game.rules)
'''),
    dict(id="2.2", right=False, mistake="Forgets to return the recursive call's result, so the game before any hit comes back.",
         code=r'''
def dealer_turn(game: Game) -> tuple[Status, Game]:
    if dealer_draws(game.dealer, game.rules):
        dealer_turn(hit_dealer(game))
    return check_hand(game.dealer, game.rules), game
'''),
    dict(id="2.2", right=False, mistake="Uses seed 000's fixed rule (<= 16 with the default count) instead of the table's rules.",
         code=r'''
def dealer_turn(game: Game) -> tuple[Status, Game]:
    while hand_value(game.dealer) <= 16:
        game = hit_dealer(game)
    return check_hand(game.dealer), game
'''),
    dict(id="2.2", right=True, mistake="Right: a while loop instead of the seed's recursion.",
         code=r'''
def dealer_turn(game: Game) -> tuple[Status, Game]:
    current = game
    while dealer_draws(current.dealer, current.rules):
        current = hit_dealer(current)
    status = check_hand(current.dealer, current.rules)
    return status, current
'''),
    # ---------------------------------------------------------------- 001:3.2 dealer_hand_turn
    dict(id="001:3.2", right=False, mistake="Does not pass say on to hit_hand, so a reshuffle's message is printed.",
         code=r'''
def dealer_hand_turn(
    cards: Hand, deck: Deck, rng: random.Random, rules: Rules = SEED_001, say: Say = print
) -> tuple[Hand, Deck]:
    while dealer_draws(cards, rules):
        cards, deck = hit_hand(cards, deck, rng)
    return cards, deck
'''),
    dict(id="001:3.2", right=False, mistake="Uses 'if' instead of 'while': the dealer takes at most one card.",
         code=r'''
def dealer_hand_turn(
    cards: Hand, deck: Deck, rng: random.Random, rules: Rules = SEED_001, say: Say = print
) -> tuple[Hand, Deck]:
    if dealer_draws(cards, rules):
        cards, deck = hit_hand(cards, deck, rng, say)
    return cards, deck
'''),
    dict(id="001:3.2", right=False, mistake="Takes cards straight from the deck with slices, so a short deck runs out instead of reshuffling.",
         code=r'''
def dealer_hand_turn(
    cards: Hand, deck: Deck, rng: random.Random, rules: Rules = SEED_001, say: Say = print
) -> tuple[Hand, Deck]:
    while dealer_draws(cards, rules):
        cards = (deck[0],) + cards
        deck = deck[1:]
    return cards, deck
'''),
    dict(id="001:3.2", right=False, mistake="Passes the deck and the hand to hit_hand in the wrong order.",
         code=r'''
def dealer_hand_turn(
    cards: Hand, deck: Deck, rng: random.Random, rules: Rules = SEED_001, say: Say = print
) -> tuple[Hand, Deck]:
    while dealer_draws(cards, rules):
        cards, deck = hit_hand(deck, cards, rng, say)
    return cards, deck
'''),
    dict(id="001:3.2", right=False, mistake="Returns only the final hand and forgets the deck that is left.",
         code=r'''
def dealer_hand_turn(
    cards: Hand, deck: Deck, rng: random.Random, rules: Rules = SEED_001, say: Say = print
) -> tuple[Hand, Deck]:
    while dealer_draws(cards, rules):
        cards, deck = hit_hand(cards, deck, rng, say)
    return cards
'''),
    dict(id="001:3.2", right=False, mistake="Keeps seed 001's fixed '16 or less' and never gives rules to dealer_draws.",
         code=r'''
def dealer_hand_turn(
    cards: Hand, deck: Deck, rng: random.Random, rules: Rules = SEED_001, say: Say = print
) -> tuple[Hand, Deck]:
    while hand_value(cards) <= 16:
        cards, deck = hit_hand(cards, deck, rng, say)
    return cards, deck
'''),
    dict(id="001:3.2", right=True, mistake="Right: the seed's recursion, hit then run the turn again.",
         code=r'''
def dealer_hand_turn(
    cards: Hand, deck: Deck, rng: random.Random, rules: Rules = SEED_001, say: Say = print
) -> tuple[Hand, Deck]:
    if not dealer_draws(cards, rules):
        return cards, deck
    new_cards, new_deck = hit_hand(cards, deck, rng, say)
    return dealer_hand_turn(new_cards, new_deck, rng, rules, say)
'''),
]
