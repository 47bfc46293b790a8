"""What each exercise's check tries: one short spec per exercise of ``exercises.py``.

Each part calls the student's functions (and, with the same inputs, the
reference's) and returns what can be seen.  Most parts compare results
exactly; where a seed leaves a choice open (the order ``fresh_deck`` shuffles
into, how ``shuffle_fractions`` maps a number to a card, the words of a
message in 5.3) the part compares properties instead: "52 different cards",
"the dealer's hand is shown".

Conventions for the student's functions: the reference's parameters, in the
reference's order.  ``say`` is passed only to a function that has a ``say``
parameter; anything printed is caught as well, so printing is as good as
saying.
"""

from __future__ import annotations

import importlib
import inspect
import random
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import fields
from typing import Any

from hypothesis import assume
from hypothesis import strategies as st

from blackjack.core.cards import FULL_DECK, RANKS, Card, Deck, Hand, Suit, hand
from blackjack.core.hands import hand_value, is_blackjack, is_bust, pretty_print
from blackjack.core.rules import PRESETS, SEED_000, Result
from blackjack.course.api import Spec, is_reference
from blackjack.course.checking import Part
from blackjack.editions.bank import shuffle_fractions
from blackjack.editions.casino import M, format_game
from blackjack.editions.classic import Game
from blackjack.editions.prompts import (
    Move,
    Quit,
    make_prompt_move,
    make_simple_prompt,
    parse_move,
    scripted,
)
from blackjack.editions.table import (
    BETS,
    Table,
    create_new_table,
    give_card,
    initial_deal,
    set_player_bet,
    set_player_passes,
)

MODULES = (
    "blackjack.core.cards", "blackjack.core.hands", "blackjack.core.decks", "blackjack.editions.bank",
    "blackjack.editions.prompts", "blackjack.editions.classic", "blackjack.editions.betting",
    "blackjack.editions.hand_and_deck", "blackjack.editions.casino", "blackjack.editions.table",
)


# --- Reference functions -----------------------------------------------------


def prop_size_shuffle(randoms: list[float], deck: Deck) -> bool:
    """Seed 002's property: shuffling keeps the number of cards."""
    return len(shuffle_fractions(randoms, deck)) == len(deck)


def reference_function(name: str) -> Callable:
    """The package's function NAME, from the first module of ``MODULES`` that has it."""
    if name == "prop_size_shuffle":
        return prop_size_shuffle
    for module in MODULES:
        found = getattr(importlib.import_module(module), name, None)
        if callable(found):
            return found
    raise LookupError(f"no reference function {name!r}")


def reference_functions(names: tuple[str, ...]) -> dict[str, Callable]:
    return {name: reference_function(name) for name in names}


# --- Calling the student's functions ----------------------------------------


def takes(fn: Callable, parameter: str) -> bool:
    """Does FN accept a keyword argument PARAMETER?"""
    try:
        params = inspect.signature(fn).parameters.values()
    except (TypeError, ValueError):
        return False
    return any(p.name == parameter or p.kind is p.VAR_KEYWORD for p in params)


def with_say(fn: Callable, say: Callable[[str], None]) -> Callable:
    """FN with ``say=SAY`` when it takes a say, FN itself otherwise."""
    return (lambda *args, **kwargs: fn(*args, say=say, **kwargs)) if takes(fn, "say") else fn


def reader(answers: tuple[str, ...]) -> Callable[[], str]:
    """A ``read`` that gives ANSWERS in turn, then raises ``Quit`` (the end of input)."""
    queue: Iterator[str] = iter(answers)

    def read() -> str:
        answer = next(queue, None)
        if answer is None:
            raise Quit("end of input")
        return answer

    return read


def until_quit_of(call: Callable[[], Any]) -> Any:
    """CALL's value, or ``"Quit"`` when it stopped with ``Quit``."""
    try:
        return call()
    except Quit:
        return "Quit"


def outcome(call: Callable[[], Any]) -> tuple[str, Any]:
    """``("returns", value)`` or ``("raises", message)``; a stub still counts as not attempted."""
    try:
        return "returns", call()
    except NotImplementedError:
        raise
    except Exception as error:
        return "raises", str(error)


def table_of(game: Game) -> dict[str, Any]:
    """The parts of a game a check compares."""
    seen = {"player": game.player, "dealer": game.dealer, "deck": game.deck, "discard": game.discard}
    if game.doubled or game.surrendered:
        seen.update(doubled=game.doubled, surrendered=game.surrendered)
    return seen


