"""The audit: every answer of the catalog, and mutants of every reference, through ``check``.

``python -m blackjack.course audit`` imports every notebook's modules and
runs one check, once (``warm``); then it runs each answer in a process forked
from this one (``workers``), two or more at a time, and prints per exercise
what was caught and what slipped through; then each exercise's mutation
score; then what the capability audit found (``capability``: nothing its
checking process holds may earn an exercise's points); then, as its last line::

    audit: X/Y wrong answers lose points, A/B right answers get full points, N/Y wrong answers named (P%)

"Named" is a wrong answer whose check says ``Likely cause:`` (the catalog's
answers are among the known mistakes: an answer is named by its own sentence,
or by another cause whose behaviour it shares).  It succeeds only when
every wrong answer loses points, every right answer gets full points,
at least ``NAMED`` of the wrong answers are named, every mutant is killed or listed as equivalent, nothing a
checking process holds earns a point, and no
check shows a student an internal name, a placeholder or a traceback.
"""

from __future__ import annotations

import contextlib
import gc
import io
import linecache
import re
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from blackjack.course.audit import mutants
from blackjack.course.audit.capability import capability_audit
from blackjack.course.audit.catalog import Answer, answers
from blackjack.course.audit.mistakes import known, likely
from blackjack.course.audit.workers import run_each
from blackjack.course.engine import checking
from blackjack.course.engine.explainer import sentence
from blackjack.course.engine.judging import plan
from blackjack.course.exercises.index import BY_ID, EXERCISES, reference
from blackjack.course.exercises.records import Exercise
from blackjack.course.notebook.cells import namespace_for
from blackjack.course.scoring import Explain, run_check

NAMED = 0.8  # the least share of catalog wrong answers whose check says a likely cause


@dataclass(frozen=True)
class Score:
    """What one answer (or mutant) earned: the seed's part, the extension, and the first lines said."""

    seed: int
    extension: int
    said: str


def score(exercise: Exercise, functions: tuple[Callable, ...], until_a_loss: bool = False,
          explain: Explain | None = None) -> Score:
    """Run the check quietly and keep its points (with UNTIL_A_LOSS, only until a part loses some; with
    EXPLAIN, the likely cause of a part that does)."""
    with contextlib.redirect_stdout(io.StringIO()):
        outcome = run_check(exercise, functions, until_a_loss, explain)
    return Score(outcome.points, outcome.extension, "\n".join(outcome.lines))


def score_answer(answer: Answer) -> Score:
    """The answer's code run as a cell, then its functions checked."""
    exercise = BY_ID[answer.exercise]
    namespace = namespace_for(exercise)
    for name in exercise.names:
        namespace.pop(name, None)
    cell = f"<answer to {answer.exercise}>"
    linecache.cache[cell] = (len(answer.code), None, answer.code.splitlines(True), cell)  # as a kernel keeps a cell's
    with contextlib.redirect_stdout(io.StringIO()):
        exec(compile(answer.code, cell, "exec"), namespace)
    missing = [name for name in exercise.names if not callable(namespace.get(name))]
    if missing:
        return Score(0, 0, f"defines no function {', '.join(missing)}")
    return score(exercise, tuple(namespace[name] for name in exercise.names), until_a_loss=not answer.right,
                 explain=None if answer.right else likely)


UNREADABLE = {
    "a literal placeholder": re.compile(r"\{[A-Za-z_]\w*\}"),
    "an internal name": re.compile(r"PRESETS\[|blackjack\.course|SESSION|Recorder"),
    "a traceback": re.compile(r"Traceback \(most recent call last\)"),
    "a failure of the check itself": re.compile(r"The check itself failed"),
}


def warm(exercises: list[Exercise]) -> None:
    """Import what the EXERCISES' notebooks import, make their known mistakes and their parts' plans, and
    check the first one's reference, here, once: each answer's process is forked from this one, with
    hypothesis, the check's machinery, the inputs and the reference's runs on them, and the mistakes ready."""
    for exercise in exercises:
        namespace_for(exercise)
        known(exercise.id)
        for part in exercise.parts:
            plan(part, {n: reference(n) for n in part.needs})
    if exercises:
        score(exercises[0], exercises[0].reference)
    gc.freeze()  # the forked children need not scan (and so copy) what is here already


def unreadable(said: str) -> str | None:
    """What a student should never see in a check's words, if SAID holds it."""
    return next((name for name, pattern in UNREADABLE.items() if pattern.search(said)), None)


def verdict(answer: Answer, status: str, result: Any) -> bool:
    """Did the check judge ANSWER as it should?"""
    exercise = BY_ID[answer.exercise]
    if status != "done":
        return not answer.right
    if not answer.right:
        return result.seed + result.extension < exercise.possible
    if answer.seed_only:
        return result.seed == exercise.points
    return result.seed + result.extension == exercise.possible


