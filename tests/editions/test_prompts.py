"""Prompts as values: each combinator driven by scripted answers, every printed line checked."""

import io

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from blackjack.editions.prompts import (
    BASIC_MOVES,
    MOVE_ADVICE,
    NOT_UNDERSTOOD,
    Move,
    Quit,
    change_answer_by,
    help_advice,
    make_all_lowercase,
    make_prompt_move,
    make_simple_prompt,
    move_advice,
    parse_answer_as,
    parse_move,
    prompt,
    prompt_move,
    retry_prompt,
    sanitize,
    sanitize_answer,
    scripted,
    seek_non_space,
    simple_prompt,
    trim_leading_spaces,
    trim_trailing_spaces,
    until_quit,
)

short_text = st.text(alphabet=st.sampled_from(" aB\tZé "), max_size=40)


@pytest.fixture
def said():
    return []


def test_make_simple_prompt_says_the_question_and_reads_the_answer(said):
    answers = iter(["first", "second"])
    ask = make_simple_prompt(lambda: next(answers), said.append)
    assert [ask("One?"), ask("Two?")] == ["first", "second"]
    assert said == ["One?", "Two?"]


def test_end_of_input_becomes_quit(said):
    def read():
        raise EOFError

    with pytest.raises(Quit):
        make_simple_prompt(read, said.append)("Ready?")
    assert said == ["Ready?"]


def test_scripted_echoes_and_quits_when_the_answers_run_out(said):
    ask = scripted("hit", "", say=said.append)
    assert ask("Q1") == "hit" and ask("Q2") == ""
    with pytest.raises(Quit):
        ask("Q3")
    assert said == ["Q1", "hit", "Q2", "", "Q3"]


def test_simple_prompt_uses_the_keyboard(monkeypatch, capsys):
    monkeypatch.setattr("sys.stdin", io.StringIO("stand\n"))
    assert simple_prompt("Your move?") == "stand"
    assert capsys.readouterr().out == "Your move?\n"


def test_prompt_move_uses_the_keyboard(monkeypatch, capsys):
    monkeypatch.setattr("sys.stdin", io.StringIO("what\n  Stand \n"))
    assert prompt_move("Your move?") is Move.STAND
    assert capsys.readouterr().out == f"Your move?\n{NOT_UNDERSTOOD}\nYour move?\n"


def test_until_quit(said):
    ask = until_quit(scripted("hit", "quit", say=said.append))
    assert ask("Q") == "hit"
    with pytest.raises(Quit):
        ask("Q")
    assert said == ["Q", "hit", "Q", "quit"]


def test_until_quit_needs_the_exact_word():
    assert until_quit(scripted(" QUIT", say=lambda _: None))("Q") == " QUIT"


def test_help_advice_gives_advice_and_asks_again(said):
    ask = help_advice(scripted("help", "help", "ok", say=said.append), "Say ok.", said.append)
    assert ask("Q") == "ok"
    assert said == ["Q", "help", "Say ok.", "Q", "help", "Say ok.", "Q", "ok"]


def test_retry_prompt_until_an_answer(said):
    answers = iter([None, None, 7])
    assert retry_prompt(lambda q: (said.append(q), next(answers))[1], said.append)("Q") == 7
    assert said == ["Q", NOT_UNDERSTOOD, "Q", NOT_UNDERSTOOD, "Q"]
    assert NOT_UNDERSTOOD == "I didn't understand that."


def test_retry_prompt_keeps_false_answers():
    assert retry_prompt(lambda q: 0)("Q") == 0


def test_change_answer_by(said):
    assert change_answer_by(scripted("7", say=said.append), int)("How many?") == 7
    assert said == ["How many?", "7"]


@settings(max_examples=50)
@given(st.text(max_size=20))
def test_change_answer_by_is_composition(answer):
    assert change_answer_by(lambda q: answer, len)("Q") == len(answer)


def test_parse_answer_as(said):
    def number(text):
        return int(text) if text.isdigit() else None

    assert parse_answer_as(scripted("x", "12", say=said.append), number, said.append)("N?") == 12
    assert said == ["N?", "x", NOT_UNDERSTOOD, "N?", "12"]


