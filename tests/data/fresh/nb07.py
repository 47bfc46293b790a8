"""Fresh beginners' answers for exercises/07_betting.ipynb (issue 31's measuring set)."""

# A right settle, written once here only to keep the parse_bet answers short; each answer's code is still a whole cell.
_SETTLE = r'''
def settle(bet: int, result: Result, player: Hand = (), rules: Rules = DEFAULT_RULES,
           doubled: bool = False, surrendered: bool = False) -> int:
    if surrendered:
        return bet // 2
    money = stake(bet, doubled)
    if result is Result.WIN:
        return money + floor(money * win_rate(player, rules))
    if result is Result.TIE:
        return money
    return 0
'''

# A right parse_bet, for the settle answers of 6.1.
_PARSE_BET = r'''
def parse_bet(answer: str, wallet: int) -> int | None:
    text = answer.strip()
    if text == "" or len(text) > 12:
        return None
    if not (text.isascii() and text.isdigit()):
        return None
    amount = int(text)
    if amount < 1 or amount > wallet:
        return None
    return amount
'''

ENTRIES = [
    # ---------------------------------------------------------------- 6.1 parse_bet, settle
    dict(id="6.1", right=False, mistake="Checks the characters with isdigit alone, so '²' or full-width digits get through (and int may crash).",
         code=r'''
def parse_bet(answer: str, wallet: int) -> int | None:
    text = answer.strip()
    if not text.isdigit() or len(text) > 12:
        return None
    bet = int(text)
    if 1 <= bet <= wallet:
        return bet
    return None
''' + _SETTLE),
    dict(id="6.1", right=False, mistake="Converts with int inside try/except, which accepts '-5', '+7' and '1_000'.",
         code=r'''
def parse_bet(answer: str, wallet: int) -> int | None:
    try:
        bet = int(answer)
    except ValueError:
        return None
    if bet < 1 or bet > wallet:
        return None
    return bet
''' + _SETTLE),
    dict(id="6.1", right=False, mistake="Accepts a bet of 0 (checks bet >= 0 instead of at least 1).",
         code=r'''
def parse_bet(answer: str, wallet: int) -> int | None:
    text = answer.strip()
    if len(text) == 0 or len(text) > 12:
        return None
    for ch in text:
        if ch not in "0123456789":
            return None
    bet = int(text)
    if 0 <= bet <= wallet:
        return bet
    return None
''' + _SETTLE),
    dict(id="6.1", right=False, mistake="Refuses to bet the whole wallet (< wallet instead of <= wallet).",
         code=r'''
def parse_bet(answer: str, wallet: int) -> int | None:
    text = answer.strip()
    if not text or len(text) > 12 or not (text.isascii() and text.isdigit()):
        return None
    bet = int(text)
    if bet >= 1 and bet < wallet:
        return bet
    return None
''' + _SETTLE),
    dict(id="6.1", right=False, mistake="Forgets the 12-digit limit.",
         code=r'''
def parse_bet(answer: str, wallet: int) -> int | None:
    text = answer.strip()
    if text.isascii() and text.isdigit():
        bet = int(text)
        if 1 <= bet <= wallet:
            return bet
    return None
''' + _SETTLE),
    dict(id="6.1", right=False, mistake="settle pays only the winnings on a win and forgets to give the stake back.",
         code=_PARSE_BET + r'''

def settle(bet: int, result: Result, player: Hand = (), rules: Rules = DEFAULT_RULES,
           doubled: bool = False, surrendered: bool = False) -> int:
    if surrendered:
        return bet // 2
    money = stake(bet, doubled)
    if result is Result.WIN:
        return floor(money * win_rate(player, rules))
    if result is Result.TIE:
        return money
    return 0
'''),
    dict(id="6.1", right=False, mistake="settle ignores doubled: works with the bet, not the stake.",
         code=_PARSE_BET + r'''

def settle(bet: int, result: Result, player: Hand = (), rules: Rules = DEFAULT_RULES,
           doubled: bool = False, surrendered: bool = False) -> int:
    if surrendered:
        return bet // 2
    if result == Result.WIN:
        return bet + floor(bet * win_rate(player, rules))
    if result == Result.TIE:
        return bet
    return 0
'''),
    dict(id="6.1", right=False, mistake="settle rounds the winnings with round() instead of down with floor.",
         code=_PARSE_BET + r'''

def settle(bet: int, result: Result, player: Hand = (), rules: Rules = DEFAULT_RULES,
           doubled: bool = False, surrendered: bool = False) -> int:
    if surrendered:
        return bet // 2
    money = stake(bet, doubled)
    if result is Result.WIN:
        return money + round(money * win_rate(player, rules))
    if result is Result.TIE:
        return money
    return 0
'''),
    dict(id="6.1", right=False, mistake="settle pays twice the bet for every win, ignoring win_rate (naturals and bonuses).",
         code=_PARSE_BET + r'''

def settle(bet: int, result: Result, player: Hand = (), rules: Rules = DEFAULT_RULES,
           doubled: bool = False, surrendered: bool = False) -> int:
    if surrendered:
        return bet // 2
    money = stake(bet, doubled)
    if result is Result.WIN:
        return 2 * money
    if result is Result.TIE:
        return money
    return 0
'''),
    dict(id="6.1", right=True, mistake="Right: parse_bet with a regular expression and fullmatch; settle with a dictionary of results.",
         code=r'''
import re


def parse_bet(answer: str, wallet: int) -> int | None:
    match = re.fullmatch(r"\s*([0-9]{1,12})\s*", answer)
    if match is None:
        return None
    amount = int(match.group(1))
    return amount if 1 <= amount <= wallet else None


def settle(bet: int, result: Result, player: Hand = (), rules: Rules = DEFAULT_RULES,
           doubled: bool = False, surrendered: bool = False) -> int:
    if surrendered:
        return bet // 2
    on_table = stake(bet, doubled)
    back = {
        Result.LOSE: 0,
        Result.TIE: on_table,
        Result.WIN: on_table + floor(on_table * win_rate(player, rules)),
    }
    return back[result]
'''),
    # ---------------------------------------------------------------- 6.2 settle (surrender)
    dict(id="6.2", right=False, mistake="Has no surrender case at all: a surrendered loss gives nothing back.",
         code=r'''
def settle(bet: int, result: Result, player: Hand = (), rules: Rules = DEFAULT_RULES,
           doubled: bool = False, surrendered: bool = False) -> int:
    money = stake(bet, doubled)
    if result is Result.WIN:
        return money + floor(money * win_rate(player, rules))
    if result is Result.TIE:
        return money
    return 0
'''),
    dict(id="6.2", right=False, mistake="Gives back bet / 2, a float, instead of bet // 2.",
         code=r'''
def settle(bet: int, result: Result, player: Hand = (), rules: Rules = DEFAULT_RULES,
           doubled: bool = False, surrendered: bool = False) -> int:
    if surrendered:
        return bet / 2
    money = stake(bet, doubled)
    if result is Result.WIN:
        return money + floor(money * win_rate(player, rules))
    if result is Result.TIE:
        return money
    return 0
'''),
    dict(id="6.2", right=False, mistake="Looks at the loss before the surrender, so a surrender (always a loss) gives nothing back.",
         code=r'''
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
    dict(id="6.2", right=False, mistake="Rounds half the bet with round() instead of down (bet // 2), so some odd bets give a dollar too much.",
         code=r'''
def settle(bet: int, result: Result, player: Hand = (), rules: Rules = DEFAULT_RULES,
           doubled: bool = False, surrendered: bool = False) -> int:
    if surrendered:
        return round(bet / 2)
    money = stake(bet, doubled)
    if result is Result.WIN:
        return money + floor(money * win_rate(player, rules))
    if result is Result.TIE:
        return money
    return 0
'''),
    dict(id="6.2", right=False, mistake="Returns minus half the bet for a surrender, as if settle gave the loss instead of what comes back.",
         code=r'''
def settle(bet: int, result: Result, player: Hand = (), rules: Rules = DEFAULT_RULES,
           doubled: bool = False, surrendered: bool = False) -> int:
    if surrendered:
        return -(bet // 2)
    money = stake(bet, doubled)
    if result is Result.WIN:
        return money + floor(money * win_rate(player, rules))
    if result is Result.TIE:
        return money
    return 0
'''),
    dict(id="6.2", right=True, mistake="Right: a match statement, surrender tested first, winnings with int() of a positive number.",
         code=r'''
def settle(bet: int, result: Result, player: Hand = (), rules: Rules = DEFAULT_RULES,
           doubled: bool = False, surrendered: bool = False) -> int:
    if surrendered:
        return bet // 2
    money = stake(bet, doubled)
    match result:
        case Result.WIN:
            return money + floor(money * win_rate(player, rules))
        case Result.TIE:
            return money
        case _:
            return 0
'''),
    # ---------------------------------------------------------------- 6.3 ask_bet
    dict(id="6.3", right=False, mistake="Wraps the prompt in until_quit only, without sanitize_answer.",
         code=r'''
def ask_bet(prompt: Prompt[str], wallet: int, say: Say = print) -> int:
    ask = until_quit(prompt)
    while True:
        answer = ask(f"How much do you bet? You have ${wallet}.")
        problem = bet_problem(answer, wallet)
        if problem is None:
            return int(answer)
        say(problem)
'''),
    dict(id="6.3", right=False, mistake="Prints what is wrong instead of saying it with say.",
         code=r'''
def ask_bet(prompt: Prompt[str], wallet: int, say: Say = print) -> int:
    ask = until_quit(sanitize_answer(prompt))
    while True:
        answer = ask(f"How much do you bet? You have ${wallet}.")
        problem = bet_problem(answer, wallet)
        if problem is None:
            return int(answer)
        print(problem)
'''),
    dict(id="6.3", right=False, mistake="Asks 'How much do you bet?' without saying how much the player has.",
         code=r'''
def ask_bet(prompt: Prompt[str], wallet: int, say: Say = print) -> int:
    ask = until_quit(sanitize_answer(prompt))
    while True:
        answer = ask("How much do you bet?")
        problem = bet_problem(answer, wallet)
        if problem is None:
            return int(answer)
        say(problem)
'''),
    dict(id="6.3", right=False, mistake="Says one message of its own for every bad answer instead of bet_problem's.",
         code=r'''
def ask_bet(prompt: Prompt[str], wallet: int, say: Say = print) -> int:
    ask = until_quit(sanitize_answer(prompt))
    while True:
        bet = parse_bet(ask(f"How much do you bet? You have ${wallet}."), wallet)
        if bet is not None:
            return bet
        say("That is not a good bet.")
'''),
    dict(id="6.3", right=False, mistake="Forgets until_quit, so 'quit' is just one more bad bet.",
         code=r'''
def ask_bet(prompt: Prompt[str], wallet: int, say: Say = print) -> int:
    ask = sanitize_answer(prompt)
    while True:
        answer = ask(f"How much do you bet? You have ${wallet}.")
        problem = bet_problem(answer, wallet)
        if problem is None:
            return int(answer)
        say(problem)
'''),
    dict(id="6.3", right=False, mistake="Returns the answer as the string typed instead of an int.",
         code=r'''
def ask_bet(prompt: Prompt[str], wallet: int, say: Say = print) -> int:
    ask = until_quit(sanitize_answer(prompt))
    answer = ask(f"How much do you bet? You have ${wallet}.")
    while bet_problem(answer, wallet) is not None:
        say(bet_problem(answer, wallet))
        answer = ask(f"How much do you bet? You have ${wallet}.")
    return answer
'''),
    dict(id="6.3", right=True, mistake="Right: recursion, with the wrapped prompt made inside each call.",
         code=r'''
def ask_bet(prompt: Prompt[str], wallet: int, say: Say = print) -> int:
    cleaned = until_quit(sanitize_answer(prompt))
    answer = cleaned("How much do you bet? You have $" + str(wallet) + ".")
    problem = bet_problem(answer, wallet)
    if problem is not None:
        say(problem)
        return ask_bet(prompt, wallet, say)
    return int(answer)
'''),
]
