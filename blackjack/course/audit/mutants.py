"""Small automatic mutations of each reference, to find faults a check would miss.

One mutant changes one thing in one reference function: a comparison turned
(``<`` to ``<=``), a whole-number constant moved by one, an argument dropped
from a call, the two results of a returned pair swapped, the body of an ``if``
removed, ``and`` and ``or`` exchanged, a ``not`` dropped.  Each mutant carries
one sentence that says its mistake as a student would make it (``cause``):
``check`` names it when a student's answer behaves like the mutant.  A good check
fails every mutant; one it cannot fail is listed in its exercise's record
(``equivalent_mutants``) with the reason it behaves exactly like the reference.

>>> from blackjack.course.exercises.index import BY_ID
>>> sorted({m.key.split(":")[2].strip() for m in of_exercise(BY_ID["2.1"])})
['> → >=', 'argument 1 of hand_value() dropped', 'argument 2 of hand_value() dropped', 'constant 21 → 20', 'constant 21 → 22']
"""

from __future__ import annotations

import ast
import copy
import functools
import inspect
import textwrap
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from types import CodeType
from typing import Any

from blackjack.course.exercises.index import reference
from blackjack.course.exercises.records import Exercise
from blackjack.course.notebook.cells import namespace_for, solution_function

TURNED = {ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE, ast.GtE: ast.Gt, ast.Eq: ast.NotEq,
          ast.NotEq: ast.Eq, ast.Is: ast.IsNot, ast.IsNot: ast.Is, ast.In: ast.NotIn, ast.NotIn: ast.In}
Site = tuple[ast.AST, str, Callable[[ast.AST], ast.AST | None]]  # a node, what changes, and how
SYMBOL = {ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=", ast.Eq: "==", ast.NotEq: "!=",
          ast.Is: "is", ast.IsNot: "is not", ast.In: "in", ast.NotIn: "not in"}

@dataclass(frozen=True)
class Mutant:
    """One changed reference function, ready to stand in for the student's."""

    key: str  # "dealer_turn:1: < → <="
    name: str
    tree: ast.Module
    cause: str = ""  # "dealer_turn uses 16 where 17 is meant: `total <= 16`, not `total <= 17`."

    def functions(self, exercise: Exercise, notebook: dict[str, Any] | None = None) -> tuple[Callable[..., object], ...]:
        """The exercise's functions with this mutant in place of the reference solution, in its notebook (a copy
        of NOTEBOOK, its ``namespace_for``, when given: the exercise's functions are defined afresh in it)."""
        namespace = namespace_for(exercise) if notebook is None else dict(notebook)
        for name in exercise.names:
            solution = solution_code(exercise.notebook, name)
            if name != self.name and solution is not None:
                exec(solution, namespace)
        exec(compile(self.tree, f"<mutant {self.key}>", "exec"), namespace)
        return tuple(namespace.get(name, reference(name)) for name in exercise.names)


@functools.cache
def solution_code(notebook: str, name: str) -> CodeType | None:
    """The solution of NAME in NOTEBOOK, compiled once (None when the notebook gives no stub for it)."""
    solution = solution_function(notebook, name)
    return None if solution is None else compile(ast.Module([solution], []), f"<solution {name}>", "exec")


def sites(function: ast.FunctionDef, far: bool = False) -> Iterator[Site]:
    """Every place in FUNCTION a mutation applies: the node, what changes, and how (FAR: only whole-number
    constants, moved by two)."""
    body = function.body[1:] if ast.get_docstring(function) else function.body
    for statement in body:
        for node in ast.walk(statement):
            yield from (moved(node, (-2, 2)) if far else node_sites(node))


def moved(node: ast.AST, steps: tuple[int, ...]) -> Iterator[Site]:
    """NODE moved by each of STEPS, when it is a whole-number constant."""
    if isinstance(node, ast.Constant) and type(node.value) is int:
        for step in steps:
            yield node, f"constant {node.value} → {node.value + step}", (
                lambda n, s=step: ast.copy_location(ast.Constant(n.value + s), n))


def node_sites(node: ast.AST) -> Iterator[tuple[ast.AST, str, Callable[[ast.AST], ast.AST | None]]]:
    """The mutations of one node."""
    if isinstance(node, ast.Compare):
        for i, op in enumerate(node.ops):
            if type(op) in TURNED:
                def turn(n: ast.AST, i: int = i) -> ast.AST:
                    n.ops[i] = TURNED[type(n.ops[i])]()
                    return n
                yield node, f"{SYMBOL[type(op)]} → {SYMBOL[TURNED[type(op)]]}", turn
    elif isinstance(node, ast.Constant) and type(node.value) is int:
        yield from moved(node, (-1, 1))
    elif isinstance(node, ast.Call):
        for i in range(len(node.args)):
            def drop(n: ast.AST, i: int = i) -> ast.AST:
                del n.args[i]
                return n
            yield node, f"argument {i + 1} of {ast.unparse(node.func)}() dropped", drop
        for i, keyword in enumerate(node.keywords):
            def drop_keyword(n: ast.AST, i: int = i) -> ast.AST:
                del n.keywords[i]
                return n
            yield node, f"{keyword.arg}= of {ast.unparse(node.func)}() dropped", drop_keyword
    elif isinstance(node, ast.Return) and isinstance(node.value, ast.Tuple) and len(node.value.elts) == 2:
        def swap(n: ast.AST) -> ast.AST:
            n.value.elts.reverse()
            return n
        yield node, "the returned pair swapped", swap
    elif isinstance(node, ast.If):
        yield node, f"the body of `if {ast.unparse(node.test)}` removed", (
            lambda n: ast.copy_location(ast.If(test=n.test, body=[ast.Pass()], orelse=n.orelse), n))
    elif isinstance(node, ast.BoolOp):
        yield node, "and ↔ or", lambda n: ast.copy_location(
            ast.BoolOp(op=ast.Or() if isinstance(n.op, ast.And) else ast.And(), values=n.values), n)
    elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        yield node, "a `not` dropped", lambda n: n.operand


