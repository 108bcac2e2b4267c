"""The terrain tiles, declared to the shell's pointer kit (`cuzco.shell.board_kit`).

- The four tiles of the toolbar are the kit's pieces: drag one onto the board, or click it (or press
  1-4) and then a hex. The triple and the double turn six ways (R, Shift+R, Shift+wheel, a right click).
- The board is the kit's target field: under the pointer, the hex where the tile's village hex would
  go, with the placement and its AP cost previewed in place (the ghost tile, lifted over where it would
  land), or the rules' reason it does not fit there (the ghost in red).
- The anchors where the tile fits as it is turned glow as dots (amber where overflowing costs more AP).

The kit holds the tile and its turn, handles the pointer and hands the chosen `PlaceTerrain` to the
scene; this module only answers what the board means for the tile in hand, each answer once per state.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from functools import partial
from typing import TYPE_CHECKING, Protocol

import pygame

from cuzco.games.cuzco.rules.actions import PlaceTerrain
from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.rules.state import GameState
from cuzco.games.cuzco.ui import palette as theme
from cuzco.games.cuzco.ui.board_queries import BoardQueries
from cuzco.games.cuzco.ui.hud import icons
from cuzco.games.cuzco.ui.layout import Layout
from cuzco.games.cuzco.ui.render.overlays import Overlay, OverlayPainter
from cuzco.shell.board_kit import BoardPointer, Choice, Piece, Polygon, Target
from cuzco.shell.i18n import _, translate
from cuzco.shell.widgets.theme import px

if TYPE_CHECKING:
    from cuzco.games.cuzco.ui.hud.toolbar import Toolbar

TILES = ("triple", "double", "crop", "village")
TURNING = ("triple", "double")  # the tiles that turn: six ways each
DOT = (*theme.LEGAL, 200)
DOT_OVERFLOW = (*theme.SUN, 220)


def tile_label(tile: str) -> str:
    """The tile's name in a sentence, translated (each text a literal, so the catalog tool finds it)."""
    labels = {
        "triple": _("triple terrain"),
        "double": _("double terrain"),
        "crop": _("single crop"),
        "village": _("single village"),
    }
    return labels[tile]


def placement(tile: str, h: Hex, turn: int) -> PlaceTerrain:
    return PlaceTerrain(tile, h, turn if tile in TURNING else 0)


class BoardSight(Protocol):
    """What the tiles need of the game view: where the board is, and which hex the player sees where."""

    layout: Layout
    painter: OverlayPainter

    def pick(self, pos: tuple[int, int]) -> Hex | None: ...

    def board_rect(self) -> pygame.Rect: ...


