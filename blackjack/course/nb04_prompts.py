"""Notebook 04_prompts: its exercises, one record each."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hypothesis import strategies as st

from blackjack.course.kit import answers, one_text, part, reader, texts, until_quit_of, with_say
from blackjack.course.records import Exercise
from blackjack.editions import prompts
from blackjack.editions.prompts import parse_move, scripted

NOTEBOOK = '04_prompts'

def run_help_advice(f: Any, t: Any, script: tuple[str, ...]) -> Any:
    ask = with_say(f.help_advice, t.say)(scripted(*script, say=t.say), 'You can "hit" or "stand".')
    return until_quit_of(lambda: ask("Your move?"))


def run_retry_prompt(f: Any, t: Any, script: tuple[str, ...]) -> Any:
    base = scripted(*script, say=t.say)
    ask = with_say(f.retry_prompt, t.say)(lambda question: parse_move(base(question)))
    return until_quit_of(lambda: ask("Your move?"))


CHANGES: dict[str, Callable[[str], Any]] = {"len": len, "str.upper": str.upper, "parse_move": parse_move,
                                             "reversed": lambda s: s[::-1]}


def run_change_answer_by(f: Any, t: Any, change: str, script: tuple[str, ...]) -> Any:
    ask = f.change_answer_by(scripted(*script, say=t.say), CHANGES[change])
    return until_quit_of(lambda: ask("Your move?"))


def run_sanitize_answer(f: Any, t: Any, script: tuple[str, ...]) -> Any:
    ask = f.sanitize_answer(scripted(*script, say=t.say))
    return until_quit_of(lambda: ask("Your move?"))


def run_prompt(f: Any, t: Any, script: tuple[str, ...]) -> Any:
    ask = lambda: f.prompt("Hit or stand?", 'You can "hit" or "stand".', parse_move,
                           lambda move: move.value.upper(), reader(script), t.say)
    return until_quit_of(ask)


EXERCISES = (
    Exercise(
        '3.1', NOTEBOOK, ('help_advice',), 10, 'help advice',
        reference=(prompts.help_advice,),
        parts=(
            part("help_advice", 'help_advice(scripted(*answers), advice)("Your move?")', ("answers",),
                                  run_help_advice, st.tuples(answers), examples=((("help", "help", "hit"),),), points=10),
        ),
    ),
    Exercise(
        '3.2', NOTEBOOK, ('retry_prompt',), 10, 'retrying a prompt',
        reference=(prompts.retry_prompt,),
        parts=(
            part("retry_prompt", 'retry_prompt(asking parse_move with answers)("Your move?")',
                                  ("answers",), run_retry_prompt, st.tuples(answers),
                                  examples=((("huh", "hit"),),), points=10),
        ),
    ),
    Exercise(
        '3.3', NOTEBOOK, ('change_answer_by',), 10, 'changing the answer',
        reference=(prompts.change_answer_by,),
        parts=(
            part("change_answer_by", 'change_answer_by(scripted(*answers), change)("Your move?")',
                                  ("change", "answers"), run_change_answer_by,
                                  st.tuples(st.sampled_from(tuple(CHANGES)), answers), points=10),
        ),
    ),
    Exercise(
        '3.4', NOTEBOOK, ('make_all_lowercase',), 5, 'lowercase', extra_credit=True,
        reference=(prompts.make_all_lowercase,),
        parts=(
            one_text("make_all_lowercase", st.text(alphabet="aBcDeF XYZ!?-'0é", max_size=12), points=5),
        ),
    ),
    Exercise(
        '3.5', NOTEBOOK, ('trim_leading_spaces', 'seek_non_space', 'trim_trailing_spaces'), 15, 'trimming spaces', extra_credit=True,
        reference=(prompts.trim_leading_spaces, prompts.seek_non_space, prompts.trim_trailing_spaces,),
        parts=(
            one_text("trim_leading_spaces", texts, points=5),
            one_text("seek_non_space", texts, points=5),
            one_text("trim_trailing_spaces", texts, points=5),
        ),
        uses=("trim_leading_spaces", "seek_non_space"),
    ),
    Exercise(
        '3.6', NOTEBOOK, ('sanitize_answer',), 5, 'sanitizing answers', extra_credit=True,
        reference=(prompts.sanitize_answer,),
        parts=(
            part("sanitize_answer", 'sanitize_answer(scripted(*answers))("Your move?")', ("answers",),
                                  run_sanitize_answer, st.tuples(answers), points=5),
        ),
        uses=("make_all_lowercase", "trim_leading_spaces", "trim_trailing_spaces", "change_answer_by"),
    ),
    Exercise(
        '001:2.1', NOTEBOOK, ('prompt',), 15, 'prompt with query, help, parse and act', extra_credit=True,
        reference=(prompts.prompt,),
        parts=(
            part("prompt", 'prompt(query, help, parse_move, act, read=answers, say)',
                                      ("answers",), run_prompt, st.tuples(answers),
                                      examples=((("huh", "help", "hit"),), (("quit",),)), points=15),
        ),
    ),
)
