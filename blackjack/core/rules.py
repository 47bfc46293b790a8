"""Rule sets as data: the seeds disagree on the rules, so each is a value.

Every function whose answer depends on the rules takes a ``Rules``; nothing
else in the package decides a rule.  The presets (the seed names work too):

================  ========  ===========================================================
preset            alias     where it comes from
================  ========  ===========================================================
classic           seed000   Downen, assignment 2: the dealer draws on 16 or less, aces
                            count 1 or 11, a tie pushes, your bust ends the round
                            (bonus 5.4); the game of the transcript, and the default.
classic-naturals            the same with bonus 5.5: a two-card 21 beats any other 21.
hand-and-deck     seed001   Downen, assignment 2 (other edition): the classic table with
                            bonus 4.2 (naturals); a bust ends the round at once.
bank              seed002   Chalmers lab 2: the bank draws until 16 or more, all aces
                            count the same, the bank wins ties and double busts.
bonus-21          seed003   RPI assignment 2: dealer to 17, a hand of exactly 21 wins a
                            bonus equal to the bet.
aces-high         seed004   Haskell cookbook: aces always count 11, others draw under 17,
                            a bust scores 0 (so two busts tie).
casino-s17        s17       a six-deck casino table: the dealer stands on soft 17,
                            naturals pay 3 to 2.
casino-h17        h17       the same, but the dealer hits a soft 17.
================  ========  ===========================================================
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field, replace
from fractions import Fraction

from blackjack.core.messages import CLASSIC, Wording


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

    >>> BANK.dealer_stands_at, BANK.tie
    (16, <Result.LOSE: 'The house wins.'>)
    """

    name: str
    about: str = ""  # one line for a player: what is special about this table
    dealer_stands_at: int = 17  # the dealer draws while the total is below this
    dealer_hits_soft_17: bool = False  # H17: the dealer also draws on a soft 17
    others_stand_at: int = 17  # other players at the table draw while below this (seed 004)
    aces: AceRule = AceRule.SOFT
    tie: Result = Result.TIE  # the player's result when both totals are equal
    both_bust: Result = Result.TIE  # the player's result when both hands bust
    bust_ends_round: bool = True  # a bust of yours loses at once; the dealer does not play
    naturals: bool = False  # a two-card 21 beats any other 21 and ends the round
    natural_pays: Fraction = Fraction(1)  # winnings per unit bet on a natural
    twenty_one_bonus: Fraction = Fraction(0)  # extra winnings for exactly 21
    decks: int = 1  # how many decks make the shoe
    wording: Wording = field(default=CLASSIC, repr=False)

    def __str__(self) -> str:
        return self.name

    def __deepcopy__(self, memo: dict) -> Rules:
        """New rules like these, wording included, made directly (the generic copy goes through every
        field of the wording, several times as long; the other fields are numbers, texts and enums)."""
        return replace(self, wording=replace(self.wording))


CLASSIC_RULES = Rules("classic", "seed 000's game: dealer stands on 17, aces 1 or 11, ties push")
CLASSIC_NATURALS = Rules(
    "classic-naturals", "classic, and a two-card 21 (a natural) beats any other 21", naturals=True,
)
HAND_AND_DECK = Rules(
    "hand-and-deck", "seed 001's game: classic with naturals; a bust is the house's", naturals=True, both_bust=Result.LOSE,
)
BANK = Rules(
    "bank", "seed 002's bank: it draws to 16, all aces alike, the bank wins ties and double busts",
    dealer_stands_at=16, aces=AceRule.ALL_ALIKE, tie=Result.LOSE, both_bust=Result.LOSE,
)
BONUS_21 = Rules(
    "bonus-21", "seed 003's casino table: a hand of exactly 21 wins a bonus equal to the bet",
    both_bust=Result.LOSE, twenty_one_bonus=Fraction(1),
)
ACES_HIGH = Rules(
    "aces-high", "seed 004's table: aces always 11, a bust scores 0 so two busts tie",
    aces=AceRule.ALWAYS_ELEVEN, bust_ends_round=False,
)
CASINO_S17 = Rules(
    "casino-s17", "six decks, the dealer stands on soft 17, naturals pay 3 to 2",
    naturals=True, natural_pays=Fraction(3, 2), decks=6, both_bust=Result.LOSE,
)
CASINO_H17 = Rules(
    "casino-h17", "six decks, the dealer hits soft 17, naturals pay 3 to 2",
    dealer_hits_soft_17=True, naturals=True, natural_pays=Fraction(3, 2), decks=6, both_bust=Result.LOSE,
)

SEED_000, SEED_001, SEED_002, SEED_003, SEED_004 = CLASSIC_RULES, HAND_AND_DECK, BANK, BONUS_21, ACES_HIGH

PRESETS: dict[str, Rules] = {
    r.name: r for r in (CLASSIC_RULES, CLASSIC_NATURALS, HAND_AND_DECK, BANK, BONUS_21, ACES_HIGH, CASINO_S17, CASINO_H17)
}
ALIASES: dict[str, str] = {
    "seed000": "classic", "seed001": "hand-and-deck", "seed002": "bank", "seed003": "bonus-21",
    "seed004": "aces-high", "s17": "casino-s17", "h17": "casino-h17",
}
DEFAULT_RULES = CLASSIC_RULES


def preset(name: str) -> Rules:
    """The preset called NAME (or by its seed's alias), or a clear error listing the names there are.

    >>> preset("seed002") is preset("Bank") is BANK
    True
    """
    key = name.strip().lower()
    try:
        return PRESETS[ALIASES.get(key, key)]
    except KeyError:
        raise ValueError(f"no rule preset {name!r}; choose one of {', '.join(PRESETS)}") from None


def aliases_of(rules: Rules) -> list[str]:
    """The other names RULES answers to."""
    return [alias for alias, name in ALIASES.items() if name == rules.name]


def summary(rules: Rules) -> str:
    """The rules in a few words.

    >>> summary(BANK)
    'dealer draws below 16, all aces alike, the house wins ties, 1 deck'
    """
    aces = {AceRule.SOFT: "aces 1 or 11", AceRule.ALL_ALIKE: "all aces alike", AceRule.ALWAYS_ELEVEN: "aces always 11"}
    parts = [f"dealer draws below {rules.dealer_stands_at}" + (" and on soft 17" if rules.dealer_hits_soft_17 else ""),
             aces[rules.aces], "ties push" if rules.tie is Result.TIE else "the house wins ties"]
    if rules.naturals:
        pays = rules.natural_pays
        parts.append(f"blackjack pays {pays.numerator} to {pays.denominator}")
    if rules.twenty_one_bonus:
        parts.append(f"21 pays a bonus of {rules.twenty_one_bonus}")
    parts.append(f"{rules.decks} deck" + ("s" if rules.decks > 1 else ""))
    return ", ".join(parts)


def listing() -> str:
    """Every preset on a line of its own: its name, its aliases and what it is."""
    width = max(map(len, PRESETS))
    lines = []
    for name, rules in PRESETS.items():
        also = f" (also {', '.join(aliases_of(rules))})" if aliases_of(rules) else ""
        lines.append(f"{name:<{width}}  {rules.about}{also}")
    return "\n".join(lines)
