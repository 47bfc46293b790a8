"""Exercise notebooks generated from solution notebooks: stubs, cleared outputs, tags, stability."""

from __future__ import annotations

import json

import pytest

from blackjack.course.__main__ import main
from blackjack.course.notebook.build import (
    RAISES,
    BuildError,
    exercise_notebook,
    notebook_text,
    plan,
    remove_extra,
    stale,
    stub_source,
    write,
)
from blackjack.course.paths import EXERCISES, SOLUTIONS

DEALER = '''def dealer_turn(game):
    """The dealer's turn."""
    ### BEGIN SOLUTION
    while dealer_draws(game.dealer):
        game = hit_dealer(game)
    return check_hand(game.dealer), game
    ### END SOLUTION'''


def test_a_region_becomes_a_stub_naming_the_exercise():
    text, names = stub_source(DEALER, "03_dealer_turn", {})
    assert names == ["dealer_turn"]
    assert text.splitlines() == [
        "def dealer_turn(game):",
        '    """The dealer\'s turn."""',
        '    raise NotImplementedError("Exercise 2.2: write dealer_turn here.")',
    ]


def test_the_id_can_come_from_metadata_or_a_first_comment():
    assert 'Exercise 5.4: write dealer_turn' in stub_source(DEALER, "03_dealer_turn", {"exercise": "5.4"})[0]
    assert 'Exercise 5.3: write dealer_turn' in stub_source("# Exercise 5.3\n" + DEALER, "03_dealer_turn", {})[0]
    assert '"Write dealer_turn here."' in stub_source(DEALER, "09_multiplayer_table", {})[0]


def test_nested_functions_and_several_regions():
    source = "def a():\n    ### BEGIN SOLUTION\n    return 1\n    ### END SOLUTION\n\n\ndef b(x):\n    def inner():\n" \
             "        ### BEGIN SOLUTION\n        return x\n        ### END SOLUTION\n    return inner\n"
    text, names = stub_source(source, "00_welcome", {})
    assert names == ["a", "inner"]
    assert '        raise NotImplementedError("Write inner here.")' in text.splitlines()


@pytest.mark.parametrize("source, problem", [
    ("### BEGIN SOLUTION\nx = 1\n### END SOLUTION", "must be inside a function"),
    ("def f():\n    ### BEGIN SOLUTION\n    return 1", "without its ### END SOLUTION"),
    ("def f():\n    return 1\n    ### END SOLUTION", "without ### BEGIN SOLUTION"),
    ("# Exercise 9.9\ndef f():\n    ### BEGIN SOLUTION\n    return 1\n    ### END SOLUTION", "no exercise '9.9'"),
])
def test_bad_regions_stop_the_build(source, problem):
    with pytest.raises(BuildError, match=problem):
        stub_source(source, "03_dealer_turn", {})


def code(source: str, **extra) -> dict:
    return {"cell_type": "code", "execution_count": 3, "id": f"c{len(source)}", "metadata": {"execution": {"t": 1}},
            "outputs": [{"output_type": "stream", "name": "stdout", "text": ["old\n"]}], "source": source, **extra}


SOLUTION = {
    "cells": [
        {"cell_type": "markdown", "id": "m1", "metadata": {}, "source": "**The dealer**"},
        code("from blackjack.course import check, use"),
        code(DEALER),
        code("status, after = dealer_turn(table)"),
        code("after.dealer"),
        code('check("2.2", dealer_turn)'),
        code('use("dealer_turn")(table)'),
        code("def twice(game):\n    return dealer_turn(dealer_turn(game)[1])"),
        code("%matplotlib inline\ntwice(table)"),
        code("try_it(lambda: dealer_turn(table))"),
        code("def apply(dealer_turn, game):\n    return dealer_turn(game)\n\napply(len, table)"),
    ],
    "metadata": {"kernelspec": {"name": "python3"}}, "nbformat": 4, "nbformat_minor": 5,
}


