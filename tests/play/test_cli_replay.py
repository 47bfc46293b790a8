"""Seed 000's and seed 001's transcripts, replayed word for word from ``--deck``.

The transcripts are copied from the seeds (seed 001's is in ``data/``, shared
with ``test_hand_and_deck``), typed answers included (a terminal echoes
them); blank lines are left out.  One line of seed 000's differs on purpose:
the game's ``I didn't understand that`` goes on to name the answers it
understands.  Each leaves rounds out (``...``) and its last round comes from
a second deck that reuses cards of the first, so each unbroken stretch is
replayed from its own stock, the last one after a ``|`` (a new deck).  A
hidden card the transcript never shows (the dealer's second card when the
player busts) is one the stretch does not use elsewhere.
"""

import io
from pathlib import Path

import pytest

from blackjack.play import cli

FIRST_STRETCH = "3♥ 6♦ 2♣ Q♦ 2♥ 10♠  7♥ 2♠ 5♦ 5♣ 10♣ J♣  K♣ A♦ J♠ A♠"
SECOND_STRETCH = "3C 9S 4C 9D 9H | 7C 2C QD QH 3D QS"  # ASCII works too

SEED_000 = ["""\
Welcome to blackjack!
Ready?

The dealer's first card is: 6♦.
Your hand is Q♦ 2♣ (12), what do you do?
huh
I didn't understand that: answer hit, stand, help or quit.
Your hand is Q♦ 2♣ (12), what do you do?
hit
Your hand is 2♥ Q♦ 2♣ (14), what do you do?
hit
You are bust! 10♠ 2♥ Q♦ 2♣ (24)
The house wins.
Ready?

The dealer's first card is: 2♠.
Your hand is 5♣ 5♦ (10), what do you do?
hit
Your hand is 10♣ 5♣ 5♦ (20), what do you do?
stand
The dealer reveals the hand: J♣ 2♠ 7♥ (19)
You win!
Ready?

The dealer's first card is: A♦.
Your hand is A♠ J♠ (21), what do you do?
stand
The dealer reveals the hand: A♦ K♣ (21)
Tie; nobody wins.
Ready?
""", """\
Ready?

The dealer's first card is: 9♠.
Your hand is 9♦ 4♣ (13), what do you do?
hit
You are bust! 9♥ 9♦ 4♣ (22)
The house wins.
Ready?

Shuffling a new deck...
The dealer's first card is: 2♣.
Your hand is Q♥ Q♦ (20), what do you do?
stand
The dealer is bust. Q♠ 3♦ 2♣ 7♣ (22)
You win!
Ready?
"""]

SEED_001_TRANSCRIPT = (Path(__file__).parents[1] / "data" / "seed001_transcript.txt").read_text()
FOURTH_ROUND = SEED_001_TRANSCRIPT.index("Ready?\n\nThe dealer's first card is: 9♠.")  # where the second deck begins
SEED_001 = [SEED_001_TRANSCRIPT[:FOURTH_ROUND + len("Ready?\n")], SEED_001_TRANSCRIPT[FOURTH_ROUND:]]


class Echoing(io.StringIO):
    """Standard input that echoes each line it gives to OUT, as a terminal shows what is typed."""

    def __init__(self, text: str, out: io.StringIO) -> None:
        super().__init__(text)
        self.out = out

    def readline(self, size: int = -1) -> str:
        line = super().readline(size)
        self.out.write(line)
        return line


def answers(transcript: str) -> str:
    """The lines typed in TRANSCRIPT: each line after a question (an empty one after ``Ready?``)."""
    lines, typed = transcript.splitlines(), []
    for before, line in zip(lines, lines[1:]):
        if before.endswith("what do you do?"):
            typed.append(line)
        elif before == "Ready?":
            typed.append("")
    return "".join(answer + "\n" for answer in typed)


def replay(args: list[str], transcript: str) -> list[str]:
    """The terminal's lines, typed answers included, from the game ARGS playing TRANSCRIPT's answers."""
    out = io.StringIO()
    assert cli.main(args, Echoing(answers(transcript), out), out) == 0
    return [line for line in out.getvalue().splitlines() if line]


def shown(transcript: str) -> list[str]:
    """TRANSCRIPT's lines, then the goodbye that comes when the typed answers run out."""
    return [line for line in transcript.splitlines() if line] + ["Goodbye!"]


def test_seed_000_replays_with_the_default_rules():
    assert replay(["--deck", FIRST_STRETCH], SEED_000[0]) == shown(SEED_000[0])


def test_seed_000_last_rounds_from_a_second_deck():
    # The played output starts with the welcome; the transcript's stretch starts at "Ready?".
    assert replay(["--deck", SECOND_STRETCH], SEED_000[1])[1:] == shown(SEED_000[1])


@pytest.mark.parametrize("command", [["seed001"], ["--rules", "seed001", "seed001"]])
def test_seed_001_replays_from_its_subcommand(command):
    assert replay([*command, "--deck", FIRST_STRETCH], SEED_001[0]) == shown(SEED_001[0])
    assert replay([*command, "--deck", SECOND_STRETCH], SEED_001[1])[1:] == shown(SEED_001[1])


def test_with_naturals_the_third_round_ends_at_once():
    said = replay(["--naturals", "--deck", FIRST_STRETCH], SEED_000[0])
    third = said.index("The dealer's first card is: A♦.")
    assert said[third:third + 5] == ["The dealer's first card is: A♦.", "Blackjack!", "Your hand: A♠ J♠ (21)",
                         "The dealer's hand: A♦ K♣ (21)", "Tie; nobody wins."]


def test_after_the_last_stock_the_game_goes_on_with_shuffled_decks():
    out = io.StringIO()
    assert cli.main(["--seed", "1", "--deck", "3♥ 6♦ 2♣ Q♦"], io.StringIO("\nstand\n\nstand\n"), out) == 0
    said = out.getvalue().splitlines()
    assert said[2] == "The dealer's first card is: 6♦." and "Shuffling a new deck..." in said


@pytest.mark.parametrize("deck, complaint", [
    ("3♥ 6♦ X1", "argument --deck: not a card: 'X1' (try 'A♠', '10♣' or 'QD')"),
    ("3H 6D 3h", "argument --deck: 3♥ comes 2 times in one stock, more than 1 deck holds"),
    ("3H |", "argument --deck: a stock holds no cards (write cards between the |)"),
    ("", "argument --deck: a stock holds no cards (write cards between the |)"),
])
def test_a_bad_deck_is_one_line_and_status_2(deck, complaint, capsys):
    with pytest.raises(SystemExit) as stop:
        cli.main(["--deck", deck], io.StringIO(), io.StringIO())
    err = capsys.readouterr().err
    assert stop.value.code == 2 and err == f"python -m blackjack: {complaint} (see --help)\n"


def test_two_decks_may_hold_a_card_twice():
    out = io.StringIO()
    assert cli.main(["--decks", "2", "--deck", "3H 3H 2C QD"], io.StringIO("\nstand\n"), out) == 0
    assert "The dealer's first card is: 3♥." in out.getvalue()
