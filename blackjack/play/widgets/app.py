"""Blackjack with buttons: an ipywidgets app over the pure core.

``play()`` returns the app; as the last expression of a notebook cell it shows
a green table with the dealer's and your cards, buttons, the round's messages,
your wallet and a history of rounds.  Pass your own functions by name to play
with them: ``play(dealer_turn=dealer_turn, compare_hands=compare_hands)``.  A
missing or failing one is replaced by the reference, and the app says so.

The state of the table is a frozen ``AppState``; each button runs one pure step
(``deal_round``, ``hit``, ``stand``, ``double_down``, ``surrender``) that
returns the next table, and the app only draws it.  A button that makes no
sense in the current state is disabled, and its step does nothing.

>>> app = play(seed=3)
>>> app.deal_button.click(); app.stand_button.click()
>>> print(app.message_text)
The dealer's first card is: K♠.
The dealer reveals the hand: K♠ K♦ (20)
The house wins.
"""

from __future__ import annotations

import html
import random
from collections.abc import Callable
from typing import Any

import ipywidgets as widgets

from blackjack.core.rules import DEFAULT_RULES, PRESETS, SEED_004, Rules, preset, summary
from blackjack.core.yours import Choice, choose_functions
from blackjack.editions.prompts import Move
from blackjack.play.widgets.kit import FUNCTIONS, SAMPLES, guarded_kit
from blackjack.play.widgets.state import (
    OTHER_NAMES,
    AppState,
    Phase,
    Step,
    act,
    can_deal,
    can_double,
    deal_round,
    double_down,
    first_move,
    hit,
    in_round,
    new_state,
    stand,
    surrender,
)
from blackjack.play.widgets.table_app import PLAYER_CHOICES, TableApp
from blackjack.play.widgets.view import (
    FONT,
    felt_html,
    history_html,
    messages_html,
    notices_html,
    status_html,
)


def button(move: str, style: str, width: str = "92px") -> widgets.Button:
    """A button labelled MOVE."""
    return widgets.Button(description=move, button_style=style, layout=widgets.Layout(width=width, margin="0 8px 0 0"))


def row_box(children: list[widgets.Widget]) -> widgets.HBox:
    """Widgets side by side, centred on one line."""
    return widgets.HBox(children, layout=widgets.Layout(align_items="center", margin="8px 0"))


class App(widgets.VBox):
    """The widget: it holds the current ``AppState`` and draws it after every click."""

    def __init__(self, choice: Choice, table: AppState, hilo: bool = False) -> None:
        self.table, self.hilo, self.notes = table, hilo, choice.notes
        self.kit = guarded_kit(choice, self.notify)
        self.deal_button = button("Deal", "primary")
        self.hit_button = button(Move.HIT.value.capitalize(), "success")
        self.stand_button = button(Move.STAND.value.capitalize(), "warning")
        self.double_button = button(Move.DOUBLE.value.capitalize(), "info")
        self.surrender_button = button(Move.SURRENDER.value.capitalize(), "danger", "110px")
        self.bet = widgets.BoundedIntText(value=min(10, max(table.wallet, 1)), min=1, max=max(table.wallet, 1),
                                          description="Bet $", layout=widgets.Layout(width="150px", margin="0 12px 0 0"))
        self.bet.style.description_width = "40px"
        choices = {**PRESETS, table.game.rules.name: table.game.rules}
        self.rules = widgets.Dropdown(options=[(name, r) for name, r in choices.items()], value=table.game.rules,
                                      description="Rules", layout=widgets.Layout(width="180px"))
        self.rules.style.description_width = "45px"
        self.title, self.notices, self.felt, self.messages = (widgets.HTML() for _ in range(4))
        self.status, self.rules_note, self.history = (widgets.HTML() for _ in range(3))
        self.wire()
        moves = [self.deal_button, self.hit_button, self.stand_button]
        if table.betting:
            moves = [self.bet, *moves, self.double_button, self.surrender_button]
        super().__init__(children=[
            self.title, self.notices, self.felt, self.messages, row_box(moves), self.status,
            row_box([self.rules, self.rules_note]), self.history,
        ], layout=widgets.Layout(max_width="780px"))
        self.add_class("bj-app")
        self.render()

    def wire(self) -> None:
        """Connect every button to its step, guarded by when the step makes sense."""
        self.deal_button.on_click(lambda _: self.run(can_deal, deal_round, self.bet.value, self.rules.value))
        self.hit_button.on_click(lambda _: self.run(in_round, hit))
        self.stand_button.on_click(lambda _: self.run(in_round, stand))
        self.double_button.on_click(lambda _: self.run(can_double, double_down))
        self.surrender_button.on_click(lambda _: self.run(first_move, surrender))
        self.rules.observe(lambda _: self.render(), names="value")

    def run(self, allowed: Callable[[AppState], bool], step: Step, *args: Any) -> None:
        """Play STEP if ALLOWED says it makes sense now (a disabled button does nothing), then redraw."""
        if allowed(self.table):
            self.table = act(step, self.kit, self.table, *args)
        self.render()

    def notify(self, line: str) -> None:
        """Show LINE among the notices, once."""
        if line not in self.notes:
            self.notes = (*self.notes, line)

    @property
    def message_text(self) -> str:
        """The round's messages as plain text, one a line."""
        return "\n".join(self.table.messages)

    def render(self) -> None:
        """Draw the table and enable exactly the buttons that make sense."""
        table, rules = self.table, self.table.game.rules
        self.title.value = (f'<div style="{FONT}font-size:20px;font-weight:bold">Blackjack '
                            f'<span style="font-size:13px;font-weight:normal;color:#555">{rules.name}: '
                            f"{summary(rules)}</span></div>")
        self.notices.value = notices_html(self.notes)
        self.felt.value = felt_html(self.kit, table)
        self.messages.value = messages_html(table)
        self.status.value = status_html(table, self.hilo)
        self.history.value = history_html(table)
        pending = self.rules.value != rules
        self.rules_note.value = (f'<span style="{FONT}font-size:13px;color:#555">From the next deal: '
                                 f'{summary(self.rules.value)}</span>' if pending else "")
        self.deal_button.disabled = not can_deal(table)
        self.hit_button.disabled = self.stand_button.disabled = not in_round(table)
        self.double_button.disabled = not can_double(table)
        self.surrender_button.disabled = not first_move(table)
        if table.phase is Phase.READY and table.wallet >= 1:
            self.bet.max = table.wallet
        self.bet.disabled = not can_deal(table)

    def __repr__(self) -> str:
        table = self.table
        money_part = f"wallet ${table.wallet}" if table.betting else "no betting"
        seats = len(table.others)
        return f"Blackjack app: {table.game.rules.name} rules, {money_part}, {seats} other player{'s' * (seats != 1)}"


