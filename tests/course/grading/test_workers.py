"""The grading processes: a notebook that ends its worker, or takes more than its budget, costs only itself."""

from __future__ import annotations

import os
import resource

import pytest

from blackjack.course.grading import workers
from blackjack.course.grading.sandbox.channel import Settings

COLLIDING = 40_000  # ints that share one hash: a set of them is ONE C call of 13-25 CPU-seconds (it ends)


def colliding(count: int) -> list[int]:
    """COUNT ints that Python hashes alike (its hash of an int is the int modulo 2**61 - 1)."""
    return [k * (2**61 - 1) + 7 for k in range(1, count + 1)]


def pretend(job: str, settings: Settings) -> str:
    """A stand-in for grading one notebook: the job's name, unless the job is built to hurt the grader."""
    try:
        if job == "ends":
            os._exit(9)
        if job == "spins":
            while True:
                pass
        if job == "collides":  # no Python handler runs before the set is built
            set(colliding(COLLIDING))
        if job == "hogs":
            bytearray(workers.MEMORY + 500_000_000)  # address space only: refused before any page is touched
    except (workers.OverBudget, MemoryError) as error:
        return f"{job}: {type(error).__name__}"
    return job.upper()


def graded(jobs: list[str]) -> list[str]:
    return workers.grade_all(pretend, jobs, Settings(), 2, lambda job: f"{job}: ended its worker", lambda _: None)


def test_a_notebook_that_ends_its_worker_costs_only_itself():
    jobs = ["alice", "ends", "bob", "carol", "dave", "erin"]
    assert graded(jobs) == ["ALICE", "ends: ended its worker", "BOB", "CAROL", "DAVE", "ERIN"]


def test_grading_over_its_budget_of_the_grader_s_memory_or_time_fails_alone(monkeypatch):
    monkeypatch.setattr(workers, "CPU_SECONDS", 1)
    assert graded(["alice", "spins", "hogs", "bob"]) == ["ALICE", "spins: OverBudget", "hogs: MemoryError", "BOB"]


@pytest.mark.parametrize("jobs", [[], ["alice"]])
def test_few_jobs(jobs):
    assert graded(jobs) == [job.upper() for job in jobs]


def test_a_c_level_loop_past_the_budget_is_killed_and_costs_only_its_notebook(monkeypatch):
    """The set takes 13-25 CPU-seconds in one C call, where OverBudget cannot be raised: its worker is killed
    at the budget plus the grace (about 3 CPU-seconds), once in the pool and once alone."""
    monkeypatch.setattr(workers, "CPU_SECONDS", 1)
    monkeypatch.setattr(workers, "GRACE", 1)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    assert graded(["alice", "collides", "bob"]) == ["ALICE", "collides: ended its worker", "BOB"]
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    assert after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime < 10


def test_the_budget_passes_every_handler_of_a_check_up_to_the_notebook():
    """Raised where the grader is when its CPU time is up (here: while the student's side of a part is observed),
    it is never taken for the student's exception, nor shrunk on by the search."""
    from blackjack.course.engine.judging import judge
    from blackjack.course.exercises.index import BY_ID, reference

    def over(*args: object) -> tuple:
        raise workers.OverBudget("grading it took more than 10 CPU seconds of the grader's own")

    part = BY_ID["2.1"].parts[0]
    with pytest.raises(workers.OverBudget):
        judge(part, {"check_hand": None}, {n: reference(n) for n in part.needs}, over, seed=1)
