"""A notebook's memory, processes, disk and time are bounded, and running into a bound costs only that notebook.

Every hostile student starts from solutions/03_dealer_turn.ipynb and replaces one or two solution cells; the
exercises it leaves alone are honest and keep their points.  All notebooks are graded in ONE class run (a
module-scoped fixture).  Memory and fork attacks are bounded (3 x 1000 MB, 12 x 256 MB, 200 forks): run the module
inside an outer memory cgroup.
"""

from __future__ import annotations

import re

import pytest

from tests.course.grading.hostile import (CH, DEALER, DHT, EXERCISES, HONEST_CH, assert_fair, full, grade_class,
                                          hidden, needs_bwrap, points, report, submitted, write_class)

pytestmark = [needs_bwrap, pytest.mark.slow]

MEM_CHILDREN = hidden(r'''
import os, time
RES = []
for i in range(3):                      # bounded: 3 children x 1000 MB, held 5 s
    r, w = os.pipe()
    if os.fork() == 0:
        try:
            b = b"\x01" * (1000 * 2**20)
            os.write(w, b"ok")
            time.sleep(5)
        except MemoryError:
            os.write(w, b"MemoryError")
        os._exit(0)
    os.close(w)
    RES.append(os.read(r, 20).decode())
for i in range(3):
    try: os.wait()
    except ChildProcessError: pass
''') + CH + "    raise RuntimeError(f'ALLOC {RES}')\n"
FORKS = hidden(r'''
import os, time
FORKED = 0
for i in range(200):                    # bounded: 200 forks, each child sleeps 2 s
    try:
        pid = os.fork()
    except OSError:
        break
    if pid == 0:
        time.sleep(2); os._exit(0)
    FORKED += 1
while True:
    try: os.wait()
    except ChildProcessError: break
''') + DHT + "    raise RuntimeError(f'FORKED {FORKED} of 200')\n"
MEM_ONE = hidden(r'''
STEPS = []
try:
    blocks = []
    for i in range(12):                 # bounded: 12 x 256 MB
        blocks.append(b"\x01" * (256 * 2**20)); STEPS.append(i)
except MemoryError:
    STEPS.append("MemoryError")
blocks = None
''') + CH + "    raise RuntimeError(f'STEPS {len(STEPS)}')\n"
DISK = hidden(r'''
WROTE = 0
try:
    with open("/tmp/big", "wb") as f:
        for i in range(40):             # bounded: 40 x 50 MB
            f.write(b"\0" * (50 * 2**20)); f.flush(); WROTE += 50
except Exception:
    pass
''') + DHT + "    raise RuntimeError(f'WROTE {WROTE} MB')\n"
KERNEL = {
    "kernel_mem_forks": dict(e2_1=MEM_CHILDREN, e001_3_2=FORKS),
    "kernel_mem_disk": dict(e2_1=MEM_ONE, e001_3_2=DISK),
    "kernel_timeouts": dict(e2_1="import time\ntime.sleep(100000)\n" + HONEST_CH,
                            e001_3_2=DHT + "    while True:\n        pass\n"),
}


@pytest.fixture(scope="module")
def graded(tmp_path_factory):
    subs = tmp_path_factory.mktemp("limits") / "subs"
    notebooks = {s: (DEALER, submitted(DEALER, **cells)) for s, cells in KERNEL.items()}
    write_class(subs, notebooks | {"honest_a": (DEALER, submitted(DEALER))})
    return grade_class(subs)


def test_honest_students_keep_every_point(graded):
    assert points(graded[1], "honest_a", DEALER) == full(DEALER)


@pytest.mark.parametrize("student,exercise", [(s, e) for s in KERNEL for e in EXERCISES[DEALER]])
def test_kernel_limits_cost_only_the_notebook(graded, student, exercise):
    assert_fair(graded[1], student, DEALER, KERNEL[student], exercise)


def test_the_notebook_s_processes_share_one_memory_limit(graded):
    """3 children x 1000 MB: each is under the per-process 2 GB, together over it."""
    assert "['ok', 'ok', 'ok']" not in report(graded[2], "kernel_mem_forks")


def test_processes_disk_and_memory_are_bounded(graded):
    page = report(graded[2], "kernel_mem_forks") + report(graded[2], "kernel_mem_disk")
    forked = [int(n) for n in re.findall(r"FORKED (\d+) of 200", page)]
    wrote = [int(n) for n in re.findall(r"WROTE (\d+) MB", page)]
    steps = [int(n) for n in re.findall(r"STEPS (\d+)", page)]
    assert all(n < 64 for n in forked) and all(n <= 100 for n in wrote) and all(n <= 8 for n in steps)
