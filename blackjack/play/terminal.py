"""Standard input and output as a game needs them, and a way out for every odd terminal.

Answers are read one line a call, at most ``LONGEST_LINE`` characters (an
endless input such as ``</dev/zero`` ends the game instead of filling the
memory); lines are written at once, so the game works through a pipe.
``run_safely`` turns each way a terminal can give out into one line and an
exit status, never a traceback.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import TextIO

from blackjack.core.messages import Say
from blackjack.editions.prompts import GOODBYE, Quit

LONGEST_ANSWER = 200  # longer answers are cut and marked, so they are never understood
LONGEST_LINE = 1 << 20  # a longer line is not an answer: the input is not lines of text
INTERRUPTED = 130  # the exit status of a program stopped by Ctrl-C


class NotAnswers(Exception):
    """The input is not lines of answers (a line longer than ``LONGEST_LINE``)."""


def line_reader(stream: TextIO) -> Callable[[], str]:
    """Read one answer a call from STREAM; the end of the stream raises ``EOFError``.

    Spaces around the answer go at once (the prompts would drop them anyway).
    """

    def read() -> str:
        line = stream.readline(LONGEST_LINE + 1)
        if not line:
            raise EOFError
        if len(line) > LONGEST_LINE:
            raise NotAnswers(f"a line of more than {LONGEST_LINE:,} characters is not an answer")
        line = line.rstrip("\r\n").strip(" ")
        return line if len(line) <= LONGEST_ANSWER else line[:LONGEST_ANSWER] + "…"

    return read


def line_writer(stream: TextIO) -> Say:
    """Write one line a call to STREAM, at once (so it works through a pipe)."""
    return lambda text: print(text, file=stream, flush=True)


def forgiving(stream: TextIO) -> TextIO:
    """STREAM, set to replace what it cannot decode or encode (stray bytes, ♠ on a plain terminal)."""
    if hasattr(stream, "reconfigure"):
        stream.reconfigure(errors="replace")
    return stream


def complain(prog: str, problem: str) -> None:
    """One line on standard error, if there is one to write to."""
    try:
        print(f"{prog}: {problem}", file=sys.stderr, flush=True)
    except (OSError, ValueError, AttributeError):  # no standard error either: nothing more to do
        pass


def silence(stream: TextIO | None) -> None:
    """Point STREAM's file at /dev/null, so Python's last flush at exit cannot fail again."""
    try:
        os.dup2(os.open(os.devnull, os.O_WRONLY), stream.fileno())
    except (OSError, ValueError, AttributeError):  # not a real file: nothing to silence
        pass


def run_safely(prog: str, body: Callable[[], int], say: Say, stdout: TextIO | None) -> int:
    """Run BODY; every way a game can be cut short becomes a line and an exit status.

    ``quit`` and the end of the input say goodbye (status 0); Ctrl-C says
    goodbye too (status 130); a closed or full output, an input that is not
    lines of text, each get one line on standard error (status 1).
    """
    try:
        try:
            return body()
        except (Quit, EOFError):
            say(GOODBYE)
            return 0
        except KeyboardInterrupt:
            say("\n" + GOODBYE)
            return INTERRUPTED
        except NotAnswers as problem:
            complain(prog, f"stopped: {problem}")
            return 1
    except KeyboardInterrupt:  # a second Ctrl-C while saying goodbye
        return INTERRUPTED
    except BrokenPipeError:
        silence(stdout)
        complain(prog, "stopped: the output was closed")
        return 1
    except OSError as problem:  # a full disk, a vanished terminal
        silence(stdout)
        complain(prog, f"stopped: the terminal failed: {problem.strerror or problem}")
        return 1
