"""Seed 003: a whole table of players simulated, from a seed to ``game(M [R1#M1 ...])``.

One deck, shuffled by the seed's own generator; every player follows the same
strategy table; the dealer draws to 17; a win pays the bet, and a hand of
exactly 21 wins a bonus equal to the bet.  Nothing is random but the seed, so
``simulate_table(S, N, M, B, R)`` always gives the same game::

    >>> format_game(simulate_table(seed=42, players=3, money=100, bet=10, rounds=5))
    'game(40 [5#110 5#80 5#70])'

The state of the table is threaded through pure functions: a ``Shoe`` (stock,
discard pile, the generator's last number, the hi-lo count) and a
``TableResult`` (the money and rounds of everyone).

Choices the seed leaves open, and what this module does:

- **The generator.**  ``lcg(x) = (A*x + B) mod M`` with the seed's A, B and
  M.  Set to the seed S, the first number it gives is ``lcg(S)`` (as the
  seed's ``Init`` then ``Rand``).  The state carries on through every shuffle
  of the game; it is never set again.
- **From a number to a position.**  A number r in [0, M) picks position
  ``r * n // M`` of n cards, as the book the seed points to scales its
  uniform numbers (CTM's ``UniformI``).  ``r mod n`` would use the lowest
  digits, and those of this generator repeat quickly: ``r mod 4`` simply
  alternates between two values, so half the positions could never swap with
  the other half.
- **The shuffle.**  One pass, first position to last, each card swapped with
  the card at the position the next number picks (possibly itself).
- **The discard pile.**  Cards go onto it seat by seat, split hands left to
  right, each hand oldest card first, then the dealer's cards oldest first
  (open card, closed card, then her draws).  When the stock is empty and a
  card is needed (also in the middle of a deal or of a round), the pile, in
  the order it was built, is shuffled and becomes the stock, and the hi-lo
  count goes back to 0.  Cards still on the table are not in the pile.  If
  the pile is empty too, ``OutOfCardsError``: every card is on the table.
  That cannot happen with 11 players or fewer without splitting: a hand
  stops by a hard total of 26, and the deck holds 340 hard points.
- **Player's turn.**  A hand stops at 21 or more, otherwise it follows
  ``strategy``.  Doubling down is one more card and a stand, with the hand's
  bet doubled; the table allows it at any total of 9 to 11, also after a hit
  and on a split hand.  "Enough money" means the money not yet staked this
  round covers the extra bet, so a player can always pay every loss and
  money never goes below 0.
- **Dealer's turn.**  She always reveals her closed card and draws, even
  when every player is bust; a soft 17 stands ("can be 17 or more").
- **Settlement.**  Each hand on its own against the dealer: a bust hand
  loses its bet, then a bust dealer loses to every other hand, then the
  higher total wins; a tie moves no money.  The 21 bonus is paid on any
  winning hand of exactly 21, split or doubled, equal to that hand's bet.
- **Kicked.**  A player with less than B at the start of a round leaves for
  good (B is the normal bet, even when card counting would bet more).  The
  game ends after R rounds, or sooner when nobody is left.  Each player's
  rounds count the rounds they played.
- **Split (extra credit).**  A pair is two cards of the same rank (K K, not
  K Q).  The split hands are played left to right, each first taking its
  second card, and may split again without limit.  Split aces play like any
  other hand.  A split needs unstaked money for the extra bet.  The dealer's
  open card counts by its points with an ace as 1, so against an ace only
  aces and 8s are split.
- **Hi-lo counting (extra credit).**  One count for the table (all players
  see the same cards), changed by every open card: all players' cards and
  the dealer's first card when dealt, the dealer's closed card when she
  reveals it (even if a reshuffle came in between), her later cards when
  drawn.  A player bets 2B when the count is +2 or more as the round starts
  and they have 2B, otherwise B.
- **Arguments.**  N, M and R are whole numbers 0 or more; B is 1 or more.
  N is at most 25 (``most_players``): the first deal gives two cards to
  each player and two to the dealer from one deck, before any card is
  discarded, so a larger table is refused before anything is built.  (From
  about 19 players on, the first round itself runs out of cards.)
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from itertools import islice

from blackjack.core.cards import FULL_DECK, Card, Deck, Hand, Rank
from blackjack.core.hands import compare, dealer_draws, hand_value
from blackjack.core.rules import SEED_003, Rules
from blackjack.editions.betting import settle
from blackjack.editions.casino_shuffle import M, lcg, lcg_stream, position, swap, swap_shuffle  # noqa: F401 (part 1)
from blackjack.editions.prompts import Move


def soft_value(cards: Hand, rules: Rules = SEED_003) -> int:
    """The hand's value with an ace as 11 when that keeps it at 21 or under.

    >>> from blackjack.core.cards import hand
    >>> soft_value(hand("A♠ 5♦")), soft_value(hand("A♠ 5♦ K♣")), soft_value(hand("A♠ A♦"))
    (16, 16, 12)
    """
    return hand_value(cards, rules)


def strategy(total: int, can_afford_double: bool) -> Move:
    """Every player's move at TOTAL: the seed's table.

    ======  ==========================================
    total   move
    ======  ==========================================
    ≤ 8     hit
    9–11    double down if the money allows, else hit
    12–16   hit
    ≥ 17    stand
    ======  ==========================================

    >>> strategy(10, True), strategy(10, False), strategy(17, True)
    (<Move.DOUBLE: 'double'>, <Move.HIT: 'hit'>, <Move.STAND: 'stand'>)
    """
    if total >= 17:
        return Move.STAND
    if 9 <= total <= 11 and can_afford_double:
        return Move.DOUBLE
    return Move.HIT


def should_split(pair_rank: Rank, dealer_up: Rank) -> bool:
    """Split a pair of PAIR_RANK when the dealer's open card is DEALER_UP? (extra credit)

    Aces and 8s always; 2s, 3s and 7s against 2 to 7; 6s against 2 to 6;
    9s against 2 to 6, 8 or 9.  Never anything else.

    >>> should_split(Rank.EIGHT, Rank.ACE), should_split(Rank.NINE, Rank.SEVEN), should_split(Rank.NINE, Rank.EIGHT)
    (True, False, True)
    """
    up = dealer_up.points
    return {
        Rank.ACE: True,
        Rank.EIGHT: True,
        Rank.TWO: 2 <= up <= 7,
        Rank.THREE: 2 <= up <= 7,
        Rank.SEVEN: 2 <= up <= 7,
        Rank.SIX: 2 <= up <= 6,
        Rank.NINE: 2 <= up <= 6 or up in (8, 9),
    }.get(pair_rank, False)


def hilo_count(count: int, card: Card) -> int:
    """The hi-lo count after CARD is seen: +1 for 2 to 6, 0 for 7 to 9, -1 for tens and aces.

    >>> from blackjack.core.cards import hand
    >>> from functools import reduce
    >>> reduce(hilo_count, hand("2♠ K♦ 7♣ 5♥ A♠ 3♦"), 0)
    1
    """
    points = card.rank.points
    if 2 <= points <= 6:
        return count + 1
    if 7 <= points <= 9:
        return count
    return count - 1


def settle_hand(bet: int, player: Hand, dealer: Hand, rules: Rules = SEED_003) -> int:
    """The money a hand with BET wins (more than 0) or loses (less than 0) against DEALER.

    >>> from blackjack.core.cards import hand
    >>> settle_hand(10, hand("K♠ 9♦"), hand("10♣ 8♦")), settle_hand(10, hand("A♠ K♦"), hand("10♣ 8♦"))
    (10, 20)
    >>> settle_hand(10, hand("K♠ 5♦ 9♣"), hand("10♣ 6♦ 8♥")), settle_hand(10, hand("K♠ 8♦"), hand("10♣ 8♦"))
    (-10, 0)
    """
    return settle(bet, compare(player, dealer, rules), player, rules) - bet


# --- The stock, the discard pile and the count ------------------------------


class OutOfCardsError(Exception):
    """A card is needed, but the stock and the discard pile are both empty."""


@dataclass(frozen=True)
class Shoe:
    """The cards not on the table, and what the shuffles and the count remember."""

    stock: Deck  # the cards to deal, top card first
    discard: Hand = ()  # collected cards, in the order they were collected
    state: int = 0  # the generator's last number
    count: int = 0  # the hi-lo count since the last shuffle


def new_shoe(seed: int) -> Shoe:
    """A new deck in seed 003's order, shuffled once with the generator set to SEED."""
    stock, state = swap_shuffle(FULL_DECK, seed)
    return Shoe(stock, (), state)


