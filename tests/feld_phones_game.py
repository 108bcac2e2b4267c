"""A whole game of Feld's Cuzco with players' phones, for the tests, the capture and the benchmark.

    app, scene = feld_table(players=3, seed=4)       # every seat human, the phones switched on
    phones = join_all(app, scene)                   # one simulated phone per seat, joined
    play_feld(app, scene, phones, bots)             # every decision sent from its seat's phone

The table runs real frames (`App.step`); each decision is the seat's bot's choice from the seat's own
view, sent as the phone's page sends it (the option's action), answered before the next.
"""

from __future__ import annotations

from typing import Any

from cuzco.games.feld_cuzco.rules import Game, Setup, action_to_json, view
from cuzco.games.feld_cuzco.ui.table_scene import FeldTableScene
from cuzco.shell.main import App
from cuzco.shell.phones.panel import PhonesPanel
from cuzco.shell.settings import Settings
from tests.phones_client import Phone
from tests.phones_games import frames, settle, wait_until


def feld_table(players: int = 3, seed: int = 4, size: tuple[int, int] = (1280, 800)) -> tuple[App, FeldTableScene]:
    app = App(size, settings=Settings(), fps=None)
    names = ("Amaru", "Killa", "Inti", "Sisa")[:players]
    scene = FeldTableScene(Game(Setup(names, seed=seed)), app.settings, {}, autosave=False, phones=True)
    app.push(scene)
    frames(app, 2)
    return app, scene


def join_all(app: App, scene: FeldTableScene, seats: list[int] | None = None) -> dict[int, Phone]:
    session = scene.phones
    seats = list(session.seats) if seats is None else seats
    phones = {seat: Phone(session.url(seat)) for seat in seats}
    for phone in phones.values():
        status, _page = phone.get_page()
        assert status == 200 and phone.connect()
    wait_until(app, lambda: session.phone_seats == set(seats))
    if isinstance(app.stack.top, PhonesPanel):
        app.stack.top.finish(None)
    frames(app, 2)
    return phones


def play_feld(app: App, scene: FeldTableScene, phones: dict[int, Phone], bots: dict[int, Any],
              limit: int = 5000, cards: float = 0.0) -> dict[str, int]:
    """Play to the end, each decision from its seat's phone; returns how many went through phones, by
    type. With `cards` > 0 a god card the rules allow is played that often instead of the bot's choice."""
    import random

    from cuzco.games.feld_cuzco.rules import PlayCard, legal_actions
    from cuzco.games.feld_cuzco.ui.results_scene import FeldResults
    from cuzco.games.feld_cuzco.ui.round_end import RoundEndScene

    sent: dict[str, int] = {}
    rng = random.Random(5)
    for _ in range(limit):
        state = scene.state
        if state.over:
            break
        top = app.stack.top
        if isinstance(top, RoundEndScene):
            top.finish(None)
            frames(app, 1)
            continue
        seat = state.actor
        phone = phones[seat]
        action = bots[seat].choose(view(state, seat))
        plays = [a for a in legal_actions(state) if isinstance(a, PlayCard)] if cards else []
        if plays and rng.random() < cards:
            action = rng.choice(plays)
        since = len(phone.messages)
        move = action_to_json(action)
        page = settle(app, phone, 0, lambda m, move=move: m["type"] == "view" and any(
            o["action"]["move"] == move for o in m.get("options", [])))
        assert page["title"]
        phone.choose({"type": "play", "move": move})
        answer = settle(app, phone, since, lambda m: m["type"] in ("accepted", "refused"))
        assert answer["type"] == "accepted", (answer, action)
        sent[move["type"]] = sent.get(move["type"], 0) + 1
        frames(app, 1)
    frames(app, 3)
    if isinstance(app.stack.top, FeldResults):
        frames(app, 2)
    return sent
