"""IncanGoldScene: one game of Incan Gold at the shared screen.

    IncanGoldScene(game, settings, bots={seat: Bot})

A turn: the computer seats choose first (each from its own view), then every
human still in the temple in turn order, each on their own choice card ("Amaru
chooses: others look away", `ChoiceCard`): one click (or G / R) per person. The
chest shows only while "Show my tent" is held. Before the reveal, a human who has
chosen may take the choice back: "Change my choice" opens the hand-off curtain,
then that player's card again. When the last choice is in, everybody watches the
reveal (choices turned over together, leavers walking to their tents, the card
turned, gems flying to the explorers, or a second hazard scaring them away), at a
followable pace: a click shows the next step, Space skips to the end. At the end,
the results (`IncanGoldResults`); View the table comes back here, with a Results
button to see them again.

The table is drawn by `table_frame.draw_table` into a cached surface, redrawn only
when what it shows changes; its tooltips come back with it (a `Tips`) and are handed
to the shell's registry (`cuzco.shell.tooltips`) every frame. Seats whose phone has
joined (`phones.py`) choose on their phones; the others by their card; the table
reveals when all have chosen. A game resumed from a save taken mid-turn says that
the turn's choices are asked again (`autosave.tell_if_choices_asked_again`).
Every choice is autosaved at once (`persistence.autosave_safely`). F1 or ? shows
the keys and marks (`table_help`); Escape or Menu opens the shell's in-game menu.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

import pygame

from cuzco.games.incan_gold.bots import Bot
from cuzco.games.incan_gold.rules import Game, State
from cuzco.shell import registry, sound, tooltips
from cuzco.shell.autosave_warning import draw_autosave_warning
from cuzco.shell.i18n import _, language
from cuzco.shell.scene import Scene
from cuzco.shell.scenes.game_menu import GameMenu
from cuzco.shell.scenes.handoff import HandoffScene
from cuzco.shell.tooltips import Tips
from cuzco.shell.widgets import Button
from cuzco.shell.widgets.theme import px, scaled_by

from . import autosave
from .choice_card import CARD_H, CARD_W, ChoiceCard
from .flow import TurnFlow
from .path_draw import draw_turning_card
from .phones import (
    draw_phone_strip,
    offer_phones_again,
    phone_seats,
    phones_offer_answered,
    start_phones,
    sync_phones,
)
from .results_scene import IncanGoldResults
from .reveal import Step, reveal_steps
from .reveal_draw import caption_rect, draw_step, walking
from .seats import seat_levels, shown_names
from .table_draw import TableLayout, menu_button_rect, seat_colour, seat_mark
from .table_frame import draw_table

TABLE_SIZE = (1280, 800)  # the window the table's layout is drawn for at 100%
TABLE_GROWTH = 1.5  # how much larger it may grow in a larger window
BOT_PAUSE = 0.5  # seconds the table waits before the computers' choices, so a human can follow
STEP_SOUNDS = {"gems": "treasure", "warning": "hazard", "scared": "danger", "leave": "camp", "over": "fanfare",
               "choices": "click", "round": "place", "card": "place"}


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
        self.chooser: int | None = None      # the human whose choice card is open
        self.card: ChoiceCard | None = None
        self.steps: list[Step] = []          # the reveal being shown
        self.step_age = 0.0
        self.wait = 0.0
        self.results_button: Button | None = None
        self.results_shown = False
        self.menu_button: Button | None = None
        self.curtain_for: int | None = None  # the human behind the hand-off, about to change their choice
        self.tips = Tips()                   # this frame's tooltips of the table and its card, topmost last
        self._table: pygame.Surface | None = None  # the table as last drawn, what it showed, its tips
        self._table_key: tuple[object, ...] | None = None
        self._table_tips = Tips()
        self.want_phones = phones  # the new-game form's "Players' phones" switch (phones.py)
        self.phones: Any = None  # the PhoneSession while phones play
        self.phones_button: Button | None = None
        self.phones_offer: Scene | None = None  # "Start the phones again?" over a loaded game

    @property
    def state(self) -> State:
        return self.game.state

    @property
    def speed(self) -> float:
        return float(getattr(self.settings, "animation_speed", 1.0) or 0.0)

    @property
    def buttons(self) -> dict[str, Button]:
        """The open choice card's buttons ("go", "camp", "change:<seat>"), none without a card."""
        return self.card.buttons if self.card is not None else {}

    def names(self) -> list[str]:
        return shown_names(self.state.names, self.levels)

    # ---- flow ---------------------------------------------------------------
    def enter(self) -> None:
        self.advance()
        autosave.tell_if_choices_asked_again(self)
        if self.want_phones and self.phones is None and not self.state.over:
            self.phones = start_phones(self)
        else:
            offer_phones_again(self)

    def exit(self) -> None:
        if self.phones is not None:  # the game's screen closes: its phones' server stops
            self.phones.stop()
            self.phones = None

    def advance(self) -> None:
        """Decide what the table waits for next: computers, a human's card, or the end."""
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
        if human is not None:
            self.open_choice(human)

    def on_result(self, source: Scene, result: Any) -> None:
        if phones_offer_answered(self, source, result):
            return
        if isinstance(source, HandoffScene) and self.curtain_for is not None:
            human, self.curtain_for = self.curtain_for, None
            if human in phone_seats(self) or not (self.state.in_temple[human] and not self.state.over):
                self.advance()  # their phone joined meanwhile: they change it there
                return
            if self.flow.withdraw(human):
                self.save()
            self.open_choice(human)
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
        self.card = None  # built at the next draw, where the layout is known

    def changeable(self) -> list[int]:
        """Humans who have chosen this turn and may still take it back (the reveal has not happened)."""
        state = self.state
        phones = phone_seats(self)  # a phone's choice is changed on that phone
        return [p for p in self.flow.humans if state.in_temple[p] and state.pending[p] is not None
                and not state.over and p not in phones]

    def change_choice(self, player: int) -> None:
        """Behind a hand-off, re-open `player`'s own card (their earlier choice is taken back first)."""
        if player not in self.changeable():
            return
        self.chooser, self.card, self.curtain_for = None, None, player
        sound.play("click")
        assert self.stack is not None
        self.stack.push(HandoffScene(self.state.names[player], seat_colour(player),
                                     _("Change your choice: the others look away."), mark=seat_mark(player)))

    def choose(self, go_on: bool) -> None:
        if self.chooser is None:
            return
        player, self.chooser, self.card = self.chooser, None, None
        tooltips.hush()  # the next card's button on that spot would tell by its tooltip which one was clicked
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

    def skip_reveal(self) -> None:
        """Space: the end of the reveal at once."""
        if self.steps:
            self.steps = []
            self.step_age = 0.0
            self.advance()

    def _sound_for_step(self) -> None:
        if self.steps:
            sound.play(STEP_SOUNDS.get(self.steps[0].effect, "click"))

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
            if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
                self.skip_reveal()
            elif (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1) or (
                    event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)):
                self.skip_step()
            return
        if self.state.over:
            if self.results_button is not None and self.results_button.handle_event(event):
                return
            return
        if self.card is not None:
            self.card.handle_event(event)

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
        self.card = None
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
        progress = min(1.0, self.step_age / max(0.2, (step.seconds if step else 1.0) * 0.6 / max(0.1, self.speed)))
        grow = min(1.0, self.step_age / 0.6 * max(0.1, self.speed)) if step and step.effect in ("card", "gems",
                                                                                               "warning") else 1.0
        badges = self.badges(step)
        away = walking(step)
        # The table changes only with the shown state, the badges or the chooser: drawn once, then blitted.
        # While a card turns, the table is drawn once without it and only the turning card each frame.
        turning = grow < 1.0 and bool(state.path)
        key = (id(state), turning, surface.get_size(), tuple(sorted(badges.items())), away, px(100), language(),
               self._open_tent())
        if self._table_key != key or self._table is None:
            self._table = pygame.Surface(surface.get_size())
            under = replace(state, path=state.path[:-1]) if turning else state
            self._table_tips = self.draw_table(self._table, under, lay, badges, 1.0, away)
            self._table_key = key
        surface.blit(self._table, (0, 0))
        if turning:
            draw_turning_card(surface, state, lay, grow)
        tips = Tips()  # this frame's: the table's, then what lies over it
        tips.extend(self._table_tips)
        if not self.state.over:
            rect = self.menu_rect(surface)
            if self.menu_button is None or self.menu_button.rect != rect:
                self.menu_button = Button(rect, _("Menu"), self.open_menu, kind="ghost",
                                          tooltip=_("Save, load, rules, settings (Esc)"))
            self.menu_button.draw(surface)
            draw_autosave_warning(surface, lay.path_area)
        draw_phone_strip(surface, self)
        if step is not None:
            draw_step(surface, step, lay, progress, self.step_age)
            tips.cover(caption_rect(lay))  # the caption hides what lies under it
        elif self.state.over:
            if self.results_button is None or self.results_button.rect != self.menu_rect(surface):
                self.results_button = Button(self.menu_rect(surface), _("Results"), self.show_results,
                                             kind="primary", hotkey=pygame.K_RETURN)
            self.results_button.draw(surface)
        elif self.chooser is not None:
            card_tips = self.draw_choice(surface, self.chooser, lay)
            assert self.card is not None
            tips.cover(self.card.rect)  # the card hides the camp panels under it
            tips.extend(card_tips)
        self.draw_extra(surface, lay, tips)
        self.tips = tips
        tooltips.extend(tips)  # the shell shows the one under the pointer (none while `tooltips.hush()` holds)
        if self.menu_button is not None and not self.state.over and self.menu_button.hovered:
            self.menu_button.draw_tooltip(surface)

    def draw_extra(self, surface: pygame.Surface, lay: TableLayout, tips: Tips) -> None:
        """Hook for a scene built on this one (the guided round draws its guide here)."""

    def menu_rect(self, surface: pygame.Surface) -> pygame.Rect:
        return menu_button_rect(surface.get_width())

    def _open_tent(self) -> int | None:
        return self.chooser if self.card is not None and self.card.tent_held else None

    def draw_table(self, surface: pygame.Surface, state: State, lay: TableLayout, badges: dict[int, str],
                   grow: float, away: tuple[int, ...] = ()) -> Tips:
        return draw_table(surface, state, lay, names=shown_names(state.names, self.levels), badges=badges,
                          open_tent=self._open_tent(), grow=grow, away=away)

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

    def card_rect(self, lay: TableLayout) -> pygame.Rect:
        """The choice card covers whole camp panels in the middle (never a sliver of one), as wide as it
        needs to be."""
        panels = lay.panels
        lo = hi = (len(panels) - 1) // 2
        span = panels[lo].union(panels[hi])
        while span.w < min(px(CARD_W), lay.camp.w) and (lo > 0 or hi < len(panels) - 1):
            if hi < len(panels) - 1:
                hi += 1
            if span.union(panels[hi]).w < px(CARD_W) and lo > 0:
                lo -= 1
            span = panels[lo].union(panels[hi])
        return pygame.Rect(span.left - px(2), lay.camp.bottom - px(CARD_H) - px(4), span.w + px(4), px(CARD_H) + px(4))

    def draw_choice(self, surface: pygame.Surface, player: int, lay: TableLayout) -> Tips:
        rect = self.card_rect(lay)
        if self.card is None or self.card.rect != rect or self.card.state is not self.state:
            names = self.names()
            held = self.card.tent_held if self.card is not None and self.card.player == player else False
            self.card = ChoiceCard(player, self.card_title(player), self.state, rect, self.choose, self.change_choice,
                                   [(p, names[p]) for p in self.changeable() if p != player],
                                   odds=bool(getattr(self.settings, "odds", False)))
            self.card.tent_held = held
        return self.card.draw(surface)

    def card_title(self, player: int) -> str:
        return _("{name} chooses: others look away", name=self.names()[player])

    def back(self) -> None:
        self.finish(None)
