"""Answers to notebook 02: fresh deck and draw, hit and deal, pretty printing, seed 002's deck and shuffle."""

from blackjack.course.audit.catalog import right, wrong
from blackjack.course.audit.catalog.nb02_bank import ANSWERS as BANK_ANSWERS

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
    right("1.1", "the given shuffle, its deck returned as a list: a list is a tuple by the welcome notebook's rule", """
def fresh_deck(rng):
    return list(shuffle(random_indexes(rng), FULL_DECK))
""" + DRAW),
    wrong("1.1", "a shuffle of its own with rng.sample, not the given shuffle and random_indexes: another deck than everyone's for the same seed", """
def fresh_deck(rng):
    return tuple(rng.sample(FULL_DECK, k=len(FULL_DECK)))
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
]

ANSWERS += BANK_ANSWERS
