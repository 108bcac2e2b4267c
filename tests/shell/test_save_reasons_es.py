"""A damaged save or settings file is refused with a reason the player reads in their language.

Broken saves of both games (the cases of the fuzz and bad-file tests: deep
nesting, huge numbers, bad seat keys, huge names, oversized files, wrong types,
bad and illegal actions, unreadable files) are loaded with the language set to
Spanish. Each refusal must carry a `Message` whose id, and the id of every
message inside it, has a Spanish translation, and whose Spanish text has every
`{field}` filled. The Load screen, driven by real posted events, shows the
reason in Spanish. File-system errors are told in our own translated words,
not the system's English.
"""

from __future__ import annotations

import errno
import functools
import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from babel.messages.pofile import read_po

import cuzco
from cuzco import paths
from cuzco.games.cuzco.rules import savefile
from cuzco.games.cuzco.rules.actions import PlaceTerrain
from cuzco.games.cuzco.rules.record import Game
from cuzco.games.cuzco.rules.setup import Setup
from cuzco.games.incan_gold.rules import Game as GoldGame
from cuzco.games.incan_gold.rules import Setup as GoldSetup
from cuzco.games.incan_gold.rules.actions import Choose
from cuzco.json_limits import file_problem
from cuzco.shell import i18n, persistence, registry
from cuzco.shell.main import App
from cuzco.shell.scenes.save_load import ERROR, LoadScene
from cuzco.shell.settings import Settings
from cuzco.text import Message
from tests.shell.ui_events import click, has_colour, step

PO = Path(cuzco.__file__).resolve().parent / "shell" / "locale" / "es" / "LC_MESSAGES" / "cuzco.po"


@functools.cache
def spanish() -> dict[str, str]:
    with PO.open("rb") as f:
        catalog = read_po(f)
    return {m.id if isinstance(m.id, str) else m.id[0]: m.string for m in catalog if m.id and not m.fuzzy}


@pytest.fixture(autouse=True)
def _spanish() -> Iterator[None]:
    i18n.set_language("es")
    yield
    i18n.set_language("en")


def assert_spanish(reason: object, where: str) -> None:
    """`reason` is a Message translated in the catalog, and so is every Message inside it."""
    assert isinstance(reason, Message), f"{where}: {reason!r} is plain text"
    assert spanish().get(reason.msgid), f"{where}: no Spanish for {reason.msgid!r}"
    for value in reason.params.values():
        if isinstance(value, Message):
            assert_spanish(value, where)
    shown = i18n.translate(reason)
    assert not any("{" + name + "}" in shown for name in reason.params), f"{where}: unfilled field in {shown!r}"
    if reason.msgid != "{file}: {reason}":  # nothing of its own to translate; its reason is checked above
        assert shown != str(reason), f"{where}: still English: {shown!r}"


# ---- broken saves -------------------------------------------------------------------------------
def cuzco_json(**meta: Any) -> dict[str, Any]:
    game = Game.new(Setup(("Ana", "Bo"), seed=3, first_player=0))
    game.apply(next(a for a in game.state.legal_actions() if isinstance(a, PlaceTerrain)))
    data = game.to_json()
    data["meta"] = meta
    return data


def gold_json() -> dict[str, Any]:
    game = GoldGame(GoldSetup(("Ana", "Bo", "Cy"), seed=5, first_player=0))
    for player in range(3):  # a revealed turn (a save never holds the choices of a turn not revealed)
        game.apply(Choose(player, True))
    return game.to_json()


def changed(base: Callable[[], dict[str, Any]], edit: Callable[[dict[str, Any]], object]) -> bytes:
    data = base()
    edit(data)
    return json.dumps(data).encode()


def _set(path: tuple[Any, ...], value: object) -> Callable[[dict[str, Any]], None]:
    def edit(data: dict[str, Any]) -> None:
        node: Any = data
        for step_ in path[:-1]:
            node = node[step_]
        node[path[-1]] = value
    return edit


BROKEN: dict[str, Callable[[], bytes]] = {
    "deep nesting": lambda: b"[" * 100_000,
    "huge number": lambda: json.dumps(cuzco_json(x=123456789)).replace("123456789", "9" * 5000).encode(),
    "float nan": lambda: json.dumps(cuzco_json()).replace('"meta": {}', '"meta": {"x": NaN}').encode(),
    "bad seat key": lambda: json.dumps(cuzco_json(bots={"\u00b2": "greedy"})).encode(),
    "seat out of range": lambda: json.dumps(cuzco_json(bots={"7": "greedy"})).encode(),
    "bad bot kind": lambda: json.dumps(cuzco_json(bots={"1": ""})).encode(),
    "bad colours": lambda: json.dumps(cuzco_json(colours="red")).encode(),
    "huge name": lambda: changed(cuzco_json, _set(("setup", "names", 1), "N" * 1_000_000)),
    "empty name": lambda: changed(cuzco_json, _set(("setup", "names", 1), "  ")),
    "control characters": lambda: changed(cuzco_json, _set(("setup", "names", 1), "a\x07b")),
    "junk bytes": lambda: bytes(range(256)) * 10,
    "not json": lambda: b'{"format": "cuzco-save", ',
    "not a save": lambda: b'{"format": "something else"}',
    "another game": lambda: changed(cuzco_json, _set(("game",), ["chess"])),
    "version as text": lambda: changed(cuzco_json, _set(("version",), "1")),
    "setup is a list": lambda: changed(cuzco_json, _set(("setup",), [])),
    "names are numbers": lambda: changed(cuzco_json, _set(("setup", "names"), [1, 2])),
    "five players": lambda: changed(cuzco_json, _set(("setup", "names"), list("ABCDE"))),
    "seed is a list": lambda: changed(cuzco_json, _set(("setup", "seed"), [1])),
    "seed too long": lambda: changed(cuzco_json, _set(("setup", "seed"), "s" * 100)),
    "first player too big": lambda: changed(cuzco_json, _set(("setup", "first_player"), 9)),
    "short deck": lambda: changed(cuzco_json, _set(("setup", "deck"), [])),
    "actions are an object": lambda: changed(cuzco_json, _set(("actions",), {})),
    "meta is a list": lambda: changed(cuzco_json, _set(("meta",), [])),
    "saved_at is a list": lambda: changed(cuzco_json, _set(("saved_at",), [1])),
    "unknown action": lambda: changed(cuzco_json, _set(("actions", 0), {"type": "teleport"})),
    "action with a bad hex": lambda: changed(cuzco_json, _set(("actions", 0, "hex"), "c4")),
    "action with a bad tile": lambda: changed(cuzco_json, _set(("actions", 0, "tile"), "lava")),
    "action with an extra field": lambda: changed(cuzco_json, _set(("actions", 0, "extra"), 1)),
    "illegal action": lambda: changed(cuzco_json, _set(("actions", 0, "hex"), [40, 40])),
    "gold: not incan gold": lambda: changed(gold_json, _set(("game",), "chess")),
    "gold: version": lambda: changed(gold_json, _set(("version",), 7)),
    "gold: artifacts": lambda: changed(gold_json, _set(("setup", "artifacts"), "yes")),
    "gold: nine players": lambda: changed(gold_json, _set(("setup", "names"), list("ABCDEFGHI"))),
    "gold: meta": lambda: changed(gold_json, _set(("meta",), 3)),
    "gold: bad action": lambda: changed(gold_json, _set(("actions", 0, "go_on"), "yes")),
    "gold: wrong player": lambda: changed(gold_json, _set(("actions", 0, "player"), 9)),
}


