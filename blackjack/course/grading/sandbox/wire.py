"""Messages between the grader and its sandboxed runner: framed pickles, read safely.

The grader sends ordinary pickles (the runner may trust the grader).  What
comes back was written by a process the student controls, so the grader
reads it with ``loads``: only plain data, the package's own classes (cards,
games, enums) and a few standard ones; anything else is refused.  The
runner sends a value it cannot vouch for (a student's own class, a numpy
array) as a ``Foreign`` with its type name and ``repr``.

>>> loads(dumps({"returns": (1, "two", None)}))
{'returns': (1, 'two', None)}
>>> from blackjack.core.hands import Status
>>> loads(dumps([Status.OK]))
[<Status.OK: 'ok'>]
>>> loads(dumps(lambda: 1)).kind
'function'
"""

from __future__ import annotations

import collections
import enum
import fractions
import io
import os
import pickle
import random
import struct
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

MAX_MESSAGE = 20_000_000  # bytes in one message from the runner
HEADER = struct.Struct("!I")
PLAIN = (type(None), bool, int, float, complex, str, bytes, tuple, list, dict, set, frozenset)
STANDARD = {("fractions", "Fraction"): fractions.Fraction, ("random", "Random"): random.Random,
            ("collections", "Counter"): collections.Counter, ("collections", "OrderedDict"): collections.OrderedDict,
            ("builtins", "set"): set, ("builtins", "frozenset"): frozenset, ("builtins", "complex"): complex,
            ("builtins", "bytearray"): bytearray}


class WireError(Exception):
    """A message that cannot be read: cut short, too long, or not plain data."""


@dataclass(frozen=True)
class Foreign:
    """A value of a type the grader does not load, shown by its ``repr``."""

    kind: str
    text: str


def package_class(module: str, name: str) -> type | None:
    """A class of the package (not of the course tooling), or None."""
    import importlib
    import sys

    if not module.startswith("blackjack.") or module.startswith("blackjack.course"):
        return None
    if module not in sys.modules:
        try:
            importlib.import_module(module)
        except ImportError:
            return None
    found = getattr(sys.modules[module], name, None) if name.isidentifier() else None
    return found if isinstance(found, type) else None


def member(cls: object, name: object) -> object:
    """How an enum member is pickled (``getattr(Status, "OK")``), for the package's enums only."""
    if not isinstance(cls, enum.EnumMeta) or not isinstance(name, str) or name.startswith("_"):
        raise WireError("refused getattr")
    return getattr(cls, name)


class _Loader(pickle.Unpickler):
    def find_class(self, module: str, name: str) -> Callable[..., object]:
        if (module, name) == (__name__, "Foreign"):
            return Foreign
        if (module, name) == ("builtins", "getattr"):
            return member
        found = STANDARD.get((module, name)) or package_class(module, name)
        if found is None:
            raise WireError(f"refused to load {module}.{name}")
        return found


def loads(data: bytes) -> object:
    """A message from the runner, as plain data and package values only."""
    try:
        return _Loader(io.BytesIO(data)).load()
    except WireError:
        raise
    except Exception as error:  # any malformed pickle is the sender's problem
        raise WireError(f"unreadable message ({type(error).__name__})") from None


def allowed(value: object) -> bool:
    """Will the grader load a value of this type?"""
    if value is getattr:  # how enum members are pickled
        return True
    if isinstance(value, type):  # a class itself, pickled by name
        return loadable(value)
    return type(value) in PLAIN or loadable(type(value))


@cache
def loadable(kind: type) -> bool:
    """Is KIND a class the grader loads by name (worked out once a type: types are few, values many)?"""
    return kind is Foreign or kind in STANDARD.values() or package_class(kind.__module__, kind.__qualname__) is kind


class _Dumper(pickle.Pickler):
    def reducer_override(self, value: object) -> tuple[type[Foreign], tuple[str, str]]:
        if allowed(value):
            return NotImplemented
        try:
            text = repr(value)[:300]
        except Exception as error:  # a student's __repr__ that fails
            text = f"<{type(value).__name__} whose repr raised {type(error).__name__}>"
        return Foreign, (type(value).__name__, text)


def dumps(value: object) -> bytes:
    """VALUE as a pickle the grader will load (foreign values replaced)."""
    out = io.BytesIO()
    _Dumper(out, protocol=pickle.HIGHEST_PROTOCOL).dump(value)
    return out.getvalue()


def send(fd: int, data: bytes) -> None:
    """Write one framed message to FD."""
    view = memoryview(HEADER.pack(len(data)) + data)
    while view:
        view = view[os.write(fd, view):]


def receive(fd: int) -> bytes:
    """Read one framed message from FD (blocking); ``EOFError`` when it is closed."""
    size = HEADER.unpack(read_exactly(fd, HEADER.size))[0]
    if size > MAX_MESSAGE:
        raise WireError(f"a message of {size} bytes is too long")
    return read_exactly(fd, size)


def read_exactly(fd: int, size: int) -> bytes:
    chunks, left = [], size
    while left:
        chunk = os.read(fd, min(left, 1 << 20))
        if not chunk:
            raise EOFError("the other side closed the channel")
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)
