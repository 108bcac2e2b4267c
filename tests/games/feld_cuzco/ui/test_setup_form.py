"""The new-game form of Feld's Cuzco, driven by posted events: its second switch lets god card 13 reach any
village of the map; the switch explains itself in a tooltip, keeps its place when the window changes size,
and the game started from the form carries the choice in its set-up."""

from __future__ import annotations

import pygame
import pytest

from cuzco.games.feld_cuzco.ui.table_scene import FeldTableScene
from cuzco.shell import i18n, tooltips

from .driver import Driver, open_form, table_of


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_card13_switch_has_a_tooltip_is_kept_and_reaches_the_games_setup(lang: str) -> None:
    i18n.set_language(lang)
    try:
        d = Driver((1024, 700))
        form = open_form(d, 2, {0})
        d.step()
        switch = form.card13
        assert switch is not None and not switch.value
        assert switch.label == {"en": "God card 13 reaches any village",
                                "es": "La carta de dios 13 llega a cualquier aldea"}[lang]
        d.move(switch.rect.center)
        d.step()
        assert tooltips.last_shown.startswith({"en": "Off: god card 13", "es": "Apagado: la carta de dios 13"}[lang])
        d.click(switch.rect.center)
        assert form.card13_any_village and not form.pututu
        form.on_resize((1600, 900))  # the form is laid out again: the switch stays on
        d.step()
        assert form.card13 is not None and form.card13.value
        d.key(pygame.K_RETURN)  # Start
        table = table_of(d)
        assert isinstance(table, FeldTableScene)
        assert table.game.setup.card13_any_village and table.game.state.card13_any_village
        assert not table.game.setup.pututu
    finally:
        i18n.set_language("en")


def test_the_form_starts_with_card13_reaching_a_neighbour_only() -> None:
    d = Driver((1024, 700))
    open_form(d, 2, {0})
    d.key(pygame.K_RETURN)
    assert not table_of(d).game.setup.card13_any_village
