"""Beginners' answers for 03_dealer_turn (see measure.py)."""

ENTRIES = [
    # 2.1 check_hand
    dict(id="2.1", right=False, mistake="Ignores `rules`: counts with hand_value(cards) under every table.", code='''
def check_hand(cards: Hand, rules: Rules = DEFAULT_RULES) -> Status:
    if hand_value(cards) > 21:
        return Status.BUST
    return Status.OK
'''),
    dict(id="2.1", right=False, mistake="Counts 21 as bust (`>= 21`).", code='''
def check_hand(cards: Hand, rules: Rules = DEFAULT_RULES) -> Status:
    return Status.BUST if hand_value(cards, rules) >= 21 else Status.OK
'''),
    dict(id="2.1", right=False, mistake="Returns a bool (True for bust) instead of a Status.", code='''
def check_hand(cards: Hand, rules: Rules = DEFAULT_RULES) -> Status:
    return hand_value(cards, rules) > 21
'''),
    dict(id="2.1", right=False, mistake="Returns the strings 'BUST' and 'OK' instead of Status values.", code='''
def check_hand(cards: Hand, rules: Rules = DEFAULT_RULES) -> Status:
    if hand_value(cards, rules) > 21:
        return "BUST"
    return "OK"
'''),
    dict(id="2.1", right=False, mistake="Adds up rank.points itself (every ace 1), so aces-high rules are never followed.", code='''
def check_hand(cards: Hand, rules: Rules = DEFAULT_RULES) -> Status:
    total = sum(card.rank.points for card in cards)
    return Status.BUST if total > 21 else Status.OK
'''),
    dict(id="2.1", right=False, mistake="The two statuses are swapped: OK for a hand over 21.", code='''
def check_hand(cards: Hand, rules: Rules = DEFAULT_RULES) -> Status:
    return Status.OK if hand_value(cards, rules) > 21 else Status.BUST
'''),
    # 2.2 dealer_turn
    dict(id="2.2", right=False, mistake="Stands on 16: draws while the hand is under 16 (`< 16`).", code='''
def dealer_turn(game: Game) -> tuple[Status, Game]:
    if hand_value(game.dealer) < 16:
        return dealer_turn(hit_dealer(game))
    return check_hand(game.dealer), game
'''),
    dict(id="2.2", right=False, mistake="Ignores the table's rules: always `<= 16` and check_hand without game.rules.", code='''
def dealer_turn(game: Game) -> tuple[Status, Game]:
    while hand_value(game.dealer) <= 16:
        game = hit_dealer(game)
    return check_hand(game.dealer), game
'''),
    dict(id="2.2", right=False, mistake="Uses `if` instead of a loop: the dealer draws at most one card.", code='''
def dealer_turn(game: Game) -> tuple[Status, Game]:
    if dealer_draws(game.dealer, game.rules):
        game = hit_dealer(game)
    return check_hand(game.dealer, game.rules), game
'''),
    dict(id="2.2", right=False, mistake="Returns the game first and the status second.", code='''
def dealer_turn(game: Game) -> tuple[Status, Game]:
    while dealer_draws(game.dealer, game.rules):
        game = hit_dealer(game)
    return game, check_hand(game.dealer, game.rules)
'''),
    dict(id="2.2", right=False, mistake="Calls hit_dealer but throws the new game away: the loop never ends.", code='''
def dealer_turn(game: Game) -> tuple[Status, Game]:
    while dealer_draws(game.dealer, game.rules):
        hit_dealer(game)
    return check_hand(game.dealer, game.rules), game
'''),
    dict(id="2.2", right=False, mistake="Works out the status before the dealer draws, from the first two cards.", code='''
def dealer_turn(game: Game) -> tuple[Status, Game]:
    status = check_hand(game.dealer, game.rules)
    while dealer_draws(game.dealer, game.rules):
        game = hit_dealer(game)
    return status, game
'''),
    dict(id="2.2", right=False, mistake="Returns the dealer's hand instead of the whole game.", code='''
def dealer_turn(game: Game) -> tuple[Status, Game]:
    while dealer_draws(game.dealer, game.rules):
        game = hit_dealer(game)
    return check_hand(game.dealer, game.rules), game.dealer
'''),
    # 001:3.2 dealer_hand_turn
    dict(id="001:3.2", right=False, mistake="Does not pass `say` on to hit_hand, so a reshuffle prints.", code='''
def dealer_hand_turn(
    cards: Hand, deck: Deck, rng: random.Random, rules: Rules = SEED_001, say: Say = print
) -> tuple[Hand, Deck]:
    while dealer_draws(cards, rules):
        cards, deck = hit_hand(cards, deck, rng)
    return cards, deck
'''),
    dict(id="001:3.2", right=False, mistake="Ignores `rules`: always draws on 16 or less.", code='''
def dealer_hand_turn(
    cards: Hand, deck: Deck, rng: random.Random, rules: Rules = SEED_001, say: Say = print
) -> tuple[Hand, Deck]:
    while hand_value(cards) <= 16:
        cards, deck = hit_hand(cards, deck, rng, say)
    return cards, deck
'''),
    dict(id="001:3.2", right=False, mistake="Forgets the deck hit_hand returns: draws the same top card each time and returns the old deck.", code='''
def dealer_hand_turn(
    cards: Hand, deck: Deck, rng: random.Random, rules: Rules = SEED_001, say: Say = print
) -> tuple[Hand, Deck]:
    while dealer_draws(cards, rules):
        cards, _ = hit_hand(cards, deck, rng, say)
    return cards, deck
'''),
    dict(id="001:3.2", right=False, mistake="Writes the rule by hand as `< 17`, which hits a soft 17 wrongly for H17 and ignores the bank's 16.", code='''
def dealer_hand_turn(
    cards: Hand, deck: Deck, rng: random.Random, rules: Rules = SEED_001, say: Say = print
) -> tuple[Hand, Deck]:
    while hand_value(cards, rules) < 17:
        cards, deck = hit_hand(cards, deck, rng, say)
    return cards, deck
'''),
    dict(id="001:3.2", right=False, mistake="Returns the deck first and the hand second.", code='''
def dealer_hand_turn(
    cards: Hand, deck: Deck, rng: random.Random, rules: Rules = SEED_001, say: Say = print
) -> tuple[Hand, Deck]:
    while dealer_draws(cards, rules):
        cards, deck = hit_hand(cards, deck, rng, say)
    return deck, cards
'''),
    dict(id="001:3.2", right=False, mistake="Takes the top card itself with deck[0], so an empty deck crashes instead of reshuffling.", code='''
def dealer_hand_turn(
    cards: Hand, deck: Deck, rng: random.Random, rules: Rules = SEED_001, say: Say = print
) -> tuple[Hand, Deck]:
    while dealer_draws(cards, rules):
        cards = (deck[0],) + cards
        deck = deck[1:]
    return cards, deck
'''),
    # right
    dict(id="2.2", right=True, mistake="(right) A while loop that rebinds the game, instead of the recursion.", code='''
def dealer_turn(game: Game) -> tuple[Status, Game]:
    current = game
    while dealer_draws(current.dealer, current.rules):
        current = hit_dealer(current)
    return check_hand(current.dealer, current.rules), current
'''),
    dict(id="2.1", right=True, mistake="(right) An if/else with the extension's rules.", code='''
def check_hand(cards: Hand, rules: Rules = DEFAULT_RULES) -> Status:
    if hand_value(cards, rules) <= 21:
        return Status.OK
    else:
        return Status.BUST
'''),
]
