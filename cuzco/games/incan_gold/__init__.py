"""Incan Gold, the push-your-luck temple expedition for 3 to 8 players.

`rules` is the pure game (no pygame), `bots` the computer players and their
arena, `cli` the headless commands, `ui` the screens. The rules reference is
docs/incan-gold.md.
"""

GAME_ID = "incan-gold"
