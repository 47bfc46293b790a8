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

import enum
import html
import random
from collections import Counter
from collections.abc import Callable, Iterable
from functools import reduce
from dataclasses import dataclass, fields, replace
from typing import Any

import ipywidgets as widgets

from blackjack.betting import bet_problem, settle
from blackjack.cards import Card, Hand, card, display_card, hand
from blackjack.decks import SHUFFLING, fresh_deck
from blackjack.game import (
    Game, announce_naturals, blackjack_check, compare_hands, deal_hands, dealer_message, dealer_turn, draw_from,
    first_card_message, hit_player,
)
from blackjack.hands import Status, check_hand, hand_value, pretty_print
from blackjack.interface import Choice, choose_functions, fallback, short
from blackjack.prompts import Move, quiet
from blackjack.rules import CASINO_S17, DEFAULT_RULES, PRESETS, AceRule, Result, Rules, preset
from blackjack.table import DRAW_BELOW
from blackjack.table_sim import hilo_count

OTHER_NAMES = ("Ada", "Alan", "Grace", "Haskell")  # the seats of the other players
BROKE = "Your wallet is empty, so the game is over. Run the cell again to start afresh."


# The functions a round is played with ---------------------------------------


@dataclass(frozen=True)
class Kit:
    """The functions the app plays with; the defaults are the reference's."""

    hand_value: Callable[[Hand, Rules], int] = hand_value
    pretty_print: Callable[[Hand, Rules], str] = pretty_print
    check_hand: Callable[[Hand, Rules], Status] = check_hand
    hit_player: Callable[[Game], Game] = hit_player
    deal_hands: Callable[[Game], Game] = deal_hands
    dealer_turn: Callable[[Game], tuple[Status, Game]] = dealer_turn
    compare_hands: Callable[[Game], Result] = compare_hands
    blackjack_check: Callable[[Game], Result | None] = blackjack_check
    settle: Callable[..., int] = settle
    hilo_count: Callable[[int, Card], int] = hilo_count


REFERENCE_KIT = Kit()
FUNCTIONS: dict[str, Callable[..., Any]] = {f.name: getattr(REFERENCE_KIT, f.name) for f in fields(Kit)}
"""The functions ``play`` accepts, by name, with their reference versions."""


def sample_game(player: str = "10♠ 6♦", dealer: str = "9♣ 7♥") -> Game:
    """A dealt game to try a function on: the given hands, the rest of a shuffled deck."""
    mine, theirs = hand(player), hand(dealer)
    deck = tuple(c for c in fresh_deck(random.Random(2)) if c not in mine + theirs)
    return Game(player=mine, dealer=theirs, deck=deck, say=quiet)


SAMPLES: dict[str, Callable[[], tuple]] = {
    "hand_value": lambda: (hand("A♠ A♦ 9♣"), DEFAULT_RULES),
    "pretty_print": lambda: (hand("A♠ K♦"), DEFAULT_RULES),
    "check_hand": lambda: (hand("10♠ 6♦ K♣"), DEFAULT_RULES),
    "hit_player": lambda: (sample_game(),),
    "deal_hands": lambda: (sample_game(),),
    "dealer_turn": lambda: (sample_game(),),
    "compare_hands": lambda: (sample_game(player="5♣ 10♠ 6♦"),),
    "blackjack_check": lambda: (sample_game(player="A♠ K♦"),),
    "settle": lambda: (10, Result.WIN, hand("A♠ K♦"), CASINO_S17, False, False),
    "hilo_count": lambda: (3, card("5♥")),
}
"""For each function, the arguments of the trial call that decides whether yours works."""


def cards_kept(after: Any, before: Game) -> str | None:
    """What is wrong with AFTER as the game that follows BEFORE: not a game, or other cards."""
    if not isinstance(after, Game):
        return f"returned {short(after)}, not a game"
    if Counter(after.cards()) != Counter(before.cards()):
        return "lost or invented cards"
    return None


def hit_problem(after: Any, game: Game) -> str | None:
    """A hit puts one new card in front of the player's hand and leaves the dealer's alone."""
    trouble = cards_kept(after, game)
    if trouble is None and (after.player[1:] != game.player or after.dealer != game.dealer):
        return "did not put one new card in front of your hand"
    return trouble


