"""Answers to notebook 05: parsing a move, carrying it out, and the player's whole turn."""

from blackjack.course.audit.catalog import right, wrong

PARSE_MOVE = [
    right("4.1", "the seed's two words and nothing else", """
def parse_move(answer):
    if answer == "hit":
        return Move.HIT
    if answer == "stand":
        return Move.STAND
    return None
""", seed_only=True),
    right("4.1", "a dictionary of the allowed moves by their words", """
def parse_move(answer, moves=BASIC_MOVES):
    return {move.value: move for move in moves}.get(answer)
"""),
    right("4.1", "Move(answer), with the error of an unknown word caught", """
def parse_move(answer, moves=BASIC_MOVES):
    try:
        move = Move(answer)
    except ValueError:
        return None
    return move if move in moves else None
"""),
    wrong("4.1", "Move(answer) without catching the error of an unknown word", """
def parse_move(answer, moves=BASIC_MOVES):
    move = Move(answer)
    return move if move in moves else None
"""),
    wrong("4.1", "ignores moves: 'double' is a move at every table", """
def parse_move(answer, moves=BASIC_MOVES):
    for move in Move:
        if move.value == answer:
            return move
    return None
"""),
    wrong("4.1", "capitals and spaces forgiven, which is the prompt's business", """
def parse_move(answer, moves=BASIC_MOVES):
    for move in moves:
        if move.value == answer.strip().lower():
            return move
    return None
"""),
    wrong("4.1", "returns the word instead of the Move", """
def parse_move(answer, moves=BASIC_MOVES):
    for move in moves:
        if move.value == answer:
            return move.value
    return None
"""),
    wrong("4.1", "anything that is not hit is a stand", """
def parse_move(answer, moves=BASIC_MOVES):
    return Move.HIT if answer == "hit" else Move.STAND
"""),
    wrong("4.1", "a word that starts like a move is taken for it", """
def parse_move(answer, moves=BASIC_MOVES):
    for move in moves:
        if answer and move.value.startswith(answer):
            return move
    return None
"""),
    wrong("4.1", "gives up after the first move it looks at", """
def parse_move(answer, moves=BASIC_MOVES):
    for move in moves:
        if move.value == answer:
            return move
        return None
"""),
]

