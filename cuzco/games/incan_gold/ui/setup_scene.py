"""IncanGoldSetupScene: the new-game form of Incan Gold.

    IncanGoldSetupScene(settings)

The shell's one new-game form (`NewGameForm`) with Incan Gold's own parts: 3 to 8 seats, each a human
or a computer at Easy, Normal or Hard (the note under the switches says what each level does); the
Diamant variant (no artifacts), explained in its tooltip; the players' phones. The form remembers its
last set-up in the settings (`setup_memory`). Start puts IncanGoldScene in its place; Continue resumes
the autosave; Back (or Escape) returns to the menu.
"""

from __future__ import annotations

import logging
from typing import Any

from cuzco.games.incan_gold.bots import LEVELS, make_bot
from cuzco.games.incan_gold.rules import MAX_PLAYERS, MIN_PLAYERS, Game, Setup
from cuzco.shell.i18n import _, translate
from cuzco.shell.scenes.new_game_form import FormOption, NewGameForm
from cuzco.shell.widgets import Button
from cuzco.shell.widgets.theme import Colour

from . import autosave, setup_memory
from .setup_memory import HUMAN, NAME_MAX
from .table_draw import seat_colour

SEAT_KINDS = (HUMAN, *LEVELS)
HUMAN_NAMES = ("Amaru", "Killa", "Inti", "Sisa", "Yupanqui", "Nina", "Tupac", "Quilla")
DEFAULT_KINDS = [HUMAN, HUMAN, "normal", "hard", "easy", "normal", "hard", "easy"]

log = logging.getLogger("cuzco.games.incan_gold.ui.setup_scene")


def seat_kind_label(kind: str) -> str:
    return {HUMAN: _("Human"), "easy": _("Easy"), "normal": _("Normal"), "hard": _("Hard")}.get(kind, kind)


def level_lines() -> list[str]:
    """One line per level: what the computer does at that level."""
    return [_("Easy: goes home at fixed limits of hazards and gems, and now and then on a whim."),
            _("Normal: weighs the chance of a second hazard against what it would lose."),
            _("Hard: plays the rest of the round out many times before every choice.")]


def diamant_tooltip() -> str:
    return _("Diamant variant: the game without artifact cards, as in its first edition. "
             "Only gems count.")


class IncanGoldSetupScene(NewGameForm):
    MIN_PLAYERS, MAX_PLAYERS = MIN_PLAYERS, MAX_PLAYERS
    SEAT_KINDS = SEAT_KINDS
    DEFAULT_NAMES = HUMAN_NAMES
    DEFAULT_KINDS = tuple(DEFAULT_KINDS)
    DEFAULT_PLAYERS = 4
    NAME_MAX = NAME_MAX
    PHONES = True
    NOTE_LINES = 3

    def __init__(self, settings: Any, seed: int | None = None) -> None:
        self.diamant = False
        super().__init__(settings, seed)

    @property
    def variant(self) -> Any:
        """The Diamant variant's switch (None before the first layout)."""
        return self.option_toggles.get("diamant")

    def title(self) -> str:
        return _("New game of Incan Gold")

    def subtitle(self) -> str:
        return _("Each seat: a name, and a human or a computer player: Easy, Normal or Hard.")

    def kind_label(self, kind: str) -> str:
        return seat_kind_label(kind)

    def seat_colour(self, seat: int) -> Colour:
        return seat_colour(seat)

    def options(self) -> list[FormOption]:
        return [FormOption("diamant", _("Diamant variant (no artifacts)"), diamant_tooltip())]

    def notes(self) -> list[str]:
        return level_lines()

    def extra_buttons(self) -> dict[str, Button]:
        if not autosave.has_autosave():
            return {}
        return {"continue": Button((0, 0, 1, 1), _("Continue"), self.continue_game,
                                   tooltip=_("Go back to the Incan Gold game in progress"))}

    # ---- the last set-up, kept with the settings ---------------------------
    def recall(self) -> None:
        last = setup_memory.remembered(getattr(self.settings, "new_game", None))
        if last is not None:
            self.restore(last)

    def remember(self) -> None:
        if not hasattr(self.settings, "new_game"):
            return
        setup_memory.remember(self.settings, self.form_state())
        try:
            self.settings.save()
        except OSError as exc:  # not remembering the form is no reason to refuse the game
            log.warning("cannot save the new-game set-up: %s", exc)

    # ---- starting -------------------------------------------------------------
    def launch(self, seed: int | str) -> None:
        from .table_scene import IncanGoldScene

        assert isinstance(seed, int)
        bots = {i: make_bot(kind, seed, i) for i, kind in self.computer_levels().items()}
        meta = {"bots": {str(i): kind for i, kind in self.computer_levels().items()}}
        game = Game(Setup(tuple(self.seat_names()), seed=seed, first_player=self.first_player(),
                          artifacts=not self.diamant), meta=meta)
        assert self.stack is not None
        self.stack.replace(IncanGoldScene(game, self.settings, bots, phones=self.phones))

    def continue_game(self) -> None:
        from .table_scene import IncanGoldScene

        try:
            game, bots = autosave.resume()
        except ValueError as exc:
            self.message = _("The autosave cannot be loaded: {reason}", reason=translate(exc))
            return
        assert self.stack is not None
        self.stack.replace(IncanGoldScene(game, self.settings, bots))
