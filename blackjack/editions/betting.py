"""Money: a wallet of whole dollars, a bet question that never crashes, settling a round.

The bet leaves the wallet when it is placed; ``settle`` says what comes back.
A win gives back twice the stake, a tie the stake, a surrender half the bet
(rounded down), a loss nothing.  Doubling down doubles the stake.

>>> from blackjack.editions.prompts import scripted
>>> bet_problem("123abc", 100)
'Please answer with a whole number of dollars, like 10.'
>>> ask_bet(scripted("", "-5", "500", "10", say=print), 100)
How much do you bet? You have $100.
<BLANKLINE>
Please answer with a whole number of dollars, like 10.
How much do you bet? You have $100.
-5
Please answer with a whole number of dollars, like 10.
How much do you bet? You have $100.
500
You only have $100.
How much do you bet? You have $100.
10
10
"""

from __future__ import annotations

from fractions import Fraction
from math import floor

from blackjack.core.cards import Hand
from blackjack.core.hands import hand_value, is_blackjack
from blackjack.core.messages import Say
from blackjack.core.rules import DEFAULT_RULES, Result, Rules
from blackjack.editions.prompts import Prompt, sanitize_answer, until_quit


def parse_bet(answer: str, wallet: int) -> int | None:
    """The bet ANSWER names, if it is a whole number from 1 to WALLET; else None.

    Only digits are read, so ``123abc``, ``-5`` and ``1e9`` are never numbers.

    >>> parse_bet(" 25 ", 100), parse_bet("1e9", 100), parse_bet("0", 100)
    (25, None, None)
    """
    return None if bet_problem(answer, wallet) else int(answer.strip())


def bet_problem(answer: str, wallet: int) -> str | None:
    """What is wrong with ANSWER as a bet from WALLET, or None when it is a good bet."""
    text = answer.strip()
    if not (text.isascii() and text.isdigit()):
        return "Please answer with a whole number of dollars, like 10."
    if len(text) > 12:  # never read a number that long: no wallet holds it
        return f"You only have ${wallet}."
    amount = int(text)
    if amount < 1:
        return "A bet must be at least $1."
    if amount > wallet:
        return f"You only have ${wallet}."
    return None


def ask_bet(prompt: Prompt[str], wallet: int, say: Say = print) -> int:
    """Ask with PROMPT until the answer is a good bet; say what is wrong each time."""
    ask = until_quit(sanitize_answer(prompt))
    while True:
        answer = ask(f"How much do you bet? You have ${wallet}.")
        problem = bet_problem(answer, wallet)
        if problem is None:
            return int(answer)
        say(problem)


def stake(bet: int, doubled: bool) -> int:
    """The money on the table: the bet, twice over after doubling down."""
    return 2 * bet if doubled else bet


def settle(bet: int, result: Result, player: Hand = (), rules: Rules = DEFAULT_RULES,
           doubled: bool = False, surrendered: bool = False) -> int:
    """The money that goes back to the wallet when a round with BET ends in RESULT.

    PLAYER and RULES are needed only for the bonuses of a natural or of 21.

    >>> settle(10, Result.WIN), settle(10, Result.TIE), settle(10, Result.LOSE)
    (20, 10, 0)
    >>> settle(10, Result.LOSE, surrendered=True), settle(10, Result.WIN, doubled=True)
    (5, 40)
    """
    if surrendered:
        return bet // 2
    money = stake(bet, doubled)
    if result is Result.TIE:
        return money
    if result is Result.LOSE:
        return 0
    return money + floor(money * win_rate(player, rules))


def win_rate(player: Hand, rules: Rules) -> Fraction:
    """Winnings per dollar staked: 1, the natural's rate, or 1 plus the bonus for 21."""
    if rules.naturals and is_blackjack(player, rules):
        return rules.natural_pays
    return 1 + (rules.twenty_one_bonus if hand_value(player, rules) == 21 else 0)
