"""Nothing lost through any door: every path from a game in progress to another game keeps it, or asks.

For each kind of game, the explorer starts the real window loop on the title screen with a game of every
kind in progress (each kind's autosave) and a named save of another game in progress and of a finished
game. It follows every button of every screen it meets (the title screen and its game cards, the game
chooser, the new-game forms, the Load screen's rows, the in-game menu, the results screens, the question
itself; a game screen is left through its menu, its window closed, or a guided game's last step), with
posted events, to a fixed depth. A path ends where another game runs (its first move writes its
autosave), where a game is watched, or where the window closed. After every step, every game of the start
is still on disk, under Load or in its recently deleted, and an autosave that left its place was asked
about. A screen the explorer does not know fails the test, and so does a new button that starts a game
without going through the shell's door (`cuzco.shell.scenes.doors`).
"""

from __future__ import annotations

import re
from collections import deque

import pytest

from cuzco.shell.main import App
from cuzco.shell.settings import Settings
from tests.shell.door_world import KINDS, SIZE, World, game_of

MAX_DEPTH = 8
_STAMP = re.compile(r"^\d{10,}-")


def signature(world: World, path: tuple[str, ...]) -> object:
    """What decides what can happen next: the screens (and the game each shows), the files, and for a
    question, the door it was asked at."""
    screens = []
    for scene in world.app.stack.scenes:
        game = game_of(scene)
        screens.append((type(scene).__name__, None if game is None else (repr(game.setup), len(game.actions))))
    files = frozenset((_STAMP.sub("", p.name), p.stat().st_size) for p in world.folder.rglob("*.json"))
    last = path[-1] if type(world.top).__name__ == "KeepGameDialog" else ""
    # a results screen's pages offer more at the last (Cuzco's reveals its final scoring first)
    top = world.top
    buttons = getattr(top, "buttons", None)
    labels = tuple((k, b.label) for k, b in buttons.items()) if isinstance(buttons, dict) else ()
    offered = (labels, getattr(top, "page", None), getattr(top, "revealed", None))
    return tuple(screens), files, last, getattr(world.top, "hand_back", None), offered


def explore(kind: str) -> tuple[list[str], set[tuple[str, str]], int]:
    """Every path from the title screen; (what was lost where, the doors taken, paths walked)."""
    world = World(kind, App(SIZE, settings=Settings(), fps=None))
    problems: list[str] = []
    taken: set[tuple[str, str]] = set()
    seen: set[object] = set()
    frontier: deque[tuple[str, ...]] = deque([()])  # breadth first: each state is met by its shortest path
    walked = 0
    while frontier:
        path = frontier.popleft()
        world.reset()
        for label in path:
            taken.add((type(world.top).__name__, label))
            world.take(label)
        walked += 1
        ended = not world.app.running or world.watching or world.another_game_runs()
        if ended:
            world.first_move()
        for problem in world.losses():
            problems.append(f"{problem} after {' > '.join(path)}")
        if ended or len(path) >= MAX_DEPTH or not world.app.stack.scenes:
            continue
        key = signature(world, path)
        if key in seen:
            continue
        seen.add(key)
        actions = world.actions()
        frontier.extend(path + (label,) for label in actions)
    return problems, taken, walked


# the doors each kind's exploration must have gone through (screen, what was done there)
def doors_of(kind: str) -> set[tuple[str, str]]:
    return {
        ("MenuScene", "button:continue"), ("MenuScene", "button:new"), ("MenuScene", f"card:{kind}"),
        ("MenuScene", "button:load"), ("MenuScene", "button:learn"), ("MenuScene", "button:quit"),
        ("GameChooserScene", f"button:game:{kind}"), ("GameMenu", "button:new"), ("GameMenu", "button:load"),
        ("LoadScene", f"row:{kind} unfinished.json:load"), ("LoadScene", f"row:{kind} finished.json:load"),
        ("LoadScene", f"row:{kind} finished.json:watch"), ("KeepGameDialog", "button:keep"),
        ("KeepGameDialog", "button:discard"), ("KeepGameDialog", "button:cancel"),
    }


@pytest.mark.parametrize("kind", KINDS)
def test_every_door_from_a_game_in_progress_keeps_it_or_asks(kind: str) -> None:
    problems, taken, walked = explore(kind)
    assert not problems, "\n".join(problems[:20])
    missing = doors_of(kind) - taken
    assert not missing, f"the explorer never went through {sorted(missing)}"
    results = {label for screen, label in taken if screen.endswith(("Results", "ResultsScene"))}
    assert {"button:new", "button:watch", "button:menu"} <= results, results
    assert any(label == "door:play_a_game" for _screen, label in taken) or kind == "cuzco"
    assert any(label == "window:close" for _screen, label in taken)
    assert walked > 50
