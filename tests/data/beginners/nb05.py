"""Beginners' answers for 05_player_turn (see measure.py)."""

HIT = '''
def hit_player(game: Game) -> Game:
    top, game = draw_from(game)
    return replace(game, player=(top, *game.player))

'''
MOVE = '''

def player_move(move: Move, game: Game) -> Game | None:
    if move is Move.STAND:
        return None
    if move is Move.SURRENDER:
        return replace(game, surrendered=True)
    return replace(hit_player(game), doubled=move is Move.DOUBLE)
'''
TURN = '''

def player_hand_turn(
    hand: Hand, deck: Deck, ask: Prompt[Move], rng: random.Random,
    say: Say = print, rules: Rules = SEED_001,
) -> tuple[Hand, Deck]:
    move = ask(f"Your hand is {pretty_print(hand, rules)}, what do you do?")
    return player_hand_move(hand, deck, move, ask, rng, say, rules)
'''
HAND_MOVE = '''
def player_hand_move(
    hand: Hand, deck: Deck, move: Move, ask: Prompt[Move], rng: random.Random,
    say: Say = print, rules: Rules = SEED_001,
) -> tuple[Hand, Deck]:
    if move is not Move.HIT:
        return hand, deck
    hand, deck = hit_hand(hand, deck, rng, say)
    if hand_value(hand, rules) > 21:
        return hand, deck
    return player_hand_turn(hand, deck, ask, rng, say, rules)
'''

