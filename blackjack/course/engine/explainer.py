"""What a search for a ``Likely cause:`` knows and asks: the ``Explainer``, and its ``Budget``.

An ``Explainer`` holds the part, the student's and the reference's functions,
the observer that runs the student's side and the counterexample; it asks each
side for its ``Answer`` on an input (kept, so the student is asked once an
input), and tells whether a known ``Mistake``, a rule ignored or a symptom
(``engine.symptoms``, ``engine.shapes``) holds on every input the check tried.
What it may spend is a ``Budget`` of this process's CPU time and the clock
(``Allowance``: many parts' together).  ``diagnosis.causes`` decides in which
order the causes are tried.
"""

from __future__ import annotations

import copy
import dataclasses
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field

from blackjack.core.rules import DEFAULT_RULES, PRESETS
from blackjack.course.engine.checking import Observer, Part, observe, raised_in_checker
from blackjack.course.engine.safety import Flood, TimeLimit, Transcript, run_guarded
from blackjack.course.engine.shapes import shapes
from blackjack.course.engine.show import raised, show
from blackjack.course.engine.symptoms import Symptom, symptoms

MISTAKE_SECONDS = 0.5  # the time limit of one run of a known mistake (some mutants never stop)
PART_CPU = 1.0  # CPU seconds of this process the search for one part's cause may take
PART_WALL = 5.0  # seconds on the clock for it (the student's calls may run elsewhere: the grader's sandbox)
PRINTED = "printed, not said with say"
NOT_RULES = ("name", "about", "wording")  # the fields of a rule set that are not rules of the game

Answer = tuple[str, object]  # ("returns", observation), ("raised", the exception's type) or ("stopped", "")


@dataclass(frozen=True)
class Mistake:
    """A known wrong answer: its functions by name, and the sentence that says its mistake."""

    cause: str  # "the dealer stops at 16: draws while under 16"
    functions: Mapping[str, Callable]
    distinct: bool = False  # a mistake of its own (a teacher's): when two such with different sentences both
    # behave like the student, the inputs cannot tell which one was made, and neither is claimed (nor when
    # two mutants do)
    function: str | None = None  # the one function a mutant changes: it explains only the parts that call it
    decoy: bool = False  # never claimed: a mutant that, when it behaves like the student too, shows that the
    # mutant found first is not convincing (a constant moved by two, where one moved by one was found)


class Unexplained(Exception):
    """No cause will be claimed: the budget is spent, or the student's code did not stop on an input."""


@dataclass
class Budget:
    """What the search for one cause may still spend: CPU seconds of this process, and seconds on the clock."""

    cpu: float = PART_CPU
    wall: float = PART_WALL
    start: tuple[float, float] = field(default_factory=lambda: (time.process_time(), time.monotonic()))

    def spent(self) -> tuple[float, float]:
        """The CPU seconds and the seconds on the clock spent since the start."""
        return time.process_time() - self.start[0], time.monotonic() - self.start[1]

    def left(self) -> float:
        """The seconds left (the least of both); ``Unexplained`` when none is.

        >>> Budget(cpu=0.0).left()
        Traceback (most recent call last):
        blackjack.course.engine.explainer.Unexplained: the budget for finding a cause is spent
        """
        cpu, wall = self.spent()
        left = min(self.cpu - cpu, self.wall - wall)
        if left <= 0:
            raise Unexplained("the budget for finding a cause is spent")
        return left


@dataclass
class Allowance:
    """What the searches for many parts' causes may spend together (one notebook's, in the grader)."""

    cpu: float
    wall: float

    @contextmanager
    def part(self) -> Iterator[Budget]:
        """One part's budget: ``PART_CPU`` and ``PART_WALL`` at most, less when the allowance has less;
        what it spends is taken from the allowance.

        >>> allowance = Allowance(cpu=0.5, wall=60)
        >>> with allowance.part() as budget:
        ...     budget.cpu, budget.wall
        (0.5, 5.0)
        """
        budget = Budget(min(PART_CPU, self.cpu), min(PART_WALL, self.wall))
        try:
            yield budget
        finally:
            cpu, wall = budget.spent()
            self.cpu, self.wall = self.cpu - cpu, self.wall - wall


