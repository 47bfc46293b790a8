"""A failed check names the mistake when the behaviour shows it, and never misleads."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from blackjack.core.cards import hand
from blackjack.core.hands import hand_value
from blackjack.core.rules import SEED_000, SEED_004, Rules
from blackjack.course.audit import mistakes
from blackjack.course.diagnosis.causes import likely_cause
from blackjack.course.engine.explainer import Explainer, Mistake
from blackjack.course.engine.checking import Part, observe_student, tried
from blackjack.course.exercises.index import BY_ID
from blackjack.course.notebook.cells import namespace_for
from blackjack.course.scoring import run_check


def answer(id: str, code: str) -> str:
    """What the check of exercise ID says of CODE, run as a cell of its notebook."""
    exercise = BY_ID[id]
    namespace = namespace_for(exercise)
    exec(textwrap.dedent(code), namespace)
    return run_check(exercise, tuple(namespace[name] for name in exercise.names), explain=mistakes.likely).text()


def causes(text: str) -> list[str]:
    return [line.strip() for line in text.splitlines() if "Likely cause:" in line]


def test_a_student_who_ignores_the_rules_is_told_so_with_the_rules_the_notebook_names():
    said = answer("2.1", """
        def check_hand(cards, rules=DEFAULT_RULES):
            return Status.BUST if hand_value(cards) > 21 else Status.OK
        """)
    assert causes(said) == [causes(said)[0]]
    assert causes(said)[0].startswith("Likely cause: check_hand ignores its argument `rules`: it answers as under"
                                      " SEED_000 (classic) whatever the rules")
    assert "preset(\"aces-high\")" not in said


def test_an_answer_that_counts_as_other_rules_do_is_not_said_to_ignore_its_rules():
    """Each card valued alone makes an ace always 11, as aces-high counts: the answer passes `rules` on, so the
    cause says how it answers, not that it leaves `rules` out."""
    said = answer("2.1", """
        def check_hand(cards, rules=DEFAULT_RULES):
            total = sum(hand_value((card,), rules) for card in cards)
            return Status.BUST if total > 21 else Status.OK
        """)
    assert "Likely cause: check_hand answers as under SEED_004 (aces-high) whatever the rules" in said
    assert "ignores its argument" not in said


def test_an_answer_that_behaves_like_a_catalog_answer_gets_its_sentence_however_it_is_written():
    said = answer("2.1", """
        def check_hand(cards, rules=DEFAULT_RULES):
            return Status.OK if hand_value(cards, rules) < 21 else Status.BUST
        """)
    assert causes(said) == ["Likely cause: 21 counts as bust (>= instead of >)."]  # both parts fail: said once


def test_no_cause_is_claimed_when_no_known_mistake_behaves_the_same():
    said = answer("2.1", """
        def check_hand(cards, rules=DEFAULT_RULES):
            return Status.OK
        """)
    assert "0/5" in said and causes(said) == [  # what is seen, and no guess
        "Likely cause: check_hand gives Status.OK on every input the check tried, whatever its arguments."]


def test_a_mistake_that_agrees_on_the_counterexample_only_is_not_claimed():
    part = BY_ID["2.1"].parts[0]
    reference = {"check_hand": BY_ID["2.1"].reference[0]}
    namespace = namespace_for(BY_ID["2.1"])
    exec("def swapped(cards, rules=DEFAULT_RULES):\n    return Status.OK if hand_value(cards, rules) > 21 else Status.BUST\n"
         "def at_21(cards, rules=DEFAULT_RULES):\n    return Status.BUST if hand_value(cards, rules) >= 21 else Status.OK\n",
         namespace)
    twenty_one = (namespace["hand"]("A♠ K♦"),)
    explainer = Explainer(part, {"check_hand": namespace["swapped"]}, reference, observe_student, twenty_one)
    claim = likely_cause(explainer, [Mistake("21 counts as bust", {"check_hand": namespace["at_21"]})],
                         lambda: tried(part))
    assert claim is None


def test_every_catalog_answer_and_mutant_of_an_exercise_is_a_known_mistake_with_its_sentence():
    known = mistakes.of_part(BY_ID["2.1"].parts[0])
    sentences = [m.cause for m in known]
    assert "21 counts as bust (>= instead of >)" in sentences
    assert any(s.startswith("check_hand uses 22 where 21 is meant") for s in sentences)
    assert all(set(m.functions) == {"check_hand"} for m in known)


def test_a_value_one_side_does_not_have_is_shown_as_missing():
    said = answer("4.2", """
        def hit_player(game):
            card, deck = draw(game.deck, game.rng, game.say)
            return replace(game, player=(card, *game.player), deck=deck)

        def player_move(move, game):
            return hit_player(game) if move is Move.HIT else game
        """)
    assert "(missing)" in said
    assert "expected: None\n" not in said or "yours:    None\n" not in said


def test_a_pair_the_wrong_way_round_is_a_wrong_type_without_the_checks_own_error():
    said = answer("2.2", """
        def dealer_turn(game):
            while dealer_draws(game.dealer, game.rules):
                game = hit_dealer(game)
            return game, check_hand(game.dealer, game.rules)
        """)
    assert "no attribute" not in said
    assert "Wrong type of result: a tuple (a Status, a Game) was expected, not a tuple (a Game, a Status)" in said


def test_quit_raised_is_shown_as_raised():
    said = answer("001:2.1", """
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
        """)
    assert "'Quit'" not in said and "raised Quit" in said


def test_printing_where_say_is_given_is_named_when_no_known_mistake_says_more():
    said = answer("001:3.2", """
        def dealer_hand_turn(cards, deck, rng, rules=SEED_001, say=print):
            while dealer_draws(cards, rules):
                print("The dealer draws.")
                cards, deck = hit_hand(cards, deck, rng, say)
            return cards, deck
        """)
    assert "Likely cause: dealer_hand_turn prints where it should say it with `say`" in said


def test_two_known_mistakes_the_inputs_cannot_tell_apart_are_neither_claimed():
    """Fewer cards winning any tie, and two cards beating a longer 21, agree on every input the check tries."""
    said = answer("001:4.2", """
        def compare_two_hands(player, dealer, rules=SEED_001):
            mine, theirs = hand_value(player, rules), hand_value(dealer, rules)
            if mine == theirs == 21 and len(player) != len(dealer):
                return Result.WIN if len(player) == 2 else Result.LOSE
            if mine == theirs:
                return rules.tie
            return Result.WIN if mine > theirs else Result.LOSE
        """)
    assert "0/" in said and "fewer cards win any tie" not in said


def test_inside_the_graders_sandbox_no_cause_is_worked_out_and_the_audit_cannot_be_imported():
    """The runner's zygote blocks the audit (its catalog and known mistakes hold near-copies of the
    references), even without bubblewrap's hiding of its folder: a ``check`` called in a cell finds no cause."""
    code = ("from blackjack.course.grading.sandbox import runner\n"
            "runner.preload(())\n"
            "from blackjack.course.api import likely_cause\n"
            "from blackjack.course.exercises.index import BY_ID\n"
            "part = BY_ID['2.1'].parts[0]\n"
            "wrong = lambda cards, rules=None: 'OK'\n"
            "print(likely_cause(part, {'check_hand': wrong}, ((),)))\n"
            "try:\n"
            "    import blackjack.course.audit.mistakes\n"
            "except ImportError:\n"
            "    print('blocked')\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                          env={**os.environ, "MPLBACKEND": "Agg"})
    assert done.stdout.split() == ["None", "blocked"], done.stderr


def test_text_spaced_otherwise_is_named_with_its_first_difference():
    said = answer("1.3", """
        def pretty_print(cards, rules=DEFAULT_RULES):
            return "  ".join(str(card) for card in cards) + f" ({hand_value(cards, rules)})"
        """)
    assert ("Likely cause: pretty_print gives 'A♠  K♦ (21)' where 'A♠ K♦ (21)' is expected: 2 spaces in place of a"
            " space; only spaces and separators differ, on every input the check tried.") in said


def test_text_that_differs_in_more_than_its_spacing_is_not_said_to_be_spaced_otherwise():
    said = answer("1.3", """
        def pretty_print(cards, rules=DEFAULT_RULES):
            total = hand_value(cards, rules)
            return "  ".join(map(str, cards)) + f" ({total + 1 if total == 21 else total})"
        """)
    assert "0/5" in said and "only spaces and separators differ" not in said


def test_the_right_words_in_another_order_are_named_only_when_every_input_has_them():
    said = answer("1.3", """
        def pretty_print(cards, rules=DEFAULT_RULES):
            return " ".join(sorted(map(str, cards))) + f" ({hand_value(cards, rules)})"
        """)
    assert "Likely cause: pretty_print gives the right words in another order: " in said
    said = answer("1.3", """
        def pretty_print(cards, rules=DEFAULT_RULES):
            shown = " ".join(map(str, cards)) + f" ({hand_value(cards, rules)})"
            return shown if len(cards) < 2 else shown.upper()
        """)
    assert "another order" not in said


def test_an_enum_member_given_as_its_name_in_text_is_named():
    said = answer("2.1", """
        def check_hand(cards, rules=DEFAULT_RULES):
            return "bust" if hand_value(cards, rules) > 21 else "ok"
        """)
    assert "Likely cause: check_hand gives the text 'ok' where Status.OK is expected: the member itself, not its name" \
        in said
    said = answer("2.1", """
        def check_hand(cards, rules=DEFAULT_RULES):
            return "bust" if hand_value(cards, rules) >= 21 else Status.OK
        """)
    assert "not its name" not in said


def test_one_item_of_the_expected_tuple_and_a_tuple_holding_the_expected_value_are_named():
    said = answer("003:1", """
        from blackjack.editions.casino_shuffle import lcg, swap_shuffle as shuffled

        def swap_shuffle(deck, state):
            return shuffled(deck, state)[1]
        """)
    assert "Likely cause: swap_shuffle gives only the second item of what is expected: 725978322 where" in said
    said = answer("002:A3", """
        from blackjack.core.rules import SEED_002

        def value(cards):
            return hand_value(cards, SEED_002), len(cards)
        """)
    assert "Likely cause: value gives more than is asked: (21, 2) where only its first item, 21, is expected" in said
    said = answer("002:A3", """
        from blackjack.core.rules import SEED_002

        def value(cards):
            total = hand_value(cards, SEED_002)
            return (total, len(cards)) if len(cards) > 1 else total + 1
        """)
    assert "more than is asked" not in said


def test_a_sequence_without_its_last_item_is_named():
    said = answer("003:4", """
        from dataclasses import replace
        from blackjack.editions.casino import simulate_table as simulated

        def simulate_table(seed, players, money, bet, rounds, split=False, hilo=False, rules=SEED_003):
            result = simulated(seed, players, money, bet, rounds, split, hilo, rules)
            return replace(result, history=result.history[:-1])
        """)
    assert "Likely cause: simulate_table leaves out the last item:" in said


def explain(student: Callable, reference: Callable, args: tuple, inputs: Sequence[tuple],
            names: tuple[str, ...] = ("x",), known: Sequence[Mistake] = ()) -> str | None:
    """The likely cause of a function STUDENT that differs from REFERENCE on ARGS, each called as ``f(*args,
    say)`` (INPUTS the inputs the check tried; NAMES the arguments'), with the KNOWN mistakes (by default none:
    only the causes behaviour shows)."""
    part = Part("f", ("f",), f"f({', '.join(names)})", names, lambda f, t, *given: f.f(*given, t.say))
    explainer = Explainer(part, {"f": student}, {"f": reference}, observe_student, args)
    return likely_cause(explainer, known, lambda: inputs)


def greet(name: str, say: Callable) -> int:
    say(f"Hello {name}")
    say("Bye")
    return len(name)


def test_a_message_left_out_is_named_when_only_messages_are_left_out_on_every_input():
    def forgets(name, say):
        if name:
            say(f"Hello {name}")
        say("Bye")
        return len(name)

    assert explain(forgets, greet, ("",), [("a",), ("",), ("bc",)]) == (
        "f does not say 'Hello '; on every input the check tried, it leaves out messages only: all else it does is"
        " right.")

    def forgets_and_counts_wrong(name, say):
        return forgets(name, say) + (len(name) > 1)

    assert explain(forgets_and_counts_wrong, greet, ("",), [("a",), ("",), ("bc",)]) is None


def busts(cards: tuple, rules: Rules, say: Callable) -> bool:
    say(f"Your hand is worth {hand_value(cards, rules)}.")
    return hand_value(cards, rules) > 21


def test_values_given_as_under_the_default_rules_where_others_are_given_are_named():
    aces, tens = hand("A♠ A♦"), hand("K♠ Q♦ 2♣")
    inputs = [(aces, SEED_004), (tens, SEED_004), (aces, SEED_000), (hand("A♣ A♥ 5♦"), SEED_004)]

    def default_bust(cards, rules, say):
        say(f"Your hand is worth {hand_value(cards, rules)}.")
        return hand_value(cards) > 21

    assert explain(default_bust, busts, (aces, SEED_004), inputs, ("cards", "rules")) == (
        "f answers as under SEED_000 (classic), the default rules, where SEED_004 (aces-high) is given: is `rules`"
        " left out of a call inside? On every input the check tried, each value it gives is the one the rules given"
        " or the default rules give.")

    def at_22(cards, rules, say):  # as the default rules on the counterexample, but not on K♠ Q♦ 2♣
        say(f"Your hand is worth {hand_value(cards, rules)}.")
        return hand_value(cards, rules) > 22

    said = explain(at_22, busts, (aces, SEED_004), inputs, ("cards", "rules"))
    assert said is None or "default rules" not in said


def test_a_value_the_check_cannot_use_is_compared_as_a_value():
    said = answer("4.3", """
        from blackjack.editions.classic import player_turn as turn

        def player_turn(game):
            status, game = turn(game)
            return game, status
        """)
    assert "Likely cause: player_turn gives the right values in another order, on every input the check tried." \
        in said
    said = answer("4.3", """
        from blackjack.editions.classic import player_turn as turn

        def player_turn(game):
            status, game = turn(game)
            return status, game.player
        """)
    assert "Likely cause: player_turn gives only the `player` of the Game expected as the second item:" in said
    said = answer("4.3", """
        from blackjack.editions.classic import player_turn as turn

        def player_turn(game):
            status, game = turn(game)
            return status, (game.player if status is Status.OK else game.dealer)
        """)
    assert "of the Game expected" not in said


def test_one_word_replaced_the_same_way_on_every_input_is_named():
    said = answer("002:B2", """
        def draw_card(deck, cards):
            if not deck:
                raise LookupError("draw: The deck is empty.")
            return deck[1:], (deck[0], *cards)
        """)
    assert ("Likely cause: draw_card gives 'LookupError: draw: The deck is empty.' where 'EmptyDeckError: draw: The"
            " deck is empty.' is expected as the second item: 'LookupError' in place of 'EmptyDeckError', the rest"
            " the same, on every input the check tried.") in said
    said = answer("1.3", """
        def pretty_print(cards, rules=DEFAULT_RULES):
            return " ".join(map(str, cards)) + f" ({hand_value(cards, rules) - 10 * (len(cards) == 2)})"
        """)
    assert "in place of" not in said


def twice(x: int, double: bool = False, say: Callable = print) -> int:
    return 2 * x if double else x


def test_an_argument_ignored_on_every_input_is_named_with_its_default():
    inputs = [(1, True), (2, False), (3, True)]
    assert explain(lambda x, double, say: x, twice, (1, True), inputs, ("x", "double")) == (
        "f ignores `double`: it answers as if it were False (the default) whatever it is, on every input the check"
        " tried.")
    assert explain(lambda x, double, say: 2 * x if double and x > 1 else x, twice, (1, True), inputs,
                   ("x", "double")) is None


def test_saying_nothing_at_all_is_not_leaving_a_message_out():
    def silent(name, say):
        return len(name)

    assert explain(silent, greet, ("a",), [("a",), ("bc",)]) is None


def counted(cards: tuple, say: Callable, rules: Rules = SEED_000) -> int:
    return hand_value(cards, rules)


def test_a_value_that_counts_as_another_preset_where_the_rules_are_no_argument_is_named():
    inputs = [(hand("A♠ A♦"),), (hand("A♣ 5♦"),), (hand("K♠ 2♦"),), (hand("A♥ A♣ 9♦"),)]
    assert explain(lambda cards, say: hand_value(cards, SEED_004), counted, (hand("A♠ A♦"),), inputs, ("cards",)) \
        == ("f counts aces as SEED_004 (aces-high) does (every ace counts 11), where the rules here, SEED_000"
            " (classic), say: one ace counts 11 when that does not bust the hand.")  # the one rule that differs
    assert explain(lambda cards, say: hand_value(cards, SEED_004 if len(cards) == 2 else SEED_000), counted,
                   (hand("A♠ A♦"),), inputs, ("cards",)) is None


def test_items_left_out_of_a_sequence_are_named():
    said = answer("004:deck", """
        from blackjack.core.cards import ordered_card_deck as ordered

        def ordered_card_deck():
            return ordered()[:-1]
        """)
    assert "Likely cause: ordered_card_deck leaves out the last item: " in said
    assert "every other item is there, in order" in said
    said = answer("004:deck", """
        from blackjack.core.cards import ordered_card_deck as ordered

        def ordered_card_deck():
            return ordered()[:-2] + ordered()[-1:-3:-1]
        """)
    assert "leaves out" not in said


def test_words_cut_short_on_every_input_are_named():
    said = answer("002:A2", """
        def display(cards, symbols=False):
            return "\\n".join(f"{card.rank.word} of {card.suit.symbol if symbols else card.suit.word[:3]}"
                             for card in cards)
        """)
    assert "'Hea' in place of 'Hearts'; only words cut short differ, on every input the check tried." in said
    said = answer("002:A2", """
        def display(cards, symbols=False):
            suit = {"Spades": "Clubs"}  # a word cut short, but spades written as another word
            words = [suit.get(card.suit.word, card.suit.word[:3]) for card in cards]
            return "\\n".join(f"{card.rank.word} of {card.suit.symbol if symbols else word}"
                             for card, word in zip(cards, words))
        """)
    assert "cut short" not in said


@dataclass(frozen=True)
class Row:
    seats: tuple[int, ...]
    stacks: tuple[int, ...]


def row(n: int, say: Callable) -> Row:
    return Row(tuple(range(n + 1)), (500,) * (n + 1))


def test_a_record_is_looked_at_in_the_fields_that_differ():
    inputs = [(0,), (1,), (3,)]
    assert explain(lambda n, say: Row(tuple(range(n)), (500,) * n), row, (1,), inputs) == (
        "f leaves out the last item: (0,) where (0, 1) is expected in `seats`; every other item is there, in order,"
        " on every input the check tried.")
    assert "leaves out the last item" in explain(lambda n, say: Row(tuple(range(n)), (500,) * (n + 1)), row, (1,),
                                                 inputs)
    assert explain(lambda n, say: Row(tuple(range(n)), (400,) * n), row, (1,), inputs) is None


def halves(x: int, say: Callable) -> dict:
    return {"half": x // 2, "rest": x % 2}


def test_none_where_a_value_shown_field_by_field_is_expected_is_named():
    inputs = [(1,), (3,), (4,)]
    assert explain(lambda x, say: None if x == 3 else halves(x, say), halves, (3,), inputs) == (
        "f gives None where a value is expected; wherever it gives something else, that is the expected answer, on"
        " every input the check tried.")
    assert explain(lambda x, say: None if x == 3 else halves(x + (x == 4), say), halves, (3,), inputs) is None


def test_a_message_added_is_named_when_only_messages_are_added_on_every_input():
    def asks_again(name, say):
        count = greet(name, say)
        if len(name) > 1:
            say("Again?")
        return count

    assert explain(asks_again, greet, ("ab",), [("a",), ("ab",), ("abc",)]) == (
        "f says 'Again?' too; on every input the check tried, it adds messages only: all else it does is right.")
    assert explain(lambda name, say: asks_again(name, say) + (len(name) > 2), greet, ("ab",),
                   [("a",), ("ab",), ("abc",)]) is None


def test_when_two_known_mistakes_behave_alike_a_cause_the_behaviour_shows_is_still_named():
    inputs = [(1, True), (2, False), (3, True)]
    alike = [Mistake("forgets to double", {"f": lambda x, double, say: x}, distinct=True),
             Mistake("never reads the flag", {"f": lambda x, double, say: x * 1}, distinct=True)]
    assert explain(lambda x, double, say: x, twice, (1, True), inputs, ("x", "double"), alike) == (
        "f ignores `double`: it answers as if it were False (the default) whatever it is, on every input the check"
        " tried.")


def test_calling_the_function_it_should_return_is_named():
    said = answer("3.6", """
        def sanitize_answer(prompt):
            return make_all_lowercase(trim_trailing_spaces(trim_leading_spaces(prompt("Hit or stand? "))))
        """)
    assert ("Likely cause: sanitize_answer returns 'hit me', what the function it should return gives here, where"
            " that function is expected: does it call the function instead of returning it?") in said
    said = answer("3.6", """
        def sanitize_answer(prompt):
            return make_all_lowercase(prompt("Hit or stand? "))
        """)
    assert "instead of returning it" not in said


def test_a_hand_without_its_first_cards_is_not_said_to_leave_cards_out():
    """A new card goes first: a dealer who stops early has the expected hand without its first cards."""
    said = answer("002:B3", """
        def play_bank(deck, rules=SEED_002):
            cards = ()
            while hand_value(cards, rules) < 14:
                deck, cards = draw_card(deck, cards)
            return cards
        """)
    assert "0/5" in said and "leaves out" not in said
