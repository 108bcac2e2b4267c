"""FeldSetupScene: the new-game form of Feld's Cuzco.

    FeldSetupScene(settings, seed=None)

The shell's one new-game form (`NewGameForm`) with Feld's Cuzco's own parts: 2 to 4 seats (red, yellow,
green, blue), each a human or a computer (easy, normal or hard), with a name (an emptied one plays under
the seat's default); the first player (drawn by the order tokens, or chosen: that seat takes token 1);
two switches: the pututu module, and god card 13 reaching any village of the map (each says more in its
tooltip); a note that some components are reconstructed, and which; the players' phones switch
(`PHONES = True`: each human seat may keep its secrets on its own phone). Start puts the table in its
place; Continue resumes the autosave; Guided first game opens the tutorial; Back (or Escape) returns to the menu.
The form opens as it was last started: Start keeps its set-up in the settings (`setup_memory`); the guided
first round does not.
"""

from __future__ import annotations

import logging
from typing import Any

from cuzco.games.feld_cuzco.rules import MAX_PLAYERS, MIN_PLAYERS, Game, Setup
from cuzco.shell.i18n import _, pgettext, translate
from cuzco.shell.scenes.new_game_form import FormOption, NewGameForm
from cuzco.shell.widgets import Button
from cuzco.shell.widgets.theme import Colour

from . import autosave, setup_memory
from .palette import seat_colour
from .seats import bots_for
from .setup_memory import HUMAN, NAME_MAX, SEAT_KINDS

log = logging.getLogger("cuzco.games.feld_cuzco.ui.setup_scene")
DEFAULT_NAMES = ("Amaru", "Killa", "Inti", "Sisa")


def seat_kind_label(kind: str) -> str:
    return {HUMAN: _("Human"), "easy": pgettext("computer level", "Easy"),
            "normal": pgettext("computer level", "Normal"), "hard": pgettext("computer level", "Hard")}.get(kind, kind)


def reconstructed_note() -> str:
    return _("Some components of this game were lost from the rulebook we play from and are reconstructed: "
             "the road network and its pips, the tile values, the goods, the circlet points, the masks' "
             "colours, the action board, the starting VP, the knowledge track's VP, the start mission and "
             "which god owns which cards. The rules page lists them.")


class FeldSetupScene(NewGameForm):
    MIN_PLAYERS, MAX_PLAYERS = MIN_PLAYERS, MAX_PLAYERS
    SEAT_KINDS = SEAT_KINDS
    DEFAULT_NAMES = DEFAULT_NAMES
    DEFAULT_KINDS = (HUMAN, "normal", "normal", "easy")
    DEFAULT_PLAYERS = 3
    NAME_MAX = NAME_MAX
    PHONES = True  # the table serves the players' phones: the form shows their switch
    EMPTY_NAME_IS_DEFAULT = True
    NOTE_LINES = 4

    def __init__(self, settings: Any, seed: int | None = None) -> None:
        self.pututu = False
        self.card13_any_village = False
        super().__init__(settings, seed)

    @property
    def module(self) -> Any:
        """The pututu module's switch (None before the first layout)."""
        return self.option_toggles.get("pututu")

    @property
    def card13(self) -> Any:
        """God card 13's switch (None before the first layout)."""
        return self.option_toggles.get("card13_any_village")

    def title(self) -> str:
        return _("New game of Cuzco (Feld)")

    def subtitle(self) -> str:
        return _("Stefan Feld, 2023: dice on actions, quipus on the roads, 6 rounds.")

    def kind_label(self, kind: str) -> str:
        return seat_kind_label(kind)

    def seat_colour(self, seat: int) -> Colour:
        return seat_colour(seat)

    def options(self) -> list[FormOption]:
        return [FormOption("pututu", _("Pututu module (tiles that change a die)"),
                           _("Optional module: rolling a double or a triple gives pututu tiles, "
                             "returned later to change a die by 1 or 2")),
                FormOption("card13_any_village", _("God card 13 reaches any village"),
                           _("Off: god card 13 moves your chasqui to a neighbouring village, "
                             "whatever the road. On: to any village of the map (the card's "
                             "text allows both readings)"))]

    def notes(self) -> list[str]:
        return [reconstructed_note()]

    def extra_buttons(self) -> dict[str, Button]:
        buttons = {"guided": Button((0, 0, 1, 1), _("Guided first game"), self.guided, kind="ghost",
                                    tooltip=_("A first game of two rounds against two easy computers, "
                                              "with a guide teaching every part"))}
        if autosave.has_autosave():
            buttons["continue"] = Button((0, 0, 1, 1), _("Continue"), self.continue_game,
                                         tooltip=_("Go back to the game of Feld's Cuzco in progress"))
        return buttons

    # ---- the last set-up, kept with the settings ---------------------------
    def recall(self) -> None:
        last = setup_memory.remembered(getattr(self.settings, "new_game", None))
        if last is None:
            return
        self.restore({**last, "card13_any_village": last.get("card13", False)})

    def remember(self) -> None:
        if not hasattr(self.settings, "new_game"):
            return
        state = self.form_state()
        state["card13"] = state.pop("card13_any_village")
        setup_memory.remember(self.settings, state)
        try:
            self.settings.save()
        except OSError as exc:  # not remembering the form is no reason to refuse the game
            log.warning("cannot save the new-game set-up: %s", exc)

    # ---- starting ---------------------------------------------------------------
    def launch(self, seed: int | str) -> None:
        from .table_scene import FeldTableScene

        levels = self.computer_levels()
        meta = {"bots": {str(i): level for i, level in levels.items()}}
        setup = Setup(tuple(self.seat_names()), seed=seed, pututu=self.pututu,
                      card13_any_village=self.card13_any_village, first_player=self.first_player())
        game = Game(setup, meta=meta)
        assert self.stack is not None
        self.stack.replace(FeldTableScene(game, self.settings, bots_for(levels, seed if isinstance(seed, int) else 0),
                                          phones=self.phones))

    def continue_game(self) -> None:
        from .table_scene import FeldTableScene

        try:
            game, bots = autosave.resume()
        except ValueError as exc:
            self.message = _("The autosave cannot be loaded: {reason}", reason=translate(exc))
            return
        assert self.stack is not None
        self.stack.replace(FeldTableScene(game, self.settings, bots))

    def guided(self) -> None:
        from .tutorial import FeldTutorialScene

        assert self.stack is not None
        self.stack.replace(FeldTutorialScene(self.settings))
