"""Beginners' answers for 02_shuffling_and_dealing (see measure.py)."""

DRAW = '''

def draw(deck: Deck, rng: random.Random, say: Say = print) -> tuple[Card, Deck]:
    if not deck:
        say(SHUFFLING)
        deck = fresh_deck(rng)
    return deck[0], deck[1:]
'''
FRESH = '''
def fresh_deck(rng: random.Random) -> Deck:
    return shuffle(random_indexes(rng), FULL_DECK)

'''
DEAL = '''

def deal(deck: Deck, rng: random.Random, say: Say = print) -> tuple[Hand, Deck]:
    cards, deck = hit_hand((), deck, rng, say)
    return hit_hand(cards, deck, rng, say)
'''
HIT = '''
def hit_hand(cards: Hand, deck: Deck, rng: random.Random, say: Say = print) -> tuple[Hand, Deck]:
    top, deck = draw(deck, rng, say)
    return (top, *cards), deck

'''

ENTRIES = [
    # 1.1 fresh_deck, draw
    dict(id="1.1", right=False, mistake="draw prints the shuffling message instead of telling `say`.", code=FRESH + '''
def draw(deck: Deck, rng: random.Random, say: Say = print) -> tuple[Card, Deck]:
    if len(deck) == 0:
        print(SHUFFLING)
        deck = fresh_deck(rng)
    return deck[0], deck[1:]
'''),
    dict(id="1.1", right=False, mistake="draw returns the rest of the deck first and the card second.", code=FRESH + '''
def draw(deck: Deck, rng: random.Random, say: Say = print) -> tuple[Card, Deck]:
    if not deck:
        say(SHUFFLING)
        return draw(fresh_deck(rng), rng, say)
    return deck[1:], deck[0]
'''),
    dict(id="1.1", right=False, mistake="draw reshuffles silently: the empty deck is replaced without a message.", code=FRESH + '''
def draw(deck: Deck, rng: random.Random, say: Say = print) -> tuple[Card, Deck]:
    if not deck:
        deck = fresh_deck(rng)
    return deck[0], deck[1:]
'''),
    dict(id="1.1", right=False, mistake="fresh_deck shuffles with random.shuffle on a list instead of the given shuffle and random_indexes.", code='''
def fresh_deck(rng: random.Random) -> Deck:
    cards = list(FULL_DECK)
    rng.shuffle(cards)
    return tuple(cards)
''' + DRAW),
    dict(id="1.1", right=False, mistake="fresh_deck makes its own new random.Random() and ignores the rng it was given.", code='''
def fresh_deck(rng: random.Random) -> Deck:
    return shuffle(random_indexes(random.Random()), FULL_DECK)
''' + DRAW),
    dict(id="1.1", right=False, mistake="draw takes the bottom card (the last one) instead of the top card.", code=FRESH + '''
def draw(deck: Deck, rng: random.Random, say: Say = print) -> tuple[Card, Deck]:
    if not deck:
        say(SHUFFLING)
        deck = fresh_deck(rng)
    return deck[-1], deck[:-1]
'''),
    dict(id="1.1", right=True, mistake="(right) draw turns the deck into a list and pops the top card, so the rest comes back as a list; right by the course's rule: a list and a tuple with the same items are the same answer.", code=FRESH + '''
def draw(deck: Deck, rng: random.Random, say: Say = print) -> tuple[Card, Deck]:
    if not deck:
        say(SHUFFLING)
        deck = fresh_deck(rng)
    cards = list(deck)
    top = cards.pop(0)
    return top, cards
'''),
    # 1.2 hit_hand, deal
    dict(id="1.2", right=False, mistake="hit_hand puts the new card at the back of the hand instead of the front.", code='''
def hit_hand(cards: Hand, deck: Deck, rng: random.Random, say: Say = print) -> tuple[Hand, Deck]:
    top, deck = draw(deck, rng, say)
    return (*cards, top), deck
''' + DEAL),
    dict(id="1.2", right=False, mistake="deal hits the second time from the original deck, not from the deck the first hit left.", code=HIT + '''
def deal(deck: Deck, rng: random.Random, say: Say = print) -> tuple[Hand, Deck]:
    one, rest = hit_hand((), deck, rng, say)
    two, rest = hit_hand(one, deck, rng, say)
    return two, rest
'''),
    dict(id="1.2", right=False, mistake="hit_hand does not pass `say` on to draw, so a reshuffle prints.", code='''
def hit_hand(cards: Hand, deck: Deck, rng: random.Random, say: Say = print) -> tuple[Hand, Deck]:
    top, deck = draw(deck, rng)
    return (top, *cards), deck
''' + DEAL),
    dict(id="1.2", right=False, mistake="hit_hand returns the old deck instead of the deck draw gave back.", code='''
def hit_hand(cards: Hand, deck: Deck, rng: random.Random, say: Say = print) -> tuple[Hand, Deck]:
    top, rest = draw(deck, rng, say)
    return (top,) + cards, deck
''' + DEAL),
    dict(id="1.2", right=True, mistake="(right) hit_hand returns the hand as a list where a tuple is expected; right by the course's rule: a list and a tuple with the same items are the same answer.", code='''
def hit_hand(cards: Hand, deck: Deck, rng: random.Random, say: Say = print) -> tuple[Hand, Deck]:
    top, deck = draw(deck, rng, say)
    return [top, *cards], deck
''' + DEAL),
    dict(id="1.2", right=False, mistake="deal returns the deck first and the hand second.", code=HIT + '''
def deal(deck: Deck, rng: random.Random, say: Say = print) -> tuple[Hand, Deck]:
    cards, deck = hit_hand((), deck, rng, say)
    cards, deck = hit_hand(cards, deck, rng, say)
    return deck, cards
'''),
    # 1.3 pretty_print
    dict(id="1.3", right=False, mistake="Ignores `rules`: always counts with the default rules.", code='''
def pretty_print(cards: Hand, rules: Rules = DEFAULT_RULES) -> str:
    return " ".join(str(c) for c in cards) + f" ({hand_value(cards)})"
'''),
    dict(id="1.3", right=False, mistake="Joins the labels without spaces: 'A♠K♦ (21)'.", code='''
def pretty_print(cards: Hand, rules: Rules = DEFAULT_RULES) -> str:
    return "".join(map(str, cards)) + " (" + str(hand_value(cards, rules)) + ")"
'''),
    dict(id="1.3", right=False, mistake="Separates the cards with commas: 'A♠, K♦ (21)'.", code='''
def pretty_print(cards: Hand, rules: Rules = DEFAULT_RULES) -> str:
    return ", ".join(map(str, cards)) + f" ({hand_value(cards, rules)})"
'''),
    dict(id="1.3", right=False, mistake="No space before the parenthesis: 'A♠ K♦(21)'.", code='''
def pretty_print(cards: Hand, rules: Rules = DEFAULT_RULES) -> str:
    return f"{' '.join(map(str, cards))}({hand_value(cards, rules)})"
'''),
    dict(id="1.3", right=False, mistake="Adds up rank.points itself, so every ace counts 1: 'A♠ K♦ (11)'.", code='''
def pretty_print(cards: Hand, rules: Rules = DEFAULT_RULES) -> str:
    total = sum(c.rank.points for c in cards)
    return " ".join(str(c) for c in cards) + f" ({total})"
'''),
    dict(id="1.3", right=False, mistake="Shows the cards in reverse order, thinking the newest card is last.", code='''
def pretty_print(cards: Hand, rules: Rules = DEFAULT_RULES) -> str:
    return " ".join(str(c) for c in reversed(cards)) + f" ({hand_value(cards, rules)})"
'''),
    # 002:B1 full_deck
    dict(id="002:B1", right=True, mistake="(acceptable reading) Ranks outermost: another order, but the task only asks for every rank in every suit; the suits-outermost order is a hint.", code='''
def full_deck() -> Deck:
    return tuple(Card(rank, suit) for rank in RANKS for suit in SUITS)
'''),
    dict(id="002:B1", right=True, mistake="(right) Returns a list where a tuple is asked; right by the course's rule: a list and a tuple with the same items are the same answer.", code='''
def full_deck() -> Deck:
    return [Card(rank, suit) for suit in SUITS for rank in RANKS]
'''),
    dict(id="002:B1", right=False, mistake="Puts the suit first in Card(...), swapping its two arguments.", code='''
def full_deck() -> Deck:
    return tuple(Card(suit, rank) for suit in SUITS for rank in RANKS)
'''),
    dict(id="002:B1", right=True, mistake="(acceptable reading) Goes through a set, which scrambles the order; the task asks for no order, only all 52 cards once.", code='''
def full_deck() -> Deck:
    return tuple({Card(rank, suit) for suit in SUITS for rank in RANKS})
'''),
    dict(id="002:B1", right=False, mistake="Off by one in a range over RANKS: the kings are missing.", code='''
def full_deck() -> Deck:
    deck = []
    for suit in SUITS:
        for i in range(len(RANKS) - 1):
            deck.append(Card(RANKS[i], suit))
    return tuple(deck)
'''),
    # 002:B2 draw_card
    dict(id="002:B2", right=False, mistake="Returns the hand first and the deck second.", code='''
def draw_card(deck: Deck, cards: Hand) -> tuple[Deck, Hand]:
    if not deck:
        raise EmptyDeckError("draw: The deck is empty.")
    return (deck[0], *cards), deck[1:]
'''),
    dict(id="002:B2", right=False, mistake="Puts the card at the back of the hand.", code='''
def draw_card(deck: Deck, cards: Hand) -> tuple[Deck, Hand]:
    if not deck:
        raise EmptyDeckError("draw: The deck is empty.")
    return deck[1:], cards + (deck[0],)
'''),
    dict(id="002:B2", right=False, mistake="No empty-deck case: deck[0] raises IndexError instead of EmptyDeckError.", code='''
def draw_card(deck: Deck, cards: Hand) -> tuple[Deck, Hand]:
    top = deck[0]
    return deck[1:], (top,) + cards
'''),
    dict(id="002:B2", right=False, mistake="The error's message is not the one asked for.", code='''
def draw_card(deck: Deck, cards: Hand) -> tuple[Deck, Hand]:
    if len(deck) == 0:
        raise EmptyDeckError("The deck is empty!")
    return deck[1:], (deck[0],) + cards
'''),
    dict(id="002:B2", right=False, mistake="Raises a ValueError with the right words instead of EmptyDeckError.", code='''
def draw_card(deck: Deck, cards: Hand) -> tuple[Deck, Hand]:
    if not deck:
        raise ValueError("draw: The deck is empty.")
    return deck[1:], (deck[0],) + cards
'''),
    dict(id="002:B2", right=False, mistake="Returns None on an empty deck instead of raising.", code='''
def draw_card(deck: Deck, cards: Hand) -> tuple[Deck, Hand]:
    if not deck:
        return None
    return deck[1:], (deck[0],) + cards
'''),
    # 002:B3 play_bank
    dict(id="002:B3", right=False, mistake="Ignores `rules`: asks dealer_draws with the default rules (draw on 16).", code='''
def play_bank(deck: Deck, rules: Rules = SEED_002) -> Hand:
    bank = ()
    while dealer_draws(bank, DEFAULT_RULES):
        deck, bank = draw_card(deck, bank)
    return bank
'''),
    dict(id="002:B3", right=False, mistake="Draws while the hand is 16 or less (`<= 16`) instead of below 16.", code='''
def play_bank(deck: Deck, rules: Rules = SEED_002) -> Hand:
    bank = ()
    while hand_value(bank, rules) <= 16:
        deck, bank = draw_card(deck, bank)
    return bank
'''),
    dict(id="002:B3", right=False, mistake="Never keeps the smaller deck, so the same top card is drawn again and again.", code='''
def play_bank(deck: Deck, rules: Rules = SEED_002) -> Hand:
    bank = ()
    while dealer_draws(bank, rules):
        _, bank = draw_card(deck, bank)
    return bank
'''),
    dict(id="002:B3", right=False, mistake="Returns the deck too, as a pair, where only the hand is asked.", code='''
def play_bank(deck: Deck, rules: Rules = SEED_002) -> Hand:
    bank = ()
    while dealer_draws(bank, rules):
        deck, bank = draw_card(deck, bank)
    return bank, deck
'''),
    dict(id="002:B3", right=True, mistake="(equivalent) Starts the bank with two cards: every preset makes a one-card hand draw, so this is the same bank.", code='''
def play_bank(deck: Deck, rules: Rules = SEED_002) -> Hand:
    deck, bank = draw_card(deck, ())
    deck, bank = draw_card(deck, bank)
    while dealer_draws(bank, rules):
        deck, bank = draw_card(deck, bank)
    return bank
'''),
    # 002:B4 shuffle_fractions
    dict(id="002:B4", right=False, mistake="Indexes `randoms` like a list (randoms[i]), so an endless iterator breaks it.", code='''
def shuffle_fractions(randoms, deck: Deck) -> Deck:
    rest, out = list(deck), []
    i = 0
    while rest:
        n = len(rest)
        out.append(rest.pop(min(int(randoms[i] * n), n - 1)))
        i += 1
    return tuple(out)
'''),
    dict(id="002:B4", right=True, mistake="(acceptable reading) round() instead of int(), guarded by min: another order, but the prose says the check does not insist on the order, only on the same cards, determinism and every order of three.", code='''
def shuffle_fractions(randoms, deck: Deck) -> Deck:
    numbers = iter(randoms)
    rest, out = list(deck), []
    while rest:
        place = round(next(numbers) * len(rest))
        out.append(rest.pop(min(place, len(rest) - 1)))
    return tuple(out)
'''),
    dict(id="002:B4", right=True, mistake="(acceptable reading) Scales by the whole deck's size, guarded by min: biased, but it meets the prose's two stated demands (same cards, deterministic, every order of three).", code='''
def shuffle_fractions(randoms, deck: Deck) -> Deck:
    numbers = iter(randoms)
    n = len(deck)
    rest, out = list(deck), []
    while rest:
        place = min(int(next(numbers) * n), len(rest) - 1)
        out.append(rest.pop(place))
    return tuple(out)
'''),
    dict(id="002:B4", right=False, mistake="Picks a card but never removes it from the cards left: cards are dealt twice.", code='''
def shuffle_fractions(randoms, deck: Deck) -> Deck:
    numbers = iter(randoms)
    rest = list(deck)
    out = []
    for _ in range(len(deck)):
        place = min(int(next(numbers) * len(rest)), len(rest) - 1)
        out.append(rest[place])
    return tuple(out)
'''),
    dict(id="002:B4", right=True, mistake="(right) Returns a list where a tuple (a Deck) is asked; right by the course's rule: a list and a tuple with the same items are the same answer.", code='''
def shuffle_fractions(randoms, deck: Deck) -> Deck:
    numbers = iter(randoms)
    rest, shuffled = list(deck), []
    while rest:
        shuffled.append(rest.pop(min(int(next(numbers) * len(rest)), len(rest) - 1)))
    return shuffled
'''),
    dict(id="002:B4", right=False, mistake="Ignores the numbers and shuffles with the random module.", code='''
def shuffle_fractions(randoms, deck: Deck) -> Deck:
    cards = list(deck)
    random.shuffle(cards)
    return tuple(cards)
'''),
    dict(id="002:B4", right=False, mistake="Takes the numbers with randoms.pop(0), emptying the caller's list (and failing on an iterator).", code='''
def shuffle_fractions(randoms, deck: Deck) -> Deck:
    rest, out = list(deck), []
    while rest:
        r = randoms.pop(0)
        out.append(rest.pop(min(int(r * len(rest)), len(rest) - 1)))
    return tuple(out)
'''),
    # 002:B5 prop_size_shuffle
    dict(id="002:B5", right=False, mistake="Ignores the `shuffle` parameter and always tests shuffle_fractions.", code='''
def prop_size_shuffle(randoms, deck: Deck, shuffle=shuffle_fractions) -> bool:
    return len(shuffle_fractions(randoms, deck)) == len(deck)
'''),
    dict(id="002:B5", right=False, mistake="Compares with 52 instead of the size of the deck given.", code='''
def prop_size_shuffle(randoms, deck: Deck, shuffle=shuffle_fractions) -> bool:
    return len(shuffle(randoms, deck)) == 52
'''),
    dict(id="002:B5", right=False, mistake="Compares the sets of cards, which cannot see a doubled card.", code='''
def prop_size_shuffle(randoms, deck: Deck, shuffle=shuffle_fractions) -> bool:
    return set(shuffle(randoms, deck)) == set(deck)
'''),
    dict(id="002:B5", right=False, mistake="Checks that the shuffled deck equals the deck (the same order).", code='''
def prop_size_shuffle(randoms, deck: Deck, shuffle=shuffle_fractions) -> bool:
    return shuffle(randoms, deck) == deck
'''),
    dict(id="002:B5", right=False, mistake="Uses `<=`, so a shuffle that loses cards passes.", code='''
def prop_size_shuffle(randoms, deck: Deck, shuffle=shuffle_fractions) -> bool:
    return len(shuffle(randoms, deck)) <= len(deck)
'''),
    # right
    dict(id="1.1", right=True, mistake="(right) draw with pattern-like branches: a recursive draw from a fresh deck.", code='''
def fresh_deck(rng: random.Random) -> Deck:
    indexes = random_indexes(rng)
    return shuffle(indexes, FULL_DECK)


def draw(deck: Deck, rng: random.Random, say: Say = print) -> tuple[Card, Deck]:
    if len(deck) > 0:
        top, *rest = deck
        return top, tuple(rest)
    say(SHUFFLING)
    return draw(fresh_deck(rng), rng, say)
'''),
    dict(id="002:B4", right=True, mistake="(right) the seed's hint: each picked card goes on top of the new deck.", code='''
def shuffle_fractions(randoms, deck: Deck) -> Deck:
    numbers = iter(randoms)
    rest, new = list(deck), ()
    while rest:
        n = len(rest)
        i = min(int(next(numbers) * n), n - 1)
        new = (rest.pop(i),) + new
    return new
'''),
]
