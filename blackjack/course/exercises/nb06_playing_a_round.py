"""Notebook 06_playing_a_round: its exercises, one record each.

The seeds' exercises are the seed parts; what the course adds (the discard
pile, double and surrender, every rule preset, naturals, rounds) is in the
parts marked ``extension``.  Where the seeds leave the words of a message
free, the check accepts any words (``shown_any_way``).  Messages go through the
game's ``say`` (``kit.say_only``), except in the seed parts of 5.3 and 5.4, whose
texts ask to "print" them: there a ``print`` counts as said.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from hypothesis import assume
from hypothesis import strategies as st

from blackjack.core import hands as core_hands
from blackjack.core.cards import FULL_DECK, Deck, Hand, hand
from blackjack.core.hands import hand_value, is_blackjack, is_bust, pretty_print
from blackjack.core.rules import CLASSIC_NATURALS, CLASSIC_RULES, PRESETS, Result, Rules
from blackjack.course.engine.checking import Observation, Part, Run
from blackjack.course.engine.safety import Transcript
from blackjack.course.exercises.functions import Functions
from blackjack.course.exercises.kit import (
    GAME_ARGS,
    betting_prompt,
    game_of,
    game_part,
    games,
    hands,
    part,
    piles,
    plain,
    reader,
    rich_cards,
    same_cards,
    seeds,
    table_of,
    QUIT,
    until_quit_of,
    with_say,
)
from blackjack.course.exercises.records import Exercise
from blackjack.editions import classic, hand_and_deck
from blackjack.editions.classic import Game
from blackjack.editions.prompts import Move, Prompt, Quit, make_prompt_move, make_simple_prompt

NOTEBOOK = '06_playing_a_round'
EVERY_PRESET = st.sampled_from(tuple(PRESETS.values()))
ANY_WORDS = "(a message showing {}, in any words)"


def shown_any_way(lines: list[str], shown: dict[str, str], fixed: tuple[str, ...] = ()) -> list[str]:
    """LINES with each line that shows one of the SHOWN hands (name -> printed hand) put in any words.

    Lines starting with one of FIXED keep their words (the transcripts' bust messages).
    """
    def one(line: str) -> str:
        if line.startswith(fixed):
            return line
        return next((ANY_WORDS.format(name) for name, text in shown.items() if text in line), line)

    return [one(line) for line in lines]


# --- 5.1 ---------------------------------------------------------------------------


def run_deal_hands(f: Functions, t: Transcript, player: Hand, dealer: Hand, deck: Deck, discard: Hand,
                   seed: int) -> Observation:
    """Seed 000's 5.1: two cards each from the top of the deck, in any order; the rest of the deck stays."""
    after = f.deal_hands(game_of(player, dealer, deck, discard, seed, t.say))
    return {"player's cards": len(after.player), "dealer's cards": len(after.dealer),
            "dealt from the top of the deck": same_cards((*after.player, *after.dealer), deck[:4]),
            "deck": after.deck}


def run_deal_table(f: Functions, t: Transcript, player: Hand, dealer: Hand, deck: Deck, discard: Hand, seed: int,
                   doubled: bool, surrendered: bool) -> Observation:
    """The course's table: last round's cards to the discard pile, marks reset, dealer first, reshuffles."""
    before = replace(game_of(player, dealer, deck, discard, seed, t.say), doubled=doubled, surrendered=surrendered)
    after = f.deal_hands(before)
    return {**table_of(after), "doubled": after.doubled, "surrendered": after.surrendered}


deal_inputs = games((0, 3), (0, 3), (4, 10))
table_inputs = st.tuples(games((0, 3), (0, 3), (0, 10)), st.booleans(), st.booleans()).map(lambda x: (*x[0], *x[1:]))


# --- 5.2 ---------------------------------------------------------------------------


def run_compare_hands(f: Functions, t: Transcript, player: Hand, dealer: Hand) -> Result | str:
    """Seed 000's 5.2 under its rules: a double bust is a tie in its text, the house's in other readings."""
    result = f.compare_hands(Game(player, dealer, rules=CLASSIC_RULES, say=t.say))
    both_bust = is_bust(player) and is_bust(dealer)
    return "Tie (or Lose: either reading of a double bust)" if both_bust and result in (Result.TIE, Result.LOSE) else result


def run_compare_under(f: Functions, t: Transcript, player: Hand, dealer: Hand, rules: Rules) -> Result:
    return f.compare_hands(Game(player, dealer, rules=rules, say=t.say))


DUELS = tuple((hand(p), hand(d)) for p, d in (("10♣ Q♥", "J♣ 2♠ 7♥"), ("A♥ K♣", "9♣ J♥ 2♦"), ("9♠ 9♦", "10♠ 8♣"),
                                             ("Q♠ 3♦ 9♣", "K♦ 5♣ 8♥"), ("K♥ 6♣ 6♦", "J♥ 7♣"), ("A♠ A♦ 9♣", "K♣ 9♥"),
                                             ("J♠ 5♠", "Q♦ 4♦ 8♠"), ("10♠ 7♦", "A♠ A♦ 9♣ 5♥"), ("10♠ 5♦", "A♠ A♦ 9♣")))
DUEL_RULES = ("classic", "classic-naturals", "bank", "aces-high")


# --- 5.3, 5.4 ----------------------------------------------------------------------


def neither_natural(player: Hand, dealer: Hand) -> bool:
    return not (is_blackjack(player) or is_blackjack(dealer))


def plain_comparison(player: Hand, dealer: Hand) -> bool:
    """Inputs where seed 001's 4.1 and bonus 4.2 agree: no natural against another 21."""
    return not (hand_value(player) == hand_value(dealer) == 21 and is_blackjack(player) != is_blackjack(dealer))


@st.composite
def round_inputs(draw: st.DrawFn, openings: tuple[tuple[str, ...], ...] = ((),), busts: tuple[bool, ...] = (False,),
                 rules: st.SearchStrategy[Rules] = st.just(CLASSIC_RULES), naturals: bool = False) -> tuple:
    """A dealt round, its answers and its rules: an opening (double, surrender), or hits then a stand.

    The hands are naturals only when NATURALS is true; the player's two cards are never bust already (two aces
    under aces-high), where the answers would run out before the game stops asking.
    """
    table = draw(rules)
    player, dealer, deck, discard, seed = draw(games((2, 2), (2, 2), (12, 16), pick=rich_cards))
    assume(naturals or neither_natural(player, dealer))
    assume(not is_bust(player, table))  # two aces under aces-high: asked for a move or not, either reading holds
    opening = draw(st.sampled_from(openings))
    if opening:
        return (opening, player, dealer, deck, discard, seed, table)
    player_busts, hits = draw(st.sampled_from(busts)), 0
    while hits < 6 and not is_bust(deck[:hits][::-1] + player, table) and (player_busts or draw(st.booleans())):
        hits += 1
    busted = is_bust(deck[:hits][::-1] + player, table)
    assume(busted == player_busts)
    return (("hit",) * hits + (() if busted else ("stand",)), player, dealer, deck, discard, seed, table)


def seed_rounds(busts: tuple[bool, ...]) -> st.SearchStrategy[tuple]:
    """Rounds of seed 000's game: hits and stands, its rules (no rules shown)."""
    return round_inputs(busts=busts).map(lambda x: x[:-1])


def play_seen(f: Functions, t: Transcript, script: tuple[str, ...], player: Hand, dealer: Hand, deck: Deck,
              discard: Hand, seed: int, rules: Rules = CLASSIC_RULES) -> tuple[Observation, Game[Prompt[Move]]]:
    """Play the round; the result, the table at the end, and the game."""
    game = game_of(player, dealer, deck, discard, seed, t.say, ask=betting_prompt(script, t.say), rules=rules)
    result, after = f.play_round(game)
    return {"result": result, **table_of(after)}, after


def run_play_round(f: Functions, t: Transcript, script: tuple[str, ...], player: Hand, dealer: Hand, deck: Deck,
                   discard: Hand, seed: int) -> Observation:
    """Seed 000's 5.3: the result and the cards; the dealer's final hand shown, in any words."""
    seen, after = play_seen(f, t, script, player, dealer, deck, discard, seed)
    shown = pretty_print(after.dealer, after.rules)
    return {**seen, "the dealer's final hand is shown": any(shown in line for line in t.lines)}


def run_round_said(f: Functions, t: Transcript, script: tuple[str, ...], player: Hand, dealer: Hand, deck: Deck,
                   discard: Hand, seed: int, rules: Rules = CLASSIC_RULES) -> Observation:
    """The round, and what was said: the busts in the transcripts' words, any other hand shown in any words."""
    seen, after = play_seen(f, t, script, player, dealer, deck, discard, seed, rules)
    hands_shown = {"the dealer's hand": pretty_print(after.dealer, after.rules),
                   "your hand": pretty_print(after.player, after.rules)}
    fixed = (after.rules.wording.player_bust.split("{")[0], after.rules.wording.dealer_bust.split("{")[0])
    return {**seen, "says": shown_any_way(t.lines, hands_shown, fixed)}


PRESET_ROUNDS = tuple(
    (script, hand(player), hand(dealer), hand(deck), (), 1, PRESETS[rules]) for script, player, dealer, deck, rules in (
        (("hit",), "10♠ 6♦", "9♣ 7♥", "K♣ 5♥ 8♦ 2♠", "aces-high"),  # a bust does not end seed 004's round
        (("stand",), "A♠ K♦", "9♣ 7♥", "5♥ 8♦ 2♠", "classic"),  # no naturals bonus in seed 000's base game
        (("stand",), "A♠ K♦", "9♣ 7♥", "5♥ 8♦ 2♠", "classic-naturals"),
        (("stand",), "9♠ 8♦", "A♣ J♥", "5♥ 8♦ 2♠", "hand-and-deck"),
        (("stand",), "9♠ 7♦", "9♣ 7♥", "Q♥ 8♦ 2♠", "bank"),
        (("hit",), "A♠ 5♦", "9♣ 8♥", "K♣ 5♥ 8♦", "aces-high"),  # hands shown with the rules' totals
        (("stand",), "10♠ 7♦", "A♦ A♥", "5♥ 8♦ 2♠", "aces-high"),
        (("double",), "A♠ 2♦", "9♣ 8♥", "A♣ 5♥ 8♦", "aces-high"),
    ))
"""Rounds where the rules decide: a bust under aces-high, naturals with and without the bonus, the bank at 16."""

ROUND_ARGS = ("answers", *GAME_ARGS)
ROUND_CALL = "play_round(game with answers)"
ROUND_EXTENSIONS = (
    part("play_round, double and surrender", ROUND_CALL, (*ROUND_ARGS, "rules"), run_round_said,
         round_inputs((("double",), ("surrender",)), (False, True)), needs=("play_round",), says=False,
         max_examples=25, points=5, extension=True, game=True),
    part("play_round under every rule preset", ROUND_CALL, (*ROUND_ARGS, "rules"), run_round_said,
         round_inputs(busts=(False, True), rules=EVERY_PRESET, naturals=True), needs=("play_round",), says=False,
         examples=PRESET_ROUNDS, max_examples=25, points=5, extension=True, game=True),
)


# --- 5.5 ---------------------------------------------------------------------------


def run_blackjack_check(f: Functions, t: Transcript, player: Hand, dealer: Hand) -> Result | None:
    """Bonus 5.5 on a table whose rules count naturals (``classic-naturals``)."""
    return f.blackjack_check(Game(player, dealer, rules=CLASSIC_NATURALS, say=t.say))


NATURAL_PAIRS = tuple((hand(p), hand(d)) for p, d in (("A♠ J♠", "A♦ K♣"), ("A♥ K♣", "9♣ 2♦"), ("10♦ 9♣", "Q♥ A♣"),
                                                      ("A♠ A♦", "5♥ 6♥")))


# --- 001:4.1, 4.2, 4.3 -------------------------------------------------------------


def run_bust_check(f: Functions, t: Transcript, who: str, win: str, cards: Hand) -> bool:
    return with_say(f.bust_check, t.say)(who, win, cards)


def run_bust_check_under(f: Functions, t: Transcript, who: str, win: str, cards: Hand, rules: Rules) -> bool:
    return with_say(f.bust_check, t.say)(who, win, cards, rules)


def run_hand_game_loop(f: Functions, t: Transcript, script: tuple[str, ...], seed: int,
                       **rounds: int) -> object:
    """The loop on a deck shuffled by SEED, answering SCRIPT: until the input ends, or for ROUNDS rounds
    (``rounds=n``), when it returns the deck that is left."""
    read = reader(script)
    ask = make_prompt_move(make_simple_prompt(read, t.say), say=t.say)
    ready = make_simple_prompt(read, t.say)
    deck = random.Random(seed).sample(FULL_DECK, 52)
    call = with_say(f.hand_game_loop, t.say)
    left = until_quit_of(lambda: call(tuple(deck), ask, ready, random.Random(seed), **rounds))
    return "played until the input ended" if left == "Quit" or not rounds else left


def run_hand_game_rounds(f: Functions, t: Transcript, script: tuple[str, ...], seed: int, rounds: int) -> object:
    """The course's loop: ROUNDS rounds, then the deck that is left."""
    return run_hand_game_loop(f, t, script, seed, rounds=rounds)


class Keyboard:
    """A ``read`` typing SCRIPT, then ``Quit``; it knows whether the player quit."""

    def __init__(self, script: tuple[str, ...]) -> None:
        self.read, self.quit = reader(script), False

    def __call__(self) -> str:
        try:
            answer = self.read()
        except Quit:
            self.quit = True
            raise
        self.quit = self.quit or answer.strip() == "quit"
        return answer


def run_main(f: Functions, t: Transcript, script: tuple[str, ...], seed: int, **options: Any) -> Observation:
    """Seed 001's 4.3: a welcome in any words, the game, then any farewell (or none) when the player quits."""
    keyboard = Keyboard(script)
    ended = until_quit_of(lambda: with_say(f.main, t.say)(read=keyboard, rng=random.Random(seed), **options))
    lines = list(t.lines)
    first = next((i for i, line in enumerate(lines) if line == "Ready?"), len(lines))
    asked = [i for i, line in enumerate(lines) if line == "Ready?" or line.endswith("what do you do?")]
    cut = asked[-1] + 1 if keyboard.quit and asked else len(lines)
    welcome = any(line.strip() for line in lines[:first])
    farewell = any(line.strip() for line in lines[cut:])
    return {"welcome": "(a welcome, in any words)" if welcome else "(no welcome)", "the game": lines[first:cut],
            "when you quit": "(a farewell, in any words)" if farewell else "(no farewell)",
            "how it ends": "Quit escaped" if ended is QUIT else "normally"}


def run_main_seed(f: Functions, t: Transcript, script: tuple[str, ...], seed: int) -> Observation:
    """Seed 001's main has no farewell of its own, and its "quit" leaves the program: either is fine."""
    seen = run_main(f, t, script, seed)
    return {key: value for key, value in seen.items() if key not in ("when you quit", "how it ends")}


def run_main_rounds(f: Functions, t: Transcript, script: tuple[str, ...], seed: int, rules: Rules,
                    rounds: int | None) -> Observation:
    """The course's main: the rules and the number of rounds passed on; quitting ends it with a farewell."""
    return run_main(f, t, script, seed, rules=rules, rounds=rounds)


def neither_bust(duel: tuple[Hand, Hand, Rules]) -> bool:
    """Seed 001's compare_two_hands is never given a bust hand (under the rules given)."""
    player, dealer, rules = duel
    return not (is_bust(player, rules) or is_bust(dealer, rules))


loop_scripts = st.lists(st.sampled_from(("", "hit", "stand", "help", "huh")), min_size=1, max_size=8).map(tuple)
two_hands = piles((2, 4), (2, 4), pick=rich_cards)


def under_every_preset(label: str, call: str, args: tuple[str, ...], run: Run, inputs: st.SearchStrategy[tuple],
                       **options: Any) -> Part:
    return part(label, call, (*args, "rules"), run, st.tuples(inputs, EVERY_PRESET).map(lambda x: (*x[0], x[1])),
                extension=True, points=5, **options)


ROUND_USES = ("player_turn", "dealer_turn", "compare_hands", "check_hand", "hit_player", "player_move", "parse_move",
              "blackjack_check", "is_blackjack")

EXERCISES = (
    Exercise(
        '5.1', NOTEBOOK, ('deal_hands',), 5, 'dealing both hands',
        reference=(classic.deal_hands,),
        parts=(
            game_part("deal_hands", "deal_hands(game)", run_deal_hands, deal_inputs, points=5),
            part("deal_hands, the discard pile", "deal_hands(game)", (*GAME_ARGS, "doubled", "surrendered"),
                 run_deal_table, table_inputs, needs=("deal_hands",), points=5, extension=True, game=True),
        ),
        uses=("hit_player", "hit_dealer"),
    ),
    Exercise(
        '5.2', NOTEBOOK, ('compare_hands',), 10, 'comparing hands',
        reference=(classic.compare_hands,),
        answered_by=(core_hands.compare,),
        parts=(
            part("compare_hands", "compare_hands(Game(player, dealer))", ("player", "dealer"), run_compare_hands,
                 two_hands, examples=DUELS, points=10, game=True),
            under_every_preset("compare_hands under every rule preset", "compare_hands(Game(player, dealer, rules=rules))",
                               ("player", "dealer"), run_compare_under, two_hands, needs=("compare_hands",), game=True,
                               examples=tuple((*d, PRESETS[r]) for d in DUELS for r in DUEL_RULES)),
        ),
        uses=("check_hand",),
        equivalent_mutants=(
            ("compare_hands:6.37: argument 2 of is_natural() dropped",
             "a natural is an ace and a ten-card under every ace rule there is"),
            ("compare_hands:6.69: argument 2 of is_natural() dropped",
             "a natural is an ace and a ten-card under every ace rule there is"),
            ("compare_hands:12.25: > → >=", "equal totals returned just before, so > and >= agree here"),
        ),
    ),
    Exercise(
        '5.3', NOTEBOOK, ('play_round',), 5, 'playing a round',
        reference=(classic.play_round,),
        parts=(
            part("play_round", ROUND_CALL, ROUND_ARGS, run_play_round,
                 seed_rounds((False,)), says=False, max_examples=30, points=5),
            *ROUND_EXTENSIONS,
        ),
        uses=ROUND_USES,
    ),
    Exercise(
        '5.4', NOTEBOOK, ('play_round',), 5, 'dealer advantage', extra_credit=True,
        reference=(classic.play_round,),
        parts=(
            part("play_round", ROUND_CALL, ROUND_ARGS, run_round_said,
                 seed_rounds((False, True)), says=False, max_examples=30, points=5),
            *ROUND_EXTENSIONS,
        ),
        uses=ROUND_USES,
    ),
    Exercise(
        '5.5', NOTEBOOK, ('is_blackjack', 'blackjack_check'), 5, 'natural blackjacks', extra_credit=True,
        reference=(core_hands.is_blackjack, classic.blackjack_check,),
        parts=(
            part("is_blackjack", "is_blackjack(cards)", ("cards",), plain("is_blackjack"),
                 st.tuples(hands(0, 4, rich_cards)), examples=tuple((h,) for pair in NATURAL_PAIRS for h in pair),
                 points=3),
            part("blackjack_check", "blackjack_check(Game(player, dealer, rules=CLASSIC_NATURALS))",
                 ("player", "dealer"), run_blackjack_check, piles((2, 2), (2, 2), pick=rich_cards),
                 examples=NATURAL_PAIRS, points=2, game=True),
        ),
        uses=("is_blackjack",),
        equivalent_mutants=(
            ("is_blackjack:0.31: argument 2 of hand_value() dropped",
             "two cards make 21 only as an ace and a ten-card, under every ace rule there is"),
            ("blackjack_check:0.21: argument 2 of is_blackjack() dropped",
             "is_blackjack gives the same answer under every rule set (an ace and a ten-card)"),
            ("blackjack_check:0.60: argument 2 of is_blackjack() dropped",
             "is_blackjack gives the same answer under every rule set (an ace and a ten-card)"),
        ),
    ),
    Exercise(
        '001:4.1', NOTEBOOK, ('bust_check', 'compare_two_hands', 'hand_game_loop'), 20,
        'bust check and the game loop, hand and deck apart',
        reference=(hand_and_deck.bust_check, hand_and_deck.compare_two_hands, hand_and_deck.hand_game_loop,),
        answered_by=(core_hands.compare,),
        parts=(
            part("bust_check", "bust_check(who, win, cards)", ("who", "win", "cards"), run_bust_check,
                 st.tuples(st.sampled_from(("You", "The dealer")), st.sampled_from(("The house wins.", "You win!")),
                           hands(2, 5, rich_cards)), points=7),
            part("compare_two_hands", "compare_two_hands(player, dealer)", ("player", "dealer"), plain("compare_two_hands"),
                 two_hands.filter(lambda p: plain_comparison(*p) and not any(map(is_bust, p))), points=7),
            part("hand_game_loop", "hand_game_loop(deck, ask, ready, rng) with answers", ("answers", "seed"),
                 run_hand_game_loop, st.tuples(loop_scripts, seeds), max_examples=30, points=6),
            under_every_preset("bust_check under every rule preset", "bust_check(who, win, cards, rules)",
                               ("who", "win", "cards"), run_bust_check_under,
                               st.tuples(st.just("You"), st.just("The house wins."), hands(2, 5, rich_cards)),
                               needs=("bust_check",), examples=tuple(("You", "The house wins.", hand("A♠ A♦ 9♣ 5♥"), r)
                                                                     for r in PRESETS.values())),
            part("hand_game_loop, rounds and the deck it returns",
                 "hand_game_loop(deck, ask, ready, rng, rounds=rounds) with answers", ("answers", "seed", "rounds"),
                 run_hand_game_rounds, st.tuples(loop_scripts, seeds, st.integers(0, 3)), max_examples=30,
                 examples=((("", "stand"), 1, 1), (("", "hit", "stand", "", "stand"), 2, 2), ((), 3, 0)),
                 needs=("hand_game_loop",), extension=True, points=5),
        ),
        uses=("player_hand_turn", "player_hand_move", "dealer_hand_turn", "deal", "hit_hand", "draw", "parse_move",
              "pretty_print"),
    ),
    Exercise(
        '001:4.2', NOTEBOOK, ('compare_two_hands',), 5, 'naturals beat other 21s', extra_credit=True,
        reference=(hand_and_deck.compare_two_hands,),
        answered_by=(core_hands.compare,),
        parts=(
            part("compare_two_hands", "compare_two_hands(player, dealer)", ("player", "dealer"),
                 plain("compare_two_hands"), two_hands.filter(lambda p: not any(map(is_bust, p))),
                 examples=NATURAL_PAIRS + ((hand("A♥ K♣"), hand("9♣ J♥ 2♦")), (hand("9♣ J♥ 2♦"), hand("A♥ K♣"))),
                 points=5),
            part("compare_two_hands under every rule preset", "compare_two_hands(player, dealer, rules)",
                 ("player", "dealer", "rules"), plain("compare_two_hands"),
                 st.tuples(two_hands, EVERY_PRESET).map(lambda x: (*x[0], x[1])).filter(neither_bust),
                 examples=lambda: tuple(filter(neither_bust, ((*d, PRESETS[r]) for d in DUELS for r in DUEL_RULES))),
                 needs=("compare_two_hands",), points=5, extension=True),
        ),
        equivalent_mutants=(
            ("compare_two_hands:0.37: argument 2 of is_natural() dropped",
             "a natural is an ace and a ten-card under every ace rule there is"),
            ("compare_two_hands:0.64: argument 2 of is_natural() dropped",
             "a natural is an ace and a ten-card under every ace rule there is"),
            ("compare_two_hands:6.25: > → >=", "equal totals returned just before, so > and >= agree here"),
        ),
    ),
    Exercise(
        '001:4.3', NOTEBOOK, ('main',), 5, 'the main entry point',
        reference=(hand_and_deck.main,),
        parts=(
            part("main", "main(read=answers, say, rng=random.Random(seed))", ("answers", "seed"), run_main_seed,
                 st.tuples(loop_scripts, seeds), max_examples=30, examples=((("", "stand", "quit"), 1),), says=False, points=5),
            part("main, rules and rounds", "main(read=answers, say, rng=random.Random(seed), rules=rules, rounds=rounds)",
                 ("answers", "seed", "rules", "rounds"), run_main_rounds,
                 st.tuples(loop_scripts, seeds, EVERY_PRESET, st.sampled_from((None, 1, 2))), max_examples=30,
                 examples=((("", "stand", "quit"), 1, CLASSIC_RULES, None), (("", "hit", "", "stand"), 3, PRESETS["bank"], 1),
                           (("", "stand", "", "stand", "", "hit", "stand"), 0, PRESETS["bank"], None),
                           (("", "stand", "", "stand", "", "hit", "stand"), 5, PRESETS["aces-high"], None)),
                 needs=("main",), says=False, points=5, extension=True),
        ),
        uses=("hand_game_loop", "bust_check", "compare_two_hands", "player_hand_turn",
              "player_hand_move", "dealer_hand_turn", "deal", "hit_hand", "draw", "fresh_deck"),
    ),
)
