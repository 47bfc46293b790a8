"""Symptoms of shape: the student's value is the expected one written another way.

Its text spaced or separated otherwise, with its words in another order, or
with one word replaced; an enum member given as its name in text; only one
item of the expected tuple, or only one field of the expected record, or a
tuple holding the expected value as one item; the expected sequence with
some items left out.  A tuple that differs in one item only is looked at in
that item, a record in the fields that differ.  Like every symptom
(``engine.symptoms``), one is claimed only when it holds on the
counterexample and on every input the check tries.

>>> spaced("A♠K♦ (21)", "A♠ K♦ (21)"), spaced("A♠ K♦ (11)", "A♠ K♦ (21)")
(True, False)
>>> spacing("2 of Hearts, Jack of Spades", "2 of Hearts\\nJack of Spades"), spacing("A♠  K♦", "A♠ K♦")
("', ' in place of a new line", '2 spaces in place of a space')
"""

from __future__ import annotations

import dataclasses
import difflib
import enum
import re
from collections.abc import Callable

from blackjack.course.engine.show import is_cards, show
from blackjack.course.engine.symptoms import SAID, Equal, Symptom, each_differing

SEPARATORS = re.compile(r"[\s,;]+")  # what may separate words: spaces, new lines, commas
ORDINALS = ("first", "second", "third", "fourth", "fifth")


def texts(mine: object, expected: object) -> bool:
    return type(mine) is str and type(expected) is str


def spaced(mine: object, expected: object, equal: Equal | None = None) -> bool:
    """Are MINE and EXPECTED the same text but for spaces, new lines and commas?"""
    return texts(mine, expected) and SEPARATORS.sub("", mine) == SEPARATORS.sub("", expected)


def reworded(mine: object, expected: object, equal: Equal | None = None) -> bool:
    """Are MINE and EXPECTED texts of the same words (between spaces), counted, in any order?

    >>> reworded("K♦ A♠ (21)", "A♠ K♦ (21)"), reworded("K♦ (21)", "A♠ K♦ (21)")
    (True, False)
    """
    return texts(mine, expected) and sorted(mine.split()) == sorted(expected.split())


def named(mine: object, expected: object, equal: Equal | None = None) -> bool:
    """Is MINE the text of the enum member EXPECTED: its name or its value, in any case?

    >>> from blackjack.editions.bank import Player
    >>> named("guest", Player.GUEST), named("bank", Player.GUEST)
    (True, False)
    """
    return (type(mine) is str and isinstance(expected, enum.Enum)
            and mine.casefold() in (expected.name.casefold(), str(expected.value).casefold()))


def item_of(whole: object, part: object, equal: Equal) -> int | None:
    """The place of PART among the items of WHOLE, a tuple of values of more than one kind (not a hand)."""
    if not isinstance(whole, tuple) or len(whole) < 2 or is_cards(whole):
        return None
    return next((i for i, item in enumerate(whole) if equal(item, part)), None)


def left_out(mine: object, expected: object, equal: Equal | None = None) -> list[int] | None:
    """The places of EXPECTED's items that MINE leaves out, when MINE is EXPECTED with some items left out, the
    others in order (tuples; the student's items compared only when of the reference's types).

    >>> left_out((2, 3), (1, 2, 3)), left_out((1, 3), (1, 2, 3, 4)), left_out((3, 2), (1, 2, 3))
    ([0], [1, 3], None)
    >>> from blackjack.core.cards import hand
    >>> left_out(hand("K♦"), hand("A♠ K♦")), left_out(hand("A♠"), hand("A♠ K♦"))
    (None, [1])
    """
    if not isinstance(mine, tuple) or not isinstance(expected, tuple) or len(mine) >= len(expected):
        return None
    if not {type(item) for item in mine} <= {type(item) for item in expected}:
        return None
    places, kept = [], iter(mine)
    now = next(kept, None)
    for place, item in enumerate(expected):
        if now is not None and item == now:
            now = next(kept, None)
        else:
            places.append(place)
    if now is not None or is_cards(expected) and places == list(range(len(places))):
        return None  # a hand without its first cards drew fewer (a new card goes first): no card was left out
    return places


