"""Answers to notebook 09: seed 004's table, one immutable ``Table`` after another."""

from blackjack.course.audit.catalog import right, wrong

DEAL = """
def initial_deal(deck, table, n):
    seats = range(n + 1)
    return deal_cards(deal_cards(reset_table(deck, table, n), seats), seats)
"""

CREATE = """
def create_new_table(n):
    return Table(n, (STARTING_CHIPS,) * (n + 1), ((),) * (n + 1))
"""


def scoring(players: str, dealer: str = "stacks[DEALER] -= won") -> str:
    """A score_hands whose player seats and dealer's line are PLAYERS and DEALER."""
    return f"""
def score_hands(table):
    dealer = clip_score(table, DEALER)
    stacks = list(table.chip_stacks)
    for seat in {players}:
        bet = table.current_player_bet if seat == USER else OTHERS_BET
        won = outcome(clip_score(table, seat), dealer, bet)
        stacks[seat] += won
        {dealer}
    return replace(table, chip_stacks=tuple(stacks))
"""


def passing(turn: str, stop: str = "after == table") -> str:
    """A set_player_passes that deals TURN each turn and stops when STOP."""
    return f"""
def set_player_passes(table):
    table = replace(table, user_passes=True)
    while True:
        after = {turn}
        if {stop}:
            return after
        table = after
"""


