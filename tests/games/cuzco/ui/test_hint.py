"""The Hint: the Normal computer's next action, from the seat's view only, thought out off the frame loop."""

from __future__ import annotations

import random
import threading
from typing import Any

import pygame
import pytest

from cuzco.games.cuzco.bots import play_game
from cuzco.games.cuzco.bots.information import determinize
from cuzco.games.cuzco.rules.record import Game
from cuzco.games.cuzco.ui import hint as hint_module
from cuzco.games.cuzco.ui.hint import hint_action
from cuzco.games.cuzco.ui.viewer.describe import highlight
from tests.waiting import SECONDS, on_signal, step_until


@pytest.fixture(scope="module")
def played() -> Game:
    return play_game(("normal", "normal", "normal"), seed=4, max_actions=120)


def test_hidden_cards_do_not_change_the_hint(played: Game) -> None:
    rng = random.Random(9)
    checked = 0
    for k in range(0, len(played.actions), 7):
        state = played.states[k]
        if state.phase != "turn":
            continue
        me = state.actor
        world = determinize(state, me, rng)  # other hands, the deck and the seed dealt anew
        if all(world.players[p].hand == state.players[p].hand for p in range(3)) and world.deck == state.deck:
            continue
        assert world.players[me].hand == state.players[me].hand
        assert hint_action(world, k) == hint_action(state, k), f"the hint peeked at hidden cards at {k}"
        checked += 1
    assert checked >= 8


def _until(table: Any, done: Any) -> None:
    """Frames until `done()`, waiting between them on the hint's worker (its job's `done`)."""
    hint = table.scene.hint
    step_until(table.step, done, "the hint", idle=on_signal(lambda: hint.job.done if hint.job else None))


def test_the_window_keeps_running_while_the_hint_thinks(tables: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    gate = threading.Event()
    real = hint_module.hint_bot

    class Slow:
        kind = "normal"

        def __init__(self, bot: Any) -> None:
            self.bot = bot

        def choose(self, state: Any) -> Any:
            gate.wait(SECONDS)
            return self.bot.choose(state)

    monkeypatch.setattr(hint_module, "hint_bot", lambda state, n: Slow(real(state, n)))
    table = tables.make_table(tables.new_game())
    sc = table.scene
    table.key(pygame.K_i)
    assert sc.hint.thinking
    before = sc.time
    table.step(30)  # frames go on while the computer thinks
    table.key(pygame.K_f)  # and keys still work
    assert sc.time - before >= 30 / 60 - 1e-6 and sc.hint.thinking
    assert sc.hint.button.label == "Thinking..."
    actions = len(sc.game.actions)
    gate.set()
    _until(table, lambda: sc.hint.action is not None)
    assert len(sc.game.actions) == actions  # shown, not played
    assert sc.hint.action == hint_action(sc.state, actions)
    assert sc.hint.overlay.ghost == highlight(sc.state, sc.hint.action).ghost  # the first step on the board
    assert sc.hint.words == "Hint: the computer would play this turn"
    table.step()
    assert sc.hint.button.label == "Hint"
    assert sc.perform(sc.hint.action)  # the hint is a legal move; once played the hint is gone
    table.step()
    assert sc.hint.action is None and sc.hint.overlay is None


def test_the_hint_button_asks_too_and_the_setting_turns_it_off(tables: Any) -> None:
    table = tables.make_table(tables.new_game())
    sc = table.scene
    table.click(sc.hint.button.rect.center)
    _until(table, lambda: sc.hint.action is not None)
    assert sc.hint.words
    table.app.settings.hints = False
    sc.settings_changed(table.app.settings)
    sc.hint.clear()
    table.key(pygame.K_i)
    assert sc.hint.job is None and sc.hint.action is None


def test_the_hint_plans_the_whole_turn_from_what_the_seat_sees(played: Game) -> None:
    from cuzco.games.cuzco.ui.viewer.turn_plan import plan_turn

    rng = random.Random(3)
    checked = 0
    for k in range(0, len(played.actions), 11):
        state = played.states[k]
        if state.phase != "turn":
            continue
        world = determinize(state, state.actor, rng)
        plan = plan_turn(state, hint_module.hint_bot(state, k))
        assert plan.actions[0] == hint_action(state, k)
        assert plan.actions == plan_turn(world, hint_module.hint_bot(world, k)).actions
        checked += 1
    assert checked >= 4


def test_the_hint_shows_the_whole_turn_step_by_step_says_why_and_plays_it(tables: Any) -> None:
    from cuzco.games.cuzco.rules.actions import EndTurn

    table = tables.make_table(tables.new_game())
    sc = table.scene
    table.key(pygame.K_i)
    _until(table, lambda: sc.hint.plan is not None)
    plan = sc.hint.plan
    assert plan is not None and len(plan.actions) > 2  # a whole turn, not one action
    assert sc.hint.reason.startswith("Why: ")
    from cuzco.games.cuzco.ui.computer_turns import action_hexes

    numbers = {n for label in sc.hint.overlay.labels.values() for n in label.split(",")}
    on_board = {str(k + 1) for k, a in enumerate(plan.actions) if action_hexes(plan.states[k], a)}
    assert numbers == on_board and "1" in numbers  # each step that lands on the board is numbered there
    first = sc.hint.overlay
    sc.time += hint_module.STEP_SECONDS  # the next step comes up on the board
    table.step()
    assert sc.hint.step == 1 and sc.hint.overlay != first
    assert sc.hint.box.w and sc.hint.play_button.enabled and sc.hint.play_button.tooltip
    before = len(sc.game.actions)
    table.click(sc.hint.play_button.rect.center)
    played = list(sc.game.actions[before:])
    assert played and played == plan.playable()  # played through the rules, as clicks would
    assert not isinstance(played[-1], EndTurn) and sc.state.current == 0  # ending the turn stays the player's
    assert sc.hint.plan is None


def test_the_hint_panel_keeps_clear_of_the_step_it_shows() -> None:
    from cuzco.games.cuzco.ui.viewer.turn_plan import clear_spot

    area = pygame.Rect(0, 0, 800, 600)
    corners = [(500, 60), (12, 12)]
    box = clear_spot((280, 200), area, corners, [(600, 100)], [])
    assert box.topleft == (12, 12)  # the first corner would hide the spot
    assert clear_spot((280, 200), area, corners, [(100, 500)], []).topleft == (500, 60)
