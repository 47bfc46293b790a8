"""Seed 004: a table of several players, one immutable ``Table`` after another.

Seat 0 is you, seat 1 the dealer, seats 2 and up the other players.  Every
function takes a table and gives back a new one (``dataclasses.replace`` on a
frozen dataclass does what the seed's lenses do).  Aces always count 11; the
dealer and the other players draw while under 17; you draw when you ask.

>>> from blackjack.core.cards import ordered_card_deck
>>> table = initial_deal(ordered_card_deck(), create_new_table(2), 2)
>>> print(show_table(table))
Chips: you 500, dealer 500, others 500
You:       2♠ 2♥ (4)
Dealer:    3♥ 2♦ (5)
Player 2:  3♦ 2♣ (5)
Bet: 20; you have not passed yet.
>>> print(show_table(score_hands(set_player_passes(table))))
Chips: you 480, dealer 520, others 500
You:       2♠ 2♥ (4)
Dealer:    5♥ 4♣ 4♥ 3♣ 3♥ 2♦ (21)
Player 2:  5♦ 4♠ 4♦ 3♠ 3♦ 2♣ (21)
Bet: 20; you have passed.

Choices the seed leaves open, and what this module does:

- ``n`` (``num_players``) is the seed's: the number of seats besides yours,
  the dealer's included, so a table with n has n + 1 hands and n + 1 chip
  stacks, 500 each (the seed's code gave n stacks, one too few).
- The dealer is the bank: her stack pays what the others win and takes what
  they lose, so the chips on the table always add up.  (The seed leaves the
  dealer's chips alone.)
- The other players bet the seed's fixed 20 chips a hand; you bet
  ``current_player_bet`` (10, 20 or 30; 20 at first).
- When you pass, the dealer and the others take turns, seat 1 to n, one card
  a turn, until nobody under 17 is left (the seed stops after three turns,
  which can leave a player under 17).
- A bust scores 0, so two busts tie and a bust loses to any hand.
- Every card is dealt face up, the dealer's too, as in the seed's game.
- The rules are a ``Rules`` of the table (seed 004's unless told): how aces
  count, and when the dealer and the others stop drawing (``dealer_draws``).
- Dealing from an empty deck raises ``EmptyDeckError``.  The game never gets
  there: you cannot hit once bust, so no hand passes 32, and six such hands
  need fewer than the deck's 380 points.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, replace

from blackjack.core.cards import FULL_DECK, Deck, Hand
from blackjack.core.decks import draw_card, fresh_deck, random_indexes, shuffle
from blackjack.core.hands import dealer_draws, hand_value, pretty_print
from blackjack.core.messages import Say
from blackjack.core.rules import SEED_004, Rules
from blackjack.editions.prompts import Prompt, Quit, explained_prompt, make_simple_prompt, sanitize

USER, DEALER = 0, 1  # seat numbers; the other players sit at 2, 3, ...
STARTING_CHIPS = 500
OTHERS_BET = 20  # what the other players bet each hand
BETS = (10, 20, 30)  # what you may bet
PLAYERS_QUESTION = "Besides yourself, how many other players do you want at the table? (1-4)"
PLAYERS_PROBLEM = "Please answer with a whole number from 1 to 4."
COMMAND_QUESTION = "Enter command: h)it, s)tay, set bet to 10, 20, 30, q)uit or help:"
COMMAND_ANSWERS = ("hit", "stay", "10", "20", "30", "help", "quit")
COMMAND_HELP = "h or hit takes a card; s or stay (or stand) ends your turn; 10, 20 or 30 (keys 1, 2, 3) sets your bet."
COMMAND_WORDS = {"h": "h", "hit": "h", "s": "s", "stay": "s", "stand": "s"}  # the words for hit and stay
BET_KEYS = {"1": 10, "2": 20, "3": 30, "10": 10, "20": 20, "30": 30}  # what sets the bet
QUIT_KEYS = ("q", "quit")
AGAIN_QUESTION = "Play another hand? (y/n)"
AGAIN_ANSWERS = ("y", "n", "help", "quit")
AGAIN_HELP = "y deals the next hand; n or quit leaves the table."
YES_NO = {"y": True, "yes": True, "n": False, "no": False}


@dataclass(frozen=True)
class Table:
    """Everything on the table; seat 0 is you, 1 the dealer, 2 and up the others."""

    num_players: int  # seats besides yours (the dealer's included)
    chip_stacks: tuple[int, ...]  # chips of each seat
    dealt_cards: tuple[Hand, ...]  # each seat's hand, newest card first
    current_player_bet: int = 20  # your bet this hand
    user_passes: bool = False  # have you stopped taking cards?
    card_deck: Deck = ()  # the cards still to deal, top card first
    rules: Rules = SEED_004  # how aces count, when the dealer and the others draw


def empty_hands(n: int) -> tuple[Hand, ...]:
    """No cards yet for any of the n + 1 seats."""
    return ((),) * (n + 1)


def create_new_table(n: int, rules: Rules = SEED_004, chips: int = STARTING_CHIPS) -> Table:
    """A table with n seats besides yours, 500 chips each (you CHIPS), no cards, no deck yet.

    >>> create_new_table(2).chip_stacks, create_new_table(1, chips=80).chip_stacks
    ((500, 500, 500), (80, 500))
    """
    return Table(n, (chips,) + (STARTING_CHIPS,) * n, empty_hands(n), rules=rules)


def reset_table(deck: Deck, table: Table, n: int) -> Table:
    """A new hand: the same chips and bet, no cards dealt, nobody passed, DECK to deal from."""
    if len(table.chip_stacks) != n + 1:
        raise ValueError(f"this table has {len(table.chip_stacks) - 1} seats besides yours, not {n}")
    return replace(table, num_players=n, dealt_cards=empty_hands(n), user_passes=False, card_deck=deck)


def set_card_deck(deck: Deck, table: Table) -> Table:
    """The table with DECK to deal from."""
    return replace(table, card_deck=deck)


def score(table: Table, i: int) -> int:
    """The value of seat I's hand under the table's rules (seed 004: every ace counts 11).

    >>> from blackjack.core.cards import hand
    >>> score(replace(create_new_table(1), dealt_cards=(hand("A♠ A♦"), ())), 0)
    22
    """
    return hand_value(table.dealt_cards[i], table.rules)


def give_card(table: Table, i: int) -> Table:
    """The top card of the deck to the front of seat I's hand."""
    deck, cards = draw_card(table.card_deck, table.dealt_cards[i])
    hands = table.dealt_cards[:i] + (cards,) + table.dealt_cards[i + 1 :]
    return replace(table, card_deck=deck, dealt_cards=hands)


