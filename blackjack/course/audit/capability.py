"""The capability audit: can anything an exercise's checking process holds earn its points for the student?

The grader checks exercise E in a sandboxed process whose package lacks what
E's process may not hold (``stripped.withheld``: E's references, the library
functions that would do E's job, the notebook's references E does not use).
Whatever that process can still reach is offered to E's check in place of
each of E's functions: every public function, class and method of the
package's modules, and every public value of theirs as a function that
returns it.  Each is offered directly and through adapters made from the
signatures (``adapters``): parameters bound by name or by type, in any
order, defaults left as they are, the fields of an input record unpacked,
a record built from fields, a function made by a call without arguments.
While one runs, what is withheld raises ``LookupError``, as in the sandbox.

A part of E that an offer passes, and that no answer knowing nothing passes
(None, or an argument given back as it came), is a leak: the audit fails
and names it, unless E says why the package's own values answer it and
cannot be withheld (``Exercise.library_answers``: then it is reported).
Front ends that read a terminal or write files are not offered (``SKIPPED``):
none of them computes an exercise's answer.
"""

from __future__ import annotations

import collections
import contextlib
import copy
import dataclasses
import functools
import importlib
import inspect
import io
import itertools
import os
import pkgutil
import resource
import types
import typing
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from blackjack.core.messages import Wording
from blackjack.core.rules import Rules
from blackjack.course.engine import checking, safety
from blackjack.course.engine.show import as_items
from blackjack.course.engine.judging import plan
from blackjack.course.exercises.holding import withheld_functions
from blackjack.course.exercises.index import BY_ID, EXERCISES, reference
from blackjack.course.exercises.records import Exercise
from blackjack.course.paths import PACKAGE
from blackjack.course.scoring import judge_part

SKIPPED = (  # front ends (a terminal, files, a browser), the audit itself (not in the sandbox), compiled kernels
    "blackjack.__main__", "blackjack.course.audit", "blackjack.course.__main__", "blackjack.course.notebook",
    "blackjack.course.grading", "blackjack.play.cli", "blackjack.play.terminal", "blackjack.play.tui",
    "blackjack.play.widgets.app", "blackjack.play.widgets.table_app", "blackjack.play.widgets.view",
    "blackjack.dealer.plots", "blackjack.dealer.warm", "blackjack.dealer.kernel", "blackjack.dealer.exact_draws",
    "blackjack.dealer.live", "blackjack.dealer.simulate")
COMBINATIONS = 24  # adapters made of one callable, at most
SEARCHED = 2_000  # partial adapters looked at for one callable, at most
MEMORY = 1_500_000_000  # bytes an exercise's audit may add to its process
SECONDS = 0.5  # the time limit of one call of an offer (the references answer in milliseconds)
WHOLE = (Rules, Wording)  # records passed whole, never unpacked into their fields
YIELDED = 1_000  # values of a generator looked at for its last, at most (some never end: random streams)
FIRST = 2  # inputs of a part's plan an offer must agree on before the whole part is judged


@dataclass(frozen=True)
class Offer:
    """One way of answering with something the process holds: ``via`` says how it was adapted."""

    origin: str  # "blackjack.core.hands.hand_value"
    via: str  # "hand_value(cards=cards, rules=rules)"
    function: Callable

    def __str__(self) -> str:
        return f"{self.origin} as {self.via}"


@dataclass(frozen=True)
class Slot:
    """A value an adapter can pass on: an argument of the check's call, or a field of one."""

    name: str
    hint: object
    path: tuple[str, ...]  # the argument's name, then field names

    def get(self, arguments: dict) -> object:
        value = arguments[self.path[0]]
        for name in self.path[1:]:
            value = getattr(value, name)
        return value


@dataclass(frozen=True)
class Constant(Slot):
    """A value the reference's own code names (a literal, a module's constant): what a wrapper would pass."""

    value: object = None

    def get(self, arguments: dict) -> object:
        return self.value


def modules() -> list[types.ModuleType]:
    """The package's modules that are offered (every one the sandbox holds, but ``SKIPPED``)."""
    names = [m.name for m in pkgutil.walk_packages([str(PACKAGE)], "blackjack.")]
    return [importlib.import_module(n) for n in ["blackjack", *names] if not n.startswith(SKIPPED)]


