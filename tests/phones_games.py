"""Whole games with players' phones, for the tests, the security capture and the benchmark.

    wait_until(app, lambda: session.phone_seats == {0, 1})  # frames until the phones' joins are read
    play_incan_gold(app, scene, phones, rng)   # every phone seat chooses on its phone, others by click
    play_cuzco(app, scene, phones, bots)       # table turns by the seat's bot through scene.perform;
                                               # draws, proposals' cards and every festival bid of a
                                               # phone seat go through its phone

The table runs real frames (`App.step`); the phones are `tests.phones_client.Phone`s on loopback.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from cuzco.shell.scenes.handoff import HandoffScene
from tests.phones_client import Phone
from tests.waiting import leave_the_interpreter, step_until


def frames(app: Any, n: int = 1) -> None:
    for _ in range(n):
        app.step(1 / 60)


def wait_until(app: Any, done: Callable[[], bool], what: str = "the phones' thread") -> None:
    """Step frames until `done()`: the server and the computer seats work on their own threads, and a
    phone's join counts only once a frame has read it from the server's queue."""
    step_until(lambda: frames(app, 1), done, what, idle=leave_the_interpreter)


def settle(app: Any, phone: Phone, since: int, test: Callable[[dict[str, Any]], bool]) -> Any:
    return phone.wait(test, since=since, pump=lambda: frames(app, 1))


def play_incan_gold(app: Any, scene: Any, phones: dict[int, Phone], rng: random.Random) -> None:
    def turn() -> None:  # the reveals take frames; phones answer over real sockets
        top = app.stack.top
        if isinstance(top, HandoffScene):
            top.finish(None)
        elif scene.chooser is not None and not scene.steps:
            scene.choose(rng.random() < 0.6)
        for seat, phone in phones.items():
            views = phone.views()
            if views and len(views[-1]["buttons"]) == 2 and scene.state.pending[seat] is None and not scene.steps:
                phone.choose(views[-1]["buttons"][0 if rng.random() < 0.65 else 1]["action"])
        frames(app, 2)
        while scene.steps:
            scene.skip_step()

    step_until(turn, lambda: scene.state.over and not scene.steps, "the end of the game", idle=leave_the_interpreter)
    frames(app, 3)


def _phone_json(action: Any) -> dict[str, Any]:
    from cuzco.games.cuzco.rules.actions import DrawCard, FestivalPlay, FestivalStand, ProposeFestival

    if isinstance(action, FestivalPlay):
        return {"type": "bid", "cards": list(action.cards)}
    if isinstance(action, FestivalStand):
        return {"type": "stand"}
    if isinstance(action, ProposeFestival):
        return {"type": "festival", "cards": list(action.cards)}
    if isinstance(action, DrawCard):
        return {"type": "draw", "source": action.source}
    return {"type": "drop"}


def play_cuzco(app: Any, scene: Any, phones: dict[int, Phone], bots: dict[int, Any],
               on_phone_action: Callable[[int], None] | None = None) -> dict[str, int]:
    """Play to the end; returns how many actions went through the phones, by kind."""
    from cuzco.games.cuzco.rules.actions import (
        DrawCard,
        FestivalDrop,
        FestivalPlay,
        FestivalStand,
        ProposeFestival,
    )
    from cuzco.games.cuzco.ui.scenes.festival import FestivalScene

    counts: dict[str, int] = {}

    def turn() -> None:
        state = scene.state
        top = app.stack.top
        if isinstance(top, HandoffScene):
            top.finish(None)
            frames(app, 1)
            return
        if isinstance(top, FestivalScene) and top.phase == "outcome":
            top._finish()
            frames(app, 1)
            return
        actor = state.actor
        if actor not in bots or actor in scene.bots:
            frames(app, 1)
            return
        if state.phase == "festival" and not isinstance(top, FestivalScene):
            frames(app, 1)
            return
        action = bots[actor].choose(state)
        on_phone = actor in scene.phones.phone_seats if scene.phones else False
        phone_kinds = (DrawCard, ProposeFestival, FestivalPlay, FestivalStand, FestivalDrop)
        if on_phone and isinstance(action, phone_kinds):
            phone = phones[actor]
            if isinstance(action, ProposeFestival):
                scene.open_proposal(action.hex)  # the temple is picked on the table
            since = len(phone.messages)
            if on_phone_action is not None:
                on_phone_action(actor)
            frames(app, 1)
            phone.choose(_phone_json(action))
            answer = settle(app, phone, since, lambda m: m["type"] in ("accepted", "refused"))
            assert answer["type"] == "accepted", answer
            kind = type(action).__name__
            counts[kind] = counts.get(kind, 0) + 1
        elif isinstance(action, (FestivalPlay, FestivalStand, FestivalDrop)):
            assert isinstance(top, FestivalScene)
            top.viewer = actor
            top.choose(action)
        else:
            assert scene.perform(action), action
        frames(app, 1)

    step_until(turn, lambda: scene.state.is_over, "the end of the game", idle=leave_the_interpreter)
    frames(app, 3)
    return counts
