"""Answers to notebook 08: seed 003's table simulated, from the generator to ``simulate_table``."""

from blackjack.course.audit.catalog import right, wrong

NUMBERS = "A, B, M = 333667, 213453321, 1_000_000_000\n"

LCG = NUMBERS + """
def lcg(x):
    return (A * x + B) % M
"""

SHUFFLE = """
def swap_shuffle(deck, state):
    cards, x = list(deck), state
    for i in range(len(cards)):
        x = lcg(x)
        j = x * len(cards) // M
        cards[i], cards[j] = cards[j], cards[i]
    return tuple(cards), x
"""

SOFT = """
def soft_value(cards):
    total = sum(card.rank.points for card in cards)
    if any(card.rank is Rank.ACE for card in cards) and total + 10 <= 21:
        return total + 10
    return total
"""

TABLE = """
def simulate_table(seed, players, money, bet, rounds, split=False, hilo=False):
    options = Options(bet, split, hilo)
    shoe = new_shoe(seed)
    result = TableResult(0, (Seat(0, money),) * players, ((money,) * players,))
    for _ in range(rounds):
        if not any(seat.money >= bet for seat in result.seats):
            break
        shoe, result = casino.play_round(shoe, result, options)
    return result
"""


def variant(code: str, old: str, new: str) -> str:
    """CODE with the mistake: OLD written as NEW."""
    if old not in code:
        raise ValueError(f"no {old!r} in the code")
    return code.replace(old, new)


SPLIT = """
def should_split(pair_rank, dealer_up):
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
"""

STRATEGY = """
def strategy(total, can_afford_double):
    if total >= 17:
        return Move.STAND
    if 9 <= total <= 11 and can_afford_double:
        return Move.DOUBLE
    return Move.HIT
"""

