"""Driving the replay viewer with real events: every position it shows is the record replayed."""

from __future__ import annotations

import random

import pygame

from cuzco import paths
from cuzco.games.cuzco.rules.record import Game
from cuzco.games.cuzco.rules.setup import new_game


def replayed(game: Game, k: int) -> object:
    """A fresh replay of the first k actions, sharing nothing with the viewer."""
    state = new_game(game.setup)
    for action in game.actions[:k]:
        state = state.apply(action)
    return state


def test_left_and_right_step_one_action(viewer, finished_game) -> None:  # type: ignore[no-untyped-def]
    for _ in range(5):
        viewer.key(pygame.K_RIGHT)
    assert viewer.scene.position == 5
    viewer.key(pygame.K_LEFT)
    viewer.key(pygame.K_LEFT)
    assert viewer.scene.position == 3
    assert viewer.scene.state == replayed(finished_game, 3)
    assert viewer.scene.next_action == finished_game.actions[3]
    viewer.key(pygame.K_LEFT)
    viewer.key(pygame.K_LEFT)
    viewer.key(pygame.K_LEFT)
    viewer.key(pygame.K_LEFT)  # one more than there is: stays at the start
    assert viewer.scene.position == 0


def test_turn_jumps_with_shift_arrows_and_up_down(viewer, finished_game) -> None:  # type: ignore[no-untyped-def]
    starts = [t.index for t in viewer.scene.timeline.turns]
    viewer.key(pygame.K_RIGHT, pygame.KMOD_LSHIFT)
    assert viewer.scene.position == starts[1]
    viewer.key(pygame.K_DOWN)
    viewer.key(pygame.K_DOWN)
    assert viewer.scene.position == starts[3]
    assert viewer.scene.state.turn == finished_game.states[starts[3]].turn == 4
    viewer.key(pygame.K_RIGHT)  # into turn 4
    viewer.key(pygame.K_UP)  # back to its start
    assert viewer.scene.position == starts[3]
    viewer.key(pygame.K_LEFT, pygame.KMOD_RSHIFT)  # already at a start: the turn before
    assert viewer.scene.position == starts[2]
    assert viewer.scene.state == replayed(finished_game, starts[2])


def test_home_and_end(viewer, finished_game) -> None:  # type: ignore[no-untyped-def]
    viewer.key(pygame.K_END)
    assert viewer.scene.position == len(finished_game.actions)
    assert viewer.scene.state.is_over
    assert viewer.scene.next_action is None
    assert viewer.scene.description == "The game is over"
    viewer.key(pygame.K_HOME)
    assert viewer.scene.position == 0
    assert viewer.scene.state == replayed(finished_game, 0)


def test_space_plays_at_the_chosen_speed_and_pauses(viewer) -> None:  # type: ignore[no-untyped-def]
    viewer.key(pygame.K_SPACE)
    assert viewer.scene.playing
    viewer.step(60)  # one second at 2 actions a second
    assert viewer.scene.position == 2
    viewer.key(pygame.K_PLUS)
    viewer.key(pygame.K_PLUS)  # 8 actions a second
    viewer.step(30)
    assert viewer.scene.position == 6
    viewer.key(pygame.K_SPACE)
    assert not viewer.scene.playing
    viewer.step(60)
    assert viewer.scene.position == 6


def test_play_stops_at_the_end_and_starts_again_from_the_start(viewer, finished_game) -> None:  # type: ignore[no-untyped-def]
    viewer.key(pygame.K_END)
    viewer.key(pygame.K_LEFT)
    viewer.button("play")
    viewer.step(60)
    assert viewer.scene.position == len(finished_game.actions)
    assert not viewer.scene.playing
    viewer.key(pygame.K_SPACE)
    assert viewer.scene.playing and viewer.scene.position == 0


def test_clicking_the_scrub_bar_jumps_there(viewer, finished_game) -> None:  # type: ignore[no-untyped-def]
    bar = viewer.scene.view.bar
    track = bar.track
    x = track.left + track.w * 2 // 3
    viewer.click((x, track.centery))
    k = bar.position_at(x)
    assert abs(k - len(finished_game.actions) * 2 / 3) <= 2
    assert viewer.scene.position == k
    assert viewer.scene.state == replayed(finished_game, k)