def deal_problem(after: Any, game: Game) -> str | None:
    """A deal gives two cards to the player and two to the dealer."""
    trouble = cards_kept(after, game)
    if trouble is None and (len(after.player), len(after.dealer)) != (2, 2):
        return "did not deal two cards each"
    return trouble


def dealer_problem(answer: Any, game: Game) -> str | None:
    """The dealer's turn gives a status and a game where only the dealer's hand grew."""
    if not (isinstance(answer, tuple) and len(answer) == 2 and isinstance(answer[0], Status)):
        return f"returned {short(answer)}, not (status, game)"
    after = answer[1]
    trouble = cards_kept(after, game)
    if trouble is None and (after.player != game.player or after.dealer[len(after.dealer) - len(game.dealer):] != game.dealer):
        return "changed more than the dealer's hand"
    return trouble


def answer_of(kind: type | tuple[type, ...], what: str) -> Callable[..., str | None]:
    """A check that the answer is of KIND (described as WHAT)."""

    def problem(answer: Any, *args: Any) -> str | None:
        return None if isinstance(answer, kind) else f"returned {short(answer)}, not {what}"

    return problem


def settle_problem(money: Any, *args: Any) -> str | None:
    """Settling gives back a whole number of dollars, never less than nothing."""
    if not isinstance(money, int) or money < 0:
        return f"returned {short(money)}, not a number of dollars"
    return None


PROBLEMS: dict[str, Callable[..., str | None]] = {
    "hand_value": answer_of(int, "a number"),
    "pretty_print": answer_of(str, "a string"),
    "check_hand": answer_of(Status, "a Status"),
    "hit_player": hit_problem,
    "deal_hands": deal_problem,
    "dealer_turn": dealer_problem,
    "compare_hands": answer_of(Result, "a Result"),
    "blackjack_check": answer_of((Result, type(None)), "a Result or None"),
    "settle": settle_problem,
    "hilo_count": answer_of(int, "a number"),
}
"""Checks on the answers of the student's functions during play."""


def guarded_kit(choice: Choice, notify: Callable[[str], None]) -> Kit:
    """The chosen functions; each of the student's falls back to the reference when it fails."""
    return Kit(**{
        name: fallback(name, function, FUNCTIONS[name], notify, PROBLEMS[name]) if name in choice.yours else function
        for name, function in choice.functions.items()
    })


# The state of the table and the steps of a round ---------------------------


class Phase(enum.Enum):
    """Where the table is: between rounds, or waiting for the player's move."""

    READY = "ready"
    PLAYING = "playing"


@dataclass(frozen=True)
class Row:
    """One finished round, for the history."""

    number: int
    player: str
    dealer: str
    result: Result
    stake: int
    wallet: int


@dataclass(frozen=True)
class AppState:
    """Everything the app shows: the game, the money, the other players, the messages.

    Money is conserved: ``wallet + staked + house`` never changes.
    """

    game: Game
    betting: bool = False
    wallet: int = 100
    staked: int = 0  # the money on the table this round
    house: int = 0  # what the house has won from you (negative when you are ahead)
    bet: int = 0  # this round's bet, before any doubling
    phase: Phase = Phase.READY
    others: tuple[Hand, ...] = ()
    results: tuple[Result, ...] = ()  # the other players' results of the last round
    result: Result | None = None
    count: int = 0  # the hi-lo running count
    counted: tuple[Card, ...] = ()  # the visible cards of this round already counted
    messages: tuple[str, ...] = ()
    history: tuple[Row, ...] = ()

    def cards(self) -> tuple[Card, ...]:
        """Every card: the game's (stock, hands, discard pile) and the other players'."""
        return self.game.cards() + sum(self.others, ())


