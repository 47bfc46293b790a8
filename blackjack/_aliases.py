"""The modules' old import paths, from before the package had layers.

Notebooks written against ``blackjack.hands`` or ``blackjack.widgets`` keep
working: importing an old path gives the very module at its new path.

>>> import blackjack.hands, blackjack.core.hands
>>> blackjack.hands is blackjack.core.hands
True
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.util
from types import ModuleType

MOVED = {
    "cards": "core.cards", "hands": "core.hands", "decks": "core.decks", "rules": "core.rules",
    "game": "editions.classic", "prompts": "editions.prompts", "betting": "editions.betting",
    "hand_and_deck": "editions.hand_and_deck", "interface": "editions.bank", "table_sim": "editions.casino",
    "table": "editions.table", "exact": "dealer.exact", "simulate": "dealer.simulate", "plots": "dealer.plots",
    "cli": "play.cli", "widgets": "play.widgets",
}


class OldPaths(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Finds ``blackjack.<old name>`` and loads the module at its new path."""

    def find_spec(self, name: str, path: object = None, target: object = None):
        package, _, old = name.partition(".")
        if package != "blackjack" or old not in MOVED:
            return None
        return importlib.util.spec_from_loader(name, self)

    def create_module(self, spec) -> ModuleType:
        module = importlib.import_module(f"blackjack.{MOVED[spec.name.partition('.')[2]]}")
        spec.loader_state = module.__spec__  # put back after the import system sets the alias's spec
        return module

    def exec_module(self, module: ModuleType) -> None:
        module.__spec__ = module.__spec__.loader_state


def install() -> None:
    """Let the old paths import (once, however often it is called)."""
    import sys

    if not any(isinstance(finder, OldPaths) for finder in sys.meta_path):
        sys.meta_path.append(OldPaths())
