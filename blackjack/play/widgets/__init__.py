"""Blackjack with buttons, in four parts that import one way:

- ``kit``: the functions a round is played with, yours or the reference's;
- ``state``: the table as a frozen ``AppState`` and the pure steps of a round;
- ``view``: the table drawn as HTML;
- ``app``: the ``App`` that wires buttons to steps, and ``play()``.
"""

from blackjack.play.widgets.app import App, play
from blackjack.play.widgets.kit import FUNCTIONS, SAMPLES, Kit
from blackjack.play.widgets.state import (
           BROKE,
           AppState,
           can_deal,
           can_double,
           first_move,
           in_round,
)

__all__ = ["App", "AppState", "BROKE", "FUNCTIONS", "Kit", "SAMPLES", "can_deal", "can_double", "first_move",
           "in_round", "play"]