def answer_of(call: Callable[[], tuple[object, object]]) -> Answer:
    """What a run (an observer's call) gave: its observation, the exception it raised, or that it never ended."""
    try:
        return "returns", call()[0]
    except (TimeLimit, Flood, SystemExit):
        return "stopped", ""
    except Exception as error:
        return "raised", type(error).__name__


def same(one: Answer, other: Answer) -> bool:
    """Are two answers equal (compared under the time limit: a student's value may compare badly)?"""
    try:
        return run_guarded(lambda: bool(one == other), Transcript())
    except (TimeLimit, Flood, Exception):
        return False


def same_value(one: object, other: object) -> bool:
    """Are two values equal, compared as ``same`` compares answers?"""
    return same(("returns", one), ("returns", other))


@dataclass
class Explainer:
    """What is known while looking for a cause: the part, both sides, the counterexample, the budget; the
    answers seen so far."""

    part: Part
    student: Mapping[str, Callable]
    reference: Mapping[str, Callable]
    observer: Observer
    args: tuple
    budget: Budget = field(default_factory=Budget)
    theirs: dict[int, Answer] = field(default_factory=dict)  # the student's answers on the inputs tried
    expected: dict[int, Answer] = field(default_factory=dict)  # the reference's, once asked

    def student_on(self, args: tuple) -> Answer:
        """The student's answer on ARGS; ``Unexplained`` when it did not stop (or nothing is left to spend)."""
        self.budget.left()
        mine = answer_of(lambda: self.observer(self.part, self.student, args, self.reference))
        if mine[0] == "stopped":
            raise Unexplained("the student's code did not stop")
        return mine

    def reference_on(self, args: tuple) -> Answer:
        return self.answer_with(self.reference, args)

    def answer_with(self, functions: Mapping[str, Callable], args: tuple) -> Answer:
        """The answer of FUNCTIONS (the reference's, or made from them) on ARGS."""
        self.budget.left()
        return answer_of(lambda: observe(self.part, functions, copy.deepcopy(args)))

    def mistake_on(self, mistake: Mistake, args: tuple) -> Answer:
        """MISTAKE's answer on ARGS, within ``MISTAKE_SECONDS`` (or what the budget has left, if less)."""
        seconds = min(MISTAKE_SECONDS, self.budget.left())
        functions = {n: mistake.functions[n] for n in self.part.needs}
        return answer_of(lambda: observe(self.part, functions, copy.deepcopy(args), self.reference, seconds))

    def names(self) -> str:
        """The part's functions as the subject of a sentence (one, so that its verb agrees): the function its
        call starts with, and the others it needs after it, ``player_hand_move (with player_hand_turn)``."""
        needs = self.part.needs
        main = next((n for n in needs if self.part.call.startswith(f"{n}(")), needs[-1])
        others = [n for n in needs if n != main]
        return main + (f" (with {', '.join(others)})" if others else "")

    def printed(self, mine: Answer, expected: Answer) -> str | None:
        """Printing where ``say`` was given, where the reference printed nothing."""
        if mine[0] != "returns" or expected[0] != "returns" or not printed(mine[1]) or printed(expected[1]):
            return None
        return (f"{self.names()} prints where it should say it with `say`: give each message to the `say` it is"
                " given, and pass that `say` on to the functions it calls.")

    def under(self, rules: object, args: tuple) -> tuple:
        """ARGS with RULES for the rules."""
        at = self.part.args.index("rules")
        return (*args[:at], rules, *args[at + 1:])

    def ignores_rules(self, mine: Answer, expected: Answer, inputs: Sequence[tuple]) -> str | None:
        """Answers as under one preset whatever the rules: on the counterexample and on the inputs tried."""
        if "rules" not in self.part.args or mine[0] != "returns":
            return None
        given = self.args[self.part.args.index("rules")]
        for rules in (r for r in PRESETS.values() if r != given):
            if same(self.reference_on(self.under(rules, self.args)), mine) and self.follows(
                    lambda args, rules=rules: self.reference_on(self.under(rules, args)), inputs):
                return (f"{self.names()} {ignoring(rules)} as under {show(rules)} whatever the rules;"
                        f" under {show(given)} ({about(given)}) {outcome(expected)}.")
        return None

    def ignores_rule(self, mine: Answer, expected: Answer, inputs: Sequence[tuple]) -> str | None:
        """Answers as if one rule (a field of the rules) were always one value, whatever the rules: on the
        counterexample and on the inputs tried."""
        if "rules" not in self.part.args or mine[0] != "returns":
            return None
        given = self.args[self.part.args.index("rules")]
        for name, value in other_values(given):
            def fixed(args: tuple, name: str = name, value: object = value) -> Answer:
                rules = args[self.part.args.index("rules")]
                changed = dataclasses.replace(rules, **{name: value}) if dataclasses.is_dataclass(rules) else rules
                return self.reference_on(self.under(changed, args))
            if same(fixed(self.args), mine) and self.follows(fixed, inputs):
                return (f"{self.names()} ignores the rule `rules.{name}`: it answers as if it were {show(value)}"
                        f" whatever the rules; under {show(given)} it is {show(getattr(given, name))}.")
        return None

    def behaves_like(self, mistake: Mistake, mine: Answer, inputs: Sequence[tuple]) -> bool:
        """Does the student answer as MISTAKE on the counterexample (MINE there) and on the inputs tried?"""
        if mistake.function is not None and mistake.function not in self.part.needs:
            return False
        return set(self.part.needs) <= set(mistake.functions) and same(self.mistake_on(mistake, self.args), mine) \
            and self.follows(lambda args: self.mistake_on(mistake, args), inputs)

    def symptom(self, mine: Answer, expected: Answer, inputs: Sequence[tuple]) -> str | None:
        """The first symptom (``engine.symptoms``, ``engine.shapes``) that holds on the counterexample and on every
        input tried; where the check could not use the student's value, it is compared as a value."""
        if mine[0] == "raised" and expected[0] == "returns":
            mine, expected = self.values_on(self.args) or (mine, expected)
        if mine[0] != "returns" or expected[0] != "returns":
            return None
        candidates = [*symptoms(mine[1], expected[1]), *shapes(mine[1], expected[1])]
        shown = next((s for s in candidates if self.shows(s, mine, expected, inputs)), None)
        said = shown and shown.says(mine[1], expected[1])
        return sentence(f"{self.names()} {said}") if said else None

    def calls(self, mine: Answer, expected: Answer, inputs: Sequence[tuple]) -> str | None:
        """Returns what the function it should return gives, where that function is expected: on the
        counterexample and on every input tried."""
        if mine[0] != "raised" or expected[0] != "returns":
            return None
        value = self.called(self.args, expected)
        if value is None or not all(self.calls_on(self.student_at(i, args), self.reference_at(i, args), args)
                                    for i, args in enumerate(inputs)):
            return None
        return (f"{self.names()} returns {show(value)}, what the function it should return gives here, where that"
                " function is expected: does it call the function instead of returning it?")

    def calls_on(self, mine: Answer, expected: Answer, args: tuple) -> bool:
        """Does the student's answer on ARGS (MINE) come from calling the function it should return: what it
        gives, or the exception it raises?"""
        gives = expected[1].get("returns") if expected[0] == "returns" and isinstance(expected[1], dict) else None
        return mine[0] == "raised" and (gives == raised(str(mine[1])) or self.called(args, expected) is not None)

    def called(self, args: tuple, expected: Answer) -> object:
        """The student's value on ARGS when it is what the reference's value, a function, gives (EXPECTED's
        ``returns``), and not a function; else None."""
        values = self.values_on(args)
        if values is None or expected[0] != "returns" or not isinstance(expected[1], dict):
            return None
        theirs, ours = values[0][1]["returns"], values[1][1]["returns"]
        gives = expected[1].get("returns")
        if not callable(ours) or callable(theirs) or not same_value(theirs, gives):
            return None
        return theirs

    def shows(self, symptom: Symptom, mine: Answer, expected: Answer, inputs: Sequence[tuple]) -> bool:
        """Does SYMPTOM hold on the counterexample (MINE and EXPECTED there) and on every input tried?"""
        def holds(theirs: Answer, ours: Answer, args: tuple | None = None) -> bool:
            if theirs[0] == "raised" and ours[0] == "returns" and args is not None:
                theirs, ours = self.values_on(args) or (theirs, ours)
            if theirs[0] != "returns" or ours[0] != "returns":
                return same(theirs, ours)
            return symptom.holds(theirs[1], ours[1], same_value)
        return holds(mine, expected) and all(
            holds(self.student_at(i, args), self.reference_at(i, args), args) for i, args in enumerate(inputs))

    def values_on(self, args: tuple) -> tuple[Answer, Answer] | None:
        """The value the student's function returned on ARGS where the check could not use it, and the
        reference's, as answers; None unless it returned one value the check could not use (the grader's sandbox
        does not send such values back)."""
        self.budget.left()
        try:
            self.observer(self.part, self.student, args, self.reference)
            return None
        except (TimeLimit, Flood, SystemExit):
            return None
        except Exception as error:
            theirs = getattr(error, "student_returned", None) if raised_in_checker(error) else None
        ours = observe(self.part, self.reference, copy.deepcopy(args))[1]
        if not theirs or len(theirs) != 1 or len(ours) != 1:
            return None
        return ("returns", {"returns": theirs[0]}), ("returns", {"returns": ours[0]})

    def reference_at(self, index: int, args: tuple) -> Answer:
        """The reference's answer on input INDEX of those tried (ARGS), kept."""
        if index not in self.expected:
            self.expected[index] = self.reference_on(args)
        return self.expected[index]

    def follows(self, wrong: Callable[[tuple], Answer], inputs: Sequence[tuple]) -> bool:
        """Does the student answer as WRONG on every input tried?  WRONG's answers there must not all be alike:
        a student who always answers the same matches any answer that does."""
        first, varied = None, False
        for index, args in enumerate(inputs):
            theirs = wrong(args)
            if not same(self.student_at(index, args), theirs):
                return False
            varied = varied or first is not None and not same(theirs, first)
            first = theirs if first is None else first
        return varied

    def student_at(self, index: int, args: tuple) -> Answer:
        """The student's answer on input INDEX of those tried (ARGS), kept: it is asked once whatever the mistake."""
        if index not in self.theirs:
            self.theirs[index] = self.student_on(args)
        return self.theirs[index]


