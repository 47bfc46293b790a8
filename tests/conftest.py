"""Settings shared by every test: hypothesis runs without a deadline (a check or a game may take a
while on a loaded machine; speed is measured in benchmarks/, never in tests); and the modules that
spend a minute or more waiting (on sandboxes, kernels, other processes) are run first, longest first,
so that with several workers (``make test``) the quick tests fill the cores around them instead of
one of them starting last and running alone."""

import pytest
from hypothesis import settings

settings.register_profile("course", deadline=None)
settings.load_profile("course")

WAITING = (  # longest first (measured alone on two cores)
    "tests/course/grading/test_attacks.py",
    "tests/course/grading/test_grade_one.py",
    "tests/course/notebook/test_nbgrader_export.py",
    "tests/course/grading/test_grade.py",
    "tests/course/grading/test_attacks_round3.py",
    "tests/course/grading/test_attacks_round4.py",
    "tests/course/grading/test_attacks_round5.py",
    "tests/course/grading/test_solutions.py",
    "tests/course/grading/test_report.py",
    "tests/course/test_api.py",
    "tests/course/notebook/test_unsolved_exercises.py",
    "tests/course/grading/test_bookkeeping.py",
)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    rank = {path: place for place, path in enumerate(WAITING)}
    items.sort(key=lambda item: rank.get(item.nodeid.split("::")[0], len(WAITING)))
