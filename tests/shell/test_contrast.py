"""Every text colour on every background it is drawn on passes WCAG AA (4.5:1)."""

from __future__ import annotations

import pytest

from cuzco.games.cuzco.ui.hud.toolbar import tool_colours
from cuzco.shell.scenes.common import text_colour
from cuzco.shell.widgets import theme
from cuzco.shell.widgets.button import _KINDS, button_colours
from cuzco.shell.widgets.contrast import AA, best_ink, contrast_ratio

# the backgrounds text sits on: scenes, panels, the HUD bars, list rows, tooltips, pills
BACKGROUNDS = {
    "backdrop top": theme.BG_TOP,
    "backdrop bottom": theme.BG_BOTTOM,
    "panel": theme.PANEL,
    "light panel": theme.PANEL_LIGHT,
    "hud bar": theme.darken(theme.PANEL, 0.25),
    "side panel": theme.darken(theme.PANEL, 0.15),
    "status pill": theme.darken(theme.PANEL, 0.3),
    "list row": theme.lighten(theme.PANEL, 0.05),
    "selected list row": theme.lighten(theme.PANEL, 0.10),
}
TEXTS = {
    "text": theme.TEXT,
    "dim text": theme.TEXT_DIM,
    "gold heading": theme.GOLD_LIGHT,
    "sand label": theme.SAND,
    "error": theme.ERROR,
}


@pytest.mark.parametrize("bg_name", sorted(BACKGROUNDS))
@pytest.mark.parametrize("text_name", sorted(TEXTS))
def test_theme_text_passes_aa_on_every_background(text_name: str, bg_name: str) -> None:
    ratio = contrast_ratio(TEXTS[text_name], BACKGROUNDS[bg_name])
    assert ratio >= AA, f"{text_name} on {bg_name}: {ratio:.2f}"


@pytest.mark.parametrize("kind", sorted(_KINDS))
@pytest.mark.parametrize("enabled", [True, False])
@pytest.mark.parametrize("selected", [True, False])
@pytest.mark.parametrize("hovered", [True, False])
def test_every_button_state_is_readable(kind: str, enabled: bool, selected: bool, hovered: bool) -> None:
    face, ink = button_colours(kind, enabled, selected, hovered)
    assert contrast_ratio(ink, face) >= AA, (kind, enabled, selected, hovered, face, ink)


def test_the_computer_seat_label_is_readable() -> None:
    """The new-game form marks a computer seat with a selected ghost button."""
    face, ink = button_colours("ghost", True, True, False)
    assert ink == theme.TEXT_DARK
    assert contrast_ratio(ink, face) >= 7


@pytest.mark.parametrize("enabled", [True, False])
@pytest.mark.parametrize("hovered", [True, False])
@pytest.mark.parametrize("selected", [True, False])
def test_tool_buttons_are_readable(enabled: bool, hovered: bool, selected: bool) -> None:
    face, label, hotkey = tool_colours(enabled, hovered)
    assert contrast_ratio(label, face) >= AA
    assert contrast_ratio(hotkey, face) >= AA


@pytest.mark.parametrize("count_left", [0, 3])
def test_tool_count_badges_are_readable(count_left: int) -> None:
    face = theme.SAND if count_left else theme.DISABLED
    assert contrast_ratio(best_ink(face), face) >= AA


@pytest.mark.parametrize("name", sorted(theme.PLAYER_COLOURS))
def test_player_names_are_readable_on_the_panels(name: str) -> None:
    ink = text_colour(theme.PLAYER_COLOURS[name])
    for bg in ("panel", "light panel", "hud bar", "side panel", "backdrop top", "backdrop bottom"):
        assert contrast_ratio(ink, BACKGROUNDS[bg]) >= AA, (name, bg)


@pytest.mark.parametrize("kind", ["info", "error", "score"])
def test_notices_are_readable(kind: str) -> None:
    from cuzco.games.cuzco.ui.hud.toast import Toasts

    toasts = Toasts()
    toasts.show("x", kind)
    face = toasts.items[0].colour
    assert contrast_ratio(best_ink(face), face) >= AA
