"""Notebook 04_prompts: its exercises, one record each."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from hypothesis import strategies as st

from blackjack.course.engine.safety import Transcript
from blackjack.course.engine.show import Foreign
from blackjack.course.exercises.functions import Functions
from blackjack.course.exercises.kit import TYPED, one_text, part, reader, until_quit_of, with_say
from blackjack.course.exercises.records import Exercise
from blackjack.editions import prompts
from blackjack.editions.prompts import NOT_UNDERSTOOD, parse_move, scripted

R = TypeVar("R")
NOTEBOOK = '04_prompts'
ADVICE = 'You can "hit" or "stand".'
SORRY = f"Sorry, {NOT_UNDERSTOOD}"  # seed 000's exercise text; its transcript, and seed 001, say NOT_UNDERSTOOD

# What players type: the kit's answers, the near misses a prompt must not take for them, yes and no.
typed = st.lists(st.sampled_from((*TYPED, "y", "n")), min_size=1, max_size=5).map(tuple)
PARSERS: dict[str, Callable[[str], object]] = {  # 0, False and "" are real answers: only None means "not understood"
    "parse_move": parse_move, "number": lambda answer: int(answer) if answer.isdigit() else None,
    "yes_or_no": lambda answer: {"y": True, "n": False}.get(answer),
    "any_text_but_huh": lambda answer: None if answer == "huh" else answer,
}
parsers = st.sampled_from(tuple(PARSERS))
QUESTIONS = ("Your move?", "Hit or stand? ", "Bet:")  # a prompt passes on whichever question it is asked, as it is
questions = st.sampled_from(QUESTIONS)
NOT_CAPITALS = "ßς"  # lowercase letters that casefold changes (ß to ss, ς to σ): to be left alone
SPACED = (("  ab c  ",), ("   ",), ("",), ("c",),  # runs of spaces at both ends and inside, nothing but spaces
          (" \tc\n ",))  # a tab and a newline are characters like any other, not spaces
spaced_texts = st.text(alphabet=" \t\nabcXYZ", max_size=8)


def either_wording(t: Transcript, call: Callable[[], R]) -> R | Foreign:
    """CALL's value (or ``QUIT``), seed 000's ``Sorry, I didn't understand that.`` counted as its transcript's line."""
    try:
        return until_quit_of(call)
    finally:
        t.lines[:] = [NOT_UNDERSTOOD if line == SORRY else line for line in t.lines]


def run_help_advice(f: Functions, t: Transcript, question: str, script: tuple[str, ...]) -> str:
    ask = with_say(f.help_advice, t.say)(scripted(*script, say=t.say), ADVICE)
    return until_quit_of(lambda: ask(question))


def run_retry_prompt(f: Functions, t: Transcript, parse: str, question: str, script: tuple[str, ...]) -> object:
    base = scripted(*script, say=t.say)
    ask = with_say(f.retry_prompt, t.say)(lambda asked: PARSERS[parse](base(asked)))
    return either_wording(t, lambda: ask(question))


CHANGES: dict[str, Callable[[str], object]] = {"len": len, "str.upper": str.upper, "parse_move": parse_move,
                                                "reversed": lambda s: s[::-1]}


def run_change_answer_by(f: Functions, t: Transcript, change: str, question: str,
                         script: tuple[str, ...]) -> object:
    ask = f.change_answer_by(scripted(*script, say=t.say), CHANGES[change])
    return until_quit_of(lambda: ask(question))


def run_sanitize_answer(f: Functions, t: Transcript, question: str, script: tuple[str, ...]) -> str:
    ask = f.sanitize_answer(scripted(*script, say=t.say))
    return until_quit_of(lambda: ask(question))


def run_prompt_and_parse(f: Functions, t: Transcript, question: str, parse: str,
                         script: tuple[str, ...]) -> object:
    return either_wording(t, lambda: with_say(f.prompt_and_parse, t.say)(question, PARSERS[parse], reader(script)))


def act(parsed: object) -> str:
    """What the check's prompt does with an answer it understood: shows it."""
    return f"acted on {parsed!r}"


def run_prompt(f: Functions, t: Transcript, parse: str, script: tuple[str, ...]) -> object:
    return either_wording(t, lambda: with_say(f.prompt, t.say)("Hit or stand?", ADVICE, PARSERS[parse], act,
                                                                reader(script)))