def reshuffle(shoe: Shoe) -> Shoe:
    """The discard pile shuffled into the new stock; the count starts again at 0."""
    if not shoe.discard:
        raise OutOfCardsError("every card is on the table: too many hands for one deck")
    stock, state = swap_shuffle(shoe.discard, shoe.state)
    return Shoe(stock, (), state, 0)


def see(shoe: Shoe, card: Card) -> Shoe:
    """The shoe after CARD is seen face up: its count moves."""
    return Shoe(shoe.stock, shoe.discard, shoe.state, hilo_count(shoe.count, card))


def draw(shoe: Shoe, face_up: bool = True) -> tuple[Card, Shoe]:
    """The top card of the stock (reshuffling an empty stock first), counted if FACE_UP."""
    if not shoe.stock:
        shoe = reshuffle(shoe)
    top, shoe = shoe.stock[0], Shoe(shoe.stock[1:], shoe.discard, shoe.state, shoe.count)
    return top, (see(shoe, top) if face_up else shoe)


# --- One player's hands ------------------------------------------------------


@dataclass(frozen=True)
class Box:
    """One hand in play and the bet on it."""

    cards: Hand
    bet: int


def hit(box: Box, shoe: Shoe) -> tuple[Box, Shoe]:
    """One face-up card from the shoe to the front of the hand."""
    top, shoe = draw(shoe)
    return Box((top, *box.cards), box.bet), shoe


