"""Notebook 07_betting: its exercises, one record each."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from blackjack.core.rules import Result
from blackjack.course.kit import part, plain, until_quit_of, with_say
from blackjack.course.records import Exercise
from blackjack.editions import betting
from blackjack.editions.prompts import scripted

NOTEBOOK = '07_betting'

BET_ANSWERS = ("10", " 25 ", "123abc", "-5", "", "0", "1e9", "100", "101", "7", "abc", "3.5", "99999999999999")
bet_answers = st.one_of(st.sampled_from(BET_ANSWERS), st.integers(-5, 300).map(str))


def run_surrender(f: Any, t: Any, bet: int, result: Result) -> Any:
    return f.settle(bet, result, surrendered=True)


def run_ask_bet(f: Any, t: Any, script: tuple[str, ...], wallet: int) -> Any:
    return until_quit_of(lambda: with_say(f.ask_bet, t.say)(scripted(*script, say=t.say), wallet))


EXERCISES = (
    Exercise(
        '6.1', NOTEBOOK, ('parse_bet', 'settle'), 10, 'betting', extra_credit=True,
        reference=(betting.parse_bet, betting.settle,),
        parts=(
            part("parse_bet", "parse_bet(answer, wallet)", ("answer", "wallet"), plain("parse_bet"),
                                  st.tuples(bet_answers, st.integers(0, 200)), points=5),
            part("settle", "settle(bet, result)", ("bet", "result"), plain("settle"),
                                  st.tuples(st.integers(1, 500), st.sampled_from(tuple(Result))), points=5),
        ),
    ),
    Exercise(
        '6.2', NOTEBOOK, ('settle',), 10, 'surrender', extra_credit=True,
        reference=(betting.settle,),
        parts=(
            part("settle", "settle(bet, result, surrendered=True)", ("bet", "result"), run_surrender,
                                  st.tuples(st.integers(1, 500), st.sampled_from(tuple(Result))), points=10),
        ),
    ),
    Exercise(
        '6.3', NOTEBOOK, ('ask_bet',), 5, 'asking for a bet that never crashes', extra_credit=True,
        reference=(betting.ask_bet,),
        parts=(
            part("ask_bet", "ask_bet(scripted(*answers), wallet)", ("answers", "wallet"), run_ask_bet,
                                  st.tuples(st.lists(bet_answers, min_size=1, max_size=4).map(tuple), st.integers(1, 200)), points=5),
        ),
        uses=("parse_bet",),
    ),
)