def refusal(path: Path) -> object:
    with pytest.raises(ValueError) as err:
        registry.load(path)
    return err.value.args[0]


@pytest.mark.parametrize("case", sorted(BROKEN))
def test_a_broken_save_is_refused_with_a_spanish_reason(case: str, tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    path.write_bytes(BROKEN[case]())
    assert_spanish(refusal(path), case)


def test_oversized_missing_and_unreadable_saves_have_spanish_reasons(tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    huge = tmp_path / "huge.json"
    with open(huge, "wb") as f:  # 200 MB, sparse: nothing on disk
        f.truncate(200 * 1024 * 1024)
    reason = refusal(huge)
    assert_spanish(reason, "huge")
    assert "demasiado grande" in i18n.translate(reason) and "huge.json" in i18n.translate(reason)
    assert_spanish(refusal(tmp_path / "missing.json"), "missing")
    folder = tmp_path / "a folder.json"
    folder.mkdir()
    reason = refusal(folder)
    assert_spanish(reason, "folder")
    assert i18n.translate(reason) == "no se puede leer a folder.json: es una carpeta, no un archivo"

    def locked(path: Path, limit: int) -> bytes:
        raise PermissionError(errno.EACCES, "Permission denied", str(path))

    monkeypatch.setattr(savefile, "read_capped", locked)
    reason = savefile_reason(tmp_path / "locked.json")
    assert i18n.translate(reason) == "no se puede leer locked.json: permiso denegado"
    assert "Permission" not in i18n.translate(reason)


def savefile_reason(path: Path) -> object:
    with pytest.raises(ValueError) as err:
        savefile.read_save(path)
    return err.value.args[0]


@pytest.mark.parametrize("code", [errno.ENOENT, errno.EACCES, errno.EPERM, errno.EISDIR, errno.ENOSPC,
                                  errno.EROFS, errno.EIO, errno.ENAMETOOLONG, errno.EXDEV, 0])
def test_file_system_errors_are_told_in_our_own_translated_words(code: int) -> None:
    problem = file_problem(OSError(code, "system text in English", "x.json") if code else OSError("odd"))
    assert_spanish(problem, str(code))
    assert "system text" not in i18n.translate(problem)


def test_the_continue_reason_of_a_bad_autosave_is_spanish() -> None:
    paths.autosave_path().parent.mkdir(parents=True, exist_ok=True)
    paths.autosave_path().write_bytes(b"[" * 50)
    with pytest.raises(ValueError) as err:
        persistence.continue_autosave()
    reason = err.value.args[0]
    assert_spanish(reason, "continue")
    assert "el archivo se conservó como autosave.json.bad-" in i18n.translate(reason)


# ---- the Load screen, driven by real events -------------------------------------------------------
@pytest.fixture
def app() -> Iterator[App]:
    application = App((1280, 800), settings=Settings(language="es"), fps=None)
    yield application
    pygame.quit()


def test_the_spanish_load_screen_shows_a_broken_saves_reason_in_spanish(app: App) -> None:
    assert i18n.language() == "es"
    folder = paths.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    bad = folder / "roto.json"
    raw = BROKEN["bad seat key"]()
    bad.write_bytes(raw)
    scene = LoadScene(app.settings)
    app.push(scene)
    step(app, 3)
    index = next(i for i, e in enumerate(scene.entries) if e.path == bad)
    listed = scene.entries[index].problem
    assert_spanish(listed, "listed")
    row = scene.view.rect.move(0, index * scene.ROW_H - scene.view.offset)
    click(app, (row.centerx, row.top + 20))
    assert scene.selected == index
    click(app, scene.buttons["load"].rect.center)
    assert app.stack.top is scene
    expected = "'meta': 'bots' nombra el puesto '\u00b2', que no existe (de 0 a 1)"
    assert scene.message == f"No se puede cargar esta partida: {expected}", scene.message
    assert has_colour(app.screen, ERROR, app.screen.get_rect())
    assert bad.read_bytes() == raw
