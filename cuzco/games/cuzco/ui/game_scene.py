"""GameScene: one game on screen, from the first placement to the results.

Input becomes an `Action` (through the board tools in `input_tools` or the
HUD), `game.apply` validates it (an `IllegalAction` becomes a toast with the
engine's reason), then the game is autosaved. The scene never edits the state.
Drawing is `GameView`'s job; this module is about events and the flow of
turns: hand-offs between hot-seat players, bots taking their turns, festival
modals, and the results at the end. The player's commands (tools, undo, end of turn) are in
`game_commands`, the screens it opens over itself in `game_modals`.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from cuzco.games.cuzco.rules.actions import (
    Action,
    BuildTemple,
    DrawCard,
    EndTurn,
    EnterInca,
    ExpandTemple,
    MoveInca,
    PlacePond,
    ProposeFestival,
    UseToken,
)
from cuzco.games.cuzco.rules.errors import IllegalAction
from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.rules.state import GameState
from cuzco.games.cuzco.ui.board_queries import BoardQueries
from cuzco.games.cuzco.ui.computer_turns import ComputerTurns
from cuzco.games.cuzco.ui.game_commands import GameCommands
from cuzco.games.cuzco.ui.game_controls import GameControls
from cuzco.games.cuzco.ui.game_modals import GameModals
from cuzco.games.cuzco.ui.game_view import GameView
from cuzco.games.cuzco.ui.hint import Hint
from cuzco.games.cuzco.ui.hud.value_picker import ValuePicker
from cuzco.games.cuzco.ui.input_tools import FestivalTool, MoveTool, PondTool, SelectTool, Tool
from cuzco.games.cuzco.ui.phones import offer_phones_again, phone_seats, phones_offer_answered, start_phones
from cuzco.games.cuzco.ui.tile_targets import TILES, TileBoard
from cuzco.games.cuzco.ui.turn_replay import TurnReplay
from cuzco.shell import save_files, theme
from cuzco.shell.autosave_warning import draw_autosave_warning
from cuzco.shell.board_kit import BoardPointer
from cuzco.shell.i18n import _, translate
from cuzco.shell.persistence import autosave_safely
from cuzco.shell.scene import Scene
from cuzco.shell.theme import Colour

log = logging.getLogger(__name__)


def _autosave(game: Any) -> None:
    autosave_safely(game)


def _seat_colours(count: int, colours: Sequence[str | Sequence[int]] | None) -> list[Colour]:
    out: list[Colour] = []
    for i in range(count):
        given = colours[i] if colours is not None and i < len(colours) else theme.DEFAULT_COLOURS[i % 4]
        if isinstance(given, str):
            out.append(theme.player_colour(given))
        else:
            out.append((int(given[0]), int(given[1]), int(given[2])))
    return out


class GameScene(GameCommands, GameModals, Scene):
    def __init__(
        self,
        game: Any,
        settings: Any = None,
        hotseat: bool = True,
        *,
        colours: Sequence[str | Sequence[int]] | None = None,
        bots: dict[int, Any] | None = None,
        bot_delay: float = 0.7,
        demo: bool = False,
        phones: bool = False,
    ) -> None:
        super().__init__()
        if settings is None:
            from cuzco.shell.settings import Settings

            settings = Settings()
        self.game = game
        self.replay = TurnReplay()  # the others' turns shown again after a hand-off
        self._told: tuple[int, int] | None = None  # the turn whose "since your last turn" notice was shown
        self.settings = settings
        self.hotseat = hotseat
        self.bots: dict[int, Any] = dict(bots or {})
        self.bot_delay = bot_delay
        self.demo = demo
        self.saves = not demo  # autosave after each change (the demo and the tutorial write nothing)
        self.finished_kept = game.state.is_over  # a game opened finished is a save already
        n = game.state.num_players
        self.colours = _seat_colours(n, colours)
        self.marks = theme.MARKS[:n]
        self.humans = [i for i in range(n) if i not in self.bots]
        self.revealed: int | None = None  # who the hot-seat screen was last handed to
        self.queries = BoardQueries()
        self.tool: Tool = SelectTool()
        self.hover_hex: Hex | None = None
        self.mouse = (0, 0)
        self.picker: ValuePicker | None = None
        self.show_heights = bool(getattr(settings, "height_numbers", False))
        self.view = GameView(self)
        # the terrain tiles on the shell's pointer kit (the kit holds the tile in hand and its turn);
        # its words go to the status line, under the board, not over the ghost tile
        self.pointer = BoardPointer(self._play_from_board, refuse=self._refused, words_at_pointer=False)
        self.tiles = TileBoard(self.view, self.queries, lambda: self.state)
        self.controls = GameControls(self)
        self.computer = ComputerTurns(self)  # computer seats think in a worker thread
        self.hint = Hint(self)  # the Hint button: the computer's suggestion, thought out in a worker
        self.time = 0.0
        self.bot_clock = 0.0
        self.festival_offered = False  # asked to propose a festival this turn already
        self.modal: str | None = None  # "handoff", "festival", "proposal", "results" while one is up
        self._turn_seen: tuple[int, int] | None = None
        self._score_seen = len(game.state.score_log)
        self.results_shown = False
        self.restart: Callable[[], Scene] | None = None  # demo mode: the next game to show
        self.over_clock = 0.0
        self.redo_actions: list[Action] = []  # undone this turn, newest last: Ctrl+Y applies them again
        self.want_phones = phones and not demo  # the new-game form's "Players' phones" switch (phones.py)
        self.phones: Any = None  # the PhoneSession while phones play
        self.phones_button: Any = None  # the phones' box's Codes button (phones.codes_button)

    # ---- lifecycle ---------------------------------------------------------------
    @property
    def state(self) -> GameState:
        """The state on screen: the game's own, or a past one while the others' turns are replayed."""
        if self.replay.at is not None:
            return self.game.states[self.replay.at]  # type: ignore[no-any-return]
        return self.game.state  # type: ignore[no-any-return]

    @property
    def replay_at(self) -> int | None:
        return self.replay.at

    def enter(self) -> None:
        surface = pygame.display.get_surface()
        if surface is not None:
            self.on_resize(surface.get_size())
        if self.want_phones and self.phones is None and not self.state.is_over:
            self.phones = start_phones(self)
        else:
            offer_phones_again(self)

    def exit(self) -> None:
        self.stop_phones()

    def stop_phones(self) -> None:
        """The game ends or its screen closes: its phones' server stops."""
        if self.phones is not None:
            self.phones.stop()
            self.phones = None

    def on_resize(self, size: tuple[int, int]) -> None:
        self.view.resize(size)

    def pause(self) -> None:
        """A screen came over the game (a hand-off, the menu, a festival): what the mouse pointed at
        is forgotten, so no tooltip or highlight is left standing when the game shows again."""
        self.mouse = (-10**4, -10**4)
        self.hover_hex = None
        self.pointer.pos = self.mouse
        self.view.forget_hover()
        if self.modal == "handoff":  # the last player's notices are not the next one's (the summary tells)
            self.view.toasts.items.clear()

    def settings_changed(self, settings: Any) -> None:
        self.settings = settings
        self.show_heights = bool(getattr(settings, "height_numbers", self.show_heights))

    def on_result(self, source: Scene, result: Any) -> None:
        kind, self.modal = self.modal, None
        if kind == "handoff":
            if result == "menu":  # Esc on the curtain: the menu, and the curtain again after it
                self.open_menu()
                return
            self.revealed = self.state.actor
            if result == "replay":
                self.start_replay(self.revealed)
        elif kind == "proposal":
            if isinstance(result, ProposeFestival):
                self.perform(result)
            else:
                self.set_tool(FestivalTool())
        elif kind == "menu":
            if result == "main":
                self.leave_game()
            elif isinstance(result, tuple) and result[0] == "load":
                self._switch_to(result[1])
        elif kind == "results":
            if result == "menu":
                self.leave_game()
            elif result == "new":
                self._new_game()
        elif kind in ("confirm-reset", "confirm-end"):
            self.confirmed(kind, result)
        elif kind == "phones-offer":
            phones_offer_answered(self, result)
        elif kind == "festival":
            # the festival screen showed the outcome itself; do not toast its points again
            self._score_seen = len(self.state.score_log)
            if self.saves:
                _autosave(self.game)
            self.set_tool(SelectTool())

    # ---- the action pipeline -------------------------------------------------------
    def perform(self, action: Action, redoing: bool = False) -> bool:
        """Apply one action through the rules; refusals become a toast with the reason.
        A new action (not a redo) forgets what could be redone."""
        try:
            self.game.apply(action)
        except IllegalAction as exc:
            self.view.toasts.show(_("Not possible: {reason}", reason=translate(exc)), "error")
            self._sound("error")
            return False
        if not redoing:
            self.redo_actions.clear()
        self._after_change(action)
        return True

    def _after_change(self, action: Action | None) -> None:
        state = self.state
        if self.saves:
            _autosave(self.game)
        for event in state.score_log[self._score_seen :]:
            self.view.toasts.show(
                _(
                    "{name} scores {n} PP: {detail}",
                    name=state.players[event.player].name,
                    n=event.points,
                    detail=_(event.detail),
                ),
                "score",
            )
        self._score_seen = len(state.score_log)
        self._sound("chime" if isinstance(action, (BuildTemple, ExpandTemple)) else "place")
        if isinstance(action, (EnterInca, MoveInca)):
            dst = action.hex if isinstance(action, EnterInca) else action.dst
            self.set_tool(
                MoveTool(dst) if state.phase == "turn" and state.current == state.actor else SelectTool()
            )
        elif isinstance(action, PlacePond) and state.ponds_left > 0 and state.ap > 0:
            self.set_tool(PondTool())
        elif not isinstance(action, (DrawCard, UseToken)):
            self.set_tool(SelectTool())
        if state.is_over:  # even under a dialog (a festival's): the phones hear of the end at once
            self.stop_phones()
        self._check_new_turn()

    def _sound(self, name: str) -> None:
        if self.demo:
            return
        try:
            from cuzco.shell import sound

            sound.play(name)
        except Exception:  # sound is a nicety: never let it break a move  # noqa: BLE001
            pass

    # ---- flow ------------------------------------------------------------------------
    def _check_new_turn(self) -> None:
        s = self.state
        key = (s.turn, s.current)
        if key == self._turn_seen:
            return
        self._turn_seen = key
        self.festival_offered = False
        self.redo_actions.clear()
        self._tell_what_happened(key)
        if s.must_place and s.current not in self.bots:
            tile = next(
                (t for t in TILES if (s.triples if t == "triple" else s.players[s.current].tiles_left(t))),
                None,
            )
            self.set_tool(SelectTool())
            if tile:
                self.pick_tile(tile)
        else:
            self.set_tool(SelectTool())

    def wants_frames(self) -> bool:
        """Every frame while the game moves by itself: a computer seat to play (or still thinking), a
        turn replayed, a hint being thought out or shown step by step, the game over (its countdown in
        the demo). The parts that animate on a human's turn (toasts, the ring of the last computer move,
        pulsing pips, a zoom settling, a panel left for the next frame) ask as they draw
        (`frames.request`); otherwise the table waits for the human, asleep."""
        s = self.state
        return bool(self.replay.active or s.is_over or s.actor in self.bots or self.computer.job is not None
                    or self.hint.job is not None or self.hint.plan is not None)

    def update(self, dt: float) -> None:
        self.time += dt
        self.view.toasts.update(dt)
        if self.replay.active:
            if self.replay.advance(dt, self.game):
                self.stop_replay()
            return
        self.computer.tick(dt)
        self.hint.update()
        s = self.state
        self._check_new_turn()
        if s.is_over:
            self.stop_phones()
            if not self.results_shown:
                if self.saves and not self.finished_kept:  # it just ended: kept in Load game, marked finished
                    self.finished_kept = True
                    save_files.keep_finished(self.game)
                self._open_results()
            self.over_clock += dt
            if self.restart is not None and self.over_clock > 6.0 and self.stack is not None:
                self.stack.replace(self.restart())
            return
        actor = s.actor
        if s.phase == "festival" and not self.demo and self._humans_in_festival():
            self._open_festival()  # it shows its own private hand-off before each bid, and bots bid there
            return
        if actor in self.bots:
            self.computer.update(dt, actor)
            return
        if len(self.humans) == 1:
            self.revealed = self.humans[0]
        elif actor in phone_seats(self):
            self.revealed = actor  # the hand is on the phone: no curtain needed to hide it
        elif self.hotseat and self.revealed != actor:
            self._open_handoff()

    def _humans_in_festival(self) -> bool:
        festival = self.state.festival
        return festival is not None and any(p in self.humans for p in festival.active)

    def _bot_move(self, actor: int, action: Action | None = None) -> None:
        """Play the computer seat's action (`action`, when its search already ran in `ComputerTurns`)."""
        try:
            if action is None:
                action = self.bots[actor].choose(self.state)
            self.game.apply(action)
        except IllegalAction as exc:  # a bot bug must not freeze the table: end its turn instead
            log.error("bot %s chose an illegal action: %s", actor, exc)
            fallback = EndTurn() if self.state.phase == "turn" else None
            if fallback is None or self.state.check(fallback) is not None:
                raise
            self.game.apply(fallback)
            action = fallback
        self._after_change(action)

    # ---- what the player at the screen may see -------------------------------------------
    def visible_hand(self) -> int | None:
        shown = self._visible_hand()
        return None if shown in phone_seats(self) else shown  # a phone seat's hand is on its phone only

    def _visible_hand(self) -> int | None:
        s = self.state
        if self.demo:
            return s.current
        if len(self.humans) == 1:
            return self.humans[0]
        if self.modal == "festival" and self.hotseat:
            return None  # the festival sheet shows each bidder their own hand; the screen beneath shows none
        if not self.hotseat:
            return s.current if s.current in self.humans else None
        return self.revealed if self.revealed == s.current else None

    def layout_boxes(self) -> list[tuple[str, pygame.Rect]]:
        """Where the HUD put its parts (for the layout test): none may overlap or leave the window."""
        f = self.view.frame
        bar = self.view.toolbar
        boxes = [("banner", f.banner), ("AP counter", f.ap), ("supply", f.supply), ("board", f.board)]
        boxes.append(("right panel", f.right))
        in_bar = [(f"tool {t.id}", t.rect) for t in bar.tools if t.rect.w]
        in_bar += [(f"button {b.label}", b.rect) for b in bar.buttons if b.rect.w]
        # a bar item sticking out of the bar runs into the board or past the window's edge
        return boxes + [(name, rect if f.bottom.contains(rect) else rect.inflate(10**5, 0)) for name, rect in in_bar]

    # ---- loop hooks ----------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if self.replay.active and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.stop_replay()
            return
        self.controls.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.view.draw(surface)
        if not self.demo:
            draw_autosave_warning(surface, self.view.frame.board)
        self.hint.draw(surface)
        self.computer.draw(surface)
