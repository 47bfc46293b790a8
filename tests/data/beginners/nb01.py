"""Beginners' answers for 01_cards_and_hands (see measure.py)."""

ENTRIES = [
    # 002:A1 size_steps
    dict(id="002:A1", right=False, mistake="A step drops a `1 +`: the third step is worth 1, not 2.", code='''
def size_steps() -> list[int]:
    two_of_hearts, jack_of_spades = HAND2
    return [
        size(HAND2),
        size((two_of_hearts, jack_of_spades)),
        size((jack_of_spades,)),
        1 + (1 + 0),
        2,
    ]
'''),
    dict(id="002:A1", right=False, mistake="Only two steps, the start and the end; the check wants at least three.", code='''
def size_steps() -> list[int]:
    return [size(HAND2), 2]
'''),
    dict(id="002:A1", right=False, mistake="Writes the steps down as strings, not as expressions Python evaluates.", code='''
def size_steps() -> list[int]:
    return ["size(HAND2)", "size((two, jack))", "1 + size((jack,))", "1 + (1 + size(()))", "1 + (1 + 0)", "2"]
'''),
    dict(id="002:A1", right=False, mistake="Counts the empty hand as 1 in the last steps, so they are worth 3.", code='''
def size_steps() -> list[int]:
    two, jack = HAND2
    return [size(HAND2), 1 + size((jack,)), 1 + (1 + size(())), 1 + (1 + 1), 3]
'''),
    dict(id="002:A1", right=True, mistake="(right) Returns a tuple of steps where a list is asked; right by the course's rule: a list and a tuple with the same items are the same answer.", code='''
def size_steps() -> list[int]:
    two, jack = HAND2
    return (size(HAND2), size((two, jack)), 1 + size((jack,)), 1 + (1 + size(())), 1 + (1 + 0), 2)
'''),
    # 002:A2 display
    dict(id="002:A2", right=False, mistake="Uses the rank's short label (`J`, `A`) instead of its word (`Jack`, `Ace`).", code='''
def display(cards: Hand, symbols: bool = False) -> str:
    def display_card(c):
        suit = c.suit.symbol if symbols else c.suit.word
        return f"{c.rank.label} of {suit}\\n"
    return "".join(display_card(c) for c in cards)
'''),
    dict(id="002:A2", right=False, mistake="The `symbols` flag is read the wrong way round: pictures by default, words when asked for pictures.", code='''
def display(cards: Hand, symbols: bool = False) -> str:
    def display_card(c):
        suit = c.suit.word if symbols else c.suit.symbol
        return f"{c.rank.word} of {suit}\\n"
    return "".join(map(display_card, cards))
'''),
    dict(id="002:A2", right=False, mistake="Prints the lines instead of returning the string (returns None).", code='''
def display(cards: Hand, symbols: bool = False) -> str:
    for c in cards:
        suit = c.suit.symbol if symbols else c.suit.word
        print(f"{c.rank.word} of {suit}")
'''),
    dict(id="002:A2", right=False, mistake="Shows each card's short label (`2♥`) on its line instead of `2 of Hearts`.", code='''
def display(cards: Hand, symbols: bool = False) -> str:
    return "".join(str(c) + "\\n" for c in cards)
'''),
    dict(id="002:A2", right=False, mistake="Puts all the cards on one line, separated by commas.", code='''
def display(cards: Hand, symbols: bool = False) -> str:
    words = []
    for c in cards:
        suit = c.suit.symbol if symbols else c.suit.word
        words.append(f"{c.rank.word} of {suit}")
    return ", ".join(words) + "\\n"
'''),
    dict(id="002:A2", right=False, mistake="Writes the suit before the rank (`Hearts 2`).", code='''
def display(cards: Hand, symbols: bool = False) -> str:
    out = ""
    for c in cards:
        suit = c.suit.symbol if symbols else c.suit.word
        out += f"{suit} {c.rank.word}\\n"
    return out
'''),
    # 002:A3 value
    dict(id="002:A3", right=False, mistake="Counts only one ace as 11 (the soft rule of other tables), so A♠ A♦ 9♣ is 21, not 11.", code='''
def value(cards: Hand) -> int:
    total = sum(c.rank.points for c in cards)
    if any(c.rank is Rank.ACE for c in cards) and total + 10 <= 21:
        total += 10
    return total
'''),
    dict(id="002:A3", right=False, mistake="Every ace is always 11, even when that busts the hand.", code='''
def value(cards: Hand) -> int:
    total = 0
    for c in cards:
        total += 11 if c.rank is Rank.ACE else c.rank.points
    return total
'''),
    dict(id="002:A3", right=False, mistake="Every ace is always 1 (just the sum of rank.points).", code='''
def value(cards: Hand) -> int:
    return sum(c.rank.points for c in cards)
'''),
    dict(id="002:A3", right=False, mistake="Off by one: aces drop to 1 already when the 11s make exactly 21.", code='''
def value(cards: Hand) -> int:
    low = sum(c.rank.points for c in cards)
    high = low + 10 * sum(1 for c in cards if c.rank is Rank.ACE)
    return high if high < 21 else low
'''),
    dict(id="002:A3", right=False, mistake="Counts an ace as 12 when high: adds 11 per ace on top of its 1.", code='''
def value(cards: Hand) -> int:
    low = sum(c.rank.points for c in cards)
    aces = len([c for c in cards if c.rank == Rank.ACE])
    high = low + 11 * aces
    return high if high <= 21 else low
'''),
    dict(id="002:A3", right=False, mistake="Counts faces by their place in RANKS (J=11, Q=12, K=13) instead of 10.", code='''
def value(cards: Hand) -> int:
    low = sum(RANKS.index(c.rank) + 1 for c in cards)
    aces = sum(c.rank is Rank.ACE for c in cards)
    high = low + 10 * aces
    return high if high <= 21 else low
'''),
    # 002:A4 game_over, winner
    dict(id="002:A4", right=False, mistake="game_over counts 21 as bust (`>= 21`).", code='''
def game_over(cards: Hand) -> bool:
    return value(cards) >= 21


def winner(guest: Hand, bank: Hand) -> Player:
    if game_over(guest):
        return Player.BANK
    if game_over(bank) or value(guest) > value(bank):
        return Player.GUEST
    return Player.BANK
'''),
    dict(id="002:A4", right=False, mistake="Ties go to the guest (`>=`), but every tie goes to the bank.", code='''
def game_over(cards: Hand) -> bool:
    return value(cards) > 21


def winner(guest: Hand, bank: Hand) -> Player:
    if game_over(guest):
        return Player.BANK
    if game_over(bank) or value(guest) >= value(bank):
        return Player.GUEST
    return Player.BANK
'''),
    dict(id="002:A4", right=False, mistake="Checks the bank's bust first, so when both are bust the guest wins.", code='''
def game_over(cards: Hand) -> bool:
    return value(cards) > 21


def winner(guest: Hand, bank: Hand) -> Player:
    if game_over(bank):
        return Player.GUEST
    if game_over(guest):
        return Player.BANK
    return Player.GUEST if value(guest) > value(bank) else Player.BANK
'''),
    dict(id="002:A4", right=False, mistake="Returns the words 'guest' and 'bank' instead of Player values.", code='''
def game_over(cards: Hand) -> bool:
    return value(cards) > 21


def winner(guest: Hand, bank: Hand) -> Player:
    if not game_over(guest) and (game_over(bank) or value(guest) > value(bank)):
        return "guest"
    return "bank"
'''),
    dict(id="002:A4", right=False, mistake="winner compares with the package's hand_value (one ace soft) instead of seed 002's value.", code='''
def game_over(cards: Hand) -> bool:
    return value(cards) > 21


def winner(guest: Hand, bank: Hand) -> Player:
    if game_over(guest):
        return Player.BANK
    if game_over(bank) or hand_value(guest) > hand_value(bank):
        return Player.GUEST
    return Player.BANK
'''),
    # 004:deck ordered_card_deck
    dict(id="004:deck", right=False, mistake="Keeps RANKS as it is, so the aces come first instead of last.", code='''
def ordered_card_deck() -> Deck:
    suits = (Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS, Suit.SPADES)
    return tuple(Card(rank, suit) for rank in RANKS for suit in suits)
'''),
    dict(id="004:deck", right=False, mistake="Loops suits outermost: all hearts 2..A, then diamonds, instead of every suit of a two first.", code='''
def ordered_card_deck() -> Deck:
    ranks = RANKS[1:] + RANKS[:1]
    suits = (Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS, Suit.SPADES)
    return tuple(Card(rank, suit) for suit in suits for rank in ranks)
'''),
    dict(id="004:deck", right=False, mistake="Uses the enum's own suit order instead of hearts, diamonds, clubs, spades.", code='''
def ordered_card_deck() -> Deck:
    ranks = RANKS[1:] + RANKS[:1]
    return tuple(Card(rank, suit) for rank in ranks for suit in Suit)
'''),
    dict(id="004:deck", right=False, mistake="Slices the ace off but forgets to put it back at the end: 48 cards.", code='''
def ordered_card_deck() -> Deck:
    suits = [Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS, Suit.SPADES]
    return tuple(Card(rank, suit) for rank in RANKS[1:] for suit in suits)
'''),
    dict(id="004:deck", right=True, mistake="(right) Returns a list where a tuple (a Deck) is asked; right by the course's rule: a list and a tuple with the same items are the same answer.", code='''
def ordered_card_deck() -> Deck:
    ranks = RANKS[1:] + RANKS[:1]
    suits = [Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS, Suit.SPADES]
    return [Card(rank, suit) for rank in ranks for suit in suits]
'''),
    # right answers, written another way
    dict(id="002:A3", right=True, mistake="(right) A loop that counts the aces and the low total, then decides once.", code='''
def value(cards: Hand) -> int:
    total, aces = 0, 0
    for c in cards:
        total += c.rank.points
        if c.rank == Rank.ACE:
            aces += 1
    if total + 10 * aces <= 21:
        return total + 10 * aces
    return total
'''),
    dict(id="002:A2", right=True, mistake="(right) Lines joined with newlines, so the last line has none: the prose accepts that.", code='''
def display(cards: Hand, symbols: bool = False) -> str:
    lines = []
    for c in cards:
        lines.append(c.rank.word + " of " + (c.suit.symbol if symbols else c.suit.word))
    return "\\n".join(lines)
'''),
]
