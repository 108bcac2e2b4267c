"""The players' phones panel at the table, drawn by real frames with phones on loopback: a seat's QR code is
on the big screen only while no phone is connected to it; every text stays inside its seat's cell at the
smallest and a large window in both languages; its close button says "Jugar" in Spanish and closes it; on
"Only this computer" it warns that phones cannot reach it; the table's address is not offered to be typed."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from cuzco.games.cuzco.rules.record import Game as CuzcoGame
from cuzco.games.cuzco.rules.setup import Setup as CuzcoSetup
from cuzco.games.cuzco.ui.game_opening import open_game
from cuzco.games.incan_gold.rules import Game, Setup
from cuzco.games.incan_gold.ui.table_scene import IncanGoldScene
from cuzco.shell import i18n
from cuzco.shell.main import App
from cuzco.shell.phones.interfaces import LOOPBACK
from cuzco.shell.phones.panel import PhonesPanel
from cuzco.shell.settings import Settings
from cuzco.shell.widgets import text as text_module
from tests.phones_client import Phone
from tests.phones_games import frames, wait_until
from tests.shell.ui_events import click

NAMES = ("Amaru", "Killa", "Inti", "Wayra Quispe Mamani", "Sisa", "Yupanqui Tupac", "Ch'aska", "Mayta Capac")


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


def open_table(size: tuple[int, int], lang: str, game: str = "incan_gold", seats: int = 4) -> tuple[App, Any]:
    i18n.set_language(lang)
    app = App(size, settings=Settings(language=lang), fps=None)
    if game == "incan_gold":
        scene: Any = IncanGoldScene(Game(Setup(NAMES[:seats], seed=3)), app.settings, {}, autosave=False,
                                    phones=True)
    else:
        scene = open_game(CuzcoGame.new(CuzcoSetup(NAMES[:seats], 4)), app.settings, phones=True)
    app.push(scene)
    frames(app, 2)
    assert isinstance(app.stack.top, PhonesPanel)  # the panel a game with phones opens with
    return app, scene


def white_pixels(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """How much of `rect` is pure white: a QR code's quiet zone and light modules; nothing else is."""
    part = surface.subsurface(rect.clip(surface.get_rect()))
    return pygame.mask.from_threshold(part, (255, 255, 255), (1, 1, 1, 255)).count()


def cell(panel: PhonesPanel, seat: int) -> pygame.Rect:
    return dict(panel.cells)[seat]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_seats_qr_code_shows_only_while_no_phone_is_connected_to_it(lang: str) -> None:
    app, scene = open_table((1280, 800), lang, seats=3)
    session, panel = scene.phones, app.stack.top
    phone = Phone(session.url(1))
    try:
        frames(app, 1)
        assert all(white_pixels(app.screen, cell(panel, seat)) > 2000 for seat in (0, 1, 2))
        assert phone.connect()
        wait_until(app, lambda: session.connected(1) and 1 in session.phone_seats)
        frames(app, 1)
        assert white_pixels(app.screen, cell(panel, 1)) == 0  # a rival cannot scan Killa's code off the screen
        assert all(white_pixels(app.screen, cell(panel, seat)) > 2000 for seat in (0, 2))
        assert 1 not in panel.qr_shown
        phone.drop()  # its phone died: the seat's code shows again, so it can scan once more
        wait_until(app, lambda: not session.connected(1))
        frames(app, 1)
        assert white_pixels(app.screen, cell(panel, 1)) > 2000 and 1 in panel.qr_shown
    finally:
        phone.close()
        session.stop()


