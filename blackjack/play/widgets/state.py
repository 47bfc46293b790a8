"""The widget game's state machine: a frozen ``AppState`` and the pure steps of a round.

Each step (``deal_round``, ``hit``, ``stand``, ``double_down``, ``surrender``) takes a
``Kit`` of functions and a table and returns the next table; ``act`` runs one and
collects what the game said.
"""

from __future__ import annotations

import enum
import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import reduce
from typing import Any

from blackjack.core.cards import Card, Hand
from blackjack.core.decks import fresh_deck
from blackjack.core.hands import Status
from blackjack.core.messages import SHUFFLING, quiet
from blackjack.core.rules import DEFAULT_RULES, Result, Rules
from blackjack.editions.betting import bet_problem
from blackjack.editions.classic import (
    Game,
    announce_naturals,
    dealer_message,
    draw_from,
    first_card_message,
)
from blackjack.play.widgets.kit import Kit

OTHER_NAMES = ("Ada", "Alan", "Grace", "Haskell")  # the seats of the other players
BROKE = "Your wallet is empty, so the game is over. Run the cell again to start afresh."


class Phase(enum.Enum):
    """Where the table is: between rounds, or waiting for the player's move."""

    READY = "ready"
    PLAYING = "playing"


@dataclass(frozen=True)
class Row:
    """One finished round, for the history."""

    number: int
    player: str
    dealer: str
    result: Result
    stake: int
    wallet: int


@dataclass(frozen=True)
class AppState:
    """Everything the app shows: the game, the money, the other players, the messages.

    Money is conserved: ``wallet + staked + house`` never changes.
    """

    game: Game
    betting: bool = False
    wallet: int = 100
    staked: int = 0  # the money on the table this round
    house: int = 0  # what the house has won from you (negative when you are ahead)
    bet: int = 0  # this round's bet, before any doubling
    phase: Phase = Phase.READY
    others: tuple[Hand, ...] = ()
    results: tuple[Result, ...] = ()  # the other players' results of the last round
    result: Result | None = None
    count: int = 0  # the hi-lo running count
    counted: tuple[Card, ...] = ()  # the visible cards of this round already counted
    messages: tuple[str, ...] = ()
    history: tuple[Row, ...] = ()

    def cards(self) -> tuple[Card, ...]:
        """Every card: the game's (stock, hands, discard pile) and the other players'."""
        return self.game.cards() + sum(self.others, ())


def new_state(rules: Rules = DEFAULT_RULES, betting: bool = False, wallet: int = 100,
              others: int = 0, seed: int | None = None) -> AppState:
    """A table before the first deal, with a fresh shoe shuffled by SEED."""
    rng = random.Random(seed)
    game = Game(deck=fresh_deck(rng, rules.decks), rules=rules, rng=rng, say=quiet)
    hint = "Choose a bet and press Deal." if betting else "Press Deal to start."
    return AppState(game=game, betting=betting, wallet=wallet, others=((),) * others, messages=(hint,))


def with_rules(game: Game, rules: Rules) -> Game:
    """GAME under RULES; a different number of decks means a new shoe."""
    if rules.decks == game.rules.decks:
        return replace(game, rules=rules)
    game.say(SHUFFLING)
    return replace(game, rules=rules, deck=fresh_deck(game.rng, rules.decks), discard=(), player=(), dealer=())


def hit_other(game: Game, cards: Hand) -> tuple[Game, Hand]:
    """One card from the stock to the front of another player's hand."""
    top, game = draw_from(game)
    return game, (top, *cards)


def deal_others(game: Game, count: int) -> tuple[Game, tuple[Hand, ...]]:
    """Two cards for each of COUNT other players."""
    hands = []
    for _ in range(count):
        game, one = hit_other(game, ())
        game, two = hit_other(game, one)
        hands.append(two)
    return game, tuple(hands)


def play_others(kit: Kit, game: Game, others: tuple[Hand, ...]) -> tuple[Game, tuple[Hand, ...]]:
    """Each other player draws while under 17 (seed 004)."""
    hands = []
    for cards in others:
        while kit.hand_value(cards, game.rules) < game.rules.others_stand_at:
            game, cards = hit_other(game, cards)
        hands.append(cards)
    return game, tuple(hands)


def deal_round(kit: Kit, table: AppState, bet: int, rules: Rules) -> AppState:
    """Place BET (when betting), switch to RULES, deal everyone; a natural ends the round at once."""
    problem = bet_problem(str(bet), table.wallet) if table.betting else None
    if problem:
        table.game.say(problem)
        return table
    bet = bet if table.betting else 0
    game = replace(table.game, discard=sum(table.others, ()) + table.game.discard, doubled=False, surrendered=False)
    game = kit.deal_hands(with_rules(game, rules))
    game, others = deal_others(game, len(table.others))
    game.say(first_card_message(game.dealer, game.rules))
    table = replace(
        table, game=game, others=others, results=(), result=None, bet=bet, staked=bet,
        wallet=table.wallet - bet, phase=Phase.PLAYING, messages=(), counted=(),
    )
    early = kit.blackjack_check(game) if game.rules.naturals else None
    if early is None:
        return table
    announce_naturals(game)
    return finish(kit, table, early)