ANSWERS = [
    # --- 003:1 the generator and the swap shuffle
    right("003:1", "the seed's Oz reading: position r mod n, as most Oz programs pick it", LCG + """
def swap_shuffle(deck, state):
    cards, x = list(deck), state
    for i in range(len(cards)):
        x = lcg(x)
        j = x % len(cards)
        cards[i], cards[j] = cards[j], cards[i]
    return tuple(cards), x
""", seed_only=True),
    right("003:1", "recursion over the positions, as the seed's Oz would", LCG + """
def swap_shuffle(deck, state):
    def step(cards, i, x):
        if i == len(cards):
            return cards, x
        x = lcg(x)
        j = x * len(cards) // M
        swapped = list(cards)
        swapped[i], swapped[j] = swapped[j], swapped[i]
        return step(tuple(swapped), i + 1, x)
    return step(tuple(deck), 0, state)
"""),
    wrong("003:1", "the parentheses misplaced: A * (x + B)",
          variant(LCG, "(A * x + B) % M", "A * (x + B) % M") + SHUFFLE),
    wrong("003:1", "no modulus: the numbers grow without end", variant(LCG, "(A * x + B) % M", "A * x + B") + SHUFFLE),
    wrong("003:1", "the state itself picks the first position, the generator moves after", LCG + variant(
        SHUFFLE, "        x = lcg(x)\n        j = x * len(cards) // M\n",
        "        j = x * len(cards) // M\n        x = lcg(x)\n")),
    wrong("003:1", "returns the state it was given, not the last number used",
          LCG + variant(SHUFFLE, "return tuple(cards), x", "return tuple(cards), state")),
    wrong("003:1", "52 cards hard-wired in the scaling",
          LCG + variant(SHUFFLE, "j = x * len(cards) // M", "j = min(x * 52 // M, len(cards) - 1)")),
    wrong("003:1", "the loop stops one position early: the last card is never swapped",
          LCG + variant(SHUFFLE, "range(len(cards))", "range(len(cards) - 1)")),
    wrong("003:1", "from the last position to the first",
          LCG + variant(SHUFFLE, "range(len(cards))", "reversed(range(len(cards)))")),
    wrong("003:1", "the pair returned the other way round",
          LCG + variant(SHUFFLE, "return tuple(cards), x", "return x, tuple(cards)")),
    right("003:1", "returns a list, not a tuple: the welcome notebook's rule: a list and a tuple of the same items in the same order are the same answer", LCG + variant(SHUFFLE, "return tuple(cards), x", "return cards, x")),
    # --- 003:2 hand value and the strategy table
    right("003:2", "the seed's words: each ace 11 if the hand's total stays 21 or less, else 1", """
def soft_value(cards):
    total = sum(card.rank.points for card in cards)
    for card in cards:
        if card.rank is Rank.ACE and total + 10 <= 21:
            total += 10
    return total

def strategy(total, can_afford_double):
    if total <= 8:
        return Move.HIT
    if 9 <= total <= 11:
        return Move.DOUBLE if can_afford_double else Move.HIT
    if 12 <= total <= 16:
        return Move.HIT
    return Move.STAND
""", seed_only=True),
    right("003:2", "aces first as 11, then 10 off while over 21; the table as a range lookup", """
def soft_value(cards):
    total = sum(11 if card.rank is Rank.ACE else card.rank.points for card in cards)
    aces = sum(card.rank is Rank.ACE for card in cards)
    while total > 21 and aces:
        total, aces = total - 10, aces - 1
    return total

def strategy(total, can_afford_double):
    if total in range(9, 12) and can_afford_double:
        return Move.DOUBLE
    return Move.STAND if total > 16 else Move.HIT
"""),
    wrong("003:2", "every ace counts 11", """
def soft_value(cards):
    return sum(11 if card.rank is Rank.ACE else card.rank.points for card in cards)
""" + STRATEGY),
    wrong("003:2", "an ace counts 11 only while the total stays under 21 (< instead of <=)", """
def soft_value(cards):
    total = sum(card.rank.points for card in cards)
    if any(card.rank is Rank.ACE for card in cards) and total + 10 < 21:
        return total + 10
    return total
""" + STRATEGY),
    wrong("003:2", "card by card: an ace is 11 if the total so far allows, never changed later", """
def soft_value(cards):
    total = 0
    for card in cards:
        if card.rank is Rank.ACE and total + 11 <= 21:
            total += 11
        else:
            total += card.rank.points
    return total
""" + STRATEGY),
    wrong("003:2", "doubles at 9 to 11 without looking at the money", SOFT + """
def strategy(total, can_afford_double):
    if total >= 17:
        return Move.STAND
    if 9 <= total <= 11:
        return Move.DOUBLE
    return Move.HIT
"""),
    wrong("003:2", "stands from 16 on", SOFT + """
def strategy(total, can_afford_double):
    if total >= 16:
        return Move.STAND
    if 9 <= total <= 11 and can_afford_double:
        return Move.DOUBLE
    return Move.HIT
"""),
    wrong("003:2", "doubles only at 10 and 11 (9 < total)", SOFT + """
def strategy(total, can_afford_double):
    if total >= 17:
        return Move.STAND
    if 9 < total <= 11 and can_afford_double:
        return Move.DOUBLE
    return Move.HIT
"""),
    wrong("003:2", "hits on 17 (> 17 to stand)", SOFT + """
def strategy(total, can_afford_double):
    if total > 17:
        return Move.STAND
    if 9 <= total <= 11 and can_afford_double:
        return Move.DOUBLE
    return Move.HIT
"""),
    wrong("003:2", "returns the move's name, not the Move", SOFT + """
def strategy(total, can_afford_double):
    if total >= 17:
        return "stand"
    if 9 <= total <= 11 and can_afford_double:
        return "double"
    return "hit"
"""),
    # --- 003:3 settlement with the 21 bonus
    right("003:3", "the seed's rules 1 to 5, in the seed's order", """
def settle_hand(bet, player, dealer):
    mine, theirs = soft_value(player), soft_value(dealer)
    if mine > 21:
        return -bet
    won = theirs > 21 or mine > theirs
    if not won:
        return 0 if mine == theirs else -bet
    bonus = bet if mine == 21 else 0
    return bet + bonus
""", seed_only=True),
    right("003:3", "the outcome first as a word, then the money", """
def settle_hand(bet, player, dealer):
    mine, theirs = soft_value(player), soft_value(dealer)
    if mine > 21:
        result = "lose"
    elif theirs > 21 or mine > theirs:
        result = "win"
    elif mine == theirs:
        result = "tie"
    else:
        result = "lose"
    return {"win": bet * (2 if mine == 21 else 1), "tie": 0, "lose": -bet}[result]
"""),
    wrong("003:3", "dealer's bust looked at first: a bust player wins against a bust dealer", """
def settle_hand(bet, player, dealer):
    mine, theirs = soft_value(player), soft_value(dealer)
    if theirs > 21:
        return 2 * bet if mine == 21 else bet
    if mine > 21:
        return -bet
    if mine > theirs:
        return 2 * bet if mine == 21 else bet
    return 0 if mine == theirs else -bet
"""),
    wrong("003:3", "21 counts as bust (>= 21)", """
def settle_hand(bet, player, dealer):
    mine, theirs = soft_value(player), soft_value(dealer)
    if mine >= 21:
        return -bet
    if theirs > 21 or mine > theirs:
        return 2 * bet if mine == 21 else bet
    return 0 if mine == theirs else -bet
"""),
    wrong("003:3", "a tie gives the bet back as a win", """
def settle_hand(bet, player, dealer):
    mine, theirs = soft_value(player), soft_value(dealer)
    if mine > 21:
        return -bet
    if theirs > 21 or mine > theirs:
        return 2 * bet if mine == 21 else bet
    return bet if mine == theirs else -bet
"""),
    wrong("003:3", "the casino's 3 to 2 instead of the seed's bonus equal to the bet", """
def settle_hand(bet, player, dealer):
    mine, theirs = soft_value(player), soft_value(dealer)
    if mine > 21:
        return -bet
    if theirs > 21 or mine > theirs:
        return bet * 3 // 2 if mine == 21 else bet
    return 0 if mine == theirs else -bet
"""),
    wrong("003:3", "the bonus only for a two-card 21", """
def settle_hand(bet, player, dealer):
    mine, theirs = soft_value(player), soft_value(dealer)
    if mine > 21:
        return -bet
    if theirs > 21 or mine > theirs:
        return 2 * bet if mine == 21 and len(player) == 2 else bet
    return 0 if mine == theirs else -bet
"""),
    wrong("003:3", "no bonus when the dealer busts", """
def settle_hand(bet, player, dealer):
    mine, theirs = soft_value(player), soft_value(dealer)
    if mine > 21:
        return -bet
    if theirs > 21:
        return bet
    if mine > theirs:
        return 2 * bet if mine == 21 else bet
    return 0 if mine == theirs else -bet
"""),
    wrong("003:3", "aces always 1: the values summed by points", """
def settle_hand(bet, player, dealer):
    mine = sum(card.rank.points for card in player)
    theirs = sum(card.rank.points for card in dealer)
    if mine > 21:
        return -bet
    if theirs > 21 or mine > theirs:
        return 2 * bet if mine == 21 else bet
    return 0 if mine == theirs else -bet
"""),
    # --- 003:4 the whole table
    right("003:4", "the seed's BlackJack S N M B R, recursive as in Oz, no extra credit", """
def simulate_table(seed, players, money, bet, rounds):
    options = Options(bet)

    def play(shoe, result, left):
        if left == 0 or all(seat.money < bet for seat in result.seats):
            return result
        shoe, result = casino.play_round(shoe, result, options)
        return play(shoe, result, left - 1)

    return play(new_shoe(seed), TableResult(0, (Seat(0, money),) * players, ((money,) * players,)), rounds)
""", seed_only=True),
    right("003:4", "a while loop counting the rounds, keywords for the options", """
def simulate_table(seed, players, money, bet, rounds, split=False, hilo=False):
    check_arguments(players, money, bet, rounds)
    shoe = new_shoe(seed)
    result = TableResult(dealer=0, seats=tuple(Seat(0, money) for _ in range(players)),
                         history=(tuple(money for _ in range(players)),))
    played = 0
    while played < rounds and any(seat.money >= bet for seat in result.seats):
        shoe, result = casino.play_round(shoe, result, Options(bet=bet, split=split, hilo=hilo))
        played += 1
    return result
"""),
    wrong("003:4", "check_arguments never called: a bet of 0 or negative money plays on instead of being refused",
          TABLE),
    wrong("003:4", "its own check, for the bet only: negative money or rounds are not refused", variant(
        TABLE, "    options = Options(bet, split, hilo)\n",
        "    if bet < 1:\n        raise ValueError('the bet must be 1 or more')\n    options = Options(bet, split, hilo)\n")),
    wrong("003:4", "the loop stops one round early", variant(TABLE, "range(rounds)", "range(rounds - 1)")),
    wrong("003:4", "play_round's result never kept: the start table comes back",
          variant(TABLE, "shoe, result = casino.play_round(", "casino.play_round(")),
    wrong("003:4", "a new shoe every round: the same cards each time",
          variant(TABLE, "casino.play_round(shoe,", "casino.play_round(new_shoe(seed),")),
    wrong("003:4", "stops as soon as one player is kicked (all instead of any)",
          variant(TABLE, "not any(", "not all(")),
    wrong("003:4", "the dealer starts with the players' money",
          variant(TABLE, "TableResult(0, ", "TableResult(money, ")),
    wrong("003:4", "split and hilo not passed on", variant(TABLE, "Options(bet, split, hilo)", "Options(bet)")),
    wrong("003:4", "split and hilo passed the other way round",
          variant(TABLE, "Options(bet, split, hilo)", "Options(bet, hilo, split)")),
    wrong("003:4", "never stops early: rounds go on with everybody kicked", variant(
        TABLE, "        if not any(seat.money >= bet for seat in result.seats):\n            break\n", "")),
    wrong("003:4", "the history starts empty, without the money before the first round",
          variant(TABLE, "((money,) * players,))", "())")),
    wrong("003:4", "kicked at exactly the bet (> instead of >=)",
          variant(TABLE, "seat.money >= bet", "seat.money > bet")),
    # --- 003:split
    right("003:split", "the seed's table, row by row, the dealer's ace as 11 (in no range either way)", """
def should_split(pair_rank, dealer_up):
    up = 11 if dealer_up is Rank.ACE else dealer_up.points
    rows = [
        ({Rank.ACE, Rank.EIGHT}, range(1, 12)),
        ({Rank.TWO, Rank.THREE, Rank.SEVEN}, range(2, 8)),
        ({Rank.SIX}, range(2, 7)),
        ({Rank.NINE}, [2, 3, 4, 5, 6, 8, 9]),
    ]
    return any(pair_rank in ranks and up in ups for ranks, ups in rows)
""", seed_only=True),
    right("003:split", "a match statement", """
def should_split(pair_rank, dealer_up):
    up = dealer_up.points
    match pair_rank:
        case Rank.ACE | Rank.EIGHT:
            return True
        case Rank.TWO | Rank.THREE | Rank.SEVEN:
            return 2 <= up <= 7
        case Rank.SIX:
            return 2 <= up <= 6
        case Rank.NINE:
            return up in (2, 3, 4, 5, 6, 8, 9)
    return False
"""),
    wrong("003:split", "2s, 3s and 7s only against 2 to 6", variant(
        SPLIT, "Rank.SEVEN):\n        return 2 <= up <= 7", "Rank.SEVEN):\n        return 2 <= up <= 6")),
    wrong("003:split", "9s against 2 to 9, the 7 forgotten",
          variant(SPLIT, "2 <= up <= 6 or up in (8, 9)", "2 <= up <= 9")),
    wrong("003:split", "6s against 2 to 7, like 7s",
          variant(SPLIT, "(Rank.TWO, Rank.THREE, Rank.SEVEN)", "(Rank.TWO, Rank.THREE, Rank.SEVEN, Rank.SIX)")),
    wrong("003:split", "'between 2 and 7' read as 3 to 6", SPLIT.replace("2 <= up <= 7", "2 < up < 7")
          .replace("2 <= up <= 6", "2 < up < 6")),
    wrong("003:split", "8s forgotten among the always-split pairs",
          variant(SPLIT, "(Rank.ACE, Rank.EIGHT)", "(Rank.ACE,)")),
    wrong("003:split", "tens split too, by points",
          variant(SPLIT, "in (Rank.ACE, Rank.EIGHT)", "in (Rank.ACE, Rank.EIGHT) or pair_rank.points == 10")),
    wrong("003:split", "the two arguments read the other way round",
          variant(SPLIT, "def should_split(pair_rank, dealer_up):", "def should_split(dealer_up, pair_rank):")),
    # --- 003:hilo
    right("003:hilo", "the seed's table with an ace's value 11: 'otherwise', -1", """
def hilo_count(count, card):
    value = 11 if card.rank is Rank.ACE else card.rank.points
    if 2 <= value <= 6:
        return count + 1
    if 7 <= value <= 9:
        return count
    return count - 1
""", seed_only=True),
    right("003:hilo", "a lookup of the change by points", """
def hilo_count(count, card):
    change = {2: 1, 3: 1, 4: 1, 5: 1, 6: 1, 7: 0, 8: 0, 9: 0}
    return count + change.get(card.rank.points, -1)
"""),
    wrong("003:hilo", "aces count +1: everything up to 6 is low", """
def hilo_count(count, card):
    points = card.rank.points
    if points <= 6:
        return count + 1
    if points <= 9:
        return count
    return count - 1
"""),
    wrong("003:hilo", "7s count as low cards", """
def hilo_count(count, card):
    points = card.rank.points
    if 2 <= points <= 7:
        return count + 1
    if 8 <= points <= 9:
        return count
    return count - 1
"""),
    wrong("003:hilo", "9s count -1 (7 to 8 unchanged)", """
def hilo_count(count, card):
    points = card.rank.points
    if 2 <= points <= 6:
        return count + 1
    if 7 <= points <= 8:
        return count
    return count - 1
"""),
    wrong("003:hilo", "returns the change, not the new count", """
def hilo_count(count, card):
    points = card.rank.points
    if 2 <= points <= 6:
        return 1
    if 7 <= points <= 9:
        return 0
    return -1
"""),
    wrong("003:hilo", "the signs the other way round", """
def hilo_count(count, card):
    points = card.rank.points
    if 2 <= points <= 6:
        return count - 1
    if 7 <= points <= 9:
        return count
    return count + 1
"""),
    wrong("003:hilo", "only the tens count -1; aces leave the count alone", """
def hilo_count(count, card):
    points = card.rank.points
    if 2 <= points <= 6:
        return count + 1
    if points == 10:
        return count - 1
    return count
"""),
]
