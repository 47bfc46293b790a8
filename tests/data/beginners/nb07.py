"""Beginners' answers for 07_betting (see measure.py)."""

PARSE = '''
def parse_bet(answer: str, wallet: int) -> int | None:
    text = answer.strip()
    if not (text.isascii() and text.isdigit()) or len(text) > 12:
        return None
    amount = int(text)
    return amount if 1 <= amount <= wallet else None

'''
SETTLE = '''

def settle(bet: int, result: Result, player: Hand = (), rules: Rules = DEFAULT_RULES,
           doubled: bool = False, surrendered: bool = False) -> int:
    if surrendered:
        return bet // 2
    money = stake(bet, doubled)
    if result is Result.LOSE:
        return 0
    if result is Result.TIE:
        return money
    return money + floor(money * win_rate(player, rules))
'''


def settle_with(old: str, new: str) -> str:
    assert old in SETTLE, old
    return SETTLE.replace(old, new)


ASK = '''
def ask_bet(prompt: Prompt[str], wallet: int, say: Say = print) -> int:
    ask = until_quit(sanitize_answer(prompt))
    while True:
        answer = ask(f"How much do you bet? You have ${wallet}.")
        problem = bet_problem(answer, wallet)
        if problem is None:
            return int(answer)
        say(problem)
'''


def ask_with(old: str, new: str) -> str:
    assert old in ASK, old
    return ASK.replace(old, new)


