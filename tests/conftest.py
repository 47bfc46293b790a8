"""Settings shared by every test, and the suite's own bookkeeping.

- hypothesis runs without a deadline (a check or a game may take a while on a loaded machine; speed is measured
  in benchmarks/, never in tests);
- the modules run longest first, by the seconds each took in the last whole run (``tests/durations.json``,
  written at the end of a run of the whole suite; a module not yet recorded runs first): with several workers
  (``make test``, where pytest-xdist is told ``--no-loadscope-reorder``: by default it reorders the modules by
  their number of tests) the short ones fill the cores at the end instead of a long one starting last and
  running alone;
- ``slow``: every test of a module that took ``SLOW_SHARE`` or more of the whole suite's seconds in the last whole
  run (a share, not seconds: the figures grow with the machine's load), and any test marked so (``make test-fast``
  leaves them out);
- ``wall``: the tests of the sandbox's limits, every test of a ``test_wall*.py`` module.  Where the suite runs
  as root (as CI does) nothing stops them running: a wall test that skips there fails.  The run's last lines
  name every wall test skipped.
"""

from __future__ import annotations

import json
import math
import os
from pathlib import Path

import pytest
from hypothesis import settings

settings.register_profile("course", deadline=None)
settings.load_profile("course")

DURATIONS = Path(__file__).with_name("durations.json")
SLOW_SHARE = 1 / 250  # about 10 s of the 2,300 that four workers on two loaded cores took


def module_of(nodeid: str) -> str:
    """The file a test is in, as the run names it (``tests/core/test_cards.py``, ``notebooks/x.ipynb``)."""
    return nodeid.split("::")[0]


def recorded() -> dict[str, float]:
    """Seconds each module took in the last whole run (none before the first)."""
    try:
        return json.loads(DURATIONS.read_text())
    except (OSError, ValueError):
        return {}


@pytest.hookimpl(tryfirst=True)  # before -m reads the marks
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    seconds = recorded()
    slow = SLOW_SHARE * sum(seconds.values())
    for item in items:
        if Path(item.path).name.startswith("test_wall"):
            item.add_marker(pytest.mark.wall)
        if seconds.get(module_of(item.nodeid), 0.0) >= slow > 0:
            item.add_marker(pytest.mark.slow)
    items.sort(key=lambda item: -seconds.get(module_of(item.nodeid), math.inf))


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call):
    """A wall test that skips is named in the run's last lines; run as root, it fails instead."""
    report = yield
    if report.skipped and item.get_closest_marker("wall") and not hasattr(report, "wasxfail"):
        reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else str(report.longrepr)
        reason = reason.removeprefix("Skipped: ")
        report.user_properties.append(("wall skipped", reason))
        if os.geteuid() == 0:
            report.outcome = "failed"
            report.longrepr = f"a wall test may not skip where the suite runs as root: {reason}"
    return report


class Bookkeeping:
    """What the run's reports say: the seconds each module took, and the wall tests that ran or skipped."""

    def __init__(self) -> None:
        self.seconds: dict[str, float] = {}
        self.walls = 0
        self.skipped: dict[str, str] = {}

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        module = module_of(report.nodeid)
        self.seconds[module] = self.seconds.get(module, 0.0) + report.duration
        if "wall" in report.keywords and report.when == "setup":
            self.walls += 1
        for name, reason in report.user_properties:
            if name == "wall skipped":
                self.skipped[report.nodeid] = reason

    @pytest.hookimpl(wrapper=True, tryfirst=True)  # after the short test summary: the run's last lines
    def pytest_terminal_summary(self, terminalreporter, config):
        yield
        if config.option.collectonly:
            return
        if self.skipped:
            terminalreporter.write_line(f"wall tests skipped ({len(self.skipped)} of {self.walls}"
                                        f"{', failed: run as root' if os.geteuid() == 0 else ''}):", red=True)
            for nodeid, reason in self.skipped.items():
                terminalreporter.write_line(f"  {nodeid}: {reason}")
        elif self.walls:
            terminalreporter.write_line(f"wall tests: none skipped ({self.walls} ran)", green=True)
        else:
            terminalreporter.write_line("wall tests: none in this run")

    def pytest_sessionfinish(self, session: pytest.Session, exitstatus: int) -> None:
        if whole_run(session.config, exitstatus):
            record(self.seconds, Path(session.config.rootpath))


def whole_run(config: pytest.Config, exitstatus: int) -> bool:
    """Whether this run ran the whole suite to its end (so that its durations replace the recorded ones)."""
    option = config.option
    chosen = option.keyword or option.markexpr or option.deselect or option.maxfail or option.collectonly
    named = {(config.invocation_params.dir / arg.split("::")[0]).resolve() for arg in config.args}
    return not chosen and DURATIONS.parent.resolve() in named and exitstatus in (pytest.ExitCode.OK,
                                                                                  pytest.ExitCode.TESTS_FAILED)


def record(seconds: dict[str, float], root: Path) -> None:
    """SECONDS merged into the recorded durations (modules not run keep theirs; modules gone are dropped)."""
    merged = {module: took for module, took in {**recorded(), **seconds}.items() if (root / module).exists()}
    text = json.dumps({module: round(took, 1) for module, took in sorted(merged.items())}, indent=0)
    partial = DURATIONS.with_suffix(".json.part")
    partial.write_text(text + "\n")
    partial.replace(DURATIONS)


def pytest_configure(config: pytest.Config) -> None:
    if not hasattr(config, "workerinput"):  # the run's own process (with xdist, not its workers)
        config.pluginmanager.register(Bookkeeping(), "bookkeeping")
