"""The hot-seat curtain hides everything and lifts only for a deliberate click or key."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from cuzco.shell.scene import Scene, SceneStack
from cuzco.shell.scenes.handoff import GUARD_SECONDS, HandoffScene

GREEN = (56, 160, 84)


class Secret(Scene):
    def __init__(self) -> None:
        super().__init__()
        self.results: list[object] = []

    def on_result(self, source: Scene, result: object) -> None:
        self.results.append(result)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((255, 0, 255))


@pytest.fixture
def stack() -> Iterator[tuple[SceneStack, Secret, pygame.Surface]]:
    pygame.init()
    screen = pygame.display.set_mode((1024, 700))
    s = SceneStack()
    secret = Secret()
    s.push(secret)
    s.push(HandoffScene("Killa", GREEN, "Your turn 7"))
    yield s, secret, screen
    pygame.quit()


def deliver(s: SceneStack, event: pygame.event.Event) -> None:
    pygame.event.clear()
    pygame.event.post(event)
    for e in pygame.event.get():
        s.handle_event(e)


def test_curtain_is_opaque_and_names_the_player(stack: tuple[SceneStack, Secret, pygame.Surface]) -> None:
    s, _secret, screen = stack
    s.draw(screen)
    w, h = screen.get_size()
    magenta = sum(1 for x in range(0, w, 5) for y in range(0, h, 5) if screen.get_at((x, y))[:3] == (255, 0, 255))
    assert magenta == 0
    greens = sum(1 for x in range(0, w, 3) for y in range(0, h, 3) if screen.get_at((x, y))[:3] == GREEN)
    assert greens > 100  # the sun disc in Killa's colour


def test_early_click_and_escape_do_not_lift_it(stack: tuple[SceneStack, Secret, pygame.Surface]) -> None:
    s, secret, _screen = stack
    deliver(s, pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(500, 300)))
    deliver(s, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    assert isinstance(s.top, HandoffScene) and secret.results == []
    s.update(GUARD_SECONDS + 0.05)
    deliver(s, pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(500, 300)))
    assert s.top is secret and secret.results == [True]


def test_enter_lifts_it_at_once(stack: tuple[SceneStack, Secret, pygame.Surface]) -> None:
    s, secret, _screen = stack
    deliver(s, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    assert secret.results == [True]


LONG = [f"turn {n}: Amaru built a road" for n in range(1, 16)]


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("can_replay", [False, True])
def test_a_long_summary_shows_the_newest_lines_and_scrolls_back_to_every_earlier_one(lang: str,
                                                                                    can_replay: bool) -> None:
    """Too many lines for the window: the newest are shown first, and the wheel and the arrow keys bring
    every earlier line in turn; no line is left out, and nothing says one is."""
    from cuzco.shell import i18n

    pygame.init()
    screen = pygame.display.set_mode((1024, 700))
    i18n.set_language(lang)
    try:
        s = SceneStack()
        s.push(Secret())
        curtain = HandoffScene("Killa", GREEN, "Your turn 7", summary=LONG, can_replay=can_replay)
        s.push(curtain)
        s.draw(screen)
        shown = curtain.shown_lines
        assert 1 < len(shown) < len(LONG)
        assert shown == LONG[len(LONG) - len(shown):]  # the newest, in order, up to the last
        seen = list(shown)
        pygame.mouse.set_pos(curtain.summary_box.center)
        while LONG[0] not in curtain.shown_lines:
            before = list(curtain.shown_lines)
            deliver(s, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0,
                                          precise_y=1.0, which=0, touch=False))
            s.draw(screen)
            assert curtain.shown_lines != before, "the wheel scrolls back"
            seen += curtain.shown_lines
        assert set(seen) == set(LONG)
        assert not any("not shown" in line or "no se muestran" in line for line in seen)
        deliver(s, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode="", scancode=0))
        s.draw(screen)
        assert curtain.shown_lines == shown  # End: back to the newest
        deliver(s, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_UP, mod=0, unicode="", scancode=0))
        s.draw(screen)
        assert curtain.shown_lines == LONG[len(LONG) - len(shown) - 1:-1]
        assert curtain.summary_box.bottom <= screen.get_height()
        assert isinstance(s.top, HandoffScene), "scrolling does not lift the curtain"
        deliver(s, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
        assert not isinstance(s.top, HandoffScene)
    finally:
        i18n.set_language("en")
        pygame.quit()
