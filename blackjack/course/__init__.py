"""The course tooling: exercises with points, checks, notebook generation, grading.

In a notebook::

    from blackjack.course import check, scoreboard, use

``check("2.2", dealer_turn)``
    Check your function(s) for an exercise of ``exercises.EXERCISES``; give
    them in the order of the exercise's names (``check("1.2", hit_hand, deal)``).
    It prints one block: ``Exercise 2.2 — the dealer's turn: 15/15 points``,
    or the smallest input where yours differs from the reference, with the
    expected and your results.  A function that still raises
    ``NotImplementedError`` is "not attempted yet" (0 points).  An exception,
    a wrong type of result, an endless loop (2 s per call) or a print flood
    is reported in one line; no traceback reaches you.  It returns None.

    Points: an exercise with several parts (usually one part per function)
    splits its points between them; each part is all or nothing.

    Earlier functions: when your function calls one of your earlier graded
    functions that has not passed its check in this kernel, the check runs
    with the reference one in its place (and says so), so one mistake is not
    counted twice.

``use("dealer_turn", dealer_turn)``
    Your function if it passed its check in this kernel (the same function
    object: redefine it and it must pass again), the reference otherwise;
    prints ``Using your dealer_turn (it passed 2.2).`` or ``Using the
    reference dealer_turn.``  For plots, games and later exercises.

``try_it(lambda: dealer_turn(table))``
    Run the example with your functions, then with the reference's, and show
    both (``yours:`` and ``reference:``, or ``the same``); while your function
    is still a stub, the reference's answer alone, with a note.  The cell after
    each exercise's function uses it.  ``whose(dealer, "dealer")`` is ``your
    dealer`` or ``the reference dealer``, for the title of a plot.

``scoreboard()`` / ``scoreboard("03_dealer_turn")``
    A table of the notebook's exercises with the points earned so far in
    this kernel and the points possible; extra credit is marked and totalled
    apart.

On the command line (see ``blackjack.course.__main__``)::

    python -m blackjack.course build [--check]     # solutions/ -> exercises/
    python -m blackjack.course grade SUBMISSIONS [--out gradebook.csv]

The notebook format the build reads is described in ``FORMAT.md`` next to
this file.
"""

from blackjack.course.api import check, scoreboard, try_it, use, whose
from blackjack.course.exercises.index import EXERCISES, exercise, in_notebook

__all__ = ["EXERCISES", "check", "exercise", "in_notebook", "scoreboard", "try_it", "use", "whose"]
