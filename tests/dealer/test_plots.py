"""Every plot is a figure with a title, labelled axes and a legend."""

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import pytest  # noqa: E402

from blackjack.core.rules import CASINO_S17, PRESETS, SEED_002, SEED_004  # noqa: E402
from blackjack.dealer.exact import bust_table, outcome_table  # noqa: E402
from blackjack.dealer.plots import (  # noqa: E402
    bankroll_paths,
    bust_rates_vs_exact,
    convergence,
    final_totals,
    presets_side_by_side,
    your_dealer_vs_exact,
)

EXACT = bust_table(CASINO_S17)
BUSTS = {up: int(1000 * float(p)) for up, p in EXACT.items()}
HANDS = dict.fromkeys(EXACT, 1000)

FIGURES = {
    "bust rates": lambda: bust_rates_vs_exact(BUSTS, HANDS, EXACT),
    "presets": lambda: presets_side_by_side({name: bust_table(rules) for name, rules in PRESETS.items()}),
    "convergence": lambda: convergence(np.random.default_rng(1).random(5000) < 0.42, EXACT[6]),
    "final totals": lambda: final_totals(outcome_table(SEED_002)),
    "bankrolls": lambda: bankroll_paths([[100, 110, 90, 80], [100, 90, 100, 120]], ["Ann", "Bo"]),
    "your dealer": lambda: your_dealer_vs_exact(BUSTS, HANDS, CASINO_S17),
    "your dealer, total hands": lambda: your_dealer_vs_exact(BUSTS, 10_000, CASINO_S17),
}


@pytest.fixture(params=list(FIGURES))
def figure(request):
    fig = FIGURES[request.param]()
    yield fig
    plt.close(fig)


def test_every_plot_has_a_title_axis_labels_and_a_legend(figure):
    (ax,) = figure.axes
    assert ax.get_title() and ax.get_xlabel() and ax.get_ylabel()
    legend = ax.get_legend()
    assert legend is not None and all(t.get_text() for t in legend.get_texts())


def test_up_card_axes_read_a_to_10():
    fig = bust_rates_vs_exact(BUSTS, HANDS, EXACT)
    assert [t.get_text() for t in fig.axes[0].get_xticklabels()] == ["A", *map(str, range(2, 11))]
    plt.close(fig)


def test_convergence_uses_a_log_scale_of_hands():
    fig = FIGURES["convergence"]()
    assert fig.axes[0].get_xscale() == "log"
    plt.close(fig)


def test_final_totals_stack_to_one_for_each_up_card():
    fig = FIGURES["final totals"]()
    bars = [patch for container in fig.axes[0].containers for patch in container]
    tops = {}
    for bar in bars:
        tops[round(bar.get_x(), 6)] = max(tops.get(round(bar.get_x(), 6), 0), bar.get_y() + bar.get_height())
    assert all(top == pytest.approx(1) for top in tops.values()) and len(tops) == 10
    plt.close(fig)


def test_one_line_per_player_with_their_names():
    fig = FIGURES["bankrolls"]()
    assert [line.get_label() for line in fig.axes[0].get_lines()] == ["Ann", "Bo"]
    plt.close(fig)


@pytest.mark.parametrize(
    ("rules", "words"), [(SEED_004, "seed 004's rules (aces-high)"), (CASINO_S17, "the casino-s17 rules")]
)
def test_a_students_dealer_is_titled_with_its_rules_in_one_pair_of_parentheses_at_most(rules, words):
    title = your_dealer_vs_exact(BUSTS, HANDS, rules).axes[0].get_title()
    assert title == f"Your dealer against the exact figures, under {words}"
    assert title.count("(") <= 1
    plt.close("all")


def test_a_seeds_preset_is_labelled_with_the_seed_the_prose_names():
    fig = presets_side_by_side({rules.name: bust_table(rules) for rules in (SEED_004, CASINO_S17)})
    assert [t.get_text() for t in fig.axes[0].get_legend().get_texts()] == ["seed 004 (aces-high)", "casino-s17"]
    plt.close(fig)


@pytest.mark.parametrize("rules", [CASINO_S17, SEED_002], ids=lambda r: r.name)
def test_every_way_the_dealer_ends_has_a_colour_of_its_own(rules):
    fig = final_totals(outcome_table(rules))
    colours = [container.patches[0].get_facecolor() for container in fig.axes[0].containers]
    assert len(set(colours)) == len(colours) == len(fig.axes[0].get_legend().get_texts())
    plt.close(fig)