ENTRIES = [
    # 6.1 parse_bet (and a right settle)
    dict(id="6.1", right=False, mistake="parse_bet trusts int() inside try/except: '-5', '+5' and full-width digits get through.", code='''
def parse_bet(answer: str, wallet: int) -> int | None:
    try:
        amount = int(answer)
    except ValueError:
        return None
    if amount < 1 or amount > wallet:
        return None
    return amount
''' + SETTLE),
    dict(id="6.1", right=False, mistake="parse_bet uses isdigit() without isascii(): '²' crashes int() and '１２' is taken.", code='''
def parse_bet(answer: str, wallet: int) -> int | None:
    text = answer.strip()
    if not text.isdigit() or len(text) > 12:
        return None
    amount = int(text)
    return amount if 1 <= amount <= wallet else None
''' + SETTLE),
    dict(id="6.1", right=False, mistake="parse_bet has no limit of 12 digits.", code='''
def parse_bet(answer: str, wallet: int) -> int | None:
    text = answer.strip()
    if text == "" or not all(c in "0123456789" for c in text):
        return None
    amount = int(text)
    return amount if 1 <= amount <= wallet else None
''' + SETTLE),
    dict(id="6.1", right=False, mistake="Off by one: the whole wallet cannot be bet (`amount < wallet`).", code='''
def parse_bet(answer: str, wallet: int) -> int | None:
    text = answer.strip()
    if not (text.isascii() and text.isdigit()) or len(text) > 12:
        return None
    amount = int(text)
    return amount if 1 <= amount < wallet else None
''' + SETTLE),
    dict(id="6.1", right=False, mistake="Does not strip the spaces around the answer: ' 25 ' is refused.", code='''
def parse_bet(answer: str, wallet: int) -> int | None:
    if not (answer.isascii() and answer.isdigit()) or len(answer) > 12:
        return None
    amount = int(answer)
    return amount if 1 <= amount <= wallet else None
''' + SETTLE),
    dict(id="6.1", right=False, mistake="Accepts a bet of 0 (`0 <= amount`).", code='''
def parse_bet(answer: str, wallet: int) -> int | None:
    text = answer.strip()
    if not (text.isascii() and text.isdigit()) or len(text) > 12:
        return None
    amount = int(text)
    return amount if 0 <= amount <= wallet else None
''' + SETTLE),
    # 6.1 settle (with a right parse_bet)
    dict(id="6.1", right=False, mistake="settle gives back only the winnings on a win, not the stake too.", code=PARSE + settle_with(
        "    return money + floor(money * win_rate(player, rules))", "    return floor(money * win_rate(player, rules))")),
    dict(id="6.1", right=False, mistake="settle ignores `doubled`: the stake is always the bet.", code=PARSE + settle_with(
        "    money = stake(bet, doubled)", "    money = bet")),
    dict(id="6.1", right=False, mistake="settle ignores win_rate: a win always pays even money.", code=PARSE + settle_with(
        "    return money + floor(money * win_rate(player, rules))", "    return 2 * money")),
    dict(id="6.1", right=False, mistake="settle rounds the winnings with round() instead of rounding down.", code=PARSE + settle_with(
        "floor(money * win_rate(player, rules))", "round(money * win_rate(player, rules))")),
    dict(id="6.1", right=False, mistake="settle gives nothing back on a tie.", code=PARSE + settle_with(
        "    if result is Result.TIE:\n        return money\n", "")),
    # 6.2 settle: surrender
    dict(id="6.2", right=False, mistake="Half the bet with `/`: a float, and not rounded down.", code=settle_with(
        "        return bet // 2", "        return bet / 2")),
    dict(id="6.2", right=False, mistake="Pays the half back only when the result is a loss.", code=settle_with(
        "    if surrendered:", "    if surrendered and result is Result.LOSE:")),
    dict(id="6.2", right=False, mistake="A surrender gives nothing back.", code=settle_with(
        "        return bet // 2", "        return 0")),
    dict(id="6.2", right=False, mistake="Rounds the half up instead of down.", code=settle_with(
        "        return bet // 2", "        return (bet + 1) // 2")),
    dict(id="6.2", right=False, mistake="Looks at the loss before the surrender, so a surrendered loss gives 0.", code='''
def settle(bet: int, result: Result, player: Hand = (), rules: Rules = DEFAULT_RULES,
           doubled: bool = False, surrendered: bool = False) -> int:
    money = stake(bet, doubled)
    if result is Result.LOSE:
        return 0
    if surrendered:
        return bet // 2
    if result is Result.TIE:
        return money
    return money + floor(money * win_rate(player, rules))
'''),
    # 6.3 ask_bet
    dict(id="6.3", right=False, mistake="No sanitize_answer: 'QUIT' and ' Quit ' do not stop the game.", code=ask_with(
        "until_quit(sanitize_answer(prompt))", "until_quit(prompt)")),
    dict(id="6.3", right=False, mistake="No until_quit: 'quit' is only a bad bet, asked again.", code=ask_with(
        "until_quit(sanitize_answer(prompt))", "sanitize_answer(prompt)")),
    dict(id="6.3", right=False, mistake="Says what is wrong with print instead of say.", code=ask_with("        say(problem)", "        print(problem)")),
    dict(id="6.3", right=False, mistake="Returns the answer as a string instead of an int.", code=ask_with("            return int(answer)", "            return answer")),
    dict(id="6.3", right=False, mistake="The question does not say how much is in the wallet.", code=ask_with(
        'f"How much do you bet? You have ${wallet}."', '"How much do you bet?"')),
    dict(id="6.3", right=False, mistake="Says one generic message instead of bet_problem's.", code=ask_with(
        "        say(problem)", '        say("That is not a good bet.")')),
    dict(id="6.3", right=False, mistake="Reads the answer with input() instead of asking with the prompt it was given.", code='''
from blackjack.editions.prompts import Quit


def ask_bet(prompt: Prompt[str], wallet: int, say: Say = print) -> int:
    while True:
        answer = input(f"How much do you bet? You have ${wallet}.").strip().lower()
        if answer == "quit":
            raise Quit()
        problem = bet_problem(answer, wallet)
        if problem is None:
            return int(answer)
        say(problem)
'''),
    dict(id="6.2", right=False, mistake="Surrender gives half of the stake, so after a double it pays the whole bet back.", code=settle_with(
        "    if surrendered:\n        return bet // 2", "    if surrendered:\n        return stake(bet, doubled) // 2")),
    # right
    dict(id="6.1", right=True, mistake="(right) parse_bet with a regular expression of 1 to 12 ASCII digits.", code='''
import re


def parse_bet(answer: str, wallet: int) -> int | None:
    text = answer.strip(" ")
    if re.fullmatch(r"[0-9]{1,12}", text) is None:
        return None
    bet = int(text)
    if bet < 1 or bet > wallet:
        return None
    return bet
''' + SETTLE),
    dict(id="6.3", right=True, mistake="(right) ask_bet with parse_bet deciding and bet_problem explaining.", code='''
def ask_bet(prompt: Prompt[str], wallet: int, say: Say = print) -> int:
    ask = until_quit(sanitize_answer(prompt))
    answer = ask(f"How much do you bet? You have ${wallet}.")
    while parse_bet(answer, wallet) is None:
        say(bet_problem(answer, wallet))
        answer = ask(f"How much do you bet? You have ${wallet}.")
    return parse_bet(answer, wallet)
'''),
]