def new_state(rules: Rules = DEFAULT_RULES, betting: bool = False, wallet: int = 100,
              others: int = 0, seed: int | None = None) -> AppState:
    """A table before the first deal, with a fresh shoe shuffled by SEED."""
    rng = random.Random(seed)
    game = Game(deck=fresh_deck(rng, rules.decks), rules=rules, rng=rng, say=quiet)
    hint = "Choose a bet and press Deal." if betting else "Press Deal to start."
    return AppState(game=game, betting=betting, wallet=wallet, others=((),) * others, messages=(hint,))


def with_rules(game: Game, rules: Rules) -> Game:
    """GAME under RULES; a different number of decks means a new shoe."""
    if rules.decks == game.rules.decks:
        return replace(game, rules=rules)
    game.say(SHUFFLING)
    return replace(game, rules=rules, deck=fresh_deck(game.rng, rules.decks), discard=(), player=(), dealer=())


def hit_other(game: Game, cards: Hand) -> tuple[Game, Hand]:
    """One card from the stock to the front of another player's hand."""
    top, game = draw_from(game)
    return game, (top, *cards)


def deal_others(game: Game, count: int) -> tuple[Game, tuple[Hand, ...]]:
    """Two cards for each of COUNT other players."""
    hands = []
    for _ in range(count):
        game, one = hit_other(game, ())
        game, two = hit_other(game, one)
        hands.append(two)
    return game, tuple(hands)


def play_others(kit: Kit, game: Game, others: tuple[Hand, ...]) -> tuple[Game, tuple[Hand, ...]]:
    """Each other player draws while under 17 (seed 004)."""
    hands = []
    for cards in others:
        while kit.hand_value(cards, game.rules) < DRAW_BELOW:
            game, cards = hit_other(game, cards)
        hands.append(cards)
    return game, tuple(hands)


def deal_round(kit: Kit, table: AppState, bet: int, rules: Rules) -> AppState:
    """Place BET (when betting), switch to RULES, deal everyone; a natural ends the round at once."""
    problem = bet_problem(str(bet), table.wallet) if table.betting else None
    if problem:
        table.game.say(problem)
        return table
    bet = bet if table.betting else 0
    game = replace(table.game, discard=sum(table.others, ()) + table.game.discard, doubled=False, surrendered=False)
    game = kit.deal_hands(with_rules(game, rules))
    game, others = deal_others(game, len(table.others))
    game.say(first_card_message(game.dealer))
    table = replace(
        table, game=game, others=others, results=(), result=None, bet=bet, staked=bet,
        wallet=table.wallet - bet, phase=Phase.PLAYING, messages=(), counted=(),
    )
    early = kit.blackjack_check(game) if game.rules.naturals else None
    if early is None:
        return table
    announce_naturals(game)
    return finish(kit, table, early)


def hit(kit: Kit, table: AppState) -> AppState:
    """One more card for you; going bust ends your turn."""
    game = kit.hit_player(table.game)
    table = replace(table, game=game)
    status = kit.check_hand(game.player, game.rules)
    return end_turn(kit, table, status) if status is Status.BUST else table


def stand(kit: Kit, table: AppState) -> AppState:
    """You stop; the others and the dealer play and the round is settled."""
    return end_turn(kit, table, kit.check_hand(table.game.player, table.game.rules))


def double_down(kit: Kit, table: AppState) -> AppState:
    """Double the bet, take exactly one more card, and stand."""
    game = replace(kit.hit_player(table.game), doubled=True)
    table = replace(table, game=game, wallet=table.wallet - table.bet, staked=table.staked + table.bet)
    return end_turn(kit, table, kit.check_hand(game.player, game.rules))


def surrender(kit: Kit, table: AppState) -> AppState:
    """Give up the hand and get half the bet back."""
    return end_turn(kit, replace(table, game=replace(table.game, surrendered=True)), Status.OK)


def dealer_plays(game: Game, status: Status, others: tuple[Hand, ...]) -> bool:
    """Does the dealer draw?  Not when you alone are out of the round already."""
    you_are_out = game.surrendered or (status is Status.BUST and game.rules.both_bust is Result.LOSE)
    return bool(others) or not you_are_out