def report_answers(catalog: list[Answer], workers: int | None, say: Callable[[str], None]) -> tuple[list, list, list]:
    """Run the catalog; print each exercise's line and what went the wrong way."""
    outcomes: dict[str, list[tuple[Answer, bool, str]]] = defaultdict(list)
    garbled = []
    jobs = [(i, (lambda a=answer: score_answer(a))) for i, answer in enumerate(catalog)]
    for i, status, result in run_each(jobs, workers):
        answer = catalog[i]
        said = result.said if status == "done" else result
        got = f"{result.seed}+{result.extension}" if status == "done" else status
        outcomes[answer.exercise].append((answer, verdict(answer, status, result), f"{got}: {said}"))
        if unreadable(said):
            garbled.append(f"{answer.exercise} {answer.why}: the student is shown {unreadable(said)}")
    wrong, right = [], []
    for exercise in EXERCISES:
        seen = outcomes.get(exercise.id, [])
        w = [(a, ok, s) for a, ok, s in seen if not a.right]
        r = [(a, ok, s) for a, ok, s in seen if a.right]
        wrong += w
        right += r
        if seen:
            say(f"{exercise.id:<10} {sum(ok for *_, ok, _ in w)}/{len(w)} wrong answers caught, "
                f"{sum(ok for *_, ok, _ in r)}/{len(r)} right answers with full points, {named(w)}/{len(w)} named")
        for answer, ok, said in seen:
            if not ok:
                kind = "slipped through" if not answer.right else "lost points"
                say(f"    {kind}: {answer.why} ({said.splitlines()[0] if said else ''})")
    for line in garbled:
        say(f"unreadable: {line}")
    return wrong, right, garbled


def report_mutants(ids: set[str] | None, workers: int | None, say: Callable[[str], None]) -> bool:
    """Run every mutant of the references; print each exercise's mutation score. True when none survives."""
    chosen = [e for e in EXERCISES if ids is None or e.id in ids]
    plan = [(exercise, mutant) for exercise in chosen for mutant in mutants.of_exercise(exercise)]
    jobs = [(i, (lambda e=e, m=m: score(e, m.functions(e), until_a_loss=True))) for i, (e, m) in enumerate(plan)]
    survivors: dict[str, list[str]] = defaultdict(list)
    counts: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])
    for i, status, result in run_each(jobs, workers):
        exercise, mutant = plan[i]
        killed = status != "done" or result.seed + result.extension < exercise.possible
        tally = counts[exercise.id]
        tally[0] += 1
        if killed:
            tally[1] += 1
        elif mutant.key in dict(exercise.equivalent_mutants):
            tally[2] += 1
        else:
            survivors[exercise.id].append(mutant.key)
    clean = True
    for exercise in chosen:
        total, killed, equivalent = counts[exercise.id]
        scored = total - equivalent
        rate = f"{killed / scored:.0%}" if scored else "n/a"
        say(f"{exercise.id:<10} mutation score {rate}: {killed}/{scored} mutants killed"
            + (f", {equivalent} equivalent" if equivalent else ""))
        for key in survivors[exercise.id]:
            clean = False
            say(f"    survived: {key}")
    return clean


def audit(ids: set[str] | None = None, workers: int | None = None, with_mutants: bool = True,
          say: Callable[[str], None] = print) -> int:
    """Run the audit; 0 when every check did its job.

    Points do not depend on how small a counterexample is, so checks here skip shrinking.
    """
    checking.SHRINK = False
    catalog = [a for a in answers() if ids is None or a.exercise in ids]
    warm([e for e in EXERCISES if ids is None or e.id in ids])
    wrong, right, garbled = report_answers(catalog, workers, say)
    clean = report_mutants(ids, workers, say) if with_mutants else True
    clean &= capability_audit(ids, workers, say)
    caught, full = sum(ok for *_, ok, _ in wrong), sum(ok for *_, ok, _ in right)
    share = named(wrong) / len(wrong) if wrong else 1.0
    say(f"audit: {caught}/{len(wrong)} wrong answers lose points, {full}/{len(right)} right answers get full points,"
        f" {named(wrong)}/{len(wrong)} wrong answers named ({share:.0%}; {named_otherwise(wrong)} by another cause)")
    return 0 if caught == len(wrong) and full == len(right) and clean and not garbled and share >= NAMED else 1


def named(outcomes: list) -> int:
    """How many of the outcomes (answer, verdict, what was said) say a likely cause."""
    return sum("Likely cause:" in said for *_, said in outcomes)


def named_otherwise(outcomes: list) -> int:
    """How many of the outcomes say a likely cause that is not their answer's own sentence."""
    return sum("Likely cause:" in said and sentence(answer.explanation) not in said for answer, _, said in outcomes)
