"""The full-screen table (``python -m blackjack table``), driven by Textual's Pilot: keys in, screen checked."""

import asyncio
import os
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

from blackjack.core.cards import hand
from blackjack.core.decks import Stacked
from blackjack.core.hands import hand_value
from blackjack.core.rules import SEED_002
from blackjack.editions.table import PLAYERS_PROBLEM, PLAYERS_QUESTION
from blackjack.play.tui import BROKE, COMMANDS, NEXT_HAND, TYPE_PLAYERS, UNCLEAR_KEY, TableApp

SIZE = (90, 24)
GOLDEN = Path(__file__).parents[1] / "data" / "table_tui.svg"


def drive(app: TableApp, *keys: str, size: tuple[int, int] = SIZE) -> TableApp:
    """Press KEYS in APP, one after another, and leave it running to the end of the test's look."""

    async def run() -> None:
        async with app.run_test(size=size) as pilot:
            for key in keys:
                await pilot.press(key)
            await pilot.pause()
            app.seen = {w.id: (str(w.border_title or ""), str(w.render())) for w in app.query("Static")}
            app.regions = {w.id: w.region for w in app.query("Static")}
            app.svg = app.export_screenshot()

    asyncio.run(run())
    return app


def text(app: TableApp, widget: str) -> str:
    return app.seen[widget][1]


def title(app: TableApp, widget: str) -> str:
    return app.seen[widget][0]


def test_it_asks_for_the_players_first_and_explains_a_wrong_answer():
    app = drive(TableApp(None, random.Random(2)), "7")
    assert text(app, "commands") == f"{PLAYERS_QUESTION} 7▏" and text(app, "note") == TYPE_PLAYERS
    app = drive(TableApp(None, random.Random(2)), "7", "enter")
    assert text(app, "commands") == f"{PLAYERS_QUESTION} ▏" and text(app, "note") == PLAYERS_PROBLEM
    assert "seat-0" not in app.seen


def test_the_number_of_players_is_typed_then_entered_and_the_enter_is_not_a_move():
    app = drive(TableApp(None, random.Random(2)), "1", "backspace", "2", "enter")
    assert app.table.num_players == 3 and app.table.user_passes is False
    assert [len(cards) for cards in app.table.dealt_cards] == [2, 2, 2, 2]
    assert text(app, "commands") == COMMANDS and text(app, "note") == ""


def test_one_other_player_then_every_seat_with_cards_value_and_500_chips():
    app = drive(TableApp(None, random.Random(2)), "1", "enter")
    assert [title(app, f"seat-{i}") for i in (1, 0, 2)] == [
        "Dealer · chips 500", "You · chips 500 · bet 20", "Player 2 · chips 500"]
    assert all(re.fullmatch(r"(\S+ )+\(\d+\)", text(app, f"seat-{i}")) for i in (0, 1, 2))
    assert text(app, "commands") == COMMANDS and "seat-3" not in app.seen


def test_hit_and_bet_keys():
    app = drive(TableApp(1, random.Random(2)), "h", "3")
    assert len(text(app, "seat-0").split()) == 4  # three cards and the value
    assert title(app, "seat-0") == "You · chips 500 · bet 30"
    assert app.table.current_player_bet == 30 and app.table.user_passes is False


def test_another_key_changes_nothing_and_says_which_keys_work():
    before = drive(TableApp(1, random.Random(2))).table
    app = drive(TableApp(1, random.Random(2)), "enter", "space", "x")
    assert app.table == before and text(app, "note") == UNCLEAR_KEY


def test_a_bust_ends_your_turn_and_the_hand_is_scored():
    app = drive(TableApp(1, Stacked([hand("K♠ 2♣ 10♦ Q♠ 9♣ 9♦ 5♦ 7♥")], seed=1)), "h")  # the dealer ends on 18
    assert app.table.user_passes and text(app, "note") == "You are bust: 5♦ Q♠ K♠ (25)."
    assert text(app, "seat-0") == "5♦ Q♠ K♠ (25)   loses 20" and text(app, "commands").endswith(NEXT_HAND)


