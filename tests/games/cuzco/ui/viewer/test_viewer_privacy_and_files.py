"""The viewer's privacy rule, its doors (Load -> Watch, results -> Watch again, `cuzco view`), and
bad files refused with the loader's own reason."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from cuzco import paths
from cuzco.games.cuzco.rules.record import Game, save_game
from cuzco.games.cuzco.ui.scenes.results import ResultsScene
from cuzco.games.cuzco.ui.viewer.reveal_dialog import RevealDialog
from cuzco.games.cuzco.ui.viewer.scene import ViewerScene
from cuzco.shell.scene import SceneStack
from cuzco.shell.scenes.save_load import LoadScene
from cuzco.shell.settings import Settings
from tests.drawn_text import record_drawn_text
from tests.games.cuzco.ui.viewer.conftest import open_viewer

REPO = Path(__file__).resolve().parents[5]


# ---- privacy ---------------------------------------------------------------------------------
def test_a_finished_game_shows_every_hand(viewer) -> None:  # type: ignore[no-untyped-def]
    viewer.key(pygame.K_END)
    assert viewer.scene.finished and viewer.scene.revealed
    assert viewer.scene.view.hands._key is not None  # the every-hand panel was drawn
    viewer.key(pygame.K_h)  # nothing to hide in a finished game, and no warning either
    assert viewer.scene.revealed
    assert viewer.app.stack.top is viewer.scene


def test_a_game_in_progress_hides_hands_until_the_players_confirm(in_progress) -> None:  # type: ignore[no-untyped-def]
    viewer = open_viewer(in_progress)
    scene = viewer.scene
    viewer.key(pygame.K_END)
    assert not scene.finished and not scene.revealed
    assert scene.view.hands._key is None  # never drawn
    assert scene.view.cards._cache_key is not None and scene.view.cards._cache_key[8] is None  # no hand shown

    viewer.button("hands")
    dialog = viewer.app.stack.top
    assert isinstance(dialog, RevealDialog)
    viewer.key(pygame.K_ESCAPE)  # changed their mind
    assert viewer.app.stack.top is scene and not scene.revealed
    viewer.key(pygame.K_h)
    assert isinstance(viewer.app.stack.top, RevealDialog)
    viewer.key(pygame.K_RETURN)  # Enter keeps them hidden
    assert not scene.revealed

    viewer.key(pygame.K_h)
    dialog = viewer.app.stack.top
    viewer.click(dialog.buttons["show"].rect.center)
    assert viewer.app.stack.top is scene and scene.revealed
    viewer.step()
    assert scene.view.hands._key is not None
    viewer.key(pygame.K_h)  # and hidden again at once
    assert not scene.revealed
    pygame.quit()


# ---- Load -> Watch ---------------------------------------------------------------------------
def _load_screen() -> tuple[SceneStack, LoadScene, pygame.Surface]:
    pygame.init()
    screen = pygame.display.set_mode((1280, 800))
    stack = SceneStack()
    load = LoadScene(Settings())
    stack.push(load)
    stack.draw(screen)
    return stack, load, screen


def _click(stack: SceneStack, pos: tuple[int, int]) -> None:
    stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))


def test_load_then_watch_opens_the_viewer_and_comes_back(finished_game) -> None:  # type: ignore[no-untyped-def]
    save_game(finished_game, paths.saves_dir() / "a game.json")
    stack, load, screen = _load_screen()
    _click(stack, load.buttons["watch"].rect.center)
    viewer = stack.top
    assert isinstance(viewer, ViewerScene)
    assert viewer.last == len(finished_game.actions)
    stack.draw(screen)
    stack.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    assert stack.top is load
    pygame.quit()


def test_a_tampered_save_is_refused_with_the_loaders_reason(tampered_file) -> None:  # type: ignore[no-untyped-def]
    target = paths.saves_dir() / "tampered.json"
    shutil.copy(tampered_file, target)
    before = target.read_bytes()
    stack, load, screen = _load_screen()
    stack.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_w, mod=0, unicode="w", scancode=0))
    assert stack.top is load
    assert "cannot be watched" in load.message and "action 4 is not valid" in load.message
    assert target.read_bytes() == before  # left exactly as it was
    stack.draw(screen)
    pygame.quit()


# ---- results -> Watch again ---------------------------------------------------------------
def test_watch_again_from_the_results(finished_game) -> None:  # type: ignore[no-untyped-def]
    pygame.init()
    screen = pygame.display.set_mode((1024, 700))
    stack = SceneStack()
    results = ResultsScene(finished_game, Settings())
    stack.push(results)
    results.page = "summary"
    results._layout(screen.get_size(), force=True)
    stack.draw(screen)
    buttons = list(results.buttons.values())
    assert all(screen.get_rect().contains(b.rect) for b in buttons)
    _click(stack, results.buttons["watch"].rect.center)
    viewer = stack.top
    assert isinstance(viewer, ViewerScene) and viewer.revealed
    assert viewer.colours == results.colours
    stack.draw(screen)
    viewer.back()
    assert stack.top is results
    pygame.quit()


# ---- `cuzco view FILE` ------------------------------------------------------------------
def _cuzco(*args: str, display: bool = True) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(REPO)
    if display:
        env["SDL_VIDEODRIVER"] = "dummy"
    else:
        for name in ("SDL_VIDEODRIVER", "DISPLAY", "WAYLAND_DISPLAY"):
            env.pop(name, None)
    return subprocess.run(
        [sys.executable, "-m", "cuzco", *args], cwd=REPO, env=env, capture_output=True, text=True, timeout=120
    )


def test_view_command_runs_headless_for_n_frames(save_file, tmp_path) -> None:  # type: ignore[no-untyped-def]
    before = save_file.read_bytes()
    done = _cuzco("view", str(save_file), "--frames", "20", "--data-dir", str(tmp_path / "data"))
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    assert save_file.read_bytes() == before
    assert not (tmp_path / "data" / "saves" / "autosave.json").exists()


def test_view_command_refuses_a_bad_file_in_one_line(tampered_file, tmp_path) -> None:  # type: ignore[no-untyped-def]
    for path, reason in (
        (tampered_file, "action 4 is not valid"),
        (tmp_path / "missing.json", "no save file"),
    ):
        done = _cuzco("view", str(path), "--frames", "5", display=False)  # refused before any window
        assert done.returncode == 2
        assert "Traceback" not in done.stderr
        lines = done.stderr.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("cuzco view: ") and reason in lines[0], lines
    garbage = tmp_path / "garbage.json"
    garbage.write_bytes(b"\x00\xff{not json")
    done = _cuzco("view", str(garbage))
    assert (
        done.returncode == 2 and "Traceback" not in done.stderr and len(done.stderr.strip().splitlines()) == 1
    )


def test_view_arguments() -> None:
    from cuzco.app import build_parser

    args = build_parser().parse_args(["view", "game.json", "--frames", "3"])
    assert (args.command, str(args.file), args.frames, args.fullscreen) == ("view", "game.json", 3, False)
    args = build_parser().parse_args(["--frames", "4", "view", "game.json", "--fullscreen"])
    assert (args.frames, args.fullscreen) == (4, True)


def test_the_hands_panel_counts_one_card_in_the_singular(monkeypatch: pytest.MonkeyPatch) -> None:
    """Regression: a hand of one card read "1 cartas" in Spanish."""
    from cuzco.games.cuzco.rules.setup import Setup
    from cuzco.games.cuzco.ui.viewer import hands
    from cuzco.shell import i18n

    state = Game.new(Setup(("Ana", "Bea"), 4)).state
    state.players[0].hand = state.players[0].hand[:1]
    texts: list[str] = []
    real = hands.draw_text

    def spy(surf: pygame.Surface, text: str, *args: object, **kwargs: object) -> pygame.Rect:
        texts.append(text)
        return real(surf, text, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(hands, "draw_text", spy)
    pygame.init()
    i18n.set_language("es")
    try:
        hands.HandsPanel().draw(pygame.Surface((300, 400)), pygame.Rect(0, 0, 300, 400), state,
                                [(200, 50, 50), (50, 50, 200)], ("circle", "square"))
    finally:
        i18n.set_language("en")
        pygame.quit()
    assert "1 carta" in texts
    assert f"{len(state.players[1].hand)} cartas" in texts


def test_the_game_over_note_keeps_clear_of_the_speed_buttons(
    finished_game: Game, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Regression: at 1024x700 the note of a finished game ran over the speed text and the + button."""
    from cuzco.games.cuzco.ui.viewer import view as view_module
    from cuzco.shell import i18n

    drawn = record_drawn_text(monkeypatch, view_module)
    for language in ("en", "es"):
        i18n.set_language(language)
        try:
            viewer = open_viewer(finished_game, (1024, 700))
            drawn.clear()
            viewer.step(1)
            view = viewer.scene.view
            note = i18n._("Game over: every hand is shown")
            lines = [rect for text, rect in drawn if text and text in note]
            assert lines, "the note is not drawn"
            assert "".join(text for text, _r in drawn if text in note).replace(" ", "") == note.replace(" ", "")
            others = [b.rect for k, b in view.buttons.items() if k != "hands"] + [view.speed_rect]
            speed = next(rect for text, rect in drawn if text.endswith("/s"))
            for rect in lines:
                assert not any(rect.colliderect(o) for o in [*others, speed]), f"{language}: note over a control"
                assert view.frame.bottom.contains(rect)
        finally:
            i18n.set_language("en")
            pygame.quit()
