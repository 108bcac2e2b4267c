"""The hint of Feld's Cuzco says why in words (the VP it brings now and later, the missions it completes,
meets or brings nearer), from the seat's own view; "Play this" plays it."""

from __future__ import annotations

import random

from cuzco.games.feld_cuzco.bots.arena import play_game
from cuzco.games.feld_cuzco.rules import Complete, Move, Place, legal_actions
from cuzco.games.feld_cuzco.rules import components as C
from cuzco.games.feld_cuzco.ui.hint_reason import why

from ..builders import asked, started
from .driver import Driver, hinted_table, settle


def test_completing_a_mission_says_which_and_its_vp() -> None:
    state = started(2, 3)
    p = state.players[0]
    p.missions, p.food = [38], 6  # 5 food
    state = asked(state, 0, ("mission",), phase="palace")
    lines = why(state, Complete(0, 38, True), 0)
    assert lines[0] == "Completes mission 38 (5 food)."
    assert lines[1].startswith("6 VP now")


def test_the_victory_points_space_says_its_two_vp() -> None:
    state = started(2, 4)
    me = state.actor
    vp = next(a for a in legal_actions(state) if isinstance(a, Place) and a.action == C.VP_SPACE_ACTION)
    assert why(state, vp, me)[0].startswith("2 VP now")


def test_a_move_that_meets_a_mission_says_so() -> None:
    state = started(2, 5)
    state = asked(state, 0, ("move", 0, 6))
    moves = [a for a in legal_actions(state) if isinstance(a, Move) and a.to < 12]
    target = moves[0].to
    colour = C.VILLAGES[target].colour
    others = [v.id for v in C.VILLAGES if v.colour == colour and v.id != target][:2]
    for v in others:
        state.own("villages", v).append(0)
    state.players[0].missions = [8 + [C.TURQUOISE, C.PINK, C.PURPLE, C.ORANGE].index(colour)]
    lines = why(state, moves[0], 0)
    assert lines[0].startswith("Meets mission") and "6 VP at the palace" in lines[0]
    assert lines[-1].startswith("+1 feather") or "+1 village with your quipu" in lines[-1]


def test_the_reason_reads_nothing_the_seat_cannot_see() -> None:
    game = play_game(["normal", "random", "random"], seed=2)
    rng = random.Random(4)
    for state in game.states[5::23]:
        if state.over:
            continue
        seat = state.actor
        action = rng.choice(legal_actions(state))
        hidden = state.clone()  # the same table, other face-down piles and other hands of the others
        hidden.god_piles = [list(reversed(pile)) for pile in state.god_piles]
        hidden.stacks = [list(reversed(stack)) for stack in state.stacks]
        for other in range(state.n):
            if other != seat:
                hidden.players[other].hand = list(reversed(state.players[other].hand))
        assert why(hidden, action, seat) == why(state, action, seat)


def test_play_this_plays_the_hint_and_the_panel_says_why() -> None:
    d = Driver()
    scene = hinted_table(d)
    settle(d, scene)
    assert scene.hint_why and any("VP" in line for line in scene.hint_why)
    play = next(b for b, a in scene.buttons if a is None and b.label == "Play this")
    count, suggested = len(scene.game.actions), scene.hint
    d.click(play.rect.center)
    assert len(scene.game.actions) > count and scene.game.actions[count] == suggested