def draws(table: Table, i: int) -> bool:
    """Does seat I take a card now?

    You always; the dealer by ``dealer_draws``, the others while below ``others_stand_at``.
    """
    cards = table.dealt_cards[i]
    if i == USER:
        return True
    if i == DEALER:
        return dealer_draws(cards, table.rules)
    return hand_value(cards, table.rules) < table.rules.others_stand_at


def deal_card_to_user(table: Table, i: int) -> Table:
    """A card to seat I: you always get it, the dealer and the others only while the rules say draw."""
    if draws(table, i):
        return give_card(table, i)
    return table


def deal_cards(table: Table, indices: Iterable[int]) -> Table:
    """``deal_card_to_user`` for each seat of INDICES in turn."""
    for i in indices:
        table = deal_card_to_user(table, i)
    return table


def initial_deal(deck: Deck, table: Table, n: int) -> Table:
    """A new hand from DECK: one card to every seat 0 to n, then a second to every seat."""
    seats = range(n + 1)
    return deal_cards(deal_cards(reset_table(deck, table, n), seats), seats)


def clip_score(table: Table, i: int) -> int:
    """Seat I's score, or 0 when bust."""
    s = score(table, i)
    return s if s <= 21 else 0


def outcome(points: int, dealer: int, bet: int) -> int:
    """The chips a hand of POINTS with BET wins against the DEALER's points (negative when lost)."""
    return bet if points > dealer else -bet if points < dealer else 0


def winnings(table: Table) -> tuple[tuple[int, int], ...]:
    """(seat, chips won) for you and each other player against the dealer; negative when lost.

    >>> from blackjack.core.cards import hand
    >>> t = replace(create_new_table(2), dealt_cards=(hand("K♠ 9♦"), hand("10♣ 8♦"), hand("K♥ 6♦ 8♥")))
    >>> winnings(t)
    ((0, 20), (2, -20))
    """
    dealer = clip_score(table, DEALER)
    bets = (table.current_player_bet,) + (OTHERS_BET,) * (table.num_players - 1)
    seats = (USER,) + tuple(range(2, table.num_players + 1))
    return tuple((i, outcome(clip_score(table, i), dealer, bet)) for i, bet in zip(seats, bets))


def score_hands(table: Table) -> Table:
    """Settle the hand: each player against the dealer, the dealer the bank.

    >>> from blackjack.core.cards import hand
    >>> t = replace(create_new_table(2), dealt_cards=(hand("K♠ 9♦"), hand("10♣ 8♦"), hand("K♥ 6♦ 8♥")))
    >>> score_hands(t).chip_stacks
    (520, 500, 480)
    """
    stacks = list(table.chip_stacks)
    for i, chips in winnings(table):
        stacks[i] += chips
        stacks[DEALER] -= chips
    return replace(table, chip_stacks=tuple(stacks))


