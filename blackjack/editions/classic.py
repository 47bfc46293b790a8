"""One round of blackjack between a player and the dealer (seed 000).

The state of the table is a frozen ``Game``; every step returns a new one.
What the seeds do with ``IO`` is done here by three fields of the game:
``rng`` (randomness), ``say`` (output) and ``ask`` (the player's prompt).

>>> from blackjack.editions.prompts import make_prompt_move, scripted
>>> game = new_game(seed=7, ask=make_prompt_move(scripted("stand")))
>>> result, game = play_round(deal_hands(game))
Your hand is Q♦ 6♥ (16), what do you do?
stand
The dealer reveals the hand: 2♣ A♣ 5♣ (18)
>>> result
<Result.LOSE: 'The house wins.'>
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from itertools import count
from typing import Generic, TypeVar

from blackjack.core.cards import Card, Deck, Hand
from blackjack.core.decks import fresh_deck, random_indexes, shuffle, stocks_left
from blackjack.core.hands import (
    Status,
    check_hand,
    compare,
    dealer_draws,
    is_blackjack,
    pretty_print,
)
from blackjack.core.messages import SHUFFLING, Say
from blackjack.core.rules import DEFAULT_RULES, Result, Rules
from blackjack.editions.prompts import BASIC_MOVES, Move, Prompt

A = TypeVar("A")


@dataclass(frozen=True)
class Game(Generic[A]):
    """Everything on the table: the two hands, the stock, the discard pile.

    ``ask`` is how the player is asked for a move; ``rules``, ``rng`` and
    ``say`` are the table's rules, its randomness and where messages go.
    ``doubled`` and ``surrendered`` record the betting moves of this round.
    """

    player: Hand = ()
    dealer: Hand = ()
    deck: Deck = ()
    discard: Hand = ()
    ask: A | None = field(default=None, compare=False, repr=False)
    rules: Rules = DEFAULT_RULES
    rng: random.Random = field(default_factory=lambda: random.Random(0), compare=False, repr=False)
    say: Say = field(default=print, compare=False, repr=False)
    doubled: bool = False
    surrendered: bool = False

    def cards(self) -> tuple[Card, ...]:
        """Every card of the game: stock, hands and discard pile (the whole shoe, each card once per deck)."""
        return self.deck + self.player + self.dealer + self.discard


def new_game(
    seed: int | None = None,
    ask: A | None = None,
    rules: Rules = DEFAULT_RULES,
    say: Say = print,
    rng: random.Random | None = None,
) -> Game[A]:
    """A table with a freshly shuffled deck; SEED (or RNG) fixes every card to come."""
    rng = rng if rng is not None else random.Random(seed)
    return Game(deck=fresh_deck(rng, rules.decks), ask=ask, rules=rules, rng=rng, say=say)


def reshuffle(game: Game[A]) -> Game[A]:
    """The discard pile shuffled into a new stock (a fresh shoe if nothing was discarded or a stock is stacked)."""
    game.say(SHUFFLING)
    if game.discard and not stocks_left(game.rng):
        deck = shuffle(random_indexes(game.rng), game.discard)
    else:
        deck = fresh_deck(game.rng, game.rules.decks)
    return replace(game, deck=deck, discard=())


def draw_from(game: Game[A]) -> tuple[Card, Game[A]]:
    """The top card of the stock and the game without it; an empty stock is reshuffled first."""
    if not game.deck:
        game = reshuffle(game)
    return game.deck[0], replace(game, deck=game.deck[1:])


def hit_dealer(game: Game[A]) -> Game[A]:
    """One card from the stock to the front of the dealer's hand."""
    top, game = draw_from(game)
    return replace(game, dealer=(top, *game.dealer))


def hit_player(game: Game[A]) -> Game[A]:
    """One card from the stock to the front of the player's hand."""
    top, game = draw_from(game)
    return replace(game, player=(top, *game.player))


def dealer_turn(game: Game[A]) -> tuple[Status, Game[A]]:
    """The dealer draws while the rules say so; then the status of the dealer's hand."""
    if dealer_draws(game.dealer, game.rules):
        return dealer_turn(hit_dealer(game))
    return check_hand(game.dealer, game.rules), game


def player_move(move: Move, game: Game[A]) -> Game[A] | None:
    """Carry out MOVE: None for a stand, otherwise the game after the move."""
    if move is Move.STAND:
        return None
    if move is Move.SURRENDER:
        return replace(game, surrendered=True)
    return replace(hit_player(game), doubled=move is Move.DOUBLE)


def ask_player(game: Game[Prompt[Move]]) -> Move:
    """Show the player's hand and ask what they do."""
    return game.ask(game.rules.wording.your_move.format(hand=pretty_print(game.player, game.rules)))


