"""Actions built in Python with a field of the wrong type are refused like the same action read from a file.

A float coordinate equals an int one (Hex(0.0, 0) == Hex(0, 0) as a dict key), so
without this check such an action would be played and then saved as `0.0`,
which the loader refuses: a save that can never be loaded again.
"""

from __future__ import annotations

import pytest

from cuzco.rules.actions import (
    BuildTemple,
    DrawCard,
    EnterInca,
    ExpandTemple,
    FestivalPlay,
    LeaveInca,
    MoveInca,
    PlacePond,
    PlaceTerrain,
    ProposeFestival,
    action_from_json,
    action_to_json,
)
from cuzco.rules.errors import IllegalAction
from cuzco.rules.hexgrid import Hex

from .builders import fresh, inca, put, ready, temple, village
from .scenes import assert_illegal, assert_legal


def test_float_and_bool_coordinates_are_refused_in_every_hex_field() -> None:
    state = fresh(2, 0)
    for bad in (Hex(0.0, 0), Hex(0, 1.0), Hex(True, 0), Hex("0", 0)):  # type: ignore[arg-type]
        for action in (PlaceTerrain("crop", bad), EnterInca(bad), LeaveInca(bad), PlacePond(bad),
                       MoveInca(bad, Hex(0, 0)), MoveInca(Hex(0, 0), bad), BuildTemple(bad, 2),
                       ExpandTemple(bad, 4), ProposeFestival(bad, ("mask",))):
            assert_illegal(state, action, "a hex is a pair of integers")


def test_a_float_coordinate_that_names_a_real_hex_is_still_refused() -> None:
    state = fresh(2, 0)
    good = PlaceTerrain("crop", Hex(0, 0))
    assert state.check(good) is None
    assert_illegal(state, PlaceTerrain("crop", Hex(0.0, 0.0)), "a hex is a pair of integers")  # type: ignore[arg-type]
    with pytest.raises(IllegalAction, match="pair of integers"):
        state.apply(PlaceTerrain("crop", Hex(0.0, 0.0)))  # type: ignore[arg-type]


@pytest.mark.parametrize("rotation", [True, False, 1.5, 0.0, "1", None])
def test_a_rotation_must_be_a_whole_number(rotation: object) -> None:
    state = fresh(2, 0)
    assert_illegal(state, PlaceTerrain("triple", Hex(0, 0), rotation), "'rotation' must be a whole number")  # type: ignore[arg-type]


@pytest.mark.parametrize("value", [2.0, "2", True, None, 4.5])
def test_a_temple_value_must_be_a_whole_number(value: object) -> None:
    state = ready(fresh(2, 0))
    village(state, [Hex(0, 0), Hex(1, 0)], 1)
    inca(state, Hex(1, 0), 0)
    assert state.check(BuildTemple(Hex(0, 0), 2)) is None
    assert_illegal(state, BuildTemple(Hex(0, 0), value), "'value' must be a whole number")  # type: ignore[arg-type]
    temple(state, Hex(0, 0), 2)
    assert_illegal(state, ExpandTemple(Hex(0, 0), value), "'value' must be a whole number")  # type: ignore[arg-type]


@pytest.mark.parametrize("tile", [None, 3, ["crop"], "Crop"])
def test_an_unknown_tile_is_refused(tile: object) -> None:
    assert_illegal(fresh(2, 0), PlaceTerrain(tile, Hex(0, 0)), "unknown tile")  # type: ignore[arg-type]


@pytest.mark.parametrize(("cards", "fragment"), [
    ("mask", "must be a list of card names"),
    ((1, 2), "must be a list of card names"),
    (("mask", None), "must be a list of card names"),
    (("Mask",), "unknown card"),
    (None, "must be a list of card names"),
])
def test_cards_must_be_a_list_of_known_faces(cards: object, fragment: str) -> None:
    state = ready(fresh(2, 0))
    assert_illegal(state, ProposeFestival(Hex(0, 0), cards), fragment)  # type: ignore[arg-type]
    assert_illegal(state, FestivalPlay(cards), fragment)  # type: ignore[arg-type]


