"""The action about to be played, in words and as a highlight on the board.

Both read the state the action is played from and never change it. Words name
only what the table could see once the action is played (a card drawn from
the deck stays unnamed).
"""

from __future__ import annotations

from cuzco.games.cuzco.rules import queries
from cuzco.games.cuzco.rules.actions import (
    Action,
    BuildTemple,
    DrawCard,
    EndTurn,
    EnterInca,
    ExpandTemple,
    FestivalDrop,
    FestivalPlay,
    FestivalStand,
    LeaveInca,
    MoveInca,
    PlacePond,
    PlaceTerrain,
    ProposeFestival,
    UseToken,
)
from cuzco.games.cuzco.rules.state import GameState
from cuzco.games.cuzco.ui import palette as theme
from cuzco.games.cuzco.ui.render.overlays import Overlay
from cuzco.games.cuzco.ui.tile_targets import tile_label
from cuzco.shell.i18n import _, ngettext

NEXT_ALPHA = 150


def describe(state: GameState, action: Action | None) -> str:
    """'Ana places a triple terrain', said of the action about to be played from `state`."""
    if action is None:
        if state.is_over:
            return _("The game is over")
        return _("End of the record: the game was saved here")
    name = state.players[state.actor].name
    if isinstance(action, PlaceTerrain):
        return _("{name} places a {tile}", name=name, tile=tile_label(action.tile))
    if isinstance(action, EnterInca):
        return _("{name} brings an Inca onto the board", name=name)
    if isinstance(action, LeaveInca):
        return _("{name} takes an Inca off the board", name=name)
    if isinstance(action, MoveInca):
        return _("{name} moves an Inca", name=name)
    if isinstance(action, BuildTemple):
        return _("{name} builds a temple of value {v}", name=name, v=action.value)
    if isinstance(action, ExpandTemple):
        return _("{name} expands a temple to value {v}", name=name, v=action.value)
    if isinstance(action, PlacePond):
        return _("{name} places an irrigation pond", name=name)
    if isinstance(action, DrawCard):
        if action.source == "faceup":
            return _("{name} draws the face-up card", name=name)
        return _("{name} draws a card from the deck", name=name)
    if isinstance(action, UseToken):
        return _("{name} uses an Additional Action token", name=name)
    if isinstance(action, EndTurn):
        return _("{name} ends the turn", name=name)
    if isinstance(action, ProposeFestival):
        return ngettext("{name} proposes a festival here, playing {n} card",
                        "{name} proposes a festival here, playing {n} cards", len(action.cards), name=name)
    if isinstance(action, FestivalPlay):
        return ngettext("{name} plays {n} card in the festival", "{name} plays {n} cards in the festival",
                        len(action.cards), name=name)
    if isinstance(action, FestivalStand):
        return _("{name} stands in the festival", name=name)
    if isinstance(action, FestivalDrop):
        return _("{name} drops out of the festival", name=name)
    return _("{name} plays", name=name)


def highlight(state: GameState, action: Action | None) -> Overlay:
    """Where the action lands on the board: the tile about to be laid, the Inca's path, the temple..."""
    out = Overlay()
    if action is None:
        return out
    gold = (*theme.HILITE, NEXT_ALPHA)
    if isinstance(action, PlaceTerrain):
        cells = queries.placement_cells(state.board, action)
        if cells:
            out.ghost = [(state.hex(c), kind) for c, kind in cells]
            out.ghost_height = max(state.height[c] for c, _kind in cells) + 1
    elif isinstance(action, EnterInca):
        out.marks[action.hex] = gold
        out.rings[action.hex] = (*theme.HILITE, 255)
    elif isinstance(action, LeaveInca):
        out.ring = action.hex
    elif isinstance(action, MoveInca):
        out.ring = action.src
        out.marks[action.dst] = gold
        out.rings[action.dst] = (*theme.HILITE, 255)
    elif isinstance(action, (BuildTemple, ExpandTemple)):
        out.marks[action.hex] = (*theme.SUN, NEXT_ALPHA)
        out.rings[action.hex] = (*theme.SUN, 255)
        region = queries.region_at(state, action.hex)
        if region is not None:
            out.outline = frozenset(state.hex(c) for c in region.cells)
    elif isinstance(action, PlacePond):
        out.marks[action.hex] = (*theme.WATER_LIGHT, 190)
        out.rings[action.hex] = (*theme.WATER_LIGHT, 255)
    elif isinstance(action, ProposeFestival):
        out.rings[action.hex] = (*theme.SUN, 255)
        region = queries.region_at(state, action.hex)
        if region is not None:
            out.outline = frozenset(state.hex(c) for c in region.cells)
            out.outline_colour = theme.SUN
    elif state.festival is not None:
        out.rings[state.hex(state.festival.temple)] = (*theme.SUN, 255)
    return out
