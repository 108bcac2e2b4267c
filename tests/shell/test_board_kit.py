"""The pointer kit (cuzco/shell/board_kit) driven by real posted pygame events through the App: a piece
dragged or clicked onto a glowing target plays its action, a refused target says why, a target with
several choices opens a menu, Escape puts a piece back, the preview is drawn in place on hover."""

from __future__ import annotations

from typing import Any

import pygame

from cuzco.shell.board_kit import BoardPointer, Choice, Circle, Piece, Polygon, Target
from cuzco.shell.board_kit.draw import GLOW, REFUSED
from cuzco.shell.main import App
from cuzco.shell.scene import Scene
from cuzco.shell.settings import Settings
from tests.shell.ui_events import has_colour, key, step

GHOST = (12, 200, 40)


class Board(Scene):
    """A board with one die (a piece) and three spaces: A takes the die, B refuses it, C offers two ways;
    and a plain click target D."""

    def __init__(self) -> None:
        super().__init__()
        self.played: list[Any] = []
        self.ghosts = 0
        self.kit = BoardPointer(self.played.append)
        self.die = pygame.Rect(40, 40, 40, 40)
        self.a, self.b, self.c = pygame.Rect(200, 200, 80, 80), pygame.Rect(400, 200, 80, 80), \
            pygame.Rect(600, 200, 80, 80)
        self.d = Circle((300, 500), 30)

    def ghost(self, surface: pygame.Surface) -> None:
        self.ghosts += 1
        pygame.draw.rect(surface, GHOST, self.a.inflate(-40, -40))

    def declare(self) -> None:
        self.kit.declare("turn 1", [Piece("die", self.die, lambda s, c: pygame.draw.circle(s, (1, 2, 3), c, 10))], [
            Target("A", self.a, [Choice("die on A", ("place", "A"), "die", lambda: ["gives 2 VP"], self.ghost)]),
            Target("B", self.b, [], {"die": "a die here must show fewer pips", None: "take a die first"}),
            Target("C", self.c, [Choice("C: study", ("place", "C1"), "die"),
                                 Choice("C: farm", ("place", "C2"), "die")]),
            Target("D", self.d, [Choice("press D", ("press", "D"))]),
        ])

    def handle_event(self, event: pygame.event.Event) -> None:
        self.kit.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((0, 0, 0))
        self.declare()
        pygame.draw.rect(surface, (200, 200, 200), self.die)
        self.kit.draw(surface)


def board() -> tuple[App, Board]:
    app = App((1024, 700), settings=Settings(), fps=None)
    scene = Board()
    app.push(scene)
    step(app)
    return app, scene


def post(kind: int, pos: tuple[int, int], **extra: Any) -> None:
    pygame.event.post(pygame.event.Event(kind, pos=pos, **extra))


def drag(app: App, start: tuple[int, int], end: tuple[int, int]) -> None:
    post(pygame.MOUSEMOTION, start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, start, button=1)
    step(app)
    for k in range(1, 6):  # the pointer moves in steps, the button held
        x = start[0] + (end[0] - start[0]) * k // 5
        y = start[1] + (end[1] - start[1]) * k // 5
        post(pygame.MOUSEMOTION, (x, y), rel=(1, 1), buttons=(1, 0, 0))
        step(app)
    post(pygame.MOUSEBUTTONUP, end, button=1)
    step(app)


def click(app: App, pos: tuple[int, int]) -> None:
    post(pygame.MOUSEMOTION, pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos, button=1)
    step(app)


def test_a_die_dragged_onto_a_glowing_target_plays_its_action() -> None:
    app, scene = board()
    drag(app, scene.die.center, scene.a.center)
    assert scene.played == [("place", "A")]
    assert scene.kit.held is None and not scene.kit.busy


def test_a_drag_asks_for_frames_while_it_runs_and_draws_the_piece_under_the_pointer() -> None:
    app, scene = board()
    post(pygame.MOUSEMOTION, scene.die.center, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, scene.die.center, button=1)
    step(app)
    assert not scene.kit.busy  # a press is not a drag yet
    post(pygame.MOUSEMOTION, (500, 500), rel=(1, 1), buttons=(1, 0, 0))
    step(app)
    assert scene.kit.busy
    assert has_colour(app.screen, (1, 2, 3), pygame.Rect(490, 490, 20, 20))
    post(pygame.MOUSEBUTTONUP, (500, 500), button=1)  # dropped on nothing: put back
    step(app)
    assert not scene.kit.busy and scene.kit.held is None and scene.played == []


def test_click_the_die_then_the_target() -> None:
    app, scene = board()
    click(app, scene.die.center)
    assert scene.kit.held == "die"
    click(app, scene.a.center)
    assert scene.played == [("place", "A")]


