"""The phone page's states in headless Chromium at 390x844, against the bare server on loopback: the
action buttons stay on screen, a seat taken by another device says so and stays shut out, a table
that moved says to scan again; a seat handed back keeps its name and colour."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from typing import Any

import pytest

from cuzco.shell import i18n
from cuzco.shell.i18n import _
from cuzco.shell.phones.server import PhoneServer
from cuzco.shell.phones.session import page_html, page_texts
from tests.phones_browser import chromium_path, close_phone, open_phone, texts, until
from tests.phones_client import Phone

browser = pytest.mark.skipif(chromium_path() is None, reason="needs Debian's chromium and chromium-driver")


@pytest.fixture(scope="module")
def phone() -> Iterator[Any]:
    if chromium_path() is None:
        pytest.skip("needs Debian's chromium and chromium-driver")
    driver = open_phone((390, 844))
    yield driver
    close_phone(driver)


@pytest.fixture
def server() -> Iterator[PhoneServer]:
    s = PhoneServer([0, 1], "127.0.0.1", page=page_html())
    s.start()
    yield s
    s.stop()


def idle() -> None:
    time.sleep(0.02)


def bidding_view() -> dict[str, Any]:
    """As long as Cuzco's bid page gets: a long title, lines and a full hand above the buttons."""
    cards = [{"id": f"c{i}", "label": "sun mask + conch trumpet", "detail": "2 FP", "pickable": True}
             for i in range(8)]
    buttons = [{"label": _("Play selected"), "action": {"type": "bid"}, "enabled": True, "kind": "primary",
                "cards": True},
               {"label": _("Stand"), "action": {"type": "stand"}, "enabled": False, "kind": "",
                "reason": "Standing needs the highest total."},
               {"label": _("Drop out"), "action": {"type": "drop"}, "enabled": True, "kind": "danger"}]
    lines = ["You hold 8 festival cards.", "Wanted relics: sun mask + drum", "Festival at a value-4 temple.",
             "Ana: 3 FP", "Bo: 5 FP", "Cusi: out",
             "Standing at the highest total makes you a co-organizer if nobody plays higher."]
    return {"type": "view", "lang": "en", "code": "ACDE", "ui": page_texts(), "name": "Ana",
            "colour": "#c0392b", "title": "Your go to bid: play cards, stand or drop out.", "lines": lines,
            "cards": cards, "buttons": buttons}


@browser
@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_bidding_buttons_are_on_screen_without_scrolling(phone: Any, server: PhoneServer, lang: str) -> None:
    i18n.set_language(lang)
    try:
        server.send(0, bidding_view())
    finally:
        i18n.set_language("en")
    phone.get(server.url(0))
    until(lambda: len(texts(phone, "button.act")) == 3, idle)
    height = phone.execute_script("return window.innerHeight")
    assert phone.execute_script("return window.scrollY") == 0
    assert phone.execute_script("return document.documentElement.scrollHeight") > height  # it is a long page
    for element in phone.find_elements("css selector", "button.act"):
        rect = phone.execute_script("return arguments[0].getBoundingClientRect().toJSON()", element)
        assert 0 <= rect["top"] and rect["bottom"] <= height, (element.text, rect, height)
        assert 0 <= rect["left"] and rect["right"] <= phone.execute_script("return window.innerWidth")
    assert phone.execute_script("return document.documentElement.scrollWidth <= window.innerWidth")


@browser
def test_a_seat_taken_by_another_device_says_so_and_does_not_take_it_back(phone: Any,
                                                                         server: PhoneServer) -> None:
    server.send(0, bidding_view())
    phone.get(server.url(0))
    until(lambda: len(texts(phone, "button.act")) == 3, idle)
    rival = Phone(server.url(0))
    try:
        assert rival.connect()
        rival.wait(lambda m: m.get("type") == "view")
        until(lambda: "another device" in texts(phone, "#status")[0], idle)
        assert texts(phone, "button.act") == [] and texts(phone, ".card") == []  # the hand is gone too
        time.sleep(1.5)  # a page that merely lost its network would have reconnected by now
        assert "another device" in texts(phone, "#status")[0]
        assert all(m.get("type") != "taken" for m in rival.messages) and not rival.closed
    finally:
        rival.close()


@browser
def test_a_table_that_moved_network_says_to_scan_the_new_code(phone: Any) -> None:
    from cuzco.games.incan_gold.rules import Game, Setup
    from cuzco.games.incan_gold.ui.phones import IncanGoldPhones
    from cuzco.shell.phones.session import PhoneSession

    i18n.set_language("es")
    session = PhoneSession(Game(Setup(("Amaru", "Killa", "Inti"), seed=2)), [0, 1], IncanGoldPhones())
    try:
        phone.get(session.url(0))
        until(lambda: texts(phone, "#name") == ["Amaru"], lambda: (session.pump(), session.publish(), idle()))
        session.rebind("127.0.0.1")
        until(lambda: "otra red" in texts(phone, "#status")[0], idle)
        assert "cerrado" not in texts(phone, "#status")[0]
    finally:
        i18n.set_language("en")
        session.stop()


def test_a_seat_handed_back_keeps_its_name_and_colour_on_the_phone() -> None:
    from cuzco.games.incan_gold.rules import Game, Setup
    from cuzco.games.incan_gold.ui.phones import IncanGoldPhones
    from cuzco.shell.phones.session import PhoneSession

    adapter = IncanGoldPhones()
    game = Game(Setup(("Amaru", "Killa", "Inti"), seed=2))
    session = PhoneSession(game, [0, 1], adapter)
    sent: list[tuple[int, str]] = []
    session.server.send_texts = sent.extend  # type: ignore[method-assign]
    try:
        session.hand_back(1)
        session.publish(force=True, budget=60.0)
        views = {seat: json.loads(text) for seat, text in sent}
        own = adapter.seat_view(game, 1)
        assert views[1]["title"] == page_texts()["handoff"] and views[1]["buttons"] == []
        assert views[1]["name"] == own["name"] == "Killa" and views[1]["colour"] == own["colour"]
    finally:
        session.stop()
