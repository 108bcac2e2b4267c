"""The registry: the one place the shell learns which games exist and how to load, save and open them."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from cuzco.games.cuzco.rules.errors import SaveFileError
from cuzco.games.cuzco.rules.record import Game as CuzcoGame
from cuzco.games.cuzco.rules.record import save_game
from cuzco.games.cuzco.rules.setup import Setup as CuzcoSetup
from cuzco.games.incan_gold.rules import Game as IncanGoldGame
from cuzco.games.incan_gold.rules import Setup as IncanGoldSetup
from cuzco.shell import persistence, registry
from cuzco.shell.settings import Settings


def cuzco_game() -> CuzcoGame:
    return CuzcoGame.new(CuzcoSetup(("Ana", "Ben"), 11))


def test_every_registered_game_has_its_entry_under_its_own_id() -> None:
    entries = registry.games()
    assert [e.id for e in entries] == list(registry.GAME_MODULES) == ["cuzco", "incan-gold", "feld-cuzco"]
    for entry in entries:
        assert entry.name and entry.blurb and entry.rules_page.endswith(".md")
        assert entry.designers and entry.year > 2000 and 2 <= entry.players[0] <= entry.players[1]
        assert registry.entry(entry.id) is entry


def test_each_game_owns_only_its_own_games() -> None:
    assert registry.entry_for_game(cuzco_game()).id == "cuzco"
    assert registry.entry_for_game(IncanGoldGame(IncanGoldSetup(("A", "B", "C"), 1, 0, True))).id == "incan-gold"
    with pytest.raises(KeyError):
        registry.entry_for_game(object())


def test_a_cuzco_save_names_its_game_and_loads_back(tmp_path: Path) -> None:
    path = tmp_path / "c.json"
    registry.save(cuzco_game(), path)
    assert json.loads(path.read_text(encoding="utf-8"))["game"] == "cuzco"
    loaded = registry.load(path)
    assert isinstance(loaded, CuzcoGame) and loaded.state.players[1].name == "Ben"


def test_an_old_cuzco_save_without_a_game_field_still_loads(tmp_path: Path) -> None:
    path = tmp_path / "old.json"
    save_game(cuzco_game(), path)
    data = json.loads(path.read_text(encoding="utf-8"))
    del data["game"]
    path.write_text(json.dumps(data), encoding="utf-8")
    assert registry.game_id_of(data) == "cuzco"
    loaded = persistence.load_named(path)
    assert isinstance(loaded, CuzcoGame) and [p.name for p in loaded.state.players] == ["Ana", "Ben"]


def test_an_incan_gold_save_goes_to_its_own_loader(tmp_path: Path) -> None:
    path = tmp_path / "ig.json"
    registry.save(IncanGoldGame(IncanGoldSetup(("Ana", "Ben", "Cai"), 5, 0, True)), path)
    loaded = persistence.load_named(path)
    assert isinstance(loaded, IncanGoldGame) and list(loaded.setup.names) == ["Ana", "Ben", "Cai"]
    entry, names, moves, progress = registry.describe(path)
    assert entry.id == "incan-gold" and names == ["Ana", "Ben", "Cai"] and moves == 0
    assert progress == "round 1 of 5"


def test_a_save_of_an_unknown_game_is_refused_with_a_reason_and_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "chess.json"
    data = cuzco_game().to_json()
    data["game"] = "chess"
    text = json.dumps(data)
    path.write_text(text, encoding="utf-8")
    assert registry.game_id_of(data) is None
    with pytest.raises(SaveFileError, match="another game"):
        registry.load(path)
    assert path.read_text(encoding="utf-8") == text


def test_garbage_is_refused_by_a_loader_in_one_line(tmp_path: Path) -> None:
    path = tmp_path / "junk.json"
    path.write_bytes(b"\x00\xff not json")
    with pytest.raises(ValueError) as refused:
        registry.load(path)
    assert "\n" not in str(refused.value)


def test_each_game_opens_its_own_screen_and_draws_its_picture() -> None:
    pygame.init()
    try:
        surface = pygame.display.set_mode((800, 600))
        for game in (cuzco_game(), IncanGoldGame(IncanGoldSetup(("Ana", "Ben", "Cai"), 5, 0, True))):
            scene = registry.open_game(game, Settings())
            assert scene.game is game  # type: ignore[attr-defined]
        for entry in registry.games():
            surface.fill((0, 0, 0))
            area = pygame.Rect(100, 100, 300, 200)
            entry.draw_picture(surface, area)
            drawn = pygame.mask.from_threshold(surface, (0, 0, 0), (1, 1, 1, 255))
            assert drawn.count() < 800 * 600, f"{entry.id} drew nothing"
            assert surface.get_at((50, 50))[:3] == (0, 0, 0)  # nothing outside its area
    finally:
        pygame.quit()
