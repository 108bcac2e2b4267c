"""Feld's Cuzco's table lays back from its image only what its last frame drew over it (`screen_memo`): after
every such restore the screen equals the table's image, through dice and cards dragged over the board, the
previews in place, the glows, the tooltips and words beside the pointer, the hint, the curtains and the
round ends of a game played on the board; and most frames do lay back only parts of the window."""

from __future__ import annotations

import pygame
import pytest

from cuzco.games.feld_cuzco.ui import screen_memo
from cuzco.games.feld_cuzco.ui.results_scene import FeldResults
from tests.waiting import step_until

from .board_walk import BoardPlayer
from .driver import Driver, open_form, table_of


def test_each_frame_lays_back_all_the_last_one_drew_over_the_table(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(screen_memo, "CHECK", True)  # the screen is compared with the table after each restore
    d = Driver((1024, 700))
    form = open_form(d, 3, {0, 1, 2}, seed=11)
    d.click(form.buttons["start"].rect.center)
    scene = table_of(d)
    player = BoardPlayer(d, scene, seed=6)
    hinted = False
    for gesture in range(500):
        if isinstance(d.top, FeldResults) or scene.state.round >= 3:
            break
        if gesture % 7 == 3 and d.top is scene:  # the pointer rests on something: its tooltip
            spot = (scene.pointer[0] + 37) % 1000, (scene.pointer[1] + 53) % 690
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(1, 1), buttons=(0, 0, 0)))
            d.step()
        if not hinted and d.top is scene and scene.human_to_act() is not None and gesture > 20:
            scene.ask_hint()  # the hint's marks lie anywhere on the board: the next frame lays all of it
            step_until(d.step, lambda: scene.hint is not None, "the hint")
            whole = scene.memo.partial_frames
            d.step()
            d.step()
            hinted = scene.memo.partial_frames == whole  # (the frame after the hint's marks lays all the window)
        if not player.turn():
            d.step()
    assert player.drags > 10 and hinted
    assert scene.memo.partial_frames > 200
