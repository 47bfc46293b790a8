"""Fresh beginners' answers for exercises/01_cards_and_hands.ipynb (issue 31's measuring set)."""

ENTRIES = [
    # ---------------------------------------------------------------- 002:A1 size_steps
    dict(id="002:A1", right=False, mistake="Writes only the values, never the working: every step is the number 2.",
         code=r'''
def size_steps() -> list[int]:
    return [2, 2, 2]
'''),
    dict(id="002:A1", right=False, mistake="Writes the calculation backwards, from the answer 2 up to size(HAND2).",
         code=r'''
def size_steps() -> list[int]:
    two, jack = HAND2
    return [
        2,
        1 + 1 + 0,
        1 + (1 + size(())),
        1 + size((jack,)),
        size((two, jack)),
        size(HAND2),
    ]
'''),
    dict(id="002:A1", right=False, mistake="Loses a '1 +' while unfolding the recursion, so one step is worth 1, not 2.",
         code=r'''
def size_steps() -> list[int]:
    two, jack = HAND2
    return [
        size(HAND2),
        size((two, jack)),
        1 + size((jack,)),
        1 + size(()),
        1 + 1,
        2,
    ]
'''),
    dict(id="002:A1", right=False, mistake="Jumps from the hand to 1 + 1 without ever applying size to the rest of the hand.",
         code=r'''
def size_steps() -> list[int]:
    return [size(HAND2), size(hand("2♥ J♠")), 1 + 1, 2]
'''),
    dict(id="002:A1", right=False, mistake="Writes the same step twice in a row (the rule applied 'once per step' taken loosely).",
         code=r'''
def size_steps() -> list[int]:
    two, jack = HAND2
    return [
        size(HAND2),
        size((two, jack)),
        1 + size((jack,)),
        1 + size((jack,)),
        1 + (1 + size(())),
        1 + (1 + 0),
        2,
    ]
'''),
    dict(id="002:A1", right=True, mistake="Right: the steps written with hand(...) and slices of it instead of unpacked cards.",
         code=r'''
def size_steps() -> list[int]:
    cards = hand("2♥ J♠")
    return [
        size(HAND2),
        size(cards),
        1 + size(cards[1:]),
        1 + (1 + size(cards[2:])),
        1 + (1 + 0),
        2,
    ]
'''),
    # ---------------------------------------------------------------- 002:A2 display
    dict(id="002:A2", right=False, mistake="Uses the short rank label (J, A) instead of the rank's word (Jack, Ace).",
         code=r'''
def display(cards: Hand, symbols: bool = False) -> str:
    text = ""
    for c in cards:
        if symbols:
            text += c.rank.label + " of " + c.suit.symbol + "\n"
        else:
            text += c.rank.label + " of " + c.suit.word + "\n"
    return text
'''),
    dict(id="002:A2", right=False, mistake="Forgets the symbols flag: always writes the suit as a word.",
         code=r'''
def display_card(c: Card) -> str:
    return f"{c.rank.word} of {c.suit.word}\n"


def display(cards: Hand, symbols: bool = False) -> str:
    return "".join(display_card(c) for c in cards)
'''),
    dict(id="002:A2", right=False, mistake="Joins the cards with nothing between them, so all cards end up on one line.",
         code=r'''
def display(cards: Hand, symbols: bool = False) -> str:
    def one(c):
        suit = c.suit.symbol if symbols else c.suit.word
        return c.rank.word + " of " + suit
    return "".join(one(c) for c in cards)
'''),
    dict(id="002:A2", right=False, mistake="Returns inside the loop, so only the first card is shown.",
         code=r'''
def display(cards: Hand, symbols: bool = False) -> str:
    for c in cards:
        if symbols:
            return f"{c.rank.word} of {c.suit.symbol}\n"
        return f"{c.rank.word} of {c.suit.word}\n"
    return ""
'''),
    dict(id="002:A2", right=False, mistake="Uses the enum member's name for the suit, so it shows HEARTS in capitals.",
         code=r'''
def display(cards: Hand, symbols: bool = False) -> str:
    lines = []
    for c in cards:
        suit = c.suit.symbol if symbols else c.suit.name
        lines.append(f"{c.rank.word} of {suit}\n")
    return "".join(lines)
'''),
    dict(id="002:A2", right=False, mistake="Prints the lines instead of returning the text (returns None).",
         code=r'''
def display(cards: Hand, symbols: bool = False) -> str:
    for c in cards:
        suit = c.suit.symbol if symbols else c.suit.word
        print(f"{c.rank.word} of {suit}")
'''),
    dict(id="002:A2", right=True, mistake="Right: lines joined with '\\n' (the last line without its newline, which the prose accepts).",
         code=r'''
def display_card(c: Card, symbols: bool = False) -> str:
    if symbols:
        return c.rank.word + " of " + c.suit.symbol
    return c.rank.word + " of " + c.suit.word


def display(cards: Hand, symbols: bool = False) -> str:
    return "\n".join([display_card(c, symbols) for c in cards])
'''),
    # ---------------------------------------------------------------- 002:A3 value
    dict(id="002:A3", right=False, mistake="Counts only one ace as 11 (the soft rule) instead of all aces alike.",
         code=r'''
def value(cards: Hand) -> int:
    total = 0
    has_ace = False
    for c in cards:
        total += c.rank.points
        if c.rank == Rank.ACE:
            has_ace = True
    if has_ace and total + 10 <= 21:
        total += 10
    return total
'''),
    dict(id="002:A3", right=False, mistake="Always counts every ace as 11, forgetting the 'unless that takes the hand over 21' part.",
         code=r'''
def value(cards: Hand) -> int:
    total = 0
    for c in cards:
        if c.rank is Rank.ACE:
            total += 11
        else:
            total += c.rank.points
    return total
'''),
    dict(id="002:A3", right=False, mistake="Off by one: keeps the aces at 11 only below 21, so a hand of exactly 21 with aces drops to 1s.",
         code=r'''
def value(cards: Hand) -> int:
    low = sum(c.rank.points for c in cards)
    aces = len([c for c in cards if c.rank is Rank.ACE])
    high = low + 10 * aces
    if high < 21:
        return high
    return low
'''),
    dict(id="002:A3", right=False, mistake="Adds 11 per ace on top of rank.points, which already counts the ace as 1.",
         code=r'''
def value(cards: Hand) -> int:
    low = sum(c.rank.points for c in cards)
    aces = sum(1 for c in cards if c.rank is Rank.ACE)
    high = low + 11 * aces
    return high if high <= 21 else low
'''),
    dict(id="002:A3", right=False, mistake="Tests the low total against 21 instead of the high one, so a hand that 11s would bust keeps its 11s.",
         code=r'''
def value(cards: Hand) -> int:
    low = sum(c.rank.points for c in cards)
    aces = sum(1 for c in cards if c.rank is Rank.ACE)
    if low > 21:
        return low
    return low + 10 * aces
'''),
    dict(id="002:A3", right=True, mistake="Right: recursion over the cards for the low total and the number of aces.",
         code=r'''
def low_total(cards):
    if not cards:
        return 0
    return cards[0].rank.points + low_total(cards[1:])


def count_aces(cards):
    if not cards:
        return 0
    return (1 if cards[0].rank is Rank.ACE else 0) + count_aces(cards[1:])


def value(cards: Hand) -> int:
    all_eleven = low_total(cards) + 10 * count_aces(cards)
    if all_eleven > 21:
        return low_total(cards)
    return all_eleven
'''),
    # ---------------------------------------------------------------- 002:A4 game_over, winner
    dict(id="002:A4", right=False, mistake="game_over counts a hand of exactly 21 as bust (>= instead of >).",
         code=r'''
def game_over(cards: Hand) -> bool:
    return value(cards) >= 21


def winner(guest: Hand, bank: Hand) -> Player:
    if game_over(guest):
        return Player.BANK
    if game_over(bank):
        return Player.GUEST
    if value(guest) > value(bank):
        return Player.GUEST
    return Player.BANK
'''),
    dict(id="002:A4", right=False, mistake="Gives ties to the guest (>= instead of >).",
         code=r'''
def game_over(cards: Hand) -> bool:
    return value(cards) > 21


def winner(guest: Hand, bank: Hand) -> Player:
    if not game_over(guest) and (game_over(bank) or value(guest) >= value(bank)):
        return Player.GUEST
    return Player.BANK
'''),
    dict(id="002:A4", right=False, mistake="Looks at the bank's bust first, so when both are bust the guest wins.",
         code=r'''
def game_over(cards: Hand) -> bool:
    return value(cards) > 21


def winner(guest: Hand, bank: Hand) -> Player:
    if game_over(bank):
        return Player.GUEST
    if game_over(guest):
        return Player.BANK
    if value(guest) > value(bank):
        return Player.GUEST
    return Player.BANK
'''),
    dict(id="002:A4", right=False, mistake="Uses the package's hand_value (one soft ace) instead of building on value (all aces alike).",
         code=r'''
def game_over(cards: Hand) -> bool:
    return hand_value(cards) > 21


def winner(guest: Hand, bank: Hand) -> Player:
    if game_over(guest):
        return Player.BANK
    if game_over(bank) or hand_value(guest) > hand_value(bank):
        return Player.GUEST
    return Player.BANK
'''),
    dict(id="002:A4", right=False, mistake="Returns the strings 'Guest' and 'Bank' instead of Player members.",
         code=r'''
def game_over(cards: Hand) -> bool:
    return value(cards) > 21


def winner(guest: Hand, bank: Hand) -> Player:
    if game_over(guest):
        return "Bank"
    if game_over(bank) or value(guest) > value(bank):
        return "Guest"
    return "Bank"
'''),
    dict(id="002:A4", right=True, mistake="Right: winner as one boolean expression, game_over with not <=.",
         code=r'''
def game_over(cards: Hand) -> bool:
    return not value(cards) <= 21


def winner(guest: Hand, bank: Hand) -> Player:
    guest_wins = not game_over(guest) and (game_over(bank) or value(guest) > value(bank))
    return Player.GUEST if guest_wins else Player.BANK
'''),
    # ---------------------------------------------------------------- 004:deck ordered_card_deck
    dict(id="004:deck", right=False, mistake="Puts the suits outermost: all hearts first, instead of every suit of a rank together.",
         code=r'''
def ordered_card_deck() -> Deck:
    ranks = RANKS[1:] + RANKS[:1]
    suits = (Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS, Suit.SPADES)
    return tuple(Card(rank, suit) for suit in suits for rank in ranks)
'''),
    dict(id="004:deck", right=False, mistake="Uses RANKS as it is, so the aces come first instead of last.",
         code=r'''
def ordered_card_deck() -> Deck:
    suits = [Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS, Suit.SPADES]
    return tuple(Card(r, s) for r in RANKS for s in suits)
'''),
    dict(id="004:deck", right=False, mistake="Uses the package's suit order (clubs, diamonds, hearts, spades) instead of hearts, diamonds, clubs, spades.",
         code=r'''
def ordered_card_deck() -> Deck:
    ranks = RANKS[1:] + RANKS[:1]
    return tuple(Card(r, s) for r in ranks for s in Suit)
'''),
    dict(id="004:deck", right=False, mistake="Slices the ace off RANKS but forgets to put it back at the end: 48 cards.",
         code=r'''
def ordered_card_deck() -> Deck:
    suits = (Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS, Suit.SPADES)
    return tuple(Card(rank, suit) for rank in RANKS[1:] for suit in suits)
'''),
    dict(id="004:deck", right=False, mistake="Builds the cards with Card(suit, rank), the arguments the wrong way round.",
         code=r'''
def ordered_card_deck() -> Deck:
    ranks = RANKS[1:] + RANKS[:1]
    suits = (Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS, Suit.SPADES)
    return tuple(Card(suit, rank) for rank in ranks for suit in suits)
'''),
    dict(id="004:deck", right=True, mistake="Right: two nested for loops appending to a list, turned into a tuple.",
         code=r'''
def ordered_card_deck() -> Deck:
    ranks = list(RANKS[1:]) + [RANKS[0]]
    deck = []
    for rank in ranks:
        for suit in [Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS, Suit.SPADES]:
            deck.append(Card(rank, suit))
    return tuple(deck)
'''),
]
