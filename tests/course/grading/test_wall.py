"""The wall around a submission: what the sandbox sees, what it keeps, what it may hold, and what crosses it.

Memory is tested inside a memory cgroup of the test's own, first seen to hold
with one bounded allocation; every allocation here is bounded too.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from blackjack.course.grading.sandbox import bwrap
from blackjack.course.grading.sandbox.cgroup import Group
from blackjack.course.grading.sandbox.channel import Channel, Settings, end_all
from blackjack.course.paths import PACKAGE, PROJECT, SOLUTIONS

pytestmark = pytest.mark.skipif(bwrap.bwrap() is None, reason="needs bubblewrap (apt-get install bubblewrap)")
LIMITS = bwrap.Limits(processes=32)


def inside(script: str, limits: bwrap.Limits = LIMITS, group: Group | None = None) -> tuple[int, str]:
    """Run SCRIPT in the sandbox: its exit code and what it printed."""
    child = bwrap.start([sys.executable, "-P", "-c", script], limits, (), group=group)
    out = child.communicate(timeout=120)[0].decode("utf-8", "replace")
    return child.returncode, out


def test_the_sandbox_sees_the_package_but_not_the_project_around_it(tmp_path):
    class_folder = tmp_path / "class"
    class_folder.mkdir()
    (class_folder / "alice.ipynb").write_text("{}")
    tmp_path.chmod(0o755)
    paths = {"package": PACKAGE / "core" / "cards.py", "solutions": SOLUTIONS, "readme": PROJECT / "README.md",
             "class": class_folder / "alice.ipynb", "root's home": Path("/root"), "etc": Path("/etc/passwd")}
    script = f"import os\nfor name, path in {[(n, str(p)) for n, p in paths.items()]!r}:\n" \
             "    print(name, os.path.exists(path))"
    code, out = inside(script)
    seen = dict(line.rsplit(" ", 1) for line in out.splitlines() if line.endswith(("True", "False")))
    assert code == 0 and seen == {"package": "True", "solutions": "False", "readme": "False", "class": "False",
                                  "root's home": str(Path("/root").is_dir() and "/root" in str(sys.base_prefix)),
                                  "etc": "False"}


def test_a_socket_beside_the_class_folder_cannot_be_reached(tmp_path):
    tmp_path.chmod(0o755)
    path = tmp_path / "grader.sock"
    server = socket.socket(socket.AF_UNIX)
    server.bind(str(path))
    server.listen()
    path.chmod(0o777)
    try:
        script = (f"import socket\ns = socket.socket(socket.AF_UNIX)\ntry:\n    s.connect({str(path)!r})\n"
                  "    print('connected')\nexcept OSError as error:\n    print(type(error).__name__)")
        assert inside(script)[1].split()[-1] == "FileNotFoundError"
    finally:
        server.close()


def test_the_project_under_a_folder_others_cannot_enter_still_imports(tmp_path, monkeypatch):
    """``mktemp -d`` makes 0700 folders: the sandbox makes its own open folders above what it binds."""
    locked = tmp_path / "locked"
    locked.mkdir(mode=0o700)
    subprocess.run(["cp", "-r", str(PACKAGE), str(locked)], check=True)
    monkeypatch.setattr(bwrap, "PACKAGE", locked / "blackjack")
    code, out = inside(f"import sys\nsys.path.insert(0, {str(locked)!r})\nimport blackjack.core.cards as c\n"
                       "print(c.__file__)")
    assert code == 0 and out.split()[-1] == str(locked / "blackjack" / "core" / "cards.py")


@pytest.fixture
def channel():
    opened: list[Channel] = []

    def open_one(limits: bwrap.Limits = LIMITS, id: str = "2.1") -> Channel:
        opened.append(Channel.open(Settings(limits=limits), id))
        return opened[-1]

    yield open_one
    for one in opened:
        one.close(kill=True)
    end_all()


def ran(channel: Channel, source: str) -> bool:
    return channel.ask(("run", 1, source, 60), 60)[2]


SEGMENTS = "segments = lambda: [row for row in open('/proc/sysvipc/shm') if row.strip()][1:]\n"
SHARED_MEMORY = SEGMENTS + ("import ctypes\nlibc = ctypes.CDLL(None)\nassert libc.shmget(1234, 4096, 0o1666) >= 0\n"
                            "assert len(segments()) == 1")
NO_SHARED_MEMORY = SEGMENTS + "assert segments() == []"


def test_shared_memory_a_notebook_leaves_is_gone_for_the_next(channel):
    first = channel()
    assert ran(first, NO_SHARED_MEMORY) and ran(first, SHARED_MEMORY)
    first.close()
    assert ran(channel(), NO_SHARED_MEMORY)


QUEUE = ("import ctypes, os\nrt = ctypes.CDLL('librt.so.1', use_errno=True)\n"
         "assert rt.mq_open(b'/left_behind', os.O_CREAT | os.O_RDWR, 0o600, None) >= 0\n"
         "assert os.listdir('/dev/mqueue') == ['left_behind']")
NO_QUEUE = "import os\nassert os.listdir('/dev/mqueue') == []"
KEY = ("import ctypes\nlibc = ctypes.CDLL(None, use_errno=True)\n"
       "assert libc.syscall(248, b'user', b'left_behind', b'x', 1, -4) > 0\n")  # add_key to KEY_SPEC_USER_KEYRING
NO_KEY = ("import ctypes\nlibc = ctypes.CDLL(None, use_errno=True)\n"
          "assert libc.syscall(250, 11, -4, None, 0) in (0, -1)")  # KEYCTL_READ: the keyring holds nothing


@pytest.mark.skipif(os.uname().machine != "x86_64", reason="the key's system calls are numbered for x86_64")
def test_a_message_queue_or_a_key_a_notebook_leaves_is_gone_for_the_next(channel):
    """Neither changes the zygote's own settings: what empties them is the sweep after each notebook."""
    first = channel()
    assert ran(first, NO_QUEUE) and ran(first, QUEUE) and ran(first, KEY)
    first.close()
    second = channel()
    assert ran(second, NO_QUEUE) and ran(second, NO_KEY)


