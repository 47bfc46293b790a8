"""Diagnosis by families of behaviour: why a student's part differs from the reference, told from what it does.

Each family follows from an exercise's specification, not from a list of
known wrong answers: a rule of the rule set moved or followed as another
preset does (``ruled``), an argument whose value changes nothing (``varied``),
cards in another order (``orders``), a case wrong where all others are right,
or some fields right (``cases``).  A family names what it saw, and is claimed
only when it holds on the counterexample and on every input the check tried
(``engine.causes`` adds the inputs next to the counterexample).  What the
student's code says of itself (``source``) keeps a cause from naming a call the
code does not make, or a ``return`` it does not miss.
"""
