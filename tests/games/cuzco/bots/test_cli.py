"""The headless commands, run as a player would: `python -m cuzco selfplay|replay|bench` in a subprocess."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parents[4]
SOURCES = {"temple", "pond", "festival", "final"}


def cuzco(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    # CUZCO_HOME keeps the log file out of the real user folder, even for module-scoped fixtures.
    env = dict(os.environ, CUZCO_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, "-m", "cuzco", *args], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=300)


def check_summary_shape(data: Any) -> None:
    assert set(data) == {"players", "winners", "actions", "finished"}
    names = []
    for p in data["players"]:
        assert set(p) == {"name", "score", "breakdown"}
        assert set(p["breakdown"]) == SOURCES
        assert all(isinstance(v, int) and v >= 0 for v in p["breakdown"].values())
        assert sum(p["breakdown"].values()) == p["score"]
        names.append(p["name"])
    assert isinstance(data["actions"], int) and data["actions"] > 0
    assert isinstance(data["finished"], bool)
    assert set(data["winners"]) <= set(names)


@pytest.fixture(scope="module")
def saved(tmp_path_factory: pytest.TempPathFactory) -> tuple[dict[str, Any], Path, Path]:
    """One 3-player selfplay run with --json and --save: (its JSON, the save file, the data dir)."""
    folder = tmp_path_factory.mktemp("selfplay")
    save = folder / "game.json"
    done = cuzco("selfplay", "--players", "3", "--seed", "5", "--json", "--save", str(save), home=folder)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.strip().splitlines()
    assert len(lines) == 1, f"--json must print exactly one object, got: {done.stdout!r}"
    return json.loads(lines[0]), save, folder


def test_selfplay_json(saved: tuple[dict[str, Any], Path, Path]) -> None:
    data, save, _ = saved
    check_summary_shape(data)
    assert data["finished"] is True
    assert len(data["players"]) == 3
    best = max(p["score"] for p in data["players"])
    assert data["winners"] == [p["name"] for p in data["players"] if p["score"] == best]
    assert save.is_file()


def test_replay_gives_the_same_result(saved: tuple[dict[str, Any], Path, Path]) -> None:
    data, save, home = saved
    before = save.read_bytes()
    done = cuzco("replay", str(save), "--json", home=home)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == data
    assert save.read_bytes() == before
    text = cuzco("replay", str(save), home=home)
    assert text.returncode == 0 and "Turn" in text.stdout and "Score" in text.stdout


def _tamper_action(text: str) -> str:
    data = json.loads(text)
    data["actions"][5] = {"type": "build", "hex": [0, 0], "value": 10}
    return json.dumps(data)


def _unhashable_type(text: str) -> str:
    data = json.loads(text)
    data["actions"][3]["type"] = []
    return json.dumps(data)


@pytest.mark.parametrize("corrupt", [
    lambda text: text[: len(text) // 2],  # cut short
    _tamper_action,  # valid JSON, an illegal action
    _unhashable_type,  # an action of a type that is not even a name
    lambda text: "\x00\xff not a save",
], ids=["truncated", "illegal-action", "odd-type", "garbage"])
def test_replay_of_a_bad_file(corrupt: Any, saved: tuple[dict[str, Any], Path, Path], tmp_path: Path) -> None:
    _, save, home = saved
    bad = tmp_path / "bad.json"
    bad.write_text(corrupt(save.read_text(encoding="utf-8")), encoding="utf-8")
    before = bad.read_bytes()
    done = cuzco("replay", str(bad), "--json", home=home)
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1, done.stderr
    assert done.stdout == ""
    assert bad.read_bytes() == before


def test_replay_of_a_missing_file(tmp_path: Path) -> None:
    done = cuzco("replay", str(tmp_path / "nowhere.json"), home=tmp_path)
    assert done.returncode == 2 and len(done.stderr.strip().splitlines()) == 1
    assert "Traceback" not in done.stderr


def test_bench_quick_json(tmp_path: Path) -> None:
    done = cuzco("bench", "--json", "--quick", home=tmp_path)
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    for key in ("legal_placements_ms", "apply_action_us", "selfplay_games_per_s"):
        assert isinstance(data[key], (int, float)) and data[key] > 0, key
    # The frame times come from the UI; without it the bench must say why they are missing.
    has_frames = {"frame_ms_p50", "frame_ms_p99"} <= set(data)
    assert has_frames or any("frame" in note for note in data["notes"])
    if has_frames:
        assert 0 < data["frame_ms_p50"] <= data["frame_ms_p99"]
