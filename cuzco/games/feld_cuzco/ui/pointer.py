"""What the pointer meets on Feld's Cuzco's table, as a part of `FeldTableScene`: the legal actions of
the moment (listed once per state), what a click on the table itself chooses (a village for the chasqui,
a feather dot, a tile space), the glowing and refused action spaces while dice are placed, and the
tooltip under the pointer (what a mission option asks), and the decision declared to the shell's pointer
kit (`board_targets`), which draws the glows, the previews in place and the refusals."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from cuzco.games.feld_cuzco.rules import Action, Feather, Game, Move, State, TakeTile, legal_actions
from cuzco.shell import frames
from cuzco.shell.board_kit import BoardPointer, Target
from cuzco.shell.i18n import language
from cuzco.shell.widgets import Button, draw_wrapped, theme
from cuzco.shell.widgets.theme import px

from .board_targets import Where, board_targets
from .decisions import option_tip, space_status
from .layout import TableLayout, Zones
from .palette import GLOW

KEPT_TIPS = 96  # tooltip images kept (by text, width and scale): the table's own come back again and again


class TablePointer:
    """Mixed into FeldTableScene, whose game, zones and caches it reads."""

    if TYPE_CHECKING:
        game: Game
        zones: Zones
        space: int | None
        pointer: tuple[int, int]
        _status: tuple[object, dict[int, str]]
        _reach: tuple[object, dict[tuple[str, object], Action]]
        _legal: tuple[object, list[Action]]
        _tip_image: tuple[str, int, pygame.Surface | None]
        _tips: dict[tuple[str, int, int], pygame.Surface]
        table_busy: bool
        buttons: list[tuple[Button, Action | None]]
        kit: BoardPointer
        where: Where
        _targets_key: tuple[object, ...] | None
        _deferred: tuple[object, ...] | None

        @property
        def state(self) -> State: ...
        def human_to_act(self) -> int | None: ...

    def reachable(self) -> dict[int, Move]:
        """While the chasqui moves: each place it can reach without turning the overlay, and the move."""
        return {a.to: a for k, a in self.clickable().items() if k[0] == "place" and isinstance(a, Move)}

    def clickable(self) -> dict[tuple[str, object], Action]:
        """What the deciding human can do with a click on the table itself, by what is clicked: a place on
        the map (moving the chasqui without turning the overlay), a feather dot on their mask, a tile space
        on the Cuzco board (the tile goes to the first empty mask space)."""
        state = self.state
        key = (len(self.game.actions), id(state))
        if self._reach[0] != key:
            found: dict[tuple[str, object], Action] = {}
            task = state.tasks[-1][0] if state.tasks and not state.over else ""
            if task in ("move", "feather", "start_feather", "tile"):
                for a in self.legal():
                    if isinstance(a, Move) and a.rotation < 0:
                        found[("place", a.to)] = a
                    elif isinstance(a, Feather):
                        found[("dot", (a.player, a.dot))] = a
                    elif isinstance(a, TakeTile):
                        found.setdefault(("column", (a.kind, a.column)), a)
            self._reach = (key, found)
        return self._reach[1]

    def legal(self) -> list[Action]:
        """The legal actions now, listed once per state (the side panel, the glows and the clicks share them)."""
        key = (len(self.game.actions), id(self.state))
        if self._legal[0] != key:
            self._legal = (key, legal_actions(self.state) if not self.state.over else [])
        return self._legal[1]

    def offered(self) -> list[Action]:
        """The actions the board offers (glows, pieces, menus): every legal one; the guided game narrows them."""
        return self.legal()

    def offer_key(self) -> object:
        """What, besides the state, changes `offered` (the guided game's step)."""
        return None

    def refine(self, targets: list[Target]) -> list[Target]:
        """The targets as declared to the kit (the guided game adds its own refusals)."""
        return targets

    def zone_of(self, what: str, where: object) -> pygame.Rect | None:
        if what == "place":
            return self.zones.places.get(where)  # type: ignore[call-overload]
        if what == "dot":
            return self.zones.dots.get(where)  # type: ignore[call-overload]
        return self.zones.columns.get(where)  # type: ignore[call-overload]

    @property
    def status(self) -> dict[int, str]:
        """Each action space while dice are placed: "" when a die may go there, else why not (worked out
        when asked, once per state: the pointer kit's targets say the same to the player)."""
        key = (len(self.game.actions), id(self.state))
        if self._status[0] != key:
            self._status = (key, space_status(self.state, self.legal()))
        return self._status[1]

    def draw_spaces(self, surface: pygame.Surface) -> pygame.Rect | None:
        """The space chosen in the list, ringed (the pointer kit draws the glows); returns where."""
        rect = self.zones.spaces.get(self.space) if self.space is not None else None
        if rect is None:
            return None
        return pygame.draw.rect(surface, GLOW, rect.inflate(px(4), px(4)), px(4), border_radius=px(8))

    def draw_tip(self, surface: pygame.Surface) -> pygame.Rect | None:
        """The tooltip under the pointer; returns where it went (None: none)."""
        if self.kit.painter.words:  # the kit shows a preview or a refusal beside the pointer
            return None
        pos = self.pointer
        text = ""
        me = self.human_to_act()
        text = text or self.zones.tip_at(pos)
        if not text and me is not None:  # an option button: what its mission asks (its label's tip is above it)
            text = next((option_tip(self.state, action) for button, action in self.buttons
                         if action is not None and button.rect.collidepoint(pos)), "")
        if not text:
            return None
        width = min(px(420), surface.get_width() - px(20))
        if self._tip_image[0] != text or self._tip_image[1] != width or self._tip_image[2] is None:
            kept = self._tips.get((text, width, px(100)))
            if kept is None and self.table_busy:  # a new tooltip waits for a frame that drew no table parts
                frames.request()
                return None
            if kept is None:
                probe = pygame.Surface((1, 1))  # how tall the wrapped text is, then the tooltip drawn once
                used = draw_wrapped(probe, text, pygame.Rect(0, 0, width, px(200)), 16, theme.TEXT)
                kept = pygame.Surface((width + px(16), used + px(10)))
                kept.fill(theme.PANEL)
                pygame.draw.rect(kept, theme.SAND_DARK, kept.get_rect(), 1)
                draw_wrapped(kept, text, kept.get_rect().inflate(-px(16), -px(10)), 16, theme.TEXT)
                if len(self._tips) >= KEPT_TIPS:
                    self._tips.clear()
                self._tips[(text, width, px(100))] = kept
            self._tip_image = (text, width, kept)
        image = self._tip_image[2]
        assert image is not None
        box = image.get_rect(topleft=(pos[0] + px(14), pos[1] + px(14)))
        box.clamp_ip(surface.get_rect())
        surface.blit(image, box)
        return box

    def declare_targets(self, state: State, lay: TableLayout, me: int | None, size: tuple[int, int],
                        redrawn: bool = False) -> None:
        """The decision now, declared to the pointer kit (once per state, window and language). In a frame
        that drew the table again for a new state, the new decision waits for the next frame (the glows
        come one frame later), so that no frame pays for both."""
        if me is None:
            self.kit.clear()
            self._targets_key = None
            return
        key = (len(self.game.actions), id(state), size, language(), px(100), me, self.offer_key())
        if key != self._targets_key and redrawn and self._deferred != key:
            self._deferred = key
            self.kit.clear()
            self._targets_key = None
            frames.request()  # the glows, in the next frame
            return
        if key != self._targets_key:
            pieces, targets = board_targets(state, self.offered(), self.zones, lay, me, self.where)
            self.kit.declare(key, pieces, self.refine(targets))
            self._targets_key = key