ANSWERS = [
    # --- 004:1 a new table and the first deal
    right("004:1", "the book's createNewTable and initialDeal, word for word (its comment: a stack for everyone)", """
def create_new_table(n):
    return Table(n, tuple(500 for _ in range(0, n + 1)), tuple(() for _ in range(0, n + 1)), 20, False, ())

def initial_deal(deck, table, n):
    return deal_cards(deal_cards(reset_table(deck, table, n), list(range(0, n + 1))), list(range(0, n + 1)))
""", seed_only=True),
    right("004:1", "keywords, and one card at a time with deal_card_to_user", """
def create_new_table(n):
    seats = n + 1
    return Table(num_players=n, chip_stacks=(STARTING_CHIPS,) * seats, dealt_cards=((),) * seats)

def initial_deal(deck, table, n):
    table = reset_table(deck, table, n)
    for _ in range(2):
        for seat in range(n + 1):
            table = deal_card_to_user(table, seat)
    return table
"""),
    wrong("004:1", "the book's code taken literally: n chip stacks, one too few", """
def create_new_table(n):
    return Table(n, (STARTING_CHIPS,) * n, ((),) * (n + 1))
""" + DEAL),
    wrong("004:1", "n hands, one too few", """
def create_new_table(n):
    return Table(n, (STARTING_CHIPS,) * (n + 1), ((),) * n)
""" + DEAL),
    right("004:1", "the hands as lists: the welcome notebook's rule: a list and a tuple of the same items in the same order are the same answer", """
def create_new_table(n):
    return Table(n, (STARTING_CHIPS,) * (n + 1), tuple([] for _ in range(n + 1)))
""" + DEAL),
    wrong("004:1", "the bet starts at 10", """
def create_new_table(n):
    return Table(n, (STARTING_CHIPS,) * (n + 1), ((),) * (n + 1), current_player_bet=10)
""" + DEAL),
    wrong("004:1", "both cards to one seat before the next seat", CREATE + """
def initial_deal(deck, table, n):
    table = reset_table(deck, table, n)
    for seat in range(n + 1):
        table = deal_cards(table, [seat, seat])
    return table
"""),
    wrong("004:1", "the last seat forgotten: range(n)", CREATE + """
def initial_deal(deck, table, n):
    seats = range(n)
    return deal_cards(deal_cards(reset_table(deck, table, n), seats), seats)
"""),
    wrong("004:1", "no reset: the old hands and the pass stay, only the deck is new", CREATE + """
def initial_deal(deck, table, n):
    seats = range(n + 1)
    return deal_cards(deal_cards(replace(table, card_deck=deck), seats), seats)
"""),
    wrong("004:1", "one round of cards only", CREATE + """
def initial_deal(deck, table, n):
    return deal_cards(reset_table(deck, table, n), range(n + 1))
"""),
    # --- 004:2 scoring the hands
    right("004:2", "the book's scoreHands in its own words: the dealer's chips left alone", """
def score_hands(table):
    stacks = table.chip_stacks
    player = clip_score(table, 0)
    dealer = clip_score(table, 1)
    others = [clip_score(table, i) for i in range(2, table.num_players + 1)]
    bet = table.current_player_bet
    new_player = stacks[0] + bet if player > dealer else stacks[0] - bet if player < dealer else stacks[0]
    new_others = [y + 20 if x > dealer else y - 20 if x < dealer else y for x, y in zip(others, stacks[2:])]
    return replace(table, chip_stacks=(new_player, stacks[1], *new_others))
""", seed_only=True),
    right("004:2", "the dealer's stack from the total won, comprehensions", """
def score_hands(table):
    dealer = clip_score(table, DEALER)
    def won(seat):
        if seat == DEALER:
            return 0
        bet = table.current_player_bet if seat == USER else OTHERS_BET
        return outcome(clip_score(table, seat), dealer, bet)
    wins = [won(seat) for seat in range(table.num_players + 1)]
    stacks = [chips + w for chips, w in zip(table.chip_stacks, wins)]
    stacks[DEALER] -= sum(wins)
    return replace(table, chip_stacks=tuple(stacks))
"""),
    wrong("004:2", "busts not clipped: a bust hand beats a lower one",
          scoring("[USER, *range(2, table.num_players + 1)]").replace(
              "clip_score(table, seat)", "score_of(table, seat)")
          + """
def score_of(table, seat):
    return sum(11 if c.rank.points == 1 else c.rank.points for c in table.dealt_cards[seat])
"""),
    wrong("004:2", "the other players bet your bet too",
          scoring("[USER, *range(2, table.num_players + 1)]").replace("if seat == USER else OTHERS_BET", "")),
    wrong("004:2", "the last player forgotten: range(2, num_players)", scoring("[USER, *range(2, table.num_players)]")),
    wrong("004:2", "you forgotten: only the other players are scored", scoring("range(2, table.num_players + 1)")),
    wrong("004:2", "outcome's arguments the other way round",
          scoring("[USER, *range(2, table.num_players + 1)]").replace(
              "outcome(clip_score(table, seat), dealer, bet)", "outcome(dealer, clip_score(table, seat), bet)")),
    wrong("004:2", "a tie loses (its own comparison, > for a win, else a loss)",
          scoring("[USER, *range(2, table.num_players + 1)]").replace(
              "outcome(clip_score(table, seat), dealer, bet)", "bet if clip_score(table, seat) > dealer else -bet")),
    wrong("004:2", "the dealer gains what the players win", scoring("[USER, *range(2, table.num_players + 1)]",
                                                                   "stacks[DEALER] += won")),
    wrong("004:2", "the dealer's score not clipped: a bust dealer beats everyone",
          scoring("[USER, *range(2, table.num_players + 1)]").replace(
              "dealer = clip_score(table, DEALER)", "dealer = sum(c.rank.points for c in table.dealt_cards[DEALER])")),
    wrong("004:2", "returns the chip stacks, not a table",
          scoring("[USER, *range(2, table.num_players + 1)]").replace(
              "return replace(table, chip_stacks=tuple(stacks))", "return tuple(stacks)")),
    # --- 004:3 the others play out
    right("004:3", "the book's setPlayerPasses: you pass, then three turns", """
def set_player_passes(table):
    t1 = replace(table, user_passes=True)
    seats = range(1, table.num_players + 1)
    t2 = deal_cards(t1, seats)
    t3 = deal_cards(t2, seats)
    t4 = deal_cards(t3, seats)
    return t4
""", seed_only=True),
    right("004:3", "recursion while anyone else is under 17", """
def set_player_passes(table):
    table = replace(table, user_passes=True)
    seats = range(DEALER, table.num_players + 1)
    if all(clip_score(table, seat) == 0 or clip_score(table, seat) >= 17 for seat in seats):
        return table
    return set_player_passes(deal_cards(table, seats))
"""),
    wrong("004:3", "the pass never marked", passing("deal_cards(table, range(DEALER, table.num_players + 1))")
          .replace("table = replace(table, user_passes=True)", "pass")),
    wrong("004:3", "one turn only", passing("deal_cards(table, range(DEALER, table.num_players + 1))", "True")),
    wrong("004:3", "two turns: the book's three, one short", """
def set_player_passes(table):
    table = replace(table, user_passes=True)
    seats = range(1, table.num_players + 1)
    return deal_cards(deal_cards(table, seats), seats)
"""),
    wrong("004:3", "the last player forgotten: range(1, num_players)",
          passing("deal_cards(table, range(DEALER, table.num_players))")),
    wrong("004:3", "you are dealt to as well (seats from 0)", """
def set_player_passes(table):
    table = replace(table, user_passes=True)
    for _ in range(3):
        table = deal_cards(table, range(0, table.num_players + 1))
    return table
"""),
    wrong("004:3", "seat by seat: each draws to 17 before the next starts", """
def set_player_passes(table):
    table = replace(table, user_passes=True)
    for seat in range(DEALER, table.num_players + 1):
        for _ in range(10):
            table = deal_cards(table, [seat])
    return table
"""),
    wrong("004:3", "only the dealer's hand decides when to stop",
          passing("deal_cards(table, range(DEALER, table.num_players + 1))",
                  "after.dealt_cards[DEALER] == table.dealt_cards[DEALER]")),
]