def other_values(given: object) -> Iterator[tuple[str, object]]:
    """Each rule of GIVEN (a field of a rule set, not its name) with each other value a preset gives it.

    >>> ("tie", PRESETS["bank"].tie) in list(other_values(PRESETS["classic"]))
    True
    """
    if not dataclasses.is_dataclass(given):
        return
    for rule in dataclasses.fields(given):
        if rule.name not in NOT_RULES:
            values = dict.fromkeys(getattr(p, rule.name) for p in PRESETS.values())
            yield from ((rule.name, v) for v in values if v != getattr(given, rule.name))


def ignoring(rules: object) -> str:
    """"ignores its argument `rules`: it answers" when RULES are those a call without them gets (the
    default); else "answers" alone: such an answer may only count as those rules do (an ace always 11 is
    aces-high's count), not leave its argument out.

    >>> ignoring(DEFAULT_RULES), ignoring(PRESETS["aces-high"])
    ('ignores its argument `rules`: it answers', 'answers')
    """
    return "ignores its argument `rules`: it answers" if rules == DEFAULT_RULES else "answers"


def about(rules: object) -> str:
    """What is special about a rule set, without the seed it comes from.

    >>> about(PRESETS["aces-high"])
    'aces always 11, a bust scores 0 so two busts tie'
    """
    return str(getattr(rules, "about", "")).split(": ", 1)[-1]


def outcome(expected: Answer) -> str:
    """The reference's answer in words, when it is one value; else that it differs."""
    kind, seen = expected
    if kind == "returns" and isinstance(seen, dict) and list(seen) == ["returns"]:
        return f"the answer here is {show(seen['returns'])}"
    return "the answer here is different"


def printed(seen: object) -> bool:
    """Does the observation SEEN hold lines printed where ``say`` was given?

    >>> printed({PRINTED: ["Shuffling a new deck..."]}), printed({PRINTED: []}), printed("raised")
    (True, False, False)
    """
    return isinstance(seen, dict) and bool(seen.get(PRINTED))


def sentence(cause: str) -> str:
    """CAUSE ending with a full stop (its first word may be a function's name: it keeps its case).

    >>> sentence("the dealer stops at 16")
    'the dealer stops at 16.'
    """
    cause = cause.strip()
    return cause + ("" if cause.endswith((".", "!", "?")) else ".")
