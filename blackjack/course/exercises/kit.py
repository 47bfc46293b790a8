"""What the notebooks' checks share: calling the student's functions, strategies of inputs,
and the common shapes of a part.

Conventions for the student's functions: the reference's parameters, in the
reference's order.  ``say`` is passed only to a function that has a ``say``
parameter.  A function that is given a ``say`` (its parameter, or a game's) must
use it: what it prints instead, then or later through a function it returns, is
kept apart and shows as a difference.  What a function without a ``say`` prints
counts as said.
"""

from __future__ import annotations

import contextlib
import inspect
import random
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import replace
from typing import Any, ParamSpec, TypedDict, TypeVar, cast

from hypothesis import strategies as st

from blackjack.core.cards import FULL_DECK, Card, Deck, Hand, hand
from blackjack.core.messages import Say
from blackjack.core.rules import DEFAULT_RULES, PRESETS, SEED_000, Rules, preset
from blackjack.course.engine.checking import Observation, Part, Run
from blackjack.course.engine.safety import Stream, Transcript, printed_instead
from blackjack.course.engine.show import Foreign, raised
from blackjack.editions.classic import Game
from blackjack.editions.prompts import Move, Prompt, Quit, make_prompt_move, scripted

A = TypeVar("A")
R = TypeVar("R")
P = ParamSpec("P")
F = TypeVar("F", bound=Callable[..., object])


def takes(fn: Callable, parameter: str) -> bool:
    """Does FN accept a keyword argument PARAMETER?"""
    try:
        params = inspect.signature(fn).parameters.values()
    except (TypeError, ValueError):
        return False
    return any(p.name == parameter or p.kind is p.VAR_KEYWORD for p in params)


def with_say(fn: F, say: Say) -> F:
    """FN with ``say=SAY`` when it takes a say, FN itself otherwise.

    A function given ``say`` must use it, and pass it on: what it prints instead
    (or leaves to an inner call's default ``print``) is kept apart, and shows as a
    difference.  What a function without a ``say`` prints counts as said.
    """
    if not takes(fn, "say"):
        return fn
    transcript = getattr(say, "__self__", None)

    def call(*args: object, **kwargs: object) -> object:
        if not isinstance(transcript, Transcript):
            return fn(*args, say=say, **kwargs)
        return printing_apart(lambda: fn(*args, say=say, **kwargs), transcript)

    return cast(F, call)


def printing_apart(call: Callable[[], R], t: Transcript) -> R:
    """CALL's value, what it prints kept apart from what is said on T; a function it returns (a prompt), too."""
    with contextlib.redirect_stdout(Stream(printed_instead(t))):
        value = call()
    if not callable(value) or isinstance(value, type):
        return value

    def later(*args: object, **kwargs: object) -> object:
        return printing_apart(lambda: value(*args, **kwargs), t)

    return cast(R, later)


def say_only(run: Run) -> Run:
    """RUN, its functions being given a ``say`` (a game's): what they print instead is kept apart."""
    return lambda f, t, *args: printing_apart(lambda: run(f, t, *args), t)


def reader(answers: tuple[str, ...]) -> Callable[[], str]:
    """A ``read`` that gives ANSWERS in turn, then raises ``Quit`` (the end of input)."""
    queue: Iterator[str] = iter(answers)

    def read() -> str:
        answer = next(queue, None)
        if answer is None:
            raise Quit("end of input")
        return answer

    return read


QUIT = raised("Quit")  # a call that stopped with Quit: shown ``raised Quit``, never as a value returned


def until_quit_of(call: Callable[[], R]) -> R | Foreign:
    """CALL's value, or ``QUIT`` when it stopped with ``Quit``."""
    try:
        return call()
    except Quit:
        return QUIT


def outcome(call: Callable[[], R], typed: bool = True) -> tuple[str, R | str]:
    """``("returns", value)`` or ``("raises", "TypeName: message")``: the exception's type counts as much as its
    words (not TYPED: its words alone); a stub still counts as not attempted."""
    try:
        return "returns", call()
    except NotImplementedError:
        raise
    except Exception as error:
        return "raises", f"{type(error).__name__}: {error}" if typed else str(error)


def table_of(game: Game[A]) -> Observation:
    """The parts of a game a check compares; of its rules, their name when they are rules (no turn changes
    the rules, and a likely cause is found by running the reference under rules changed in one field, which
    keep their name)."""
    rules = game.rules.name if type(game.rules) is Rules else game.rules
    seen: Observation = {"player": game.player, "dealer": game.dealer, "deck": game.deck, "discard": game.discard,
                         "rules": rules}
    if game.doubled or game.surrendered:
        seen.update(doubled=game.doubled, surrendered=game.surrendered)
    return seen


