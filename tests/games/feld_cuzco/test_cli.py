"""Feld's Cuzco on the shared command line: `cuzco selfplay|replay|arena|bench --game feld-cuzco`, run
through `cuzco.app.main` as a player would type them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cuzco import app
from cuzco.shell import registry


def cuzco(*args: str, home: Path) -> int:
    return app.main([*args, "--data-dir", str(home)])


def test_selfplay_saves_a_four_player_game_that_replay_checks(tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    save = tmp_path / "feld.json"
    assert cuzco("selfplay", "--game", "feld-cuzco", "--players", "4", "--seed", "2", "--json",
                 "--save", str(save), home=tmp_path) == 0
    played = json.loads(capsys.readouterr().out)
    assert played["game"] == "feld-cuzco" and played["finished"] and len(played["players"]) == 4
    assert json.loads(save.read_text())["meta"]["bots"] == ["normal"] * 4  # the game's default bot
    assert cuzco("replay", str(save), "--json", home=tmp_path) == 0
    assert json.loads(capsys.readouterr().out) == played
    assert cuzco("replay", str(save), home=tmp_path) == 0
    out = capsys.readouterr().out
    assert "Feld's Cuzco" in out and "every one legal; game over" in out and f"Winner: {played['winner']}" in out


def test_selfplay_takes_the_bots_in_seat_order_and_the_pututu_variant(tmp_path: Path,
                                                                      capsys: pytest.CaptureFixture[str]) -> None:
    save = tmp_path / "p.json"
    assert cuzco("selfplay", "--game", "feld-cuzco", "--players", "3", "--bots", "easy,normal",
                 "--variant", "pututu", "--save", str(save), home=tmp_path) == 0
    out = capsys.readouterr().out
    assert "3 players (easy, normal, easy; variant pututu)" in out and f"Saved the game record to {save}" in out
    saved = json.loads(save.read_text())
    assert saved["meta"]["bots"] == ["easy", "normal", "easy"] and saved["setup"]["pututu"] is True


@pytest.mark.parametrize(("options", "reason"), [
    (["--players", "5"], "Feld's Cuzco has 2 to 4 players, not 5"),
    (["--bots", "normal,wizard"], "unknown Feld's Cuzco bot wizard; choose from easy, normal, hard, random"),
    (["--first-player", "2"], "Feld's Cuzco has no --first-player option"),
])
def test_selfplay_refuses_what_the_game_has_not(options: list[str], reason: str, tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        cuzco("selfplay", "--game", "feld-cuzco", *options, home=tmp_path)
    assert stopped.value.code == 2 and reason in capsys.readouterr().err


def test_selfplay_refuses_an_unknown_variant_in_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cuzco("selfplay", "--game", "feld-cuzco", "--variant", "snakes", home=tmp_path) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.strip().count("\n") == 0
    assert "Feld's Cuzco has no variant 'snakes' (there is: pututu, card13-any-village)" in captured.err


def test_replay_refuses_a_tampered_save_in_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    save = tmp_path / "feld.json"
    assert cuzco("selfplay", "--game", "feld-cuzco", "--players", "2", "--bots", "easy", "--save", str(save),
                 home=tmp_path) == 0
    capsys.readouterr()
    data = json.loads(save.read_text())
    data["actions"][5] = data["actions"][4]  # the same action twice: illegal the second time
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    assert cuzco("replay", str(bad), home=tmp_path) == 2
    captured = capsys.readouterr()
    err = captured.err.strip()
    assert captured.out == "" and "\n" not in err and "Traceback" not in err
    assert err.startswith(f"cuzco replay: {bad}: ")


def test_arena_prints_each_levels_wins_with_their_interval(tmp_path: Path,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    assert cuzco("arena", "--game", "feld-cuzco", "--bots", "normal,easy", "--games", "2", home=tmp_path) == 0
    out = capsys.readouterr().out
    assert "2 games of 2 players, seats rotated: normal vs easy" in out
    assert "normal" in out and "95% CI" in out and "mean score" in out
    assert cuzco("arena", "--game", "feld-cuzco", "--bots", "easy", "--players", "4", "--games", "1", "--json",
                 home=tmp_path) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["levels"] == ["easy"] * 4 and report["wins"] == {"easy": 1.0}


def test_bench_prints_the_engines_figures_and_the_tables_frame_times(tmp_path: Path,
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    assert cuzco("bench", "--game", "feld-cuzco", "--quick", "--json", home=tmp_path) == 0
    figures = json.loads(capsys.readouterr().out)
    assert {"action_us_p95", "legal_actions_ms_p95", "random_4p_games_per_s"} <= set(figures)
    for size in ("1024x700", "1600x900", "1920x1080"):  # the table's frames, both kinds, both clocks
        for kind in ("moving", "change"):
            assert {f"table_{size}_{kind}_{clock}_p{pct}" for clock in ("ms", "cpu_ms") for pct in (50, 95, 99)} \
                <= set(figures)
            assert figures[f"table_{size}_{kind}_frames"] >= 5
    assert "note" not in figures
    assert cuzco("bench", "--game", "feld-cuzco", "--quick", home=tmp_path) == 0
    out = capsys.readouterr().out
    assert "random 4-player self-play" in out and "the table's frames" in out
    assert "table 1920x1080, right after a change, CPU p99 (ms)" in out
    assert "table 1024x700, pointer moving, wall p95 (ms)" in out


def test_the_registry_gives_feld_cuzcos_range_and_bots() -> None:
    hooks = registry.cli("feld-cuzco")
    assert hooks.players == (2, 4) and hooks.default_players == 4 and {"easy", "normal", "hard"} <= set(hooks.bots)
    assert hooks.lineup("hard,normal", 4) == ["hard", "normal", "hard", "normal"]
    assert hooks.lineup("hard,normal", None) == ["hard", "normal"]
