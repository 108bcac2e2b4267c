"""Nothing lost: a game process killed without warning resumes at its last action.

A child process plays a hot-seat game through the real GameScene (every action
goes through `perform`, which autosaves), printing how many actions it has
applied. The parent kills it with SIGKILL mid-game and loads the autosave.
"""

from __future__ import annotations

import signal
import textwrap
from pathlib import Path

import pytest

from cuzco.games.cuzco.rules.record import load_game
from tests.kill_child import kill_after

CHILD = textwrap.dedent(
    """
    import os, sys
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    import pygame
    from cuzco.games.cuzco.bots import make_bot
    from cuzco.games.cuzco.rules.record import Game
    from cuzco.games.cuzco.rules.setup import Setup
    from cuzco.games.cuzco.ui.game_scene import GameScene
    from cuzco.shell.settings import Settings

    pygame.display.init()
    pygame.display.set_mode((800, 600))
    game = Game.new(Setup(("Ana", "Bo", "Cy"), seed=3))
    scene = GameScene(game, Settings(), hotseat=True)
    bot = make_bot("greedy", 3)
    while not game.state.is_over:
        scene.perform(bot.choose(game.state))
        print(len(game.actions), flush=True)
    """
)


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_killed_game_resumes_at_its_last_action(tmp_path: Path) -> None:
    reported = kill_after(CHILD, tmp_path, 40)
    assert reported >= 40, "the child game did not get going"

    saved = load_game(tmp_path / "saves" / "autosave.json")
    # every reported action is on disk; at most one more landed between its save and the kill
    assert reported <= len(saved.actions) <= reported + 1
