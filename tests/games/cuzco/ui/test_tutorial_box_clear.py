"""The guided game's box hides nothing the learner needs (issue 32, point 12): at every step, measured on
the drawn rectangles, it stays inside the window; on the festival sheet it stands beside the sheet, so the
bidding so far (and everything else on the sheet) stays in sight; and a tooltip shown with the pointer off
the box is drawn over the box, never under it. At 1024x700 in both languages, and at 1600x900."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from cuzco.games.cuzco.ui.tutorial import coach as coach_module
from cuzco.shell import i18n, tooltips
from cuzco.shell.main import App
from cuzco.shell.scenes.menu import MenuScene
from cuzco.shell.settings import Settings
from cuzco.shell.widgets.button import Button
from tests.games.cuzco.ui.tutorial_driver import Learner


def _hover_order(learner: Learner, monkeypatch: pytest.MonkeyPatch, pos: tuple[int, int]) -> list[str]:
    """What one frame drew, in order: the coach's box and any button tooltip, with the pointer at `pos`."""
    drawn: list[str] = []
    real_draw, real_tip, real_box = coach_module.Coach.draw, Button.draw_tooltip, tooltips.draw_box

    def box(self: Any, *args: Any, **kw: Any) -> None:
        real_draw(self, *args, **kw)
        drawn.append("box")

    def tip(self: Button, surface: pygame.Surface) -> None:
        if self.hovered and self.tooltip:
            drawn.append("tip")
        real_tip(self, surface)

    def tip_box(surface: pygame.Surface, at: Any, lines: list[str]) -> None:
        if any(lines):
            drawn.append("tip")
        real_box(surface, at, lines)

    monkeypatch.setattr(coach_module.Coach, "draw", box)
    monkeypatch.setattr(tooltips, "draw_box", tip_box)
    monkeypatch.setattr(Button, "draw_tooltip", tip)
    learner.move(pos)
    learner.step()
    monkeypatch.undo()
    return drawn


@pytest.mark.parametrize(("size", "lang"), [((1024, 700), "en"), ((1024, 700), "es"), ((1600, 900), "en")])
def test_the_box_keeps_clear_of_the_sheet_and_under_the_tooltips(size: tuple[int, int], lang: str,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    previous = i18n.language()
    try:
        app = App(size, settings=Settings(animation_speed=0.0, language=lang), fps=None)
        app.apply_settings(app.settings)
        app.push(MenuScene(app.settings))
        learner = Learner(app)
        learner.step(2)
        scene = learner.open()
        window = pygame.Rect((0, 0), size)
        festival_steps = 0
        while scene.coach.step is not None and not isinstance(learner.top, MenuScene):
            step = scene.coach.step
            learner.wait(lambda: not scene.coach.watching())
            learner.step()
            screen = step.screen
            box = scene.coach.box(screen)
            assert window.contains(box), f"{step.id}: the box leaves the window"
            top = app.stack.top
            lay = getattr(top, "lay", None)
            if screen == "festival" and lay is not None:
                festival_steps += 1
                assert not box.colliderect(lay.sheet), f"{step.id}: the box covers the festival's sheet"
                assert not box.colliderect(lay.history)
                buttons = [b for b in top.buttons.values() if b.tooltip] if top.phase != "outcome" else []
                for button in buttons[:1]:
                    order = _hover_order(learner, monkeypatch, button.rect.center)
                    assert "tip" not in order or order.index("box") < len(order) - 1 - order[::-1].index("tip"), \
                        f"{step.id}: the box is drawn over {button.label}'s tooltip"
            elif screen == "board" and top is scene:
                shown = [b for b in scene.view.toolbar.buttons if b.rect.w > 1 and b.tooltip]
                end = shown[-1] if shown else None  # End turn, by the box's corner
                if end is not None:
                    order = _hover_order(learner, monkeypatch, end.rect.center)
                    if "tip" in order:
                        assert order[-1] == "tip", f"{step.id}: the box is drawn over End turn's tooltip"
            learner.do_step()
        assert festival_steps >= 2
    finally:
        i18n.set_language(previous)
