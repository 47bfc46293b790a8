"""Fresh beginners' answers for exercises/08_table_simulation.ipynb (issue 31's measuring set)."""

_LCG = r'''
def lcg(x: int) -> int:
    return (A * x + B) % M
'''

_STRATEGY = r'''

def strategy(total: int, can_afford_double: bool) -> Move:
    if total <= 8:
        return Move.HIT
    if total <= 11:
        return Move.DOUBLE if can_afford_double else Move.HIT
    if total <= 16:
        return Move.HIT
    return Move.STAND
'''

_SOFT_VALUE = r'''
def soft_value(cards: Hand) -> int:
    total = sum(c.rank.points for c in cards)
    if any(c.rank is Rank.ACE for c in cards) and total + 10 <= 21:
        return total + 10
    return total

'''

ENTRIES = [
    # ---------------------------------------------------------------- 003:1 lcg, swap_shuffle
    dict(id="003:1", right=False, mistake="lcg forgets the brackets: A * x + B % M takes only B modulo M.",
         code=r'''
def lcg(x: int) -> int:
    return A * x + B % M


def swap_shuffle(deck: Deck, state: int) -> tuple[Deck, int]:
    cards = list(deck)
    x = state
    n = len(cards)
    for i in range(n):
        x = lcg(x)
        j = x * n // M
        cards[i], cards[j] = cards[j], cards[i]
    return tuple(cards), x
'''),
    dict(id="003:1", right=False, mistake="swap_shuffle returns the state it was given instead of the last number it used.",
         code=_LCG + r'''

def swap_shuffle(deck: Deck, state: int) -> tuple[Deck, int]:
    cards = list(deck)
    x = state
    for i in range(len(cards)):
        x = lcg(x)
        j = x * len(cards) // M
        cards[i], cards[j] = cards[j], cards[i]
    return tuple(cards), state
'''),
    dict(id="003:1", right=False, mistake="Uses the state itself for the first swap before moving the generator on (one number late).",
         code=_LCG + r'''

def swap_shuffle(deck: Deck, state: int) -> tuple[Deck, int]:
    cards = list(deck)
    r = state
    for i in range(len(cards)):
        j = r * len(cards) // M
        cards[i], cards[j] = cards[j], cards[i]
        r = lcg(r)
    return tuple(cards), r
'''),
    dict(id="003:1", right=False, mistake="Computes every number from the starting state, lcg(state), so all swaps use the same number.",
         code=_LCG + r'''

def swap_shuffle(deck: Deck, state: int) -> tuple[Deck, int]:
    cards = list(deck)
    n = len(cards)
    r = state
    for i in range(n):
        r = lcg(state)
        j = r * n // M
        cards[i], cards[j] = cards[j], cards[i]
    return tuple(cards), r
'''),
    dict(id="003:1", right=False, mistake="Swaps the cards in the deck it was given (cards = deck), which a tuple does not allow.",
         code=_LCG + r'''

def swap_shuffle(deck: Deck, state: int) -> tuple[Deck, int]:
    cards = deck
    n = len(cards)
    for i in range(n):
        state = lcg(state)
        j = state * n // M
        cards[i], cards[j] = cards[j], cards[i]
    return cards, state
'''),
    dict(id="003:1", right=False, mistake="Stops the pass one position early (range(n - 1)), so the last position is never swapped.",
         code=_LCG + r'''

def swap_shuffle(deck: Deck, state: int) -> tuple[Deck, int]:
    cards = list(deck)
    n = len(cards)
    for i in range(n - 1):
        state = lcg(state)
        j = state * n // M
        cards[i], cards[j] = cards[j], cards[i]
    return tuple(cards), state
'''),
    dict(id="003:1", right=True, mistake="Right by the prose's other reading: the position is r % n; written as a recursion over positions.",
         code=r'''
def lcg(x: int) -> int:
    return (A * x + B) % M


def swap_from(cards, i, x):
    if i == len(cards):
        return cards, x
    x = lcg(x)
    j = x % len(cards)
    cards = list(cards)
    cards[i], cards[j] = cards[j], cards[i]
    return swap_from(tuple(cards), i + 1, x)


def swap_shuffle(deck: Deck, state: int) -> tuple[Deck, int]:
    return swap_from(tuple(deck), 0, state)
'''),
    dict(id="003:1", right=True, mistake="Right: the course's scaling, with the numbers made first in a list and zipped with the positions.",
         code=r'''
def lcg(x: int) -> int:
    return (A * x + B) % M


def swap_shuffle(deck: Deck, state: int) -> tuple[Deck, int]:
    numbers = []
    x = state
    for _ in deck:
        x = lcg(x)
        numbers.append(x)
    cards = list(deck)
    n = len(cards)
    for i, r in zip(range(n), numbers):
        j = r * n // M
        cards[i], cards[j] = cards[j], cards[i]
    return tuple(cards), x
'''),
    # ---------------------------------------------------------------- 003:2 soft_value, strategy
    dict(id="003:2", right=False, mistake="soft_value counts the ace as 11 only below 21 (< 21), so ace and king make 11.",
         code=r'''
def soft_value(cards: Hand) -> int:
    total = 0
    ace = False
    for c in cards:
        total += c.rank.points
        if c.rank == Rank.ACE:
            ace = True
    if ace and total + 10 < 21:
        total += 10
    return total
''' + _STRATEGY),
    dict(id="003:2", right=False, mistake="soft_value counts face cards by their place in RANKS (J 11, Q 12, K 13) instead of rank.points.",
         code=r'''
def soft_value(cards: Hand) -> int:
    total = sum(RANKS.index(c.rank) + 1 for c in cards)
    if any(c.rank is Rank.ACE for c in cards) and total + 10 <= 21:
        total += 10
    return total
''' + _STRATEGY),
    dict(id="003:2", right=False, mistake="strategy doubles on 9 to 11 whether or not the player can afford it.",
         code=_SOFT_VALUE + r'''
def strategy(total: int, can_afford_double: bool) -> Move:
    if total >= 17:
        return Move.STAND
    if 9 <= total <= 11:
        return Move.DOUBLE
    return Move.HIT
'''),
    dict(id="003:2", right=False, mistake="strategy stands only above 17 (> 17), so it hits on 17.",
         code=_SOFT_VALUE + r'''
def strategy(total: int, can_afford_double: bool) -> Move:
    if total > 17:
        return Move.STAND
    if 9 <= total <= 11 and can_afford_double:
        return Move.DOUBLE
    return Move.HIT
'''),
    dict(id="003:2", right=False, mistake="strategy writes '9 to 11' as 9 < total < 11, so it doubles on 10 only.",
         code=_SOFT_VALUE + r'''
def strategy(total: int, can_afford_double: bool) -> Move:
    if total >= 17:
        return Move.STAND
    elif 9 < total < 11 and can_afford_double:
        return Move.DOUBLE
    else:
        return Move.HIT
'''),
    dict(id="003:2", right=False, mistake="strategy returns the words 'hit', 'double', 'stand' instead of Move members.",
         code=_SOFT_VALUE + r'''
def strategy(total: int, can_afford_double: bool) -> Move:
    if total >= 17:
        return "stand"
    if 9 <= total <= 11 and can_afford_double:
        return "double"
    return "hit"
'''),
    dict(id="003:2", right=True, mistake="Right: soft_value counts every ace 11 and takes 10 off per ace while bust; strategy by table rows.",
         code=r'''
def soft_value(cards: Hand) -> int:
    total = 0
    aces = 0
    for c in cards:
        if c.rank is Rank.ACE:
            total += 11
            aces += 1
        else:
            total += c.rank.points
    while total > 21 and aces > 0:
        total -= 10
        aces -= 1
    return total


def strategy(total: int, can_afford_double: bool) -> Move:
    if total <= 8:
        return Move.HIT
    elif total <= 11:
        if can_afford_double:
            return Move.DOUBLE
        return Move.HIT
    elif total <= 16:
        return Move.HIT
    else:
        return Move.STAND
'''),
    # ---------------------------------------------------------------- 003:3 settle_hand
    dict(id="003:3", right=False, mistake="Forgets the 21 bonus: a win always pays the bet.",
         code=r'''
def settle_hand(bet: int, player: Hand, dealer: Hand) -> int:
    mine, theirs = soft_value(player), soft_value(dealer)
    if mine > 21:
        return -bet
    if theirs > 21 or mine > theirs:
        return bet
    if mine == theirs:
        return 0
    return -bet
'''),
    dict(id="003:3", right=False, mistake="Pays the 21 bonus before looking at the dealer, so a 21 against the dealer's 21 wins 2 * bet instead of a tie.",
         code=r'''
def settle_hand(bet: int, player: Hand, dealer: Hand) -> int:
    mine, theirs = soft_value(player), soft_value(dealer)
    if mine > 21:
        return -bet
    if mine == 21:
        return 2 * bet
    if theirs > 21 or mine > theirs:
        return bet
    if mine == theirs:
        return 0
    return -bet
'''),
    dict(id="003:3", right=False, mistake="Looks at the dealer's bust first, so a bust player wins when the dealer is bust too.",
         code=r'''
def settle_hand(bet: int, player: Hand, dealer: Hand) -> int:
    mine, theirs = soft_value(player), soft_value(dealer)
    if theirs > 21:
        return 2 * bet if mine == 21 else bet
    if mine > 21:
        return -bet
    if mine > theirs:
        return 2 * bet if mine == 21 else bet
    if mine == theirs:
        return 0
    return -bet
'''),
    dict(id="003:3", right=False, mistake="Gives equal values to the dealer (-bet) instead of moving no money.",
         code=r'''
def settle_hand(bet: int, player: Hand, dealer: Hand) -> int:
    mine, theirs = soft_value(player), soft_value(dealer)
    if mine > 21:
        return -bet
    if theirs > 21 or mine > theirs:
        if mine == 21:
            return 2 * bet
        return bet
    return -bet
'''),
    dict(id="003:3", right=False, mistake="Pays the bonus only for a two-card 21 (a natural), not for any hand worth exactly 21.",
         code=r'''
def settle_hand(bet: int, player: Hand, dealer: Hand) -> int:
    mine, theirs = soft_value(player), soft_value(dealer)
    if mine > 21:
        return -bet
    if theirs > 21 or mine > theirs:
        if mine == 21 and len(player) == 2:
            return 2 * bet
        return bet
    if mine == theirs:
        return 0
    return -bet
'''),
    dict(id="003:3", right=False, mistake="Counts the hands by adding rank.points, so aces are always 1 instead of soft values.",
         code=r'''
def settle_hand(bet: int, player: Hand, dealer: Hand) -> int:
    mine = sum(c.rank.points for c in player)
    theirs = sum(c.rank.points for c in dealer)
    if mine > 21:
        return -bet
    if theirs > 21 or mine > theirs:
        return 2 * bet if mine == 21 else bet
    if mine == theirs:
        return 0
    return -bet
'''),
    dict(id="003:3", right=True, mistake="Right: the win amount computed as bet times a factor, the bonus added as a separate term.",
         code=r'''
def settle_hand(bet: int, player: Hand, dealer: Hand) -> int:
    p = soft_value(player)
    d = soft_value(dealer)
    if p > 21:
        return -bet
    player_wins = d > 21 or p > d
    if player_wins:
        bonus = bet if p == 21 else 0
        return bet + bonus
    if p == d:
        return 0
    return -bet
'''),
    # ---------------------------------------------------------------- 003:4 simulate_table
    dict(id="003:4", right=False, mistake="Leaves out step 1: never calls check_arguments.",
         code=r'''
def simulate_table(seed: int, players: int, money: int, bet: int, rounds: int,
                   split: bool = False, hilo: bool = False) -> TableResult:
    shoe = new_shoe(seed)
    result = TableResult(0, (Seat(0, money),) * players, ((money,) * players,))
    options = Options(bet, split, hilo)
    for _ in range(rounds):
        if not any(seat.money >= bet for seat in result.seats):
            break
        shoe, result = casino.play_round(shoe, result, options)
    return result
'''),
    dict(id="003:4", right=False, mistake="Plays every round without looking whether anybody can still bet (no early stop).",
         code=r'''
def simulate_table(seed: int, players: int, money: int, bet: int, rounds: int,
                   split: bool = False, hilo: bool = False) -> TableResult:
    check_arguments(players, money, bet, rounds)
    shoe = new_shoe(seed)
    result = TableResult(0, (Seat(0, money),) * players, ((money,) * players,))
    options = Options(bet, split, hilo)
    for _ in range(rounds):
        shoe, result = casino.play_round(shoe, result, options)
    return result
'''),
    dict(id="003:4", right=False, mistake="Looks after the round instead of before it, so a table with no players still plays one round.",
         code=r'''
def simulate_table(seed: int, players: int, money: int, bet: int, rounds: int,
                   split: bool = False, hilo: bool = False) -> TableResult:
    check_arguments(players, money, bet, rounds)
    shoe = new_shoe(seed)
    result = TableResult(0, (Seat(0, money),) * players, ((money,) * players,))
    options = Options(bet, split, hilo)
    for _ in range(rounds):
        shoe, result = casino.play_round(shoe, result, options)
        if all(seat.money < bet for seat in result.seats):
            break
    return result
'''),
    dict(id="003:4", right=False, mistake="Does not pass split and hilo on: the options are made from the bet alone.",
         code=r'''
def simulate_table(seed: int, players: int, money: int, bet: int, rounds: int,
                   split: bool = False, hilo: bool = False) -> TableResult:
    check_arguments(players, money, bet, rounds)
    shoe = new_shoe(seed)
    result = TableResult(0, (Seat(0, money),) * players, ((money,) * players,))
    options = Options(bet, False, False)
    for _ in range(rounds):
        if not any(seat.money >= bet for seat in result.seats):
            break
        shoe, result = casino.play_round(shoe, result, options)
    return result
'''),
    dict(id="003:4", right=False, mistake="Counts rounds from 1 with range(1, rounds), one round too few.",
         code=r'''
def simulate_table(seed: int, players: int, money: int, bet: int, rounds: int,
                   split: bool = False, hilo: bool = False) -> TableResult:
    check_arguments(players, money, bet, rounds)
    shoe = new_shoe(seed)
    result = TableResult(0, (Seat(0, money),) * players, ((money,) * players,))
    options = Options(bet, split, hilo)
    for r in range(1, rounds):
        if not any(seat.money >= bet for seat in result.seats):
            break
        shoe, result = casino.play_round(shoe, result, options)
    return result
'''),
    dict(id="003:4", right=False, mistake="Stops when nobody has more than the bet (> bet), though a player with exactly the bet can still play.",
         code=r'''
def simulate_table(seed: int, players: int, money: int, bet: int, rounds: int,
                   split: bool = False, hilo: bool = False) -> TableResult:
    check_arguments(players, money, bet, rounds)
    shoe = new_shoe(seed)
    result = TableResult(0, (Seat(0, money),) * players, ((money,) * players,))
    options = Options(bet, split, hilo)
    played = 0
    while played < rounds and any(seat.money > bet for seat in result.seats):
        shoe, result = casino.play_round(shoe, result, options)
        played += 1
    return result
'''),
    dict(id="003:4", right=True, mistake="Right: a while loop with a round counter and a helper that says whether anybody can bet.",
         code=r'''
def anybody_can_bet(result: TableResult, bet: int) -> bool:
    for seat in result.seats:
        if seat.money >= bet:
            return True
    return False


def simulate_table(seed: int, players: int, money: int, bet: int, rounds: int,
                   split: bool = False, hilo: bool = False) -> TableResult:
    check_arguments(players, money, bet, rounds)
    options = Options(bet=bet, split=split, hilo=hilo)
    shoe = new_shoe(seed)
    table = TableResult(0, tuple(Seat(0, money) for _ in range(players)), (tuple(money for _ in range(players)),))
    played = 0
    while played < rounds and anybody_can_bet(table, bet):
        shoe, table = casino.play_round(shoe, table, options)
        played = played + 1
    return table
'''),
    # ---------------------------------------------------------------- 003:split should_split
    dict(id="003:split", right=False, mistake="Puts 6s with 2s, 3s and 7s (2 to 7) instead of 2 to 6.",
         code=r'''
def should_split(pair_rank: Rank, dealer_up: Rank) -> bool:
    up = dealer_up.points
    if pair_rank in (Rank.ACE, Rank.EIGHT):
        return True
    if pair_rank in (Rank.TWO, Rank.THREE, Rank.SIX, Rank.SEVEN):
        return 2 <= up <= 7
    if pair_rank is Rank.NINE:
        return 2 <= up <= 6 or up == 8 or up == 9
    return False
'''),
    dict(id="003:split", right=False, mistake="Splits 9s against 2 to 9, forgetting that 7 is left out.",
         code=r'''
def should_split(pair_rank: Rank, dealer_up: Rank) -> bool:
    up = dealer_up.points
    if pair_rank == Rank.ACE or pair_rank == Rank.EIGHT:
        return True
    if pair_rank in (Rank.TWO, Rank.THREE, Rank.SEVEN):
        return 2 <= up <= 7
    if pair_rank == Rank.SIX:
        return 2 <= up <= 6
    if pair_rank == Rank.NINE:
        return 2 <= up <= 9
    return False
'''),
    dict(id="003:split", right=False, mistake="Reads 'anything' as any card from 2 up, so aces and 8s are not split against an ace.",
         code=r'''
def should_split(pair_rank: Rank, dealer_up: Rank) -> bool:
    up = dealer_up.points
    if pair_rank in (Rank.ACE, Rank.EIGHT):
        return up >= 2
    if pair_rank in (Rank.TWO, Rank.THREE, Rank.SEVEN):
        return 2 <= up <= 7
    if pair_rank is Rank.SIX:
        return 2 <= up <= 6
    if pair_rank is Rank.NINE:
        return 2 <= up <= 6 or up in (8, 9)
    return False
'''),
    dict(id="003:split", right=False, mistake="Writes the ranges with an exclusive upper end (2 <= up < 7), one card short.",
         code=r'''
def should_split(pair_rank: Rank, dealer_up: Rank) -> bool:
    up = dealer_up.points
    if pair_rank in (Rank.ACE, Rank.EIGHT):
        return True
    if pair_rank in (Rank.TWO, Rank.THREE, Rank.SEVEN):
        return 2 <= up < 7
    if pair_rank is Rank.SIX:
        return 2 <= up < 6
    if pair_rank is Rank.NINE:
        return 2 <= up < 6 or up in (8, 9)
    return False
'''),
    dict(id="003:split", right=False, mistake="Swaps the two arguments: looks the dealer's card up as the pair.",
         code=r'''
def should_split(pair_rank: Rank, dealer_up: Rank) -> bool:
    up = pair_rank.points
    pair = dealer_up
    if pair in (Rank.ACE, Rank.EIGHT):
        return True
    if pair in (Rank.TWO, Rank.THREE, Rank.SEVEN):
        return 2 <= up <= 7
    if pair is Rank.SIX:
        return 2 <= up <= 6
    if pair is Rank.NINE:
        return 2 <= up <= 6 or up in (8, 9)
    return False
'''),
    dict(id="003:split", right=True, mistake="Right: a dictionary from pair rank to the set of dealer points it splits against; 9s as 2 to 9 without 7.",
         code=r'''
SPLIT_AGAINST = {
    Rank.TWO: set(range(2, 8)),
    Rank.THREE: set(range(2, 8)),
    Rank.SEVEN: set(range(2, 8)),
    Rank.SIX: set(range(2, 7)),
    Rank.NINE: set(range(2, 10)) - {7},
}


def should_split(pair_rank: Rank, dealer_up: Rank) -> bool:
    if pair_rank is Rank.ACE or pair_rank is Rank.EIGHT:
        return True
    return dealer_up.points in SPLIT_AGAINST.get(pair_rank, set())
'''),
    # ---------------------------------------------------------------- 003:hilo hilo_count
    dict(id="003:hilo", right=False, mistake="Counts every card of 6 points or less as low, so an ace (1 point) adds 1 instead of taking 1 off.",
         code=r'''
def hilo_count(count: int, card: Card) -> int:
    p = card.rank.points
    if p <= 6:
        return count + 1
    if p <= 9:
        return count
    return count - 1
'''),
    dict(id="003:hilo", right=False, mistake="Takes 2 to 7 as the low cards (off by one), so a 7 adds 1.",
         code=r'''
def hilo_count(count: int, card: Card) -> int:
    p = card.rank.points
    if 2 <= p <= 7:
        return count + 1
    elif 8 <= p <= 9:
        return count
    else:
        return count - 1
'''),
    dict(id="003:hilo", right=False, mistake="Returns the change (+1, 0 or -1) instead of the new count.",
         code=r'''
def hilo_count(count: int, card: Card) -> int:
    p = card.rank.points
    if 2 <= p <= 6:
        return 1
    if 7 <= p <= 9:
        return 0
    return -1
'''),
    dict(id="003:hilo", right=False, mistake="Takes off one only for points above 10, so tens and face cards (10 points) leave the count unchanged.",
         code=r'''
def hilo_count(count: int, card: Card) -> int:
    p = card.rank.points
    if 2 <= p <= 6:
        return count + 1
    if p > 10 or p == 1:
        return count - 1
    return count
'''),
    dict(id="003:hilo", right=False, mistake="Gets the signs the wrong way round: low cards take one off, high cards add one.",
         code=r'''
def hilo_count(count: int, card: Card) -> int:
    p = card.rank.points
    if 2 <= p <= 6:
        return count - 1
    if 7 <= p <= 9:
        return count
    return count + 1
'''),
    dict(id="003:hilo", right=True, mistake="Right: a dictionary from points to the change.",
         code=r'''
CHANGE = {1: -1, 2: 1, 3: 1, 4: 1, 5: 1, 6: 1, 7: 0, 8: 0, 9: 0, 10: -1}


def hilo_count(count: int, card: Card) -> int:
    return count + CHANGE[card.rank.points]
'''),
]