def play_out(box: Box, shoe: Shoe, spare: int, rules: Rules = SEED_003) -> tuple[Box, Shoe, int]:
    """Follow the strategy until the hand stands, doubles, or reaches 21 or more.

    SPARE is the player's money not yet staked this round; it pays for doubling.
    """
    total = soft_value(box.cards, rules)
    if total >= 21:
        return box, shoe, spare
    move = strategy(total, spare >= box.bet)
    if move is Move.STAND:
        return box, shoe, spare
    after, shoe = hit(box, shoe)
    if move is Move.DOUBLE:
        return Box(after.cards, 2 * box.bet), shoe, spare - box.bet
    return play_out(after, shoe, spare, rules)


def is_pair(cards: Hand) -> bool:
    """Two cards of the same rank?"""
    return len(cards) == 2 and cards[0].rank is cards[1].rank


def play_box(box: Box, shoe: Shoe, spare: int, up: Card, split: bool,
             rules: Rules = SEED_003) -> tuple[tuple[Box, ...], Shoe, int]:
    """Play one hand against the dealer's open card UP; with SPLIT, pairs may become two hands.

    A one-card hand (just split) takes its second card first.
    """
    if len(box.cards) == 1:
        box, shoe = hit(box, shoe)
    if split and is_pair(box.cards) and should_split(box.cards[0].rank, up.rank) and spare >= box.bet:
        oldest, newest = reversed(box.cards)
        left, shoe, spare = play_box(Box((oldest,), box.bet), shoe, spare - box.bet, up, split, rules)
        right, shoe, spare = play_box(Box((newest,), box.bet), shoe, spare, up, split, rules)
        return left + right, shoe, spare
    done, shoe, spare = play_out(box, shoe, spare, rules)
    return (done,), shoe, spare


# --- One round ---------------------------------------------------------------


@dataclass(frozen=True)
class Options:
    """How the table plays: the bet B, the two extra-credit features, the rules (seed 003's)."""

    bet: int
    split: bool = False
    hilo: bool = False
    rules: Rules = SEED_003


@dataclass(frozen=True)
class Seat:
    """One player's rounds played so far and money."""

    rounds: int
    money: int


@dataclass(frozen=True)
class Table:
    """The table between two rounds: the dealer's money, every player's rounds and money."""

    dealer: int
    seats: tuple[Seat, ...]


@dataclass(frozen=True)
class TableResult:
    """The dealer's money, every player's rounds and money, and the money after each round.

    ``history[0]`` is every player's money before the first round,
    ``history[r]`` after round r (one entry a player).
    """

    dealer: int
    seats: tuple[Seat, ...]
    history: tuple[tuple[int, ...], ...]