def set_player_bet(bet: int, table: Table) -> Table:
    """Your bet for this hand: 10, 20 or 30 chips, nothing else.

    >>> set_player_bet(30, create_new_table(1)).current_player_bet
    30
    >>> set_player_bet(25, create_new_table(1))
    Traceback (most recent call last):
    ...
    ValueError: a bet is 10, 20 or 30 chips, not 25
    """
    if bet not in BETS:
        raise ValueError(f"a bet is 10, 20 or 30 chips, not {bet}")
    return replace(table, current_player_bet=bet)


def others_draw(table: Table) -> Iterator[Table]:
    """You stop; the table after each card the dealer and the others take, seat 1 to n in turns.

    The turns go round until nobody draws any more.  The first table is the
    one where you have just passed, before any card.
    """
    table = replace(table, user_passes=True)
    yield table
    drew = True
    while drew:
        drew = False
        for i in range(DEALER, table.num_players + 1):
            after = deal_card_to_user(table, i)
            if after != table:
                table, drew = after, True
                yield table


def set_player_passes(table: Table) -> Table:
    """You stop; the dealer and the others take turns drawing until nobody is under 17."""
    *_, last = others_draw(table)
    return last


def change_chip_stack(i: int, value: int, table: Table) -> Table:
    """The table with seat I's chip stack set to VALUE."""
    return replace(table, chip_stacks=table.chip_stacks[:i] + (value,) + table.chip_stacks[i + 1 :])


def hand_over(table: Table) -> bool:
    """Has this hand finished (you have passed)?"""
    return table.user_passes


def seat_name(i: int) -> str:
    """``You``, ``Dealer``, ``Player 2``, ..."""
    return {USER: "You", DEALER: "Dealer"}.get(i, f"Player {i}")


def table_lines(table: Table) -> list[str]:
    """The chips, then every hand with its score, a line each."""
    others = " ".join(map(str, table.chip_stacks[2:]))
    chips = f"Chips: you {table.chip_stacks[USER]}, dealer {table.chip_stacks[DEALER]}, others {others}"
    return [chips, *(f"{seat_name(i) + ':':<10} {pretty_print(cards, table.rules)}"
                     for i, cards in enumerate(table.dealt_cards))]


def show_table(table: Table) -> str:
    """The table as lines of text: chips, every hand with its score, the bet."""
    passed = "you have passed" if table.user_passes else "you have not passed yet"
    return "\n".join([*table_lines(table), f"Bet: {table.current_player_bet}; {passed}."])


def table_view(table: Table) -> str:
    """The table as the game shows it: ``show_table`` without the seed's "passed" (the game says "stay")."""
    return "\n".join([*table_lines(table), f"Bet: {table.current_player_bet}."])


def shoe_for_hand(rng: random.Random, decks: int = 1) -> Deck:
    """A fresh shoe of DECKS decks for one hand; a short fixed stock (``--deck``) is completed by the cards it lacks.

    >>> from blackjack.core.cards import hand
    >>> from blackjack.core.decks import Stacked
    >>> shoe = shoe_for_hand(Stacked([hand("A♠ K♠")], seed=1))
    >>> shoe[:2], sorted(shoe, key=FULL_DECK.index) == list(FULL_DECK)
    ((A♠, K♠), True)
    """
    deck = fresh_deck(rng, decks)
    missing = tuple((Counter(FULL_DECK * decks) - Counter(deck)).elements())
    return deck + shuffle(random_indexes(rng), missing) if missing else deck


def parse_players(answer: str) -> int | None:
    """The number of other players ANSWER names, if it is 1 to 4; else None."""
    text = answer.strip()
    return int(text) if text in ("1", "2", "3", "4") else None


def parse_command(answer: str) -> str | None:
    """The command ANSWER names: ``h`` (hit), ``s`` (stay, stand) or a bet as typed; None when unclear.

    >>> parse_command("hit"), parse_command("stand"), parse_command("25"), parse_command("")
    ('h', 's', '25', None)
    """
    return answer if looks_like_bet(answer) else COMMAND_WORDS.get(answer)


def looks_like_bet(command: str) -> bool:
    """Does COMMAND look like a number (a bet), rather than a key to stay?

    >>> looks_like_bet("20"), looks_like_bet("-5"), looks_like_bet(".5"), looks_like_bet("s")
    (True, True, True, False)
    """
    return command[:1].isdigit() or command[:1] in ("-", "+", ".")


def change_bet(command: str, table: Table) -> tuple[Table, str | None]:
    """The table with the bet COMMAND names (``1``/``10``, ``2``/``20``, ``3``/``30``), or why not.

    >>> change_bet("3", create_new_table(1))[0].current_player_bet
    30
    >>> change_bet("1e9", create_new_table(1))[1]
    'Sorry, a bet is 10, 20 or 30 chips (keys 1, 2, 3), not 1e9.'
    """
    bet = BET_KEYS.get(command)
    if bet is None:
        shown = command if len(command) <= 20 else command[:20] + "…"
        return table, f"Sorry, a bet is 10, 20 or 30 chips (keys 1, 2, 3), not {shown}."
    if bet > table.chip_stacks[USER]:
        return table, f"Sorry, you only have {table.chip_stacks[USER]} chips."
    return set_player_bet(bet, table), None


