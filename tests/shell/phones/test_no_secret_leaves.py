"""Nothing a phone receives holds another seat's secret: every byte sent to each seat over whole games
of both games is captured and checked.

Two halves make the proof. (1) Every message a phone received is either the server's own envelope
(hello, accepted, refused, error) or a view that the game's adapter builds for that seat from one of
the game's states; the page itself is the same bytes for every seat and holds no token. (2) Those
views depend on nothing another seat keeps secret: changing the others' hands, tents or choices of
the turn (and Cuzco's deck order) never changes the seat's view.
"""

from __future__ import annotations

import json
import random
from dataclasses import replace
from typing import Any

from cuzco.games.cuzco.bots import make_bot as cuzco_bot
from cuzco.games.cuzco.rules.actions import ProposeFestival
from cuzco.games.cuzco.rules.components import CARD_FACES
from cuzco.games.cuzco.rules.record import Game as CuzcoGame
from cuzco.games.cuzco.rules.setup import Setup as CuzcoSetup
from cuzco.games.cuzco.ui.game_opening import open_game
from cuzco.games.cuzco.ui.phones import CuzcoPhones
from cuzco.games.incan_gold.bots import make_bot
from cuzco.games.incan_gold.rules import Game, Setup
from cuzco.games.incan_gold.ui.phones import IncanGoldPhones
from cuzco.games.incan_gold.ui.table_scene import IncanGoldScene
from cuzco.shell.main import App
from cuzco.shell.phones.session import page_html
from cuzco.shell.settings import Settings
from tests.phones_client import Phone
from tests.phones_games import frames, play_cuzco, play_incan_gold

ENVELOPE = {"type", "lang", "code", "ui"}


class _Wrap:
    def __init__(self, state: Any) -> None:
        self.state = state


def view_part(message: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in message.items() if k not in ENVELOPE}


def check_captured(raw: list[bytes], seat: int, tokens: dict[int, str], legit: Any) -> int:
    """Every captured message to `seat` is the page, an envelope message or a legitimate view."""
    views = 0
    for blob in raw:
        text = blob.decode()
        for token in tokens.values():
            assert token not in text  # no token, not even its own, after the QR code
        if text.lstrip().startswith("<!doctype"):
            assert text == page_html()
            continue
        message = json.loads(text)
        if message["type"] in ("hello", "accepted", "refused", "error", "bye"):
            assert set(message) <= {"type", "next_seq", "code", "seq", "reason"}
            continue
        assert message["type"] == "view"
        assert legit(view_part(message)), (seat, message)
        views += 1
    return views


def capture_phones(session: Any, seats: list[int]) -> dict[int, Phone]:
    phones = {seat: Phone(session.url(seat)) for seat in seats}
    for phone in phones.values():
        status, _page = phone.get_page()
        assert status == 200
        assert phone.connect()
    return phones


# ---- Incan Gold -------------------------------------------------------------------------------
def incan_gold_legit(game: Game, seat: int) -> Any:
    adapter = IncanGoldPhones()
    known: list[dict[str, Any]] = []
    for state in game.states:
        for busy in (False, True):
            adapter.busy = busy
            known.append(adapter.seat_view(_Wrap(state), seat))
    return lambda view: view in known


def test_every_byte_to_each_seat_in_a_whole_incan_gold_game() -> None:
    app = App((1280, 800), settings=Settings(), fps=None)
    game = Game(Setup(("Amaru", "Killa", "Inti", "Sisa", "Nina"), seed=21))
    scene = IncanGoldScene(game, app.settings, {4: make_bot("bold")}, autosave=False, phones=True)
    app.push(scene)
    frames(app, 2)
    app.stack.top.finish(None)
    session = scene.phones
    tokens = dict(session.server.tokens)
    phones = capture_phones(session, [0, 1, 2])  # seat 3 plays by hand-off, seat 4 is a computer
    try:
        play_incan_gold(app, scene, phones, random.Random(3))
        assert game.state.over
        for seat, phone in phones.items():
            assert check_captured(phone.raw, seat, tokens, incan_gold_legit(game, seat)) > 10
    finally:
        for phone in phones.values():
            phone.close()