class Recorder(pygame.Surface):
    """A screen that remembers where everything was blitted."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size)
        self.placed: list[pygame.Rect] = []

    def blit(self, source: pygame.Surface, dest: Any, area: Any = None, special_flags: int = 0) -> pygame.Rect:
        at = dest.topleft if isinstance(dest, pygame.Rect) else (int(dest[0]), int(dest[1]))
        size = pygame.Rect(area).size if area is not None else source.get_size()
        self.placed.append(pygame.Rect(at, size))
        return super().blit(source, dest, area, special_flags)


@pytest.mark.parametrize("size", [(1024, 700), (1600, 900)])
@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize(("game", "seats"), [("incan_gold", 4), ("incan_gold", 8), ("cuzco", 4)])
def test_every_text_stays_inside_its_seats_cell(size: tuple[int, int], lang: str, game: str, seats: int) -> None:
    app, scene = open_table(size, lang, game, seats)
    session, panel = scene.phones, app.stack.top
    phones = [Phone(session.url(seat)) for seat in (0, 1)]
    try:
        for phone in phones:
            assert phone.connect()
        wait_until(app, lambda: session.phone_seats == {0, 1} and session.connected(1))
        phones[1].drop()  # seat 1 "Phone lost: reconnecting", seat 2 handed back, the others waiting
        wait_until(app, lambda: not session.connected(1))
        session.hand_back(2)
        frames(app, 1)
        screen = Recorder(size)
        panel.draw(screen)
        cells = [rect for _seat, rect in panel.cells]
        for placed in screen.placed:
            touched = [rect for rect in cells if rect.colliderect(placed) and not placed.contains(rect)]
            for rect in touched:  # a backdrop covering the cell is not the cell's own
                assert rect.contains(placed), f"{placed} runs out of its cell {rect}"
        for drawn in panel.drawn.values():
            assert drawn
    finally:
        for phone in phones:
            phone.close()
        session.stop()


def test_the_close_button_reads_jugar_in_spanish_and_closes_the_panel() -> None:
    app, scene = open_table((1024, 700), "es", seats=3)
    panel = app.stack.top
    try:
        assert panel.buttons["play"].label == "Jugar"
        click(app, panel.buttons["play"].rect.center)
        assert app.stack.top is scene
    finally:
        scene.phones.stop()


@pytest.mark.parametrize("lang", ["en", "es"])
def test_only_this_computer_is_warned_on_the_panel_until_a_network_is_chosen(lang: str,
                                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    app, scene = open_table((1024, 700), lang, seats=3)
    session = scene.phones
    app.stack.top.finish(None)
    panel = PhonesPanel(session, addresses=[LOOPBACK, "127.0.0.2"])  # a second address any Linux can bind
    app.push(panel)
    seen: list[str] = []
    monkeypatch.setattr(text_module, "watch", seen.append)
    try:
        frames(app, 1)
        warning = i18n._("Phones cannot reach 'Only this computer': choose your Wi-Fi network with the "
                         "Network button.")
        assert warning in seen
        assert not any("/s/" in line for line in seen)  # no seat's address without its token, to be typed
        assert any(i18n._("Table's address: {address}. Typing it is not enough: each phone scans its own "
                          "seat's code.", address=session.short_address()) in line for line in seen)
        seen.clear()
        click(app, panel.buttons["network"].rect.center)
        frames(app, 1)
        assert session.server.host == "127.0.0.2"
        assert seen and warning not in seen
    finally:
        session.stop()


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_seat_opened_on_another_device_is_flagged_on_the_panel(lang: str) -> None:
    """A second device that takes a seat shuts the first one out (the server tells it so); the panel then
    asks the table whether that was the seat's own player, in the warning's colour."""
    app, scene = open_table((1280, 800), lang, seats=3)
    session, panel = scene.phones, app.stack.top
    owner, rival = Phone(session.url(1)), Phone(session.url(1))
    try:
        assert owner.connect()
        wait_until(app, lambda: session.connected(1) and 1 in session.phone_seats)
        assert panel.status(1)[0] == i18n._("Phone connected")
        assert rival.connect()
        wait_until(app, lambda: session.takeovers[1] == 1 and session.connected(1))
        text = panel.status(1)[0]
        assert text == i18n.ngettext("Phone connected; this seat was opened on another device once: was that you?",
                                     "Phone connected; this seat was opened on another device {n} times: was that "
                                     "you?", 1).format(n=1)
        assert ("another device" in text) if lang == "en" else ("otro dispositivo" in text)
        assert panel.status(0)[0] != text
    finally:
        owner.close()
        rival.close()
        session.stop()


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_click_on_a_small_code_shows_it_large_until_a_click_or_its_phone_joins(lang: str) -> None:
    """Eight seats at 1024x700 leave small codes (about one pixel a module in a cell with a button); a click
    on one shows that seat's code as large as the window allows, and it goes when its phone joins."""
    app, scene = open_table((1024, 700), lang, seats=8)
    session, panel = scene.phones, app.stack.top
    frames(app, 1)
    small = panel.qr_rects[2]
    before = white_pixels(app.screen, small)
    click(app, small.center)
    frames(app, 1)
    assert panel.enlarged == 2
    middle = pygame.Rect(0, 0, 400, 400)
    middle.center = (512, 350)
    large = white_pixels(app.screen, middle)
    assert large > 10 * before > 0  # the code, many times larger
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))
    frames(app, 1)
    assert panel.enlarged is None and isinstance(app.stack.top, PhonesPanel)  # back to the panel, still open
    click(app, panel.qr_rects[2].center)
    frames(app, 1)
    phone = Phone(session.url(2))
    try:
        assert phone.connect()
        wait_until(app, lambda: session.connected(2))
        frames(app, 1)
        assert panel.enlarged is None and white_pixels(app.screen, middle) < large // 3  # a joined seat's code goes
    finally:
        phone.close()
        session.stop()


def test_a_dark_seat_colours_name_reads_on_its_cell() -> None:
    """Black and dark blue are player colours: the seat's name is lightened until it reads (AA) on the cell."""
    from cuzco.shell.widgets import theme
    from cuzco.shell.widgets.contrast import AA, contrast_ratio

    app, scene = open_table((1024, 700), "en", seats=8)
    session, panel = scene.phones, app.stack.top
    try:
        darkest = min(range(8), key=lambda seat: sum(session.labels[seat][1][:3]))
        session.labels[darkest] = (session.labels[darkest][0], (20, 20, 24))  # as black as a seat may be
        frames(app, 1)
        name = panel.drawn[darkest][0]
        ground = theme.darken(theme.PANEL, 0.15)
        inks = {tuple(app.screen.get_at((x, y))[:3]) for x in range(name.left, name.right)
                for y in range(name.top, name.bottom)} - {tuple(ground[:3])}
        assert any(contrast_ratio(ink, ground) >= AA for ink in inks)  # the letters themselves read
    finally:
        session.stop()