def end_turn(kit: Kit, table: AppState, status: Status) -> AppState:
    """After your turn: the others play, the dealer plays, and the round is settled."""
    game = table.game
    if game.surrendered:
        game.say("You surrender.")
    elif game.doubled and status is Status.OK:
        game.say(f"You double down: {kit.pretty_print(game.player, game.rules)}")
    elif status is Status.BUST:
        game.say(f"You are bust! {kit.pretty_print(game.player, game.rules)}")
    game, others = play_others(kit, game, table.others)
    if dealer_plays(game, status, others):
        dealer_status, game = kit.dealer_turn(game)
        game.say(dealer_message(dealer_status, kit.pretty_print(game.dealer, game.rules)))
    result = Result.LOSE if game.surrendered else kit.compare_hands(game)
    return finish(kit, replace(table, game=game, others=others), result)


def finish(kit: Kit, table: AppState, result: Result) -> AppState:
    """Say the result, pay out, score the other players and write the round into the history."""
    game = table.game
    game.say(result.message)
    paid = kit.settle(table.bet, result, game.player, game.rules, game.doubled, game.surrendered) if table.staked else 0
    wallet = table.wallet + paid
    if table.betting and wallet == 0:
        game.say(BROKE)
    results = tuple(kit.compare_hands(replace(game, player=cards)) for cards in table.others)
    row = Row(len(table.history) + 1, kit.pretty_print(game.player, game.rules),
              kit.pretty_print(game.dealer, game.rules), result, table.staked, wallet)
    return replace(
        table, wallet=wallet, house=table.house + table.staked - paid, staked=0, phase=Phase.READY,
        result=result, results=results, history=(row, *table.history),
    )


def can_deal(table: AppState) -> bool:
    """A new round needs the last one finished and, when betting, money in the wallet."""
    return table.phase is Phase.READY and (table.wallet >= 1 or not table.betting)


def in_round(table: AppState) -> bool:
    """Hit and Stand make sense while it is your turn."""
    return table.phase is Phase.PLAYING


def first_move(table: AppState) -> bool:
    """Doubling and surrendering are only for your first move, and only when betting."""
    return in_round(table) and table.betting and len(table.game.player) == 2


def can_double(table: AppState) -> bool:
    """Doubling needs a first move and a wallet that covers the bet again."""
    return first_move(table) and table.wallet >= table.bet


def dealer_shows(table: AppState) -> Hand:
    """The dealer's cards you can see: all but the second one while you play."""
    dealer = table.game.dealer
    return dealer[:1] + dealer[2:] if in_round(table) else dealer


def visible(table: AppState) -> tuple[Card, ...]:
    """Every card face up on the table."""
    return table.game.player + dealer_shows(table) + sum(table.others, ())


def recount(kit: Kit, table: AppState, shuffled: bool) -> AppState:
    """Add the newly visible cards to the hi-lo running count; a shuffle starts it again."""
    now = visible(table)
    fresh = Counter(now) - Counter(table.counted)
    count = reduce(kit.hilo_count, fresh.elements(), 0 if shuffled else table.count)
    return replace(table, count=count, counted=now)


Step = Callable[..., AppState]


def act(step: Step, kit: Kit, table: AppState, *args: Any) -> AppState:
    """Run STEP, collecting what the game says into the table's messages, then recount."""
    lines: list[str] = []
    after = step(kit, replace(table, game=replace(table.game, say=lines.append)), *args)
    after = replace(after, game=replace(after.game, say=quiet), messages=after.messages + tuple(lines))
    return recount(kit, after, SHUFFLING in lines)


# Drawing the table -----------------------------------------------------------

CARD_BOX = (
    "display:inline-flex;flex-direction:column;justify-content:space-between;box-sizing:border-box;"
    "width:58px;height:84px;margin:0 8px 0 0;padding:5px 7px;border-radius:8px;vertical-align:top;"
    "box-shadow:0 2px 5px rgba(0,0,0,.35);font-family:Georgia,'DejaVu Serif',serif;font-weight:bold;"
)
FONT = "font-family:sans-serif;line-height:1.4;"
FELT = f"{FONT}background:#14613a;border:6px solid #6b4226;border-radius:16px;padding:10px 18px;color:#f4f1e8;"
PANEL = f"{FONT}background:#fbf8ee;border:1px solid #ddd3ad;border-radius:8px;padding:8px 14px;"
RESULT_COLOURS = {Result.WIN: "#1b7a3a", Result.TIE: "#555", Result.LOSE: "#b3261e"}
OTHER_WORDS = {Result.WIN: "wins", Result.TIE: "ties", Result.LOSE: "loses"}


