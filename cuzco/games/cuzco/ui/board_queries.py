"""Answers the board tools need while the mouse moves, each computed once per state.

The rules answer every question; this class only remembers the answers until
the state changes (a new state object), so hovering never recomputes them.
"""

from __future__ import annotations

from typing import Any

from cuzco.games.cuzco.rules import queries
from cuzco.games.cuzco.rules.actions import PlaceTerrain
from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.rules.state import GameState
from cuzco.shell.i18n import translate


def _said(reason: object) -> str | None:
    return translate(reason) if reason else None


class BoardQueries:
    def __init__(self) -> None:
        self.state: GameState | None = None
        self._cache: dict[Any, Any] = {}

    def bind(self, state: GameState) -> None:
        if state is not self.state:
            self.state = state
            self._cache = {}

    def _memo(self, key: Any, compute: Any) -> Any:
        if key not in self._cache:
            self._cache[key] = compute()
        return self._cache[key]

    @property
    def s(self) -> GameState:
        assert self.state is not None
        return self.state

    def reason(self, action: Any) -> str | None:
        """The engine's reason `action` is illegal now (None when legal); asked once per action and state."""
        return self._memo(("check", action), lambda: self.s.check(action))  # type: ignore[no-any-return]

    # ---- terrain ---------------------------------------------------------------
    def knows_placements(self, state: GameState, tile: str) -> bool:
        """Whether where `tile` fits in `state` is known already (asking costs nothing then)."""
        return state is self.state and ("place", tile) in self._cache

    def placements(self, tile: str) -> dict[tuple[Hex, int], int]:
        """Legal (anchor hex, rotation) -> AP cost for `tile`."""

        def compute() -> dict[tuple[Hex, int], int]:
            return {(a.hex, a.rotation): cost for a, cost in queries.legal_placements(self.s, tile)}

        return self._memo(("place", tile), compute)  # type: ignore[no-any-return]

    def ghost(self, action: PlaceTerrain) -> tuple[list[tuple[Hex, int]], int] | None:
        """The hexes (with terrain type) the tile would cover and the height it would lie at."""
        cells = queries.placement_cells(self.s.board, action)
        if cells is None:
            return None
        hexes = [(self.s.hex(c), kind) for c, kind in cells]
        return hexes, max(self.s.height[c] for c, _ in cells) + 1

    def placement_cost(self, action: PlaceTerrain) -> int:
        return queries.placement_cost(self.s, action)

    # ---- Incas -----------------------------------------------------------------
    def entries(self) -> dict[Hex, int]:
        return self._memo("entries", lambda: queries.entry_spots(self.s))  # type: ignore[no-any-return]

    def why_no_entry(self) -> str | None:
        """Why no Inca can come in anywhere now, translated (None when one can)."""
        return self._memo("no entry", lambda: _said(queries.why_no_entry(self.s)))  # type: ignore[no-any-return]

    def why_no_temple(self) -> str | None:
        """Why no temple can be built or expanded anywhere now, translated (None when one can)."""
        return self._memo("no temple", lambda: _said(queries.why_no_temple(self.s)))  # type: ignore[no-any-return]

    def reachable(self, src: Hex) -> dict[Hex, int]:
        return self._memo(("reach", src), lambda: queries.reachable(self.s, src))  # type: ignore[no-any-return]

    def exit_cost(self, h: Hex) -> int | None:
        return self._memo(("exit", h), lambda: queries.exit_cost(self.s, h))  # type: ignore[no-any-return]

    # ---- ponds and temples ----------------------------------------------------
    def pond_spots(self) -> set[Hex]:
        return self._memo("ponds", lambda: queries.pond_spots(self.s))  # type: ignore[no-any-return]

    def temple_spots(self) -> dict[Hex, list[int]]:
        """Hexes where the actor may build (empty village hexes) or expand (temples) now, with values."""
        return self._memo("temples", lambda: queries.temple_options(self.s))  # type: ignore[no-any-return]

    def festival_temples(self) -> list[Hex]:
        """Temples where the actor may propose a festival now (none before the turn's terrain)."""

        def compute() -> list[Hex]:
            s = self.s
            return queries.festival_temples(s) if s.phase == "turn" and s.placed else []

        return self._memo("festival", compute)  # type: ignore[no-any-return]

    def why_no_festival(self) -> str | None:
        """Why no festival can be proposed anywhere now, translated (None when one can)."""
        return self._memo("no festival", lambda: _said(queries.why_no_festival(self.s)))  # type: ignore[no-any-return]

    def region(self, h: Hex) -> queries.Region | None:
        return self._memo(("region", h), lambda: queries.region_at(self.s, h))  # type: ignore[no-any-return]

    def holder(self, region: queries.Region) -> int | None:
        return self._memo(
            ("holder", region.cells),  # type: ignore[no-any-return]
            lambda: queries.highest_position(self.s, region.cells),
        )