def test_a_draw_from_an_unknown_source_is_refused_in_the_draw_rules_words() -> None:
    assert_illegal(ready(fresh(2, 0)), DrawCard(3), "draw from 'faceup' or 'deck'")  # type: ignore[arg-type]


def test_something_that_is_not_an_action_is_refused() -> None:
    state = fresh(2, 0)
    for thing in (None, "place", {"type": "place"}, Hex(0, 0)):
        reason = state.check(thing)  # type: ignore[arg-type]
        assert reason is not None and "unknown action" in reason
        with pytest.raises(IllegalAction):
            state.apply(thing)  # type: ignore[arg-type]


def test_a_list_of_cards_from_python_is_accepted_like_a_tuple() -> None:
    state = ready(fresh(2, 0))
    village(state, [Hex(0, 0), Hex(1, 0)], 1)
    temple(state, Hex(0, 0), 2)
    inca(state, Hex(1, 0), 0)
    wanted = state.faceup
    assert wanted is not None
    state.players[0].hand = [wanted]
    assert state.check(ProposeFestival(Hex(0, 0), [wanted])) is None  # type: ignore[arg-type]
    assert state.check(ProposeFestival(Hex(0, 0), (wanted,))) is None


# ---- the same refusals from JSON -------------------------------------------------------------

@pytest.mark.parametrize("raw", [
    {"type": "festival", "hex": [0, 0], "cards": "mask"},
    {"type": "festival", "hex": [0, 0], "cards": [1]},
    {"type": "bid", "cards": "mask+drum"},
    {"type": "bid", "cards": ["mask", 3]},
    {"type": "bid", "cards": ["mask", ["drum"]]},
    {"type": "bid", "cards": {"mask": 1}},
    {"type": "bid", "cards": ["sun"]},
    {"type": "place", "tile": ["crop"], "hex": [0, 0]},
    {"type": "place", "tile": "crop", "hex": [0.0, 0]},
    {"type": "place", "tile": "triple", "hex": [0, 0], "rotation": 1.0},
    {"type": "place", "tile": "triple", "hex": [0, 0], "rotation": True},
    {"type": "build", "hex": [0, 0], "value": "2"},
])
def test_malformed_fields_in_json_are_refused(raw: dict) -> None:
    with pytest.raises(ValueError):
        action_from_json(raw)


def test_a_place_without_rotation_reads_as_rotation_0() -> None:
    for tile in ("triple", "double", "crop", "village"):
        action = action_from_json({"type": "place", "tile": tile, "hex": [1, -2]})
        assert action == PlaceTerrain(tile, Hex(1, -2), 0)
        assert action_from_json(action_to_json(action)) == action
    assert action_from_json({"type": "place", "tile": "triple", "hex": [1, -2], "rotation": 4}).rotation == 4  # type: ignore[union-attr]


def test_an_action_refused_from_python_has_the_loaders_words() -> None:
    state = ready(fresh(2, 0))
    put(state, "village", Hex(0, 0))
    for raw, built in [
        ({"type": "place", "tile": "triple", "hex": [0, 0], "rotation": 1.5}, PlaceTerrain("triple", Hex(0, 0), 1.5)),  # type: ignore[arg-type]
        ({"type": "build", "hex": [0, 0], "value": 2.0}, BuildTemple(Hex(0, 0), 2.0)),  # type: ignore[arg-type]
        ({"type": "bid", "cards": ["mask", 1]}, FestivalPlay(("mask", 1))),  # type: ignore[arg-type]
    ]:
        with pytest.raises(ValueError) as from_json:
            action_from_json(raw)
        assert state.check(built) == str(from_json.value)


def test_a_well_typed_action_is_still_played() -> None:
    assert_legal(fresh(2, 0), PlaceTerrain("triple", Hex(0, 0), 5))


@pytest.mark.parametrize("tile", ["Crop", "single", ""])
def test_a_place_with_an_unknown_tile_name_is_refused_by_the_loader(tile: str) -> None:
    with pytest.raises(ValueError, match="unknown tile"):
        action_from_json({"type": "place", "tile": tile, "hex": [0, 0]})