def card_html(c: Card) -> str:
    """One card face up: white, rounded, red for hearts and diamonds, black for clubs and spades."""
    colour = "#c62828" if c.suit.is_red else "#1c1c1c"
    corner = f'<span style="font-size:17px;line-height:1">{c.rank.label}</span>'
    return (
        f'<div class="bj-card" title="{display_card(c)}" style="{CARD_BOX}background:#fff;color:{colour};'
        f'border:1px solid #bbb">{corner}<span style="font-size:30px;line-height:1;text-align:center">'
        f'{c.suit.symbol}</span><span style="font-size:17px;line-height:1;align-self:flex-end;'
        f'transform:rotate(180deg)">{c.rank.label}</span></div>'
    )


def card_back_html() -> str:
    """The dealer's hidden card: a patterned back."""
    pattern = "repeating-linear-gradient(45deg,#8c1d2c 0 6px,#b8343f 6px 12px)"
    return (f'<div class="bj-card bj-back" title="face down" style="{CARD_BOX}background:{pattern};'
            'border:4px solid #fff;outline:1px solid #999"></div>')


def hand_html(title: str, cards: Iterable[str]) -> str:
    """A title over a row of cards (or a hint that there are none yet)."""
    row = "".join(cards) or '<span style="opacity:.6;font-style:italic">no cards yet</span>'
    return (f'<div style="margin:6px 14px 10px 0"><div style="font-size:14px;margin-bottom:6px">{title}</div>'
            f'<div style="min-height:84px;white-space:nowrap">{row}</div></div>')


def dealer_html(kit: Kit, table: AppState) -> str:
    """The dealer's cards, the second one face down during your turn."""
    dealer, rules = table.game.dealer, table.game.rules
    if in_round(table):
        title = f"Dealer shows <b>{kit.hand_value(dealer[:1], rules)}</b>"
        return hand_html(title, [card_html(dealer[0]), card_back_html(), *map(card_html, dealer[2:])])
    title = f"Dealer <b>({kit.hand_value(dealer, rules)})</b>" if dealer else "Dealer"
    return hand_html(title, map(card_html, dealer))


def player_html(kit: Kit, table: AppState, name: str, cards: Hand, result: Result | None) -> str:
    """A player's cards, total and (after the round) result."""
    total = f" <b>({kit.hand_value(cards, table.game.rules)})</b>" if cards else ""
    tag = f" — {OTHER_WORDS[result]}" if result is not None else ""
    return hand_html(f"{name}{total}{tag}", map(card_html, cards))


def felt_html(kit: Kit, table: AppState) -> str:
    """The green table: the dealer on top, the other players, then you."""
    results = table.results or (None,) * len(table.others)
    others = "".join(player_html(kit, table, name, cards, result)
                     for name, cards, result in zip(OTHER_NAMES, table.others, results))
    row = f'<div style="display:flex;flex-wrap:wrap">{others}</div>' if others else ""
    you = player_html(kit, table, "You", table.game.player, None)
    return f'<div style="{FELT}">{dealer_html(kit, table)}{row}{you}</div>'


def messages_html(table: AppState) -> str:
    """The round's messages, the result in bold colour."""
    lines = [html.escape(line) for line in table.messages]
    if table.result is not None and table.result.message in table.messages:
        at = len(table.messages) - 1 - table.messages[::-1].index(table.result.message)
        lines[at] = f'<b style="color:{RESULT_COLOURS[table.result]};font-size:17px">{lines[at]}</b>'
    body = "".join(f'<div style="margin:2px 0">{line}</div>' for line in lines)
    return f'<div class="bj-messages" style="{PANEL}font-size:15px;min-height:48px">{body}</div>'


