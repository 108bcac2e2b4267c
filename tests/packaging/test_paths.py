"""cuzco.paths: every player file under one data directory, chosen by override, env or platform."""

from __future__ import annotations

from pathlib import Path

import pytest

import cuzco
from cuzco import paths


def test_cuzco_home_is_used(cuzco_home: Path) -> None:
    assert paths.data_dir() == cuzco_home.resolve()


def test_every_file_lives_under_the_data_dir(cuzco_home: Path) -> None:
    home = cuzco_home.resolve()
    assert paths.saves_dir() == home / "saves"
    assert paths.saves_dir().is_dir()
    for path in (paths.autosave_path(), paths.settings_path(), paths.log_path()):
        assert path.is_relative_to(home)
    assert len({paths.autosave_path(), paths.settings_path(), paths.log_path()}) == 3


def test_override_wins_and_can_be_cleared(tmp_path: Path, cuzco_home: Path) -> None:
    paths.use_data_dir(tmp_path / "elsewhere")
    assert paths.data_dir() == (tmp_path / "elsewhere").resolve()
    assert (tmp_path / "elsewhere").is_dir()
    paths.use_data_dir(None)
    assert paths.data_dir() == cuzco_home.resolve()


def test_default_is_the_platform_user_data_dir(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv(paths.HOME_ENV)
    monkeypatch.setattr(paths.platformdirs, "user_data_dir", lambda name, appauthor: str(tmp_path / name))
    assert paths.data_dir() == tmp_path / "cuzco"


def test_blank_cuzco_home_means_unset(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv(paths.HOME_ENV, "  ")
    monkeypatch.setattr(paths.platformdirs, "user_data_dir", lambda name, appauthor: str(tmp_path / name))
    assert paths.data_dir() == tmp_path / "cuzco"


def test_data_never_lands_beside_the_code(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(paths.HOME_ENV)
    code = Path(cuzco.__file__).resolve().parent.parent
    default = paths._chosen_data_dir()  # not data_dir(): the test must not create it
    assert not default.is_relative_to(code)