def test_an_incan_gold_seat_view_depends_on_no_other_seats_secret() -> None:
    rng = random.Random(9)
    adapter = IncanGoldPhones()
    for seed in range(4):
        from cuzco.games.incan_gold.bots import make_bot as ig_bot
        from cuzco.games.incan_gold.rules import Choose, view_for

        game = Game(Setup(("A", "B", "C", "D"), seed=seed))
        bots = [ig_bot("reasoning") for _ in range(4)]
        while not game.state.over:
            state = game.state
            for seat in range(4):
                others = [p for p in range(4) if p != seat]
                tents = tuple(t if p == seat else t + rng.randrange(1, 50) for p, t in enumerate(state.tents))
                pending = tuple(c if p == seat else (None if c is not None else rng.random() < 0.5)
                                for p, c in enumerate(state.pending))
                arts = tuple(a if p == seat else a for p, a in enumerate(state.artifacts))
                shuffled = list(state.deck)
                rng.shuffle(shuffled)
                other = replace(state, tents=tents, pending=pending, artifacts=arts, deck=tuple(shuffled))
                assert others
                assert adapter.seat_view(_Wrap(state), seat) == adapter.seat_view(_Wrap(other), seat)
            p = state.waiting_for()[0]
            game.apply(Choose(p, bots[p].go_on(view_for(state, p))))


# ---- Cuzco ----------------------------------------------------------------------------------------
def cuzco_legit(game: CuzcoGame, seat: int, colours: list[Any]) -> Any:
    adapter = CuzcoPhones()
    adapter.colours = colours
    known: list[dict[str, Any]] = []
    for i, state in enumerate(game.states):
        adapter.proposal, adapter.proposal_turn = None, -1
        known.append(adapter.seat_view(_Wrap(state), seat))
        if i < len(game.actions) and isinstance(game.actions[i], ProposeFestival):
            adapter.proposal, adapter.proposal_turn = game.actions[i].hex, state.turn
            known.append(adapter.seat_view(_Wrap(state), seat))
    return lambda view: view in known


def test_every_byte_to_each_seat_in_a_whole_cuzco_game() -> None:
    app = App((1280, 800), settings=Settings(), fps=None)
    game = CuzcoGame.new(CuzcoSetup(("Ana", "Bo", "Cay"), 8))
    scene = open_game(game, app.settings, phones=True)
    app.push(scene)  # type: ignore[arg-type]
    frames(app, 2)
    app.stack.top.finish(None)
    session = scene.phones  # type: ignore[attr-defined]
    tokens = dict(session.server.tokens)
    phones = capture_phones(session, [0, 1, 2])
    try:
        bots = {seat: cuzco_bot("greedy", f"8/{seat}") for seat in range(3)}
        counts = play_cuzco(app, scene, phones, bots)
        assert game.state.is_over and sum(counts.values()) > 10
        for seat, phone in phones.items():
            legit = cuzco_legit(game, seat, list(scene.colours))  # type: ignore[attr-defined]
            assert check_captured(phone.raw, seat, tokens, legit) > 10
    finally:
        for phone in phones.values():
            phone.close()


def test_a_cuzco_seat_view_depends_on_no_other_seats_hand() -> None:
    rng = random.Random(4)
    adapter = CuzcoPhones()
    from cuzco.games.cuzco.bots import play_game

    game = play_game(["greedy", "greedy", "greedy"], 5)
    for state in game.states[::3]:
        for seat in range(3):
            other = state.copy()  # hands and deck are copied: the game is left as it was
            for p, player in enumerate(other.players):
                if p != seat:
                    player.hand[:] = [rng.choice(CARD_FACES) for _ in player.hand]
            rng.shuffle(other.deck)
            assert adapter.seat_view(_Wrap(state), seat) == adapter.seat_view(_Wrap(other), seat)
