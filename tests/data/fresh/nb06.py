"""Fresh beginners' answers for exercises/06_playing_a_round.ipynb (issue 31's measuring set)."""

ENTRIES = [
    # ---------------------------------------------------------------- 5.1 deal_hands
    dict(id="5.1", right=False, mistake="Deals the player's two cards first and the dealer's after.",
         code=r'''
def deal_hands(game: Game) -> Game:
    game = replace(game, player=(), dealer=(), discard=game.player + game.dealer + game.discard,
                   doubled=False, surrendered=False)
    game = hit_player(game)
    game = hit_player(game)
    game = hit_dealer(game)
    game = hit_dealer(game)
    return game
'''),
    dict(id="5.1", right=False, mistake="Empties both hands but drops their cards instead of putting them on the discard pile.",
         code=r'''
def deal_hands(game: Game) -> Game:
    game = replace(game, player=(), dealer=(), doubled=False, surrendered=False)
    game = hit_dealer(hit_dealer(game))
    game = hit_player(hit_player(game))
    return game
'''),
    dict(id="5.1", right=False, mistake="Deals in turns, dealer, player, dealer, player, instead of the dealer twice then the player twice.",
         code=r'''
def deal_hands(game: Game) -> Game:
    game = replace(game, player=(), dealer=(), discard=game.player + game.dealer + game.discard,
                   doubled=False, surrendered=False)
    for _ in range(2):
        game = hit_dealer(game)
        game = hit_player(game)
    return game
'''),
    dict(id="5.1", right=False, mistake="Forgets to put the betting marks doubled and surrendered back to False.",
         code=r'''
def deal_hands(game: Game) -> Game:
    pile = game.player + game.dealer + game.discard
    game = replace(game, player=(), dealer=(), discard=pile)
    game = hit_dealer(game)
    game = hit_dealer(game)
    game = hit_player(game)
    game = hit_player(game)
    return game
'''),
    dict(id="5.1", right=False, mistake="Slices the hands off the stock, so each hand keeps the stock's order and an empty stock is never reshuffled.",
         code=r'''
def deal_hands(game: Game) -> Game:
    deck = game.deck
    return replace(game, dealer=deck[0:2], player=deck[2:4], deck=deck[4:],
                   discard=game.player + game.dealer + game.discard, doubled=False, surrendered=False)
'''),
    dict(id="5.1", right=False, mistake="Builds the discard pile in the wrong order: the dealer's cards before the player's.",
         code=r'''
def deal_hands(game: Game) -> Game:
    game = replace(game, discard=game.dealer + game.player + game.discard, player=(), dealer=(),
                   doubled=False, surrendered=False)
    for hit in [hit_dealer, hit_dealer, hit_player, hit_player]:
        game = hit(game)
    return game
'''),
    dict(id="5.1", right=False, mistake="Collects the old cards on the discard pile but forgets to empty the hands before dealing.",
         code=r'''
def deal_hands(game: Game) -> Game:
    game = replace(game, discard=game.player + game.dealer + game.discard, doubled=False, surrendered=False)
    game = hit_dealer(game)
    game = hit_dealer(game)
    game = hit_player(game)
    game = hit_player(game)
    return game
'''),
    dict(id="5.1", right=True, mistake="Right: draws with draw_from and builds each hand itself, newest card first.",
         code=r'''
from blackjack.editions.classic import draw_from


def deal_hands(game: Game) -> Game:
    game = replace(game, discard=game.player + game.dealer + game.discard, player=(), dealer=(),
                   doubled=False, surrendered=False)
    first, game = draw_from(game)
    second, game = draw_from(game)
    game = replace(game, dealer=(second, first))
    third, game = draw_from(game)
    fourth, game = draw_from(game)
    return replace(game, player=(fourth, third))
'''),
    # ---------------------------------------------------------------- 5.2 compare_hands
    dict(id="5.2", right=False, mistake="Makes a double bust always a TIE instead of rules.both_bust.",
         code=r'''
def compare_hands(game: Game) -> Result:
    rules = game.rules
    p_bust = is_bust(game.player, rules)
    d_bust = is_bust(game.dealer, rules)
    if p_bust and d_bust:
        return Result.TIE
    if p_bust:
        return Result.LOSE
    if d_bust:
        return Result.WIN
    if rules.naturals and is_natural(game.player, rules) and not is_natural(game.dealer, rules):
        return Result.WIN
    if rules.naturals and is_natural(game.dealer, rules) and not is_natural(game.player, rules):
        return Result.LOSE
    p, d = hand_value(game.player, rules), hand_value(game.dealer, rules)
    if p > d:
        return Result.WIN
    if p < d:
        return Result.LOSE
    return rules.tie
'''),
    dict(id="5.2", right=False, mistake="Leaves out step 2: naturals are never looked at.",
         code=r'''
def compare_hands(game: Game) -> Result:
    rules = game.rules
    if is_bust(game.player, rules) and is_bust(game.dealer, rules):
        return rules.both_bust
    if is_bust(game.player, rules):
        return Result.LOSE
    if is_bust(game.dealer, rules):
        return Result.WIN
    p, d = hand_value(game.player, rules), hand_value(game.dealer, rules)
    if p == d:
        return rules.tie
    return Result.WIN if p > d else Result.LOSE
'''),
    dict(id="5.2", right=False, mistake="Equal totals always give TIE, ignoring rules.tie (the bank's tables win ties).",
         code=r'''
def compare_hands(game: Game) -> Result:
    rules = game.rules
    if is_bust(game.player, rules) and is_bust(game.dealer, rules):
        return rules.both_bust
    if is_bust(game.player, rules):
        return Result.LOSE
    if is_bust(game.dealer, rules):
        return Result.WIN
    pn, dn = is_natural(game.player, rules), is_natural(game.dealer, rules)
    if rules.naturals and pn and not dn:
        return Result.WIN
    if rules.naturals and dn and not pn:
        return Result.LOSE
    p, d = hand_value(game.player, rules), hand_value(game.dealer, rules)
    if p > d:
        return Result.WIN
    elif p < d:
        return Result.LOSE
    else:
        return Result.TIE
'''),
    dict(id="5.2", right=False, mistake="Compares totals first, so a bust hand with the higher total wins.",
         code=r'''
def compare_hands(game: Game) -> Result:
    rules = game.rules
    p, d = hand_value(game.player, rules), hand_value(game.dealer, rules)
    if p > d:
        return Result.WIN
    if p < d:
        return Result.LOSE
    return rules.tie
'''),
    dict(id="5.2", right=False, mistake="Lets naturals count even when rules.naturals is off.",
         code=r'''
def compare_hands(game: Game) -> Result:
    rules = game.rules
    if is_bust(game.player, rules):
        return rules.both_bust if is_bust(game.dealer, rules) else Result.LOSE
    if is_bust(game.dealer, rules):
        return Result.WIN
    pn, dn = is_natural(game.player, rules), is_natural(game.dealer, rules)
    if pn and not dn:
        return Result.WIN
    if dn and not pn:
        return Result.LOSE
    p, d = hand_value(game.player, rules), hand_value(game.dealer, rules)
    if p == d:
        return rules.tie
    return Result.WIN if p > d else Result.LOSE
'''),
    dict(id="5.2", right=False, mistake="Counts the totals with hand_value's default rules instead of game.rules.",
         code=r'''
def compare_hands(game: Game) -> Result:
    rules = game.rules
    player, dealer = hand_value(game.player), hand_value(game.dealer)
    if player > 21 and dealer > 21:
        return rules.both_bust
    if player > 21:
        return Result.LOSE
    if dealer > 21:
        return Result.WIN
    if rules.naturals and is_natural(game.player, rules) != is_natural(game.dealer, rules):
        return Result.WIN if is_natural(game.player, rules) else Result.LOSE
    if player == dealer:
        return rules.tie
    return Result.WIN if player > dealer else Result.LOSE
'''),
    dict(id="5.2", right=True, mistake="Right: the steps with early returns in another arrangement, totals compared by subtraction.",
         code=r'''
def compare_hands(game: Game) -> Result:
    r = game.rules
    player_bust = is_bust(game.player, r)
    dealer_bust = is_bust(game.dealer, r)
    if player_bust:
        if dealer_bust:
            return r.both_bust
        return Result.LOSE
    if dealer_bust:
        return Result.WIN
    if r.naturals:
        mine, theirs = is_natural(game.player, r), is_natural(game.dealer, r)
        if mine and not theirs:
            return Result.WIN
        if theirs and not mine:
            return Result.LOSE
    difference = hand_value(game.player, r) - hand_value(game.dealer, r)
    if difference > 0:
        return Result.WIN
    if difference < 0:
        return Result.LOSE
    return r.tie
'''),
    # ---------------------------------------------------------------- 5.5 is_blackjack, blackjack_check
    dict(id="5.5", right=False, mistake="is_blackjack forgets the 'exactly two cards' part: any hand worth 21 is a natural.",
         code=r'''
def is_blackjack(cards: Hand, rules: Rules = DEFAULT_RULES) -> bool:
    return hand_value(cards, rules) == 21


def blackjack_check(game: Game) -> Result | None:
    player = is_blackjack(game.player, game.rules)
    dealer = is_blackjack(game.dealer, game.rules)
    if player and dealer:
        return Result.TIE
    if player:
        return Result.WIN
    if dealer:
        return Result.LOSE
    return None
'''),
    dict(id="5.5", right=False, mistake="Looks at the player's natural first, so when both have one the player wins instead of a tie.",
         code=r'''
def is_blackjack(cards: Hand, rules: Rules = DEFAULT_RULES) -> bool:
    return len(cards) == 2 and hand_value(cards, rules) == 21


def blackjack_check(game: Game) -> Result | None:
    if is_blackjack(game.player, game.rules):
        return Result.WIN
    if is_blackjack(game.dealer, game.rules):
        return Result.LOSE
    if is_blackjack(game.player, game.rules) and is_blackjack(game.dealer, game.rules):
        return Result.TIE
    return None
'''),
    dict(id="5.5", right=False, mistake="Returns Result.TIE when neither has a natural, instead of None.",
         code=r'''
def is_blackjack(cards: Hand, rules: Rules = DEFAULT_RULES) -> bool:
    return len(cards) == 2 and hand_value(cards, rules) == 21


def blackjack_check(game: Game) -> Result | None:
    player = is_blackjack(game.player, game.rules)
    dealer = is_blackjack(game.dealer, game.rules)
    if player and not dealer:
        return Result.WIN
    if dealer and not player:
        return Result.LOSE
    return Result.TIE
'''),
    dict(id="5.5", right=False, mistake="is_blackjack accepts two cards or more (>= 2).",
         code=r'''
def is_blackjack(cards: Hand, rules: Rules = DEFAULT_RULES) -> bool:
    return len(cards) >= 2 and hand_value(cards, rules) == 21


def blackjack_check(game: Game) -> Result | None:
    player = is_blackjack(game.player, game.rules)
    dealer = is_blackjack(game.dealer, game.rules)
    if player and dealer:
        return Result.TIE
    if player:
        return Result.WIN
    if dealer:
        return Result.LOSE
    return None
'''),
    dict(id="5.5", right=False, mistake="blackjack_check looks only at the player's hand and never gives LOSE or TIE.",
         code=r'''
def is_blackjack(cards: Hand, rules: Rules = DEFAULT_RULES) -> bool:
    return len(cards) == 2 and hand_value(cards, rules) == 21


def blackjack_check(game: Game) -> Result | None:
    if is_blackjack(game.player, game.rules):
        return Result.WIN
    return None
'''),
    dict(id="5.5", right=True, mistake="Right: a match on the pair of booleans.",
         code=r'''
def is_blackjack(cards: Hand, rules: Rules = DEFAULT_RULES) -> bool:
    if len(cards) != 2:
        return False
    return hand_value(cards, rules) == 21


def blackjack_check(game: Game) -> Result | None:
    match (is_blackjack(game.player, game.rules), is_blackjack(game.dealer, game.rules)):
        case (True, True):
            return Result.TIE
        case (True, False):
            return Result.WIN
        case (False, True):
            return Result.LOSE
        case _:
            return None
'''),
    # ---------------------------------------------------------------- 5.3 play_round
    dict(id="5.3", right=False, mistake="Only the seed's three steps: no naturals, no surrender or double, and the dealer plays even after a bust.",
         code=r'''
def play_round(game: Game) -> tuple[Result, Game]:
    status, game = player_turn(game)
    dealer_status, game = dealer_turn(game)
    game.say(f"The dealer reveals the hand: {pretty_print(game.dealer, game.rules)}")
    return compare_hands(game), game
'''),
    dict(id="5.3", right=False, mistake="Never shows the dealer's final hand.",
         code=r'''
def play_round(game: Game) -> tuple[Result, Game]:
    if game.rules.naturals and blackjack_check(game) is not None:
        announce_naturals(game)
        return blackjack_check(game), game
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
    return compare_hands(game), game
'''),
    dict(id="5.3", right=False, mistake="Prints the messages instead of sending them through game.say.",
         code=r'''
def play_round(game: Game) -> tuple[Result, Game]:
    if game.rules.naturals:
        early = blackjack_check(game)
        if early is not None:
            announce_naturals(game)
            return early, game
    status, game = player_turn(game)
    if game.surrendered:
        print("You surrender.")
        return Result.LOSE, game
    if game.doubled:
        print(f"You double down: {pretty_print(game.player, game.rules)}")
    if status is Status.BUST:
        print(f"You are bust! {pretty_print(game.player, game.rules)}")
        if game.rules.bust_ends_round:
            return Result.LOSE, game
    dealer_status, game = dealer_turn(game)
    if dealer_status is Status.BUST:
        print(f"The dealer is bust. {pretty_print(game.dealer, game.rules)}")
    else:
        print(f"The dealer reveals the hand: {pretty_print(game.dealer, game.rules)}")
    return compare_hands(game), game
'''),
    dict(id="5.3", right=False, mistake="Keeps the game after the player's turn in another name and compares that one, before the dealer drew.",
         code=r'''
def play_round(game: Game) -> tuple[Result, Game]:
    if game.rules.naturals:
        early = blackjack_check(game)
        if early is not None:
            announce_naturals(game)
            return early, game
    status, after_player = player_turn(game)
    if after_player.surrendered:
        after_player.say("You surrender.")
        return Result.LOSE, after_player
    if after_player.doubled:
        after_player.say(f"You double down: {pretty_print(after_player.player, after_player.rules)}")
    if status is Status.BUST:
        after_player.say(f"You are bust! {pretty_print(after_player.player, after_player.rules)}")
        if after_player.rules.bust_ends_round:
            return Result.LOSE, after_player
    dealer_status, after_dealer = dealer_turn(after_player)
    hand_text = pretty_print(after_dealer.dealer, after_dealer.rules)
    if dealer_status is Status.BUST:
        after_dealer.say(f"The dealer is bust. {hand_text}")
    else:
        after_dealer.say(f"The dealer reveals the hand: {hand_text}")
    return compare_hands(after_player), after_dealer
'''),
    dict(id="5.3", right=False, mistake="Plays the dealer's turn before the player's.",
         code=r'''
def play_round(game: Game) -> tuple[Result, Game]:
    if game.rules.naturals:
        early = blackjack_check(game)
        if early is not None:
            announce_naturals(game)
            return early, game
    dealer_status, game = dealer_turn(game)
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
    if dealer_status is Status.BUST:
        game.say(f"The dealer is bust. {pretty_print(game.dealer, game.rules)}")
    else:
        game.say(f"The dealer reveals the hand: {pretty_print(game.dealer, game.rules)}")
    return compare_hands(game), game
'''),
    dict(id="5.3", right=False, mistake="Leaves out step 1: naturals are never checked, even when the rules have them.",
         code=r'''
def play_round(game: Game) -> tuple[Result, Game]:
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
'''),
    dict(id="5.3", right=True, mistake="Right: every step, with a small helper for the messages that show a hand.",
         code=r'''
def show(game: Game, text: str, cards) -> None:
    game.say(text + " " + pretty_print(cards, game.rules))


def play_round(game: Game) -> tuple[Result, Game]:
    rules = game.rules
    if rules.naturals:
        natural = blackjack_check(game)
        if natural is not None:
            announce_naturals(game)
            return natural, game
    status, game = player_turn(game)
    if game.surrendered:
        game.say("You surrender.")
        return Result.LOSE, game
    if game.doubled:
        show(game, "You double down:", game.player)
    if status == Status.BUST:
        show(game, "You are bust!", game.player)
        if rules.bust_ends_round:
            return Result.LOSE, game
    dealer_status, game = dealer_turn(game)
    if dealer_status == Status.BUST:
        show(game, "The dealer is bust.", game.dealer)
    else:
        show(game, "The dealer reveals the hand:", game.dealer)
    return compare_hands(game), game
'''),
    # ---------------------------------------------------------------- 5.4 play_round (dealer advantage)
    dict(id="5.4", right=False, mistake="Writes the bust message in its own words ('You bust!') where the transcript's are checked.",
         code=r'''
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
        game.say(f"You bust! {pretty_print(game.player, game.rules)}")
        if game.rules.bust_ends_round:
            return Result.LOSE, game
    dealer_status, game = dealer_turn(game)
    if dealer_status is Status.BUST:
        game.say(f"The dealer is bust. {pretty_print(game.dealer, game.rules)}")
    else:
        game.say(f"The dealer reveals the hand: {pretty_print(game.dealer, game.rules)}")
    return compare_hands(game), game
'''),
    dict(id="5.4", right=False, mistake="Says the player is bust but lets the dealer play on and compares hands anyway.",
         code=r'''
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
    dealer_status, game = dealer_turn(game)
    if dealer_status is Status.BUST:
        game.say(f"The dealer is bust. {pretty_print(game.dealer, game.rules)}")
    else:
        game.say(f"The dealer reveals the hand: {pretty_print(game.dealer, game.rules)}")
    return compare_hands(game), game
'''),
    dict(id="5.4", right=False, mistake="Always ends the round on a player bust, ignoring rules.bust_ends_round.",
         code=r'''
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
        return Result.LOSE, game
    dealer_status, game = dealer_turn(game)
    if dealer_status is Status.BUST:
        game.say(f"The dealer is bust. {pretty_print(game.dealer, game.rules)}")
    else:
        game.say(f"The dealer reveals the hand: {pretty_print(game.dealer, game.rules)}")
    return compare_hands(game), game
'''),
    dict(id="5.4", right=False, mistake="Words the dealer's bust as 'The dealer busts!' instead of the transcript's 'The dealer is bust.'.",
         code=r'''
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
        game.say(f"The dealer busts! {pretty_print(game.dealer, game.rules)}")
    else:
        game.say(f"The dealer reveals the hand: {pretty_print(game.dealer, game.rules)}")
    return compare_hands(game), game
'''),
    dict(id="5.4", right=False, mistake="Shows the player's hand without its value in the bust message (cards only).",
         code=r'''
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
        game.say("You are bust! " + " ".join(str(c) for c in game.player))
        if game.rules.bust_ends_round:
            return Result.LOSE, game
    dealer_status, game = dealer_turn(game)
    if dealer_status is Status.BUST:
        game.say(f"The dealer is bust. {pretty_print(game.dealer, game.rules)}")
    else:
        game.say(f"The dealer reveals the hand: {pretty_print(game.dealer, game.rules)}")
    return compare_hands(game), game
'''),
    dict(id="5.4", right=True, mistake="Right: the dealer's message chosen first, then said once; the bust case as a nested if.",
         code=r'''
def play_round(game: Game) -> tuple[Result, Game]:
    if game.rules.naturals and blackjack_check(game) is not None:
        announce_naturals(game)
        return blackjack_check(game), game
    player_status, game = player_turn(game)
    if game.surrendered:
        game.say("You surrender.")
        return Result.LOSE, game
    if game.doubled:
        game.say("You double down: " + pretty_print(game.player, game.rules))
    if player_status is Status.BUST:
        game.say("You are bust! " + pretty_print(game.player, game.rules))
        if game.rules.bust_ends_round:
            return Result.LOSE, game
    dealer_status, game = dealer_turn(game)
    if dealer_status is Status.BUST:
        words = "The dealer is bust."
    else:
        words = "The dealer reveals the hand:"
    game.say(words + " " + pretty_print(game.dealer, game.rules))
    return compare_hands(game), game
'''),
    # ---------------------------------------------------------------- 001:4.1 bust_check, compare_two_hands, hand_game_loop
    dict(id="001:4.1", right=False, mistake="bust_check shows the cards without the hand's value (no pretty_print).",
         code=r'''
def bust_check(who: str, win: str, hand: Hand, rules: Rules = SEED_001, say: Say = print) -> bool:
    if hand_value(hand, rules) > 21:
        cards = " ".join(str(c) for c in hand)
        say(f"{who} busted! {cards} {win}")
        return True
    return False


def compare_two_hands(player: Hand, dealer: Hand, rules: Rules = SEED_001) -> Result:
    if rules.naturals and is_natural(player, rules) != is_natural(dealer, rules):
        return Result.WIN if is_natural(player, rules) else Result.LOSE
    p, d = hand_value(player, rules), hand_value(dealer, rules)
    if p == d:
        return rules.tie
    return Result.WIN if p > d else Result.LOSE


def hand_game_loop(
    deck: Deck, ask: Prompt[Move], ready: Prompt[str], rng: random.Random,
    rules: Rules = SEED_001, say: Say = print, rounds: int | None = None,
) -> Deck:
    played = 0
    while rounds is None or played < rounds:
        played += 1
        ready("Ready?")
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
    return deck
'''),
    dict(id="001:4.1", right=False, mistake="bust_check counts a hand of exactly 21 as bust (>= 21).",
         code=r'''
def bust_check(who: str, win: str, hand: Hand, rules: Rules = SEED_001, say: Say = print) -> bool:
    if hand_value(hand, rules) >= 21:
        say(f"{who} busted! {pretty_print(hand, rules)} {win}")
        return True
    return False


def compare_two_hands(player: Hand, dealer: Hand, rules: Rules = SEED_001) -> Result:
    if rules.naturals and is_natural(player, rules) != is_natural(dealer, rules):
        return Result.WIN if is_natural(player, rules) else Result.LOSE
    p, d = hand_value(player, rules), hand_value(dealer, rules)
    if p == d:
        return rules.tie
    return Result.WIN if p > d else Result.LOSE


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


def hand_game_loop(
    deck: Deck, ask: Prompt[Move], ready: Prompt[str], rng: random.Random,
    rules: Rules = SEED_001, say: Say = print, rounds: int | None = None,
) -> Deck:
    played = 0
    while rounds is None or played < rounds:
        deck = one_round(deck, ask, ready, rng, rules, say)
        played += 1
    return deck
'''),
    dict(id="001:4.1", right=False, mistake="Deals the player's two cards before the dealer's.",
         code=r'''
def bust_check(who: str, win: str, hand: Hand, rules: Rules = SEED_001, say: Say = print) -> bool:
    if hand_value(hand, rules) > 21:
        say(f"{who} busted! {pretty_print(hand, rules)} {win}")
        return True
    return False


def compare_two_hands(player: Hand, dealer: Hand, rules: Rules = SEED_001) -> Result:
    if rules.naturals and is_natural(player, rules) != is_natural(dealer, rules):
        return Result.WIN if is_natural(player, rules) else Result.LOSE
    p, d = hand_value(player, rules), hand_value(dealer, rules)
    if p == d:
        return rules.tie
    return Result.WIN if p > d else Result.LOSE


def one_round(deck, ask, ready, rng, rules, say):
    ready("Ready?")
    player, deck = deal(deck, rng, say)
    dealer, deck = deal(deck, rng, say)
    say(f"The dealer's first card is: {dealer[0]}.")
    player, deck = player_hand_turn(player, deck, ask, rng, say, rules)
    if bust_check("You", "The house wins.", player, rules, say):
        return deck
    dealer, deck = dealer_hand_turn(dealer, deck, rng, rules, say)
    if bust_check("The dealer", "You win!", dealer, rules, say):
        return deck
    say(f"The dealer reveals the hand: {pretty_print(dealer, rules)}")
    say(compare_two_hands(player, dealer, rules).message)
    return deck


def hand_game_loop(
    deck: Deck, ask: Prompt[Move], ready: Prompt[str], rng: random.Random,
    rules: Rules = SEED_001, say: Say = print, rounds: int | None = None,
) -> Deck:
    played = 0
    while rounds is None or played < rounds:
        deck = one_round(deck, ask, ready, rng, rules, say)
        played += 1
    return deck
'''),
    dict(id="001:4.1", right=False, mistake="Ignores rounds: loops forever until a prompt raises Quit.",
         code=r'''
def bust_check(who: str, win: str, hand: Hand, rules: Rules = SEED_001, say: Say = print) -> bool:
    if hand_value(hand, rules) > 21:
        say(f"{who} busted! {pretty_print(hand, rules)} {win}")
        return True
    return False


def compare_two_hands(player: Hand, dealer: Hand, rules: Rules = SEED_001) -> Result:
    if rules.naturals and is_natural(player, rules) != is_natural(dealer, rules):
        return Result.WIN if is_natural(player, rules) else Result.LOSE
    p, d = hand_value(player, rules), hand_value(dealer, rules)
    if p == d:
        return rules.tie
    return Result.WIN if p > d else Result.LOSE


def hand_game_loop(
    deck: Deck, ask: Prompt[Move], ready: Prompt[str], rng: random.Random,
    rules: Rules = SEED_001, say: Say = print, rounds: int | None = None,
) -> Deck:
    while True:
        ready("Ready?")
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
'''),
    dict(id="001:4.1", right=False, mistake="Ignores bust_check's answer: after the player busts, the dealer still plays and the hands are compared.",
         code=r'''
def bust_check(who: str, win: str, hand: Hand, rules: Rules = SEED_001, say: Say = print) -> bool:
    if hand_value(hand, rules) > 21:
        say(f"{who} busted! {pretty_print(hand, rules)} {win}")
        return True
    return False


def compare_two_hands(player: Hand, dealer: Hand, rules: Rules = SEED_001) -> Result:
    if rules.naturals and is_natural(player, rules) != is_natural(dealer, rules):
        return Result.WIN if is_natural(player, rules) else Result.LOSE
    p, d = hand_value(player, rules), hand_value(dealer, rules)
    if p == d:
        return rules.tie
    return Result.WIN if p > d else Result.LOSE


def hand_game_loop(
    deck: Deck, ask: Prompt[Move], ready: Prompt[str], rng: random.Random,
    rules: Rules = SEED_001, say: Say = print, rounds: int | None = None,
) -> Deck:
    played = 0
    while rounds is None or played < rounds:
        played += 1
        ready("Ready?")
        dealer, deck = deal(deck, rng, say)
        say(f"The dealer's first card is: {dealer[0]}.")
        player, deck = deal(deck, rng, say)
        player, deck = player_hand_turn(player, deck, ask, rng, say, rules)
        bust_check("You", "The house wins.", player, rules, say)
        dealer, deck = dealer_hand_turn(dealer, deck, rng, rules, say)
        if bust_check("The dealer", "You win!", dealer, rules, say):
            continue
        say(f"The dealer reveals the hand: {pretty_print(dealer, rules)}")
        say(compare_two_hands(player, dealer, rules).message)
    return deck
'''),
    dict(id="001:4.1", right=False, mistake="Calls dealer_hand_turn with say and rules swapped (the order the note warns about).",
         code=r'''
def bust_check(who: str, win: str, hand: Hand, rules: Rules = SEED_001, say: Say = print) -> bool:
    if hand_value(hand, rules) > 21:
        say(f"{who} busted! {pretty_print(hand, rules)} {win}")
        return True
    return False


def compare_two_hands(player: Hand, dealer: Hand, rules: Rules = SEED_001) -> Result:
    if rules.naturals and is_natural(player, rules) != is_natural(dealer, rules):
        return Result.WIN if is_natural(player, rules) else Result.LOSE
    p, d = hand_value(player, rules), hand_value(dealer, rules)
    if p == d:
        return rules.tie
    return Result.WIN if p > d else Result.LOSE


def hand_game_loop(
    deck: Deck, ask: Prompt[Move], ready: Prompt[str], rng: random.Random,
    rules: Rules = SEED_001, say: Say = print, rounds: int | None = None,
) -> Deck:
    played = 0
    while rounds is None or played < rounds:
        played += 1
        ready("Ready?")
        dealer, deck = deal(deck, rng, say)
        say(f"The dealer's first card is: {dealer[0]}.")
        player, deck = deal(deck, rng, say)
        player, deck = player_hand_turn(player, deck, ask, rng, say, rules)
        if bust_check("You", "The house wins.", player, rules, say):
            continue
        dealer, deck = dealer_hand_turn(dealer, deck, rng, say, rules)
        if bust_check("The dealer", "You win!", dealer, rules, say):
            continue
        say(f"The dealer reveals the hand: {pretty_print(dealer, rules)}")
        say(compare_two_hands(player, dealer, rules).message)
    return deck
'''),
    dict(id="001:4.1", right=False, mistake="Forgets step 6's last message: the result of compare_two_hands is never said.",
         code=r'''
def bust_check(who: str, win: str, hand: Hand, rules: Rules = SEED_001, say: Say = print) -> bool:
    if hand_value(hand, rules) > 21:
        say(f"{who} busted! {pretty_print(hand, rules)} {win}")
        return True
    return False


def compare_two_hands(player: Hand, dealer: Hand, rules: Rules = SEED_001) -> Result:
    if rules.naturals and is_natural(player, rules) != is_natural(dealer, rules):
        return Result.WIN if is_natural(player, rules) else Result.LOSE
    p, d = hand_value(player, rules), hand_value(dealer, rules)
    if p == d:
        return rules.tie
    return Result.WIN if p > d else Result.LOSE


def hand_game_loop(
    deck: Deck, ask: Prompt[Move], ready: Prompt[str], rng: random.Random,
    rules: Rules = SEED_001, say: Say = print, rounds: int | None = None,
) -> Deck:
    played = 0
    while rounds is None or played < rounds:
        played += 1
        ready("Ready?")
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
        compare_two_hands(player, dealer, rules)
    return deck
'''),
    dict(id="001:4.1", right=True, mistake="Right: the loop counts rounds with itertools.count and each round is a helper that returns the deck.",
         code=r'''
import itertools


def bust_check(who: str, win: str, hand: Hand, rules: Rules = SEED_001, say: Say = print) -> bool:
    bust = hand_value(hand, rules) > 21
    if bust:
        say(who + " busted! " + pretty_print(hand, rules) + " " + win)
    return bust


def compare_two_hands(player: Hand, dealer: Hand, rules: Rules = SEED_001) -> Result:
    if rules.naturals:
        if is_natural(player, rules) and not is_natural(dealer, rules):
            return Result.WIN
        if is_natural(dealer, rules) and not is_natural(player, rules):
            return Result.LOSE
    mine = hand_value(player, rules)
    theirs = hand_value(dealer, rules)
    if mine > theirs:
        return Result.WIN
    if mine < theirs:
        return Result.LOSE
    return rules.tie


def play_one_round(deck, ask, ready, rng, rules, say):
    ready("Ready?")
    dealer_cards, deck = deal(deck, rng, say)
    say("The dealer's first card is: " + str(dealer_cards[0]) + ".")
    player_cards, deck = deal(deck, rng, say)
    player_cards, deck = player_hand_turn(player_cards, deck, ask, rng, say, rules)
    if bust_check("You", "The house wins.", player_cards, rules, say):
        return deck
    dealer_cards, deck = dealer_hand_turn(dealer_cards, deck, rng, rules, say)
    if bust_check("The dealer", "You win!", dealer_cards, rules, say):
        return deck
    say("The dealer reveals the hand: " + pretty_print(dealer_cards, rules))
    say(compare_two_hands(player_cards, dealer_cards, rules).message)
    return deck


def hand_game_loop(
    deck: Deck, ask: Prompt[Move], ready: Prompt[str], rng: random.Random,
    rules: Rules = SEED_001, say: Say = print, rounds: int | None = None,
) -> Deck:
    counter = itertools.count() if rounds is None else range(rounds)
    for _ in counter:
        deck = play_one_round(deck, ask, ready, rng, rules, say)
    return deck
'''),
    # ---------------------------------------------------------------- 001:4.2 compare_two_hands
    dict(id="001:4.2", right=False, mistake="Compares totals only: a natural never beats a three-card 21.",
         code=r'''
def compare_two_hands(player: Hand, dealer: Hand, rules: Rules = SEED_001) -> Result:
    p, d = hand_value(player, rules), hand_value(dealer, rules)
    if p == d:
        return rules.tie
    if p > d:
        return Result.WIN
    return Result.LOSE
'''),
    dict(id="001:4.2", right=False, mistake="Lets naturals count under every rule set, also when rules.naturals is off.",
         code=r'''
def compare_two_hands(player: Hand, dealer: Hand, rules: Rules = SEED_001) -> Result:
    p_nat, d_nat = is_natural(player, rules), is_natural(dealer, rules)
    if p_nat and not d_nat:
        return Result.WIN
    if d_nat and not p_nat:
        return Result.LOSE
    p, d = hand_value(player, rules), hand_value(dealer, rules)
    if p == d:
        return rules.tie
    return Result.WIN if p > d else Result.LOSE
'''),
    dict(id="001:4.2", right=False, mistake="Writes its own natural test without the two-card condition, so every 21 counts as a natural.",
         code=r'''
def compare_two_hands(player: Hand, dealer: Hand, rules: Rules = SEED_001) -> Result:
    p, d = hand_value(player, rules), hand_value(dealer, rules)
    if rules.naturals:
        if p == 21 and d != 21:
            return Result.WIN
        if d == 21 and p != 21:
            return Result.LOSE
    if p == d:
        return rules.tie
    return Result.WIN if p > d else Result.LOSE
'''),
    dict(id="001:4.2", right=False, mistake="Gives a TIE for equal totals whatever rules.tie says.",
         code=r'''
def compare_two_hands(player: Hand, dealer: Hand, rules: Rules = SEED_001) -> Result:
    if rules.naturals and is_natural(player, rules) and not is_natural(dealer, rules):
        return Result.WIN
    if rules.naturals and is_natural(dealer, rules) and not is_natural(player, rules):
        return Result.LOSE
    p, d = hand_value(player, rules), hand_value(dealer, rules)
    if p == d:
        return Result.TIE
    return Result.WIN if p > d else Result.LOSE
'''),
    dict(id="001:4.2", right=False, mistake="Counts the totals with the default rules (hand_value without rules).",
         code=r'''
def compare_two_hands(player: Hand, dealer: Hand, rules: Rules = SEED_001) -> Result:
    if rules.naturals and is_natural(player, rules) != is_natural(dealer, rules):
        return Result.WIN if is_natural(player, rules) else Result.LOSE
    p, d = hand_value(player), hand_value(dealer)
    if p == d:
        return rules.tie
    return Result.WIN if p > d else Result.LOSE
'''),
    dict(id="001:4.2", right=True, mistake="Right: a score tuple (total, natural) compared at once when naturals count.",
         code=r'''
def compare_two_hands(player: Hand, dealer: Hand, rules: Rules = SEED_001) -> Result:
    def score(cards):
        natural = rules.naturals and is_natural(cards, rules)
        return (hand_value(cards, rules), 1 if natural else 0)

    mine, theirs = score(player), score(dealer)
    if mine == theirs:
        return rules.tie
    return Result.WIN if mine > theirs else Result.LOSE
'''),
    # ---------------------------------------------------------------- 001:4.3 main
    dict(id="001:4.3", right=False, mistake="Lets Quit escape instead of ending with a farewell.",
         code=r'''
def main(
    read: Callable[[], str] = input, say: Say = print, rng: random.Random | None = None,
    rules: Rules = SEED_001, rounds: int | None = None,
) -> None:
    say("Welcome to blackjack!")
    if rng is None:
        rng = random.Random()
    ask = make_prompt_move(make_simple_prompt(read, say), say=say)
    hand_game_loop(fresh_deck(rng), ask, ready_prompt(read, say), rng, rules, say, rounds)
'''),
    dict(id="001:4.3", right=False, mistake="Does not pass rules and rounds on to the game loop.",
         code=r'''
def main(
    read: Callable[[], str] = input, say: Say = print, rng: random.Random | None = None,
    rules: Rules = SEED_001, rounds: int | None = None,
) -> None:
    say("Welcome to blackjack!")
    if rng is None:
        rng = random.Random()
    ask = make_prompt_move(make_simple_prompt(read, say), say=say)
    try:
        hand_game_loop(fresh_deck(rng), ask, ready_prompt(read, say), rng, say=say)
    except Quit:
        say("Goodbye!")
'''),
    dict(id="001:4.3", right=False, mistake="Always makes a new random.Random(), ignoring the rng it was given.",
         code=r'''
def main(
    read: Callable[[], str] = input, say: Say = print, rng: random.Random | None = None,
    rules: Rules = SEED_001, rounds: int | None = None,
) -> None:
    say("Welcome to blackjack!")
    rng = random.Random()
    ask = make_prompt_move(make_simple_prompt(read, say), say=say)
    try:
        hand_game_loop(fresh_deck(rng), ask, ready_prompt(read, say), rng, rules, say, rounds)
    except Quit:
        say("Goodbye!")
'''),
    dict(id="001:4.3", right=False, mistake="Prints the welcome and the farewell instead of saying them with say.",
         code=r'''
def main(
    read: Callable[[], str] = input, say: Say = print, rng: random.Random | None = None,
    rules: Rules = SEED_001, rounds: int | None = None,
) -> None:
    print("Welcome to blackjack!")
    if rng is None:
        rng = random.Random()
    ask = make_prompt_move(make_simple_prompt(read, say), say=say)
    try:
        hand_game_loop(fresh_deck(rng), ask, ready_prompt(read, say), rng, rules, say, rounds)
    except Quit:
        print("Goodbye!")
'''),
    dict(id="001:4.3", right=False, mistake="Builds the move prompt without say=say, so its messages go to print.",
         code=r'''
def main(
    read: Callable[[], str] = input, say: Say = print, rng: random.Random | None = None,
    rules: Rules = SEED_001, rounds: int | None = None,
) -> None:
    say("Welcome to blackjack!")
    if rng is None:
        rng = random.Random()
    ask = make_prompt_move(make_simple_prompt(read, say))
    try:
        hand_game_loop(fresh_deck(rng), ask, ready_prompt(read, say), rng, rules, say, rounds)
    except Quit:
        say("Goodbye!")
'''),
    dict(id="001:4.3", right=False, mistake="Makes the Ready? prompt from input and print instead of the read and say it was given.",
         code=r'''
def main(
    read: Callable[[], str] = input, say: Say = print, rng: random.Random | None = None,
    rules: Rules = SEED_001, rounds: int | None = None,
) -> None:
    say("Welcome to blackjack!")
    if rng is None:
        rng = random.Random()
    ask = make_prompt_move(make_simple_prompt(read, say), say=say)
    try:
        hand_game_loop(fresh_deck(rng), ask, ready_prompt(), rng, rules, say, rounds)
    except Quit:
        say("Goodbye!")
'''),
    dict(id="001:4.3", right=True, mistake="Right: rng defaulted with 'or', keyword arguments, and its own welcome and farewell words.",
         code=r'''
def main(
    read: Callable[[], str] = input, say: Say = print, rng: random.Random | None = None,
    rules: Rules = SEED_001, rounds: int | None = None,
) -> None:
    say("Hello, and welcome to the blackjack table!")
    rng = rng or random.Random()
    deck = fresh_deck(rng)
    move_prompt = make_prompt_move(make_simple_prompt(read, say), say=say)
    ready = ready_prompt(read, say)
    try:
        hand_game_loop(deck, move_prompt, ready, rng, rules=rules, say=say, rounds=rounds)
    except Quit:
        say("Thanks for playing, bye!")
'''),
]
