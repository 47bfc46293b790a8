"""The core: cards, hands and their values, decks and shuffles, rule sets and presets.

Pure functions and frozen data, no input or output; nothing here knows any one edition.
"""
