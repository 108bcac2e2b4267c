"""GameToolbar: the game screen's bottom bar, for `GameView` (game_view.py).

    class GameView(GameToolbar)   # _build_toolbar, _layout_buttons, _game_over_bar, _sync_toolbar

The tools (the four terrains, Inca, Leave, Pond, Temple, Festival) with their
counts, and the buttons (Menu, Undo, Redo, Reset turn, End turn), each enabled
exactly when the rules allow it and with a tooltip that says why not when it is
not. In a narrow window the buttons go in two shorter rows. Once the game is over
the bar keeps only Menu and Results.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from cuzco.games.cuzco.ui.hud import icons
from cuzco.games.cuzco.ui.hud.frame import HudFrame
from cuzco.games.cuzco.ui.hud.toolbar import Toolbar, ToolButton
from cuzco.games.cuzco.ui.input_tools import (
    EnterTool,
    FestivalTool,
    MoveTool,
    PondTool,
    TempleTool,
)
from cuzco.games.cuzco.ui.tile_targets import tile_label
from cuzco.shell.i18n import _, ngettext
from cuzco.shell.widgets import Button
from cuzco.shell.widgets.theme import px

if TYPE_CHECKING:
    from cuzco.games.cuzco.rules.record import Game
    from cuzco.games.cuzco.ui.game_scene import GameScene
    from cuzco.games.cuzco.ui.hud.budget import FrameBudget


def undo_locked_reason(game: Game) -> str:
    """Why Undo is greyed out on the player's own turn: what the last step that cannot be taken back was."""
    floor = game.undo_floor()
    last = game.actions[floor - 1].type if floor else ""
    if last == "draw":
        return _("Undo is locked: a festival card was drawn this turn, and a card seen cannot be unseen")
    if last in ("festival", "bid", "stand", "drop"):
        return _("Undo is locked: a festival was held this turn")
    return _("Nothing to undo yet this turn: Undo takes back your steps since the turn began")

