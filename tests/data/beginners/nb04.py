"""Beginners' answers for 04_prompts (see measure.py)."""

SEEK = '''

def seek_non_space(text: str) -> tuple[str, str, str] | None:
    rest = trim_leading_spaces(text)
    if rest == "":
        return None
    return text[: len(text) - len(rest)], rest[0], rest[1:]
'''
LEAD = '''
def trim_leading_spaces(text: str) -> str:
    while text.startswith(" "):
        text = text[1:]
    return text
'''
TRAIL = '''

def trim_trailing_spaces(text: str) -> str:
    found = seek_non_space(text)
    if found is None:
        return ""
    spaces, char, rest = found
    return spaces + char + trim_trailing_spaces(rest)
'''

ENTRIES = [
    # 3.1 help_advice
    dict(id="3.1", right=False, mistake="Shows the advice with print instead of say.", code='''
def help_advice(prompt: Prompt[str], advice: str, say: Say = print) -> Prompt[str]:
    def ask(question: str) -> str:
        answer = prompt(question)
        while answer == "help":
            print(advice)
            answer = prompt(question)
        return answer
    return ask
'''),
    dict(id="3.1", right=False, mistake="Uses `if` instead of a loop: a second `help` is returned as the answer.", code='''
def help_advice(prompt: Prompt[str], advice: str, say: Say = print) -> Prompt[str]:
    def ask(question: str) -> str:
        answer = prompt(question)
        if answer == "help":
            say(advice)
            answer = prompt(question)
        return answer
    return ask
'''),
    dict(id="3.1", right=False, mistake="Asks the advice as the next question instead of asking the same question again.", code='''
def help_advice(prompt: Prompt[str], advice: str, say: Say = print) -> Prompt[str]:
    def ask(question: str) -> str:
        answer = prompt(question)
        while answer == "help":
            answer = prompt(advice)
        return answer
    return ask
'''),
    dict(id="3.1", right=False, mistake="Treats `HELP` and ` help ` as help too (lower/strip), but only exactly `help` is.", code='''
def help_advice(prompt: Prompt[str], advice: str, say: Say = print) -> Prompt[str]:
    def ask(question: str) -> str:
        answer = prompt(question)
        while answer.strip().lower() == "help":
            say(advice)
            answer = prompt(question)
        return answer
    return ask
'''),
    dict(id="3.1", right=False, mistake="Asks at once and returns the answer, instead of returning the inner function.", code='''
def help_advice(prompt: Prompt[str], advice: str, say: Say = print) -> Prompt[str]:
    answer = prompt("")
    while answer == "help":
        say(advice)
        answer = prompt("")
    return answer
'''),
    # 3.2 retry_prompt
    dict(id="3.2", right=False, mistake="`if not answer` / truthiness where `is None` is meant: 0 and '' are asked again.", code='''
def retry_prompt(prompt: Prompt[A | None], say: Say = print) -> Prompt[A]:
    def ask(question):
        answer = prompt(question)
        while not answer:
            say(NOT_UNDERSTOOD)
            answer = prompt(question)
        return answer
    return ask
'''),
    dict(id="3.2", right=False, mistake="Tells the player with print instead of say.", code='''
def retry_prompt(prompt: Prompt[A | None], say: Say = print) -> Prompt[A]:
    def ask(question):
        answer = prompt(question)
        while answer is None:
            print(NOT_UNDERSTOOD)
            answer = prompt(question)
        return answer
    return ask
'''),
    dict(id="3.2", right=False, mistake="Its own words for the message instead of NOT_UNDERSTOOD.", code='''
def retry_prompt(prompt: Prompt[A | None], say: Say = print) -> Prompt[A]:
    def ask(question):
        answer = prompt(question)
        while answer is None:
            say("Please try again.")
            answer = prompt(question)
        return answer
    return ask
'''),
    dict(id="3.2", right=False, mistake="Retries only once: a second None is returned.", code='''
def retry_prompt(prompt: Prompt[A | None], say: Say = print) -> Prompt[A]:
    def ask(question):
        answer = prompt(question)
        if answer is None:
            say(NOT_UNDERSTOOD)
            answer = prompt(question)
        return answer
    return ask
'''),
    dict(id="3.2", right=False, mistake="Asks a different question the second time ('Try again: ' + question).", code='''
def retry_prompt(prompt: Prompt[A | None], say: Say = print) -> Prompt[A]:
    def ask(question):
        answer = prompt(question)
        while answer is None:
            say(NOT_UNDERSTOOD)
            answer = prompt("Try again: " + question)
        return answer
    return ask
'''),
    # 3.3 change_answer_by
    dict(id="3.3", right=False, mistake="Applies the change to the question instead of the answer.", code='''
def change_answer_by(prompt: Prompt[A], change: Callable[[A], B]) -> Prompt[B]:
    return lambda question: prompt(change(question))
'''),
    dict(id="3.3", right=False, mistake="Asks the question twice: once to look, once to change.", code='''
def change_answer_by(prompt: Prompt[A], change: Callable[[A], B]) -> Prompt[B]:
    def ask(question):
        prompt(question)
        return change(prompt(question))
    return ask
'''),
    dict(id="3.3", right=False, mistake="Tidies the question with strip() before asking, so a trailing space is lost.", code='''
def change_answer_by(prompt: Prompt[A], change: Callable[[A], B]) -> Prompt[B]:
    def ask(question):
        return change(prompt(question.strip()))
    return ask
'''),
    dict(id="3.3", right=False, mistake="Adds a space after the question, as input() questions often have.", code='''
def change_answer_by(prompt: Prompt[A], change: Callable[[A], B]) -> Prompt[B]:
    return lambda question: change(prompt(question + " "))
'''),
    dict(id="3.3", right=False, mistake="Returns the changed prompt function itself, change(prompt), not a prompt.", code='''
def change_answer_by(prompt: Prompt[A], change: Callable[[A], B]) -> Prompt[B]:
    def ask(question):
        answer = prompt(question)
        return change
    return ask
'''),
    # 3.4 make_all_lowercase
    dict(id="3.4", right=False, mistake="Only knows A-Z (ord + 32): capitals like É are left alone.", code='''
def make_all_lowercase(text: str) -> str:
    out = ""
    for ch in text:
        if "A" <= ch <= "Z":
            out += chr(ord(ch) + 32)
        else:
            out += ch
    return out
'''),
    dict(id="3.4", right=False, mistake="Uses casefold(), which also changes non-capitals (ß becomes ss).", code='''
def make_all_lowercase(text: str) -> str:
    return text.casefold()
'''),
    dict(id="3.4", right=False, mistake="Uses swapcase(), which also makes lowercase letters uppercase.", code='''
def make_all_lowercase(text: str) -> str:
    return text.swapcase()
'''),
    dict(id="3.4", right=False, mistake="Lowercases only the first letter.", code='''
def make_all_lowercase(text: str) -> str:
    if text == "":
        return text
    return text[0].lower() + text[1:]
'''),
    dict(id="3.4", right=False, mistake="Also strips spaces while lowercasing.", code='''
def make_all_lowercase(text: str) -> str:
    return text.lower().strip()
'''),
    dict(id="3.4", right=False, mistake="Off by one in the range: Z is not made lowercase.", code='''
def make_all_lowercase(text: str) -> str:
    return "".join(chr(ord(c) + 32) if "A" <= c < "Z" else c.lower() if not c.isascii() else c for c in text)
'''),
    # 3.5 trim_leading_spaces, seek_non_space, trim_trailing_spaces
    dict(id="3.5", right=False, mistake="trim_leading_spaces uses lstrip(), which also removes tabs and newlines.", code='''
def trim_leading_spaces(text: str) -> str:
    return text.lstrip()
''' + SEEK + TRAIL),
    dict(id="3.5", right=False, mistake="seek_non_space returns '' for a text of only spaces instead of None.", code=LEAD + '''

def seek_non_space(text: str) -> tuple[str, str, str] | None:
    rest = trim_leading_spaces(text)
    if rest == "":
        return ""
    return text[: len(text) - len(rest)], rest[0], rest[1:]
''' + TRAIL.replace("if found is None:", "if not found:")),
    dict(id="3.5", right=True, mistake="(right) seek_non_space returns a list where a triple (tuple) is asked; right by the course's rule: a list and a tuple with the same items are the same answer.", code=LEAD + '''

def seek_non_space(text: str) -> tuple[str, str, str] | None:
    for i, ch in enumerate(text):
        if ch != " ":
            return [text[:i], ch, text[i + 1:]]
    return None
''' + TRAIL),
    dict(id="3.5", right=False, mistake="seek_non_space keeps the found character at the start of the rest too.", code=LEAD + '''

def seek_non_space(text: str) -> tuple[str, str, str] | None:
    rest = trim_leading_spaces(text)
    if not rest:
        return None
    return text[: len(text) - len(rest)], rest[0], rest
''' + '''

def trim_trailing_spaces(text: str) -> str:
    return text.rstrip(" ")
'''),
    dict(id="3.5", right=False, mistake="trim_trailing_spaces returns the text itself when it is only spaces, instead of ''.", code=LEAD + SEEK + '''

def trim_trailing_spaces(text: str) -> str:
    found = seek_non_space(text)
    if found is None:
        return text
    spaces, char, rest = found
    return spaces + char + trim_trailing_spaces(rest)
'''),
    dict(id="3.5", right=False, mistake="trim_leading_spaces removes only one space.", code='''
def trim_leading_spaces(text: str) -> str:
    if text.startswith(" "):
        return text[1:]
    return text
''' + SEEK.replace("rest = trim_leading_spaces(text)", "rest = text.lstrip(' ')") + TRAIL),
    # 3.6 sanitize_answer
    dict(id="3.6", right=False, mistake="Only lowercases; forgets the spaces.", code='''
def sanitize_answer(prompt: Prompt[str]) -> Prompt[str]:
    return change_answer_by(prompt, make_all_lowercase)
'''),
    dict(id="3.6", right=False, mistake="Trims only the leading spaces.", code='''
def sanitize_answer(prompt: Prompt[str]) -> Prompt[str]:
    return change_answer_by(prompt, lambda a: trim_leading_spaces(make_all_lowercase(a)))
'''),
    dict(id="3.6", right=False, mistake="Tidies the question instead of the answer.", code='''
def sanitize_answer(prompt: Prompt[str]) -> Prompt[str]:
    def ask(question):
        return prompt(trim_trailing_spaces(trim_leading_spaces(make_all_lowercase(question))))
    return ask
'''),
    dict(id="3.6", right=False, mistake="Asks twice: once for the lowercase, once for the trimming.", code='''
def sanitize_answer(prompt: Prompt[str]) -> Prompt[str]:
    def ask(question):
        low = make_all_lowercase(prompt(question))
        return trim_trailing_spaces(trim_leading_spaces(prompt(question)))
    return ask
'''),
    dict(id="3.6", right=False, mistake="Trims the trailing spaces only.", code='''
def sanitize_answer(prompt: Prompt[str]) -> Prompt[str]:
    return change_answer_by(prompt, lambda answer: trim_trailing_spaces(answer.lower()))
'''),
    # 001:2.0 prompt_and_parse
    dict(id="001:2.0", right=False, mistake="`if parsed:` where `is not None` is meant: a parsed 0 is asked again.", code='''
def prompt_and_parse(question: str, parse: Callable[[str], A | None], read: Callable[[], str] = input,
                     say: Say = print) -> A:
    while True:
        say(question)
        parsed = parse(read())
        if parsed:
            return parsed
        say(NOT_UNDERSTOOD)
'''),
    dict(id="001:2.0", right=False, mistake="Shows the question with print instead of say.", code='''
def prompt_and_parse(question: str, parse: Callable[[str], A | None], read: Callable[[], str] = input,
                     say: Say = print) -> A:
    while True:
        print(question)
        parsed = parse(read())
        if parsed is not None:
            return parsed
        say(NOT_UNDERSTOOD)
'''),
    dict(id="001:2.0", right=False, mistake="Shows the question only once, before the loop.", code='''
def prompt_and_parse(question: str, parse: Callable[[str], A | None], read: Callable[[], str] = input,
                     say: Say = print) -> A:
    say(question)
    parsed = parse(read())
    while parsed is None:
        say(NOT_UNDERSTOOD)
        parsed = parse(read())
    return parsed
'''),
    dict(id="001:2.0", right=False, mistake="Returns the typed answer instead of what parse gave.", code='''
def prompt_and_parse(question: str, parse: Callable[[str], A | None], read: Callable[[], str] = input,
                     say: Say = print) -> A:
    while True:
        say(question)
        answer = read()
        if parse(answer) is not None:
            return answer
        say(NOT_UNDERSTOOD)
'''),
    dict(id="001:2.0", right=False, mistake="Treats `quit` specially (raises Quit), though here it is an answer like any other.", code='''
def prompt_and_parse(question: str, parse: Callable[[str], A | None], read: Callable[[], str] = input,
                     say: Say = print) -> A:
    while True:
        say(question)
        answer = read()
        if answer == "quit":
            raise Quit()
        parsed = parse(answer)
        if parsed is not None:
            return parsed
        say(NOT_UNDERSTOOD)
'''),
    # 001:2.1 prompt
    dict(id="001:2.1", right=False, mistake="Tries parse before looking for `help`, so help is treated as not understood.", code='''
def prompt(query, help, parse, act, read=input, say=print):
    ask = make_simple_prompt(read, say)
    while True:
        answer = ask(query)
        if answer == "quit":
            raise Quit("quit")
        parsed = parse(answer)
        if parsed is not None:
            return act(parsed)
        say(NOT_UNDERSTOOD)
        say(help)
'''),
    dict(id="001:2.1", right=False, mistake="After a not-understood answer it does not show the help text.", code='''
def prompt(query, help, parse, act, read=input, say=print):
    ask = make_simple_prompt(read, say)
    while True:
        answer = ask(query)
        if answer == "quit":
            raise Quit("quit")
        if answer == "help":
            say(help)
            continue
        parsed = parse(answer)
        if parsed is not None:
            return act(parsed)
        say(NOT_UNDERSTOOD)
'''),
    dict(id="001:2.1", right=False, mistake="Returns what parse gave, forgetting to act on it.", code='''
def prompt(query, help, parse, act, read=input, say=print):
    ask = make_simple_prompt(read, say)
    while True:
        answer = ask(query)
        if answer == "quit":
            raise Quit("quit")
        if answer == "help":
            say(help)
            continue
        parsed = parse(answer)
        if parsed is not None:
            return parsed
        say(NOT_UNDERSTOOD)
        say(help)
'''),
    dict(id="001:2.1", right=False, mistake="On `quit` it returns None instead of raising Quit.", code='''
def prompt(query, help, parse, act, read=input, say=print):
    ask = make_simple_prompt(read, say)
    while True:
        answer = ask(query)
        if answer == "quit":
            return None
        if answer == "help":
            say(help)
            continue
        parsed = parse(answer)
        if parsed is not None:
            return act(parsed)
        say(NOT_UNDERSTOOD)
        say(help)
'''),
    dict(id="001:2.1", right=False, mistake="`if not parsed` where `is None` is meant.", code='''
def prompt(query, help, parse, act, read=input, say=print):
    ask = make_simple_prompt(read, say)
    while True:
        answer = ask(query)
        if answer == "quit":
            raise Quit("quit")
        if answer == "help":
            say(help)
        elif not parse(answer):
            say(NOT_UNDERSTOOD)
            say(help)
        else:
            return act(parse(answer))
'''),
    dict(id="001:2.1", right=False, mistake="Shows the help text with print instead of say.", code='''
def prompt(query, help, parse, act, read=input, say=print):
    ask = make_simple_prompt(read, say)
    while True:
        answer = ask(query)
        if answer == "quit":
            raise Quit("quit")
        if answer == "help":
            print(help)
            continue
        parsed = parse(answer)
        if parsed is not None:
            return act(parsed)
        say(NOT_UNDERSTOOD)
        print(help)
'''),
    # right
    dict(id="3.2", right=True, mistake="(right) A recursive inner function instead of a loop.", code='''
def retry_prompt(prompt: Prompt[A | None], say: Say = print) -> Prompt[A]:
    def ask(question):
        answer = prompt(question)
        if answer is not None:
            return answer
        say(NOT_UNDERSTOOD)
        return ask(question)
    return ask
'''),
    dict(id="3.5", right=True, mistake="(right) Index loops instead of recursion, trailing built on seek_non_space.", code='''
def trim_leading_spaces(text: str) -> str:
    i = 0
    while i < len(text) and text[i] == " ":
        i += 1
    return text[i:]


def seek_non_space(text: str) -> tuple[str, str, str] | None:
    for i in range(len(text)):
        if text[i] != " ":
            return (text[:i], text[i], text[i + 1:])
    return None


def trim_trailing_spaces(text: str) -> str:
    kept = ""
    found = seek_non_space(text)
    while found is not None:
        spaces, char, text = found
        kept += spaces + char
        found = seek_non_space(text)
    return kept
'''),
]
