"""Settings shared by every test: hypothesis runs without a deadline (a check or a game may take a
while on a loaded machine; speed is measured in benchmarks/, never in tests); and the longest modules
run first, longest first, so that with several workers (``make test``, where pytest-xdist is told
``--no-loadscope-reorder``: by default it reorders the modules by their number of tests) the short ones
fill the cores at the end instead of a long one starting last and running alone."""

import pytest
from hypothesis import settings

settings.register_profile("course", deadline=None)
settings.load_profile("course")

LONGEST = (  # longest first: seconds each took in `make test` (four workers on two cores, with the audit)
    "tests/course/test_api.py",  # 135
    "tests/course/grading/test_attacks.py",  # 80
    "tests/course/grading/test_attacks_round5.py",  # 66
    "tests/course/grading/test_attacks_round3.py",  # 66
    "tests/course/notebook/test_unsolved_exercises.py",  # 53
    "tests/course/grading/test_bookkeeping.py",  # 44
    "tests/course/grading/test_grade.py",  # 39
    "tests/course/grading/test_report.py",  # 37
    "tests/course/grading/test_grade_one.py",  # 32
    "tests/course/notebook/test_nbgrader_export.py",  # 31
    "tests/course/grading/test_attacks_round4.py",  # 30
    "tests/course/exercises/test_inputs.py",  # 29
    "tests/editions/test_casino.py",  # 29
    "tests/course/grading/test_wall.py",  # 25
    "tests/dealer/test_simulate.py",  # 24
    "tests/play/test_cli_hostile.py",  # 23
    "tests/play/widgets/test_view.py",  # 19
    "tests/play/test_cli.py",  # 18
    "tests/course/grading/test_solutions.py",  # 15
    "tests/course/engine/test_causes.py",  # 15
)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    rank = {path: place for place, path in enumerate(LONGEST)}
    items.sort(key=lambda item: rank.get(item.nodeid.split("::")[0], len(LONGEST)))
