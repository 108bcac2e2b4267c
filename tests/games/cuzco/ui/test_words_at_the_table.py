"""Kiesling & Kramer's Cuzco's words at the table (issue 32, point 13): a replayed turn says it is a replay
(nobody is "thinking" in it); the log never places a terrain "in a village of 1 hex" (the tile itself); the
banner counts the player's own turns (a second turn is "turn 2", not "turn 3"); the hand-off summary tells
the others' card draws."""

from __future__ import annotations

from functools import lru_cache

from cuzco.games.cuzco.bots.match import play_game
from cuzco.games.cuzco.rules.actions import DrawCard
from cuzco.games.cuzco.rules.record import Game
from cuzco.games.cuzco.rules.setup import Setup
from cuzco.games.cuzco.ui.hud import places
from cuzco.games.cuzco.ui.hud.banner import own_turn, phase_hint
from cuzco.games.cuzco.ui.scenes.turn_summary import summary_lines


@lru_cache(maxsize=1)
def _game() -> Game:
    return play_game(["greedy", "greedy", "greedy"], seed=7, max_actions=400)


def test_a_replayed_turn_is_a_replay_and_nobody_is_thinking() -> None:
    state = Game.new(Setup(("Ana", "Sayri"), 1, 1)).state
    assert "thinking" in phase_hint(state, True)
    hint = phase_hint(state, True, replaying=True)
    assert "thinking" not in hint and "Sayri" in hint and "Replay" in hint


def test_the_log_never_places_a_terrain_in_its_own_village() -> None:
    game = _game()
    lines = []
    for index, entry in enumerate(game.state.log):
        after = places.state_after(game, index)
        lines.append(places.readable(entry.text, after))
    placed = [line for line in lines if " places a " in line and "terrain" in line]
    assert placed, lines[:5]
    assert not [line for line in placed if "village of 1 hex" in line or "crop field" in line], placed[:5]


def test_the_banner_counts_the_players_own_turns() -> None:
    game = _game()
    seen: dict[int, list[int]] = {}
    for state in game.states:
        if state.phase == "turn" and not state.placed:
            numbers = seen.setdefault(state.current, [])
            if not numbers or numbers[-1] != own_turn(state):
                numbers.append(own_turn(state))
    for numbers in seen.values():
        assert numbers[:4] == [1, 2, 3, 4], seen


def test_the_hand_off_summary_tells_the_others_card_draws() -> None:
    game = _game()
    drawn = next(i for i, a in enumerate(game.actions) if isinstance(a, DrawCard) and game.states[i].current != 0)
    drawer = game.states[drawn].current
    end = next(i for i in range(drawn, len(game.states)) if game.states[i].current == 0 and game.states[i].phase
               == "turn" and not game.states[i].placed)
    partial = Game.new(game.setup)
    for action in game.actions[:end]:
        partial.apply(action)
    said = " ".join(summary_lines(partial, 0))
    name = game.state.players[drawer].name
    assert name in said and ("drew" in said or "took the face-up" in said), said
