"""Every player's hand at once, for a finished game (or one whose players agreed to show them):
the face-up card and the deck on one line, then one row of cards per player.

The cards shrink to fit the room there is, so four hands fit even on a 1024x700 window.
Drawn to a surface kept until the hands, the face-up card or the size change.
"""

from __future__ import annotations

import pygame

from cuzco.games.cuzco.rules.components import card_worth
from cuzco.games.cuzco.rules.state import GameState
from cuzco.games.cuzco.ui.hud.players import readable
from cuzco.games.cuzco.ui.render.festival_cards import draw_card
from cuzco.shell import theme as board_theme
from cuzco.shell.i18n import _, ngettext
from cuzco.shell.widgets import theme
from cuzco.shell.widgets.text import draw_text, fit_line
from cuzco.shell.widgets.theme import Colour, px


class HandsPanel:
    def __init__(self) -> None:
        self._surf: pygame.Surface | None = None
        self._key: tuple | None = None

    def draw(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        state: GameState,
        colours: list[Colour],
        marks: tuple[str, ...],
    ) -> None:
        key = (
            rect.size,
            theme.ui_scale(),
            state.faceup,
            len(state.deck),
            tuple(tuple(p.hand) for p in state.players),
        )
        if key != self._key or self._surf is None:
            self._surf = pygame.Surface(rect.size, pygame.SRCALPHA)
            self._render(self._surf, state, colours, marks)
            self._key = key
        surface.blit(self._surf, rect)

    def _render(
        self, surf: pygame.Surface, state: GameState, colours: list[Colour], marks: tuple[str, ...]
    ) -> None:
        w, h = surf.get_size()
        draw_text(surf, _("Every hand"), (px(4), 0), 20, theme.SAND, bold=True)
        head = px(26)
        # the face-up card and the deck, small, on the title line's right
        top_h = px(40)
        card_w = round(top_h * 0.68)
        x = w - px(6) - card_w
        if state.faceup is not None:
            draw_card(surf, pygame.Rect(x, px(2), card_w, top_h), state.faceup, show_worth=False)
            label = _("deck {n} · face up", n=len(state.deck))
        else:
            label = _("deck {n}", n=len(state.deck))
        draw_text(surf, label, (x - px(6), px(2) + top_h // 2), 16, theme.TEXT_DIM, anchor="midright")
        y0 = max(head, top_h + px(6))
        n = state.num_players
        row_h = max(px(22), min(px(80), (h - y0) // max(1, n)))
        name_w = min(px(86), w // 3)
        for i, player in enumerate(state.players):
            row = pygame.Rect(0, y0 + i * row_h, w, row_h - px(4))
            if row.bottom > h:
                break
            pygame.draw.rect(surf, (*theme.PANEL, 200), row, border_radius=px(6))
            board_theme.draw_mark(
                surf, marks[i], (px(12), row.centery), px(6), colours[i], outline=(10, 10, 14)
            )
            size, shown = fit_line(player.name, name_w - px(24), (18, 16, 14))
            draw_text(
                surf, shown, (px(22), row.centery - px(8)), size, readable(colours[i]), anchor="midleft"
            )
            draw_text(
                surf,
                ngettext("{n} card", "{n} cards", len(player.hand)),
                (px(22), row.centery + px(9)),
                14,
                theme.TEXT_DIM,
                anchor="midleft",
            )
            self._draw_row(
                surf,
                pygame.Rect(name_w, row.top + px(2), w - name_w - px(4), row.h - px(4)),
                sorted(player.hand, key=lambda c: (-card_worth(c, state.faceup), c)),
                state.faceup,
            )

    def _draw_row(self, surf: pygame.Surface, rect: pygame.Rect, hand: list[str], wanted: str | None) -> None:
        if not hand:
            draw_text(surf, "\u2014", (rect.left + px(6), rect.centery), 18, theme.TEXT_DIM, anchor="midleft")
            return
        card_h = rect.h
        card_w = max(8, round(card_h * 0.68))
        room = rect.w - card_w
        step = min(card_w + px(4), room // max(1, len(hand) - 1)) if len(hand) > 1 else 0
        for k, face in enumerate(hand):
            draw_card(surf, pygame.Rect(rect.left + k * step, rect.top, card_w, card_h), face, wanted=wanted)
