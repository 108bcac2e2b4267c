"""`cuzco review FILE`: the JSON shape, determinism for a budget, refusal of a damaged file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cuzco.app import main
from cuzco.games.cuzco.review import review_game
from cuzco.games.cuzco.rules.record import Game


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["review", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_review_json_has_a_curve_per_turn_and_swings_with_suggestions(
    saved_game: Path, short_game: Game, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _err = _run(capsys, str(saved_game), "--json", "--budget", "0", "--top", "3")
    assert code == 0
    data = json.loads(out)
    assert data["budget"] == 0 and data["complete"] is True
    assert data["players"] == [p.name for p in short_game.state.players]
    turns = [point["turn"] for point in data["curve"]]
    assert turns == sorted(set(turns)) and turns[0] == 1 and turns[-1] == short_game.state.turn
    assert all(len(point["expected"]) == 2 for point in data["curve"])
    assert 1 <= len(data["swings"]) <= 3
    losses = [s["loss"] for s in data["swings"]]
    assert losses == sorted(losses, reverse=True) and losses[-1] >= 0.5
    for s in data["swings"]:
        assert s["suggested"] and s["played"] and s["suggested"] != s["played"]
        assert s["suggested_lead"] - s["played_lead"] == pytest.approx(s["loss"], abs=0.02)
        assert s["player"] in (0, 1) and s["index"] < s["end"]


def test_review_is_deterministic_for_a_budget(saved_game: Path, capsys: pytest.CaptureFixture[str]) -> None:
    first = _run(capsys, str(saved_game), "--json", "--budget", "1")
    second = _run(capsys, str(saved_game), "--json", "--budget", "1")
    assert first[0] == 0 and first == second


def test_review_text_names_turn_player_and_loss(saved_game: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _err = _run(capsys, str(saved_game), "--budget", "0", "--top", "2")
    assert code == 0
    lines = out.splitlines()
    assert lines[0].startswith("Move review (Normal level)")
    assert any(line.startswith("turn ") and "the computer suggests" in line and "PP" in line for line in lines)


def test_a_damaged_file_is_refused_in_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"version": 1, "setup": 5}')
    code, out, err = _run(capsys, str(bad))
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1


def test_the_played_line_matches_the_record(short_game: Game) -> None:
    review = review_game(short_game.states[0], short_game.actions, budget=0)
    for r in review.reviews:
        assert list(r.played) == list(short_game.actions[r.index : r.end])
        assert short_game.states[r.index].current == r.player
    assert review.positions[0] == 0 and len(review.expected) == len(review.positions)
