"""Feld's Cuzco on the players' phones: a whole game decided from the phones, every byte each seat received
holding nothing of another seat's hand or mission draw, the table never showing a phone seat's secrets,
and the switch in the new-game form."""

from __future__ import annotations

import json
import random
from typing import Any

from cuzco.games.feld_cuzco.bots.levels import make_bot
from cuzco.games.feld_cuzco.rules import Game, Setup, action_to_json, view
from cuzco.games.feld_cuzco.rules import components as C
from cuzco.games.feld_cuzco.ui.phones import FeldPhones
from cuzco.games.feld_cuzco.ui.table_scene import FeldTableScene
from cuzco.shell.phones.panel import PhonesPanel
from cuzco.shell.scenes.handoff import HandoffScene
from tests.feld_phones_game import feld_table, join_all, play_feld
from tests.phones_games import frames, settle, wait_until
from tests.shell.phones.test_no_secret_leaves import check_captured


class _Wrap:
    def __init__(self, state: Any) -> None:
        self.state = state


def feld_legit(game: Game, seat: int, names: list[str]) -> Any:
    adapter = whole_pages()
    adapter.names = names
    known = [adapter.seat_view(_Wrap(state), seat) for state in game.states]
    known += [dict(page, options=[], preparing=True) for page in known if page["options"]]  # options to come
    return lambda page: page in known


def whole_pages() -> FeldPhones:
    adapter = FeldPhones()
    adapter.BUDGET = 60.0  # every option worked out in one call
    return adapter


def test_every_byte_to_each_seat_in_a_whole_feld_game() -> None:
    app, scene = feld_table(players=3, seed=4)
    tokens = dict(scene.phones.server.tokens)
    phones = join_all(app, scene)
    try:
        sent = play_feld(app, scene, phones, {s: make_bot("easy", s) for s in range(3)}, cards=0.3)
        assert scene.state.over and sum(sent.values()) > 100 and sent["play_card"] >= 3, sent
        for seat, phone in phones.items():
            pages = check_captured(phone.raw, seat, tokens, feld_legit(scene.game, seat, scene.names()))
            assert pages > 20
        assert set(scene.frames_hand_shown[-50:]) == {None}  # the table showed nobody's hand
    finally:
        for phone in phones.values():
            phone.close()


def test_a_feld_seat_page_depends_on_no_other_seats_hand_draw_or_pile() -> None:
    rng = random.Random(8)
    adapter = whole_pages()
    game = Game(Setup(("A", "B", "C", "D"), seed=2))
    bots = [make_bot("easy", s) for s in range(4)]
    step = 0
    while not game.state.over:
        state = game.state
        if step % 7 == 0:
            for seat in range(4):
                other = state.clone()
                other.seed = rng.randrange(10**6)
                for p, player in enumerate(other.players):
                    if p != seat:
                        player.hand = [rng.randrange(1, 16) for _ in player.hand]
                        player.drawn = [rng.randrange(len(C.MISSIONS)) for _ in player.drawn]
                for pile in (*other.god_piles, *other.stacks, *other.mission_piles):
                    rng.shuffle(pile)
                assert adapter.seat_view(_Wrap(state), seat) == adapter.seat_view(_Wrap(other), seat)
        game.apply(bots[state.actor].choose(view(state, state.actor)))
        step += 1


def test_a_phone_holds_its_hand_and_its_mission_draw_and_decides_only_for_itself() -> None:
    app, scene = feld_table(players=2, seed=6)
    phones = join_all(app, scene)
    try:
        while scene.state.tasks[-1][0] != "keep":  # the starting feathers first
            actor = scene.state.actor
            since = len(phones[actor].messages)
            page = settle(app, phones[actor], 0, lambda m: m["type"] == "view" and m.get("options"))
            phones[actor].choose(page["options"][0]["action"])
            settle(app, phones[actor], since, lambda m: m["type"] == "accepted")
            frames(app, 2)
        state = scene.state
        seat, other = state.actor, 1 - state.actor
        assert state.players[seat].drawn
        done = len(scene.game.actions)
        page = settle(app, phones[seat], 0, lambda m: m["type"] == "view" and m.get("options")
                      and m["options"][0]["action"]["move"]["type"] == "keep")
        text = json.dumps(page, ensure_ascii=False)
        assert "keep two" in text and len(page["cards"]) == len(state.players[seat].hand) > 0
        assert all(o["action"]["move"]["type"] == "keep" and o["detail"] for o in page["options"])
        assert not isinstance(app.stack.top, HandoffScene) and scene.viewer is None  # no curtain, no hand
        keep = page["options"][0]["action"]
        since = len(phones[other].messages)
        phones[other].choose(keep)  # the other seat sends this seat's option: refused
        refused = settle(app, phones[other], since, lambda m: m["type"] in ("refused", "accepted"))
        assert refused["type"] == "refused"
        forged = dict(keep["move"], player=other)
        phones[other].choose({"type": "play", "move": forged})  # its own seat, but not its decision now
        refused = settle(app, phones[other], since + 1, lambda m: m["type"] in ("refused", "accepted")
                         and m["seq"] == phones[other].next_seq - 1)
        assert refused["type"] == "refused"
        for junk in ({"type": "play"}, {"type": "play", "move": {"type": "nope", "player": other}},
                     {"type": "play", "move": []}):
            phones[other].choose(junk)
        since = len(phones[seat].messages)
        phones[seat].choose(keep)
        assert settle(app, phones[seat], since, lambda m: m["type"] in ("refused", "accepted"))["type"] == "accepted"
        assert scene.state.players[seat].drawn == [] and len(scene.game.actions) == done + 1
    finally:
        for phone in phones.values():
            phone.close()


