"""The frame in which a die is dropped on an action space applies it and draws the table's changed parts;
the side panel's options for the decision that follows are laid out in the frames after it, and until
they are, none can be chosen (a number key then does nothing): an option always means what it shows."""

from __future__ import annotations

import pygame
import pytest

from cuzco.games.feld_cuzco.rules import apply, legal_actions
from cuzco.games.feld_cuzco.ui import side_panel
from cuzco.games.feld_cuzco.ui.decisions import options
from cuzco.games.feld_cuzco.ui.table_scene import FeldTableScene
from tests.waiting import step_until

from .test_board_drag import post, table


def test_the_options_after_a_drop_are_laid_out_in_the_frames_after_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(side_panel, "OPTIONS_BUDGET_MS", 1e9)  # no time limit: the drop frame alone waits
    app, scene = table()
    step_until(lambda: app.step(1 / 60), scene.options_settled, "the side panel's options laid out")
    seat = scene.state.actor
    # a die and a space it goes to at once, after which the same seat chooses among several options
    pips, space, die = next((pips, t, die) for pips, die in scene.where.dice.items() for t in scene.kit.targets
                            if t.key[0] == "space" and len(t.choices_for(("die", pips))) == 1
                            and (after := apply(scene.state, t.choices_for(("die", pips))[0].action)).actor == seat
                            and len(legal_actions(after)) > 1)
    post(app, pygame.MOUSEMOTION, die.center, rel=(0, 0), buttons=(0, 0, 0))
    post(app, pygame.MOUSEBUTTONDOWN, die.center, button=1)
    post(app, pygame.MOUSEMOTION, space.shape.center, rel=(5, 5), buttons=(1, 0, 0))  # type: ignore[union-attr]
    laid: list[object] = []
    real = FeldTableScene._button
    monkeypatch.setattr(FeldTableScene, "_button", lambda self, row, *rest: laid.append(row) or real(self, row, *rest))
    count = len(scene.game.actions)
    post(app, pygame.MOUSEBUTTONUP, space.shape.center, button=1)  # type: ignore[union-attr]  # the drop frame
    assert len(scene.game.actions) == count + 1 and scene.human_to_act() == seat
    assert not laid, "the drop frame laid out the next decision's options"
    assert not scene.buttons and not scene.options_settled()
    assert app._due is not None  # the next frame, which lays them out, is asked for
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0, unicode="1", scancode=0))
    app.step(1 / 60)  # a number key while the options are laid out: nothing shown, nothing chosen
    assert len(scene.game.actions) == count + 1
    step_until(lambda: app.step(1 / 60), scene.options_settled, "the side panel's options laid out")
    shown = [a for _b, a in scene.buttons if a is not None]
    assert laid and shown and shown == options(scene.state, None, scene.legal())[:len(shown)]
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0, unicode="1", scancode=0))
    app.step(1 / 60)  # now the first option shown is the one the key plays
    assert scene.game.actions[-1] == shown[0]
