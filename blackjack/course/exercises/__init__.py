"""What is graded: the ``Exercise`` record (``records``), the checks' building blocks (``kit``),
the type of every graded function a check receives (``functions``),
one module of exercises per notebook (``nb01_cards_and_hands`` ... ``nb09_multiplayer_table``),
and ``index``, which lists those modules and gathers every exercise in course order.
"""
