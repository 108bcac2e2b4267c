"""Board tools: what hovering and clicking on a hex means right now (the terrain tiles are
the shell's pointer kit's pieces instead: see `tile_targets`).

Each tool turns the hovered hex into a `Preview` (the action a click would
send, its AP cost, or the engine's reason it is illegal) and an `Overlay`
(highlights, labels, the ghost tile). A click returns an `Action` for the game
scene to apply, another tool to switch to, or a `Request` the scene handles
(e.g. opening the temple-value picker). Tools never touch the game.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from cuzco.games.cuzco.rules.actions import (
    Action,
    BuildTemple,
    EnterInca,
    ExpandTemple,
    LeaveInca,
    MoveInca,
    PlacePond,
)
from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.ui import palette as theme
from cuzco.games.cuzco.ui.board_queries import BoardQueries
from cuzco.games.cuzco.ui.render.overlays import Overlay
from cuzco.shell.i18n import _, translate

SPOT = (*theme.LEGAL, 70)
SPOT_STRONG = (*theme.LEGAL, 120)


@dataclass
class Preview:
    action: Action | None = None
    cost: int | None = None  # AP the click would spend
    reason: str | None = None  # why it is illegal (engine's words)
    text: str = ""  # what a click would do
    nowhere: bool = False  # the reason holds for every hex: the tool has no target at all


@dataclass
class Request:
    """Something the scene must do for the tool: "temple" (pick a value) or "festival" (propose)."""

    kind: str
    hex: Hex
    values: list[int] = field(default_factory=list)


class Tool:
    name = "select"

    def preview(self, q: BoardQueries, hover: Hex | None) -> Preview:
        return Preview()

    def overlay(self, q: BoardQueries, hover: Hex | None) -> Overlay:
        return Overlay()

    def click(self, q: BoardQueries, hover: Hex | None) -> Action | Tool | Request | None:
        return None

    def _reason(self, q: BoardQueries, action: Action) -> str | None:
        reason = q.reason(action)
        return translate(reason) if reason else None


class SelectTool(Tool):
    """No tool: hovering shows villages and cities; clicking one of your Incas picks it up, clicking
    a temple you may expand offers its values, one where you may hold a festival offers that."""

    def preview(self, q: BoardQueries, hover: Hex | None) -> Preview:
        if hover is not None and hover in q.festival_temples() and hover not in q.temple_spots():
            return Preview(None, None, None, _("Click to propose a festival at this temple"))
        return Preview()

    def overlay(self, q: BoardQueries, hover: Hex | None) -> Overlay:
        out = Overlay()
        region = q.region(hover) if hover is not None else None
        if region is not None and region.kind in ("village", "city"):
            out.outline = frozenset(q.s.hex(c) for c in region.cells)
        for h in q.temple_spots():
            out.rings[h] = (*theme.SUN, 150)
        return out

    def click(self, q: BoardQueries, hover: Hex | None) -> Action | Tool | Request | None:
        if hover is None:
            return None
        c = q.s.cell(hover)
        if c is not None and q.s.inca[c] == q.s.current and q.s.phase == "turn":
            return MoveTool(hover)
        if hover in q.temple_spots():
            return TempleTool().click(q, hover)
        if hover in q.festival_temples():
            return Request("festival", hover)
        return None


class EnterTool(Tool):
    """An Inca from the reserve: the border hexes it may enter, with their cost."""

    name = "enter"

    def preview(self, q: BoardQueries, hover: Hex | None) -> Preview:
        options = q.entries()
        if not options:
            why = q.why_no_entry() or ""
            return Preview(reason=_("No Inca can come in now: {reason}", reason=why), nowhere=True)
        if hover is None or hover not in options:
            if hover is not None and q.s.cell(hover) is not None:
                return Preview(reason=self._reason(q, EnterInca(hover)))
            return Preview(text=_("Bring an Inca in: pick a glowing border hex"))
        cost = options[hover]
        return Preview(EnterInca(hover), cost, None, _("Bring an Inca in here: {cost} AP", cost=cost))

    def overlay(self, q: BoardQueries, hover: Hex | None) -> Overlay:
        out = Overlay()
        for h, cost in q.entries().items():
            out.marks[h] = SPOT_STRONG if h == hover else SPOT
            out.labels[h] = str(cost)
        return out

    def click(self, q: BoardQueries, hover: Hex | None) -> Action | Tool | Request | None:
        if hover is not None and hover in q.entries():
            return EnterInca(hover)
        return None


class MoveTool(Tool):
    """A selected Inca: every hex it can reach, with the AP each costs; L leaves at the border."""

    name = "move"

    def __init__(self, src: Hex) -> None:
        self.src = src

    def targets(self, q: BoardQueries) -> dict[Hex, int]:
        return {h: c for h, c in q.reachable(self.src).items() if c <= q.s.ap}

    def leave_cost(self, q: BoardQueries) -> int | None:
        return q.exit_cost(self.src)

    def preview(self, q: BoardQueries, hover: Hex | None) -> Preview:
        if hover == self.src:
            cost = self.leave_cost(q)
            if cost is not None:
                return Preview(
                    LeaveInca(self.src), cost, None, _("Press L to take this Inca out: {cost} AP", cost=cost)
                )
            return Preview(text=_("Click a glowing hex to move this Inca"))
        if hover is None:
            return Preview(text=_("Click a glowing hex to move this Inca"))
        cost = q.reachable(self.src).get(hover)
        if cost is not None and cost <= q.s.ap:
            return Preview(MoveInca(self.src, hover), cost, None, _("Move here: {cost} AP", cost=cost))
        return Preview(reason=self._reason(q, MoveInca(self.src, hover)))

    def overlay(self, q: BoardQueries, hover: Hex | None) -> Overlay:
        out = Overlay(ring=self.src)
        for h, cost in self.targets(q).items():
            out.marks[h] = SPOT_STRONG if h == hover else SPOT
            out.labels[h] = str(cost)
        return out

    def click(self, q: BoardQueries, hover: Hex | None) -> Action | Tool | Request | None:
        if hover is None or hover == self.src:
            return SelectTool()
        c = q.s.cell(hover)
        if c is not None and q.s.inca[c] == q.s.current:
            return MoveTool(hover)  # pick up another of your Incas instead
        if hover in self.targets(q):
            return MoveInca(self.src, hover)
        return MoveInca(self.src, hover)  # illegal: the scene shows the engine's reason

    def leave(self, q: BoardQueries) -> Action:
        return LeaveInca(self.src)


class PondTool(Tool):
    name = "pond"

    def preview(self, q: BoardQueries, hover: Hex | None) -> Preview:
        if hover is None:
            return Preview(text=_("Place an irrigation pond on a bare inner hex"))
        if hover in q.pond_spots():
            return Preview(PlacePond(hover), 1, None, _("Place a pond here: 1 AP"))
        return Preview(reason=self._reason(q, PlacePond(hover)))

    def overlay(self, q: BoardQueries, hover: Hex | None) -> Overlay:
        out = Overlay()
        for h in q.pond_spots():
            out.dots[h] = (*theme.WATER_LIGHT, 230)
        if hover in q.pond_spots():
            out.marks[hover] = (*theme.WATER_LIGHT, 150)
        return out

    def click(self, q: BoardQueries, hover: Hex | None) -> Action | Tool | Request | None:
        return PlacePond(hover) if hover is not None else None


class TempleTool(Tool):
    """Villages where you hold the highest position (build) and cities you may expand."""

    name = "temple"

    def preview(self, q: BoardQueries, hover: Hex | None) -> Preview:
        spots = q.temple_spots()
        if not spots:
            why = q.why_no_temple() or ""
            return Preview(reason=_("No temple can be built or expanded now: {reason}", reason=why), nowhere=True)
        if hover is None:
            return Preview(text=_("Build or expand a temple: pick a glowing hex"))
        values = spots.get(hover)
        c = q.s.cell(hover)
        expanding = c is not None and q.s.temple[c] > 0
        if values:
            best = max(values)
            text = (
                _("Expand this temple to {v}: 1 AP", v=best)
                if expanding
                else _("Build a temple of value {v} here: 1 AP", v=best)
            )
            action: Action = ExpandTemple(hover, best) if expanding else BuildTemple(hover, best)
            return Preview(action, 1, None, text)
        probe: Action = ExpandTemple(hover, q.s.temple[c] + 2) if expanding else BuildTemple(hover, 2)
        return Preview(reason=self._reason(q, probe))

    def overlay(self, q: BoardQueries, hover: Hex | None) -> Overlay:
        out = Overlay()
        for h, values in q.temple_spots().items():
            c = q.s.cell(h)
            if q.s.temple[c]:
                out.rings[h] = (*theme.SUN, 255 if h == hover else 170)  # keep the temple in sight
            else:
                out.marks[h] = (*theme.SUN, 150 if h == hover else 80)
                out.labels[h] = str(max(values))
        region = q.region(hover) if hover is not None else None
        if region is not None and region.kind != "crop":
            out.outline = frozenset(q.s.hex(c) for c in region.cells)
        return out

    def click(self, q: BoardQueries, hover: Hex | None) -> Action | Tool | Request | None:
        if hover is None:
            return None
        values = q.temple_spots().get(hover)
        c = q.s.cell(hover)
        expanding = c is not None and q.s.temple[c] > 0
        if not values:
            return ExpandTemple(hover, q.s.temple[c] + 2) if expanding else BuildTemple(hover, 2)
        if len(values) == 1:
            return ExpandTemple(hover, values[0]) if expanding else BuildTemple(hover, values[0])
        return Request("temple", hover, list(values))


class FestivalTool(Tool):
    """End of turn: the temples where a festival may be proposed glow."""

    name = "festival"

    def preview(self, q: BoardQueries, hover: Hex | None) -> Preview:
        if hover is not None and hover in q.festival_temples():
            return Preview(None, None, None, _("Propose a festival at this temple"))
        return Preview(text=_("Click a glowing temple to propose a festival, or end your turn"))

    def overlay(self, q: BoardQueries, hover: Hex | None) -> Overlay:
        out = Overlay()
        for h in q.festival_temples():
            out.rings[h] = (*theme.SUN, 255 if h == hover else 170)
        return out

    def click(self, q: BoardQueries, hover: Hex | None) -> Action | Tool | Request | None:
        if hover is not None and hover in q.festival_temples():
            return Request("festival", hover)
        return None
