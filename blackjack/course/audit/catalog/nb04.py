"""Answers to notebook 04: prompts as values, and the combinators that improve them."""

from blackjack.course.audit.catalog import right, wrong
from blackjack.course.audit.catalog.nb04_bonus import ANSWERS as BONUS_ANSWERS

HELP_ADVICE = [
    right("3.1", "the seed's own shape: recursion on the same question", """
def help_advice(prompt, advice, say=print):
    def ask(question):
        answer = prompt(question)
        if answer == "help":
            say(advice)
            return help_advice(prompt, advice, say)(question)
        return answer
    return ask
""", seed_only=True),
    right("3.1", "a while True loop that says the advice", """
def help_advice(prompt, advice, say=print):
    def ask(question):
        while True:
            answer = prompt(question)
            if answer != "help":
                return answer
            say(advice)
    return ask
"""),
    wrong("3.1", "the prompt it returns prints the advice, where the exercise says to show it with say", """
def help_advice(prompt, advice, say=print):
    def ask(question):
        while True:
            answer = prompt(question)
            if answer != "help":
                return answer
            print(advice)
    return ask
"""),
    wrong("3.1", "an if instead of a while: a second help is returned", """
def help_advice(prompt, advice, say=print):
    def ask(question):
        answer = prompt(question)
        if answer == "help":
            say(advice)
            answer = prompt(question)
        return answer
    return ask
"""),
    wrong("3.1", "shows the advice but returns 'help' instead of asking again", """
def help_advice(prompt, advice, say=print):
    def ask(question):
        answer = prompt(question)
        if answer == "help":
            say(advice)
        return answer
    return ask
"""),
    wrong("3.1", "asks the advice as the next question", """
def help_advice(prompt, advice, say=print):
    def ask(question):
        answer = prompt(question)
        while answer == "help":
            answer = prompt(advice)
        return answer
    return ask
"""),
    wrong("3.1", "takes 'Help' and ' help' for help too", """
def help_advice(prompt, advice, say=print):
    def ask(question):
        answer = prompt(question)
        while answer.strip().lower() == "help":
            say(advice)
            answer = prompt(question)
        return answer
    return ask
"""),
    wrong("3.1", "asks twice each time: once to test, once to return", """
def help_advice(prompt, advice, say=print):
    def ask(question):
        while prompt(question) == "help":
            say(advice)
        return prompt(question)
    return ask
"""),
    wrong("3.1", "says the advice before every question, asked or not", """
def help_advice(prompt, advice, say=print):
    def ask(question):
        say(advice)
        answer = prompt(question)
        while answer == "help":
            say(advice)
            answer = prompt(question)
        return answer
    return ask
"""),
    wrong("3.1", "returns the advice after a help", """
def help_advice(prompt, advice, say=print):
    def ask(question):
        answer = prompt(question)
        if answer == "help":
            return advice
        return answer
    return ask
"""),
]