def move_prompt(answers: tuple[str, ...], say: Callable[[str], None],
                moves: tuple[Move, ...] = (Move.HIT, Move.STAND)) -> Callable[[str], Move]:
    """The terminal's move prompt (offering MOVES) answering with ANSWERS, echoing to SAY."""
    return make_prompt_move(scripted(*answers, say=say), moves, say=say)


def betting_prompt(answers: tuple[str, ...], say: Callable[[str], None]) -> Callable[[str], Move]:
    """The move prompt of a game played for money: double and surrender too."""
    return move_prompt(answers, say, tuple(Move))


# --- Strategies ---------------------------------------------------------------

cards = st.sampled_from(FULL_DECK)
seeds = st.integers(0, 2**16)
TENS_AND_ACES = tuple(c for c in FULL_DECK if c.rank.points in (1, 10))
rich_cards = st.sampled_from(FULL_DECK + TENS_AND_ACES)  # tens and aces twice as likely: naturals and 21s


@st.composite
def piles(draw: Any, *sizes: tuple[int, int], pick: st.SearchStrategy[Card] = cards) -> tuple[tuple[Card, ...], ...]:
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


def game_of(player: Hand, dealer: Hand, deck: Deck, discard: Hand, seed: int, say: Any, ask: Any = None,
            rules: Any = SEED_000) -> Game:
    return Game(player, dealer, deck, discard, ask=ask, rules=rules, rng=random.Random(seed), say=say)


GAME_ARGS = ("player", "dealer", "deck", "discard", "seed")
ANSWERS = ("hit", "stand", "help", "quit", "", "huh", "Hit", "  stand ", "STAND", "12", "double")
answers = st.lists(st.sampled_from(ANSWERS), min_size=1, max_size=5).map(tuple)
moves_then_stand = st.lists(st.sampled_from(("hit", "stand", "huh", "help")), max_size=4).map(lambda a: (*a, "stand"))
betting_moves_then_stand = st.lists(st.sampled_from(("hit", "stand", "double", "surrender", "huh")),
                                    max_size=4).map(lambda a: (*a, "stand"))
texts = st.text(alphabet=" abcXYZ", max_size=8)


def plain(name: str) -> Callable[..., Any]:
    """A run that calls the function NAME with the inputs as they are."""
    return lambda f, t, *args: getattr(f, name)(*args)


def part(label: str, call: str, args: tuple[str, ...], run: Callable, inputs: Any = None,
         examples: tuple = (), needs: tuple[str, ...] | None = None, says: bool = True, **options: Any) -> Part:
    """A part that needs the function LABEL unless NEEDS says otherwise."""
    return Part(label, needs or (label,), call, args, run, inputs, examples, says=says, **options)


# --- 01: cards and hands (seed 002 part A, seed 004's deck) -------------------


def run_size_steps(f: Any, t: Any) -> dict[str, Any]:
    steps = f.size_steps()
    return {"a list": isinstance(steps, list), "3 steps or more": len(steps) >= 3,
            "every step is 2": all(step == 2 for step in steps)}


def run_display(f: Any, t: Any, cards: Hand) -> Any:
    """The text with suits as words (pictures are allowed too) and no final newline."""
    text = f.display(cards)
    if not isinstance(text, str):
        return text
    for suit in Suit:
        text = text.replace(f"of {suit.symbol}", f"of {suit.word}")
    return text.rstrip("\n")


# --- 02: shuffling and dealing -------------------------------------------------


def run_fresh_deck(f: Any, t: Any, seed: int) -> dict[str, Any]:
    deck = f.fresh_deck(random.Random(seed))
    again = f.fresh_deck(random.Random(seed))
    other = f.fresh_deck(random.Random(seed + 1))
    return {"a tuple": isinstance(deck, tuple), "the 52 cards, each once": Counter(deck) == Counter(FULL_DECK),
            "the same seed gives the same deck": deck == again, "another seed gives another deck": deck != other}


def run_draw(f: Any, t: Any, deck: Deck, seed: int) -> dict[str, Any]:
    top, rest = with_say(f.draw, t.say)(deck, random.Random(seed))
    if deck:
        return {"card": top, "rest": rest}
    return {"card + rest is a full deck": Counter((top, *rest)) == Counter(FULL_DECK), "cards left": len(rest)}


def run_hit_hand(f: Any, t: Any, cards: Hand, deck: Deck, seed: int) -> Any:
    return with_say(f.hit_hand, t.say)(cards, deck, random.Random(seed))


def run_deal(f: Any, t: Any, deck: Deck, seed: int) -> Any:
    return with_say(f.deal, t.say)(deck, random.Random(seed))


