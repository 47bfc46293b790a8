"""Notebook 07_betting: its exercises, one record each.

Seed 000's 6.1 asks for a wallet, a bet read from a string of digits, and a
win paying twice the bet; 6.2 for a surrender paying half back.  The course
adds the rest of a bet's reading (spaces, the wallet's limit, long numbers)
and of ``settle`` (double down, the bonuses of a table's rules): extensions.
"""

from __future__ import annotations

from hypothesis import strategies as st

from blackjack.core.cards import Hand, hand
from blackjack.core.rules import BONUS_21, CASINO_H17, CASINO_S17, CLASSIC_RULES, PRESETS, Result, Rules
from blackjack.course.engine.safety import Transcript
from blackjack.course.exercises.functions import Functions
from blackjack.course.exercises.kit import hands, part, plain, rich_cards, until_quit_of, with_say
from blackjack.course.exercises.records import Exercise
from blackjack.editions import betting
from blackjack.editions.prompts import scripted

NOTEBOOK = '07_betting'

BET_ANSWERS = ("10", " 25 ", "123abc", "-5", "", "0", "1e9", "100", "101", "7", "abc", "3.5", "99999999999999")
bet_answers = st.one_of(st.sampled_from(BET_ANSWERS), st.integers(-5, 300).map(str))


NOT_NUMBERS = ("123abc", "-5", "", "abc", "1e9", "3.5", "+7", "12 3", "0x1f")


@st.composite
def seed_bets(draw: st.DrawFn) -> tuple[str, int]:
    """Seed 000's bets: a string of digits naming an amount the wallet holds, or no number at all."""
    wallet = draw(st.integers(1, 200))
    return draw(st.one_of(st.integers(1, wallet).map(str), st.sampled_from(NOT_NUMBERS))), wallet


def run_settle_in_full(f: Functions, t: Transcript, bet: int, result: Result, player: Hand, rules: Rules, doubled: bool,
                       surrendered: bool) -> int:
    return f.settle(bet, result, player, rules, doubled, surrendered)


SETTLE_IN_FULL = part(
    "settle, in full", "settle(bet, result, player, rules, doubled, surrendered)",
    ("bet", "result", "player", "rules", "doubled", "surrendered"), run_settle_in_full,
    st.tuples(st.integers(1, 500), st.sampled_from(tuple(Result)), hands(2, 4, rich_cards),
              st.sampled_from(tuple(PRESETS.values())), st.booleans(), st.booleans()),
    examples=((5, Result.WIN, hand("A♠ K♦"), CASINO_S17, False, False), (10, Result.WIN, hand("7♠ 7♦ 7♣"), BONUS_21, False, False),
              (9, Result.WIN, hand("A♠ 10♦"), CASINO_H17, True, False), (9, Result.LOSE, hand("5♠ 6♦"), CLASSIC_RULES, True, True)),
    needs=("settle",), points=5, extension=True)
"""The course's settle: double down, the bonuses of the table's rules (naturals, 21), and surrender."""

plain_results = st.tuples(st.integers(1, 500), st.sampled_from(tuple(Result)))


def run_surrender(f: Functions, t: Transcript, bet: int, result: Result) -> int:
    return f.settle(bet, result, surrendered=True)


def run_ask_bet(f: Functions, t: Transcript, script: tuple[str, ...], wallet: int) -> int | str:
    return until_quit_of(lambda: with_say(f.ask_bet, t.say)(scripted(*script, say=t.say), wallet))


EXERCISES = (
    Exercise(
        '6.1', NOTEBOOK, ('parse_bet', 'settle'), 10, 'betting', extra_credit=True,
        reference=(betting.parse_bet, betting.settle,),
        answered_by=(betting.bet_problem,),  # None when the bet is good: parse_bet but for the int (6.3 uses it)
        parts=(
            part("parse_bet", "parse_bet(answer, wallet)", ("answer", "wallet"), plain("parse_bet"), seed_bets(),
                 examples=tuple((answer, 100) for answer in NOT_NUMBERS + ("1", "100", "42")), points=5),
            part("settle", "settle(bet, result)", ("bet", "result"), plain("settle"), plain_results, points=5),
            part("parse_bet, any answer", "parse_bet(answer, wallet)", ("answer", "wallet"), plain("parse_bet"),
                 st.tuples(bet_answers, st.integers(0, 200)), needs=("parse_bet",),
                 examples=tuple((answer, 100) for answer in BET_ANSWERS + ("１２", "²", "000000000010", "0000000000010"))
                 + (("100000000000", 10**12), ("1000000000000", 10**13)),
                 points=5, extension=True),
            SETTLE_IN_FULL,
        ),
    ),
    Exercise(
        '6.2', NOTEBOOK, ('settle',), 10, 'surrender', extra_credit=True,
        reference=(betting.settle,),
        parts=(
            part("settle", "settle(bet, result, surrendered=True)", ("bet", "result"), run_surrender,
                 plain_results, examples=((1, Result.LOSE), (7, Result.WIN), (10, Result.TIE)), points=10),
            SETTLE_IN_FULL,
        ),
    ),
    Exercise(
        '6.3', NOTEBOOK, ('ask_bet',), 5, 'asking for a bet that never crashes', extra_credit=True,
        reference=(betting.ask_bet,),
        parts=(
            part("ask_bet", "ask_bet(scripted(*answers), wallet)", ("answers", "wallet"), run_ask_bet,
                                  st.tuples(st.lists(st.one_of(bet_answers, st.sampled_from(("quit", " Quit"))), min_size=1,
                                            max_size=4).map(tuple), st.integers(1, 200)), points=5),
        ),
        uses=("parse_bet",),
    ),
)
