"""The editions of the game, one module each, built on the core.

- ``classic``: the dealer-and-player game of seeds 000/001, one ``Game`` record.
- ``hand_and_deck``: seed 001's edition, where hand and deck travel apart.
- ``prompts``, ``betting``: asking the player, and money (seeds 000/001 and their bonuses).
- ``bank``: seed 002's bank game and its ``Interface``.
- ``casino``: seed 003's simulated casino table.
- ``table``: seed 004's table with other players and chip stacks.
"""
