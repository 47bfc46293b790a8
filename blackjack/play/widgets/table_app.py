"""Seed 004's table with buttons: ``play(table=True)``.

Choose how many other players sit with you (1 to 4); everyone starts with 500
chips.  Bet 10, 20 or 30, hit, and stay: the dealer and the others then draw
one card at a time, and each card is shown as it comes, then the hand is
scored and the stacks change.  Every card is face up, the dealer's too, as in
the seed; until you act, the message box says so and what to do.  All the
game is ``blackjack.editions.table``; this module draws it and wires the buttons.

>>> app = TableApp(others=1, rng=random.Random(2))
>>> app.bet_buttons[2].click(); app.stay_button.click()
>>> print(app.log_text)
You bet 30.
Dealer takes 6♦: 6♦ 4♦ 2♠ (12)
Player 2 takes 5♥: 5♥ 3♦ 10♣ (18)
Dealer takes 10♥: 10♥ 6♦ 4♦ 2♠ (22)
You win 30; Player 2 wins 20.
"""

from __future__ import annotations

import html
import random

import ipywidgets as widgets

from blackjack.core.hands import pretty_print
from blackjack.core.rules import SEED_004, Rules
from blackjack.editions.table import (
    BET_KEYS,
    BETS,
    DEALER,
    STARTING_CHIPS,
    USER,
    Table,
    act,
    affordable,
    create_new_table,
    initial_deal,
    others_draw,
    score_hands,
    seat_name,
    shoe_for_hand,
    winnings,
)
from blackjack.play.widgets.view import FELT, PANEL, card_html, hand_html

PLAYER_CHOICES = (1, 2, 3, 4)


def drawn(before: Table, after: Table) -> str:
    """The line for the one card AFTER has that BEFORE has not: ``Player 2 takes 8♥: 8♥ K♥ 6♦ (24)``."""
    seat = next(i for i, (a, b) in enumerate(zip(before.dealt_cards, after.dealt_cards)) if a != b)
    cards = after.dealt_cards[seat]
    takes = "take" if seat == USER else "takes"
    return f"{seat_name(seat)} {takes} {cards[0]}: {pretty_print(cards, after.rules)}"


def outcome_words(won: int) -> str:
    """``win 20``, ``lose 20`` or ``push``."""
    return f"win {won}" if won > 0 else f"lose {-won}" if won < 0 else "push"


def result_line(settled: tuple[tuple[int, int], ...]) -> str:
    """``You win 20; Player 2 loses 20.``"""
    parts = [f"You {outcome_words(won)}" if seat == USER else
             f"{seat_name(seat)} {outcome_words(won).replace('win', 'wins').replace('lose', 'loses')}"
             for seat, won in settled]
    return "; ".join(parts) + "."


def button(label: str, style: str) -> widgets.Button:
    """A button labelled LABEL, all of one width, so that a row of them fits the table."""
    return widgets.Button(description=label, button_style=style, layout=widgets.Layout(width="96px", margin="0 8px 0 0"))


def hint(table: Table) -> tuple[str, ...]:
    """What to do as a hand starts, and why the dealer shows both cards."""
    return (f"Your bet is {table.current_player_bet}: Bet 10, 20 or 30 changes it; then Hit for a card, or Stay.",
            "Every card is dealt face up, the dealer's too, as in seed 004's game.")


def seat_html(table: Table, seat: int) -> str:
    """One seat: its name, chips (and your bet), value and cards."""
    cards = table.dealt_cards[seat]
    value = f" <b>({pretty_print(cards, table.rules).rsplit('(', 1)[1]}</b>" if cards else ""
    bet = f" · bet {table.current_player_bet}" if seat == USER else ""
    title = f"{seat_name(seat)} · {table.chip_stacks[seat]} chips{bet}{value}"
    return hand_html(title, map(card_html, cards))


def felt_html(table: Table) -> str:
    """The dealer on top, the other players in a row, you at the bottom."""
    others = "".join(seat_html(table, seat) for seat in range(2, table.num_players + 1))
    return (f'<div style="{FELT}">{seat_html(table, DEALER)}'
            f'<div style="display:flex;flex-wrap:wrap">{others}</div>{seat_html(table, USER)}</div>')


