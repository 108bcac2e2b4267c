"""Cuzco's screens in the smallest window offered (1024x700), in English and in Spanish: the header's
instruction is never cut off, "Wanted" stays beside the cards, a player's counts keep clear of the next
icon, the computer seats' labels keep their size, and the interface-size setting says what it does."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from cuzco.games.cuzco.rules.record import Game
from cuzco.games.cuzco.rules.setup import Setup
from cuzco.games.cuzco.ui.computer_seats import SEAT_CHOICES
from cuzco.games.cuzco.ui.hud.banner import hint_lines
from cuzco.games.cuzco.ui.hud.frame import HudFrame
from cuzco.games.cuzco.ui.new_game import NewGameScene
from cuzco.shell import i18n, tooltips
from cuzco.shell.i18n import _
from cuzco.shell.main import App
from cuzco.shell.scenes.settings_scene import SettingsScene, scale_note
from cuzco.shell.settings import Settings
from cuzco.shell.widgets import theme
from cuzco.shell.widgets.text import font
from cuzco.shell.widgets.theme import px

SMALL = (1024, 700)
LANGUAGES = ["en", "es"]


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")
    theme.set_ui_scale(1.0)


def _game(players: int) -> Game:
    return Game.new(Setup(("Maximiliano", "Bartolomeo", "Cai", "Dee")[:players], 5, first_player=0))


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_header_instruction_is_never_cut_off(language: str) -> None:
    i18n.set_language(language)
    banner = HudFrame.for_size(SMALL).banner
    room = banner.right - (banner.left + px(68)) - px(8)
    hints = [
        _("Begin your turn by placing a terrain"),
        _("Your final turn: no terrain has to be placed"),
        _("Spend your AP, then end your turn"),
        _("Festival: {name} bids", name="Maximiliano"),
        _("{name} is thinking...", name="Maximiliano"),
    ]
    for hint in hints:
        size, lines = hint_lines(hint, room)
        assert " ".join(lines) == hint and len(lines) <= 2, (hint, lines)
        assert all(font(size).size(line)[0] <= room for line in lines)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_wanted_stays_beside_the_cards(tables: object, language: str, players: int) -> None:
    i18n.set_language(language)
    table = tables.make_table(_game(players), SMALL)  # type: ignore[attr-defined]
    cards = table.scene.view.cards
    assert cards.wanted_rect.w >= px(84)
    assert cards.wanted_rect.left >= cards.deck_rect.right
    assert cards.wanted_rect.right <= table.scene.view.frame.right.right
    wanted = _("The relics the face-up card shows: at a festival, each card is worth one point (FP) for each of them "
               "it shows")
    assert any(tip == wanted for _rect, tip in tooltips.frame.items)


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_players_counts_keep_clear_of_the_next_icon(tables: object, language: str) -> None:
    i18n.set_language(language)
    table = tables.make_table(_game(4), SMALL)  # type: ignore[attr-defined]
    view = table.scene.view
    stock = [r for r, _tip in view.players.tips.items if r.h < px(24)]  # icons and counts of the rows
    rows: dict[int, list[pygame.Rect]] = {}
    for r in stock:
        rows.setdefault(r.centery // px(30), []).append(r)
    assert len(rows) == 4
    for parts in rows.values():
        parts.sort(key=lambda r: r.left)
        assert len(parts) == 12  # six icons, six counts
        for count, next_icon in zip(parts[1::2], parts[2::2]):
            assert count.right + 2 <= next_icon.left, (count, next_icon)


def test_the_computer_seats_labels_keep_their_size_in_spanish() -> None:
    i18n.set_language("es")
    app = App(SMALL, settings=Settings(language="es"), fps=None)
    form = NewGameScene(app.settings)
    app.push(form)
    app.step(1 / 60)
    widest = max(font(26, True).size(form.kind_label(choice))[0] for choice in SEAT_CHOICES)
    for stepper, picker, name in zip(form.seats, form.pickers, form.inputs):
        left, right = stepper._arrows()
        assert widest <= right.left - left.right  # the level's word fits between the arrows
        assert not stepper.rect.colliderect(picker.rect) and not picker.rect.colliderect(name.rect)
        assert stepper.rect.right <= form.panel.right


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_interface_size_changes_the_small_window_or_says_why_not(language: str) -> None:
    i18n.set_language(language)
    smaller = App(SMALL, settings=Settings(language=language, ui_scale=0.75), fps=None)
    assert theme.ui_scale() == 0.75
    larger = App(SMALL, settings=Settings(language=language, ui_scale=1.25), fps=None)
    assert theme.ui_scale() == 1.0
    assert "100" in scale_note(1.25, SMALL) and "125" in scale_note(1.25, SMALL)
    assert scale_note(1.0, SMALL) == "" and scale_note(1.25, (1600, 900)) == ""
    larger.push(SettingsScene(larger.settings))
    larger.step(1 / 60)
    del smaller