def test_legal_targets_glow_and_a_refused_one_says_why_on_hover() -> None:
    app, scene = board()
    click(app, scene.die.center)
    screen = app.screen
    assert has_colour(screen, GLOW, scene.a.inflate(10, 10))
    assert not has_colour(screen, GLOW, scene.b.inflate(10, 10))
    post(pygame.MOUSEMOTION, scene.b.center, rel=(0, 0), buttons=(0, 0, 0))
    step(app)
    assert scene.kit.painter.words == ["Not here: a die here must show fewer pips"]
    assert has_colour(app.screen, REFUSED, scene.b.inflate(10, 10))
    click(app, scene.b.center)  # refused: nothing played, the die still held
    assert scene.played == [] and scene.kit.held == "die"


def test_a_drop_on_a_refused_target_plays_nothing() -> None:
    app, scene = board()
    drag(app, scene.die.center, scene.b.center)
    assert scene.played == [] and scene.kit.held is None


def test_the_hovered_choice_is_previewed_in_place() -> None:
    app, scene = board()
    click(app, scene.die.center)
    post(pygame.MOUSEMOTION, scene.a.center, rel=(0, 0), buttons=(0, 0, 0))
    step(app)
    assert scene.ghosts > 0 and has_colour(app.screen, GHOST, scene.a)
    assert scene.kit.painter.words == ["die on A", "gives 2 VP"]
    assert scene.played == []  # a preview confirms nothing


def test_a_target_with_two_ways_opens_a_menu_beside_it() -> None:
    app, scene = board()
    drag(app, scene.die.center, scene.c.center)
    menu = scene.kit.menu
    assert menu is not None and [c.label for c in menu.choices] == ["C: study", "C: farm"]
    assert not menu.rect.colliderect(scene.c)
    click(app, menu.rows[1][0].center)
    assert scene.played == [("place", "C2")] and scene.kit.menu is None


def test_a_menu_row_is_chosen_by_its_number_key() -> None:
    app, scene = board()
    click(app, scene.die.center)
    click(app, scene.c.center)
    key(app, pygame.K_1)
    assert scene.played == [("place", "C1")]


def test_escape_puts_the_piece_back_and_closes_the_menu() -> None:
    app, scene = board()
    click(app, scene.die.center)
    key(app, pygame.K_ESCAPE)
    assert scene.kit.held is None
    click(app, scene.c.center)  # nothing held: the menu lists every way (naming the piece)
    assert scene.kit.menu is not None
    key(app, pygame.K_ESCAPE)
    assert scene.kit.menu is None and scene.played == []


def test_a_plain_target_plays_on_a_click_and_shapes_are_exact() -> None:
    app, scene = board()
    click(app, (300 + 28, 500 + 28))  # inside the circle's box, outside the circle
    assert scene.played == []
    click(app, (300 + 20, 500))
    assert scene.played == [("press", "D")]
    hexagon = Polygon(((0, 10), (10, 0), (20, 10), (20, 20), (10, 30), (0, 20)))
    assert hexagon.contains((10, 15)) and not hexagon.contains((1, 1))
    assert hexagon.bounds == pygame.Rect(0, 0, 21, 31)


def test_a_new_decision_puts_down_what_was_held() -> None:
    app, scene = board()
    click(app, scene.die.center)
    scene.kit.declare("turn 2", [], [])
    assert scene.kit.held is None


def test_a_target_for_a_piece_clicked_with_nothing_held_opens_its_menu_and_previews_nothing_before() -> None:
    app, scene = board()
    post(pygame.MOUSEMOTION, scene.a.center, rel=(0, 0), buttons=(0, 0, 0))
    step(app)
    assert scene.kit.painter.words == []  # the board's own tooltip may speak
    click(app, scene.a.center)
    assert scene.played == [] and scene.kit.menu is not None
    post(pygame.MOUSEMOTION, scene.kit.menu.rows[0][0].center, rel=(0, 0), buttons=(0, 0, 0))
    step(app)
    assert scene.kit.painter.words == ["die on A", "gives 2 VP"] and scene.ghosts > 0
    click(app, scene.kit.menu.rows[0][0].center)
    assert scene.played == [("place", "A")]


def test_a_new_choice_shows_its_own_preview_even_where_a_freed_one_lay() -> None:
    """The hover's words are kept from frame to frame for the choice they describe; a choice made after
    the old one was freed (Python may give it the same address) still shows its own words."""
    from cuzco.shell.board_kit.draw import KitPainter

    painter = KitPainter()
    assert painter._preview(Choice("card 01", "old", preview=lambda: ["Gives: -1 offering"])) == \
        ["card 01", "Gives: -1 offering"]
    for _ in range(200):  # new choices, one at a time, each freed before the next (addresses are reused)
        fresh = Choice("farm: 1 god card", "new", preview=lambda: ["Gives: +2 god cards"])
        assert painter._preview(fresh) == ["farm: 1 god card", "Gives: +2 god cards"]
        del fresh
