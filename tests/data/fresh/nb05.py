"""Fresh beginners' answers for exercises/05_player_turn.ipynb (issue 31's measuring set)."""

ENTRIES = [
    # ---------------------------------------------------------------- 4.1 parse_move
    dict(id="4.1", right=False, mistake="Builds the move with Move(answer) and ignores moves, so 'double' is taken at a table without it.",
         code=r'''
def parse_move(answer: str, moves: tuple[Move, ...] = BASIC_MOVES) -> Move | None:
    try:
        return Move(answer)
    except ValueError:
        return None
'''),
    dict(id="4.1", right=False, mistake="Lowercases and strips the answer itself, so 'Hit' is understood though it must not be here.",
         code=r'''
def parse_move(answer: str, moves: tuple[Move, ...] = BASIC_MOVES) -> Move | None:
    word = answer.strip().lower()
    for move in moves:
        if move.value == word:
            return move
    return None
'''),
    dict(id="4.1", right=False, mistake="Compares the answer with the member's name (HIT) instead of its value (hit).",
         code=r'''
def parse_move(answer: str, moves: tuple[Move, ...] = BASIC_MOVES) -> Move | None:
    for move in moves:
        if move.name == answer:
            return move
    return None
'''),
    dict(id="4.1", right=False, mistake="Hard-codes hit and stand and never looks at moves.",
         code=r'''
def parse_move(answer: str, moves: tuple[Move, ...] = BASIC_MOVES) -> Move | None:
    if answer == "hit":
        return Move.HIT
    elif answer == "stand":
        return Move.STAND
    else:
        return None
'''),
    dict(id="4.1", right=False, mistake="Accepts any beginning of a move's word (startswith), so 'h' or '' is a hit.",
         code=r'''
def parse_move(answer: str, moves: tuple[Move, ...] = BASIC_MOVES) -> Move | None:
    for move in moves:
        if move.value.startswith(answer):
            return move
    return None
'''),
    dict(id="4.1", right=True, mistake="Right: a dictionary from word to move, looked up with get.",
         code=r'''
def parse_move(answer: str, moves: tuple[Move, ...] = BASIC_MOVES) -> Move | None:
    words = {move.value: move for move in moves}
    return words.get(answer)
'''),
    # ---------------------------------------------------------------- 4.2 hit_player, player_move
    dict(id="4.2", right=False, mistake="hit_player writes the new hand as [top] + game.player, a list added to a tuple (a TypeError).",
         code=r'''
def hit_player(game: Game) -> Game:
    top, game = draw_from(game)
    return replace(game, player=[top] + game.player)


def player_move(move: Move, game: Game) -> Game | None:
    if move == Move.STAND:
        return None
    if move == Move.HIT:
        return hit_player(game)
    if move == Move.DOUBLE:
        return replace(hit_player(game), doubled=True)
    return replace(game, surrendered=True)
'''),
    dict(id="4.2", right=False, mistake="hit_player takes deck[0] and deck[1:] itself, so an empty stock is never reshuffled.",
         code=r'''
def hit_player(game: Game) -> Game:
    return replace(game, player=(game.deck[0], *game.player), deck=game.deck[1:])


def player_move(move: Move, game: Game) -> Game | None:
    if move is Move.STAND:
        return None
    if move is Move.SURRENDER:
        return replace(game, surrendered=True)
    if move is Move.DOUBLE:
        return replace(hit_player(game), doubled=True)
    return hit_player(game)
'''),
    dict(id="4.2", right=False, mistake="hit_player builds the new game from the old one, so the card drawn stays in the stock.",
         code=r'''
def hit_player(game: Game) -> Game:
    top, rest = draw_from(game)
    return replace(game, player=(top,) + game.player)


def player_move(move: Move, game: Game) -> Game | None:
    if move is Move.STAND:
        return None
    if move is Move.SURRENDER:
        return replace(game, surrendered=True)
    if move is Move.DOUBLE:
        return replace(hit_player(game), doubled=True)
    return hit_player(game)
'''),
    dict(id="4.2", right=False, mistake="A double only hits: it forgets to set doubled=True.",
         code=r'''
def hit_player(game: Game) -> Game:
    top, game = draw_from(game)
    return replace(game, player=(top, *game.player))


def player_move(move: Move, game: Game) -> Game | None:
    if move is Move.STAND:
        return None
    if move is Move.HIT or move is Move.DOUBLE:
        return hit_player(game)
    return replace(game, surrendered=True)
'''),
    dict(id="4.2", right=False, mistake="Treats a surrender like a stand and returns None.",
         code=r'''
def hit_player(game: Game) -> Game:
    top, game = draw_from(game)
    return replace(game, player=(top, *game.player))


def player_move(move: Move, game: Game) -> Game | None:
    if move is Move.HIT:
        return hit_player(game)
    if move is Move.DOUBLE:
        return replace(hit_player(game), doubled=True)
    return None
'''),
    dict(id="4.2", right=False, mistake="A stand returns the game unchanged instead of None.",
         code=r'''
def hit_player(game: Game) -> Game:
    top, game = draw_from(game)
    return replace(game, player=(top, *game.player))


def player_move(move: Move, game: Game) -> Game | None:
    if move is Move.STAND:
        return game
    if move is Move.SURRENDER:
        return replace(game, surrendered=True)
    if move is Move.DOUBLE:
        return replace(hit_player(game), doubled=True)
    return hit_player(game)
'''),
    dict(id="4.2", right=True, mistake="Right: a match statement over the four moves.",
         code=r'''
def hit_player(game: Game) -> Game:
    new_card, after = draw_from(game)
    return replace(after, player=(new_card,) + tuple(after.player))


def player_move(move: Move, game: Game) -> Game | None:
    match move:
        case Move.STAND:
            return None
        case Move.HIT:
            return hit_player(game)
        case Move.DOUBLE:
            return replace(hit_player(game), doubled=True)
        case Move.SURRENDER:
            return replace(game, surrendered=True)
'''),
    # ---------------------------------------------------------------- 4.3 player_turn
    dict(id="4.3", right=False, mistake="Leaves out step 2: a double or surrender after a hit is carried out instead of refused.",
         code=r'''
def player_turn(game: Game[Prompt[Move]]) -> tuple[Status, Game[Prompt[Move]]]:
    while True:
        move = ask_player(game)
        after = player_move(move, game)
        if after is None:
            return check_hand(game.player, game.rules), game
        status = check_hand(after.player, after.rules)
        if status is Status.BUST or after.doubled or after.surrendered:
            return status, after
        game = after
'''),
    dict(id="4.3", right=False, mistake="Goes on asking after a double, as if it were a hit.",
         code=r'''
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
    dict(id="4.3", right=False, mistake="Prints the refusal instead of saying it with game.say.",
         code=r'''
def player_turn(game: Game[Prompt[Move]]) -> tuple[Status, Game[Prompt[Move]]]:
    while True:
        move = ask_player(game)
        if first_move_only(move, game):
            print(f"You can only {move.value} on your first two cards.")
            continue
        after = player_move(move, game)
        if after is None:
            return check_hand(game.player, game.rules), game
        status = check_hand(after.player, after.rules)
        if status is Status.BUST or after.doubled or after.surrendered:
            return status, after
        game = after
'''),
    dict(id="4.3", right=False, mistake="Returns after the first hit instead of letting the turn go on while the hand is OK.",
         code=r'''
def player_turn(game: Game[Prompt[Move]]) -> tuple[Status, Game[Prompt[Move]]]:
    move = ask_player(game)
    while first_move_only(move, game):
        game.say(f"You can only {move.value} on your first two cards.")
        move = ask_player(game)
    after = player_move(move, game)
    if after is None:
        return check_hand(game.player, game.rules), game
    return check_hand(after.player, after.rules), after
'''),
    dict(id="4.3", right=False, mistake="Always writes 'double' in the refusal, also when the move was a surrender.",
         code=r'''
def player_turn(game: Game[Prompt[Move]]) -> tuple[Status, Game[Prompt[Move]]]:
    move = ask_player(game)
    if first_move_only(move, game):
        game.say("You can only double on your first two cards.")
        return player_turn(game)
    after = player_move(move, game)
    if after is None:
        return check_hand(game.player, game.rules), game
    status = check_hand(after.player, after.rules)
    if status == Status.OK and not after.doubled and not after.surrendered:
        return player_turn(after)
    return status, after
'''),
    dict(id="4.3", right=False, mistake="Calls check_hand without game.rules, so every table is judged by the default rules.",
         code=r'''
def player_turn(game: Game[Prompt[Move]]) -> tuple[Status, Game[Prompt[Move]]]:
    move = ask_player(game)
    if first_move_only(move, game):
        game.say(f"You can only {move.value} on your first two cards.")
        return player_turn(game)
    after = player_move(move, game)
    if after is None:
        return check_hand(game.player), game
    status = check_hand(after.player)
    if status is Status.BUST or after.doubled or after.surrendered:
        return status, after
    return player_turn(after)
'''),
    dict(id="4.3", right=True, mistake="Right: a while loop with the refusal as a continue.",
         code=r'''
def player_turn(game: Game[Prompt[Move]]) -> tuple[Status, Game[Prompt[Move]]]:
    while True:
        move = ask_player(game)
        if first_move_only(move, game):
            game.say("You can only " + move.value + " on your first two cards.")
            continue
        new_game = player_move(move, game)
        if new_game is None:
            return check_hand(game.player, game.rules), game
        status = check_hand(new_game.player, new_game.rules)
        if status is Status.BUST or new_game.doubled or new_game.surrendered:
            return status, new_game
        game = new_game
'''),
    # ---------------------------------------------------------------- 001:3.1 player_hand_move, player_hand_turn
    dict(id="001:3.1", right=False, mistake="Stops the turn at 21 too (>= 21 instead of > 21), without asking again.",
         code=r'''
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


def player_hand_turn(
    hand: Hand, deck: Deck, ask: Prompt[Move], rng: random.Random,
    say: Say = print, rules: Rules = SEED_001,
) -> tuple[Hand, Deck]:
    move = ask(f"Your hand is {pretty_print(hand, rules)}, what do you do?")
    return player_hand_move(hand, deck, move, ask, rng, say, rules)
'''),
    dict(id="001:3.1", right=False, mistake="Asks with the cards only, leaving the value out of the question.",
         code=r'''
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


def player_hand_turn(
    hand: Hand, deck: Deck, ask: Prompt[Move], rng: random.Random,
    say: Say = print, rules: Rules = SEED_001,
) -> tuple[Hand, Deck]:
    cards = " ".join(str(c) for c in hand)
    move = ask(f"Your hand is {cards}, what do you do?")
    return player_hand_move(hand, deck, move, ask, rng, say, rules)
'''),
    dict(id="001:3.1", right=False, mistake="Only STAND keeps the hand: a double or surrender draws a card like a hit.",
         code=r'''
def player_hand_move(
    hand: Hand, deck: Deck, move: Move, ask: Prompt[Move], rng: random.Random,
    say: Say = print, rules: Rules = SEED_001,
) -> tuple[Hand, Deck]:
    if move == Move.STAND:
        return hand, deck
    hand, deck = hit_hand(hand, deck, rng, say)
    if hand_value(hand, rules) > 21:
        return hand, deck
    return player_hand_turn(hand, deck, ask, rng, say, rules)


def player_hand_turn(
    hand: Hand, deck: Deck, ask: Prompt[Move], rng: random.Random,
    say: Say = print, rules: Rules = SEED_001,
) -> tuple[Hand, Deck]:
    move = ask(f"Your hand is {pretty_print(hand, rules)}, what do you do?")
    return player_hand_move(hand, deck, move, ask, rng, say, rules)
'''),
    dict(id="001:3.1", right=False, mistake="Never passes rules on: the question, the bust test and the next turn use the defaults.",
         code=r'''
def player_hand_move(
    hand: Hand, deck: Deck, move: Move, ask: Prompt[Move], rng: random.Random,
    say: Say = print, rules: Rules = SEED_001,
) -> tuple[Hand, Deck]:
    if move is not Move.HIT:
        return hand, deck
    hand, deck = hit_hand(hand, deck, rng, say)
    if hand_value(hand) > 21:
        return hand, deck
    return player_hand_turn(hand, deck, ask, rng, say)


def player_hand_turn(
    hand: Hand, deck: Deck, ask: Prompt[Move], rng: random.Random,
    say: Say = print, rules: Rules = SEED_001,
) -> tuple[Hand, Deck]:
    move = ask(f"Your hand is {pretty_print(hand)}, what do you do?")
    return player_hand_move(hand, deck, move, ask, rng, say)
'''),
    dict(id="001:3.1", right=False, mistake="After a hit that does not bust, returns at once instead of going on with the turn.",
         code=r'''
def player_hand_move(
    hand: Hand, deck: Deck, move: Move, ask: Prompt[Move], rng: random.Random,
    say: Say = print, rules: Rules = SEED_001,
) -> tuple[Hand, Deck]:
    if move is Move.HIT:
        hand, deck = hit_hand(hand, deck, rng, say)
    return hand, deck


def player_hand_turn(
    hand: Hand, deck: Deck, ask: Prompt[Move], rng: random.Random,
    say: Say = print, rules: Rules = SEED_001,
) -> tuple[Hand, Deck]:
    move = ask(f"Your hand is {pretty_print(hand, rules)}, what do you do?")
    return player_hand_move(hand, deck, move, ask, rng, say, rules)
'''),
    dict(id="001:3.1", right=False, mistake="Calls hit_hand without say, so a reshuffle's message goes to print.",
         code=r'''
def player_hand_move(
    hand: Hand, deck: Deck, move: Move, ask: Prompt[Move], rng: random.Random,
    say: Say = print, rules: Rules = SEED_001,
) -> tuple[Hand, Deck]:
    if move is not Move.HIT:
        return hand, deck
    new_hand, new_deck = hit_hand(hand, deck, rng)
    if hand_value(new_hand, rules) > 21:
        return new_hand, new_deck
    return player_hand_turn(new_hand, new_deck, ask, rng, say, rules)


def player_hand_turn(
    hand: Hand, deck: Deck, ask: Prompt[Move], rng: random.Random,
    say: Say = print, rules: Rules = SEED_001,
) -> tuple[Hand, Deck]:
    move = ask(f"Your hand is {pretty_print(hand, rules)}, what do you do?")
    return player_hand_move(hand, deck, move, ask, rng, say, rules)
'''),
    dict(id="001:3.1", right=True, mistake="Right: player_hand_move handles the hit with an if/else and keyword arguments.",
         code=r'''
def player_hand_move(
    hand: Hand, deck: Deck, move: Move, ask: Prompt[Move], rng: random.Random,
    say: Say = print, rules: Rules = SEED_001,
) -> tuple[Hand, Deck]:
    if move == Move.HIT:
        bigger, rest = hit_hand(hand, deck, rng, say=say)
        if hand_value(bigger, rules) > 21:
            return bigger, rest
        else:
            return player_hand_turn(bigger, rest, ask, rng, say=say, rules=rules)
    else:
        return hand, deck


def player_hand_turn(
    hand: Hand, deck: Deck, ask: Prompt[Move], rng: random.Random,
    say: Say = print, rules: Rules = SEED_001,
) -> tuple[Hand, Deck]:
    question = "Your hand is " + pretty_print(hand, rules) + ", what do you do?"
    return player_hand_move(hand, deck, ask(question), ask, rng, say=say, rules=rules)
'''),
]
