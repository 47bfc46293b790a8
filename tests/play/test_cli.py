"""``python -m blackjack`` as a player meets it: exact transcripts, every way out, bad input."""

import io
import os
import random
import re
import select
import signal
import subprocess
import sys
import time

import pytest

import blackjack.editions.casino
from blackjack.core.rules import SEED_003
from blackjack.play import cli

ENV = {**os.environ, "PYTHONUTF8": "1", "PYTHONIOENCODING": "utf-8"}


def play(*args: str, answers: str = "", env=ENV) -> subprocess.CompletedProcess:
    """Run the game with ARGS, typing ANSWERS, and wait for it to end."""
    return subprocess.run([sys.executable, "-m", "blackjack", *args], input=answers.encode(), capture_output=True,
                          env=env, timeout=60)


def lines(done: subprocess.CompletedProcess) -> list[str]:
    return done.stdout.decode().splitlines()


def typed(*answers: str) -> str:
    return "".join(answer + "\n" for answer in answers)


def in_process(*args: str, answers: str = "") -> list[str]:
    out = io.StringIO()
    assert cli.main(list(args), io.StringIO(answers), out) == 0
    return out.getvalue().splitlines()


SEED_8 = """\
Welcome to blackjack!
Ready?
The dealer's first card is: 2♣.
Your hand is 3♦ 5♣ (8), what do you do?
I didn't understand that: answer hit, stand, help or quit.
Your hand is 3♦ 5♣ (8), what do you do?
You can "hit" or "stand".
Your hand is 3♦ 5♣ (8), what do you do?
Your hand is Q♥ 3♦ 5♣ (18), what do you do?
You are bust! 4♠ Q♥ 3♦ 5♣ (22)
The house wins.
Ready?
The dealer's first card is: 3♣.
Your hand is K♦ 10♦ (20), what do you do?
The dealer reveals the hand: 9♥ 3♣ 7♣ (19)
You win!
Ready?
Goodbye!
"""


def test_a_bust_a_win_a_help_line_and_not_understood():
    done = play("--seed", "8", answers=typed("", "huh", "help", "hit", "hit", "", "stand"))
    assert done.returncode == 0 and done.stderr == b""
    assert lines(done) == SEED_8.splitlines()


SEED_183_ANSWERS = ["", "hit", "", "stand", "", "stand", "", "stand", "", "hit", "", "hit", "", "stand", "",
                    "hit", "stand", "", "stand", ""]
SEED_183 = """\
Welcome to blackjack!
Ready?
The dealer's first card is: 4♥.
Your hand is 6♦ J♣ (16), what do you do?
You are bust! 7♦ 6♦ J♣ (23)
The house wins.
Ready?
The dealer's first card is: 6♠.
Your hand is K♠ 9♥ (19), what do you do?
The dealer is bust. 7♠ 6♠ J♦ (23)
You win!
Ready?
The dealer's first card is: 4♠.
Your hand is A♦ 6♣ (17), what do you do?
The dealer reveals the hand: 4♣ 4♠ J♥ (18)
The house wins.
Ready?
The dealer's first card is: 5♣.
Your hand is 8♥ A♠ (19), what do you do?
The dealer reveals the hand: 6♥ 5♣ 10♠ (21)
The house wins.
Ready?
The dealer's first card is: 3♥.
Your hand is Q♣ 2♠ (12), what do you do?
You are bust! K♦ Q♣ 2♠ (22)
The house wins.
Ready?
The dealer's first card is: Q♥.
Your hand is 9♦ 3♣ (12), what do you do?
You are bust! Q♠ 9♦ 3♣ (22)
The house wins.
Ready?
The dealer's first card is: 8♠.
Your hand is 10♥ K♥ (20), what do you do?
The dealer reveals the hand: 7♣ 8♠ 4♦ (19)
You win!
Ready?
The dealer's first card is: 9♠.
Your hand is 5♦ 8♣ (13), what do you do?
Your hand is 5♥ 5♦ 8♣ (18), what do you do?
The dealer is bust. 8♦ 2♥ 9♠ 5♠ (24)
You win!
Ready?
The dealer's first card is: 2♦.
Your hand is 10♦ K♣ (20), what do you do?
The dealer is bust. Q♦ A♣ 3♦ 3♠ 2♦ 7♥ (26)
You win!
Ready?
Shuffling a new deck...
The dealer's first card is: 10♣.
Blackjack!
Your hand: A♠ 3♦ (14)
The dealer's hand: 10♣ A♥ (21)
The house wins.
Ready?
Goodbye!
"""