def solution_tree(exercise: Exercise, name: str) -> ast.Module | None:
    """NAME as the solution notebook writes it (the package's reference when it does not), parsed."""
    solution = solution_function(exercise.notebook, name)
    if solution is not None:
        return ast.Module([solution], [])
    try:
        return ast.parse(textwrap.dedent(inspect.getsource(reference(name))))
    except (OSError, TypeError):
        return None


def of_function(exercise: Exercise, name: str, far: bool = False) -> Iterator[Mutant]:
    """Every mutant of the reference solution of NAME (FAR: its constants moved by two, see ``further``)."""
    tree = solution_tree(exercise, name)
    if tree is None:
        return
    start = code_start(tree.body[0])
    parents = {child: parent for parent in ast.walk(tree) for child in ast.iter_child_nodes(parent)}
    for index, (node, change, apply) in enumerate(sites(tree.body[0], far)):
        cause = explained(name, change, node, *rewritten(node, context(node, parents), apply))
        mutated = copy.deepcopy(tree)
        target, _, apply = list(sites(mutated.body[0], far))[index]
        replace_node(mutated, target, apply(target))
        where = f"{node.lineno - start}.{node.col_offset}"
        yield Mutant(f"{name}:{where}: {change}", name, ast.fix_missing_locations(mutated), cause)


def code_start(function: ast.FunctionDef) -> int:
    """The line of FUNCTION's first statement after its docstring: a mutant's key counts lines from there, so
    editing the docstring (its examples) keeps every key.

    >>> code_start(ast.parse("def f():\\n    'Doc.'\\n    return 1").body[0])
    3
    """
    body = function.body
    documented = isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) and len(body) > 1
    return body[1 if documented else 0].lineno


def context(node: ast.AST, parents: dict[ast.AST, ast.AST]) -> ast.AST:
    """What to quote around NODE: the comparison, operation or call a constant is in; else NODE itself."""
    if not isinstance(node, ast.Constant):
        return node
    around = parents.get(node)
    return around if isinstance(around, (ast.Compare, ast.BinOp, ast.Call, ast.BoolOp)) else node


def rewritten(node: ast.AST, around: ast.AST, apply: Callable[[ast.AST], ast.AST | None]) -> tuple[str, str]:
    """AROUND as written, and as written with the mutation of NODE in it (the tree is left unchanged)."""
    twin = copy.deepcopy(around)
    target = list(ast.walk(twin))[list(ast.walk(around)).index(node)]
    new = apply(target)
    if target is twin:
        return ast.unparse(around), ast.unparse(new or ast.Pass())
    replace_node(twin, target, new)
    return ast.unparse(around), ast.unparse(twin)


def explained(name: str, change: str, node: ast.AST, before: str, after: str) -> str:
    """One sentence that says the mutant's mistake (CHANGE of NODE, BEFORE to AFTER) as a student would make it.

    >>> explained("check_hand", "> → >=", ast.parse("v > 21").body[0].value, "v > 21", "v >= 21")
    'a comparison one off in check_hand: `v >= 21` where `v > 21` is meant.'
    """
    before, after = before.removeprefix("return "), after.removeprefix("return ")
    quoted = f": `{after}` where `{before}` is meant" if len(before) + len(after) < 110 else ""
    if isinstance(node, ast.Call):
        index = change.split()[1] if change.startswith("argument ") else None
        dropped = ast.unparse(node.args[int(index) - 1]) if index else change.split("=")[0] + "="
        return f"{name} answers as if it called {ast.unparse(node.func)}() without `{dropped}`: `{after}`."
    if isinstance(node, ast.If):
        return f"{name} leaves out what should happen when `{ast.unparse(node.test)}`."
    if isinstance(node, ast.Constant):
        where = quoted if before != str(node.value) else ""
        return f"{name} uses {change.split()[-1]} where {node.value} is meant{where}."
    if isinstance(node, ast.Compare):
        how = "one off" if change.split()[0] in ("<", "<=", ">", ">=") else "the wrong way round"
        return f"a comparison {how} in {name}{quoted}."
    sentences = {ast.Return: f"{name} returns its pair the wrong way round{quoted}.",
                 ast.BoolOp: f"`and` and `or` mixed up in {name}{quoted}."}
    return sentences.get(type(node), f"a `not` missing in {name}{quoted}.")


def replace_node(tree: ast.AST, old: ast.AST, new: ast.AST | None) -> None:
    """Put NEW where OLD is in TREE (they are the same node when the change was made in place)."""
    if new is old:
        return
    for parent in ast.walk(tree):
        for field, value in ast.iter_fields(parent):
            if value is old:
                setattr(parent, field, new)
                return
            if isinstance(value, list) and any(item is old for item in value):
                setattr(parent, field, [new if item is old else item for item in value])
                return


def of_exercise(exercise: Exercise) -> list[Mutant]:
    """Every mutant of the exercise's reference functions."""
    return [mutant for name in dict.fromkeys(exercise.names) for mutant in of_function(exercise, name)]


def further(exercise: Exercise) -> list[Mutant]:
    """The whole-number constants of the exercise's references moved by two: never a cause themselves, they
    test one moved by one (a student who behaves like both did something else, left a limit out, say)."""
    return [mutant for name in dict.fromkeys(exercise.names) for mutant in of_function(exercise, name, far=True)]
