"""``python -m blackjack``: the terminal game (see ``blackjack.cli``)."""

from blackjack.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
