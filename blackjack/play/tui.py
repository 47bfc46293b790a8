"""Seed 004's table full screen, as its Brick interface shows it: ``python -m blackjack table``.

The app asks how many other players sit with you (1 to 4): a number, then
Enter.  It deals and shows the dealer, you and the others, each with their
cards, value and chip stack, your bet, and the keys: ``h`` hits, ``s`` stays,
``1``/``2``/``3`` bet 10, 20 or 30, ``q`` or Ctrl-D quits; another key changes
nothing and says which keys work (the seed's "any other key stays" let a stray
Enter play your hand).  When you stay, or go bust, the others draw by the
table's rules and the hand is scored; the result and the new stacks stay on
screen until the next key.  The keys stay at the foot of the screen; when the
seats do not fit in boxes they take a line each, and scroll if need be.  All
the game is ``blackjack.editions.table``; this module only draws it and reads
keys.
"""

from __future__ import annotations

import enum
import random

from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.widgets import Static

from blackjack.core.hands import pretty_print
from blackjack.core.rules import SEED_004, Rules
from blackjack.editions.table import (
    BETS,
    DEALER,
    PLAYERS_PROBLEM,
    PLAYERS_QUESTION,
    QUIT_KEYS,
    STARTING_CHIPS,
    USER,
    Table,
    affordable,
    create_new_table,
    hand_over,
    initial_deal,
    parse_command,
    parse_players,
    score_hands,
    seat_name,
    shoe_for_hand,
    take_turn,
    winnings,
)

TITLE = "♠ ♥ Welcome to Blackjack! ♦ ♣"
COMMANDS = "Keys: h hit · s stay · 1 2 3 bet 10 20 30 · q quit"
UNCLEAR_KEY = "I didn't understand that key: press h, s, 1, 2, 3 or q."
TYPE_PLAYERS = "Type a number, then press Enter."
LONGEST_TYPED = 3  # more keys than this are not a number of players
BOX_ROWS = 3  # a seat in its box: the border above, the cards, the border below
OTHER_ROWS = 5  # the title and its margin, two lines of keys, one of notes
NEXT_HAND = "Press any key for the next hand, q to quit."
BROKE = "You have no chips left for a bet. Press any key to leave."


class Phase(enum.Enum):
    """Where the app is: asking the number of players, in a hand, showing a result, or done."""

    ASK = "ask"
    HAND = "hand"
    RESULT = "result"
    BROKE = "broke"


def result_line(won: int) -> str:
    """``wins 20``, ``loses 20`` or ``push`` for a seat that won WON chips."""
    return f"wins {won}" if won > 0 else f"loses {-won}" if won < 0 else "push"


def seat_title(table: Table, i: int, compact: bool = False) -> str:
    """``You · chips 500 · bet 20`` above a box; ``You (500, bet 20)`` at the start of a line."""
    name, chips, bet = seat_name(i), table.chip_stacks[i], table.current_player_bet
    if compact:
        return f"{name} ({chips}, bet {bet})" if i == USER else f"{name} ({chips})"
    return f"{name} · chips {chips} · bet {bet}" if i == USER else f"{name} · chips {chips}"


def seat_lines(table: Table, settled: dict[int, int] | None, compact: bool = False) -> list[tuple[str, str, str]]:
    """(seat id, box title, text) for every seat, the dealer first, then you, then the others; COMPACT: no box."""
    order = (DEALER, USER, *range(2, table.num_players + 1))
    rows = []
    for i in order:
        title = seat_title(table, i, compact)
        body = pretty_print(table.dealt_cards[i], table.rules) if table.dealt_cards[i] else "no cards yet"
        if settled is not None and i in settled:
            body += f"   {result_line(settled[i])}"
        rows.append((f"seat-{i}", "", f"{title}: {body}") if compact else (f"seat-{i}", title, body))
    return rows