def test_s_stays_then_the_result_and_new_stacks_show():
    app = drive(TableApp(1, random.Random(2)), "1", "s")
    stacks = app.table.chip_stacks
    assert sum(stacks) == 3 * 500 and stacks[0] in (490, 500, 510)
    assert title(app, "seat-0") == f"You · chips {stacks[0]} · bet 10"
    assert re.search(r"(wins|loses) 10|push", text(app, "seat-0"))
    assert text(app, "commands").endswith(NEXT_HAND)
    assert app.is_running is False or app.return_code is None  # still at the table


def test_the_next_key_deals_the_next_hand_with_the_stacks_carried_on():
    first = drive(TableApp(1, random.Random(2)), "s").table.chip_stacks
    app = drive(TableApp(1, random.Random(2)), "s", "x")
    assert app.table.chip_stacks == first and app.table.user_passes is False
    assert text(app, "commands") == COMMANDS


@pytest.mark.parametrize("keys", [["q"], ["1", "q"], ["1", "enter", "h", "q"], ["1", "enter", "s", "q"], ["ctrl+c"],
                                  ["ctrl+d"], ["1", "enter", "ctrl+d"], ["1", "enter", "s", "ctrl+d"]])
def test_q_or_ctrl_d_quits_at_any_point(keys):
    app = TableApp(None, random.Random(2))

    async def run() -> None:
        async with app.run_test(size=SIZE) as pilot:
            for key in keys:
                await pilot.press(key)
            await pilot.pause()
            assert not app.is_running

    asyncio.run(run())
    assert app.return_code == 0


def test_the_others_draw_by_the_tables_rules():
    """Under seed 002's rules everyone else stops at 16, not seed 004's 17."""
    app = drive(TableApp(4, random.Random(5), SEED_002), "s")
    assert app.table.rules is SEED_002
    assert all(hand_value(app.table.dealt_cards[seat], SEED_002) >= 16 for seat in range(1, 6))


def test_a_player_without_chips_for_a_bet_is_told_and_leaves():
    losing = Stacked([hand("2♠ 10♣ 10♦ 3♥ 9♣ 9♦")])  # you 5, the dealer and player 2 both 19
    app = drive(TableApp(1, losing, chips=10), "s", "x")
    assert app.table.chip_stacks[0] == 0 and text(app, "commands") == BROKE


@pytest.mark.parametrize("others", [1, 4])
def test_a_small_terminal_shows_every_seat_on_a_line_and_the_keys(others):
    app = drive(TableApp(others, random.Random(2)), size=(40, 12))
    seats = [app.regions[f"seat-{i}"] for i in range(others + 2)]
    assert all(region.height == 1 and region.bottom <= app.regions["commands"].y for region in seats)
    assert text(app, "seat-0") == "You (500, bet 20): " + text(app, "seat-0").split(": ")[1]
    assert app.regions["commands"].bottom <= 12 and text(app, "commands") == COMMANDS


def normalised(svg: str) -> str:
    """The SVG without what changes from run to run: Rich's ids (a hash) and the title's clock."""
    return re.sub(r"terminal-\d+", "terminal", svg)


def test_the_screen_looks_as_it_did():
    """The table after one hit, as an SVG screenshot; set BLACKJACK_NEW_SVG=1 to store a new one on purpose."""
    svg = normalised(drive(TableApp(2, random.Random(11)), "h").svg)
    if os.environ.get("BLACKJACK_NEW_SVG"):
        GOLDEN.write_text(svg, encoding="utf-8")
    assert svg == GOLDEN.read_text(encoding="utf-8")


def test_plain_or_not_a_terminal_gives_line_mode():
    for args in (["table", "--plain", "--players", "1", "--seed", "2"], ["table", "--players", "1", "--seed", "2"]):
        done = subprocess.run([sys.executable, "-m", "blackjack", *args], input=b"h\nquit\n", capture_output=True,
                              env={**os.environ, "PYTHONUTF8": "1"}, timeout=60)
        said = done.stdout.decode().splitlines()
        assert done.returncode == 0 and done.stderr == b""
        assert said[0] == "Welcome to the blackjack table!" and said[-1] == "Goodbye!"
        assert not any(line.startswith("Hand over") for line in said)  # quit does not settle the hand