HIT_AND_MOVE = [
    right("4.2", "the seed's two moves: a stand is None, anything else a hit", """
def hit_player(game):
    card, game = draw_from(game)
    return replace(game, player=(card,) + game.player)

def player_move(move, game):
    if move == Move.STAND:
        return None
    return hit_player(game)
""", seed_only=True),
    right("4.2", "a match statement, and the new hand built as a list", """
def hit_player(game):
    card, rest = draw_from(game)
    return replace(rest, player=tuple([card] + list(rest.player)))

def player_move(move, game):
    match move:
        case Move.STAND:
            return None
        case Move.HIT:
            return hit_player(game)
        case Move.DOUBLE:
            return replace(hit_player(game), doubled=True)
        case Move.SURRENDER:
            return replace(game, surrendered=True)
"""),
    wrong("4.2", "the new card goes to the back of the hand", """
def hit_player(game):
    card, game = draw_from(game)
    return replace(game, player=game.player + (card,))

def player_move(move, game):
    if move is Move.STAND:
        return None
    if move is Move.SURRENDER:
        return replace(game, surrendered=True)
    return replace(hit_player(game), doubled=move is Move.DOUBLE)
"""),
    wrong("4.2", "the card is not taken off the deck", """
def hit_player(game):
    card, rest = draw_from(game)
    return replace(game, player=(card, *game.player))

def player_move(move, game):
    if move is Move.STAND:
        return None
    if move is Move.SURRENDER:
        return replace(game, surrendered=True)
    return replace(hit_player(game), doubled=move is Move.DOUBLE)
"""),
    wrong("4.2", "the deck's top card taken by hand: an empty deck is never reshuffled", """
def hit_player(game):
    return replace(game, player=(game.deck[0], *game.player), deck=game.deck[1:])

def player_move(move, game):
    if move is Move.STAND:
        return None
    if move is Move.SURRENDER:
        return replace(game, surrendered=True)
    return replace(hit_player(game), doubled=move is Move.DOUBLE)
"""),
    wrong("4.2", "copied from hit_dealer: the dealer gets the card", """
def hit_player(game):
    card, game = draw_from(game)
    return replace(game, dealer=(card, *game.dealer))

def player_move(move, game):
    if move is Move.STAND:
        return None
    if move is Move.SURRENDER:
        return replace(game, surrendered=True)
    return replace(hit_player(game), doubled=move is Move.DOUBLE)
"""),
    wrong("4.2", "a stand returns the game instead of None", """
def hit_player(game):
    card, game = draw_from(game)
    return replace(game, player=(card, *game.player))

def player_move(move, game):
    if move is Move.STAND:
        return game
    if move is Move.SURRENDER:
        return replace(game, surrendered=True)
    return replace(hit_player(game), doubled=move is Move.DOUBLE)
"""),
    wrong("4.2", "compares the move with its word: every move is a hit", """
def hit_player(game):
    card, game = draw_from(game)
    return replace(game, player=(card, *game.player))

def player_move(move, game):
    if move == "stand":
        return None
    return hit_player(game)
"""),
    wrong("4.2", "hits but forgets to return the new game", """
def hit_player(game):
    card, game = draw_from(game)
    return replace(game, player=(card, *game.player))

def player_move(move, game):
    if move is Move.HIT:
        hit_player(game)
    return None
"""),
    wrong("4.2", "a double does not take its card", """
def hit_player(game):
    card, game = draw_from(game)
    return replace(game, player=(card, *game.player))

def player_move(move, game):
    if move is Move.STAND:
        return None
    if move is Move.SURRENDER:
        return replace(game, surrendered=True)
    if move is Move.DOUBLE:
        return replace(game, doubled=True)
    return hit_player(game)
"""),
    wrong("4.2", "a surrender takes a card", """
def hit_player(game):
    card, game = draw_from(game)
    return replace(game, player=(card, *game.player))

def player_move(move, game):
    if move is Move.STAND:
        return None
    if move is Move.SURRENDER:
        return replace(hit_player(game), surrendered=True)
    return replace(hit_player(game), doubled=move is Move.DOUBLE)
"""),
]

PLAYER_TURN = [
    right("4.3", "the seed's steps: hit or stand, the seed's rules, recursion while OK", """
def player_turn(game):
    move = ask_player(game)
    after = player_move(move, game)
    if after is None:
        return check_hand(game.player), game
    status = check_hand(after.player)
    if status == Status.OK:
        return player_turn(after)
    return status, after
""", seed_only=True),
    right("4.3", "a while loop, the refused moves asked again inside it", """
def player_turn(game):
    while True:
        move = ask_player(game)
        if first_move_only(move, game):
            game.say(f"You can only {move.value} on your first two cards.")
            continue
        after = player_move(move, game)
        if after is None:
            return check_hand(game.player, game.rules), game
        game = after
        status = check_hand(game.player, game.rules)
        if status is Status.BUST or game.doubled or game.surrendered:
            return status, game
"""),
    wrong("4.3", "prints the refusal of a late double, where messages go through game.say", """
def player_turn(game):
    while True:
        move = ask_player(game)
        if first_move_only(move, game):
            print(f"You can only {move.value} on your first two cards.")
            continue
        after = player_move(move, game)
        if after is None:
            return check_hand(game.player, game.rules), game
        game = after
        status = check_hand(game.player, game.rules)
        if status is Status.BUST or game.doubled or game.surrendered:
            return status, game
"""),
    wrong("4.3", "goes on asking after a bust", """
def player_turn(game):
    move = ask_player(game)
    after = player_move(move, game)
    if after is None:
        return check_hand(game.player, game.rules), game
    return player_turn(after)
"""),
    wrong("4.3", "one hit ends the turn", """
def player_turn(game):
    move = ask_player(game)
    after = player_move(move, game)
    if after is None:
        return check_hand(game.player, game.rules), game
    return check_hand(after.player, after.rules), after
"""),
    wrong("4.3", "a loop that returns the game it started with", """
def player_turn(game):
    start, current = game, game
    while True:
        after = player_move(ask_player(current), current)
        if after is None:
            return check_hand(current.player, current.rules), start
        current = after
        status = check_hand(current.player, current.rules)
        if status is Status.BUST:
            return status, current
"""),
    wrong("4.3", "the status of the dealer's hand", """
def player_turn(game):
    move = ask_player(game)
    after = player_move(move, game)
    if after is None:
        return check_hand(game.dealer, game.rules), game
    status = check_hand(after.player, after.rules)
    if status is Status.OK:
        return player_turn(after)
    return status, after
"""),
    wrong("4.3", "asks with game.ask and a question of its own", """
def player_turn(game):
    move = game.ask("Hit or stand?")
    after = player_move(move, game)
    if after is None:
        return check_hand(game.player, game.rules), game
    status = check_hand(after.player, after.rules)
    if status is Status.OK:
        return player_turn(after)
    return status, after
"""),
    wrong("4.3", "its own bust test: 21 counts as bust", """
def player_turn(game):
    move = ask_player(game)
    after = player_move(move, game)
    if after is None:
        return check_hand(game.player, game.rules), game
    if hand_value(after.player, after.rules) >= 21:
        return Status.BUST, after
    return player_turn(after)
"""),
    wrong("4.3", "a double or a surrender does not end the turn", """
def player_turn(game):
    move = ask_player(game)
    if first_move_only(move, game):
        game.say(f"You can only {move.value} on your first two cards.")
        return player_turn(game)
    after = player_move(move, game)
    if after is None:
        return check_hand(game.player, game.rules), game
    status = check_hand(after.player, after.rules)
    if status is Status.BUST:
        return status, after
    return player_turn(after)
"""),
    wrong("4.3", "a late double is not refused", """
def player_turn(game):
    after = player_move(ask_player(game), game)
    if after is None:
        return check_hand(game.player, game.rules), game
    status = check_hand(after.player, after.rules)
    if status is Status.BUST or after.doubled or after.surrendered:
        return status, after
    return player_turn(after)
"""),
]

