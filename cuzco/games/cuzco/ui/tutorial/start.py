"""Where the guided first game starts: a two-player game late enough that every idea comes up soon.

The position is data (`start.json`: a seed and the actions that lead to it),
made once by `python -m cuzco.games.cuzco.ui.tutorial.start` from two Normal computers
playing that seed until only a few triples are left and it is the first
seat's turn. Loading replays the actions through the rules (each one is
checked), under translated player names: the learner and one computer.
"""

from __future__ import annotations

import json
import sys
from importlib import resources
from typing import Any

from cuzco.games.cuzco.rules.actions import action_from_json, action_to_json
from cuzco.games.cuzco.rules.record import Game
from cuzco.games.cuzco.rules.setup import Setup
from cuzco.shell.i18n import _

SEED = 5
TRIPLES_LEFT = 4  # the learner's first turn starts with this many triples in the supply
COMPUTER_SEAT = 1
COMPUTER_LEVEL = "normal"


def names() -> tuple[str, str]:
    return (_("Amaru"), _("Inti"))


def load_start() -> Game:
    """A new, in-memory game at the tutorial's starting position (never a file of the player's)."""
    raw = json.loads(resources.files("cuzco.games.cuzco.ui.tutorial").joinpath("start.json").read_text("utf-8"))
    game = Game.new(Setup(names(), raw["seed"], first_player=0))
    for data in raw["actions"]:
        game.apply(action_from_json(data))
    return game


def build_start() -> dict[str, Any]:
    """Play the fast-forward with two Normal computers (slow: a few seconds; run once, kept as data)."""
    from cuzco.games.cuzco.bots import make_bot

    game = Game.new(Setup(("A", "B"), SEED, first_player=0))
    bots = [make_bot(COMPUTER_LEVEL, f"tutorial/{i}") for i in range(2)]
    while True:
        s = game.state
        if s.phase == "turn" and s.current == 0 and not s.placed and s.triples <= TRIPLES_LEFT:
            break
        game.apply(bots[s.actor].choose(s))
    return {"seed": SEED, "actions": [action_to_json(a) for a in game.actions]}


if __name__ == "__main__":
    json.dump(build_start(), sys.stdout, separators=(",", ":"))
    print()
