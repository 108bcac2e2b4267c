"""What Feld's Cuzco tells a first-time player, in English and Spanish, met through real posted pygame
events: the guided round names the start mission it speaks of, explains the scoring of phase III on every
path, counts the pips left in a whole sentence; a tile decision names the kind of tile it offers; the
starting feather's options say which circlet each dot lies beside (and their longer preview keeps inside
its three lines); the hot-seat curtain says what is private and what lies face up."""

from __future__ import annotations

import pygame
import pytest

from cuzco.games.feld_cuzco.rules import Feather, Place
from cuzco.games.feld_cuzco.rules import components as C
from cuzco.games.feld_cuzco.ui.decisions import headline, option_tip, preview
from cuzco.games.feld_cuzco.ui.side_panel import preview_box
from cuzco.games.feld_cuzco.ui.tutorial import STEPS
from cuzco.games.feld_cuzco.ui.tutorial.coach import LEARNER
from cuzco.shell import i18n
from cuzco.shell.scenes.handoff import HandoffScene
from cuzco.shell.widgets import theme
from cuzco.shell.widgets.theme import px

from .driver import Driver, open_form
from .test_tutorial import at_step, open_tutorial, walk

WORDS = {  # what a sentence must say, by language
    "en": {"circlet": "circlet {c}", "face up": "face up", "scoring": ("university", "temple", "market", "palace")},
    "es": {"circlet": "diadema {c}", "face up": "boca arriba",
           "scoring": ("universidad", "templo", "mercado", "palacio")},
}


@pytest.fixture(autouse=True)
def _english_again() -> object:
    yield
    i18n.set_language("en")


def speak(d: Driver, language: str) -> None:
    d.app.settings.language = language
    i18n.set_language(language)


@pytest.mark.parametrize("language", ["en", "es"])
def test_a_tile_decision_names_the_kind_of_tile_it_offers(language: str) -> None:
    d = Driver((1024, 700))
    speak(d, language)
    scene = open_tutorial(d)
    both = i18n._("take a study or farm tile")
    for kind, act, step in ((C.STUDY, "study", "study_space"), (C.FARM, "farm", "farm_space")):
        named = i18n._("take a study tile") if kind == C.STUDY else i18n._("take a farm tile")
        at_step(d, scene, step)
        place = next(a for a in scene.legal() if isinstance(a, Place) and a.action == act)
        lines = preview(scene.state, place)
        assert i18n._("Next: {step}", step=named) in lines and not any(both in line for line in lines)
        at_step(d, scene, step.replace("_space", "_tile"))
        assert scene.state.tasks[-1][:2] == ("tile", kind)
        title = headline(scene.state)
        assert title.startswith(named[:1].upper() + named[1:]) and both not in title.lower(), title


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_plan_step_names_the_start_mission_it_speaks_of(language: str) -> None:
    d = Driver((1024, 700))
    speak(d, language)
    scene = open_tutorial(d)
    walk(d, scene, lambda: scene.coach.step is not None and scene.coach.step.id == "plan", "the plan step")
    start = [C.MISSIONS[m].label for m in scene.state.players[LEARNER].missions if C.MISSIONS[m].grey]
    assert start == ["S-03"]
    text = scene.coach.text()
    assert "S-03" in text and "grey" not in text and "gris" not in text, text


@pytest.mark.parametrize("language", ["en", "es"])
def test_every_path_of_the_guided_round_explains_the_scoring_of_phase_three(language: str) -> None:
    i18n.set_language(language)
    words = WORDS[language]["scoring"]
    palace = [s.id for s in STEPS].index("palace")
    told = [s.id for s in STEPS[:palace + 1] if not s.optional and all(w in i18n._(s.text).lower() for w in words)]
    assert told, "no step that every learner meets explains the university, temple, market and palace"
    finish = i18n._(STEPS[-1].text)
    assert "III" in finish  # the finish names what the round taught, phase III's scoring among it


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_pips_left_to_spend_are_told_in_a_whole_sentence_that_agrees_with_their_count(language: str) -> None:
    d = Driver((1024, 700))
    speak(d, language)
    scene = open_tutorial(d)
    at_step(d, scene, "exchange_rest")
    said = {}
    for left in (1, 3):
        scene.state.tasks[-1] = ("exchange", left)  # the same step, with one pip left or three
        said[left] = scene.coach.text()
    if language == "en":
        assert said[1].startswith("You have 1 pip left. Spend it ") and "them" not in said[1], said[1]
        assert said[3].startswith("You have 3 pips left. Spend them "), said[3]
    else:
        assert said[1].startswith("Te queda 1 punto. Gástalo ") and "Gástalos" not in said[1], said[1]
        assert said[3].startswith("Te quedan 3 puntos. Gástalos "), said[3]


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_starting_feather_options_say_which_circlet_each_dot_lies_beside(language: str) -> None:
    d = Driver((1024, 700))
    speak(d, language)
    scene = open_tutorial(d)
    at_step(d, scene, "feather")
    state = scene.state
    feathers = [a for _b, a in scene.buttons if isinstance(a, Feather)]
    assert len(feathers) >= 2
    for action in feathers:
        circlet = WORDS[language]["circlet"].format(c=action.dot // 2 + 1)
        assert circlet in option_tip(state, action), option_tip(state, action)
        assert any(circlet in line for line in preview(state, action)), preview(state, action)


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_hotseat_curtain_says_kept_missions_lie_face_up(language: str) -> None:
    d = Driver()
    speak(d, language)
    form = open_form(d, 3, {0, 2})
    d.click(form.buttons["start"].rect.center)
    for _ in range(600):
        if isinstance(d.top, HandoffScene):
            break
        d.step()
    curtain = d.top
    assert isinstance(curtain, HandoffScene)
    assert WORDS[language]["face up"] in curtain.message, curtain.message


@pytest.mark.parametrize("language", ["en", "es"])
def test_a_long_preview_keeps_inside_its_three_lines(language: str) -> None:
    d = Driver((1024, 700))
    speak(d, language)
    scene = open_tutorial(d)
    at_step(d, scene, "feather")
    button = next(b for b, a in scene.buttons if isinstance(a, Feather))
    d.move(button.rect.center)  # the preview: the feather with its circlet, then the next step
    window = pygame.Surface((1024, 700))
    scene.draw(window)
    box = preview_box(scene.side_inner)
    floor = min(scene.side_inner.bottom + px(12), scene.log_panel.rect.top)  # (the game log lies below)
    below = pygame.Rect(box.left, box.bottom, box.w, floor - box.bottom)
    ink = [(x, y) for x in range(below.left, below.right) for y in range(below.top, below.bottom)
           if tuple(window.get_at((x, y)))[:3] == theme.SAND]
    assert not ink, f"the preview spills below its box at {ink[:3]}"
