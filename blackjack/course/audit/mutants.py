"""Small automatic mutations of each reference, to find faults a check would miss.

One mutant changes one thing in one reference function: a comparison turned
(``<`` to ``<=``), a whole-number constant moved by one, an argument dropped
from a call, the two results of a returned pair swapped, the body of an ``if``
removed, ``and`` and ``or`` exchanged, a ``not`` dropped.  A good check
fails every mutant; one it cannot fail is listed in its exercise's record
(``equivalent_mutants``) with the reason it behaves exactly like the reference.

>>> from blackjack.course.exercises.index import BY_ID
>>> sorted({m.key.split(":")[2].strip() for m in of_exercise(BY_ID["2.1"])})
['> → >=', 'argument 1 of hand_value() dropped', 'argument 2 of hand_value() dropped', 'constant 21 → 20', 'constant 21 → 22']
"""

from __future__ import annotations

import ast
import copy
import inspect
import textwrap
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from blackjack.course.exercises.index import reference
from blackjack.course.exercises.records import Exercise
from blackjack.course.notebook.cells import namespace_for, solution_function

TURNED = {ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE, ast.GtE: ast.Gt, ast.Eq: ast.NotEq,
          ast.NotEq: ast.Eq, ast.Is: ast.IsNot, ast.IsNot: ast.Is, ast.In: ast.NotIn, ast.NotIn: ast.In}
SYMBOL = {ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=", ast.Eq: "==", ast.NotEq: "!=",
          ast.Is: "is", ast.IsNot: "is not", ast.In: "in", ast.NotIn: "not in"}

@dataclass(frozen=True)
class Mutant:
    """One changed reference function, ready to stand in for the student's."""

    key: str  # "dealer_turn:1: < → <="
    name: str
    tree: ast.Module

    def functions(self, exercise: Exercise) -> tuple[Callable[..., object], ...]:
        """The exercise's functions with this mutant in place of the reference solution, in its notebook."""
        namespace = namespace_for(exercise)
        for name in exercise.names:
            solution = solution_function(exercise.notebook, name)
            if name != self.name and solution is not None:
                exec(compile(ast.Module([solution], []), f"<solution {name}>", "exec"), namespace)
        exec(compile(self.tree, f"<mutant {self.key}>", "exec"), namespace)
        return tuple(namespace.get(name, reference(name)) for name in exercise.names)


def sites(function: ast.FunctionDef) -> Iterator[tuple[ast.AST, str, Callable[[ast.AST], ast.AST | None]]]:
    """Every place in FUNCTION a mutation applies: the node, what changes, and how."""
    body = function.body[1:] if ast.get_docstring(function) else function.body
    for statement in body:
        for node in ast.walk(statement):
            yield from node_sites(node)


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
        for step in (-1, 1):
            yield node, f"constant {node.value} → {node.value + step}", (
                lambda n, s=step: ast.copy_location(ast.Constant(n.value + s), n))
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


def of_function(exercise: Exercise, name: str) -> Iterator[Mutant]:
    """Every mutant of the reference solution of NAME."""
    tree = solution_tree(exercise, name)
    if tree is None:
        return
    start = tree.body[0].lineno
    for index, (node, change, _) in enumerate(sites(tree.body[0])):
        mutated = copy.deepcopy(tree)
        target, _, apply = list(sites(mutated.body[0]))[index]
        replace_node(mutated, target, apply(target))
        where = f"{node.lineno - start}.{node.col_offset}"
        yield Mutant(f"{name}:{where}: {change}", name, ast.fix_missing_locations(mutated))


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
