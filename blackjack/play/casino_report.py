"""What ``python -m blackjack simulate`` prints: seed 003's table in words, then the seed's own line.

>>> from blackjack.editions.casino import Options, final_table
>>> print("\\n".join(report(final_table(7, 3, 100, 10, 5), 7, 100, 5, Options(10))))
3 players with $100 each, betting $10 a round, for at most 5 rounds (seed 7, rules bonus-21).
Dealer:    won $60 (she starts with nothing and may borrow)
Player 1:  played 5 rounds, ends with $40 (lost $60)
Player 2:  played 5 rounds, ends with $70 (lost $30)
Player 3:  played 5 rounds, ends with $130 (won $30)
Seed 003's own output, game(DEALER'S MONEY [ROUNDS#MONEY of each player]):
game(60 [5#40 5#70 5#130])
"""

from __future__ import annotations

from blackjack.editions.casino import Options, Seat, Table, bet_for, format_game

SEED_LINE = "Seed 003's own output, game(DEALER'S MONEY [ROUNDS#MONEY of each player]):"
"""The line before the seed's own: what its numbers are."""


def dollars(amount: int) -> str:
    """AMOUNT as money: ``$1,500``, ``-$20``."""
    return f"-${-amount:,}" if amount < 0 else f"${amount:,}"


def gain(amount: int) -> str:
    """``won $30``, ``lost $60`` or ``broke even``."""
    return f"won {dollars(amount)}" if amount > 0 else f"lost {dollars(-amount)}" if amount < 0 else "broke even"


def rounds_of(count: int) -> str:
    """``1 round``, ``5 rounds``."""
    return f"{count:,} round" + ("" if count == 1 else "s")


def header(seed: int, players: int, money: int, rounds: int, options: Options) -> list[str]:
    """What was simulated, in words: the arguments S N M B R, the rules and the extra-credit features."""
    who = f"1 player with {dollars(money)}" if players == 1 else f"{players:,} players with {dollars(money)} each"
    table = (f"{who}, betting {dollars(options.bet)} a round, for at most {rounds_of(rounds)} "
             f"(seed {seed}, rules {options.rules}).")
    chosen = [words for words, given in (("split pairs", options.split), ("count cards (hi-lo)", options.hilo))
              if given]
    return [table] + ([f"The players {' and '.join(chosen)}."] if chosen else [])


def seat_line(number: int, seat: Seat, money: int, options: Options) -> str:
    """Player NUMBER's rounds and money at the end, and whether they had to leave the table."""
    left = bet_for(seat.money, 0, options) == 0
    end = (f"then left the table with {dollars(seat.money)}, less than the {dollars(options.bet)} bet" if left
           else f"ends with {dollars(seat.money)}")
    return f"{f'Player {number}:':<10} played {rounds_of(seat.rounds)}, {end} ({gain(seat.money - money)})"


def report(result: Table, seed: int, money: int, rounds: int, options: Options) -> list[str]:
    """The lines ``simulate`` prints for RESULT: what was played, the dealer, each player, the seed's line."""
    dealer = f"{'Dealer:':<10} {gain(result.dealer)} (she starts with nothing and may borrow)"
    players = [seat_line(number, seat, money, options) for number, seat in enumerate(result.seats, 1)]
    return [*header(seed, len(result.seats), money, rounds, options), dealer, *players, SEED_LINE, format_game(result)]
