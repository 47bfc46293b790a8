"""Beginners' answers for 08_table_simulation (see measure.py)."""

LCG = '''
def lcg(x: int) -> int:
    return (A * x + B) % M

'''
SWAP = '''

def swap_shuffle(deck: Deck, state: int) -> tuple[Deck, int]:
    cards, x = list(deck), state
    for i in range(len(cards)):
        x = lcg(x)
        j = x * len(cards) // M
        cards[i], cards[j] = cards[j], cards[i]
    return tuple(cards), x
'''
SOFT = '''
def soft_value(cards: Hand) -> int:
    total = sum(card.rank.points for card in cards)
    if any(card.rank is Rank.ACE for card in cards) and total + 10 <= 21:
        return total + 10
    return total

'''
STRATEGY = '''

def strategy(total: int, can_afford_double: bool) -> Move:
    if total >= 17:
        return Move.STAND
    if 9 <= total <= 11 and can_afford_double:
        return Move.DOUBLE
    return Move.HIT
'''
SETTLE = '''
def settle_hand(bet: int, player: Hand, dealer: Hand) -> int:
    mine, theirs = soft_value(player), soft_value(dealer)
    if mine > 21:
        return -bet
    if theirs > 21 or mine > theirs:
        return 2 * bet if mine == 21 else bet
    return 0 if mine == theirs else -bet
'''
SIM = '''
def simulate_table(seed: int, players: int, money: int, bet: int, rounds: int,
                   split: bool = False, hilo: bool = False) -> TableResult:
    check_arguments(players, money, bet, rounds)
    options = Options(bet, split, hilo)
    shoe = new_shoe(seed)
    result = TableResult(0, (Seat(0, money),) * players, ((money,) * players,))
    for _ in range(rounds):
        if not any(seat.money >= bet for seat in result.seats):
            break
        shoe, result = casino.play_round(shoe, result, options)
    return result
'''


def sim_with(old: str, new: str) -> str:
    assert old in SIM, old
    return SIM.replace(old, new)


SPLIT = '''
def should_split(pair_rank: Rank, dealer_up: Rank) -> bool:
    up = dealer_up.points
    if pair_rank in (Rank.ACE, Rank.EIGHT):
        return True
    if pair_rank in (Rank.TWO, Rank.THREE, Rank.SEVEN):
        return 2 <= up <= 7
    if pair_rank is Rank.SIX:
        return 2 <= up <= 6
    if pair_rank is Rank.NINE:
        return 2 <= up <= 6 or up in (8, 9)
    return False
'''


def split_with(old: str, new: str) -> str:
    assert old in SPLIT, old
    return SPLIT.replace(old, new)


