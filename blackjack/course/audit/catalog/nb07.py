"""Answers to notebook 07: reading a bet, settling a round, surrender, asking for a bet."""

from blackjack.course.audit.catalog import right, wrong

PARSE_OK = """
def parse_bet(answer, wallet):
    text = answer.strip()
    if not (text.isascii() and text.isdigit()) or len(text) > 12:
        return None
    amount = int(text)
    return amount if 1 <= amount <= wallet else None
"""
SETTLE_OK = """
def settle(bet, result, player=(), rules=DEFAULT_RULES, doubled=False, surrendered=False):
    if surrendered:
        return bet // 2
    money = stake(bet, doubled)
    if result is Result.LOSE:
        return 0
    if result is Result.TIE:
        return money
    return money + floor(money * win_rate(player, rules))
"""


def bet_with(change: str, to: str) -> str:
    """The right 6.1 with one mistake."""
    both = PARSE_OK + SETTLE_OK
    assert change in both
    return both.replace(change, to)


ANSWERS = [
    right("6.1", "seed 000's text: a string of digits is read, a win pays twice the bet", """
def parse_bet(answer, wallet):
    if answer.isdigit():
        return int(answer)
    return None

def settle(bet, result, player=(), rules=DEFAULT_RULES, doubled=False, surrendered=False):
    if result is Result.WIN:
        return 2 * bet
    if result is Result.TIE:
        return bet
    return 0
""", seed_only=True),
    right("6.1", "a regular expression; a table of what comes back", """
import re

def parse_bet(answer, wallet):
    match = re.fullmatch(r"\\s*([0-9]{1,12})\\s*", answer)
    if match is None or not 1 <= int(match.group(1)) <= wallet:
        return None
    return int(match.group(1))

def settle(bet, result, player=(), rules=DEFAULT_RULES, doubled=False, surrendered=False):
    if surrendered:
        return bet // 2
    money = bet * (2 if doubled else 1)
    winnings = floor(money * win_rate(player, rules))
    return {Result.LOSE: 0, Result.TIE: money, Result.WIN: money + winnings}[result]
"""),
    wrong("6.1", "int() in a try: '-5' and '+7' are bets", """
def parse_bet(answer, wallet):
    try:
        amount = int(answer)
    except ValueError:
        return None
    return amount if amount <= wallet else None
""" + SETTLE_OK),
    wrong("6.1", "a bet of 0 is accepted", bet_with("1 <= amount <= wallet", "0 <= amount <= wallet")),
    wrong("6.1", "the whole wallet cannot be bet", bet_with("1 <= amount <= wallet", "1 <= amount < wallet")),
    wrong("6.1", "more than the wallet holds is accepted", bet_with("1 <= amount <= wallet", "1 <= amount")),
    wrong("6.1", "spaces around the answer refused", bet_with("text = answer.strip()", "text = answer")),
    wrong("6.1", "the bet as a string", bet_with("return amount if 1 <= amount <= wallet else None",
                                               "return text if 1 <= amount <= wallet else None")),
    wrong("6.1", "a win gives back only the winnings", bet_with("return money + floor(money * win_rate(player, rules))",
                                                               "return floor(money * win_rate(player, rules))")),
    wrong("6.1", "a tie loses the bet", bet_with("    if result is Result.TIE:\n        return money\n", "")
          .replace("if result is Result.LOSE:", "if result is not Result.WIN:")),
    wrong("6.1", "a double down pays like a plain bet", bet_with("money = stake(bet, doubled)", "money = bet")),
    wrong("6.1", "winnings rounded, not rounded down", bet_with("floor(money * win_rate(player, rules))",
                                                               "round(money * win_rate(player, rules))")),
    wrong("6.1", "the table's bonuses ignored", bet_with("return money + floor(money * win_rate(player, rules))",
                                                        "return 2 * money")),
    wrong("6.1", "non-ASCII digits accepted", bet_with("text.isascii() and text.isdigit()", "text.isdigit()")),
]