class TableApp(widgets.VBox):
    """The table: one ``Table`` value after another, drawn after each click."""

    def __init__(self, others: int = 1, rng: random.Random | None = None, rules: Rules = SEED_004,
                 chips: int = STARTING_CHIPS) -> None:
        self.rng = rng if rng is not None else random.Random()
        self.rules, self.chips = rules, chips
        self.players = widgets.Dropdown(options=PLAYER_CHOICES, value=others, description="Others",
                                        layout=widgets.Layout(width="150px"))
        self.sit_button = button("New table", "primary")
        self.hit_button = button("Hit", "success")
        self.bet_buttons = [button(f"Bet {bet}", "info") for bet in BETS]
        self.stay_button = button("Stay", "warning")
        self.next_button = button("Next hand", "primary")
        self.felt, self.journal = widgets.HTML(), widgets.HTML()
        self.lines: tuple[str, ...] = ()
        self.wire()
        moves = widgets.HBox([*self.bet_buttons, self.hit_button, self.stay_button, self.next_button],
                             layout=widgets.Layout(flex_flow="row wrap", margin="8px 0"))
        seats = widgets.HBox([self.players, self.sit_button], layout=widgets.Layout(margin="8px 0"))
        super().__init__(children=[self.felt, self.journal, moves, seats], layout=widgets.Layout(max_width="780px"))
        self.sit_down()

    def wire(self) -> None:
        """Connect every button to its step."""
        self.sit_button.on_click(lambda _: self.sit_down())
        self.hit_button.on_click(lambda _: self.command("h"))
        for bet, button in zip(BETS, self.bet_buttons):
            button.on_click(lambda _, key=str(bet): self.command(key))
        self.stay_button.on_click(lambda _: self.stay())
        self.next_button.on_click(lambda _: self.deal())

    def sit_down(self) -> None:
        """A new table with the chosen number of other players, 500 chips each."""
        self.table = create_new_table(self.players.value + 1, self.rules, self.chips)
        self.deal()

    def deal(self) -> None:
        """The next hand from a fresh shoe (when you have chips for a bet)."""
        if self.table.chip_stacks[USER] < min(BETS):
            self.lines = ("You have no chips left for a bet. Press New table to start afresh.",)
        else:
            table = self.table
            self.table = affordable(initial_deal(shoe_for_hand(self.rng, self.rules.decks), table, table.num_players))
            self.lines = ()
        self.render()

    def command(self, key: str) -> None:
        """Hit or bet, with a note when it cannot be."""
        before = self.table
        self.table, note = act(before, key)
        said = f"You bet {BET_KEYS[key]}." if key in BET_KEYS else drawn(before, self.table) if not note else note
        self.lines = (*self.lines, said)
        self.render()

    def stay(self) -> None:
        """You stay: every card the others draw gets a line, then the hand is scored."""
        tables = list(others_draw(self.table))
        draws = tuple(drawn(before, after) for before, after in zip(tables, tables[1:]))
        settled = winnings(tables[-1])
        self.table = score_hands(tables[-1])
        self.lines = (*self.lines, *draws, result_line(settled))
        self.render()

    @property
    def log_text(self) -> str:
        """What happened this hand, one line each."""
        return "\n".join(self.lines)

    def render(self) -> None:
        """Draw the table and enable exactly the buttons that make sense."""
        self.felt.value = felt_html(self.table)
        playing = any(self.table.dealt_cards) and not self.table.user_passes
        shown = self.lines or (hint(self.table) if playing else ())
        body = "".join(f'<div style="margin:2px 0">{html.escape(line)}</div>' for line in shown)
        self.journal.value = f'<div style="{PANEL}font-size:15px;min-height:48px">{body}</div>'
        for button in (self.hit_button, *self.bet_buttons, self.stay_button):
            button.disabled = not playing
        self.next_button.disabled = playing

    def __repr__(self) -> str:
        stacks = ", ".join(f"{seat_name(i)} {c}" for i, c in enumerate(self.table.chip_stacks))
        return f"Blackjack table (seed 004): {stacks}"