def test_a_new_deck_and_a_blackjack_within_ten_rounds():
    done = play("--seed", "183", "--rules", "classic-naturals", answers=typed(*SEED_183_ANSWERS))
    assert done.returncode == 0 and done.stderr == b""
    assert lines(done) == SEED_183.splitlines()


def test_answers_in_any_case_with_stray_spaces_play_the_same():
    sloppy = [f"  {answer.upper()} " if i % 2 else answer.title() + "   " for i, answer in enumerate(SEED_183_ANSWERS)]
    assert in_process("--seed", "183", "--rules", "classic-naturals", answers=typed(*sloppy)) == SEED_183.splitlines()


def test_same_seed_same_game():
    answers = typed(*["", "hit", "stand"] * 30)
    first = in_process("--seed", "42", answers=answers)
    assert first == in_process("--seed", "42", answers=answers) != in_process("--seed", "43", answers=answers)


@pytest.mark.parametrize("word", ["quit", "QUIT", "  Quit "])
def test_quit_at_either_question_says_goodbye(word):
    assert in_process("--seed", "8", answers=typed(word))[-2:] == ["Ready?", "Goodbye!"]
    assert in_process("--seed", "8", answers=typed("", word))[-2:] == [
        "Your hand is 3♦ 5♣ (8), what do you do?", "Goodbye!"]


def test_help_at_ready():
    assert in_process("--seed", "8", answers=typed("help"))[1:4] == [
        "Ready?", "Press Enter to play a round, or type quit to stop.", "Ready?"]


WALLET_ANSWERS = ["", "123abc", "", "-5", "0", "1e9", "500", "100", "double", "hit", "double", "stand"]
BAD_BETS = """\
Welcome to blackjack!
Ready?
How much do you bet? You have $100.
Please answer with a whole number of dollars, like 10.
How much do you bet? You have $100.
Please answer with a whole number of dollars, like 10.
How much do you bet? You have $100.
A bet cannot be negative: bet from $1 to $100.
How much do you bet? You have $100.
A bet must be at least $1.
How much do you bet? You have $100.
Please answer with a whole number of dollars, like 10.
How much do you bet? You have $100.
You only have $100.
How much do you bet? You have $100.
The dealer's first card is: 2♣.
Your hand is 3♦ 5♣ (8), what do you do?
You do not have the money to double.
Your hand is 3♦ 5♣ (8), what do you do?
Your hand is Q♥ 3♦ 5♣ (18), what do you do?
You do not have the money to double.
Your hand is Q♥ 3♦ 5♣ (18), what do you do?
The dealer reveals the hand: 7♣ 4♠ 2♣ 6♥ (19)
The house wins.
You have $0.
You are out of money.
Goodbye!
"""


def test_bad_bets_leave_the_wallet_alone_until_it_is_empty():
    assert in_process("--seed", "8", "--wallet", "100", answers=typed(*WALLET_ANSWERS)) == BAD_BETS.splitlines()


@pytest.mark.parametrize("word", ["help", " HELP "])
def test_help_at_the_bet_explains_a_bet(word):
    said = in_process("--seed", "8", "--wallet", "100", answers=typed("", word, "quit"))
    assert said[2:6] == ["How much do you bet? You have $100.",
                         "Type a whole number of dollars from 1 to 100 (all the money you have), or quit to stop.",
                         "How much do you bet? You have $100.", "Goodbye!"]


@pytest.mark.parametrize("answer, complaint", [
    ("-5", "A bet cannot be negative: bet from $1 to $100."),
    ("-0500", "A bet cannot be negative: bet from $1 to $100."),
    ("+7", "Write the bet without a sign, in digits only, like 10."),
    ("-0", "Write the bet without a sign, in digits only, like 10."),
    ("- 5", "Please answer with a whole number of dollars, like 10."),
    ("--5", "Please answer with a whole number of dollars, like 10."),
])
def test_a_signed_number_at_the_bet_hears_what_is_wrong_with_it(answer, complaint):
    said = in_process("--seed", "8", "--wallet", "100", answers=typed("", answer, "7"))
    assert said[3:6] == [complaint, "How much do you bet? You have $100.", "The dealer's first card is: 2♣."]


def test_end_of_input_at_every_question_says_goodbye():
    """Cut the input short after each answer in turn: always a goodbye, status 0, no traceback."""
    for k in range(len(WALLET_ANSWERS) + 1):
        done = play("--seed", "8", "--wallet", "100", answers=typed(*WALLET_ANSWERS[:k]))
        assert done.returncode == 0 and done.stderr == b"", k
        assert lines(done)[-1] == "Goodbye!", k


