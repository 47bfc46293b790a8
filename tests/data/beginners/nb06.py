"""Beginners' answers for 06_playing_a_round (see measure.py)."""

BUST = '''
def bust_check(who: str, win: str, hand: Hand, rules: Rules = SEED_001, say: Say = print) -> bool:
    if hand_value(hand, rules) > 21:
        say(f"{who} busted! {pretty_print(hand, rules)} {win}")
        return True
    return False

'''
COMPARE = '''

def compare_two_hands(player: Hand, dealer: Hand, rules: Rules = SEED_001) -> Result:
    p, d = is_natural(player, rules), is_natural(dealer, rules)
    if rules.naturals and p != d:
        return Result.WIN if p else Result.LOSE
    mine, theirs = hand_value(player, rules), hand_value(dealer, rules)
    if mine == theirs:
        return rules.tie
    return Result.WIN if mine > theirs else Result.LOSE

'''
LOOP = '''

def hand_game_loop(deck, ask, ready, rng, rules=SEED_001, say=print, rounds=None):
    played = 0
    while rounds is None or played < rounds:
        ready("Ready?")
        dealer, deck = deal(deck, rng, say)
        say(f"The dealer's first card is: {dealer[0]}.")
        player, deck = deal(deck, rng, say)
        player, deck = player_hand_turn(player, deck, ask, rng, say, rules)
        played += 1
        if bust_check("You", "The house wins.", player, rules, say):
            continue
        dealer, deck = dealer_hand_turn(dealer, deck, rng, rules, say)
        if bust_check("The dealer", "You win!", dealer, rules, say):
            continue
        say(f"The dealer reveals the hand: {pretty_print(dealer, rules)}")
        say(compare_two_hands(player, dealer, rules).message)
    return deck
'''


def loop_with(body: str) -> str:
    """BUST + COMPARE + a hand_game_loop whose one round is BODY (indented 8, uses deck/player/dealer)."""
    return BUST + COMPARE + '''
def hand_game_loop(deck, ask, ready, rng, rules=SEED_001, say=print, rounds=None):
    played = 0
    while rounds is None or played < rounds:
        played += 1
''' + body + '''
    return deck
'''


ROUND = '''        ready("Ready?")
        dealer, deck = deal(deck, rng, say)
        say(f"The dealer's first card is: {dealer[0]}.")
        player, deck = deal(deck, rng, say)
        player, deck = player_hand_turn(player, deck, ask, rng, say, rules)
        if bust_check("You", "The house wins.", player, rules, say):
            continue
        dealer, deck = dealer_hand_turn(dealer, deck, rng, rules, say)
        if bust_check("The dealer", "You win!", dealer, rules, say):
            continue
        say(f"The dealer reveals the hand: {pretty_print(dealer, rules)}")
        say(compare_two_hands(player, dealer, rules).message)
'''

PLAY_ROUND = '''
def play_round(game: Game) -> tuple[Result, Game]:
    if game.rules.naturals:
        early = blackjack_check(game)
        if early is not None:
            announce_naturals(game)
            return early, game
    status, game = player_turn(game)
    if game.surrendered:
        game.say("You surrender.")
        return Result.LOSE, game
    if game.doubled:
        game.say(f"You double down: {pretty_print(game.player, game.rules)}")
    if status is Status.BUST:
        game.say(f"You are bust! {pretty_print(game.player, game.rules)}")
        if game.rules.bust_ends_round:
            return Result.LOSE, game
    dealer_status, game = dealer_turn(game)
    if dealer_status is Status.BUST:
        game.say(f"The dealer is bust. {pretty_print(game.dealer, game.rules)}")
    else:
        game.say(f"The dealer reveals the hand: {pretty_print(game.dealer, game.rules)}")
    return compare_hands(game), game
'''


def play_round_with(old: str, new: str) -> str:
    assert old in PLAY_ROUND, old
    return PLAY_ROUND.replace(old, new)


