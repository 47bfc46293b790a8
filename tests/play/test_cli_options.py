"""Every subcommand honours ``--rules`` (and ``--decks`` where a shoe is dealt) or refuses it in one line."""

import io
import time
import tracemalloc

import pytest

from blackjack.play import cli

REFUSALS = {
    ("bank", "--rules"): "bank does not take --rules; of the shared options it takes --seed",
    ("bank", "--decks"): "bank does not take --decks; of the shared options it takes --seed",
    ("seed001", "--decks"): "seed001 does not take --decks; of the shared options it takes --seed, --rules, "
                            "--naturals, --deck",
    ("simulate", "--decks"): "simulate does not take --decks; of the shared options it takes --rules",
    ("simulate", "--naturals"): "simulate does not take --naturals; of the shared options it takes --rules",
    ("bank", "--naturals"): "bank does not take --naturals; of the shared options it takes --seed",
    ("table", "--naturals"): "table does not take --naturals; of the shared options it takes --seed, --rules, "
                             "--decks, --deck, --wallet",
}
COMMANDS = {
    "game": [],
    "seed001": ["seed001"],
    "table": ["table", "--players", "1", "--plain"],
    "bank": ["bank"],
    "simulate": ["simulate", "5", "3", "100", "10", "20"],
}
OPTIONS = {"--rules": ["--rules", "bank"], "--decks": ["--decks", "2"], "--naturals": ["--naturals"]}


def run(argv: list[str], answers: str = "") -> tuple[int, list[str]]:
    out = io.StringIO()
    return cli.main(argv, io.StringIO(answers), out), out.getvalue().splitlines()


@pytest.mark.parametrize("command", COMMANDS)
@pytest.mark.parametrize("option", OPTIONS)
@pytest.mark.parametrize("where", ["before", "after"])
def test_an_option_is_honoured_or_refused_in_one_line(command, option, where, capsys):
    argv = [*OPTIONS[option], *COMMANDS[command]] if where == "before" else [*COMMANDS[command], *OPTIONS[option]]
    refusal = REFUSALS.get((command, option))
    if refusal is None:
        status, said = run(argv, "s\nn\n")
        assert status == 0 and said
    else:
        with pytest.raises(SystemExit) as stop:
            run(argv)
        assert stop.value.code == 2
        assert capsys.readouterr().err == f"python -m blackjack: {refusal} (see --help)\n"


def test_simulate_plays_the_rules_it_is_given():
    assert run(COMMANDS["simulate"]) != run(["--rules", "bank", *COMMANDS["simulate"]])
    assert run(COMMANDS["simulate"]) == run(["--rules", "seed003", *COMMANDS["simulate"]])


def test_the_table_deals_from_the_shoe_it_is_given():
    first = run([*COMMANDS["table"], "--seed", "1"], "s\nn\n")[1]
    assert first != run([*COMMANDS["table"], "--seed", "1", "--decks", "6"], "s\nn\n")[1]


def test_list_rules_names_every_preset_with_its_aliases_in_one_line_each():
    status, lines = run(["--list-rules"])
    assert status == 0 and len(lines) == len(cli.PRESETS)
    assert lines[0].split()[0] == "classic" and lines[0].endswith("(also seed000)")
    assert {line.split()[0] for line in lines} == set(cli.PRESETS)


def test_simulate_help_lists_only_the_options_it_takes(capsys):
    with pytest.raises(SystemExit):
        cli.command_line().parse_args(["simulate", "--help"])
    help_text = capsys.readouterr().out
    assert "--rules" in help_text and "--split" in help_text and "--hilo" in help_text
    for refused in ("--seed", "--wallet", "--deck", "--decks", "--naturals"):
        assert refused not in help_text, refused


@pytest.mark.parametrize("place, name", [(0, "S"), (2, "M"), (4, "R")])
def test_a_number_too_large_for_simulate_is_refused_with_its_upper_bound(place, name, capsys):
    argv = ["simulate", "1", "2", "100", "10", "5"]
    argv[1 + place] = "1" + "0" * 20
    with pytest.raises(SystemExit) as stop:
        run(argv)
    assert stop.value.code == 2
    least = 1 if name == "R" else 0
    assert f"argument {name}: expected a whole number from {least} to {10**18}, not " in capsys.readouterr().err


def test_more_players_than_one_deck_can_deal_to_are_refused_at_once_saying_how_many_fit():
    tracemalloc.start()
    started = time.perf_counter()
    try:
        with pytest.raises(SystemExit) as stop:
            run(["simulate", "1", "100000000", "100", "10", "5"])
        took, peak = time.perf_counter() - started, tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert stop.value.code == (
        "simulate: 100000000 players do not fit at one deck's table: the first deal gives two cards to each player "
        "and two to the dealer from 52 cards, so at most 25 players can be dealt in "
        "(and 11 or fewer never run out of cards, without splitting)"
    )
    assert took < 1 and peak < 10_000_000, (took, peak)
