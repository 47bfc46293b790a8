"""Answers to notebook 02's seed 002 exercises: the full deck, draw_card, the bank, the shuffle and its property."""

from blackjack.course.audit.catalog import right, wrong

ANSWERS = [
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
    right("002:B2", "the seed's pattern match and error (the seed's answer: Haskell's error has no type, so any"
                     " exception with the seed's words earns the seed's points)", """
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
    wrong("002:B2", "an assert with the right words: an AssertionError, not the EmptyDeckError the prose names (the"
                    " course's part)", """
def draw_card(deck, cards):
    assert deck, "draw: The deck is empty."
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
    right("002:B4", "zip of the numbers with the deck's places: exactly one number a card, from a list or an iterator", """
def shuffle_fractions(randoms, deck):
    rest, shuffled = list(deck), []
    for r, _ in zip(randoms, deck):
        shuffled.append(rest.pop(min(int(r * len(rest)), len(rest) - 1)))
    return tuple(shuffled)
"""),
    wrong("002:B4", "the numbers read by index, randoms[i]: an iterator has no indexes", """
def shuffle_fractions(randoms, deck):
    rest, shuffled = list(deck), []
    for i in range(len(deck)):
        shuffled.append(rest.pop(int(randoms[i] * len(rest))))
    return tuple(shuffled)
"""),
    wrong("002:B4", "the numbers made a list first: an endless iterator never ends", """
def shuffle_fractions(randoms, deck):
    numbers, rest, shuffled = list(randoms), list(deck), []
    for r in numbers[:len(deck)]:
        shuffled.append(rest.pop(int(r * len(rest))))
    return tuple(shuffled)
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
