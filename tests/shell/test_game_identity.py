"""Which game is which, at a glance. The title screen stands for the collection (two of its games are
named Cuzco), and every screen that shows a game names it: the menu's cards and the game chooser with
its designers and player count, the Load list's rows, the results and the replay viewers."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pygame
import pytest

from cuzco.games.cuzco.rules.record import Game as CuzcoGame
from cuzco.games.cuzco.rules.record import Setup as CuzcoSetup
from cuzco.games.feld_cuzco.rules import Game as FeldGame
from cuzco.games.feld_cuzco.rules import Setup as FeldSetup
from cuzco.games.incan_gold.rules import Game as GoldGame
from cuzco.games.incan_gold.rules import Setup as GoldSetup
from cuzco.shell import i18n, persistence, registry
from cuzco.shell.main import App
from cuzco.shell.scenes import game_chooser, menu, menu_cards, save_list_draw, save_rows
from cuzco.shell.scenes.game_chooser import GameChooserScene
from cuzco.shell.scenes.menu import MenuScene
from cuzco.shell.scenes.save_load import LoadScene
from cuzco.shell.settings import Settings
from tests.shell.ui_events import click, step
from tests.waiting import step_until

SIZES = [(1024, 700), (1600, 900)]


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


def spy_texts(monkeypatch: pytest.MonkeyPatch, module: Any) -> list[str]:
    """Every text `module` draws from now on."""
    drawn: list[str] = []
    real: Callable[..., pygame.Rect] = module.draw_text

    def spy(surface: pygame.Surface, text: str, *args: object, **kwargs: object) -> pygame.Rect:
        drawn.append(text)
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(module, "draw_text", spy)
    return drawn


def title_screen(size: tuple[int, int], language: str) -> tuple[App, MenuScene]:
    i18n.set_language(language)
    app = App(size, settings=Settings(language=language), fps=None)
    scene = MenuScene(app.settings)
    app.push(scene)
    step(app)
    return app, scene


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_title_screen_and_the_window_are_the_collections_not_a_games(
        monkeypatch: pytest.MonkeyPatch, language: str) -> None:
    drawn = spy_texts(monkeypatch, menu)
    app, _scene = title_screen((1024, 700), language)
    step(app)
    title = i18n._("Andean Table")
    assert title.upper() in drawn
    assert not {i18n._(e.name).upper() for e in registry.games()} & set(drawn)  # no game's name as the title
    assert pygame.display.get_caption()[0] == title
    assert i18n.ngettext("{n} board game of the Andes", "{n} board games of the Andes", 3) in drawn
    assert title == ("Andean Table" if language == "en" else "Mesa andina")


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("size", SIZES)
def test_the_title_screens_cards_name_each_games_designers_and_players(
        monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], language: str) -> None:
    drawn = spy_texts(monkeypatch, menu_cards)
    app, scene = title_screen(size, language)
    step(app)
    assert [entry.id for entry, _card in scene.game_cards()] == list(registry.GAME_MODULES)
    text = "\n".join(drawn)
    for entry in registry.games():
        assert i18n._(entry.name) in drawn
        assert all(name.split()[-1] in text for name in entry.designers)
        assert registry.players_text(entry) in text
        blurb = i18n._(entry.blurb)
        if size == (1600, 900) and language == "en":  # room for every word of its line about the game
            assert blurb in " ".join(drawn)
        else:  # at least its first words, the rest cut with "…"
            assert blurb.split()[0] in text


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("size", SIZES)
def test_the_game_chooser_names_each_games_designers_year_and_players(
        monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], language: str) -> None:
    app, scene = title_screen(size, language)
    drawn = spy_texts(monkeypatch, game_chooser)
    click(app, scene.buttons["new"].rect.center)  # New game: the chooser
    assert isinstance(app.stack.top, GameChooserScene)
    step(app)
    for entry in registry.games():
        assert i18n._(entry.name) in drawn
        assert registry.designers_text(entry) in drawn  # "Stefan Feld, 2023"
        assert registry.players_text(entry) in drawn  # "2–4 players"
        assert i18n._(entry.blurb) in " ".join(drawn)  # its line about the game, whole (wrapped, not cut)
    feld, first = registry.entry("feld-cuzco"), registry.entry("cuzco")
    assert registry.designers_text(feld) != registry.designers_text(first)


def test_the_player_counts_read_as_players_say_them() -> None:
    assert registry.players_text(registry.entry("incan-gold")) == "3\u20138 players"
    i18n.set_language("es")
    assert registry.players_text(registry.entry("cuzco")) == "2\u20134 jugadores"
    assert registry.designers_text(registry.entry("cuzco")) == "Wolfgang Kramer & Michael Kiesling, 2018"


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_load_list_rows_name_their_game(monkeypatch: pytest.MonkeyPatch, language: str) -> None:
    i18n.set_language(language)
    save_rows.forget()
    games = {"cuzco": CuzcoGame.new(CuzcoSetup(("Ana", "Ben"), 11)),
             "incan-gold": GoldGame(GoldSetup(("Ana", "Ben", "Cai"), 1, 0, True)),
             "feld-cuzco": FeldGame(FeldSetup(("Ana", "Ben"), 5))}
    for game_id, game in games.items():
        persistence.save_named(game, f"saved {game_id}")
    app = App((1280, 800), settings=Settings(language=language), fps=None)
    drawn = spy_texts(monkeypatch, save_list_draw)
    scene = LoadScene(app.settings)
    app.push(scene)
    # the rows are read a few per frame, by the clock
    step_until(lambda: step(app), lambda: not any(row.pending for row in scene.entries), "every row read")
    drawn.clear()
    step(app)
    for row in scene.entries:
        game_id = row.path.stem.removeprefix("saved ")
        assert row.game_id == game_id and row.game == i18n._(registry.entry(game_id).name)
    assert {i18n._(registry.entry(g).name) for g in games} <= set(drawn)


def _results_line(monkeypatch: pytest.MonkeyPatch, frame: Any) -> list[str]:
    from cuzco.shell.scenes import results_frame

    drawn = spy_texts(monkeypatch, results_frame)
    frame.draw_frame(pygame.display.get_surface())
    return drawn


@pytest.mark.parametrize("language", ["en", "es"])
def test_every_games_results_name_the_game(monkeypatch: pytest.MonkeyPatch, language: str) -> None:
    from cuzco.games.cuzco.bots.match import play_game as play_cuzco
    from cuzco.games.cuzco.ui.scenes.results import ResultsScene
    from cuzco.games.feld_cuzco.bots.arena import play_game as play_feld
    from cuzco.games.feld_cuzco.ui.results_scene import FeldResults
    from cuzco.games.incan_gold.bots.match import play_game as play_gold
    from cuzco.games.incan_gold.ui.results_scene import IncanGoldResults

    i18n.set_language(language)
    App((1024, 700), settings=Settings(language=language), fps=None)
    feld = play_feld(["easy", "easy"], seed=3)
    frames = {"cuzco": ResultsScene(play_cuzco(["greedy"] * 2, seed=4), Settings()),
              "incan-gold": IncanGoldResults(play_gold(["bold", "cautious", "reasoning"], seed=2).state, Settings()),
              "feld-cuzco": FeldResults(feld.state, Settings(), game=feld)}
    for game_id, frame in frames.items():
        entry = registry.entry(game_id)
        drawn = _results_line(monkeypatch, frame)
        line = next(text for text in drawn if i18n._(entry.name) in text)
        assert registry.designers_text(entry) in line


@pytest.mark.parametrize("language", ["en", "es"])
def test_every_games_replay_viewer_names_the_game(monkeypatch: pytest.MonkeyPatch, language: str) -> None:
    from cuzco.games.cuzco.bots.match import play_game as play_cuzco
    from cuzco.games.cuzco.ui.viewer import view
    from cuzco.games.feld_cuzco.bots.arena import play_game as play_feld
    from cuzco.games.feld_cuzco.ui import watch_scene
    from cuzco.games.incan_gold.bots.match import play_game as play_gold
    from cuzco.shell.scenes import replay_frame

    i18n.set_language(language)
    app = App((1280, 800), settings=Settings(language=language), fps=None)
    shown: list[str] = []
    real_banner = view.draw_banner

    def banner(surface: pygame.Surface, rect: pygame.Rect, state: object, colour: object, mark: object,
               hint: str) -> None:
        shown.append(hint)
        real_banner(surface, rect, state, colour, mark, hint)  # type: ignore[arg-type]

    monkeypatch.setattr(view, "draw_banner", banner)
    shown_feld = spy_texts(monkeypatch, watch_scene)
    shown_gold = spy_texts(monkeypatch, replay_frame)
    games = {"cuzco": (play_cuzco(["greedy"] * 2, seed=4), shown),
             "incan-gold": (play_gold(["bold", "cautious", "reasoning"], seed=2), shown_gold),
             "feld-cuzco": (play_feld(["easy", "easy"], seed=3), shown_feld)}
    for game_id, (game, drawn) in games.items():
        entry = registry.entry(game_id)
        assert entry.watch_game is not None
        app.push(entry.watch_game(game, app.settings))
        step(app, 3)
        name = i18n._(entry.name)
        assert any(name in text for text in drawn), (game_id, drawn[:5])
        app.stack.pop()


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_save_dialog_names_the_game_being_saved(monkeypatch: pytest.MonkeyPatch, language: str) -> None:
    from cuzco.shell.scenes import confirm, save_dialog

    i18n.set_language(language)
    app = App((1024, 700), settings=Settings(language=language), fps=None)
    titles: list[str] = []
    real = confirm.draw_panel  # the dialogs' frame, title included

    def panel(surface: pygame.Surface, rect: pygame.Rect, title: str = "", *args: object,
              **kwargs: object) -> pygame.Rect:
        titles.append(title)
        return real(surface, rect, title, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(confirm, "draw_panel", panel)
    for game in (FeldGame(FeldSetup(("Ana", "Ben"), 5)), CuzcoGame.new(CuzcoSetup(("Ana", "Ben"), 11))):
        name = i18n._(registry.entry_for_game(game).name)
        app.push(save_dialog.SaveDialog(game, app.settings))
        step(app)
        assert titles[-1].endswith(name) and titles[-1] != name
        app.stack.pop()
