"""Mouse and keyboard on the game screen: which event means which command.

Left click acts (HUD first, then the board tool); right or middle drag pans;
a right click without dragging drops the selection. The terrain tiles are the
shell's pointer kit's (`tile_targets`): dragged from the toolbar onto the board or
clicked then placed, turned by R, Shift+wheel or a right click, put back by Escape.
The wheel zooms. Keys: 1-4 pick a tile, E/P/T pick the Inca, pond and temple tools, L takes the selected Inca out,
H shows heights, I asks for a hint, arrows pan, F or Home fits the board, Ctrl+Z undoes,
Ctrl+Y or Ctrl+Shift+Z redoes, Escape drops the current tool (with none, opens the menu),
V replays the others' moves since the player's last turn, F1 or ? (on any keyboard
layout) opens the help. The key of the tool in hand keeps it.
`cuzco.shell.scenes.help_overlay.controls()` tells the players the same: change both together.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from cuzco.games.cuzco.ui.input_tools import EnterTool, PondTool, SelectTool, TempleTool, Tool
from cuzco.shell.widgets.theme import px

if TYPE_CHECKING:
    from cuzco.games.cuzco.ui.game_scene import GameScene

DRAG_SLOP = 6  # pixels a right press may move and still count as a click
TILE_KEYS = {pygame.K_1: "triple", pygame.K_2: "double", pygame.K_3: "crop", pygame.K_4: "village"}
TOOL_KEYS: dict[int, type[Tool]] = {pygame.K_e: EnterTool, pygame.K_p: PondTool, pygame.K_t: TempleTool}


class GameControls:
    def __init__(self, scene: GameScene) -> None:
        self.scene = scene
        self.pan_button: int | None = None
        self.press_pos = (0, 0)
        self.dragged = False

    # ---- dispatch ------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        sc = self.scene
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
            sc.view.toolbar_now()  # no button keeps a meaning of the state before
        if event.type == pygame.MOUSEMOTION:
            self._motion(event)
        if sc.picker is not None and event.type in (
            pygame.MOUSEBUTTONDOWN,
            pygame.KEYDOWN,
            pygame.MOUSEMOTION,
        ):
            if sc.picker.handle_event(event):
                sc.finish_picker()
            if event.type != pygame.MOUSEMOTION:
                return
        view = sc.view
        codes = sc.phones_button  # the phones' box's Codes button, while phones play
        if codes is not None and sc.phones is not None and codes.handle_event(event):
            return
        if sc.hint.handle_event(event):
            return
        if view.log.handle_event(event):
            return
        if self._tile_kit(event):
            return
        clicked = view.toolbar.handle_event(event)
        if clicked is not None:
            self._toolbar(clicked)
            return
        if event.type == pygame.MOUSEBUTTONDOWN:
            self._button_down(event)
        elif event.type == pygame.MOUSEBUTTONUP:
            self._button_up(event)
        elif event.type == pygame.MOUSEWHEEL:
            self._wheel(event)
        elif event.type == pygame.KEYDOWN:
            self._key(event)

    def _tile_kit(self, event: pygame.event.Event) -> bool:
        """The pointer kit sees the event first (on the player's turn): a press on a tile's button or
        on the board, what follows a press, the keys and the wheel. True when it used it."""
        sc = self.scene
        kit = sc.pointer
        if not sc.human_turn():
            return False
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            following = kit.pressed is not None or kit.dragging or kit.right_press is not None
            if not (following or sc.view.frame.board.collidepoint(event.pos) or kit.piece_at(event.pos)):
                return False
        used = kit.handle_event(event)
        if event.type == pygame.MOUSEMOTION:
            return False  # the toolbar sees the pointer leave a tile's button (its tooltip goes) during a drag
        if used and event.type == pygame.MOUSEBUTTONUP and event.button == self.pan_button:
            self.pan_button = None  # the right click turned the tile: no pan was running
        return used

    # ---- mouse -------------------------------------------------------------------------
    def _motion(self, event: pygame.event.Event) -> None:
        sc = self.scene
        if self.pan_button is not None:
            dx, dy = event.pos[0] - self.press_pos[0], event.pos[1] - self.press_pos[1]
            if self.dragged or abs(dx) + abs(dy) > DRAG_SLOP:
                self.dragged = True
                sc.view.pan(*event.rel)
        sc.mouse = event.pos
        sc.hover_hex = sc.view.pick(event.pos)

    def _button_down(self, event: pygame.event.Event) -> None:
        sc = self.scene
        view = sc.view
        if event.button == 1:
            if view.ap.token_rect.collidepoint(event.pos):
                sc.use_token()
            elif (source := view.cards.hit(event.pos)) is not None:
                sc.draw_card(source)
            elif view.frame.board.collidepoint(event.pos) and sc.human_turn():
                sc.mouse = event.pos
                sc.hover_hex = view.pick(event.pos)
                sc.click_board()
        elif event.button in (2, 3) and view.frame.board.collidepoint(event.pos):
            self.pan_button = event.button
            self.press_pos = event.pos
            self.dragged = False

    def _button_up(self, event: pygame.event.Event) -> None:
        sc = self.scene
        if event.button != self.pan_button:
            return
        self.pan_button = None
        if event.button == 3 and not self.dragged and sc.human_turn() and not isinstance(sc.tool, SelectTool):
            sc.set_tool(SelectTool())

    def _wheel(self, event: pygame.event.Event) -> None:
        sc = self.scene
        if pygame.key.get_mods() & pygame.KMOD_SHIFT:  # it turns the tile in hand (the kit), never zooms
            return
        if sc.view.frame.board.collidepoint(sc.mouse) and event.y:
            sc.view.zoom(1.15**event.y, sc.mouse)
            sc.hover_hex = sc.view.pick(sc.mouse)

    # ---- keyboard ------------------------------------------------------------------------
    def _key(self, event: pygame.event.Event) -> None:
        sc = self.scene
        key, mods = event.key, event.mod
        step = px(60)
        pans = {
            pygame.K_LEFT: (step, 0),
            pygame.K_RIGHT: (-step, 0),
            pygame.K_UP: (0, step),
            pygame.K_DOWN: (0, -step),
        }
        if key in pans:
            sc.view.pan(*pans[key])
        elif (key == pygame.K_y and mods & pygame.KMOD_CTRL) or (
            key == pygame.K_z and mods & pygame.KMOD_CTRL and mods & pygame.KMOD_SHIFT
        ):
            sc.redo()
        elif key == pygame.K_z and mods & pygame.KMOD_CTRL:
            sc.undo()
        elif key == pygame.K_h:
            sc.toggle_heights()
        elif key in (pygame.K_f, pygame.K_HOME):
            sc.view.fit()
        elif key in (pygame.K_F1, pygame.K_QUESTION) or getattr(event, "unicode", "") == "?":
            self._help()
        elif key == pygame.K_ESCAPE and isinstance(sc.tool, SelectTool):
            sc.open_menu()
            return
        elif not sc.human_turn():
            return
        elif key in TILE_KEYS:
            sc.pick_tile(TILE_KEYS[key])
        elif key == pygame.K_l:
            sc.leave()
        elif key == pygame.K_v:
            sc.replay_others()
        elif key in TOOL_KEYS:
            sc.choose_tool(TOOL_KEYS[key])  # the key of the tool in hand keeps it
        elif key == pygame.K_ESCAPE:
            sc.set_tool(SelectTool())
        sc.hover_hex = sc.view.pick(sc.mouse)

    def _help(self) -> None:
        sc = self.scene
        try:
            from cuzco.shell.scenes.help_overlay import HelpOverlay
        except ImportError:
            return
        if sc.stack is not None:
            sc.stack.push(HelpOverlay(sc.settings))

    # ---- toolbar -------------------------------------------------------------------------
    def _toolbar(self, clicked: str) -> None:
        sc = self.scene
        if clicked == "button" or not sc.human_turn():
            return
        if clicked.startswith("disabled:"):
            tip = sc.view.toolbar.tool(clicked.split(":", 1)[1]).tooltip
            if tip:
                sc.view.toasts.show(tip, "error")
            return
        if clicked in ("triple", "double", "crop", "village"):
            sc.pick_tile(clicked)
        elif clicked == "leave":
            sc.leave()
        elif clicked == "festival":
            sc.choose_festival()
        else:
            tools = {"enter": EnterTool, "pond": PondTool, "temple": TempleTool}
            sc.choose_tool(tools[clicked])  # choosing the tool in hand keeps it
