"""The guided first game, from the menu's "Learn to play" to its end, through real posted pygame events:
every step is played on its own screen, the learner ends ahead, no file of the player's is written;
a wrong action is refused with the rules' reason and a nudge; Esc leaves it."""

from __future__ import annotations

from pathlib import Path

import pygame

from cuzco import paths
from cuzco.games.cuzco.rules.actions import PlaceTerrain
from cuzco.games.cuzco.rules.components import card_worth
from cuzco.games.cuzco.rules.final_scoring import preview
from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.ui.tutorial import STEPS, TutorialScene
from cuzco.games.cuzco.ui.tutorial.script import COMPUTER, FIRST_TRIPLE, LEARNER
from cuzco.shell.i18n import translate
from cuzco.shell.main import App
from cuzco.shell.scenes.menu import MenuScene
from cuzco.shell.settings import Settings
from tests.games.cuzco.ui.tutorial_driver import Learner


def _snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in folder.rglob("*") if p.is_file() and p.suffix != ".log"}


def _learner(size: tuple[int, int] = (1280, 800), **settings: object) -> Learner:
    app = App(size, settings=Settings(animation_speed=0.0, **settings), fps=None)  # type: ignore[arg-type]
    app.apply_settings(app.settings)
    app.push(MenuScene(app.settings))
    learner = Learner(app)
    learner.step(2)
    return learner


def test_the_guided_game_from_the_menu_to_its_end_is_won_and_leaves_saves_and_settings_alone() -> None:
    Settings(animation_speed=0.0).save()
    saves = paths.saves_dir()
    saves.mkdir(parents=True, exist_ok=True)
    (saves / "mine.json").write_text('{"mine": true}')
    paths.autosave_path().write_text('{"autosave": true}')
    before = _snapshot(paths.data_dir())
    learner = _learner()
    scene = learner.open()
    screens: list[tuple[str, str]] = []  # (step, the screen it was played on)
    while not isinstance(learner.top, MenuScene):
        learner.wait(lambda: not scene.coach.watching())
        step = scene.coach.step
        assert step is not None
        top = learner.top
        if step.screen == "festival":
            learner.wait(lambda: type(learner.top).__name__ == "TutorialFestivalScene")
            top = learner.top
        screens.append((step.id, "board" if top is scene else type(top).__name__))
        learner.do_step()
    assert learner.seen == [s.id for s in STEPS]  # every idea, in order, each waited for
    sheet = {"board": "board", "proposal": "TutorialProposalScene", "festival": "TutorialFestivalScene"}
    assert screens == [(s.id, sheet[s.screen]) for s in STEPS]  # never a step hidden behind a sheet
    assert scene.coach.finished
    state = scene.game.state
    gains = preview(state)
    assert state.players[LEARNER].score + gains[LEARNER] > state.players[COMPUTER].score + gains[COMPUTER]
    assert scene.script.exhausted  # every scripted computer move was played, none refused
    assert _snapshot(paths.data_dir()) == before  # no save, autosave or settings written or changed


def _at_the_placement(learner: Learner) -> TutorialScene:
    scene = learner.open()
    while scene.coach.step is not None and scene.coach.step.id != "place":
        learner.do_step()
    return scene


def test_a_wrong_placement_is_refused_with_the_rules_reason_and_a_nudge() -> None:
    learner = _learner()
    scene = _at_the_placement(learner)
    state = scene.state
    pond = Hex(-1, -2)  # a printed pond: no terrain may cover it
    illegal = PlaceTerrain("triple", pond, FIRST_TRIPLE.rotation)
    reason = state.check(illegal)
    assert reason is not None
    learner.click(learner.hex_pos(pond))
    assert scene.state is state and scene.coach.step.id == "place"  # type: ignore[union-attr]
    assert scene.coach.feedback.startswith(f"Not possible: {translate(reason)}")
    assert "gold outline" in scene.coach.feedback  # the nudge: what to do instead
    elsewhere = Hex(-2, 0)  # legal for the rules, but not what this step asks
    assert state.check(PlaceTerrain("triple", elsewhere, FIRST_TRIPLE.rotation)) is None
    learner.click(learner.hex_pos(elsewhere))
    assert scene.state is state and scene.coach.step.id == "place"  # type: ignore[union-attr]
    assert scene.coach.feedback.startswith("Not in this lesson.") and "gold outline" in scene.coach.feedback
    assert scene.tile_in_hand() == ("triple", FIRST_TRIPLE.rotation)  # still in hand, as it was turned
    learner.do_step()
    assert scene.coach.step.id == "hanging" and scene.coach.feedback == ""  # type: ignore[union-attr]