def move_prompt(answers: tuple[str, ...], say: Say, moves: tuple[Move, ...] = (Move.HIT, Move.STAND)) -> Prompt[Move]:
    """The terminal's move prompt (offering MOVES) answering with ANSWERS, echoing to SAY."""
    return make_prompt_move(scripted(*answers, say=say), moves, say=say)


def betting_prompt(answers: tuple[str, ...], say: Say) -> Prompt[Move]:
    """The move prompt of a game played for money: double and surrender too."""
    return move_prompt(answers, say, tuple(Move))


# --- Strategies ---------------------------------------------------------------

cards = st.sampled_from(FULL_DECK)
seeds = st.integers(0, 2**16)
TENS_AND_ACES = tuple(c for c in FULL_DECK if c.rank.points in (1, 10))
rich_cards = st.sampled_from(FULL_DECK + TENS_AND_ACES)  # tens and aces twice as likely: naturals and 21s


@st.composite
def piles(draw: st.DrawFn, *sizes: tuple[int, int],
          pick: st.SearchStrategy[Card] = cards) -> tuple[tuple[Card, ...], ...]:
    """Disjoint piles of cards, one for each (fewest, most) of SIZES."""
    counts = [draw(st.integers(fewest, most)) for fewest, most in sizes]
    pool = draw(st.lists(pick, min_size=sum(counts), max_size=sum(counts), unique=True))
    starts = [sum(counts[:i]) for i in range(len(counts) + 1)]
    return tuple(tuple(pool[a:b]) for a, b in zip(starts, starts[1:]))


def hands(fewest: int = 0, most: int = 6, pick: st.SearchStrategy[Card] = cards) -> st.SearchStrategy[Hand]:
    return piles((fewest, most), pick=pick).map(lambda p: p[0])


def games(player: tuple[int, int], dealer: tuple[int, int], deck: tuple[int, int] = (11, 16),
          discard: tuple[int, int] = (0, 4), pick: st.SearchStrategy[Card] = cards) -> st.SearchStrategy[tuple]:
    """(player, dealer, deck, discard, seed) of a game, the cards all different."""
    return st.tuples(piles(player, dealer, deck, discard, pick=pick), seeds).map(lambda x: (*x[0], x[1]))


def game_of(player: Hand, dealer: Hand, deck: Deck, discard: Hand, seed: int, say: Say,
            ask: Prompt[Move] | None = None, rules: Rules = SEED_000) -> Game[Prompt[Move]]:
    return Game(player, dealer, deck, discard, ask=ask, rules=rules, rng=random.Random(seed), say=say)


GAME_ARGS = ("player", "dealer", "deck", "discard", "seed")
ANSWERS = ("hit", "stand", "help", "quit", "", "huh", "Hit", "  stand ", "STAND", "12", "double")
TYPED = (*ANSWERS, "Help", " help", "QUIT", "hit me", "0", "7")  # near misses too
answers = st.lists(st.sampled_from(ANSWERS), min_size=1, max_size=5).map(tuple)
moves_then_stand = st.lists(st.sampled_from(("hit", "stand", "huh", "help")), max_size=4).map(lambda a: (*a, "stand"))
betting_moves_then_stand = st.lists(st.sampled_from(("hit", "stand", "double", "surrender", "huh")),
                                    max_size=4).map(lambda a: (*a, "stand"))
texts = st.text(alphabet=" abcXYZ", max_size=8)


def plain(name: str) -> Run:
    """A run that calls the function NAME with the inputs as they are."""
    return lambda f, t, *args: getattr(f, name)(*args)


def part(label: str, call: str, args: tuple[str, ...], run: Run, inputs: st.SearchStrategy[tuple] | None = None,
         examples: tuple = (), needs: tuple[str, ...] | None = None, says: bool = True, game: bool = False,
         **options: Any) -> Part:
    """A part that needs the function LABEL unless NEEDS says otherwise.

    GAME: its functions are given a game, whose ``say`` is where messages go (``say_only``).
    """
    return Part(label, needs or (label,), call, args, say_only(run) if game else run, inputs, examples, says=says,
                **options)


def game_part(label: str, call: str, run: Run, inputs: st.SearchStrategy[tuple], **options: Any) -> Part:
    return part(label, call, GAME_ARGS, run, inputs, game=True, **options)