class TileBoard:
    """The board as the kit's target field for a tile in hand (see the module's docstring)."""

    def __init__(self, sight: BoardSight, queries: BoardQueries, state: Callable[[], GameState]) -> None:
        self.sight = sight
        self.queries = queries
        self.state = state
        self._seen: tuple[GameState | None, float, tuple[float, float]] = (None, 0.0, (0.0, 0.0))
        self._targets: dict[tuple[Hex, Hashable, int], Target] = {}
        self._last: tuple[tuple[int, int], Hashable, int, Target | None] | None = None  # the kit asks often
        self._glow: dict[tuple[Hashable, int], Overlay] = {}
        self.hidden = False  # while a frame that cannot afford the rules' answers is drawn: no target, no glow

    def waits(self, held: Hashable) -> bool:
        """Whether drawing the tile in hand would first ask the rules where it fits in the state now."""
        return held in TILES and not self.queries.knows_placements(self.state(), str(held))

    def _bound(self) -> GameState:
        """The state now, the answers kept for it (and the shapes for the view) dropped when either changed."""
        state, layout = self.state(), self.sight.layout
        self.queries.bind(state)
        if self._seen[0] is not state or self._seen[1:] != (layout.size, layout.origin):
            if self._seen[0] is not state:
                self._glow = {}
            self._seen = (state, layout.size, layout.origin)
            self._targets, self._last = {}, None
        return state

    # ---- the kit's questions -----------------------------------------------------------
    def target_at(self, pos: tuple[int, int], held: Hashable, turn: int) -> Target | None:
        if held not in TILES or self.hidden:
            return None
        state = self._bound()
        last = self._last
        if last is not None and last[:3] == (pos, held, turn):
            return last[3]
        h = self.sight.pick(pos)
        found = None
        if h is not None:
            key = (h, held, turn)
            if key not in self._targets:
                self._targets[key] = self._target(state, str(held), h, turn)
            found = self._targets[key]
        self._last = (pos, held, turn, found)
        return found

    def open_keys(self, held: Hashable, turn: int) -> set[Hex]:
        if held not in TILES or self.hidden:
            return set()
        self._bound()
        rotation = turn if held in TURNING else 0
        return {h for (h, rot) in self.queries.placements(str(held)) if rot == rotation}

    def draw_glow(self, surface: pygame.Surface, held: Hashable, turn: int, hovered: Target | None) -> None:
        if held not in TILES or self.hidden:
            return
        state = self._bound()
        key = (held, turn)
        if key not in self._glow:
            rotation = turn if held in TURNING else 0
            dots = {h: DOT if cost == 1 else DOT_OVERFLOW  # amber: overflowing costs extra AP
                    for (h, rot), cost in self.queries.placements(str(held)).items() if rot == rotation}
            self._glow[key] = Overlay(dots=dots)
        self._on_board(surface, state, self._glow[key])

    # ---- one hex -------------------------------------------------------------------------
    def _target(self, state: GameState, tile: str, h: Hex, turn: int) -> Target:
        c = state.cell(h)
        layout = self.sight.layout
        corners = layout.polygon(h, state.height[c] if c is not None else 0)
        shape = Polygon(tuple((round(x), round(y)) for x, y in corners))
        action = placement(tile, h, turn)
        cost = self.queries.placements(tile).get((h, action.rotation))
        if cost is not None:
            text = _("Place the {tile} here: {cost} AP", tile=tile_label(tile), cost=cost)
            if cost > 1:
                text += " " + _("(1 + {n} for overflowing)", n=cost - 1)
            choice = Choice(text, action, piece=tile, ghost=partial(self._ghost, action, True))
            return Target(h, shape, [choice])
        reason = self.queries.reason(action)
        why = translate(reason) if reason else _("this tile does not fit here")
        return Target(h, shape, refusals={tile: why}, ghost=partial(self._ghost, action, False))

    def cost(self, action: PlaceTerrain) -> int | None:
        """The AP the placement costs (shown on the AP counter while it is hovered), legal or not."""
        self._bound()
        cost = self.queries.placements(action.tile).get((action.hex, action.rotation))
        return cost if cost is not None else self.queries.placement_cost(action) or None

    def _ghost(self, action: PlaceTerrain, legal: bool, surface: pygame.Surface) -> None:
        state = self._bound()
        found = self.queries.ghost(action)
        if found is not None:
            hexes, height = found
            self._on_board(surface, state, Overlay(ghost=hexes, ghost_height=height, ghost_legal=legal))

    def _on_board(self, surface: pygame.Surface, state: GameState, overlay: Overlay) -> None:
        clip = surface.get_clip()
        surface.set_clip(self.sight.board_rect().clip(clip))
        self.sight.painter.draw(surface, state, self.sight.layout, overlay)
        surface.set_clip(clip)

    # ---- the pieces ------------------------------------------------------------------------
    def pieces(self, toolbar: Toolbar, kit: BoardPointer, state: GameState) -> list[Piece]:
        """The tiles the player to move has left, each picked up from its button in the toolbar."""
        me = state.players[state.current]
        out = []
        for tile in TILES:
            if state.triples if tile == "triple" else me.tiles_left(tile):
                rect = pygame.Rect(toolbar.tool(tile).rect)
                out.append(Piece(tile, rect, partial(self._dragged, tile, kit), turns=6 if tile in TURNING else 1,
                                 sticky=True))
        return out

    def _dragged(self, tile: str, kit: BoardPointer, surface: pygame.Surface, centre: tuple[int, int]) -> None:
        """The tile under the pointer while dragged, turned as it is; over the board the ghost stands in."""
        if self.sight.pick(centre) is not None:
            return
        icon = icons.tile_icon(tile, px(56), kit.orientation)
        surface.blit(icon, icon.get_rect(center=centre))


def declare_tiles(kit: BoardPointer, board: TileBoard, toolbar: Toolbar, state: GameState) -> None:
    """The tiles and the board, declared for the turn on screen (a new turn puts down the tile held)."""
    kit.declare(("tiles", state.turn, state.current), board.pieces(toolbar, kit, state), [], board)