def holdings(module: types.ModuleType) -> Iterator[tuple[str, object]]:
    """(dotted name, object) of each public thing MODULE defines: functions, classes and their methods,
    values."""
    for name, value in vars(module).items():
        if name.startswith("_") or inspect.ismodule(value):
            continue
        home = getattr(value, "__module__", module.__name__)
        if callable(value) and home != module.__name__:
            continue  # imported: offered where it is defined
        yield f"{module.__name__}.{name}", value
        if inspect.isclass(value):
            for attribute, member in vars(value).items():
                if not attribute.startswith("_") and inspect.isfunction(member):
                    yield f"{module.__name__}.{name}.{attribute}", member


@functools.lru_cache(maxsize=None)
def hints(fn: Callable) -> dict[str, object]:
    try:
        return typing.get_type_hints(fn)
    except Exception:  # a name the annotations use that cannot be resolved: no types then
        return {}


def matches(hint: object, other: object) -> bool:
    """Could a value of type OTHER be passed where HINT is expected (unknown on either side: perhaps)?"""
    if hint in (None, inspect.Parameter.empty, typing.Any) or other in (None, inspect.Parameter.empty, typing.Any):
        return True
    wanted, given = typing.get_origin(hint) or hint, typing.get_origin(other) or other
    if wanted in (typing.Union, types.UnionType) or given in (typing.Union, types.UnionType):
        return any(matches(a, b) for a in (typing.get_args(hint) or (hint,)) for b in (typing.get_args(other) or (other,)))
    try:
        return issubclass(given, wanted) or issubclass(wanted, given)
    except TypeError:
        return True


def slots(ref: Callable) -> list[Slot]:
    """What an adapter of REF's signature can pass on: each argument, each field of a record argument (but the
    rules', which the package always passes whole), and the constants REF's code names."""
    found, types_of = [], hints(ref)
    for name in inspect.signature(ref).parameters:
        hint = types_of.get(name)
        record = typing.get_origin(hint) or hint
        found.append(Slot(name, hint, (name,)))
        if dataclasses.is_dataclass(record) and record not in WHOLE:
            found += [Slot(f.name, hints(record).get(f.name), (name, f.name)) for f in dataclasses.fields(record)]
    return found + constants(ref)


def constants(ref: Callable) -> list[Slot]:
    """The literals and module constants REF's code names (None, True and False, which any wrapper may pass, but
    only for a parameter without a type), each as a slot."""
    code, seen = inspect.unwrap(ref).__code__, []
    named = [inspect.unwrap(ref).__globals__.get(n) for n in code.co_names]
    for value in [*code.co_consts, *named]:
        if isinstance(value, (str, int, float, type(None))) and not any(v is value for v in seen):
            seen.append(value)
    return [Constant(repr(v)[:20], None if v is None or isinstance(v, bool) else type(v), (), v) for v in seen]


def options(parameter: inspect.Parameter, hint: object, pool: list[Slot]) -> list[object]:
    """What PARAMETER of an offered callable can be given: same-named slots, else slots of a matching type, else a
    record built from same-named slots; an optional parameter keeps its default (None here) or takes a same-named
    slot."""
    named = [s for s in pool if s.name == parameter.name]
    if parameter.default is not inspect.Parameter.empty:
        return [None, *named]
    built = [hint] if dataclasses.is_dataclass(hint) and buildable(hint, pool) else []
    return (named or [s for s in pool if matches(hint, s.hint)]) + built


def buildable(record: type, pool: list[Slot]) -> bool:
    names = {s.name for s in pool}
    return all(f.name in names for f in dataclasses.fields(record)
               if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING)


def assignments(fn: Callable, pool: list[Slot]) -> list[list[tuple[inspect.Parameter, object]]]:
    """Ways of calling FN from POOL, each slot used once, at most ``COMBINATIONS``."""
    try:
        parameters = [p for p in inspect.signature(fn).parameters.values()
                      if p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)]
    except (TypeError, ValueError):
        return []
    types_of = hints(fn)
    if inspect.isfunction(fn) and "." in fn.__qualname__ and parameters and parameters[0].name == "self":
        types_of = {**types_of, "self": owner(fn)}
    choices = [options(p, types_of.get(p.name), pool) for p in parameters]
    found: list[list[tuple[inspect.Parameter, object]]] = []
    tried = itertools.count()

    def extend(chosen: list[object]) -> None:
        if len(found) == COMBINATIONS or next(tried) > SEARCHED:
            return
        if len(chosen) == len(parameters):
            found.append(list(zip(parameters, chosen)))
            return
        for choice in choices[len(chosen)]:
            if not (isinstance(choice, Slot) and choice in chosen):
                extend([*chosen, choice])

    if all(choices):
        extend([])
    return found


