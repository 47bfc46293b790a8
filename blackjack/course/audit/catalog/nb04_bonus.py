"""Answers to notebook 04's bonus exercises: sanitizing, seed 001's prompts (the string bonuses: nb04_strings)."""

from blackjack.course.audit.catalog import right, wrong
from blackjack.course.audit.catalog.nb04_strings import LOWERCASE, TRIMMING

SANITIZE_ANSWER = [
    right("3.6", "the seed's hint: change_answer_by with the three string functions", """
def sanitize_answer(prompt):
    def tidy(answer):
        return trim_leading_spaces(trim_trailing_spaces(make_all_lowercase(answer)))
    return change_answer_by(prompt, tidy)
""", seed_only=True),
    right("3.6", "a closure with Python's string methods", """
def sanitize_answer(prompt):
    def ask(question):
        return prompt(question).strip(" ").lower()
    return ask
"""),
    wrong("3.6", "lowercases 'A' to 'Z' only, with a translation table: 'STÄND' keeps its Ä", """
def sanitize_answer(prompt):
    lower = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")
    return change_answer_by(prompt, lambda answer: answer.strip(" ").translate(lower))
"""),
    wrong("3.6", "forgets the lowercase", """
def sanitize_answer(prompt):
    return change_answer_by(prompt, lambda answer: trim_trailing_spaces(trim_leading_spaces(answer)))
"""),
    wrong("3.6", "trims the leading spaces only", """
def sanitize_answer(prompt):
    return change_answer_by(prompt, lambda answer: trim_leading_spaces(make_all_lowercase(answer)))
"""),
    wrong("3.6", "removes the spaces inside the answer too", """
def sanitize_answer(prompt):
    return change_answer_by(prompt, lambda answer: make_all_lowercase(answer).replace(" ", ""))
"""),
    wrong("3.6", "cleans the question instead of the answer", """
def sanitize_answer(prompt):
    return lambda question: prompt(question.strip().lower())
"""),
    wrong("3.6", "asks twice: the first answer is cleaned and thrown away", """
def sanitize_answer(prompt):
    def ask(question):
        cleaned = prompt(question).strip().lower()
        return prompt(question).strip().lower()
    return ask
"""),
    wrong("3.6", "asks its own question", """
def sanitize_answer(prompt):
    return lambda question: make_all_lowercase(trim_trailing_spaces(trim_leading_spaces(prompt("> "))))
"""),
    wrong("3.6", "uppercase instead of lowercase", """
def sanitize_answer(prompt):
    return change_answer_by(prompt, lambda answer: answer.strip().upper())
"""),
]

PROMPT_AND_PARSE = [
    right("001:2.0", "the seed's code as it stands: recursion", """
def prompt_and_parse(question, parse, read=input, say=print):
    say(question)
    answer = read()
    parsed = parse(answer)
    if parsed is None:
        say("I didn't understand that.")
        return prompt_and_parse(question, parse, read, say)
    return parsed
""", seed_only=True),
    right("001:2.0", "the combinators of seed 000: parse_answer_as on a simple prompt", """
def prompt_and_parse(question, parse, read=input, say=print):
    ask = retry_prompt(change_answer_by(make_simple_prompt(read, say), parse), say)
    return ask(question)
"""),
    right("001:2.0", "a loop, and seed 000's wording of the message", """
def prompt_and_parse(question, parse, read=input, say=print):
    while True:
        say(question)
        parsed = parse(read())
        if parsed is not None:
            return parsed
        say("Sorry, I didn't understand that.")
"""),
    wrong("001:2.0", "asks the example's question, whatever it is given", """
def prompt_and_parse(question, parse, read=input, say=print):
    while True:
        say("Your move?")
        answer = parse(read())
        if answer is not None:
            return answer
        say("I didn't understand that.")
"""),
    wrong("001:2.0", "tests truthiness: 0 is taken for not understood", """
def prompt_and_parse(question, parse, read=input, say=print):
    while True:
        say(question)
        parsed = parse(read())
        if parsed:
            return parsed
        say(NOT_UNDERSTOOD)
"""),
    wrong("001:2.0", "returns the answer as typed, not parsed", """
def prompt_and_parse(question, parse, read=input, say=print):
    while True:
        say(question)
        answer = read()
        if parse(answer) is not None:
            return answer
        say(NOT_UNDERSTOOD)
"""),
    wrong("001:2.0", "shows the question once only", """
def prompt_and_parse(question, parse, read=input, say=print):
    say(question)
    parsed = parse(read())
    while parsed is None:
        say(NOT_UNDERSTOOD)
        parsed = parse(read())
    return parsed
"""),
    wrong("001:2.0", "quits on 'quit', which the seed's prompt does not know", """
def prompt_and_parse(question, parse, read=input, say=print):
    while True:
        say(question)
        answer = read()
        if answer == "quit":
            raise Quit("quit")
        parsed = parse(answer)
        if parsed is not None:
            return parsed
        say(NOT_UNDERSTOOD)
"""),
    wrong("001:2.0", "no message: just asks again", """
def prompt_and_parse(question, parse, read=input, say=print):
    while True:
        say(question)
        parsed = parse(read())
        if parsed is not None:
            return parsed
"""),
    wrong("001:2.0", "reads twice: one answer parsed, the next returned", """
def prompt_and_parse(question, parse, read=input, say=print):
    say(question)
    while parse(read()) is None:
        say(NOT_UNDERSTOOD)
        say(question)
    return parse(read())
"""),
    wrong("001:2.0", "gives up after one retry", """
def prompt_and_parse(question, parse, read=input, say=print):
    say(question)
    parsed = parse(read())
    if parsed is None:
        say(NOT_UNDERSTOOD)
        say(question)
        parsed = parse(read())
    return parsed
"""),
]

