"""At the table, pointing at a mission option (the setup's pair to keep, the palace's missions) shows what
each mission asks and pays, in a tooltip under the pointer, driven with real posted events."""

from __future__ import annotations

import random

from cuzco.games.feld_cuzco.rules import Keep
from cuzco.games.feld_cuzco.rules import components as C
from cuzco.games.feld_cuzco.ui.names import mission_text

from .driver import Driver, open_form, play_until, settle, table_of


def test_pointing_at_a_pair_of_missions_to_keep_tells_what_both_ask() -> None:
    d = Driver()
    form = open_form(d, 3, {0})
    d.click(form.buttons["start"].rect.center)
    scene = table_of(d)
    rng = random.Random(1)
    play_until(d, scene, rng, lambda: scene.human_to_act() is not None and scene.state.tasks[-1][0] == "keep",
               "a decision to keep")
    settle(d, scene)
    button, action = next((b, a) for b, a in scene.buttons if isinstance(a, Keep))
    d.move(button.rect.center)
    d.step()
    shown = scene._tip_image[0]
    for mission in action.missions:
        assert C.MISSIONS[mission].label in shown and mission_text(mission) in shown, shown
    assert f"{C.MISSION_VP.value} VP" in shown, shown