def settle_with(change: str, to: str) -> str:
    """The right settle with one mistake."""
    assert change in SETTLE_OK
    return SETTLE_OK.replace(change, to)


ANSWERS += [
    right("6.2", "seed 000's 6.2 on its 6.1: half the bet back on a surrender", """
def settle(bet, result, player=(), rules=DEFAULT_RULES, doubled=False, surrendered=False):
    if surrendered:
        return bet // 2
    return {Result.WIN: 2 * bet, Result.TIE: bet, Result.LOSE: 0}[result]
""", seed_only=True),
    right("6.2", "surrender last, after a match on the result", """
def settle(bet, result, player=(), rules=DEFAULT_RULES, doubled=False, surrendered=False):
    money = stake(bet, doubled)
    match result:
        case _ if surrendered:
            return bet - (bet + 1) // 2
        case Result.LOSE:
            return 0
        case Result.TIE:
            return money
        case _:
            return money + floor(money * win_rate(player, rules))
"""),
    wrong("6.2", "half the bet as a float", settle_with("return bet // 2", "return bet / 2")),
    wrong("6.2", "half rounded up", settle_with("return bet // 2", "return (bet + 1) // 2")),
    wrong("6.2", "half of the doubled stake", settle_with("    if surrendered:\n        return bet // 2\n    money = stake(bet, doubled)\n",
                                                         "    money = stake(bet, doubled)\n    if surrendered:\n        return money // 2\n")),
    wrong("6.2", "a loss is settled before the surrender", settle_with(
        "    if surrendered:\n        return bet // 2\n    money = stake(bet, doubled)\n    if result is Result.LOSE:\n        return 0\n",
        "    money = stake(bet, doubled)\n    if result is Result.LOSE:\n        return 0\n    if surrendered:\n        return bet // 2\n")),
    wrong("6.2", "what the wallet loses, not what comes back", settle_with("return bet // 2", "return -(bet // 2)")),
    wrong("6.2", "the whole bet back", settle_with("return bet // 2", "return bet")),
    wrong("6.2", "surrender forgotten", settle_with("    if surrendered:\n        return bet // 2\n", "")),
]

ASK_OK = """
def ask_bet(prompt, wallet, say=print):
    ask = until_quit(sanitize_answer(prompt))
    while True:
        answer = ask(f"How much do you bet? You have ${wallet}.")
        problem = bet_problem(answer, wallet)
        if problem is None:
            return int(answer)
        say(problem)
"""


def ask_with(change: str, to: str) -> str:
    """The right ask_bet with one mistake."""
    assert change in ASK_OK
    return ASK_OK.replace(change, to)


ANSWERS += [
    right("6.3", "a recursion instead of a loop", """
def ask_bet(prompt, wallet, say=print):
    answer = until_quit(sanitize_answer(prompt))(f"How much do you bet? You have ${wallet}.")
    if bet_problem(answer, wallet) is None:
        return int(answer)
    say(bet_problem(answer, wallet))
    return ask_bet(prompt, wallet, say)
"""),
    wrong("6.3", "the problem is not said", ask_with("        say(problem)\n", "")),
    wrong("6.3", "the question worded differently", ask_with("How much do you bet? You have ${wallet}.",
                                                            "How much do you want to bet? You have ${wallet}.")),
    wrong("6.3", "the answer returned as a string", ask_with("return int(answer)", "return answer")),
    wrong("6.3", "asks once; a bad answer gives None", ask_with("    while True:\n", "    for _ in range(1):\n")),
    wrong("6.3", "one message for every problem", ask_with("say(problem)", 'say("Try again.")')),
    wrong("6.3", "quit is not a way out", ask_with("until_quit(sanitize_answer(prompt))", "sanitize_answer(prompt)")),
    wrong("6.3", "the wallet in the question is off by the bet just refused", ask_with(
        "        say(problem)\n", "        say(problem)\n        wallet -= 1\n")),
]
