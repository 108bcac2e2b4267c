"""The `cuzco` command line: version, arguments, and failing politely."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

import cuzco
from cuzco import app, paths
from tests.packaging.packaging_support import REPO_ROOT, RunCuzco

NO_DISPLAY = {"DISPLAY": None, "WAYLAND_DISPLAY": None, "SDL_VIDEODRIVER": None}


def ui_exists() -> bool:
    return (REPO_ROOT / "cuzco" / "shell" / "main.py").is_file()


def test_python_m_cuzco_prints_the_version(run_cuzco: RunCuzco) -> None:
    done = run_cuzco("--version")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"cuzco {cuzco.__version__}"


def test_version_does_not_need_pygame(run_cuzco: RunCuzco, tmp_path: Path) -> None:
    # --version must answer fast and anywhere, so it may not import pygame at all.
    done = run_cuzco("--version", env={"PYTHONPATH": str(_blocker_dir(tmp_path))})
    assert done.returncode == 0, done.stderr


@pytest.mark.parametrize("extra", [[], ["--demo"], ["--demo", "--frames", "5"]])
def test_without_a_display_play_says_so_in_one_line(run_cuzco: RunCuzco, extra: list[str]) -> None:
    done = run_cuzco(*extra, env=NO_DISPLAY)
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1
    assert lines[0].startswith("No display found: Cuzco needs a graphical desktop")
    assert "SDL_VIDEODRIVER=dummy" in lines[0]


@pytest.mark.skipif(not ui_exists(), reason="cuzco/shell/main.py is not written yet")
def test_a_display_that_fails_to_open_is_reported_not_raised(run_cuzco: RunCuzco) -> None:
    # DISPLAY is set, so the early check passes; SDL then fails inside set_mode.
    done = run_cuzco(
        "--frames", "5",
        env={"SDL_VIDEODRIVER": "x11", "DISPLAY": ":93", "WAYLAND_DISPLAY": None},
    )
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr
    assert "No display found" in done.stderr


class FakeWindow:
    """Stands in for cuzco.shell.main, to test what app.py does around it."""

    calls: list[dict[str, object]] = []
    error: str | None = None

    @classmethod
    def run(cls, demo: bool, frames: int | None, fullscreen: bool = False, language: str | None = None) -> None:
        import pygame

        cls.calls.append({"demo": demo, "frames": frames, "fullscreen": fullscreen})
        if language is not None:
            cls.calls[-1]["language"] = language
        if cls.error is not None:
            raise pygame.error(cls.error)


@pytest.fixture
def fake_window(monkeypatch: pytest.MonkeyPatch) -> type[FakeWindow]:
    monkeypatch.setitem(sys.modules, app.UI_MODULE, FakeWindow)
    FakeWindow.calls = []
    FakeWindow.error = None
    return FakeWindow


def test_play_hands_its_options_to_the_window(fake_window: type[FakeWindow]) -> None:
    assert app.main(["--demo", "--frames", "120", "--fullscreen"]) == 0
    assert fake_window.calls == [{"demo": True, "frames": 120, "fullscreen": True}]
    assert app.main([]) == 0
    assert fake_window.calls[-1] == {"demo": False, "frames": None, "fullscreen": False}
    assert app.main(["--lang", "es", "--demo", "--frames", "5"]) == 0
    assert fake_window.calls[-1] == {"demo": True, "frames": 5, "fullscreen": False, "language": "es"}


def test_a_window_that_cannot_open_is_the_no_display_message(
    fake_window: type[FakeWindow], capsys: pytest.CaptureFixture[str]
) -> None:
    fake_window.error = "No available video device"
    assert app.main(["--demo"]) == 2
    assert capsys.readouterr().err.strip() == app.NO_DISPLAY_MESSAGE


def test_other_pygame_errors_are_one_line_and_logged(
    fake_window: type[FakeWindow], capsys: pytest.CaptureFixture[str], cuzco_home: Path
) -> None:
    fake_window.error = "Unsupported image format"
    assert app.main([]) == 1
    err = capsys.readouterr().err.strip()
    assert err.startswith("Cuzco stopped: pygame error: Unsupported image format")
    assert "\n" not in err
    assert "Unsupported image format" in (cuzco_home / "cuzco.log").read_text(encoding="utf-8")


def test_a_missing_subcommand_module_is_one_line_and_exit_2(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # None in sys.modules makes the import fail as if the file were absent.
    monkeypatch.setitem(sys.modules, "cuzco.cli.selfplay", None)
    assert app.main(["selfplay"]) == 2
    err = capsys.readouterr().err
    assert err.strip() == "cuzco: 'cuzco selfplay' is not available in this build (cuzco.cli.selfplay is missing)."


def test_a_missing_window_module_is_one_line_and_exit_2(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "cuzco.shell.main", None)
    assert app.main(["--demo", "--frames", "1"]) == 2
    assert "cuzco.shell.main is missing" in capsys.readouterr().err


def test_subcommands_reach_their_module_with_parsed_arguments(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    seen = {}

    class FakeBench:
        @staticmethod
        def main(args: object) -> int:
            seen["args"] = args
            return 3

    monkeypatch.setitem(sys.modules, "cuzco.cli.bench", FakeBench)
    assert app.main(["bench", "--quick", "--data-dir", str(tmp_path)]) == 3
    assert vars(seen["args"])["quick"] is True
    assert paths.data_dir() == tmp_path.resolve()


def test_selfplay_defaults() -> None:
    args = app.build_parser().parse_args(["selfplay"])
    assert (args.players, args.seed, args.bots, args.save, args.json) == (4, 0, "random", None, False)


def test_selfplay_options() -> None:
    args = app.build_parser().parse_args(
        ["selfplay", "--players", "2", "--seed", "7", "--bots", "greedy", "--save", "g.json", "--json"]
    )
    assert (args.players, args.seed, args.bots, args.save, args.json) == (2, 7, "greedy", Path("g.json"), True)


@pytest.mark.parametrize(
    "argv",
    [
        ["selfplay", "--players", "5"],
        ["selfplay", "--players", "1"],
        ["selfplay", "--bots", "clever"],
        ["replay"],
        ["--frames", "0"],
        ["--frames", "many"],
        ["teleport"],
    ],
)
def test_bad_arguments_exit_2(argv: list[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        app.build_parser().parse_args(argv)
    assert stop.value.code == 2


def test_replay_and_bench_arguments() -> None:
    parser = app.build_parser()
    replay = parser.parse_args(["replay", "game.json", "--json"])
    assert (replay.command, replay.file, replay.json) == ("replay", Path("game.json"), True)
    bench = parser.parse_args(["bench"])
    assert (bench.command, bench.json, bench.quick) == ("bench", False, False)


@pytest.mark.parametrize("argv", [["--data-dir", "D", "bench"], ["bench", "--data-dir", "D"]])
def test_data_dir_goes_before_or_after_the_subcommand(argv: list[str]) -> None:
    assert app.build_parser().parse_args(argv).data_dir == "D"


def test_play_defaults() -> None:
    args = app.build_parser().parse_args([])
    assert (args.command, args.demo, args.frames, args.fullscreen) == (None, False, None, False)
    assert not hasattr(args, "data_dir")


def test_data_dir_option_wins_over_cuzco_home(run_cuzco: RunCuzco, tmp_path: Path) -> None:
    chosen = tmp_path / "chosen"
    done = run_cuzco("--data-dir", str(chosen), "--check-resources")
    assert f"data: {chosen.resolve()}" in done.stdout.splitlines()
    assert chosen.is_dir()


def test_an_unusable_data_dir_is_one_line_and_exit_2(run_cuzco: RunCuzco, tmp_path: Path) -> None:
    blocker = tmp_path / "a_file"
    blocker.write_text("not a folder")
    done = run_cuzco("--data-dir", str(blocker / "cuzco"), "selfplay")
    assert done.returncode == 2
    assert done.stderr.startswith("cuzco: cannot use the data folder")
    assert "Traceback" not in done.stderr


def test_cuzco_home_sets_the_data_dir(run_cuzco: RunCuzco, cuzco_home: Path) -> None:
    done = run_cuzco("--check-resources")
    assert f"data: {cuzco_home.resolve()}" in done.stdout.splitlines()


def _blocker_dir(base: Path) -> Path:
    """A folder whose `pygame` package raises on import, to put first on PYTHONPATH."""
    blocker = base / "no_pygame"
    (blocker / "pygame").mkdir(parents=True, exist_ok=True)
    (blocker / "pygame" / "__init__.py").write_text("raise ImportError('pygame is blocked in this test')\n")
    return blocker
