"""Computer seats of Feld's Cuzco thinking off the render loop.

    job = Job(seat, view, bot); job.start()   # the bot's `choose` runs in a worker thread
    job.done.is_set() -> job.action / job.error

The rules never change a state in place (`apply` returns a new one), and the bot receives its own
seat's view (a copy), so the drawing and the search never touch the same data. The action is applied
on the main thread, and only if the game is still at the state the bot was asked about."""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Any

from cuzco.games.feld_cuzco.rules import Action, PlayerView


@dataclass
class Job:
    seat: int
    view: PlayerView
    bot: Any
    asked_at: int  # the number of actions in the game when the bot was asked
    action: Action | None = None
    error: BaseException | None = None
    done: threading.Event = field(default_factory=threading.Event)

    def run(self) -> None:
        try:
            self.action = self.bot.choose(self.view)
        except BaseException as exc:  # reported on the main thread  # noqa: BLE001
            self.error = exc
        finally:
            self.done.set()

    def start(self) -> None:
        threading.Thread(target=self.run, name=f"feld-bot-{self.seat}", daemon=True).start()
