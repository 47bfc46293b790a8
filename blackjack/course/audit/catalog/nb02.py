"""Answers to notebook 02: fresh deck and draw, hit and deal, pretty printing, seed 002's deck and shuffle."""

from blackjack.course.audit.catalog import right, wrong

FRESH_DECK = """
def fresh_deck(rng):
    return shuffle(random_indexes(rng), FULL_DECK)
"""
DRAW = """
def draw(deck, rng, say=print):
    if not deck:
        say(SHUFFLING)
        return draw(fresh_deck(rng), rng, say)
    return deck[0], deck[1:]
"""
HIT_HAND = """
def hit_hand(cards, deck, rng, say=print):
    top, deck = draw(deck, rng, say)
    return (top, *cards), deck
"""
DEAL = """
def deal(deck, rng, say=print):
    one_card, deck = hit_hand((), deck, rng, say)
    return hit_hand(one_card, deck, rng, say)
"""
ANSWERS = [
    # --- 1.1 fresh_deck, draw -----------------------------------------------------------------------
    right("1.1", "the seed's freshDeck and draw, pattern by pattern (the seed's answer)", """
def fresh_deck(rng):
    indexes = random_indexes(rng)
    return shuffle(indexes, FULL_DECK)

def draw(deck, rng, say=print):
    if deck == ():
        say("Shuffling a new deck...")
        new_deck = fresh_deck(rng)
        return draw(new_deck, rng, say)
    card, *rest = deck
    return card, tuple(rest)
""", seed_only=True),
    right("1.1", "a loop in place of the recursion", FRESH_DECK + """
def draw(deck, rng, say=print):
    while len(deck) == 0:
        say(SHUFFLING)
        deck = fresh_deck(rng)
    return deck[0], tuple(deck[1:])
"""),
    wrong("1.1", "the fresh deck is not shuffled", """
def fresh_deck(rng):
    return FULL_DECK
""" + DRAW),
    wrong("1.1", "rng ignored: a generator of its own", """
def fresh_deck(rng):
    return shuffle(random_indexes(random.Random()), FULL_DECK)
""" + DRAW),
    wrong("1.1", "rng.shuffle on a list instead of shuffle(random_indexes(rng), ...): another deck than everyone's for the same seed", """
def fresh_deck(rng):
    cards = list(FULL_DECK)
    rng.shuffle(cards)
    return cards
""" + DRAW),
    wrong("1.1", "the pair the wrong way round: the rest, then the card", FRESH_DECK + """
def draw(deck, rng, say=print):
    if not deck:
        say(SHUFFLING)
        return draw(fresh_deck(rng), rng, say)
    return deck[1:], deck[0]
"""),
    wrong("1.1", "a reshuffle without its message", FRESH_DECK + """
def draw(deck, rng, say=print):
    if not deck:
        return draw(fresh_deck(rng), rng, say)
    return deck[0], deck[1:]
"""),
    wrong("1.1", "the message without its dots", FRESH_DECK + """
def draw(deck, rng, say=print):
    if not deck:
        say("Shuffling a new deck")
        return draw(fresh_deck(rng), rng, say)
    return deck[0], deck[1:]
"""),
    wrong("1.1", "print instead of say", FRESH_DECK + """
def draw(deck, rng, say=print):
    if not deck:
        print(SHUFFLING)
        return draw(fresh_deck(rng), rng, say)
    return deck[0], deck[1:]
"""),
    wrong("1.1", "an empty deck replaced by the full deck, unshuffled", FRESH_DECK + """
def draw(deck, rng, say=print):
    if not deck:
        say(SHUFFLING)
        deck = FULL_DECK
    return deck[0], deck[1:]
"""),
    wrong("1.1", "the top card stays in the deck", FRESH_DECK + """
def draw(deck, rng, say=print):
    if not deck:
        say(SHUFFLING)
        return draw(fresh_deck(rng), rng, say)
    return deck[0], deck
"""),
    wrong("1.1", "the bottom card drawn instead of the top one", FRESH_DECK + """
def draw(deck, rng, say=print):
    if not deck:
        say(SHUFFLING)
        return draw(fresh_deck(rng), rng, say)
    return deck[-1], deck[:-1]
"""),
    # --- 1.2 hit_hand, deal -------------------------------------------------------------------------
    right("1.2", "the seed's steps, one binding each (the seed's answer)", """
def hit_hand(cards, deck, rng, say=print):
    card, rest = draw(deck, rng, say)
    return (card,) + cards, rest

def deal(deck, rng, say=print):
    hand1, deck1 = hit_hand((), deck, rng, say)
    hand2, deck2 = hit_hand(hand1, deck1, rng, say)
    return hand2, deck2
""", seed_only=True),
    right("1.2", "deal draws its two cards itself", HIT_HAND + """
def deal(deck, rng, say=print):
    first, deck = draw(deck, rng, say)
    second, deck = draw(deck, rng, say)
    return (second, first), deck
"""),
    wrong("1.2", "the new card goes at the end of the hand", """
def hit_hand(cards, deck, rng, say=print):
    top, deck = draw(deck, rng, say)
    return cards + (top,), deck
""" + DEAL),
    wrong("1.2", "hit_hand returns the deck it was given", """
def hit_hand(cards, deck, rng, say=print):
    top, rest = draw(deck, rng, say)
    return (top, *cards), deck
""" + DEAL),
    wrong("1.2", "say not passed on to draw", """
def hit_hand(cards, deck, rng, say=print):
    top, deck = draw(deck, rng)
    return (top, *cards), deck
""" + DEAL),
    wrong("1.2", "the pair the wrong way round: deck, then hand", """
def hit_hand(cards, deck, rng, say=print):
    top, deck = draw(deck, rng, say)
    return deck, (top, *cards)

def deal(deck, rng, say=print):
    deck, one_card = hit_hand((), deck, rng, say)
    deck, two_cards = hit_hand(one_card, deck, rng, say)
    return deck, two_cards
"""),
    wrong("1.2", "deal hits twice from the same deck", HIT_HAND + """
def deal(deck, rng, say=print):
    one_card, rest = hit_hand((), deck, rng, say)
    return hit_hand(one_card, deck, rng, say)
"""),
    wrong("1.2", "deal puts the first card first", HIT_HAND + """
def deal(deck, rng, say=print):
    first, deck = draw(deck, rng, say)
    second, deck = draw(deck, rng, say)
    return (first, second), deck
"""),
    wrong("1.2", "deal passes neither rng nor say on", HIT_HAND + """
def deal(deck, rng, say=print):
    one_card, deck = hit_hand((), deck, random.Random(0))
    return hit_hand(one_card, deck, random.Random(0))
"""),
    right("1.2", "the hand as a list, the seed's Haskell list: the welcome notebook's rule: a list and a tuple of the same items in the same order are the same answer", """
def hit_hand(cards, deck, rng, say=print):
    top, deck = draw(deck, rng, say)
    return [top] + list(cards), deck
""" + DEAL),
    # --- 1.3 pretty_print ---------------------------------------------------------------------------
    right("1.3", "the seed's cards and handValue, one rule set (the seed's answer)", """
def pretty_print(cards):
    return " ".join(str(c) for c in cards) + " (" + str(hand_value(cards)) + ")"
""", seed_only=True),
    right("1.3", "a loop that builds the text", """
def pretty_print(cards, rules=DEFAULT_RULES):
    text = ""
    for c in cards:
        text += f"{c} "
    if not cards:
        text = " "
    return text + "(" + str(hand_value(cards, rules)) + ")"
"""),
    wrong("1.3", "no space before the parenthesis", """
def pretty_print(cards, rules=DEFAULT_RULES):
    return " ".join(map(str, cards)) + f"({hand_value(cards, rules)})"
"""),
    wrong("1.3", "cards separated by commas", """
def pretty_print(cards, rules=DEFAULT_RULES):
    return ", ".join(map(str, cards)) + f" ({hand_value(cards, rules)})"
"""),
    wrong("1.3", "seed 002's value (aces all alike) instead of hand_value", """
def pretty_print(cards, rules=DEFAULT_RULES):
    return " ".join(map(str, cards)) + f" ({value(cards)})"
"""),
    wrong("1.3", "square brackets around the value", """
def pretty_print(cards, rules=DEFAULT_RULES):
    return " ".join(map(str, cards)) + f" [{hand_value(cards, rules)}]"
"""),
    wrong("1.3", "the rules ignored: always the default table", """
def pretty_print(cards, rules=DEFAULT_RULES):
    return " ".join(map(str, cards)) + f" ({hand_value(cards)})"
"""),
    wrong("1.3", "the value first", """
def pretty_print(cards, rules=DEFAULT_RULES):
    return f"({hand_value(cards, rules)}) " + " ".join(map(str, cards))
"""),
    wrong("1.3", "the tuple printed as it is", """
def pretty_print(cards, rules=DEFAULT_RULES):
    return f"{cards} ({hand_value(cards, rules)})"
"""),
    # --- 002:B1 full_deck ---------------------------------------------------------------------------
    right("002:B1", "the seed's ranks and suits functions, combined (the seed's answer)", """
def ranks():
    return list(RANKS)

def suits():
    return list(SUITS)

def full_deck():
    return tuple(Card(r, s) for s in suits() for r in ranks())
""", seed_only=True),
    right("002:B1", "ranks outermost, from the cards' labels", """
def full_deck():
    labels = [r + s for r in ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"] for s in "♣♦♥♠"]
    return hand(" ".join(labels))
"""),
    wrong("002:B1", "the aces forgotten: RANKS[1:]", """
def full_deck():
    return tuple(Card(rank, suit) for suit in SUITS for rank in RANKS[1:])
"""),
    wrong("002:B1", "zip instead of every combination", """
def full_deck():
    return tuple(Card(rank, suit) for rank, suit in zip(RANKS, SUITS))
"""),
    wrong("002:B1", "the kings forgotten: RANKS[:-1]", """
def full_deck():
    return tuple(Card(rank, suit) for suit in SUITS for rank in RANKS[:-1])
"""),
    wrong("002:B1", "three suits only", """
def full_deck():
    return tuple(Card(rank, suit) for suit in SUITS[:3] for rank in RANKS)
"""),
    wrong("002:B1", "the labels typed out, and the 10 forgotten", """
def full_deck():
    return hand(" ".join(r + s for s in "♣♦♥♠" for r in "A23456789JQK"))
"""),
    wrong("002:B1", "each suit's ranks appended as one item", """
def full_deck():
    deck = []
    for suit in SUITS:
        deck.append(tuple(Card(rank, suit) for rank in RANKS))
    return tuple(deck)
"""),
    # --- 002:B2 draw_card ---------------------------------------------------------------------------
    right("002:B2", "the seed's pattern match and error (the seed's answer)", """
def draw_card(deck, cards):
    if deck == ():
        raise ValueError("draw: The deck is empty.")
    top, *rest = deck
    return tuple(rest), (top,) + cards
""", seed_only=True),
    right("002:B2", "ask forgiveness: catch the IndexError of an empty deck", """
def draw_card(deck, cards):
    try:
        top = deck[0]
    except IndexError:
        raise EmptyDeckError("draw: The deck is empty.") from None
    return deck[1:], (top, *cards)
"""),
    wrong("002:B2", "hand first, then deck", """
def draw_card(deck, cards):
    if not deck:
        raise EmptyDeckError("draw: The deck is empty.")
    return (deck[0], *cards), deck[1:]
"""),
    wrong("002:B2", "the card goes at the end of the hand", """
def draw_card(deck, cards):
    if not deck:
        raise EmptyDeckError("draw: The deck is empty.")
    return deck[1:], (*cards, deck[0])
"""),
    wrong("002:B2", "the message without 'draw: '", """
def draw_card(deck, cards):
    if not deck:
        raise EmptyDeckError("The deck is empty.")
    return deck[1:], (deck[0], *cards)
"""),
    wrong("002:B2", "None for an empty deck instead of an error", """
def draw_card(deck, cards):
    if not deck:
        return None
    return deck[1:], (deck[0], *cards)
"""),
    wrong("002:B2", "the bottom card of the deck", """
def draw_card(deck, cards):
    if not deck:
        raise EmptyDeckError("draw: The deck is empty.")
    return deck[:-1], (deck[-1], *cards)
"""),
    wrong("002:B2", "no check for an empty deck: Python's own IndexError", """
def draw_card(deck, cards):
    return deck[1:], (deck[0], *cards)
"""),
    wrong("002:B2", "the parameters the wrong way round: hand, then deck", """
def draw_card(cards, deck):
    if not deck:
        raise EmptyDeckError("draw: The deck is empty.")
    return deck[1:], (deck[0], *cards)
"""),
    # --- 002:B3 play_bank ---------------------------------------------------------------------------
    right("002:B3", "the seed's helper with the deck and the bank's hand (the seed's answer)", """
def play_bank_helper(deck, bank_hand):
    if value(bank_hand) < 16:
        deck2, bank_hand2 = draw_card(deck, bank_hand)
        return play_bank_helper(deck2, bank_hand2)
    return bank_hand

def play_bank(deck):
    return play_bank_helper(deck, ())
""", seed_only=True),
    right("002:B3", "recursion with the rules passed along", """
def play_bank(deck, rules=SEED_002, bank=()):
    if not dealer_draws(bank, rules):
        return bank
    deck, bank = draw_card(deck, bank)
    return play_bank(deck, rules, bank)
"""),
    wrong("002:B3", "the bank draws on 16 too: <= 16", """
def play_bank(deck, rules=SEED_002):
    bank = ()
    while value(bank) <= 16:
        deck, bank = draw_card(deck, bank)
    return bank
"""),
    wrong("002:B3", "the soft ace rule of the other seeds (hand_value) instead of seed 002's", """
def play_bank(deck, rules=SEED_002):
    bank = ()
    while hand_value(bank) < 16:
        deck, bank = draw_card(deck, bank)
    return bank
"""),
    wrong("002:B3", "rules not passed on to dealer_draws", """
def play_bank(deck, rules=SEED_002):
    bank = ()
    while dealer_draws(bank):
        deck, bank = draw_card(deck, bank)
    return bank
"""),
    wrong("002:B3", "the rules ignored: always seed 002's bank", """
def play_bank(deck, rules=SEED_002):
    bank = ()
    while value(bank) < 16:
        deck, bank = draw_card(deck, bank)
    return bank
"""),
    wrong("002:B3", "the deck returned with the hand", """
def play_bank(deck, rules=SEED_002):
    bank = ()
    while dealer_draws(bank, rules):
        deck, bank = draw_card(deck, bank)
    return deck, bank
"""),
    wrong("002:B3", "the bank stops one card early: < 15", """
def play_bank(deck, rules=SEED_002):
    bank = ()
    while value(bank) < 15:
        deck, bank = draw_card(deck, bank)
    return bank
"""),
    wrong("002:B3", "cards added at the end of the hand", """
def play_bank(deck, rules=SEED_002):
    bank = ()
    while dealer_draws(bank, rules):
        bank, deck = bank + deck[:1], deck[1:]
    return bank
"""),
    # --- 002:B4 shuffle_fractions -------------------------------------------------------------------
    right("002:B4", "the seed's hint: remove the n-th card, put it on top of the new deck (the seed's answer)", """
def remove_nth(n, deck):
    return deck[n], deck[:n] + deck[n + 1:]

def shuffle_fractions(randoms, deck):
    numbers, new_deck = iter(randoms), ()
    while deck:
        picked, deck = remove_nth(int(next(numbers) * len(deck)), deck)
        new_deck = (picked,) + new_deck
    return new_deck
""", seed_only=True),
    right("002:B4", "recursion over the numbers", """
def shuffle_fractions(randoms, deck):
    if not deck:
        return ()
    numbers = iter(randoms)
    place = int(next(numbers) * len(deck))
    return (deck[place],) + shuffle_fractions(numbers, deck[:place] + deck[place + 1:])
"""),
    wrong("002:B4", "round instead of int: can pick one past the end", """
def shuffle_fractions(randoms, deck):
    numbers, rest, shuffled = iter(randoms), list(deck), []
    while rest:
        shuffled.append(rest.pop(round(next(numbers) * len(rest))))
    return tuple(shuffled)
"""),
    wrong("002:B4", "the card picked but not removed", """
def shuffle_fractions(randoms, deck):
    numbers, shuffled = iter(randoms), []
    for _ in deck:
        shuffled.append(deck[int(next(numbers) * len(deck))])
    return tuple(shuffled)
"""),
    wrong("002:B4", "one number taken for every pick", """
def shuffle_fractions(randoms, deck):
    r, rest, shuffled = next(iter(randoms)), list(deck), []
    while rest:
        shuffled.append(rest.pop(int(r * len(rest))))
    return tuple(shuffled)
"""),
    wrong("002:B4", "n - 1 in place of n: the last card is never picked first", """
def shuffle_fractions(randoms, deck):
    numbers, rest, shuffled = iter(randoms), list(deck), []
    while rest:
        shuffled.append(rest.pop(int(next(numbers) * (len(rest) - 1))))
    return tuple(shuffled)
"""),
    wrong("002:B4", "a loop over every number, past the last card", """
def shuffle_fractions(randoms, deck):
    rest, shuffled = list(deck), []
    for r in randoms:
        shuffled.append(rest.pop(int(r * len(rest))))
    return tuple(shuffled)
"""),
    wrong("002:B4", "the numbers ignored: Python's random.shuffle", """
def shuffle_fractions(randoms, deck):
    cards = list(deck)
    random.shuffle(cards)
    return tuple(cards)
"""),
    wrong("002:B4", "the deck only reversed", """
def shuffle_fractions(randoms, deck):
    return tuple(reversed(deck))
"""),
    # --- 002:B5 prop_size_shuffle -------------------------------------------------------------------
    right("002:B5", "the seed's property, with the notebook's shuffle (the seed's answer)", """
def prop_size_shuffle(randoms, deck):
    return len(shuffle_fractions(randoms, deck)) == len(deck)
""", seed_only=True),
    right("002:B5", "size from the package, the shuffle as a parameter", """
def prop_size_shuffle(randoms, deck, shuffle=shuffle_fractions):
    shuffled = shuffle(randoms, deck)
    return size(shuffled) == size(deck)
"""),
    wrong("002:B5", "always True", """
def prop_size_shuffle(randoms, deck, shuffle=shuffle_fractions):
    return True
"""),
    wrong("002:B5", "compared with 52 instead of the deck's size", """
def prop_size_shuffle(randoms, deck, shuffle=shuffle_fractions):
    return len(shuffle(randoms, deck)) == 52
"""),
    wrong("002:B5", "sets compared: a doubled card goes unseen", """
def prop_size_shuffle(randoms, deck, shuffle=shuffle_fractions):
    return set(shuffle(randoms, deck)) == set(deck)
"""),
    wrong("002:B5", "the shuffle parameter ignored", """
def prop_size_shuffle(randoms, deck, shuffle=shuffle_fractions):
    return len(shuffle_fractions(randoms, deck)) == len(deck)
"""),
    wrong("002:B5", "<= instead of ==: a lost card goes unseen", """
def prop_size_shuffle(randoms, deck, shuffle=shuffle_fractions):
    return len(shuffle(randoms, deck)) <= len(deck)
"""),
    wrong("002:B5", "the difference of the sizes instead of a bool", """
def prop_size_shuffle(randoms, deck, shuffle=shuffle_fractions):
    return len(shuffle(randoms, deck)) - len(deck)
"""),
    wrong("002:B5", "the deck compared with itself: nothing shuffled", """
def prop_size_shuffle(randoms, deck, shuffle=shuffle_fractions):
    return len(deck) == len(deck)
"""),
]
