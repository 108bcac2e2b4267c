"""The game runs without numpy: the executable leaves it out (it is 38+ MB with its OpenBLAS).

Each child process starts with `sys.modules["numpy"] = None`, so any `import numpy`
anywhere raises ImportError, exactly as in a bundle or an install that lacks it.
"""

from __future__ import annotations

import subprocess
import sys

from cuzco.shell import sound
from tests.packaging.packaging_support import REPO_ROOT, child_env, numpy_importers

BLOCK = "import sys; sys.modules['numpy'] = None; "
DUMMY = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


def run_blocked(code: str, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", BLOCK + code], cwd=REPO_ROOT, env=child_env(DUMMY),
        capture_output=True, text=True, timeout=timeout, check=False,
    )


def test_the_block_really_hides_numpy() -> None:
    done = run_blocked("import numpy")
    assert done.returncode != 0 and "import of numpy halted" in done.stderr


def test_no_module_of_the_game_imports_numpy() -> None:
    assert numpy_importers() == []


def test_textures_and_sounds_are_made_without_numpy() -> None:
    code = (
        "import pygame; pygame.init(); "
        "from cuzco.shell import sound; from cuzco.games.cuzco.ui import palette as theme; "
        "from cuzco.games.cuzco.ui.render import textures as t; "
        "tops = [t.crop_top(3, 1, 30.0, 0.8), t.village_top(2, 2, 30.0, 0.8), t.water_top(30.0, 0.8), "
        "t.ground_top(theme.RING_GROUND, 30.0, 0.8, 1), t.flat_hex((9, 9, 9, 99), 30.0, 0.8)]; "
        "assert all(s.get_size() == t.sprite_size(30.0, 0.8) for s in tops); "
        "sounds = [sound.get(n) for n in sound.SOUND_NAMES]; "
        "print('sounds', sum(s is not None for s in sounds), 'numpy' in sys.modules and sys.modules['numpy'])"
    )
    done = run_blocked(code)
    assert done.returncode == 0, done.stderr
    loaded = int(done.stdout.split()[1])
    assert loaded in (0, len(sound.SOUND_NAMES)), done.stdout  # 0 only where no mixer can start at all
    assert done.stdout.split()[2] == "None"


def test_a_demo_game_draws_without_numpy() -> None:
    done = run_blocked("from cuzco.app import main; sys.exit(main(['--demo', '--frames', '30']))")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Traceback" not in done.stderr


def test_selfplay_runs_without_numpy() -> None:
    done = run_blocked(
        "from cuzco.app import main; sys.exit(main(['selfplay', '--players', '2', '--seed', '3', '--json']))"
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Traceback" not in done.stderr