@settings(max_examples=200)
@given(short_text)
def test_make_all_lowercase(text):
    lowered = make_all_lowercase(text)
    assert lowered == "".join(ch.lower() for ch in text)
    assert make_all_lowercase(lowered) == lowered


@settings(max_examples=200)
@given(short_text)
def test_trim_leading_spaces_leaves_a_suffix_without_a_leading_space(text):
    trimmed = trim_leading_spaces(text)
    assert not trimmed.startswith(" ")
    assert text.endswith(trimmed)
    assert set(text[: len(text) - len(trimmed)]) <= {" "}


@settings(max_examples=200)
@given(st.integers(min_value=0, max_value=30), st.characters(blacklist_characters=" "), short_text)
def test_seek_non_space_finds_the_first_non_space(k, c, rest):
    assert seek_non_space(" " * k + c + rest) == (" " * k, c, rest)


@settings(max_examples=50)
@given(st.integers(min_value=0, max_value=30))
def test_seek_non_space_on_only_spaces(k):
    assert seek_non_space(" " * k) is None


@settings(max_examples=200)
@given(short_text)
def test_trim_trailing_spaces_leaves_a_prefix_without_a_trailing_space(text):
    trimmed = trim_trailing_spaces(text)
    assert not trimmed.endswith(" ")
    assert text.startswith(trimmed)
    assert set(text[len(trimmed) :]) <= {" "}


@settings(max_examples=200)
@given(short_text)
def test_sanitize_lowercases_and_trims_spaces_only(text):
    clean = sanitize(text)
    assert clean == "".join(ch.lower() for ch in text).strip(" ")
    assert sanitize(clean) == clean


@pytest.mark.parametrize("typed", ["stand", "Stand", "STAND", "sTaNd", " stand", "stand  ", "   StAnD   "])
def test_sanitize_answer_accepts_case_and_stray_spaces(typed):
    assert sanitize_answer(scripted(typed, say=lambda _: None))("Q") == "stand"


def test_parse_move():
    assert [parse_move(w) for w in ("hit", "stand", "double", "Hit", "", "hi t")] == [
        Move.HIT, Move.STAND, None, None, None, None]
    assert parse_move("surrender", tuple(Move)) is Move.SURRENDER
    assert parse_move("double", tuple(Move)) is Move.DOUBLE


def test_move_advice():
    assert move_advice() == MOVE_ADVICE == 'You can "hit" or "stand".'
    assert move_advice(tuple(Move)) == 'You can "hit", "stand", "double" or "surrender".'
    assert BASIC_MOVES == (Move.HIT, Move.STAND)


def test_make_prompt_move_shows_every_behaviour(said):
    ask = make_prompt_move(scripted("huh", "HELP", "  Hit  ", say=said.append), say=said.append)
    assert ask("Your hand?") is Move.HIT
    assert said == ["Your hand?", "huh", NOT_UNDERSTOOD, "Your hand?", "HELP", MOVE_ADVICE, "Your hand?", "  Hit  "]


def test_make_prompt_move_quits_on_quit_in_any_case(said):
    with pytest.raises(Quit):
        make_prompt_move(scripted(" QUIT ", say=said.append), say=said.append)("Your hand?")


def test_make_prompt_move_with_betting_moves(said):
    ask = make_prompt_move(scripted("help", "double", say=said.append), tuple(Move), said.append)
    assert ask("Q") is Move.DOUBLE
    assert said[2] == 'You can "hit", "stand", "double" or "surrender".'


def test_seed_001_prompt_acts_on_the_parsed_answer(said):
    answers = iter(["help", "nine", "9"])
    got = prompt("How many?", "Type a digit.", lambda a: int(a) if a.isdigit() else None, lambda n: n * 2,
                 lambda: next(answers), said.append)
    assert got == 18
    assert said == ["How many?", "Type a digit.", "How many?", NOT_UNDERSTOOD, "Type a digit.", "How many?"]


def test_seed_001_prompt_quits(said):
    with pytest.raises(Quit):
        prompt("Ready?", "", str, str, lambda: "quit", said.append)
    assert said == ["Ready?"]