def hit(kit: Kit, table: AppState) -> AppState:
    """One more card for you; going bust ends your turn."""
    game = kit.hit_player(table.game)
    table = replace(table, game=game)
    status = kit.check_hand(game.player, game.rules)
    return end_turn(kit, table, status) if status is Status.BUST else table


def stand(kit: Kit, table: AppState) -> AppState:
    """You stop; the others and the dealer play and the round is settled."""
    return end_turn(kit, table, kit.check_hand(table.game.player, table.game.rules))


def double_down(kit: Kit, table: AppState) -> AppState:
    """Double the bet, take exactly one more card, and stand."""
    game = replace(kit.hit_player(table.game), doubled=True)
    table = replace(table, game=game, wallet=table.wallet - table.bet, staked=table.staked + table.bet)
    return end_turn(kit, table, kit.check_hand(game.player, game.rules))


def surrender(kit: Kit, table: AppState) -> AppState:
    """Give up the hand and get half the bet back."""
    return end_turn(kit, replace(table, game=replace(table.game, surrendered=True)), Status.OK)


def dealer_plays(game: Game, status: Status, others: tuple[Hand, ...]) -> bool:
    """Does the dealer draw?  Not when you alone are out of the round already."""
    you_are_out = game.surrendered or (status is Status.BUST and game.rules.bust_ends_round)
    return bool(others) or not you_are_out


def end_turn(kit: Kit, table: AppState, status: Status) -> AppState:
    """After your turn: the others play, the dealer plays, and the round is settled."""
    game = table.game
    words = game.rules.wording
    if game.surrendered:
        game.say(words.surrender)
    elif game.doubled and status is Status.OK:
        game.say(words.double_down.format(hand=kit.pretty_print(game.player, game.rules)))
    elif status is Status.BUST:
        game.say(words.player_bust.format(hand=kit.pretty_print(game.player, game.rules)))
    game, others = play_others(kit, game, table.others)
    if dealer_plays(game, status, others):
        dealer_status, game = kit.dealer_turn(game)
        game.say(dealer_message(dealer_status, kit.pretty_print(game.dealer, game.rules), game.rules))
    result = Result.LOSE if game.surrendered else kit.compare_hands(game)
    return finish(kit, replace(table, game=game, others=others), result)


def finish(kit: Kit, table: AppState, result: Result) -> AppState:
    """Say the result, pay out, score the other players and write the round into the history."""
    game = table.game
    game.say(result.message)
    paid = kit.settle(table.bet, result, game.player, game.rules, game.doubled, game.surrendered) if table.staked else 0
    wallet = table.wallet + paid
    if table.betting and wallet == 0:
        game.say(BROKE)
    results = tuple(kit.compare_hands(replace(game, player=cards)) for cards in table.others)
    row = Row(len(table.history) + 1, kit.pretty_print(game.player, game.rules),
              kit.pretty_print(game.dealer, game.rules), result, table.staked, wallet)
    return replace(
        table, wallet=wallet, house=table.house + table.staked - paid, staked=0, phase=Phase.READY,
        result=result, results=results, history=(row, *table.history),
    )


def can_deal(table: AppState) -> bool:
    """A new round needs the last one finished and, when betting, money in the wallet."""
    return table.phase is Phase.READY and (table.wallet >= 1 or not table.betting)


def in_round(table: AppState) -> bool:
    """Hit and Stand make sense while it is your turn."""
    return table.phase is Phase.PLAYING


def first_move(table: AppState) -> bool:
    """Doubling and surrendering are only for your first move, and only when betting."""
    return in_round(table) and table.betting and len(table.game.player) == 2


def can_double(table: AppState) -> bool:
    """Doubling needs a first move and a wallet that covers the bet again."""
    return first_move(table) and table.wallet >= table.bet


def dealer_shows(table: AppState) -> Hand:
    """The dealer's cards you can see: all but the second one while you play."""
    dealer = table.game.dealer
    return dealer[:1] + dealer[2:] if in_round(table) else dealer


def visible(table: AppState) -> tuple[Card, ...]:
    """Every card face up on the table."""
    return table.game.player + dealer_shows(table) + sum(table.others, ())


def recount(kit: Kit, table: AppState, shuffled: bool) -> AppState:
    """Add the newly visible cards to the hi-lo running count; a shuffle starts it again."""
    now = visible(table)
    fresh = Counter(now) - Counter(table.counted)
    count = reduce(kit.hilo_count, fresh.elements(), 0 if shuffled else table.count)
    return replace(table, count=count, counted=now)


Step = Callable[..., AppState]


def act(step: Step, kit: Kit, table: AppState, *args: Any) -> AppState:
    """Run STEP, collecting what the game says into the table's messages, then recount."""
    lines: list[str] = []
    after = step(kit, replace(table, game=replace(table.game, say=lines.append)), *args)
    after = replace(after, game=replace(after.game, say=quiet), messages=after.messages + tuple(lines))
    return recount(kit, after, SHUFFLING in lines)