ENTRIES = [
    # 003:1 lcg, swap_shuffle
    dict(id="003:1", right=False, mistake="lcg forgets `mod M`.", code='''
def lcg(x: int) -> int:
    return A * x + B
''' + SWAP),
    dict(id="003:1", right=False, mistake="lcg takes the modulo before adding B.", code='''
def lcg(x: int) -> int:
    return (A * x) % M + B
''' + SWAP),
    dict(id="003:1", right=False, mistake="swap_shuffle returns the state it was given instead of the last number used.", code=LCG + '''
def swap_shuffle(deck: Deck, state: int) -> tuple[Deck, int]:
    cards, x = list(deck), state
    for i in range(len(cards)):
        x = lcg(x)
        j = x * len(cards) // M
        cards[i], cards[j] = cards[j], cards[i]
    return tuple(cards), state
'''),
    dict(id="003:1", right=False, mistake="Scales with n - 1 (`r * (n - 1) // M`), so the last position is never picked.", code=LCG + SWAP.replace(
        "j = x * len(cards) // M", "j = x * (len(cards) - 1) // M")),
    dict(id="003:1", right=False, mistake="Uses `state` itself for the first swap, one number behind the generator.", code=LCG + '''
def swap_shuffle(deck: Deck, state: int) -> tuple[Deck, int]:
    cards, x = list(deck), state
    for i in range(len(cards)):
        j = x * len(cards) // M
        cards[i], cards[j] = cards[j], cards[i]
        x = lcg(x)
    return tuple(cards), x
'''),
    dict(id="003:1", right=False, mistake="Computes one number before the loop and uses it for every swap.", code=LCG + '''
def swap_shuffle(deck: Deck, state: int) -> tuple[Deck, int]:
    cards = list(deck)
    x = lcg(state)
    for i in range(len(cards)):
        j = x * len(cards) // M
        cards[i], cards[j] = cards[j], cards[i]
    return tuple(cards), x
'''),
    dict(id="003:1", right=False, mistake="Returns only the shuffled deck, not the pair with the state.", code=LCG + '''
def swap_shuffle(deck: Deck, state: int) -> tuple[Deck, int]:
    cards, x = list(deck), state
    for i in range(len(cards)):
        x = lcg(x)
        j = x * len(cards) // M
        cards[i], cards[j] = cards[j], cards[i]
    return tuple(cards)
'''),
    # 003:2 soft_value, strategy
    dict(id="003:2", right=False, mistake="soft_value counts all aces 11 together (seed 002's rule), so A A is 2, not 12.", code='''
def soft_value(cards: Hand) -> int:
    low = sum(c.rank.points for c in cards)
    high = low + 10 * sum(c.rank is Rank.ACE for c in cards)
    return high if high <= 21 else low
''' + STRATEGY),
    dict(id="003:2", right=False, mistake="soft_value counts every ace 11, even when that busts.", code='''
def soft_value(cards: Hand) -> int:
    return sum(11 if c.rank is Rank.ACE else c.rank.points for c in cards)
''' + STRATEGY),
    dict(id="003:2", right=False, mistake="strategy doubles on 9 to 11 even when the player cannot afford it.", code=SOFT + '''
def strategy(total: int, can_afford_double: bool) -> Move:
    if total >= 17:
        return Move.STAND
    if 9 <= total <= 11:
        return Move.DOUBLE
    return Move.HIT
'''),
    dict(id="003:2", right=False, mistake="strategy stands only above 17 (`> 17`), so 17 hits.", code=SOFT + STRATEGY.replace("if total >= 17:", "if total > 17:")),
    dict(id="003:2", right=False, mistake="strategy doubles from 8 (`8 <= total <= 11`).", code=SOFT + STRATEGY.replace("9 <= total <= 11", "8 <= total <= 11")),
    dict(id="003:2", right=False, mistake="strategy returns the words ('hit') instead of Move values.", code=SOFT + '''
def strategy(total: int, can_afford_double: bool) -> Move:
    if total >= 17:
        return "stand"
    if 9 <= total <= 11 and can_afford_double:
        return "double"
    return "hit"
'''),
    # 003:3 settle_hand
    dict(id="003:3", right=False, mistake="Pays the 21 bonus on a tie at 21 too.", code=SOFT + '''
def settle_hand(bet: int, player: Hand, dealer: Hand) -> int:
    mine, theirs = soft_value(player), soft_value(dealer)
    if mine > 21:
        return -bet
    if mine == 21:
        return 2 * bet
    if theirs > 21 or mine > theirs:
        return bet
    return 0 if mine == theirs else -bet
'''),
    dict(id="003:3", right=False, mistake="Looks at the dealer's bust first, so a bust player wins against a bust dealer.", code=SOFT + '''
def settle_hand(bet: int, player: Hand, dealer: Hand) -> int:
    mine, theirs = soft_value(player), soft_value(dealer)
    if theirs > 21:
        return 2 * bet if mine == 21 else bet
    if mine > 21:
        return -bet
    if mine > theirs:
        return 2 * bet if mine == 21 else bet
    return 0 if mine == theirs else -bet
'''),
    dict(id="003:3", right=False, mistake="Forgets the bonus for exactly 21.", code=SOFT + '''
def settle_hand(bet: int, player: Hand, dealer: Hand) -> int:
    mine, theirs = soft_value(player), soft_value(dealer)
    if mine > 21:
        return -bet
    if theirs > 21 or mine > theirs:
        return bet
    return 0 if mine == theirs else -bet
'''),
    dict(id="003:3", right=False, mistake="A tie loses the bet.", code=SOFT + '''
def settle_hand(bet: int, player: Hand, dealer: Hand) -> int:
    mine, theirs = soft_value(player), soft_value(dealer)
    if mine > 21:
        return -bet
    if theirs > 21 or mine > theirs:
        return 2 * bet if mine == 21 else bet
    return -bet
'''),
    dict(id="003:3", right=False, mistake="The bonus is half the bet (3 to 2) instead of the bet.", code=SOFT + '''
def settle_hand(bet: int, player: Hand, dealer: Hand) -> int:
    mine, theirs = soft_value(player), soft_value(dealer)
    if mine > 21:
        return -bet
    if theirs > 21 or mine > theirs:
        return bet + bet // 2 if mine == 21 else bet
    return 0 if mine == theirs else -bet
'''),
    # 003:4 simulate_table
    dict(id="003:4", right=False, mistake="Never calls check_arguments: nonsense numbers are not refused.", code=sim_with(
        "    check_arguments(players, money, bet, rounds)\n", "")),
    dict(id="003:4", right=False, mistake="Looks for players with money after the round instead of before it.", code=sim_with(
        '''        if not any(seat.money >= bet for seat in result.seats):
            break
        shoe, result = casino.play_round(shoe, result, options)''', '''        shoe, result = casino.play_round(shoe, result, options)
        if not any(seat.money >= bet for seat in result.seats):
            break''')),
    dict(id="003:4", right=False, mistake="Off by one: plays rounds - 1 rounds.", code=sim_with("    for _ in range(rounds):", "    for _ in range(rounds - 1):")),
    dict(id="003:4", right=False, mistake="Starts the history empty instead of with everyone's money before the first round.", code=sim_with(
        "((money,) * players,))", "())")),
    dict(id="003:4", right=False, mistake="Ignores split and hilo: Options(bet) only.", code=sim_with(
        "    options = Options(bet, split, hilo)", "    options = Options(bet)")),
    dict(id="003:4", right=False, mistake="Stops as soon as one player is short (`all` instead of `any`).", code=sim_with(
        "        if not any(seat.money >= bet", "        if not all(seat.money >= bet")),
    # 003:split should_split
    dict(id="003:split", right=False, mistake="2s, 3s and 7s split against 2 to 6 only.", code=split_with(
        "    if pair_rank in (Rank.TWO, Rank.THREE, Rank.SEVEN):\n        return 2 <= up <= 7",
        "    if pair_rank in (Rank.TWO, Rank.THREE, Rank.SEVEN):\n        return 2 <= up <= 6")),
    dict(id="003:split", right=False, mistake="9s split against 2 to 9, forgetting that 7 is left out.", code=split_with(
        "        return 2 <= up <= 6 or up in (8, 9)", "        return 2 <= up <= 9")),
    dict(id="003:split", right=False, mistake="Counts the dealer's ace as 11, so 9s split against an ace... and ace falls in no range wrongly.", code='''
def should_split(pair_rank: Rank, dealer_up: Rank) -> bool:
    up = 11 if dealer_up is Rank.ACE else dealer_up.points
    if pair_rank in (Rank.ACE, Rank.EIGHT):
        return True
    if pair_rank in (Rank.TWO, Rank.THREE, Rank.SEVEN):
        return 2 <= up <= 7
    if pair_rank is Rank.SIX:
        return 2 <= up <= 6
    if pair_rank is Rank.NINE:
        return 2 <= up <= 6 or up >= 8
    return False
'''),
    dict(id="003:split", right=False, mistake="6s split against 2 to 7 like the 2s.", code=split_with(
        "    if pair_rank in (Rank.TWO, Rank.THREE, Rank.SEVEN):", "    if pair_rank in (Rank.TWO, Rank.THREE, Rank.SIX, Rank.SEVEN):")),
    dict(id="003:split", right=False, mistake="Aces and 8s split only against 2 to 10, not against an ace.", code=split_with(
        "    if pair_rank in (Rank.ACE, Rank.EIGHT):\n        return True",
        "    if pair_rank in (Rank.ACE, Rank.EIGHT):\n        return 2 <= up <= 10")),
    # 003:hilo hilo_count
    dict(id="003:hilo", right=False, mistake="`points <= 6` counts the ace (points 1) as a low card: +1 instead of -1.", code='''
def hilo_count(count: int, card: Card) -> int:
    points = card.rank.points
    if points <= 6:
        return count + 1
    if points <= 9:
        return count
    return count - 1
'''),
    dict(id="003:hilo", right=False, mistake="Low cards go to 7: 2 to 7 count +1.", code='''
def hilo_count(count: int, card: Card) -> int:
    points = card.rank.points
    if 2 <= points <= 7:
        return count + 1
    if 8 <= points <= 9:
        return count
    return count - 1
'''),
    dict(id="003:hilo", right=False, mistake="Returns the change (+1, 0, -1) instead of the new count.", code='''
def hilo_count(count: int, card: Card) -> int:
    points = card.rank.points
    if 2 <= points <= 6:
        return 1
    if 7 <= points <= 9:
        return 0
    return -1
'''),
    dict(id="003:hilo", right=False, mistake="Signs swapped: low cards -1, high cards +1.", code='''
def hilo_count(count: int, card: Card) -> int:
    points = card.rank.points
    if 2 <= points <= 6:
        return count - 1
    if 7 <= points <= 9:
        return count
    return count + 1
'''),
    dict(id="003:hilo", right=False, mistake="Only tens count -1 (`points == 10`); the ace is left unchanged.", code='''
def hilo_count(count: int, card: Card) -> int:
    points = card.rank.points
    if 2 <= points <= 6:
        return count + 1
    if points == 10:
        return count - 1
    return count
'''),
    # right
    dict(id="003:hilo", right=True, mistake="(right) Sets of low and neutral points.", code='''
def hilo_count(count: int, card: Card) -> int:
    if card.rank.points in {2, 3, 4, 5, 6}:
        return count + 1
    if card.rank.points in {7, 8, 9}:
        return count
    return count - 1
'''),
    dict(id="003:1", right=True, mistake="(right) The other reading the prose accepts, `r % n`.", code=LCG + SWAP.replace(
        "j = x * len(cards) // M", "j = x % len(cards)")),
    dict(id="003:4", right=True, mistake="(right) A while loop counting rounds.", code='''
def simulate_table(seed: int, players: int, money: int, bet: int, rounds: int,
                   split: bool = False, hilo: bool = False) -> TableResult:
    check_arguments(players, money, bet, rounds)
    shoe, played = new_shoe(seed), 0
    table = TableResult(0, tuple(Seat(0, money) for _ in range(players)), (tuple(money for _ in range(players)),))
    while played < rounds and any(s.money >= bet for s in table.seats):
        shoe, table = casino.play_round(shoe, table, Options(bet, split, hilo))
        played += 1
    return table
'''),
]
