"""Notebook 01_cards_and_hands: its exercises, one record each."""

from __future__ import annotations

import ast
import inspect
import textwrap
import types
from collections.abc import Callable

from hypothesis import strategies as st

from blackjack.core import cards as core_cards
from blackjack.core.cards import Hand, Suit, hand
from blackjack.course.engine.checking import Observation
from blackjack.course.engine.safety import Transcript
from blackjack.course.exercises.functions import Functions
from blackjack.course.exercises.kit import hands, one_hand, part, piles, plain, rich_cards, takes
from blackjack.course.exercises.records import Exercise
from blackjack.editions import bank
from blackjack.core import hands as core_hands

NOTEBOOK = '01_cards_and_hands'

def steps_written(fn: Callable) -> list[str] | None:
    """The steps FN returns as written (``steps_in`` the source of FN's own code); None when that source
    cannot be read (a function not written with ``def`` in a notebook cell or a file: made by ``exec``, say).  FN's ``__wrapped__`` is not followed: the working read is that of the
    function that answers, not of another it names."""
    code = getattr(fn, "__code__", None) if isinstance(fn, types.FunctionType) else None
    try:
        tree = ast.parse(textwrap.dedent(inspect.getsource(code))) if code is not None else None
    except (OSError, TypeError, SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    return None if tree is None else steps_in(tree)


def steps_in(tree: ast.AST) -> list[str]:
    """The steps TREE returns as written, each as text: the list (or tuple) a ``return`` gives, or the one
    assigned to the name it returns; none when it returns neither (a list written but not returned is no
    working).

    >>> steps_in(ast.parse("def f():\\n    steps = [size(HAND2), 2]\\n    return steps"))
    ['size(HAND2)', '2']
    >>> steps_in(ast.parse("def f():\\n    working = [size(HAND2), 2]\\n    return [2, 2]"))
    ['2', '2']
    """
    assigned = {target.id: node.value for node in ast.walk(tree) if isinstance(node, ast.Assign)
                for target in node.targets if isinstance(target, ast.Name)}
    for node in [node for node in ast.walk(tree) if isinstance(node, ast.Return)][::-1]:
        value = assigned.get(node.value.id, node.value) if isinstance(node.value, ast.Name) else node.value
        if isinstance(value, (ast.List, ast.Tuple)):
            return [ast.unparse(step) for step in value.elts]
    return []


def working_in_cells(source: str) -> Observation:
    """The working as the grader reads it in SOURCE, the cells that define ``size_steps``: the steps of the
    last ``def size_steps`` there (none readable when there is none).

    >>> working_in_cells("def size_steps():\\n    return [size(HAND2), 1 + size(HAND1), 2]")[READABLE]
    True
    >>> working_in_cells("size_steps = lambda: [2, 2]")[READABLE]
    False
    """
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return working(None)
    defs = [node for node in tree.body if isinstance(node, ast.FunctionDef) and node.name == "size_steps"]
    return working(steps_in(defs[-1]) if defs else None)


READABLE = "its working can be read where it is written (a def in the cell)"


def working(steps: list[str] | None) -> Observation:
    """What the steps show, as written: the start, the end, a change at every step, the recursion of size.
    Steps that cannot be read show nothing (the working must be written in the cell: it is what is graded)."""
    if steps is None:
        return {READABLE: False, **dict.fromkeys(WORKING, False)}
    shown = (steps[0] == "size(HAND2)", steps[-1] == "2", all(a != b for a, b in zip(steps, steps[1:])),
             any("size(" in step for step in steps[1:])) if steps else (False,) * len(WORKING)
    return {READABLE: True, **dict(zip(WORKING, shown))}


WORKING = ("the first step is size(HAND2)", "the last step is 2", "each step changes the one before",
           "a step applies size to the rest of the hand")


def run_size_steps(f: Functions, t: Transcript) -> Observation:
    """The values (all 2), and the working as written (``steps_written``) in the answering function's own
    source: the check's recording wrapper is taken off (one level), the function's own ``__wrapped__`` is not
    followed."""
    steps = f.size_steps()
    return {"3 steps or more": len(steps) >= 3, "every step is 2": all(step == 2 for step in steps),
            **working(steps_written(getattr(f.size_steps, "__wrapped__", None)))}


def run_display(f: Functions, t: Transcript, cards: Hand) -> Observation:
    """``display(cards)`` with suits as words or pictures, ``display(cards, symbols=True)`` with pictures; a
    display without ``symbols`` (the seed's) is judged on its one text.  No final newline needed."""
    text = with_suits(f.display(cards), "word")
    if not takes(f.display, "symbols"):
        return {"display(cards)": text, "display(cards, symbols=True)": with_suits(text, "symbol")}
    return {"display(cards)": text, "display(cards, symbols=True)": with_suits(f.display(cards, symbols=True))}


def with_suits(text: object, shown: str | None = None) -> object:
    """TEXT without its final newline, every suit as its SHOWN (``"word"`` or ``"symbol"``; None: as written).
    A value that is not a text stays as it is."""
    if not isinstance(text, str):
        return text
    if shown is not None:
        for suit in Suit:
            written_otherwise = suit.symbol if shown == "word" else suit.word
            text = text.replace(f"of {written_otherwise}", f"of {getattr(suit, shown)}")
    return text.rstrip("\n")


WINNER_HANDS = (  # seed 002's rules where they differ from other tables: aces all alike, ties and double busts
    (hand("A♠ A♦ 9♣"), hand("10♠ 8♦")),
    (hand("10♠ 8♦"), hand("9♣ 9♥")),
    (hand("K♥ Q♥ 5♣"), hand("K♦ Q♦ 5♦")),
)


EXERCISES = (
    Exercise(
        '002:A1', NOTEBOOK, ('size_steps',), 5, 'size, one step at a time',
        reference=(bank.size_steps,),
        parts=(
            part("size_steps", "size_steps()", (), run_size_steps, examples=((),), points=5,
                 read_in_cells=working_in_cells),
        ),
    ),
    Exercise(
        '002:A2', NOTEBOOK, ('display',), 5, 'display a hand',
        reference=(bank.display,),
        parts=(
            part("display", "display(cards), and display(cards, symbols=True)", ("cards",), run_display, st.tuples(hands(0, 5)),
                                     examples=((hand("2♥ J♠"),),), points=5),
        ),
    ),
    Exercise(
        '002:A3', NOTEBOOK, ('value',), 10, 'the value of a hand, aces all alike',
        reference=(bank.value,),
        answered_by=(core_hands.hand_value,),
        parts=(
            one_hand("value", 7, rich_cards, points=10),
        ),
    ),
    Exercise(
        '002:A4', NOTEBOOK, ('game_over', 'winner'), 5, 'bust, and who wins',
        reference=(bank.game_over, bank.winner,),
        answered_by=(core_hands.is_bust,),
        parts=(
            one_hand("game_over", 7, rich_cards, points=3),
            part("winner", "winner(guest, bank)", ("guest", "bank"), plain("winner"),
                                     piles((0, 5), (0, 5), pick=rich_cards), examples=WINNER_HANDS, points=2),
        ),
        uses=("value", "game_over"),
    ),
    Exercise(
        '004:deck', NOTEBOOK, ('ordered_card_deck',), 5, "seed 004's ordered deck",
        reference=(core_cards.ordered_card_deck,),
        parts=(
            part("ordered_card_deck", "ordered_card_deck()", (), plain("ordered_card_deck"),
                                       examples=((),), points=5),
        ),
    ),
)