COMPARE_HANDS = '''
def compare_hands(game: Game) -> Result:
    rules = game.rules
    pb, db = is_bust(game.player, rules), is_bust(game.dealer, rules)
    if pb and db:
        return rules.both_bust
    if pb:
        return Result.LOSE
    if db:
        return Result.WIN
    pn, dn = is_natural(game.player, rules), is_natural(game.dealer, rules)
    if rules.naturals and pn != dn:
        return Result.WIN if pn else Result.LOSE
    p, d = hand_value(game.player, rules), hand_value(game.dealer, rules)
    if p == d:
        return rules.tie
    return Result.WIN if p > d else Result.LOSE
'''


def compare_with(old: str, new: str) -> str:
    assert old in COMPARE_HANDS, old
    return COMPARE_HANDS.replace(old, new)


MAIN = '''
def main(read=input, say=print, rng=None, rules=SEED_001, rounds=None):
    say("Welcome to blackjack!")
    if rng is None:
        rng = random.Random()
    ask = make_prompt_move(make_simple_prompt(read, say), say=say)
    try:
        hand_game_loop(fresh_deck(rng), ask, ready_prompt(read, say), rng, rules, say, rounds)
    except Quit:
        say("Goodbye!")
'''


def main_with(old: str, new: str) -> str:
    assert old in MAIN, old
    return MAIN.replace(old, new)


