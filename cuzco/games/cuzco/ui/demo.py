"""The demo: four computer players playing whole Cuzco games in the window (`cuzco --demo`)."""

from __future__ import annotations

import random
from typing import Any

from cuzco.games.cuzco.bots import make_bot
from cuzco.games.cuzco.rules.record import Game
from cuzco.games.cuzco.rules.setup import Setup
from cuzco.games.cuzco.ui.game_scene import GameScene
from cuzco.shell.scene import Scene

DEMO_NAMES = ("Amaru", "Killa", "Inti", "Sisa")


def demo_scene(settings: Any, seed: int | None = None, bot_delay: float = 0.35) -> Scene:
    """Four bots playing a whole game in the real window; a new game starts when one ends."""
    seed = random.randrange(1 << 30) if seed is None else seed
    game = Game.new(Setup(DEMO_NAMES, seed))
    bots = {i: make_bot("greedy" if i % 2 == 0 else "random", f"{seed}/{i}") for i in range(len(DEMO_NAMES))}
    scene = GameScene(game, settings, hotseat=False, bots=bots, bot_delay=bot_delay, demo=True)
    scene.restart = lambda: demo_scene(settings, None, bot_delay)
    return scene


