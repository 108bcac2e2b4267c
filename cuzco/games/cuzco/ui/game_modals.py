"""The screens a Cuzco game opens over itself: festival proposal and bidding, the hot-seat curtain,
the in-game menu, the results, and the replay of the others' turns. A part of `GameScene` (a mixin
over its state), kept apart for size."""

from __future__ import annotations

from typing import Any

from cuzco.games.cuzco.ui.input_tools import SelectTool
from cuzco.games.cuzco.ui.phones import ask_phone_for_proposal, phone_seats
from cuzco.games.cuzco.ui.scenes.festival import FestivalScene
from cuzco.games.cuzco.ui.scenes.festival_proposal import FestivalProposalScene
from cuzco.games.cuzco.ui.scenes.results import ResultsScene
from cuzco.games.cuzco.ui.scenes.turn_summary import replay_range, summary_lines
from cuzco.shell import registry
from cuzco.shell.i18n import _
from cuzco.shell.persistence import autosave_safely
from cuzco.shell.scene import Scene
from cuzco.shell.scenes import doors
from cuzco.shell.scenes.game_menu import GameMenu
from cuzco.shell.scenes.handoff import HandoffScene


class GameModals:
    """Needs the GameScene attributes it reads (state, game, settings, stack, colours, ...)."""

    game: Any
    view: Any
    settings: Any
    stack: Any
    modal: str | None
    colours: Any
    marks: Any
    bots: dict[int, Any]
    humans: list[int]
    hotseat: bool
    demo: bool
    saves: bool
    replay: Any
    computer: Any
    results_shown: bool
    _told: tuple[int, int] | None
    _turn_seen: tuple[int, int] | None

    # ---- modals owned by the other scenes ------------------------------------------------
    def _push(self, kind: str, scene: Scene) -> None:
        assert self.stack is not None
        self.modal = kind
        self.stack.push(scene)

    def open_proposal(self, temple_hex: Any) -> None:
        if self.state.current in phone_seats(self):  # type: ignore[arg-type]
            ask_phone_for_proposal(self, temple_hex)
            return
        scene = FestivalProposalScene(self.game, self.settings, temple_hex, colours=self.colours)
        self._push("proposal", scene)

    def _open_festival(self) -> None:
        private = self.hotseat and len(self.humans) > 1
        scene = FestivalScene(
            self.game, self.settings, colours=self.colours, bots=self.bots, hotseat=private,
            phone_seats=lambda: phone_seats(self),  # type: ignore[arg-type]
            on_change=None if not self.saves else (lambda: autosave_safely(self.game)),
        )
        self._push("festival", scene)

    def _open_handoff(self) -> None:
        s = self.state
        who = s.actor
        summary: list[str] = []
        replayable = False
        if s.phase == "festival":
            message = _("Festival: your go to bid")
        else:
            message = _("Your turn: turn {n} of the game", n=s.turn)
            summary = summary_lines(self.game, who)
            first, last = replay_range(self.game, who)
            replayable = bool(summary) and last > first
        scene = HandoffScene(
            s.players[who].name, self.colours[who], message, self.marks[who], summary=summary, can_replay=replayable,
            escape_menu=True,
        )
        self._push("handoff", scene)

    # ---- replaying the others' turns ------------------------------------------------------
    def _tell_what_happened(self, key: tuple[int, int]) -> None:
        """With one human and computers there is no hand-off: the turn starts with a notice of what
        the computers did meanwhile (V replays it)."""
        s = self.state
        if self.demo or len(self.humans) != 1 or s.current != self.humans[0] or key == self._told:
            return
        self._told = key
        lines = summary_lines(self.game, s.current)
        if lines:
            more = [_("... and more")] if len(lines) > 4 else []
            self.view.toasts.show_lines(
                [_("Since your last turn:"), *lines[:4], *more, _("Press V to replay their moves")], 9.0
            )

    def replay_others(self) -> None:
        """V: the others' moves since this player's last turn, on the board."""
        if self.human_turn():
            self.start_replay(self.state.current)

    def start_replay(self, player: int) -> None:
        """Show the moves since `player`'s last turn on the board, one by one; any key or click stops."""
        if self.replay.start(self.game, player):
            self.set_tool(SelectTool())
            self.view.toasts.show(_("Replaying the other players' turns: any key or click stops"))

    def stop_replay(self) -> None:
        self.replay.stop()
        self._turn_seen = None
        self._check_new_turn()

    def _open_results(self) -> None:
        self.results_shown = True
        if self.demo:
            return
        self._push("results", ResultsScene(self.game, self.settings, colours=self.colours))

    def open_menu(self) -> None:
        """The in-game menu: resume, save, load, rules, settings, or back to the title screen."""
        self._push("menu", GameMenu(self.game, self.settings))

    def _switch_to(self, game: Any) -> None:
        """A game loaded from the in-game menu takes this one's place (this one stays in its autosave)."""
        if self.stack is not None and self.stack.top is self:
            self.stack.replace(registry.open_game(game, self.settings))

    def show_results(self) -> None:
        """Back to the results from the finished board."""
        if self.state.is_over and self.modal is None:
            self._open_results()

    def leave_game(self) -> None:
        """Back to whatever opened the game (the menu); the autosave keeps the game for Continue."""
        if self.stack is not None and self.stack.top is self:
            self.computer.cancel()
            self.finish(None)

    def _new_game(self) -> None:
        if self.stack is not None:
            doors.new_game(self, registry.entry_for_game(self.game))

