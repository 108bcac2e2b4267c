"""The player's commands on the game screen: the tool in hand, clicks on the board, undo and redo,
ending the turn. A part of `GameScene` (a mixin over its state), kept apart for size; every command
becomes an action that `GameScene.perform` hands to the rules."""

from __future__ import annotations

from typing import Any

from cuzco.games.cuzco.rules import queries
from cuzco.games.cuzco.rules.actions import BuildTemple, DrawCard, EndTurn, ExpandTemple, LeaveInca, UseToken
from cuzco.games.cuzco.ui.hud.value_picker import ValuePicker
from cuzco.games.cuzco.ui.input_tools import (
    EnterTool,
    FestivalTool,
    MoveTool,
    Preview,
    Request,
    SelectTool,
    TempleTool,
    Tool,
)
from cuzco.games.cuzco.ui.tile_targets import TileBoard, declare_tiles, placement, tile_label
from cuzco.shell.board_kit import BoardPointer
from cuzco.shell.i18n import _, ngettext, translate
from cuzco.shell.persistence import autosave_safely


class GameCommands:
    """Needs the GameScene attributes it reads (state, game, tool, view, queries, ...)."""

    game: Any
    view: Any
    queries: Any
    settings: Any
    tool: Tool
    pointer: BoardPointer
    tiles: TileBoard
    hover_hex: Any
    picker: ValuePicker | None
    saves: bool
    redo_actions: list[Any]
    show_heights: bool
    festival_offered: bool
    _score_seen: int
    _turn_seen: tuple[int, int] | None

    # ---- tools ---------------------------------------------------------------------
    def set_tool(self, tool: Tool) -> None:
        """Take up `tool`: the tile in hand, if any, is put down."""
        self.tool = tool
        self.picker = None
        self.pointer.reset()

    def choose_tool(self, tool: type[Tool]) -> None:
        """The Inca, pond or temple tool from its key or button: kept if already in hand; with no
        target at all it is not taken up, and the rules' reason is told instead."""
        if type(self.tool) is tool:
            return
        self.queries.bind(self.state)
        if tool is EnterTool and not self.queries.entries():
            why = self.queries.why_no_entry() or ""
            self.view.toasts.show(_("No Inca can come in now: {reason}", reason=why), "error")
        elif tool is TempleTool and not self.queries.temple_spots():
            why = self.queries.why_no_temple() or ""
            self.view.toasts.show(_("No temple can be built or expanded now: {reason}", reason=why), "error")
        else:
            self.set_tool(tool())

    def choose_festival(self) -> None:
        """The Festival button: with one temple to choose, its proposal opens; with more, they glow."""
        self.queries.bind(self.state)
        temples = self.queries.festival_temples()
        if not temples:
            why = self.queries.why_no_festival() or ""
            self.view.toasts.show(_("No festival can be proposed now: {reason}", reason=why), "error")
        elif len(temples) == 1:
            self.open_proposal(temples[0])
        else:
            self.set_tool(FestivalTool())
            self.view.toasts.show(_("Click a glowing temple to propose a festival there"))

    def human_turn(self) -> bool:
        s = self.state
        return s.phase == "turn" and s.actor not in self.bots and self.modal is None and not self.replay.active

    def pick_tile(self, tile: str) -> None:
        """Pick a tile to place, as a click on its button would; picking the one already in hand keeps it
        (Escape drops it), and one taken up in place of another keeps its turn."""
        if self.pointer.held == tile:
            return
        self.tool, self.picker = SelectTool(), None
        declare_tiles(self.pointer, self.tiles, self.view.toolbar, self.state)
        self.pointer.hold(tile)

    def _play_from_board(self, action: Any) -> None:
        """The tile placed through the pointer kit: through the rules like any action; refused (by the
        guided game), it stays in hand as it was turned."""
        if not self.perform(action) and self.human_turn():
            self.pointer.hold(action.tile, action.rotation)

    def _refused(self, reason: str) -> None:
        """A tile clicked or dropped where it does not fit: the rules' reason, as for any refused action."""
        self.view.toasts.show(_("Not possible: {reason}", reason=reason), "error")
        self._sound("error")

    def tile_in_hand(self) -> tuple[str, int] | None:
        """The tile held and how it is turned (0-5; 0 for a tile that does not turn)."""
        held = self.pointer.held
        return (str(held), self.pointer.orientation) if held is not None else None

    def click_board(self) -> None:
        self.queries.bind(self.state)
        result = self.tool.click(self.queries, self.hover_hex)
        if isinstance(result, Tool):
            self.set_tool(result)
        elif isinstance(result, Request):
            self._handle_request(result)
        elif result is not None:
            self.perform(result)
        else:
            self.view.toasts.show(self._idle_click_reason(), "error")

    def _idle_click_reason(self) -> str:
        """Why a click on the board did nothing, in the words of the tool in hand."""
        if self.hover_hex is None:
            return _("That is outside the valley: click a hex of the board")
        preview = self.preview()
        if preview.reason:
            return preview.reason if preview.nowhere else _("Not here: {reason}", reason=preview.reason)
        if isinstance(self.tool, EnterTool):
            return _("Incas come in only at the glowing border hexes")
        if isinstance(self.tool, FestivalTool):
            return _("Click a glowing temple to propose a festival, or end your turn")
        c = self.state.cell(self.hover_hex)
        if isinstance(self.tool, SelectTool) and c is not None and self.state.temple[c] and not self.state.must_place:
            here = queries.festival_problem_at(self.state, self.hover_hex) if self.state.placed else None
            why = translate(here) if here else self.queries.why_no_festival() or ""
            return _("No festival here: {reason}", reason=why)
        if self.state.must_place:
            return _("Nothing selected: pick a terrain tile first (keys 1-4 or the toolbar)")
        return _("Nothing selected: pick a tool first (1-4 tiles, E Inca, P pond, T temple)")

    def _handle_request(self, req: Request) -> None:
        if req.kind == "temple":
            c = self.state.cell(req.hex)
            anchor = self.view.hex_screen_pos(req.hex)
            self.picker = ValuePicker(
                req.hex, req.values, anchor, self.state.temple[c] > 0, self.view.frame.board
            )
        elif req.kind == "festival":
            self.open_proposal(req.hex)

    def finish_picker(self) -> None:
        picker, self.picker = self.picker, None
        if picker is None or picker.choice is None:
            return
        c = self.state.cell(picker.hex)
        action = (
            ExpandTemple(picker.hex, picker.choice)
            if self.state.temple[c]
            else BuildTemple(picker.hex, picker.choice)
        )
        self.perform(action)

    def preview(self) -> Preview:
        if not self.human_turn():
            return Preview()
        self.queries.bind(self.state)
        if self.pointer.held is not None:
            return self._tile_preview()
        return self.tool.preview(self.queries, self.hover_hex)

    def _tile_preview(self) -> Preview:
        """The status line and the AP counter for the tile in hand: what the kit would do under the
        pointer (place it, at what cost) or why it refuses."""
        kit = self.pointer
        tile = str(kit.held)
        target = kit.hovered
        if target is None:
            return Preview(text=_("Place a {tile}: drag it to a glowing dot or click one; R or right click turns it",
                                  tile=tile_label(tile)))
        action = placement(tile, target.key, kit.orientation)  # type: ignore[arg-type]
        cost = self.tiles.cost(action)
        choice = kit.hovered_choice()
        if choice is not None:
            return Preview(choice.action, cost, None, choice.text())
        return Preview(None, cost, target.why_not(tile), "")

    # ---- turn-level commands ----------------------------------------------------------
    def undo(self) -> None:
        if self.human_turn() and self.game.can_undo():
            self.redo_actions.append(self.game.undo())
            self._score_seen = min(self._score_seen, len(self.state.score_log))
            self.set_tool(SelectTool())
            if self.saves:
                autosave_safely(self.game)
            self.view.toasts.show(_("Undone"))
        elif self.human_turn():
            self.view.toasts.show(
                _("Nothing to undo: undo stops at the start of the turn, a card draw or a festival"), "error"
            )

    def redo(self) -> None:
        """Apply again the last action undone this turn; the rules judge it afresh."""
        if not self.human_turn():
            return
        if not self.redo_actions:
            self.view.toasts.show(_("Nothing to redo"), "error")
            return
        action = self.redo_actions.pop()
        if self.perform(action, redoing=True):
            self.view.toasts.show(_("Redone"))
        else:
            self.redo_actions.clear()

    def asks_first(self) -> bool:
        """Whether Reset turn and End turn (with AP left) ask first: in a kept game, not in the demo
        or the tutorial, which touch no file of the player's (the "don't ask again" is a setting)."""
        return bool(self.saves)

    def _confirm(self, kind: str, question: str, detail: str, yes: str, yes_tooltip: str,
                 never_again: str | None = None) -> None:
        from cuzco.shell.scenes.confirm import ConfirmDialog

        self._push(kind, ConfirmDialog(question, detail, yes=yes, no=_("Go back"), never_again=never_again,
                                       yes_tooltip=yes_tooltip,
                                       no_tooltip=_("Close this question and go on with the turn (Esc)")))

    def reset_turn(self) -> None:
        """Reset turn: after a question, every action of this turn back to the last card draw is undone."""
        if self.human_turn() and self.game.can_undo():
            if not self.asks_first():
                self.reset_turn_now()
                return
            self._confirm("confirm-reset", _("Reset this turn?"),
                          _("Every action of this turn up to the last card draw is taken back. "
                            "Redo (Ctrl+Y) can play them again."), _("Reset turn"),
                          _("Take back this turn's actions now (Enter)"))

    def reset_turn_now(self) -> None:
        if self.human_turn() and self.game.can_undo():
            while self.game.can_undo():
                self.redo_actions.append(self.game.undo())
            self._score_seen = min(self._score_seen, len(self.state.score_log))
            if self.saves:
                autosave_safely(self.game)
            self.set_tool(SelectTool())
            undone = list(self.redo_actions)
            self._turn_seen = None
            self._check_new_turn()  # the same turn again: pick up the first tile to place
            self.redo_actions = undone
            self.view.toasts.show(_("Turn reset"))

    def end_turn(self) -> None:
        if not self.human_turn():
            return
        self.queries.bind(self.state)
        if not self.festival_offered and self.queries.festival_temples() and self.state.placed:
            self.festival_offered = True
            self.set_tool(FestivalTool())
            self.view.toasts.show(_("You may propose a festival: click a glowing temple, or end your turn"))
            return
        ap = self.state.ap
        if ap > 0 and self.state.placed and self.asks_first() and getattr(self.settings, "confirm_end_turn", True):
            self._confirm("confirm-end", _("End your turn?"),
                          ngettext("You still have {n} AP: what you do not spend now is lost.",
                                   "You still have {n} AP: what you do not spend now is lost.", ap),
                          _("End turn"), _("End the turn now, leaving the AP unspent (Enter)"),
                          never_again=_("Don't ask again"))
            return
        self.perform(EndTurn())

    def confirmed(self, kind: str, answer: Any) -> None:
        """The answer to a question `_confirm` asked: None to go back, else a `Confirmed`."""
        if answer is None:
            return
        if kind == "confirm-reset":
            self.reset_turn_now()
        elif kind == "confirm-end":
            if getattr(answer, "never_again", False) and hasattr(self.settings, "confirm_end_turn"):
                self.settings.confirm_end_turn = False
                try:
                    self.settings.save()
                except OSError:  # kept for this session at least; the settings screen can try again
                    pass
            self.perform(EndTurn())

    def draw_card(self, source: str) -> None:
        if self.human_turn():
            self.perform(DrawCard(source))

    def use_token(self) -> None:
        if self.human_turn():
            self.perform(UseToken())

    def leave(self) -> None:
        if self.human_turn() and isinstance(self.tool, MoveTool):
            self.perform(LeaveInca(self.tool.src))

    def toggle_heights(self) -> None:
        self.show_heights = not self.show_heights
        if hasattr(self.settings, "height_numbers"):
            self.settings.height_numbers = self.show_heights