RETRY_PROMPT = [
    right("3.2", "the seed's own shape and message: recursion, 'Sorry, I didn't understand that.'", """
def retry_prompt(prompt, say=print):
    def ask(question):
        answer = prompt(question)
        if answer is None:
            say("Sorry, I didn't understand that.")
            return retry_prompt(prompt, say)(question)
        return answer
    return ask
""", seed_only=True),
    right("3.2", "a while True loop with the message of the transcripts written out", """
def retry_prompt(prompt, say=print):
    def ask(question):
        while True:
            answer = prompt(question)
            if answer is not None:
                return answer
            say("I didn't understand that.")
    return ask
"""),
    wrong("3.2", "the prompt it returns prints the message, where the exercise says to say it with say", """
def retry_prompt(prompt, say=print):
    def ask(question):
        while True:
            answer = prompt(question)
            if answer is not None:
                return answer
            print(NOT_UNDERSTOOD)
    return ask
"""),
    wrong("3.2", "tests truthiness: an answer of 0 counts as not understood", """
def retry_prompt(prompt, say=print):
    def ask(question):
        answer = prompt(question)
        while not answer:
            say(NOT_UNDERSTOOD)
            answer = prompt(question)
        return answer
    return ask
"""),
    wrong("3.2", "retries once only", """
def retry_prompt(prompt, say=print):
    def ask(question):
        answer = prompt(question)
        if answer is None:
            say(NOT_UNDERSTOOD)
            answer = prompt(question)
        return answer
    return ask
"""),
    wrong("3.2", "asks again without saying it did not understand", """
def retry_prompt(prompt, say=print):
    def ask(question):
        answer = prompt(question)
        while answer is None:
            answer = prompt(question)
        return answer
    return ask
"""),
    wrong("3.2", "the message without its full stop", """
def retry_prompt(prompt, say=print):
    def ask(question):
        answer = prompt(question)
        while answer is None:
            say("I didn't understand that")
            answer = prompt(question)
        return answer
    return ask
"""),
    wrong("3.2", "says the message after every answer, understood or not", """
def retry_prompt(prompt, say=print):
    def ask(question):
        answer = prompt(question)
        say(NOT_UNDERSTOOD)
        while answer is None:
            answer = prompt(question)
            say(NOT_UNDERSTOOD)
        return answer
    return ask
"""),
    wrong("3.2", "asks the message as the next question", """
def retry_prompt(prompt, say=print):
    def ask(question):
        answer = prompt(question)
        while answer is None:
            answer = prompt(NOT_UNDERSTOOD)
        return answer
    return ask
"""),
    wrong("3.2", "returns None instead of asking again", """
def retry_prompt(prompt, say=print):
    def ask(question):
        answer = prompt(question)
        if answer is None:
            say(NOT_UNDERSTOOD)
        return answer
    return ask
"""),
]

CHANGE_ANSWER_BY = [
    right("3.3", "the seed's two steps: ask, remember, return the change", """
def change_answer_by(prompt, change):
    def ask(question):
        answer = prompt(question)
        return change(answer)
    return ask
""", seed_only=True),
    right("3.3", "a class whose instances are called like a prompt", """
class ChangedPrompt:
    def __init__(self, prompt, change):
        self.prompt, self.change = prompt, change

    def __call__(self, question):
        return self.change(self.prompt(question))

def change_answer_by(prompt, change):
    return ChangedPrompt(prompt, change)
"""),
    wrong("3.3", "changes the question instead of the answer", """
def change_answer_by(prompt, change):
    return lambda question: prompt(change(question))
"""),
    wrong("3.3", "forgets the change: the answer as typed", """
def change_answer_by(prompt, change):
    return lambda question: prompt(question)
"""),
    wrong("3.3", "asks twice: once to remember, once to change", """
def change_answer_by(prompt, change):
    def ask(question):
        answer = prompt(question)
        return change(prompt(question))
    return ask
"""),
    wrong("3.3", "returns the change function itself", """
def change_answer_by(prompt, change):
    def ask(question):
        prompt(question)
        return change
    return ask
"""),
    wrong("3.3", "changes the answer twice", """
def change_answer_by(prompt, change):
    return lambda question: change(change(prompt(question)))
"""),
    wrong("3.3", "a string answer lowered before the change", """
def change_answer_by(prompt, change):
    return lambda question: change(prompt(question).lower())
"""),
]

QUESTION_KEPT = [  # the question a prompt is asked is the question it asks, space and all
    wrong("3.1", "asks the example's question, whatever it is asked", """
def help_advice(prompt, advice, say=print):
    def ask(question):
        answer = prompt("Your move?")
        while answer == "help":
            say(advice)
            answer = prompt("Your move?")
        return answer
    return ask
"""),
    wrong("3.2", "asks again with the example's question", """
def retry_prompt(prompt, say=print):
    def ask(question):
        answer = prompt(question)
        while answer is None:
            say("I didn't understand that.")
            answer = prompt("Your move?")
        return answer
    return ask
"""),
    wrong("3.3", "passes the question on trimmed", """
def change_answer_by(prompt, change):
    return lambda question: change(prompt(question.strip()))
"""),
    wrong("3.3", "asks the example's question, whatever it is asked", """
def change_answer_by(prompt, change):
    return lambda question: change(prompt("Your move?"))
"""),
]

ANSWERS = HELP_ADVICE + RETRY_PROMPT + CHANGE_ANSWER_BY + QUESTION_KEPT + BONUS_ANSWERS
