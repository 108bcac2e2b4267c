"""ViewerView: draws the replay viewer and owns its layout and buttons.

The game screen's own pieces draw the state at the viewer's position, read
only: the board renderer (its layer cached per state), the player panels, the
supply, the AP counter, the log and the festival cards. Over the board: the
action about to be played, highlighted, and said in words at the board's foot.
Under it: the scrub bar and the playback buttons.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

import pygame

from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.ui import palette as board_theme
from cuzco.games.cuzco.ui.hud.ap_counter import APCounter
from cuzco.games.cuzco.ui.hud.banner import draw_banner, draw_status, draw_tooltip
from cuzco.games.cuzco.ui.hud.cards import CardsPanel
from cuzco.games.cuzco.ui.hud.frame import HudFrame
from cuzco.games.cuzco.ui.hud.log_panel import LogPanel
from cuzco.games.cuzco.ui.hud.players import PlayerPanels
from cuzco.games.cuzco.ui.hud.supply import SupplyStrip
from cuzco.games.cuzco.ui.layout import Layout
from cuzco.games.cuzco.ui.render.board import BoardLook, BoardRenderer
from cuzco.games.cuzco.ui.render.overlays import OverlayPainter
from cuzco.games.cuzco.ui.viewer import icons
from cuzco.games.cuzco.ui.viewer.hands import HandsPanel
from cuzco.games.cuzco.ui.viewer.timeline_bar import TimelineBar
from cuzco.shell import tooltips
from cuzco.shell.i18n import _, ngettext
from cuzco.shell.widgets import Button, theme
from cuzco.shell.widgets.text import draw_text, fit_line, font, wrap
from cuzco.shell.widgets.theme import px

if TYPE_CHECKING:
    from cuzco.games.cuzco.ui.viewer.scene import ViewerScene

FIT_HEADROOM = 3.0
BOTTOM_H = 124  # the scrub bar and the playback buttons, at UI scale 1


def viewer_frame(size: tuple[int, int]) -> HudFrame:
    """The game screen's frame with a taller bottom strip for the scrub bar and the buttons."""
    f = HudFrame.for_size(size)
    w, h = size
    bottom_h = px(BOTTOM_H)
    bottom = pygame.Rect(0, h - bottom_h, w, bottom_h)
    right = pygame.Rect(f.right.left, f.top.h, f.right.w, h - f.top.h - bottom_h)
    board = pygame.Rect(0, f.top.h, w - right.w, h - f.top.h - bottom_h)
    log_w = min(px(360), board.w // 2)
    log_h = min(px(190), board.h // 4 + px(20))
    log = pygame.Rect(board.left + px(10), board.bottom - log_h - px(10), log_w, log_h)
    return dataclasses.replace(f, bottom=bottom, right=right, board=board, log=log)


class ViewerView:
    def __init__(self, scene: ViewerScene) -> None:
        self.scene = scene
        board = scene.store.state_at(0).board
        self.board_hexes = list(board.hexes)
        self.layout = Layout()
        self.renderer = BoardRenderer(board)
        self.painter = OverlayPainter()
        self.ap = APCounter()
        self.players = PlayerPanels()
        self.supply = SupplyStrip()
        self.cards = CardsPanel()
        self.hands = HandsPanel()
        self.log = LogPanel()
        self._log_folded_for_review = False
        self.bar = TimelineBar(scene.timeline, scene.colours)
        self.frame = viewer_frame((1280, 800))
        self.size: tuple[int, int] | None = None
        self._scale = theme.ui_scale()
        self.buttons: dict[str, Button] = {}
        self._top: pygame.Surface | None = None
        self._top_key: tuple | None = None

    # ---- layout ----------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self._scale = theme.ui_scale()
        self.frame = viewer_frame(size)
        self.layout.fit(self.board_hexes, tuple(self.frame.board), FIT_HEADROOM)  # type: ignore[arg-type]
        self.log.folded = self.frame.board.h < px(520)
        b = self.frame.bottom
        self.bar.rect = pygame.Rect(b.left + px(12), b.top + px(6), b.w - px(24), px(52))
        self._layout_buttons()
        self.scene.review.layout(self.frame.board)

    def _layout_buttons(self) -> None:
        sc = self.scene
        b = self.frame.bottom
        bh = px(46)
        y = b.bottom - bh - px(10)
        icon = px(22)
        ink = theme.TEXT_DARK
        back = Button(
            (b.left + px(12), y, px(100), bh),
            _("Back"),
            sc.back,
            kind="ghost",
            font_size=22,
            tooltip=_("Leave the viewer (Esc)"),
        )
        group = [
            ("start", "", sc.home, px(50), _("Back to the start (Home)")),
            ("prev_turn", "", sc.prev_turn, px(50), _("One turn back (Shift+Left or Up)")),
            ("prev", "", lambda: sc.step(-1), px(50), _("One action back (Left)")),
            ("play", _("Play"), sc.toggle_play, px(116), _("Play or pause (Space)")),
            ("next", "", lambda: sc.step(1), px(50), _("One action on (Right)")),
            ("next_turn", "", sc.next_turn, px(50), _("One turn on (Shift+Right or Down)")),
            ("end", "", sc.end, px(50), _("To the end (End)")),
        ]
        gap = px(6)
        speed_w = px(40) * 2 + px(104) + 2 * gap
        group_w = sum(w for *_rest, w, _tip in group) + gap * (len(group) - 1)
        hands_w = px(210) if sc.finished else px(150)  # a finished game says so there, in a note
        hands_left = b.right - px(12) - hands_w
        centred = b.centerx - (group_w + px(20) + speed_w) // 2
        x = max(back.rect.right + px(16), min(centred, hands_left - px(16) - group_w - px(20) - speed_w))
        self.buttons = {"back": back}
        for key, label, action, w, tip in group:
            kind = "primary" if key == "play" else "normal"
            self.buttons[key] = Button(
                (x, y, w, bh),
                label,
                action,
                kind=kind,
                font_size=22,
                tooltip=tip,
                icon=icons.control_icon(key, icon, ink),
            )
            x += w + gap
        x += px(20) - gap
        self.buttons["slower"] = Button(
            (x, y, px(40), bh), "-", sc.slower, kind="ghost", font_size=24, tooltip=_("Slower (-)")
        )
        self.speed_rect = pygame.Rect(x + px(40) + gap, y, px(104), bh)
        self.buttons["faster"] = Button(
            (self.speed_rect.right + gap, y, px(40), bh),
            "+",
            sc.faster,
            kind="ghost",
            font_size=24,
            tooltip=_("Faster (+)"),
        )
        self.buttons["hands"] = Button(
            (hands_left, y, hands_w, bh), _("Show hands"), self._hands_clicked, kind="ghost", font_size=20
        )

    def _hands_clicked(self) -> None:
        sc = self.scene
        sc.hide_hands() if sc.revealed else sc.ask_reveal()

    def _sync_buttons(self) -> None:
        sc = self.scene
        k, last = sc.position, sc.last
        for key in ("start", "prev_turn", "prev"):
            self.buttons[key].enabled = k > 0
        for key in ("next", "next_turn", "end"):
            self.buttons[key].enabled = k < last
        play = self.buttons["play"]
        play.label = _("Pause") if sc.playing else _("Play")
        play.icon = icons.control_icon("pause" if sc.playing else "play", px(22), theme.TEXT_DARK)
        self.buttons["slower"].enabled = sc.speed_index > 0
        self.buttons["faster"].enabled = sc.speed_index < sc.fastest
        hands = self.buttons["hands"]
        hands.label = _("Hide hands") if sc.revealed else _("Show hands")
        hands.tooltip = (
            _("Hide the festival cards again (H)")
            if sc.revealed
            else _("Show every player's festival cards: asks first (H)")
        )

    # ---- input -------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.size is None:
            return False
        sc = self.scene
        if sc.review.handle_event(event):
            return True
        for key, button in self.buttons.items():
            if key == "hands" and sc.finished:
                continue
            if button.handle_event(event):
                return True
        jump = self.bar.handle_event(event)
        if jump is not None:
            sc.jump(jump)
            return True
        if self.log.handle_event(event):
            return True
        if event.type == pygame.MOUSEWHEEL and self.frame.board.collidepoint(sc.mouse):
            self.layout.zoom_at(1.1 if event.y > 0 else 1 / 1.1, sc.mouse)
            return True
        return False

    # ---- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.size != surface.get_size() or self._scale != theme.ui_scale():
            self.resize(surface.get_size())
        sc = self.scene
        s = sc.state
        f = self.frame
        look = BoardLook(tuple(sc.colours), tuple(sc.marks), sc.show_heights)
        surface.fill(board_theme.BACKGROUND, f.board)
        surface.set_clip(f.board)
        self.renderer.draw(surface, s, self.layout, look)
        self.painter.draw(surface, s, self.layout, sc.overlay)
        surface.set_clip(None)
        self._draw_top(surface)
        self._draw_right(surface)
        self._draw_bottom(surface)
        spots = [self.hex_screen_pos(h) for h in sc.review.spots(sc.position)]
        sc.review.keep_clear = spots
        self._fold_log_over(spots)
        sc.review.draw(surface)
        self.log.draw(surface, f.log, s, sc.colours, sc.marks)
        draw_status(surface, self.status_area(spots), sc.description, "action", avoid=self.log.rect)
        self._draw_tooltips(surface)

    def hex_screen_pos(self, h: Hex) -> tuple[int, int]:
        state = self.scene.state
        c = state.board.cell_of(h)
        x, y = self.layout.hex_to_pixel(h, state.height[c] if c is not None else 0)
        return round(x), round(y)

    def status_area(self, spots: list[tuple[int, int]]) -> pygame.Rect:
        """Where the words at the board's foot go: the board (the pill sits at its bottom), or, when a hex
        the review's suggestion lands on is down there, a band under the board's top edge."""
        board = self.frame.board
        band = px(110)
        if not any(board.left <= x < board.right and board.bottom - band <= y <= board.bottom for x, y in spots):
            return board
        return pygame.Rect(board.left, board.top, board.w, band + px(50))

    def _fold_log_over(self, spots: list[tuple[int, int]]) -> None:
        """Fold the log while it would hide a hex the review's suggestion lands on; open it again after
        (only if it was folded for that reason)."""
        covering = any(self.frame.log.inflate(px(16), px(16)).collidepoint(p) for p in spots)
        if covering and not self.log.folded:
            self.log.folded, self._log_folded_for_review = True, True
        elif not covering and self._log_folded_for_review:
            self.log.folded, self._log_folded_for_review = False, False

    def _draw_top(self, surface: pygame.Surface) -> None:
        sc = self.scene
        s = sc.state
        f = self.frame
        actor = s.actor
        hint = _(
            "{game} \u00b7 action {k}/{n} \u00b7 turn {t}/{last}",
            game=_("Cuzco"),  # which game is replayed (Feld's Cuzco has its own viewer), as short as "Replay"
            k=sc.position,
            n=sc.last,
            t=s.turn,
            last=sc.timeline.turns[-1].turn,
        )
        key = (tuple(f.top), theme.ui_scale(), sc.position, hint)
        if key != self._top_key or self._top is None:
            self._top = pygame.Surface(f.top.size)
            self._top.fill(theme.darken(theme.PANEL, 0.25))
            pygame.draw.line(self._top, theme.PANEL_EDGE, (0, f.top.h - 1), (f.top.w, f.top.h - 1), px(2))
            banner = self._top.subsurface(f.banner.clip(self._top.get_rect()))
            draw_banner(banner, banner.get_rect(), s, sc.colours[actor], sc.marks[actor], hint)
            self._top_key = key
        surface.blit(self._top, f.top)
        if s.phase == "turn":
            self.ap.draw(surface, f.ap, s, None, sc.time, False)
        self.supply.draw(surface, f.supply, s)
        tooltips.extend(self.supply.tips, f.supply.topleft)

    def _draw_right(self, surface: pygame.Surface) -> None:
        sc = self.scene
        s = sc.state
        r = self.frame.right
        pygame.draw.rect(surface, theme.darken(theme.PANEL, 0.15), r)
        pygame.draw.line(surface, theme.PANEL_EDGE, r.topleft, r.bottomleft, px(2))
        inner = r.inflate(-px(16), -px(16))
        ph = self.players.height(s.num_players)
        self.players.draw(surface, pygame.Rect(inner.left, inner.top, inner.w, ph), s, sc.colours, sc.marks)
        tooltips.extend(self.players.tips)
        rest = pygame.Rect(
            inner.left, inner.top + ph + px(14), inner.w, inner.bottom - inner.top - ph - px(14)
        )
        if sc.revealed:
            self.hands.draw(surface, rest, s, sc.colours, sc.marks)
        else:
            self.cards.draw(surface, rest, s, None)
            tooltips.extend(self.cards.tips, rest.topleft)

    def _draw_bottom(self, surface: pygame.Surface) -> None:
        sc = self.scene
        b = self.frame.bottom
        pygame.draw.rect(surface, theme.darken(theme.PANEL, 0.25), b)
        pygame.draw.line(surface, theme.PANEL_EDGE, b.topleft, b.topright, px(2))
        self.bar.draw(surface, sc.position)
        self._sync_buttons()
        for key, button in self.buttons.items():
            if key == "hands" and sc.finished:
                continue
            button.draw(surface)
        speed = ngettext("{n} action/s", "{n} actions/s", 1 if sc.speed == 1 else 2, n=_speed_text(sc.speed))
        draw_text(surface, speed, self.speed_rect.center, 20, theme.TEXT, anchor="center")
        if sc.finished:  # in the Hands button's place, but as wide as the room right of the speed buttons
            left = max(bt.rect.right for key, bt in self.buttons.items() if key != "hands") + px(16)
            room = max(px(40), b.right - px(16) - left)
            note = _("Game over: every hand is shown")
            size, lines = 18, wrap(note, 18, room)
            if len(lines) > 1:  # two smaller lines, the second cut short if even that is not enough
                size, lines = 16, wrap(note, 16, room)
                if len(lines) > 2:
                    lines = [lines[0], fit_line(" ".join(lines[1:]), room, (16,))[1]]
            line_h = font(size).get_linesize()
            top = self.speed_rect.centery - line_h * len(lines) // 2
            for k, line in enumerate(lines):
                draw_text(surface, line, (b.right - px(16), top + k * line_h), size, theme.TEXT_DIM,
                          anchor="topright")

    def _draw_tooltips(self, surface: pygame.Surface) -> None:
        sc = self.scene
        for button in self.buttons.values():
            if button.hovered and button.tooltip:
                draw_tooltip(surface, sc.mouse, [button.tooltip])
                return
        if tooltips.draw_hovered(surface, sc.mouse):  # the panels' icons and numbers
            return


def _speed_text(speed: float) -> str:
    return f"{speed:g}"
