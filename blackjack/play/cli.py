"""The terminal game: ``python -m blackjack`` (or the ``blackjack`` command).

This module only reads the command line, builds prompts on standard input
and output, and calls into the package.  ``quit`` and the end of the input
say goodbye (status 0); Ctrl-C says goodbye with status 130; a bad argument
is one line and status 2; an odd terminal is one line and status 1
(``blackjack.play.terminal``).
"""

from __future__ import annotations

import argparse
import random
import signal
import sys
from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import TextIO

from blackjack.core.decks import Stacked
from blackjack.core.messages import Say
from blackjack.core.rules import DEFAULT_RULES, PRESETS, SEED_001, SEED_003, SEED_004, Rules, listing, preset
from blackjack.editions import casino, hand_and_deck
from blackjack.editions.bank import REFERENCE, run_game
from blackjack.editions.betting import ask_bet, settle, stake
from blackjack.editions.classic import Game, game_loop, new_game, play_dealt_round
from blackjack.editions.prompts import (
    BASIC_MOVES,
    GOODBYE,
    Move,
    Prompt,
    explained_prompt,
    help_advice,
    make_simple_prompt,
    move_advice,
    parse_move,
    ready_prompt,
    refuse,
    sanitize_answer,
    until_quit,
)
from blackjack.editions.table import STARTING_CHIPS, USER, Table, play_hand, play_table, seat_name, winnings
from blackjack.play.casino_report import report
from blackjack.play.stocks import parse_stocks
from blackjack.play.student import StudentProblem, implementation_of, load_module
from blackjack.play.terminal import forgiving, line_reader, line_writer, run_safely

PROG = "python -m blackjack"
BROKE = "You are out of money."
SHORT_TO_DOUBLE = "You do not have the money to double."
BET_HELP = "Type a whole number of dollars from 1 to {wallet} (all the money you have), or quit to stop."
NEGATIVE_BET = "A bet cannot be negative: bet from $1 to ${wallet}."
SIGNED_BET = "Write the bet without a sign, in digits only, like 10."
MOST_DECKS = 8
LARGEST = 10**18  # the largest seed, money and rounds simulate takes

ANSWERS = """\
answers:
  Ready?                      press Enter to play a round
  Your hand is ..., what do you do?
                              hit, stand (with --wallet also double or
                              surrender, as the first move of a round)
  How much do you bet?        a whole number of dollars, at most what you
                              have (with --wallet)
  help                        at any question, says what you can answer
  quit                        at any question, ends the game
Answers may be in any case and have spaces around them.  The end of the
input (Ctrl-D) or Ctrl-C also ends the game.

examples:
  python -m blackjack --seed 3            the same cards every time
  python -m blackjack --wallet 100        play for money
  python -m blackjack --rules seed002     the bank wins ties; aces alike
  python -m blackjack --deck "3H 6D 2C QD 2H 10S | 7C 2C"
                                          these cards, in this order; | starts a new deck
  python -m blackjack simulate 7 3 100 10 50 --split --hilo
  python -m blackjack table --players 2   full screen in a terminal (--plain: line by line)
  python -m blackjack bank --implementation my_lab.py
"""

SIMULATED = """\
It prints what happened, in words: the dealer's winnings (she starts with
nothing and may borrow), then each player's rounds played and money at the
end (a player with less than B leaves the table).  Its last line is seed 003's
own output, game(M [R1#M1 ... Rn#Mn]): M is the dealer's money at the end, Ri
the rounds player i played and Mi the money player i ends with.

example:
  python -m blackjack simulate 7 3 100 10 5     seed 7, 3 players with $100 each, $10 a round, 5 rounds
"""

YOUR_LAB = """\
your own lab: notebook 01 has value, display, game_over and winner, notebook 02
full_deck, draw_card, play_bank and shuffle_fractions.  Export both as scripts
(in JupyterLab: File > Save and Export Notebook As > Executable Script, saved
as lab01.py and lab02.py; or in a terminal, where my_lab.py is to be):
  jupyter nbconvert --to script exercises/01_cards_and_hands.ipynb --output-dir . --output lab01
  jupyter nbconvert --to script exercises/02_shuffling_and_dealing.ipynb --output-dir . --output lab02
then write my_lab.py beside them, and play:
  from lab01 import value, display, game_over, winner
  from lab02 import full_deck, play_bank, draw_card as draw, shuffle_fractions as shuffle
  python -m blackjack bank --implementation my_lab.py
"""

