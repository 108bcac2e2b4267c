"""Saves written under the first reading of god cards 09, 01/11/15 and 13 (save version 1, recorded by the
program as it was before those corrections) still load: the optional steps the corrected rules ask are ended
where the first rules went straight on, and a card 13 played for a tile's move, which the corrected rules
refuse, ends the replay just before it, with a note for the players."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from cuzco.games.feld_cuzco.rules import Game, SaveFileError
from cuzco.games.feld_cuzco.rules.actions import Done, PlayCard
from cuzco.games.feld_cuzco.rules.record import SAVE_VERSION

FIXTURE = Path(__file__).parent / "fixtures" / "first_rules_saves.json"


def _saves() -> list[dict[str, Any]]:
    return json.loads(FIXTURE.read_text())["games"]


def _load(data: dict[str, Any], version: int | None = None) -> tuple[Game, list[int]]:
    data = copy.deepcopy(data)
    final_vp = data.pop("final_vp")
    if version is not None:
        data["version"] = version
    return Game.from_json(data), final_vp


def test_a_version_1_save_that_needs_nothing_new_replays_as_it_was() -> None:
    game, final_vp = _load(_saves()[0])
    assert game.state.over and [p.vp for p in game.state.players] == final_vp and not game.notes
    assert len(game.actions) == len(_saves()[0]["actions"])


def test_a_version_1_save_replays_under_the_corrected_rules_to_the_same_scores() -> None:
    data = _saves()[1]
    with pytest.raises(SaveFileError, match="action 122"):
        _load(data, version=SAVE_VERSION)  # read as a new save, it is refused where the first rules went on
    game, final_vp = _load(data)
    assert game.state.over and [p.vp for p in game.state.players] == final_vp and not game.notes
    ended = len(game.actions) - len(data["actions"])
    assert ended >= 1 and sum(isinstance(a, Done) for a in game.actions) >= ended


def test_a_card_13_for_a_tile_move_resumes_the_game_just_before_it_and_says_so() -> None:
    data = _saves()[2]
    game, _ = _load(data)
    assert not game.state.over
    played = [i for i, a in enumerate(data["actions"]) if a["type"] == "play_card" and a["card"] == 13]
    stop = played[0]
    assert [a for a in game.actions if not isinstance(a, Done)] == [
        a for a in Game.from_json({**data, "actions": data["actions"][:stop]}).actions if not isinstance(a, Done)]
    assert game.state.actor == data["actions"][stop]["player"]
    assert len(game.notes) == 1 and "god card 13" in game.notes[0]
    assert f"{len(data['actions']) - stop} later steps" in game.notes[0]
    assert not any(isinstance(a, PlayCard) and a.card == 13 for a in game.actions[stop:])


def test_a_new_save_is_written_as_version_2_and_read_back_strictly(tmp_path: Path) -> None:
    game, _ = _load(_saves()[1])
    assert game.to_json()["version"] == SAVE_VERSION == 2
    again = Game.from_json(json.loads(json.dumps(game.to_json())))
    assert again.actions == game.actions and not again.notes


def test_a_version_1_save_with_a_bad_action_is_still_refused_with_its_reason() -> None:
    data = copy.deepcopy(_saves()[0])
    data["actions"][30] = {"type": "move", "player": 9, "to": 99}
    with pytest.raises(SaveFileError, match="action 30"):
        _load(data)