def run_full_deck(f: Any, t: Any) -> dict[str, Any]:
    deck = tuple(f.full_deck())
    return {"52 cards": len(deck), "every card once": Counter(deck) == Counter(FULL_DECK)}


def run_draw_card(f: Any, t: Any, deck: Deck, cards: Hand) -> Any:
    return outcome(lambda: f.draw_card(deck, cards))


def run_shuffle(f: Any, t: Any, randoms: list[float], deck: Deck) -> dict[str, Any]:
    shuffled = tuple(f.shuffle_fractions(randoms, deck))
    seen = {"same cards, each as often": Counter(shuffled) == Counter(deck)}
    if len(deck) == 52:
        seen["a full deck comes out in a new order"] = shuffled != deck
    return seen


@st.composite
def shuffle_inputs(draw: Any, fewest: int = 0) -> tuple[list[float], Deck]:
    deck = draw(hands(fewest, 10)) if draw(st.integers(0, 4)) else draw(st.permutations(FULL_DECK).map(tuple))
    numbers = st.floats(0, 1, exclude_max=True, allow_subnormal=False)
    randoms = draw(st.lists(numbers, min_size=len(deck), max_size=len(deck) + 3))
    return randoms, deck


BROKEN_SHUFFLES: dict[str, Callable[[list[float], Deck], Deck]] = {
    "a correct shuffle": shuffle_fractions,
    "a shuffle that drops a card": lambda r, d: shuffle_fractions(r, d)[1:],
    "a shuffle that repeats a card": lambda r, d: shuffle_fractions(r, d) + shuffle_fractions(r, d)[:1],
}


def run_prop_size_shuffle(f: Any, t: Any, which: str, randoms: list[float], deck: Deck) -> Any:
    """The property with the shuffle it is given (or its global ``shuffle_fractions`` replaced)."""
    prop, shuffle = f.prop_size_shuffle, BROKEN_SHUFFLES[which]
    if takes(prop, "shuffle"):
        return prop(randoms, deck, shuffle=shuffle)
    if is_reference(prop):
        return len(shuffle(randoms, deck)) == len(deck)
    namespace = getattr(inspect.unwrap(prop), "__globals__", {})
    missing = object()
    saved = namespace.get("shuffle_fractions", missing)
    namespace["shuffle_fractions"] = shuffle
    try:
        return prop(randoms, deck)
    finally:
        if saved is missing:
            namespace.pop("shuffle_fractions", None)
        else:
            namespace["shuffle_fractions"] = saved


# --- 03: the dealer -----------------------------------------------------------


def run_dealer_turn(f: Any, t: Any, player: Hand, dealer: Hand, deck: Deck, discard: Hand, seed: int) -> dict:
    status, game = f.dealer_turn(game_of(player, dealer, deck, discard, seed, t.say))
    return {"status": status, **table_of(game)}


def run_dealer_hand_turn(f: Any, t: Any, cards: Hand, deck: Deck, seed: int) -> Any:
    return with_say(f.dealer_hand_turn, t.say)(cards, deck, random.Random(seed))


# --- 04: prompts --------------------------------------------------------------


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


# --- 05: the player -----------------------------------------------------------


def run_hit_player(f: Any, t: Any, player: Hand, dealer: Hand, deck: Deck, discard: Hand, seed: int) -> dict:
    return table_of(f.hit_player(game_of(player, dealer, deck, discard, seed, t.say)))


def run_player_move(f: Any, t: Any, move: Move, player: Hand, dealer: Hand, deck: Deck, discard: Hand,
                    seed: int) -> Any:
    after = f.player_move(move, game_of(player, dealer, deck, discard, seed, t.say))
    return None if after is None else table_of(after)


def run_player_turn(f: Any, t: Any, script: tuple[str, ...], player: Hand, dealer: Hand, deck: Deck,
                    discard: Hand, seed: int) -> Any:
    game = game_of(player, dealer, deck, discard, seed, t.say, ask=betting_prompt(script, t.say))
    turn = until_quit_of(lambda: f.player_turn(game))
    return turn if turn == "Quit" else {"status": turn[0], **table_of(turn[1])}


def run_player_hand_move(f: Any, t: Any, move: Move, script: tuple[str, ...], cards: Hand, deck: Deck,
                         seed: int) -> Any:
    call = with_say(f.player_hand_move, t.say)
    return until_quit_of(lambda: call(cards, deck, move, move_prompt(script, t.say), random.Random(seed)))


