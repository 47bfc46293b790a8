"""``python -m blackjack bank``: seed 002's game, with the reference functions or a student's module."""

import io
import os
import subprocess
import sys
import textwrap

import pytest

from blackjack.editions.bank import DRAW_HELP
from blackjack.play import cli

ENV = {**os.environ, "PYTHONUTF8": "1"}
GOOD = "from blackjack import full_deck, value, display, game_over, winner, play_bank\n" \
       "from blackjack import draw_card as draw, shuffle_fractions as shuffle\n"


def bank(*args: str, answers: str = "") -> tuple[int, list[str]]:
    out = io.StringIO()
    status = cli.main(["bank", "--seed", "3", *args], io.StringIO(answers), out)
    return status, out.getvalue().splitlines()


def student(tmp_path, source: str) -> str:
    path = tmp_path / "my_lab.py"
    path.write_text(textwrap.dedent(source))
    return str(path)


def test_the_bank_plays_to_the_end_from_piped_answers():
    done = subprocess.run([sys.executable, "-m", "blackjack", "bank", "--seed", "3"], input=b"y\ny\nn\n",
                          capture_output=True, env=ENV, timeout=60)
    said = done.stdout.decode().splitlines()
    assert done.returncode == 0 and done.stderr == b""
    assert said[0] == "Welcome to seed 002's Blackjack: you draw, then the bank draws to 16."
    assert said[-2:] == ["The bank's score: 23", "The winner is: Guest"]


def test_the_end_of_the_input_means_no_more_cards_and_the_bank_plays():
    status, said = bank(answers="")
    assert status == 0 and said[1] == "Your hand is empty. Draw a card? (y/n)"
    assert said[-1].startswith("The winner is: ")


def test_only_a_clear_yes_draws_help_explains_and_anything_else_is_asked_again():
    status, said = bank(answers="\nstand\nhelp\n  YES \nno\n")
    unclear = "I didn't understand that: answer y, n, help or quit."
    question = "Your hand is empty. Draw a card? (y/n)"
    assert status == 0 and said[1:7] == [question, unclear, question, unclear, question, DRAW_HELP]
    assert said[7:9] == [question, "Your hand:"] and said.count("Your hand:") == 1  # one card, for the yes


def test_a_students_module_plays_the_same_game(tmp_path):
    assert bank("--implementation", student(tmp_path, GOOD), answers="y\nn\n") == bank(answers="y\nn\n")


@pytest.mark.parametrize("source, problem", [
    (GOOD + "def value(hand):\n    return 'twenty'\n",
     "The game stopped: Your value returned 'twenty', not a whole number."),
    (GOOD + "def game_over(hand):\n    return 0\n",
     "The game stopped: Your game_over (gameOver) returned 0, not True or False."),
    (GOOD + "def draw(deck, hand):\n    return deck[1:], [deck[0]] + hand\n",
     'The game stopped: Your draw raised TypeError: can only concatenate list (not "tuple") to list.'),
    (GOOD + "def winner(guest, bank):\n    return 'Guest'\n",
     "The game stopped: Your winner returned 'Guest', not Player.GUEST or Player.BANK."),
    (GOOD.replace(", play_bank\n", "\n"), "The game stopped: my_lab does not define play_bank (playBank)."),
    ("import sys\nsys.exit(3)\n", "The game stopped: Loading my_lab raised SystemExit: 3."),
    ("def value(:\n", "The game stopped: Loading my_lab raised SyntaxError: invalid syntax (my_lab.py, line 1)."),
], ids=["wrong-type", "not-a-bool", "raises", "not-a-player", "missing", "exits", "syntax"])
def test_a_failing_student_function_is_named_in_one_line_and_the_game_ends(tmp_path, source, problem):
    status, said = bank("--implementation", student(tmp_path, source), answers="y\nn\n")
    assert status == 1 and said[-1] == problem


def test_a_student_function_that_runs_too_long_is_stopped(tmp_path):
    source = GOOD + "def play_bank(deck):\n    while True:\n        pass\n"
    status, said = bank("--implementation", student(tmp_path, source), answers="n\n")
    assert status == 1 and said[-1] == "The game stopped: Your play_bank (playBank) ran for more than 5 seconds."


def test_a_module_made_from_the_notebooks_imports_its_neighbours_and_its_output_is_not_shown(tmp_path):
    (tmp_path / "lab02.py").write_text("print('checks of notebook 02')\n" + GOOD)
    source = "from lab02 import full_deck, value, display, game_over, winner, play_bank, draw, shuffle\n"
    assert bank("--implementation", student(tmp_path, source), answers="y\nn\n") == bank(answers="y\nn\n")


def test_the_help_shows_how_to_make_my_lab_from_the_notebooks():
    text = subprocess.run([sys.executable, "-m", "blackjack", "bank", "--help"], capture_output=True, env=ENV,
                          timeout=60).stdout.decode()
    export = "jupyter nbconvert --to script exercises/02_shuffling_and_dealing.ipynb --output-dir . --output lab02"
    assert export in text
    assert "from lab02 import full_deck, play_bank, draw_card as draw, shuffle_fractions as shuffle" in text


def test_a_file_that_is_not_there():
    assert bank("--implementation", "/nonexistent.py") == (1, [
        "The game stopped: the file /nonexistent.py does not exist."])


def test_a_module_that_is_not_there():
    assert bank("--implementation", "no_such_lab") == (1, [
        "The game stopped: no module called no_such_lab (give a module name or a path ending in .py)."])
