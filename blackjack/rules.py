"""Rule sets as data: the seeds disagree on the rules, so each is a value.

Every function whose answer depends on the rules takes a ``Rules``.  The
presets, one per seed plus two casino tables:

==========  ======================================================================
preset      where it comes from
==========  ======================================================================
seed000     Downen, assignment 2: dealer draws on 16 or less, aces soft, a tie
            pushes; bonus 5.4 (the round stops when the player busts, so the
            house wins when both would bust) and bonus 5.5 (naturals).
seed001     Downen, assignment 2 (other edition): the same table; a bust ends the
            round at once (``bustCheck``), bonus 4.2 naturals beat other 21s.
seed002     Chalmers lab 2: the bank draws until 16 or more, all aces count the
            same (all 11 or all 1), the bank wins ties and double busts.
seed003     RPI assignment 2: dealer to 17, aces soft, ties push, a hand of
            exactly 21 wins a bonus equal to the bet.
seed004     Haskell cookbook: aces always 11, everyone else draws under 17, a
            bust scores 0 (so two busts tie).
s17, h17    a casino six-deck table: dealer stands (or hits) on soft 17,
            naturals pay 3 to 2.
==========  ======================================================================
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from fractions import Fraction


class AceRule(enum.Enum):
    """How a hand counts its aces."""

    SOFT = "one ace counts 11 when that does not bust the hand"
    ALL_ALIKE = "all aces count 11, or all count 1 if 11s would bust (seed 002)"
    ALWAYS_ELEVEN = "every ace counts 11 (seed 004)"


class Result(enum.Enum):
    """The end of a round, from the player's side."""

    LOSE = "The house wins."
    TIE = "Tie; nobody wins."
    WIN = "You win!"

    @property
    def message(self) -> str:
        """What the terminal game prints for this result."""
        return self.value


@dataclass(frozen=True)
class Rules:
    """One table's rules.

    >>> SEED_002.dealer_stands_at, SEED_002.tie
    (16, <Result.LOSE: 'The house wins.'>)
    """

    name: str
    dealer_stands_at: int = 17  # the dealer draws while the total is below this
    dealer_hits_soft_17: bool = False  # H17: the dealer also draws on a soft 17
    aces: AceRule = AceRule.SOFT
    tie: Result = Result.TIE  # the player's result when both totals are equal
    both_bust: Result = Result.LOSE  # the player's result when both hands bust
    naturals: bool = True  # a two-card 21 beats any other 21 and ends the round
    natural_pays: Fraction = Fraction(1)  # winnings per unit bet on a natural
    twenty_one_bonus: Fraction = Fraction(0)  # extra winnings for exactly 21
    decks: int = 1  # how many decks make the shoe

    def __str__(self) -> str:
        return self.name


SEED_000 = Rules("seed000", both_bust=Result.LOSE)
SEED_001 = Rules("seed001")
SEED_002 = Rules(
    "seed002",
    dealer_stands_at=16,
    aces=AceRule.ALL_ALIKE,
    tie=Result.LOSE,
    naturals=False,
)
SEED_003 = Rules("seed003", naturals=False, twenty_one_bonus=Fraction(1))
SEED_004 = Rules("seed004", aces=AceRule.ALWAYS_ELEVEN, both_bust=Result.TIE, naturals=False)
CASINO_S17 = Rules("s17", natural_pays=Fraction(3, 2), decks=6)
CASINO_H17 = Rules("h17", dealer_hits_soft_17=True, natural_pays=Fraction(3, 2), decks=6)

PRESETS: dict[str, Rules] = {
    r.name: r for r in (SEED_000, SEED_001, SEED_002, SEED_003, SEED_004, CASINO_S17, CASINO_H17)
}
DEFAULT_RULES = SEED_000


def preset(name: str) -> Rules:
    """The preset called NAME, or a clear error listing the names there are.

    >>> preset("seed002").aces
    <AceRule.ALL_ALIKE: 'all aces count 11, or all count 1 if 11s would bust (seed 002)'>
    """
    try:
        return PRESETS[name.strip().lower()]
    except KeyError:
        raise ValueError(f"no rule preset {name!r}; choose one of {', '.join(PRESETS)}") from None
