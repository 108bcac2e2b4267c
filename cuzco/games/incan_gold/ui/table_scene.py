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

The table draws itself through `TableView` (table_view.py): a cached surface redrawn
only when what it shows changes, its tooltips handed to the shell's registry. Seats whose phone has
joined (`phones.py`) choose on their phones; the others by their card; the table
reveals when all have chosen. A game resumed from a save taken mid-turn says that
the turn's choices are asked again (`autosave.tell_if_choices_asked_again`).
Every choice is autosaved at once (`persistence.autosave_safely`). F1 or ? shows
the keys and marks (`table_help`); Escape or Menu opens the shell's in-game menu.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pygame

from cuzco.games.incan_gold.bots import Bot
from cuzco.games.incan_gold.rules import Game, State
from cuzco.shell import registry, sound, tooltips
from cuzco.shell.i18n import _
from cuzco.shell.scene import Scene
from cuzco.shell.scenes import doors
from cuzco.shell.scenes.game_menu import GameMenu
from cuzco.shell.scenes.handoff import HandoffScene
from cuzco.shell.tooltips import Tips
from cuzco.shell.widgets import Button

from . import autosave
from .choice_card import ChoiceCard
from .flow import TurnFlow
from .phones import (
    offer_phones_again,
    phone_seats,
    phones_offer_answered,
    start_phones,
    sync_phones,
)
from .results_scene import IncanGoldResults
from .reveal import Step, reveal_steps
from .seats import seat_levels, shown_names
from .table_draw import TableLayout, seat_colour, seat_mark
from .table_view import TableView

BOT_PAUSE = 0.5  # seconds the table waits before the computers' choices, so a human can follow
STEP_SOUNDS = {"gems": "treasure", "warning": "hazard", "scared": "danger", "leave": "camp", "over": "fanfare",
               "choices": "click", "round": "place", "card": "place"}


class IncanGoldScene(TableView, Scene):
    def __init__(self, game: Game, settings: Any, bots: Mapping[int, Bot] | None = None,
                 autosave: bool = True, phones: bool = False) -> None:
        super().__init__()
        self.game = game
        self.autosave = autosave
        self.finished_kept = game.state.over  # a game opened finished is a save already
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
                doors.new_game(self, registry.entry_for_game(self.game))
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
        self.stack.push(IncanGoldResults(self.state, self.settings, self.levels, self.game))

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
        if not self.state.over:
            autosave.write(self.game)
        elif not self.finished_kept:  # it just ended: kept in Load game, marked finished
            self.finished_kept = True
            autosave.keep_finished(self.game)

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

    def wants_frames(self) -> bool:
        """Every frame while a reveal plays or a computer seat is to choose; otherwise the table waits
        for a human, asleep."""
        if self.steps:
            return True
        if self.chooser is not None or self.curtain_for is not None or self.state.over:
            return False  # the computers choose after the human (`advance`)
        return any(p in self.flow.bots for p in self.state.waiting_for())

    def update(self, dt: float) -> None:
        sync_phones(self)
        if self.steps:
            self.step_age += dt
            pace = self.reveal_pace()
            if pace > 0 and self.step_age >= self.steps[0].seconds / pace:
                self.skip_step()
            return
        self.wait += dt
        self.advance()

    def reveal_pace(self) -> float:
        """How fast the reveal's steps follow each other by themselves (0: each waits for a click).

        With animations off, a player choosing at this screen moves the reveal on by clicks, at their
        own pace; with nobody choosing here (every seat a computer or on a phone) nobody is asked to
        click, so the steps follow at the normal pace, drawn without motion."""
        if self.speed > 0:
            return self.speed
        at_screen = [p for p in self.flow.humans if p not in phone_seats(self)]
        return 0.0 if at_screen else 1.0

    def on_resize(self, size: tuple[int, int]) -> None:
        self.layout = None
        self.card = None
        self.results_button = None
        self.menu_button = None

    def back(self) -> None:
        self.finish(None)
