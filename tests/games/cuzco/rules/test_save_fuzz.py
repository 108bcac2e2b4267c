"""Fuzzing the save loader: whatever a file holds, loading ends in a valid game or a clean refusal.

A clean refusal is a SaveFileError (the project's own error) with a short,
one-line message; a valid game is one that saves and loads back to the same
record. Anything else (RecursionError, ValueError, TypeError, KeyError, ...)
is a bug. The garbage comes in three kinds: a real save with one field
changed anywhere in its tree (another type, a deleted or an inserted entry),
a real save's text with bytes cut, inserted or overwritten, and bytes or JSON
values with no structure at all.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cuzco.games.cuzco.bots import make_bot
from cuzco.games.cuzco.rules.errors import SaveFileError
from cuzco.games.cuzco.rules.record import Game, load_game, save_game
from cuzco.games.cuzco.rules.savefile import MAX_MESSAGE
from cuzco.games.cuzco.rules.setup import Setup
from tests.depth import examples

Path_ = tuple[str | int, ...]


@cache
def base_save() -> dict[str, Any]:
    """A real three-player game of 165 actions: every kind of action, a festival with a bid."""
    game = Game.new(Setup(("Ana", "Bo", "Cy"), seed=110, first_player=0))
    bots = [make_bot("random", f"110/{i}") for i in range(3)]
    while len(game.actions) < 165:
        game.apply(bots[game.state.actor].choose(game.state))
    data = game.to_json()
    data["meta"] = {"colours": [[200, 40, 40], [40, 80, 200], [220, 200, 40]], "bots": {"2": "greedy"}}
    assert {a["type"] for a in data["actions"]} >= {"place", "enter", "move", "build", "festival", "bid", "end"}
    return data


def tree_paths(node: object, prefix: Path_ = ()) -> Iterator[Path_]:
    yield prefix
    if isinstance(node, dict):
        for key, value in node.items():
            yield from tree_paths(value, (*prefix, key))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from tree_paths(value, (*prefix, i))


@cache
def all_paths() -> list[Path_]:
    return [p for p in tree_paths(base_save()) if p]


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("fuzz")


def check_outcome(path: Path) -> None:
    before = path.read_bytes()
    try:
        game = load_game(path)
    except SaveFileError as exc:
        message = str(exc)
        assert message and "\n" not in message and len(message) <= MAX_MESSAGE, message
        assert path.read_bytes() == before
        return
    again = path.with_name("again.json")
    save_game(game, again)
    assert load_game(again).actions == game.actions


def write(folder: Path, content: bytes) -> Path:
    path = folder / "fuzzed.json"
    path.write_bytes(content)
    return path


leaves = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**35), max_value=10**35)
    | st.sampled_from([0, 1, -1, 5, 6, 7, 2, 10, 30, 255, 256, 0.0, 1.5, -0.5, 1e300])
    | st.floats(allow_nan=False)
    | st.text(max_size=12)
    | st.sampled_from(["", "²", "end", "place", "triple", "double", "crop", "village", "mask", "mask+drum",
                      "faceup", "deck", "greedy", "cuzco-save", "x" * 100])
)
json_values = st.recursive(
    leaves,
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
inserted_text = st.sampled_from(
    ["[", "]", "{", "}", '"', ",", ":", "\\", "\\u0000", "\\ud800", "null", "true", "-", "1e999", "NaN",
     "9" * 5000, "[" * 3000, "\xff", "\x00", "²", "0.0", '"type": "end"', "}" * 5]
)


@settings(max_examples=examples(60))
@given(index=st.integers(min_value=0), op=st.sampled_from(["replace", "delete", "insert"]), value=json_values)
def test_a_real_save_with_one_field_changed(folder: Path, index: int, op: str, value: object) -> None:
    data = copy.deepcopy(base_save())
    where = all_paths()[index % len(all_paths())]
    parent: Any = data
    for key in where[:-1]:
        parent = parent[key]
    key = where[-1]
    if op == "delete":
        del parent[key]
    elif op == "insert" and isinstance(parent, list):
        parent.insert(key, value)  # type: ignore[arg-type]
    else:
        parent[key] = value
    check_outcome(write(folder, json.dumps(data).encode("utf-8")))


@settings(max_examples=examples(60))
@given(
    at=st.floats(min_value=0, max_value=1),
    cut=st.integers(min_value=0, max_value=40),
    insert=st.one_of(inserted_text, st.text(max_size=6)),
)
def test_a_real_saves_text_with_bytes_cut_and_inserted(folder: Path, at: float, cut: int, insert: str) -> None:
    raw = json.dumps(base_save(), indent=1).encode("utf-8")
    i = int(at * len(raw))
    check_outcome(write(folder, raw[:i] + insert.encode("utf-8", "surrogatepass") + raw[i + cut:]))


@settings(max_examples=examples(80))
@given(st.binary(max_size=3000))
def test_bytes_without_structure(folder: Path, raw: bytes) -> None:
    check_outcome(write(folder, raw))


@settings(max_examples=examples(80))
@given(
    json_values
    | st.fixed_dictionaries({"format": st.just("cuzco-save"), "version": st.just(1)}, optional={
        "setup": json_values
        | st.fixed_dictionaries({}, optional={"names": json_values, "seed": json_values,
                                               "first_player": json_values, "deck": json_values}),
        "actions": st.lists(json_values | st.fixed_dictionaries({"type": leaves}, optional={
            "hex": json_values, "tile": leaves, "rotation": leaves, "cards": json_values, "value": leaves,
            "src": json_values, "dst": json_values, "source": leaves}), max_size=4),
        "meta": json_values,
        "saved_at": json_values,
    })
)
def test_json_values_shaped_like_a_save(folder: Path, value: object) -> None:
    check_outcome(write(folder, json.dumps(value).encode("utf-8")))