HAND_AND_DECK = [
    right("001:3.1", "the seed's two functions, with no rules: seed 001's own game", """
def player_hand_move(hand, deck, move, ask, rng, say=print):
    if move == Move.STAND:
        return hand, deck
    hand, deck = hit_hand(hand, deck, rng, say)
    if hand_value(hand) > 21:
        return hand, deck
    return player_hand_turn(hand, deck, ask, rng, say)

def player_hand_turn(hand, deck, ask, rng, say=print):
    move = ask("Your hand is " + pretty_print(hand) + ", what do you do?")
    return player_hand_move(hand, deck, move, ask, rng, say)
""", seed_only=True),
    right("001:3.1", "keyword arguments all the way, and check_hand for the bust", """
def player_hand_move(hand, deck, move, ask, rng, say=print, rules=SEED_001):
    if move is Move.HIT:
        hand, deck = hit_hand(hand, deck, rng=rng, say=say)
        if check_hand(hand, rules) is Status.OK:
            return player_hand_turn(hand, deck, ask, rng=rng, say=say, rules=rules)
    return hand, deck

def player_hand_turn(hand, deck, ask, rng, say=print, rules=SEED_001):
    question = f"Your hand is {pretty_print(hand, rules)}, what do you do?"
    return player_hand_move(hand, deck, ask(question), ask, rng=rng, say=say, rules=rules)
"""),
    wrong("001:3.1", "the turn goes on at 21: bust tested with >= 21", """
def player_hand_move(hand, deck, move, ask, rng, say=print, rules=SEED_001):
    if move is not Move.HIT:
        return hand, deck
    hand, deck = hit_hand(hand, deck, rng, say)
    if hand_value(hand, rules) >= 21:
        return hand, deck
    return player_hand_turn(hand, deck, ask, rng, say, rules)

def player_hand_turn(hand, deck, ask, rng, say=print, rules=SEED_001):
    move = ask(f"Your hand is {pretty_print(hand, rules)}, what do you do?")
    return player_hand_move(hand, deck, move, ask, rng, say, rules)
"""),
    wrong("001:3.1", "a hit that does not bust ends the turn", """
def player_hand_move(hand, deck, move, ask, rng, say=print, rules=SEED_001):
    if move is not Move.HIT:
        return hand, deck
    return hit_hand(hand, deck, rng, say)

def player_hand_turn(hand, deck, ask, rng, say=print, rules=SEED_001):
    move = ask(f"Your hand is {pretty_print(hand, rules)}, what do you do?")
    return player_hand_move(hand, deck, move, ask, rng, say, rules)
"""),
    wrong("001:3.1", "the old deck goes on after a hit", """
def player_hand_move(hand, deck, move, ask, rng, say=print, rules=SEED_001):
    if move is not Move.HIT:
        return hand, deck
    hand, rest = hit_hand(hand, deck, rng, say)
    if hand_value(hand, rules) > 21:
        return hand, rest
    return player_hand_turn(hand, deck, ask, rng, say, rules)

def player_hand_turn(hand, deck, ask, rng, say=print, rules=SEED_001):
    move = ask(f"Your hand is {pretty_print(hand, rules)}, what do you do?")
    return player_hand_move(hand, deck, move, ask, rng, say, rules)
"""),
    wrong("001:3.1", "the question shows the cards without their value", """
def player_hand_move(hand, deck, move, ask, rng, say=print, rules=SEED_001):
    if move is not Move.HIT:
        return hand, deck
    hand, deck = hit_hand(hand, deck, rng, say)
    if hand_value(hand, rules) > 21:
        return hand, deck
    return player_hand_turn(hand, deck, ask, rng, say, rules)

def player_hand_turn(hand, deck, ask, rng, say=print, rules=SEED_001):
    cards = " ".join(str(card) for card in hand)
    move = ask(f"Your hand is {cards}, what do you do?")
    return player_hand_move(hand, deck, move, ask, rng, say, rules)
"""),
    wrong("001:3.1", "draws from the deck by hand: an empty deck is never replaced", """
def player_hand_move(hand, deck, move, ask, rng, say=print, rules=SEED_001):
    if move is not Move.HIT:
        return hand, deck
    hand, deck = (deck[0], *hand), deck[1:]
    if hand_value(hand, rules) > 21:
        return hand, deck
    return player_hand_turn(hand, deck, ask, rng, say, rules)

def player_hand_turn(hand, deck, ask, rng, say=print, rules=SEED_001):
    move = ask(f"Your hand is {pretty_print(hand, rules)}, what do you do?")
    return player_hand_move(hand, deck, move, ask, rng, say, rules)
"""),
    wrong("001:3.1", "a fresh generator of its own: the reshuffle ignores rng", """
def player_hand_move(hand, deck, move, ask, rng, say=print, rules=SEED_001):
    if move is not Move.HIT:
        return hand, deck
    hand, deck = hit_hand(hand, deck, random.Random(), say)
    if hand_value(hand, rules) > 21:
        return hand, deck
    return player_hand_turn(hand, deck, ask, rng, say, rules)

def player_hand_turn(hand, deck, ask, rng, say=print, rules=SEED_001):
    move = ask(f"Your hand is {pretty_print(hand, rules)}, what do you do?")
    return player_hand_move(hand, deck, move, ask, rng, say, rules)
"""),
    wrong("001:3.1", "only a stand keeps the hand: a double or a surrender is taken for a hit", """
def player_hand_move(hand, deck, move, ask, rng, say=print, rules=SEED_001):
    if move is Move.STAND:
        return hand, deck
    hand, deck = hit_hand(hand, deck, rng, say)
    if hand_value(hand, rules) > 21:
        return hand, deck
    return player_hand_turn(hand, deck, ask, rng, say, rules)

def player_hand_turn(hand, deck, ask, rng, say=print, rules=SEED_001):
    move = ask(f"Your hand is {pretty_print(hand, rules)}, what do you do?")
    return player_hand_move(hand, deck, move, ask, rng, say, rules)
"""),
    wrong("001:3.1", "the rules are not passed on: the next step plays seed 001's", """
def player_hand_move(hand, deck, move, ask, rng, say=print, rules=SEED_001):
    if move is not Move.HIT:
        return hand, deck
    hand, deck = hit_hand(hand, deck, rng, say)
    if hand_value(hand, rules) > 21:
        return hand, deck
    return player_hand_turn(hand, deck, ask, rng, say)

def player_hand_turn(hand, deck, ask, rng, say=print, rules=SEED_001):
    move = ask(f"Your hand is {pretty_print(hand, rules)}, what do you do?")
    return player_hand_move(hand, deck, move, ask, rng, say)
"""),
]

ANSWERS = PARSE_MOVE + HIT_AND_MOVE + PLAYER_TURN + HAND_AND_DECK
