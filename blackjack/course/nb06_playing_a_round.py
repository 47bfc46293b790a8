"""Notebook 06_playing_a_round: its exercises, one record each."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from hypothesis import assume
from hypothesis import strategies as st

from blackjack.core import hands as core_hands
from blackjack.core.cards import FULL_DECK, Deck, Hand, hand
from blackjack.core.hands import hand_value, is_blackjack, is_bust, pretty_print
from blackjack.core.rules import PRESETS
from blackjack.course.kit import (
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
    seeds,
    table_of,
    until_quit_of,
    with_say,
)
from blackjack.course.records import Exercise
from blackjack.editions import classic, hand_and_deck
from blackjack.editions.classic import Game
from blackjack.editions.prompts import make_prompt_move, make_simple_prompt

NOTEBOOK = '06_playing_a_round'

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


ROUND_USES = ("player_turn", "dealer_turn", "compare_hands", "check_hand", "hit_player", "player_move", "parse_move",
              "blackjack_check", "is_blackjack")


EXERCISES = (
    Exercise(
        '5.1', NOTEBOOK, ('deal_hands',), 5, 'dealing both hands',
        reference=(classic.deal_hands,),
        parts=(
            game_part("deal_hands", "deal_hands(game)", run_deal_hands, games((0, 3), (0, 3), (4, 10)), points=5),
        ),
        uses=("hit_player", "hit_dealer"),
    ),
    Exercise(
        '5.2', NOTEBOOK, ('compare_hands',), 10, 'comparing hands',
        reference=(classic.compare_hands,),
        parts=(
            part("compare_hands", "compare_hands(Game(player, dealer, rules=PRESETS[rules]))",
                                  ("player", "dealer", "rules"), run_compare_hands,
                                  st.tuples(piles((2, 4), (2, 4), pick=rich_cards), st.sampled_from(tuple(PRESETS))).map(
                                      lambda x: (*x[0], x[1])), points=10),
        ),
        uses=("check_hand",),
    ),
    Exercise(
        '5.3', NOTEBOOK, ('play_round',), 5, 'playing a round',
        reference=(classic.play_round,),
        parts=(
            part("play_round", "play_round(game with answers)", ("answers", *GAME_ARGS), run_play_round,
                                  round_inputs(False), says=False, points=5),
        ),
        uses=ROUND_USES,
    ),
    Exercise(
        '5.4', NOTEBOOK, ('play_round',), 5, 'dealer advantage', extra_credit=True,
        reference=(classic.play_round,),
        parts=(
            part("play_round", "play_round(game with answers)", ("answers", *GAME_ARGS), run_round,
                                  st.one_of(round_inputs(True), round_inputs(False)), points=5),
        ),
        uses=ROUND_USES,
    ),
    Exercise(
        '5.5', NOTEBOOK, ('is_blackjack', 'blackjack_check'), 5, 'natural blackjacks', extra_credit=True,
        reference=(core_hands.is_blackjack, classic.blackjack_check,),
        parts=(
            part("is_blackjack", "is_blackjack(cards)", ("cards",), plain("is_blackjack"),
                                  st.tuples(hands(0, 4, rich_cards)), points=3),
            part("blackjack_check", "blackjack_check(Game(player, dealer))", ("player", "dealer"),
                                  run_blackjack_check, piles((2, 2), (2, 2), pick=rich_cards), points=2),
        ),
        uses=("is_blackjack",),
    ),
    Exercise(
        '001:4.1', NOTEBOOK, ('bust_check', 'compare_two_hands', 'hand_game_loop'), 20, 'bust check and the game loop, hand and deck apart',
        reference=(hand_and_deck.bust_check, hand_and_deck.compare_two_hands, hand_and_deck.hand_game_loop,),
        parts=(
            part("bust_check", "bust_check(who, win, cards)", ("who", "win", "cards"), run_bust_check,
                         st.tuples(st.sampled_from(("You", "The dealer")), st.sampled_from(("The house wins.", "You win!")),
                                   hands(2, 5, rich_cards)), points=7),
            part("compare_two_hands", "compare_two_hands(player, dealer)", ("player", "dealer"), plain("compare_two_hands"),
                         piles((2, 4), (2, 4), pick=rich_cards).filter(lambda p: plain_comparison(*p) and not any(map(is_bust, p))), points=7),
            part("hand_game_loop", "hand_game_loop(deck, ask, ready, rng) with answers", ("answers", "seed"),
                         run_hand_game_loop, st.tuples(loop_scripts, seeds), max_examples=30, points=6),
        ),
        uses=("player_hand_turn", "player_hand_move", "dealer_hand_turn", "deal", "hit_hand", "draw", "parse_move",
                      "pretty_print"),
    ),
    Exercise(
        '001:4.2', NOTEBOOK, ('compare_two_hands',), 5, 'naturals beat other 21s', extra_credit=True,
        reference=(hand_and_deck.compare_two_hands,),
        parts=(
            part("compare_two_hands", "compare_two_hands(player, dealer)", ("player", "dealer"),
                                      plain("compare_two_hands"), piles((2, 4), (2, 4), pick=rich_cards).filter(
                                          lambda p: not any(map(is_bust, p))),
                                      examples=((hand("A♥ K♣"), hand("9♣ J♥ 2♦")), (hand("9♣ J♥ 2♦"), hand("A♥ K♣"))), points=5),
        ),
    ),
    Exercise(
        '001:4.3', NOTEBOOK, ('main',), 5, 'the main entry point',
        reference=(hand_and_deck.main,),
        parts=(
            part("main", "main(read=answers, say, rng=random.Random(seed))", ("answers", "seed"), run_main,
                                      st.tuples(loop_scripts, seeds), max_examples=30,
                                      examples=((("", "stand", "quit"), 1),), points=5),
        ),
        uses=("hand_game_loop", "bust_check", "compare_two_hands", "player_hand_turn",
                                  "player_hand_move", "dealer_hand_turn", "deal", "hit_hand", "draw", "fresh_deck"),
    ),
)
