"""Prompts as values, and combinators that add one behaviour each.

A ``Prompt[A]`` is a function from a question to an answer of type ``A``.
Input and output are parameters (``read``, ``say``) so that tests, notebooks
and the widget app drive the same prompts without a keyboard.

>>> ask = make_prompt_move(scripted("huh", "help", "  HIT"))
>>> ask("Your move?")
Your move?
huh
I didn't understand that.
Your move?
help
You can "hit" or "stand".
Your move?
  HIT
<Move.HIT: 'hit'>
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterator
from typing import TypeVar

from blackjack.core.messages import CLASSIC, Say, Wording

A = TypeVar("A")
B = TypeVar("B")
Prompt = Callable[[str], A]  # ask a question, get an answer
NOT_UNDERSTOOD = CLASSIC.not_understood
GOODBYE = CLASSIC.goodbye
MOVE_ADVICE = 'You can "hit" or "stand".'




class Quit(Exception):
    """The player asked to stop (or the input ended); the game says goodbye."""


class Move(enum.Enum):
    """What a player can do on their turn."""

    HIT = "hit"
    STAND = "stand"
    DOUBLE = "double"
    SURRENDER = "surrender"


BASIC_MOVES = (Move.HIT, Move.STAND)


def make_simple_prompt(read: Callable[[], str] = input, say: Say = print) -> Prompt[str]:
    """A prompt that shows the question with SAY and returns what READ gives back.

    The end of the input (``EOFError``) becomes ``Quit``.
    """

    def simple(question: str) -> str:
        say(question)
        try:
            return read()
        except EOFError:
            raise Quit("end of input") from None

    return simple


def simple_prompt(question: str) -> str:
    """Print QUESTION, return the line the user types (seed 000's ``simplePrompt``)."""
    return make_simple_prompt()(question)


def keyboard(*lines: str) -> Callable[[], str]:
    """A ``read`` that types LINES in turn, for examples; after the last, ``EOFError`` as ``input`` gives.

    >>> read = keyboard("huh", "stand")
    >>> read(), read()
    ('huh', 'stand')
    """
    queue: Iterator[str] = iter(lines)

    def read() -> str:
        line = next(queue, None)
        if line is None:
            raise EOFError
        return line

    return read


def scripted(*answers: str, say: Say = print) -> Prompt[str]:
    """A prompt that answers with ANSWERS in turn, echoing each like a terminal would.

    When the answers run out it raises ``Quit``, as the end of input does.

    >>> ask = scripted("hit")
    >>> ask("Ready?")
    Ready?
    hit
    'hit'
    """
    typed = keyboard(*answers)

    def read() -> str:
        answer = typed()
        say(answer)
        return answer

    return make_simple_prompt(read, say)


def until_quit(prompt: Prompt[str]) -> Prompt[str]:
    """Ask with PROMPT; the answer ``quit`` raises ``Quit`` instead of being returned.

    >>> until_quit(scripted("quit", say=lambda _: None))("Ready?")  # doctest: +IGNORE_EXCEPTION_DETAIL
    Traceback (most recent call last):
    ...
    blackjack.editions.prompts.Quit: quit
    """

    def ask(question: str) -> str:
        answer = prompt(question)
        if answer == "quit":
            raise Quit("quit")
        return answer

    return ask


def refuse(prompt: Prompt[A], answer: A, reason: str, say: Say = print) -> Prompt[A]:
    """Ask with PROMPT; while the answer is ANSWER, say REASON and ask again.

    >>> refuse(scripted("no", "yes"), "no", "Please say yes.")("Agree?")
    Agree?
    no
    Please say yes.
    Agree?
    yes
    'yes'
    """

    def ask(question: str) -> A:
        got = prompt(question)
        while got == answer:
            say(reason)
            got = prompt(question)
        return got

    return ask


def help_advice(prompt: Prompt[str], advice: str, say: Say = print) -> Prompt[str]:
    """Ask with PROMPT; on ``help``, show ADVICE and ask the same question again."""
    return refuse(prompt, "help", advice, say)


def retry_prompt(prompt: Prompt[A | None], say: Say = print) -> Prompt[A]:
    """Ask with PROMPT until it gives an answer that is not None.

    Each ``None`` prints ``I didn't understand that.`` first: ``refuse(prompt, None, ...)``.
    """
    return refuse(prompt, None, NOT_UNDERSTOOD, say)


def unclear(answers: tuple[str, ...]) -> str:
    """What the game says to an answer it does not understand: the ANSWERS it does.

    >>> unclear(("hit", "stand", "help", "quit"))
    "I didn't understand that: answer hit, stand, help or quit."
    """
    return f"{NOT_UNDERSTOOD.rstrip('.')}: answer {', '.join(answers[:-1])} or {answers[-1]}."


def change_answer_by(prompt: Prompt[A], change: Callable[[A], B]) -> Prompt[B]:
    """Ask with PROMPT, then apply CHANGE to the answer.

    change_answer_by(p, f)(q) == f(p(q))

    >>> change_answer_by(scripted("7", say=lambda _: None), int)("How many?")
    7

    See also: ``parse_answer_as``.
    """
    return lambda question: change(prompt(question))


def parse_answer_as(prompt: Prompt[str], parse: Callable[[str], A | None], say: Say = print) -> Prompt[A]:
    """Ask until PARSE understands the answer: ``retry_prompt(change_answer_by(prompt, parse))``."""
    return retry_prompt(change_answer_by(prompt, parse), say)


def explained_prompt(prompt: Prompt[str], parse: Callable[[str], A | None], answers: tuple[str, ...], advice: str,
                     say: Say = print) -> Prompt[A]:
    """Ask with PROMPT until PARSE understands: ``help`` shows ADVICE, an unclear answer ``unclear(ANSWERS)``.

    >>> ask = explained_prompt(scripted("", "help", "y"), {"y": True}.get, ("y", "help"), "y draws a card.")
    >>> ask("Draw?")
    Draw?
    <BLANKLINE>
    I didn't understand that: answer y or help.
    Draw?
    help
    y draws a card.
    Draw?
    y
    True
    """
    return refuse(change_answer_by(help_advice(prompt, advice, say), parse), None, unclear(answers), say)


def prompt_and_parse(question: str, parse: Callable[[str], A | None], read: Callable[[], str] = input,
                     say: Say = print) -> A:
    """Seed 001's two-argument ``prompt question parse``: ask QUESTION until PARSE understands the answer.

    >>> answers = iter(["huh", "stand"])
    >>> prompt_and_parse("Your move?", parse_move, lambda: next(answers))
    Your move?
    I didn't understand that.
    Your move?
    <Move.STAND: 'stand'>
    """
    return parse_answer_as(make_simple_prompt(read, say), parse, say)(question)


def make_all_lowercase(text: str) -> str:
    """Every uppercase letter replaced by its lowercase letter.

    >>> make_all_lowercase("sTaNd")
    'stand'
    """
    return "".join(ch.lower() for ch in text)


def trim_leading_spaces(text: str) -> str:
    """TEXT without the spaces at its very beginning.

    >>> trim_leading_spaces("   abc "), trim_leading_spaces("abc ")
    ('abc ', 'abc ')
    """
    return text.lstrip(" ")


def seek_non_space(text: str) -> tuple[str, str, str] | None:
    """Split TEXT at its first non-space character: (spaces, that character, rest).

    None when TEXT holds only spaces.

    >>> seek_non_space("   cab"), seek_non_space("  ")
    (('   ', 'c', 'ab'), None)
    """
    rest = trim_leading_spaces(text)
    if not rest:
        return None
    return text[: len(text) - len(rest)], rest[0], rest[1:]


def trim_trailing_spaces(text: str) -> str:
    """TEXT without the spaces at its very end: keep each run of spaces that a non-space follows.

    >>> trim_trailing_spaces("abc   "), trim_trailing_spaces(" a bc")
    ('abc', ' a bc')
    """
    kept, found = [], seek_non_space(text)
    while found is not None:
        spaces, non_space, rest = found
        kept += [spaces, non_space]
        found = seek_non_space(rest)
    return "".join(kept)


def sanitize(text: str) -> str:
    """Lowercase, without leading or trailing spaces.

    >>> sanitize("  Stand ")
    'stand'
    """
    return trim_trailing_spaces(trim_leading_spaces(make_all_lowercase(text)))


def sanitize_answer(prompt: Prompt[str]) -> Prompt[str]:
    """Ask with PROMPT and clean the answer up with ``sanitize``."""
    return change_answer_by(prompt, sanitize)


def parse_move(answer: str, moves: tuple[Move, ...] = BASIC_MOVES) -> Move | None:
    """The move called ANSWER (``hit``, ``stand``; more if MOVES allows), or None.

    >>> parse_move("hit"), parse_move("Hit"), parse_move("double", tuple(Move))
    (<Move.HIT: 'hit'>, None, <Move.DOUBLE: 'double'>)
    """
    return next((m for m in moves if m.value == answer), None)


def move_advice(moves: tuple[Move, ...] = BASIC_MOVES) -> str:
    """The help text for MOVES: ``You can "hit" or "stand".``"""
    names = [f'"{m.value}"' for m in moves]
    return f"You can {', '.join(names[:-1])} or {names[-1]}."


def make_prompt_move(base: Prompt[str], moves: tuple[Move, ...] = BASIC_MOVES, say: Say = print) -> Prompt[Move]:
    """The move prompt of the terminal game, built on BASE: sanitized, quit, help, retry."""
    asking = help_advice(until_quit(sanitize_answer(base)), move_advice(moves), say)
    return parse_answer_as(asking, lambda answer: parse_move(answer, moves), say)


def prompt_move(question: str) -> Move:
    """Seed 000's ``promptMove``, on the keyboard: ask until the answer is a move."""
    return make_prompt_move(make_simple_prompt())(question)


def prompt(
    query: str,
    help: str,
    parse: Callable[[str], A | None],
    act: Callable[[A], B],
    read: Callable[[], str] = input,
    say: Say = print,
) -> B:
    """Seed 001's ``prompt query help parse act``.

    Ask QUERY; ``quit`` raises ``Quit``; ``help`` shows HELP and asks again; an
    answer PARSE does not understand is reported, HELP shown, and the question
    asked again; otherwise return ``act(parse(answer))``.
    """
    ask = make_simple_prompt(read, say)
    while True:
        answer = ask(query)
        if answer == "quit":
            raise Quit("quit")
        parsed = None if answer == "help" else parse(answer)
        if parsed is not None:
            return act(parsed)
        if answer != "help":
            say(NOT_UNDERSTOOD)
        say(help)


def ready_prompt(read: Callable[[], str] = input, say: Say = print, wording: Wording = CLASSIC) -> Prompt[str]:
    """The ``Ready?`` question between rounds: any answer will do, ``help`` explains, ``quit`` stops.

    >>> answers = iter(["help", "  QUIT "])
    >>> try:
    ...     ready_prompt(lambda: next(answers))("Ready?")
    ... except Quit:
    ...     print("(the player quits)")
    Ready?
    Press Enter to play a round, or type quit to stop.
    Ready?
    (the player quits)
    """
    return help_advice(until_quit(sanitize_answer(make_simple_prompt(read, say))), wording.ready_help, say)