def leaving_out(places: list[int], expected: tuple) -> str:
    """What a value leaves out of EXPECTED, in words."""
    if places == [0]:
        return "the first item"
    if places == [len(expected) - 1]:
        return "the last item"
    return show(tuple(expected[place] for place in places))


def ordinal(at: int) -> str:
    return ORDINALS[at] if at < len(ORDINALS) else f"{at + 1}th"


def spacing(mine: str, expected: str) -> str:
    """The first difference between two texts that differ only in their spacing, in words."""
    tag, i1, i2, j1, j2 = next(op for op in difflib.SequenceMatcher(None, expected, mine).get_opcodes()
                               if op[0] != "equal")
    while i1 and j1 and expected[i1 - 1] == mine[j1 - 1] and SEPARATORS.match(expected[i1 - 1]):
        i1, j1 = i1 - 1, j1 - 1  # the whole gap: "2 spaces in place of a space", not "a space too many"
    while i2 < len(expected) and j2 < len(mine) and expected[i2] == mine[j2] and SEPARATORS.match(expected[i2]):
        i2, j2 = i2 + 1, j2 + 1
    ours, theirs = expected[i1:i2], mine[j1:j2]
    where = " at the start" if i1 == 0 else " at the end" if i1 == len(expected) or i2 == len(expected) else ""
    if not theirs:
        return f"{gap(ours)} left out{where}"
    if not ours:
        return f"{gap(theirs)} too many{where}"
    return f"{gap(theirs)} in place of {gap(ours)}{where}"


def gap(text: str) -> str:
    """Spaces and separators in words: "a space", "2 spaces", "a new line", or as written."""
    if text == "\n":
        return "a new line"
    if set(text) == {" "}:
        return "a space" if len(text) == 1 else f"{len(text)} spaces"
    return show(text)


def differing(mine: dict, expected: dict) -> tuple[str, object, object] | None:
    """The first field the student's observation differs in, with both values; None when what was said
    differs, or a field is missing."""
    if set(mine) != set(expected):
        return None
    keys = [k for k in expected if mine[k] != expected[k]]
    return (keys[0], mine[keys[0]], expected[keys[0]]) if keys and not set(keys) & set(SAID) else None


Test = Callable[[object, object, Equal], bool]  # does the student's value differ from the expected one in this way?


def shapes(mine: dict, expected: dict) -> list[Symptom]:
    """The symptoms of shape to try, from the counterexample (MINE and EXPECTED there)."""
    found = differing(mine, expected)
    if found is None:
        return []
    key, theirs, ours = found
    return [Symptom(each_differing(test), lambda m, e, said=said: f"{said}, on every input the check tried")
            for test, said in kinds(theirs, ours, "" if key == "returns" else f" in `{key}`")]


def kinds(theirs: object, ours: object, where: str) -> list[tuple[Test, str]]:
    """The shapes of the student's value THEIRS where OURS is expected (WHERE says where they are): each as its
    test and its sentence."""
    equal: Equal = lambda a, b: a == b
    at = one_item(theirs, ours)
    if at is not None:
        return [(lambda m, e, eq, at=at, test=test: one_item(m, e) == at and test(m[at], e[at], eq), said)
                for test, said in kinds(theirs[at], ours[at], f"{where} as the {ordinal(at)} item")]
    names = fields_differing(theirs, ours)
    if names:
        inner = kinds(getattr(theirs, names[0]), getattr(ours, names[0]), f" in `{names[0]}`{where}")
        return [(lambda m, e, eq, test=test: each_field(m, e, lambda a, b: test(a, b, eq)), said)
                for test, said in inner]
    said = f"{show(theirs)} where {show(ours)} is expected{where}"
    found: list[tuple[Test, str]] = []
    if spaced(theirs, ours):
        found.append((spaced, f"gives {said}: {spacing(theirs, ours)}; only spaces and separators differ"))
    if reworded(theirs, ours):
        found.append((reworded, f"gives the right words in another order: {said}"))
    pair = replaced(theirs, ours)
    if pair:
        found.append((lambda m, e, eq: replaced(m, e) == pair,
                      f"gives {said}: {word(pair[0])} in place of {word(pair[1])}, the rest the same"))
    if shortened(theirs, ours):
        cut = words_replaced(theirs, ours)[0]
        found.append((shortened, f"gives {said}: {word(cut[0])} in place of {word(cut[1])}; only words cut short"
                      " differ"))
    if named(theirs, ours):
        found.append((named, f"gives the text {said}: the member itself, not its name"))
    at = item_of(ours, theirs, equal)
    if at is not None:
        found.append((lambda m, e, eq, at=at: item_of(e, m, eq) == at,
                      f"gives only the {ordinal(at)} item of what is expected: {said}"))
    at = item_of(theirs, ours, equal)
    if at is not None:
        found.append((lambda m, e, eq, at=at: item_of(m, e, eq) == at, f"gives more than is asked: {show(theirs)}"
                      f" where only its {ordinal(at)} item, {show(ours)}, is expected{where}"))
    name = field_of(ours, theirs, equal)
    if name is not None:
        found.append((lambda m, e, eq, name=name: field_of(e, m, eq) == name, f"gives only the `{name}` of the"
                      f" {type(ours).__name__} expected{where}: {show(theirs)}"))
    places = left_out(theirs, ours) if theirs else None
    if places:
        found.append((left_out, f"leaves out {leaving_out(places, ours)}: {said}; every other item is there, in order"))
    return found


