"""One panel per player: colour and mark, name, score, and what they have left.

Drawn to a cached surface; each player's box is drawn again only when something it shows changes.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from cuzco.games.cuzco.rules.queries import final_scoring_preview
from cuzco.games.cuzco.rules.state import GameState, PlayerState
from cuzco.games.cuzco.ui.hud import icons
from cuzco.shell import theme as board_theme
from cuzco.shell.i18n import _
from cuzco.shell.widgets import theme
from cuzco.shell.widgets.contrast import readable_text
from cuzco.shell.widgets.text import draw_text, render
from cuzco.shell.widgets.theme import Colour, px


@lru_cache(maxsize=64)
def readable(colour: Colour) -> Colour:
    """A player colour lightened enough to read as text on the dark panel."""
    return readable_text(colour, theme.PANEL_LIGHT)


class PlayerPanels:
    def __init__(self) -> None:
        self._surf: pygame.Surface | None = None
        self._key: tuple | None = None
        self._tips_local: list[tuple[pygame.Rect, str]] = []
        self._rows: list[tuple | None] = []  # per player: what their box was drawn for
        self._row_tips: list[list[tuple[pygame.Rect, str]]] = []
        self._at: tuple[int, int] | None = None
        self._preview_state: GameState | None = None
        self._preview: tuple[int, ...] = ()
        self.tips: list[tuple[pygame.Rect, str]] = []  # screen rects with what they mean

    def height(self, count: int) -> int:
        return count * px(66) + (count - 1) * px(6)

    def draw(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        state: GameState,
        colours: list[Colour],
        marks: tuple[str, ...],
    ) -> None:
        self.update(rect, state, colours, marks)
        assert self._surf is not None
        surface.blit(self._surf, rect)

    def update(
        self,
        rect: pygame.Rect,
        state: GameState,
        colours: list[Colour],
        marks: tuple[str, ...],
        background: Colour | None = None,
    ) -> bool:
        """Bring the cached image (`image`) up to date; True when any pixel of it was drawn again.
        Each player's box is redrawn on its own, only when something it shows changed. With a
        `background` the image is opaque, on that colour (cheaper to blit); else transparent."""
        if state is not self._preview_state:  # states never change in place: one preview each
            self._preview_state, self._preview = state, tuple(final_scoring_preview(state))
        rows = [self._row_key(state, i, colours[i], marks[i]) for i in range(state.num_players)]
        key = (rect.size, theme.ui_scale(), state.num_players, background)
        changed = False
        clear = (0, 0, 0, 0) if background is None else background
        if key != self._key or self._surf is None:
            self._surf = pygame.Surface(rect.size, pygame.SRCALPHA if background is None else 0)
            self._surf.fill(clear)
            self._rows = [None] * state.num_players
            self._row_tips = [[] for _ in range(state.num_players)]
            self._key = key
        y = 0
        for i, row in enumerate(rows):
            box = pygame.Rect(0, y, rect.w, px(66))
            if row != self._rows[i]:
                self._surf.fill(clear, box)
                self._surf.set_clip(box)
                self._tips_local = []
                self._draw_player(self._surf, box, state, i, colours[i], marks[i])
                self._surf.set_clip(None)
                self._row_tips[i], self._rows[i] = self._tips_local, row
                changed = True
            y = box.bottom + px(6)
        if changed or rect.topleft != self._at:
            self.tips = [(r.move(rect.topleft), text) for tips in self._row_tips for r, text in tips]
            self._at = rect.topleft
        return changed

    @property
    def image(self) -> pygame.Surface:
        """The cached image (after `update`)."""
        assert self._surf is not None
        return self._surf

    def _row_key(self, state: GameState, i: int, colour: Colour, mark: str) -> tuple:
        """Everything player `i`'s box shows."""
        p = state.players[i]
        return (
            colour,
            mark,
            i == state.current and not state.is_over,
            state.phase == "festival" and state.actor == i,
            self._preview[i],
            p.name,
            p.score,
            p.reserve,
            p.doubles,
            p.crops,
            p.villages,
            p.tokens,
            len(p.hand),
            p.final_scored,
        )

    def _draw_player(
        self, surf: pygame.Surface, box: pygame.Rect, state: GameState, i: int, colour: Colour, mark: str
    ) -> None:
        p = state.players[i]
        current = i == state.current and not state.is_over
        fill = theme.lighten(theme.PANEL, 0.14) if current else theme.PANEL
        pygame.draw.rect(surf, fill, box, border_radius=px(10))
        pygame.draw.rect(
            surf,
            colour,
            pygame.Rect(box.left, box.top, px(8), box.h),
            border_top_left_radius=px(10),
            border_bottom_left_radius=px(10),
        )
        edge = theme.GOLD if current else theme.PANEL_EDGE
        pygame.draw.rect(surf, edge, box, px(3) if current else 1, border_radius=px(10))
        badge = (box.left + px(28), box.top + px(20))
        pygame.draw.circle(surf, colour, badge, px(13))
        pygame.draw.circle(surf, theme.darken(colour, 0.5), badge, px(13), max(1, px(2)))
        board_theme.draw_mark(surf, mark, badge, px(6), board_theme.ink_on(colour))
        name = p.name if len(p.name) <= 16 else p.name[:15] + "…"
        name_rect = draw_text(
            surf,
            name,
            (box.left + px(48), box.top + px(20)),
            24,
            readable(colour),
            bold=True,
            anchor="midleft",
        )
        score = render(str(p.score), 36, theme.TEXT, bold=True)
        score_rect = surf.blit(score, score.get_rect(topright=(box.right - px(30), box.top + px(6))))
        outlook = self._preview[i]
        if outlook and not p.final_scored:
            # what the cities would give if the Grand Final Scoring happened now
            tip = draw_text(
                surf,
                f"+{outlook}",
                (score_rect.left - px(6), box.top + px(22)),
                19,
                theme.JADE,
                bold=True,
                anchor="midright",
            )
            self._tips_local.append(
                (tip, _("{name} would score {n} PP in cities if the game ended now", name=p.name, n=outlook))
            )
            score_rect = score_rect.union(tip)
        tag = ""
        if state.phase == "festival" and state.actor == i:
            tag = _("bidding")
        elif current:
            tag = _("to play")
        elif p.final_scored:
            tag = _("final scored")
        label = render(tag, 18, theme.GOLD_LIGHT if current else theme.TEXT_DIM) if tag else None
        # the tag only where it fits between the name and the score (the gold frame says it anyway)
        if label is not None and name_rect.right + px(8) + label.get_width() <= score_rect.left - px(6):
            surf.blit(label, label.get_rect(midleft=(name_rect.right + px(8), box.top + px(21))))
        draw_text(
            surf, _("PP"), (box.right - px(10), box.top + px(12)), 16, theme.TEXT_DIM, anchor="topright"
        )
        self._draw_stock(surf, box, p, colour, mark)

    def _draw_stock(
        self, surf: pygame.Surface, box: pygame.Rect, p: PlayerState, colour: Colour, mark: str
    ) -> None:
        step = (box.w - px(26)) // 6
        s = min(px(19), round(step * 0.4))  # icon and count must share one sixth of the row
        items = [
            (icons.meeple_icon(colour, mark, s), p.reserve, _("Incas in reserve")),
            (icons.tile_icon("double", s), p.doubles, _("double terrains")),
            (icons.tile_icon("crop", s), p.crops, _("single crops")),
            (icons.tile_icon("village", s), p.villages, _("single villages")),
            (icons.token_icon(s), p.tokens, _("Additional Action tokens")),
            (icons.card_back(round(s * 0.72), s), len(p.hand), _("festival cards in hand")),
        ]
        x = box.left + px(18)
        y = box.bottom - px(14)
        for img, count, _tip in items:
            surf.blit(img, img.get_rect(midleft=(x, y)))
            colour_txt = theme.TEXT if count else theme.TEXT_DIM
            draw_text(surf, str(count), (x + s + px(2), y + 1), 19, colour_txt, anchor="midleft")
            x += step