def run_player_hand_turn(f: Any, t: Any, script: tuple[str, ...], cards: Hand, deck: Deck, seed: int) -> Any:
    call = with_say(f.player_hand_turn, t.say)
    return until_quit_of(lambda: call(cards, deck, move_prompt(script, t.say), random.Random(seed)))


# --- 06: a round --------------------------------------------------------------


def run_deal_hands(f: Any, t: Any, player: Hand, dealer: Hand, deck: Deck, discard: Hand, seed: int) -> dict:
    before = game_of(player, dealer, deck, discard, seed, t.say)
    after = f.deal_hands(before)
    dealt = after.player + after.dealer
    return {"player's cards": len(after.player), "dealer's cards": len(after.dealer),
            "dealt from the top of the deck": Counter(dealt) == Counter(deck[:4]), "deck": after.deck,
            "no card lost or added": Counter(after.cards()) == Counter(before.cards())}


def run_compare_hands(f: Any, t: Any, player: Hand, dealer: Hand, rules: str) -> Any:
    return f.compare_hands(Game(player, dealer, rules=PRESETS[rules], say=t.say))


def neither_natural(player: Hand, dealer: Hand) -> bool:
    return not (is_blackjack(player) or is_blackjack(dealer))


def plain_comparison(player: Hand, dealer: Hand) -> bool:
    """Inputs where seed 000's 5.2 and the bonuses agree: not both bust, no natural against another 21."""
    both_bust = is_bust(player) and is_bust(dealer)
    natural_21 = hand_value(player) == hand_value(dealer) == 21 and is_blackjack(player) != is_blackjack(dealer)
    return not (both_bust or natural_21)


def run_round(f: Any, t: Any, script: tuple[str, ...], player: Hand, dealer: Hand, deck: Deck, discard: Hand,
              seed: int) -> dict:
    game = game_of(player, dealer, deck, discard, seed, t.say, ask=betting_prompt(script, t.say))
    result, after = f.play_round(game)
    return {"result": result, **table_of(after)}


def run_play_round(f: Any, t: Any, *args: Any) -> dict:
    """5.3: the result and the cards; the dealer's final hand must be shown, in any words."""
    seen = run_round(f, t, *args)
    shown = pretty_print(seen["dealer"])
    return {**seen, "the dealer's final hand is shown": any(shown in line for line in t.lines)}


@st.composite
def round_inputs(draw: Any, player_busts: bool) -> tuple:
    """A dealt round without naturals: hits then a stand (or hits until PLAYER_BUSTS)."""
    player, dealer, deck, discard, seed = draw(games((2, 2), (2, 2), (12, 16)).filter(lambda g: neither_natural(*g[:2])))
    opening = () if player_busts else draw(st.sampled_from(((), (), ("double",), ("surrender",))))
    hits = len(opening) if opening != ("surrender",) else 0
    while not opening and hits < 6 and not is_bust(deck[:hits][::-1] + player) and (player_busts or draw(st.booleans())):
        hits += 1
    busted = is_bust(deck[:hits][::-1] + player)
    assume(busted == player_busts)
    script = opening or ("hit",) * hits + (() if busted else ("stand",))
    return (script, player, dealer, deck, discard, seed)


def run_blackjack_check(f: Any, t: Any, player: Hand, dealer: Hand) -> Any:
    return f.blackjack_check(Game(player, dealer, say=t.say))


def run_bust_check(f: Any, t: Any, who: str, win: str, cards: Hand) -> Any:
    return with_say(f.bust_check, t.say)(who, win, cards)


def run_hand_game_loop(f: Any, t: Any, script: tuple[str, ...], seed: int) -> Any:
    read = reader(script)
    ask = make_prompt_move(make_simple_prompt(read, t.say), say=t.say)
    ready = make_simple_prompt(read, t.say)
    deck = random.Random(seed).sample(FULL_DECK, 52)
    call = with_say(f.hand_game_loop, t.say)
    until_quit_of(lambda: call(tuple(deck), ask, ready, random.Random(seed)))
    return "played until the input ended"


def run_main(f: Any, t: Any, script: tuple[str, ...], seed: int) -> Any:
    until_quit_of(lambda: f.main(read=reader(script), say=t.say, rng=random.Random(seed)))
    return "played until the input ended"


loop_scripts = st.lists(st.sampled_from(("", "hit", "stand", "help", "huh")), min_size=1, max_size=8).map(tuple)


# --- 07: betting ----------------------------------------------------------------

BET_ANSWERS = ("10", " 25 ", "123abc", "-5", "", "0", "1e9", "100", "101", "7", "abc", "3.5", "99999999999999")
bet_answers = st.one_of(st.sampled_from(BET_ANSWERS), st.integers(-5, 300).map(str))


