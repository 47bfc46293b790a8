"""``python -m blackjack``: the terminal game (see ``blackjack.play.cli``)."""

from blackjack.play.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
