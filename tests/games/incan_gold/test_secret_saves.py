"""A save taken in the middle of a secret choice does not give the choice away: the choices of the turn
not revealed yet are left out of every file (named saves and the autosave), the file says only how many
were left out, and the game in memory keeps them until the reveal."""

from __future__ import annotations

import json
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from cuzco.games.incan_gold.rules import Choose, Game, Setup, load_game, save_game
from cuzco.games.incan_gold.ui import autosave


def played(seed: int, players: int, choices: list[bool]) -> Game:
    game = Game(Setup(tuple(f"P{i}" for i in range(players)), seed=seed))
    for go_on in choices:
        if game.state.over:
            break
        game.apply(Choose(game.state.waiting_for()[0], go_on))
    return game


@settings(max_examples=40)
@given(st.integers(0, 10_000), st.integers(3, 8), st.lists(st.booleans(), max_size=60))
def test_a_save_holds_every_revealed_choice_and_none_of_the_turn_in_progress(
        seed: int, players: int, choices: list[bool]) -> None:
    game = played(seed, players, choices)
    data = game.to_json()
    kept = game.revealed_actions()
    assert len(data["actions"]) == kept
    assert all(game.states[i].reveals == game.states[i + 1].reveals for i in range(kept, len(game.actions)))
    assert kept == 0 or game.states[kept].reveals != game.states[kept - 1].reveals
    held = len(game.actions) - kept
    assert data["meta"].get("choices_asked_again", 0) == held
    resumed = Game.from_json(json.loads(json.dumps(data)))
    assert resumed.state == game.states[kept]
    for action in game.actions[kept:]:  # asked again, chosen the same way: the same game
        resumed.apply(action)
    assert resumed.state == game.state


def test_the_autosave_on_disk_never_holds_a_secret_choice(tmp_path: Path) -> None:
    game = played(4, 4, [True, True, True, True, True])  # one turn revealed, then one secret choice
    assert len(game.actions) - game.revealed_actions() == 1
    autosave.write(game)
    text = autosave.autosave_path().read_text()
    assert len(json.loads(text)["actions"]) == 4 and text.count('"go_on"') == 4
    save_game(game, tmp_path / "named.json")
    assert load_game(tmp_path / "named.json").state == game.states[4]
    assert game.state.pending[game.actions[-1].player] is True  # still in memory for the reveal
