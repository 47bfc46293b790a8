"""Money: settling a round, bet questions that never crash, and money that never leaks."""

import random
import re

import pytest

from blackjack.core.cards import hand
from blackjack.core.rules import CASINO_S17, SEED_000, SEED_002, SEED_003, Result
from blackjack.editions.betting import ask_bet, bet_problem, parse_bet, settle, stake
from blackjack.editions.classic import new_game
from blackjack.editions.prompts import Quit, scripted
from blackjack.play.cli import money_round

WHOLE = "Please answer with a whole number of dollars, like 10."


@pytest.mark.parametrize(
    "bet, result, doubled, surrendered, back",
    [
        (10, Result.WIN, False, False, 20),  # twice the bet back
        (10, Result.TIE, False, False, 10),  # the bet back
        (10, Result.LOSE, False, False, 0),
        (10, Result.WIN, True, False, 40),  # doubled: twice the doubled stake
        (10, Result.TIE, True, False, 20),
        (10, Result.LOSE, True, False, 0),
        (10, Result.LOSE, False, True, 5),  # surrender: half back
        (11, Result.LOSE, False, True, 5),  # rounded down
    ],
)
def test_settle_table(bet, result, doubled, surrendered, back):
    assert settle(bet, result, doubled=doubled, surrendered=surrendered) == back
    assert stake(bet, doubled) == (2 * bet if doubled else bet)


def test_seed_001_example_wallets():
    """$100, bet $10: win gives $110, loss $90, surrender $95."""
    for result, surrendered, wallet in ((Result.WIN, False, 110), (Result.LOSE, False, 90), (Result.LOSE, True, 95)):
        assert 100 - 10 + settle(10, result, surrendered=surrendered) == wallet


def test_settle_bonuses_follow_the_rules():
    natural, three_card_21 = hand("A♥ K♣"), hand("9♣ J♥ 2♦")
    assert settle(10, Result.WIN, natural, CASINO_S17) == 25  # 3 to 2
    assert settle(10, Result.WIN, natural, SEED_000) == 20
    assert settle(10, Result.WIN, three_card_21, SEED_003) == 30  # seed 003's bonus for 21
    assert settle(10, Result.WIN, hand("10♠ 9♦"), SEED_003) == 20
    assert settle(10, Result.WIN, natural, SEED_002) == 20


@pytest.mark.parametrize(
    "bad, message",
    [
        ("123abc", WHOLE),
        ("", WHOLE),
        ("   ", WHOLE),
        ("-5", WHOLE),
        ("1e9", WHOLE),
        ("1.5", WHOLE),
        ("٣", WHOLE),  # an Arabic-Indic three is a digit to Python, not to the bank
        ("9" * 5000, "You only have $100."),  # too many digits: never read as a number
        ("0", "A bet must be at least $1."),
        ("500", "You only have $100."),
        ("101", "You only have $100."),
    ],
)
def test_a_bad_bet_is_explained_and_asked_again(bad, message):
    said = []
    assert ask_bet(scripted(bad, "10", say=said.append), 100, said.append) == 10
    question = "How much do you bet? You have $100."
    assert said == [question, bad, message, question, "10"]
    assert bet_problem(bad, 100) == message and parse_bet(bad, 100) is None


def test_good_bets_with_spaces_and_the_whole_wallet():
    assert [parse_bet(a, 100) for a in (" 25 ", "100", "1", "007")] == [25, 100, 1, 7]


def test_quit_at_the_bet():
    with pytest.raises(Quit):
        ask_bet(scripted(" Quit ", say=lambda _: None), 100, lambda _: None)


def house_takes(bet: int, result: Result, doubled: bool, surrendered: bool) -> int:
    """What the house keeps (or pays, when negative) under seed 000's even-money rules."""
    if surrendered:
        return bet - bet // 2
    money = 2 * bet if doubled else bet
    return {Result.WIN: -money, Result.TIE: 0, Result.LOSE: money}[result]


def betting_player(rng: random.Random, bets: list[int]):
    """Answers the bet question with a random affordable bet (noted in BETS), moves with random moves."""

    def answer(question: str) -> str:
        wallet = re.fullmatch(r"How much do you bet\? You have \$(\d+)\.", question)
        if wallet:
            bets.append(rng.randint(1, int(wallet[1])))
            return str(bets[-1])
        return rng.choice(["hit", "stand", "double", "surrender", "huh"])

    return answer


@pytest.mark.parametrize("seed", range(12))
def test_money_is_conserved_in_the_terminal_game(seed):
    """Wallet plus the house's takings stays the starting money, round after round, until broke."""
    start, house, said, bets = 100, 0, [], []
    wallet, game = start, new_game(seed=seed, say=said.append)
    player = betting_player(random.Random(seed), bets)
    for _ in range(300):
        if wallet == 0:
            break
        del said[:]
        wallet, game = money_round(game, wallet, player, said.append)
        result = next(r for r in Result if r.message in said)
        house += house_takes(bets[-1], result, game.doubled, game.surrendered)
        assert wallet + house == start
        assert wallet >= 0 and said[-1] == f"You have ${wallet}."
