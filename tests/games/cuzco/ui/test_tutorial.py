"""The guided first game, from the menu to the results, through real posted pygame events; it writes
no file of the player's; an illegal attempt is explained with the engine's reason; Esc leaves it."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pygame

from cuzco import paths
from cuzco.games.cuzco.bots import festival_tactics
from cuzco.games.cuzco.rules import queries
from cuzco.games.cuzco.rules.actions import PlaceTerrain
from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.ui.scenes.festival import FestivalScene
from cuzco.games.cuzco.ui.scenes.results import ResultsScene
from cuzco.games.cuzco.ui.tutorial import STEPS, TutorialScene
from cuzco.games.cuzco.ui.tutorial.coach import LEARNER
from cuzco.shell.main import App
from cuzco.shell.scenes.game_chooser import GameChooserScene
from cuzco.shell.scenes.menu import MenuScene
from cuzco.shell.settings import Settings

TILE_KEYS = {"triple": pygame.K_1, "double": pygame.K_2, "crop": pygame.K_3, "village": pygame.K_4}


class Driver:
    def __init__(self, app: App) -> None:
        self.app = app

    @property
    def top(self) -> Any:
        return self.app.stack.top

    def step(self, frames: int = 1) -> None:
        for _ in range(frames):
            self.app.step(1 / 60)

    def key(self, key: int, unicode: str = "") -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=unicode, scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=unicode, scancode=0))
        self.step()

    def click(self, pos: tuple[int, int]) -> None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        self.step()
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        self.step()


def _open_tutorial(driver: Driver) -> TutorialScene:
    menu = driver.top
    assert isinstance(menu, MenuScene)
    driver.click(menu.buttons["learn"].rect.center)
    chooser = driver.top  # both games have a guided first game: the chooser asks which
    if isinstance(chooser, GameChooserScene):
        driver.step()
        driver.click(chooser.buttons["game:cuzco"].rect.center)
    scene = driver.top
    assert isinstance(scene, TutorialScene)
    return scene


def _clear(scene: TutorialScene, h: Hex) -> tuple[int, int] | None:
    """The hex's screen point if a click there reaches the board (not under a box or a button)."""
    pos = scene.view.hex_screen_pos(h)
    covered = [scene.coach.box, scene.view.log.rect, scene.hint.button.rect]
    if not scene.view.frame.board.inflate(-40, -40).collidepoint(pos) or any(r.collidepoint(pos) for r in covered):
        return None
    return pos


def _place(driver: Driver, scene: TutorialScene) -> None:
    state = scene.state
    for tile in ("triple", "double", "crop", "village"):
        for action, _cost in sorted(queries.legal_placements(state, tile), key=lambda p: (p[0].hex, p[0].rotation)):
            pos = _clear(scene, action.hex)
            if pos is None:
                continue
            if getattr(scene.tool, "tile", None) != tile:  # the key toggles: press it only to pick
                driver.key(TILE_KEYS[tile])
            while scene.tool.rotation != action.rotation:  # type: ignore[attr-defined]
                driver.key(pygame.K_r)
            driver.click(pos)
            assert scene.state is not state, f"the click did not lay {action}"
            return
    raise AssertionError("no placement could be clicked")


def _tool_on(driver: Driver, scene: TutorialScene, key: int, kind: str) -> bool:
    for action in scene.state.legal_actions():
        if action.type == kind and (pos := _clear(scene, action.hex)) is not None:  # type: ignore[attr-defined]
            driver.key(key)
            before = scene.state
            driver.click(pos)
            if scene.picker is not None:
                driver.key(pygame.K_RETURN)
            return scene.state is not before
    return False


def _learner_turn(driver: Driver, scene: TutorialScene) -> None:
    state, step = scene.state, scene.coach.step
    if state.must_place and not state.placed:
        _place(driver, scene)
        return
    wanted = step.wait if step is not None else ()
    if "enter" in wanted and _tool_on(driver, scene, pygame.K_e, "enter"):
        return
    if "build" in wanted and _tool_on(driver, scene, pygame.K_t, "build"):
        return
    if "pond" in wanted and _tool_on(driver, scene, pygame.K_p, "pond"):
        return
    if scene.state.triples and scene.coach.step and scene.coach.step.id == "play_on":
        if _place_optional_triple(driver, scene):
            return
    end = scene.view.toolbar.buttons[-1]
    driver.click(end.rect.center)  # the first click may offer a festival; the second one ends the turn
    if scene.state is state:
        driver.click(end.rect.center)


def _place_optional_triple(driver: Driver, scene: TutorialScene) -> bool:
    state = scene.state
    options = [a for a, _c in queries.legal_placements(state, "triple") if state.check(a) is None]
    for action in options:
        if _clear(scene, action.hex) is not None:
            _place(driver, scene)
            return scene.state is not state
    return False


def _snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in folder.rglob("*") if p.is_file() and p.suffix != ".log"}