ENTRIES = [
    # 5.1 deal_hands
    dict(id="5.1", right=False, mistake="The old pile goes first in the new discard pile, then the player's and dealer's cards.", code='''
def deal_hands(game: Game) -> Game:
    game = replace(game, player=(), dealer=(), discard=game.discard + game.player + game.dealer,
                   doubled=False, surrendered=False)
    return hit_player(hit_player(hit_dealer(hit_dealer(game))))
'''),
    dict(id="5.1", right=False, mistake="Forgets to reset `doubled` and `surrendered` for the new round.", code='''
def deal_hands(game: Game) -> Game:
    game = replace(game, player=(), dealer=(), discard=game.player + game.dealer + game.discard)
    for hit in (hit_dealer, hit_dealer, hit_player, hit_player):
        game = hit(game)
    return game
'''),
    dict(id="5.1", right=False, mistake="Deals the player first, then the dealer.", code='''
def deal_hands(game: Game) -> Game:
    game = replace(game, player=(), dealer=(), discard=game.player + game.dealer + game.discard,
                   doubled=False, surrendered=False)
    for hit in (hit_player, hit_player, hit_dealer, hit_dealer):
        game = hit(game)
    return game
'''),
    dict(id="5.1", right=False, mistake="Deals in turns (dealer, player, dealer, player) as at a real table, not as asked.", code='''
def deal_hands(game: Game) -> Game:
    game = replace(game, player=(), dealer=(), discard=game.player + game.dealer + game.discard,
                   doubled=False, surrendered=False)
    for hit in (hit_dealer, hit_player, hit_dealer, hit_player):
        game = hit(game)
    return game
'''),
    dict(id="5.1", right=False, mistake="Empties the hands without putting last round's cards on the discard pile: cards vanish.", code='''
def deal_hands(game: Game) -> Game:
    game = replace(game, player=(), dealer=(), doubled=False, surrendered=False)
    for hit in (hit_dealer, hit_dealer, hit_player, hit_player):
        game = hit(game)
    return game
'''),
    dict(id="5.1", right=False, mistake="Slices the hands off the stock itself: no reshuffle when the stock is short.", code='''
def deal_hands(game: Game) -> Game:
    deck = game.deck
    return replace(game, dealer=(deck[1], deck[0]), player=(deck[3], deck[2]), deck=deck[4:],
                   discard=game.player + game.dealer + game.discard, doubled=False, surrendered=False)
'''),
    # 5.2 compare_hands
    dict(id="5.2", right=False, mistake="Both bust always gives LOSE, ignoring rules.both_bust.", code=compare_with(
        "        return rules.both_bust", "        return Result.LOSE")),
    dict(id="5.2", right=False, mistake="Equal totals always give TIE, ignoring rules.tie.", code=compare_with(
        "    if p == d:\n        return rules.tie", "    if p == d:\n        return Result.TIE")),
    dict(id="5.2", right=False, mistake="Never looks at naturals.", code=compare_with(
        "    if rules.naturals and pn != dn:\n        return Result.WIN if pn else Result.LOSE\n", "")),
    dict(id="5.2", right=False, mistake="Forgets busts: compares totals only, so 25 beats 20.", code='''
def compare_hands(game: Game) -> Result:
    p, d = hand_value(game.player, game.rules), hand_value(game.dealer, game.rules)
    if p > d:
        return Result.WIN
    if p < d:
        return Result.LOSE
    return game.rules.tie
'''),
    dict(id="5.2", right=False, mistake="Counts totals with hand_value(hand) without the table's rules.", code=compare_with(
        "    p, d = hand_value(game.player, rules), hand_value(game.dealer, rules)",
        "    p, d = hand_value(game.player), hand_value(game.dealer)")),
    dict(id="5.2", right=False, mistake="A natural wins even when the rules have no naturals bonus.", code=compare_with(
        "    if rules.naturals and pn != dn:", "    if pn != dn:")),
    dict(id="5.2", right=False, mistake="Checks the dealer's bust first, so when both are bust the player wins.", code='''
def compare_hands(game: Game) -> Result:
    rules = game.rules
    if is_bust(game.dealer, rules):
        return Result.WIN
    if is_bust(game.player, rules):
        return Result.LOSE
    pn, dn = is_natural(game.player, rules), is_natural(game.dealer, rules)
    if rules.naturals and pn != dn:
        return Result.WIN if pn else Result.LOSE
    p, d = hand_value(game.player, rules), hand_value(game.dealer, rules)
    if p == d:
        return rules.tie
    return Result.WIN if p > d else Result.LOSE
'''),
    # 5.5 is_blackjack, blackjack_check
    dict(id="5.5", right=False, mistake="is_blackjack forgets the two-card condition: any 21 is a natural.", code='''
def is_blackjack(cards: Hand, rules: Rules = DEFAULT_RULES) -> bool:
    return hand_value(cards, rules) == 21


def blackjack_check(game: Game) -> Result | None:
    p, d = is_blackjack(game.player, game.rules), is_blackjack(game.dealer, game.rules)
    if p and d:
        return Result.TIE
    if p:
        return Result.WIN
    if d:
        return Result.LOSE
    return None
'''),
    dict(id="5.5", right=True, mistake="(equivalent) is_blackjack ignores `rules`: no preset counts a two-card hand to 21 differently (A+ten is 21 under each), so it behaves the same.", code='''
def is_blackjack(cards: Hand, rules: Rules = DEFAULT_RULES) -> bool:
    return len(cards) == 2 and hand_value(cards) == 21


def blackjack_check(game: Game) -> Result | None:
    p, d = is_blackjack(game.player, game.rules), is_blackjack(game.dealer, game.rules)
    if p and d:
        return Result.TIE
    if p:
        return Result.WIN
    if d:
        return Result.LOSE
    return None
'''),
    dict(id="5.5", right=False, mistake="Looks at the player first, so two naturals give WIN instead of TIE.", code='''
def is_blackjack(cards: Hand, rules: Rules = DEFAULT_RULES) -> bool:
    return len(cards) == 2 and hand_value(cards, rules) == 21


def blackjack_check(game: Game) -> Result | None:
    if is_blackjack(game.player, game.rules):
        return Result.WIN
    if is_blackjack(game.dealer, game.rules):
        return Result.LOSE
    return None
'''),
    dict(id="5.5", right=False, mistake="Gives TIE when neither has a natural instead of None.", code='''
def is_blackjack(cards: Hand, rules: Rules = DEFAULT_RULES) -> bool:
    return len(cards) == 2 and hand_value(cards, rules) == 21


def blackjack_check(game: Game) -> Result | None:
    p, d = is_blackjack(game.player, game.rules), is_blackjack(game.dealer, game.rules)
    if p and not d:
        return Result.WIN
    if d and not p:
        return Result.LOSE
    return Result.TIE
'''),
    dict(id="5.5", right=False, mistake="Returns False when neither has a natural, where None is meant.", code='''
def is_blackjack(cards: Hand, rules: Rules = DEFAULT_RULES) -> bool:
    return len(cards) == 2 and hand_value(cards, rules) == 21


def blackjack_check(game: Game) -> Result | None:
    p, d = is_blackjack(game.player, game.rules), is_blackjack(game.dealer, game.rules)
    if p and d:
        return Result.TIE
    if p or d:
        return Result.WIN if p else Result.LOSE
    return False
'''),
    # 5.3 play_round
    dict(id="5.3", right=False, mistake="Never shows the dealer's final hand.", code=play_round_with(
        '''    if dealer_status is Status.BUST:
        game.say(f"The dealer is bust. {pretty_print(game.dealer, game.rules)}")
    else:
        game.say(f"The dealer reveals the hand: {pretty_print(game.dealer, game.rules)}")
''', "")),
    dict(id="5.3", right=False, mistake="Prints the messages instead of saying them with game.say.", code=PLAY_ROUND.replace("game.say(", "print(")),
    dict(id="5.3", right=False, mistake="Compares the hands of the game from before the dealer's turn.", code=play_round_with(
        "    dealer_status, game = dealer_turn(game)", "    dealer_status, final = dealer_turn(game)").replace(
        "pretty_print(game.dealer, game.rules)", "pretty_print(final.dealer, final.rules)").replace(
        "    return compare_hands(game), game\n", "    return compare_hands(game), final\n")),
    dict(id="5.3", right=False, mistake="Returns the game first and the result second.", code=play_round_with(
        "    return compare_hands(game), game\n", "    return game, compare_hands(game)\n")),
    dict(id="5.3", right=False, mistake="Forgets the naturals step under rules with the bonus.", code=play_round_with(
        '''    if game.rules.naturals:
        early = blackjack_check(game)
        if early is not None:
            announce_naturals(game)
            return early, game
''', "")),
    dict(id="5.3", right=False, mistake="A surrender is not handled: the round goes on to the dealer.", code=play_round_with(
        '''    if game.surrendered:
        game.say("You surrender.")
        return Result.LOSE, game
''', "")),
    # 5.4 play_round, dealer advantage
    dict(id="5.4", right=False, mistake="Says 'You busted!' instead of the transcript's 'You are bust!'.", code=play_round_with(
        'game.say(f"You are bust! {', 'game.say(f"You busted! {')),
    dict(id="5.4", right=False, mistake="The dealer always plays, even after the player's bust under classic rules.", code=play_round_with(
        '''        if game.rules.bust_ends_round:
            return Result.LOSE, game
''', "")),
    dict(id="5.4", right=False, mistake="Always says 'The dealer reveals the hand', even when the dealer is bust.", code=play_round_with(
        '''    if dealer_status is Status.BUST:
        game.say(f"The dealer is bust. {pretty_print(game.dealer, game.rules)}")
    else:
        game.say''', "    game.say")),
    dict(id="5.4", right=False, mistake="The bust message shows the raw tuple of cards, not pretty_print's hand and value.", code=play_round_with(
        'game.say(f"You are bust! {pretty_print(game.player, game.rules)}")', 'game.say(f"You are bust! {game.player}")')),
    dict(id="5.4", right=False, mistake="Returns LOSE at a bust but forgets to say it.", code=play_round_with(
        '''        game.say(f"You are bust! {pretty_print(game.player, game.rules)}")
''', "")),
    # 001:4.1 bust_check, compare_two_hands, hand_game_loop
    dict(id="001:4.1", right=False, mistake="bust_check counts 21 as bust (`>= 21`).", code=BUST.replace("> 21", ">= 21") + COMPARE + LOOP),
    dict(id="001:4.1", right=False, mistake="bust_check puts the winner's words before the hand.", code=BUST.replace(
        "{who} busted! {pretty_print(hand, rules)} {win}", "{who} busted! {win} {pretty_print(hand, rules)}") + COMPARE + LOOP),
    dict(id="001:4.1", right=False, mistake="bust_check prints instead of saying with `say`.", code=BUST.replace("        say(f", "        print(f") + COMPARE + LOOP),
    dict(id="001:4.2", right=False, mistake="compare_two_hands gives TIE for equal totals, ignoring rules.tie.", code=COMPARE.replace(
        "        return rules.tie", "        return Result.TIE")),
    dict(id="001:4.1", right=False, mistake="hand_game_loop deals the player's cards before the dealer's.", code=loop_with(
        ROUND.replace('''        dealer, deck = deal(deck, rng, say)
        say(f"The dealer's first card is: {dealer[0]}.")
        player, deck = deal(deck, rng, say)
''', '''        player, deck = deal(deck, rng, say)
        dealer, deck = deal(deck, rng, say)
        say(f"The dealer's first card is: {dealer[0]}.")
'''))),
    dict(id="001:4.1", right=False, mistake="hand_game_loop forgets to return the deck that is left.", code=loop_with(ROUND).replace(
        "\n    return deck\n", "\n")),
    dict(id="001:4.1", right=False, mistake="Passes `say` and `rules` to dealer_hand_turn in the wrong order.", code=loop_with(
        ROUND.replace("dealer_hand_turn(dealer, deck, rng, rules, say)", "dealer_hand_turn(dealer, deck, rng, say, rules)"))),
    dict(id="001:4.1", right=False, mistake="rounds=None plays no round at all (range(rounds or 0)) instead of playing until Quit.", code=BUST + COMPARE + '''
def hand_game_loop(deck, ask, ready, rng, rules=SEED_001, say=print, rounds=None):
    for _ in range(rounds or 0):
''' + ROUND.replace("            continue", "            continue").replace("\n        ", "\n        ") + '''    return deck
'''),
    dict(id="001:4.1", right=False, mistake="Every round starts from the deck the loop was given, not the deck the last round left.", code=BUST + COMPARE + '''
def hand_game_loop(deck, ask, ready, rng, rules=SEED_001, say=print, rounds=None):
    played = 0
    left = deck
    while rounds is None or played < rounds:
        played += 1
        left = one_round(deck, ask, ready, rng, rules, say)
    return left


def one_round(deck, ask, ready, rng, rules, say):
    ready("Ready?")
    dealer, deck = deal(deck, rng, say)
    say(f"The dealer's first card is: {dealer[0]}.")
    player, deck = deal(deck, rng, say)
    player, deck = player_hand_turn(player, deck, ask, rng, say, rules)
    if bust_check("You", "The house wins.", player, rules, say):
        return deck
    dealer, deck = dealer_hand_turn(dealer, deck, rng, rules, say)
    if bust_check("The dealer", "You win!", dealer, rules, say):
        return deck
    say(f"The dealer reveals the hand: {pretty_print(dealer, rules)}")
    say(compare_two_hands(player, dealer, rules).message)
    return deck
'''),
    dict(id="001:4.1", right=False, mistake="After the player's bust the round goes on: the dealer plays anyway.", code=loop_with(
        ROUND.replace('''        if bust_check("You", "The house wins.", player, rules, say):
            continue
''', '''        bust_check("You", "The house wins.", player, rules, say)
'''))),
    # 001:4.2 compare_two_hands
    dict(id="001:4.2", right=False, mistake="Never looks at naturals: a natural ties a three-card 21.", code='''
def compare_two_hands(player: Hand, dealer: Hand, rules: Rules = SEED_001) -> Result:
    mine, theirs = hand_value(player, rules), hand_value(dealer, rules)
    if mine == theirs:
        return rules.tie
    return Result.WIN if mine > theirs else Result.LOSE
'''),
    dict(id="001:4.2", right=False, mistake="Naturals count even when rules.naturals is off.", code=COMPARE.replace("if rules.naturals and p != d:", "if p != d:")),
    dict(id="001:4.2", right=False, mistake="Only the player's natural is looked at; a dealer's natural still ties a 21.", code='''
def compare_two_hands(player: Hand, dealer: Hand, rules: Rules = SEED_001) -> Result:
    if rules.naturals and is_natural(player, rules) and not is_natural(dealer, rules):
        return Result.WIN
    mine, theirs = hand_value(player, rules), hand_value(dealer, rules)
    if mine == theirs:
        return rules.tie
    return Result.WIN if mine > theirs else Result.LOSE
'''),
    dict(id="001:4.2", right=False, mistake="Two naturals give the player a WIN.", code='''
def compare_two_hands(player: Hand, dealer: Hand, rules: Rules = SEED_001) -> Result:
    if rules.naturals and is_natural(player, rules):
        return Result.WIN
    if rules.naturals and is_natural(dealer, rules):
        return Result.LOSE
    mine, theirs = hand_value(player, rules), hand_value(dealer, rules)
    if mine == theirs:
        return rules.tie
    return Result.WIN if mine > theirs else Result.LOSE
'''),
    # 001:4.3 main
    dict(id="001:4.3", right=False, mistake="No welcome at all.", code=main_with('    say("Welcome to blackjack!")\n', "")),
    dict(id="001:4.3", right=False, mistake="Lets Quit escape instead of ending with a farewell.", code='''
def main(read=input, say=print, rng=None, rules=SEED_001, rounds=None):
    say("Welcome to blackjack!")
    rng = rng or random.Random()
    ask = make_prompt_move(make_simple_prompt(read, say), say=say)
    hand_game_loop(fresh_deck(rng), ask, ready_prompt(read, say), rng, rules, say, rounds)
'''),
    dict(id="001:4.3", right=False, mistake="Does not pass `rules` and `rounds` on to the loop.", code=main_with(
        "ready_prompt(read, say), rng, rules, say, rounds)", "ready_prompt(read, say), rng, say=say)")),
    dict(id="001:4.3", right=False, mistake="Always makes a new random.Random(), ignoring the rng given.", code=main_with(
        "    if rng is None:\n        rng = random.Random()\n", "    rng = random.Random()\n")),
    dict(id="001:4.3", right=False, mistake="Prints the welcome and the farewell instead of saying them.", code=main_with(
        '    say("Welcome to blackjack!")', '    print("Welcome to blackjack!")').replace('        say("Goodbye!")', '        print("Goodbye!")')),
    dict(id="001:4.3", right=False, mistake="Builds the move prompt without say=say, so its messages are printed.", code=main_with(
        "make_prompt_move(make_simple_prompt(read, say), say=say)", "make_prompt_move(make_simple_prompt(read, say))")),
    # right
    dict(id="5.2", right=True, mistake="(right) Busts, naturals, then totals, written with nested ifs and a difference.", code='''
def compare_hands(game: Game) -> Result:
    r = game.rules
    if is_bust(game.player, r):
        return r.both_bust if is_bust(game.dealer, r) else Result.LOSE
    if is_bust(game.dealer, r):
        return Result.WIN
    if r.naturals:
        mine, theirs = is_natural(game.player, r), is_natural(game.dealer, r)
        if mine and not theirs:
            return Result.WIN
        if theirs and not mine:
            return Result.LOSE
    diff = hand_value(game.player, r) - hand_value(game.dealer, r)
    if diff > 0:
        return Result.WIN
    if diff < 0:
        return Result.LOSE
    return r.tie
'''),
    dict(id="5.3", right=True, mistake="(right) The full play_round, the dealer's message built once.", code=PLAY_ROUND),
]
