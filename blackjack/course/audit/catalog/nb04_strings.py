"""Answers to notebook 04's string bonuses: lowercase (3.4) and trimming spaces (3.5)."""

from blackjack.course.audit.catalog import right, wrong

LOWERCASE = [
    right("3.4", "the seed's toLower mapped over the characters, as a loop", """
def make_all_lowercase(text):
    lowered = ""
    for ch in text:
        lowered += ch.lower()
    return lowered
""", seed_only=True),
    right("3.4", "str.lower all at once", """
def make_all_lowercase(text):
    return text.lower()
"""),
    wrong("3.4", "only 'A' to 'Z' lowered, by their character codes: É is an uppercase letter too (toLower lowers it)", """
def make_all_lowercase(text):
    return "".join(chr(ord(ch) + 32) if "A" <= ch <= "Z" else ch for ch in text)
"""),
    wrong("3.4", "the seed's loop with casefold for lower: it changes letters that are not capitals too (ß becomes ss)", """
def make_all_lowercase(text):
    return "".join(map(str.casefold, text))
"""),
    wrong("3.4", "uppercase instead", """
def make_all_lowercase(text):
    return text.upper()
"""),
    wrong("3.4", "swaps the case", """
def make_all_lowercase(text):
    return "".join(ch.lower() if ch.isupper() else ch.upper() for ch in text)
"""),
    wrong("3.4", "only the first letter", """
def make_all_lowercase(text):
    return text[:1].lower() + text[1:]
"""),
    wrong("3.4", "the loop stops one character early", """
def make_all_lowercase(text):
    return "".join(text[i].lower() for i in range(len(text) - 1))
"""),
    wrong("3.4", "keeps letters only", """
def make_all_lowercase(text):
    return "".join(ch.lower() for ch in text if ch.isalpha())
"""),
    wrong("3.4", "adds 32 to every character that is not lowercase", """
def make_all_lowercase(text):
    return "".join(ch if ch.islower() else chr(ord(ch) + 32) for ch in text)
"""),
    wrong("3.4", "lowercases and strips the spaces too", """
def make_all_lowercase(text):
    return text.lower().strip()
"""),
]

TRIMMING = [
    right("3.5", "loops, and rstrip's work done by hand with seek_non_space's help", """
def trim_leading_spaces(text):
    i = 0
    while i < len(text) and text[i] == " ":
        i += 1
    return text[i:]

def seek_non_space(text):
    for i, ch in enumerate(text):
        if ch != " ":
            return text[:i], ch, text[i + 1:]
    return None

def trim_trailing_spaces(text):
    kept, found = "", seek_non_space(text)
    while found is not None:
        spaces, ch, rest = found
        kept += spaces + ch
        found = seek_non_space(rest)
    return kept
""", seed_only=True),
    right("3.5", "Python's own strip methods and find", """
def trim_leading_spaces(text):
    return text.lstrip(" ")

def seek_non_space(text):
    rest = text.lstrip(" ")
    if rest == "":
        return None
    spaces = text[: len(text) - len(rest)]
    return spaces, rest[0], rest[1:]

def trim_trailing_spaces(text):
    return text.rstrip(" ")
"""),
    wrong("3.5", "trim_leading_spaces removes every space, inside ones too", """
def trim_leading_spaces(text):
    return text.replace(" ", "")

def seek_non_space(text):
    rest = text.lstrip(" ")
    return (text[: len(text) - len(rest)], rest[0], rest[1:]) if rest else None

def trim_trailing_spaces(text):
    return text.rstrip(" ")
"""),
    wrong("3.5", "isspace() for a space: a tab or a newline is taken for a space and trimmed too", """
def trim_leading_spaces(text):
    while text and text[0].isspace():
        text = text[1:]
    return text

def seek_non_space(text):
    rest = trim_leading_spaces(text)
    return (text[: len(text) - len(rest)], rest[0], rest[1:]) if rest else None

def trim_trailing_spaces(text):
    found = seek_non_space(text)
    if found is None:
        return ""
    spaces, char, rest = found
    return spaces + char + trim_trailing_spaces(rest)
"""),
    wrong("3.5", "trim_leading_spaces strips both ends", """
def trim_leading_spaces(text):
    return text.strip(" ")

def seek_non_space(text):
    rest = text.lstrip(" ")
    return (text[: len(text) - len(rest)], rest[0], rest[1:]) if rest else None

def trim_trailing_spaces(text):
    return text.rstrip(" ")
"""),
    wrong("3.5", "trim_leading_spaces removes one space only", """
def trim_leading_spaces(text):
    return text[1:] if text.startswith(" ") else text

def seek_non_space(text):
    rest = text.lstrip(" ")
    return (text[: len(text) - len(rest)], rest[0], rest[1:]) if rest else None

def trim_trailing_spaces(text):
    return text.rstrip(" ")
"""),
    wrong("3.5", "seek_non_space's rest still holds the character", """
def trim_leading_spaces(text):
    return text.lstrip(" ")

def seek_non_space(text):
    rest = text.lstrip(" ")
    return (text[: len(text) - len(rest)], rest[0], rest) if rest else None

def trim_trailing_spaces(text):
    return text.rstrip(" ")
"""),
    wrong("3.5", "seek_non_space gives ('', '', '') instead of None for all spaces", """
def trim_leading_spaces(text):
    return text.lstrip(" ")

def seek_non_space(text):
    for i, ch in enumerate(text):
        if ch != " ":
            return text[:i], ch, text[i + 1:]
    return "", "", ""

def trim_trailing_spaces(text):
    return text.rstrip(" ")
"""),
    wrong("3.5", "seek_non_space returns the spaces and the rest only", """
def trim_leading_spaces(text):
    return text.lstrip(" ")

def seek_non_space(text):
    rest = text.lstrip(" ")
    return (text[: len(text) - len(rest)], rest) if rest else None

def trim_trailing_spaces(text):
    return text.rstrip(" ")
"""),
    wrong("3.5", "trim_trailing_spaces drops the spaces between words too", """
def trim_leading_spaces(text):
    return text.lstrip(" ")

def seek_non_space(text):
    rest = text.lstrip(" ")
    return (text[: len(text) - len(rest)], rest[0], rest[1:]) if rest else None

def trim_trailing_spaces(text):
    found = seek_non_space(text)
    if found is None:
        return ""
    spaces, ch, rest = found
    return ch + trim_trailing_spaces(rest)
"""),
    wrong("3.5", "trim_trailing_spaces removes one trailing space only", """
def trim_leading_spaces(text):
    return text.lstrip(" ")

def seek_non_space(text):
    rest = text.lstrip(" ")
    return (text[: len(text) - len(rest)], rest[0], rest[1:]) if rest else None

def trim_trailing_spaces(text):
    return text[:-1] if text.endswith(" ") else text
"""),
]
