"""Fresh beginners' answers for exercises/02_shuffling_and_dealing.ipynb (issue 31's measuring set)."""

ENTRIES = [
    # ---------------------------------------------------------------- 1.1 fresh_deck, draw
    dict(id="1.1", right=False, mistake="draw replaces an empty deck without telling the player (no say(SHUFFLING)).",
         code=r'''
def fresh_deck(rng: random.Random) -> Deck:
    return shuffle(random_indexes(rng), FULL_DECK)


def draw(deck: Deck, rng: random.Random, say: Say = print) -> tuple[Card, Deck]:
    if len(deck) == 0:
        deck = fresh_deck(rng)
    return deck[0], deck[1:]
'''),
    dict(id="1.1", right=False, mistake="draw prints the shuffling message instead of passing it to the given say.",
         code=r'''
def fresh_deck(rng: random.Random) -> Deck:
    return shuffle(random_indexes(rng), FULL_DECK)


def draw(deck: Deck, rng: random.Random, say: Say = print) -> tuple[Card, Deck]:
    if not deck:
        print(SHUFFLING)
        deck = fresh_deck(rng)
    return deck[0], deck[1:]
'''),
    dict(id="1.1", right=False, mistake="fresh_deck shuffles with the generator's own shuffle instead of shuffle and random_indexes.",
         code=r'''
def fresh_deck(rng: random.Random) -> Deck:
    cards = list(FULL_DECK)
    rng.shuffle(cards)
    return tuple(cards)


def draw(deck: Deck, rng: random.Random, say: Say = print) -> tuple[Card, Deck]:
    if not deck:
        say(SHUFFLING)
        deck = fresh_deck(rng)
    return deck[0], deck[1:]
'''),
    dict(id="1.1", right=False, mistake="draw returns the pair the wrong way round: the rest of the deck first, then the card.",
         code=r'''
def fresh_deck(rng: random.Random) -> Deck:
    return shuffle(random_indexes(rng), FULL_DECK)


def draw(deck: Deck, rng: random.Random, say: Say = print) -> tuple[Card, Deck]:
    if not deck:
        say(SHUFFLING)
        deck = fresh_deck(rng)
    top = deck[0]
    rest = deck[1:]
    return rest, top
'''),
    dict(id="1.1", right=False, mistake="draw makes the fresh deck with a new random.Random() instead of the rng it was given.",
         code=r'''
def fresh_deck(rng: random.Random) -> Deck:
    return shuffle(random_indexes(rng), FULL_DECK)


def draw(deck: Deck, rng: random.Random, say: Say = print) -> tuple[Card, Deck]:
    if not deck:
        say(SHUFFLING)
        deck = fresh_deck(random.Random())
    return deck[0], deck[1:]
'''),
    dict(id="1.1", right=False, mistake="draw takes the card from the bottom of the deck (deck[-1]) instead of the top.",
         code=r'''
def fresh_deck(rng: random.Random) -> Deck:
    return shuffle(random_indexes(rng), FULL_DECK)


def draw(deck: Deck, rng: random.Random, say: Say = print) -> tuple[Card, Deck]:
    if not deck:
        say(SHUFFLING)
        deck = fresh_deck(rng)
    return deck[-1], deck[:-1]
'''),
    dict(id="1.1", right=True, mistake="Right: draw unpacks with a star and handles the empty deck without recursion.",
         code=r'''
def fresh_deck(rng: random.Random) -> Deck:
    indexes = random_indexes(rng)
    return shuffle(indexes, FULL_DECK)


def draw(deck: Deck, rng: random.Random, say: Say = print) -> tuple[Card, Deck]:
    if deck == ():
        say(SHUFFLING)
        deck = fresh_deck(rng)
    top, *rest = deck
    return top, tuple(rest)
'''),
    # ---------------------------------------------------------------- 1.2 hit_hand, deal
    dict(id="1.2", right=False, mistake="hit_hand puts the new card at the back of the hand instead of the front.",
         code=r'''
def hit_hand(cards: Hand, deck: Deck, rng: random.Random, say: Say = print) -> tuple[Hand, Deck]:
    top, deck = draw(deck, rng, say)
    return (*cards, top), deck


def deal(deck: Deck, rng: random.Random, say: Say = print) -> tuple[Hand, Deck]:
    cards, deck = hit_hand((), deck, rng, say)
    return hit_hand(cards, deck, rng, say)
'''),
    dict(id="1.2", right=False, mistake="deal hits the second time from the original deck, so the same card is dealt twice.",
         code=r'''
def hit_hand(cards: Hand, deck: Deck, rng: random.Random, say: Say = print) -> tuple[Hand, Deck]:
    top, rest = draw(deck, rng, say)
    return (top, *cards), rest


def deal(deck: Deck, rng: random.Random, say: Say = print) -> tuple[Hand, Deck]:
    first, _ = hit_hand((), deck, rng, say)
    both, rest = hit_hand(first, deck, rng, say)
    return both, rest
'''),
    dict(id="1.2", right=False, mistake="hit_hand does not pass say on to draw, so a reshuffle's message goes to print.",
         code=r'''
def hit_hand(cards: Hand, deck: Deck, rng: random.Random, say: Say = print) -> tuple[Hand, Deck]:
    top, deck = draw(deck, rng)
    return (top,) + cards, deck


def deal(deck: Deck, rng: random.Random, say: Say = print) -> tuple[Hand, Deck]:
    one, deck = hit_hand((), deck, rng, say)
    two, deck = hit_hand(one, deck, rng, say)
    return two, deck
'''),
    dict(id="1.2", right=False, mistake="deal draws two cards and keeps them in the order drawn, so the first card is not at the back.",
         code=r'''
def hit_hand(cards: Hand, deck: Deck, rng: random.Random, say: Say = print) -> tuple[Hand, Deck]:
    top, deck = draw(deck, rng, say)
    return (top, *cards), deck


def deal(deck: Deck, rng: random.Random, say: Say = print) -> tuple[Hand, Deck]:
    first, deck = draw(deck, rng, say)
    second, deck = draw(deck, rng, say)
    return (first, second), deck
'''),
    dict(id="1.2", right=False, mistake="Writes (top) + cards, forgetting the comma that makes a one-card tuple (a TypeError).",
         code=r'''
def hit_hand(cards: Hand, deck: Deck, rng: random.Random, say: Say = print) -> tuple[Hand, Deck]:
    top, deck = draw(deck, rng, say)
    new_hand = (top) + cards
    return new_hand, deck


def deal(deck: Deck, rng: random.Random, say: Say = print) -> tuple[Hand, Deck]:
    cards, deck = hit_hand((), deck, rng, say)
    cards, deck = hit_hand(cards, deck, rng, say)
    return cards, deck
'''),
    dict(id="1.2", right=True, mistake="Right: deal as one nested call, hit_hand by tuple concatenation.",
         code=r'''
def hit_hand(cards: Hand, deck: Deck, rng: random.Random, say: Say = print) -> tuple[Hand, Deck]:
    card_drawn, left = draw(deck, rng, say)
    return (card_drawn,) + tuple(cards), left


def deal(deck: Deck, rng: random.Random, say: Say = print) -> tuple[Hand, Deck]:
    return hit_hand(*hit_hand((), deck, rng, say), rng, say)
'''),
    # ---------------------------------------------------------------- 1.3 pretty_print
    dict(id="1.3", right=False, mistake="Ignores the rules parameter: always counts with the default rules.",
         code=r'''
def pretty_print(cards: Hand, rules: Rules = DEFAULT_RULES) -> str:
    return " ".join(str(c) for c in cards) + " (" + str(hand_value(cards)) + ")"
'''),
    dict(id="1.3", right=False, mistake="Separates the cards with commas.",
         code=r'''
def pretty_print(cards: Hand, rules: Rules = DEFAULT_RULES) -> str:
    return f"{', '.join(map(str, cards))} ({hand_value(cards, rules)})"
'''),
    dict(id="1.3", right=False, mistake="Leaves out the space before the parenthesis.",
         code=r'''
def pretty_print(cards: Hand, rules: Rules = DEFAULT_RULES) -> str:
    labels = " ".join(str(c) for c in cards)
    return labels + "(" + str(hand_value(cards, rules)) + ")"
'''),
    dict(id="1.3", right=False, mistake="Adds up rank.points itself, so every ace counts 1.",
         code=r'''
def pretty_print(cards: Hand, rules: Rules = DEFAULT_RULES) -> str:
    total = sum(c.rank.points for c in cards)
    return " ".join(str(c) for c in cards) + f" ({total})"
'''),
    dict(id="1.3", right=False, mistake="Shows the cards oldest first (reversed), thinking the newest card in front should be printed last.",
         code=r'''
def pretty_print(cards: Hand, rules: Rules = DEFAULT_RULES) -> str:
    labels = " ".join(str(c) for c in reversed(cards))
    return f"{labels} ({hand_value(cards, rules)})"
'''),
    dict(id="1.3", right=True, mistake="Right: builds the string with a loop and += .",
         code=r'''
def pretty_print(cards: Hand, rules: Rules = DEFAULT_RULES) -> str:
    labels = ""
    for c in cards:
        if labels != "":
            labels += " "
        labels += str(c)
    return labels + " (" + str(hand_value(cards, rules)) + ")"
'''),
    # ---------------------------------------------------------------- 002:B1 full_deck
    dict(id="002:B1", right=False, mistake="Writes the comprehension in round brackets, which makes a generator, not a tuple.",
         code=r'''
def full_deck() -> Deck:
    return (Card(rank, suit) for suit in SUITS for rank in RANKS)
'''),
    dict(id="002:B1", right=False, mistake="Builds a nested list, one list of 13 cards per suit, instead of one flat deck.",
         code=r'''
def full_deck() -> Deck:
    return [[Card(rank, suit) for rank in RANKS] for suit in SUITS]
'''),
    dict(id="002:B1", right=False, mistake="Indexes RANKS from 1 to 12, so the aces are missing (48 cards).",
         code=r'''
def full_deck() -> Deck:
    deck = []
    for suit in SUITS:
        for i in range(1, 13):
            deck.append(Card(RANKS[i], suit))
    return tuple(deck)
'''),
    dict(id="002:B1", right=False, mistake="Only one suit: loops over the ranks with a fixed suit.",
         code=r'''
def full_deck() -> Deck:
    return tuple(Card(rank, SUITS[0]) for rank in RANKS)
'''),
    dict(id="002:B1", right=True, mistake="Right: nested for loops building a list, returned as a tuple.",
         code=r'''
def full_deck() -> Deck:
    cards = []
    for suit in SUITS:
        for rank in RANKS:
            cards.append(Card(rank, suit))
    return tuple(cards)
'''),
    # ---------------------------------------------------------------- 002:B2 draw_card
    dict(id="002:B2", right=False, mistake="Returns the hand first and the deck second, the pair the wrong way round.",
         code=r'''
def draw_card(deck: Deck, cards: Hand) -> tuple[Deck, Hand]:
    if not deck:
        raise EmptyDeckError("draw: The deck is empty.")
    return (deck[0], *cards), deck[1:]
'''),
    dict(id="002:B2", right=False, mistake="Puts the drawn card at the back of the hand.",
         code=r'''
def draw_card(deck: Deck, cards: Hand) -> tuple[Deck, Hand]:
    if not deck:
        raise EmptyDeckError("draw: The deck is empty.")
    return deck[1:], cards + (deck[0],)
'''),
    dict(id="002:B2", right=False, mistake="Returns the exception instead of raising it.",
         code=r'''
def draw_card(deck: Deck, cards: Hand) -> tuple[Deck, Hand]:
    if len(deck) == 0:
        return EmptyDeckError("draw: The deck is empty.")
    return deck[1:], (deck[0],) + cards
'''),
    dict(id="002:B2", right=False, mistake="Raises the error with other words, without the 'draw: ' prefix.",
         code=r'''
def draw_card(deck: Deck, cards: Hand) -> tuple[Deck, Hand]:
    if not deck:
        raise EmptyDeckError("The deck is empty.")
    top = deck[0]
    return deck[1:], (top, *cards)
'''),
    dict(id="002:B2", right=False, mistake="Raises a plain ValueError with the right words instead of the package's EmptyDeckError.",
         code=r'''
def draw_card(deck: Deck, cards: Hand) -> tuple[Deck, Hand]:
    if not deck:
        raise ValueError("draw: The deck is empty.")
    return deck[1:], (deck[0], *cards)
'''),
    dict(id="002:B2", right=False, mistake="On an empty deck quietly returns the deck and hand unchanged instead of raising.",
         code=r'''
def draw_card(deck: Deck, cards: Hand) -> tuple[Deck, Hand]:
    if not deck:
        return deck, cards
    return deck[1:], (deck[0], *cards)
'''),
    dict(id="002:B2", right=True, mistake="Right: unpacks the deck inside try and turns the ValueError into EmptyDeckError.",
         code=r'''
def draw_card(deck: Deck, cards: Hand) -> tuple[Deck, Hand]:
    try:
        top, *rest = deck
    except ValueError:
        raise EmptyDeckError("draw: The deck is empty.") from None
    return tuple(rest), (top,) + tuple(cards)
'''),
    # ---------------------------------------------------------------- 002:B3 play_bank
    dict(id="002:B3", right=False, mistake="Never rebinds the deck, so the bank draws the same top card over and over.",
         code=r'''
def play_bank(deck: Deck, rules: Rules = SEED_002) -> Hand:
    bank = ()
    while dealer_draws(bank, rules):
        _, bank = draw_card(deck, bank)
    return bank
'''),
    dict(id="002:B3", right=False, mistake="Uses its own threshold hand_value(bank, rules) < 16 instead of asking dealer_draws.",
         code=r'''
def play_bank(deck: Deck, rules: Rules = SEED_002) -> Hand:
    bank = ()
    while hand_value(bank, rules) < 16:
        deck, bank = draw_card(deck, bank)
    return bank
'''),
    dict(id="002:B3", right=False, mistake="Draws while the value is 16 or less (stands on 17), one card too many at 16.",
         code=r'''
def play_bank(deck: Deck, rules: Rules = SEED_002) -> Hand:
    bank = ()
    while hand_value(bank, rules) <= 16:
        deck, bank = draw_card(deck, bank)
    return bank
'''),
    dict(id="002:B3", right=False, mistake="Returns the deck that is left together with the hand instead of the hand alone.",
         code=r'''
def play_bank(deck: Deck, rules: Rules = SEED_002) -> Hand:
    bank = ()
    while dealer_draws(bank, rules):
        deck, bank = draw_card(deck, bank)
    return deck, bank
'''),
    dict(id="002:B3", right=False, mistake="Takes cards by hand and adds each at the end of the bank's hand, not in front.",
         code=r'''
def play_bank(deck: Deck, rules: Rules = SEED_002) -> Hand:
    bank = ()
    i = 0
    while dealer_draws(bank, rules):
        bank = bank + (deck[i],)
        i += 1
    return bank
'''),
    dict(id="002:B3", right=True, mistake="Right: the seed's helper that carries deck and hand, written as a recursion.",
         code=r'''
def play_bank_helper(deck, bank, rules):
    if not dealer_draws(bank, rules):
        return bank
    deck, bank = draw_card(deck, bank)
    return play_bank_helper(deck, bank, rules)


def play_bank(deck: Deck, rules: Rules = SEED_002) -> Hand:
    return play_bank_helper(deck, (), rules)
'''),
    # ---------------------------------------------------------------- 002:B4 shuffle_fractions
    dict(id="002:B4", right=False, mistake="Indexes randoms by position (randoms[i]), which breaks on an iterator.",
         code=r'''
def shuffle_fractions(randoms, deck: Deck) -> Deck:
    rest = list(deck)
    new = []
    i = 0
    while rest:
        pos = min(int(randoms[i] * len(rest)), len(rest) - 1)
        new.append(rest.pop(pos))
        i += 1
    return tuple(new)
'''),
    dict(id="002:B4", right=False, mistake="Calls iter(randoms) inside the loop, so with a list it takes the first number every time.",
         code=r'''
def shuffle_fractions(randoms, deck: Deck) -> Deck:
    rest = list(deck)
    new = []
    while rest:
        r = next(iter(randoms))
        pos = min(int(r * len(rest)), len(rest) - 1)
        new.append(rest.pop(pos))
    return tuple(new)
'''),
    dict(id="002:B4", right=False, mistake="Scales by n - 1 instead of n, so the last card left can never be picked.",
         code=r'''
def shuffle_fractions(randoms, deck: Deck) -> Deck:
    numbers = iter(randoms)
    left = list(deck)
    result = []
    while len(left) > 0:
        n = len(left)
        result.append(left.pop(int(next(numbers) * (n - 1))))
    return tuple(result)
'''),
    dict(id="002:B4", right=False, mistake="Picks from the whole deck every time without removing the card, so cards repeat.",
         code=r'''
def shuffle_fractions(randoms, deck: Deck) -> Deck:
    numbers = iter(randoms)
    n = len(deck)
    return tuple(deck[min(int(next(numbers) * n), n - 1)] for _ in range(n))
'''),
    dict(id="002:B4", right=False, mistake="Uses round() instead of int(), so a number near 1 picks one past the end.",
         code=r'''
def shuffle_fractions(randoms, deck: Deck) -> Deck:
    numbers = iter(randoms)
    cards = list(deck)
    out = []
    while cards:
        out.append(cards.pop(round(next(numbers) * len(cards))))
    return tuple(out)
'''),
    dict(id="002:B4", right=False, mistake="Reads randoms[0] and deletes it, emptying the caller's list (and failing on an iterator).",
         code=r'''
def shuffle_fractions(randoms, deck: Deck) -> Deck:
    cards = list(deck)
    shuffled = []
    while len(cards) > 0:
        r = randoms[0]
        del randoms[0]
        index = min(int(r * len(cards)), len(cards) - 1)
        shuffled.append(cards[index])
        cards.remove(cards[index])
    return tuple(shuffled)
'''),
    dict(id="002:B4", right=True, mistake="Right: the seed's hint, each picked card put on top of the new deck, by recursion.",
         code=r'''
def pick_all(numbers, cards):
    if not cards:
        return ()
    n = len(cards)
    i = min(int(next(numbers) * n), n - 1)
    return pick_all(numbers, cards[:i] + cards[i + 1:]) + (cards[i],)


def shuffle_fractions(randoms, deck: Deck) -> Deck:
    return pick_all(iter(randoms), tuple(deck))
'''),
    # ---------------------------------------------------------------- 002:B5 prop_size_shuffle
    dict(id="002:B5", right=False, mistake="Ignores the shuffle parameter and always calls shuffle_fractions.",
         code=r'''
def prop_size_shuffle(randoms, deck: Deck, shuffle=shuffle_fractions) -> bool:
    return len(shuffle_fractions(randoms, deck)) == len(deck)
'''),
    dict(id="002:B5", right=False, mistake="Compares the shuffled deck's size with 52 instead of with the deck's own size.",
         code=r'''
def prop_size_shuffle(randoms, deck: Deck, shuffle=shuffle_fractions) -> bool:
    return len(shuffle(randoms, deck)) == 52
'''),
    dict(id="002:B5", right=False, mistake="Compares the numbers of distinct cards (sets), not the sizes.",
         code=r'''
def prop_size_shuffle(randoms, deck: Deck, shuffle=shuffle_fractions) -> bool:
    return len(set(shuffle(randoms, deck))) == len(set(deck))
'''),
    dict(id="002:B5", right=False, mistake="Returns the size of the shuffled deck instead of a bool.",
         code=r'''
def prop_size_shuffle(randoms, deck: Deck, shuffle=shuffle_fractions) -> bool:
    shuffled_deck = shuffle(randoms, deck)
    return len(shuffled_deck)
'''),
    dict(id="002:B5", right=False, mistake="Tests that shuffling leaves the deck unchanged instead of its size.",
         code=r'''
def prop_size_shuffle(randoms, deck: Deck, shuffle=shuffle_fractions) -> bool:
    return tuple(shuffle(randoms, deck)) == tuple(deck)
'''),
    dict(id="002:B5", right=True, mistake="Right: the lab's own size function on both sides.",
         code=r'''
def prop_size_shuffle(randoms, deck: Deck, shuffle=shuffle_fractions) -> bool:
    before = size(deck)
    after = size(shuffle(randoms, deck))
    return before == after
'''),
]