def test_a_seat_handed_back_plays_at_the_table_behind_the_curtain() -> None:
    app, scene = feld_table(players=2, seed=6)
    phones = join_all(app, scene)
    try:
        seat = scene.state.actor
        scene.phones.hand_back(seat)
        frames(app, 2)
        assert isinstance(app.stack.top, HandoffScene)  # its secrets come back to the table for it alone
        app.stack.top.finish(None)
        frames(app, 1)
        assert scene.viewer == seat and scene.human_to_act() == seat
        scene.phones.use_phone(seat)
        frames(app, 2)
        assert scene.viewer is None and scene.human_to_act() is None  # the phone has it again
    finally:
        for phone in phones.values():
            phone.close()


def test_a_phone_joining_lifts_the_curtain_waiting_for_its_seat() -> None:
    app, scene = feld_table(players=3, seed=3)
    assert isinstance(app.stack.top, PhonesPanel)
    assert any(isinstance(s, HandoffScene) for s in app.stack.scenes)  # the first human's curtain, under it
    seat = scene.state.actor
    phones = join_all(app, scene, [seat])
    try:
        wait_until(app, lambda: not any(isinstance(s, HandoffScene) for s in app.stack.scenes))
        assert app.stack.top is scene and scene.viewer is None
    finally:
        for phone in phones.values():
            phone.close()


def test_the_new_game_form_has_the_phones_switch_and_the_table_starts_them() -> None:
    from cuzco.games.feld_cuzco.ui.setup_scene import FeldSetupScene
    from cuzco.shell.main import App
    from cuzco.shell.settings import Settings

    app = App((1280, 800), settings=Settings(), fps=None)
    form = FeldSetupScene(app.settings)
    app.push(form)
    frames(app, 2)
    assert form.phones_toggle is not None and not form.phones
    form.phones_toggle.set(True) if hasattr(form.phones_toggle, "set") else form._set_phones(True)
    form.players, form.kinds[1] = 2, "human"
    form.launch(5)
    table = app.stack.scenes[0] if isinstance(app.stack.top, PhonesPanel) else app.stack.top
    assert isinstance(table, FeldTableScene) and table.phones is not None
    assert isinstance(app.stack.top, PhonesPanel)
    table.phones.stop()
    _ = action_to_json


def test_a_long_list_of_options_is_worked_out_over_frames_and_sent_whole() -> None:
    game = Game(Setup(("A", "B", "C"), seed=4))
    bots = [make_bot("easy", s) for s in range(3)]
    while len(FeldPhones().options(view(game.state, game.state.actor).state, game.state.actor)) < 8:
        game.apply(bots[game.state.actor].choose(view(game.state, game.state.actor)))
    seat = game.state.actor
    adapter = FeldPhones()
    adapter.BUDGET = 0.0  # one option a call
    first = adapter.seat_view(_Wrap(game.state), seat)
    assert first["options"] == [] and first["preparing"] and adapter.unfinished == {seat}
    calls = 1
    page = first
    while page.get("preparing"):
        page = adapter.seat_view(_Wrap(game.state), seat)
        calls += 1
    assert not adapter.unfinished and calls == len(page["options"]) >= 8
    assert page == whole_pages().seat_view(_Wrap(game.state), seat)


def test_a_page_worked_out_over_several_calls_takes_the_seats_view_once(monkeypatch: Any) -> None:
    from cuzco.games.feld_cuzco.ui import phones as feld_phones

    game = Game(Setup(("A", "B", "C"), seed=4))
    bots = [make_bot("easy", s) for s in range(3)]
    while len(FeldPhones().options(view(game.state, game.state.actor).state, game.state.actor)) < 8:
        game.apply(bots[game.state.actor].choose(view(game.state, game.state.actor)))
    seat = game.state.actor
    views: list[int] = []
    monkeypatch.setattr(feld_phones, "view", lambda state, who: views.append(who) or view(state, who))
    adapter = FeldPhones()
    adapter.BUDGET = 0.0  # one option a call
    page = adapter.seat_view(_Wrap(game.state), seat)
    while page.get("preparing"):
        page = adapter.seat_view(_Wrap(game.state), seat)
    assert views == [seat]  # the seat's view and the page's lines once; only the options took the calls
    assert page == whole_pages().seat_view(_Wrap(game.state), seat)
    game.apply(bots[seat].choose(view(game.state, seat)))
    views.clear()
    adapter.seat_view(_Wrap(game.state), seat)
    assert views == [seat]  # a new state: a new view
