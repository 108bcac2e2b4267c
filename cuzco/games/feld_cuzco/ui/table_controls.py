"""The table's controls, as the other games have them, mixed into `FeldTableScene`:

- Menu, Undo and Redo buttons at the right end of the header. Undo and Redo are greyed when they cannot
  be used, and their tooltip says why (Ctrl+Z and Ctrl+Y do the same).
- The game log in words (`game_log`) at the foot of the side panel, in the shell's `LogPanel`: who did
  what and the VP it gave; it scrolls, folds at its title, and is worked out from the record, so a
  loaded game shows its whole log.
- Watching the others' turns (the shell's `TurnReplay`): the hand-off curtain's summary of what the
  others did, and its "Replay their turns" button, which shows those turns again on the table; any
  key or click stops it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from cuzco.games.feld_cuzco.rules import Action, Game, State, check
from cuzco.shell import frames, sound, tooltips
from cuzco.shell.i18n import _
from cuzco.shell.log_panel import LogLine, LogPanel
from cuzco.shell.scenes.common import seat_mark
from cuzco.shell.turn_replay import TurnReplay
from cuzco.shell.widgets import Button, draw_wrapped, theme
from cuzco.shell.widgets.theme import px

from .game_log import GameLog, replay_range
from .kept_images import draw_buttons
from .layout import TableLayout
from .palette import seat_colour

LOG_SIZE = 15
FOLDED_H = 26  # (px) the folded log: its title and newest line
REPLAY_STEP = 0.5  # seconds each past decision stays on the table while the others' turns are replayed


def log_rect(side: pygame.Rect) -> pygame.Rect:
    """The game log's place, open: the foot of the side panel (about a third of it). Folded, it is the
    strip at the bottom of this."""
    inner = side.inflate(-px(16), -px(10))
    height = max(px(96), inner.h * 34 // 100)
    return pygame.Rect(inner.left, inner.bottom - height, inner.w, height)


def decision_rect(inner: pygame.Rect, side: pygame.Rect, folded: bool) -> pygame.Rect:
    """The side panel's content above the game log (its decision, options and preview)."""
    log = log_rect(side)
    bottom = (log.bottom - px(FOLDED_H) if folded else log.top) - px(4)
    return pygame.Rect(inner.left, inner.top, inner.w, max(px(60), bottom - inner.top))


