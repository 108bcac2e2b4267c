"""The board image is updated cell by cell; it must always equal a whole redraw, pixel for pixel."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from cuzco.games.cuzco.bots import make_bot
from cuzco.games.cuzco.rules.record import Game
from cuzco.games.cuzco.rules.setup import Setup
from cuzco.games.cuzco.rules.state import GameState
from cuzco.games.cuzco.ui.layout import Layout
from cuzco.games.cuzco.ui.render.board import BoardLook, BoardRenderer, merge_rects
from cuzco.shell import theme

LOOK = BoardLook(tuple(theme.player_colour(c) for c in theme.DEFAULT_COLOURS[:4]), tuple(theme.MARKS[:4]))


@pytest.fixture
def display() -> Iterator[None]:
    pygame.init()
    pygame.display.set_mode((800, 600))
    yield
    pygame.quit()


def _layout(state: GameState, size: float = 24.0) -> Layout:
    layout = Layout()
    layout.fit(list(state.board.hexes), (0, 0, 900, 700), 3.0)
    layout.size = size
    return layout


def _image(renderer: BoardRenderer, state: GameState, layout: Layout, look: BoardLook = LOOK) -> bytes:
    surf, _ = renderer.layer(state, layout, look)
    return pygame.image.tobytes(surf, "RGB")


def _whole(state: GameState, layout: Layout, look: BoardLook = LOOK) -> bytes:
    """The board drawn from nothing by a renderer that never saw another state."""
    return _image(BoardRenderer(state.board), state, layout, look)


def _changes(seed: int) -> Iterator[tuple[Game, str]]:
    """Every action of a four-player bot game that changes the board, after it is applied."""
    game = Game.new(Setup(("Ana", "Ben", "Cai", "Dee"), seed))
    bots = [make_bot("greedy" if i % 2 == 0 else "random", f"{seed}/{i}") for i in range(4)]
    while not game.state.is_over:
        before = game.state
        action = bots[before.actor].choose(before)
        game.apply(action)
        yield game, type(action).__name__


def test_the_updated_board_image_equals_a_whole_redraw_through_a_game(display: None) -> None:
    game = Game.new(Setup(("Ana", "Ben", "Cai", "Dee"), 7))
    layout = _layout(game.state)
    renderer = BoardRenderer(game.state.board)
    _image(renderer, game.state, layout)
    reference = BoardRenderer(game.state.board)  # its own sprites: nothing shared with the one under test
    seen: dict[str, int] = {}
    checked = 0
    for step, (played, kind) in enumerate(_changes(7)):
        updated = _image(renderer, played.state, layout)
        seen[kind] = seen.get(kind, 0) + 1
        if kind in ("PlaceTerrain", "PlacePond", "BuildTemple", "ExpandTemple", "EnterInca", "MoveInca",
                    "LeaveInca", "EndTurn") or step % 7 == 0:
            reference._layer = None  # a whole redraw of this state
            assert updated == _image(reference, played.state, layout), f"stale board after {kind} (step {step})"
            checked += 1
    assert renderer.full_rebuilds == 1  # every change above was drawn in place
    for kind in ("PlaceTerrain", "PlacePond", "BuildTemple", "MoveInca", "EnterInca"):
        assert seen.get(kind, 0) > 0, f"the game never did {kind}"
    assert checked > 100


def test_going_back_after_an_undo_and_jumping_between_states_stays_exact(display: None) -> None:
    states = [game.state for game, _ in _changes(3)]
    layout = _layout(states[0], 30.0)
    renderer = BoardRenderer(states[0].board)
    # far jumps: a late board, an early one, back, and an undo-like step back by one
    for index in (len(states) - 1, 5, len(states) // 2, len(states) // 2 - 1, 0, len(states) - 2):
        assert _image(renderer, states[index], layout) == _whole(states[index], layout)


def test_a_new_look_or_zoom_redraws_the_whole_board(display: None) -> None:
    states = [game.state for game, _ in _changes(5)]
    state = states[len(states) // 2]
    layout = _layout(state)
    renderer = BoardRenderer(state.board)
    _image(renderer, state, layout)
    numbers = BoardLook(LOOK.colours, LOOK.marks, show_heights=True)
    assert _image(renderer, state, layout, numbers) == _whole(state, layout, numbers)
    layout.zoom_at(1.15, (400, 300))
    assert _image(renderer, states[-1], layout, numbers) == _whole(states[-1], layout, numbers)
    assert renderer.full_rebuilds == 3


def test_merged_rectangles_cover_everything_and_never_overlap() -> None:
    rects = [pygame.Rect(0, 0, 10, 10), pygame.Rect(5, 5, 10, 10), pygame.Rect(40, 40, 5, 5),
             pygame.Rect(14, 14, 30, 2), pygame.Rect(100, 0, 1, 1)]
    merged = merge_rects(rects)
    for rect in rects:
        assert any(m.contains(rect) for m in merged)
    for i, a in enumerate(merged):
        assert not any(a.colliderect(b) for b in merged[i + 1:])


def test_the_toolbar_redrawn_button_by_button_equals_a_whole_redraw(tables: object) -> None:
    from cuzco.games.cuzco.rules.actions import PlacePond, PlaceTerrain
    from cuzco.games.cuzco.rules.hexgrid import Hex

    table = tables.make_table(tables.new_game())  # type: ignore[attr-defined]
    bar = table.scene.view.toolbar

    def same() -> bool:
        return pygame.image.tobytes(bar._cache, "RGB") == pygame.image.tobytes(bar._render(), "RGB")

    table.move(bar.tool("double").rect.center)  # hover one tool
    assert same()
    table.key(pygame.K_2)  # select it
    assert same()
    table.scene.game.apply(PlaceTerrain("triple", Hex(0, 0), 0))  # counts and enabled buttons change
    table.move(bar.buttons[-1].rect.center)
    assert same()
    state = table.scene.state
    pond = next(a for a in state.legal_actions() if isinstance(a, PlacePond))
    table.scene.game.apply(pond)  # the pond count drops
    table.step()
    assert same()


def test_after_a_wheel_notch_the_board_turns_sharp_within_a_few_frames_and_exact(tables: object) -> None:
    from cuzco.games.cuzco.ui.game_view import ZOOM_SETTLE
    from cuzco.games.cuzco.ui.render.board import BoardLook

    table = tables.make_table(tables.new_game())  # type: ignore[attr-defined]
    view = table.scene.view
    renderer = view.renderer
    table.move(view.frame.board.center)
    table.wheel(1)
    assert not renderer._ready(view.layout, renderer._layer_key[1])  # the old image stands in
    frames = 0
    while not renderer._ready(view.layout, renderer._layer_key[1]):
        table.app.step(0.05)
        frames += 1
        assert frames < 200
    assert frames * 0.05 >= ZOOM_SETTLE  # nothing is built while the wheel may still turn
    look = BoardLook(tuple(table.scene.colours), tuple(table.scene.marks), table.scene.show_heights)
    shown, _ = renderer.layer(table.state, view.layout, look)
    assert pygame.image.tobytes(shown, "RGB") == _whole(table.state, view.layout, look)