@dataclass(frozen=True)
class Round:
    """The table during a round: the shoe, each seat's hands (none if sitting out), the dealer's."""

    shoe: Shoe
    boxes: tuple[tuple[Box, ...], ...]
    dealer: Hand = ()

    def cards(self) -> tuple[Card, ...]:
        """Every card: stock, discard pile, players' hands, dealer's hand (52 distinct)."""
        hands = (box.cards for boxes in self.boxes for box in boxes)
        return self.shoe.stock + self.shoe.discard + sum(hands, ()) + self.dealer


def bet_for(money: int, count: int, options: Options) -> int:
    """What a player with MONEY bets as a round starts; 0 when kicked (less than B)."""
    if money < options.bet:
        return 0
    if options.hilo and count >= 2 and money >= 2 * options.bet:
        return 2 * options.bet
    return options.bet


def deal_to_seat(rnd: Round, seat: int) -> Round:
    """One face-up card to the (only) hand of SEAT."""
    box, shoe = hit(rnd.boxes[seat][0], rnd.shoe)
    return Round(shoe, rnd.boxes[:seat] + ((box,),) + rnd.boxes[seat + 1 :], rnd.dealer)


def deal_to_dealer(rnd: Round, face_up: bool) -> Round:
    """One card to the dealer, face up or face down."""
    top, shoe = draw(rnd.shoe, face_up)
    return Round(shoe, rnd.boxes, (top, *rnd.dealer))


def deal_round(shoe: Shoe, bets: tuple[int, ...]) -> Round:
    """Bets placed (0 sits out): a card to each player, the dealer's open card,
    a second card to each player, the dealer's closed card."""
    rnd = Round(shoe, tuple((Box((), bet),) if bet else () for bet in bets))
    playing = [seat for seat, bet in enumerate(bets) if bet]
    for seat in playing:
        rnd = deal_to_seat(rnd, seat)
    rnd = deal_to_dealer(rnd, face_up=True)
    for seat in playing:
        rnd = deal_to_seat(rnd, seat)
    return deal_to_dealer(rnd, face_up=False)


def players_turns(rnd: Round, seats: tuple[Seat, ...], split: bool, rules: Rules = SEED_003) -> Round:
    """Each player in turn plays their hand (and any split hands) to the end."""
    up, shoe, played = rnd.dealer[-1], rnd.shoe, ()
    for seat, boxes in zip(seats, rnd.boxes):
        if boxes:
            boxes, shoe, _ = play_box(boxes[0], shoe, seat.money - boxes[0].bet, up, split, rules)
        played += (boxes,)
    return Round(shoe, played, rnd.dealer)


def dealer_turn(rnd: Round, rules: Rules = SEED_003) -> Round:
    """The dealer reveals her closed card (now it counts) and draws while the rules say so (to 17)."""
    rnd = Round(see(rnd.shoe, rnd.dealer[0]), rnd.boxes, rnd.dealer)
    while dealer_draws(rnd.dealer, rules):
        rnd = deal_to_dealer(rnd, face_up=True)
    return rnd


def collect(rnd: Round) -> Shoe:
    """Every card on the table onto the discard pile: seat by seat, then the dealer's."""
    hands = [box.cards for boxes in rnd.boxes for box in boxes] + [rnd.dealer]
    gathered = sum((tuple(reversed(cards)) for cards in hands), ())
    shoe = rnd.shoe
    return Shoe(shoe.stock, shoe.discard + gathered, shoe.state, shoe.count)


def next_table(shoe: Shoe, table: Table, options: Options) -> tuple[Shoe, Table]:
    """Bets, the deal, the players' turns, the dealer's turn, settling up and collecting."""
    bets = tuple(bet_for(seat.money, shoe.count, options) for seat in table.seats)
    rnd = dealer_turn(players_turns(deal_round(shoe, bets), table.seats, options.split, options.rules), options.rules)
    won = tuple(sum(settle_hand(box.bet, box.cards, rnd.dealer, options.rules) for box in boxes) for boxes in rnd.boxes)
    seats = tuple(Seat(seat.rounds + (bet > 0), seat.money + gain) for seat, bet, gain in zip(table.seats, bets, won))
    return collect(rnd), Table(table.dealer - sum(won), seats)


