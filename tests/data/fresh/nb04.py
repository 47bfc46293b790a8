"""Fresh beginners' answers for exercises/04_prompts.ipynb (issue 31's measuring set)."""

ENTRIES = [
    # ---------------------------------------------------------------- 3.1 help_advice
    dict(id="3.1", right=False, mistake="Handles help only once ('if' instead of 'while'): a second help is returned as the answer.",
         code=r'''
def help_advice(prompt: Prompt[str], advice: str, say: Say = print) -> Prompt[str]:
    def ask(question: str) -> str:
        answer = prompt(question)
        if answer == "help":
            say(advice)
            answer = prompt(question)
        return answer
    return ask
'''),
    dict(id="3.1", right=False, mistake="Shows the advice but then returns 'help' instead of asking the question again.",
         code=r'''
def help_advice(prompt: Prompt[str], advice: str, say: Say = print) -> Prompt[str]:
    def ask(question: str) -> str:
        answer = prompt(question)
        if answer == "help":
            say(advice)
        return answer
    return ask
'''),
    dict(id="3.1", right=False, mistake="Asks the advice as the next question instead of showing it with say.",
         code=r'''
def help_advice(prompt: Prompt[str], advice: str, say: Say = print) -> Prompt[str]:
    def ask(question: str) -> str:
        answer = prompt(question)
        while answer == "help":
            answer = prompt(advice)
        return answer
    return ask
'''),
    dict(id="3.1", right=False, mistake="Also treats 'HELP' or 'Help' as help (lowercases the answer), where only exactly 'help' is meant.",
         code=r'''
def help_advice(prompt: Prompt[str], advice: str, say: Say = print) -> Prompt[str]:
    def ask(question: str) -> str:
        answer = prompt(question)
        while answer.lower() == "help":
            say(advice)
            answer = prompt(question)
        return answer
    return ask
'''),
    dict(id="3.1", right=False, mistake="Forgets to return the inner function, so help_advice gives None.",
         code=r'''
def help_advice(prompt: Prompt[str], advice: str, say: Say = print) -> Prompt[str]:
    def ask(question: str) -> str:
        answer = prompt(question)
        while answer == "help":
            say(advice)
            answer = prompt(question)
        return answer
'''),
    dict(id="3.1", right=True, mistake="Right: the inner function calls itself again after the advice (recursion).",
         code=r'''
def help_advice(prompt: Prompt[str], advice: str, say: Say = print) -> Prompt[str]:
    def helping(question):
        answer = prompt(question)
        if answer != "help":
            return answer
        say(advice)
        return helping(question)
    return helping
'''),
    # ---------------------------------------------------------------- 3.2 retry_prompt
    dict(id="3.2", right=False, mistake="Tests the answer's truthiness, so 0 or '' is retried as if it were None.",
         code=r'''
def retry_prompt(prompt: Prompt[A | None], say: Say = print) -> Prompt[A]:
    def ask(question):
        answer = prompt(question)
        while not answer:
            say(NOT_UNDERSTOOD)
            answer = prompt(question)
        return answer
    return ask
'''),
    dict(id="3.2", right=False, mistake="Writes its own message ('Sorry, I don't understand.') instead of NOT_UNDERSTOOD.",
         code=r'''
def retry_prompt(prompt: Prompt[A | None], say: Say = print) -> Prompt[A]:
    def ask(question):
        answer = prompt(question)
        while answer is None:
            say("Sorry, I don't understand.")
            answer = prompt(question)
        return answer
    return ask
'''),
    dict(id="3.2", right=False, mistake="Asks again silently, never telling the player it did not understand.",
         code=r'''
def retry_prompt(prompt: Prompt[A | None], say: Say = print) -> Prompt[A]:
    def ask(question):
        answer = prompt(question)
        while answer is None:
            answer = prompt(question)
        return answer
    return ask
'''),
    dict(id="3.2", right=False, mistake="Retries only once ('if' instead of 'while'), so a second None is returned.",
         code=r'''
def retry_prompt(prompt: Prompt[A | None], say: Say = print) -> Prompt[A]:
    def ask(question):
        answer = prompt(question)
        if answer is None:
            say(NOT_UNDERSTOOD)
            answer = prompt(question)
        return answer
    return ask
'''),
    dict(id="3.2", right=False, mistake="Says the message before every question, also the first one.",
         code=r'''
def retry_prompt(prompt: Prompt[A | None], say: Say = print) -> Prompt[A]:
    def ask(question):
        while True:
            say(NOT_UNDERSTOOD)
            answer = prompt(question)
            if answer is not None:
                return answer
    return ask
'''),
    dict(id="3.2", right=True, mistake="Right: recursion in the inner function.",
         code=r'''
def retry_prompt(prompt: Prompt[A | None], say: Say = print) -> Prompt[A]:
    def retrying(question):
        answer = prompt(question)
        if answer is not None:
            return answer
        say(NOT_UNDERSTOOD)
        return retrying(question)
    return retrying
'''),
    # ---------------------------------------------------------------- 3.3 change_answer_by
    dict(id="3.3", right=False, mistake="Strips the question before asking it, instead of passing it on exactly.",
         code=r'''
def change_answer_by(prompt: Prompt[A], change: Callable[[A], B]) -> Prompt[B]:
    def ask(question):
        return change(prompt(question.strip()))
    return ask
'''),
    dict(id="3.3", right=False, mistake="Applies change to the question and asks with that (composition the wrong way round).",
         code=r'''
def change_answer_by(prompt: Prompt[A], change: Callable[[A], B]) -> Prompt[B]:
    return lambda question: prompt(change(question))
'''),
    dict(id="3.3", right=False, mistake="Asks the question twice: once to look at the answer, once more to change it.",
         code=r'''
def change_answer_by(prompt: Prompt[A], change: Callable[[A], B]) -> Prompt[B]:
    def ask(question):
        answer = prompt(question)
        if answer is None:
            return None
        return change(prompt(question))
    return ask
'''),
    dict(id="3.3", right=False, mistake="Adds a space after the question, as an input() question usually has.",
         code=r'''
def change_answer_by(prompt: Prompt[A], change: Callable[[A], B]) -> Prompt[B]:
    def ask(question):
        answer = prompt(question + " ")
        return change(answer)
    return ask
'''),
    dict(id="3.3", right=False, mistake="Returns the changed answer of one question right away instead of a new prompt.",
         code=r'''
def change_answer_by(prompt: Prompt[A], change: Callable[[A], B]) -> Prompt[B]:
    return change(prompt(""))
'''),
    dict(id="3.3", right=True, mistake="Right: a named inner function instead of a lambda.",
         code=r'''
def change_answer_by(prompt: Prompt[A], change: Callable[[A], B]) -> Prompt[B]:
    def changed_prompt(question: str) -> B:
        answer = prompt(question)
        new_answer = change(answer)
        return new_answer
    return changed_prompt
'''),
    # ---------------------------------------------------------------- 3.4 make_all_lowercase
    dict(id="3.4", right=False, mistake="Translates only A-Z with a table of ASCII letters, so É and Ä stay uppercase.",
         code=r'''
import string


def make_all_lowercase(text: str) -> str:
    table = str.maketrans(string.ascii_uppercase, string.ascii_lowercase)
    return text.translate(table)
'''),
    dict(id="3.4", right=False, mistake="Uses swapcase, which also turns lowercase letters into uppercase.",
         code=r'''
def make_all_lowercase(text: str) -> str:
    return text.swapcase()
'''),
    dict(id="3.4", right=False, mistake="Overwrites the result in the loop instead of adding to it, so only the last character is returned.",
         code=r'''
def make_all_lowercase(text: str) -> str:
    result = ""
    for ch in text:
        result = ch.lower()
    return result
'''),
    dict(id="3.4", right=False, mistake="Returns the method text.lower without calling it.",
         code=r'''
def make_all_lowercase(text: str) -> str:
    return text.lower
'''),
    dict(id="3.4", right=False, mistake="Lowercases only the first character (and fails on the empty string).",
         code=r'''
def make_all_lowercase(text: str) -> str:
    return text[0].lower() + text[1:]
'''),
    dict(id="3.4", right=False, mistake="Uses casefold, which also changes characters that are not uppercase (ß becomes ss).",
         code=r'''
def make_all_lowercase(text: str) -> str:
    return "".join(ch.casefold() for ch in text)
'''),
    dict(id="3.4", right=True, mistake="Right: map str.lower over the characters, as the seed maps toLower.",
         code=r'''
def make_all_lowercase(text: str) -> str:
    return "".join(map(str.lower, text))
'''),
    dict(id="3.4", right=True, mistake="Right by the prose's own aside: the string's .lower() that does it all at once (it writes a final capital sigma as ς, not σ).",
         code=r'''
def make_all_lowercase(text: str) -> str:
    return text.lower()
'''),
    # ---------------------------------------------------------------- 3.5 trim_leading_spaces, seek_non_space, trim_trailing_spaces
    dict(id="3.5", right=False, mistake="Uses lstrip() and rstrip() without an argument, which also remove tabs and newlines.",
         code=r'''
def trim_leading_spaces(text: str) -> str:
    return text.lstrip()


def seek_non_space(text: str) -> tuple[str, str, str] | None:
    rest = text.lstrip()
    if rest == "":
        return None
    return text[: len(text) - len(rest)], rest[0], rest[1:]


def trim_trailing_spaces(text: str) -> str:
    return text.rstrip()
'''),
    dict(id="3.5", right=False, mistake="seek_non_space returns ('', '', '') instead of None when there is no non-space.",
         code=r'''
def trim_leading_spaces(text: str) -> str:
    while text.startswith(" "):
        text = text[1:]
    return text


def seek_non_space(text: str) -> tuple[str, str, str] | None:
    for i, ch in enumerate(text):
        if ch != " ":
            return text[:i], ch, text[i + 1:]
    return "", "", ""


def trim_trailing_spaces(text: str) -> str:
    found = seek_non_space(text)
    if found is None:
        return ""
    spaces, ch, rest = found
    if ch == "":
        return ""
    return spaces + ch + trim_trailing_spaces(rest)
'''),
    dict(id="3.5", right=False, mistake="trim_trailing_spaces returns the text as it is when it holds only spaces, instead of nothing.",
         code=r'''
def trim_leading_spaces(text: str) -> str:
    i = 0
    while i < len(text) and text[i] == " ":
        i += 1
    return text[i:]


def seek_non_space(text: str) -> tuple[str, str, str] | None:
    i = 0
    while i < len(text) and text[i] == " ":
        i += 1
    if i == len(text):
        return None
    return text[:i], text[i], text[i + 1:]


def trim_trailing_spaces(text: str) -> str:
    found = seek_non_space(text)
    if found is None:
        return text
    spaces, ch, rest = found
    return spaces + ch + trim_trailing_spaces(rest)
'''),
    dict(id="3.5", right=False, mistake="seek_non_space puts the found character into the rest as well (off by one).",
         code=r'''
def trim_leading_spaces(text: str) -> str:
    if text and text[0] == " ":
        return trim_leading_spaces(text[1:])
    return text


def seek_non_space(text: str) -> tuple[str, str, str] | None:
    rest = trim_leading_spaces(text)
    if not rest:
        return None
    spaces = text[: len(text) - len(rest)]
    return spaces, rest[0], rest


def trim_trailing_spaces(text: str) -> str:
    end = len(text)
    while end > 0 and text[end - 1] == " ":
        end -= 1
    return text[:end]
'''),
    dict(id="3.5", right=False, mistake="trim_leading_spaces removes only one space ('if' instead of a loop).",
         code=r'''
def trim_leading_spaces(text: str) -> str:
    if text.startswith(" "):
        return text[1:]
    return text


def seek_non_space(text: str) -> tuple[str, str, str] | None:
    for i in range(len(text)):
        if text[i] != " ":
            return (text[:i], text[i], text[i + 1:])
    return None


def trim_trailing_spaces(text: str) -> str:
    found = seek_non_space(text)
    if found is None:
        return ""
    spaces, ch, rest = found
    return spaces + ch + trim_trailing_spaces(rest)
'''),
    dict(id="3.5", right=False, mistake="trim_trailing_spaces reverses the text to trim it but forgets to reverse it back.",
         code=r'''
def trim_leading_spaces(text: str) -> str:
    i = 0
    while i < len(text) and text[i] == " ":
        i += 1
    return text[i:]


def seek_non_space(text: str) -> tuple[str, str, str] | None:
    trimmed = trim_leading_spaces(text)
    if trimmed == "":
        return None
    n = len(text) - len(trimmed)
    return text[:n], trimmed[0], trimmed[1:]


def trim_trailing_spaces(text: str) -> str:
    return trim_leading_spaces(text[::-1])
'''),
    dict(id="3.5", right=True, mistake="Right: index loops, and trim_trailing_spaces as a loop over seek_non_space.",
         code=r'''
def trim_leading_spaces(text: str) -> str:
    start = 0
    while start < len(text) and text[start] == " ":
        start = start + 1
    return text[start:]


def seek_non_space(text: str) -> tuple[str, str, str] | None:
    start = 0
    while start < len(text) and text[start] == " ":
        start = start + 1
    if start >= len(text):
        return None
    return (text[:start], text[start], text[start + 1:])


def trim_trailing_spaces(text: str) -> str:
    kept = ""
    found = seek_non_space(text)
    while found is not None:
        spaces, ch, text = found
        kept = kept + spaces + ch
        found = seek_non_space(text)
    return kept
'''),
    # ---------------------------------------------------------------- 3.6 sanitize_answer
    dict(id="3.6", right=False, mistake="Only lowercases the answer and forgets the spaces.",
         code=r'''
def sanitize_answer(prompt: Prompt[str]) -> Prompt[str]:
    return change_answer_by(prompt, make_all_lowercase)
'''),
    dict(id="3.6", right=False, mistake="Removes the spaces at the start only, not at the end.",
         code=r'''
def sanitize_answer(prompt: Prompt[str]) -> Prompt[str]:
    def tidy(answer):
        return trim_leading_spaces(make_all_lowercase(answer))
    return change_answer_by(prompt, tidy)
'''),
    dict(id="3.6", right=False, mistake="Uses strip() and lower(), which also remove tabs and newlines at the ends.",
         code=r'''
def sanitize_answer(prompt: Prompt[str]) -> Prompt[str]:
    return lambda question: prompt(question).strip().lower()
'''),
    dict(id="3.6", right=False, mistake="Also wraps the prompt in until_quit, so 'quit' raises Quit instead of being returned tidy.",
         code=r'''
def sanitize_answer(prompt: Prompt[str]) -> Prompt[str]:
    def tidy(answer):
        return trim_trailing_spaces(trim_leading_spaces(make_all_lowercase(answer)))
    return change_answer_by(until_quit(prompt), tidy)
'''),
    dict(id="3.6", right=False, mistake="Asks once when the prompt is made and returns that same tidied answer to every question.",
         code=r'''
def sanitize_answer(prompt: Prompt[str]) -> Prompt[str]:
    answer = prompt("")
    tidy = trim_trailing_spaces(trim_leading_spaces(make_all_lowercase(answer)))
    return lambda question: tidy
'''),
    dict(id="3.6", right=True, mistake="Right: a lambda that trims first and lowercases last.",
         code=r'''
def sanitize_answer(prompt: Prompt[str]) -> Prompt[str]:
    return lambda question: make_all_lowercase(trim_trailing_spaces(trim_leading_spaces(prompt(question))))
'''),
    # ---------------------------------------------------------------- 001:2.0 prompt_and_parse
    dict(id="001:2.0", right=False, mistake="Reads with input() instead of the read it was given.",
         code=r'''
def prompt_and_parse(question: str, parse: Callable[[str], A | None], read: Callable[[], str] = input,
                     say: Say = print) -> A:
    while True:
        say(question)
        result = parse(input())
        if result is not None:
            return result
        say(NOT_UNDERSTOOD)
'''),
    dict(id="001:2.0", right=False, mistake="Shows the question with print instead of say.",
         code=r'''
def prompt_and_parse(question: str, parse: Callable[[str], A | None], read: Callable[[], str] = input,
                     say: Say = print) -> A:
    while True:
        print(question)
        result = parse(read())
        if result is not None:
            return result
        say(NOT_UNDERSTOOD)
'''),
    dict(id="001:2.0", right=False, mistake="Shows the question only once, before the loop, not again after a misunderstood answer.",
         code=r'''
def prompt_and_parse(question: str, parse: Callable[[str], A | None], read: Callable[[], str] = input,
                     say: Say = print) -> A:
    say(question)
    result = parse(read())
    while result is None:
        say(NOT_UNDERSTOOD)
        result = parse(read())
    return result
'''),
    dict(id="001:2.0", right=False, mistake="Treats 'quit' specially and raises Quit, where quit is an answer like any other here.",
         code=r'''
def prompt_and_parse(question: str, parse: Callable[[str], A | None], read: Callable[[], str] = input,
                     say: Say = print) -> A:
    while True:
        say(question)
        answer = read()
        if answer == "quit":
            raise Quit("quit")
        result = parse(answer)
        if result is not None:
            return result
        say(NOT_UNDERSTOOD)
'''),
    dict(id="001:2.0", right=False, mistake="Reads a second answer to return, instead of returning what parse gave for the first.",
         code=r'''
def prompt_and_parse(question: str, parse: Callable[[str], A | None], read: Callable[[], str] = input,
                     say: Say = print) -> A:
    say(question)
    while parse(read()) is None:
        say(NOT_UNDERSTOOD)
        say(question)
    return parse(read())
'''),
    dict(id="001:2.0", right=False, mistake="Returns the raw answer that was typed instead of what parse made of it.",
         code=r'''
def prompt_and_parse(question: str, parse: Callable[[str], A | None], read: Callable[[], str] = input,
                     say: Say = print) -> A:
    while True:
        say(question)
        answer = read()
        if parse(answer) is not None:
            return answer
        say(NOT_UNDERSTOOD)
'''),
    dict(id="001:2.0", right=True, mistake="Right: recursion instead of a loop.",
         code=r'''
def prompt_and_parse(question: str, parse: Callable[[str], A | None], read: Callable[[], str] = input,
                     say: Say = print) -> A:
    say(question)
    parsed = parse(read())
    if parsed is None:
        say(NOT_UNDERSTOOD)
        return prompt_and_parse(question, parse, read, say)
    return parsed
'''),
    # ---------------------------------------------------------------- 001:2.1 prompt
    dict(id="001:2.1", right=False, mistake="After an answer it does not understand, says so but forgets to show the help text (step 4).",
         code=r'''
def prompt(
    query: str,
    help: str,
    parse: Callable[[str], A | None],
    act: Callable[[A], B],
    read: Callable[[], str] = input,
    say: Say = print,
) -> B:
    ask = make_simple_prompt(read, say)
    while True:
        answer = ask(query)
        if answer == "quit":
            raise Quit("quit")
        if answer == "help":
            say(help)
            continue
        parsed = parse(answer)
        if parsed is None:
            say(NOT_UNDERSTOOD)
            continue
        return act(parsed)
'''),
    dict(id="001:2.1", right=False, mistake="Returns what parse gave without calling act on it.",
         code=r'''
def prompt(
    query: str,
    help: str,
    parse: Callable[[str], A | None],
    act: Callable[[A], B],
    read: Callable[[], str] = input,
    say: Say = print,
) -> B:
    ask = make_simple_prompt(read, say)
    while True:
        answer = ask(query)
        if answer == "quit":
            raise Quit("quit")
        if answer == "help":
            say(help)
        elif parse(answer) is None:
            say(NOT_UNDERSTOOD)
            say(help)
        else:
            return parse(answer)
'''),
    dict(id="001:2.1", right=False, mistake="On quit it returns None (breaks out of the loop) instead of raising Quit.",
         code=r'''
def prompt(
    query: str,
    help: str,
    parse: Callable[[str], A | None],
    act: Callable[[A], B],
    read: Callable[[], str] = input,
    say: Say = print,
) -> B:
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
    dict(id="001:2.1", right=False, mistake="Parses before looking for help, so 'help' also gets the not-understood message.",
         code=r'''
def prompt(
    query: str,
    help: str,
    parse: Callable[[str], A | None],
    act: Callable[[A], B],
    read: Callable[[], str] = input,
    say: Say = print,
) -> B:
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
    dict(id="001:2.1", right=False, mistake="Prints the not-understood message instead of saying it with say.",
         code=r'''
def prompt(
    query: str,
    help: str,
    parse: Callable[[str], A | None],
    act: Callable[[A], B],
    read: Callable[[], str] = input,
    say: Say = print,
) -> B:
    ask = make_simple_prompt(read, say)
    while True:
        answer = ask(query)
        if answer == "quit":
            raise Quit("quit")
        if answer == "help":
            say(help)
            continue
        parsed = parse(answer)
        if parsed is None:
            print(NOT_UNDERSTOOD)
            say(help)
            continue
        return act(parsed)
'''),
    dict(id="001:2.1", right=True, mistake="Right: recursion, one call per question.",
         code=r'''
def prompt(
    query: str,
    help: str,
    parse: Callable[[str], A | None],
    act: Callable[[A], B],
    read: Callable[[], str] = input,
    say: Say = print,
) -> B:
    answer = make_simple_prompt(read, say)(query)
    if answer == "quit":
        raise Quit("quit")
    if answer == "help":
        say(help)
        return prompt(query, help, parse, act, read, say)
    parsed = parse(answer)
    if parsed is None:
        say(NOT_UNDERSTOOD)
        say(help)
        return prompt(query, help, parse, act, read, say)
    return act(parsed)
'''),
]
