"""Each family of behaviour names what it saw, and only when it holds on every input tried."""

from __future__ import annotations

import linecache
import textwrap
from collections.abc import Callable, Sequence

from blackjack.core.cards import FULL_DECK, hand
from blackjack.core.hands import hand_value
from blackjack.core.rules import DEFAULT_RULES, PRESETS, Rules
from blackjack.course.diagnosis import wording
from blackjack.course.diagnosis.causes import likely_cause
from blackjack.course.engine.checking import Part, observe_student
from blackjack.course.engine.explainer import Explainer, Mistake
from blackjack.editions.prompts import Move

RULES = tuple(PRESETS.values())


def explain(student: Callable, reference: Callable, args: tuple, inputs: Sequence[tuple], names: tuple[str, ...],
            known: Sequence[Mistake] = (), fields: bool = False) -> str | None:
    """The likely cause of STUDENT, a function ``f`` called on the inputs (named NAMES), where REFERENCE is
    right; FIELDS: its value is a dict, compared field by field."""
    part = Part("f", ("f",), f"f({', '.join(names)})", names, lambda f, t, *given: f.f(*given))
    explainer = Explainer(part, {"f": student}, {"f": reference}, observe_student, args)
    return likely_cause(explainer, known, lambda: inputs)


def draws(total: int, rules: Rules = DEFAULT_RULES) -> bool:
    return total < rules.dealer_stands_at


TOTALS = [(t, r) for t in range(12, 20) for r in RULES]


def test_a_threshold_of_its_own_is_found_and_named_with_its_boundary():
    def sixteen(total, rules=DEFAULT_RULES):
        return total < 16

    said = explain(sixteen, draws, (16, DEFAULT_RULES), TOTALS, ("total", "rules"))
    assert said == ("f stops the dealer at 16 whatever the rules: it draws on 15 and stands on 16, where the rules"
                    " say it draws below 17.")


def test_a_threshold_one_above_the_rules_is_named_as_one_above():
    def at_or_below(total, rules=DEFAULT_RULES):
        return total <= rules.dealer_stands_at

    said = explain(at_or_below, draws, (17, DEFAULT_RULES), TOTALS, ("total", "rules"))
    assert said == ("f stops the dealer at 18 (one above the rules' value, whatever the rules): it draws on 17 and"
                    " stands on 18, where the rules say it draws below 17.")


def test_no_threshold_is_claimed_when_one_input_tried_does_not_follow_it():
    def sixteen_but_not_at_19(total, rules=DEFAULT_RULES):
        return total < 16 or total == 19

    said = explain(sixteen_but_not_at_19, draws, (16, DEFAULT_RULES), TOTALS, ("total", "rules"))
    assert said is None or "stops the dealer" not in said


def value_of(cards, rules=DEFAULT_RULES):
    return hand_value(cards, rules)


ACE_HANDS = [(hand(text),) for text in ("A♠ K♦", "A♠ 5♦", "A♠ A♦", "9♣ 7♦", "A♠ 9♦ 5♣", "K♠ Q♦")]


def test_one_rule_followed_as_another_preset_has_it_names_the_rule_without_a_rules_argument():
    def every_ace_eleven(cards):
        return sum(11 if c.rank.label == "A" else hand_value((c,)) for c in cards)

    said = explain(every_ace_eleven, value_of, (hand("A♠ 5♦ 9♣"),), ACE_HANDS, ("cards",))
    assert said is not None
    assert said.startswith("f counts aces as SEED_004 (aces-high) does (every ace counts 11), where the rules here,"
                           " SEED_000 (classic), say: one ace counts 11 when that does not bust the hand")


def add(a: int, b: int) -> int:
    return a + b


PAIRS = [(a, b) for a in range(4) for b in range(4)]


def test_an_argument_whose_value_changes_nothing_is_named():
    said = explain(lambda a, b: a + 1, add, (0, 2), PAIRS, ("a", "b"))
    assert said == ("f gives the same result whatever `b` is: given other values of `b`, its answer never changes,"
                    " where the expected answer does.")


