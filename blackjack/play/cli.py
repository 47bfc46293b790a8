"""The terminal game: ``python -m blackjack`` (or the ``blackjack`` command).

This module only reads the command line, builds prompts on standard input
and output, and calls into the package.  Every way out (``quit``, the end of
the input, Ctrl-C) says goodbye and exits with status 0.
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import sys
from collections.abc import Callable
from dataclasses import replace
from typing import TextIO

from blackjack.core.messages import Say
from blackjack.core.rules import DEFAULT_RULES, PRESETS, SEED_001, Rules, preset
from blackjack.editions import casino, hand_and_deck
from blackjack.editions.betting import ask_bet, settle, stake
from blackjack.editions.classic import Game, game_loop, new_game, play_dealt_round
from blackjack.editions.prompts import (
    GOODBYE,
    Move,
    Prompt,
    Quit,
    make_prompt_move,
    make_simple_prompt,
    ready_prompt,
    refuse,
)
from blackjack.editions.table import play_table

BROKE = "You are out of money."
LONGEST_ANSWER = 200  # longer answers are cut and marked, so they are never understood
SHORT_TO_DOUBLE = "You do not have the money to double."

ANSWERS = """\
answers:
  Ready?                      press Enter to play a round
  Your hand is ..., what do you do?
                              hit, stand (with --wallet also double or
                              surrender, as the first move of a round)
  How much do you bet?        a whole number of dollars (with --wallet)
  help                        at any question, says what you can answer
  quit                        at any question, ends the game
Answers may be in any case and have spaces around them.  The end of the
input (Ctrl-D) or Ctrl-C also ends the game.

examples:
  python -m blackjack --seed 3            the same cards every time
  python -m blackjack --wallet 100        play for money
  python -m blackjack --rules seed002     the bank wins ties; aces alike
  python -m blackjack simulate 7 3 100 10 50 --split --hilo
  python -m blackjack table --players 2
