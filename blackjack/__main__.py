"""``python -m blackjack``: the terminal game (see ``blackjack.play.cli``)."""

import sys


def start() -> int:
    """Load and run the game; a Ctrl-C while it loads ends quietly too (status 130)."""
    try:
        from blackjack.play.cli import main

        return main()
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(start())
