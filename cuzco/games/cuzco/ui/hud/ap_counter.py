"""The AP counter: one sun pip per action point, the token's seventh pip, and a preview of the
hovered action's cost (the pips it would spend pulse; red when there are not enough)."""

from __future__ import annotations

import math

import pygame

from cuzco.games.cuzco.rules.state import GameState
from cuzco.games.cuzco.ui import palette as board_theme
from cuzco.games.cuzco.ui.hud import icons
from cuzco.games.cuzco.ui.hud.budget import FrameBudget
from cuzco.shell import frames, tooltips
from cuzco.shell.i18n import _, ngettext
from cuzco.shell.tooltips import Tips
from cuzco.shell.widgets import theme
from cuzco.shell.widgets.text import draw_text
from cuzco.shell.widgets.theme import px

SPENT = (58, 56, 70)
WARN = (236, 92, 60)


class APCounter:
    def __init__(self) -> None:
        self.token_rect = pygame.Rect(0, 0, 0, 0)
        self.token_hovered = False
        self._cache: dict[tuple, tuple[pygame.Surface, pygame.Rect, pygame.Rect, Tips]] = {}
        self._shown: tuple[pygame.Surface, pygame.Rect, pygame.Rect, Tips] | None = None
        self._shown_at: tuple = ()  # the rectangle and scale the shown look was made for
        self._tips = Tips()  # the look being drawn: its hoverable parts
        self._scratch: pygame.Surface | None = None  # where a new look is drawn before its part is copied

    def draw(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        state: GameState,
        cost: int | None,
        t: float,
        token_ok: bool,
        budget: FrameBudget | None = None,
    ) -> None:
        """Blit the counter. Each look (including a few steps of the pulse) is rendered once and kept;
        a new look waits a frame when the `budget` says this frame is busy."""
        pulse = round(2.5 + 2.5 * math.sin(t * 7.0)) / 5 if cost is not None else 0.0
        if cost is not None:
            frames.request()  # the pips the hovered action would spend pulse
        tokens = state.players[state.current].tokens
        key = (
            tuple(rect),
            theme.ui_scale(),
            state.ap,
            state.ap_total,
            state.token_used,
            tokens,
            cost,
            pulse,
            token_ok,
            self.token_hovered,
        )
        shown = self._shown
        moved = self._shown_at != key[:2]
        if key not in self._cache and shown is not None and not moved and budget is not None and budget.may_wait("ap"):
            surface.blit(shown[0], shown[1])
            tooltips.extend(shown[3], self._shown_at[0][:2])
            return
        if key not in self._cache:
            if len(self._cache) > 256:
                self._cache.clear()
            surf = self._blank(rect.size)
            self._tips = Tips()
            drawn = self._render(surf, rect.move(-rect.x, -rect.y), state, cost, pulse, token_ok)
            drawn = drawn.inflate(4, 4).clip(surf.get_rect())  # only what was drawn is kept and blitted
            image = surf.subsurface(drawn).copy()
            self._cache[key] = (image, drawn.move(rect.topleft), self.token_rect.move(rect.topleft), self._tips)
        self._shown = image, at, self.token_rect, tips = self._cache[key]
        self._shown_at = key[:2]
        surface.blit(image, at)
        tooltips.extend(tips, rect.topleft)

    def _blank(self, size: tuple[int, int]) -> pygame.Surface:
        """A clear image of `size` to draw a new look on: one kept and cleared each time (only the part
        drawn is copied out), as a new image of the counter's width took its memory anew (0.2-0.6 ms)."""
        if self._scratch is None or self._scratch.get_size() != size:
            self._scratch = pygame.Surface(size, pygame.SRCALPHA)
        else:
            self._scratch.fill((0, 0, 0, 0))
        return self._scratch

    def _render(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        state: GameState,
        cost: int | None,
        pulse: float,
        token_ok: bool,
    ) -> pygame.Rect:
        """Draw the counter; returns the rectangle that holds everything drawn."""
        total, left = state.ap_total, state.ap
        slots = 7
        # the pips shrink to leave room for the "AP" label and the token chip in narrow windows
        r = max(7, min(px(15), rect.h // 4, int((rect.w - px(150)) / (2 * slots + 0.55 * (slots - 1)))))
        gap = round(r * 0.55)
        width = slots * 2 * r + (slots - 1) * gap
        x0 = rect.centerx - width // 2 - px(24)
        cy = rect.top + px(28)
        drawn = draw_text(surface, _("AP"), (x0 - px(10), cy), 28, theme.SAND, bold=True, anchor="midright")
        reach = math.ceil(r * 1.25) + 2  # the rays of a pip
        pips = pygame.Rect(x0 - reach + r, cy - reach, width + 2 * (reach - r), 2 * reach)
        drawn.union_ip(pips)
        pips_tip = ngettext(
            "Action points (AP): {n} of {total} left this turn; each action costs AP",
            "Action points (AP): {n} of {total} left this turn; each action costs AP",
            left,
            total=total,
        )
        self._tips.add(drawn.union(pips), pips_tip)
        short = cost is not None and cost > left
        for i in range(slots):
            center = (x0 + r + i * (2 * r + gap), cy)
            if i >= total:
                pygame.draw.circle(surface, theme.darken(SPENT, 0.3), center, r, max(1, r // 6))
                continue
            lit = i < left
            spend = cost is not None and lit and (short or i >= left - cost)
            self._pip(surface, center, r, lit, spend, short, pulse, token=i == 6)
            if i == 6:
                self._tips.add(
                    pygame.Rect(center[0] - r, center[1] - r, 2 * r, 2 * r),
                    _("The seventh AP of this turn, from an Additional Action token"),
                )
        label = ngettext("{n} of {total} AP left", "{n} of {total} AP left", left, total=total)
        if cost is not None:
            label = (
                _("needs {cost} AP", cost=cost)
                if short
                else ngettext("{n} AP left, this costs {cost}", "{n} AP left, this costs {cost}", left, cost=cost)
            )
        colour = WARN if short else (theme.GOLD_LIGHT if cost is not None else theme.TEXT_DIM)
        said = draw_text(surface, label, (x0 + width // 2, cy + r + px(6)), 20, colour, anchor="midtop")
        self._tips.add(said, pips_tip)
        drawn.union_ip(said)
        # the Additional Action token: shown beside the pips while it can still be used this turn
        chip = px(30)
        self.token_rect = pygame.Rect(x0 + width + px(16), cy - chip // 2, chip + px(44), chip)
        tokens = state.players[state.current].tokens
        if state.token_used:
            self.token_rect = pygame.Rect(0, 0, 0, 0)
            return drawn
        face = (
            theme.lighten(theme.PANEL_LIGHT, 0.15) if (self.token_hovered and token_ok) else theme.PANEL_LIGHT
        )
        drawn.union_ip(pygame.draw.rect(surface, face, self.token_rect.inflate(px(8), px(6)), border_radius=px(8)))
        token_tip = ngettext(
            "{n} Additional Action token left: click it to have 7 AP this turn (one per turn)",
            "{n} Additional Action tokens left: click one to have 7 AP this turn (one per turn)",
            tokens,
        )
        img = icons.token_icon(chip, used=not token_ok)
        drawn.union_ip(self._tips.icon(surface, img, self.token_rect.topleft, tip=token_tip, area=self.token_rect))
        drawn.union_ip(
            self._tips.number(
                surface,
                f"x{tokens}",
                (self.token_rect.left + chip + px(6), cy),
                22,
                theme.TEXT if token_ok else theme.TEXT_DIM,
                anchor="midleft",
                tip=token_tip,
                area=self.token_rect,
            )
        )
        return drawn

    @staticmethod
    def _pip(
        surface: pygame.Surface,
        c: tuple[int, int],
        r: int,
        lit: bool,
        spend: bool,
        short: bool,
        pulse: float,
        token: bool,
    ) -> None:
        if not lit:
            pygame.draw.circle(surface, SPENT, c, r)
            pygame.draw.circle(surface, theme.darken(SPENT, 0.4), c, r, max(1, r // 6))
            return
        face = board_theme.SUN
        if spend:
            target = WARN if short else (255, 246, 200)
            face = board_theme.blend(face, target, 0.25 + 0.6 * pulse)
        rays = board_theme.scale(face, 0.8)
        for k in range(8):
            a = k * math.pi / 4
            pygame.draw.line(
                surface,
                rays,
                (c[0] + math.cos(a) * r * 0.9, c[1] + math.sin(a) * r * 0.9),
                (c[0] + math.cos(a) * r * 1.25, c[1] + math.sin(a) * r * 1.25),
                max(1, r // 6),
            )
        pygame.draw.circle(surface, face, c, r)
        pygame.draw.circle(surface, board_theme.scale(face, 0.62), c, r, max(1, r // 6))
        if token:  # the pip's tooltip is registered by the caller
            seventh = _("The seventh AP of this turn, from an Additional Action token")
            part = Tips(registered_elsewhere=True)
            part.number(surface, "+1", c, 16, (70, 40, 10), bold=True, anchor="center", tip=seventh)
        else:
            pygame.draw.circle(
                surface,
                board_theme.blend(face, (255, 255, 255), 0.45),
                (c[0] - r * 0.3, c[1] - r * 0.3),
                max(1, r * 0.3),
            )