WIN_SURRENDER_DOUBLE = """\
Welcome to blackjack!
Ready?
How much do you bet? You have $100.
The dealer's first card is: 6♥.
Your hand is 10♠ Q♦ (20), what do you do?
The dealer reveals the hand: 4♠ 6♥ 9♦ (19)
You win!
You have $110.
Ready?
How much do you bet? You have $110.
The dealer's first card is: 3♠.
Your hand is 10♣ Q♥ (20), what do you do?
You surrender.
The house wins.
You have $100.
Ready?
How much do you bet? You have $100.
The dealer's first card is: 6♦.
Your hand is 7♦ 2♣ (9), what do you do?
You double down: 9♠ 7♦ 2♣ (18)
The dealer reveals the hand: 3♦ A♥ 6♦ 7♣ (17)
You win!
You have $160.
Ready?
Goodbye!
"""


def test_winning_surrendering_and_doubling_for_money():
    answers = typed("", "10", "stand", "", "20", "surrender", "", "30", "double")
    done = play("--seed", "5", "--wallet", "100", answers=answers)
    assert done.returncode == 0 and lines(done) == WIN_SURRENDER_DOUBLE.splitlines()


def assert_goodbye(done: subprocess.CompletedProcess) -> None:
    assert done.returncode == 0
    assert b"Traceback" not in done.stderr and done.stderr == b""
    assert lines(done)[-1] == "Goodbye!"


@pytest.mark.parametrize(
    "garbage",
    [
        random.Random(0).randbytes(20_000),  # bytes that are mostly not UTF-8
        b"\n" + b"x" * 100_000 + b"\n",  # one enormous answer to "what do you do?"
        b"\n" + b" " * 60_000 + b"hit" + b" " * 60_000 + b"\n",  # an answer lost in spaces
        "\n\n♠♣☃ 𝔥𝔦𝔱 ＨＩＴ\nstand\u200b\n".encode(),  # unicode look-alikes
        b"\n" * 500,  # empty answers only
        b"\x00\x1b[2J\r\n\t\n\x7f\n",  # control characters
    ],
    ids=["random-bytes", "long-line", "spaces", "unicode", "empty-lines", "control"],
)
def test_bad_input_never_crashes(garbage):
    done = subprocess.run([sys.executable, "-m", "blackjack", "--seed", "1"], input=garbage, capture_output=True,
                          env=ENV, timeout=60)
    assert_goodbye(done)


def test_an_answer_lost_in_spaces_is_still_understood():
    said = in_process("--seed", "1", answers="\n" + " " * 60_000 + "stand" + " " * 60_000 + "\n")
    assert said[4] == "The dealer reveals the hand: 5♣ 7♥ 5♦ (17)"


def test_a_long_answer_is_not_understood():
    said = in_process("--seed", "1", answers="\n" + "hit" + " " * 300 + "x\n")
    assert said[3:5] == ["Your hand is 9♠ 5♠ (14), what do you do?",
                         "I didn't understand that: answer hit, stand, help or quit."]


def read_until(stream, text: bytes, seconds: float = 20) -> bytes:
    """What STREAM gives until TEXT shows up (fails after SECONDS): proves the output is not held back."""
    seen, deadline = b"", time.monotonic() + seconds
    os.set_blocking(stream.fileno(), False)
    while text not in seen:
        assert time.monotonic() < deadline, seen
        if select.select([stream], [], [], 0.05)[0]:
            seen += os.read(stream.fileno(), 4096)
    return seen


@pytest.mark.parametrize("answers", [b"", b"\n"], ids=["at-ready", "at-move"])
def test_ctrl_c_while_waiting_says_goodbye(answers):
    game = subprocess.Popen([sys.executable, "-m", "blackjack", "--seed", "1"], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=ENV)
    game.stdin.write(answers)
    game.stdin.flush()
    seen = read_until(game.stdout, b"what do you do?\n" if answers else b"Ready?\n")
    game.send_signal(signal.SIGINT)
    out, err = game.communicate(timeout=20)
    assert game.returncode == 130 and err == b""
    assert (seen + out).decode().splitlines()[-1] == "Goodbye!"