def test_dragging_the_scrub_bar_follows_the_mouse(viewer, finished_game) -> None:  # type: ignore[no-untyped-def]
    track = viewer.scene.view.bar.track
    start, end = (track.left + track.w // 5, track.centery), (track.left + track.w // 2, track.centery)
    viewer.drag(start, end)
    k = viewer.scene.view.bar.position_at(end[0])
    assert viewer.scene.position == k
    assert not viewer.scene.view.bar.dragging
    assert viewer.scene.state == replayed(finished_game, k)


def test_the_playback_buttons(viewer) -> None:  # type: ignore[no-untyped-def]
    starts = [t.index for t in viewer.scene.timeline.turns]
    viewer.button("next")
    viewer.button("next")
    assert viewer.scene.position == 2
    viewer.button("prev")
    assert viewer.scene.position == 1
    viewer.button("next_turn")
    assert viewer.scene.position == starts[1]
    viewer.button("end")
    assert viewer.scene.position == viewer.scene.last
    assert not viewer.scene.view.buttons["next"].enabled
    viewer.button("prev_turn")
    assert viewer.scene.position == starts[-1]
    viewer.button("start")
    assert viewer.scene.position == 0


def test_any_sequence_of_moves_agrees_with_a_fresh_replay(viewer, finished_game) -> None:  # type: ignore[no-untyped-def]
    rng = random.Random(7)
    keys = [
        (pygame.K_RIGHT, 0),
        (pygame.K_RIGHT, 0),
        (pygame.K_RIGHT, 0),
        (pygame.K_LEFT, 0),
        (pygame.K_RIGHT, pygame.KMOD_SHIFT),
        (pygame.K_LEFT, pygame.KMOD_SHIFT),
        (pygame.K_DOWN, 0),
        (pygame.K_UP, 0),
        (pygame.K_END, 0),
        (pygame.K_HOME, 0),
    ]
    track = viewer.scene.view.bar.track
    for i in range(60):
        if rng.random() < 0.2:
            viewer.click((rng.randrange(track.left, track.right), track.centery))
        else:
            viewer.key(*rng.choice(keys))
        k = viewer.scene.position
        assert viewer.scene.state == finished_game.states[k], (i, k)
        if i % 10 == 0:
            assert viewer.scene.state == replayed(finished_game, k)


def test_the_viewer_never_changes_the_game_or_writes_a_file(viewer, finished_game) -> None:  # type: ignore[no-untyped-def]
    actions = list(finished_game.actions)
    final = finished_game.state
    for key in (pygame.K_END, pygame.K_HOME, pygame.K_SPACE):
        viewer.key(key)
    viewer.step(120)
    viewer.key(pygame.K_ESCAPE)
    assert finished_game.actions == actions and finished_game.state is final
    assert not paths.autosave_path().exists()
    assert not any(paths.saves_dir().glob("*.json"))
    assert not viewer.app.stack.scenes  # Escape left the viewer


def test_the_next_action_is_highlighted_and_said(viewer, finished_game) -> None:  # type: ignore[no-untyped-def]
    k = next(i for i, a in enumerate(finished_game.actions) if a.type == "place")
    viewer.scene.jump(k)
    viewer.step()
    name = finished_game.states[k].players[finished_game.states[k].actor].name
    assert viewer.scene.description.startswith(f"Next: {name} places a ")
    assert viewer.scene.overlay.ghost  # the tile about to be laid floats over its place
    k = next(i for i, a in enumerate(finished_game.actions) if a.type == "move")
    viewer.scene.jump(k)
    viewer.step()
    assert viewer.scene.overlay.ring == finished_game.actions[k].src
    assert finished_game.actions[k].dst in viewer.scene.overlay.marks


def test_small_window(finished_game) -> None:  # type: ignore[no-untyped-def]
    from tests.games.cuzco.ui.viewer.conftest import open_viewer

    small = open_viewer(finished_game, (1024, 700))
    buttons = list(small.scene.view.buttons.values())
    screen = small.app.screen.get_rect()
    for i, a in enumerate(buttons):
        assert screen.contains(a.rect)
        for b in buttons[i + 1 :]:
            assert not a.rect.colliderect(b.rect), (a.label, b.label)
    small.key(pygame.K_END)
    assert small.scene.state.is_over
    pygame.quit()


def test_every_action_of_a_game_is_said_and_highlighted(finished_game) -> None:  # type: ignore[no-untyped-def]
    from cuzco.games.cuzco.ui.viewer.describe import describe, highlight

    kinds_highlighted = set()
    for k, action in enumerate(finished_game.actions):
        state = finished_game.states[k]
        words = describe(state, action)
        assert words.startswith(state.players[state.actor].name), words
        overlay = highlight(state, action)
        if overlay.ghost or overlay.marks or overlay.rings or overlay.ring is not None:
            kinds_highlighted.add(action.type)
    assert {"place", "enter", "move"} <= kinds_highlighted
    assert "draw" not in kinds_highlighted  # drawing a card happens off the board
