"""The side panel of Feld's Cuzco's table, as a part of `FeldTableScene`: whose turn it is, the decision of
the human seat at the screen (its dice, the options the rules allow with their prices, a page at a
time, the preview of the hovered one) and Hint (the Normal computer player's choice, worked out in a
worker thread and ringed, with why in words where the preview goes and "Play this", which plays it).
Undo and Redo are in the header, what was done in the game log below the panel.

The options of a new decision are laid out in the frames after the one that drew the table's changed parts
(a die dropped, a computer's move): each label fitted, its description worked out, its face and words
rendered, within a time budget per frame (`settle_options`). Until all of them are, the panel shows none
and none can be clicked or chosen by its key (`options_settled`), so an option is never clicked with a
meaning it no longer has."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from cuzco.games.feld_cuzco.bots.levels import make_bot
from cuzco.games.feld_cuzco.rules import Action, Done, Game, Place, State, check, view
from cuzco.shell import frames, tooltips
from cuzco.shell.board_kit import BoardPointer
from cuzco.shell.i18n import _, language, ngettext
from cuzco.shell.widgets import Button, draw_text, theme
from cuzco.shell.widgets.text import fit_line, font, wrap
from cuzco.shell.widgets.theme import px

from .board_targets import Where
from .computer import Job
from .decisions import headline, options, placing, preview
from .hand_draw import card_size, draw_hand, hand_ready, hand_rects
from .hint_reason import why
from .kept_images import draw_buttons, draw_wrapped_kept, prepare_button
from .layout import TableLayout
from .names import describe, option_label
from .palette import seat_colour
from .phones import phone_seats
from .picture import draw_die

PREVIEW_SIZE = 16
PREVIEW_LINES = 3
OPTIONS_BUDGET_MS = 1.5  # CPU ms of a frame's drawing after which no more options are laid out in it

Row = tuple[str, "Action | None", Any, str]  # an option button: label, action, what a click does, look


@dataclass
class Laying:
    """Option buttons being laid out, a few a frame: for the decision `key`, below `y` in `inner`."""
    key: tuple[object, ...]
    inner: pygame.Rect
    y: int
    rows: list[Row] | None = None  # worked out in the first frame that lays any out
    built: list[tuple[Button, Action | None]] = field(default_factory=list)
    idle: int = 0  # frames in a row that laid none out (the next one lays one out, whatever its time)


def _preview_step() -> int:
    return round(font(PREVIEW_SIZE).get_linesize() * 1.2)


def hand_box(inner: pygame.Rect) -> pygame.Rect:
    """Where the fanned hand of god cards lies: at the foot of the panel (a list option's preview, when one
    is hovered, is drawn over it)."""
    h = card_size()[1] + px(10)
    return pygame.Rect(inner.left, inner.bottom - h, inner.w, h)


def preview_box(inner: pygame.Rect) -> pygame.Rect:
    """Where the hovered option's preview goes: three lines at the foot of the panel, which the option
    buttons never reach (so the preview covers none of them, in any language or at any scale)."""
    height = PREVIEW_LINES * _preview_step()
    return pygame.Rect(inner.left, inner.bottom - height, inner.w, height)


class SidePanel:
    """Mixed into FeldTableScene, whose state it reads and whose `play`, `undo` and `show_results` it calls."""

    hint_why: list[str] = []  # why the hint suggests what it does (hint_reason.why), once it is there
    hints = True  # the Hint button is offered (the guided game, whose guide is the hint, has none)

    if TYPE_CHECKING:
        game: Game
        bots: dict[int, Any]
        buttons: list[tuple[Button, Action | None]]
        _buttons_key: tuple[object, ...] | None
        _preview: tuple[object, list[str]]
        hovered: Action | None
        kit: BoardPointer
        hint: Action | None
        hint_job: Job | None
        space: int | None
        cards_open: bool
        page: int
        side_inner: pygame.Rect
        room: int
        where: Where
        _legal: tuple[object, list[Action]]
        laying: Laying | None
        table_busy: bool
        panel_busy: bool
        frame_began: float

        @property
        def state(self) -> State: ...
        def names(self) -> list[str]: ...
        def human_to_act(self) -> int | None: ...
        def play(self, action: Action) -> None: ...
        def show_results(self) -> None: ...
        def legal(self) -> list[Action]: ...

    def ask_hint(self) -> None:
        """The Normal computer player's choice for the human deciding now, worked out off the render loop."""
        me = self.human_to_act()
        if me is None or self.hint_job is not None:
            return
        self.hint_job = Job(me, view(self.state, me), make_bot("normal", len(self.game.actions)),
                            len(self.game.actions))
        self.hint_job.start()
        self._buttons_key = None

    def take_hint(self) -> None:
        job = self.hint_job
        if job is None or not job.done.is_set():
            return
        self.hint_job = None
        if job.asked_at != len(self.game.actions) or job.action is None:
            return
        self.hint = job.action
        self.hint_why = why(self.state, job.action, job.seat)
        if isinstance(job.action, Place):
            self.space = job.action.space
        self.page = 0
        state = self.state
        if self.space is None and placing(state):  # a god card to play first: its list, opened
            self.cards_open = type(job.action).__name__ == "PlayCard"
            found = [a for a in self.legal() if type(a).__name__ == "PlayCard"] if self.cards_open else []
        else:
            found = options(state, self.space, self.legal())
        if job.action in found:  # the page that shows it
            self.page = found.index(job.action) // max(1, self.room)
        self._buttons_key = None

    def draw_side(self, surface: pygame.Surface, lay: TableLayout, me: int | None) -> None:
        state = self.state
        names = self.names()
        inner = self.side_inner  # the panel and its title are part of the table's cached image
        y = inner.top + px(34)
        self.where = Where()
        if state.over:
            self._set_buttons(("over",), [(_("Results"), None, self.show_results, "primary")], inner, y)
        elif me is None:
            who = names[state.actor]
            thinking = state.actor in self.bots
            text = _("{name} is thinking...", name=who) if thinking else _("Waiting for {name}", name=who)
            if state.actor in phone_seats(self):  # type: ignore[arg-type]
                text = _("{name} decides on their phone.", name=who)
            y += draw_wrapped_kept(surface, text, pygame.Rect(inner.left, y, inner.w, px(60)), 18,
                                   theme.TEXT_DIM) + px(6)
            self._set_buttons(("wait", state.actor), [], inner, y)
        else:
            y += draw_wrapped_kept(surface, headline(state), pygame.Rect(inner.left, y, inner.w, px(50)), 19,
                              theme.GOLD_LIGHT, bold=True) + px(4)
            if placing(state):
                extra = state.tasks[-1][0] == "extra"
                dice = [0] if extra else sorted(state.players[me].dice, reverse=True)
                label = draw_text(surface, _("Your dice:"), (inner.left, y + px(14)), 16, theme.TEXT,
                                  anchor="midleft")
                tooltips.add(label, ngettext("The die you still have to place this round",
                                             "The {n} dice you still have to place this round, highest first",
                                             len(dice), n=len(dice)))
                lifted = self.kit.held if self.kit.dragging else None  # the die dragged leaves its place
                for k, pips in enumerate(dice):
                    centre = (inner.left + px(110) + k * px(36), y + px(14))
                    if lifted == ("die", pips) and pips not in self.where.dice:
                        die = pygame.Rect(0, 0, px(31), px(31))
                        die.center = centre
                        pygame.draw.rect(surface, theme.PANEL_EDGE, die, max(1, px(2)), border_radius=px(6))
                    else:
                        die = draw_die(surface, centre, px(31), pips or 1, seat_colour(me))
                    self.where.dice.setdefault(pips, die)
                    tooltips.add(die, _("Your extra turn of god card 05, as a die of 1: drag it onto a glowing "
                                        "action space") if extra else
                                 _("Your die showing {n}: drag it onto a glowing action space, or click it and "
                                   "then the space", n=pips))
                y += px(34)
            if self.done_offered():
                self.where.done = pygame.Rect(inner.left, y, inner.w, px(32))
                y += px(40)
            hand = [c for c in state.players[me].hand if c > 0]
            if hand:
                self.where.hand = {}
                if self.table_busy and not hand_ready(hand):  # new card faces: the fan comes in the next frame
                    rects = hand_rects(hand_box(inner), len(hand))
                    frames.request()
                else:
                    rects = draw_hand(surface, hand_box(inner), hand)
                for card, rect in zip(hand, rects, strict=True):
                    self.where.hand.setdefault(card, rect)
            self.layout_options(inner, y)

    def draw_options(self, surface: pygame.Surface, me: int | None) -> None:
        """The option buttons (once laid out), why the hint, or the hovered option's preview."""
        state = self.state
        inner = self.side_inner
        draw_buttons(surface, [button for button, _action in self.buttons])
        reason = self.hint_why if self.hovered is None and self.hint is not None and me is not None else []
        if reason and self.hint is not None:  # why the hint, where the preview goes; all of it on "Play this"
            self._draw_lines(surface, inner, [_("Hint: {what}", what=option_label(self.hint, state))]
                                      + reason)
            for button, _action in self.buttons:
                if button.label == _("Play this"):
                    tooltips.add(button.rect, "\n".join(reason))
        if self.hovered is not None and me is not None:
            preview_key = (len(self.game.actions), id(self.state), self.hovered)
            if self._preview[0] != preview_key:
                self._preview = (preview_key, preview(state, self.hovered))
            box = preview_box(inner)  # kept free of buttons by `layout_options`
            pygame.draw.rect(surface, theme.PANEL, box.inflate(px(8), px(12)))  # over the hand, if any
            pygame.draw.line(surface, theme.PANEL_EDGE, (box.left, box.top - px(4)), (box.right, box.top - px(4)))
            y_line = box.top
            for line in self._preview[1]:
                if y_line + len(wrap(line, PREVIEW_SIZE, box.w)) * _preview_step() > box.bottom:
                    break  # (three lines are kept; a preview never says more, nor spills out of them)
                y_line += draw_wrapped_kept(surface, line, pygame.Rect(box.left, y_line, box.w, box.bottom - y_line),
                                            PREVIEW_SIZE, theme.SAND)

    def _draw_lines(self, surface: pygame.Surface, inner: pygame.Rect, lines: list[str]) -> int:
        """Lines in the preview box (as many as fit), over the hand as a preview is; returns the box's top."""
        box = preview_box(inner)
        pygame.draw.rect(surface, theme.PANEL, box.inflate(px(8), px(12)))
        pygame.draw.line(surface, theme.PANEL_EDGE, (box.left, box.top - px(4)), (box.right, box.top - px(4)))
        y_line = box.top
        for line in lines:
            if y_line + len(wrap(line, PREVIEW_SIZE, box.w)) * _preview_step() > box.bottom:
                break
            y_line += draw_wrapped_kept(surface, line, pygame.Rect(box.left, y_line, box.w, box.bottom - y_line),
                                        PREVIEW_SIZE, theme.SAND)
        return box.top

    def done_offered(self) -> bool:
        """Whether the decision now may end with Done: from the legal actions when they are listed already,
        else asked of the rules' check alone (in the frame that draws a new state, the listing waits)."""
        key = (len(self.game.actions), id(self.state))
        if self._legal[0] == key:
            return any(isinstance(a, Done) for a in self._legal[1])
        return check(self.state, Done(self.state.actor)) is None

    def layout_options(self, inner: pygame.Rect, y: int) -> None:
        """The option buttons of the decision now are to be laid out (by `settle_options`); only when
        something they show changed. Until they are, the panel has none."""
        key = (len(self.game.actions), id(self.state), self.space, self.page, inner.topleft, inner.size, y,
               language(), self.hint, self.hint_job is not None, self.cards_open)
        if key == self._buttons_key or (self.laying is not None and self.laying.key == key):
            return
        self.laying = Laying(key, inner.copy(), y)
        self.buttons, self.hovered = [], None

    def options_settled(self) -> bool:
        """The side panel's options are laid out for the state shown (what a click on one does is what
        it says); False from a change of the state until they are."""
        return self.laying is None and self._buttons_key is not None

    def settle_options(self) -> None:
        """The options being laid out, a few more: none in a frame that drew the table's changed parts,
        then as many as the frame's budget allows (one at least after a frame that laid none out)."""
        job = self.laying
        self.panel_busy = job is not None  # (the game log's new lines wait while the options are laid out)
        if job is None:
            return
        if self.table_busy:
            frames.request()
            return
        made = 0
        while job.rows is None or len(job.built) < len(job.rows):
            if (time.thread_time() - self.frame_began) * 1000 > OPTIONS_BUDGET_MS and (made or not job.idle):
                break
            if job.rows is None:
                job.rows = self.option_rows(job.inner, job.y)
                job.key = job.key[:3] + (self.page,) + job.key[4:]  # (the page, kept within the pages there are)
            else:
                k = len(job.built)
                job.built.append(self._button(job.rows[k], job.inner, job.y + k * (px(34) + px(4))))
            made += 1
        job.idle = 0 if made else job.idle + 1
        if job.rows is None or len(job.built) < len(job.rows):
            frames.request()
            return
        self.laying = None
        self._buttons_key = job.key
        self.buttons = job.built

    def option_rows(self, inner: pygame.Rect, y: int) -> list[Row]:
        """The rows of the decision now: its options (a page of them) and the panel's own buttons."""
        cards_open = self.cards_open
        state = self.state
        choosing_space = placing(state) and self.space is None
        plays = [a for a in self.legal() if type(a).__name__ == "PlayCard"] if choosing_space else []
        if not choosing_space:
            found = options(state, self.space, self.legal())
        else:  # the god cards that may be played now sit behind one button, the spaces on the board glow
            found = plays if cards_open else []
        bh = px(34)
        fixed = int(self.space is not None) + int(self.hint is None and self.hints) + int(bool(plays))
        me = self.human_to_act()
        bottom = min(preview_box(inner).top, hand_box(inner).top) \
            if me is not None and any(c > 0 for c in state.players[me].hand) else preview_box(inner).top
        rows_fit = max(2, (bottom - px(8) - y + px(4)) // (bh + px(4)))
        room = max(1, rows_fit - fixed)
        if len(found) > room:  # a page at a time: "More options" takes a row
            room = max(1, room - 1)
        self.room = room
        pages = max(1, -(-len(found) // room))
        self.page = min(self.page, pages - 1)
        shown = found[self.page * room:(self.page + 1) * room]
        rows: list[Row] = [
            (option_label(a, state), a, (lambda a=a: self.play(a)), "normal") for a in shown]
        extra: list[Row] = []
        if plays and not cards_open:
            extra.append((ngettext("God cards: {n} way to play one", "God cards: {n} ways to play one", len(plays),
                                   n=len(plays)), None, self.open_cards, "normal"))
        elif plays:
            extra.append((_("Back: place a die"), None, self.close_cards, "ghost"))
        if pages > 1:
            extra.append((_("More options ({k}/{n})", k=self.page + 1, n=pages), None, self.next_page, "ghost"))
        if self.space is not None:
            extra.append((_("Another space"), None, self.clear_space, "ghost"))
        if self.hint is None and not self.hints:
            pass
        elif self.hint is None:
            label = _("Thinking...") if self.hint_job is not None else _("Hint")
            extra.append((label, None, self.ask_hint, "ghost"))
        else:
            extra.insert(0, (_("Play this"), None, self.play_hint, "primary"))
        return rows + extra

    def play_hint(self) -> None:
        """"Play this": the hinted action, if it is still one the rules allow."""
        if self.hint is not None and self.hint in self.legal():
            self.play(self.hint)

    def next_page(self) -> None:
        self.page += 1
        self._buttons_key = None

    def clear_space(self) -> None:
        self.space, self.page, self._buttons_key = None, 0, None

    def open_cards(self) -> None:
        """While a die waits for its space: list the god cards' plays (the board's spaces stay clickable)."""
        self.cards_open, self.page, self._buttons_key = True, 0, None

    def close_cards(self) -> None:
        self.cards_open, self.page, self._buttons_key = False, 0, None

    def _set_buttons(self, key: tuple[object, ...], rows: list[Row], inner: pygame.Rect, y: int) -> None:
        """Buttons laid out at once (the results, or none while another seat decides)."""
        if key == self._buttons_key:
            return
        self._buttons_key = key
        self.laying = None
        self.hovered = None
        self.buttons = [self._button(row, inner, y + k * (px(34) + px(4))) for k, row in enumerate(rows)]

    def _button(self, row: Row, inner: pygame.Rect, y: int) -> tuple[Button, Action | None]:
        """One option's button, its face and label rendered (so the frame that first draws it draws kept
        images): a long option shrinks, then is cut short with "..."; its tooltip gives it whole (a god
        card's short label has the whole sentence of `describe` as its tooltip)."""
        label, action, callback, kind = row
        size, shown = fit_line(label, inner.w - px(18), (17, 16, 15, 14), bold=True)
        whole = describe(action, self.state) if action is not None else label
        button = Button((inner.left, y, inner.w, px(34)), shown, callback, kind=kind, font_size=size,
                        tooltip=whole if shown != whole else "")
        button.selected = action is not None and action == self.hint  # the hint, ringed
        prepare_button(button)
        return button, action
