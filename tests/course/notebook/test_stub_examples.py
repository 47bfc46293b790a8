"""Every stub teaches by example: its docstring has one or two doctests, and the reference passes them.

The examples are written in the solution notebook's docstring, so the exercise
notebook's stub carries them too (the build keeps the docstring).  Here each
runs as the notebook would run it (after the notebook's imports), with the
reference function in place of the student's.
"""

import ast
import doctest

import pytest

from blackjack.course.exercises.index import graded_by, in_notebook, reference
from blackjack.course.notebook.build import exercise_notebook, read_solution
from blackjack.course.notebook.cells import namespace_for, solution_function
from blackjack.course.paths import SOLUTIONS

NOTEBOOKS = sorted(p.stem for p in SOLUTIONS.glob("0*.ipynb"))
STUBS = [(notebook, name) for notebook in NOTEBOOKS
         for name in dict.fromkeys(exercise_notebook(read_solution(SOLUTIONS / f"{notebook}.ipynb"), notebook)[1])]


def examples(notebook: str, name: str) -> doctest.DocTest:
    """The doctests of NAME's docstring in the solution notebook, to run with the references."""
    node = solution_function(notebook, name)
    assert node is not None, f"{notebook}: no solution function {name}"
    text = ast.get_docstring(node) or ""
    exercise = graded_by(name)
    assert exercise is not None, f"{notebook}: {name} is graded by no exercise, so it has no reference"
    globs = namespace_for(exercise)
    globs.update((n, reference(n)) for e in in_notebook(notebook) for n in e.names)
    return doctest.DocTestParser().get_doctest(text, globs, f"{notebook}.{name}", f"solutions/{notebook}.ipynb", 0)


def test_every_notebook_with_exercises_has_stubs():
    assert len(STUBS) >= 50 and {n for n, _ in STUBS} == {n for n in NOTEBOOKS if in_notebook(n)}


@pytest.mark.parametrize("notebook, name", STUBS, ids=[name for _, name in STUBS])
def test_a_stub_shows_one_or_two_examples_that_the_reference_passes(notebook, name):
    test = examples(notebook, name)
    shown = [e for e in test.examples if e.want or e.exc_msg]
    assert 1 <= len(shown) <= 2, f"{name}: {len(shown)} examples with a result; a stub shows one or two"
    report: list[str] = []
    runner = doctest.DocTestRunner(optionflags=doctest.IGNORE_EXCEPTION_DETAIL)  # as Jupyter shows it: EmptyDeckError
    result = runner.run(test, out=report.append, clear_globs=True)
    assert result.failed == 0, "".join(report)
