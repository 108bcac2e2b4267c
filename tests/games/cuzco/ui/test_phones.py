"""Cuzco with players' phones, through the real server on loopback and real frames: the form's switch,
a whole game whose festival cards, draws, proposals and bids go through the phones, the table never
showing a phone seat's hand, and the rules' own refusal on the phone."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from cuzco.games.cuzco.bots import make_bot
from cuzco.games.cuzco.rules.actions import FestivalStand
from cuzco.games.cuzco.rules.record import Game
from cuzco.games.cuzco.rules.setup import Setup
from cuzco.games.cuzco.ui.game_opening import open_game
from cuzco.games.cuzco.ui.game_scene import GameScene
from cuzco.shell.main import App
from cuzco.shell.phones.panel import PhonesPanel
from cuzco.shell.settings import Settings
from tests.phones_client import Phone
from tests.phones_games import frames, play_cuzco, wait_until
from tests.waiting import SECONDS

SEED = 4


def start(app: App, seats: int = 3) -> GameScene:
    game = Game.new(Setup(("Ana", "Bo", "Cay")[:seats], SEED))
    scene = open_game(game, app.settings, phones=True)
    app.push(scene)  # type: ignore[arg-type]
    frames(app, 2)
    assert isinstance(app.stack.top, PhonesPanel)
    app.stack.top.finish(None)
    return scene  # type: ignore[return-value]


@pytest.fixture
def table() -> Iterator[tuple[App, GameScene, dict[int, Phone]]]:
    app = App((1280, 800), settings=Settings(), fps=None)
    scene = start(app)
    phones = {seat: Phone(scene.phones.url(seat)) for seat in (0, 1)}  # seat 2 plays by hand-off
    for phone in phones.values():
        assert phone.connect()
    wait_until(app, lambda: scene.phones.phone_seats == {0, 1})
    yield app, scene, phones
    for phone in phones.values():
        phone.close()
    scene.stop_phones()


def test_the_switch_is_off_by_default() -> None:
    from cuzco.games.cuzco.ui.new_game import NewGameScene

    form = NewGameScene(Settings())
    assert form.phones is False


def test_a_whole_game_with_phones_plays_to_the_end(table, tmp_path) -> None:
    app, scene, phones = table
    hands_shown: set[int] = set()

    def look(_seat: int) -> None:
        shown = scene.visible_hand()
        if shown is not None:
            hands_shown.add(shown)

    bots = {seat: make_bot("greedy", f"{SEED}/{seat}") for seat in range(3)}
    counts = play_cuzco(app, scene, phones, bots, on_phone_action=look)
    assert scene.state.is_over
    assert counts.get("FestivalPlay", 0) + counts.get("FestivalStand", 0) + counts.get("FestivalDrop", 0) > 0
    assert counts.get("DrawCard", 0) > 0 and counts.get("ProposeFestival", 0) > 0, counts
    assert not hands_shown & {0, 1}  # the table never showed a phone seat's hand
    assert scene.phones is None  # the game is over: the server has stopped
    from cuzco.games.cuzco.rules.record import load_game, save_game

    save_game(scene.game, tmp_path / "phones.json")  # saved and replayed like any other game
    # the save says only that phones were on (a loaded game offers to start them again), nothing of them
    assert "phone" not in (tmp_path / "phones.json").read_text().replace('"phones": true', "", 1)
    assert load_game(tmp_path / "phones.json").actions == scene.game.actions


def test_a_refused_bid_gets_the_rules_reason_and_changes_nothing(table) -> None:
    app, scene, phones = table
    phone = phones[0]
    since = len(phone.messages)
    phone.choose({"type": "stand"})  # no festival is on
    refused = phone.wait(lambda m: m["type"] == "refused", since=since, pump=lambda: frames(app, 1))
    before = len(scene.game.actions)
    assert refused["reason"] in ("It is not your go.", scene.state.check(FestivalStand()))
    phone.choose({"type": "bid", "cards": ["x" * 30]})
    phone.choose({"type": "teleport"})
    phone.wait(lambda m: m["type"] == "refused" and "nothing else" in m["reason"], pump=lambda: frames(app, 1))
    assert len(scene.game.actions) == before


def test_the_hint_never_shows_a_plan_made_from_a_phone_seats_hand(table) -> None:
    """The Hint plans from the hand of the seat on turn; for a phone seat that hand is on its phone only,
    so the table offers no hint then, and a hint already shown goes away when the seat's phone joins."""
    import threading

    from cuzco.shell.scenes.handoff import HandoffScene

    app, scene, phones = table
    seat = scene.state.actor
    if seat not in phones:
        phones[seat] = Phone(scene.phones.url(seat))  # closed with the others by the fixture
        assert phones[seat].connect()
    def ready() -> bool:
        if isinstance(app.stack.top, HandoffScene):
            app.stack.top.finish(None)
        return seat in scene.phones.phone_seats and app.stack.top is scene

    wait_until(app, ready)
    assert seat in scene.phones.phone_seats and scene.human_turn()
    started = threading.active_count()
    scene.hint.request()
    assert scene.hint.job is None and threading.active_count() == started  # no plan is even made
    scene.draw(app.screen)
    assert not scene.hint.button.enabled and "phone" in scene.hint.button.tooltip

    scene.phones.hand_back(seat)  # at the table again: the hint works as without phones
    scene.hint.request()
    assert scene.hint.job is not None and scene.hint.job.done.wait(SECONDS)
    scene.hint.update()
    assert scene.hint.plan is not None
    scene.phones.use_phone(seat)  # its phone takes the hand back: the hint shown from that hand goes
    scene.hint.update()
    assert scene.hint.plan is None and not scene.hint.words
    scene.draw(app.screen)
    assert not scene.hint.box.w


def test_the_last_action_under_a_dialog_tells_the_phones_the_table_has_closed_the_game() -> None:
    """The game can end while a dialog (a festival's) is over the board: the phones still get the last
    page and then the table's goodbye, as Incan Gold's do."""
    from cuzco.shell.scene import Scene

    played = Game.new(Setup(("Ana", "Bo"), SEED))
    bots = {seat: make_bot("greedy", f"{SEED}/{seat}") for seat in range(2)}
    while not played.state.is_over:
        played.apply(bots[played.state.actor].choose(played.state))
    app = App((1280, 800), settings=Settings(), fps=None)
    game = Game.new(Setup(("Ana", "Bo"), SEED))
    scene = open_game(game, app.settings, phones=True)
    app.push(scene)  # type: ignore[arg-type]
    frames(app, 2)
    app.stack.top.finish(None)
    phone = Phone(scene.phones.url(0))
    try:
        assert phone.connect()
        wait_until(app, lambda: scene.phones.phone_seats == {0})
        for action in played.actions[:-1]:
            game.apply(action)
        app.push(Scene())  # a dialog over the board: the board's own update does not run meanwhile
        assert scene.perform(played.actions[-1]) and game.state.is_over
        frames(app, 3)
        bye = phone.wait(lambda m: m["type"] == "bye", pump=lambda: frames(app, 1))
        last_view = [m for m in phone.messages[: phone.messages.index(bye)] if m["type"] == "view"][-1]
        assert last_view["buttons"] == [] and "over" in last_view["title"]
    finally:
        phone.close()
        scene.stop_phones()
