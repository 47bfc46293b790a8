"""Every exercise of the course, in course order, gathered from the notebooks' modules.

Each notebook's exercises live in a module of their own (``nb03_dealer_turn``...),
one ``Exercise`` record each: adding an exercise touches that one module.
Seed 001's betting bonuses 5.1 and 5.2 are the same tasks as seed 000's 6.1
and 6.2 and are graded there; "6.3" is the course's own exercise on the
"123abc" hint (reading a bet safely).
"""

from __future__ import annotations

from collections.abc import Callable

from blackjack.course.exercises import (
    nb01_cards_and_hands,
    nb02_shuffling_and_dealing,
    nb03_dealer_turn,
    nb04_prompts,
    nb05_player_turn,
    nb06_playing_a_round,
    nb07_betting,
    nb08_table_simulation,
    nb09_multiplayer_table,
)
from blackjack.course.exercises.records import Exercise

NOTEBOOKS = (
    nb01_cards_and_hands, nb02_shuffling_and_dealing, nb03_dealer_turn, nb04_prompts, nb05_player_turn,
    nb06_playing_a_round, nb07_betting, nb08_table_simulation, nb09_multiplayer_table,
)
EXERCISES: tuple[Exercise, ...] = tuple(e for module in NOTEBOOKS for e in module.EXERCISES)
BY_ID: dict[str, Exercise] = {e.id: e for e in EXERCISES}
REFERENCES: dict[str, Callable] = {}
for _exercise in reversed(EXERCISES):  # the first exercise that names a function gives its reference
    REFERENCES.update(zip(_exercise.names, _exercise.reference))


def exercise(id: str) -> Exercise:
    """The exercise with this id, or a clear error naming the ids there are."""
    try:
        return BY_ID[id]
    except KeyError:
        raise KeyError(f"no exercise {id!r}; the exercises are {', '.join(BY_ID)}") from None


def in_notebook(notebook: str) -> tuple[Exercise, ...]:
    """The exercises of one notebook, in course order."""
    return tuple(e for e in EXERCISES if e.notebook == notebook)


def graded_by(name: str) -> Exercise | None:
    """The first exercise in which the student writes NAME."""
    return next((e for e in EXERCISES if name in e.names), None)


def reference(name: str) -> Callable:
    """The reference function NAME of the first exercise that grades it."""
    try:
        return REFERENCES[name]
    except KeyError:
        raise LookupError(f"no reference function {name!r}") from None
