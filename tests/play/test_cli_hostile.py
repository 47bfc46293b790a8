"""Every front end against an odd terminal: one clear line and a status, never a traceback.

A closed output pipe (``| head -c 1``), no input (``</dev/null``), endless input
(``</dev/zero``), a full disk (``>/dev/full``), Ctrl-C at any moment (start-up
included), and the full-screen table in a real pseudo-terminal.
"""

import os
import pty
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import blackjack

ENV = {**os.environ, "PYTHONUTF8": "1"}
GAME = [sys.executable, "-m", "blackjack"]
FRONT_ENDS = {
    "game": ["--seed", "1"],
    "wallet": ["--seed", "1", "--wallet", "100"],
    "seed001": ["seed001", "--seed", "1"],
    "table": ["table", "--seed", "1"],
    "bank": ["bank", "--seed", "1"],
    "simulate": ["simulate", "1", "2", "100", "10", "5"],
    "help": ["--help"],
}
PACKAGE = str(Path(blackjack.__file__).parent).encode()  # our frames in a traceback name this folder
READERS = [name for name in FRONT_ENDS if name not in ("simulate", "help")]


def shell(command: str) -> subprocess.CompletedProcess:
    return subprocess.run(["bash", "-c", command], capture_output=True, env=ENV, timeout=120)


def words(args: list[str]) -> str:
    return " ".join(f"'{a}'" for a in [*GAME, *args])


def assert_one_line_at_most(err: bytes) -> None:
    assert b"Traceback" not in err and err.count(b"\n") <= 1, err.decode()


@pytest.mark.parametrize("name", FRONT_ENDS)
def test_a_closed_output_pipe(name, tmp_path):
    answers = tmp_path / "answers"
    answers.write_bytes(b"2\n" + b"\n" * 20_000)  # "2" other players at the table, then empty answers
    done = shell(f"{words(FRONT_ENDS[name])} <{answers} 2>{tmp_path / 'err'} | head -c 1; echo \" ${{PIPESTATUS[0]}}\"")
    err = (tmp_path / "err").read_bytes()
    assert_one_line_at_most(err)
    status = int(done.stdout.split()[-1])
    assert status in (0, 1) and (status == 0 or err == b"python -m blackjack: stopped: the output was closed\n")


@pytest.mark.parametrize("name", FRONT_ENDS)
def test_no_input(name):
    done = shell(f"{words(FRONT_ENDS[name])} </dev/null")
    assert done.returncode == 0 and done.stderr == b""


@pytest.mark.parametrize("name", READERS)
def test_endless_input_without_lines(name):
    done = shell(f"{words(FRONT_ENDS[name])} </dev/zero")
    assert done.returncode == 1
    assert done.stderr == b"python -m blackjack: stopped: a line of more than 1,048,576 characters is not an answer\n"


@pytest.mark.parametrize("name", FRONT_ENDS)
def test_a_full_disk(name):
    done = shell(f"yes '' | head -n 50 | {words(FRONT_ENDS[name])} >/dev/full")
    assert done.returncode == 1
    assert done.stderr == b"python -m blackjack: stopped: the terminal failed: No space left on device\n"


def test_closed_standard_input_or_output():
    for redirect in ("<&-", ">&-"):
        done = shell(f"{words(['--seed', '1'])} {redirect}")
        assert done.returncode == 1 and done.stderr == (
            b"python -m blackjack: standard input or output is closed; nothing to play with\n")


@pytest.mark.parametrize("delay", [0.03, 0.06, 0.1, 0.15, 0.25, 0.5, 1.0])
def test_ctrl_c_at_any_moment_of_start_up(delay):
    # Ctrl-C as a terminal sends it: the game starts with SIGINT at its default, even when the tests
    # themselves were started in the background (``make test &``), where the shell ignores SIGINT.
    game = subprocess.Popen([*GAME, "--seed", "1"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, env=ENV,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    time.sleep(delay)
    game.send_signal(signal.SIGINT)
    out, err = game.communicate(timeout=30)
    if err and PACKAGE not in err:  # in Python's own start-up (site, runpy), before any line of ours
        pytest.skip("the signal came while Python itself was starting (see TOOLCHAIN.md)")
    assert b"Traceback" not in err and err == b""
    assert game.returncode in (130, -signal.SIGINT)


def read_screen(fd: int, wanted: bytes, seconds: float = 30) -> bytes:
    """What the program shows on the pseudo-terminal FD until WANTED appears."""
    seen, deadline = b"", time.monotonic() + seconds
    while wanted not in seen:
        assert time.monotonic() < deadline, seen[-2000:]
        if select.select([fd], [], [], 0.1)[0]:
            try:
                seen += os.read(fd, 65536)
            except OSError:
                break
    return seen


def full_screen(*keys: bytes, interrupt: bool = False) -> tuple[bytes, int]:
    """Run ``table`` in a pseudo-terminal, choose one other player, press KEYS (or send SIGINT)."""
    pid, fd = pty.fork()
    if pid == 0:
        os.environ.update(ENV, TERM="xterm-256color", COLUMNS="100", LINES="30")
        os.execv(sys.executable, [*GAME, "table", "--seed", "4"])
    screen = read_screen(fd, b"(1-4)")
    os.write(fd, b"1\r")  # a number, then Enter
    screen += read_screen(fd, b"s stay")
    for key in keys:
        os.write(fd, key)
    if interrupt:
        os.kill(pid, signal.SIGINT)
    screen += read_screen(fd, b"Goodbye!")
    _, status = os.waitpid(pid, 0)
    os.close(fd)
    return screen, os.waitstatus_to_exitcode(status)


def test_the_full_screen_table_shows_stacks_of_500_and_q_quits():
    screen, status = full_screen(b"q")
    assert status == 0 and b"Traceback" not in screen
    assert b"Dealer" in screen and b"chips" in screen and b"500" in screen and b"Player" in screen


def test_ctrl_d_ends_the_full_screen_table():
    screen, status = full_screen(b"\x04")  # Ctrl-D, as a raw-mode terminal gives it
    assert status == 0 and b"Traceback" not in screen


def test_ctrl_c_in_the_full_screen_table():
    screen, status = full_screen(b"\x03")  # the key, as a raw-mode terminal gives it
    assert status == 0 and b"Traceback" not in screen
    screen, status = full_screen(interrupt=True)  # the signal, from outside (Textual ends the app itself)
    assert status in (0, 130) and b"Traceback" not in screen


@pytest.mark.parametrize("bet, answer", [
    ("2.5", "Please answer with a whole number of dollars, like 10."),
    ("9" * 40, "You only have $50."),
    ("-10", "A bet cannot be negative: bet from $1 to $50."),
    (" ten ", "Please answer with a whole number of dollars, like 10."),
    ("1e9", "Please answer with a whole number of dollars, like 10."),
])
def test_a_bet_that_cannot_be_is_explained_and_asked_again(bet, answer):
    done = subprocess.run([*GAME, "--seed", "1", "--wallet", "50"], input=f"\n{bet}\n10\nstand\n".encode(),
                          capture_output=True, env=ENV, timeout=60)
    said = done.stdout.decode().splitlines()
    assert done.returncode == 0 and done.stderr == b""
    assert said[3:5] == [answer, "How much do you bet? You have $50."] and "You have $40." in said
