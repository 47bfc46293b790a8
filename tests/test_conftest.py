"""The suite's own bookkeeping (tests/conftest.py), on a small suite run by pytester: the wall tests skipped are
named in the last lines (and fail as root); a whole run records each module's seconds, a partial one nothing; the
next run orders and marks the modules by them."""

import json
import os
from pathlib import Path

import pytest

pytest_plugins = ["pytester"]

CONFTEST = Path(__file__).with_name("conftest.py").read_text()
WALL = "import pytest\n\ndef test_in_a_cgroup():\n    pytest.skip('no cgroup here')\n"
SHORT = "def test_quick():\n    pass\n"


@pytest.fixture
def suite(pytester):
    """A project whose tests/ holds the conftest, a wall test that skips and a short one."""
    tests = pytester.mkdir("tests")
    for name, text in (("conftest.py", CONFTEST), ("test_wall_x.py", WALL), ("test_short.py", SHORT)):
        (tests / name).write_text(text)
    return tests


def run(pytester, *args):
    return pytester.runpytest("-p", "no:cacheprovider", "-p", "no:xdist", "-p", "no:nbval", "-v", *args)


def test_a_wall_test_that_skips_is_named_in_the_last_lines_and_fails_as_root(pytester, suite):
    result = run(pytester, "tests")
    last = result.outlines[-4:]
    assert "wall tests skipped (1 of 1" in "\n".join(last)
    assert "  tests/test_wall_x.py::test_in_a_cgroup: no cgroup here" in last
    if os.geteuid() == 0:
        result.assert_outcomes(failed=1, passed=1)
    else:
        result.assert_outcomes(skipped=1, passed=1)


def test_a_whole_run_records_each_module_and_a_partial_run_changes_nothing(pytester, suite):
    (suite / "durations.json").write_text(json.dumps({"tests/test_gone.py": 9, "notebooks/kept.ipynb": 7}))
    pytester.mkdir("notebooks")
    (pytester.path / "notebooks" / "kept.ipynb").write_text("{}")
    run(pytester, "tests", "-k", "quick")
    assert json.loads((suite / "durations.json").read_text()) == {"tests/test_gone.py": 9, "notebooks/kept.ipynb": 7}
    run(pytester, "tests")
    recorded = json.loads((suite / "durations.json").read_text())
    assert sorted(recorded) == ["notebooks/kept.ipynb", "tests/test_short.py", "tests/test_wall_x.py"]
    assert recorded["notebooks/kept.ipynb"] == 7  # not run: kept; gone from the project: dropped


def test_modules_run_longest_first_and_unknown_ones_before_them(pytester, suite):
    (suite / "test_zz_new.py").write_text(SHORT)
    (suite / "durations.json").write_text(json.dumps({"tests/test_short.py": 1, "tests/test_wall_x.py": 5}))
    ran = [line.split("::")[0] for line in run(pytester, "tests").outlines if line.startswith("tests/test_")]
    assert ran == ["tests/test_zz_new.py", "tests/test_wall_x.py", "tests/test_short.py"]


def test_a_module_recorded_as_long_is_slow(pytester, suite):
    (suite / "durations.json").write_text(json.dumps({"tests/test_short.py": 60, "tests/test_wall_x.py": 0.1}))
    result = run(pytester, "tests", "-m", "not slow")
    result.assert_outcomes(deselected=1, **({"failed": 1} if os.geteuid() == 0 else {"skipped": 1}))