def test_the_reference_of_the_exercise_checked_is_a_stub_and_the_others_work(channel):
    """While 2.1 is checked, check_hand is not in the package (not even its source); hand_value, of 2.1's
    neighbours, still works."""
    one = channel(id="2.1")
    assert ran(one, "from blackjack.core import hands\nimport inspect\n"
                    "assert 'raise LookupError' in inspect.getsource(hands.check_hand)\n"
                    "assert 'Status.BUST' not in inspect.getsource(hands.check_hand)\n"
                    "from blackjack.core.cards import hand\nassert hands.hand_value(hand('A♠ K♦')) == 21")
    assert not ran(one, "from blackjack.core.hands import check_hand\nfrom blackjack.core.cards import hand\n"
                        "check_hand(hand('A♠ K♦'))")


def test_what_an_exercise_uses_is_given_back_where_it_is_bound(channel):
    """While 2.2 is checked, 2.1's check_hand (left out of notebook 03's zygote with it, and used by 2.2) works,
    also as the classic edition imported it; dealer_turn stays a stub; the file on disk still shows check_hand's
    stub.  001:3.2's dealer_hand_turn, which 2.2 does not use (and which would answer it, its arguments adapted),
    is not given back to 2.2's process, nor to 2.1's."""
    two = channel(id="2.2")
    assert ran(two, "from blackjack.core import hands\nfrom blackjack.editions import classic\nimport inspect\n"
                    "from blackjack.core.cards import hand\nbust = hand('K♠ Q♦ 5♣')\n"
                    "assert hands.check_hand(bust) is classic.check_hand(bust) is hands.Status.BUST\n"
                    "assert 'raise LookupError' in inspect.getsource(hands.check_hand)\n"
                    "assert 'raise LookupError' in inspect.getsource(classic.dealer_turn)")
    assert not ran(two, "from blackjack.editions.classic import dealer_turn, new_game\n"
                        "dealer_turn(new_game())")
    assert ran(two, "from blackjack.editions.hand_and_deck import dealer_hand_turn\n"
                    "assert 'LookupError' in dealer_hand_turn.__code__.co_names")
    two.close()  # the notebook's zygote serves one process at a time
    assert ran(channel(id="2.1"), "from blackjack.editions.hand_and_deck import dealer_hand_turn\n"
                                  "assert 'LookupError' in dealer_hand_turn.__code__.co_names")


def test_a_process_that_cannot_take_the_references_back_is_replaced_with_its_zygote(channel, monkeypatch):
    """The first process is given a module that is not there: it ends before any notebook code, its zygote is
    killed, and a new zygote's process gets the references back."""
    from blackjack.course.grading.sandbox import channel as module

    real, asked, first = module.given_back, [], []

    def broken_once(id: str) -> list[tuple[str, str, str]]:
        asked.append(id)
        if len(asked) > 1:
            return real(id)
        first.extend(module.ZYGOTES.values())
        return [("blackjack.no_such_module", "f", "def f():\n    pass\n")]

    monkeypatch.setattr(module, "given_back", broken_once)
    two = channel(id="2.2")
    assert asked == ["2.2", "2.2"] and len(first) == 1 and not first[0].alive()
    assert first[0] not in module.ZYGOTES.values()
    assert ran(two, "from blackjack.core.hands import check_hand\nfrom blackjack.core.cards import hand\n"
                    "check_hand(hand('A♠ K♦'))")


HOLD = ("import os, time\nr, w = os.pipe()\nfor _ in range({children}):\n    if os.fork() == 0:\n"
        "        block = b'x' * {size}\n        os.write(w, b'.')\n        time.sleep({seconds})\n        os._exit(0)\n"
        "os.close(w)\nheld = 0\nwhile os.read(r, 1):\n    held += 1\nprint('held', held, flush=True)\n")


