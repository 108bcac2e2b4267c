"""The temple on the table (issue 20, points 1, 2 and 4; issue 19, point 15): the path winds and fits
at 1024x700 with 30 cards out, every hazard has its own picture, first hazards are marked, the
tallies and every explorer are on the table, and every number and icon has a tooltip in both
languages. The 8-player camp at 1024x700 keeps its panels apart, its names whole and the black seat
visible."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pygame
import pytest

from cuzco.games.incan_gold.rules import HAZARD_KINDS, Card, Game, PathCard, Setup, State
from cuzco.games.incan_gold.rules.cards import quest_cards
from cuzco.games.incan_gold.ui import path_draw, table_draw
from cuzco.games.incan_gold.ui.cards_draw import card_surface
from cuzco.games.incan_gold.ui.table_draw import TableLayout, seat_colour
from cuzco.games.incan_gold.ui.table_frame import draw_table
from cuzco.games.incan_gold.ui.table_scene import IncanGoldScene
from cuzco.shell import i18n, tooltips
from cuzco.shell.settings import Settings

NAMES8 = ("Amaru", "Inti", "Sisa", "Killa", "Yupanqui", "Chaska", "Wayra", "Pachacuti")


@pytest.fixture(autouse=True)
def _english() -> Iterator[None]:
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def long_path_state(players: int = 8, cards: int = 30) -> State:
    """A round deep in the temple: `cards` cards out (first hazards of every kind), gems left on some."""
    box = [c for c in quest_cards() if c.kind == "treasure"]
    firsts = [Card("hazard", 0, k) for k in HAZARD_KINDS]
    deck = (box + [Card("artifact", 1), Card("artifact", 2)] + firsts + box)[:cards]
    game = Game(Setup(NAMES8[:players], seed=3))
    state = game.state
    return replace(state, path=tuple(PathCard(c, i % 3) for i, c in enumerate(deck)),
                   in_temple=tuple(p % 3 != 1 for p in range(players)), carried=tuple(range(players)),
                   removed=(Card("hazard", 0, "fire"),))


@pytest.mark.parametrize("size", [(1024, 700), (1600, 900)])
def test_thirty_cards_wind_through_the_temple_and_fit(size: tuple[int, int]) -> None:
    state = long_path_state()
    lay = TableLayout.build(size, state)
    window = pygame.Rect((0, 0), size)
    cards = list(lay.cards)
    assert len(cards) == 30
    assert all(lay.path_area.contains(r) for r in (*cards, lay.front))
    assert not any(a.colliderect(b) for i, a in enumerate(cards) for b in cards[i + 1:])
    assert not any(c.colliderect(p) for c in (*cards, lay.front) for p in lay.panels)
    assert all(window.contains(p) for p in lay.panels)
    rows = sorted({r.top for r in cards})
    assert len(rows) >= 2  # it wraps
    second = [r for r in cards if r.top == rows[1]]
    assert second == sorted(second, key=lambda r: -r.left)  # and winds back: the second row runs right to left
    assert lay.card_width >= 60  # readable at 1024x700


def test_each_hazard_has_its_own_picture() -> None:
    faces = [pygame.image.tobytes(card_surface(Card("hazard", 0, k), 0, 90), "RGBA") for k in HAZARD_KINDS]
    assert len(set(faces)) == len(HAZARD_KINDS)
    small, large = (card_surface(Card("treasure", v), 0, 90) for v in (1, 15))
    assert pygame.image.tobytes(small, "RGBA") != pygame.image.tobytes(large, "RGBA")  # the pile grows


def _tips(state: State, size: tuple[int, int] = (1024, 700)) -> list[tuple[pygame.Rect, str]]:
    surface = pygame.Surface(size)
    return draw_table(surface, state, TableLayout.build(size, state), names=state.names).items


def test_first_hazards_are_marked_and_the_tallies_shown() -> None:
    state = long_path_state()
    texts = [t for _r, t in _tips(state)]
    assert sum(t.startswith("First ") for t in texts) == len(HAZARD_KINDS)
    assert "Fire: 1 card out of the game (2 of 3 left)" in texts
    assert "Spiders: 0 cards out of the game (3 of 3 left)" in texts
    assert any(t.endswith("artifacts still in the deck") or t.endswith("artifact still in the deck") for t in texts)


def test_every_explorer_is_on_the_table_and_the_gems_left_on_cards_show() -> None:
    state = long_path_state()
    tips = _tips(state)
    inside = [p for p in range(8) if state.in_temple[p]]
    lay = TableLayout.build((1024, 700), state)
    standing = [r for r, t in tips if ", in the temple, carries" in t]
    assert len(standing) == len(inside) and all(lay.front.colliderect(r) for r in standing)
    gems_left = [t for _r, t in tips if "left on it for those who return" in t]
    assert len(gems_left) == sum(1 for c in state.path if c.gems)
    # the tents, each with its chest
    assert sum(t.endswith("'s tent") for _r, t in tips) == 8
    assert sum("'s chest" in t for _r, t in tips) == 8


def test_every_number_drawn_on_the_table_has_a_tooltip(monkeypatch: pytest.MonkeyPatch) -> None:
    numbers: list[tuple[str, pygame.Rect]] = []
    for module in (table_draw, path_draw):
        real = module.draw_text

        def record(surface: pygame.Surface, text: str, *args: Any, _real: Any = real, **kw: Any) -> pygame.Rect:
            rect: pygame.Rect = _real(surface, text, *args, **kw)
            if any(ch.isdigit() for ch in text) or text in ("?", "!"):
                numbers.append((text, rect))
            return rect

        monkeypatch.setattr(module, "draw_text", record)
    state = long_path_state()
    with tooltips.audit() as seen:  # every bare number goes through the shell's tooltip helpers
        surface = pygame.Surface((1024, 700))
        drawn = draw_table(surface, state, TableLayout.build((1024, 700), state), names=state.names)
        tooltips.extend(drawn)
        assert seen.unregistered_numbers() == []
    tips = drawn.items
    assert numbers
    for text, rect in numbers:
        assert any(tip.collidepoint(rect.center) for tip, _t in tips), f"{text!r} at {rect} has no tooltip"
    for rect in TableLayout.build((1024, 700), state).cards:  # the numbers printed on the cards
        assert any(tip.contains(rect) for tip, _t in tips)


def test_the_tooltips_are_translated() -> None:
    state = long_path_state()
    english = [t for _r, t in _tips(state)]
    i18n.set_language("es")
    spanish = [t for _r, t in _tips(state)]
    assert len(english) == len(spanish)
    same = [e for e, s in zip(english, spanish) if e == s and e not in NAMES8]
    assert same == []


def test_a_tooltip_shows_under_the_pointer() -> None:
    game = Game(Setup(NAMES8[:4], seed=3))
    scene = IncanGoldScene(game, Settings(), autosave=False)
    surface = pygame.Surface((1024, 700))
    tooltips.begin_frame()
    scene.draw(surface)
    card_rect = scene.layout.cards[0] if scene.layout else None
    assert card_rect is not None
    before = surface.copy()
    assert tooltips.draw_hovered(surface, card_rect.center)  # the shell's registry shows it
    assert pygame.image.tobytes(before, "RGB") != pygame.image.tobytes(surface, "RGB")
    assert scene.tips.at(card_rect.center) == path_draw.card_tip(game.state.path[0])
    assert tooltips.last_shown == path_draw.card_tip(game.state.path[0])


def test_eight_players_at_1024x700_keep_apart_whole_and_visible(monkeypatch: pytest.MonkeyPatch) -> None:
    levels = {"3": "reasoning", "4": "bold", "5": "cautious", "6": "reasoning", "7": "bold"}
    game = Game(Setup(NAMES8, seed=3), meta={"bots": levels})
    scene = IncanGoldScene(game, Settings(), autosave=False)
    drawn: list[tuple[str, pygame.Rect]] = []
    real = table_draw.draw_text

    def record(surface: pygame.Surface, text: str, *args: Any, **kw: Any) -> pygame.Rect:
        rect: pygame.Rect = real(surface, text, *args, **kw)
        drawn.append((text, rect))
        return rect

    monkeypatch.setattr(table_draw, "draw_text", record)
    surface = pygame.Surface((1024, 700))
    scene.draw(surface)
    lay = scene.layout
    assert lay is not None
    panels = lay.panels
    assert not any(a.colliderect(b) for i, a in enumerate(panels) for b in panels[i + 1:])
    in_panels = [(t, r) for t, r in drawn if any(p.contains(r) for p in panels)]
    for i, (_t, a) in enumerate(in_panels):  # no two texts of a panel overlap ("in the temple" over "leads")
        assert not any(a.colliderect(b) for _u, b in in_panels[i + 1:])
    assert all(any(p.contains(r) for p in panels) for t, r in drawn if t in NAMES8)  # human names whole
    assert {t for t, _r in drawn} >= set(NAMES8[:3])
    # the black seat's edge stands out from the table around its panel
    black = panels[7]
    edge = surface.get_at((black.left - 2, black.centery))[:3]
    outside = surface.get_at((black.left - 5, black.centery))[:3]
    assert seat_colour(7) == (46, 46, 52)
    assert sum(abs(a - b) for a, b in zip(edge, outside)) > 150


def test_a_viewer_can_draw_the_table_into_part_of_a_surface() -> None:
    from cuzco.games.incan_gold.ui.table_frame import table_picture

    state = long_path_state(players=5, cards=12)
    surface = pygame.Surface((1400, 900))
    surface.fill((1, 2, 3))
    rect = pygame.Rect(300, 100, 1024, 700)
    tips = table_picture(surface, rect, state).items
    assert tips and all(rect.contains(r) for r, _t in tips)
    outside = [surface.get_at((x, y))[:3] for x in (5, 299, 1330, 1395) for y in (5, 99, 805, 895)]
    assert set(outside) == {(1, 2, 3)}


def test_moving_the_pointer_over_the_table_does_not_redraw_it() -> None:
    from .test_screens import Driver

    d = Driver()
    game = Game(Setup(NAMES8[:4], seed=3))
    scene = IncanGoldScene(game, d.app.settings, autosave=False)
    d.app.push(scene)
    d.step(3)
    calls = []
    original = scene.draw_table
    scene.draw_table = lambda *args, **kw: (calls.append(1), original(*args, **kw))[1]  # type: ignore[method-assign]
    assert scene.layout is not None
    for rect in (*scene.layout.cards, *scene.layout.panels):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
        d.step()
    assert calls == [] and scene.tips


def test_a_turning_card_does_not_redraw_the_whole_table_every_frame() -> None:
    from .test_screens import Driver

    d = Driver()
    game = Game(Setup(NAMES8[:3], seed=3))
    scene = IncanGoldScene(game, d.app.settings, autosave=False)
    d.app.push(scene)
    while scene.card is None:
        d.step()
    for _ in range(3):
        d.click(scene.buttons["go"].rect.center)
    while scene.steps and scene.steps[0].effect not in ("gems", "warning", "card"):
        d.click((5, 300))
    assert scene.steps, "a card is being turned"
    calls = []
    original = scene.draw_table
    scene.draw_table = lambda *args, **kw: (calls.append(1), original(*args, **kw))[1]  # type: ignore[method-assign]
    d.step(20)  # a third of a second: the card is still turning
    assert scene.step_age < 0.6 / max(0.1, scene.speed) + 0.05
    assert len(calls) <= 2


def test_the_black_seat_mark_beside_a_name_has_a_light_outline() -> None:
    from cuzco.shell.scenes.common import draw_seat
    from cuzco.shell.widgets import theme

    surface = pygame.Surface((40, 40))
    surface.fill(theme.PANEL)
    draw_seat(surface, 7, seat_colour(7), (20, 20), 12)
    colours = {surface.get_at((x, y))[:3] for x in range(40) for y in range(40)}
    assert any(sum(c) > 3 * 150 for c in colours)  # the results' ranking shows it as clearly as the others