def test_an_argument_read_somewhere_is_not_said_to_be_ignored():
    said = explain(lambda a, b: a + 1 if b < 3 else a + b, add, (0, 2), PAIRS, ("a", "b"))
    assert said is None or "whatever `b`" not in said


def cost(move: Move, bet: int) -> int:
    return 2 * bet if move is Move.DOUBLE else bet


MOVES = [(m, b) for m in Move for b in (1, 3, 5)]


def test_a_case_wrong_where_all_others_are_right_is_named_by_its_member():
    said = explain(lambda move, bet: bet, cost, (Move.DOUBLE, 1), MOVES, ("move", "bet"))
    assert said is not None and said.startswith("f is wrong only where `move` is Move.DOUBLE: on every other input")


def test_no_case_is_named_when_it_is_wrong_elsewhere_too():
    said = explain(lambda move, bet: bet + (move is Move.HIT), cost, (Move.DOUBLE, 1), MOVES, ("move", "bet"))
    assert said is None or "wrong only" not in said


def split(total: int) -> dict:
    return {"status": "bust" if total > 21 else "ok", "shown": total}


def test_the_values_right_on_every_input_are_named_and_those_that_differ():
    said = explain(lambda total: {"status": "bust" if total > 21 else "ok", "shown": total * 2}, split, (3,),
                   [(t,) for t in range(1, 30, 4)], ("total",))
    assert said == "f gives `status` right on every input the check tried; what differs is `shown`."


def test_the_right_cards_in_another_order_say_which_order():
    def expected(n):
        return FULL_DECK[:n]

    said = explain(lambda n: tuple(reversed(FULL_DECK[:n])), expected, (5,), [(n,) for n in (3, 8, 20)], ("n",))
    assert said == "f gives the right cards in another order: the cards in reverse order, on every input the check tried."


def define(code: str) -> dict:
    """The functions CODE defines, their source readable as a notebook cell's is."""
    code, name = textwrap.dedent(code), f"<cell {abs(hash(code))}>"
    linecache.cache[name] = (len(code), None, code.splitlines(True), name)
    namespace: dict = {}
    exec(compile(code, name, "exec"), namespace)
    return namespace


def test_a_known_mistake_that_names_a_call_the_code_does_not_make_is_not_claimed():
    namespace = define("""
        def student(a, b):
            return a
        def mistake(a, b):
            return a
        """)
    known = [Mistake("answers as if it called total() without `b`", {"f": namespace["mistake"]}, distinct=True)]
    said = explain(namespace["student"], add, (0, 2), PAIRS, ("a", "b"), known=known)
    assert said is None or "total()" not in said


def test_a_return_that_is_there_is_never_said_to_be_missing():
    namespace = define("def looks(total):\n    if total == 'never':\n        return total\n")
    said = explain(namespace["looks"], lambda total: total * 2, (1,), [(t,) for t in range(1, 6)], ("total",))
    assert said is not None and "returns None" in said and "missing" not in said


def test_a_long_value_in_a_cause_is_cut():
    said = wording.cut("gives " + repr(tuple(range(400))) + " where () is expected")
    assert len(said) < 110 and said.endswith("…) where () is expected")


def test_an_argument_heeded_on_one_input_tried_only_is_not_said_to_be_ignored():
    """The counterexample and the first inputs cannot show it: every input tried must."""
    said = explain(lambda a, b: a + (b if a == 3 else 0), add, (0, 2), PAIRS, ("a", "b"))
    assert said is None or "whatever `b`" not in said


def by_suit(n: int) -> tuple:
    return tuple(c for suit in "♣♦" for c in hand(" ".join(f"{r}{suit}" for r in "23456789"[:n])))