def run_surrender(f: Any, t: Any, bet: int, result: Result) -> Any:
    return f.settle(bet, result, surrendered=True)


def run_ask_bet(f: Any, t: Any, script: tuple[str, ...], wallet: int) -> Any:
    return until_quit_of(lambda: with_say(f.ask_bet, t.say)(scripted(*script, say=t.say), wallet))


# --- 08: seed 003's table ---------------------------------------------------------


def run_simulate_table(f: Any, t: Any, seed: int, players: int, money: int, bet: int, rounds: int) -> Any:
    result = f.simulate_table(seed, players, money, bet, rounds)
    return {"game": format_game(result), "history": result.history}


# --- 09: seed 004's table -----------------------------------------------------------


def run_initial_deal(f: Any, t: Any, n: int, seed: int) -> Any:
    deck = tuple(random.Random(seed).sample(FULL_DECK, 52))
    return f.initial_deal(deck, create_new_table(n), n)


def table_fields(result: Any) -> Any:
    """A table as its fields, so a counterexample shows only the fields that differ."""
    return {f.name: getattr(result, f.name) for f in fields(Table)} if isinstance(result, Table) else result


def run_score_hands(f: Any, t: Any, table: Table) -> Any:
    return table_fields(f.score_hands(table))


def run_set_player_passes(f: Any, t: Any, table: Table) -> Any:
    return table_fields(f.set_player_passes(table))


@st.composite
def dealt_tables(draw: Any, passed: bool) -> Any:
    """A seed 004 table after the first deal (and, if PASSED, after everyone played)."""
    n = draw(st.integers(1, 4))
    deck = tuple(draw(st.permutations(FULL_DECK)))
    table = set_player_bet(draw(st.sampled_from(BETS)), initial_deal(deck, create_new_table(n), n))
    for _ in range(draw(st.integers(0, 3))):
        table = give_card(table, 0)
    return (set_player_passes(table) if passed else table,)


# --- The specs ------------------------------------------------------------------

def game_part(label: str, call: str, run: Callable, inputs: Any, **options: Any) -> Part:
    return part(label, call, GAME_ARGS, run, inputs, **options)


ACE_HANDS = tuple((hand(text),) for text in ("A♠ K♦", "A♠ A♦", "A♠ A♦ 9♣", "A♠ 10♦ K♣", "A♠ 9♦ A♣ A♥"))
"""Hands where an ace counting 1 or 11 decides the answer: every hand check tries them first."""


def one_hand_under_rules(name: str, most: int = 7) -> Part:
    """A part calling NAME on one hand and a rule preset: the answer must follow the rules given."""
    inputs = st.tuples(hands(0, most, rich_cards), st.sampled_from(tuple(PRESETS)))
    examples = tuple((cards, rules) for (cards,) in ACE_HANDS for rules in ("classic", "bank", "aces-high"))
    return part(name, f"{name}(cards, PRESETS[rules])", ("cards", "rules"),
                lambda f, t, cards, rules: getattr(f, name)(cards, PRESETS[rules]), inputs, examples=examples)


def one_hand(name: str, most: int = 7, pick: st.SearchStrategy[Card] = cards) -> Part:
    """A part calling NAME on one hand of up to MOST cards, the ace hands first."""
    return part(name, f"{name}(cards)", ("cards",), plain(name), st.tuples(hands(0, most, pick)), examples=ACE_HANDS)


