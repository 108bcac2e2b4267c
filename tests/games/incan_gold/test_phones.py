"""Incan Gold with players' phones, through the real server on loopback and real pygame frames:
the form's switch, every phone seat choosing at once, the reveal when the last choice is in, a seat
without a phone on hand-off, the rules' own refusal, and a seat moved back to hand-off."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pygame
import pytest

from cuzco.games.incan_gold.bots import make_bot
from cuzco.games.incan_gold.rules import Choose, Game, Setup, check
from cuzco.games.incan_gold.ui.table_scene import IncanGoldScene
from cuzco.shell.i18n import translate
from cuzco.shell.main import App
from cuzco.shell.phones.panel import PhonesPanel
from cuzco.shell.scenes.handoff import HandoffScene
from cuzco.shell.settings import Settings
from tests.phones_client import Phone
from tests.phones_games import wait_until
from tests.waiting import leave_the_interpreter, step_until

from .test_screens import Driver, open_form


@pytest.fixture
def table() -> Iterator[tuple[App, IncanGoldScene, dict[int, Phone]]]:
    app = App((1280, 800), settings=Settings(), fps=None)
    game = Game(Setup(("Amaru", "Killa", "Inti", "Sisa"), seed=11))
    scene = IncanGoldScene(game, app.settings, {3: make_bot("cautious")}, autosave=False, phones=True)
    app.push(scene)
    app.step(1 / 60)
    assert isinstance(app.stack.top, PhonesPanel)
    session = scene.phones
    phones = {seat: Phone(session.url(seat)) for seat in (0, 1)}  # seat 2 has no phone: hand-off
    for phone in phones.values():
        assert phone.connect()
    wait_until(app, lambda: session.phone_seats == {0, 1})  # a join counts once a frame has read it
    yield app, scene, phones
    for phone in phones.values():
        phone.close()
    if scene.phones is not None:
        scene.phones.stop()


def frames(app: App, n: int = 3) -> None:
    for _ in range(n):
        app.step(1 / 60)


def test_the_switch_is_off_by_default_and_turns_phones_on() -> None:
    d = Driver()
    form = open_form(d, 3, {0, 1, 2})
    assert form.phones is False and form.phones_toggle is not None
    d.click(form.phones_toggle.rect.center)
    assert form.phones is True
    d.click(form.buttons["start"].rect.center)
    assert isinstance(d.top, PhonesPanel)
    table = next(s for s in d.app.stack.scenes if isinstance(s, IncanGoldScene))
    assert table.phones is not None and table.phones.seats == (0, 1, 2)
    d.click(d.top.buttons["play"].rect.center)
    d.step()
    assert d.top is table and table.chooser == table.flow.next_human()  # no phone joined: a card at the table
    table.phones.stop()


def test_phone_seats_choose_at_once_and_the_table_reveals_when_all_have(table) -> None:
    app, scene, phones = table
    app.stack.top.finish(None)  # close the panel: the computer chooses, then the card of the seat at the table
    wait_until(app, lambda: scene.chooser is not None, "the card of the seat at the table")
    assert scene.phones.phone_seats == {0, 1}
    assert app.stack.top is scene and scene.chooser == 2  # the phone seats are not asked at the table
    reveals = scene.state.reveals
    for phone in phones.values():
        view = phone.wait(lambda m: m["type"] == "view" and m["buttons"], pump=lambda: frames(app, 1))
        assert [b["action"] for b in view["buttons"]] == [{"type": "choose", "go_on": True},
                                                          {"type": "choose", "go_on": False}]
        phone.choose(view["buttons"][0]["action"])
    for phone in phones.values():
        phone.wait(lambda m: m["type"] == "accepted", pump=lambda: frames(app, 1))
    # both phone choices are in while seat 2's card is still open; nothing is revealed yet
    assert scene.state.pending[:2] == (True, True) and scene.state.reveals == reveals
    frames(app, 2)
    assert scene.chooser == 2  # seat 2 chooses on its card
    scene.choose(False)
    assert scene.state.reveals == reveals + 1 and scene.steps  # the reveal plays on the table


def test_a_refused_phone_choice_gets_the_rules_reason_and_changes_nothing(table) -> None:
    app, scene, phones = table
    app.stack.top.finish(None)
    frames(app, 5)
    phone = phones[0]
    view = phone.wait(lambda m: m["type"] == "view" and m["buttons"], pump=lambda: frames(app, 1))
    phone.choose(view["buttons"][1]["action"])
    phone.wait(lambda m: m["type"] == "accepted", pump=lambda: frames(app, 1))
    wait_until(app, lambda: scene.state.pending[3] is not None)  # the computer seat has chosen on its thread
    before = (scene.state, len(scene.game.actions))
    phone.choose(view["buttons"][0]["action"])  # a second choice in the same turn
    refused = phone.wait(lambda m: m["type"] == "refused", pump=lambda: frames(app, 1))
    assert refused["reason"] == translate(check(scene.state, Choose(0, True)))
    phone.choose(view["buttons"][0]["action"], seq=refused["seq"])  # a rules-refused number is used up
    phone.wait(lambda m: m["type"] == "error" and m.get("code") == "used", pump=lambda: frames(app, 1))
    phone.choose({"type": "choose", "go_on": "yes"})
    phone.choose({"type": "choose", "go_on": True, "player": 1})  # another seat's choice: not its to make
    phone.wait(lambda m: m["type"] == "refused" and "deeper" in m["reason"], pump=lambda: frames(app, 1))
    reasons = [m["reason"] for m in phone.messages if m["type"] == "refused"]
    assert reasons[1:] == ["A choice is to go on (true) or to return to camp (false).",
                           "An Incan Gold choice is to go on deeper or to return to camp."]
    frames(app, 5)
    assert (scene.state, len(scene.game.actions)) == before


def test_a_seat_moved_back_to_hand_off_plays_at_the_table(table) -> None:
    app, scene, phones = table
    panel = app.stack.top
    frames(app, 5)
    panel.draw(app.screen)
    panel.buttons[1].on_click()  # "Back to hand-off" for seat 1
    assert scene.phones.phone_seats == {0}
    phones[1].wait(lambda m: m["type"] == "view" and "hand-off" in m["title"], pump=lambda: frames(app, 1))
    phones[1].choose({"type": "choose", "go_on": True})
    phones[1].wait(lambda m: m["type"] == "refused", pump=lambda: frames(app, 1))
    panel.finish(None)
    cards = []

    def frame() -> None:
        if scene.chooser is not None and app.stack.top is scene:
            cards.append(scene.chooser)
            scene.choose(True)
        frames(app, 1)

    step_until(frame, lambda: len(cards) == 2, "two cards at the table", idle=leave_the_interpreter)
    assert sorted(cards) == [1, 2]  # seat 1 on its card at the table again, seat 2 as ever


def test_a_whole_game_with_phones_ends_and_stops_the_server(table, tmp_path) -> None:
    app, scene, phones = table
    app.stack.top.finish(None)
    rng = random.Random(5)
    port = scene.phones.server.port

    def turn() -> None:  # the reveals take frames; phones answer over real sockets
        top = app.stack.top
        if isinstance(top, HandoffScene):
            top.finish(None)
        elif scene.chooser is not None:
            scene.choose(rng.random() < 0.6)
        for seat, phone in phones.items():
            views = phone.views()
            if views and len(views[-1]["buttons"]) == 2 and scene.state.pending[seat] is None:
                phone.choose(views[-1]["buttons"][rng.randrange(2)]["action"])
        frames(app, 2)
        while scene.steps:
            scene.skip_step()

    step_until(turn, lambda: scene.state.over, "the end of the game", idle=leave_the_interpreter)
    assert scene.state.over
    while scene.steps:
        scene.skip_step()
    frames(app, 5)
    assert scene.phones is None
    import socket

    with socket.socket() as probe:
        assert probe.connect_ex(("127.0.0.1", port)) != 0
    pygame.event.clear()
    # saved and replayed like any other game: the phones changed who sent the actions, nothing else
    from cuzco.games.incan_gold.rules import load_game, save_game

    save_game(scene.game, tmp_path / "phones.json")
    # the save says only that phones were on (a loaded game offers to start them again), nothing of them
    assert "phone" not in (tmp_path / "phones.json").read_text().replace('"phones": true', "", 1)
    again = load_game(tmp_path / "phones.json")
    assert again.actions == scene.game.actions and again.state == scene.game.state


def test_a_phone_changes_its_choice_before_the_reveal(table) -> None:
    app, scene, phones = table
    app.stack.top.finish(None)
    phone = phones[0]
    view = phone.wait(lambda m: m["type"] == "view" and m["buttons"], pump=lambda: frames(app, 1))
    phone.choose(view["buttons"][0]["action"])  # go on
    changed = phone.wait(lambda m: m["type"] == "view" and m["buttons"]
                         and m["buttons"][0]["action"] == {"type": "change"}, pump=lambda: frames(app, 1))
    assert scene.state.pending[0] is True
    phone.choose(changed["buttons"][0]["action"])
    phone.wait(lambda m: m["type"] == "view" and len(m["buttons"]) == 2, pump=lambda: frames(app, 1),
               since=len(phone.messages) - 1)
    assert scene.state.pending[0] is None  # taken back; the others' choices are as they were


def test_the_odds_setting_shows_the_chance_on_the_phone_too(table) -> None:
    app, scene, phones = table
    app.stack.top.finish(None)
    phone = phones[0]
    phone.wait(lambda m: m["type"] == "view" and m["buttons"], pump=lambda: frames(app, 1))
    assert not any("Chance" in line for line in phone.views()[-1]["lines"])
    scene.settings.odds = True
    view = phone.wait(lambda m: m["type"] == "view" and any("Chance the next card" in x for x in m["lines"]),
                      pump=lambda: frames(app, 1))
    assert view["buttons"]


def test_a_card_open_at_the_table_closes_when_its_seats_phone_joins(table) -> None:
    """Seat 2 (no phone yet) has its choice card open at the table, where its chest can be shown; once its
    phone joins, its tent and choice are the phone's: the card closes and the table shows neither."""
    app, scene, _phones = table
    app.stack.top.finish(None)
    wait_until(app, lambda: scene.chooser is not None, "the card of the seat at the table")
    assert scene.chooser == 2
    frames(app, 1)
    assert scene.card is not None
    scene.card.tent_held = True  # "Show my tent" held on the big screen
    assert scene._open_tent() == 2
    late = Phone(scene.phones.url(2))
    try:
        assert late.connect()
        late.wait(lambda m: m["type"] == "view" and m["buttons"], pump=lambda: frames(app, 1))
        frames(app, 2)
        assert 2 in scene.phones.phone_seats
        assert scene.chooser is None and scene.card is None and scene._open_tent() is None
    finally:
        late.close()
