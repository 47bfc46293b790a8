"""Fresh beginners' answers for exercises/09_multiplayer_table.ipynb (issue 31's measuring set)."""

_CREATE = r'''
def create_new_table(n: int) -> Table:
    return Table(n, (STARTING_CHIPS,) * (n + 1), ((),) * (n + 1))

'''

_DEAL = r'''

def initial_deal(deck: Deck, table: Table, n: int) -> Table:
    seats = range(n + 1)
    return deal_cards(deal_cards(reset_table(deck, table, n), seats), seats)
'''

ENTRIES = [
    # ---------------------------------------------------------------- 004:1 create_new_table, initial_deal
    dict(id="004:1", right=False, mistake="Follows the book's code: n chip stacks and n hands, one seat short.",
         code=r'''
def create_new_table(n: int) -> Table:
    return Table(n, tuple(STARTING_CHIPS for _ in range(n)), tuple(() for _ in range(n)))
''' + _DEAL),
    dict(id="004:1", right=False, mistake="Gives the table n + 1 as num_players, counting your own seat too.",
         code=r'''
def create_new_table(n: int) -> Table:
    return Table(num_players=n + 1, chip_stacks=(500,) * (n + 1), dealt_cards=((),) * (n + 1))
''' + _DEAL),
    dict(id="004:1", right=False, mistake="Makes dealt_cards an empty tuple, with no hand at all for each seat.",
         code=r'''
def create_new_table(n: int) -> Table:
    return Table(n, (STARTING_CHIPS,) * (n + 1), ())
''' + _DEAL),
    dict(id="004:1", right=False, mistake="Deals both cards to a seat before moving to the next, instead of one round of cards then a second.",
         code=_CREATE + r'''
def initial_deal(deck: Deck, table: Table, n: int) -> Table:
    table = reset_table(deck, table, n)
    seats = []
    for seat in range(n + 1):
        seats.append(seat)
        seats.append(seat)
    return deal_cards(table, seats)
'''),
    dict(id="004:1", right=False, mistake="Skips reset_table and only puts in the new deck, so the last hand's cards stay.",
         code=_CREATE + r'''
def initial_deal(deck: Deck, table: Table, n: int) -> Table:
    table = replace(table, card_deck=deck)
    table = deal_cards(table, range(n + 1))
    table = deal_cards(table, range(n + 1))
    return table
'''),
    dict(id="004:1", right=False, mistake="Deals to seats 0 to n - 1 (range(n)), so the last seat gets no cards.",
         code=_CREATE + r'''
def initial_deal(deck: Deck, table: Table, n: int) -> Table:
    table = reset_table(deck, table, n)
    for _ in range(2):
        table = deal_cards(table, range(n))
    return table
'''),
    dict(id="004:1", right=True, mistake="Right: create_new_table with keyword arguments and lists turned into tuples; the deal as a loop over two rounds.",
         code=r'''
def create_new_table(n: int) -> Table:
    chips = [STARTING_CHIPS] * (n + 1)
    hands = [()] * (n + 1)
    return Table(num_players=n, chip_stacks=tuple(chips), dealt_cards=tuple(hands))


def initial_deal(deck: Deck, table: Table, n: int) -> Table:
    table = reset_table(deck, table, n)
    for _ in range(2):
        for seat in range(0, n + 1):
            table = deal_cards(table, [seat])
    return table
'''),
    # ---------------------------------------------------------------- 004:2 score_hands
    dict(id="004:2", right=False, mistake="Follows the book's code: the dealer's stack never changes (the dealer is not the bank).",
         code=r'''
def score_hands(table: Table) -> Table:
    dealer = clip_score(table, DEALER)
    stacks = list(table.chip_stacks)
    stacks[USER] += outcome(clip_score(table, USER), dealer, table.current_player_bet)
    for seat in range(2, table.num_players + 1):
        stacks[seat] += outcome(clip_score(table, seat), dealer, OTHERS_BET)
    return replace(table, chip_stacks=tuple(stacks))
'''),
    dict(id="004:2", right=False, mistake="Uses your bet (current_player_bet) for the other players too, instead of OTHERS_BET.",
         code=r'''
def score_hands(table: Table) -> Table:
    dealer = clip_score(table, DEALER)
    stacks = list(table.chip_stacks)
    for seat in [USER] + list(range(2, table.num_players + 1)):
        won = outcome(clip_score(table, seat), dealer, table.current_player_bet)
        stacks[seat] += won
        stacks[DEALER] -= won
    return replace(table, chip_stacks=tuple(stacks))
'''),
    dict(id="004:2", right=False, mistake="Scores with the plain hand value instead of clip_score, so a bust hand can beat the dealer.",
         code=r'''
from blackjack.core.hands import hand_value


def score_hands(table: Table) -> Table:
    hands = table.dealt_cards
    dealer = hand_value(hands[DEALER], table.rules)
    stacks = list(table.chip_stacks)
    for seat in [USER] + list(range(2, table.num_players + 1)):
        bet = table.current_player_bet if seat == USER else OTHERS_BET
        won = outcome(hand_value(hands[seat], table.rules), dealer, bet)
        stacks[seat] += won
        stacks[DEALER] -= won
    return replace(table, chip_stacks=tuple(stacks))
'''),
    dict(id="004:2", right=False, mistake="Adds the players' winnings to the dealer's stack too, instead of taking them off.",
         code=r'''
def score_hands(table: Table) -> Table:
    dealer = clip_score(table, DEALER)
    stacks = list(table.chip_stacks)
    for seat in [USER] + list(range(2, table.num_players + 1)):
        bet = table.current_player_bet if seat == USER else OTHERS_BET
        won = outcome(clip_score(table, seat), dealer, bet)
        stacks[seat] += won
        stacks[DEALER] += won
    return replace(table, chip_stacks=tuple(stacks))
'''),
    dict(id="004:2", right=False, mistake="Loops over seats 2 to num_players - 1 (range(2, num_players)), so the last player is never scored.",
         code=r'''
def score_hands(table: Table) -> Table:
    dealer = clip_score(table, DEALER)
    stacks = list(table.chip_stacks)
    won = outcome(clip_score(table, USER), dealer, table.current_player_bet)
    stacks[USER] += won
    stacks[DEALER] -= won
    for seat in range(2, table.num_players):
        won = outcome(clip_score(table, seat), dealer, OTHERS_BET)
        stacks[seat] += won
        stacks[DEALER] -= won
    return replace(table, chip_stacks=tuple(stacks))
'''),
    dict(id="004:2", right=False, mistake="Passes the dealer's score first to outcome, so the players win what they should lose.",
         code=r'''
def score_hands(table: Table) -> Table:
    dealer = clip_score(table, DEALER)
    stacks = list(table.chip_stacks)
    for seat in [USER] + list(range(2, table.num_players + 1)):
        bet = table.current_player_bet if seat == USER else OTHERS_BET
        won = outcome(dealer, clip_score(table, seat), bet)
        stacks[seat] += won
        stacks[DEALER] -= won
    return replace(table, chip_stacks=tuple(stacks))
'''),
    dict(id="004:2", right=True, mistake="Right: the winnings of every seat in a comprehension (0 for the dealer's own seat), the dealer paying their sum.",
         code=r'''
def score_hands(table: Table) -> Table:
    dealer_score = clip_score(table, DEALER)

    def won(seat):
        if seat == DEALER:
            return 0
        bet = table.current_player_bet if seat == USER else OTHERS_BET
        return outcome(clip_score(table, seat), dealer_score, bet)

    winnings = [won(seat) for seat in range(table.num_players + 1)]
    stacks = tuple(
        chips - sum(winnings) if seat == DEALER else chips + winnings[seat]
        for seat, chips in enumerate(table.chip_stacks)
    )
    return replace(table, chip_stacks=stacks)
'''),
    # ---------------------------------------------------------------- 004:3 set_player_passes
    dict(id="004:3", right=False, mistake="Follows the book: exactly three turns, which can leave a seat under 17.",
         code=r'''
def set_player_passes(table: Table) -> Table:
    table = replace(table, user_passes=True)
    seats = range(DEALER, table.num_players + 1)
    for _ in range(3):
        table = deal_cards(table, seats)
    return table
'''),
    dict(id="004:3", right=False, mistake="Forgets step 1: never marks user_passes=True.",
         code=r'''
def set_player_passes(table: Table) -> Table:
    while True:
        after = deal_cards(table, range(DEALER, table.num_players + 1))
        if after == table:
            return table
        table = after
'''),
    dict(id="004:3", right=False, mistake="Starts the turns at seat 0, so you get cards too after passing.",
         code=r'''
def set_player_passes(table: Table) -> Table:
    table = replace(table, user_passes=True)
    while True:
        after = deal_cards(table, range(0, table.num_players + 1))
        if after == table:
            return after
        table = after
'''),
    dict(id="004:3", right=False, mistake="Plays each seat out to 17 before the next one starts, instead of one card a turn round the table.",
         code=r'''
def set_player_passes(table: Table) -> Table:
    table = replace(table, user_passes=True)
    for seat in range(DEALER, table.num_players + 1):
        while True:
            after = deal_cards(table, [seat])
            if after == table:
                break
            table = after
    return table
'''),
    dict(id="004:3", right=False, mistake="Stops as soon as the dealer's hand stops changing, though other players may still be under 17.",
         code=r'''
def set_player_passes(table: Table) -> Table:
    table = replace(table, user_passes=True)
    while True:
        after = deal_cards(table, range(DEALER, table.num_players + 1))
        if after.dealt_cards[DEALER] == table.dealt_cards[DEALER]:
            return after
        table = after
'''),
    dict(id="004:3", right=False, mistake="Turns go over range(DEALER, num_players), so the last player never draws.",
         code=r'''
def set_player_passes(table: Table) -> Table:
    table = replace(table, user_passes=True)
    while True:
        after = deal_cards(table, range(DEALER, table.num_players))
        if after == table:
            return after
        table = after
'''),
    dict(id="004:3", right=True, mistake="Right: recursion, one turn a call, until a turn changes nothing.",
         code=r'''
def others_play(table: Table) -> Table:
    after = deal_cards(table, range(1, table.num_players + 1))
    if after == table:
        return table
    return others_play(after)


def set_player_passes(table: Table) -> Table:
    return others_play(replace(table, user_passes=True))
'''),
]
