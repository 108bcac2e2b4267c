"""`cuzco selfplay --game incan-gold` and `cuzco replay` on its saves, run as a player would."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[3]


def cuzco(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, CUZCO_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, "-m", "cuzco", *args], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=300)


def test_selfplay_json_save_and_replay(tmp_path: Path) -> None:
    save = tmp_path / "ig.json"
    done = cuzco("selfplay", "--game", "incan-gold", "--players", "6", "--bots", "cautious,bold,reasoning",
                 "--seed", "3", "--json", "--save", str(save), home=tmp_path)
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert data["game"] == "incan-gold" and data["finished"] and len(data["players"]) == 6
    for p in data["players"]:
        assert p["score"] == p["gems"] + sum(p["artifacts"]) == sum(p["rounds"]) and len(p["rounds"]) == 5
    saved = json.loads(save.read_text())
    assert saved["setup"]["names"][1] == data["players"][1]["name"] == "Bianca"  # no level in a name
    assert saved["meta"]["bots"] == ["cautious", "bold", "reasoning"] * 2  # the levels are in the meta
    again = cuzco("replay", str(save), "--json", home=tmp_path)
    assert again.returncode == 0, again.stderr
    assert json.loads(again.stdout) == data
    text = cuzco("replay", str(save), home=tmp_path)
    assert text.returncode == 0 and "Incan Gold" in text.stdout and "game over" in text.stdout


def test_selfplay_text_is_deterministic(tmp_path: Path) -> None:
    a = cuzco("selfplay", "--game", "incan-gold", "--seed", "9", home=tmp_path)
    b = cuzco("selfplay", "--game", "incan-gold", "--seed", "9", home=tmp_path)
    assert a.returncode == 0 and a.stdout == b.stdout
    assert "Winner" in a.stdout or "Shared victory" in a.stdout


@pytest.mark.parametrize("options", [["--players", "2"], ["--bots", "greedy"], ["--bots", ","]])
def test_selfplay_refuses_options_the_game_does_not_have(options: list[str], tmp_path: Path) -> None:
    done = cuzco("selfplay", "--game", "incan-gold", *options, home=tmp_path)
    assert done.returncode == 2 and "Traceback" not in done.stderr and "Incan Gold" in done.stderr


def test_cuzco_selfplay_refuses_incan_gold_options(tmp_path: Path) -> None:
    done = cuzco("selfplay", "--players", "6", home=tmp_path)
    assert done.returncode == 2 and "Cuzco has 2 to 4 players" in done.stderr


def test_replay_of_a_tampered_incan_gold_save(tmp_path: Path) -> None:
    save = tmp_path / "ig.json"
    assert cuzco("selfplay", "--game", "incan-gold", "--save", str(save), home=tmp_path).returncode == 0
    data = json.loads(save.read_text())
    data["actions"][2]["player"] = 99
    save.write_text(json.dumps(data))
    done = cuzco("replay", str(save), home=tmp_path)
    assert done.returncode == 2 and "action 2 is not valid" in done.stderr and "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1


def test_parser_fills_each_games_defaults() -> None:
    from cuzco import app

    incan = app.build_parser().parse_args(["selfplay", "--game", "incan-gold", "--players", "8"])
    assert (incan.players, incan.bots, incan.seats) == (8, "normal", ["normal"] * 8)
    cuzco_args = app.build_parser().parse_args(["selfplay"])
    assert (cuzco_args.game, cuzco_args.players, cuzco_args.bots) == ("cuzco", 4, "random")


@pytest.mark.parametrize("players", ["9", "2"])
def test_selfplay_says_incan_golds_own_player_range(players: str, tmp_path: Path) -> None:
    done = cuzco("selfplay", "--game", "incan-gold", "--players", players, home=tmp_path)
    assert done.returncode == 2 and f"Incan Gold has 3 to 8 players, not {players}" in done.stderr


def test_selfplay_takes_the_levels_the_variant_and_the_first_player(tmp_path: Path) -> None:
    save = tmp_path / "diamant.json"
    done = cuzco("selfplay", "--game", "incan-gold", "--players", "5", "--bots", "easy,hard", "--variant", "diamant",
                 "--first-player", "3", "--seed", "4", "--json", "--save", str(save), home=tmp_path)
    assert done.returncode == 0, done.stderr
    saved = json.loads(save.read_text())
    assert saved["setup"]["artifacts"] is False and saved["setup"]["first_player"] == 2
    assert saved["meta"]["bots"] == ["easy", "hard", "easy", "hard", "easy"]
    assert [p["bot"] for p in json.loads(done.stdout)["players"]] == saved["meta"]["bots"]
    assert all(p["artifacts"] == [] for p in json.loads(done.stdout)["players"])


@pytest.mark.parametrize(("options", "reason"), [
    (["--game", "incan-gold", "--variant", "lava"], "no variant 'lava'"),
    (["--game", "incan-gold", "--first-player", "5"], "from 1 to 4, not 5"),
    (["--variant", "diamant"], "Cuzco has no --variant option"),
    (["--first-player", "1"], "Cuzco has no --first-player option"),
])
def test_selfplay_refuses_an_option_the_game_has_not(options: list[str], reason: str, tmp_path: Path) -> None:
    done = cuzco("selfplay", *options, home=tmp_path)
    assert done.returncode == 2 and reason in done.stderr and "Traceback" not in done.stderr


def test_arena_and_bench_of_incan_gold(tmp_path: Path) -> None:
    done = cuzco("arena", "--game", "incan-gold", "--bots", "hard,normal,normal", "--games", "6", "--workers", "1",
                 home=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "| hard | 1 |" in done.stdout and "full ties" in done.stdout and "artifact" in done.stdout
    assert cuzco("arena", "--game", "incan-gold", "--bots", "greedy", home=tmp_path).returncode == 2
    bench = cuzco("bench", "--game", "incan-gold", "--quick", "--json", home=tmp_path)
    assert bench.returncode == 0, bench.stderr
    assert json.loads(bench.stdout)["hard_decision_ms_p95"] > 0


def test_view_says_in_one_line_that_incan_gold_has_no_viewer(tmp_path: Path) -> None:
    save = tmp_path / "ig.json"
    assert cuzco("selfplay", "--game", "incan-gold", "--save", str(save), home=tmp_path).returncode == 0
    done = cuzco("view", str(save), home=tmp_path)
    assert done.returncode == 2 and "cannot be watched" in done.stderr and "cuzco replay" in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1
    review = cuzco("review", str(save), home=tmp_path)
    assert review.returncode == 2 and "Incan Gold has no 'review' command" in review.stderr