def owner(method: Callable) -> object:
    module = importlib.import_module(method.__module__)
    return getattr(module, method.__qualname__.split(".")[0], None)


def value_of(choice: object, arguments: dict, pool: list[Slot]) -> object:
    """What one choice of ``assignments`` passes, given the check's call's ARGUMENTS: a slot's value, or a record
    built from the slots' values."""
    if isinstance(choice, Slot):
        return choice.get(arguments)
    fields = {s.name: s.get(arguments) for s in pool}
    return choice(**{f.name: fields[f.name] for f in dataclasses.fields(choice) if f.name in fields})


def adapted(fn: Callable, ref: Callable, assignment: list[tuple[inspect.Parameter, object]], pool: list[Slot],
            hidden: set) -> Callable:
    """FN, called as ASSIGNMENT says with the arguments of a call of REF, what is HIDDEN raising meanwhile."""
    signature = inspect.signature(ref)

    def offer(*args: object, **kwargs: object) -> object:
        bound = signature.bind(*args, **kwargs)
        bound.apply_defaults()
        positional, keywords = [], {}
        for parameter, choice in assignment:
            if choice is None:
                continue
            value = value_of(choice, bound.arguments, pool)
            if parameter.kind == parameter.POSITIONAL_ONLY:
                positional.append(value)
            else:
                keywords[parameter.name] = value
        with withheld(hidden):
            return fn(*positional, **keywords)

    offer.__signature__ = signature  # type: ignore[attr-defined]
    return offer


def described(name: str, assignment: list[tuple[inspect.Parameter, object]]) -> str:
    shown = [f"{p.name}={choice.__name__ if isinstance(choice, type) else shown_slot(choice)}"
             for p, choice in assignment if choice is not None]
    return f"{name.rsplit('.', 1)[-1]}({', '.join(shown)})"


def shown_slot(slot: Slot) -> str:
    return repr(slot.value)[:40] if isinstance(slot, Constant) else ".".join(slot.path)


def offers(holding: tuple[str, object], ref: Callable, hidden: set) -> Iterator[Offer]:
    """Every way of answering for REF with one thing the process holds (a generator's answer may be the last
    thing it yields)."""
    name, value = holding
    if not callable(value):
        yield Offer(name, "a function returning it", constant(value, ref))
        return
    if any(value is h for h in hidden):
        return
    pool = slots(ref)
    for assignment in assignments(value, pool):
        yield Offer(name, described(name, assignment), adapted(value, ref, assignment, pool, hidden))
        if inspect.isgeneratorfunction(value):
            yield Offer(name, f"the last of {described(name, assignment)}",
                        adapted(last_of(value), ref, assignment, pool, hidden))


def last_of(generator: Callable) -> Callable:
    """GENERATOR's last value instead of the generator (None for one that goes on past ``YIELDED`` values)."""
    @functools.wraps(generator)
    def last(*args: object, **kwargs: object) -> object:
        found = collections.deque(itertools.islice(generator(*args, **kwargs), YIELDED + 1), maxlen=2)
        return found[-1] if 0 < len(found) <= YIELDED else None

    return last


def constant(value: object, ref: Callable) -> Callable:
    def offer(*args: object, **kwargs: object) -> object:
        return value

    offer.__signature__ = inspect.signature(ref)  # type: ignore[attr-defined]
    return offer


def controls(ref: Callable) -> list[Callable]:
    """Answers that know nothing: None, and each argument given back as it came."""
    signature = inspect.signature(ref)

    def returning(name: str) -> Callable:
        def offer(*args: object, **kwargs: object) -> object:
            return signature.bind(*args, **kwargs).arguments.get(name)

        offer.__signature__ = signature  # type: ignore[attr-defined]
        return offer

    return [constant(None, ref), *(returning(name) for name in signature.parameters)]


STUB = compile("def stub(*args, **kwargs):\n    raise LookupError('withheld from this process')\n", "<withheld>", "exec")
STUB_CODE = next(c for c in STUB.co_consts if isinstance(c, types.CodeType))


@contextlib.contextmanager
def withheld(hidden: set) -> Iterator[None]:
    """While in the block, each function of HIDDEN raises ``LookupError`` wherever it is called from."""
    saved = [(fn, fn.__code__) for fn in hidden if inspect.isfunction(fn) and not fn.__closure__]
    for fn, _ in saved:
        fn.__code__ = STUB_CODE.replace(co_name=fn.__code__.co_name)
    try:
        yield
    finally:
        for fn, code in saved:
            fn.__code__ = code