def test_output_comes_line_by_line_through_a_pipe():
    game = subprocess.Popen([sys.executable, "-m", "blackjack", "--seed", "8"], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=ENV)
    assert read_until(game.stdout, b"Ready?\n").decode().splitlines() == ["Welcome to blackjack!", "Ready?"]
    game.stdin.write(b"\n")
    game.stdin.flush()
    assert read_until(game.stdout, b"what do you do?\n").decode().splitlines() == SEED_8.splitlines()[2:4]
    out, _ = game.communicate(b"quit\n", timeout=20)
    assert out.decode().splitlines() == ["Goodbye!"] and game.returncode == 0


def test_a_terminal_without_unicode_gets_question_marks_not_a_crash():
    done = play("--seed", "8", answers="\n", env={**ENV, "PYTHONUTF8": "0", "PYTHONIOENCODING": "ascii"})
    assert_goodbye(done)
    assert lines(done)[2] == "The dealer's first card is: 2?."


def test_rules_preset_changes_the_table():
    """Under seed 002's rules the bank wins ties; the same cards tie under seed 000's."""
    answers = typed(*[""] + ["stand", ""] * 40)
    tie = in_process("--seed", "3", answers=answers)
    bank = in_process("--seed", "3", "--rules", "SEED002", answers=answers)
    assert "Tie; nobody wins." in tie and "Tie; nobody wins." not in bank
    assert tie.count("You win!") >= bank.count("You win!")


def test_a_bad_rules_name_lists_the_presets():
    done = play("--rules", "vegas")
    assert done.returncode == 2 and done.stdout == b""
    assert "no rule preset 'vegas'; choose one of classic, classic-naturals, hand-and-deck, bank, bonus-21, aces-high, casino-s17, casino-h17" in (
        done.stderr.decode())


@pytest.mark.parametrize(
    "args, complaint",
    [
        (["--seed", "x"], "argument --seed: expected a whole number of at least 0, not 'x'"),
        (["--wallet", "0"], "argument --wallet: expected a whole number from 1 to 1000000000, not '0'"),
        (["--wallet", "1e9"], "argument --wallet: expected a whole number from 1 to 1000000000, not '1e9'"),
        (["simulate", "1", "0", "100", "10", "5"], "argument N: expected a whole number of at least 1, not '0'"),
        (["simulate", "1", "2", "100", "ten", "5"], "argument B: expected a whole number of at least 1, not 'ten'"),
        (["simulate", "1", "2", "100"], "the following arguments are required: B, R"),
        (["simulate", "1", "2", "100", "10", "0"], "argument R: expected a whole number from 1 to"),
        (["table", "--players", "5"], "argument --players: expected a whole number from 1 to 4, not '5'"),
        (["deal"], "invalid choice: 'deal'"),
    ],
)
def test_bad_arguments_get_a_clear_message_and_status_2(args, complaint, capsys):
    with pytest.raises(SystemExit) as stop:
        cli.command_line().parse_args(args)
    assert stop.value.code == 2
    assert complaint in capsys.readouterr().err


def test_bad_arguments_from_the_shell():
    done = play("simulate", "1", "0", "100", "10", "5")
    assert done.returncode == 2 and b"argument N: expected a whole number of at least 1, not '0'" in done.stderr


def test_help_explains_answers_options_and_subcommands():
    done = play("--help")
    text = done.stdout.decode()
    assert done.returncode == 0
    for needed in ("hit", "stand", "double", "surrender", "help", "quit", "Ctrl-C", "--seed", "--rules", "--wallet",
                   "seed002", "simulate", "table", "seed001"):
        assert needed in text, needed
    assert play("simulate", "--help").stdout.decode().count("--split") == 2


def test_the_naturals_option_is_explained_to_a_player_not_by_exercise_number():
    text = " ".join(cli.command_line().format_help().split())
    assert "--naturals a two-card 21 (a natural) beats any other 21" in text and "bonus 5.5" not in text


def test_an_unclear_move_hears_every_answer_the_game_understands():
    said = in_process("--seed", "8", "--wallet", "100", answers=typed("", "10", "huh"))
    assert said[4:6] == ["Your hand is 3♦ 5♣ (8), what do you do?",
                         "I didn't understand that: answer hit, stand, double, surrender, help or quit."]


def test_simulate_is_wired_to_table_sim(monkeypatch):
    calls = []
    empty = blackjack.editions.casino.Table(0, ())
    monkeypatch.setattr(blackjack.editions.casino, "final_table",
                        lambda *args, **flags: calls.append((args, flags)) or empty)
    assert in_process("simulate", "7", "3", "100", "10", "50", "--hilo")[-1] == "game(0 [])"
    (arguments, flags), = calls
    assert arguments == (7, 3, 100, 10, 50) and callable(flags.pop("progress"))
    assert flags == {"split": False, "hilo": True, "rules": SEED_003}


