"""The rounds a check of notebook 06 deals come with answers enough for the reference to finish them, under every
preset and whatever the grading run's seed: a round whose answers run out raised ``Quit`` in the grader, before
any notebook was graded (seed 2010935487 dealt two aces under aces-high, a bust before the first question)."""

from __future__ import annotations

import copy

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from blackjack.core.rules import PRESETS
from blackjack.course.engine.checking import observe, tried
from blackjack.course.engine.safety import Transcript
from blackjack.course.exercises.index import BY_ID, reference
from blackjack.course.exercises.nb06_playing_a_round import play_seen, round_inputs
from blackjack.editions import classic


@pytest.mark.parametrize("name", PRESETS)
def test_every_dealt_round_can_be_played_to_its_end(name):
    @settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck), database=None)
    @given(round_inputs(busts=(False, True), rules=st.just(PRESETS[name]), naturals=True))
    def played(round_):
        play_seen(classic, Transcript(), *round_)

    played()


def test_the_seed_that_dealt_a_bust_opening_plans_every_part():
    part = next(p for p in BY_ID["5.3"].parts if "every rule preset" in p.label)
    for args in tried(part, 2010935487):
        observe(part, {"play_round": reference("play_round")}, copy.deepcopy(args))
