"""NewGameScene: the new-game form of Kiesling & Kramer's Cuzco.

    NewGameScene(settings)

The shell's one new-game form (`NewGameForm`) with this game's own parts: 2 to 4 seats, each with a name,
a colour picked from the palette (a colour another seat holds is crossed out) and a human or a computer
level; the seed field (an empty seed is a fresh random game; digits make a numeric seed, anything else is
used as text: the same seed and names always give the same game); the players' phones. Start builds
`Setup(names, seed, first_player)` and replaces this scene with the game's table (leaving the game returns
to the menu beneath); Back or Escape returns to the menu. The form remembers its last set-up in the
settings (`Settings.new_game`, its own keys beside the other games' parts; `setup_memory`).
"""

from __future__ import annotations

import logging
import random
from typing import Any

from cuzco.games.cuzco.rules.components import MAX_PLAYERS, MIN_PLAYERS
from cuzco.games.cuzco.rules.record import Game
from cuzco.games.cuzco.rules.setup import Setup
from cuzco.games.cuzco.ui.computer_seats import HUMAN, SEAT_CHOICES, level_label, seat_bot
from cuzco.games.cuzco.ui.game_opening import open_game
from cuzco.shell.i18n import _
from cuzco.shell.scenes.common import DEFAULT_SEAT_COLOURS
from cuzco.shell.scenes.new_game_form import NewGameForm
from cuzco.shell.widgets import theme

log = logging.getLogger(__name__)

DEFAULT_NAMES = ("Amaru", "Killa", "Sayri", "Tupaq")


class NewGameScene(NewGameForm):
    MIN_PLAYERS, MAX_PLAYERS = MIN_PLAYERS, MAX_PLAYERS
    SEAT_KINDS = SEAT_CHOICES
    DEFAULT_NAMES = DEFAULT_NAMES
    DEFAULT_KINDS = (HUMAN,) * MAX_PLAYERS
    DEFAULT_PLAYERS = 2
    PHONES = True
    COLOURS = theme.PLAYER_COLOURS
    DEFAULT_COLOURS = DEFAULT_SEAT_COLOURS
    SEED_FIELD = True
    NOTE_LINES = 0

    @property
    def count_stepper(self) -> Any:
        """The players' stepper (its older name)."""
        return self.count

    @property
    def computer(self) -> list[bool]:
        """Seats played by the computer."""
        return [kind != HUMAN for kind in self.kinds]

    def title(self) -> str:
        return _("New game of Cuzco (Kiesling & Kramer)")

    def subtitle(self) -> str:
        return _("Each seat: a name, a colour, and a human or a computer player: Easy, Normal or Hard.")

    def kind_label(self, kind: str) -> str:
        return level_label(kind)

    # ---- the last set-up, kept with the settings ----------------------------
    def recall(self) -> None:
        from cuzco.games.cuzco.ui import setup_memory

        last = getattr(self.settings, "new_game", None)
        if not last or not setup_memory.valid(last):
            return
        self.restore({"players": last["count"], "seats": setup_memory.recalled_seats(last), "names": last["names"],
                      "first": last["first"], "phones": last.get("phones", False)})
        self.colours = list(last["colours"])

    def remember(self) -> None:
        if not hasattr(self.settings, "new_game"):
            return
        last = self.settings.new_game if isinstance(self.settings.new_game, dict) else {}
        others = {k: v for k, v in last.items() if isinstance(v, dict)}  # other games' set-ups, kept as they are
        self.settings.new_game = {
            **others,
            "count": self.players,
            "names": [n.strip() for n in self.names],
            "colours": list(self.colours),
            "seats": list(self.kinds),
            "computer": list(self.computer),
            "first": self.first,
            "phones": self.phones,
        }
        try:
            self.settings.save()
        except OSError as exc:  # not remembering the form is no reason to refuse the game
            log.warning("cannot save the new-game set-up: %s", exc)

    # ---- starting ------------------------------------------------------------
    def chosen_seed(self) -> int | str:
        """The seed typed (digits: a number; anything else: the text), or a fresh one."""
        self._collect()
        text = self.seed_text.strip()
        numeric = text.isascii() and text.isdigit()  # "²".isdigit() is true, yet int("²") fails
        return int(text) if numeric else text or random.SystemRandom().randrange(1, 10**9)

    def setup(self) -> Setup | str:
        """The Setup the form describes, or what is wrong with the form."""
        problem = self.problem()
        if problem:
            return problem
        return Setup(tuple(self.seat_names()), self.chosen_seed(), self.first_player())

    def start(self) -> None:
        setup = self.setup()
        if isinstance(setup, str):
            self.message = setup
            return
        self.remember()
        self.launch(setup)

    def launch(self, seed: Any) -> None:
        setup = seed if isinstance(seed, Setup) else Setup(tuple(self.seat_names()), seed, self.first_player())
        game = Game.new(setup)
        colours = [theme.PLAYER_COLOURS[c] for c in self.colours[: self.players]]
        log.info("new game: %s, seed %r", ", ".join(setup.names), setup.seed)
        try:
            scene = open_game(game, self.settings, colours, self.bots(setup.seed), phones=self.phones)
        except ImportError as exc:
            log.error("the game screen cannot be loaded: %s", exc)
            self.message = _("The game screen is missing from this build.")
            return
        assert self.stack is not None
        self.stack.replace(scene)  # type: ignore[arg-type]

    def bots(self, seed: int | str) -> dict[int, Any]:
        """Computer players for the seats marked so, at their level, each with its own seed."""
        return {i: seat_bot(level, seed, i) for i, level in self.computer_levels().items()}