class GameToolbar:
    """The toolbar half of `GameView` (its scene, frame and toolbar are set there)."""

    scene: GameScene
    frame: HudFrame
    toolbar: Toolbar
    _over_bar: bool
    _rules_key: tuple[Any, Any, bool] | None

    def _build_toolbar(self) -> Toolbar:
        sc = self.scene
        tools = [
            ToolButton("triple", _("Triple"), "1", lambda s: icons.tile_icon("triple", s)),
            ToolButton("double", _("Double"), "2", lambda s: icons.tile_icon("double", s)),
            ToolButton("crop", _("Crop"), "3", lambda s: icons.tile_icon("crop", s)),
            ToolButton("village", _("Village"), "4", lambda s: icons.tile_icon("village", s)),
            ToolButton(
                "enter",
                _("Inca"),
                "E",
                lambda s: icons.meeple_icon(sc.colours[sc.state.current], sc.marks[sc.state.current], s),
                gap_before=True,
            ),
            ToolButton("leave", _("Leave"), "L", lambda s: icons.meeple_icon((150, 150, 150), "circle", s)),
            ToolButton("pond", _("Pond"), "P", lambda s: icons.pond_icon(s), gap_before=True),
            ToolButton("temple", _("Temple"), "T", lambda s: icons.temple_icon(4, s)),
            ToolButton("festival", _("Festival"), "", lambda s: icons.temple_icon(4, s, disc=True), gap_before=True),
        ]
        buttons = [
            Button(
                pygame.Rect(0, 0, 1, 1),
                _("Menu"),
                sc.open_menu,
                kind="ghost",
                tooltip=_("Save, load, rules, settings, or back to the title screen (Esc)"),
            ),
            Button(pygame.Rect(0, 0, 1, 1), _("Undo"), sc.undo, kind="ghost", tooltip=_("Undo (Ctrl+Z)")),
            Button(pygame.Rect(0, 0, 1, 1), _("Redo"), sc.redo, kind="ghost",
                   tooltip=_("Play again the last action undone this turn (Ctrl+Y)")),
            Button(
                pygame.Rect(0, 0, 1, 1),
                _("Reset turn"),
                sc.reset_turn,
                kind="ghost",
                tooltip=_("Take back every action of this turn up to the last card draw"),
            ),
            Button(pygame.Rect(0, 0, 1, 1), _("End turn"), sc.end_turn, kind="primary"),
        ]
        return Toolbar(tools, buttons)

    def _layout_buttons(self) -> None:
        """The text buttons in one row, or in two shorter rows when one row would squeeze the tools
        below their smallest size (a narrow window)."""
        widths = (px(84), px(96), px(96), px(130), px(150))
        bar = self.frame.bottom
        tools = self.toolbar.tools
        tools_w = px(28) + len(tools) * (px(44) + px(8)) + px(16) * sum(1 for t in tools if t.gap_before)
        stacked = tools_w + sum(widths) + px(10) * len(widths) + px(12) > bar.w
        height = (bar.h - px(20)) // 2 if stacked else px(50)
        for b, w in zip(self.toolbar.buttons, widths):
            b.rect = pygame.Rect(0, 0, w, height)
            b.font_size = 20 if stacked else 24
        self.toolbar.stacked = stacked
        self._over_bar = False
        self._rules_key = None
        self.toolbar.layout(bar)

    def _game_over_bar(self) -> None:
        """Once the game is over the bar keeps only Menu and a way back to the results:
        no tools, no greyed undo or end-turn buttons."""
        if self._over_bar:
            return
        self._over_bar = True
        for t in self.toolbar.tools:
            t.visible = False
        _menu, undo, redo, reset, end = self.toolbar.buttons
        undo.rect = pygame.Rect(0, 0, 0, 0)
        redo.rect = pygame.Rect(0, 0, 0, 0)
        reset.rect = pygame.Rect(0, 0, 0, 0)
        end.label, end.on_click, end.enabled = _("Results"), self.scene.show_results, True
        end.tooltip = _("The final scores and how they came about")
        self.toolbar.layout(self.frame.bottom)

    def _sync_toolbar(self, budget: FrameBudget | None = None) -> None:
        """Counts, enabled and selected looks follow the state and the tool. The rules' answers (where an
        Inca may come in, temples, festivals) are asked again only when the state or the tool changed,
        and with a `budget` that is spent they wait for the next frame."""
        sc = self.scene
        s = sc.state
        if s.is_over:
            self._game_over_bar()
            return
        me = s.players[s.current]
        mine = sc.human_turn()
        tool = sc.tool
        counts = {"triple": s.triples, "double": me.doubles, "crop": me.crops, "village": me.villages}
        for t in self.toolbar.tools:
            if t.id in counts:
                t.count = counts[t.id]
                t.enabled = mine and counts[t.id] > 0
                t.selected = sc.pointer.held == t.id
                t.tooltip = (
                    _("Pick the {tile} (key {key})", tile=tile_label(t.id), key=t.hotkey)
                    if t.enabled
                    else _("None left")
                    if not counts[t.id]
                    else ngettext("{tile}: {n} left", "{tile}: {n} left", counts[t.id], tile=tile_label(t.id))
                )
        enter = self.toolbar.tool("enter")
        enter.count, enter.selected = me.reserve, isinstance(tool, EnterTool)
        enter.icon_key = (sc.colours[s.current], sc.marks[s.current])
        pond = self.toolbar.tool("pond")
        pond.selected = isinstance(tool, PondTool)
        self.toolbar.tool("temple").selected = isinstance(tool, TempleTool)
        self.toolbar.tool("festival").selected = isinstance(tool, FestivalTool)
        self._sync_buttons(mine)
        key = self._rules_key
        if key is None or key[0] is not s or key[1] is not tool or key[2] != mine:
            if key is not None and budget is not None and budget.may_wait("toolbar"):
                return  # drawn as it was for one frame more: an input first calls toolbar_now()
            self._rules_key = (s, tool, mine)
            self._sync_rules(mine)

    def toolbar_settled(self) -> bool:
        """Whether the rules' answers on the bar (Inca, Leave, Pond, Temple, Festival) are those of the
        state and the tool now: after a change they may come one frame later, within the frame's budget."""
        sc = self.scene
        key = self._rules_key
        return sc.state.is_over or (key is not None and key[0] is sc.state and key[1] is sc.tool
                                    and key[2] == sc.human_turn())

    def toolbar_now(self) -> None:
        """The bar's answers brought up to date at once: before an input is read, no button keeps a
        meaning the game no longer has."""
        self._sync_toolbar()

    def _sync_buttons(self, mine: bool) -> None:
        """Undo, Redo, Reset turn and End turn: what the game's record says, every frame."""
        sc = self.scene
        s = sc.state
        _menu, undo, redo, reset, end = self.toolbar.buttons
        undo.enabled = reset.enabled = mine and sc.game.can_undo()
        undo.tooltip = _("Undo (Ctrl+Z)") if undo.enabled or not mine else undo_locked_reason(sc.game)
        reset.tooltip = (_("Take back every action of this turn up to the last card draw") if reset.enabled
                         else undo.tooltip)
        redo.enabled = mine and bool(sc.redo_actions)
        redo.tooltip = (_("Play again the last action undone this turn (Ctrl+Y)") if redo.enabled
                        else _("Nothing to redo: Redo plays again what Undo took back this turn"))
        end.enabled = mine and not s.must_place
        waiting = _("It is {name}'s turn", name=s.players[s.actor].name)
        end.tooltip = "" if end.enabled else _("Your turn begins with placing a terrain") if mine else waiting
        if not mine:  # another player's turn (a computer's): the greyed buttons say so, not "your turn..."
            undo.tooltip = redo.tooltip = reset.tooltip = waiting

    def _sync_rules(self, mine: bool) -> None:
        """What the rules say of the Inca, Leave, Pond, Temple and Festival buttons in this state."""
        sc = self.scene
        s = sc.state
        me = s.players[s.current]
        tool = sc.tool
        ready = mine and s.placed
        placing_first = _("Place a terrain first")
        enter = self.toolbar.tool("enter")
        sc.queries.bind(s)
        enter.enabled = mine and bool(sc.queries.entries())
        enter.tooltip = (
            _("Bring an Inca in from your reserve (E)")
            if enter.enabled
            else _("No Inca can come in now: {reason}", reason=sc.queries.why_no_entry() or "")
            if mine
            else ngettext("{n} Inca in the reserve", "{n} Incas in the reserve", me.reserve)
        )
        leave = self.toolbar.tool("leave")
        leave.visible = isinstance(tool, MoveTool) and sc.queries.exit_cost(tool.src) is not None
        leave.tooltip = _("Take the selected Inca out (L)")
        pond = self.toolbar.tool("pond")
        pond.count, pond.enabled = s.ponds_left, ready and s.ponds_left > 0
        pond.tooltip = (
            _("Place an irrigation pond (P)")
            if pond.enabled
            else _("No irrigation pond left")
            if ready
            else placing_first
        )
        temple = self.toolbar.tool("temple")
        temple.enabled = mine and bool(sc.queries.temple_spots())
        temple.count = len(sc.queries.temple_spots()) if ready else None
        no_temple = _("No temple can be built or expanded now: {reason}", reason=sc.queries.why_no_temple() or "")
        temple.tooltip = (_("Build or expand a temple where you hold the highest position (T)")
                          if temple.enabled else no_temple if mine else "")
        festival = self.toolbar.tool("festival")
        festival.enabled = mine and bool(sc.queries.festival_temples())
        no_festival = _("No festival can be proposed now: {reason}", reason=sc.queries.why_no_festival() or "")
        festival.tooltip = (_("Propose a festival at the temple of a city you stand in: it ends your turn")
                            if festival.enabled else no_festival if mine else "")
        if self.toolbar.rect.w == 0 or leave.visible != bool(leave.rect.w):
            self.toolbar.layout(self.frame.bottom)