class Refusal(widgets.HTML):
    """What ``play()`` shows instead of a game when an argument cannot be used: one line, no traceback."""

    def __init__(self, line: str) -> None:
        super().__init__(value=f'<div style="{FONT}color:#b3261e">{html.escape(line)}</div>')
        self.line = line

    def __repr__(self) -> str:
        return self.line


def play(*unnamed: Any, rules: Rules | str = DEFAULT_RULES, betting: bool = False, wallet: int = 100,
         others: int = 0, hilo: bool = False, seed: int | None = None, table: bool = False,
         **functions: Callable[..., Any] | None) -> App | TableApp | Refusal:
    """The Blackjack app; show it as the last expression of a cell.

    RULES is a ``Rules`` or a preset name (``"seed002"``, ``"s17"``...).
    BETTING adds a wallet of WALLET dollars, a bet, Double and Surrender.
    OTHERS (0 to 4) other players sit at the table and draw under 17; HILO
    shows the hi-lo running count; SEED fixes every card to come.
    FUNCTIONS are yours, by name (see ``FUNCTIONS``): each is used when it
    works, and the app says which ones it used.  TABLE plays seed 004's
    table instead: 1 to 4 others, chip stacks, bets of 10, 20 or 30.
    An argument that cannot be used gives one line saying why, not a game.

    >>> play(others=7)
    play(): there are seats for 0 to 4 other players, not 7
    """
    try:
        return build(unnamed, rules, betting, wallet, others, hilo, seed, table, functions)
    except (TypeError, ValueError) as problem:
        return Refusal(f"play(): {problem}")


def build(unnamed: tuple, rules: Rules | str, betting: bool, wallet: int, others: int, hilo: bool,
          seed: int | None, table: bool, functions: dict[str, Callable[..., Any] | None]) -> App | TableApp:
    """The app ``play`` asked for; a TypeError or ValueError says what cannot be used."""
    if unnamed:
        raise TypeError(f"name what you give, like play(rules={unnamed[0]!r}); it takes named arguments only")
    if not isinstance(rules, (Rules, str)):
        raise TypeError(f"rules is a preset name or a Rules, not {rules!r}")
    rules = preset(rules) if isinstance(rules, str) else rules
    for name, number in (("wallet", wallet), ("others", others), ("seed", 0 if seed is None else seed)):
        if not isinstance(number, int) or isinstance(number, bool):
            raise TypeError(f"{name} is a whole number, not {number!r}")
    if table:
        if not 0 <= others <= len(PLAYER_CHOICES) or functions or betting or hilo:
            raise ValueError("the table takes 1 to 4 others, rules and seed (it bets 10, 20 or 30 chips itself)")
        return TableApp(max(others, 1), random.Random(seed), rules if rules is not DEFAULT_RULES else SEED_004)
    if not 0 <= others <= len(OTHER_NAMES):
        raise ValueError(f"there are seats for 0 to {len(OTHER_NAMES)} other players, not {others}")
    if betting and wallet < 1:
        raise ValueError(f"a wallet of ${wallet} cannot bet; start with at least $1")
    choice = choose_functions(functions, FUNCTIONS, SAMPLES)
    return App(choice, new_state(rules, betting, wallet, others, seed), hilo)
