"""``python -m blackjack.course execute``: fresh outputs stored, no timings, nothing half-written."""

import nbformat
import pytest
from nbclient.exceptions import CellExecutionError
from nbformat.v4 import new_code_cell, new_notebook

from blackjack.course.__main__ import main
from blackjack.course.notebook.execute import execute


def notebook_at(path, *sources):
    nbformat.write(new_notebook(cells=[new_code_cell(s) for s in sources]), path)
    return path


def test_execute_stores_the_outputs_without_timings(tmp_path):
    path = notebook_at(tmp_path / "n.ipynb", "print(6 * 7)", "import os; os.getcwd()")
    execute(path)
    first, second = nbformat.read(path, as_version=4).cells
    assert first.outputs[0].text == "42\n"
    assert second.outputs[0].data["text/plain"] == repr(str(tmp_path))  # it runs in the notebook's folder
    assert "execution" not in first.metadata


def test_a_failing_notebook_is_left_as_it_was(tmp_path):
    path = notebook_at(tmp_path / "n.ipynb", "1 / 0")
    before = path.read_text()
    with pytest.raises(CellExecutionError):
        execute(path)
    assert path.read_text() == before
    assert [p.name for p in tmp_path.iterdir()] == ["n.ipynb"]


@pytest.mark.parametrize("text, problem", [
    (None, "a cell failed with ZeroDivisionError: division by zero"),
    ("just some words", "not a readable notebook (Expecting value: line 1 column 1 (char 0))"),
])
def test_the_command_says_in_one_line_why_a_notebook_could_not_run(tmp_path, capsys, text, problem):
    path = tmp_path / "n.ipynb"
    notebook_at(path, "1 / 0") if text is None else path.write_text(text)
    assert main(["execute", str(path)]) == 1
    err = capsys.readouterr().err
    assert err == f"error: {path}: {problem}\n"
