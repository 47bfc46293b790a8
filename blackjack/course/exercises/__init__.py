"""What is graded: the ``Exercise`` record (``records``), the checks' building blocks (``kit``),
one module of exercises per notebook (``nb01_cards_and_hands`` ... ``nb09_multiplayer_table``),
and ``index``, which lists those modules and gathers every exercise in course order.
"""
