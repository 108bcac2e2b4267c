"""One click per person (issue 20, points 5-7), driven by posted pygame events: each human gets their
own card ("Amaru chooses: others look away") with Go on / Return to camp (G, R); the chest shows only
while "Show my tent" is held; "Change my choice" re-opens a player's own card behind a hand-off
before the reveal; nobody's choice shows on the table; the odds (off by default) are exact and
only on the chooser's own card."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import Any

import pygame

from cuzco.games.incan_gold.rules import Game, PathCard, Setup, view_for
from cuzco.games.incan_gold.ui import choice_card
from cuzco.games.incan_gold.ui.odds import end_chance
from cuzco.games.incan_gold.ui.table_scene import IncanGoldScene
from cuzco.shell.scenes.handoff import HandoffScene
from cuzco.shell.settings import Settings
from tests.waiting import step_until

from .builders import cards
from .test_screens import Driver

NAMES = ("Amaru", "Inti", "Sisa", "Killa")


def _key(d: Driver, key: int, up: bool = True) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    if up:
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
    d.step()


def _table(d: Driver, humans: int = 3, settings: Settings | None = None) -> IncanGoldScene:
    from cuzco.games.incan_gold.bots import make_bot

    game = Game(Setup(NAMES, seed=4, first_player=0), meta={"bots": {"3": "bold"}})
    scene = IncanGoldScene(game, settings or d.app.settings, {3: make_bot("bold")}, autosave=False)
    d.app.push(scene)
    step_until(d.step, lambda: scene.card is not None, "the first choice card")
    assert scene.chooser is not None and scene.card is not None
    return scene


def test_each_person_chooses_with_one_click_and_no_curtain() -> None:
    d = Driver()
    scene = _table(d)
    reveals = scene.state.reveals
    clicks = 0
    seen = []
    while scene.state.reveals == reveals:
        assert d.top is scene  # never a hand-off screen between two people's choices
        assert scene.card is not None and scene.chooser is not None
        seen.append(scene.chooser)
        d.click(scene.buttons["go"].rect.center)
        clicks += 1
        d.step()
    assert seen == [0, 1, 2] and clicks == 3


def test_keys_g_and_r_choose() -> None:
    d = Driver()
    scene = _table(d)
    _key(d, pygame.K_g)
    assert scene.state.pending[0] is True and scene.chooser == 1
    _key(d, pygame.K_r)
    assert scene.state.pending[1] is False and scene.chooser == 2


def test_the_chest_shows_only_while_show_my_tent_is_held(monkeypatch: Any) -> None:
    d = Driver()
    scene = _table(d)
    game = scene.game
    game.states[-1] = replace(game.state, tents=(23, 0, 0, 0))
    scene.card = None
    d.step()
    texts: list[str] = []
    real = choice_card.draw_text
    monkeypatch.setattr(choice_card, "draw_text", lambda s, t, *a, **k: (texts.append(t), real(s, t, *a, **k))[1])
    assert scene.card is not None
    button = scene.card.tent_rect
    d.step()
    assert not any("23" in t for t in texts)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.center, button=1))
    d.step()
    assert any("23" in t for t in texts)
    texts.clear()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button.center, button=1))
    d.step()
    d.step()
    assert not any("23" in t for t in texts)
    _key(d, pygame.K_t, up=False)  # the T key, held
    assert any("23" in t for t in texts)
    assert scene.state.pending[0] is None  # looking at the tent is not a choice


def test_change_my_choice_reopens_the_own_card_behind_a_hand_off() -> None:
    d = Driver()
    scene = _table(d)
    d.click(scene.buttons["go"].rect.center)  # Amaru goes on
    d.step()
    assert scene.chooser == 1 and "change:0" in scene.buttons and "change:1" not in scene.buttons
    d.click(scene.buttons["change:0"].rect.center)
    curtain = d.top
    assert isinstance(curtain, HandoffScene) and curtain.player_name == "Amaru"
    d.step(30)
    d.click((50, 50))
    assert d.top is scene and scene.chooser == 0
    assert scene.state.pending[0] is None and scene.state.pending[3] is not None  # the computer's choice stays
    d.click(scene.buttons["camp"].rect.center)
    d.step()
    assert scene.state.pending[0] is False and scene.chooser == 1


def test_nobody_sees_another_persons_choice() -> None:
    pictures = []
    for go_on in (True, False):
        d = Driver()
        scene = _table(d)
        d.click(scene.buttons["go" if go_on else "camp"].rect.center)
        d.step(3)
        assert scene.chooser == 1
        pictures.append(pygame.image.tobytes(d.app.screen, "RGB"))
    assert pictures[0] == pictures[1]


def test_the_odds_are_off_by_default_and_exact_on_the_own_card(monkeypatch: Any) -> None:
    assert Settings().odds is False
    state = Game(Setup(NAMES, seed=4)).state
    state = replace(state, path=tuple(PathCard(c) for c in cards("t5 h:fire h:snakes")),
                    deck=cards("h:fire h:fire t3 t4 h:snakes a1 h:mummies t7"))
    assert end_chance(view_for(state, 2)) == Fraction(3, 8)
    real = choice_card.draw_text
    for odds in (False, True):
        d = Driver()
        texts: list[str] = []
        monkeypatch.setattr(choice_card, "draw_text",
                            lambda s, t, *a, _texts=texts, **k: (_texts.append(t), real(s, t, *a, **k))[1])
        scene = _table(d, settings=Settings(odds=odds))
        scene.game.states[-1] = replace(scene.state, path=state.path, deck=state.deck)
        scene.card = None
        d.step(2)
        shown = [t for t in texts if "ends the round" in t]
        assert bool(shown) is odds
        if odds:
            assert "3 in 8 (38%)" in shown[-1]


def test_after_a_click_no_tooltip_tells_the_next_player_which_button_it_was() -> None:
    from cuzco.shell import tooltips

    d = Driver()
    scene = _table(d)
    first = scene.chooser
    spot = scene.buttons["go"].rect.center
    d.click(spot)
    d.step(2)
    assert scene.chooser not in (None, first) and scene.buttons["go"].rect.collidepoint(spot)
    assert tooltips.hushed() and tooltips.hovered() == ""  # the pointer still rests where it clicked
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(spot[0] + 1, spot[1]), rel=(1, 0),
                                         buttons=(0, 0, 0)))
    d.step()
    assert not tooltips.hushed() and tooltips.hovered() == scene.buttons["go"].tooltip != ""