def test_simulate_says_when_one_deck_cannot_serve_the_table():
    done = play("simulate", "4242", "20", "100000", "10", "300")
    assert done.returncode == 1 and done.stdout == b""
    assert done.stderr == b"simulate: the deck ran out, every card is on the table: 20 players are too many for one deck\n"


def test_simulate_smoke():
    done = play("simulate", "7", "3", "100", "10", "50", "--split", "--hilo")
    assert done.returncode == 0 and re.fullmatch(r"game\(-?\d+ \[\d+#\d+ \d+#\d+ \d+#\d+\]\)", lines(done)[-1])


SIMULATED = """\
3 players with $100 each, betting $10 a round, for at most 50 rounds (seed 7, rules bonus-21).
The players split pairs and count cards (hi-lo).
Dealer:    won $300 (she starts with nothing and may borrow)
Player 1:  played 15 rounds, then left the table with $0, less than the $10 bet (lost $100)
Player 2:  played 10 rounds, then left the table with $0, less than the $10 bet (lost $100)
Player 3:  played 25 rounds, then left the table with $0, less than the $10 bet (lost $100)
Seed 003's own output, game(DEALER'S MONEY [ROUNDS#MONEY of each player]):
game(300 [15#0 10#0 25#0])
"""


def test_simulate_says_what_each_number_is_then_gives_the_seeds_line():
    assert in_process("simulate", "7", "3", "100", "10", "50", "--split", "--hilo") == SIMULATED.splitlines()


def test_simulate_tells_the_players_who_stayed_to_the_last_round_and_the_dealers_loss():
    said = in_process("simulate", "2024", "2", "1000000", "10", "1000")
    assert said[0] == ("2 players with $1,000,000 each, betting $10 a round, for at most 1,000 rounds "
                       "(seed 2024, rules bonus-21).")
    assert said[1].startswith("Dealer:    lost $")
    assert all(line.startswith(f"Player {n}:  played 1,000 rounds, ends with $") for n, line in enumerate(said[2:4], 1))


@pytest.mark.parametrize("money", ["0", "9"])
def test_simulate_refuses_players_who_cannot_bet_in_one_line(money):
    done = play("simulate", "7", "3", money, "10", "5")
    assert done.returncode == 2 and done.stdout == b""
    assert done.stderr.decode() == (
        f"python -m blackjack: simulate: nobody can bet B = 10 with M = {money}: give M of at least B (see --help)\n")


def test_simulate_help_says_what_the_numbers_it_prints_are():
    text = " ".join(play("simulate", "--help").stdout.decode().split())
    assert "game(M [R1#M1 ... Rn#Mn]): M is the dealer's money at the end, Ri the rounds player i played" in text


def test_table_smoke():
    done = play("table", "--seed", "2", "--players", "1", answers=typed("", "n"))
    assert done.returncode == 0 and done.stderr == b""
    said = lines(done)
    assert said[0] == "Welcome to the blackjack table!" and said[-1] == "Goodbye!"
    assert_goodbye(play("table", "--seed", "2", answers="2\n"))


def test_the_plain_table_says_who_won_and_lost_each_hand():
    said = in_process("table", "--plain", "--seed", "4", "--players", "2", answers=typed("s", "y", "3", "h", "n"))
    ends = [k for k, line in enumerate(said) if line == "Hand over. The table at the end of the hand:"]
    assert [said[k + 1] for k in ends] == ["Chips: you 480, dealer 480, others 520 520",
                                           "Chips: you 450, dealer 550, others 500 500"]
    assert [said[k - 1] for k, line in enumerate(said) if line == "Play another hand? (y/n)"] == [
        "Result: you lose 20; Player 2 wins 20; Player 3 wins 20; the dealer loses 20.",
        "Result: you lose 30; Player 2 loses 20; Player 3 loses 20; the dealer wins 70.",
    ]


def test_seed_001_edition_smoke():
    said = in_process("seed001", "--seed", "4", answers=typed("", "stand"))
    assert said[:5] == ["Welcome to blackjack!", "Ready?", "The dealer's first card is: 4♥.",
                        "Your hand is J♣ 3♥ (13), what do you do?", "The dealer busted! 10♠ 2♥ 4♥ 8♣ (24) You win!"]
    assert said[-1] == "Goodbye!"
