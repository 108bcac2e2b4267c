"""A save of Feld's Cuzco shows a picture of its table on the Load screen, with its progress; the picture shows
nobody's god cards."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from cuzco.games.feld_cuzco.bots.arena import play_game
from cuzco.games.feld_cuzco.rules import Game
from cuzco.games.feld_cuzco.ui.save_picture import table_picture
from cuzco.shell import persistence
from cuzco.shell.scene import SceneStack
from cuzco.shell.scenes import save_rows
from cuzco.shell.scenes.save_load import LoadScene
from cuzco.shell.settings import Settings


@pytest.fixture
def screen() -> Iterator[pygame.Surface]:
    pygame.init()
    save_rows.forget()
    yield pygame.display.set_mode((1280, 800))
    pygame.quit()


def part(game: Game, count: int) -> Game:
    out = Game(game.setup, dict(game.meta))
    for action in game.actions[:count]:
        out.apply(action)
    return out


def test_a_feld_save_shows_its_table_and_progress_on_the_load_screen(screen: pygame.Surface) -> None:
    whole = play_game(["random", "random", "random"], seed=4)
    path = persistence.save_named(part(whole, 120), "Feld half way")
    stack = SceneStack()
    scene = LoadScene(Settings())
    stack.push(scene)
    stack.draw(screen)
    index = [e.path for e in scene.entries].index(path)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                         pos=(scene.view.rect.centerx, scene.view.rect.top + index * scene.ROW_H + 20)))
    for event in pygame.event.get():
        stack.handle_event(event)
    stack.update(1 / 60)
    stack.draw(screen)
    shown = save_rows.preview(path, (300, 200), "en")
    assert shown.picture is not None and shown.progress.startswith("round ") and not shown.over
    box = scene.preview_rect
    colours = {screen.get_at((x, y))[:3] for x in range(box.left + 20, box.right - 20, 7)
               for y in range(box.top + 20, box.top + 150, 7)}
    assert len(colours) > 12  # a picture is drawn there, not an empty pane
    done = save_rows.preview(persistence.save_named(whole, "Feld done"), (300, 200), "en")
    assert done.picture is not None and done.progress == "finished" and done.over


def test_the_picture_shows_no_seat_s_god_cards() -> None:
    pygame.init()
    state = part(play_game(["random", "random"], seed=5), 60).state
    other = state.clone()
    for p in other.players:
        p.hand = [c % 15 + 1 for c in p.hand]  # other cards, as many
    a, b = table_picture(state, list(state.names)), table_picture(other, list(state.names))
    assert pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")