EXERCISES = (
    Exercise(
        '3.1', NOTEBOOK, ('help_advice',), 10, 'help advice',
        reference=(prompts.help_advice,),
        answered_by=(prompts.refuse,),
        parts=(
            part("help_advice", 'help_advice(scripted(*answers), advice)(question)', ("question", "answers"),
                 run_help_advice, st.tuples(questions, typed),
                 examples=(("Your move?", ("help", "help", "hit")), ("Your move?", (" help", "Help"))), points=10),
        ),
    ),
    Exercise(
        '3.2', NOTEBOOK, ('retry_prompt',), 10, 'retrying a prompt',
        reference=(prompts.retry_prompt,),
        answered_by=(prompts.refuse,),
        parts=(
            part("retry_prompt", 'retry_prompt(asking with answers, then parse)(question)',
                 ("parse", "question", "answers"), run_retry_prompt, st.tuples(parsers, questions, typed),
                 examples=(("parse_move", "Your move?", ("huh", "hit")), ("number", "Bet:", ("huh", "0")),
                           ("yes_or_no", "Bet:", ("huh", "n")), ("any_text_but_huh", "Bet:", ("huh", ""))), points=10),
        ),
    ),
    Exercise(
        '3.3', NOTEBOOK, ('change_answer_by',), 10, 'changing the answer',
        reference=(prompts.change_answer_by,),
        parts=(
            part("change_answer_by", 'change_answer_by(scripted(*answers), change)(question)',
                 ("change", "question", "answers"), run_change_answer_by,
                 st.tuples(st.sampled_from(tuple(CHANGES)), questions, typed), points=10),
        ),
    ),
    Exercise(
        '3.4', NOTEBOOK, ('make_all_lowercase',), 5, 'lowercase', extra_credit=True,
        reference=(prompts.make_all_lowercase,),
        parts=(
            one_text("make_all_lowercase", st.text(alphabet=f"aBcDeF XYZ!?-'0éÉÄ{NOT_CAPITALS}", max_size=12),
                     points=5, examples=(("STÄND",), ("Équipe 21!",),  # capitals beyond A to Z are capitals too
                                         ("GROẞE Straße",))),  # ẞ lowers to ß, and ß stays as it is
        ),
    ),
    Exercise(
        '3.5', NOTEBOOK, ('trim_leading_spaces', 'seek_non_space', 'trim_trailing_spaces'), 15, 'trimming spaces',
        extra_credit=True,
        reference=(prompts.trim_leading_spaces, prompts.seek_non_space, prompts.trim_trailing_spaces,),
        parts=(
            one_text("trim_leading_spaces", spaced_texts, examples=SPACED, points=5),
            one_text("seek_non_space", spaced_texts, examples=SPACED, points=5),
            one_text("trim_trailing_spaces", spaced_texts, examples=SPACED, points=5),
        ),
        uses=("trim_leading_spaces", "seek_non_space"),
    ),
    Exercise(
        '3.6', NOTEBOOK, ('sanitize_answer',), 5, 'sanitizing answers', extra_credit=True,
        reference=(prompts.sanitize_answer,),
        parts=(
            part("sanitize_answer", 'sanitize_answer(scripted(*answers))(question)', ("question", "answers"),
                 run_sanitize_answer, st.tuples(questions, typed), points=5,
                 examples=(("Hit or stand? ", ("  Hit Me ",)),  # a space inside stays: tried every time
                           ("Hit or stand? ", (" STÄND",)))),  # a capital beyond A to Z
        ),
        uses=("make_all_lowercase", "trim_leading_spaces", "trim_trailing_spaces", "change_answer_by"),
    ),
    Exercise(
        '001:2.0', NOTEBOOK, ('prompt_and_parse',), 5, "seed 001's prompt with a question and a parser",
        extra_credit=True,
        reference=(prompts.prompt_and_parse,),
        parts=(
            part("prompt_and_parse", 'prompt_and_parse(question, parse, read=answers, say)',
                 ("question", "parse", "answers"), run_prompt_and_parse, st.tuples(questions, parsers, typed),
                 examples=(("Your move?", "parse_move", ("huh", "quit", "stand")), ("Bet:", "number", ("7",)),
                           ("Bet:", "number", ("x", "0")), ("Bet:", "yes_or_no", ("x", "n"))),
                 points=5),
        ),
    ),
    Exercise(
        '001:2.1', NOTEBOOK, ('prompt',), 15, 'prompt with query, help, parse and act', extra_credit=True,
        reference=(prompts.prompt,),
        parts=(
            part("prompt", 'prompt(query, help, parse, act, read=answers, say)',
                 ("parse", "answers"), run_prompt, st.tuples(parsers, typed),
                 examples=(("parse_move", ("huh", "help", "hit")), ("parse_move", ("quit",)),
                           ("parse_move", ("Help", "stand")), ("yes_or_no", ("huh", "n")), ("number", ("0",)),
                           ("any_text_but_huh", ("huh", ""))), points=15),
        ),
        equivalent_mutants=(
            ("prompt:4.18: argument 1 of Quit() dropped",
             "nothing reads Quit's message: every caller catches Quit and says goodbye in its own words"),
        ),
    ),
)
