"""The balance command of Feld's Cuzco: games counted in chunks or processes add up to the same figures."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cuzco.games.feld_cuzco import balance as B
from cuzco.games.feld_cuzco import cli


def _same(a: B.Counts, b: B.Counts) -> None:
    assert a["played"] == b["played"]
    assert sorted(a["win_scores"]) == sorted(b["win_scores"])
    for key in ("first_wins", "wins_by_order", "drawn", "done", "spaces", "used", "taken"):
        assert a[key] == b[key], key
    assert a["share_sums"] == pytest.approx(b["share_sums"])


def test_games_shared_out_over_two_processes_count_as_in_one() -> None:
    one = B.balance(3, 4, "random", seed=2)
    two = B.balance(3, 4, "random", seed=2, jobs=2)
    _same(one, two)
    assert len(two["played"]) == 4 and sum(two["wins_by_order"]) == 4


def test_chunks_merged_count_as_one_run_and_a_game_counted_twice_is_refused() -> None:
    whole = B.balance(2, 4, "random", seed=1)
    parts = [B.balance(2, 2, "random", seed=1, first=2), B.balance(2, 2, "random", seed=1)]
    _same(B.merge(parts), whole)
    with pytest.raises(B.MergeError, match="counted twice"):
        B.merge([parts[0], parts[0]])
    with pytest.raises(B.MergeError, match="seed"):
        B.merge([parts[1], B.balance(2, 1, "random", seed=7, first=9)])


def test_balance_writes_counts_that_merge_prints(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    assert cli.main(["balance", "--players", "2", "--games", "2", "--bots", "random", "--jobs", "2",
                     "--counts", str(a)]) == 0
    assert cli.main(["balance", "--players", "2", "--games", "1", "--first", "2", "--bots", "random",
                     "--counts", str(b)]) == 0
    capsys.readouterr()
    assert cli.main(["merge", str(a), str(b), "--markdown"]) == 0
    table = capsys.readouterr().out
    assert "| games (Normal in every seat) | ≥ 2,000 | 3 |" in table and "| S-0" in table
    assert json.loads(a.read_text())["played"] == [0, 1]
    assert cli.main(["merge", str(a), str(a)]) == 2 and "counted twice" in capsys.readouterr().err
    (tmp_path / "bad.json").write_text("[1]")
    assert cli.main(["merge", str(tmp_path / "bad.json")]) == 2 and "not a balance counts" in capsys.readouterr().err
    assert cli.main(["balance", "--players", "2", "--games", "2", "--jobs", "0"]) == 2
