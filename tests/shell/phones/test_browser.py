"""The phone page in real headless Chromium (Debian's chromium-driver), on loopback only: join by the
QR code's address, make choices, lose the connection and come back with the state; Spanish follows
the game's language; a Cuzco player draws a card from the phone, once however fast the taps."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from cuzco.games.incan_gold.bots import make_bot
from cuzco.games.incan_gold.rules import Game, Setup
from cuzco.games.incan_gold.ui.table_scene import IncanGoldScene
from cuzco.shell import i18n
from cuzco.shell.main import App
from cuzco.shell.phones.panel import PhonesPanel
from cuzco.shell.settings import Settings
from tests.phones_browser import button, chromium_path, close_phone, open_phone, texts, until
from tests.phones_games import frames

pytestmark = pytest.mark.skipif(chromium_path() is None, reason="needs Debian's chromium and chromium-driver")


@pytest.fixture(scope="module")
def phone() -> Iterator[Any]:
    driver = open_phone()
    yield driver
    close_phone(driver)


@pytest.fixture
def table() -> Iterator[tuple[App, IncanGoldScene]]:
    app = App((1280, 800), settings=Settings(), fps=None)
    game = Game(Setup(("Amaru", "Killa", "Inti"), seed=2))
    scene = IncanGoldScene(game, app.settings, {2: make_bot("cautious")}, autosave=False, phones=True)
    app.push(scene)
    frames(app, 2)
    yield app, scene
    if scene.phones is not None:
        scene.phones.stop()


def test_join_by_the_qr_address_choose_then_lose_the_network_and_come_back(table, phone) -> None:
    app, scene = table
    panel = app.stack.top
    assert isinstance(panel, PhonesPanel)
    panel.draw(app.screen)
    url = scene.phones.url(0)
    assert any(key[0] == url for key in panel.qr)  # the address is the one the seat's QR code holds
    assert url.startswith("http://127.0.0.1:")
    panel.finish(None)
    pump = lambda: frames(app, 1)  # noqa: E731
    phone.get(url)
    until(lambda: button(phone, "Go on deeper"), pump)
    assert texts(phone, "#name") == ["Amaru"]
    assert scene.phones.code in texts(phone, "#code")[0]
    button(phone, "Go on deeper").click()
    until(lambda: scene.state.pending[0] is True, pump)
    until(lambda: "You go on deeper" in texts(phone, "#title")[0], pump)
    assert button(phone, "Go on deeper") is None  # chosen: the buttons are gone

    # the network goes away: the page says so, and the table moves on meanwhile
    phone.execute_cdp_cmd("Network.enable", {})
    phone.execute_cdp_cmd("Network.emulateNetworkConditions", {"offline": True, "latency": 0,
                                                              "downloadThroughput": -1, "uploadThroughput": -1})
    scene.phones.server.drop_seat(0)
    until(lambda: "Reconnecting" in texts(phone, "#status")[0], pump)
    until(lambda: scene.chooser == 1 or scene.curtain_for == 1, pump)
    while scene.curtain_for is not None:
        app.stack.top.finish(None)
        frames(app, 1)
    scene.choose(False)  # Killa returns to camp at the table: the turn is revealed
    while scene.steps:
        scene.skip_step()
    frames(app, 3)
    # back online: it reconnects by itself and shows the new turn's choice again
    phone.execute_cdp_cmd("Network.emulateNetworkConditions", {"offline": False, "latency": 0,
                                                              "downloadThroughput": -1, "uploadThroughput": -1})
    until(lambda: not texts(phone, "#status")[0] and button(phone, "Return to camp"), pump)
    button(phone, "Return to camp").click()
    until(lambda: scene.state.reveals >= 2 or scene.state.pending[0] is False, pump)


def test_a_reloaded_page_picks_up_its_state_and_spanish(table, phone) -> None:
    app, scene = table
    app.stack.top.finish(None)
    pump = lambda: frames(app, 1)  # noqa: E731
    i18n.set_language("es")
    try:
        scene.phones.dirty = True
        phone.get(scene.phones.url(1))
        until(lambda: phone.find_element("css selector", "html").get_attribute("lang") == "es", pump)
        labels = until(lambda: [b for b in texts(phone, "button.act") if b], pump)
        assert "Return to camp" not in labels
        phone.refresh()  # as after the phone slept: a new socket, the same page, the next seq
        labels_again = until(lambda: [b for b in texts(phone, "button.act") if b], pump)
        assert labels_again == labels
        phone.find_elements("css selector", "button.act")[1].click()
        until(lambda: scene.state.pending[1] is False, pump)
    finally:
        i18n.set_language("en")


def test_a_cuzco_player_draws_a_card_from_the_phone(phone) -> None:
    from cuzco.games.cuzco.rules.record import Game as CuzcoGame
    from cuzco.games.cuzco.rules.setup import Setup as CuzcoSetup
    from cuzco.games.cuzco.ui.game_opening import open_game

    app = App((1280, 800), settings=Settings(), fps=None)
    game = CuzcoGame.new(CuzcoSetup(("Ana", "Bo"), 3, 0))
    scene: Any = open_game(game, app.settings, phones=True)
    app.push(scene)
    frames(app, 2)
    app.stack.top.finish(None)
    pump = lambda: frames(app, 1)  # noqa: E731
    try:
        phone.get(scene.phones.url(0))
        # the turn begins with a terrain tile: the phone says why it cannot draw yet
        until(lambda: "placing a terrain" in " ".join(texts(phone, ".reason")), pump)
        from cuzco.games.cuzco.bots import make_bot as cuzco_bot

        assert scene.perform(cuzco_bot("greedy", 1).choose(game.state))
        hand = len(game.state.players[0].hand)
        draw = until(lambda: button(phone, "Draw from the deck"), pump)
        # a nervous triple tap: the buttons wait for the table's answer, so it draws once
        phone.execute_script("arguments[0].click(); arguments[0].click(); arguments[0].click();", draw)
        until(lambda: len(game.state.players[0].hand) >= hand + 1, pump)
        until(lambda: len(phone.find_elements("css selector", ".card")) >= hand + 1, pump)
        for _ in range(20):
            pump()
        assert len(game.state.players[0].hand) == hand + 1
        assert scene.visible_hand() is None  # the table shows no hand of a phone seat
    finally:
        scene.stop_phones()