def money(amount: int) -> str:
    """Dollars, with the sign in front: ``$5``, ``-$5``."""
    return f"-${-amount}" if amount < 0 else f"${amount}"


def status_html(table: AppState, hilo: bool) -> str:
    """The wallet, the house's winnings and (if wanted) the hi-lo running count."""
    parts = []
    if table.betting:
        parts.append(f"Wallet <b>{money(table.wallet)}</b>")
        if table.staked:
            parts.append(f"on the table <b>{money(table.staked)}</b>")
        parts.append(f"house winnings <b>{money(table.house)}</b>")
    if hilo:
        parts.append(f"hi-lo running count <b>{table.count:+d}</b>")
    return f'<div class="bj-status" style="{FONT}font-size:15px">{" · ".join(parts)}</div>'


def history_html(table: AppState, rows: int = 8) -> str:
    """The last ROWS rounds, newest first."""
    if not table.history:
        return ""
    cell = 'style="padding:2px 10px;text-align:left"'
    heads = ["Round", "You", "Dealer", "Result"] + (["Bet", "Wallet"] if table.betting else [])
    lines = []
    for row in table.history[:rows]:
        colour = RESULT_COLOURS[row.result]
        cells = [str(row.number), row.player, row.dealer, f'<span style="color:{colour}">{row.result.message}</span>']
        cells += [money(row.stake), money(row.wallet)] if table.betting else []
        lines.append("<tr>" + "".join(f"<td {cell}>{c}</td>" for c in cells) + "</tr>")
    head = "<tr>" + "".join(f"<th {cell}>{h}</th>" for h in heads) + "</tr>"
    return (f'<table class="bj-history" style="{FONT}border-collapse:collapse;font-size:13px">'
            f"<thead>{head}</thead><tbody>{''.join(lines)}</tbody></table>")


def rules_text(rules: Rules) -> str:
    """The rules in a few words.

    >>> rules_text(preset("seed002"))
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


def notices_html(notes: Iterable[str]) -> str:
    """Which functions are yours and which the reference's, and any fallbacks during play."""
    lines = "".join(f"<div>{html.escape(note)}</div>" for note in notes)
    style = f"{FONT}font-size:13px;color:#6a4b00;background:#fff6d6;border-radius:6px;padding:4px 10px"
    return f'<div class="bj-notices" style="{style}">{lines}</div>' if lines else ""


# The app ---------------------------------------------------------------------


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
                            f"{rules_text(rules)}</span></div>")
        self.notices.value = notices_html(self.notes)
        self.felt.value = felt_html(self.kit, table)
        self.messages.value = messages_html(table)
        self.status.value = status_html(table, self.hilo)
        self.history.value = history_html(table)
        pending = self.rules.value != rules
        self.rules_note.value = (f'<span style="{FONT}font-size:13px;color:#555">From the next deal: '
                                 f'{rules_text(self.rules.value)}</span>' if pending else "")
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


def play(*, rules: Rules | str = DEFAULT_RULES, betting: bool = False, wallet: int = 100, others: int = 0,
         hilo: bool = False, seed: int | None = None, **functions: Callable[..., Any] | None) -> App:
    """The Blackjack app; show it as the last expression of a cell.

    RULES is a ``Rules`` or a preset name (``"seed002"``, ``"s17"``...).
    BETTING adds a wallet of WALLET dollars, a bet, Double and Surrender.
    OTHERS (0 to 4) other players sit at the table and draw under 17; HILO
    shows the hi-lo running count; SEED fixes every card to come.
    FUNCTIONS are yours, by name (see ``FUNCTIONS``): each is used when it
    works, and the app says which ones it used.
    """
    rules = preset(rules) if isinstance(rules, str) else rules
    if not 0 <= others <= len(OTHER_NAMES):
        raise ValueError(f"there are seats for 0 to {len(OTHER_NAMES)} other players, not {others}")
    if betting and wallet < 1:
        raise ValueError(f"a wallet of ${wallet} cannot bet; start with at least $1")
    choice = choose_functions(functions, FUNCTIONS, SAMPLES)
    return App(choice, new_state(rules, betting, wallet, others, seed), hilo)