def test_the_guided_game_to_its_end_leaves_saves_and_settings_alone() -> None:
    Settings(hints=False, animation_speed=0.0).save()
    saves = paths.saves_dir()
    saves.mkdir(parents=True, exist_ok=True)
    (saves / "mine.json").write_text('{"mine": true}')
    paths.autosave_path().write_text('{"autosave": true}')
    before = _snapshot(paths.data_dir())
    app = App((1280, 800), settings=Settings.load(), fps=None)
    app.push(MenuScene(app.settings))
    driver = Driver(app)
    driver.step(2)
    scene = _open_tutorial(driver)
    seen: list[str] = []
    deadline = time.monotonic() + 300
    while not isinstance(driver.top, ResultsScene):
        assert time.monotonic() < deadline, f"stuck at step {scene.coach.step}"
        step = scene.coach.step
        if step is not None and (not seen or seen[-1] != step.id):
            seen.append(step.id)
        top = driver.top
        if isinstance(top, FestivalScene):
            if top.phase == "outcome":
                driver.key(pygame.K_RETURN, "\r")
            elif top.viewer == LEARNER:
                top.choose(festival_tactics.bid(scene.state))
            else:
                driver.step()
                time.sleep(0.002)
        elif top is scene and scene.coach.needs_next():
            driver.key(pygame.K_RETURN, "\r")
        elif top is scene and scene.human_turn() and scene.state.actor == LEARNER:
            _learner_turn(driver, scene)
        else:
            driver.step()
            time.sleep(0.002)
    assert scene.state.is_over and scene.coach.finished
    # every idea was said, in order ("play_on" is passed over when the computer lays the last triple)
    assert [i for i in seen if i != "play_on"] == [s.id for s in STEPS if s.id != "play_on"], seen
    start = len(TutorialScene(Settings()).game.actions)
    played = {a.type for a, st in zip(scene.game.actions[start:], scene.game.states[start:]) if st.actor == LEARNER}
    assert {"place", "enter", "pond", "end"} <= played
    results = driver.top
    for _ in range(10):
        if "menu" in results.buttons:
            break
        driver.click(results.buttons["next"].rect.center)
    driver.click(results.buttons["menu"].rect.center)
    assert isinstance(driver.top, MenuScene)
    assert _snapshot(paths.data_dir()) == before  # no save, autosave or settings written or changed


def test_an_illegal_attempt_is_explained_with_the_engines_reason() -> None:
    app = App((1280, 800), settings=Settings(), fps=None)
    app.push(MenuScene(app.settings))
    driver = Driver(app)
    driver.step(2)
    scene = _open_tutorial(driver)
    driver.key(pygame.K_RETURN, "\r")  # past the welcome
    assert scene.coach.step is not None and scene.coach.step.id == "place"
    state = scene.state
    bad = next(
        PlaceTerrain("triple", h, 0) for h in state.board.hexes
        if state.check(PlaceTerrain("triple", h, 0)) is not None and _clear(scene, h) is not None
        and state.cell(h) is not None and state.height[state.cell(h)] > 0
    )
    reason = state.check(bad)
    assert getattr(scene.tool, "tile", None) == "triple"  # the turn starts with the triple in hand
    while scene.tool.rotation != 0:  # type: ignore[attr-defined]
        driver.key(pygame.K_r)
    driver.click(_clear(scene, bad.hex))  # type: ignore[arg-type]
    assert scene.state is state
    assert scene.coach.refusal == f"Not possible: {reason}"
    assert scene.coach.step.id == "place"  # still waiting for the placement


def test_escape_leaves_the_tutorial_at_once() -> None:
    app = App((1280, 800), settings=Settings(), fps=None)
    app.push(MenuScene(app.settings))
    driver = Driver(app)
    driver.step(2)
    _open_tutorial(driver)
    driver.key(pygame.K_ESCAPE)  # the triple in hand is dropped first
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, MenuScene)
    assert not paths.autosave_path().exists()


def test_ending_the_turn_instead_of_the_asked_action_moves_on_and_never_traps() -> None:
    app = App((1280, 800), settings=Settings(animation_speed=0.0), fps=None)
    app.push(MenuScene(app.settings))
    driver = Driver(app)
    driver.step(2)
    scene = _open_tutorial(driver)
    driver.key(pygame.K_RETURN, "\r")
    _place(driver, scene)
    ids = [s.id for s in STEPS]
    scene.coach.index = ids.index("pond")  # the learner reached the ponds and does not want one
    end = scene.view.toolbar.buttons[-1]
    driver.click(end.rect.center)
    if scene.state.actor == LEARNER:
        driver.click(end.rect.center)  # past the festival offer
    assert scene.state.actor != LEARNER
    assert scene.coach.step is not None and scene.coach.step.id == "cards"  # told, not waited for forever


def test_the_coach_box_keeps_clear_of_a_long_notice() -> None:
    """Regression: "Since your last turn" ran under the coach's box at the first step."""
    for size, language in (((1600, 900), "es"), ((1024, 700), "en")):
        app = App(size, settings=Settings(language=language), fps=None)
        app.apply_settings(app.settings)
        app.push(MenuScene(app.settings))
        driver = Driver(app)
        driver.step(2)
        scene = _open_tutorial(driver)
        driver.step(3)
        scene.view.toasts.show_lines(
            ["Since your last turn:", "Inti placed 2 triples, brought an Inca in, moved Incas twice and "
             "enlarged a temple: +5 PP", "Press V to replay their moves"], 9.0)
        driver.step(3)
        toasts = scene.view.toasts.rects
        assert toasts, "the notice was not drawn"
        box = scene.coach.box
        assert not any(box.colliderect(r) for r in toasts), f"coach {box} under the notice {toasts}"
        assert scene.view.frame.board.contains(box)
        pygame.quit()
