"""IncanGoldScene: one game of Incan Gold at the shared screen.

    IncanGoldScene(game, settings, bots={seat: Bot})

A turn: the computer seats choose first (each from its own view), then every
human still in the temple in turn order, behind the hand-off curtain when two
or more humans share the screen; the choice panel shows that player's own tent
and two buttons. When the last choice is in, everybody watches the reveal
(choices shown, leavers walking out, the card turned, gems flying to the players,
or a hazard scaring them away). At the end, the results (`IncanGoldResults`, in the
shell's results frame); from there View the table comes back here, with a Results
button to see them again.

Every choice is autosaved at once (`persistence.autosave_safely`), so a quit or a
crash resumes at the last choice; the autosave is removed when the game ends.
F1 or ? shows the keys and what the table's marks mean (`table_help`, in the shell's
help overlay). Escape or the Menu button opens the shell's in-game menu (`GameMenu`): resume,
save under a name, load another game (which takes this one's place), the rules,
settings, or the main menu.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pygame

from cuzco.games.incan_gold.bots import Bot
from cuzco.games.incan_gold.rules import Game, State
from cuzco.shell import registry, sound, tooltips
from cuzco.shell import theme as board_theme
from cuzco.shell.autosave_warning import draw_autosave_warning
from cuzco.shell.i18n import _, language, ngettext
from cuzco.shell.scene import Scene
from cuzco.shell.scenes.game_menu import GameMenu
from cuzco.shell.scenes.handoff import HandoffScene
from cuzco.shell.tooltips import Tips
from cuzco.shell.widgets import Button, draw_backdrop, draw_panel, draw_text, theme
from cuzco.shell.widgets.theme import px, scaled_by

from . import autosave
from .cards_draw import card_surface, draw_gem
from .flow import TurnFlow
from .phones import draw_phone_strip, phone_seats, start_phones, sync_phones
from .results_scene import IncanGoldResults
from .reveal import Step, reveal_steps
from .seats import seat_levels, shown_names
from .table_draw import (
    TableLayout,
    draw_header,
    draw_path,
    draw_players,
    menu_button_rect,
    seat_colour,
    seat_mark,
)

TABLE_SIZE = (1280, 800)  # the window the table's layout is drawn for at 100%
TABLE_GROWTH = 1.5  # how much larger it may grow in a larger window
BOT_PAUSE = 0.5  # seconds the table waits before the computers' choices, so a human can follow


class IncanGoldScene(Scene):
    def __init__(self, game: Game, settings: Any, bots: Mapping[int, Bot] | None = None,
                 autosave: bool = True, phones: bool = False) -> None:
        super().__init__()
        self.game = game
        self.autosave = autosave
        self.settings = settings
        self.flow = TurnFlow(game, bots or {})
        self.levels = seat_levels(game.meta, game.state.players)  # {seat: level}, shown beside the names
        self.layout: TableLayout | None = None
        self.chooser: int | None = None      # the human whose choice panel is open
        self.steps: list[Step] = []          # the reveal being shown
        self.step_age = 0.0
        self.wait = 0.0
        self.buttons: dict[str, Button] = {}
        self.results_button: Button | None = None
        self.results_shown = False
        self.menu_button: Button | None = None
        self.curtain_for: int | None = None
        self._table_tips = Tips()  # the hoverable parts of the table as last drawn
        self._table: pygame.Surface | None = None  # the table as last drawn, and what it showed
        self._table_key: tuple[object, ...] | None = None
        self.want_phones = phones  # the new-game form's "Players' phones" switch (phones.py)
        self.phones: Any = None  # the PhoneSession while phones play
        self.phones_button: Button | None = None

    @property
    def state(self) -> State:
        return self.game.state

    @property
    def speed(self) -> float:
        return float(getattr(self.settings, "animation_speed", 1.0) or 0.0)

    # ---- flow ---------------------------------------------------------------
    def enter(self) -> None:
        self.advance()
        autosave.tell_if_choices_asked_again(self)
        if self.want_phones and self.phones is None and not self.state.over:
            self.phones = start_phones(self)

    def exit(self) -> None:
        if self.phones is not None:  # the game's screen closes: its phones' server stops
            self.phones.stop()
            self.phones = None

    def advance(self) -> None:
        """Decide what the table waits for next: computers, a human (behind the curtain), or the end."""
        if self.steps or self.chooser is not None or self.curtain_for is not None:
            return
        if self.state.over:
            if not self.results_shown:
                self.show_results()
            return
        before_bots = self.state
        if any(p in self.flow.bots for p in self.state.waiting_for()):
            if self.wait < BOT_PAUSE * min(1.0, self.speed):
                return
            self.wait = 0.0
            self.flow.bots_choose()
            self.save()
            if self.state.reveals != before_bots.reveals:
                self.start_reveal(self.game.states[-2])
                return
        human = self.flow.next_human(skip=phone_seats(self))
        if human is None:
            return
        if self.flow.hotseat:
            self.curtain_for = human
            assert self.stack is not None
            self.stack.push(HandoffScene(self.state.names[human], seat_colour(human),
                                         _("Your secret choice: go on deeper, or return to camp."),
                                         mark=seat_mark(human)))
        else:
            self.open_choice(human)

    def on_result(self, source: Scene, result: Any) -> None:
        if isinstance(source, HandoffScene) and self.curtain_for is not None:
            human, self.curtain_for = self.curtain_for, None
            if human in self.state.waiting_for() and human not in phone_seats(self):
                self.open_choice(human)
            else:  # chosen on a phone meanwhile
                self.advance()
        elif isinstance(source, IncanGoldResults):
            if result == "menu":
                self.finish(None)
            elif result == "new":
                assert self.stack is not None
                self.stack.replace(registry.entry_for_game(self.game).new_game_scene(self.settings))
        elif isinstance(source, GameMenu):
            if result == "main":
                self.finish(None)
            elif isinstance(result, tuple) and result and result[0] == "load":
                # a game loaded from the menu takes this one's place (this one stays in its autosave)
                assert self.stack is not None
                self.stack.replace(registry.open_game(result[1], self.settings))
            elif result is not None and hasattr(result, "ui_scale"):
                self.settings = result

    def show_results(self) -> None:
        self.results_shown = True
        if self.phones is not None:  # the game is over: its phones' server stops
            self.phones.stop()
            self.phones = None
        assert self.stack is not None
        self.stack.push(IncanGoldResults(self.state, self.settings, self.levels))

    def open_menu(self) -> None:
        """The in-game menu: resume, save, load, rules, settings, or back to the title screen."""
        assert self.stack is not None
        sound.play("click")
        self.stack.push(GameMenu(self.game, self.settings))

    def open_choice(self, player: int) -> None:
        self.chooser = player
        self.buttons = {}

    def choose(self, go_on: bool) -> None:
        if self.chooser is None:
            return
        player, self.chooser = self.chooser, None
        sound.play("click")
        revealed = self.flow.choose(player, go_on)
        self.save()
        if revealed:
            self.start_reveal(self.game.states[-2])
        else:
            self.advance()

    def save(self) -> None:
        if not self.autosave:
            return
        if self.state.over:
            autosave.clear(self.game)
        else:
            autosave.write(self.game)

    def start_reveal(self, before: State) -> None:
        """`before`: the state with every choice made and nothing shown yet."""
        self.steps = reveal_steps(before, self.state)
        self.step_age = 0.0
        self._sound_for_step()

    def skip_step(self) -> None:
        if self.steps:
            self.steps.pop(0)
            self.step_age = 0.0
            self._sound_for_step()
            if not self.steps:
                self.advance()

    def _sound_for_step(self) -> None:
        if self.steps:
            effect = self.steps[0].effect
            sound.play({"scared": "error", "gems": "chime", "over": "fanfare", "leave": "place"}.get(effect, "click"))

    # ---- loop ---------------------------------------------------------------
    def open_help(self) -> None:
        from cuzco.shell.scenes.help_overlay import HelpOverlay

        from .table_help import table_help

        assert self.stack is not None
        self.stack.push(HelpOverlay(self.settings, sections=table_help()))

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and (event.key in (pygame.K_F1, pygame.K_QUESTION)
                                             or getattr(event, "unicode", "") == "?"):
            self.open_help()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.state.over and not self.steps:
                self.finish(None)
            else:
                self.open_menu()
            return
        if self.menu_button is not None and not self.state.over and self.menu_button.handle_event(event):
            return
        if self.phones is not None and self.phones_button is not None and self.phones_button.handle_event(event):
            return
        if self.steps:
            if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1) or (
                    event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN)):
                self.skip_step()
            return
        if self.state.over:
            if self.results_button is not None and self.results_button.handle_event(event):
                return
            return
        for button in self.buttons.values():
            if button.handle_event(event):
                return

    def update(self, dt: float) -> None:
        sync_phones(self)
        if self.steps:
            self.step_age += dt
            if self.speed > 0 and self.step_age >= self.steps[0].seconds / self.speed:
                self.skip_step()
            return
        self.wait += dt
        self.advance()

    def on_resize(self, size: tuple[int, int]) -> None:
        self.layout = None
        self.buttons = {}
        self.results_button = None
        self.menu_button = None

    # ---- drawing ------------------------------------------------------------
    def shown_state(self) -> State:
        return self.steps[0].state if self.steps else self.state

    def table_layout(self, surface: pygame.Surface, state: State) -> TableLayout:
        size = surface.get_size()
        lay = self.layout
        if lay is None or lay.size != size or lay.path_length != len(state.path) or lay.players != state.players:
            lay = self.layout = TableLayout.build(size, state)
        return lay

    def draw(self, surface: pygame.Surface) -> None:
        # The table grows with a window larger than its design size (1280x800), up to half as large again:
        # drawn as if on a window of at least that size at the player's own scale.
        w, h = surface.get_size()
        with scaled_by(max(1.0, min(TABLE_GROWTH, w / TABLE_SIZE[0], h / TABLE_SIZE[1]))):
            self.draw_scaled(surface)

    def draw_scaled(self, surface: pygame.Surface) -> None:
        state = self.shown_state()
        lay = self.table_layout(surface, state)
        step = self.steps[0] if self.steps else None
        progress = min(1.0, self.step_age / 0.5) if step else 1.0
        grow = progress if step and step.effect in ("card", "gems") else 1.0
        badges = self.badges(step)
        if grow < 1.0:  # a card is being turned: the path changes every frame
            self.draw_table(surface, state, lay, badges, grow)
            tooltips.extend(self._table_tips)
        else:
            # The table changes only with the shown state, the badges or the chooser: drawn once, then blitted.
            key = (id(state), surface.get_size(), tuple(sorted(badges.items())), self.chooser, px(100),
                   language())
            if self._table_key != key or self._table is None:
                self._table = pygame.Surface(surface.get_size())
                self.draw_table(self._table, state, lay, badges, 1.0)
                self._table_key = key
            surface.blit(self._table, (0, 0))
            tooltips.extend(self._table_tips)  # the table's icons and numbers, kept with its image
        if not self.state.over:
            rect = self.menu_rect(surface)
            if self.menu_button is None or self.menu_button.rect != rect:
                self.menu_button = Button(rect, _("Menu"), self.open_menu, kind="ghost",
                                          tooltip=_("Save, load, rules, settings (Esc)"))
            self.menu_button.draw(surface)
            draw_autosave_warning(surface, lay.path_area)
        draw_phone_strip(surface, self)
        if step is not None:
            self.draw_step(surface, step, lay, progress)
        elif self.state.over:
            if self.results_button is None or self.results_button.rect != self.menu_rect(surface):
                self.results_button = Button(self.menu_rect(surface), _("Results"), self.show_results,
                                             kind="primary", hotkey=pygame.K_RETURN)
            self.results_button.draw(surface)
        elif self.chooser is not None:
            self.draw_choice(surface, self.chooser)
        if self.menu_button is not None and not self.state.over:
            self.menu_button.draw_tooltip(surface)

    def menu_rect(self, surface: pygame.Surface) -> pygame.Rect:
        return menu_button_rect(surface.get_width())

    def draw_table(self, surface: pygame.Surface, state: State, lay: TableLayout, badges: dict[int, str],
                   grow: float) -> None:
        self._table_tips = tips = Tips()
        draw_backdrop(surface)
        draw_header(surface, state, tips)
        draw_path(surface, state, lay, grow, tips)
        draw_players(surface, state, lay, badges, open_tent=self.chooser,
                     names=shown_names(state.names, self.levels), tips=tips)

    def badges(self, step: Step | None) -> dict[int, str]:
        state = self.state
        if step is not None and step.effect == "choices":
            before = step.state
            return {p: ("torch" if p in step.players else "camp") for p in range(before.players) if before.in_temple[p]}
        if step is not None and step.effect == "scared":
            return dict.fromkeys(step.players, "scared")
        if step is not None or state.over:
            return {}
        return {p: ("chosen" if state.pending[p] is not None else "thinking")
                for p in range(state.players) if state.in_temple[p]}

    def draw_step(self, surface: pygame.Surface, step: Step, lay: TableLayout, progress: float) -> None:
        w = surface.get_width()
        if step.effect == "scared":
            veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            veil.fill((160, 20, 10, round(90 * (1 - abs(progress - 0.5)))))
            surface.blit(veil, (0, 0))
            if step.card is not None:
                img = card_surface(step.card, 0, px(120))
                rect = img.get_rect(center=(w // 2, lay.path_area.centery + px(60)))
                shake = round((1 - progress) * px(12)) * (1 if self.step_age * 20 % 2 < 1 else -1)
                surface.blit(img, rect.move(shake, 0))
        box = pygame.Rect(0, 0, min(w - px(80), px(900)), px(64))
        box.midbottom = (w // 2, lay.panels[0].top - px(14))
        draw_panel(surface, box, fill=theme.PANEL, edge=theme.GOLD)
        tooltips.cover(box)
        draw_text(surface, step.caption, box.center, 24, theme.TEXT, bold=True, anchor="center")
        draw_text(surface, _("click to go faster"), (box.right - px(10), box.bottom + px(2)), 14, theme.TEXT_DIM,
                  anchor="topright")
        if step.effect == "leave" and lay.cards:
            # The leaver walks from the path back to camp (their panel), carrying their mark.
            start = lay.cards[-1].center
            for p in step.players:
                end = lay.panels[p].center
                pos = (round(start[0] + (end[0] - start[0]) * progress),
                       round(start[1] + (end[1] - start[1]) * progress))
                board_theme.draw_mark(surface, seat_mark(p), pos, px(16), seat_colour(p),
                                      outline=theme.darken(seat_colour(p), 0.5))
        if step.effect == "gems" and lay.cards and step.amount:
            start = lay.cards[min(len(lay.cards), len(step.state.path)) - 1].center
            for p in step.players:
                end = lay.panels[p].midtop
                pos = (round(start[0] + (end[0] - start[0]) * progress),
                       round(start[1] + (end[1] - start[1]) * progress))
                draw_gem(surface, pos, px(10))

    def draw_choice(self, surface: pygame.Surface, player: int) -> None:
        w, h = surface.get_size()
        box = pygame.Rect(0, 0, px(560), px(250))
        box.midbottom = (w // 2, (self.layout.panels[0].top if self.layout else h) - px(12))
        title = _("{name}, your choice", name=self.state.names[player])
        inner = draw_panel(surface, box, title, edge=seat_colour(player))
        tooltips.cover(box)
        state = self.state
        lines = _("{carried}; {tent}.",
                  carried=ngettext("You carry {n} gem", "You carry {n} gems", state.carried[player]),
                  tent=ngettext("your tent holds {n} gem", "your tent holds {n} gems", state.tents[player]))
        draw_text(surface, lines, (inner.centerx, inner.top), 22, theme.TEXT, anchor="midtop")
        on_path = _("On the path: {gems}, {artifacts}.",
                    gems=ngettext("{n} gem", "{n} gems", state.path_gems()),
                    artifacts=ngettext("{n} artifact", "{n} artifacts", state.path_artifacts()))
        draw_text(surface, on_path,
                  (inner.centerx, inner.top + px(30)), 20, theme.TEXT_DIM, anchor="midtop")
        if not self.buttons:
            bw, bh = px(230), px(60)
            go = Button((inner.centerx - bw - px(10), inner.bottom - bh, bw, bh), _("Go on deeper"),
                        lambda: self.choose(True), kind="primary", hotkey=pygame.K_g)
            back = Button((inner.centerx + px(10), inner.bottom - bh, bw, bh), _("Return to camp"),
                          lambda: self.choose(False), kind="normal", hotkey=pygame.K_c)
            self.buttons = {"go": go, "camp": back}
        for button in self.buttons.values():
            button.draw(surface)

    def back(self) -> None:
        self.finish(None)
