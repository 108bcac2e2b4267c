"""The app is a collection: the title screen shows every game the registry holds, and the rules
reader shows the pictures each game draws for its page, in both languages."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

import pygame
import pytest

from cuzco.games.cuzco.ui.new_game import NewGameScene
from cuzco.games.incan_gold.ui.setup_scene import IncanGoldSetupScene
from cuzco.shell import i18n, registry
from cuzco.shell.main import App
from cuzco.shell.markdown import parse
from cuzco.shell.scenes.menu import MenuScene
from cuzco.shell.scenes.rules_scene import RulesScene, load_rules_text
from cuzco.shell.settings import Settings
from cuzco.shell.widgets import theme
from tests.shell.ui_events import click, step

PICTURES = ["tiles", "placement", "city", "festival"]


@pytest.fixture(autouse=True)
def _restore() -> Iterator[None]:
    yield
    i18n.set_language("en")
    theme.set_ui_scale(1.0)


def _menu(size: tuple[int, int], language: str = "en") -> tuple[App, MenuScene]:
    i18n.set_language(language)
    app = App(size, settings=Settings(language=language), fps=None)
    menu = MenuScene(app.settings)
    app.push(menu)
    step(app)
    return app, menu


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("size", [(1024, 700), (1600, 900)])
def test_the_title_screen_shows_every_game(size: tuple[int, int], language: str) -> None:
    app, menu = _menu(size, language)
    cards = menu.game_cards()
    assert [entry.id for entry, _card in cards] == [entry.id for entry in registry.games()]
    screen = app.screen.get_rect()
    for _entry, card in cards:
        assert screen.contains(card)
        assert not any(card.colliderect(button.rect) for button in menu.buttons.values())


@pytest.mark.parametrize(("game", "form"), [("cuzco", NewGameScene), ("incan-gold", IncanGoldSetupScene)])
def test_a_click_on_a_game_opens_its_new_game_form(game: str, form: type) -> None:
    app, menu = _menu((1280, 800))
    card = next(card for entry, card in menu.game_cards() if entry.id == game)
    click(app, card.center)
    assert isinstance(app.stack.top, form)


def test_the_menu_lists_whatever_the_registry_holds(monkeypatch: pytest.MonkeyPatch) -> None:
    third = dataclasses.replace(registry.entry("cuzco"), id="third", name="A third game")
    games = [*registry.games(), third]
    monkeypatch.setattr(registry, "games", lambda: games)
    _app, menu = _menu((1024, 700))
    assert [entry.id for entry, _card in menu.game_cards()] == [*registry.GAME_MODULES, "third"]
    assert "4 board games" in menu._subtitle() or "A third game" in menu._subtitle()


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_rules_page_has_the_games_own_pictures(language: str) -> None:
    blocks = parse(load_rules_text(language) or "")
    pictures = [b for b in blocks if b.kind == "picture"]
    assert [b.marker for b in pictures] == PICTURES
    assert all(b.text for b in pictures)  # each has a caption, in the page's language
    draw = registry.entry("cuzco").rules_picture
    assert draw is not None
    for name in PICTURES:
        image = draw(name, 600)
        assert isinstance(image, pygame.Surface) and 200 <= image.get_width() <= 600
        box = image.get_bounding_rect() if image.get_flags() & pygame.SRCALPHA else image.get_rect()
        assert box.w > 100 and box.h > 60
    assert draw("no such picture", 600) is None


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_reader_draws_the_pictures_into_the_page(language: str) -> None:
    i18n.set_language(language)
    app = App((1280, 800), settings=Settings(language=language), fps=None)
    with_pictures = RulesScene(app.settings)
    app.push(with_pictures)
    step(app)
    assert with_pictures.content is not None
    text = load_rules_text(language) or ""
    without = RulesScene(app.settings, text="\n".join(line for line in text.splitlines() if "](picture:" not in line))
    app.push(without)
    step(app)
    assert without.content is not None
    assert with_pictures.content.get_height() > without.content.get_height() + 4 * 120


@pytest.mark.parametrize("language", ["en", "es"])
def test_incan_gold_draws_its_own_picture_too(language: str) -> None:
    i18n.set_language(language)
    blocks = parse(load_rules_text(language, page="incan-gold.md") or "")
    assert [b.marker for b in blocks if b.kind == "picture"] == ["cards"]
    draw = registry.entry("incan-gold").rules_picture
    assert draw is not None
    image = draw("cards", 600)
    assert isinstance(image, pygame.Surface) and image.get_bounding_rect().w > 150


FELD_PICTURES = ["mask", "placement", "action_board", "roads", "cuzco_board"]


@pytest.mark.parametrize("language", ["en", "es"])
def test_feld_cuzco_draws_every_picture_of_its_page(language: str) -> None:
    """Both pages ask for the same pictures in the same places, each with a caption in the page's language,
    and the game draws every one of them (not blank) at the widths the reader asks for."""
    i18n.set_language(language)
    blocks = parse(load_rules_text(language, page="feld-cuzco.md") or "")
    pictures = [b for b in blocks if b.kind == "picture"]
    assert [b.marker for b in pictures] == FELD_PICTURES
    assert all(b.text for b in pictures)
    draw = registry.entry("feld-cuzco").rules_picture
    assert draw is not None
    for width in (600, 720):
        for name in FELD_PICTURES:
            image = draw(name, width)
            assert isinstance(image, pygame.Surface) and 200 <= image.get_width() <= width, name
            box = image.get_bounding_rect()
            assert box.w > 200 and box.h > 80, name
            assert len({tuple(image.get_at((x, box.centery))) for x in range(box.left, box.right, 4)}) > 3, name
    assert draw("no such picture", 600) is None


def test_feld_cuzcos_pictures_are_drawn_into_its_page() -> None:
    app = App((1280, 800), settings=Settings(language="en"), fps=None)
    with_pictures = RulesScene(app.settings, page="feld-cuzco.md")
    app.push(with_pictures)
    step(app)
    assert with_pictures.content is not None
    text = load_rules_text("en", page="feld-cuzco.md") or ""
    without = RulesScene(app.settings, text="\n".join(line for line in text.splitlines() if "](picture:" not in line))
    app.push(without)
    step(app)
    assert without.content is not None
    assert with_pictures.content.get_height() > without.content.get_height() + 5 * 100