def test_cards_grouped_by_rank_where_they_should_be_grouped_by_suit_say_so():
    def by_rank(n):
        return tuple(c for r in "23456789"[:n] for c in hand(f"{r}♣ {r}♦"))

    said = explain(by_rank, by_suit, (3,), [(n,) for n in (2, 4, 6)], ("n",))
    assert said == ("f gives the right cards in another order: ranks outermost (the cards grouped by rank), where"
                    " suits outermost (grouped by suit) are expected, on every input the check tried.")


def show_lines(cards: tuple) -> str:
    return "\n".join(str(c) for c in cards)


def test_the_text_to_return_printed_instead_is_named_as_the_wrong_channel():
    said = explain(lambda cards: print("\n".join(str(c) for c in cards)), show_lines, (hand("A♠ K♦"),),
                   [(hand("2♣ 3♦ 4♥"),), (hand("Q♠"),)], ("cards",))
    assert said == "f prints the text it should return, and returns None, on every input the check tried."


def test_text_printed_that_is_not_the_value_to_return_is_not_called_the_wrong_channel():
    said = explain(lambda cards: print(str(cards[0])), show_lines, (hand("A♠ K♦"),),
                   [(hand("2♣ 3♦ 4♥"),), (hand("Q♠"),)], ("cards",))
    assert said is None or "prints the text it should return" not in said


def draws_soft(total: int, soft: bool, rules: Rules = DEFAULT_RULES) -> bool:
    return total < rules.dealer_stands_at or soft and total == 17 and rules.dealer_hits_soft_17


def test_a_threshold_written_by_hand_names_the_soft_17_it_also_ignores():
    def by_hand(total, soft, rules=DEFAULT_RULES):
        return total < 17

    inputs = [(t, s, r) for t in range(14, 20) for s in (False, True) for r in RULES]
    said = explain(by_hand, draws_soft, (16, False, PRESETS["bank"]), inputs, ("total", "soft", "rules"))
    assert said == ("f stops the dealer at 17 whatever the rules (and stands on a soft 17 whatever the rules): it"
                    " draws on 16 and stands on 17, where the rules say it draws below 16.")


def test_a_case_of_an_argument_where_one_answer_is_expected_is_named_by_both():
    def allowed(move, bet):
        return move is Move.DOUBLE and bet <= 4

    said = explain(lambda move, bet: move is Move.DOUBLE and bet <= 2, allowed, (Move.DOUBLE, 3),
                   [(m, b) for m in Move for b in range(1, 7)], ("move", "bet"))
    assert said == ("f is wrong only where `move` is Move.DOUBLE and the expected answer is True: on every other"
                    " input the check tried it gives the expected answer.")


def test_the_same_answer_on_every_input_is_said_as_it_is():
    said = explain(lambda a, b: 0, add, (0, 2), PAIRS, ("a", "b"))
    assert said == "f gives 0 on every input the check tried, whatever its arguments."


def test_rules_are_never_said_to_be_left_out_of_a_call_that_passes_them():
    namespace = define("""
        def counts(cards, rules):
            return hand_value(cards, rules if rules.name != "aces-high" else DEFAULT_RULES)
        """)
    namespace.update(hand_value=hand_value, DEFAULT_RULES=DEFAULT_RULES)
    said = explain(namespace["counts"], value_of, (hand("A♠ A♦"), PRESETS["aces-high"]),
                   [(cards, rules) for (cards,) in ACE_HANDS for rules in RULES], ("cards", "rules"))
    assert said is None or "left out of a call" not in said


def test_a_threshold_at_the_rules_value_with_the_soft_17_written_by_hand_is_found_before_one_rule_ignored():
    def by_hand(total, soft, rules=DEFAULT_RULES):
        return total < 17

    inputs = [(t, s, r) for t in range(14, 20) for s in (False, True) for r in RULES if r.dealer_stands_at == 17]
    said = explain(by_hand, draws_soft, (17, True, PRESETS["casino-h17"]), inputs, ("total", "soft", "rules"))
    assert said == ("f stops the dealer at 17 whatever the rules (and stands on a soft 17 whatever the rules): it"
                    " draws on 16 and stands on 17, where the rules say it draws below 17 and on a soft 17.")