def test_an_exercise_notebook_clears_outputs_and_tags_cells_that_would_fail():
    notebook, stubbed = exercise_notebook(SOLUTION, "03_dealer_turn")
    cells = notebook["cells"]
    assert stubbed == ["dealer_turn"]
    assert all(c["outputs"] == [] and c["execution_count"] is None for c in cells if c["cell_type"] == "code")
    assert all("execution" not in c["metadata"] for c in cells)
    tagged = [i for i, c in enumerate(cells) if RAISES in c["metadata"].get("tags", [])]
    assert tagged == [3, 4, 8]  # the bare try-it cell, the cell using its result, the cell calling twice
    # not try_it's cell, nor a function whose parameter is only named like a stub
    assert cells[0] == SOLUTION["cells"][0]
    assert SOLUTION["cells"][2]["outputs"]  # the solution itself is left alone


def test_a_notebook_with_nothing_to_solve_keeps_its_outputs():
    """Its code is the student's too (the welcome notebook), so its outputs are what the student sees."""
    welcome = {**SOLUTION, "cells": [code("from blackjack.course import check"), code('check("2.1", len)')]}
    notebook, stubbed = exercise_notebook(welcome, "00_welcome")
    assert stubbed == []
    assert [(c["outputs"], c["execution_count"]) for c in notebook["cells"]] == [(c["outputs"], 3) for c in welcome["cells"]]
    assert all("execution" not in c["metadata"] for c in notebook["cells"])


def test_the_json_is_stable():
    notebook, _ = exercise_notebook(SOLUTION, "03_dealer_turn")
    text = notebook_text(notebook)
    assert text.endswith("}\n") and text == notebook_text(json.loads(text))
    assert list(json.loads(text)) == sorted(json.loads(text))


def test_building_twice_changes_nothing(tmp_path):
    solutions = tmp_path / "solutions"
    solutions.mkdir()
    (solutions / "03_dealer_turn.ipynb").write_text(json.dumps(SOLUTION))
    (solutions / "notes.ipynb").write_text("not a course notebook, left alone")
    exercises = tmp_path / "exercises"
    built = plan(solutions, exercises)
    assert write(built, exercises) == ["03_dealer_turn.ipynb"]
    assert write(plan(solutions, exercises), exercises) == []
    assert stale(plan(solutions, exercises), exercises) == []
    assert any("001:3.2 has no solution region for dealer_hand_turn" in w for w in built.warnings)
    (exercises / "03_dealer_turn.ipynb").write_text("{}")
    assert stale(plan(solutions, exercises), exercises) == ["03_dealer_turn.ipynb"]


def test_a_corrupt_solution_is_a_clear_error(tmp_path, capsys):
    (tmp_path / "03_dealer_turn.ipynb").write_text("{not json")
    assert main(["build", "--solutions", str(tmp_path), "--exercises", str(tmp_path / "out")]) == 2
    assert "not a readable notebook" in capsys.readouterr().err
    assert not (tmp_path / "out").exists()


def test_the_committed_exercises_are_up_to_date(capsys):
    assert main(["build", "--check"]) == 0, capsys.readouterr().out


def test_every_course_notebook_has_its_exercise_notebook():
    solutions = sorted(p.name for p in SOLUTIONS.glob("[0-9][0-9]_*.ipynb"))
    assert solutions and solutions == sorted(p.name for p in EXERCISES.glob("*.ipynb"))


def test_build_removes_exercise_notebooks_without_a_solution(tmp_path, capsys):
    solutions, exercises = tmp_path / "solutions", tmp_path / "exercises"
    solutions.mkdir()
    exercises.mkdir()
    (solutions / "03_dealer_turn.ipynb").write_text(json.dumps(SOLUTION))
    (exercises / "07_old_lesson.ipynb").write_text("{}")
    (exercises / "notes.ipynb").write_text("not a course notebook, left alone")
    assert main(["build", "--solutions", str(solutions), "--exercises", str(exercises)]) == 0
    assert "removed, having no solution notebook: 07_old_lesson.ipynb" in capsys.readouterr().out
    assert sorted(p.name for p in exercises.iterdir()) == ["03_dealer_turn.ipynb", "notes.ipynb"]
    assert main(["build", "--check", "--solutions", str(solutions), "--exercises", str(exercises)]) == 0
    assert remove_extra(plan(solutions, exercises), exercises) == []