def one_item(mine: object, expected: object) -> int | None:
    """The place of the one item in which two tuples of the same length differ; None if not exactly one."""
    if not isinstance(mine, tuple) or not isinstance(expected, tuple) or len(mine) != len(expected):
        return None
    places = [i for i, (a, b) in enumerate(zip(mine, expected)) if a != b]
    return places[0] if len(places) == 1 else None


def fields_differing(mine: object, expected: object) -> list[str]:
    """The fields (that hold data) in which two records of the same type differ."""
    if type(mine) is not type(expected) or not dataclasses.is_dataclass(expected) or isinstance(expected, type):
        return []
    return [f.name for f in dataclasses.fields(expected)
            if f.repr and getattr(mine, f.name) != getattr(expected, f.name)]


def each_field(mine: object, expected: object, test: Callable[[object, object], bool]) -> bool:
    """Do two records of the same type differ, each field that differs passing TEST?"""
    names = fields_differing(mine, expected)
    return bool(names) and all(test(getattr(mine, n), getattr(expected, n)) for n in names)


def replaced(mine: object, expected: object) -> tuple[str, str] | None:
    """The one word (between spaces) of the text MINE that differs from EXPECTED's, and EXPECTED's.

    >>> replaced("ValueError: empty", "EmptyDeckError: empty"), replaced("a b", "c d")
    (('ValueError:', 'EmptyDeckError:'), None)
    """
    pairs = words_replaced(mine, expected)
    return pairs[0] if pairs is not None and len(pairs) == 1 else None


def shortened(mine: object, expected: object, equal: Equal | None = None) -> bool:
    """Is each word of the text MINE that differs from EXPECTED's the start of EXPECTED's word there, cut
    between letters (a number cut short is another number)?

    >>> shortened("2 of Hearts\\nJ of Spades", "2 of Hearts\\nJack of Spades"), shortened("Jack", "J")
    (True, False)
    >>> shortened("total 1", "total 11")
    False
    """
    pairs = words_replaced(mine, expected)
    return bool(pairs) and all(b.startswith(a) and b[len(a):].isalpha() and a[-1:].isalpha() for a, b in pairs)


def words_replaced(mine: object, expected: object) -> list[tuple[str, str]] | None:
    """The words (between spaces) of the text MINE that differ from EXPECTED's, with EXPECTED's; None when
    the texts have not as many words."""
    if not texts(mine, expected) or len(mine.split()) != len(expected.split()):
        return None
    return [(a, b) for a, b in zip(mine.split(), expected.split()) if a != b]


def word(text: str) -> str:
    """A word as shown: without the punctuation around it, unless that is what differs."""
    return show(text.strip(".,:;!?") or text)


def field_of(whole: object, part: object, equal: Equal) -> str | None:
    """The name of the field of the record WHOLE that is PART."""
    if not dataclasses.is_dataclass(whole) or isinstance(whole, type):
        return None
    return next((f.name for f in dataclasses.fields(whole) if f.repr and equal(getattr(whole, f.name), part)), None)
