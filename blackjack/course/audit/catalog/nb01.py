"""Answers to notebook 01: size step by step, display, value, bust and winner, seed 004's deck."""

from blackjack.course.audit.catalog import right, wrong

GAME_OVER = """
def game_over(cards):
    return value(cards) > 21
"""
WINNER = """
def winner(guest, bank):
    if game_over(guest):
        return Player.BANK
    if game_over(bank) or value(guest) > value(bank):
        return Player.GUEST
    return Player.BANK
"""

ANSWERS = [
    # --- 002:A1 size_steps -------------------------------------------------------------------------
    right("002:A1", "the seed's steps, word for word (the seed's answer)", """
def size_steps():
    return [size(HAND2),
            size((card("2♥"), card("J♠"))),
            1 + size((card("J♠"),)),
            1 + 1 + size(()),
            1 + 1 + 0,
            2]
""", seed_only=True),
    right("002:A1", "the hand written out with hand(), fewer steps", """
def size_steps():
    return [size(HAND2), size(hand("2♥ J♠")), 1 + size(hand("J♠")), 1 + 1, 2]
"""),
    wrong("002:A1", "the last step forgets the first card: ends with 1", """
def size_steps():
    return [size(HAND2), 1 + size(HAND2[1:]), size(HAND2[1:])]
"""),
    wrong("002:A1", "the empty hand counted as 1", """
def size_steps():
    return [size(HAND2), 1 + size(HAND2[1:]), 1 + 1 + 1, 3]
"""),
    right("002:A1", "a tuple of steps where a list is asked: the welcome notebook's rule: a list and a tuple of the same items in the same order are the same answer", """
def size_steps():
    return (size(HAND2), 1 + size(HAND2[1:]), 1 + 1 + size(()), 2)
"""),
    wrong("002:A1", "no working at all: the final value written three times", """
def size_steps():
    return [2, 2, 2]
"""),
    wrong("002:A1", "the same step copied: nothing is rewritten", """
def size_steps():
    return [size(HAND2), size(HAND2), size(HAND2), 2]
"""),
    wrong("002:A1", "from size(HAND2) straight to 1 + 1: the recursion of size is never written", """
def size_steps():
    return [size(HAND2), 1 + 1, 2]
"""),
    right("002:A1", "the steps kept in a variable first, the hand by its indexes", """
def size_steps():
    steps = [
        size(HAND2),
        size((HAND2[0], HAND2[1])),
        1 + size((HAND2[1],)),
        1 + (1 + size(())),
        2,
    ]
    return steps
"""),
    wrong("002:A1", "only the start and the end: two steps", """
def size_steps():
    return [size(HAND2), 2]
"""),
    wrong("002:A1", "the steps written as text, not as expressions", """
def size_steps():
    return ["size(HAND2)", "1 + size((J♠,))", "1 + 1 + size(())", "2"]
"""),
    wrong("002:A1", "a step drops the 1 +", """
def size_steps():
    return [size(HAND2), size(HAND2[1:]) + 1, size(()) + 1, 2]
"""),
    # --- 002:A2 display ----------------------------------------------------------------------------
    right("002:A2", "the seed's displayCard and unlines, words only (the seed's answer)", """
def display_card(c):
    return c.rank.word + " of " + c.suit.word

def display(cards):
    return "".join(display_card(c) + "\\n" for c in cards)
""", seed_only=True),
    right("002:A2", "suits as pictures, which the seed allows, and no newline after the last card", """
def display(cards, symbols=True):
    return "\\n".join(f"{c.rank.word} of {c.suit.symbol}" for c in cards)
"""),
    right("002:A2", "recursion over the hand", """
def display(cards, symbols=False):
    if not cards:
        return ""
    first = cards[0]
    suit = first.suit.symbol if symbols else first.suit.word
    return f"{first.rank.word} of {suit}\\n" + display(cards[1:], symbols)
"""),
    wrong("002:A2", "no newline between the cards", """
def display(cards, symbols=False):
    return "".join(f"{c.rank.word} of {c.suit.word}" for c in cards)
"""),
    wrong("002:A2", "the rank's label (J, Q, K, A) instead of its word", """
def display(cards, symbols=False):
    return "".join(f"{c.rank.label} of {c.suit.word}\\n" for c in cards)
"""),
    wrong("002:A2", "suit in lower case: 2 of hearts", """
def display(cards, symbols=False):
    return "".join(f"{c.rank.word} of {c.suit.name.lower()}\\n" for c in cards)
"""),
    wrong("002:A2", "the cards in reverse order", """
def display(cards, symbols=False):
    return "".join(f"{c.rank.word} of {c.suit.word}\\n" for c in reversed(cards))
"""),
    wrong("002:A2", "the word 'of' left out", """
def display(cards, symbols=False):
    return "".join(f"{c.rank.word} {c.suit.word}\\n" for c in cards)
"""),
    wrong("002:A2", "prints the cards instead of returning the text", """
def display(cards, symbols=False):
    for c in cards:
        print(f"{c.rank.word} of {c.suit.word}")
"""),
    wrong("002:A2", "does not follow `symbols`: words even when asked for pictures", """
def display(cards, symbols=False):
    lines = [f"{c.rank.word} of {c.suit.word}" for c in cards]
    return "\\n".join(lines) + "\\n"
"""),
    wrong("002:A2", "a blank line between the cards", """
def display(cards, symbols=False):
    return "\\n\\n".join(f"{c.rank.word} of {c.suit.word}" for c in cards)
"""),
    # --- 002:A3 value ------------------------------------------------------------------------------
    right("002:A3", "the seed's helpers valueRank, valueCard, numberOfAces (the seed's answer)", """
def value_rank(rank):
    return 11 if rank is Rank.ACE else rank.points

def value_card(c):
    return value_rank(c.rank)

def number_of_aces(cards):
    return len([c for c in cards if c.rank is Rank.ACE])

def value(cards):
    total = sum(value_card(c) for c in cards)
    if total > 21:
        return total - 10 * number_of_aces(cards)
    return total
""", seed_only=True),
    right("002:A3", "a loop that counts aces as 1 and adds 10 each when they all fit", """
def value(cards):
    low, aces = 0, 0
    for c in cards:
        low += c.rank.points
        if c.rank is Rank.ACE:
            aces += 1
    if low + 10 * aces <= 21:
        return low + 10 * aces
    return low
"""),
    wrong("002:A3", "the soft rule of the other seeds: only one ace counts 11", """
def value(cards):
    return hand_value(cards)
"""),
    wrong("002:A3", "every ace always counts 1", """
def value(cards):
    return sum(c.rank.points for c in cards)
"""),
    wrong("002:A3", "every ace always counts 11", """
def value(cards):
    return sum(11 if c.rank is Rank.ACE else c.rank.points for c in cards)
"""),
    wrong("002:A3", "21 counts as too much: < 21 instead of <= 21", """
def value(cards):
    low = sum(c.rank.points for c in cards)
    high = low + 10 * sum(c.rank is Rank.ACE for c in cards)
    return high if high < 21 else low
"""),
    wrong("002:A3", "an ace as 11 adds 11 instead of 10", """
def value(cards):
    low = sum(c.rank.points for c in cards)
    high = low + 11 * sum(c.rank is Rank.ACE for c in cards)
    return high if high <= 21 else low
"""),
    wrong("002:A3", "only the first ace is ever counted as 11", """
def value(cards):
    low = sum(c.rank.points for c in cards)
    has_ace = any(c.rank is Rank.ACE for c in cards)
    return low + 10 if has_ace and low + 10 <= 21 else low
"""),
    # --- 002:A4 game_over, winner -------------------------------------------------------------------
    right("002:A4", "the seed's rules in the seed's order (the seed's answer)", GAME_OVER + """
def winner(guest, bank):
    if game_over(guest):
        return Player.BANK
    if game_over(bank):
        return Player.GUEST
    if value(guest) > value(bank):
        return Player.GUEST
    return Player.BANK
""", seed_only=True),
    right("002:A4", "one condition for the guest's win", """
def game_over(cards):
    return not value(cards) <= 21

def winner(guest, bank):
    guest_wins = not game_over(guest) and (game_over(bank) or value(guest) > value(bank))
    return Player.GUEST if guest_wins else Player.BANK
"""),
    wrong("002:A4", "21 is bust: >= instead of >", """
def game_over(cards):
    return value(cards) >= 21
""" + WINNER),
    wrong("002:A4", "bust only from 23: > 22", """
def game_over(cards):
    return value(cards) > 22
""" + WINNER),
    wrong("002:A4", "a tie goes to the guest", GAME_OVER + """
def winner(guest, bank):
    if game_over(guest):
        return Player.BANK
    if game_over(bank) or value(guest) >= value(bank):
        return Player.GUEST
    return Player.BANK
"""),
    wrong("002:A4", "the bank's bust checked first: the guest wins when both are bust", GAME_OVER + """
def winner(guest, bank):
    if game_over(bank):
        return Player.GUEST
    if game_over(guest) or value(bank) >= value(guest):
        return Player.BANK
    return Player.GUEST
"""),
    wrong("002:A4", "busts forgotten: the higher score wins", GAME_OVER + """
def winner(guest, bank):
    return Player.GUEST if value(guest) > value(bank) else Player.BANK
"""),
    wrong("002:A4", "the parameters in the wrong order: bank first", GAME_OVER + """
def winner(bank, guest):
    if game_over(guest):
        return Player.BANK
    if game_over(bank) or value(guest) > value(bank):
        return Player.GUEST
    return Player.BANK
"""),
    wrong("002:A4", "the soft rule's hand_value instead of the seed's value", """
def game_over(cards):
    return hand_value(cards) > 21

def winner(guest, bank):
    if game_over(guest):
        return Player.BANK
    if game_over(bank) or hand_value(guest) > hand_value(bank):
        return Player.GUEST
    return Player.BANK
"""),
    # --- 004:deck ordered_card_deck -----------------------------------------------------------------
    right("004:deck", "the cookbook's comprehension, ranks spelt out (the seed's answer)", """
def ordered_card_deck():
    ranks = [Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.SIX, Rank.SEVEN, Rank.EIGHT,
             Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE]
    suits = [Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS, Suit.SPADES]
    return tuple(Card(r, s) for r in ranks for s in suits)
""", seed_only=True),
    right("004:deck", "two loops appending to a list", """
def ordered_card_deck():
    deck = []
    for rank in RANKS[1:] + (RANKS[0],):
        for suit in "♥♦♣♠":
            deck.append(card(rank.label + suit))
    return tuple(deck)
"""),
    wrong("004:deck", "the ranks ace first, as RANKS has them", """
def ordered_card_deck():
    suits = (Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS, Suit.SPADES)
    return tuple(Card(rank, suit) for rank in RANKS for suit in suits)
"""),
    wrong("004:deck", "suits outermost: every heart first", """
def ordered_card_deck():
    suits = (Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS, Suit.SPADES)
    return tuple(Card(rank, suit) for suit in suits for rank in RANKS[1:] + RANKS[:1])
"""),
    wrong("004:deck", "the suits in the package's order (clubs first)", """
def ordered_card_deck():
    return tuple(Card(rank, suit) for rank in RANKS[1:] + RANKS[:1] for suit in Suit)
"""),
    wrong("004:deck", "the aces left out: RANKS[1:] only", """
def ordered_card_deck():
    suits = (Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS, Suit.SPADES)
    return tuple(Card(rank, suit) for rank in RANKS[1:] for suit in suits)
"""),
    right("004:deck", "a list where the course writes a tuple: the welcome notebook's rule: a list and a tuple of the same items in the same order are the same answer", """
def ordered_card_deck():
    suits = (Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS, Suit.SPADES)
    return [Card(rank, suit) for rank in RANKS[1:] + RANKS[:1] for suit in suits]
"""),
    wrong("004:deck", "the slice one off: threes first, the twos after the kings", """
def ordered_card_deck():
    suits = (Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS, Suit.SPADES)
    return tuple(Card(rank, suit) for rank in RANKS[2:] + RANKS[:2] for suit in suits)
"""),
]