OPTIONS = ("seed", "rules", "naturals", "decks", "deck", "wallet")  # the options every parser knows
ACCEPTS = {
    "game": ("seed", "rules", "naturals", "decks", "deck", "wallet"),
    "seed001": ("seed", "rules", "naturals", "deck"),
    "table": ("seed", "rules", "decks", "deck", "wallet"),
    "bank": ("seed",),
    "simulate": ("rules",),
}
"""The shared options each command honours; it refuses the others in one line."""

DEFAULT = {"game": DEFAULT_RULES, "seed001": SEED_001, "table": SEED_004, "simulate": SEED_003}
"""The rules each command plays when --rules is not given."""


class Parser(argparse.ArgumentParser):
    """An argument parser whose complaints are one line (and status 2)."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.exit(2, f"{self.prog}: {message} (see --help)\n")

    def _print_message(self, message: str, file: TextIO | None = None) -> None:
        """Print MESSAGE at once; a failure to write it is not hidden (argparse's own would be)."""
        if message:
            stream = file or sys.stdout
            stream.write(message)
            stream.flush()


def whole_number(least: int, most: int | None = None) -> Callable[[str], int]:
    """An argparse type: a whole number from LEAST (to MOST), or a clear complaint."""
    span = f"from {least} to {most}" if most is not None else f"of at least {least}"

    def convert(text: str) -> int:
        try:
            number = int(text) if len(text) < 20 else None
        except ValueError:
            number = None
        if number is None or number < least or (most is not None and number > most):
            raise argparse.ArgumentTypeError(f"expected a whole number {span}, not {text[:30]!r}")
        return number

    return convert


def rules_preset(name: str) -> Rules:
    """An argparse type: the rule preset called NAME."""
    try:
        return preset(name)
    except ValueError as problem:
        raise argparse.ArgumentTypeError(str(problem)) from None


def shared_options(parser: argparse.ArgumentParser, default: object = None) -> None:
    """The options every command knows (each command honours some, see ``ACCEPTS``)."""
    parser.add_argument("--seed", type=whole_number(0), default=default,
                        help="replay the same shuffles (a whole number)")
    parser.add_argument("--rules", type=rules_preset, default=default,
                        help=f"a rule preset: {', '.join(PRESETS)}")
    parser.add_argument("--naturals", action="store_true", default=default,
                        help="a two-card 21 (a natural) beats any other 21 and ends the round at once")
    parser.add_argument("--decks", type=whole_number(1, MOST_DECKS), metavar="N", default=default,
                        help="deal from a shoe of N decks")
    parser.add_argument("--deck", metavar="CARDS", default=default,
                        help="deal these cards in this order (3H 6D 2C or 3♥ 6♦ 2♣); '|' starts a new deck")
    parser.add_argument("--wallet", type=whole_number(1, 10**9), metavar="N", default=default,
                        help="play for money, starting with N (the table: your chips)")


def subcommand(commands: argparse._SubParsersAction, name: str, about: str) -> argparse.ArgumentParser:
    """A subcommand NAME that knows the shared options (without overriding ones given before it)."""
    parser = commands.add_parser(name, help=about, description=about)
    shared_options(parser, argparse.SUPPRESS)
    return parser


def command_line() -> argparse.ArgumentParser:
    """The parser for the options and subcommands (``python -m blackjack --help``)."""
    parser = Parser(
        prog=PROG,
        description="Play blackjack against the dealer in the terminal (seed 000's game).",
        epilog=ANSWERS,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    shared_options(parser)
    parser.add_argument("--list-rules", action="store_true", help="list the rule presets, each in one line, and stop")
    commands = parser.add_subparsers(dest="command", title="subcommands", metavar="COMMAND")
    sim = subcommand(commands, "simulate", "seed 003's table simulation: players who follow a fixed strategy "
                                           "against the dealer")
    sim.epilog, sim.formatter_class = SIMULATED, argparse.RawDescriptionHelpFormatter
    hide_refused(sim, "simulate")
    for name, least, most, meaning in (
        ("S", 0, LARGEST, "seed of the table's random number generator"),
        ("N", 1, None, f"number of players (one deck seats at most {casino.most_players()})"),
        ("M", 0, LARGEST, "money each player starts with"),
        ("B", 1, None, "bet per round"),
        ("R", 1, LARGEST, "most rounds to play"),
    ):
        sim.add_argument(name, type=whole_number(least, most), help=meaning)
    sim.add_argument("--split", action="store_true", help="players split pairs (extra credit)")
    sim.add_argument("--hilo", action="store_true", help="players count cards high-low (extra credit)")
    table = subcommand(commands, "table", "seed 004's table with other players, full screen in a terminal")
    table.add_argument("--players", type=whole_number(1, 4), metavar="K",
                       help="other players, 1 to 4 (asked if left out)")
    table.add_argument("--plain", action="store_true", help="line by line, not full screen")
    subcommand(commands, "seed001", "seed 001's edition of the game")
    bank = subcommand(commands, "bank", "seed 002's game: you draw, then the bank draws to 16")
    bank.epilog, bank.formatter_class = YOUR_LAB, argparse.RawDescriptionHelpFormatter
    bank.add_argument("--implementation", metavar="MODULE",
                      help="play with the lab's eight functions from MODULE (a name, or a path ending in .py); "
                           "how to make my_lab.py from your notebooks is below")
    return parser


def hide_refused(parser: argparse.ArgumentParser, command: str) -> None:
    """Leave the shared options COMMAND does not honour out of its --help (they are still refused in one line)."""
    for action in parser._actions:
        if action.dest in OPTIONS and action.dest not in ACCEPTS[command]:
            action.help = argparse.SUPPRESS


def refusal(args: argparse.Namespace) -> str | None:
    """What is wrong with options the command does not honour, in one line; None when all is well."""
    command = args.command or "game"
    given = [name for name in OPTIONS if getattr(args, name, None) not in (None, False)]
    refused = [name for name in given if name not in ACCEPTS[command]]
    if not refused:
        return None
    takes = ", ".join(f"--{name}" for name in ACCEPTS[command]) or "none of them"
    return f"{command} does not take --{refused[0]}; of the shared options it takes {takes}"


def chosen_rules(args: argparse.Namespace) -> Rules:
    """The rules of the command: --rules (or its default), with --naturals and --decks."""
    rules = getattr(args, "rules", None) or DEFAULT.get(args.command or "game", DEFAULT_RULES)
    if getattr(args, "naturals", False):
        rules = replace(rules, naturals=True)
    if getattr(args, "decks", None):
        rules = replace(rules, decks=args.decks)
    return rules


def randomness(args: argparse.Namespace, rules: Rules) -> random.Random:
    """The game's randomness: --seed, with the stocks of --deck dealt first."""
    if getattr(args, "deck", None) is None:
        return random.Random(args.seed)
    return Stacked(parse_stocks(args.deck, rules.decks), args.seed)


def move_prompt(base: Prompt[str], moves: tuple[Move, ...] = BASIC_MOVES, say: Say = print) -> Prompt[Move]:
    """The move question: ``make_prompt_move``'s, but an unclear answer hears the answers the game understands."""
    answers = (*(m.value for m in moves), "help", "quit")
    return explained_prompt(until_quit(sanitize_answer(base)), partial(parse_move, moves=moves), answers,
                            move_advice(moves), say)


def vetted(prompt: Prompt[str], problem: Callable[[str], str | None], say: Say = print) -> Prompt[str]:
    """Ask with PROMPT until PROBLEM finds nothing wrong with the answer; say each problem it finds.

    >>> from blackjack.editions.prompts import scripted
    >>> vetted(scripted("-5", "5", say=lambda _: None), lambda a: "No sign, please." if a[0] == "-" else None)("Bet?")
    No sign, please.
    '5'
    """

    def ask(question: str) -> str:
        answer = prompt(question)
        while (complaint := problem(answer)) is not None:
            say(complaint)
            answer = prompt(question)
        return answer

    return ask


def sign_problem(answer: str, wallet: int) -> str | None:
    """What is wrong with ANSWER when it is a whole number with a sign, like ``-5`` or ``+7``; else None.

    >>> sign_problem("-5", 100), sign_problem("5", 100)
    ('A bet cannot be negative: bet from $1 to $100.', None)
    """
    sign, digits = answer[:1], answer[1:]
    if sign not in ("-", "+") or not (digits.isascii() and digits.isdigit()):
        return None
    return NEGATIVE_BET.format(wallet=wallet) if sign == "-" and digits.strip("0") else SIGNED_BET


def bet_question(base: Prompt[str], wallet: int, say: Say) -> int:
    """``ask_bet`` on BASE, where ``help`` explains a bet and a signed number hears what is wrong with it."""
    explained = help_advice(sanitize_answer(base), BET_HELP.format(wallet=wallet), say)
    return ask_bet(vetted(explained, partial(sign_problem, wallet=wallet), say), wallet, say)


def money_round(game: Game, wallet: int, base: Prompt[str], say: Say) -> tuple[int, Game]:
    """Ask the bet, play one round and settle it; the wallet afterwards and the game."""
    bet = bet_question(base, wallet, say)
    ask = move_prompt(base, tuple(Move), say)
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


def play(args: argparse.Namespace, rules: Rules, read: Callable[[], str], say: Say) -> None:
    """The game of seed 000, for fun or (with ``--wallet``) for money."""
    base = make_simple_prompt(read, say)
    game = new_game(rules=rules, say=say, rng=randomness(args, rules))
    say(rules.wording.welcome)
    if args.wallet is None:
        game_loop(replace(game, ask=move_prompt(base, say=say)), ready_prompt(read, say, rules.wording))
    else:
        play_for_money(game, args.wallet, read, say)
        say(GOODBYE)


def simulate(args: argparse.Namespace, rules: Rules, say: Say) -> int:
    """Seed 003's simulation: print what happened in words, then ``game(M [R1#M1 ... Rn#Mn])``, with a bar
    of the rounds played on a terminal when the game takes more than a second."""
    from tqdm import tqdm  # loaded only to simulate

    try:
        with tqdm(total=args.R, unit="round", delay=1, disable=not sys.stderr.isatty(), file=sys.stderr) as bar:
            result = casino.final_table(
                args.S, args.N, args.M, args.B, args.R, split=args.split, hilo=args.hilo, progress=bar.update,
                rules=rules,
            )
    except casino.TooManyPlayersError as problem:
        raise SystemExit(f"simulate: {problem}") from None
    except casino.OutOfCardsError:
        raise SystemExit(f"simulate: the deck ran out, every card is on the table: "
                         f"{args.N} players are too many for one deck") from None
    for line in report(result, args.S, args.M, args.R, casino.Options(args.B, args.split, args.hilo, rules)):
        say(line)
    return 0


def unplayable(args: argparse.Namespace) -> str | None:
    """Why ``simulate``'s numbers let nobody play a round, in one line; None when they do."""
    if args.command != "simulate" or casino.bet_for(args.M, 0, casino.Options(args.B)):
        return None
    return f"simulate: nobody can bet B = {args.B} with M = {args.M}: give M of at least B"


def outcome(who: str, chips: int, verbs: tuple[str, str, str]) -> str:
    """WHO with the verb of VERBS (win, lose, neither) that CHIPS won say: ``Player 2 loses 20``."""
    win, lose, neither = verbs
    return f"{who} {win} {chips}" if chips > 0 else f"{who} {lose} {-chips}" if chips < 0 else f"{who} {neither}"


def hand_result(table: Table) -> str:
    """Who won and who lost the hand TABLE ended, as the full-screen table shows it beside each seat.

    >>> from dataclasses import replace
    >>> from blackjack.core.cards import hand
    >>> from blackjack.editions.table import create_new_table
    >>> hands = hand("K♠ 9♦"), hand("10♣ 8♦"), hand("8♥ Q♦")  # you, the dealer, player 2
    >>> print(hand_result(replace(create_new_table(2), dealt_cards=hands)))
    Result: you win 20; Player 2 ties; the dealer loses 20.
    """
    won = winnings(table)
    players = [outcome("you", chips, ("win", "lose", "tie")) if i == USER
               else outcome(seat_name(i), chips, ("wins", "loses", "ties")) for i, chips in won]
    dealer = outcome("the dealer", -sum(chips for _, chips in won), ("wins", "loses", "breaks even"))
    return f"Result: {'; '.join([*players, dealer])}."


def play_hand_saying_result(table: Table, ask: Prompt[str], say: Say) -> Table:
    """``play_hand``, then who won and who lost (the plain table's chips alone do not say it)."""
    table = play_hand(table, ask, say)
    say(hand_result(table))
    return table


def table(args: argparse.Namespace, rules: Rules, read: Callable[[], str], say: Say, full_screen: bool) -> None:
    """Seed 004's table with 1 to 4 other players: full screen, or line by line."""
    chips = args.wallet or STARTING_CHIPS
    if full_screen:
        from blackjack.play.tui import play_full_screen  # Textual loads only for the full screen

        play_full_screen(args.players, randomness(args, rules), rules, chips)
    else:
        play_table(args.players, read, say, randomness(args, rules), rules, chips, play_hand_saying_result)
    say(GOODBYE)


def bank(args: argparse.Namespace, read: Callable[[], str], say: Say) -> int:
    """Seed 002's game, with the reference functions or those of ``--implementation``."""
    try:
        implementation = REFERENCE if args.implementation is None else implementation_of(
            load_module(args.implementation))
        run_game(implementation, read, say, random.Random(args.seed))
    except StudentProblem as problem:
        say(f"The game stopped: {problem}.")
        return 1
    return 0


def run(args: argparse.Namespace, read: Callable[[], str], say: Say, full_screen: bool = False) -> int:
    """Carry out the subcommand ARGS names (the game itself when there is none); the exit status."""
    if args.list_rules:
        say(listing())
        return 0
    rules = chosen_rules(args)
    if args.command == "simulate":
        return simulate(args, rules, say)
    if args.command == "bank":
        return bank(args, read, say)
    if args.command == "table":
        table(args, rules, read, say, full_screen and not args.plain)
    elif args.command == "seed001":
        hand_and_deck.main(read, say, randomness(args, rules), rules)
    else:
        play(args, rules, read, say)
    return 0


def parse(argv: list[str] | None) -> argparse.Namespace:
    """ARGV read and checked: a bad argument or a refused option exits with one line and status 2."""
    parser = command_line()
    args = parser.parse_args(argv)
    problem = refusal(args) or unplayable(args)
    if problem is None and getattr(args, "deck", None) is not None:
        try:
            parse_stocks(args.deck, chosen_rules(args).decks)
        except ValueError as bad:
            problem = f"argument --deck: {bad}"
    if problem is not None:
        parser.error(problem)
    return args


def main(argv: list[str] | None = None, stdin: TextIO | None = None, stdout: TextIO | None = None) -> int:
    """Run the command line ARGV; the exit status (0 however the player leaves, 2 for bad arguments)."""
    terminal = stdin is None and stdout is None
    if terminal:
        signal.signal(signal.SIGINT, signal.default_int_handler)
        if sys.stdin is None or sys.stdout is None:
            print(f"{PROG}: standard input or output is closed; nothing to play with", file=sys.stderr)
            return 1
        stdin, stdout = forgiving(sys.stdin), forgiving(sys.stdout)
    say = line_writer(stdout)
    return run_safely(PROG, lambda: run(parse(argv), line_reader(stdin), say, terminal and is_terminal(stdin, stdout)),
                      say, stdout)


def is_terminal(*streams: TextIO) -> bool:
    """Are all STREAMS a terminal (so a full-screen program can use them)?"""
    return all(hasattr(s, "isatty") and s.isatty() for s in streams)
