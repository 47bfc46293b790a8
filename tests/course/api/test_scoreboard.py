"""``scoreboard``: the points a kernel has earned so far, the seed's and the extension's apart."""

from blackjack.course import check, scoreboard
from blackjack.course.exercises.index import reference as reference_function
from tests.course.api.cells import DEALER, notebook


def test_scoreboard_shows_points_so_far(capsys):
    scoreboard()
    assert capsys.readouterr().out.startswith("No exercise has been checked in this kernel yet")
    check("2.1", reference_function("check_hand"))
    capsys.readouterr()
    scoreboard()
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "Scoreboard — 03_dealer_turn" and out[1].split()[-2:] == ["seed", "extension"]
    assert out[2].split()[0] == "2.1" and out[2].split()[-2:] == ["5/5", "5/5"]
    assert out[3].split()[-2:] == ["–/15", "–/5"] and out[-1].split() == ["total", "5/35", "5/15"]


def test_scoreboard_keeps_the_seeds_points_and_the_extensions_apart(capsys):
    """A dealer that stops at 17 whatever the rules: the seed's 15 points, none of the extension's 5."""
    check("2.2", notebook(DEALER.format(stop=17))["dealer_turn"])
    capsys.readouterr()
    scoreboard("03_dealer_turn")
    out = capsys.readouterr().out.splitlines()
    assert out[3].split()[-2:] == ["15/15", "0/5"] and out[-1].split() == ["total", "15/35", "0/15"]


def test_scoreboard_marks_extra_credit(capsys):
    scoreboard("04_prompts")
    out = capsys.readouterr().out
    assert "extra credit" in out and out.splitlines()[-1].split() == ["extra", "credit", "0/45"]  # 5+15+5+5+15
    assert "extension" not in out  # no exercise of notebook 4 has one


def test_an_exercise_without_an_extension_leaves_its_column_empty(capsys):
    scoreboard("07_betting")
    rows = capsys.readouterr().out.splitlines()
    assert rows[-2].split()[-3:] == ["–/5", "extra", "credit"]
    assert rows[-2].index("extra credit") == rows[2].index("extra credit")  # 6.3 has no extension: its column is empty
    assert rows[-1].split() == ["extra", "credit", "0/25", "0/15"]