def _specs() -> dict[str, Spec]:
    return {
        "002:A1": Spec((part("size_steps", "size_steps()", (), run_size_steps, examples=((),)),)),
        "002:A2": Spec((part("display", "display(cards)", ("cards",), run_display, st.tuples(hands(0, 5)),
                             examples=((hand("2♥ J♠"),),)),)),
        "002:A3": Spec((one_hand("value", 7, rich_cards),)),
        "002:A4": Spec((one_hand("game_over", 7, rich_cards),
                        part("winner", "winner(guest, bank)", ("guest", "bank"), plain("winner"),
                             piles((0, 5), (0, 5), pick=rich_cards))), uses=("value", "game_over")),
        "004:deck": Spec((part("ordered_card_deck", "ordered_card_deck()", (), plain("ordered_card_deck"),
                               examples=((),)),)),
        "1.1": Spec((part("fresh_deck", "fresh_deck(random.Random(seed))", ("seed",), run_fresh_deck,
                          st.tuples(seeds), max_examples=10),
                     part("draw", "draw(deck, random.Random(seed))", ("deck", "seed"), run_draw,
                          st.tuples(hands(0, 6), seeds), examples=(((), 0), (hand("K♦ 2♣"), 0)))),
                    uses=("fresh_deck", "shuffle")),
        "1.2": Spec((part("hit_hand", "hit_hand(cards, deck, random.Random(seed))", ("cards", "deck", "seed"),
                          run_hit_hand, st.tuples(piles((0, 4), (1, 6)), seeds).map(lambda x: (*x[0], x[1]))),
                     part("deal", "deal(deck, random.Random(seed))", ("deck", "seed"), run_deal,
                          st.tuples(hands(2, 8), seeds), examples=((hand("Q♦ 2♣ 7♥"), 0),))),
                    uses=("draw", "hit_hand", "fresh_deck")),
        "1.3": Spec((one_hand_under_rules("pretty_print", 6),)),
        "002:B1": Spec((part("full_deck", "full_deck()", (), run_full_deck, examples=((),)),)),
        "002:B2": Spec((part("draw_card", "draw_card(deck, cards)", ("deck", "cards"), run_draw_card,
                             piles((0, 5), (0, 4)), examples=(((), ()),)),)),
        "002:B3": Spec((part("play_bank", "play_bank(deck)", ("deck",), plain("play_bank"),
                             st.tuples(hands(11, 16, rich_cards))),), uses=("draw_card", "value")),
        "002:B4": Spec((part("shuffle_fractions", "shuffle_fractions(randoms, deck)", ("randoms", "deck"),
                             run_shuffle, shuffle_inputs(),
                             examples=(([0.5] * 52, FULL_DECK), ([0.0] * 52, FULL_DECK))),)),
        "002:B5": Spec((part("prop_size_shuffle", "prop_size_shuffle(randoms, deck) with {shuffle}",
                             ("shuffle", "randoms", "deck"), run_prop_size_shuffle,
                             st.tuples(st.sampled_from(tuple(BROKEN_SHUFFLES))).flatmap(
                                 lambda w: shuffle_inputs(1).map(lambda x: (w[0], *x))),
                             examples=tuple((w, [0.3, 0.6], hand("A♠ K♦")) for w in BROKEN_SHUFFLES)),)),
        "2.1": Spec((one_hand_under_rules("check_hand", 7),)),
        "2.2": Spec((game_part("dealer_turn", "dealer_turn(Game(player, dealer, deck, discard, rng=Random(seed)))",
                               run_dealer_turn, games((0, 3), (2, 3))),), uses=("check_hand", "hit_dealer")),
        "001:3.2": Spec((part("dealer_hand_turn", "dealer_hand_turn(cards, deck, random.Random(seed))",
                              ("cards", "deck", "seed"), run_dealer_hand_turn,
                              st.tuples(piles((0, 3), (11, 14)), seeds).map(lambda x: (*x[0], x[1]))),),
                        uses=("hit_hand", "draw")),
        "3.1": Spec((part("help_advice", 'help_advice(scripted(*answers), advice)("Your move?")', ("answers",),
                          run_help_advice, st.tuples(answers), examples=((("help", "help", "hit"),),)),)),
        "3.2": Spec((part("retry_prompt", 'retry_prompt(asking parse_move with answers)("Your move?")',
                          ("answers",), run_retry_prompt, st.tuples(answers),
                          examples=((("huh", "hit"),),)),)),
        "3.3": Spec((part("change_answer_by", 'change_answer_by(scripted(*answers), change)("Your move?")',
                          ("change", "answers"), run_change_answer_by,
                          st.tuples(st.sampled_from(tuple(CHANGES)), answers)),)),
        "3.4": Spec((one_text("make_all_lowercase", st.text(alphabet="aBcDeF XYZ!?-'0é", max_size=12)),)),
        "3.5": Spec((one_text("trim_leading_spaces", texts), one_text("seek_non_space", texts),
                     one_text("trim_trailing_spaces", texts)), uses=("trim_leading_spaces", "seek_non_space")),
        "3.6": Spec((part("sanitize_answer", 'sanitize_answer(scripted(*answers))("Your move?")', ("answers",),
                          run_sanitize_answer, st.tuples(answers)),),
                    uses=("make_all_lowercase", "trim_leading_spaces", "trim_trailing_spaces", "change_answer_by")),
        "001:2.1": Spec((part("prompt", 'prompt(query, help, parse_move, act, read=answers, say)',
                              ("answers",), run_prompt, st.tuples(answers),
                              examples=((("huh", "help", "hit"),), (("quit",),))),)),
        "4.1": Spec((one_text("parse_move", st.one_of(st.sampled_from(ANSWERS), texts)),)),
        "4.2": Spec((game_part("hit_player", "hit_player(game)", run_hit_player, games((0, 4), (0, 2))),
                     part("player_move", "player_move(move, game)", ("move", *GAME_ARGS), run_player_move,
                          st.tuples(st.sampled_from(tuple(Move)), games((0, 4), (0, 2))).map(
                              lambda x: (x[0], *x[1])))), uses=("hit_player",)),
        "4.3": Spec((part("player_turn", "player_turn(game with answers)", ("answers", *GAME_ARGS), run_player_turn,
                          st.tuples(betting_moves_then_stand, games((2, 2), (1, 2))).map(lambda x: (x[0], *x[1]))),),
                    uses=("check_hand", "hit_player", "player_move", "parse_move")),
        "001:3.1": Spec((
            part("player_hand_move", "player_hand_move(cards, deck, move, ask with answers, random.Random(seed))",
                 ("move", "answers", "cards", "deck", "seed"), run_player_hand_move,
                 st.tuples(st.sampled_from((Move.HIT, Move.STAND)), moves_then_stand, piles((2, 2), (11, 14)),
                           seeds).map(lambda x: (x[0], x[1], *x[2], x[3])), needs=("player_hand_move", "player_hand_turn")),
            part("player_hand_turn", "player_hand_turn(cards, deck, ask with answers, random.Random(seed))",
                 ("answers", "cards", "deck", "seed"), run_player_hand_turn,
                 st.tuples(moves_then_stand, piles((2, 2), (11, 14)), seeds).map(lambda x: (x[0], *x[1], x[2])),
                 needs=("player_hand_move", "player_hand_turn"))), uses=("hit_hand", "draw", "parse_move")),
        "5.1": Spec((game_part("deal_hands", "deal_hands(game)", run_deal_hands, games((0, 3), (0, 3), (4, 10))),),
                    uses=("hit_player", "hit_dealer")),
        "5.2": Spec((part("compare_hands", "compare_hands(Game(player, dealer, rules=PRESETS[rules]))",
                          ("player", "dealer", "rules"), run_compare_hands,
                          st.tuples(piles((2, 4), (2, 4), pick=rich_cards), st.sampled_from(tuple(PRESETS))).map(
                              lambda x: (*x[0], x[1]))),), uses=("check_hand",)),
        "5.3": Spec((part("play_round", "play_round(game with answers)", ("answers", *GAME_ARGS), run_play_round,
                          round_inputs(False), says=False),), uses=ROUND_USES),
        "5.4": Spec((part("play_round", "play_round(game with answers)", ("answers", *GAME_ARGS), run_round,
                          st.one_of(round_inputs(True), round_inputs(False))),), uses=ROUND_USES),
        "5.5": Spec((part("is_blackjack", "is_blackjack(cards)", ("cards",), plain("is_blackjack"),
                          st.tuples(hands(0, 4, rich_cards))),
                     part("blackjack_check", "blackjack_check(Game(player, dealer))", ("player", "dealer"),
                          run_blackjack_check, piles((2, 2), (2, 2), pick=rich_cards))), uses=("is_blackjack",)),
        "001:4.1": Spec((
            part("bust_check", "bust_check(who, win, cards)", ("who", "win", "cards"), run_bust_check,
                 st.tuples(st.sampled_from(("You", "The dealer")), st.sampled_from(("The house wins.", "You win!")),
                           hands(2, 5, rich_cards))),
            part("compare_two_hands", "compare_two_hands(player, dealer)", ("player", "dealer"), plain("compare_two_hands"),
                 piles((2, 4), (2, 4), pick=rich_cards).filter(lambda p: plain_comparison(*p) and not any(map(is_bust, p)))),
            part("hand_game_loop", "hand_game_loop(deck, ask, ready, rng) with answers", ("answers", "seed"),
                 run_hand_game_loop, st.tuples(loop_scripts, seeds), max_examples=30)),
            uses=("player_hand_turn", "player_hand_move", "dealer_hand_turn", "deal", "hit_hand", "draw", "parse_move",
                  "pretty_print")),
        "001:4.2": Spec((part("compare_two_hands", "compare_two_hands(player, dealer)", ("player", "dealer"),
                              plain("compare_two_hands"), piles((2, 4), (2, 4), pick=rich_cards).filter(
                                  lambda p: not any(map(is_bust, p))),
                              examples=((hand("A♥ K♣"), hand("9♣ J♥ 2♦")), (hand("9♣ J♥ 2♦"), hand("A♥ K♣")))),)),
        "001:4.3": Spec((part("main", "main(read=answers, say, rng=random.Random(seed))", ("answers", "seed"), run_main,
                              st.tuples(loop_scripts, seeds), max_examples=30,
                              examples=((("", "stand", "quit"), 1),)),),
                        uses=("hand_game_loop", "bust_check", "compare_two_hands", "player_hand_turn",
                              "player_hand_move", "dealer_hand_turn", "deal", "hit_hand", "draw", "fresh_deck")),
        "6.1": Spec((part("parse_bet", "parse_bet(answer, wallet)", ("answer", "wallet"), plain("parse_bet"),
                          st.tuples(bet_answers, st.integers(0, 200))),
                     part("settle", "settle(bet, result)", ("bet", "result"), plain("settle"),
                          st.tuples(st.integers(1, 500), st.sampled_from(tuple(Result)))))),
        "6.2": Spec((part("settle", "settle(bet, result, surrendered=True)", ("bet", "result"), run_surrender,
                          st.tuples(st.integers(1, 500), st.sampled_from(tuple(Result)))),)),
        "6.3": Spec((part("ask_bet", "ask_bet(scripted(*answers), wallet)", ("answers", "wallet"), run_ask_bet,
                          st.tuples(st.lists(bet_answers, min_size=1, max_size=4).map(tuple), st.integers(1, 200))),),
                    uses=("parse_bet",)),
        "003:1": Spec((part("lcg", "lcg(x)", ("x",), plain("lcg"), st.tuples(st.integers(0, M - 1)),
                            examples=((0,), (1,))),
                       part("swap_shuffle", "swap_shuffle(deck, state)", ("deck", "state"),
                            plain("swap_shuffle"),
                            st.tuples(hands(0, 10), st.integers(0, M - 1)), examples=((FULL_DECK, 42),))),
                      uses=("lcg",)),
        "003:2": Spec((one_hand("soft_value", 6, rich_cards),
                       part("strategy", "strategy(total, can_afford_double)", ("total", "can_afford_double"),
                            plain("strategy"), st.tuples(st.integers(2, 21), st.booleans())))),
        "003:3": Spec((part("settle_hand", "settle_hand(bet, player, dealer)", ("bet", "player", "dealer"),
                            plain("settle_hand"),
                            st.tuples(st.integers(1, 50), piles((2, 4), (2, 4), pick=rich_cards)).map(
                                lambda x: (x[0], *x[1]))),), uses=("soft_value",)),
        "003:4": Spec((part("simulate_table", "simulate_table(seed, players, money, bet, rounds)",
                            ("seed", "players", "money", "bet", "rounds"), run_simulate_table,
                            st.tuples(st.integers(0, M - 1), st.integers(0, 4), st.integers(0, 100),
                                      st.integers(1, 20), st.integers(0, 6)),
                            examples=((42, 3, 100, 10, 5),), max_examples=30),),
                      uses=("lcg", "swap_shuffle", "soft_value", "strategy", "settle_hand")),
        "003:split": Spec((part("should_split", "should_split(pair_rank, dealer_up)", ("pair_rank", "dealer_up"),
                                plain("should_split"),
                                examples=tuple((p, u) for p in RANKS for u in RANKS)),)),
        "003:hilo": Spec((part("hilo_count", "hilo_count(count, card)", ("count", "card"),
                               plain("hilo_count"),
                               examples=tuple((0, c) for c in FULL_DECK[:13]),
                               inputs=st.tuples(st.integers(-20, 20), cards)),)),
        "004:1": Spec((part("create_new_table", "create_new_table(n)", ("n",), plain("create_new_table"),
                            examples=((1,), (2,), (3,), (4,))),
                       part("initial_deal", "initial_deal(deck shuffled by seed, create_new_table(n), n)",
                            ("n", "seed"), run_initial_deal, st.tuples(st.integers(1, 4), seeds),
                            examples=((2, 0),)))),
        "004:2": Spec((part("score_hands", "score_hands(table)", ("table",), run_score_hands,
                            dealt_tables(passed=True)),)),
        "004:3": Spec((part("set_player_passes", "set_player_passes(table)", ("table",),
                            run_set_player_passes, dealt_tables(passed=False)),)),
    }


ROUND_USES = ("player_turn", "dealer_turn", "compare_hands", "check_hand", "hit_player", "player_move", "parse_move",
              "blackjack_check", "is_blackjack")


def one_text(name: str, inputs: st.SearchStrategy[str]) -> Part:
    """A part calling NAME on one string."""
    return part(name, f"{name}(text)", ("text",), plain(name), st.tuples(inputs))


SPECS: dict[str, Spec] = _specs()
