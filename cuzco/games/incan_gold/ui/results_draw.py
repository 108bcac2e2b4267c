"""The results of an Incan Gold game: a row per player (gems, artifacts, what each round brought, total),
best first, and who won."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from cuzco.games.incan_gold.rules import ROUNDS, State
from cuzco.shell.i18n import _
from cuzco.shell.widgets import Button, dim, draw_panel, draw_text, theme
from cuzco.shell.widgets.theme import px

from .table_draw import seat_colour


def ranking(state: State) -> list[int]:
    return sorted(range(state.players), key=lambda p: (-state.score(p), -len(state.artifacts[p]), p))


def draw_results(surface: pygame.Surface, state: State, button: Button | None,
                 on_back: Callable[[], None]) -> Button:
    dim(surface, 170)
    w, h = surface.get_size()
    rows = state.players
    box = pygame.Rect(0, 0, min(w - px(60), px(980)), px(170) + rows * px(40) + px(80))
    box.center = (w // 2, h // 2)
    inner = draw_panel(surface, box, _("The tents are opened"))
    winners = state.winners()
    names = " & ".join(state.names[p] for p in winners)
    headline = _("{names} wins!", names=names) if len(winners) == 1 else _("Shared victory: {names}", names=names)
    draw_text(surface, headline, (inner.centerx, inner.top), 28, theme.GOLD_LIGHT, bold=True, anchor="midtop")
    cols = [inner.left + px(10), inner.left + px(320), inner.left + px(410), inner.left + px(520)]
    y = inner.top + px(50)
    head = [_("Player"), _("Gems"), _("Artifacts"), _("Rounds 1-{n}", n=ROUNDS)]
    for x, text in zip(cols, head):
        draw_text(surface, text, (x, y), 18, theme.TEXT_DIM, anchor="topleft")
    draw_text(surface, _("Total"), (inner.right - px(10), y), 18, theme.TEXT_DIM, anchor="topright")
    y += px(30)
    for p in ranking(state):
        colour = seat_colour(p)
        pygame.draw.rect(surface, colour, (cols[0] - px(6), y + px(4), px(6), px(24)))
        bold = p in winners
        draw_text(surface, state.names[p], (cols[0] + px(6), y), 22, theme.TEXT, bold=bold)
        draw_text(surface, str(state.tents[p]), (cols[1], y), 22, theme.TEXT)
        arts = state.artifacts[p]
        draw_text(surface, f"{len(arts)} ({sum(arts)})" if arts else "0", (cols[2], y), 22, theme.TEXT)
        for k, banked in enumerate(state.banked):
            draw_text(surface, str(banked[p]), (cols[3] + px(14) + k * px(44), y), 22, theme.SAND, anchor="midtop")
        draw_text(surface, str(state.score(p)), (inner.right - px(10), y), 24, theme.GOLD_LIGHT, bold=True,
                  anchor="topright")
        y += px(40)
    if button is None or button.rect.bottom != box.bottom - px(20):
        rect = pygame.Rect(0, 0, px(260), px(54))
        rect.midbottom = (box.centerx, box.bottom - px(20))
        button = Button(rect, _("Back to the menu"), on_back, kind="primary", hotkey=pygame.K_RETURN)
    button.draw(surface)
    return button
