"""GameView: draws the game screen for a GameScene and owns the view (zoom, pan, HUD layout).

A frame is: the cached board layer, the tool's overlay (cached sprites), then
the HUD panels (each cached until what it shows changes), the status line,
tooltips and toasts. Nothing here changes the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.ui import palette as board_theme
from cuzco.games.cuzco.ui.game_toolbar import GameToolbar
from cuzco.games.cuzco.ui.hint import button_rect
from cuzco.games.cuzco.ui.hud.ap_counter import APCounter
from cuzco.games.cuzco.ui.hud.banner import draw_banner, draw_status, draw_tooltip, phase_hint
from cuzco.games.cuzco.ui.hud.budget import FrameBudget
from cuzco.games.cuzco.ui.hud.cards import CardsPanel
from cuzco.games.cuzco.ui.hud.frame import HudFrame
from cuzco.games.cuzco.ui.hud.legend import draw_dot_legend
from cuzco.games.cuzco.ui.hud.log_panel import LogPanel
from cuzco.games.cuzco.ui.hud.players import PlayerPanels
from cuzco.games.cuzco.ui.hud.supply import SupplyStrip
from cuzco.games.cuzco.ui.hud.toast import Toasts, left_of
from cuzco.games.cuzco.ui.input_tools import Preview, SelectTool, TempleTool
from cuzco.games.cuzco.ui.layout import Layout
from cuzco.games.cuzco.ui.phones import draw_phone_box, phone_box_height
from cuzco.games.cuzco.ui.render.board import BoardLook, BoardRenderer
from cuzco.games.cuzco.ui.render.overlays import OverlayPainter
from cuzco.games.cuzco.ui.tile_targets import declare_tiles
from cuzco.shell import heap, i18n, tooltips
from cuzco.shell.i18n import _, ngettext
from cuzco.shell.widgets import theme
from cuzco.shell.widgets.theme import px

if TYPE_CHECKING:
    from cuzco.games.cuzco.ui.game_scene import GameScene

FIT_HEADROOM = 3.0  # terrace levels kept visible above the top row when fitting
ZOOM_SETTLE = 0.25  # seconds after the last wheel notch before the board is redrawn at the new zoom


class GameView(GameToolbar):
    def __init__(self, scene: GameScene) -> None:
        self.scene = scene
        board = scene.state.board
        self.board_hexes = list(board.hexes)
        self.layout = Layout()
        self.renderer = BoardRenderer(board)
        self.painter = OverlayPainter()
        self.painter.may_wait = lambda: self.budget.may_wait("ghost")
        self.ap = APCounter()
        self.players = PlayerPanels()
        self.supply = SupplyStrip()
        self.cards = CardsPanel()
        self.log = LogPanel()
        self.log.game = scene.game
        self.toasts = Toasts()
        self.budget = FrameBudget()  # panels' redraws wait a frame when the board's change filled this one
        self.toolbar = self._build_toolbar()
        self.frame = HudFrame.for_size((1280, 800))
        self.size: tuple[int, int] | None = None
        self._scale = theme.ui_scale()
        self.zoomed_at = -1.0
        self._top: pygame.Surface | None = None
        self._top_key: tuple | None = None
        self._language = i18n.language()
        self._over_bar = False  # the bar has been cut down for the finished game
        self._rules_key: tuple[Any, Any, bool] | None = None  # the state and tool the bar's answers are for
        self.legend_rect: pygame.Rect | None = None  # the key to the legal-spot dots, while a tile is in hand
        self._right: pygame.Surface | None = None
        self._right_key: tuple | None = None
        self._right_seen: tuple | None = None

    # ---- view geometry -------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        if i18n.language() != self._language:  # the language changed: labels and cached panels go
            self._language = i18n.language()
            self.toolbar = self._build_toolbar()
            self._top_key = None
            for panel in (self.players, self.cards, self.log, self.supply, self.ap):
                for name in ("_key", "_cache_key"):
                    if hasattr(panel, name):
                        setattr(panel, name, None)
            self.cards._cache = None  # the panels' kept images are made anew, not drawn over
            self.ap._cache = {}  # the counter's looks are kept without the language: they go too
        self.size = size
        self._scale = theme.ui_scale()
        self.frame = HudFrame.for_size(size)
        self._right_key = None  # a new size, scale or language: the side panel is drawn again
        self._layout_buttons()
        self.fit()
        # the log starts folded where, open, it would hide part of the valley (the player may open it)
        self.log.folded = self.frame.board.h < px(560) or self.covers_valley(self.frame.log)

    def fit(self) -> None:
        self.layout.fit(self.board_hexes, tuple(self.frame.board), FIT_HEADROOM)  # type: ignore[arg-type]

    def covers_valley(self, rect: pygame.Rect) -> bool:
        """Whether `rect` hides the ground of any hex a piece can go on, at the current view."""
        w, h = round(self.layout.hex_width * 0.8), round(self.layout.size * self.layout.tilt * 1.6)
        for hx in self.board_hexes:
            x, y = self.layout.hex_to_pixel(hx)
            if rect.colliderect(pygame.Rect(round(x) - w // 2, round(y) - h // 2, w, h)):
                return True
        return False

    def zoom(self, factor: float, anchor: tuple[int, int]) -> None:
        self.layout.zoom_at(factor, anchor)
        self.zoomed_at = self.scene.time

    def pan(self, dx: float, dy: float) -> None:
        """Pan, keeping some of the board on screen whatever the player does."""
        self.layout.pan_by(dx, dy)
        left, top, right, bottom = self.layout.bounds(self.board_hexes)
        b = self.frame.board
        margin = px(80)
        ox, oy = self.layout.origin
        ox += max(0, (b.left + margin) - right) - max(0, left - (b.right - margin))
        oy += max(0, (b.top + margin) - bottom) - max(0, top - (b.bottom - margin))
        self.layout.origin = (ox, oy)

    def board_rect(self) -> pygame.Rect:
        return self.frame.board

    def pick(self, pos: tuple[int, int]) -> Hex | None:
        if not self.frame.board.collidepoint(pos):
            return None
        state = self.scene.state
        board = state.board
        heights = state.height

        def height_of(h: Hex) -> int:
            c = board.cell_of(h)
            return heights[c] if c is not None else 0

        h = self.layout.pick(pos[0], pos[1], height_of, max(heights) if heights else 0)
        return h if board.cell_of(h) is not None else None

    def hex_screen_pos(self, h: Hex) -> tuple[int, int]:
        state = self.scene.state
        c = state.board.cell_of(h)
        x, y = self.layout.hex_to_pixel(h, state.height[c] if c is not None else 0)
        return round(x), round(y)

    # ---- drawing -----------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.size != surface.get_size() or self._scale != theme.ui_scale():
            self.resize(surface.get_size())
        sc = self.scene
        s = sc.state
        heap.settle(self, s)
        self.budget.start()
        f = self.frame
        look = BoardLook(tuple(sc.colours), tuple(sc.marks), sc.show_heights)
        surface.set_clip(f.board)
        settling = sc.time - self.zoomed_at < ZOOM_SETTLE
        self.renderer.draw(surface, s, self.layout, look, f.board, settling, fill=True)  # fills what it leaves
        mine = sc.human_turn()
        if mine:
            declare_tiles(sc.pointer, sc.tiles, self.toolbar, s)
        # after a change, where the tile in hand fits is asked in the next frame when this one is spent:
        # for one frame no dot glows and nothing is previewed under the pointer (never a stale answer)
        sc.tiles.hidden = (mine and sc.pointer.menu is None and sc.tiles.waits(sc.pointer.held)
                           and self.budget.may_wait("tiles"))
        try:
            preview = self._draw_board_layer(surface, mine)
        finally:
            sc.tiles.hidden = False
        self._sync_toolbar(self.budget)
        self.legend_rect = None
        if mine and sc.pointer.held is not None:
            top = button_rect(f.board).bottom + px(8) if self._hint_shown() else None  # under the button
            self.legend_rect = draw_dot_legend(surface, f.board, top)
        self._draw_top(surface, preview.cost)
        self._draw_right(surface)
        self.toolbar.draw(surface, self.budget)
        self.log.draw(surface, f.log, s, sc.colours, sc.marks, self.budget)
        self._draw_status(surface, preview)
        corner = [r for r in (button_rect(f.board) if self._hint_shown() else None, self.legend_rect) if r]
        self.toasts.draw(surface, left_of(f.board, corner))  # notices keep clear of the button and the key
        if sc.picker is not None:
            sc.picker.draw(surface)
        if mine:
            sc.pointer.draw_above(surface)  # the tile being dragged, over the panels
        self._draw_tooltips(surface)

    def _draw_board_layer(self, surface: pygame.Surface, mine: bool) -> Preview:
        """What lies on the board over its picture: the tool's overlay, the tile in hand's glow and
        preview, the spots of the log entry under the mouse. The status line's preview is returned."""
        sc = self.scene
        s = sc.state
        preview = sc.preview()
        if mine and sc.pointer.held is None:
            sc.queries.bind(s)
            self.painter.draw(surface, s, self.layout, sc.tool.overlay(sc.queries, sc.hover_hex))
        surface.set_clip(None)
        if mine:  # the tile in hand: the spots where it fits glow, the one under the pointer is previewed
            sc.pointer.draw_board(surface)
        surface.set_clip(self.frame.board)
        self._draw_log_spots(surface)
        surface.set_clip(None)
        return preview

    def _hint_shown(self) -> bool:
        hint = getattr(self.scene, "hint", None)
        return hint is not None and bool(hint.enabled)

    def _draw_log_spots(self, surface: pygame.Surface) -> None:
        """Light up the hexes the log entry under the mouse speaks of."""
        spots = self.log.hovered_spots(self.scene.state)
        radius = max(px(8), round(self.layout.size * 0.75))
        for h in spots:
            centre = self.hex_screen_pos(h)
            pygame.draw.circle(surface, (0, 0, 0), centre, radius + px(2), px(5))
            pygame.draw.circle(surface, board_theme.HILITE, centre, radius, px(3))

    def _draw_top(self, surface: pygame.Surface, cost: int | None) -> None:
        sc = self.scene
        s = sc.state
        f = self.frame
        actor = s.actor
        hint = phase_hint(s, actor in sc.bots, replaying=sc.replay.at is not None)
        key = (tuple(f.top), theme.ui_scale(), actor, s.players[actor].name, s.turn, hint, sc.colours[actor])
        same = self._top is not None and self._top.get_size() == f.top.size
        if key != self._top_key and not (same and self.budget.may_wait("top")) or self._top is None:
            if self._top is None or self._top.get_size() != f.top.size:
                self._top = pygame.Surface(f.top.size)
            self._top.fill(theme.darken(theme.PANEL, 0.25))
            pygame.draw.line(self._top, theme.PANEL_EDGE, (0, f.top.h - 1), (f.top.w, f.top.h - 1), px(2))
            banner = self._top.subsurface(f.banner.clip(self._top.get_rect()))
            draw_banner(banner, banner.get_rect(), s, sc.colours[actor], sc.marks[actor], hint)
            self._top_key = key
        surface.blit(self._top, f.top)
        badge = pygame.Rect(0, 0, px(48), px(48))
        badge.center = (f.banner.left + px(34), f.banner.centery)
        tooltips.add(badge, _("{name} is playing: their colour and mark", name=s.players[actor].name))
        hover = self.cards.hit(sc.mouse) if sc.human_turn() else None
        self.cards.hover = hover
        if hover is not None:
            cost = 1
        self.ap.token_hovered = self.ap.token_rect.collidepoint(sc.mouse)
        token_ok = sc.human_turn() and not s.token_used and s.players[s.current].tokens > 0
        if s.phase == "turn":
            self.ap.draw(surface, f.ap, s, cost, sc.time, token_ok, self.budget)
        self.supply.draw(surface, f.supply, s, self.budget)
        tooltips.extend(self.supply.tips, f.supply.topleft)

    def _draw_right(self, surface: pygame.Surface) -> None:
        """The players and cards panel, kept as one opaque image. The players' boxes and the cards are
        opaque cached images of their own, each put back on it only when it was drawn again."""
        sc = self.scene
        s = sc.state
        r = self.frame.right
        key = (tuple(r), theme.ui_scale(), surface.get_size(), s.num_players)
        full = key != self._right_key or self._right is None
        if full:
            # screen-sized, so the panels draw (and keep their hit boxes) in screen coordinates
            self._right = pygame.Surface(surface.get_size(), 0, surface)
        panel = self._right
        assert panel is not None
        back = theme.darken(theme.PANEL, 0.15)
        if full:
            pygame.draw.rect(panel, back, r)
            pygame.draw.line(panel, theme.PANEL_EDGE, r.topleft, r.bottomleft, px(2))
            self._right_key = key
        inner = r.inflate(-px(16), -px(16))
        ph = self.players.height(s.num_players)
        players = pygame.Rect(inner.left, inner.top, inner.w, ph)
        phones = phone_box_height(sc)  # the players' phones' box at the bottom, when phones play
        cards = pygame.Rect(inner.left, inner.top + ph + px(14), inner.w,
                            inner.bottom - inner.top - ph - px(14) - phones)
        seen = (s, sc.visible_hand(), self.cards.hover)  # a new state or look: the boxes may need drawing
        if full or seen == self._right_seen or not self.budget.may_wait("right"):
            if self.players.update(players, s, sc.colours, sc.marks, back) or full:
                panel.blit(self.players.image, players)
            if self.cards.update(cards, s, sc.visible_hand(), back) or full:
                panel.blit(self.cards.image, cards)
            self._right_seen = seen
        surface.blit(panel, r, r)
        tooltips.extend(self.players.tips)
        tooltips.extend(self.cards.tips, cards.topleft)
        if phones:
            draw_phone_box(surface, sc, pygame.Rect(inner.left, inner.bottom - phones, inner.w, phones))

    def _draw_status(self, surface: pygame.Surface, preview: object) -> None:
        sc = self.scene
        text, kind = "", "info"
        reason = getattr(preview, "reason", None)
        if sc.picker is not None:
            return
        if reason:
            text = reason if getattr(preview, "nowhere", False) else _("Not here: {reason}", reason=reason)
            kind = "error"
        elif getattr(preview, "text", ""):
            text, kind = preview.text, "action"  # type: ignore[attr-defined]
        hover = self.cards.hover
        if hover is not None:
            text, kind = (
                (
                    _("Draw the face-up card: 1 AP")
                    if hover == "faceup"
                    else _("Draw the top card of the deck: 1 AP")
                ),
                "action",
            )
        elif self.ap.token_hovered and sc.human_turn() and not sc.state.token_used:
            text, kind = _("Use an Additional Action token: 7 AP this turn"), "action"
        elif not text and sc.human_turn():
            text, kind = _("F1 or ?: every control"), "hint"
        draw_status(surface, self.frame.board, text, kind, avoid=self.log.rect)

    def forget_hover(self) -> None:
        """Nothing is under the mouse any more (a screen came over the game)."""
        for item in [*self.toolbar.tools, *self.toolbar.buttons]:
            item.hovered = False
        self.ap.token_hovered = False
        self.cards.hover = None
        self.log.hovered = None

    def draw_tooltips(self, surface: pygame.Surface) -> None:
        """The tooltip under the pointer (again, for a scene that drew over the view after it)."""
        self._draw_tooltips(surface)

    def _draw_tooltips(self, surface: pygame.Surface) -> None:
        sc = self.scene
        if sc.pointer.dragging:  # a tile dragged: nothing under it answers (the status line speaks)
            tooltips.cover(surface.get_rect())
            return
        if sc.hint.covered():  # a hand-off, the menu or a sheet is over the game: its tooltips wait
            return
        tip = self.toolbar.hovered_tooltip()
        if tip:
            draw_tooltip(surface, sc.mouse, [tip])
            return
        if tooltips.draw_hovered(surface, sc.mouse):  # the HUD's icons and numbers
            return
        if sc.hover_hex is not None and isinstance(sc.tool, (SelectTool, TempleTool)) and sc.pointer.held is None:
            draw_tooltip(surface, sc.mouse, self._hex_info(sc.hover_hex))

    def _hex_info(self, h: Hex) -> list[str]:
        """What a player wants to know about a hex: its height, its village or city, who dominates it."""
        sc = self.scene
        s = sc.state
        c = s.cell(h)
        if c is None or s.height[c] == 0:
            return []
        q = sc.queries
        q.bind(s)
        region = q.region(h)
        lines = []
        if region is not None and region.kind in ("village", "city"):
            title = (
                _("City with a value-{v} temple", v=s.temple[region.temple])
                if region.kind == "city" and region.temple is not None
                else _("Village")
            )
            lines = [title, ngettext("{n} hex", "{n} hexes", region.size)]
            holder = q.holder(region)
            if holder is not None:
                lines.append(_("Highest position: {name}", name=s.players[holder].name))
            elif any(s.inca[c] is not None for c in region.cells):
                lines.append(_("Highest position: tied, so nobody"))
            else:
                lines.append(_("Highest position: nobody"))
        else:
            lines = [_("Crop field")]
        lines.append(_("Height {n}", n=s.height[c]))
        return lines