"""


def whole_number(least: int, most: int | None = None) -> Callable[[str], int]:
    """An argparse type: a whole number from LEAST (to MOST), or a clear complaint."""
    span = f"from {least} to {most}" if most is not None else f"of at least {least}"

    def convert(text: str) -> int:
        try:
            number = int(text)
        except ValueError:
            number = None
        if number is None or number < least or (most is not None and number > most):
            raise argparse.ArgumentTypeError(f"expected a whole number {span}, not {text!r}")
        return number

    return convert


def rules_preset(name: str) -> Rules:
    """An argparse type: the rule preset called NAME."""
    try:
        return preset(name)
    except ValueError as problem:
        raise argparse.ArgumentTypeError(str(problem)) from None


def command_line() -> argparse.ArgumentParser:
    """The parser for the options and subcommands (``python -m blackjack --help``)."""
    parser = argparse.ArgumentParser(
        prog="python -m blackjack",
        description="Play blackjack against the dealer in the terminal (seed 000's game).",
        epilog=ANSWERS,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--seed", type=whole_number(0), help="replay the same shuffles (a whole number)")
    parser.add_argument("--rules", type=rules_preset, help=f"a rule preset: {', '.join(PRESETS)} (default seed000)")
    parser.add_argument("--wallet", type=whole_number(1), metavar="N", help="play for money, starting with $N")
    commands = parser.add_subparsers(dest="command", title="subcommands", metavar="COMMAND")
    sim = commands.add_parser(
        "simulate", help="seed 003's table simulation: prints game(M [R1#M1 ...])",
        description="Simulate seed 003's table of N players and print game(M [R1#M1 ... Rn#Mn]).",
    )
    for name, least, meaning in (
        ("S", 0, "seed of the table's random number generator"),
        ("N", 1, "number of players"),
        ("M", 0, "money each player starts with"),
        ("B", 1, "bet per round"),
        ("R", 0, "most rounds to play"),
    ):
        sim.add_argument(name, type=whole_number(least), help=meaning)
    sim.add_argument("--split", action="store_true", help="players split pairs (extra credit)")
    sim.add_argument("--hilo", action="store_true", help="players count cards high-low (extra credit)")
    table = commands.add_parser("table", help="seed 004's table with other players", description="Play at seed 004's table.")
    table.add_argument("--seed", type=whole_number(0), default=argparse.SUPPRESS, help="replay the same shuffles")
    table.add_argument("--players", type=whole_number(1, 4), metavar="K", help="other players, 1 to 4 (asked if left out)")
    classic = commands.add_parser("seed001", help="seed 001's edition of the game", description="Play seed 001's edition.")
    classic.add_argument("--seed", type=whole_number(0), default=argparse.SUPPRESS, help="replay the same shuffles")
    return parser


def line_reader(stream: TextIO) -> Callable[[], str]:
    """Read one answer a call from STREAM; the end of the stream raises ``EOFError``.

    Spaces around the answer go at once (the prompts would drop them anyway).
    """

    def read() -> str:
        line = stream.readline()
        if not line:
            raise EOFError
        line = line.rstrip("\r\n").strip(" ")
        return line if len(line) <= LONGEST_ANSWER else line[:LONGEST_ANSWER] + "…"

    return read


def line_writer(stream: TextIO) -> Say:
    """Write one line a call to STREAM, at once (so it works through a pipe)."""
    return lambda text: print(text, file=stream, flush=True)


def forgiving(stream: TextIO) -> TextIO:
    """STREAM, set to replace what it cannot decode or encode (stray bytes, ♠ on a plain terminal)."""
    if hasattr(stream, "reconfigure"):
        stream.reconfigure(errors="replace")
    return stream


def money_round(game: Game, wallet: int, base: Prompt[str], say: Say) -> tuple[int, Game]:
    """Ask the bet, play one round and settle it; the wallet afterwards and the game."""
    bet = ask_bet(base, wallet, say)
    ask = make_prompt_move(base, tuple(Move), say)
    if 2 * bet > wallet:
        ask = refuse(ask, Move.DOUBLE, SHORT_TO_DOUBLE, say)
    result, game = play_dealt_round(replace(game, ask=ask))
    back = settle(bet, result, game.player, game.rules, game.doubled, game.surrendered)
    wallet += back - stake(bet, game.doubled)
    say(f"You have ${wallet}.")
    return wallet, game


def play_for_money(game: Game, wallet: int, read: Callable[[], str], say: Say) -> None:
    """Rounds with bets until the wallet is empty (or a prompt raises ``Quit``)."""
    ready = ready_prompt(read, say, game.rules.wording)
    while wallet > 0:
        ready(game.rules.wording.ready)
        wallet, game = money_round(game, wallet, make_simple_prompt(read, say), say)
    say(BROKE)


def play(args: argparse.Namespace, read: Callable[[], str], say: Say) -> None:
    """The game of seed 000, for fun or (with ``--wallet``) for money."""
    base = make_simple_prompt(read, say)
    game = new_game(seed=args.seed, rules=args.rules or DEFAULT_RULES, say=say)
    say(game.rules.wording.welcome)
    if args.wallet is None:
        game_loop(replace(game, ask=make_prompt_move(base, say=say)), ready_prompt(read, say, game.rules.wording))
    else:
        play_for_money(game, args.wallet, read, say)
        say(GOODBYE)


def simulate(args: argparse.Namespace, say: Say) -> None:
    """Seed 003's simulation: print ``game(M [R1#M1 ... Rn#Mn])``."""
    try:
        result = casino.final_table(
            args.S, args.N, args.M, args.B, args.R, split=args.split, hilo=args.hilo, progress=sys.stderr.isatty()
        )
    except casino.OutOfCardsError:
        raise SystemExit(f"simulate: the deck ran out, every card is on the table: {args.N} players are too many for one deck") from None
    say(casino.format_game(result))


def table(args: argparse.Namespace, read: Callable[[], str], say: Say) -> None:
    """Seed 004's table with 1 to 4 other players."""
    play_table(args.players, read, say, random.Random(args.seed))
    say(GOODBYE)


def run(args: argparse.Namespace, read: Callable[[], str], say: Say) -> None:
    """Carry out the subcommand ARGS names (the game itself when there is none)."""
    if args.command == "simulate":
        simulate(args, say)
    elif args.command == "table":
        table(args, read, say)
    elif args.command == "seed001":
        hand_and_deck.main(read, say, random.Random(args.seed), args.rules or SEED_001)
    else:
        play(args, read, say)


def main(argv: list[str] | None = None, stdin: TextIO | None = None, stdout: TextIO | None = None) -> int:
    """Run the command line ARGV; 0 however the player leaves, 2 for bad arguments."""
    args = command_line().parse_args(argv)
    if stdin is None and stdout is None:  # the real terminal
        stdin, stdout = forgiving(sys.stdin), forgiving(sys.stdout)
        signal.signal(signal.SIGINT, signal.default_int_handler)
    say = line_writer(stdout)
    try:
        run(args, line_reader(stdin), say)
    except (Quit, EOFError):
        say(GOODBYE)
    except KeyboardInterrupt:
        say("\n" + GOODBYE)
    except BrokenPipeError:  # the reader went away: nobody is left to say goodbye to
        os.dup2(os.open(os.devnull, os.O_WRONLY), stdout.fileno())
    return 0
