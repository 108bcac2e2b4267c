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
from cuzco.shell.i18n import _, ngettext
from cuzco.shell.tooltips import Tips
from cuzco.shell.widgets import theme
from cuzco.shell.widgets.contrast import readable_text
from cuzco.shell.widgets.text import draw_text, fit_line, font, render
from cuzco.shell.widgets.theme import Colour, px


@lru_cache(maxsize=64)
def readable(colour: Colour) -> Colour:
    """A player colour lightened enough to read as text on the dark panel."""
    return readable_text(colour, theme.PANEL_LIGHT)


class PlayerPanels:
    def __init__(self) -> None:
        self._surf: pygame.Surface | None = None
        self._key: tuple | None = None
        self._tips_local = Tips()
        self._rows: list[tuple | None] = []  # per player: what their box was drawn for
        self._row_tips: list[Tips] = []
        self._at: tuple[int, int] | None = None
        self._preview_state: GameState | None = None
        self._preview: tuple[int, ...] = ()
        self.tips = Tips()  # screen rects with what they mean
        self.drawn: dict[int, dict[str, pygame.Rect]] = {}  # per player, the parts of their box as last drawn

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
            self._row_tips = [Tips() for _ in range(state.num_players)]
            self._key = key
        y = 0
        for i, row in enumerate(rows):
            box = pygame.Rect(0, y, rect.w, px(66))
            if row != self._rows[i]:
                self._surf.fill(clear, box)
                self._surf.set_clip(box)
                self._tips_local = Tips()
                self._draw_player(self._surf, box, state, i, colours[i], marks[i])
                self._surf.set_clip(None)
                self._row_tips[i], self._rows[i] = self._tips_local, row
                changed = True
            y = box.bottom + px(6)
        if changed or rect.topleft != self._at:
            self.tips = Tips()
            for tips in self._row_tips:
                self.tips.extend(tips, rect.topleft)
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
        self._tips_local.add(
            pygame.Rect(badge[0] - px(13), badge[1] - px(13), px(26), px(26)),
            _("{name}'s colour and mark, on each of their Incas and temples", name=p.name),
        )
        score_rect = self._tips_local.number(
            surf,
            p.score,
            (box.right - px(30), box.top + px(6)),
            36,
            theme.TEXT,
            bold=True,
            anchor="topright",
            tip=ngettext("{name} has {n} prestige point (PP)", "{name} has {n} prestige points (PP)", p.score,
                         name=p.name),
        )
        self.drawn[i] = {"box": box, "score": score_rect}
        outlook = self._preview[i]
        if outlook and not p.final_scored:
            # what the cities would give if the Grand Final Scoring happened now
            tip = self._tips_local.number(
                surf,
                f"+{outlook}",
                (score_rect.left - px(6), box.top + px(22)),
                19,
                theme.JADE,
                bold=True,
                anchor="midright",
                tip=_("{name} would score {n} PP in cities if the game ended now", name=p.name, n=outlook),
            )
            self.drawn[i]["outlook"] = tip
            score_rect = score_rect.union(tip)
        # the name takes the room left of the numbers, shortened with "…" (its tooltip has it whole)
        left = box.left + px(48)
        size, name = fit_line(p.name, score_rect.left - px(8) - left, (24, 20, 17), bold=True)
        name_rect = draw_text(surf, name, (left, box.top + px(20)), size, readable(colour), bold=True,
                              anchor="midleft")
        self.drawn[i]["name"] = name_rect
        if name != p.name:
            self._tips_local.add(name_rect, p.name)
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
        counts = (p.reserve, p.doubles, p.crops, p.villages, p.tokens, len(p.hand))
        # icon and count share one sixth of the row, with a clear gap before the next icon: in a narrow
        # panel the count's type shrinks before the icon does
        for size in (19, 17, 16, 15):
            widest = max(font(size).size(str(n))[0] for n in counts)
            s = max(px(10), min(px(19), step - widest - px(6)))
            if s >= px(14):
                break
        who = p.name
        items = [
            (icons.meeple_icon(colour, mark, s), p.reserve,
             ngettext("{name} has {n} Inca in reserve", "{name} has {n} Incas in reserve", p.reserve, name=who)),
            (icons.tile_icon("double", s), p.doubles,
             ngettext("{name} has {n} double terrain left", "{name} has {n} double terrains left", p.doubles,
                      name=who)),
            (icons.tile_icon("crop", s), p.crops,
             ngettext("{name} has {n} single crop left", "{name} has {n} single crops left", p.crops, name=who)),
            (icons.tile_icon("village", s), p.villages,
             ngettext("{name} has {n} single village left", "{name} has {n} single villages left", p.villages,
                      name=who)),
            (icons.token_icon(s), p.tokens,
             ngettext("{name} has {n} Additional Action token (7 AP for one turn)",
                      "{name} has {n} Additional Action tokens (7 AP for one turn each)", p.tokens, name=who)),
            (icons.card_back(round(s * 0.72), s), len(p.hand),
             ngettext("{name} holds {n} festival card", "{name} holds {n} festival cards", len(p.hand), name=who)),
        ]
        x = box.left + px(18)
        y = box.bottom - px(14)
        for img, count, tip in items:
            self._tips_local.icon(surf, img, (x, y), anchor="midleft", tip=tip)
            colour_txt = theme.TEXT if count else theme.TEXT_DIM
            self._tips_local.number(surf, count, (x + s + px(2), y + 1), size, colour_txt, anchor="midleft", tip=tip)
            x += step