PROMPT = [
    right("001:2.1", "recursion, as the seed's two-argument prompt does", """
def prompt(query, help, parse, act, read=input, say=print):
    say(query)
    answer = read()
    if answer == "quit":
        raise Quit("quit")
    if answer == "help":
        say(help)
        return prompt(query, help, parse, act, read, say)
    parsed = parse(answer)
    if parsed is None:
        say("I didn't understand that.")
        say(help)
        return prompt(query, help, parse, act, read, say)
    return act(parsed)
""", seed_only=True),
    right("001:2.1", "seed 000's combinators stacked, and act on the answer", """
def prompt(query, help, parse, act, read=input, say=print):
    def not_understood(answer):
        parsed = parse(answer)
        if parsed is None and answer != "help":
            say(NOT_UNDERSTOOD)
        return parsed

    asking = until_quit(make_simple_prompt(read, say))
    understood = None
    while understood is None:
        answer = asking(query)
        understood = None if answer == "help" else not_understood(answer)
        if understood is None:
            say(help)
    return act(understood)
"""),
    wrong("001:2.1", "tests truthiness: an answer parsed as 0, False or an empty text counts as not understood", """
def prompt(query, help, parse, act, read=input, say=print):
    while True:
        say(query)
        answer = read()
        if answer == "quit":
            raise Quit("quit")
        parsed = None if answer == "help" else parse(answer)
        if parsed:
            return act(parsed)
        if answer != "help":
            say(NOT_UNDERSTOOD)
        say(help)
"""),
    wrong("001:2.1", "does not show the help after an answer it did not understand", """
def prompt(query, help, parse, act, read=input, say=print):
    while True:
        say(query)
        answer = read()
        if answer == "quit":
            raise Quit("quit")
        if answer == "help":
            say(help)
            continue
        parsed = parse(answer)
        if parsed is not None:
            return act(parsed)
        say(NOT_UNDERSTOOD)
"""),
    wrong("001:2.1", "says it did not understand 'help' too", """
def prompt(query, help, parse, act, read=input, say=print):
    while True:
        say(query)
        answer = read()
        if answer == "quit":
            raise Quit("quit")
        parsed = parse(answer)
        if parsed is not None:
            return act(parsed)
        say(NOT_UNDERSTOOD)
        say(help)
"""),
    wrong("001:2.1", "returns what was parsed, without acting on it", """
def prompt(query, help, parse, act, read=input, say=print):
    while True:
        say(query)
        answer = read()
        if answer == "quit":
            raise Quit("quit")
        parsed = None if answer == "help" else parse(answer)
        if parsed is not None:
            return parsed
        if answer != "help":
            say(NOT_UNDERSTOOD)
        say(help)
"""),
    wrong("001:2.1", "'quit' returns None instead of quitting", """
def prompt(query, help, parse, act, read=input, say=print):
    while True:
        say(query)
        answer = read()
        if answer == "quit":
            return None
        parsed = None if answer == "help" else parse(answer)
        if parsed is not None:
            return act(parsed)
        if answer != "help":
            say(NOT_UNDERSTOOD)
        say(help)
"""),
    wrong("001:2.1", "the help and the message in the wrong order", """
def prompt(query, help, parse, act, read=input, say=print):
    while True:
        say(query)
        answer = read()
        if answer == "quit":
            raise Quit("quit")
        parsed = None if answer == "help" else parse(answer)
        if parsed is not None:
            return act(parsed)
        say(help)
        if answer != "help":
            say(NOT_UNDERSTOOD)
"""),
    wrong("001:2.1", "the query shown once, before the loop", """
def prompt(query, help, parse, act, read=input, say=print):
    say(query)
    while True:
        answer = read()
        if answer == "quit":
            raise Quit("quit")
        parsed = None if answer == "help" else parse(answer)
        if parsed is not None:
            return act(parsed)
        if answer != "help":
            say(NOT_UNDERSTOOD)
        say(help)
"""),
    wrong("001:2.1", "takes 'Help' and 'QUIT' in any case", """
def prompt(query, help, parse, act, read=input, say=print):
    while True:
        say(query)
        answer = read()
        if answer.lower() == "quit":
            raise Quit("quit")
        parsed = None if answer.lower() == "help" else parse(answer)
        if parsed is not None:
            return act(parsed)
        if answer.lower() != "help":
            say(NOT_UNDERSTOOD)
        say(help)
"""),
]

ANSWERS = LOWERCASE + TRIMMING + SANITIZE_ANSWER + PROMPT_AND_PARSE + PROMPT
