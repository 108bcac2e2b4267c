"""The save limits hold at their exact bounds, for both games: the bound itself is accepted,
one over is refused (so a `>` turned into `>=`, or the other way, is caught)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cuzco.games.cuzco.rules import savefile
from cuzco.games.cuzco.rules.record import Game as CuzcoGame
from cuzco.games.cuzco.rules.record import load_game as load_cuzco
from cuzco.games.cuzco.rules.setup import Setup as CuzcoSetup
from cuzco.games.incan_gold.rules import Game as GoldGame
from cuzco.games.incan_gold.rules import Setup as GoldSetup
from cuzco.games.incan_gold.rules import load_game as load_gold
from cuzco.games.incan_gold.rules import record as gold_record
from cuzco.games.incan_gold.rules.actions import Choose
from cuzco.text import reason_of


def cuzco_data() -> dict[str, object]:
    return CuzcoGame.new(CuzcoSetup(("Ana", "Bruno"), seed=5)).to_json()


def gold_data() -> dict[str, object]:
    game = GoldGame(GoldSetup(("Ana", "Bruno", "Cora"), seed=5))
    for player in range(3):
        game.apply(Choose(player, True))
    return game.to_json()


def write(path: Path, data: dict[str, object], size: int | None = None) -> Path:
    text = json.dumps(data)
    if size is not None:
        text += " " * (size - len(text.encode()))  # JSON may end in whitespace
    path.write_text(text, encoding="utf-8")
    return path


def test_cuzco_takes_exactly_10000_actions_and_refuses_10001() -> None:
    assert savefile.MAX_ACTIONS == 10_000
    data = cuzco_data()
    data["actions"] = [{"type": "end"}] * 10_000
    assert len(savefile.check_save(data).actions) == 10_000  # the Load list reads it
    data["actions"] = [{"type": "end"}] * 10_001
    with pytest.raises(savefile.SaveFileError, match="10001 actions"):
        savefile.check_save(data)


def test_cuzco_saved_at_of_exactly_64_characters_loads_and_65_is_refused(tmp_path: Path) -> None:
    assert savefile.MAX_SAVED_AT == 64
    data = cuzco_data()
    data["saved_at"] = "2026-11-25T18:00:00Z" + "x" * 44
    assert len(data["saved_at"]) == 64  # type: ignore[arg-type]
    assert load_cuzco(write(tmp_path / "a.json", data)).state.turn == 1
    data["saved_at"] += "x"  # type: ignore[operator]
    with pytest.raises(savefile.SaveFileError, match="saved_at"):
        load_cuzco(write(tmp_path / "b.json", data))


@pytest.mark.parametrize(("loader", "make", "limit"), [
    (load_cuzco, cuzco_data, savefile.MAX_SAVE_BYTES),
    (load_gold, gold_data, gold_record.MAX_SAVE_BYTES),
])
def test_a_file_of_exactly_the_size_limit_loads_and_one_byte_more_is_refused(
        tmp_path: Path, loader: object, make: object, limit: int) -> None:
    assert limit == 2 * 1024 * 1024
    data = make()  # type: ignore[operator]
    assert loader(write(tmp_path / "a.json", data, size=limit)) is not None  # type: ignore[operator]
    with pytest.raises(ValueError, match="too big"):
        loader(write(tmp_path / "b.json", data, size=limit + 1))  # type: ignore[operator]


def test_incan_gold_takes_its_action_limit_and_refuses_one_more() -> None:
    limit = gold_record.MAX_ACTIONS
    data = gold_data()
    played = list(data["actions"])  # type: ignore[call-overload]
    # at the limit the count is accepted: the refusal is the replay's, at the first choice of nobody's turn
    data["actions"] = played + [played[0]] * (limit - len(played))
    with pytest.raises(ValueError) as at_limit:
        GoldGame.from_json(data)
    assert reason_of(at_limit.value).msgid == "action {i} is not valid: {reason}"  # type: ignore[union-attr]
    data["actions"] = played + [played[0]] * (limit + 1 - len(played))
    with pytest.raises(ValueError, match=f"{limit + 1} actions"):
        GoldGame.from_json(data)


@pytest.mark.parametrize(("count", "loads"), [(2, False), (3, True), (8, True), (9, False)])
def test_incan_gold_seats_3_to_8_players(tmp_path: Path, count: int, loads: bool) -> None:
    data = gold_data()
    data["actions"] = []
    data["setup"]["names"] = [f"P{i}" for i in range(count)]  # type: ignore[index]
    path = write(tmp_path / "a.json", data)
    if loads:
        assert len(load_gold(path).state.names) == count
    else:
        with pytest.raises(ValueError, match="3 to 8 players"):
            load_gold(path)