@pytest.fixture
def memory_group():
    """A memory cgroup of 300 MB for the test, seen to hold first: one bounded 400 MB block is refused in it."""
    group = Group.create(f"blackjack-test-{os.getpid()}", 300_000_000)
    if group is None:
        pytest.skip("no memory cgroup to write to here (not root, or no memory controller)")
    code, out = inside("b = b'x' * 400_000_000\nprint('allocated')", group=group)
    assert "allocated" not in out and group.kills() == 1
    yield group
    group.remove()


def test_a_notebook_s_processes_together_stay_within_its_memory(memory_group):
    """Four children of 100 MB each under a 300 MB limit: they cannot all hold theirs at once."""
    limits = bwrap.Limits(memory=300_000_000, processes=32)
    code, out = inside(HOLD.format(children=4, size=100_000_000, seconds=3), limits, memory_group)
    assert memory_group.kills() >= 1 and memory_group.peak() <= 300_000_000  # a child that wrote may be the one killed



SPIN = ("import os, time\nchild = os.fork()\nend = time.time() + {seconds}\nwhile time.time() < end:\n    pass\n"
        "print('spun', time.process_time(), flush=True)\nif child:\n    os.wait()\n")


def test_a_notebook_s_processes_together_get_only_their_cores():
    """Two processes spinning for a second in a group of a tenth of a core: held back, their CPU time together
    near a tenth of a second (without the limit, up to two seconds on two cores)."""
    group = Group.create(f"blackjack-test-cpu-{os.getpid()}", 1_000_000_000, cores=0.1)
    if group is None or group.cpu is None and not (group.folder / "cpu.max").exists():
        pytest.skip("no CPU cgroup to write to here (not root, or no CPU controller)")
    try:
        code, out = inside(SPIN.format(seconds=1), group=group)
        throttled = group.throttled()
    finally:
        group.remove()
    used = [float(line.split()[1]) for line in out.splitlines() if line.startswith("spun")]
    assert code == 0 and len(used) == 2 and throttled > 0 and sum(used) < 0.5, out


def test_a_sandbox_s_group_has_one_core_by_default():
    group = Group.create(f"blackjack-test-core-{os.getpid()}", 1_000_000_000, bwrap.Limits().cores)
    if group is None or group.cpu is None:
        pytest.skip("no cgroup v1 CPU group to write to here")
    try:
        assert (group.cpu / "cpu.cfs_quota_us").read_text().split() == (group.cpu / "cpu.cfs_period_us").read_text().split()
    finally:
        group.remove()

def test_a_notebook_out_of_memory_is_told_so(channel):
    from blackjack.course.grading.sandbox.channel import Stopped

    one = channel(limits=bwrap.Limits(memory=1_000_000_000, processes=32))  # a notebook's process alone: 460 MB
    if one.zygote.group is None:
        pytest.skip("no memory cgroup to write to here")
    with pytest.raises(Stopped) as stopped:  # a child killed: the notebook waits for it until its time is up
        one.ask(("run", 1, HOLD.format(children=3, size=450_000_000, seconds=60), 60), 15)
    assert stopped.value.reason == "memory"


def test_the_inputs_of_a_grading_run_depend_on_its_seed():
    """A table of the inputs one run tries is no use in the next; the notebook's own check stays the same."""
    from blackjack.course.engine.checking import tried
    from blackjack.course.exercises.index import BY_ID

    part = BY_ID["2.1"].parts[0]
    assert tried(part) == tried(part)
    assert tried(part, seed=1) == tried(part, seed=1) != tried(part, seed=2)
    assert tried(part, seed=1) != tried(part)


def test_a_notebook_s_process_inherits_no_handle_of_the_ones_before_it(channel):
    """Red-team round 6: the zygote kept a pidfd of every process it had forked, and each new one inherited
    them (one more a process)."""
    def handles(one: Channel) -> int:
        one.ask(("run", 1, "import os\nn = len(os.listdir('/proc/self/fd'))", 60), 60)
        return next(k for k in range(200) if ran(one, f"assert n == {k}"))

    counts = []
    for _ in range(3):
        one = channel(id="2.2")
        counts.append(handles(one))
        one.close()
    assert counts[0] == counts[1] == counts[2], counts


DAEMON = ("import os, time\nopen('/tmp/left', 'w').write('x')\nif os.fork() == 0:\n    os.setsid()\n"
          "    if os.fork() == 0:\n        for _ in range(100):\n            time.sleep(0.1)\n        os._exit(0)\n"
          "    os._exit(0)\ntime.sleep(0.3)\n")
ALONE = ("import os\npids = [p for p in os.listdir('/proc') if p.isdigit()]\n"
         "assert len(pids) == 3 and not os.path.exists('/tmp/left'), pids")  # bwrap's init, the zygote, this one


def test_what_one_exercise_s_process_leaves_is_gone_for_the_next_exercise(channel):
    """Red-team round 6: a notebook's exercises share one zygote, and the process checking 2.2 holds 001:3.2's
    reference; a process it leaves running (a session of its own) or a file would serve the one checking
    001:3.2.  Both are gone before it starts."""
    first = channel(id="2.2")
    assert ran(first, DAEMON) and not ran(first, ALONE)
    first.close()
    assert ran(channel(id="001:3.2"), ALONE)
