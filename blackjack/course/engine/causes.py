"""Why a student's part differs from the reference: the ``Likely cause:`` line of a check.

A ``Mistake`` is a wrong answer whose mistake is known (an answer of the
audit's catalog, a mutant of a reference) with the sentence that says it.  A
student's part behaves like a mistake when it gives the mistake's answer on
the counterexample, on inputs spread over those the check tries, and on the
first ``EVIDENCE`` where the mistake and the reference disagree.  Two causes
need no known mistake, only behaviour: printing where a ``say`` is given, and
answering as under one rule set whatever the rules.  A cause is claimed only when the behaviour shows it: a wrong one is
worse than none.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from blackjack.core.rules import PRESETS
from blackjack.course.engine.checking import Observer, Part, observe
from blackjack.course.engine.safety import Flood, TimeLimit, Transcript, run_guarded
from blackjack.course.engine.show import show

LOOK = 16  # inputs spread over those tried, on which a student must answer as the mistake does
EVIDENCE = 6  # inputs where the mistake and the reference disagree, on which the student must answer as the mistake
MISTAKE_SECONDS = 0.5  # the time limit of one run of a known mistake (some mutants never stop)
PRINTED = "printed, not said with say"

Answer = tuple[str, object]  # ("returns", observation), ("raised", the exception's type) or ("stopped", "")


@dataclass(frozen=True)
class Mistake:
    """A known wrong answer: its functions by name, and the sentence that says its mistake."""

    cause: str  # "the dealer stops at 16: draws while under 16"
    functions: Mapping[str, Callable]


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


@dataclass
class Explainer:
    """What is known while looking for a cause: the part, both sides, the counterexample, the inputs tried."""

    part: Part
    student: Mapping[str, Callable]
    reference: Mapping[str, Callable]
    observer: Observer
    args: tuple
    known: dict[int, Answer] = field(default_factory=dict)  # the reference's answers on the inputs tried

    def student_on(self, args: tuple) -> Answer:
        return answer_of(lambda: self.observer(self.part, self.student, args, self.reference))

    def reference_on(self, args: tuple) -> Answer:
        return answer_of(lambda: observe(self.part, self.reference, copy.deepcopy(args)))

    def mistake_on(self, mistake: Mistake, args: tuple) -> Answer:
        functions = {n: mistake.functions[n] for n in self.part.needs}
        return answer_of(lambda: observe(self.part, functions, copy.deepcopy(args), self.reference, MISTAKE_SECONDS))

    def names(self) -> str:
        return " and ".join(self.part.needs)

    def printed(self, mine: Answer, expected: Answer) -> str | None:
        """Printing where ``say`` was given, when the reference said nothing the student printed."""
        if mine[0] != "returns" or PRINTED not in mine[1] or expected[0] == "returns" and PRINTED in expected[1]:
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
                return (f"{self.names()} ignores its argument `rules`: it answers as under {show(rules)} whatever"
                        f" the rules; under {show(given)} ({about(given)}) {outcome(expected)}.")
        return None

    def behaves_like(self, mistake: Mistake, inputs: Sequence[tuple]) -> bool:
        """Does the student answer as MISTAKE on the inputs tried?"""
        return self.follows(lambda args: self.mistake_on(mistake, args), inputs)

    def follows(self, wrong: Callable[[tuple], Answer], inputs: Sequence[tuple]) -> bool:
        """Does the student answer as WRONG on ``LOOK`` inputs spread over those tried, and on the first ones
        where WRONG and the reference disagree (``EVIDENCE`` of them, one at least)?  WRONG's answers there must
        not all be alike: a student who always answers the same matches any answer that does."""
        spread = set(range(0, len(inputs), max(1, len(inputs) // LOOK)))
        shown, answers = 0, []
        for index, args in enumerate(inputs):
            if shown == EVIDENCE and index > max(spread):
                break
            theirs = wrong(args)
            differs = not same(theirs, self.expected(index, args)) and shown < EVIDENCE
            if differs or index in spread:
                if not same(self.student_on(args), theirs):
                    return False
                answers += [] if any(same(theirs, seen) for seen in answers) else [theirs]
            shown += differs
        return shown > 0 and len(answers) > 1

    def expected(self, index: int, args: tuple) -> Answer:
        """The reference's answer on input INDEX of those tried (ARGS), kept."""
        if index not in self.known:
            self.known[index] = self.reference_on(args)
        return self.known[index]


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


def same_input(one: tuple, other: tuple) -> bool:
    """Are two inputs the same (our own values: plain equality)?"""
    try:
        return bool(one == other)
    except Exception:
        return False


def likely_cause(part: Part, student: Mapping[str, Callable], reference: Mapping[str, Callable], args: tuple,
                 observer: Observer, mistakes: Iterable[Mistake], inputs: Callable[[], Sequence[tuple]]) -> str | None:
    """The cause of the difference on ARGS, in one sentence, or None when the behaviour does not show one.

    MISTAKES are tried in order; INPUTS gives the inputs the check tries.
    """
    explainer = Explainer(part, student, reference, observer, args)
    mine, expected = explainer.student_on(args), explainer.reference_on(args)
    if mine[0] == "stopped" or same(mine, expected):
        return None
    printed = explainer.printed(mine, expected)
    if printed:
        return printed
    tried = inputs()
    ignored = explainer.ignores_rules(mine, expected, tried)
    if ignored:
        return ignored
    for mistake in mistakes:
        if set(part.needs) <= set(mistake.functions) and same(explainer.mistake_on(mistake, args), mine) \
                and explainer.behaves_like(mistake, tried):
            return sentence(mistake.cause)
    return None


def sentence(cause: str) -> str:
    """CAUSE ending with a full stop (its first word may be a function's name: it keeps its case).

    >>> sentence("the dealer stops at 16")
    'the dealer stops at 16.'
    """
    cause = cause.strip()
    return cause + ("" if cause.endswith((".", "!", "?")) else ".")