class TableApp(App[None]):
    """The table: one ``Table`` value after another, drawn after each key."""

    CSS = """
    Screen { background: #0b3d20; }
    #title { color: #ffd966; text-style: bold; padding: 0 1; margin-bottom: 1; }
    #seats { height: 1fr; }
    #keys { dock: bottom; height: auto; }
    .seat { border: round #e0e0e0; color: #ffffff; padding: 0 1; height: 3; }
    #seat-1 { border: round #ffd966; }
    #seat-0 { border: heavy #7fd4ff; }
    .compact #title { display: none; }
    .compact .seat, .compact #seat-0, .compact #seat-1 { border: none; height: auto; }
    .compact #seat-0 { color: #7fd4ff; text-style: bold; }
    .compact #seat-1 { color: #ffd966; }
    #commands { color: #ffd966; padding: 0 1; }
    #note { color: #ff9e9e; padding: 0 1; }
    """
    BINDINGS = [Binding("ctrl+c", "quit", "Quit", priority=True), Binding("ctrl+d", "quit", "Quit", priority=True)]

    def __init__(self, others: int | None = None, rng: random.Random | None = None,
                 rules: Rules = SEED_004, chips: int = STARTING_CHIPS) -> None:
        super().__init__()
        self.others, self.rules, self.chips = others, rules, chips
        self.rng = rng if rng is not None else random.Random()
        self.phase = Phase.ASK
        self.table: Table | None = None
        self.settled: dict[int, int] | None = None
        self.note, self.typed = TYPE_PLAYERS, ""

    def compose(self) -> ComposeResult:
        yield Static(TITLE, id="title")
        yield VerticalScroll(id="seats")
        with Vertical(id="keys"):
            yield Static("", id="commands")
            yield Static("", id="note")

    def on_mount(self) -> None:
        if self.others is None:
            self.show()
        else:
            self.start(self.others)

    def start(self, others: int) -> None:
        """Sit down with OTHERS other players and deal the first hand."""
        self.table = create_new_table(others + 1, self.rules, self.chips)
        self.deal()

    def deal(self) -> None:
        """A new hand from a fresh shoe, the bet lowered to what your chips cover."""
        table = self.table
        self.table = affordable(initial_deal(shoe_for_hand(self.rng, self.rules.decks), table, table.num_players))
        self.phase, self.settled, self.note = Phase.HAND, None, ""
        self.show()

    def on_key(self, event) -> None:  # a Textual ``events.Key``
        key = event.character if event.character and event.character.isprintable() else event.key
        event.stop()
        if key.lower() in QUIT_KEYS and self.phase is not Phase.BROKE:
            self.exit()
            return
        if self.phase is Phase.ASK:
            self.ask(key)
        elif self.phase is Phase.HAND:
            self.command(key.lower())
        elif self.phase is Phase.RESULT:
            self.next_hand()
        else:
            self.exit()

    def on_resize(self) -> None:
        if self.table is not None:
            self.call_after_refresh(self.show)  # once the app knows its new size

    def ask(self, key: str) -> None:
        """The number of other players, typed then Enter; Backspace rubs out."""
        if key == "enter":
            others = parse_players(self.typed)
            if others is not None:
                self.start(others)
                return
            self.note, self.typed = PLAYERS_PROBLEM, ""
        elif key == "backspace":
            self.typed = self.typed[:-1]
        elif len(key) == 1 and len(self.typed) < LONGEST_TYPED:
            self.typed += key
        self.show()

    def command(self, key: str) -> None:
        """Your command KEY in a hand; when you stay or go bust, the hand is scored."""
        command = parse_command(key)
        if command is None:
            self.note = UNCLEAR_KEY
            self.show()
            return
        self.table, note = take_turn(self.table, command)
        self.note = note or ""
        if hand_over(self.table):
            self.settled = dict(winnings(self.table))
            self.table = score_hands(self.table)
            self.phase = Phase.RESULT
        self.show()

    def next_hand(self) -> None:
        """The next hand, or the end when you cannot bet."""
        if self.table.chip_stacks[USER] < min(BETS):
            self.phase = Phase.BROKE
            self.show()
        else:
            self.deal()

    def show(self) -> None:
        """Draw the table as it is now."""
        if self.table is not None:
            self.show_seats(self.query_one("#seats", VerticalScroll))
        self.query_one("#commands", Static).update(self.prompt())
        self.query_one("#note", Static).update(self.note)

    def show_seats(self, seats: VerticalScroll) -> None:
        """Each seat's box (a line when the boxes do not fit): made at the first hand, brought up to date after."""
        compact = self.size.height < OTHER_ROWS + BOX_ROWS * (self.table.num_players + 1)
        self.screen.set_class(compact, "compact")
        rows = seat_lines(self.table, self.settled, compact)
        if not seats.children:
            seats.mount_all(Static("", id=seat, classes="seat") for seat, _, _ in rows)
        for seat, title, text in rows:
            widget = seats.get_child_by_id(seat, Static)
            widget.update(text)
            widget.border_title = title

    def prompt(self) -> str:
        """The line that says what keys do now."""
        if self.phase is Phase.ASK:
            return f"{PLAYERS_QUESTION} {self.typed}▏"
        if self.phase is Phase.HAND:
            return COMMANDS
        if self.phase is Phase.RESULT:
            dealer = -sum(self.settled.values())
            return f"Hand over: the dealer {result_line(dealer) if dealer else 'breaks even'}. {NEXT_HAND}"
        return BROKE


def play_full_screen(others: int | None, rng: random.Random, rules: Rules = SEED_004,
                     chips: int = STARTING_CHIPS) -> None:
    """Run the table full screen until you quit."""
    TableApp(others, rng, rules, chips).run()

