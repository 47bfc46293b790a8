"""How the widget draws a table: HTML for the cards, hands, messages, money and history."""

from __future__ import annotations

import html
from collections.abc import Iterable

from blackjack.core.cards import Card, Hand
from blackjack.core.rules import Result
from blackjack.dealer.exact import NATURAL
from blackjack.dealer.live import live_outcomes
from blackjack.editions.bank import display_card
from blackjack.play.widgets.kit import Kit, money
from blackjack.play.widgets.state import OTHER_NAMES, AppState, in_round

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
        title = f"Dealer shows <b>{kit.hand_value(dealer[:1], rules)}</b>{odds_html(table)}"
        return hand_html(title, [card_html(dealer[0]), card_back_html(), *map(card_html, dealer[2:])])
    title = f"Dealer <b>({kit.hand_value(dealer, rules)})</b>" if dealer else "Dealer"
    return hand_html(title, map(card_html, dealer))


def dealer_odds(table: AppState) -> dict[str, float]:
    """The exact chance of each way the dealer's hand can end, given every card on the table.

    On the table: your cards, the other players' and the dealer's up-card (not the hole
    card), out of a full shoe of the rules' decks.  The round goes on, so the dealer has
    no natural.
    """
    game = table.game
    up, seen = game.dealer[0], game.player + sum(table.others, ())
    odds = live_outcomes(up, game.rules, decks=game.rules.decks, seen=seen)
    odds.pop(NATURAL, None)
    whole = sum(odds.values())
    return {str(end): chance / whole for end, chance in odds.items()}


def odds_html(table: AppState) -> str:
    """The dealer's chances beside the up-card: ``17 14% · 18 13% · ... · bust 34%``."""
    parts = " · ".join(f"{end} {chance:.0%}" for end, chance in dealer_odds(table).items())
    return f'<div class="bj-odds" style="font-size:12px;font-weight:normal;opacity:.85">dealer ends on: {parts}</div>'


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




def notices_html(notes: Iterable[str]) -> str:
    """Which functions are yours and which the reference's, and any fallbacks during play."""
    lines = "".join(f"<div>{html.escape(note)}</div>" for note in notes)
    style = f"{FONT}font-size:13px;color:#6a4b00;background:#fff6d6;border-radius:6px;padding:4px 10px"
    return f'<div class="bj-notices" style="{style}">{lines}</div>' if lines else ""