def test_an_inca_on_a_bare_border_hex_is_refused_with_why() -> None:
    learner = _learner()
    scene = learner.open()
    while scene.coach.step is not None and scene.coach.step.id != "enter":
        learner.do_step()
    learner.key(pygame.K_e)
    bare_border = Hex(-8, 0)
    state = scene.state
    learner.click(learner.hex_pos(bare_border))
    assert scene.state is state
    assert "terrain" in scene.coach.feedback and "outlined" in scene.coach.feedback, scene.coach.feedback


def test_undo_is_refused_so_the_game_keeps_to_its_script() -> None:
    learner = _learner()
    scene = learner.open()
    while scene.coach.step is not None and scene.coach.step.id != "hanging":
        learner.do_step()
    actions = len(scene.game.actions)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="", scancode=0))
    learner.step()
    assert len(scene.game.actions) == actions
    assert "Undo" in scene.coach.feedback


def test_escape_leaves_the_tutorial_at_once() -> None:
    learner = _learner()
    learner.open()
    learner.key(pygame.K_ESCAPE)  # the triple in hand is dropped first
    learner.key(pygame.K_ESCAPE)
    assert isinstance(learner.top, MenuScene)
    assert not paths.autosave_path().exists()


def test_the_coach_box_keeps_clear_of_a_long_notice_and_of_the_status_line() -> None:
    """Regression: "Since your last turn" ran under the coach's box at the first step."""
    for size, language in (((1600, 900), "es"), ((1024, 700), "en")):
        learner = _learner(size, language=language)
        scene = learner.open()
        learner.step(3)
        scene.view.toasts.show_lines(
            ["Since your last turn:", "Inti placed 2 triples, brought an Inca in, moved Incas twice and "
             "enlarged a temple: +5 PP", "Press V to replay their moves"], 9.0)
        learner.step(3)
        toasts = scene.view.toasts.rects
        assert toasts, "the notice was not drawn"
        box = scene.coach.box("board")
        assert not any(box.colliderect(r) for r in toasts), f"coach {box} under the notice {toasts}"
        assert scene.view.frame.board.contains(box)
        for step in STEPS:  # every hex a step points at is in sight, none under the box
            for h in scene.step_hexes(step):
                assert not box.collidepoint(scene.view.hex_screen_pos(h)), (size, step.id, h)
        pygame.quit()


def test_cancelling_the_proposal_goes_back_to_clicking_the_temple() -> None:
    learner = _learner()
    scene = learner.open()
    while scene.coach.step is not None and scene.coach.step.id != "propose":
        learner.do_step()
    sheet = learner.top
    assert sheet is not scene
    learner.click(sheet.cancel_button.rect.center)
    assert learner.top is scene
    assert scene.coach.step is not None and scene.coach.step.id == "temple_click"
    learner.play_to_the_end()  # and the lesson still runs to its end
    assert scene.coach.finished


def test_opening_the_festival_with_two_cards_is_refused_on_the_sheet_with_a_nudge() -> None:
    learner = _learner()
    scene = learner.open()
    while scene.coach.step is not None and scene.coach.step.id != "propose":
        learner.do_step()
    sheet = learner.top
    matching = [i for i, card in enumerate(sheet.hand()) if card_worth(card, sheet.wanted)][:2]
    for i in matching:
        learner.click(sheet.card_rects()[i].center)
    learner.click(sheet.propose_button.rect.center)
    assert learner.top is sheet and scene.game.state.festival is None  # nothing proposed
    assert "just one card" in sheet.notice and sheet.notice == scene.coach.feedback
    for i in matching[1:]:
        learner.click(sheet.card_rects()[i].center)  # keep one card only
    learner.click(sheet.propose_button.rect.center)
    assert scene.coach.step is not None and scene.coach.step.id == "bid"