def affordable(table: Table) -> Table:
    """The table with your bet lowered, if need be, to the largest bet your chips cover.

    >>> affordable(change_chip_stack(USER, 25, create_new_table(1))).current_player_bet
    20
    """
    most = min(table.current_player_bet, table.chip_stacks[USER])
    return set_player_bet(max([b for b in BETS if b <= most], default=min(BETS)), table)


def act(table: Table, command: str) -> tuple[Table, str | None]:
    """Your COMMAND (see ``parse_command``): ``h`` hits, ``s`` stays, a bet sets the bet; the table and a note, if any.

    ``quit`` is not a command here: the front ends stop before they get here.
    """
    if command == "h" and score(table, USER) > 21:
        return table, "You are bust; you cannot take another card."
    if command == "h":
        return deal_card_to_user(table, USER), None
    if command == "s":
        return set_player_passes(table), None
    if looks_like_bet(command):
        return change_bet(command, table)
    raise ValueError(f"not a command: {command!r}")


def take_turn(table: Table, command: str) -> tuple[Table, str | None]:
    """``act`` on COMMAND; a hit that busts you ends your turn (the others play), and the note says so."""
    table, note = act(table, command)
    if command == "h" and not hand_over(table) and score(table, USER) > 21:
        return set_player_passes(table), f"You are bust: {pretty_print(table.dealt_cards[USER], table.rules)}."
    return table, note


def quitting(ask: Prompt[str]) -> Prompt[str]:
    """Ask with ASK, the answer sanitized; ``q`` or ``quit`` raises ``Quit``."""

    def asking(question: str) -> str:
        answer = sanitize(ask(question))
        if answer in QUIT_KEYS:
            raise Quit(answer)
        return answer

    return asking


def ask_command(ask: Prompt[str], say: Say) -> str:
    """Your next command, asked until it is clear; ``q`` or ``quit`` raises ``Quit`` (the hand is not settled)."""
    return explained_prompt(quitting(ask), parse_command, COMMAND_ANSWERS, COMMAND_HELP, say)(COMMAND_QUESTION)


def play_hand(table: Table, ask: Prompt[str], say: Say) -> Table:
    """Your commands until you stay or go bust; then the others play out and the hand is scored."""
    while not hand_over(table):
        table, note = take_turn(table, ask_command(ask, say))
        if note or not hand_over(table):
            say(note or table_view(table))
    table = score_hands(table)
    say("Hand over. The table at the end of the hand:")
    say(table_view(table))
    return table


def ask_players(ask: Prompt[str], say: Say) -> int:
    """Ask how many other players there are until the answer is 1 to 4."""
    while (others := parse_players(quitting(ask)(PLAYERS_QUESTION))) is None:
        say(PLAYERS_PROBLEM)
    return others


def another_hand(ask: Prompt[str], say: Say) -> bool:
    """Does the player want another hand?  Asked until the answer is y or n."""
    return explained_prompt(quitting(ask), YES_NO.get, AGAIN_ANSWERS, AGAIN_HELP, say)(AGAIN_QUESTION)


def play_table(
    others: int | None,
    read: Callable[[], str] = input,
    say: Say = print,
    rng: random.Random | None = None,
    rules: Rules = SEED_004,
    chips: int = STARTING_CHIPS,
    play: Callable[[Table, Prompt[str], Say], Table] = play_hand,
) -> None:
    """Seed 004's game in a terminal: you (with CHIPS), the dealer and OTHERS other players.

    With OTHERS None, ask for it.  Each hand comes from a fresh shoe of
    ``rules.decks`` decks shuffled with RNG and is played by PLAY (a front
    end may say more than ``play_hand``).  The game ends when you do not
    want another hand, or have no chips for the smallest bet; ``quit`` and
    the end of the input raise ``Quit``.
    """
    ask = make_simple_prompt(read, say)
    say("Welcome to the blackjack table!")
    if others is None:
        others = ask_players(ask, say)
    elif parse_players(str(others)) is None:
        raise ValueError(f"there can be 1 to 4 other players, not {others}")
    rng = rng if rng is not None else random.Random()
    n = others + 1
    table = create_new_table(n, rules, chips)
    while True:
        table = affordable(initial_deal(shoe_for_hand(rng, rules.decks), table, n))
        say(table_view(table))
        table = play(table, ask, say)
        if table.chip_stacks[USER] < min(BETS):
            say("You have no chips left for a bet.")
            return
        if not another_hand(ask, say):
            return
