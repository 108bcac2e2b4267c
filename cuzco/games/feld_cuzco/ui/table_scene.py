"""FeldTableScene: one game of Feld's Cuzco at the shared screen.

    FeldTableScene(game, settings, bots={seat: Bot}, autosave=True)

The table (header, road network, Cuzco board, action board, the mask boards) is kept as an image
(`table_image`) whose parts are drawn again only when what they show changes, and blitted; the
pointer's glow, tooltips and the side panel are drawn over it each frame. The side panel holds the
decision of the human seat whose turn it is: while placing dice, the action spaces that take one of
their dice glow, a click on one lists what can be done there (each hovered option previews what it
gives), an illegal space says why when hovered; every other decision is a list of options with their
prices. The Menu, Undo and Redo buttons, the game log and the replay of the others' turns are
`table_controls.TableControls`; Undo takes back the seat's own steps until something hidden is drawn.

Computer seats think in a worker thread (`computer.Job`) and their actions are applied at a pace a
human can follow; the window never waits for them. With two or more humans the hand-off curtain
(`HandoffScene`) comes down before each human's decisions, so their god cards and mission draws are
shown only to them; it lists what the others did since, and can replay their turns on the table; Escape
on it opens the menu with the hand still hidden. A seat whose phone has joined decides on its phone
(phones.py), with no curtain and no hand on the table. Every action is autosaved; the game's end opens the
results (`FeldResults`). F1 or ? opens the help; Escape or Menu the shell's in-game menu.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Mapping
from typing import Any

import pygame

from cuzco.games.feld_cuzco.bots.levels import make_bot
from cuzco.games.feld_cuzco.bots.players import Bot
from cuzco.games.feld_cuzco.rules import (
    Action,
    Game,
    State,
    check,
    view,
)
from cuzco.shell import heap, registry, sound
from cuzco.shell.autosave_warning import draw_autosave_warning
from cuzco.shell.board_kit import BoardPointer
from cuzco.shell.i18n import _, language
from cuzco.shell.log_panel import LogLine
from cuzco.shell.scene import Scene
from cuzco.shell.scenes import doors
from cuzco.shell.scenes.game_menu import GameMenu
from cuzco.shell.scenes.handoff import HandoffScene
from cuzco.shell.widgets import Button, theme
from cuzco.shell.widgets.text import font
from cuzco.shell.widgets.theme import px, scaled_by

from . import autosave
from .board_targets import Where
from .computer import Job
from .curtain import curtain_again, curtain_for, menu_from_curtain, warm_curtains
from .decisions import placing
from .hint_marks import draw_hint_marks
from .layout import TableLayout, Zones, table_scale
from .palette import seat_colour
from .phones import offer_phones_again, phone_seats, phones_offer_answered, start_phones, stop_phones
from .pointer import TablePointer
from .screen_memo import DRAWN, ScreenMemo, kit_drawn
from .seats import seat_levels, shown_names
from .side_panel import Laying, SidePanel
from .table_controls import TableControls, decision_rect
from .table_image import TableImage
from .table_parts import draw_base, side_inner, table_parts

log = logging.getLogger(__name__)

BOT_PAUSE = 0.6  # seconds between computer actions at normal speed
PANEL_SIZES = range(14, 20)  # the side panel's font sizes (its options, headline, preview and log)
TABLE_BUDGET_MS = 0.5  # the table's parts redrawn in one frame; the rest wait a frame (a new round)


class FeldTableScene(TableControls, SidePanel, TablePointer, Scene):
    keeps_screen = True  # a frame lays back only what the last one drew over the table (False: a subclass
    # draws more over it, so every frame lays the whole table)

    def __init__(self, game: Game, settings: Any, bots: Mapping[int, Bot] | None = None,
                 autosave: bool = True, phones: bool = False) -> None:
        super().__init__()
        self.game = game
        self.settings = settings
        self.bots = dict(bots or {})
        self.autosave = autosave
        self.finished_kept = game.state.over  # a game opened finished is a save already
        self.levels = seat_levels(game.meta, game.state.n)
        self.layout: TableLayout | None = None
        self.zones = Zones()
        self.table = TableImage()  # the table as last drawn, redrawn where the state changed
        self.memo = ScreenMemo()  # what the last frame left on the screen
        self.table_busy = False  # this frame drew changed parts of the table (the log then waits a frame)
        self.log_shown: tuple[list[LogLine], list[str]] | None = None  # the log's lines as last drawn, whose names
        self._table_key: tuple[object, ...] | None = None
        self.viewer: int | None = self.humans[0] if len(self.humans) == 1 else None  # whose hand is shown
        self.curtain_for: int | None = None
        self.job: Job | None = None
        self.wait = 0.0
        self.space: int | None = None  # the action space chosen while placing
        self.cards_open = False  # while placing: the god cards' plays listed instead of the spaces' hint
        self.page = 0
        self.room = 1  # options a page of the side panel shows (set as its buttons are laid out)
        self.buttons: list[tuple[Button, Action | None]] = []  # the side panel's options, once laid out
        self._buttons_key: tuple[object, ...] | None = None
        self.laying: Laying | None = None  # the options being laid out, a few a frame (side_panel)
        self.panel_busy = False  # this frame laid out options (the log's new lines then wait a frame)
        self.frame_began = 0.0  # this thread's CPU time when the frame began (the panel's budget)
        self.in_frame = False  # this frame's events are being handled (its drawing follows)
        self.hovered: Action | None = None
        self._preview: tuple[object, list[str]] = (None, [])
        self.pointer = (0, 0)
        self._status: tuple[object, dict[int, str]] = (None, {})  # each action space's status (`status`)
        self.log: list[str] = []  # (the game log is `game_log`, drawn at the foot of the side panel)
        self.results_shown = False
        self.side_inner = pygame.Rect(0, 0, 0, 0)
        self.hint_job: Job | None = None
        self.hint: Action | None = None
        self._reach: tuple[object, dict[tuple[str, object], Action]] = (None, {})
        self._legal: tuple[object, list[Action]] = (None, [])
        self._tip_image: tuple[str, int, pygame.Surface | None] = ("", 0, None)
        self._tips: dict[tuple[str, int, int], pygame.Surface] = {}  # tooltip images drawn before (pointer.py)
        self.frames_hand_shown: list[int | None] = []  # for the leak test: whose hand each table showed
        self.round_start = game.state  # the state the round shown began with (for the end-of-round scene)
        self.round_shown = game.state.round
        self.kit = BoardPointer(self.play, refuse=lambda reason: sound.play("error"))  # the board, by pointer
        self.where = Where()  # the side panel's dice, hand and done button, as last laid out
        self._targets_key: tuple[object, ...] | None = None
        self._deferred: tuple[object, ...] | None = None  # a decision declared a frame late (declare_targets)
        self.want_phones = phones  # the new-game form's "Players' phones" switch (phones.py)
        self.phones: Any = None  # the PhoneSession while phones play
        self.phones_offer: Scene | None = None  # "Start the phones again?" over a loaded game
        self.init_controls()

    # ---- who is who ---------------------------------------------------------
    @property
    def state(self) -> State:
        return self.game.state

    @property
    def humans(self) -> list[int]:
        return [s for s in range(self.game.state.n) if s not in self.bots]

    @property
    def hotseat(self) -> bool:
        return len(self.humans) > 1

    @property
    def speed(self) -> float:
        return float(getattr(self.settings, "animation_speed", 1.0) or 0.0)

    def names(self) -> list[str]:
        return shown_names(self.state.names, self.levels)

    def human_to_act(self) -> int | None:
        """The human seat whose decision the side panel shows, once the curtain (if any) is lifted."""
        s = self.state
        if s.over or s.actor in self.bots or self.curtain_for is not None or self.replay.active:
            return None
        return s.actor if s.actor == self.viewer else None

    # ---- flow ---------------------------------------------------------------
    def enter(self) -> None:
        self.advance()
        autosave.tell_load_notes(self)
        if self.want_phones and self.phones is None and not self.state.over:
            self.phones = start_phones(self)
        else:
            offer_phones_again(self)

    def exit(self) -> None:
        stop_phones(self)  # the game's screen closes: its phones' server stops

    def advance(self) -> None:
        s = self.state
        if s.over:
            if not self.results_shown:
                self.show_results()
            return
        if s.actor in self.bots or self.curtain_for is not None:
            return
        if s.actor in phone_seats(self):  # it decides on its phone: the table shows no hand
            self.viewer = None
            return
        if s.actor != self.viewer:
            if self.hotseat:
                self.curtain_for = s.actor
                self.viewer = None
                assert self.stack is not None
                self.stack.push(curtain_for(self, s.actor))
            else:
                self.viewer = s.actor

    def on_result(self, source: Scene, result: Any) -> None:
        from .round_end import RoundEndScene

        if phones_offer_answered(self, source, result):
            return
        if isinstance(source, RoundEndScene):
            self.advance()
        elif isinstance(source, HandoffScene) and self.curtain_for is not None:
            if result == "menu":  # Escape: the menu, then the curtain again (curtain.py)
                menu_from_curtain(self, source)
                return
            self.viewer, self.curtain_for = self.curtain_for, None
            self._table_key = None
            if result == "replay":
                self.start_replay(self.viewer)
        elif isinstance(source, GameMenu):
            if result == "main":
                self.finish(None)
            elif isinstance(result, tuple) and result and result[0] == "load":
                assert self.stack is not None
                self.stack.replace(registry.open_game(result[1], self.settings))
            elif result is not None and hasattr(result, "ui_scale"):
                self.settings = result
            curtain_again(self)
        elif result == "menu":
            self.finish(None)
        elif result == "new":
            doors.new_game(self, registry.entry_for_game(self.game))

    def show_results(self) -> None:
        from .results_scene import FeldResults

        self.results_shown = True
        stop_phones(self)  # each phone shows its last page and that the table closed the game
        assert self.stack is not None
        self.stack.push(FeldResults(self.state, self.settings, self.levels, self.game))

    def play(self, action: Action, redoing: bool = False) -> None:
        """A human's choice, applied and autosaved."""
        try:
            self.game.apply(action)
        except ValueError:
            sound.play("error")
            return
        sound.play("place")
        self.forget_redo(redoing)
        self.after_action()

    def after_action(self) -> None:
        self.space, self.page, self.hovered, self.hint = None, 0, None, None
        self.cards_open = False
        self._buttons_key = None
        self.save()
        state = self.state
        if state.round != self.round_shown or state.over:
            before, self.round_start, self.round_shown = self.round_start, state, state.round
            if before.round >= 1 and self.stack is not None:
                from .round_end import RoundEndScene, temple_result

                self.stack.push(RoundEndScene(before, state, self.names(), temple_result(self.game, before.round)))
                return
        self.advance()

    def after_undo(self) -> None:
        self.space, self.page, self._buttons_key = None, 0, None
        self.hovered, self.hint = None, None
        self.cards_open = False
        self.save()

    def save(self) -> None:
        if not self.autosave:
            return
        if not self.state.over:
            autosave.write(self.game)
        elif not self.finished_kept:  # it just ended: kept in Load game, marked finished
            self.finished_kept = True
            autosave.keep_finished(self.game)

    def wants_frames(self) -> bool:
        """Every frame while a computer seat plays, a hint is thought out or a die is dragged; otherwise the
        table waits for a human, asleep (a panel left for the next frame asks through `frames.request`)."""
        s = self.state
        return (not s.over and s.actor in self.bots) or self.job is not None or self.hint_job is not None \
            or self.kit.busy

    def update(self, dt: float) -> None:
        s = self.state
        self.take_hint()
        if self.replay.active:
            if self.replay.advance(dt):
                self._table_key = None
            return
        if s.over or s.actor not in self.bots:
            self.job = None
            self.advance()
            return
        self.wait += dt
        if self.job is None:
            self.job = Job(s.actor, view(s, s.actor), self.bots[s.actor], len(self.game.actions))
            self.job.start()
            return
        if not self.job.done.is_set() or self.wait < BOT_PAUSE * min(1.0, self.speed):
            return
        job, self.job, self.wait = self.job, None, 0.0
        if job.asked_at != len(self.game.actions):
            return
        action = job.action
        if action is None or check(s, action) is not None:
            # a computer player that failed or answered wrongly must not stop the game: it is logged, and
            # the seat plays the easy player's choice this once
            log.error("computer seat %d could not choose (%s); it plays at random this once", job.seat,
                      job.error or action)
            action = make_bot("random", len(self.game.actions)).choose(view(s, job.seat))
        self.game.apply(action)
        self.forget_redo(False)
        self.after_action()

    # ---- input --------------------------------------------------------------
    def open_menu(self) -> None:
        assert self.stack is not None
        self.stack.push(GameMenu(self.game, self.settings))

    def open_help(self) -> None:
        from cuzco.shell.scenes.help_overlay import HelpOverlay

        from .table_help import table_help

        assert self.stack is not None
        self.stack.push(HelpOverlay(self.settings, sections=table_help()))

    def handle_event(self, event: pygame.event.Event) -> None:
        if not self.in_frame:
            self.in_frame, self.frame_began = True, time.thread_time()
        if self.replay.active and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.replay.stop()  # any key or click: back to the game's own state
            self._table_key = None
            return
        if event.type == pygame.KEYDOWN and (event.key == pygame.K_F1 or getattr(event, "unicode", "") == "?"):
            self.open_help()
            return
        me = self.human_to_act()
        if me is not None and self.layout is not None and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            with scaled_by(table_scale(self.layout.size)):  # a decision declared a frame late: now, at once
                self.declare_targets(self.state, self.layout, me, self.layout.size)
        if me is not None and self.kit.handle_event(event):
            menu = self.kit.menu
            if menu is not None and isinstance(menu.target.key, tuple) and menu.target.key[0] == "space":
                self.space, self.page, self._buttons_key = menu.target.key[1], 0, None  # the list follows
                self.cards_open = False
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.space is not None:
                self.space, self._buttons_key = None, None
            elif self.cards_open:
                self.close_cards()
            else:
                self.open_menu()
            return
        if self.controls_event(event):
            return
        if event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_9 and self.human_to_act() is not None:
            shown = [b for b, a in self.buttons if a is not None]  # 1-9: the options in the order shown
            k = event.key - pygame.K_1
            if k < len(shown):
                shown[k].activate()
            return
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        for button, _action in list(self.buttons):
            if button.handle_event(event):
                return
        if event.type == pygame.MOUSEMOTION:
            self.hovered = next((a for b, a in self.buttons if a is not None and b.hovered), None)

    def on_resize(self, size: tuple[int, int]) -> None:
        self.layout = None
        self._table_key = None
        self._buttons_key = None

    # ---- drawing ------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.hotseat:  # the curtains' fonts and titles, made with the table's first image
            warm_curtains(self, surface.get_size())
        with scaled_by(table_scale(surface.get_size())):
            self.draw_scaled(surface)

    def draw_scaled(self, surface: pygame.Surface) -> None:
        if not self.in_frame:  # (the frame began with its events, when it had any: a drop's work counts)
            self.frame_began = time.thread_time()
        self.in_frame = False
        size = surface.get_size()
        state = self.shown_state()
        heap.settle(self, state)  # the game's states out of the collector's sight: no full pass mid-move
        if self.layout is None or self.layout.size != size or self.layout.players != state.n:
            self.layout = TableLayout.build(size, state.n)
            for points in PANEL_SIZES:  # the side panel's fonts, loaded with the table's first image, not
                font(points, True)  # when a decision's options are first fitted
                font(points)
        lay = self.layout
        actor = state.actor if not state.over else None
        shown_hand = self.viewer if self.curtain_for is None else None
        key = (id(state), size, shown_hand, language(), px(100), tuple(self.names()))
        redrawn = False
        if key != self._table_key or self.table.surface is None or self.table.pending:
            redrawn = True
            # (a hand shown to someone else now is hidden in this very frame: its parts never wait)
            self.draw_table(size, state, lay, shown_hand, actor, TABLE_BUDGET_MS)
            self._table_key = key
        self.table_busy = redrawn and bool(self.table.redrawn)  # the log's new lines wait for the next frame
        self.frames_hand_shown.append(shown_hand)
        self.side_inner = decision_rect(side_inner(lay), lay.side, self.log_folded())
        assert self.table.surface is not None
        memo = self.memo  # the table's image laid on the screen where it differs from it (`screen_memo`)
        memo.restore(surface, self.table.surface, self.table.take_dirty())
        me = self.human_to_act()
        if me is not None and placing(state):
            memo.drew(self.draw_spaces(surface))
        self.sync_controls(lay)
        self.draw_controls(surface)
        for button in self.control_buttons():
            memo.drew(button.rect, px(10))
        memo.drew(lay.side, px(10))  # the side panel: the decision, its options, the hand, the log
        self.draw_side(surface, lay, me)
        self.declare_targets(state, lay, me, size, redrawn)
        self.settle_options()  # the new decision's options: in the frames after the table's changes
        self.draw_options(surface, me)
        self.draw_log(surface, lay.side)
        self.draw_replay_note(surface)
        covered = self.stack is not None and self.stack.top is not self  # a card or a dialog over the table
        if not covered:  # (its glows, words and tooltips would show through the card's veil)
            if self.hint is not None and me is not None:  # the hint on the board too, its tag saying why
                draw_hint_marks(surface, state, self.hint, self.hint_why, self.zones, self.where, me)
                memo.anywhere()
            DRAWN.clear()
            self.kit.draw(surface)
            kit_drawn(memo, self.kit)
        memo.drew(draw_autosave_warning(surface, lay.road))
        if covered:
            return
        for button, _action in self.buttons:
            memo.drew(button.draw_tooltip(surface))
        for box in self.draw_control_tips(surface):
            memo.drew(box)
        memo.drew(self.draw_tip(surface))
        if not self.keeps_screen:
            memo.anywhere()
        memo.finish()

    def draw_table(self, size: tuple[int, int], state: State, lay: TableLayout, viewer: int | None,
                   actor: int | None, budget_ms: float | None = None) -> None:
        """The table's image brought up to date: only the parts whose state changed are drawn again."""
        names = self.names()
        title = _("{name}'s turn", name=names[state.actor]) if not state.over else _("Game over")
        edge = seat_colour(state.actor) if not state.over else theme.GOLD
        parts = table_parts(state, lay, names, viewer, actor, title, edge)
        self.table.update(size, (size, px(100), language(), state.n), lambda image: draw_base(image, lay), parts,
                          budget_ms)
        self.zones = self.table.zones
        self.side_inner = side_inner(lay)
