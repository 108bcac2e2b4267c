"""`cuzco arena` and the line-ups of `cuzco selfplay`: intervals, rotation, determinism, the JSON shapes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cuzco.games.cuzco.cli import arena

from .test_cli import check_summary_shape, cuzco


def test_wilson_interval_matches_known_values() -> None:
    lo, hi = arena.wilson(8, 10)
    assert lo == pytest.approx(0.4902, abs=1e-3) and hi == pytest.approx(0.9433, abs=1e-3)
    assert arena.wilson(0, 10)[0] == 0.0 and arena.wilson(10, 10)[1] == 1.0
    assert arena.wilson(0, 0) == (0.0, 1.0)


def test_lineups_are_checked() -> None:
    assert arena.parse_lineup("hard,greedy") == ["hard", "greedy"]
    assert arena.parse_lineup("normal", 3) == ["normal"] * 3
    assert "unknown bot kind 'clever'" in str(arena.parse_lineup("hard,clever"))
    assert "3 bots given for 2 players" in str(arena.parse_lineup("easy,easy,easy", 2))
    assert "2 to 4 players" in str(arena.parse_lineup("easy"))


def test_seats_rotate_and_results_do_not_depend_on_the_worker_count(monkeypatch: pytest.MonkeyPatch) -> None:
    seats: list[list[str]] = []  # the seats of each game played in this process, read off its result
    real = arena.play_one
    with monkeypatch.context() as patched:  # the workers' processes take the real one
        patched.setattr(arena, "play_one", lambda job: (result := real(job), seats.append(result["kinds"]))[0])
        one = arena.run(["easy", "random"], games=2, seed=3, workers=1, iterations=None)
    assert seats == [["easy", "random"], ["random", "easy"]]
    two = arena.run(["easy", "random"], games=2, seed=3, workers=2, iterations=None)
    assert one["bots"]["easy"]["wins"] == two["bots"]["easy"]["wins"]
    assert one["bots"]["easy"]["prestige"] == two["bots"]["easy"]["prestige"]


def test_arena_command_prints_the_table_and_json(tmp_path: Path) -> None:
    done = cuzco("arena", "--bots", "easy,random", "--games", "2", "--workers", "1", "--json", home=tmp_path)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["games"] == 2 and report["lineup"] == ["easy", "random"]
    easy = report["bots"]["easy"]
    assert {"win_rate", "ci95", "prestige", "move_ms_p50", "move_ms_p95", "cpu_ms_p95"} <= set(easy)
    assert easy["ci95"][0] <= easy["win_rate"] <= easy["ci95"][1]
    assert easy["wins"] + report["bots"]["random"]["wins"] == pytest.approx(2)
    text = cuzco("arena", "--bots", "easy,random", "--games", "1", "--workers", "1", home=tmp_path)  # one game
    assert "95% interval" in text.stdout and "easy" in text.stdout
    bad = cuzco("arena", "--bots", "easy,clever", home=tmp_path)
    assert bad.returncode == 2 and "unknown bot kind 'clever'" in bad.stderr


def test_selfplay_takes_one_bot_per_seat_and_lists_players_in_seat_order(tmp_path: Path) -> None:
    done = cuzco("selfplay", "--players", "2", "--bots", "normal,easy", "--seed", "3", "--json", home=tmp_path)
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    check_summary_shape(data)
    assert [p["name"] for p in data["players"]] == ["Normal 1", "Easy 2"]
    again = cuzco("selfplay", "--players", "2", "--bots", "normal,easy", "--seed", "3", "--json", home=tmp_path)
    assert json.loads(again.stdout) == data
    wrong = cuzco("selfplay", "--players", "3", "--bots", "normal,easy", home=tmp_path)
    assert wrong.returncode == 2 and "2 bots given for 3 players" in wrong.stderr
