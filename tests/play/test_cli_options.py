"""Every subcommand honours ``--rules`` (and ``--decks`` where a shoe is dealt) or refuses it in one line."""

import io

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