ACE_HANDS = tuple((hand(text),) for text in ("A♠ K♦", "A♠ A♦", "A♠ A♦ 9♣", "A♠ 10♦ K♣", "A♠ 9♦ A♣ A♥"))
"""Hands where an ace counting 1 or 11 decides the answer: every hand check tries them first."""


def one_hand_under_rules(name: str, most: int = 7, **options: Any) -> Part:
    """A part calling NAME on one hand and a rule preset: the answer must follow the rules given.

    The seeds' own exercises know one rule set; following every preset is the course's extension.
    """
    inputs = st.tuples(hands(0, most, rich_cards), st.sampled_from(tuple(PRESETS.values())))
    examples = tuple((cards, preset(rules)) for (cards,) in ACE_HANDS for rules in ("classic", "bank", "aces-high"))
    return part(f"{name} under every rule preset", f"{name}(cards, rules)", ("cards", "rules"),
                lambda f, t, cards, rules: getattr(f, name)(cards, rules), inputs, examples=examples,
                needs=(name,), extension=True, **options)


def one_hand(name: str, most: int = 7, pick: st.SearchStrategy[Card] = cards, **options: Any) -> Part:
    """A part calling NAME on one hand of up to MOST cards, the ace hands first.

    A function that also asks for the rules (the course's signature, without a
    default) gets the seed's rules, ``DEFAULT_RULES``.
    """
    return part(name, f"{name}(cards)", ("cards",), lambda f, t, cards: under_seed_rules(getattr(f, name), cards),
                st.tuples(hands(0, most, pick)), examples=ACE_HANDS, **options)


def under_seed_rules(fn: Callable[..., R], *args: object) -> R:
    """FN on ARGS; with ``DEFAULT_RULES`` after them when FN needs just one more argument, the rules."""
    try:
        signature = inspect.signature(fn)
    except (TypeError, ValueError):  # no signature to read
        return fn(*args)
    if not takes_arguments(signature, args) and takes_arguments(signature, (*args, DEFAULT_RULES)):
        return fn(*args, DEFAULT_RULES)
    return fn(*args)


def takes_arguments(signature: inspect.Signature, args: tuple) -> bool:
    """Can a function of SIGNATURE be called with ARGS?"""
    try:
        signature.bind(*args)
    except TypeError:
        return False
    return True


def one_text(name: str, inputs: st.SearchStrategy[str], **options: Any) -> Part:
    """A part calling NAME on one string."""
    return part(name, f"{name}(text)", ("text",), plain(name), st.tuples(inputs), **options)


def same_cards(got: Iterable[Card], want: Iterable[Card]) -> str:
    """``"yes"`` when GOT holds WANT's cards, each as often; otherwise which cards make it no.

    >>> same_cards(hand("A♠ 7♣"), hand("7♣ A♠")), same_cards(hand("A♠ A♠"), hand("A♠ 7♣"))
    ('yes', 'no: 7♣ missing, A♠ extra')
    """
    mine, theirs = Counter(got), Counter(want)
    missing, extra = theirs - mine, mine - theirs
    if not missing and not extra:
        return "yes"
    said = [" ".join(map(str, cards.elements())) + f" {what}" for cards, what in ((missing, "missing"), (extra, "extra"))
            if cards]
    return "no: " + ", ".join(said)


def said(fn: Callable[P, R], t: Transcript, *args: P.args, **kwargs: P.kwargs) -> R:
    """FN called on ARGS with the check's ``say`` (``kit.with_say``: printing instead shows)."""
    return with_say(fn, t.say)(*args, **kwargs)


class RulesGiven(TypedDict, total=False):
    """The keyword arguments of a function that may be given the rules: ``rules=``, or none."""

    rules: Rules


def seed_rules(fn: Callable, rules: Rules) -> RulesGiven:
    """``rules=RULES`` for a FN that takes rules: the seed's part tests the seed's table only."""
    return {"rules": rules} if takes(fn, "rules") else {}


EDGE_HANDS = ((hand("10♠ 2♥ Q♦"),), (hand("10♠ A♥ Q♦"),))  # 22 and 21: a threshold one off shows


def one_hand_of_seed(name: str, rules: Rules, most: int, **options: Any) -> Part:
    """``one_hand`` for a function that may take rules: it gets the seed's."""
    plain_part = one_hand(name, most, rich_cards, **options)
    return replace(plain_part, examples=plain_part.examples + EDGE_HANDS,
                   run=lambda f, t, cards: getattr(f, name)(cards, **seed_rules(getattr(f, name), rules)))