def passes(part: checking.Part, student: dict, references: dict, quick: bool) -> bool:
    """Does PART pass with STUDENT's functions (QUICK: on the first inputs of its plan only)?  A value so odd
    that judging it fails earns nothing."""
    try:
        return judged(part, student, references, quick)
    except Exception:
        return False


def judged(part: checking.Part, student: dict, references: dict, quick: bool) -> bool:
    """QUICK: agrees on the first inputs of PART's plan; else on all of them (what a student who passes is tried
    on), and then judged as a check judges (the search runs only when there is no plan)."""
    found = plan(part, references)
    if found is None:
        return quick or judge_part(part, student, references) is None
    tried = list(zip(found.inputs, found.expected))[:FIRST if quick else None]
    return all(alike(part, student, references, args, expected) for args, expected in tried) and (
        quick or judge_part(part, student, references) is None)


def alike(part: checking.Part, student: dict, references: dict, args: tuple, expected: tuple) -> bool:
    """Does STUDENT's run of PART on ARGS observe what EXPECTED holds (lists and tuples alike)?  A quick look, no
    message made: the whole part is judged only after it."""
    try:
        seen, _ = checking.observe(part, student, copy.deepcopy(args), references)
    except BaseException:  # anything a stranger's function raises, a time limit included
        return False
    return as_items(seen) == as_items(expected[0])


def leaks(exercise: Exercise, holdings_: list[tuple[str, object]]) -> list[str]:
    """Each offer that earns a part of EXERCISE's points, with the part."""
    hidden = withheld_functions(exercise.id)
    references = {n: reference(n) for part in exercise.parts for n in part.needs}
    found = []
    for name, ref in zip(exercise.names, exercise.reference):
        parts = [p for p in exercise.parts if name in p.needs]
        parts = [p for p in parts if not any(passes(p, {**references, name: c}, references, quick=False)
                                             for c in controls(ref))]
        for holding in holdings_:
            for offer in offers(holding, ref, hidden):
                student = {**references, name: offer.function}
                won = [p for p in parts if passes(p, student, references, True) and passes(p, student, references, False)]
                found += [f"{exercise.id} {name}: {offer} passes part '{p.label or p.call}' ({p.points} points)"
                          for p in won]
    return found


def audit_one(id: str) -> list[str]:
    """In a child process of its own: the leaks of exercise ID."""
    resource.setrlimit(resource.RLIMIT_FSIZE, (0, 0))  # an offer that writes a file fails
    size = int(Path("/proc/self/statm").read_text().split()[0]) * os.sysconf("SC_PAGE_SIZE")
    hard = resource.getrlimit(resource.RLIMIT_AS)[1]
    limit = size + MEMORY if hard == resource.RLIM_INFINITY else min(hard, size + MEMORY)
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))  # one that builds a huge value too
    with open(os.devnull) as nothing, contextlib.redirect_stdout(io.StringIO()):
        os.dup2(nothing.fileno(), 0)
        safety.SECONDS, checking.SHRINK = SECONDS, False
        everything = [h for m in modules() for h in holdings(m)]
        return leaks(BY_ID[id], everything)


@functools.cache
def everything_offered() -> int:
    return sum(1 for m in modules() for _ in holdings(m))


def capability_audit(ids: set[str] | None, workers: int | None, say: Callable[[str], None]) -> bool:
    """Run the capability audit on the exercises IDS (all by default); print each leak as found and a last line.
    True when nothing earns a point (but where the exercise says why it cannot be helped)."""
    from blackjack.course.audit.workers import run_each

    chosen = [e.id for e in EXERCISES if ids is None or e.id in ids]
    leaked, open_, failed = 0, 0, 0
    for id, status, value in run_each(((id, functools.partial(audit_one, id)) for id in chosen), workers, 600.0):
        why = BY_ID[id].library_answers
        if status != "done":
            failed += 1
            say(f"    not audited: {id}: {status} ({value})")
        elif value and why:
            open_ += 1
            say(f"    open: {id}: {len(value)} ways the package answers it, as {value[0].split(': ', 1)[1]}; {why}")
        else:
            leaked += len(value)
            for line in value:
                say(f"    leak: {line}")
    say(f"capability audit: {len(chosen)} exercises, {everything_offered()} things held offered to each, "
        f"{leaked} ways to earn points, {open_} exercises answered by a constant, {failed} not audited")
    return not leaked and not failed
