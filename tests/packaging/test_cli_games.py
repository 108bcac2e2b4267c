"""The command line reaches every game through the registry: no game is named in `cuzco/app.py` or
`cuzco/cli/`, and a new game plugs in with its registry line and its own `cli` module."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from cuzco import app
from cuzco.shell import registry

REPO = Path(__file__).resolve().parents[2]

FAKE_CLI = '''
from cuzco.shell.registry import GameCli

SEEN = {}


def lineup(text, players):
    kinds = text.split(",")
    return [kinds[i % len(kinds)] for i in range(players or len(kinds))] if set(kinds) <= {"dice"} else "no such bot"


def selfplay(args):
    SEEN["selfplay"] = (args.seats, args.seed)
    return 0


def replay(path, as_json):
    SEEN["replay"] = str(path)
    return 0


CLI = GameCli(name="Dice", players=(2, 6), default_players=5, bots=("dice",), default_bot="dice",
              lineup=lineup, selfplay=selfplay, replay=replay)
'''


@pytest.fixture
def fourth_game(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    package = tmp_path / "dicegame"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "game.py").write_text("ENTRY = None\n")
    (package / "cli.py").write_text(FAKE_CLI)
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setitem(registry.GAME_MODULES, "dice", "dicegame.game")
    yield sys.modules.get("dicegame.cli")
    for name in ("dicegame", "dicegame.game", "dicegame.cli"):
        sys.modules.pop(name, None)


def test_a_fourth_game_plugs_into_the_command_line_by_its_registry_line(fourth_game, tmp_path: Path) -> None:
    assert app.main(["selfplay", "--game", "dice", "--seed", "8"]) == 0
    seen = sys.modules["dicegame.cli"].SEEN
    assert seen["selfplay"] == (["dice"] * 5, 8)
    with pytest.raises(SystemExit):
        app.build_parser().parse_args(["selfplay", "--game", "dice", "--players", "7"])
    with pytest.raises(SystemExit):
        app.build_parser().parse_args(["selfplay", "--game", "dice", "--variant", "x"])
    save = tmp_path / "dice.json"
    save.write_text('{"format": "cuzco-save", "game": "dice"}')
    assert app.main(["replay", str(save)]) == 0 and seen["replay"] == str(save)
    assert app.main(["arena", "--game", "dice", "--bots", "dice,dice"]) == 2  # it has no arena: said in one line


def test_a_fourth_games_player_range_is_its_own(fourth_game, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        app.build_parser().parse_args(["selfplay", "--game", "dice", "--players", "7"])
    assert "Dice has 2 to 6 players, not 7" in capsys.readouterr().err


def test_every_registered_game_has_command_line_hooks() -> None:
    for game_id in registry.GAME_MODULES:
        hooks = registry.cli(game_id)
        low, high = hooks.players
        assert low <= hooks.default_players <= high and hooks.default_bot in hooks.bots
        assert hooks.lineup(hooks.default_bot, hooks.default_players) == [hooks.default_bot] * hooks.default_players
        assert hooks.arena is not None and hooks.bench is not None


def test_the_shared_command_line_names_no_game() -> None:
    ids = [game_id for game_id in registry.GAME_MODULES if game_id != registry.UNNAMED_SAVE_GAME]
    for path in [REPO / "cuzco" / "app.py", *sorted((REPO / "cuzco" / "cli").glob("*.py"))]:
        text = path.read_text()
        assert "cuzco.games" not in text and not any(game_id in text for game_id in ids), path
        assert "Incan Gold" not in text, path
