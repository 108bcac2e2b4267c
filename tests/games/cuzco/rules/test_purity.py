"""The rules are pure Python: no pygame, no UI, no hidden randomness, no mutation of a given state."""

from __future__ import annotations

import ast
import random
import subprocess
import sys
from pathlib import Path

from cuzco.games.cuzco.rules.actions import Action, DrawCard, EndTurn, PlaceTerrain
from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.rules.state import GameState
from tests.games.cuzco.rules.builders import fresh, ready
from tests.games.cuzco.rules.scenes import snapshot

RULES = Path(__file__).resolve().parents[4] / "cuzco" / "games" / "cuzco" / "rules"
MODULES = sorted(f"cuzco.games.cuzco.rules.{p.stem}" for p in RULES.glob("*.py") if p.stem != "__init__")


def test_rules_import_no_pygame() -> None:
    script = (
        "import importlib, sys\n"
        f"for name in {MODULES!r}:\n"
        "    importlib.import_module(name)\n"
        "print(' '.join(sorted(sys.modules)))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], cwd=RULES.parents[3], capture_output=True,
                          text=True, timeout=120, check=True)
    loaded = set(done.stdout.split())
    assert "cuzco.games.cuzco.rules.queries" in loaded and "cuzco.games.cuzco.rules.record" in loaded
    assert not any(m == "pygame" or m.startswith("pygame.") for m in loaded)
    ui_or_bots = ("cuzco.shell", "cuzco.games.cuzco.bots", "cuzco.cli", "cuzco.games.cuzco.cli")
    assert not any(m.startswith(ui_or_bots) or m == "cuzco.app" for m in loaded)


# Modules of the app that are themselves standard library only and shared by every game's rules.
APP_WIDE = {"cuzco.atomic_files", "cuzco.json_limits", "cuzco.text"}


def test_rules_source_imports_only_stdlib_numpy_and_itself() -> None:
    allowed = set(sys.stdlib_module_names) | {"numpy"}
    for path in RULES.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            else:
                continue
            for name in names:
                top = name.split(".")[0]
                ok = top in allowed or name.startswith("cuzco.games.cuzco.rules") or name in APP_WIDE
                assert ok, f"{path.name} imports {name}"


def walk(state: GameState) -> list[GameState]:
    """A short fixed game: placements, draws (one forcing a reshuffle), ends of turn."""
    states = [state]
    script: list[Action] = [
        PlaceTerrain("triple", Hex(0, 0), 0), DrawCard("deck"), DrawCard("faceup"), EndTurn(),
        PlaceTerrain("double", Hex(-3, 0), 1), DrawCard("deck"), EndTurn(),
        PlaceTerrain("crop", Hex(3, 2), 0), DrawCard("deck"), DrawCard("deck"), EndTurn(),
    ]
    for action in script:
        before = snapshot(states[-1])
        states.append(states[-1].apply(action))
        assert states[-2] == before, f"apply({action!r}) changed the state it was given"
    return states


def test_apply_never_mutates_its_input() -> None:
    state = fresh()
    state.discard.extend(state.deck[:-3])  # few cards left: the walk runs the deck dry and reshuffles
    del state.deck[:-3]
    states = walk(state)
    assert states[-1].reshuffles >= 1


def test_rules_ignore_the_global_random_generator() -> None:
    def run(global_seed: int) -> GameState:
        random.seed(global_seed)
        state = fresh(seed="purity")
        state.discard.extend(state.deck[:-3])
        del state.deck[:-3]
        return walk(state)[-1]

    a, b = run(1), run(2)
    assert a == b
    assert a.reshuffles >= 1


def test_legal_actions_and_check_change_nothing() -> None:
    state = ready(fresh(3))
    before = snapshot(state)
    actions = state.legal_actions()
    for action in actions[:: max(1, len(actions) // 200)]:
        state.check(action)
    assert state == before