def moneys(table: Table | TableResult) -> tuple[int, ...]:
    """Every player's money, seat by seat."""
    return tuple(seat.money for seat in table.seats)


def play_round(shoe: Shoe, result: TableResult, options: Options) -> tuple[Shoe, TableResult]:
    """One round (``next_table``), with everyone's money after it added to the history."""
    shoe, table = next_table(shoe, Table(result.dealer, result.seats), options)
    return shoe, TableResult(table.dealer, table.seats, result.history + (moneys(table),))


# --- The whole game ----------------------------------------------------------


class TooManyPlayersError(ValueError):
    """More players than one deck can deal a round to."""


def most_players() -> int:
    """The most players one deck can serve: the first deal gives two cards to each and two to the dealer.

    >>> most_players()
    25
    """
    return (len(FULL_DECK) - 2) // 2


def check_arguments(players: int, money: int, bet: int, rounds: int) -> None:
    """A clear ValueError for numbers the game cannot start with (before anything is built)."""
    for name, number, least in (("players", players, 0), ("money", money, 0), ("bet", bet, 1), ("rounds", rounds, 0)):
        if not isinstance(number, int) or number < least:
            raise ValueError(f"{name} must be a whole number, {least} or more; got {number!r}")
    if players > most_players():
        raise TooManyPlayersError(
            f"{players} players do not fit at one deck's table: the first deal gives two cards to each player "
            f"and two to the dealer from {len(FULL_DECK)} cards, so at most {most_players()} players can be dealt in "
            f"(and 11 or fewer never run out of cards, without splitting)"
        )


def table_states(seed: int, players: int, money: int, options: Options) -> Iterator[tuple[Shoe, Table]]:
    """The shoe and the table before the first round and after each round,
    while anyone is still at the table."""
    shoe, table = new_shoe(seed), Table(0, (Seat(0, money),) * players)
    yield shoe, table
    while any(seat.money >= options.bet for seat in table.seats):
        shoe, table = next_table(shoe, table, options)
        yield shoe, table


def tables(seed: int, players: int, money: int, bet: int, rounds: int, split: bool, hilo: bool,
           rules: Rules = SEED_003) -> Iterator[Table]:
    """The table before the first round and after each of at most ROUNDS rounds, one at a time."""
    check_arguments(players, money, bet, rounds)
    options = Options(bet, split, hilo, rules)
    return (table for _, table in islice(table_states(seed, players, money, options), rounds + 1))


def simulate_table(
    seed: int, players: int, money: int, bet: int, rounds: int, split: bool = False, hilo: bool = False,
    rules: Rules = SEED_003,
) -> TableResult:
    """Seed 003's ``BlackJack S N M B R``: N players with M each bet B a round, for R rounds.

    SPLIT and HILO switch on the extra-credit features.  The result keeps
    everyone's money after every round; ``final_table`` keeps only the end.

    >>> simulate_table(2, 2, 50, 10, 3).seats
    (Seat(rounds=3, money=90), Seat(rounds=3, money=40))
    """
    *_, last = every = tuple(tables(seed, players, money, bet, rounds, split, hilo, rules))
    return TableResult(last.dealer, last.seats, tuple(map(moneys, every)))


def final_table(
    seed: int, players: int, money: int, bet: int, rounds: int, split: bool = False, hilo: bool = False,
    progress: Callable[[int], object] | None = None, rules: Rules = SEED_003,
) -> Table:
    """``simulate_table`` without the history, in memory that does not grow with ROUNDS.

    PROGRESS, if given, is called with 1 after every round played (a front end draws a bar with it).

    >>> format_game(final_table(42, 3, 100, 10, 50))
    'game(130 [50#40 50#130 29#0])'
    """
    games = tables(seed, players, money, bet, rounds, split, hilo, rules)
    last = next(games)
    for last in games:
        if progress is not None:
            progress(1)
    return last


def format_game(result: Table | TableResult) -> str:
    """The seed's output: ``game(M [R1#M1 R2#M2 ... Rn#Mn])``.

    >>> format_game(TableResult(-20, (Seat(5, 110), Seat(3, 8)), ()))
    'game(-20 [5#110 3#8])'
    """
    return f"game({result.dealer} [{' '.join(f'{seat.rounds}#{seat.money}' for seat in result.seats)}])"
