"""Seed 001's edition of the game: hands and the deck travel as separate values.

Seed 000 keeps everything in one ``Game`` record; seed 001 passes a hand and
the deck from function to function and gets a new pair back.  The messages
differ too: a bust ends the round at once, in one line.

>>> import random
>>> from blackjack.core.cards import hand
>>> from blackjack.editions.prompts import make_prompt_move, scripted
>>> ask = make_prompt_move(scripted("hit", "hit"))
>>> player, deck = player_hand_turn(hand("Q♦ 2♣"), hand("2♥ 10♠ 7♣"), ask, random.Random(0))
Your hand is Q♦ 2♣ (12), what do you do?
hit
Your hand is 2♥ Q♦ 2♣ (14), what do you do?
hit
>>> bust_check("You", Result.LOSE.message, player)
You busted! 10♠ 2♥ Q♦ 2♣ (24) The house wins.
True
"""

from __future__ import annotations

import random
from collections.abc import Callable

from blackjack.core.cards import Deck, Hand
from blackjack.core.decks import deal, fresh_deck, hit_hand
from blackjack.core.hands import compare, dealer_draws, is_bust, pretty_print
from blackjack.core.messages import Say
from blackjack.core.rules import SEED_001, Result, Rules
from blackjack.editions.classic import (
    Game,
    ask_player,
    first_card_message,
    rounds_to_play,
)
from blackjack.editions.prompts import (
    Move,
    Prompt,
    Quit,
    make_prompt_move,
    make_simple_prompt,
    ready_prompt,
)


def dealer_hand_turn(
    hand: Hand, deck: Deck, rng: random.Random, rules: Rules = SEED_001, say: Say = print
) -> tuple[Hand, Deck]:
    """The dealer hits while the rules say so (below 17 for seed 001); the final hand and deck.

    >>> from blackjack.core.cards import hand
    >>> dealer_hand_turn(hand("2♠ 7♥"), hand("J♣ 5♦"), random.Random(0))
    ((J♣, 2♠, 7♥), (5♦,))
    """
    if dealer_draws(hand, rules):
        hand, deck = hit_hand(hand, deck, rng, say)
        return dealer_hand_turn(hand, deck, rng, rules, say)
    return hand, deck


def player_hand_move(
    hand: Hand, deck: Deck, move: Move, ask: Prompt[Move], rng: random.Random,
    say: Say = print, rules: Rules = SEED_001,
) -> tuple[Hand, Deck]:
    """Carry out MOVE: a hit takes a card and, unless that busts, asks for the next move.

    Any other move (a stand) keeps the hand and the deck as they are.
    """
    if move is not Move.HIT:
        return hand, deck
    hand, deck = hit_hand(hand, deck, rng, say)
    if is_bust(hand, rules):
        return hand, deck
    return player_hand_turn(hand, deck, ask, rng, say, rules)


def player_hand_turn(
    hand: Hand, deck: Deck, ask: Prompt[Move], rng: random.Random,
    say: Say = print, rules: Rules = SEED_001,
) -> tuple[Hand, Deck]:
    """Show the hand, ask for a move and carry it out (with ``player_hand_move``)."""
    move = ask_player(Game(player=hand, ask=ask, rules=rules))
    return player_hand_move(hand, deck, move, ask, rng, say, rules)


def bust_check(who: str, win: str, hand: Hand, rules: Rules = SEED_001, say: Say = print) -> bool:
    """Is the round over because HAND is bust?  If so, say who busted and who wins.

    Seed 001 restarts the game loop from here; in Python the loop reads the answer.

    >>> from blackjack.core.cards import hand
    >>> bust_check("The dealer", Result.WIN.message, hand("Q♠ 3♦ 2♣ 7♣"))
    The dealer busted! Q♠ 3♦ 2♣ 7♣ (22) You win!
    True
    >>> bust_check("You", Result.LOSE.message, hand("Q♦ 2♣"))
    False
    """
    if not is_bust(hand, rules):
        return False
    say(rules.wording.busted.format(who=who, hand=pretty_print(hand, rules), win=win))
    return True


def compare_two_hands(player: Hand, dealer: Hand, rules: Rules = SEED_001) -> Result:
    """The player's result: the higher total wins; with naturals on, a two-card 21 beats a longer 21.

    >>> from blackjack.core.cards import hand
    >>> compare_two_hands(hand("A♥ K♣"), hand("9♣ J♥ 2♦"))
    <Result.WIN: 'You win!'>
    >>> compare_two_hands(hand("A♠ J♠"), hand("A♦ K♣"))
    <Result.TIE: 'Tie; nobody wins.'>
    """
    return compare(player, dealer, rules)


def play_hand_round(
    deck: Deck, ask: Prompt[Move], ready: Prompt[str], rng: random.Random,
    rules: Rules = SEED_001, say: Say = print,
) -> Deck:
    """One pass through seed 001's game loop; the deck that is left for the next round."""
    words = rules.wording
    ready(words.ready)
    dealer, deck = deal(deck, rng, say)
    say(first_card_message(dealer, rules))
    player, deck = deal(deck, rng, say)
    player, deck = player_hand_turn(player, deck, ask, rng, say, rules)
    if bust_check("You", Result.LOSE.message, player, rules, say):
        return deck
    dealer, deck = dealer_hand_turn(dealer, deck, rng, rules, say)
    if bust_check("The dealer", Result.WIN.message, dealer, rules, say):
        return deck
    say(words.dealer_reveals.format(hand=pretty_print(dealer, rules)))
    say(compare_two_hands(player, dealer, rules).message)
    return deck


def hand_game_loop(
    deck: Deck, ask: Prompt[Move], ready: Prompt[str], rng: random.Random,
    rules: Rules = SEED_001, say: Say = print, rounds: int | None = None,
) -> Deck:
    """Play rounds from DECK until a prompt raises ``Quit`` (or ROUNDS rounds are over)."""
    for _ in rounds_to_play(rounds):
        deck = play_hand_round(deck, ask, ready, rng, rules, say)
    return deck


def main(
    read: Callable[[], str] = input, say: Say = print, rng: random.Random | None = None,
    rules: Rules = SEED_001, rounds: int | None = None,
) -> None:
    """Seed 001's ``main``: welcome, a fresh deck, then the game loop until the player quits.

    >>> answers = iter(["", "stand", "quit"])
    >>> main(read=lambda: next(answers), rng=random.Random(1))
    Welcome to blackjack!
    Ready?
    The dealer's first card is: 7♥.
    Your hand is 9♠ 5♠ (14), what do you do?
    The dealer reveals the hand: 5♣ 7♥ 5♦ (17)
    The house wins.
    Ready?
    Goodbye!
    """
    say(rules.wording.welcome)
    rng = rng if rng is not None else random.Random()
    ask = make_prompt_move(make_simple_prompt(read, say), say=say)
    try:
        hand_game_loop(fresh_deck(rng), ask, ready_prompt(read, say, rules.wording), rng, rules, say, rounds)
    except Quit:
        say(rules.wording.goodbye)
