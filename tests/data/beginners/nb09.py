"""Beginners' answers for 09_multiplayer_table (see measure.py)."""

NEW = '''
def create_new_table(n: int) -> Table:
    return Table(n, (STARTING_CHIPS,) * (n + 1), ((),) * (n + 1))

'''
DEAL = '''

def initial_deal(deck: Deck, table: Table, n: int) -> Table:
    seats = range(n + 1)
    return deal_cards(deal_cards(reset_table(deck, table, n), seats), seats)
'''
SCORE = '''
def score_hands(table: Table) -> Table:
    dealer = clip_score(table, DEALER)
    seats = (USER,) + tuple(range(2, table.num_players + 1))
    bets = (table.current_player_bet,) + (OTHERS_BET,) * (len(seats) - 1)
    stacks = list(table.chip_stacks)
    for seat, bet in zip(seats, bets):
        won = outcome(clip_score(table, seat), dealer, bet)
        stacks[seat] += won
        stacks[DEALER] -= won
    return replace(table, chip_stacks=tuple(stacks))
'''


def score_with(old: str, new: str) -> str:
    assert old in SCORE, old
    return SCORE.replace(old, new)


PASSES = '''
def set_player_passes(table: Table) -> Table:
    table = replace(table, user_passes=True)
    while True:
        after = deal_cards(table, range(DEALER, table.num_players + 1))
        if after == table:
            return after
        table = after
'''


def passes_with(old: str, new: str) -> str:
    assert old in PASSES, old
    return PASSES.replace(old, new)


ENTRIES = [
    # 004:1 create_new_table, initial_deal
    dict(id="004:1", right=False, mistake="n chip stacks and n hands, as the book's code, one fewer than the seats.", code='''
def create_new_table(n: int) -> Table:
    return Table(n, (STARTING_CHIPS,) * n, ((),) * n)
''' + DEAL),
    dict(id="004:1", right=True, mistake="(right) Builds the stacks and hands as lists instead of tuples; right by the course's rule: a list and a tuple with the same items are the same answer.", code='''
def create_new_table(n: int) -> Table:
    return Table(n, [STARTING_CHIPS] * (n + 1), [()] * (n + 1))
''' + DEAL),
    dict(id="004:1", right=False, mistake="Deals both cards to a seat before going on to the next seat.", code=NEW + '''
def initial_deal(deck: Deck, table: Table, n: int) -> Table:
    table = reset_table(deck, table, n)
    for seat in range(n + 1):
        table = deal_cards(deal_cards(table, [seat]), [seat])
    return table
'''),
    dict(id="004:1", right=False, mistake="Off by one: range(n) leaves the last seat without cards.", code=NEW + '''
def initial_deal(deck: Deck, table: Table, n: int) -> Table:
    table = reset_table(deck, table, n)
    table = deal_cards(table, range(n))
    return deal_cards(table, range(n))
'''),
    dict(id="004:1", right=False, mistake="Skips reset_table: only sets the deck, so the old hands are kept.", code=NEW + '''
def initial_deal(deck: Deck, table: Table, n: int) -> Table:
    table = replace(table, card_deck=deck)
    seats = list(range(n + 1))
    return deal_cards(deal_cards(table, seats), seats)
'''),
    dict(id="004:1", right=False, mistake="Starts the dealer's stack at 0 chips, thinking only players have chips.", code='''
def create_new_table(n: int) -> Table:
    stacks = tuple(0 if seat == DEALER else STARTING_CHIPS for seat in range(n + 1))
    return Table(n, stacks, ((),) * (n + 1))
''' + DEAL),
    # 004:2 score_hands
    dict(id="004:2", right=False, mistake="Leaves the dealer's stack alone (the book's code), where the extension makes her the bank.", code=score_with(
        "        stacks[DEALER] -= won\n", "")),
    dict(id="004:2", right=False, mistake="Everyone bets your bet: the others' OTHERS_BET is forgotten.", code=score_with(
        "    bets = (table.current_player_bet,) + (OTHERS_BET,) * (len(seats) - 1)",
        "    bets = (table.current_player_bet,) * len(seats)")),
    dict(id="004:2", right=False, mistake="Off by one: range(2, num_players) forgets the last player.", code=score_with(
        "range(2, table.num_players + 1)", "range(2, table.num_players)")),
    dict(id="004:2", right=False, mistake="Compares raw hand values without clip_score, so a bust hand scores high.", code='''
from blackjack.core.hands import hand_value


def score_hands(table: Table) -> Table:
    dealer = hand_value(table.dealt_cards[DEALER], table.rules)
    seats = [USER] + list(range(2, table.num_players + 1))
    stacks = list(table.chip_stacks)
    for seat in seats:
        bet = table.current_player_bet if seat == USER else OTHERS_BET
        won = outcome(hand_value(table.dealt_cards[seat], table.rules), dealer, bet)
        stacks[seat] += won
        stacks[DEALER] -= won
    return replace(table, chip_stacks=tuple(stacks))
'''),
    dict(id="004:2", right=False, mistake="The dealer gains what the players win (sign the wrong way round).", code=score_with(
        "        stacks[DEALER] -= won", "        stacks[DEALER] += won")),
    dict(id="004:2", right=False, mistake="Swaps the arguments of outcome: the dealer's points first.", code=score_with(
        "outcome(clip_score(table, seat), dealer, bet)", "outcome(dealer, clip_score(table, seat), bet)")),
    # 004:3 set_player_passes
    dict(id="004:3", right=False, mistake="Plays exactly three turns, as the book does.", code='''
def set_player_passes(table: Table) -> Table:
    table = replace(table, user_passes=True)
    for _ in range(3):
        table = deal_cards(table, range(DEALER, table.num_players + 1))
    return table
'''),
    dict(id="004:3", right=False, mistake="Forgets to mark that you passed.", code=passes_with(
        "    table = replace(table, user_passes=True)\n", "")),
    dict(id="004:3", right=False, mistake="Includes your seat 0 in the turns, so you draw too.", code=passes_with(
        "range(DEALER, table.num_players + 1)", "range(0, table.num_players + 1)")),
    dict(id="004:3", right=False, mistake="Off by one: range(DEALER, num_players) leaves the last player out.", code=passes_with(
        "range(DEALER, table.num_players + 1)", "range(DEALER, table.num_players)")),
    dict(id="004:3", right=False, mistake="Plays one turn only.", code='''
def set_player_passes(table: Table) -> Table:
    table = replace(table, user_passes=True)
    return deal_cards(table, range(DEALER, table.num_players + 1))
'''),
    # right
    dict(id="004:3", right=True, mistake="(right) Recursion until a turn changes nothing.", code='''
def set_player_passes(table: Table) -> Table:
    def turns(t: Table) -> Table:
        after = deal_cards(t, list(range(1, t.num_players + 1)))
        return after if after == t else turns(after)
    return turns(replace(table, user_passes=True))
'''),
    dict(id="004:1", right=True, mistake="(right) Comprehensions for the stacks, a loop over the two rounds of cards.", code='''
def create_new_table(n: int) -> Table:
    return Table(num_players=n, chip_stacks=tuple(STARTING_CHIPS for _ in range(n + 1)),
                 dealt_cards=tuple(() for _ in range(n + 1)))


def initial_deal(deck: Deck, table: Table, n: int) -> Table:
    table = reset_table(deck, table, n)
    for _ in range(2):
        table = deal_cards(table, list(range(n + 1)))
    return table
'''),
]