def first_move_only(move: Move, game: Game[A]) -> bool:
    """Is MOVE a doubling or surrender that comes too late (after a hit)?"""
    return move not in BASIC_MOVES and len(game.player) != 2


def ask_legal_move(game: Game[Prompt[Move]]) -> Move:
    """Ask the player until the move is one they may make now."""
    move = ask_player(game)
    while first_move_only(move, game):
        game.say(game.rules.wording.first_two_only.format(move=move.value))
        move = ask_player(game)
    return move


def player_turn(game: Game[Prompt[Move]]) -> tuple[Status, Game[Prompt[Move]]]:
    """Ask for moves until the player stands, busts, doubles or surrenders."""
    after = player_move(ask_legal_move(game), game)
    if after is None:
        return check_hand(game.player, game.rules), game
    status = check_hand(after.player, after.rules)
    if status is Status.BUST or after.doubled or after.surrendered:
        return status, after
    return player_turn(after)


def deal_hands(game: Game[A]) -> Game[A]:
    """Last round's cards go to the discard pile; then two cards each, the dealer's first."""
    game = replace(
        game, player=(), dealer=(), discard=game.player + game.dealer + game.discard,
        doubled=False, surrendered=False,
    )
    for hit in (hit_dealer, hit_dealer, hit_player, hit_player):
        game = hit(game)
    return game


def blackjack_check(game: Game[A]) -> Result | None:
    """The result when an opening hand is a natural, None when neither is."""
    player, dealer = is_blackjack(game.player, game.rules), is_blackjack(game.dealer, game.rules)
    if player and dealer:
        return Result.TIE
    if player or dealer:
        return Result.WIN if player else Result.LOSE
    return None


def compare_hands(game: Game[A]) -> Result:
    """Who won, for the player: busts first, then naturals, then the higher total (``hands.compare``)."""
    return compare(game.player, game.dealer, game.rules)


def first_card_message(dealer: Hand, rules: Rules = DEFAULT_RULES) -> str:
    """What the player is shown of the DEALER's hand: ``The dealer's first card is: 6♦.``"""
    return rules.wording.first_card.format(card=dealer[0])


def dealer_message(status: Status, shown: str, rules: Rules = DEFAULT_RULES) -> str:
    """What is said of the dealer's final hand SHOWN (pretty printed)."""
    words = rules.wording
    return (words.dealer_bust if status is Status.BUST else words.dealer_reveals).format(hand=shown)


def announce_naturals(game: Game[A]) -> None:
    """Say ``Blackjack!`` and show both opening hands."""
    words = game.rules.wording
    game.say(words.blackjack)
    game.say(words.your_opening.format(hand=pretty_print(game.player, game.rules)))
    game.say(words.dealer_opening.format(hand=pretty_print(game.dealer, game.rules)))


def play_round(game: Game[Prompt[Move]]) -> tuple[Result, Game[Prompt[Move]]]:
    """Naturals, the player's turn, the dealer's turn, and the result of the round."""
    early = blackjack_check(game) if game.rules.naturals else None
    if early is not None:
        announce_naturals(game)
        return early, game
    status, game = player_turn(game)
    words = game.rules.wording
    if game.surrendered:
        game.say(words.surrender)
        return Result.LOSE, game
    if game.doubled:
        game.say(words.double_down.format(hand=pretty_print(game.player, game.rules)))
    if status is Status.BUST:
        game.say(words.player_bust.format(hand=pretty_print(game.player, game.rules)))
        if game.rules.bust_ends_round:
            return Result.LOSE, game
    dealer_status, game = dealer_turn(game)
    game.say(dealer_message(dealer_status, pretty_print(game.dealer, game.rules), game.rules))
    return compare_hands(game), game


def play_dealt_round(game: Game[Prompt[Move]]) -> tuple[Result, Game[Prompt[Move]]]:
    """Deal, show the dealer's first card, play the round and say who won."""
    game = deal_hands(game)
    game.say(first_card_message(game.dealer, game.rules))
    result, game = play_round(game)
    game.say(result.message)
    return result, game


def game_loop(game: Game[Prompt[Move]], ready: Prompt[str], rounds: int | None = None) -> Game[Prompt[Move]]:
    """Ask ``Ready?`` and play a round, again and again (ROUNDS times, if given).

    It ends when a prompt raises ``Quit``, or after ROUNDS rounds.
    """
    for _ in rounds_to_play(rounds):
        ready(game.rules.wording.ready)
        _, game = play_dealt_round(game)
    return game


def rounds_to_play(rounds: int | None) -> Iterable[int]:
    """ROUNDS round numbers, or endlessly many when ROUNDS is None."""
    return count() if rounds is None else range(rounds)