class TableControls:
    """Mixed into FeldTableScene; `init_controls` is called from its constructor."""

    if TYPE_CHECKING:
        game: Game
        bots: dict[int, Any]
        stack: Any
        pointer: tuple[int, int]
        side_inner: pygame.Rect
        table_busy: bool
        panel_busy: bool
        log_shown: tuple[list[LogLine], list[str]] | None

        @property
        def state(self) -> State: ...
        def names(self) -> list[str]: ...
        def human_to_act(self) -> int | None: ...
        def open_menu(self) -> None: ...
        def play(self, action: Action, redoing: bool = False) -> None: ...
        def after_undo(self) -> None: ...

    def init_controls(self) -> None:
        self.menu_button = Button((0, 0, 1, 1), _("Menu"), self.open_menu, kind="ghost", font_size=17,
                                  tooltip=_("Save, load, rules, settings, or back to the title screen (Esc)"))
        self.undo_button = Button((0, 0, 1, 1), _("Undo"), self.undo, kind="ghost", font_size=17)
        self.redo_button = Button((0, 0, 1, 1), _("Redo"), self.redo, kind="ghost", font_size=17)
        self.redo_actions: list[tuple[int, Action]] = []  # (actions before it, the action), newest last
        self.game_log = GameLog()
        self.log_panel = LogPanel(LOG_SIZE)
        self.log_open: bool | None = None  # the player's choice; None: open unless they are deciding
        self.replay = TurnReplay(REPLAY_STEP)
        self.replay_first = 0  # the replay's first state (the table as the seat left it)

    # ---- undo and redo --------------------------------------------------------------------
    def undo_refusal(self) -> str:
        """Why Undo cannot be used now ("" when it can)."""
        s = self.state
        if s.over:
            return _("The game is over: nothing to undo")
        if self.replay.active:
            return _("Nothing to undo while the others' turns are replayed")
        if self.human_to_act() is None:
            return _("Nothing to undo: it is {name}'s turn", name=self.names()[s.actor])
        if not self.game.actions or self.game.actions[-1].player != s.actor:
            return _("Nothing to undo: you have taken no step since the others played")
        if not self.game.can_undo():
            return _("Nothing to undo: a card drawn or the dice rolled since your last step cannot be taken back")
        return ""

    def can_undo(self) -> bool:
        return self.undo_refusal() == ""

    def undo(self) -> None:
        if not self.can_undo():
            sound.play("error")
            return
        self.redo_actions.append((len(self.game.actions) - 1, self.game.undo()))
        self.after_undo()

    def redo_refusal(self) -> str:
        if self.human_to_act() is None or not self.redo_actions \
                or self.redo_actions[-1][0] != len(self.game.actions):
            return _("Nothing to redo: Redo plays again a step that Undo took back this turn")
        return ""

    def redo(self) -> None:
        if self.redo_refusal():
            sound.play("error")
            return
        _at, action = self.redo_actions.pop()
        if check(self.state, action) is not None:  # (the same state: it is legal again, but never trusted)
            self.redo_actions.clear()
            return
        self.play(action, redoing=True)

    def forget_redo(self, redoing: bool) -> None:
        """A new step (not a redo) forgets what could be redone."""
        if not redoing:
            self.redo_actions.clear()

    # ---- events and drawing ---------------------------------------------------------------
    def control_buttons(self) -> list[Button]:
        return [self.menu_button, self.undo_button, self.redo_button]

    def sync_controls(self, lay: TableLayout) -> None:
        """The buttons' places (the header's right end), and whether each may be used now and why not."""
        r = lay.controls
        gap = px(6)
        widths = (px(70), px(86), px(86))
        x = r.right - gap - sum(widths) - gap * (len(widths) - 1)
        for button, w in zip(self.control_buttons(), widths):
            button.rect = pygame.Rect(x, r.top + px(4), w, r.h - px(9))
            x += w + gap
        why = self.undo_refusal()
        self.undo_button.enabled = not why
        self.undo_button.tooltip = why or _("Take back your last step (Ctrl+Z)")
        why = self.redo_refusal()
        self.redo_button.enabled = not why
        self.redo_button.tooltip = why or _("Play again the step Undo took back (Ctrl+Y)")

    def controls_event(self, event: pygame.event.Event) -> bool:
        """The buttons, Ctrl+Z / Ctrl+Y, the log's wheel and fold; True when the event was used."""
        if event.type == pygame.KEYDOWN and event.mod & pygame.KMOD_CTRL:
            if event.key == pygame.K_z and not event.mod & pygame.KMOD_SHIFT:
                self.undo()
                return True
            if event.key == pygame.K_y or event.key == pygame.K_z:
                self.redo()
                return True
        if self.log_panel.handle_event(event):
            if event.type == pygame.MOUSEBUTTONDOWN:  # its title: the player folded or opened it
                self.log_open = not self.log_panel.folded
            return True
        return any(button.handle_event(event) for button in self.control_buttons())

    def draw_controls(self, surface: pygame.Surface) -> None:
        draw_buttons(surface, self.control_buttons())  # their faces kept as images (the same pixels)

    def draw_control_tips(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The hovered button's tooltip, below the pointer (a button's own would go above the window);
        returns where."""
        if not surface.get_rect().collidepoint(self.pointer):
            return []
        boxes = [tooltips.draw_box(surface, self.pointer, [button.tooltip]) for button in self.control_buttons()
                 if button.hovered and button.tooltip]
        return [box for box in boxes if box is not None]

    def log_folded(self) -> bool:
        """The log is folded while the player decides (their options need the room), unless they opened it."""
        return not self.log_open if self.log_open is not None else self.human_to_act() is not None

    def draw_log(self, surface: pygame.Surface, side: pygame.Rect) -> None:
        """The game log panel. In a frame that drew the table's changed parts (a die dropped pays for its
        space, a mask row and the header) or laid out the side panel's options, the log shows its last lines
        one frame longer: the new action's lines are worked out and drawn in the next frame."""
        self.log_panel.folded = self.log_folded()
        names = self.names()
        shown = self.log_shown
        if (self.table_busy or self.panel_busy) and shown is not None and shown[1] == names:
            lines = shown[0]
            frames.request()
        else:
            lines = self.game_log.lines(self.game, names)
            self.log_shown = (lines, names)
        n = self.state.n
        self.log_panel.draw(surface, log_rect(side), len(lines), lines.__getitem__,
                            [seat_colour(s) for s in range(n)], [seat_mark(s) for s in range(n)],
                            (id(lines), tuple(names)))

    # ---- the others' turns ----------------------------------------------------------------
    def since_last(self, seat: int) -> list[str]:
        """What the others did since `seat` last decided, for the hand-off curtain (every line)."""
        return self.game_log.since_last(self.game, self.names(), seat)

    def can_replay(self, seat: int) -> bool:
        first, last = replay_range(self.game, seat)
        return last > first

    def start_replay(self, seat: int) -> None:
        self.replay_first = replay_range(self.game, seat)[0]
        if self.replay.begin(self.replay_first, len(self.game.states) - 1):
            sound.play("click")

    def draw_replay_note(self, surface: pygame.Surface) -> None:
        """While the others' turns are replayed: in the side panel, which of their decisions the table shows
        (state k of the replay is the table after the k-th of them), and how to stop."""
        at = self.replay.at
        if at is None:
            return
        inner = self.side_inner
        box = pygame.Rect(inner.left, inner.top + px(34), inner.w, inner.h - px(34))
        pygame.draw.rect(surface, theme.PANEL, box)
        y = box.top + draw_wrapped(surface, _("Replaying the others' turns: any key or click stops"),
                                   pygame.Rect(box.left, box.top, box.w, px(80)), 18, theme.GOLD_LIGHT, bold=True)
        first, total = self.replay_first, self.replay.last - self.replay_first
        k = at - first
        text = _("The table as you left it") if k == 0 else _("Decision {k} of {n}", k=k, n=total)
        y += px(8) + draw_wrapped(surface, text, pygame.Rect(box.left, y + px(8), box.w, px(40)), 16, theme.TEXT_DIM)
        if k > 0:
            line = self.game_log.per_action(self.game, self.names())[at - 1][0].text
            draw_wrapped(surface, line, pygame.Rect(box.left, y + px(8), box.w, px(120)), 17, theme.TEXT)

    def shown_state(self) -> State:
        """The state on the table: the game's own, or a past one while the others' turns are replayed."""
        at = self.replay.at
        return self.game.states[at] if at is not None else self.state