ENTRIES = [
    # 4.1 parse_move
    dict(id="4.1", right=False, mistake="Ignores `moves`: Move(answer) gives DOUBLE even at a table that does not offer it.", code='''
def parse_move(answer: str, moves: tuple[Move, ...] = BASIC_MOVES) -> Move | None:
    try:
        return Move(answer)
    except ValueError:
        return None
'''),
    dict(id="4.1", right=False, mistake="Lowercases the answer, though capitals are the prompt's business: 'Hit' must give None.", code='''
def parse_move(answer: str, moves: tuple[Move, ...] = BASIC_MOVES) -> Move | None:
    for move in moves:
        if move.value == answer.lower():
            return move
    return None
'''),
    dict(id="4.1", right=False, mistake="Strips spaces from the answer, though that is the prompt's business.", code='''
def parse_move(answer: str, moves: tuple[Move, ...] = BASIC_MOVES) -> Move | None:
    for move in moves:
        if answer.strip() == move.value:
            return move
    return None
'''),
    dict(id="4.1", right=False, mistake="Hard-codes hit and stand and ignores `moves`.", code='''
def parse_move(answer: str, moves: tuple[Move, ...] = BASIC_MOVES) -> Move | None:
    if answer == "hit":
        return Move.HIT
    if answer == "stand":
        return Move.STAND
    return None
'''),
    dict(id="4.1", right=False, mistake="Returns the word itself ('hit') instead of the Move.", code='''
def parse_move(answer: str, moves: tuple[Move, ...] = BASIC_MOVES) -> Move | None:
    words = [move.value for move in moves]
    return answer if answer in words else None
'''),
    dict(id="4.1", right=False, mistake="Anything that is not 'hit' counts as a stand: never None.", code='''
def parse_move(answer: str, moves: tuple[Move, ...] = BASIC_MOVES) -> Move | None:
    if answer == "hit":
        return Move.HIT
    for move in moves:
        if move.value == answer:
            return move
    return Move.STAND
'''),
    # 4.2 hit_player, player_move
    dict(id="4.2", right=False, mistake="hit_player puts the card at the back of the hand.", code='''
def hit_player(game: Game) -> Game:
    top, game = draw_from(game)
    return replace(game, player=game.player + (top,))
''' + MOVE),
    dict(id="4.2", right=False, mistake="hit_player takes game.deck[0] itself instead of draw_from: an empty stock crashes, no reshuffle.", code='''
def hit_player(game: Game) -> Game:
    return replace(game, player=(game.deck[0],) + game.player, deck=game.deck[1:])
''' + MOVE),
    dict(id="4.2", right=False, mistake="hit_player gives the card but never takes it off the stock.", code='''
def hit_player(game: Game) -> Game:
    top, _ = draw_from(game)
    return replace(game, player=(top, *game.player))
''' + MOVE),
    dict(id="4.2", right=False, mistake="player_move treats a double as a plain hit: doubled stays False.", code=HIT + '''
def player_move(move: Move, game: Game) -> Game | None:
    if move == Move.STAND:
        return None
    if move == Move.SURRENDER:
        return replace(game, surrendered=True)
    return hit_player(game)
'''),
    dict(id="4.2", right=False, mistake="player_move treats a surrender like a stand (None).", code=HIT + '''
def player_move(move: Move, game: Game) -> Game | None:
    if move is Move.STAND or move is Move.SURRENDER:
        return None
    if move is Move.DOUBLE:
        return replace(hit_player(game), doubled=True)
    return hit_player(game)
'''),
    dict(id="4.2", right=False, mistake="player_move returns the unchanged game for a stand instead of None.", code=HIT + '''
def player_move(move: Move, game: Game) -> Game | None:
    if move is Move.HIT:
        return hit_player(game)
    if move is Move.DOUBLE:
        return replace(hit_player(game), doubled=True)
    if move is Move.SURRENDER:
        return replace(game, surrendered=True)
    return game
'''),
    dict(id="4.2", right=False, mistake="A surrender also deals a card.", code=HIT + '''
def player_move(move: Move, game: Game) -> Game | None:
    if move is Move.STAND:
        return None
    if move is Move.SURRENDER:
        return replace(hit_player(game), surrendered=True)
    return replace(hit_player(game), doubled=(move is Move.DOUBLE))
'''),
    # 4.3 player_turn
    dict(id="4.3", right=False, mistake="Never asks first_move_only: a double after a hit is allowed.", code='''
def player_turn(game: Game[Prompt[Move]]) -> tuple[Status, Game[Prompt[Move]]]:
    move = ask_player(game)
    after = player_move(move, game)
    if after is None:
        return check_hand(game.player, game.rules), game
    status = check_hand(after.player, after.rules)
    if status is Status.BUST or after.doubled or after.surrendered:
        return status, after
    return player_turn(after)
'''),
    dict(id="4.3", right=False, mistake="check_hand without game.rules, so aces-high tables are counted wrong.", code='''
def player_turn(game: Game[Prompt[Move]]) -> tuple[Status, Game[Prompt[Move]]]:
    while True:
        move = ask_player(game)
        if first_move_only(move, game):
            game.say(f"You can only {move.value} on your first two cards.")
            continue
        after = player_move(move, game)
        if after is None:
            return check_hand(game.player), game
        status = check_hand(after.player)
        if status is Status.BUST or after.doubled or after.surrendered:
            return status, after
        game = after
'''),
    dict(id="4.3", right=False, mistake="After a double the turn goes on instead of ending.", code='''
def player_turn(game: Game[Prompt[Move]]) -> tuple[Status, Game[Prompt[Move]]]:
    move = ask_player(game)
    if first_move_only(move, game):
        game.say(f"You can only {move.value} on your first two cards.")
        return player_turn(game)
    after = player_move(move, game)
    if after is None:
        return check_hand(game.player, game.rules), game
    status = check_hand(after.player, after.rules)
    if status is Status.BUST or after.surrendered:
        return status, after
    return player_turn(after)
'''),
    dict(id="4.3", right=False, mistake="The refusal is printed instead of said with game.say.", code='''
def player_turn(game: Game[Prompt[Move]]) -> tuple[Status, Game[Prompt[Move]]]:
    move = ask_player(game)
    if first_move_only(move, game):
        print(f"You can only {move.value} on your first two cards.")
        return player_turn(game)
    after = player_move(move, game)
    if after is None:
        return check_hand(game.player, game.rules), game
    status = check_hand(after.player, after.rules)
    if status is Status.BUST or after.doubled or after.surrendered:
        return status, after
    return player_turn(after)
'''),
    dict(id="4.3", right=False, mistake="A stand always returns Status.OK without looking at the hand.", code='''
def player_turn(game: Game[Prompt[Move]]) -> tuple[Status, Game[Prompt[Move]]]:
    move = ask_player(game)
    if first_move_only(move, game):
        game.say(f"You can only {move.value} on your first two cards.")
        return player_turn(game)
    after = player_move(move, game)
    if after is None:
        return Status.OK, game
    status = check_hand(after.player, after.rules)
    if status is Status.BUST or after.doubled or after.surrendered:
        return status, after
    return player_turn(after)
'''),
    dict(id="4.3", right=False, mistake="Does not stop at a bust: keeps asking until the player stands.", code='''
def player_turn(game: Game[Prompt[Move]]) -> tuple[Status, Game[Prompt[Move]]]:
    while True:
        move = ask_player(game)
        if first_move_only(move, game):
            game.say(f"You can only {move.value} on your first two cards.")
            continue
        after = player_move(move, game)
        if after is None:
            return check_hand(game.player, game.rules), game
        if after.doubled or after.surrendered:
            return check_hand(after.player, after.rules), after
        game = after
'''),
    dict(id="4.3", right=False, mistake="The refusal always says 'double', even for a surrender.", code='''
def player_turn(game: Game[Prompt[Move]]) -> tuple[Status, Game[Prompt[Move]]]:
    move = ask_player(game)
    if first_move_only(move, game):
        game.say("You can only double on your first two cards.")
        return player_turn(game)
    after = player_move(move, game)
    if after is None:
        return check_hand(game.player, game.rules), game
    status = check_hand(after.player, after.rules)
    if status is Status.BUST or after.doubled or after.surrendered:
        return status, after
    return player_turn(after)
'''),
    # 001:3.1 player_hand_move, player_hand_turn
    dict(id="001:3.1", right=False, mistake="Counts 21 as bust (`>= 21`) after a hit.", code='''
def player_hand_move(
    hand: Hand, deck: Deck, move: Move, ask: Prompt[Move], rng: random.Random,
    say: Say = print, rules: Rules = SEED_001,
) -> tuple[Hand, Deck]:
    if move is not Move.HIT:
        return hand, deck
    hand, deck = hit_hand(hand, deck, rng, say)
    if hand_value(hand, rules) >= 21:
        return hand, deck
    return player_hand_turn(hand, deck, ask, rng, say, rules)
''' + TURN),
    dict(id="001:3.1", right=False, mistake="The question leaves out the hand's value: 'Your hand is Q♦ 2♣, what do you do?'.", code=HAND_MOVE + '''

def player_hand_turn(
    hand: Hand, deck: Deck, ask: Prompt[Move], rng: random.Random,
    say: Say = print, rules: Rules = SEED_001,
) -> tuple[Hand, Deck]:
    cards = " ".join(str(c) for c in hand)
    move = ask(f"Your hand is {cards}, what do you do?")
    return player_hand_move(hand, deck, move, ask, rng, say, rules)
'''),
    dict(id="001:3.1", right=False, mistake="Does not pass `rules` on: pretty_print and the next turn use the default rules.", code='''
def player_hand_move(
    hand: Hand, deck: Deck, move: Move, ask: Prompt[Move], rng: random.Random,
    say: Say = print, rules: Rules = SEED_001,
) -> tuple[Hand, Deck]:
    if move is not Move.HIT:
        return hand, deck
    hand, deck = hit_hand(hand, deck, rng, say)
    if hand_value(hand, rules) > 21:
        return hand, deck
    return player_hand_turn(hand, deck, ask, rng, say)


def player_hand_turn(
    hand: Hand, deck: Deck, ask: Prompt[Move], rng: random.Random,
    say: Say = print, rules: Rules = SEED_001,
) -> tuple[Hand, Deck]:
    move = ask(f"Your hand is {pretty_print(hand)}, what do you do?")
    return player_hand_move(hand, deck, move, ask, rng, say)
'''),
    dict(id="001:3.1", right=False, mistake="After a hit that does not bust it returns instead of asking again.", code='''
def player_hand_move(
    hand: Hand, deck: Deck, move: Move, ask: Prompt[Move], rng: random.Random,
    say: Say = print, rules: Rules = SEED_001,
) -> tuple[Hand, Deck]:
    if move is Move.HIT:
        hand, deck = hit_hand(hand, deck, rng, say)
    return hand, deck
''' + TURN),
    dict(id="001:3.1", right=False, mistake="Does not pass `say` on to hit_hand, so a reshuffle prints.", code='''
def player_hand_move(
    hand: Hand, deck: Deck, move: Move, ask: Prompt[Move], rng: random.Random,
    say: Say = print, rules: Rules = SEED_001,
) -> tuple[Hand, Deck]:
    if move is not Move.HIT:
        return hand, deck
    hand, deck = hit_hand(hand, deck, rng)
    if hand_value(hand, rules) > 21:
        return hand, deck
    return player_hand_turn(hand, deck, ask, rng, say, rules)
''' + TURN),
    dict(id="001:3.1", right=False, mistake="Checks the bust with hand_value(hand) without the rules.", code='''
def player_hand_move(
    hand: Hand, deck: Deck, move: Move, ask: Prompt[Move], rng: random.Random,
    say: Say = print, rules: Rules = SEED_001,
) -> tuple[Hand, Deck]:
    if move != Move.HIT:
        return hand, deck
    hand, deck = hit_hand(hand, deck, rng, say)
    if hand_value(hand) > 21:
        return hand, deck
    return player_hand_turn(hand, deck, ask, rng, say, rules)
''' + TURN),
    dict(id="001:3.1", right=False, mistake="Only STAND keeps the hand: DOUBLE and SURRENDER are played as a hit.", code='''
def player_hand_move(
    hand: Hand, deck: Deck, move: Move, ask: Prompt[Move], rng: random.Random,
    say: Say = print, rules: Rules = SEED_001,
) -> tuple[Hand, Deck]:
    if move is Move.STAND:
        return hand, deck
    hand, deck = hit_hand(hand, deck, rng, say)
    if hand_value(hand, rules) > 21:
        return hand, deck
    return player_hand_turn(hand, deck, ask, rng, say, rules)
''' + TURN),
    # right
    dict(id="4.1", right=True, mistake="(right) A dictionary from words to the allowed moves.", code='''
def parse_move(answer: str, moves: tuple[Move, ...] = BASIC_MOVES) -> Move | None:
    allowed = {move.value: move for move in moves}
    return allowed.get(answer)
'''),
    dict(id="4.3", right=True, mistake="(right) A while loop instead of the recursion.", code='''
def player_turn(game: Game[Prompt[Move]]) -> tuple[Status, Game[Prompt[Move]]]:
    while True:
        move = ask_player(game)
        if first_move_only(move, game):
            game.say(f"You can only {move.value} on your first two cards.")
            continue
        after = player_move(move, game)
        if after is None:
            return check_hand(game.player, game.rules), game
        status = check_hand(after.player, after.rules)
        if status == Status.BUST or after.doubled or after.surrendered:
            return status, after
        game = after
'''),
]
